"""Keeping the data folder whole, in the app: the quick check at start, a banner naming what is damaged, and
the repair behind a progress dialog (`app.gui.dialogs.repair_dialog`).

At start (once the library is open) `maintenance.check(data_dir, full=False)` runs on the work lane: SQLite's
quick check of the library, the user database's check, each meaning index's header and size, each imported
translation's copy — about a third of a second. A problem gets a banner naming each damaged part in words,
with *Repair*. The user database is left out of it: a damaged or lost one is already said, with its own
choices, by the study tools (`UserDataProblemDialog`) as soon as it fails to open.

Repair needs the folder to itself: the host (the window, through `DataHost`) stops the background work and
closes every handle it holds — the reader's library, the user database, the search lane's library — and the
repair runs on the search lane, after the work lane has let go (`work_operations.repair`).
`maintenance.repair` rebuilds a damaged library (the damaged file is kept aside), restores lost or damaged
notes from a backup, deletes damaged meaning indexes (built again afterwards); the dialog words its report.
Then the host opens everything again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.core.errors import Cancelled
from app.gui import i18n
from app.gui.banner import Banner
from app.gui.dialogs import work_operations
from app.gui.dialogs.repair_dialog import RepairDialog, describe_finding, repairable, shown_problems
from app.gui.tasks import TaskRunner

if TYPE_CHECKING:
    from app.core.library.maintenance import CheckReport, Finding, RepairReport

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # lupdate reads `translate("Lampada", "...")` calls


class DataHost(Protocol):
    """What a repair needs from the window: to let go of the data folder, and to take it up again."""

    def release_data(self) -> bool:
        """Main thread: stop background work, close the reader's library and the user database. False when
        the person chose to keep a note being edited open instead."""

    def reopen_data(self) -> None:
        """Main thread, after the repair: open the library and the user database again, resume the work."""


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
        self.setup_steps = setup_steps  # fills a rebuilt library with the built-ins; None: nothing
        self.read_only_banner = read_only_banner
        self.search_handles = search_handles  # closes the search lane's handles, on that lane
        self.findings: list[Finding] = []
        self.dialog: RepairDialog | None = None
        self._released = False

    # ------------------------------------------------------------------ check
    def check(self) -> None:
        """The quick check, on the work lane (before the meaning-search work queued after it)."""
        from app.core.library import maintenance

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
        names = {tid: self.name_of(tid) for tid in self.translation_ids()}  # a lost one is named too
        if not self.host.release_data():
            return None
        self._released = True
        self.banner.hide()
        dialog = RepairDialog(self.runner, names, self.name_of, self.parent())
        dialog.work_done.connect(lambda report: self._finish(report, None))
        dialog.work_stopped.connect(lambda: self._finish(None, None))
        dialog.work_failed.connect(lambda exc: self._finish(None, exc))
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        # the work lane first finishes what it was doing (cancelled meaning-search work); then the search
        # lane, which owns the searches' library handle, closes it and repairs — no search runs meanwhile
        let_go = threading.Event()
        self.runner.run(lambda state: let_go.set(), name="let go")
        steps = self.setup_steps or (lambda library: [])
        repair = partial(work_operations.repair, self.data_dir, steps, let_go, self.search_handles)
        dialog.run_work(repair, name="repair", lane="search")
        return dialog

    def _finish(self, report: RepairReport | None, exc: BaseException | None) -> None:
        """The repair ended (the dialog says how, and logs a failure): the host takes the folder up again, the
        banner names what is still damaged."""
        if self._released:
            self._released = False
            self.host.reopen_data()
        if report is None:
            self.show_findings(self.findings)
            self.repaired.emit(None)
            return
        log.info("repair done in %.1f s: %s", report.seconds, [(a.kind, a.name) for a in report.actions])
        self.show_findings(shown_problems(report.after))
        self.repaired.emit(report)
