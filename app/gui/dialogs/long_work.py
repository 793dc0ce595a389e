"""One life cycle for the dialogs that run long work — set-up, importing a file or a SWORD module, the repair.

The work is an operation: a plain function `operation(progress, cancelled)` (`work_operations`, or the core's
own) that the dialog runs on the task runner. While it runs the dialog shows its progress and the time left
(`app.core.progress.TimeLeft`, as the status bar and the CLI say it); Cancel asks it to stop, and it raises
`Cancelled` once it has undone its writes; a failure is worded in the dialog's banner; the result comes back
with `work_done`.

Closing the dialog while the work runs stops it, and then either closes at once (`CLOSE_STOPS`: the
operation rolls back behind the closed dialog) or stays, saying it is stopping, until the operation has let
go (`CLOSE_WAITS`); `set_stoppable(False)` refuses both once the work is past the point where stopping could
leave everything as it was.

The dialog's own cancel flag, not its task's, is what the operation polls: the runner drops whatever a
cancelled task returns, and work that finished although Cancel came late must still be told. The runner's
flag is polled too, so that closing the app stops the work.

A subclass names everything (title, texts: translated in its own context), lays out its widgets around the
shared ones (`lay_out`) and words its progress (`progress_reported`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from app.core.errors import Cancelled, LampadaError
from app.core.progress import CancelFn, ProgressFn, TimeLeft
from app.gui import i18n, plain
from app.gui.banner import Banner
from app.gui.look.icons import app_icon
from app.gui.tasks import CancelToken, TaskRunner

log = logging.getLogger(__name__)

CLOSE_STOPS = "stops"  # closing while the work runs stops it and closes at once
CLOSE_WAITS = "waits"  # closing while the work runs stops it; the dialog stays until the work has let go

Operation = Callable[[ProgressFn, CancelFn], Any]
# what `lay_out` places: a widget, a layout, a (widget, stretch) pair or a stretch (an int)
Part = QWidget | QLayout | tuple[QWidget, int] | int


class LongWorkDialog(QDialog):
    """A dialog that runs operations: the status, the progress and its time left, the banner and the button
    box are here; the subclass adds its own widgets around them."""

    # the operation returned (its result)
    work_done = Signal(object)
    # the operation stopped on Cancel and left everything as it was (no payload)
    work_stopped = Signal()
    # the operation failed (the exception; the banner words it)
    work_failed = Signal(object)

    def __init__(
        self, runner: TaskRunner, parent=None, *, on_close: str = CLOSE_STOPS, banner_closable: bool = True
    ):
        super().__init__(parent)
        self.setWindowIcon(app_icon())
        self.runner = runner
        self.on_close = on_close
        self.time_left: Callable[[], TimeLeft] = TimeLeft  # each stage's estimate (tests give it a clock)
        # the subclass's words: the failure's title, what a failure left as it was, what Cancel kept,
        # what is said while the work stops
        self.failed_title = ""
        self.kept_text = ""
        self.stopped_text = ""
        self.stopping_text = ""
        self.status = QLabel(self)
        self.status.setObjectName("Hint")
        self.status.setWordWrap(True)
        plain.make_plain(self.status)  # it names translations, modules and files
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.time_left_label = QLabel(self)
        self.time_left_label.setObjectName("Hint")
        self.time_left_label.hide()
        self.banner = Banner(self, closable=banner_closable)
        self.buttons = QDialogButtonBox(self)
        self.buttons.rejected.connect(self.reject)
        self.disabled_while_running: list[QWidget] = []
        self.stoppable = True
        self._stop: CancelToken | None = None  # the running work's; None when nothing runs
        self._generation = 0
        self._estimate: TimeLeft | None = None
        self._stage: tuple[str, int] | None = None

    def lay_out(
        self,
        above: Sequence[Part],
        between: Sequence[Part] = (),
        below: Sequence[Part] = (),
        row: Sequence[QWidget] = (),
    ) -> None:
        """`above` (a heading, an introduction…), the status, `between` (a form…), the progress with its time
        left, the banner, `below` (a report…), and the row: `row`'s buttons, then the button box."""
        bar = QHBoxLayout()
        bar.setSpacing(10)
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.time_left_label)
        buttons = QHBoxLayout()
        for button in row:
            buttons.addWidget(button)
        if row:
            buttons.addStretch(1)
        buttons.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        parts: list[Part] = [*above, self.status, *between, bar, self.banner, *below, buttons]
        for part in parts:
            if isinstance(part, int):
                layout.addStretch(part)
            elif isinstance(part, tuple):
                layout.addWidget(part[0], part[1])
            elif isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)

    # ------------------------------------------------------------------ running
    def run_work(
        self,
        operation: Operation,
        *,
        name: str,
        lane: str = "work",
        done: Callable[[Any], None] | None = None,
    ) -> None:
        """Run `operation(progress, cancelled)` on the runner's `lane`; `done(result)` when it returns (then
        `work_done`). Work of this dialog still running is stopped, and what it would still say forgotten."""
        if self._stop is not None:
            self._stop.cancel()
        stop = self._stop = CancelToken()
        self._generation += 1
        generation = self._generation
        self._estimate, self._stage = None, None
        self.set_stoppable(True)
        self.banner.hide()
        self._show_running(True)

        def work(state):
            return operation(state.progress, lambda: stop.is_cancelled or state.cancelled())

        self.runner.run(
            work,
            lambda result: self._work_ended(generation, name, result, None, done),
            lambda exc: self._work_ended(generation, name, None, exc, done),
            lambda d, t, message: self._work_progressed(generation, d, t, message),
            lane=lane,
            name=name,
        )

    def running(self) -> bool:
        return self._stop is not None

    def stopping(self) -> bool:
        """Cancel was asked and the work has not let go yet."""
        return self._stop is not None and self._stop.is_cancelled

    def stop(self) -> None:
        """Ask the running work to stop: it raises `Cancelled` once it has undone its writes (then
        `work_stopped`), or ends as usual if it was past the point where it could."""
        if self._stop is not None:
            self._stop.cancel()

    def set_stoppable(self, stoppable: bool) -> None:
        """False: the work is past the point where stopping could leave everything as it was; Cancel is
        greyed out and closing the dialog is refused until it ends."""
        self.stoppable = stoppable
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setEnabled(stoppable)

    def reject(self) -> None:
        """Cancel, Esc, the window's close button: while the work runs, stop it (and close, or wait for it),
        or refuse when it cannot be stopped any more."""
        if not self.running():
            super().reject()
            return
        if not self.stoppable:
            return
        self.stop()
        if self.on_close == CLOSE_STOPS:
            super().reject()
        elif self.stopping_text:
            self.status.setText(self.stopping_text)

    # ------------------------------------------------------------------ what the work says
    def progress_reported(self, done: int, total: int, message: str) -> None:
        """The operation's progress; a subclass words its `message` and calls `show_progress`."""
        self.show_progress(done, total)

    def show_progress(self, done: int, total: int, stage: str = "") -> None:
        """The bar (busy while `total` is 0) and the time left; a new `stage` or `total` is other work, whose
        pace is measured afresh."""
        if total <= 0:
            self.progress.setRange(0, 0)
            self.time_left_label.hide()
            return
        if self._stage != (stage, total) or self._estimate is None:
            self._stage, self._estimate = (stage, total), self.time_left()
        self.progress.setRange(0, total)
        self.progress.setValue(min(done, total))
        said = i18n.time_left(self._estimate.update(done, total))
        self.time_left_label.setText(said)
        self.time_left_label.setVisible(bool(said))

    def describe_failure(self, exc: BaseException) -> str:
        return i18n.describe_error(exc)

    def say_failed(self, text: str) -> None:
        """The failure in the banner, with what it left as it was (`kept_text`)."""
        if self.kept_text:
            text = f"{text}\n{self.kept_text}" if text else self.kept_text
        self.banner.show_message(self.failed_title, text, kind="error")

    def end(self) -> None:
        """Nothing is left to do but close: the button box holds Close alone."""
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)

    # ------------------------------------------------------------------ main thread, from the runner
    def _work_progressed(self, generation: int, done: int, total: int, message: str) -> None:
        if generation == self._generation and self._stop is not None:
            self.progress_reported(done, total, message)

    def _work_ended(
        self,
        generation: int,
        name: str,
        result: Any,
        exc: BaseException | None,
        done: Callable[[Any], None] | None,
    ) -> None:
        if generation != self._generation:
            return  # work this dialog started again since
        self._stop = None
        self._show_running(False)
        if exc is None:
            if done is not None:
                done(result)
            self.work_done.emit(result)
        elif isinstance(exc, Cancelled):
            if self.stopped_text:
                self.status.setText(self.stopped_text)
            self.work_stopped.emit()
        else:
            trace = getattr(exc, "__lampada_traceback__", "")
            if isinstance(exc, LampadaError):
                log.info("%s failed: %s", name, exc)  # the file's or the library's problem, worded
            else:
                log.error("%s failed: %s\n%s", name, exc, trace)
            self.say_failed(self.describe_failure(exc))
            self.work_failed.emit(exc)

    def _show_running(self, running: bool) -> None:
        self.progress.setRange(0, 0)
        self.progress.setVisible(running)
        self.time_left_label.hide()
        for widget in self.disabled_while_running:
            widget.setEnabled(not running)
