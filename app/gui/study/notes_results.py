"""Matching notes as cards (`NoteResultsView`): each note's passage, a badge (words / meaning / both), its
title and text with the matched words highlighted, an accent bar that says "your note", not scripture.
Activating a card opens the note. What a notes search answers (`NotesResult`) is made by
`notes_search.NotesEngine`."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QAbstractItemView, QListView

from app.gui import i18n, render
from app.gui.cards import CardDelegate, CardListModel
from app.gui.marks import passage_ref
from app.gui.results import why_label, why_tooltip
from app.gui.theme import Theme

if TYPE_CHECKING:
    from app.core.retrieval.notes import NoteHit, NotesResponse
    from app.core.userdata import Note
    from app.gui.engine import SearchRequest

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

    def title(self) -> str:
        return passage_ref(self.note.passage, i18n.ui_language())


@dataclass
class NotesResult:
    request: SearchRequest  # scope "notes"
    response: NotesResponse
    items: list[NoteResultItem]
    more: bool = False


# --- the cards ----------------------------------------------------------------------------------------------
NoteItemRole = Qt.ItemDataRole.UserRole + 21


class NoteResultsModel(CardListModel):
    def item_key(self, item: NoteResultItem) -> str:
        return item.note.id

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        item = self.item(index.row()) if index.isValid() else None
        if item is None:
            return None
        if role == NoteItemRole:
            return item
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{item.title()} — {item.text}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return why_tooltip(item.why)
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


class NoteCardDelegate(CardDelegate):
    """A note: its passage, why it matched, its title and text; an accent bar on the left."""

    ITEM_ROLE = NoteItemRole
    CACHE = 200

    def _badge_label(self, item: NoteResultItem) -> str:
        return why_label(item.why)

    def _doc_key(self, item: NoteResultItem, index) -> tuple:
        return (item.note.id, item.note.updated_at)

    def _body_html(self, item: NoteResultItem, index) -> str:
        return card_html(item, self.theme)

    def _paint_card(self, painter: QPainter, option, index, card: QRectF) -> None:
        super()._paint_card(painter, option, index, card)
        # a thin accent bar on the left says "your note", not scripture
        bar = QRectF(card.left() + 1, card.top() + 8, 3, card.height() - 16)
        painter.fillRect(bar, QColor(self.theme.accent))


class NoteResultsView(QListView):
    """The matching notes; Enter or a click opens one (`note_activated`)."""

    # a note card was activated (note id)
    note_activated = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ResultsList")
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMouseTracking(True)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.delegate = NoteCardDelegate(self)
        self.setItemDelegate(self.delegate)
        self.notes_model = NoteResultsModel(self)
        self.setModel(self.notes_model)
        self._last_width = -1
        self.activated.connect(self._activate)
        self.clicked.connect(self._activate)

    def _activate(self, index) -> None:
        item: NoteResultItem | None = index.data(NoteItemRole)
        if item is not None:
            self.note_activated.emit(item.note.id)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.viewport().width() != self._last_width:
            self._last_width = self.viewport().width()
            self.delegate.clear_cache()
            self.scheduleDelayedItemsLayout()

    def relayout(self) -> None:
        self.delegate.clear_cache()
        self.scheduleDelayedItemsLayout()
        self.viewport().update()
