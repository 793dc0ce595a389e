"""Searching one's own notes from the main search box ("Minhas anotações"): the second engine behind the
search controller, beside the Bible's.

- `NotesEngine` answers a `SearchRequest` of scope "notes" on the runner's search lane, like the Bible search
  (a notes search supersedes a Bible search and the other way round). It keeps an
  `app.core.retrieval.note_search.NotesIndex` in step with the user database — the notes and the bookmarks
  (their title, labels and folder), re-read only when the store's notes version moved, re-embedding only what
  changed — and ranks with the core's one pipeline, with the Bible's topical arm as its third
  (`note_search.TopicVotes` over the translation being read, from the Bible engine on the same lane:
  `BibleSide`); the page window, "Bible order" and where paging stops are the core's (`retrieval.passages`).
- `NotesSearch` keeps it ready: the engine follows the meaning model, and the notes are embedded in the
  background a few at a time, searches running between the steps.
- `NotesResults` shows its answers in the window's results pane: cards (`notes_results`), the empty state,
  the status line.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from app.core import paths
from app.core.retrieval import passages
from app.gui import i18n
from app.gui.look.theme import LIGHT, Theme
from app.gui.search.results import search_method
from app.gui.study.data_dialogs import describe_userdata_error
from app.gui.study.host import MeaningModel, ResultsArea
from app.gui.study.notes_results import BookmarkResultItem, NoteResultItem, NoteResultsView, NotesResult
from app.gui.study.study_store import USERDATA_LANE, StudyStore

if TYPE_CHECKING:
    from app.core.retrieval.note_search import NoteHit, PassageTopics
    from app.core.retrieval.service import SearchRequest
    from app.core.userdata import Bookmark, Note, Passage
    from app.gui.tasks import TaskRunner, TaskState

log = logging.getLogger(__name__)

SCOPE = "notes"
SEARCH_EMBED_BUDGET = 16  # notes a search may embed before answering (~0.4 s with e5-small on 2 cores)
WARM_EMBED_BUDGET = 32  # notes one background step embeds; searches run between steps


def notes_cache_dir() -> Path:
    """The notes embedding cache, in the user data folder (never the install folder)."""
    return paths.data_dir() / "notes-index"


class BibleSide(Protocol):
    """What notes search takes from the Bible's engine (`engine.SearchEngine`, on the same lane)."""

    def topic_votes(self, translation_id: str, embedder: object) -> PassageTopics | None:
        """The Bible's topical arm over a translation as the notes' third arm, or None (no topic index, or
        another model than `embedder`)."""

    def passage_text(self, translation_id: str, passage: Passage) -> str:
        """A passage's text in a translation ("" when it has no such verses)."""

    def topic_names(self, lang: str) -> dict[str, str]:
        """The topics' names in the interface's language by OpenBible's (English) name ({}: English)."""


