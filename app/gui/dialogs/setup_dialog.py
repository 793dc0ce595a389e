"""First run: the library's set-up steps behind a progress dialog (`work_operations.set_up`)."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from app.gui import i18n
from app.gui.dialogs import work_operations
from app.gui.dialogs.long_work import CLOSE_WAITS, LongWorkDialog
from app.gui.dialogs.work_operations import StepProgress, StepsProvider
from app.gui.tasks import TaskRunner


class SetupDialog(LongWorkDialog):
    """Runs the library's set-up steps (`app.core.library.setup.library_steps`) with a progress bar;
    cancellable: closing it stops the step under way and waits for it to be undone."""

    # the steps ended: (completed: bool, error or None)
    finished_setup = Signal(bool, object)

    def __init__(self, runner: TaskRunner, library_path: Path, steps: StepsProvider, parent=None):
        super().__init__(runner, parent, on_close=CLOSE_WAITS, banner_closable=False)
        self.setWindowTitle(self.tr("Preparing your library"))
        self.setModal(True)
        self.setMinimumWidth(460)
        self.library_path = library_path
        self.steps = steps
        self.failed_title = self.tr("The library could not be prepared")
        self.stopping_text = self.tr("Stopping… nothing is left half-done.")
        self.heading = QLabel(self.tr("Lâmpada is preparing the Bible texts. This happens only once."), self)
        self.heading.setWordWrap(True)
        self.status.setText(self.tr("Starting…"))
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel)
        self.lay_out([self.heading])
        self.work_stopped.connect(self._on_stopped)
        self.work_failed.connect(self._on_failed)

    def start(self) -> None:
        self.run_work(
            partial(work_operations.set_up, self.library_path, self.steps), name="setup", done=self._on_done
        )

    def progress_reported(self, done: int, total: int, message: str) -> None:
        step = StepProgress.of(message)
        if step is None:
            return
        what = step_label(step.key, step.subject)
        self.status.setText(
            self.tr("Step %1 of %2: %3")
            .replace("%1", str(step.index + 1))
            .replace("%2", str(step.count))
            .replace("%3", what)
        )
        self.show_progress(done, total, stage=step.key)

    def _on_done(self, problems: list) -> None:
        self.finished_setup.emit(True, None)
        if not problems:
            self.accept()
            return
        # the library is ready; what could not be read is said, and the person closes the dialog
        self.status.setText(self.tr("Your library is ready."))
        self.banner.show_message(
            self.tr("Some topics keep their English names"), i18n.describe_error(problems[0]), kind="warn"
        )
        self.end()

    def _on_stopped(self) -> None:
        self.finished_setup.emit(False, None)
        self.reject()

    def _on_failed(self, exc: BaseException) -> None:
        self.end()
        self.finished_setup.emit(False, exc)


def step_label(key: str, subject: str = "") -> str:
    """A set-up step (`app.core.library.setup.Step`) in words, naming its translation (`subject`), never its
    id."""
    translate = QCoreApplication.translate
    kind, _, what = key.partition(":")
    name = subject or what.upper()
    if kind == "import":
        return translate("Lampada", "importing %1").replace("%1", name)
    if kind == "reindex":
        return translate("Lampada", "updating the word index of %1").replace("%1", name)
    if kind == "openbible":
        return translate("Lampada", "loading OpenBible.info's topics and cross-references")
    if kind == "strongs":
        return translate("Lampada", "loading Strong's Greek and Hebrew dictionaries")
    return translate("Lampada", "preparing the library")
