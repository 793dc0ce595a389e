"""The questions the study tools ask: before something that cannot be undone, for a name, for a file, and
about a note closed unsaved. Modal dialogs over the window — the one place that blocks, so tests replace
these methods on `StudyController.questions` (a test never waits on a dialog)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from app.gui import i18n
from app.gui.reader.mark_painting import passage_ref

if TYPE_CHECKING:
    from app.gui.study.note_editor import NoteEditor


class Questions(QObject):
    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window  # the dialogs' parent

    def confirm(self, title: str, text: str, yes: str) -> bool:
        """A yes/no question before something that cannot be undone."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)  # it names a folder, a label or a note: the person's words
        box.setText(text)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is yes_button

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        """One line of text, or None if cancelled."""
        value, ok = QInputDialog.getText(self.window, title, label, text=text)
        return value.strip() if ok and value.strip() else None

    def ask_path(self, title: str, suggested: str, filters: str, *, save: bool) -> Path | None:
        """A file to write or read."""
        start = str(Path.home() / suggested) if suggested else str(Path.home())
        if save:
            path, _ = QFileDialog.getSaveFileName(self.window, title, start, filters)
        else:
            path, _ = QFileDialog.getOpenFileName(self.window, title, start, filters)
        return Path(path) if path else None

    def ask_unsaved(self, editor: NoteEditor) -> str:
        """ "save" | "discard" | "cancel", for a note editor closed with changes not saved."""
        box = QMessageBox(editor)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unsaved note"))
        box.setText(
            self.tr("Save your note on %1?").replace("%1", passage_ref(editor.passage, i18n.ui_language()))
        )
        box.setInformativeText(self.tr("If you don't save, your changes will be lost."))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(QMessageBox.StandardButton(answer), "cancel")
