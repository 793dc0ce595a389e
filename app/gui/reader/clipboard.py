"""Copy verses with their reference (Ctrl+Shift+C, Ctrl+C in the results): the selected cards when the
results list had the focus last, else the reader's selected verses, in the copy format chosen
(`copying.copy_text`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QStatusBar

from app.gui import settings as S
from app.gui.reader import copying
from app.gui.reader.chapter_view import ReaderPane
from app.gui.search.results import ResultsView
from app.gui.settings import Settings

SHOWN_MS = 3000


class VerseCopier(QObject):
    def __init__(
        self,
        reader: ReaderPane,
        results: ResultsView,
        settings: Settings,
        status_bar: QStatusBar,
        *,
        language: Callable[[str], str],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.reader = reader
        self.results = results
        self.settings = settings
        self.status_bar = status_bar
        self.language = language  # a translation's language (how its references are written)
        self.list_focused = False  # the results list had the focus last (not the reader)
        QApplication.instance().focusChanged.connect(self._on_focus_changed)

    def _on_focus_changed(self, _old, new) -> None:
        if new is self.results:
            self.list_focused = True
        elif new is self.reader.view:
            self.list_focused = False

    def copy(self) -> str:
        """Copy to the clipboard and say so; returns the text ("" when nothing was selected)."""
        reader_menu = self.reader.view.hasFocus()
        use_list = (self.list_focused or self.results.hasFocus()) and not reader_menu
        verses = []
        if use_list:
            for item in self.results.selected_items():
                verses.extend(item.cited)
        if not verses:
            verses = self.reader.selected_verses()
        if not verses:
            self.status_bar.showMessage(self.tr("Select a verse first."), SHOWN_MS)
            return ""
        language = self.language(verses[0].translation)
        text = copying.copy_text(verses, language, self.settings.get(S.COPY_FORMAT))
        QGuiApplication.clipboard().setText(text)
        self.status_bar.showMessage(self.tr("Copied: %1").replace("%1", text.splitlines()[0][:80]), SHOWN_MS)
        return text