class NotesEngine:
    """Used only from the search lane (one thread at a time); `embedder` and `bible` are set from the main
    thread."""

    def __init__(self, store: StudyStore, cache_dir: Path):
        self.store = store  # `.userdata` is the open UserData or None; `.notes_version` moves on changes
        self.cache_dir = cache_dir
        self.embedder = None
        self.bible: BibleSide | None = None  # the topical arm and the bookmarks' text; None: neither
        self._index = None  # made on the search lane at first use: numpy and the core load there
        self._documents = None
        self._docs: list | None = None
        self._notes: dict[str, Note] = {}
        self._bookmarks: dict[str, Bookmark] = {}
        self._labels: dict[str, str] = {}  # label id -> name
        self._folders: dict[str, str] = {}  # folder id -> name
        self._version: int | None = None
        self._lang = ""

    @property
    def index(self):
        if self._index is None:
            from app.core.retrieval.note_search import DocumentCache, NotesIndex

            self._index = NotesIndex(self.cache_dir, None)
            self._documents = DocumentCache()
        return self._index

    def close(self) -> None:
        if self._index is not None:
            self._index.close()

    def _sync(self, lang: str, budget: int | None, state: TaskState | None = None) -> None:
        from app.core.userdata import UserDataUnavailable

        ud = self.store.userdata
        if ud is None:
            raise UserDataUnavailable(self.store.path, "the user database is not open")
        version = self.store.notes_version
        index = self.index
        index.set_embedder(self.embedder)
        if lang != self._lang:
            index.set_language(lang)
            self._lang = lang
            self._docs = None
        fresh = self._docs is None or version != self._version
        if fresh:
            self._read(ud)
            self._version = version
        if fresh or index.pending or len(index) != len(self._docs or []):
            kwargs = {}
            if state is not None:
                kwargs = {"progress": state.progress, "cancelled": state.cancelled}
            index.update(self._docs or [], embed_budget=budget, **kwargs)

    def _read(self, ud) -> None:
        """The notes and bookmarks as the index's documents (bookmarks by their title, labels, folder)."""
        from app.core.retrieval.note_search import bookmark_documents

        notes, bookmarks = ud.all_notes(), ud.list_bookmarks()
        labels, folders = ud.list_labels(), ud.list_folders()
        self._notes = {n.id: n for n in notes}
        self._bookmarks = {b.id: b for b in bookmarks}
        self._labels = {x.id: x.name for x in labels}
        self._folders = {f.id: f.name for f in folders}
        self._docs = self._documents.documents(notes) + bookmark_documents(bookmarks, labels, folders)

    def search(self, request: SearchRequest) -> NotesResult:
        self._sync(request.lang, SEARCH_EMBED_BUDGET)
        topics = None
        if self.bible is not None and self.embedder is not None and request.translation:
            topics = self.bible.topic_votes(request.translation, self.embedder)
        self.index.set_topics(topics)
        offset, limit = passages.page_window(request.order, request.offset, request.limit)
        response = self.index.search(
            request.query, mode=request.mode, limit=limit, offset=offset, filters=request.filters,
            order=request.order,
        )  # fmt: skip
        texts = {d.id: d.text for d in self._docs or []}
        hits = response.hits
        if self.bible is not None and any(hit.topics for hit in hits):
            names = self.bible.topic_names(request.lang)  # "tema: ansiedade" in the Portuguese interface
            hits = [replace(h, topics=tuple(names.get(t, t) for t in h.topics)) for h in hits]
        items = [item for hit in hits if (item := self._item(hit, texts, request)) is not None]
        more = passages.more_after(request.order, offset, limit, len(response.hits))
        return NotesResult(request, response, items, more and offset + limit < response.total)

    def _item(
        self, hit: NoteHit, texts: dict[str, str], request: SearchRequest
    ) -> NoteResultItem | BookmarkResultItem | None:
        """A card for a hit: a note with its matched words, or a bookmark with its matches and passage."""
        from app.core.retrieval.note_search import match_spans

        def spans(text: str) -> list[tuple[int, int]]:
            return match_spans(text, request.query, request.lang)

        note = self._notes.get(hit.note_id)
        if note is not None:
            text = texts.get(hit.note_id, "")
            return NoteResultItem(note, hit, text, spans(text))
        b = self._bookmarks.get(hit.note_id)
        if b is None:
            return None
        names = sorted((self._labels[i] for i in b.labels if i in self._labels), key=str.casefold)
        folder = self._folders.get(b.folder_id or "")
        scripture = ""
        if self.bible is not None and request.translation:
            scripture = self.bible.passage_text(request.translation, b.passage)
        return BookmarkResultItem(
            b,
            hit,
            [(n, spans(n)) for n in names],
            (folder, spans(folder)) if folder else None,
            spans(b.title),
            scripture,
        )

    def warm(self, lang: str, state: TaskState) -> int:
        """One background step: embed up to WARM_EMBED_BUDGET notes; returns how many are still waiting."""
        if self.store.userdata is None or self.embedder is None:
            return 0
        self._sync(lang, WARM_EMBED_BUDGET, state)
        return self.index.pending


