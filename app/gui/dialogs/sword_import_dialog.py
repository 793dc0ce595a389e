"""“Import from another Bible program”: the SWORD modules (Bibles and commentaries) that BibleTime, Xiphos
and the SWORD tools installed on this computer, found in the background; a module chosen is imported on the
work lane (`app.core.sword_import`), with the import dialog's inline errors: a locked module, a dictionary, a
damaged one are said in words, and the library is left as it was. A folder copied from AndBible, or a module
downloaded as a .zip, can be chosen too."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from app.core.errors import Cancelled, ModuleLocked, UnsupportedModule
from app.gui import i18n, plain
from app.gui.banner import Banner
from app.gui.icons import app_icon
from app.gui.tasks import TaskRunner, TaskState

if TYPE_CHECKING:
    from app.core.formats.sword import InstalledModule

log = logging.getLogger(__name__)

ModuleRole = Qt.ItemDataRole.UserRole + 61


class SwordImportDialog(QDialog):
    """The modules found, one to import."""

    # a Bible was imported (app.core.library.ImportReport)
    imported = Signal(object)
    # a commentary was imported (app.core.commentaries.CommentaryReport)
    commentary_imported = Signal(object)
    # a dictionary or lexicon was imported (app.core.dictionaries.DictionaryReport)
    dictionary_imported = Signal(object)
    # the list of modules was filled (list of InstalledModule)
    found = Signal(object)

    def __init__(
        self, runner: TaskRunner, library_path: Path, parent=None, folders: Sequence[Path] | None = None
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import from another Bible program"))
        self.setWindowIcon(app_icon())
        self.setMinimumSize(640, 420)
        self.runner = runner
        self.library_path = library_path
        self.folders = folders  # None: the SWORD folders of this computer
        self._task = None

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
        self.summary = plain.label("", self)  # names the module being imported
        self.summary.setObjectName("Hint")
        self.summary.setWordWrap(True)
        self.banner = Banner(self)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.hide()

        self.folder_button = QPushButton(self.tr("Folder…"), self)
        self.folder_button.clicked.connect(self._choose_folder)
        self.file_button = QPushButton(self.tr("File…"), self)
        self.file_button.clicked.connect(self._choose_file)
        self.buttons = QDialogButtonBox(self)
        self.import_button = QPushButton(self.tr("Import"), self)
        self.import_button.setObjectName("Primary")
        self.import_button.setEnabled(False)
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start_import)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.folder_button)
        row.addWidget(self.file_button)
        row.addStretch(1)
        row.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(intro)
        layout.addWidget(self.modules, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.banner)
        layout.addWidget(self.progress)
        layout.addLayout(row)
        self.look(None)

    # ------------------------------------------------------------- finding modules
    def look(self, place: str | Path | None) -> None:
        """List the modules of this computer's SWORD folders (`place` None) or of a chosen folder or file."""
        self.banner.hide()
        self.summary.setText(self.tr("Looking for modules…"))
        self._busy(True)
        folders = self.folders
        self._task = self.runner.run(
            lambda state, p=place: _find(p, folders),
            self._on_found,
            self._on_failed,
            name="find SWORD modules",
        )

    def _on_found(self, modules: list[InstalledModule]) -> None:
        self._busy(False)
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
            self.summary.setText(self.tr("Choose a Bible, a commentary or a dictionary, then import it."))
        else:
            self.summary.setText(
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
        self.banner.hide()
        self._busy(True)
        self.import_button.setEnabled(False)
        self.summary.setText(self.tr("Importing %1…").replace("%1", module.name))
        self._task = self.runner.run(
            lambda state, m=module: self._import(m, state),
            self._on_imported,
            self._on_failed,
            self._on_progress,
            name="import SWORD module",
        )

    def _import(self, module: InstalledModule, state: TaskState):
        from app.core import sword_import
        from app.core.library import Library

        with Library(self.library_path) as library:
            return sword_import.import_module(
                library, module.root, module.name, progress=state.progress, cancelled=state.cancelled
            )

    def _on_imported(self, report) -> None:
        self._busy(False)
        if hasattr(report, "dictionary"):
            self.dictionary_imported.emit(report)
        elif hasattr(report, "commentary"):
            self.commentary_imported.emit(report)
        else:
            self.imported.emit(report)
        self.accept()

    def _on_failed(self, exc: BaseException) -> None:
        self._busy(False)
        if isinstance(exc, Cancelled):
            self.summary.setText(self.tr("Stopped. The library was not changed."))
            return
        log.info("SWORD import failed: %s", exc)
        self.summary.setText("")
        self.banner.show_message(
            self.tr("Nothing was imported"),
            describe(exc) + "\n" + self.tr("The library was not changed."),
            kind="error",
        )
        self._on_selection()

    def _on_progress(self, done: int, total: int, message: str) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.progress.setRange(0, 0)
        for w in (self.folder_button, self.file_button, self.modules):
            w.setEnabled(not busy)

    def reject(self) -> None:
        if self._task is not None and self.runner.is_current(self._task) and self.progress.isVisible():
            self._task.cancel()
        super().reject()


def _find(place: str | Path | None, folders: Sequence[Path] | None) -> list[InstalledModule]:
    """Runs on the work lane."""
    from app.core.formats import sword

    if place is None:
        return sword.discover(folders)
    return sword.modules_in(place)


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
        return translate(
            "SwordImportDialog", "“%1” is %2: Lâmpada imports Bibles and commentaries."
        ).replace("%1", exc.module).replace("%2", what)
    return i18n.describe_error(exc)
