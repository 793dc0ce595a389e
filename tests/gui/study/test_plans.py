"""Reading plans in the window: start one, today's reading in one click, a missed day (a simulated calendar)
caught up or restarted, days ticked in the plan's progress, the person's own plan and what cannot be read in
it, removing a plan — all through the dock, its buttons and the window's actions."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.core.plans import read_plan_text
from app.gui.study.plan_dialog import OWN, PlanChoice, PlanDialog
from app.gui.study.plans_panel import DayRole, day_text
from tests.gui.study_helpers import ready

MONDAY = date(2026, 3, 2)


@pytest.fixture
def plans(qtbot, window):
    """The window's reading plans, on a calendar the test moves (`ReadingPlans.today`)."""
    ready(qtbot, window)
    tools = window.study.plans
    tools.today = lambda: MONDAY
    return tools


def _click(qtbot, button):
    """A click where the person clicks: on the button once it is laid out."""
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.waitUntil(lambda: button.window().isActiveWindow() or button.rect().height() > 4)
    qtbot.waitUntil(lambda: button.visibleRegion().boundingRect().contains(button.rect().center()))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _due_texts(panel) -> list[str]:
    return [panel.today_list.item(i).text() for i in range(panel.today_list.count())]


def test_start_a_built_in_plan_and_open_today_s_reading_in_one_click(qtbot, window, plans):
    dialog = PlanDialog(MONDAY, window)
    qtbot.addWidget(dialog)
    dialog.options["psalms-proverbs-month"].setChecked(True)
    dialog.accept()
    plan = plans.start_chosen(dialog.choice())
    assert plan is not None and plan.source == "psalms-proverbs-month" and plan.start == MONDAY
    qtbot.waitUntil(lambda: plans.dock.isVisible())
    panel = plans.panel
    assert panel.title.text() == plan.title("pt") or panel.title.text() == plan.title("en")
    assert [day_text(plan, 1) in t for t in _due_texts(panel)] == [True]
    _click(qtbot, panel.open_button)
    location = window.reader.location
    assert (location.book, location.chapter, location.verse) == ("Ps", 1, 0)  # Salmos 1–8: at its heading
    _click(qtbot, panel.done_button)
    assert window.study.userdata.get_plan(plan.id).read == {1}
    qtbot.waitUntil(lambda: not panel.done_button.isVisible())
    assert day_text(plan, 2) in _due_texts(panel)[0]  # today is read: the next day, to read ahead
    assert panel.progress.value() == 1 and panel.progress.maximum() == 31


def test_the_window_s_today_action_opens_the_plan_s_reading(qtbot, window, plans):
    plan = window.study.userdata.add_plan("Advento", read_plan_text("Jo 3:16-18\nSl 23\n"), start=MONDAY)
    later = MONDAY + timedelta(days=7)  # a second plan, with nothing to read today
    window.study.userdata.add_plan("Gênesis", read_plan_text("Gn 1\n"), start=later)
    window.study.store.mark_changed({"plans"})
    plans.today_action.trigger()
    qtbot.waitUntil(lambda: plans.dock.isVisible())
    location = window.reader.location
    assert (location.book, location.chapter, location.verse, location.end_verse) == ("John", 3, 16, 18)
    assert plans.panel.plan.id == plan.id


def test_a_missed_day_is_said_and_caught_up_from_the_panel(qtbot, window, plans):
    plan = window.study.userdata.start_plan("nt-90", start=MONDAY)
    plans.show()
    plans.today = lambda: MONDAY + timedelta(days=2)  # two days go by unread
    plans.refresh()
    panel = plans.panel
    assert panel.behind.isVisible() and "2" in panel.behind.text()
    assert panel.catch_up_button.isVisible() and panel.restart_button.isVisible()
    assert len(_due_texts(panel)) == 1  # only the day's own, until the person chooses
    _click(qtbot, panel.catch_up_button)
    qtbot.waitUntil(lambda: len(_due_texts(panel)) == 2)
    view = panel.today_list
    for i in range(view.count()):  # every reading due today is in sight, none below the list's edge
        assert view.viewport().rect().contains(view.visualItemRect(view.item(i))), i
    assert day_text(plan, 1) in _due_texts(panel)[0] and day_text(plan, 3) in _due_texts(panel)[1]
    assert not panel.catch_up_button.isVisible()  # catching up, until the date it says
    _click(qtbot, panel.done_button)
    assert window.study.userdata.get_plan(plan.id).read == {1, 3}
    qtbot.waitUntil(lambda: not panel.done_button.isVisible())  # the day's share is read: nothing more today
    plans.today = lambda: MONDAY + timedelta(days=3)
    plans.refresh()
    assert [t for t in _due_texts(panel)] and day_text(plan, 2) in _due_texts(panel)[0]


