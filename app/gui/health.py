"""Keeping the data folder whole, in the app: the quick check at start, a banner naming what is damaged, and
the repair behind a progress dialog.

At start (once the library is open) `maintenance.check(data_dir, full=False)` runs on the work lane: SQLite's
quick check of the library, the user database's check, each meaning index's header and size, each imported
translation's copy — about a third of a second. A problem gets a banner naming each damaged part in words,
with *Repair*. The user database is left out of it: a damaged or lost one is already said, with its own
choices, by the study tools (`UserDataProblemDialog`) as soon as it fails to open.

Repair needs the folder to itself: the host (the window, through `DataHost`) stops the background work and
closes every handle it holds — the reader's library, the user database, the search lane's library — and the
repair runs on the search lane, after the work lane has let go. `maintenance.repair` rebuilds a damaged
library (the damaged file is kept aside), restores lost or damaged notes from a backup, deletes damaged
meaning indexes (built again afterwards); its report is worded action by action, naming the translations
whose files must be imported again. Then the host opens everything again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout

from app.core.errors import Cancelled
from app.gui import i18n
from app.gui.banner import Banner
from app.gui.icons import app_icon
from app.gui.tasks import CancelToken, TaskRunner

if TYPE_CHECKING:
    from app.core.maintenance import Action, CheckReport, Finding, RepairReport

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # lupdate reads `translate("Lampada", "...")` calls


class DataHost(Protocol):
    """What a repair needs from the window: to let go of the data folder, and to take it up again."""

    def release_data(self) -> bool:
        """Main thread: stop background work, close the reader's library and the user database. False when
        the person chose to keep a note being edited open instead."""

    def reopen_data(self) -> None:
        """Main thread, after the repair: open the library and the user database again, resume the work."""


# --- wording ----------------------------------------------------------------------------------------------
def _translation_id(finding_name: str) -> str:
    """ "tpt (stems)" → "tpt": a word index's finding names its translation and which of its two tables."""
    return finding_name.split(" (", 1)[0]


def describe_finding(finding: Finding, name_of: Callable[[str], str]) -> str:
    """One damaged (or unreadable) part, in words: "The word index of Bíblia Livre is damaged". Whole
    sentences per part, so that a translation can agree them ("a biblioteca … está danificada")."""
    from app.core.maintenance import INTERRUPTED, LOST, UNREADABLE

    part, state = finding.part, finding.state
    if part == "library" and finding.detail == INTERRUPTED:
        return translate("Lampada", "A repair of the Bible library was interrupted before it could finish")
    if part == "translation" and state == LOST:
        return translate(
            "Lampada", "%1 is missing from the Bible library; its saved copy can bring it back"
        ).replace("%1", name_of(finding.name))
    name = name_of(_translation_id(finding.name)) if part != "library" else finding.name
    if state == UNREADABLE:
        return (
            translate("Lampada", "Could not be checked: %1 (%2)")
            .replace("%1", _part_name(part, name))
            .replace("%2", finding.detail)
        )
    if part == "user data" and state == LOST:
        return translate(
            "Lampada", "Your notes, bookmarks and highlights were emptied; a backup still holds them"
        )
    damaged = {
        "library": translate("Lampada", "The Bible library (%1) is damaged"),
        "translation": translate("Lampada", "The text of %1 is damaged"),
        "word index": translate("Lampada", "The word index of %1 is damaged"),
        "meaning index": translate("Lampada", "The meaning-search index of %1 is damaged"),
        "translation copy": translate("Lampada", "The saved copy of %1, kept to rebuild it, is damaged"),
        "user data": translate("Lampada", "Your notes, bookmarks and highlights are damaged"),
    }.get(part)
    return damaged.replace("%1", name) if damaged else f"{part} {finding.name}: {state}"


def _part_name(part: str, name: str) -> str:
    """A part as the object of a sentence ("the word index of Bíblia Livre")."""
    text = {
        "library": translate("Lampada", "the Bible library (%1)"),
        "translation": translate("Lampada", "the text of %1"),
        "word index": translate("Lampada", "the word index of %1"),
        "meaning index": translate("Lampada", "the meaning-search index of %1"),
        "translation copy": translate("Lampada", "the saved copy of %1"),
        "user data": translate("Lampada", "your notes, bookmarks and highlights"),
    }.get(part)
    return text.replace("%1", name) if text else f"{part} {name}"


