"""The repair of the data folder, in a progress dialog, and what is damaged or was repaired, in words.

`RepairDialog` runs the repair (`work_operations.repair`, on the search lane, once the work lane has let
go) with the shared long-work life cycle: Cancel leaves everything as it was, until the repair reports
`maintenance.FINISHING` — past that point it cannot be stopped, and closing is refused until it ends. Then
it says what the repair did, action by action, naming the translations whose files must be imported
again. The findings of a check are worded here too, for the banner at start
(`app.gui.shell.health.HealthController`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from app.gui.dialogs.long_work import CLOSE_WAITS, LongWorkDialog
from app.gui.tasks import TaskRunner

if TYPE_CHECKING:
    from app.core.library.maintenance import Action, CheckReport, Finding, RepairReport

translate = QCoreApplication.translate  # lupdate reads `translate("Lampada", "...")` calls


def _translation_id(finding_name: str) -> str:
    """ "tpt (stems)" → "tpt": a word index's finding names its translation and which of its two tables."""
    return finding_name.split(" (", 1)[0]


def describe_finding(finding: Finding, name_of: Callable[[str], str]) -> str:
    """One damaged (or unreadable) part, in words: "The word index of Bíblia Livre is damaged". Whole
    sentences per part, so that a translation can agree them ("a biblioteca … está danificada")."""
    from app.core.library.maintenance import INTERRUPTED, LOST, UNREADABLE

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
    from app.core.library.maintenance import DAMAGED, LOST

    return any(f.state in (DAMAGED, LOST) for f in findings)


def describe_repair(report: RepairReport, name_of: Callable[[str], str]) -> tuple[str, list[str]]:
    """What a repair did, as a title and one line an action (and one a part still damaged)."""
    lines = [describe_action(a, name_of) for a in report.actions] or [
        translate("Lampada", "Nothing needed repairing.")
    ]
    left = shown_problems(report.after)
    lines += [describe_finding(f, name_of) for f in left]
    if report.lost:
        n = len(report.lost)
        title = translate("Lampada", "Repaired, but %n translation(s) must be imported again", None, n)
    elif left:
        title = translate("Lampada", "Repaired in part: something is still damaged")
    else:
        title = translate("Lampada", "Lâmpada's data is whole again")
    return title, lines


# --- the repair dialog ------------------------------------------------------------------------------------
class RepairDialog(LongWorkDialog):
    """Progress while the repair runs (Cancel leaves everything as it was), then what it did."""

    def __init__(
        self,
        runner: TaskRunner,
        names: dict[str, str] | None = None,
        name_of: Callable[[str], str] = str.upper,
        parent=None,
    ):
        super().__init__(runner, parent, on_close=CLOSE_WAITS, banner_closable=False)
        self.setWindowTitle(self.tr("Repairing Lâmpada's data"))
        self.setModal(True)
        self.setMinimumWidth(520)
        self.names = dict(names or {})  # the library's translations, named before the repair
        self.name_of = name_of  # any other id named (a translation lost before the repair)
        self.failed_title = translate("Lampada", "The repair did not finish")
        self.stopping_text = self.tr("Stopping… the library is left as it was.")
        self.heading = QLabel(
            self.tr(
                "Lâmpada is rebuilding what is damaged from what is still intact. This can take a minute; "
                "nothing is deleted: damaged files are kept aside."
            ),
            self,
        )
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # its title names translations
        self.status.setText(self.tr("Checking everything first…"))
        self.report_label = QLabel(self)
        self.report_label.setWordWrap(True)
        self.report_label.setTextFormat(Qt.TextFormat.PlainText)
        self.report_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report_label.hide()
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel)
        self.ended = False
        self.finishing = False  # the repaired library is in place: the repair ends, it is no longer stopped
        # a shorter report leaves the room below it, not between its lines
        self.lay_out([self.heading], below=[self.report_label, 1])
        self.work_done.connect(self._on_repaired)
        self.work_stopped.connect(self._on_stopped)
        self.work_failed.connect(lambda _exc: self._show_ended())

    def name(self, tid: str) -> str:
        return self.names.get(tid) or self.name_of(tid)

    def progress_reported(self, done: int, total: int, message: str) -> None:
        """The core reports a translation's id while it rebuilds one, other words during set-up's steps:
        only the translations are named."""
        from app.core.library.maintenance import FINISHING

        if message == FINISHING:
            self.set_finishing()
            return
        if self.finishing:
            return
        what = self.names.get(message, "")
        if what:
            self.status.setText(self.tr("Rebuilding %1…").replace("%1", what))
        self.show_progress(done, total)

    def set_finishing(self) -> None:
        """Past the point where Cancel could leave everything as it was: the rest takes seconds."""
        self.finishing = True
        self.status.setText(self.tr("Finishing the repair: checking everything again…"))
        self.show_progress(0, 0)
        self.set_stoppable(False)

    def show_report(self, title: str, lines: list[str]) -> None:
        self.heading.setText(title)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.report_label.setText("\n".join(f"• {line}" for line in lines))
        self.report_label.setVisible(bool(lines))
        self._show_ended()

    def _on_repaired(self, report: RepairReport) -> None:
        self.show_report(*describe_repair(report, self.name))

    def _on_stopped(self) -> None:
        stopped = translate("Lampada", "The repair was stopped; nothing was changed")
        self.banner.show_message(stopped, kind="error")
        self._show_ended()

    def _show_ended(self) -> None:
        self.ended = True
        self.status.hide()
        self.progress.hide()
        self.end()
        self.adjustSize()
