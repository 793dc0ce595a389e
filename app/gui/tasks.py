"""The one task runner of the GUI: plain functions run off the UI thread, results come back on it.

    runner.run(fn, on_done, on_error, on_progress, lane="work", supersede="search")

`fn(state)` runs in a worker thread and receives a `TaskState`: `state.progress(done, total, message)` and
`state.cancelled()` are the core's `progress` / `cancelled` callables (see `app.core.progress`).
`on_done(result)`, `on_error(exc)` and `on_progress(done, total, message)` are always called on the main
thread, through queued signals of the runner (which lives on the main thread), so callbacks may touch widgets;
workers never do.

Lanes are single-threaded pools: "search" (owns the search engine and its library handle, so its tasks run one
at a time, as a SQLite connection needs) and "work" (imports, model, index builds: each opens its own handle).
A long index build therefore never delays a search.

Superseding: tasks started with the same `supersede` key share a generation counter. Starting one cancels the
previous one's token and bumps the generation; when a stale task finishes, its result, error and progress are
dropped — a new query always wins, and the results of an older one can never appear after it.
"""

from __future__ import annotations

import itertools
import logging
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot

log = logging.getLogger(__name__)

LANES = ("search", "work")
PROGRESS_INTERVAL = 0.05  # seconds between progress signals of one task (the core may report per verse)


class CancelToken:
    """Thread-safe flag; calling it answers "cancelled?", so it is the core's `cancelled` callable as is."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def is_cancelled(self) -> bool:
        return self._event.is_set()

    def __call__(self) -> bool:
        return self._event.is_set()


@dataclass
class TaskState:
    """What a worker function gets: the core's progress and cancelled callables."""

    progress: Callable[[int, int, str], None]
    cancelled: CancelToken


@dataclass
class Task:
    id: int
    lane: str
    token: CancelToken
    key: str | None = None
    generation: int = 0
    on_done: Callable[[Any], None] | None = None
    on_error: Callable[[BaseException], None] | None = None
    on_progress: Callable[[int, int, str], None] | None = None
    name: str = ""
    started: float = field(default_factory=time.perf_counter)

    def cancel(self) -> None:
        self.token.cancel()


class _Job(QRunnable):
    def __init__(self, runner: TaskRunner, task: Task, fn: Callable[[TaskState], Any]):
        super().__init__()
        self.setAutoDelete(True)
        self._runner = runner
        self._task = task
        self._fn = fn
        self._last_progress = 0.0
        self._last_message: str | None = None

    def _progress(self, done: int, total: int, message: str = "") -> None:
        now = time.monotonic()
        # the end of a pass and a new message (the next stage of the work) are never dropped
        if done < total and now - self._last_progress < PROGRESS_INTERVAL and message == self._last_message:
            return
        self._last_progress = now
        self._last_message = message
        self._runner._progressed.emit(self._task.id, int(done), int(total), str(message or ""))

    def run(
        self,
    ) -> None:  # worker thread: no widget, no Qt object of the main thread but the runner's signals
        task = self._task
        if task.token.is_cancelled:
            self._runner._finished.emit(task.id, False, None)
            return
        try:
            result = self._fn(TaskState(self._progress, task.token))
        except BaseException as exc:  # noqa: BLE001 - every failure goes back to the main thread
            exc.__lampada_traceback__ = traceback.format_exc()  # type: ignore[attr-defined]
            self._runner._finished.emit(task.id, False, exc)
            return
        self._runner._finished.emit(task.id, True, result)


