"""The task runner: results on the main thread, supersession, cancellation, errors, progress."""

from __future__ import annotations

import threading
import time

from app.core.errors import Cancelled
from app.gui.tasks import TaskRunner


def test_result_comes_back_on_the_main_thread(qtbot):
    runner = TaskRunner()
    seen = {}

    def work(state):
        seen["worker"] = threading.current_thread()
        return 42

    def done(value):
        seen["value"] = value
        seen["callback"] = threading.current_thread()

    runner.run(work, done)
    qtbot.waitUntil(lambda: "value" in seen, timeout=3000)
    assert seen["value"] == 42
    assert seen["worker"] is not threading.main_thread()
    assert seen["callback"] is threading.main_thread()
    runner.shutdown()


def test_a_new_task_supersedes_the_running_one(qtbot):
    runner = TaskRunner()
    delivered = []
    started = threading.Event()

    def slow(state):
        started.set()
        for _ in range(100):
            if state.cancelled():
                raise Cancelled()
            time.sleep(0.01)
        return "old"

    first = runner.run(slow, delivered.append, delivered.append, lane="search", supersede="search")
    started.wait(2)
    runner.run(lambda state: "new", delivered.append, lane="search", supersede="search")
    qtbot.waitUntil(lambda: delivered == ["new"], timeout=3000)
    qtbot.waitUntil(lambda: runner.pending() == 0, timeout=3000)  # the old one has finished, too
    assert delivered == ["new"]
    assert first.token.is_cancelled
    runner.shutdown()


def test_a_stale_result_is_dropped_even_if_the_task_ignores_cancellation(qtbot):
    runner = TaskRunner()
    delivered = []
    started, gate = threading.Event(), threading.Event()

    def stubborn(state):
        started.set()
        gate.wait(2)
        return "stale"

    runner.run(stubborn, delivered.append, lane="search", supersede="k")
    assert started.wait(2)  # running, not merely queued: a task cancelled before it starts never runs
    runner.run(lambda state: "fresh", delivered.append, lane="work", supersede="k")
    qtbot.waitUntil(lambda: delivered == ["fresh"], timeout=3000)
    gate.set()
    qtbot.waitUntil(lambda: runner.pending() == 0, timeout=3000)  # the stale one came back, and was dropped
    assert delivered == ["fresh"]
    runner.shutdown()


def test_errors_and_throttled_progress(qtbot):
    runner = TaskRunner()
    errors, progress = [], []

    def failing(state):
        for i in range(1000):
            state.progress(i + 1, 1000, "step")
        raise ValueError("nope")

    runner.run(failing, on_error=errors.append, on_progress=lambda d, t, m: progress.append(d))
    qtbot.waitUntil(lambda: bool(errors), timeout=3000)
    assert isinstance(errors[0], ValueError) and "nope" in errors[0].__lampada_traceback__
    assert progress and progress[-1] == 1000 and len(progress) < 100
    runner.shutdown()


def test_a_new_stage_of_progress_is_never_dropped(qtbot):
    runner = TaskRunner()
    seen = []

    def two_passes(state):
        for stage in ("verses", "context"):
            for i in range(300):
                state.progress(i, 300, stage)
        return "done"

    runner.run(two_passes, on_done=seen.append, on_progress=lambda d, t, m: seen.append((d, m)))
    qtbot.waitUntil(lambda: "done" in seen, timeout=3000)
    assert (0, "verses") in seen and (0, "context") in seen  # throttled within a stage, not across
    assert len(seen) < 100
    runner.shutdown()


def test_shutdown_cancels_and_later_runs_are_ignored(qtbot):
    runner = TaskRunner()
    seen = []

    def long(state):
        while not state.cancelled():
            time.sleep(0.01)
        raise Cancelled()

    task = runner.run(long)
    assert runner.shutdown(3000)
    assert task.token.is_cancelled
    later = runner.run(lambda state: seen.append(1))
    runner.wait(500)
    assert later.token.is_cancelled and seen == []


def test_qt_calls_do_not_leak_references_to_singletons():
    """PySide6 6.12.0 under Python 3.11 dropped a reference to None/True on every call and aborted the
    interpreter ("bool_dealloc"); pyproject pins a release without the bug. This guards the pin."""
    import sys

    from PySide6.QtCore import QObject, Signal

    class Source(QObject):
        fired = Signal(object)

    source = Source()
    got = []
    source.fired.connect(got.append)
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(5000):
        source.fired.emit(None)
        source.setObjectName("x")
        source.signalsBlocked()
    got.clear()
    after = sys.getrefcount(None), sys.getrefcount(True)
    assert abs(after[0] - before[0]) < 100 and abs(after[1] - before[1]) < 100
