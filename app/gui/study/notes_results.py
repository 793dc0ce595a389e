"""Matching notes and bookmarks as cards (`NoteResultsView`).

A note's card: its passage, a badge (words / meaning / both, or "topic" when only what its passage is about
brought it), its title and text with the matched words highlighted, an accent bar that says "your note", not
scripture. A note or bookmark found through the topical arm says which topic beside the badge ("tema:
anxiety"), crediting OpenBible.info's readers in its tooltip, as a Bible result does. A bookmark's card: its
passage, its title, its folder and labels, and the passage's text; a bar in the bookmark colour. Activating a
note's card opens the note; a bookmark's, its passage in the reader. What a notes search answers
(`NotesResult`) is made by `notes_search.NotesEngine`."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QAbstractItemView

from app.gui import i18n
from app.gui.look.icons import icon
from app.gui.look.theme import Theme
from app.gui.reader import render
from app.gui.reader.mark_painting import passage_ref
from app.gui.search.cards import CardDelegate, CardListModel, CardListView
from app.gui.search.results import topic_credit, topic_note, why_label, why_tooltip

if TYPE_CHECKING:
    from app.core.retrieval.note_search import NoteHit, NotesResponse
    from app.core.retrieval.service import SearchRequest
    from app.core.userdata import Bookmark, Note, Passage

log = logging.getLogger(__name__)

CARD_TEXT_CHARS = 420


@dataclass
class NoteResultItem:
    note: Note
    hit: NoteHit
    text: str  # title + plain text, as searched
    spans: list[tuple[int, int]] = field(default_factory=list)

    @property
    def why(self) -> str:
        return self.hit.why

    @property
    def key(self) -> str:
        return self.note.id

    @property
    def passage(self) -> Passage:
        return self.note.passage

    def title(self) -> str:
        return passage_ref(self.note.passage, i18n.ui_language())


@dataclass
class BookmarkResultItem:
    """A bookmark found by its title, labels, folder, meaning or passage; each of those with its matches."""

    bookmark: Bookmark
    hit: NoteHit
    labels: list[tuple[str, list[tuple[int, int]]]]  # (label name, spans), by name
    folder: tuple[str, list[tuple[int, int]]] | None  # (folder name, spans), or None
    title_spans: list[tuple[int, int]] = field(default_factory=list)
    scripture: str = ""  # the passage's text in the translation being read

    @property
    def why(self) -> str:
        return self.hit.why

    @property
    def key(self) -> str:
        return self.bookmark.id

    @property
    def passage(self) -> Passage:
        return self.bookmark.passage

    def title(self) -> str:
        return passage_ref(self.bookmark.passage, i18n.ui_language())

    @property
    def text(self) -> str:
        """For the accessible text: the title, the folder, the labels."""
        parts = [self.bookmark.title, self.folder[0] if self.folder else ""] + [n for n, _ in self.labels]
        return " · ".join(p for p in parts if p)


def item_tooltip(item: NoteResultItem | BookmarkResultItem) -> str:
    """Why the card is here, and the readers' votes when what its passage is about brought it."""
    tip = why_tooltip(item.why)
    if item.hit.topics:
        tip += "\n" + topic_credit(item.hit.topics, passage=item.passage.end_chapter is not None)
    return tip


@dataclass
class NotesResult:
    request: SearchRequest  # scope "notes"
    response: NotesResponse
    items: list[NoteResultItem | BookmarkResultItem]
    more: bool = False


# --- the cards ----------------------------------------------------------------------------------------------
NoteItemRole = Qt.ItemDataRole.UserRole + 21


class NoteResultsModel(CardListModel):
    def item_key(self, item: NoteResultItem | BookmarkResultItem) -> str:
        return item.key

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        item = self.item(index.row()) if index.isValid() else None
        if item is None:
            return None
        if role == NoteItemRole:
            return item
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            topic = f" ({topic_note(item.hit.topics)})" if item.hit.topics else ""
            kind = self.tr("Bookmark") + ": " if isinstance(item, BookmarkResultItem) else ""
            return f"{kind}{item.title()}{topic} — {item.text}"
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return item_tooltip(item)
        return None


def card_html(item: NoteResultItem, theme: Theme) -> str:
    """The note's title (bold) and text, matched words highlighted, cut after CARD_TEXT_CHARS."""
    text = item.text
    cut = len(text) > CARD_TEXT_CHARS
    if cut:
        text = text[:CARD_TEXT_CHARS].rstrip()
    spans = [(s, min(e, len(text))) for s, e in item.spans if s < len(text)]
    title, body = item.note.title, text
    out = []
    if title and body.startswith(title + "\n"):
        head = len(title) + 1
        out.append(
            f'<p style="margin:0 0 3px 0; color:{theme.text};"><b>'
            f"{render.marked(title, [(s, e) for s, e in spans if e <= len(title)], theme)}</b></p>"
        )
        body = body[head:]
        spans = [(s - head, e - head) for s, e in spans if s >= head]
    marked = render.marked(body, spans, theme).replace("\n", "<br>")
    if cut:
        marked += "…"
    out.append(f'<p style="margin:0; line-height:135%; color:{theme.text};">{marked}</p>')
    return "".join(out)


