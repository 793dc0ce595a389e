"""Getting meaning search ready in the background, after the window is up: load (or build) the model, embed
the OpenBible.info topic names if they are not yet (about a minute: the topical arm), make every translation
whose index is already built ready at once, then build the missing indexes, the translation you are reading
first. Keyword search works the whole time.

States per translation: "waiting" (model not loaded yet), "building", "usable" (the index's first pass, the
isolated verses, is searchable; its context is still being embedded), "ready", "unavailable" (no model, or its
index failed). The window words these as a banner; nothing here touches a widget.

`stop()` cancels the work under way and starts nothing more, so the library can be repaired or a translation
removed; `resume()` checks every index again (keeping a loaded model) and builds what is missing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.errors import Cancelled
from app.core.progress import TimeLeft
from app.core.retrieval.service import EmbedderFactory
from app.gui.search.engine import SearchEngine
from app.gui.tasks import Task, TaskRunner, TaskState

log = logging.getLogger(__name__)


@dataclass
class MeaningStatus:
    phase: str = "idle"  # "idle" | "model" | "topics" | "indexing" | "done" | "failed"
    translation: str = ""  # the one being indexed
    done: int = 0  # of the pass running: its verses (the first pass), or its share of the work (the second)
    total: int = 0
    error: BaseException | None = None
    remaining: float | None = None  # seconds left in the pass running, once the rate has settled
    refining: bool = False  # the second pass runs (the first, which makes the index searchable, is done)


class MeaningManager(QObject):
    # the overall status changed (MeaningStatus)
    status_changed = Signal(object)
    # a translation's meaning search became ready (translation id)
    translation_ready = Signal(str)

    def __init__(
        self,
        runner: TaskRunner,
        engine: SearchEngine,
        library_path: Path,
        index_dir: Path,
        factory: EmbedderFactory | None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.runner = runner
        self.engine = engine
        self.library_path = library_path
        self.index_dir = index_dir
        self.factory = factory
        self.time_left: Callable[[], TimeLeft] = TimeLeft  # a build's estimate (tests give it a clock)
        self.embedder = None
        self.status = MeaningStatus()
        self.states: dict[str, str] = {}
        self.errors: dict[str, BaseException] = {}
        self._queue: list[str] = []
        self._building: str | None = None
        self._stopped = False
        self._tasks: list[Task] = []  # recent work-lane tasks (finished ones are harmless to cancel)

    # ------------------------------------------------------------------ API
    def start(self, translation_ids: list[str], current: str | None = None) -> None:
        for tid in translation_ids:
            self.states.setdefault(tid, "waiting")
        self._queue = [t for t in translation_ids if self.states.get(t) != "ready"]
        self.prioritise(current)
        if self.factory is None:
            self._fail(None)
            return
        self._stopped = False
        self._set(MeaningStatus("model"))
        self._work(self._load_model, self._on_model, self._fail, self._on_model_progress, name="model")

    def _work(self, fn, on_done, on_error, on_progress=None, *, name: str) -> None:
        """A task on the work lane, remembered so that `stop` can cancel it."""
        self._tasks = [t for t in self._tasks if not t.token.is_cancelled][-8:]
        self._tasks.append(self.runner.run(fn, on_done, on_error, on_progress, name=name))

    def stop(self) -> None:
        """Cancel the model load or index build under way (its result is dropped) and start nothing more
        until `resume`: the library is about to be repaired, or a translation removed."""
        self._stopped = True
        for task in self._tasks:
            task.cancel()
        self._tasks = []
        if self._building is not None:
            if self.states.get(self._building) == "building":
                self.states[self._building] = "waiting"
            self._building = None

    def resume(self, translation_ids: list[str], current: str | None = None) -> None:
        """After `stop`: the translations now in the library, every index checked again (a repair may have
        deleted some), the missing ones built. A model already loaded is kept."""
        self._stopped = False
        self.states = {tid: "waiting" for tid in translation_ids}
        self.errors = {}
        if self.embedder is None:
            self.start(translation_ids, current)
            return
        self._queue = list(translation_ids)
        self.prioritise(current)
        self._on_model(self.embedder)

    def add(self, translation_id: str) -> None:
        """A translation was imported: index it too."""
        self.states[translation_id] = (
            "waiting" if self.embedder is None else self.states.get(translation_id, "waiting")
        )
        if self.status.phase == "failed":
            self.states[translation_id] = "unavailable"
            return
        if translation_id not in self._queue:
            self._queue.append(translation_id)
        if self.embedder is not None and self._building is None:
            self._next()

    def prioritise(self, translation_id: str | None) -> None:
        if translation_id and translation_id in self._queue:
            self._queue.remove(translation_id)
            self._queue.insert(0, translation_id)

    def state(self, translation_id: str) -> str:
        if self.status.phase == "failed":
            return "unavailable"
        return self.states.get(translation_id, "waiting")

    # ------------------------------------------------------------ the steps
    def _load_model(self, state: TaskState):
        assert self.factory is not None
        return self.factory(state.progress, state.cancelled)

    def _on_model_progress(self, done: int, total: int, message: str) -> None:
        self._set(MeaningStatus("model", "", done, total))

    def _on_model(self, embedder) -> None:
        self.embedder = embedder
        if self._stopped:
            return
        self.runner.run(lambda state: self.engine.set_embedder(embedder), lane="search", name="set embedder")
        queued = list(self._queue)
        # indexes already built are ready now, not after the missing ones have been built (minutes each)
        self._work(
            lambda state: self._statuses(queued, state),
            self._on_statuses,
            lambda exc: self._build_topics(),
            name="check indexes",
        )

    def _statuses(self, translation_ids: list[str], state: TaskState) -> dict[str, str]:
        from app.core.indexing import vectors
        from app.core.library.reading import Library

        out = {}
        with Library(self.library_path) as library:
            for tid in translation_ids:
                if state.cancelled():
                    break
                if library.has_translation(tid):
                    out[tid] = vectors.index_status(self.index_dir, library, tid, self.embedder)
        return out

    def _on_statuses(self, statuses: dict[str, str]) -> None:
        for tid, status in statuses.items():
            if status in ("ready", "usable") and self.states.get(tid) != status:
                self._mark_ready(tid, final=status == "ready")
        self._build_topics()

    def _build_topics(self) -> None:
        """The topical arm's index (the topic names' embeddings, about a minute) before the translations'
        indexes (minutes each); then those."""
        if self._stopped:
            return
        self._set(MeaningStatus("topics"))  # the topic names embedded, when they are not yet (a minute)
        self._work(
            self._topics,
            lambda built: self._on_topics(built),
            lambda exc: self._on_topics(False, exc),
            name="topic index",
        )

    def _topics(self, state: TaskState) -> bool:
        """Build the topic index when it is missing or outdated; True when it was built now."""
        from app.core.indexing import topics
        from app.core.library import openbible
        from app.core.library.reading import Library

        with Library(self.library_path) as library:
            if not openbible.is_loaded(library):
                return False
            if topics.topic_index_status(self.index_dir, library, self.embedder) == "ready":
                return False
            topics.build_topic_index(library, self.embedder, self.index_dir, cancelled=state.cancelled)
            return True

    def _on_topics(self, built: bool, exc: BaseException | None = None) -> None:
        if isinstance(exc, Cancelled):
            return
        if exc is not None:  # search works without the topical arm; the next start tries again
            log.warning("topic index not built: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))
        if built:  # the search lane loads it at the next search
            self.runner.run(lambda state: self.engine.forget_topics(), lane="search", name="load topics")
        self._next()

    def _next(self) -> None:
        if self._building is not None or self._stopped:
            return
        while self._queue and self.states.get(self._queue[0]) == "ready":
            self._queue.pop(0)
        if not self._queue:
            self._building = None
            self._set(MeaningStatus("done"))
            return
        tid = self._queue.pop(0)
        self._building = tid
        if self.states.get(tid) != "usable":
            self.states[tid] = "building"
        self._set(MeaningStatus("indexing", tid))
        # the time until it is searchable (the first pass) and until it is done, from the same reports
        remaining = (self.time_left(), self.time_left())
        self._work(
            lambda state, t=tid: self._build(t, state),
            lambda report, t=tid: self._on_built(t, report),
            lambda exc, t=tid: self._on_build_failed(t, exc),
            lambda done, total, stage, t=tid: self.show_build_progress(t, done, total, stage, remaining),
            name=f"index {tid}",
        )

    def show_build_progress(
        self, tid: str, done: int, total: int, stage: str, remaining: tuple[TimeLeft, TimeLeft]
    ) -> None:
        """The build counts both passes in one measure, a verse's window weighing CONTEXT_COST verses (its
        first share is the verses); each pass is said on its own: its progress, its time left."""
        from app.core.indexing.vectors import CONTEXT_COST, STAGE_CONTEXT

        if stage == STAGE_CONTEXT and self.states.get(tid) == "building":
            self._mark_ready(tid, final=False)  # the first pass was published before the second started
        verses = total // (1 + CONTEXT_COST)
        searchable, whole = remaining
        left = whole.update(done, total)
        if stage == STAGE_CONTEXT:
            pass_done, pass_total = done - verses, total - verses
        else:
            pass_done, pass_total = min(done, verses), verses
            left = searchable.update(pass_done, pass_total)
        refining = stage == STAGE_CONTEXT
        self._set(MeaningStatus("indexing", tid, pass_done, pass_total, remaining=left, refining=refining))

    def _build(self, tid: str, state: TaskState):
        from app.core.indexing import vectors
        from app.core.library.reading import Library

        with Library(self.library_path) as library:
            if not library.has_translation(tid):
                return None
            if vectors.index_status(self.index_dir, library, tid, self.embedder) == "ready":
                return "ready"
            return vectors.build_index(
                library,
                tid,
                self.embedder,
                self.index_dir,
                progress=state.progress,
                cancelled=state.cancelled,
            )

    def _on_built(self, tid: str, report) -> None:
        self._building = None
        if report is not None:
            self._mark_ready(tid)
        else:
            self.states[tid] = "unavailable"
        self._next()

    def _mark_ready(self, tid: str, final: bool = True) -> None:
        if self._stopped:
            return
        self.states[tid] = "ready" if final else "usable"
        # the search lane forgets its earlier "missing" answer and loads the index now
        self.runner.run(
            lambda state, t=tid: (self.engine.forget_index(t), self.engine.meaning_ready(t)),
            on_done=lambda _r, t=tid: self.translation_ready.emit(t),
            lane="search",
            name=f"load index {tid}",
        )

    def _on_build_failed(self, tid: str, exc: BaseException) -> None:
        self._building = None
        usable = self.states.get(tid) == "usable"  # its first pass still searches
        if isinstance(exc, Cancelled):
            self.states[tid] = "usable" if usable else "waiting"
            return
        log.error("meaning index for %s failed: %s\n%s", tid, exc, getattr(exc, "__lampada_traceback__", ""))
        if not usable:
            self.states[tid] = "unavailable"
            self.errors[tid] = exc
        self._next()

    def _fail(self, exc: BaseException | None) -> None:
        if isinstance(exc, Cancelled):
            return
        if exc is not None:
            log.warning("meaning search unavailable: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))
        for tid in self.states:
            self.states[tid] = "unavailable"
        self._set(MeaningStatus("failed", error=exc))

    def _set(self, status: MeaningStatus) -> None:
        self.status = status
        self.status_changed.emit(status)
