"""Search as you type: a short debounce, Enter to search at once, and a new query superseding the running one.

A request goes to the engine of its scope (`add_engine`): the Bible's `SearchEngine`, or the study tools'
notes engine — each a plain `search(request)` run on the runner's "search" lane. A typed reference ("Jo 3:16",
"Sl 23") always goes to the Bible, whatever the scope: it opens the passage in the reader. All share the
supersede key "search", so a notes search supersedes a Bible search and the other way round, and a stale
answer is dropped by the runner before it reaches us; the controller also checks the request it gets back
against the latest one, so two guards stand between an old query and the screen.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from app.core import refs
from app.core.errors import BadReference
from app.gui.engine import SearchEngine, SearchRequest, SearchResult
from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

DEBOUNCE_MS = 250


def is_reference(query: str, lang: str) -> bool:
    """Is the query a Bible reference — one that exists ("Jo 3:16") or is shaped like one ("Jo 99:1")?"""
    try:
        return refs.parse_reference(query.strip(), lang=lang) is not None
    except BadReference:
        return True


class Engine(Protocol):
    """What answers the requests of one scope; called on the search lane, one request at a time."""

    def search(self, request: SearchRequest) -> object: ...


class SearchController(QObject):
    # the latest query was answered (SearchResult, or its scope's result: a NotesResult)
    answered = Signal(object)
    # another page of the latest query arrived (as `answered`)
    page_answered = Signal(object)
    # the latest query failed: (SearchRequest, exception)
    failed = Signal(object, object)
    # a search started or ended (bool: searching)
    busy_changed = Signal(bool)
    # the query became empty (no payload)
    cleared = Signal()

    def __init__(self, runner: TaskRunner, engine: SearchEngine, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self.engines: dict[str, Engine] = {"bible": engine}
        self.latest: SearchRequest | None = None
        self.answered_request: SearchRequest | None = None
        self.committed = False  # the latest search came from Enter / a history pick, not from typing
        self._pending: SearchRequest | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._fire)
        self._busy = False

    # ------------------------------------------------------------------ API
    def add_engine(self, scope: str, engine: Engine) -> None:
        """Requests of `scope` go to `engine` (the Bible's is there from the start)."""
        self.engines[scope] = engine

    def schedule(self, request: SearchRequest) -> None:
        """Typing: search once the typing pauses."""
        self._pending = request
        if not request.query.strip():
            self._timer.stop()
            self.clear()
            return
        self._timer.start()

    def submit(self, request: SearchRequest, *, committed: bool = True) -> None:
        """Enter, a history pick, a changed filter: search now."""
        self._timer.stop()
        self._pending = None
        if not request.query.strip():
            self.clear()
            return
        self.committed = committed
        if request.scope != "bible" and is_reference(request.query, request.lang):
            request = dataclasses.replace(request, scope="bible")  # a reference opens the Bible's passage
        self.latest = request
        self._set_busy(True)
        search = self._engine_for(request)
        self.runner.run(
            lambda state, r=request: search(r),
            on_done=self._on_done,
            on_error=lambda exc, r=request: self._on_error(r, exc),
            lane="search",
            supersede="search",
            name=f"search {request.query[:40]!r}",
        )

    def more(self) -> None:
        """The next page of the answered query."""
        base = self.answered_request
        if base is None or base is not self.latest:
            return
        request = dataclasses.replace(base, offset=base.offset + base.limit)
        self.latest = request
        self._set_busy(True)
        search = self._engine_for(request)
        self.runner.run(
            lambda state, r=request: search(r),
            on_done=self._on_page,
            on_error=lambda exc, r=request: self._on_error(r, exc),
            lane="search",
            supersede="search",
            name=f"page {request.offset} of {request.query[:40]!r}",
        )

    def rerun(self) -> None:
        """Search the latest query again (translation, filters or sort changed)."""
        base = self.answered_request or self.latest
        if base is not None:
            self.submit(dataclasses.replace(base, offset=0), committed=self.committed)

    def clear(self) -> None:
        self._timer.stop()
        self.runner.cancel("search")
        self.latest = None
        self.answered_request = None
        self._set_busy(False)
        self.cleared.emit()

    def flush(self) -> None:
        """Run a debounced search now (tests, Enter)."""
        if self._timer.isActive():
            self._timer.stop()
            self._fire()

    @property
    def pending(self) -> bool:
        return self._timer.isActive()

    def _engine_for(self, request: SearchRequest):
        return self.engines[request.scope].search

    # ------------------------------------------------------------ callbacks
    def _fire(self) -> None:
        if self._pending is not None:
            request, self._pending = self._pending, None
            self.submit(request, committed=False)

    def _on_done(self, result: SearchResult) -> None:
        if result.request is not self.latest:  # superseded (the runner drops these already)
            return
        self.answered_request = result.request
        self._set_busy(False)
        self.answered.emit(result)

    def _on_page(self, result: SearchResult) -> None:
        if result.request is not self.latest:
            return
        self.answered_request = result.request
        self._set_busy(False)
        self.page_answered.emit(result)

    def _on_error(self, request: SearchRequest, exc: BaseException) -> None:
        if request is not self.latest:
            return
        self._set_busy(False)
        log.error("search %r failed: %s\n%s", request.query, exc, getattr(exc, "__lampada_traceback__", ""))
        self.failed.emit(request, exc)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