def test_restart_from_today_moves_the_plan_and_keeps_what_was_read(qtbot, window, plans):
    plan = window.study.userdata.start_plan("bible-year", start=MONDAY)
    window.study.userdata.mark_read(plan.id, [1])
    plans.today = lambda: MONDAY + timedelta(days=10)
    plans.show()
    panel = plans.panel
    assert panel.restart_button.isVisible()
    _click(qtbot, panel.restart_button)
    qtbot.waitUntil(lambda: not panel.behind.isVisible())
    moved = window.study.userdata.get_plan(plan.id)
    assert moved.read == {1} and moved.start == MONDAY + timedelta(days=9)
    assert day_text(plan, 2) in _due_texts(panel)[0]


def test_ticking_a_day_in_the_plan_s_progress_marks_it_read(qtbot, window, plans):
    plan = window.study.userdata.start_plan("nt-90", start=MONDAY)
    plans.show()
    days = plans.panel.days
    assert days.topLevelItemCount() == 90
    row = days.topLevelItem(4)
    assert row.data(0, DayRole) == 5 and row.text(1) == day_text(plan, 5)
    row.setCheckState(0, Qt.CheckState.Checked)
    assert window.study.userdata.get_plan(plan.id).read == {5}
    qtbot.waitUntil(lambda: plans.panel.days.topLevelItem(4).checkState(0) == Qt.CheckState.Checked)
    plans.panel.days.topLevelItem(4).setCheckState(0, Qt.CheckState.Unchecked)
    assert window.study.userdata.get_plan(plan.id).read == frozenset()


def test_your_own_plan_and_a_line_that_is_not_a_passage(qtbot, window, plans):
    dialog = PlanDialog(MONDAY, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.options[OWN].setChecked(True)
    dialog.name.setText("Advento")
    dialog.passages.setPlainText("Is 9:1-7\npão com manteiga\n")
    _click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    assert dialog.isVisible() and dialog.choice() is None  # nothing is started
    assert (
        dialog.problem.isVisible()
        and "2" in dialog.problem.text()
        and "pão com manteiga" in dialog.problem.text()
    )
    dialog.passages.setPlainText("Is 9:1-7\nIs 11\nLc 1:26-38\n")
    dialog.cut.setChecked(True)
    dialog.cut_days.setValue(2)
    _click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    choice = dialog.choice()
    assert isinstance(choice, PlanChoice) and choice.name == "Advento" and len(choice.days) == 2
    plan = plans.start_chosen(choice)
    assert plan.title("pt") == "Advento" and plan.total == 2


def test_removing_a_plan_asks_first_and_forgets_its_progress(qtbot, window, plans):
    plan = window.study.userdata.start_plan("nt-90", start=MONDAY)
    window.study.userdata.mark_read(plan.id, [1, 2])
    plans.show()
    asked = []
    window.study.questions.confirm = lambda title, text, yes: asked.append(text) or False
    _click(qtbot, plans.panel.remove_button)
    assert asked and window.study.userdata.list_plans() != []  # the person said no
    window.study.questions.confirm = lambda *args: True
    _click(qtbot, plans.panel.remove_button)
    assert window.study.userdata.list_plans() == []
    qtbot.waitUntil(lambda: plans.panel.empty.isVisible())
    assert plans.panel.start_button.isEnabled()


def test_the_plans_dock_is_in_the_view_menu_with_today_s_reading(qtbot, window, plans):
    texts = {a.shortcut().toString() for a in window.menuBar().actions()[2].menu().actions()}
    assert {"F8", "Ctrl+T"} <= texts


def test_an_import_says_how_many_plans_and_days_read_it_added(qapp):
    from app.core.userdata import ImportReport
    from app.gui.study.data_dialogs import describe_import_report

    text = describe_import_report(ImportReport("merge", added={"plans": 2, "plan_days": 5}))
    assert "2 reading plan(s)" in text and "5 day(s) read in the plans" in text, text


def test_read_only_notes_show_the_plan_and_mark_nothing(qtbot, tmp_path):
    from app.core.userdata import UserData
    from app.gui.study.plans_panel import PlansPanel

    with UserData.open(tmp_path / "userdata.sqlite3") as ud:
        plan = ud.mark_read(ud.start_plan("nt-90", start=MONDAY).id, [1])
    panel = PlansPanel()
    qtbot.addWidget(panel)
    panel.set_available(True, False)
    panel.show_plans([plan], plan.id, MONDAY + timedelta(days=3))
    panel.show()
    assert panel.title.isVisible() and panel.days.topLevelItemCount() == 90
    for button in (panel.start_button, panel.done_button, panel.catch_up_button, panel.restart_button):
        assert not button.isEnabled(), button.objectName()
    assert not panel.days.topLevelItem(1).flags() & Qt.ItemFlag.ItemIsUserCheckable
    assert panel.days.topLevelItem(0).checkState(0) == Qt.CheckState.Checked  # what was read still shows
    panel.set_available(True, True)
    assert panel.done_button.isEnabled()
    assert panel.days.topLevelItem(1).flags() & Qt.ItemFlag.ItemIsUserCheckable
