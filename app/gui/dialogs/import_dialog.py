"""File ▸ Import a translation: choose a file or folder; the form is filled from what the file says; the text
is added to the library on the work lane (`work_operations.read_file`, `import_translation`); errors appear
inline, in words, and the library is left as it was."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
)

from app.core.formats.common import ID_PATTERN, ParsedTranslation, TranslationMeta, id_from_name
from app.gui import i18n
from app.gui.dialogs import work_operations
from app.gui.dialogs.long_work import LongWorkDialog
from app.gui.tasks import TaskRunner

if TYPE_CHECKING:
    from app.core.library.writing import ImportReport


LANGUAGES = ["pt-BR", "pt", "en", "es", "fr", "de", "it", "la", "el", "he"]


class ImportDialog(LongWorkDialog):
    """Choose a file or folder; the form is filled from what the file says; errors appear inline, in words.
    Closing it while it reads or imports stops the work: the library is left as it was."""

    # a translation was imported (app.core.library.writing.ImportReport: the translation and what is worth
    # knowing)
    imported = Signal(object)

    def __init__(self, runner: TaskRunner, library_path: Path, parent=None):
        super().__init__(runner, parent)
        self.setWindowTitle(self.tr("Import a translation"))
        self.setMinimumWidth(560)
        self.library_path = library_path
        self.parsed: ParsedTranslation | None = None
        self.fmt: str | None = None
        self.failed_title = self.tr("Nothing was imported")
        self.kept_text = self.tr("The library was not changed.")
        self.stopped_text = self.tr("Stopped. The library was not changed.")

        intro = QLabel(
            self.tr(
                "Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania "
                "and one verse per line with a vref.txt list beside it."
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setObjectName("Hint")
        self.path_edit = QLineEdit(self)
        self.path_edit.setPlaceholderText(self.tr("Choose a file or a folder…"))
        self.path_edit.setAccessibleName(self.tr("File or folder to import"))
        self.path_edit.returnPressed.connect(lambda: self.set_path(self.path_edit.text()))
        self.file_button = QPushButton(self.tr("File…"), self)
        self.file_button.clicked.connect(self._choose_file)
        self.folder_button = QPushButton(self.tr("Folder…"), self)
        self.folder_button.clicked.connect(self._choose_folder)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.file_button)
        path_row.addWidget(self.folder_button)
        self.disabled_while_running += [self.file_button, self.folder_button, self.path_edit]
        form = self._metadata_form()  # the status above it says what the file said of itself

        self.import_button = QPushButton(self.tr("Import"), self)
        self.import_button.setObjectName("Primary")
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start_import)
        self.lay_out([intro, path_row], between=[form])
        self._set_form_enabled(False)
        self.work_failed.connect(self._on_failed)

    def _metadata_form(self) -> QFormLayout:
        """The fields a person confirms or fills in: id, name, language, licence, attribution."""
        self.id_edit = QLineEdit(self)
        self.id_edit.setPlaceholderText(self.tr("short, lowercase: blivre"))
        self.id_edit.setMaxLength(32)
        self.name_edit = QLineEdit(self)
        self.language_edit = QComboBox(self)
        self.language_edit.setEditable(True)
        self.language_edit.addItems(LANGUAGES)
        self.language_edit.lineEdit().setAccessibleName(self.tr("Language"))  # the form's label names the box
        self.licence_edit = QLineEdit(self)
        self.licence_edit.setPlaceholderText(self.tr("for example: CC BY 4.0, public domain"))
        self.attribution_edit = QPlainTextEdit(self)
        self.attribution_edit.setPlaceholderText(self.tr("The attribution the licence asks for"))
        self.attribution_edit.setFixedHeight(72)
        form = QFormLayout()
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Language"), self.language_edit)
        form.addRow(self.tr("Licence"), self.licence_edit)
        form.addRow(self.tr("Attribution"), self.attribution_edit)
        return form

    # ------------------------------------------------------------- choose
    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a Bible file"),
            str(Path.home()),
            self.tr("Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)"),
        )
        if path:
            self.set_path(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a folder of USFM books"), str(Path.home())
        )
        if path:
            self.set_path(path)

    def set_path(self, path: str | os.PathLike) -> None:
        """Read the file in the background and fill the form from it."""
        path = str(path).strip()
        if not path:
            return
        self.path_edit.setText(path)
        self.parsed = None
        self.import_button.setEnabled(False)
        self.status.setText(self.tr("Reading…"))
        self.run_work(partial(work_operations.read_file, path), name="read translation", done=self._on_read)

    def _on_read(self, result: tuple[str, ParsedTranslation]) -> None:
        self.fmt, self.parsed = result
        meta = self.parsed.meta
        path = self.path_edit.text()
        self.id_edit.setText(meta.id or suggest_id(path))
        self.name_edit.setText(meta.name or "")
        self.language_edit.setCurrentText(meta.language or "")
        self.licence_edit.setText(meta.licence or "")
        self.attribution_edit.setPlainText(meta.attribution or "")
        books = len({v.book for v in self.parsed.verses})
        self.status.setText(
            self.tr("%1 verses in %2 books (%3). Check the details below, then import.")
            .replace("%1", i18n.number(len(self.parsed.verses)))
            .replace("%2", i18n.number(books))
            .replace("%3", (self.fmt or "").upper())
        )
        self._set_form_enabled(True)
        self.import_button.setEnabled(True)
        self.import_button.setDefault(True)
        if not meta.language:
            self.language_edit.setFocus()
        self.name_edit.setFocus() if not meta.name else None

    # ------------------------------------------------------------- import
    def form_meta(self) -> TranslationMeta:
        return TranslationMeta(
            id=self.id_edit.text().strip() or None,
            name=self.name_edit.text().strip() or None,
            language=self.language_edit.currentText().strip() or None,
            licence=self.licence_edit.text().strip() or None,
            attribution=self.attribution_edit.toPlainText().strip() or None,
            source=self.path_edit.text().strip() or None,
        )

    def start_import(self) -> None:
        if self.parsed is None:
            return
        meta = self.form_meta()
        if not meta.id or not ID_PATTERN.match(meta.id):
            self.say_failed(
                self.tr("The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).")
            )
            self.id_edit.setFocus()
            return
        if not meta.language:
            self.say_failed(self.tr("Say which language the translation is in (for example: pt-BR or en)."))
            self.language_edit.setFocus()
            return
        self.import_button.setEnabled(False)
        self.status.setText(self.tr("Importing…"))
        operation = partial(work_operations.import_translation, self.library_path, self.parsed, meta)
        self.run_work(operation, name="import translation", done=self._on_imported)

    def _on_imported(self, report: ImportReport) -> None:
        self.imported.emit(report)
        self.accept()

    def _on_failed(self, exc: BaseException) -> None:
        self.status.setText("")
        self.import_button.setEnabled(self.parsed is not None)

    def _set_form_enabled(self, on: bool) -> None:
        for w in (self.id_edit, self.name_edit, self.language_edit, self.licence_edit, self.attribution_edit):
            w.setEnabled(on)


def suggest_id(path: str) -> str:
    return id_from_name(os.path.splitext(os.path.basename(path.rstrip("/\\")))[0])
