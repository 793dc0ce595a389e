"""Searching your own notes from the main search box ("Minhas anotações"), and showing them as cards.

`NotesEngine` runs on the runner's *search* lane, like the Bible search (a notes search supersedes a Bible
search and the other way round): it keeps a `NotesIndex` (app.core.notes_search) in step with the user
database — re-reading the notes only when the GUI's notes version moved, re-embedding only notes that changed
— and returns `NotesResult`s. The list shows each note as a card: its passage, a badge (words / meaning /
both), the title and the text with the matched words highlighted. Activating a card opens the note.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
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
    from app.core.library import Filters
    from app.core.notes_search import NoteHit, NotesResponse
    from app.core.userdata import Note
    from app.gui.tasks import TaskState

log = logging.getLogger(__name__)

PAGE_SIZE = 25
CANONICAL_LIMIT = 100
SEARCH_EMBED_BUDGET = 16  # notes a search may embed before answering (~0.4 s with e5-small on 2 cores)
WARM_EMBED_BUDGET = 32  # notes one background step embeds; searches run between steps
CARD_TEXT_CHARS = 420


@dataclass(frozen=True)
class NotesRequest:
    query: str
    lang: str = "pt"
    filters: Filters | None = None
    sort: str = "relevance"  # or "canonical"
    offset: int = 0
    limit: int = PAGE_SIZE
    mode: str = "hybrid"
    version: int = 0  # the GUI's notes version when the request was made
    translation: str = ""  # where a note opens in the reader
    scope: str = "notes"


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
    request: NotesRequest
    response: NotesResponse
    items: list[NoteResultItem]
    more: bool = False


class NotesEngine:
    """Used only from the search lane (one thread at a time); `embedder` is set from the main thread."""

    def __init__(self, store, cache_dir: Path):
        self.store = store  # StudyStore: `.userdata` is the open UserData or None
        self.cache_dir = cache_dir
        self.embedder = None
        self._index = None  # made on the search lane at first use: numpy and the core load there
        self._documents = None
        self._docs: list | None = None
        self._notes: dict[str, Note] = {}
        self._version: int | None = None
        self._lang = ""

    @property
    def index(self):
        if self._index is None:
            from app.core.notes_search import DocumentCache, NotesIndex

            self._index = NotesIndex(self.cache_dir, None)
            self._documents = DocumentCache()
        return self._index

    def close(self) -> None:
        if self._index is not None:
            self._index.close()

    def _sync(self, version: int, lang: str, budget: int | None, state: TaskState | None = None) -> None:
        from app.core.userdata import UserDataUnavailable

        ud = self.store.userdata
        if ud is None:
            raise UserDataUnavailable(self.store.path, "the user database is not open")
        index = self.index
        index.set_embedder(self.embedder)
        if lang != self._lang:
            self.index.set_language(lang)
            self._lang = lang
            self._docs = None
        fresh = self._docs is None or version != self._version
        if fresh:
            notes = ud.all_notes()
            self._notes = {n.id: n for n in notes}
            self._docs = self._documents.documents(notes)
            self._version = version
        if fresh or self.index.pending or len(self.index) != len(self._docs or []):
            kwargs = {}
            if state is not None:
                kwargs = {"progress": state.progress, "cancelled": state.cancelled}
            self.index.update(self._docs or [], embed_budget=budget, **kwargs)

    def search(self, request: NotesRequest) -> NotesResult:
        from app.core.notes_search import match_spans

        self._sync(request.version, request.lang, SEARCH_EMBED_BUDGET)
        limit, offset = request.limit, request.offset
        if request.sort == "canonical":
            limit, offset = CANONICAL_LIMIT, 0
        response = self.index.search(
            request.query, mode=request.mode, limit=limit, offset=offset, filters=request.filters
        )
        texts = {d.id: d.text for d in self._docs or []}
        items = []
        for hit in response.hits:
            note = self._notes.get(hit.note_id)
            if note is None:
                continue
            text = texts.get(hit.note_id, "")
            items.append(NoteResultItem(note, hit, text, match_spans(text, request.query, request.lang)))
        if request.sort == "canonical":
            items.sort(key=lambda i: i.note.passage.sort_key())
        more = request.sort != "canonical" and offset + limit < response.total
        return NotesResult(request, response, items, more)

    def warm(self, version: int, lang: str, state: TaskState) -> int:
        """One background step: embed up to WARM_EMBED_BUDGET notes; returns how many are still waiting."""
        if self.store.userdata is None or self.embedder is None:
            return 0
        self._sync(version, lang, WARM_EMBED_BUDGET, state)
        return self.index.pending


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
            f"{render._marked(title, [(s, e) for s, e in spans if e <= len(title)], theme)}</b></p>"
        )
        body = body[head:]
        spans = [(s - head, e - head) for s, e in spans if s >= head]
    marked = render._marked(body, spans, theme).replace("\n", "<br>")
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