def bookmark_html(item: BookmarkResultItem, theme: Theme) -> str:
    """The bookmark's title (or "Bookmark"), its folder and labels with their matches, then its passage."""
    from PySide6.QtCore import QCoreApplication

    title = item.bookmark.title
    untitled = QCoreApplication.translate("NoteResultsModel", "Bookmark")
    head = (
        f"<b>{render.marked(title, item.title_spans, theme)}</b>"
        if title
        else f'<i style="color:{theme.muted};">{render.esc(untitled)}</i>'
    )
    out = [f'<p style="margin:0 0 3px 0; color:{theme.text};">{head}</p>']
    where = []
    if item.folder is not None:
        folder = QCoreApplication.translate("NoteResultsModel", "Folder:")
        where.append(render.esc(folder) + " " + render.marked(item.folder[0], item.folder[1], theme))
    if item.labels:
        names = ", ".join(render.marked(name, spans, theme) for name, spans in item.labels)
        labels = QCoreApplication.translate("NoteResultsModel", "Labels:")
        where.append(render.esc(labels) + " " + names)
    if where:
        out.append(f'<p style="margin:0 0 4px 0; color:{theme.muted};">{" · ".join(where)}</p>')
    if item.scripture:
        out.append(
            f'<p style="margin:0; line-height:135%; color:{theme.muted};">{render.esc(item.scripture)}</p>'
        )
    return "".join(out)


class NoteCardDelegate(CardDelegate):
    """A note: its passage, why it matched, its title and text; an accent bar on the left. A bookmark: its
    passage, why it matched, title, folder, labels and text; a bar in the bookmark colour."""

    ITEM_ROLE = NoteItemRole
    CACHE = 200

    def badge_label(self, item: NoteResultItem | BookmarkResultItem) -> str:
        return why_label(item.why)

    def badge_note(self, item: NoteResultItem | BookmarkResultItem) -> str:
        """The best topic, when what the passage is about brought it (the tooltip names them all)."""
        return topic_note(item.hit.topics[:1]) if item.hit.topics else ""

    def _doc_key(self, item: NoteResultItem | BookmarkResultItem, index) -> tuple:
        if isinstance(item, BookmarkResultItem):
            return (item.bookmark.id, item.bookmark.updated_at)
        return (item.note.id, item.note.updated_at)

    def body_html(self, item: NoteResultItem | BookmarkResultItem, index) -> str:
        if isinstance(item, BookmarkResultItem):
            return bookmark_html(item, self.theme)
        return card_html(item, self.theme)

    def _paint_card(self, painter: QPainter, option, index, card: QRectF) -> None:
        super()._paint_card(painter, option, index, card)
        # a thin accent bar on the left says "yours", not scripture
        bar = QRectF(card.left() + 1, card.top() + 8, 3, card.height() - 16)
        painter.fillRect(bar, QColor(self.theme.accent))

    def _paint_after_title(self, painter: QPainter, option, item, title_w: float, room: QRectF) -> None:
        """A note's or a bookmark's icon after the passage, so the two kinds tell apart at a glance."""
        size = round(room.height() * 0.8)
        if title_w + 8 + size > room.width():
            return
        name = "bookmark" if isinstance(item, BookmarkResultItem) else "note"
        top = room.top() + (room.height() - size) / 2
        icon(name, self.theme.muted).paint(painter, int(room.left() + title_w + 8), int(top), size, size)


class NoteResultsView(CardListView):
    """The matching notes and bookmarks; Enter or a click opens a note (`note_activated`), or a bookmark's
    passage (`bookmark_activated`)."""

    # a note card was activated (note id)
    note_activated = Signal(str)
    # a bookmark card was activated (its Passage)
    bookmark_activated = Signal(object)

    def __init__(self, parent=None):
        super().__init__(NoteCardDelegate, parent)
        self.setAccessibleName(self.tr("Notes and bookmarks found"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.notes_model = NoteResultsModel(self)
        self.setModel(self.notes_model)
        self.activated.connect(self._activate)
        self.clicked.connect(self._activate)

    def _activate(self, index) -> None:
        item: NoteResultItem | BookmarkResultItem | None = index.data(NoteItemRole)
        if isinstance(item, BookmarkResultItem):
            self.bookmark_activated.emit(item.bookmark.passage)
        elif item is not None:
            self.note_activated.emit(item.note.id)
