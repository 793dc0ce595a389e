"""The shared long-work dialog: the progress and the time left shown, Cancel stopping the work and saying
what was kept, closing while the work runs (stop and close, stop and wait, or refused), a failure worded in
the banner, and the result of work that ended although Cancel came late."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from app.core.errors import Cancelled, DuplicateTranslation
from app.core.progress import TimeLeft
from app.gui.dialogs.long_work import CLOSE_STOPS, CLOSE_WAITS, LongWorkDialog
from app.gui.tasks import TaskRunner


@pytest.fixture
def runner():
    runner = TaskRunner()
    yield runner
    runner.shutdown()


@pytest.fixture
def hold(runner):
    """hold(...) -> a `Held` operation; every one is released at the end, whatever the test did."""
    made = []

    def make(*args, **kwargs) -> Held:
        made.append(Held(*args, **kwargs))
        return made[-1]

    yield make
    for work in made:
        work.release.set()


def open_dialog(qtbot, runner, on_close=CLOSE_STOPS) -> LongWorkDialog:
    dialog = LongWorkDialog(runner, on_close=on_close)
    dialog.failed_title = "Nothing was done"
    dialog.kept_text = "Everything is as it was."
    dialog.stopped_text = "Stopped. What was finished is kept."
    dialog.stopping_text = "Stopping…"
    dialog.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel)
    dialog.lay_out([])
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


class Held:
    """An operation that reports `reports`, then waits until released; it stops on `cancelled` (unless told
    to ignore it) and returns `result`."""

    def __init__(self, reports=(), result="done", honour_cancel=True):
        self.reports, self.result, self.honour_cancel = list(reports), result, honour_cancel
        self.entered, self.release = threading.Event(), threading.Event()
        self.saw_cancel = False

    def __call__(self, progress, cancelled):
        for done, total, message in self.reports:
            progress(done, total, message)
        self.entered.set()
        while not self.release.wait(0.01):
            if cancelled():
                self.saw_cancel = True
                if self.honour_cancel:
                    raise Cancelled()
        return self.result


def cancel_button(dialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)


def test_the_progress_and_the_time_left_are_shown_and_the_result_comes_back(qtbot, runner, hold):
    dialog = open_dialog(qtbot, runner)
    seconds = iter(range(0, 10_000, 10))  # each report comes ten seconds after the one before
    dialog.time_left = lambda: TimeLeft(clock=lambda: next(seconds))
    # one verse every ten seconds, 6 of 100: the pace has settled, 94 are left, about 15 minutes
    work = hold([(done, 100, f"verse {done}") for done in range(7)], result=42)
    field = QPushButton("a field", dialog)
    dialog.disabled_while_running.append(field)
    dialog.run_work(work, name="test")
    assert dialog.running() and dialog.progress.isVisible() and not field.isEnabled()
    qtbot.waitUntil(lambda: dialog.progress.value() == 6, timeout=5000)
    assert dialog.progress.maximum() == 100
    assert dialog.time_left_label.isVisible() and dialog.time_left_label.text() == "about 15 min left"
    with qtbot.waitSignal(dialog.work_done, timeout=5000) as done:
        work.release.set()
    assert done.args == [42]
    assert not dialog.running() and not dialog.progress.isVisible() and field.isEnabled()
    assert not dialog.time_left_label.isVisible()


def test_cancel_stops_the_work_closes_and_says_what_was_kept(qtbot, runner, hold):
    dialog = open_dialog(qtbot, runner, CLOSE_STOPS)
    work = hold()
    dialog.run_work(work, name="test")
    qtbot.waitUntil(work.entered.is_set, timeout=5000)
    with qtbot.waitSignal(dialog.work_stopped, timeout=5000):
        cancel_button(dialog).click()
        assert not dialog.isVisible()  # closed at once: the work rolls back behind it
    assert work.saw_cancel and dialog.status.text() == "Stopped. What was finished is kept."
    assert not dialog.banner.isVisible()  # stopping is no failure


def test_closing_while_the_work_runs_waits_for_it_to_stop(qtbot, runner, hold):
    dialog = open_dialog(qtbot, runner, CLOSE_WAITS)
    work = hold()
    dialog.run_work(work, name="test")
    qtbot.waitUntil(work.entered.is_set, timeout=5000)
    with qtbot.waitSignal(dialog.work_stopped, timeout=5000):
        dialog.close()  # the window's close button
        assert dialog.isVisible() and dialog.stopping() and dialog.status.text() == "Stopping…"
    assert dialog.isVisible() and not dialog.running()
    assert dialog.status.text() == "Stopped. What was finished is kept."
    dialog.reject()  # nothing runs: it closes
    assert not dialog.isVisible()


def test_work_past_the_point_of_stopping_refuses_to_close_and_still_says_how_it_ended(qtbot, runner, hold):
    dialog = open_dialog(qtbot, runner, CLOSE_WAITS)
    work = hold(honour_cancel=False, result="finished")
    dialog.run_work(work, name="test")
    qtbot.waitUntil(work.entered.is_set, timeout=5000)
    dialog.set_stoppable(False)
    assert not cancel_button(dialog).isEnabled()
    dialog.reject()
    assert dialog.isVisible() and not dialog.stopping()  # refused: the work was not asked to stop
    dialog.stop()  # a Cancel that came late: the work goes on to its end, and its result is told
    qtbot.waitUntil(lambda: work.saw_cancel, timeout=5000)
    with qtbot.waitSignal(dialog.work_done, timeout=5000) as done:
        work.release.set()
    assert done.args == ["finished"]


def test_a_failure_is_worded_in_the_banner_with_what_was_kept(qtbot, runner):
    dialog = open_dialog(qtbot, runner)

    def fails(progress, cancelled):
        raise DuplicateTranslation("abc")

    with qtbot.waitSignal(dialog.work_failed, timeout=5000) as failed:
        dialog.run_work(fails, name="test")
    assert isinstance(failed.args[0], DuplicateTranslation)
    assert dialog.isVisible() and dialog.banner.isVisible() and dialog.banner.kind == "error"
    assert dialog.banner.title() == "Nothing was done"
    assert dialog.banner.text() == (
        "There is already a translation with the id “abc”. Choose another id.\nEverything is as it was."
    )
    assert not dialog.running() and not dialog.progress.isVisible()


def test_work_started_again_stops_the_earlier_and_forgets_what_it_says(qtbot, runner, hold):
    dialog = open_dialog(qtbot, runner)
    first, second = hold(result="first"), hold(result="second")
    told = []
    dialog.run_work(first, name="first", done=told.append)
    qtbot.waitUntil(first.entered.is_set, timeout=5000)
    with qtbot.waitSignal(dialog.work_done, timeout=5000) as done:
        dialog.run_work(second, name="second", done=told.append)
        second.release.set()
    assert first.saw_cancel and done.args == ["second"] and told == ["second"]
    assert not dialog.banner.isVisible() and dialog.status.text() == ""  # the first one's stop is not said
