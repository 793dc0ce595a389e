"""Reading plans in the window: the plans dock (`PlansPanel`), starting a plan (`PlanDialog`), today's
reading in one click, and what the person does to a plan — each one write through the study tools'
operations (`operations.write`: on disk when it returns, one error path).

Today is the person's calendar date, asked of `today` (a test sets it to live through missed days). The
panel is built the first time the dock is shown, and read again when the plans change or the dock is shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

import app.gui.study.operations as ops
from app.core import plans as core_plans
from app.gui import i18n
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.navigation import Location
from app.gui.shell.docks import SideDock
from app.gui.study.plan_dialog import OWN, PlanDialog
from app.gui.study.plans_panel import PlansPanel, day_text, long_date

if TYPE_CHECKING:
    from app.core.scripture.refs import Reference
    from app.core.userdata import UserData
    from app.core.userdata.plan_progress import Plan
    from app.gui.study.host import StudyHost
    from app.gui.study.questions import Questions

log = logging.getLogger(__name__)


def reference_location(translation: str, ref: Reference) -> Location:
    """Where the reader opens a passage of a plan: a chapter at its heading, verses selected."""
    if ref.verse is None:
        return Location(translation, ref.book, ref.chapter)
    end = ref.end_verse if ref.end_chapter is None and ref.end_verse else 0
    return Location(translation, ref.book, ref.chapter, ref.verse, end)


class ReadingPlans(QObject):
    """The plans dock, its actions, and what the person does to a plan."""

    def __init__(self, ctx: ops.Context, host: StudyHost, questions: Questions, window: QWidget):
        super().__init__(window)
        self.ctx = ctx
        self.store = ctx.store
        self.host = host
        self.questions = questions
        self.window = window
        self.today: Callable[[], date] = date.today  # the person's date (a test lives through missed days)
        self.theme: Theme = LIGHT
        self.current: str | None = None  # the plan the panel shows
        self._panel: PlansPanel | None = None
        self._state: tuple[bool, bool, tuple[str, str] | None] = (False, False, None)
        self.dock = SideDock(
            self.tr("Reading plans"), "PlansDock", self.tr("Close the reading plans (F8)"), window
        )
        host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.visibilityChanged.connect(lambda visible: visible and self.refresh())
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setText(self.tr("Reading &plans"))
        self.toggle_action.setIconText(self.tr("Plans"))
        self.toggle_action.setToolTip(self.tr("Your reading plans: today's reading and your progress (F8)"))
        self.toggle_action.setShortcut(QKeySequence("F8"))
        host.addAction(self.toggle_action)
        self.today_action = QAction(self.tr("&Today's reading"), window)
        self.today_action.setShortcut(QKeySequence("Ctrl+T"))
        self.today_action.setToolTip(self.tr("Open today's reading of your plan in the reader (Ctrl+T)"))
        self.today_action.triggered.connect(lambda: self.open_today())
        host.addAction(self.today_action)
        self.store.changed.connect(self._on_changed)

    @property
    def panel(self) -> PlansPanel:
        if self._panel is None:
            panel = PlansPanel(self.dock)
            panel.set_theme(self.theme)
            panel.set_available(*self._state)
            panel.start_requested.connect(self.start)
            panel.plan_chosen.connect(self.show_plan)
            panel.day_requested.connect(self.open_day)
            panel.today_requested.connect(self.open_today)
            panel.days_marked.connect(self.mark)
            panel.catch_up_requested.connect(self.catch_up)
            panel.restart_requested.connect(self.restart)
            panel.remove_requested.connect(self.remove)
            self._panel = panel
            self.dock.setWidget(panel)
        return self._panel

    def set_available(self, available: bool, writable: bool, message: tuple[str, str] | None = None) -> None:
        if (available, writable, message) == self._state:
            return
        self._state = (available, writable, message)
        self.today_action.setEnabled(available)
        if self._panel is not None:
            self._panel.set_available(available, writable, message)
        self.refresh()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.dock.set_theme(theme, "study")
        self.toggle_action.setIcon(icon("study", theme.text))
        if self._panel is not None:
            self._panel.set_theme(theme)

    def show(self) -> None:
        self.dock.show()
        self.dock.raise_()

    # ------------------------------------------------------------------ reading
    def plans(self) -> list[Plan]:
        ud = self.store.userdata
        if ud is None:
            return []
        try:
            return ud.list_plans()
        except Exception as exc:  # noqa: BLE001 - worded in the notice; the panel stays as it was
            self.ctx.failed(exc)
            return []

    def refresh(self) -> None:
        if self.dock.isVisible() and self.store.userdata is not None:
            self.panel.show_plans(self.plans(), self.current, self.today())

    def _on_changed(self, kinds: set[str]) -> None:
        if "all" in kinds or "plans" in kinds:
            self.refresh()

    def show_plan(self, plan_id: str) -> None:
        """Show this plan in the panel (the picker's choice)."""
        self.current = plan_id
        self.show()
        self.refresh()

    def open_today(self, plan_id: str | None = None) -> None:
        """One click to today's reading: the plan shown (or the first with something to read today), its
        first reading due today — or, when today's is done, the next one — opened in the reader."""
        self.show()
        mine = self.plans()
        if not mine:
            return
        on = self.today()
        wanted = plan_id or self.current
        ordered = sorted(mine, key=lambda p: (p.id != wanted, not p.status(on).due))
        plan = ordered[0]
        status = plan.status(on)
        day = status.due[0] if status.due else status.next_unread
        if plan.id != self.current:
            self.current = plan.id
            self.refresh()
        if day is not None:
            self.open_day(plan.id, day)

    def open_day(self, plan_id: str, day: int) -> None:
        plan = next((p for p in self.plans() if p.id == plan_id), None)
        translation = self.host.current_translation()
        if plan is None or not translation or not 1 <= day <= plan.total:
            return
        first = plan.days[day - 1][0]
        self.host.reader.show_location(reference_location(translation, first), committed=True)
        self.ctx.say(
            self.tr("Day %1 of %2: %3")
            .replace("%1", str(day))
            .replace("%2", plan.title(i18n.ui_language()))
            .replace("%3", day_text(plan, day))
        )

    # ------------------------------------------------------------------ writing
    def start(self) -> None:
        dialog = PlanDialog(self.today(), self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.choice() is None:
            return
        self.start_chosen(dialog.choice())

    def start_chosen(self, choice) -> Plan | None:
        """Start what the dialog chose (a test calls this with a `PlanChoice`)."""
        lang = i18n.ui_language()

        def begin(ud: UserData) -> Plan:
            if choice.source == OWN:
                return ud.add_plan(choice.name, choice.days, start=choice.start)
            return ud.start_plan(choice.source, start=choice.start, lang=lang)

        title = choice.name if choice.source == OWN else core_plans.builtin(choice.source).name(lang)
        plan = ops.write(self.ctx, begin, {"plans"}, self.tr("Started “%1” — saved.").replace("%1", title))
        if plan is not None:
            self.current = plan.id
            self.show()
            self.refresh()
        return plan

    def mark(self, plan_id: str, days: list[int], read: bool) -> None:
        on = self.today()
        done = self.tr("Marked as read — saved.") if read else self.tr("Marked as not read — saved.")
        ops.write(self.ctx, lambda ud: ud.mark_read(plan_id, days, read, on=on), {"plans"}, done)

    def catch_up(self, plan_id: str) -> None:
        on = self.today()
        plan = ops.write(self.ctx, lambda ud: ud.catch_up(plan_id, on), {"plans"})
        if plan is not None and plan.catch_up_until is not None:
            until = long_date(plan.catch_up_until)
            self.ctx.say(self.tr("The readings behind are spread until %1 — saved.").replace("%1", until))

    def restart(self, plan_id: str) -> None:
        on = self.today()
        ops.write(
            self.ctx,
            lambda ud: ud.restart_plan(plan_id, on),
            {"plans"},
            self.tr("The plan starts again today from the first day not read — saved."),
        )

    def remove(self, plan_id: str) -> None:
        plan = next((p for p in self.plans() if p.id == plan_id), None)
        if plan is None:
            return
        title = plan.title(i18n.ui_language())
        if not self.questions.confirm(
            self.tr("Remove the plan"),
            self.tr("Remove “%1” and the record of the days you read?").replace("%1", title),
            self.tr("Remove"),
        ):
            return
        ops.write(
            self.ctx,
            lambda ud: ud.delete_plan(plan_id),
            {"plans"},
            self.tr("Removed “%1”.").replace("%1", title),
        )
