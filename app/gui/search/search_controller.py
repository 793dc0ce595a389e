"""Search as you type: a short debounce, Enter to search at once, and a new query superseding the running one.

A request goes to the engine of its scope (`add_engine`): the Bible's `SearchEngine`, or the study tools'
notes engine — each a plain `search(request)` run on the runner's "search" lane. There the Bible's engine
first reads the query once (`SearchEngine.read`: a typed reference in the translation's own numbering, or a
search), and the request goes on with that reading: a typed reference ("Jo 3:16", "Sl 23") always goes to the
Bible, whatever the scope — it opens the passage in the reader. All share the supersede key "search", so a
notes search supersedes a Bible search and the other way round, and a stale answer is dropped by the runner
before it reaches us; the controller also checks the request each answer was asked for against the latest
one, so two guards stand between an old query and the screen.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from app.core.retrieval.service import SearchRequest
from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

DEBOUNCE_MS = 250


class Engine(Protocol):
    """What answers the requests of one scope; called on the search lane, one request at a time."""

    def search(self, request: SearchRequest) -> object: ...


class BibleEngine(Engine, Protocol):
    """The Bible's engine also reads each query first, for every scope (`SearchEngine.read`)."""

    def read(self, request: SearchRequest) -> SearchRequest: ...


def answer(bible: BibleEngine, engines: dict[str, Engine], request: SearchRequest, routed: list) -> Any:
    """On the search lane: the query read once by the Bible's engine, then answered by its scope's engine —
    the Bible's for a typed reference, whatever the scope. `routed[0]` is the request as it was answered."""
    read = bible.read(request)
    if read.reading is not None and read.reading.reference is not None and read.scope != "bible":
        read = dataclasses.replace(read, scope="bible")  # a reference opens the Bible's passage
    routed[0] = read
    return engines[read.scope].search(read)


class SearchController(QObject):
    # the latest query was answered (SearchAnswer, or its scope's result: a NotesResult)
    answered = Signal(object)
    # another page of the latest query arrived (as `answered`)
    page_answered = Signal(object)
    # the latest query failed: (SearchRequest, exception)
    failed = Signal(object, object)
    # a search started or ended (bool: searching)
    busy_changed = Signal(bool)
    # the query became empty (no payload)
    cleared = Signal()

    def __init__(self, runner: TaskRunner, engine: BibleEngine, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self.bible = engine
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
        self.latest = request
        self._ask(request, self._on_done, f"search {request.query[:40]!r}")

    def more(self) -> None:
        """The next page of the answered query."""
        base = self.answered_request
        if base is None or base is not self.latest:
            return
        request = base.next_page()
        self.latest = request
        self._ask(request, self._on_page, f"page {request.offset} of {request.query[:40]!r}")

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
        """A debounced search is waiting for the typing to pause."""
        return self._timer.isActive()

    @property
    def busy(self) -> bool:
        """A search is running (and its answer not yet shown)."""
        return self._busy

    def set_debounce(self, ms: int) -> None:
        """How long the typing must pause before a search starts (DEBOUNCE_MS)."""
        self._timer.setInterval(ms)

    def _ask(self, request: SearchRequest, answered, name: str) -> None:
        """Run the request on the search lane; `answered` gets the answer if it is still the latest's."""
        self._set_busy(True)
        routed = [request]  # as it was answered: read, and sent to the Bible when it is a typed reference
        bible, engines = self.bible, dict(self.engines)
        self.runner.run(
            lambda state, r=request: answer(bible, engines, r, routed),
            on_done=lambda result, r=request: answered(r, result),
            on_error=lambda exc, r=request: self._on_error(r, routed[0], exc),
            lane="search",
            supersede="search",
            name=name,
        )

    # ------------------------------------------------------------ callbacks
    def _fire(self) -> None:
        if self._pending is not None:
            request, self._pending = self._pending, None
            self.submit(request, committed=False)

    def _on_done(self, asked: SearchRequest, result: Any) -> None:
        if not self._still_latest(asked, result):  # superseded (the runner drops these already)
            return
        self.answered.emit(result)

    def _on_page(self, asked: SearchRequest, result: Any) -> None:
        if self._still_latest(asked, result):
            self.page_answered.emit(result)

    def _still_latest(self, asked: SearchRequest, result: Any) -> bool:
        """Whether the answer is to the latest request; then the request as answered (read, routed) is the
        latest, which the next page continues."""
        if asked is not self.latest:
            return False
        self.latest = self.answered_request = result.request
        self._set_busy(False)
        return True

    def _on_error(self, asked: SearchRequest, routed: SearchRequest, exc: BaseException) -> None:
        if asked is not self.latest:
            return
        self._set_busy(False)
        log.error("search %r failed: %s\n%s", asked.query, exc, getattr(exc, "__lampada_traceback__", ""))
        self.failed.emit(routed, exc)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