class TaskRunner(QObject):
    """Runs plain functions in lane threads and calls back on the main thread."""

    # task id, done, total, message — a worker reported progress
    _progressed = Signal(int, int, int, str)
    # task id, succeeded, result or exception — a worker finished
    _finished = Signal(int, bool, object)
    # the number of running or queued tasks changed (int)
    busy_changed = Signal(int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pools: dict[str, QThreadPool] = {}
        for lane in LANES:
            pool = QThreadPool(self)
            pool.setMaxThreadCount(1)
            pool.setExpiryTimeout(-1)  # one long-lived thread per lane
            self._pools[lane] = pool
        self._tasks: dict[int, Task] = {}
        self._generations: dict[str, int] = {}
        self._current: dict[str, Task] = {}
        self._ids = itertools.count(1)
        self._closed = False
        self._progressed.connect(self._on_progressed, Qt.ConnectionType.QueuedConnection)
        self._finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------------ API
    def run(
        self,
        fn: Callable[[TaskState], Any],
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_progress: Callable[[int, int, str], None] | None = None,
        *,
        lane: str = "work",
        supersede: str | None = None,
        name: str = "",
    ) -> Task:
        """Queue `fn(state)` on `lane`. With `supersede`, cancel and forget the previous task of that key."""
        if lane not in self._pools:
            raise ValueError(f"unknown lane {lane!r}")
        task = Task(next(self._ids), lane, CancelToken(), supersede, 0, on_done, on_error, on_progress, name)
        if self._closed:
            task.cancel()
            return task
        if supersede is not None:
            previous = self._current.get(supersede)
            if previous is not None:
                previous.cancel()
            task.generation = self._generations.get(supersede, 0) + 1
            self._generations[supersede] = task.generation
            self._current[supersede] = task
        self._tasks[task.id] = task
        self._pools[lane].start(_Job(self, task, fn))
        self.busy_changed.emit(len(self._tasks))
        return task

    def cancel(self, key: str) -> None:
        """Cancel the current task of a supersede key, and drop whatever it would still deliver."""
        task = self._current.pop(key, None)
        if task is not None:
            task.cancel()
            self._generations[key] = self._generations.get(key, 0) + 1

    def is_current(self, task: Task) -> bool:
        if task.key is None:
            return not task.token.is_cancelled
        return self._generations.get(task.key) == task.generation and not task.token.is_cancelled

    def pending(self, lane: str | None = None) -> int:
        return sum(1 for t in self._tasks.values() if lane is None or t.lane == lane)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until every lane is idle (tests, shutdown). Callbacks still need the event loop."""
        deadline = time.monotonic() + msecs / 1000
        ok = True
        for pool in self._pools.values():
            left = max(0, int((deadline - time.monotonic()) * 1000))
            ok = pool.waitForDone(left) and ok
        return ok

    def shutdown(self, msecs: int = 4000) -> bool:
        """Cancel everything and wait (bounded) for the lanes to finish; later `run` calls are ignored."""
        self._closed = True
        for task in list(self._tasks.values()):
            task.cancel()
        for pool in self._pools.values():
            pool.clear()  # queued jobs that never started
        done = self.wait(msecs)
        if not done:
            log.warning("shutdown: a background task did not stop within %d ms", msecs)
        return done

    # ---------------------------------------------------------- main thread
    @Slot(int, int, int, str)
    def _on_progressed(self, task_id: int, done: int, total: int, message: str) -> None:
        task = self._tasks.get(task_id)
        if task is None or task.on_progress is None or not self.is_current(task):
            return
        task.on_progress(done, total, message)

    @Slot(int, bool, object)
    def _on_finished(self, task_id: int, ok: bool, payload: object) -> None:
        task = self._tasks.pop(task_id, None)
        self.busy_changed.emit(len(self._tasks))
        if task is None:
            return
        if task.key is not None and self._current.get(task.key) is task:
            del self._current[task.key]
        stale = task.key is not None and self._generations.get(task.key) != task.generation
        if stale or (task.token.is_cancelled and ok):
            log.debug("dropped the result of superseded task %s (%s)", task.id, task.name)
            return
        elapsed = time.perf_counter() - task.started
        if ok:
            log.debug("task %s (%s) done in %.3f s", task.id, task.name, elapsed)
            if task.on_done is not None:
                task.on_done(payload)
            return
        if payload is None:  # cancelled before it started
            return
        exc = payload if isinstance(payload, BaseException) else RuntimeError(str(payload))
        if task.on_error is not None:
            task.on_error(exc)
        else:
            log.error(
                "task %s (%s) failed: %s\n%s",
                task.id,
                task.name,
                exc,
                getattr(exc, "__lampada_traceback__", ""),
            )