def describe_action(action: Action, name_of: Callable[[str], str]) -> str:
    """One thing a repair did, in words."""
    kind, name = action.kind, action.name
    if kind == "library_rebuilt":
        return translate(
            "Lampada", "The Bible library was rebuilt; the damaged file is kept beside it as “%1”."
        ).replace("%1", name)
    if kind == "translation_rebuilt":
        text = {
            "builtin": translate("Lampada", "%1 was read again from the copy that comes with Lâmpada."),
            "copy": translate("Lampada", "%1 was rebuilt from its saved copy."),
            "library": translate("Lampada", "%1 was rebuilt from the intact part of the damaged file."),
        }.get(action.detail, translate("Lampada", "%1 was imported again."))
        return text.replace("%1", name_of(name))
    if kind == "translation_lost":
        return translate(
            "Lampada",
            "%1 could not be rebuilt: nothing intact was left of it. Import its file again "
            "(File ▸ Import a translation); your notes on it are kept.",
        ).replace("%1", name_of(name))
    if kind == "userdata_restored":
        return translate(
            "Lampada", "Your notes, bookmarks and highlights were restored from the backup “%1”."
        ).replace("%1", name)
    if kind == "userdata_unrepaired":
        return translate(
            "Lampada", "Your notes, bookmarks and highlights could not be restored: %1."
        ).replace("%1", action.detail)
    if kind == "index_removed":
        return translate(
            "Lampada", "The damaged meaning-search index of %1 was deleted; it is being built again."
        ).replace("%1", name_of(name))
    if kind == "copy_rewritten":
        return translate("Lampada", "The saved copy of %1 was written again.").replace("%1", name_of(name))
    return f"{kind}: {name} {action.detail}".strip()


def shown_problems(report: CheckReport) -> list[Finding]:
    """The problems the banner names: not the user database's (the study tools say those, with choices)."""
    return [f for f in report.problems if f.part != "user data"]


def repairable(findings: list[Finding]) -> bool:
    from app.core.maintenance import DAMAGED, LOST

    return any(f.state in (DAMAGED, LOST) for f in findings)


