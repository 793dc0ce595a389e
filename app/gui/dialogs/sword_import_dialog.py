"""“Import from another Bible program”: the SWORD modules (Bibles and commentaries) that BibleTime, Xiphos
and the SWORD tools installed on this computer, found in the background; a module chosen is imported on the
work lane (`work_operations.import_module`), with the import dialog's inline errors: a locked module, a
dictionary, a damaged one are said in words, and the library is left as it was. A folder copied from AndBible,
or a module downloaded as a .zip, can be chosen too."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
)

from app.core.errors import ModuleLocked, UnsupportedModule
from app.gui import i18n, plain
from app.gui.dialogs import work_operations
from app.gui.dialogs.long_work import LongWorkDialog
from app.gui.tasks import TaskRunner

if TYPE_CHECKING:
    from app.core.formats.sword import InstalledModule

ModuleRole = Qt.ItemDataRole.UserRole + 61


class SwordImportDialog(LongWorkDialog):
    """The modules found, one to import. Closing it while it imports stops the import: the library is left
    as it was."""

    # a Bible was imported (app.core.library.writing.ImportReport)
    imported = Signal(object)
    # a commentary was imported (app.core.library.commentaries.CommentaryReport)
    commentary_imported = Signal(object)
    # a dictionary or lexicon was imported (app.core.dictionaries.DictionaryReport)
    dictionary_imported = Signal(object)
    # the list of modules was filled (list of InstalledModule)
    found = Signal(object)

    def __init__(
        self, runner: TaskRunner, library_path: Path, parent=None, folders: Sequence[Path] | None = None
    ):
        super().__init__(runner, parent)
        self.setWindowTitle(self.tr("Import from another Bible program"))
        self.setMinimumSize(640, 420)
        self.library_path = library_path
        self.folders = folders  # None: the SWORD folders of this computer
        self.failed_title = self.tr("Nothing was imported")
        self.kept_text = self.tr("The library was not changed.")
        self.stopped_text = self.tr("Stopped. The library was not changed.")

        intro = QLabel(
            self.tr(
                "Bibles and commentaries that BibleTime, Xiphos and other SWORD programs installed on this "
                "computer. From AndBible, copy the phone's modules folder (mods.d and modules) to this "
                "computer and choose it with “Folder…”; a module downloaded as a .zip opens with “File…”."
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setObjectName("Hint")
        self.modules = QTreeWidget(self)
        self.modules.setObjectName("SwordModules")
        self.modules.setAccessibleName(self.tr("Modules found"))
        self.modules.setRootIsDecorated(False)
        self.modules.setHeaderLabels(
            [self.tr("Module"), self.tr("Kind"), self.tr("Language"), self.tr("Name")]
        )
        self.modules.itemSelectionChanged.connect(self._on_selection)
        self.modules.itemDoubleClicked.connect(lambda *_: self.start_import())

        self.folder_button = QPushButton(self.tr("Folder…"), self)
        self.folder_button.clicked.connect(self._choose_folder)
        self.file_button = QPushButton(self.tr("File…"), self)
        self.file_button.clicked.connect(self._choose_file)
        self.import_button = QPushButton(self.tr("Import"), self)
        self.import_button.setObjectName("Primary")
        self.import_button.setEnabled(False)
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start_import)
        self.disabled_while_running += [self.folder_button, self.file_button, self.modules]
        self.lay_out([intro, (self.modules, 1)], row=[self.folder_button, self.file_button])
        self.work_failed.connect(lambda _exc: self._on_failed())
        self.look(None)

    # ------------------------------------------------------------- finding modules
    def look(self, place: str | Path | None) -> None:
        """List the modules of this computer's SWORD folders (`place` None) or of a chosen folder or file."""
        self.status.setText(self.tr("Looking for modules…"))
        operation = partial(work_operations.find_modules, place, self.folders)
        # reading SWORD's folders touches no library: the search lane answers at once, where the work lane may
        # be building a meaning index for minutes
        self.run_work(operation, name="find SWORD modules", done=self._on_found, lane="search")

    def _on_found(self, modules: list[InstalledModule]) -> None:
        self.modules.clear()
        kinds = {"bible": self.tr("Bible"), "commentary": self.tr("Commentary"),
                 "dictionary": self.tr("Dictionary")}  # fmt: skip
        for m in modules:
            kind = kinds.get(kind_of(m), self.tr("not importable"))
            if m.locked:
                kind += " " + self.tr("(locked)")
            item = QTreeWidgetItem([m.name, kind, m.language, m.description])
            item.setData(0, ModuleRole, m)
            item.setToolTip(3, plain.tooltip(str(m.conf)))
            if kind_of(m) == "other":
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.modules.addTopLevelItem(item)
        for column in range(3):
            self.modules.resizeColumnToContents(column)
        usable = [m for m in modules if kind_of(m) != "other"]
        if usable:
            self.status.setText(self.tr("Choose a Bible, a commentary or a dictionary, then import it."))
        else:
            self.status.setText(
                self.tr(
                    "No SWORD Bible, commentary or dictionary was found on this computer. Choose the folder "
                    "that holds mods.d and modules, or a module's .zip."
                )
            )
        self.found.emit(modules)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a SWORD folder (it holds mods.d and modules)"), str(Path.home())
        )
        if path:
            self.look(path)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a SWORD module"),
            str(Path.home()),
            self.tr("SWORD modules (*.zip *.conf);;All files (*)"),
        )
        if path:
            self.look(path)

    # ------------------------------------------------------------- importing
    def selected(self) -> InstalledModule | None:
        items = self.modules.selectedItems()
        return items[0].data(0, ModuleRole) if items else None

    def _on_selection(self) -> None:
        module = self.selected()
        self.import_button.setEnabled(module is not None and kind_of(module) != "other")

    def start_import(self) -> None:
        module = self.selected()
        if module is None or kind_of(module) == "other":
            return
        self.import_button.setEnabled(False)
        self.status.setText(self.tr("Importing %1…").replace("%1", module.name))
        operation = partial(work_operations.import_module, self.library_path, module)
        self.run_work(operation, name="import SWORD module", done=self._on_imported)

    def _on_imported(self, report) -> None:
        if hasattr(report, "dictionary"):
            self.dictionary_imported.emit(report)
        elif hasattr(report, "commentary"):
            self.commentary_imported.emit(report)
        else:
            self.imported.emit(report)
        self.accept()

    def describe_failure(self, exc: BaseException) -> str:
        return describe(exc)

    def _on_failed(self) -> None:
        self.status.setText("")
        self._on_selection()


def kind_of(module: InstalledModule) -> str:
    """ "bible", "commentary", "dictionary" (a lexicon too) or "other" (not importable)."""
    from app.core.formats.sword_ld import LD_DRIVERS

    return "dictionary" if module.driver.lower() in LD_DRIVERS else module.kind


def describe(exc: BaseException) -> str:
    """A locked or unsupported module in words; anything else as every import error is said."""
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    if isinstance(exc, ModuleLocked):
        return translate(
            "SwordImportDialog",
            "“%1” is locked: it is sold or lent with a key. Write the key its publisher gave you in the "
            "module's .conf file as CipherKey=…, then import it again.",
        ).replace("%1", exc.module)
    if isinstance(exc, UnsupportedModule):
        kinds = {
            "dictionary": translate("SwordImportDialog", "a dictionary"),
            "general book": translate("SwordImportDialog", "a book"),
        }
        what = kinds.get(exc.kind, exc.kind)
        return (
            translate("SwordImportDialog", "“%1” is %2: Lâmpada imports Bibles and commentaries.")
            .replace("%1", exc.module)
            .replace("%2", what)
        )
    return i18n.describe_error(exc)