class NotesSearch(QObject):
    """The notes engine, kept ready: it follows the meaning model, and the notes are embedded ahead."""

    def __init__(self, store: StudyStore, runner: TaskRunner, meaning: MeaningModel, parent: QObject):
        super().__init__(parent)
        self.store = store
        self.runner = runner
        self.meaning = meaning
        self.engine = NotesEngine(store, notes_cache_dir())
        self._warming = False
        self._closed = False
        meaning.status_changed.connect(self._on_model)

    def open(self) -> None:
        """The notes are about to open: search them with the model the window has now."""
        self.engine.embedder = self.meaning.embedder

    def _on_model(self, _status) -> None:
        embedder = self.meaning.embedder
        if embedder is not None and self.engine.embedder is not embedder:
            self.engine.embedder = embedder
            self.warm()

    def warm(self) -> None:
        """Embed the notes in the background, a few at a time, so searches still run between the steps."""
        if self._warming or self._closed or self.store.userdata is None or self.engine.embedder is None:
            return
        self._warming = True
        lang = i18n.ui_language()
        self.runner.run(
            lambda state: self.engine.warm(lang, state),
            self._on_warmed,
            self._on_warm_failed,
            lane=USERDATA_LANE,
            name="embed notes",
        )

    def _on_warmed(self, pending: int) -> None:
        self._warming = False
        if pending:
            QTimer.singleShot(0, self, self.warm)

    def _on_warm_failed(self, exc: BaseException) -> None:
        self._warming = False
        log.warning("embedding the notes failed: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))

    def close(self) -> None:
        self._closed = True
        self.engine.close()


class NotesResults(QObject):
    """The notes scope's answers in the results pane (`ScopeResults`)."""

    # a note card was opened (note id)
    note_opened = Signal(str)
    # a bookmark card was opened (its Passage)
    bookmark_opened = Signal(object)

    def __init__(self, pane: ResultsArea, more: Callable[[], None], parent: QObject):
        super().__init__(parent)
        self.pane = pane
        self.more = more  # the search controller's next page
        self.theme: Theme = LIGHT
        self._view: NoteResultsView | None = None  # made for the first notes answer

    @property
    def view(self) -> NoteResultsView:
        """The list of matching notes, built for the first notes answer."""
        if self._view is None:
            view = NoteResultsView()
            view.delegate.set_theme(self.theme)
            self.pane.add_page(view)
            view.note_activated.connect(self.note_opened)
            view.bookmark_activated.connect(self.bookmark_opened)
            view.notes_model.more_requested.connect(self.more)
            self._view = view
        return self._view

    def show_result(self, result: NotesResult) -> None:
        self.view.notes_model.set_items(result.items, more=result.more)
        self.view.scrollToTop()
        if result.items:
            self.pane.show_page(self.view)
        else:
            self.pane.show_empty(
                self.tr("No note matches “%1”.").replace("%1", result.request.query.strip()),
                self.tr("Try other words, or search the Bible instead."),
            )
        self._status(result)

    def show_page(self, result: NotesResult) -> None:
        self.view.notes_model.append_items(result.items, more=result.more)
        self._status(result)

    def show_failure(self, request: SearchRequest, exc: BaseException) -> None:
        self.view.notes_model.clear()
        self.pane.show_empty(self.tr("Your notes could not be searched"), describe_userdata_error(exc)[1])

    def clear(self) -> None:
        if self._view is not None:
            self._view.notes_model.clear()

    def focus(self) -> None:
        """Down from the search box: into the list of notes, on its first card (Enter opens it), scrolled
        into view."""
        view = self._view
        if view is not None and view.notes_model.rowCount() and self.pane.showing(view):
            view.setFocus()
            if not view.currentIndex().isValid():
                view.setCurrentIndex(view.notes_model.index(0))
            view.scrollTo(view.currentIndex())

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        if self._view is not None:
            self._view.delegate.set_theme(theme)
            self._view.relayout()

    def _status(self, result: NotesResult) -> None:
        items = self.view.notes_model.items()
        if not items:
            self.pane.set_status("")
            return
        response = result.response
        marks = sum(isinstance(i, BookmarkResultItem) for i in items)
        found = [self.tr("%n note(s)", None, len(items) - marks)] if len(items) > marks else []
        found += [self.tr("%n bookmark(s)", None, marks)] if marks else []
        text = " · ".join([*found, search_method(response.route, response.notices)])
        if response.pending:
            text += " · " + self.tr(
                "%n note(s) still being prepared for meaning search", None, response.pending
            )
        self.pane.set_status(text)