# --- the repair dialog ------------------------------------------------------------------------------------
class RepairDialog(QDialog):
    """Progress while the repair runs (Cancel leaves everything as it was), then what it did."""

    # the person asked to stop the repair (no payload)
    cancel_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Repairing Lâmpada's data"))
        self.setWindowIcon(app_icon())
        self.setModal(True)
        self.setMinimumWidth(520)
        self.heading = QLabel(
            self.tr(
                "Lâmpada is rebuilding what is damaged from what is still intact. This can take a minute; "
                "nothing is deleted: damaged files are kept aside."
            ),
            self,
        )
        self.heading.setWordWrap(True)
        self.step_label = QLabel(self.tr("Checking everything first…"), self)
        self.step_label.setObjectName("Hint")
        for label in (self.heading, self.step_label):  # they name translations and files
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.report_label = QLabel(self)
        self.report_label.setWordWrap(True)
        self.report_label.setTextFormat(Qt.TextFormat.PlainText)
        self.report_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report_label.hide()
        self.banner = Banner(self, closable=False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        self.ended = False
        self.finishing = False  # the repaired library is in place: the repair ends, it is no longer stopped
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addWidget(self.step_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.report_label)
        layout.addWidget(self.banner)
        layout.addStretch(1)  # a shorter report leaves the room below it, not between its lines
        layout.addWidget(self.buttons)

    def set_progress(self, done: int, total: int, what: str) -> None:
        if self.finishing:
            return
        if what:
            self.step_label.setText(self.tr("Rebuilding %1…").replace("%1", what))
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
        else:
            self.progress.setRange(0, 0)

    def set_finishing(self) -> None:
        """Past the point where Cancel could leave everything as it was: the rest takes seconds."""
        self.finishing = True
        self.step_label.setText(self.tr("Finishing the repair: checking everything again…"))
        self.progress.setRange(0, 0)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setEnabled(False)

    def show_report(self, title: str, lines: list[str]) -> None:
        self.ended = True
        self.heading.setText(title)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.step_label.hide()
        self.progress.hide()
        self.report_label.setText("\n".join(f"• {line}" for line in lines))
        self.report_label.setVisible(bool(lines))
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.adjustSize()

    def show_failure(self, title: str, text: str) -> None:
        self.ended = True
        self.step_label.hide()
        self.progress.hide()
        self.banner.show_message(title, text, kind="error")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.adjustSize()

    def reject(self) -> None:
        if self.finishing and not self.ended:
            return
        if not self.ended:
            self.step_label.setText(self.tr("Stopping… the library is left as it was."))
            self.cancel_requested.emit()
            return
        super().reject()


# --- the controller ---------------------------------------------------------------------------------------
class HealthController(QObject):
    """The quick check at start, its banner, and the repair."""

    # a check or a repair ended: the findings the banner shows (list of maintenance.Finding; empty: all well)
    checked = Signal(list)
    # a repair ended (maintenance.RepairReport, or None when it failed or was stopped)
    repaired = Signal(object)

    def __init__(
        self,
        runner: TaskRunner,
        host: DataHost,
        banner: Banner,
        data_dir: Path,
        *,
        name_of: Callable[[str], str] = str.upper,
        translation_ids: Callable[[], list[str]] = list,
        setup_steps=None,
        read_only_banner: Banner | None = None,
        search_handles: Callable[[], object] = lambda: None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.runner = runner
        self.host = host
        self.banner = banner
        self.data_dir = Path(data_dir)
        self.name_of = name_of
        self.translation_ids = translation_ids  # the library's translations, named before a repair
        self._names: dict[str, str] = {}
        self.setup_steps = setup_steps  # fills a rebuilt library with the built-ins; None: nothing
        self.read_only_banner = read_only_banner
        self.search_handles = search_handles  # closes the search lane's handles, on that lane
        self.findings: list[Finding] = []
        self.dialog: RepairDialog | None = None
        self._task = None
        # the repair's own cancel flag, not its task's: the runner drops what a cancelled task returns, and a
        # repair past its point of no return ends with a report even when Cancel came late
        self._stop = CancelToken()
        self._released = False

    # ------------------------------------------------------------------ check
    def check(self) -> None:
        """The quick check, on the work lane (before the meaning-search work queued after it)."""
        from app.core import maintenance

        data_dir = self.data_dir
        self.runner.run(
            lambda state: maintenance.check(data_dir, full=False, cancelled=state.cancelled),
            self._on_checked,
            self._on_check_failed,
            name="quick check",
        )

    def _on_checked(self, report: CheckReport) -> None:
        log.info("quick check in %.2f s: %d problem(s)", report.seconds, len(report.problems))
        for finding in report.problems:
            log.warning("check: %s %s is %s (%s)", finding.part, finding.name, finding.state, finding.detail)
        self.show_findings(shown_problems(report))

    def _on_check_failed(self, exc: BaseException) -> None:
        if not isinstance(exc, Cancelled):
            log.error("the quick check failed: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))

    def show_findings(self, findings: list[Finding]) -> None:
        self.findings = list(findings)
        if not findings:
            self.banner.hide()
            self.checked.emit([])
            return
        lines = "\n".join("• " + describe_finding(f, self.name_of) for f in findings)
        if repairable(findings):
            self.banner.show_message(
                translate("Lampada", "Part of Lâmpada's data is damaged"),
                lines
                + "\n"
                + translate(
                    "Lampada",
                    "Repair rebuilds it from what is still intact; your notes, bookmarks and highlights are "
                    "kept.",
                ),
                kind="warn",
                action=(translate("Lampada", "Repair…"), self.repair),
            )
        else:
            self.banner.show_message(
                translate("Lampada", "Part of Lâmpada's data cannot be checked"), lines, kind="warn"
            )
        self.checked.emit(list(findings))

    # ------------------------------------------------------------------ read-only
    def show_read_only(self, library_reason: str, notes_reason: str) -> None:
        """What cannot be saved, and why: the library (imports, removals) and the person's own data."""
        banner = self.read_only_banner
        if banner is None:
            return
        lines = []
        if library_reason:
            lines.append(
                translate(
                    "Lampada",
                    "The Bible library can be read and searched, but translations cannot be imported or "
                    "removed: %1.",
                ).replace("%1", i18n.describe_write_problem(library_reason))
            )
        if notes_reason:
            lines.append(
                translate(
                    "Lampada",
                    "Your notes, bookmarks and highlights are shown, but nothing new can be saved: %1.",
                ).replace("%1", i18n.describe_write_problem(notes_reason))
            )
        if not lines:
            banner.hide()
            return
        banner.show_message(
            translate("Lampada", "Some changes cannot be saved"),
            "\n".join(lines)
            + "\n"
            + translate(
                "Lampada", "Make the folder writable (or copy it to a disk that is), then restart Lâmpada."
            ),
            kind="warn",
        )

    # ------------------------------------------------------------------ repair
    def repair(self) -> RepairDialog | None:
        if self.dialog is not None and self.dialog.isVisible():
            return self.dialog
        self._names = {tid: self.name_of(tid) for tid in self.translation_ids()}  # a lost one is named too
        if not self.host.release_data():
            return None
        self._released = True
        self.banner.hide()
        dialog = RepairDialog(self.parent())
        dialog.cancel_requested.connect(self._cancel)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        self.dialog = dialog
        self._stop = CancelToken()
        dialog.open()
        # the work lane first finishes what it was doing (cancelled meaning-search work); then the search
        # lane, which owns the searches' library handle, closes it and repairs — no search runs meanwhile
        self._task = self.runner.run(lambda state: None, lambda _r: self._start_repair(), name="let go")
        return dialog

    def _start_repair(self) -> None:
        if self._stop.is_cancelled:
            self._finish(None, None)
            return
        from app.core import maintenance

        close, data_dir, stop = self.search_handles, self.data_dir, self._stop
        steps = self.setup_steps or (lambda library: [])

        def work(state):
            close()
            return maintenance.repair(data_dir, progress=state.progress, cancelled=stop, setup_steps=steps)

        self._task = self.runner.run(
            work,
            lambda report: self._finish(report, None),
            lambda exc: self._finish(None, exc),
            self._on_progress,
            lane="search",
            name="repair",
        )

    def _name(self, tid: str) -> str:
        return self._names.get(tid) or self.name_of(tid)

    def _on_progress(self, done: int, total: int, message: str) -> None:
        """The core reports a translation's id while it rebuilds one, other words during set-up's steps:
        only the translations are named."""
        from app.core.maintenance import FINISHING

        if self.dialog is None:
            return
        if message == FINISHING:
            self.dialog.set_finishing()
        else:
            self.dialog.set_progress(done, total, self._names.get(message, ""))

    def _cancel(self) -> None:
        self._stop.cancel()

    def _finish(self, report: RepairReport | None, exc: BaseException | None) -> None:
        self._task = None
        if self._released:
            self._released = False
            self.host.reopen_data()
        dialog = self.dialog
        if report is None:
            stopped = exc is None or isinstance(exc, Cancelled)
            if not stopped:
                log.error("repair failed: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))
            title = (
                translate("Lampada", "The repair was stopped; nothing was changed")
                if stopped
                else translate("Lampada", "The repair did not finish")
            )
            text = "" if stopped else i18n.describe_error(exc)
            if dialog is not None:
                dialog.show_failure(title, text)
            self.show_findings(self.findings)
            self.repaired.emit(None)
            return
        log.info("repair done in %.1f s: %s", report.seconds, [(a.kind, a.name) for a in report.actions])
        lines = [describe_action(a, self._name) for a in report.actions] or [
            translate("Lampada", "Nothing needed repairing.")
        ]
        left = shown_problems(report.after)
        if left:
            lines += [describe_finding(f, self._name) for f in left]
        lost = report.lost
        if lost:
            n = len(lost)
            title = translate("Lampada", "Repaired, but %n translation(s) must be imported again", None, n)
        elif left:
            title = translate("Lampada", "Repaired in part: something is still damaged")
        else:
            title = translate("Lampada", "Lâmpada's data is whole again")
        if dialog is not None:
            dialog.show_report(title, lines)
        self.show_findings(left)
        self.repaired.emit(report)
