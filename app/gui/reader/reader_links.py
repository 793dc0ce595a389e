"""The links in the reader's text: footnote marks (`note:<chapter>:<verse>:<i>`, `note2:…` for the second
column of the parallel view…), shown as tooltips, and the user's note and bookmark markers
(`umark:<kind>:<verse>`), whose tooltip is the note's first lines or the bookmark's reference and whose click
opens them."""

from __future__ import annotations

from html import escape as html_escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QToolTip, QWidget

from app.gui import i18n, plain
from app.gui.reader.mark_painting import ChapterMarks, passage_ref

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.core.library.reading import Verse


class ReaderLinks(QObject):
    # a user-data marker was clicked: (kind "note" | "bookmark", verse number)
    marker_clicked = Signal(str, int)

    def __init__(
        self,
        view: QWidget,
        column: Callable[[int], list[Verse]],
        marks: Callable[[], ChapterMarks],
    ):
        super().__init__(view)
        self.view = view  # where tooltips show
        self.column = column  # the verses shown in a column (0: the translation read)
        self.marks = marks  # the user's marks on the chapter shown

    def note_for(self, url: QUrl) -> str:
        """The text of a footnote link, or ""."""
        scheme, _, rest = url.toString().partition(":")
        if scheme == "note":
            column = 0
        elif scheme.startswith("note") and scheme[4:].isdigit():
            column = int(scheme[4:]) - 1
        else:
            return ""
        try:
            chapter, verse, i = (int(x) for x in rest.split(":"))
            v = next(v for v in self.column(column) if v.chapter == chapter and v.verse == verse)
            return plain.tooltip(v.footnotes[i].text)  # the translation's own words, shown as they are
        except (ValueError, StopIteration, IndexError):
            return ""

    @staticmethod
    def marker_for(url: QUrl) -> tuple[str, int] | None:
        """("note" | "bookmark", verse) for a user-data marker link `umark:<kind>:<verse>`."""
        if url.scheme() != "umark":
            return None
        kind, _, verse = url.path().partition(":")
        return (kind, int(verse)) if verse.isdigit() else None

    def marker_tooltip(self, kind: str, verse: int) -> str:
        """Rich text for hovering a marker: the note's first lines, or the bookmark's reference."""
        marks = self.marks()
        if kind == "note":
            notes = marks.notes.get(verse, [])
            if not notes:
                return ""
            from app.core.userdata import note_heading

            parts = []
            for n in notes[:3]:
                head = html_escape(note_heading(n.title, n.text)[:120])
                where = passage_ref(n.passage, i18n.ui_language())
                parts.append(f"<b>{html_escape(where)}</b><br>{head}")
            return "<br><br>".join(parts)
        lines = []
        for b in marks.bookmarks.get(verse, []):
            title = f" — {html_escape(b.title)}" if b.title else ""
            lines.append(f"<b>{html_escape(passage_ref(b.passage, i18n.ui_language()))}</b>{title}")
        return "<br>".join(lines)

    def open(self, url: QUrl) -> None:
        """A link was clicked: a marker opens its note or bookmark, a footnote shows its text."""
        marker = self.marker_for(url)
        if marker is not None:
            self.marker_clicked.emit(*marker)
            return
        note = self.note_for(url)
        if note:
            QToolTip.showText(QCursor.pos(), note, self.view)

    def hover(self, url: QUrl) -> None:
        marker = self.marker_for(url) if url.isValid() else None
        note = self.marker_tooltip(*marker) if marker else (self.note_for(url) if url.isValid() else "")
        if note:
            QToolTip.showText(QCursor.pos(), note, self.view)
        else:
            QToolTip.hideText()
