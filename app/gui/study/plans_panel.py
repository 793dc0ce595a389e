"""The reading plans panel (a dock beside the reader): the plan shown, today's reading, what is behind, and
every day of the plan with whether it was read.

The panel writes nothing and holds no controller: it is given the plans and the date (`show_plans`) and says
by signals what the person asked — open a passage, mark days read, catch up, restart, remove, start a plan.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core import plans as core_plans
from app.gui import i18n
from app.gui.banner import Banner
from app.gui.look.theme import LIGHT, Theme
from app.gui.shell.access import name_choice

if TYPE_CHECKING:
    from app.core.userdata.plan_progress import Plan

DayRole = Qt.ItemDataRole.UserRole + 41


def day_text(plan: Plan, day: int) -> str:
    """A day's reading for people: "Gênesis 1–3; Salmo 23"."""
    return core_plans.describe_day(plan.days[day - 1], i18n.ui_language())


def short_date(when: date) -> str:
    return QLocale().toString(QDate(when.year, when.month, when.day), "d MMM")


def long_date(when: date) -> str:
    return QLocale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.LongFormat)


class PlansPanel(QWidget):
    # the person asked to start a plan (no payload)
    start_requested = Signal()
    # the person picked the plan to show (plan id)
    plan_chosen = Signal(str)
    # the person asked to read a day of the plan in the reader: (plan id, day)
    day_requested = Signal(str, int)
    # the person asked to read today's reading (plan id)
    today_requested = Signal(str)
    # the person marked days read or not read: (plan id, list of days, read)
    days_marked = Signal(str, list, bool)
    # the person asked to spread the missed days over the next days (plan id)
    catch_up_requested = Signal(str)
    # the person asked to move the plan so its first unread day is today (plan id)
    restart_requested = Signal(str)
    # the person asked to remove the plan and its progress (plan id)
    remove_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PlansPanel")
        self.theme = LIGHT
        self.plan: Plan | None = None
        self.on: date = date.today()
        self._writable = True
        self.banner = Banner(self, closable=False)
        self.picker = QComboBox(self)
        self.picker.setObjectName("PlanPicker")
        name_choice(self.picker, self.tr("Reading plan"))
        self.start_button = QPushButton(self.tr("Start a plan…"), self)
        self.start_button.setObjectName("StartPlanButton")
        self.start_button.clicked.connect(self.start_requested)
        self.empty = QLabel(
            self.tr(
                "No reading plan yet. A plan says what to read each day — the Bible in a year, the New "
                "Testament in 90 days, Psalms and Proverbs in a month, or your own list of passages — and "
                "keeps your place."
            ),
            self,
        )
        self.empty.setObjectName("Hint")
        self.empty.setWordWrap(True)
        self.body = self._build_body()
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.picker, 1)
        top.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        layout.addWidget(self.body, 1)
        self.picker.activated.connect(lambda i: self.plan_chosen.emit(self.picker.itemData(i)))
        self.show_plans([], None, self.on)

    def _build_body(self) -> QWidget:
        body = QWidget(self)
        self.title = QLabel(body)
        self.title.setObjectName("PlanTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # the person's own plan is named in their words
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.progress = QProgressBar(body)
        self.progress.setObjectName("PlanProgress")
        self.where = QLabel(body)
        self.where.setObjectName("PlanWhere")
        self.where.setWordWrap(True)
        self.today_heading = QLabel(body)
        self.today_heading.setObjectName("PlanTodayHeading")
        self.today_heading.setFont(font)
        self.today_list = QListWidget(body)
        self.today_list.setObjectName("PlanToday")
        self.today_list.setAccessibleName(self.tr("Today's reading"))
        self.today_list.setFrameShape(QFrame.Shape.NoFrame)
        self.today_list.itemActivated.connect(self._on_today_item)
        self.today_list.itemClicked.connect(self._on_today_item)
        self.open_button = QPushButton(self.tr("Read today's reading"), body)
        self.open_button.setObjectName("OpenTodayButton")
        self.open_button.clicked.connect(lambda: self.plan and self.today_requested.emit(self.plan.id))
        self.done_button = QPushButton(self.tr("Mark as read"), body)
        self.done_button.setObjectName("MarkReadButton")
        self.done_button.clicked.connect(self._mark_due)
        self.behind = QLabel(body)
        self.behind.setObjectName("PlanBehind")
        self.behind.setWordWrap(True)
        self.catch_up_button = QPushButton(self.tr("Catch up over the next days"), body)
        self.catch_up_button.setObjectName("CatchUpButton")
        self.catch_up_button.clicked.connect(lambda: self.plan and self.catch_up_requested.emit(self.plan.id))
        self.restart_button = QPushButton(self.tr("Restart from today"), body)
        self.restart_button.setObjectName("RestartButton")
        self.restart_button.clicked.connect(lambda: self.plan and self.restart_requested.emit(self.plan.id))
        self.days = self._build_days(body)
        self.remove_button = QPushButton(self.tr("Remove this plan…"), body)
        self.remove_button.setObjectName("RemovePlanButton")
        self.remove_button.clicked.connect(lambda: self.plan and self.remove_requested.emit(self.plan.id))
        return self._lay_out_body(body)

    def _build_days(self, parent: QWidget) -> QTreeWidget:
        days = QTreeWidget(parent)
        days.setObjectName("PlanDays")
        days.setAccessibleName(self.tr("The plan's days"))
        days.setColumnCount(3)
        days.setHeaderLabels([self.tr("Day"), self.tr("Reading"), self.tr("Date")])
        header = days.header()  # the reading takes the room the day and the date leave
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        days.setRootIsDecorated(False)
        days.setUniformRowHeights(True)
        days.setAlternatingRowColors(True)
        days.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        days.setToolTip(self.tr("Tick a day when you have read it; double-click to read it"))
        days.itemChanged.connect(self._on_day_ticked)
        days.itemActivated.connect(lambda item, _c: self._open_day(item))
        return days

    def _lay_out_body(self, body: QWidget) -> QWidget:
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.open_button, 1)
        buttons.addWidget(self.done_button, 1)
        catch = QHBoxLayout()
        catch.setContentsMargins(0, 0, 0, 0)
        catch.addWidget(self.catch_up_button, 1)
        catch.addWidget(self.restart_button, 1)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        for widget in (self.title, self.where, self.progress, self.today_heading, self.today_list):
            lay.addWidget(widget)
        lay.addLayout(buttons)
        lay.addWidget(self.behind)
        lay.addLayout(catch)
        lay.addWidget(self.days, 1)
        lay.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        return body

    # ------------------------------------------------------------------ state
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.banner.refresh_icon()

    def set_available(self, available: bool, writable: bool, message: tuple[str, str] | None = None) -> None:
        """Open and writable; open read-only (everything reads, nothing is marked); or not open at all."""
        self._writable = available and writable
        for widget in (self.start_button, self.done_button, self.catch_up_button, self.restart_button,
                       self.remove_button):  # fmt: skip
            widget.setEnabled(self._writable)
        self.body.setEnabled(available)
        if message is None:
            self.banner.hide()
        else:
            self.banner.show_message(message[0], message[1], kind="warn")
        if self.plan is not None:
            self._show_days(self.plan)

    def show_plans(self, plans: list[Plan], current: str | None, on: date) -> None:
        """The person's plans (oldest first), the one to show (the first when `current` is not among them),
        as of the date `on`."""
        self.on = on
        self.picker.blockSignals(True)
        self.picker.clear()
        for plan in plans:
            self.picker.addItem(plan.title(i18n.ui_language()), plan.id)
        shown = next((p for p in plans if p.id == current), plans[0] if plans else None)
        if shown is not None:
            self.picker.setCurrentIndex(self.picker.findData(shown.id))
        self.picker.blockSignals(False)
        self.picker.setVisible(len(plans) > 1)
        self.empty.setVisible(not plans)
        self.body.setVisible(shown is not None)
        self.plan = shown
        if shown is not None:
            self._show_plan(shown)

    def _show_plan(self, plan: Plan) -> None:
        status = plan.status(self.on)
        self.title.setText(plan.title(i18n.ui_language()))
        self.progress.setRange(0, plan.total)
        self.progress.setValue(status.read)
        self.progress.setFormat(self.tr("%1 of %2 days read").replace("%1", i18n.number(status.read))
                                .replace("%2", i18n.number(plan.total)))  # fmt: skip
        self.where.setText(self._where(plan, status))
        self.today_heading.setText(self.tr("Today, %1").replace("%1", long_date(self.on)))
        self.today_list.clear()
        for day in status.due:
            late = day != status.today
            text = (
                (self.tr("Day %1 (behind): %2") if late else self.tr("Day %1: %2"))
                .replace("%1", str(day))
                .replace("%2", day_text(plan, day))
            )
            item = QListWidgetItem(text)
            item.setData(DayRole, day)
            item.setToolTip(self.tr("Open it in the reader"))
            self.today_list.addItem(item)
        if not status.due:
            self.today_list.addItem(self._nothing_due(plan, status))
        self._fit_today()
        self.open_button.setEnabled(status.next_unread is not None)
        self.done_button.setVisible(bool(status.due))
        self._show_behind(plan, status)
        self._show_days(plan)

    def _fit_today(self) -> None:
        """Today's list as tall as its readings (up to five; more scroll): none hidden below its edge."""
        shown = self.today_list
        row = max(shown.sizeHintForRow(0), shown.fontMetrics().height() + 6)
        shown.setFixedHeight(row * min(5, max(1, shown.count())) + 2 * shown.frameWidth() + 4)

    def _where(self, plan: Plan, status: core_plans.Status) -> str:
        if status.finished:
            return self.tr("Finished: all %n day(s) read.", None, plan.total)
        if not status.started:
            return self.tr("Starts on %1.").replace("%1", long_date(plan.start))
        if status.day > plan.total:
            return self.tr(
                "Its last day was %1; %n day(s) still to read.", None, plan.total - status.read
            ).replace("%1", long_date(plan.date_of(plan.total)))
        return (
            self.tr("Day %1 of %2 · ends on %3")
            .replace("%1", str(status.day))
            .replace("%2", str(plan.total))
            .replace("%3", long_date(plan.date_of(plan.total)))
        )

    def _nothing_due(self, plan: Plan, status: core_plans.Status) -> QListWidgetItem:
        """Today is read (or the plan has not begun): what comes next, to read ahead."""
        if status.next_unread is None:
            item = QListWidgetItem(self.tr("Every day of this plan is read."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            return item
        nxt = status.next_unread
        text = (
            self.tr("Today's reading is done. Next, day %1: %2")
            if status.started
            else self.tr("First, day %1: %2")
        )
        item = QListWidgetItem(text.replace("%1", str(nxt)).replace("%2", day_text(plan, nxt)))
        item.setData(DayRole, nxt)
        item.setToolTip(self.tr("Open it in the reader"))
        return item

    def _show_behind(self, plan: Plan, status: core_plans.Status) -> None:
        behind = len(status.behind)
        if not behind:
            self.behind.hide()
            self.catch_up_button.hide()
            self.restart_button.hide()
            return
        since = short_date(plan.date_of(status.behind[0]))
        if status.catching_up:
            text = self.tr("%n reading(s) behind since %1; catching up until %2.", None, behind)
            text = text.replace("%2", long_date(plan.catch_up_until))  # type: ignore[arg-type]
        else:
            text = self.tr("%n reading(s) behind since %1", None, behind)
        self.behind.setText(text.replace("%1", since))
        self.behind.show()
        self.catch_up_button.setVisible(not status.catching_up)
        self.restart_button.show()

    def _show_days(self, plan: Plan) -> None:
        status = plan.status(self.on)
        self.days.blockSignals(True)
        self.days.clear()
        late = set(status.behind)
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._writable:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        items = []
        for day in range(1, plan.total + 1):
            when = plan.date_of(day)
            item = QTreeWidgetItem([str(day), day_text(plan, day), short_date(when)])
            item.setData(0, DayRole, day)
            item.setFlags(flags)
            item.setCheckState(0, Qt.CheckState.Checked if day in plan.read else Qt.CheckState.Unchecked)
            if day in late:
                item.setToolTip(2, self.tr("Behind"))
                item.setForeground(2, QColor(self.theme.warn_text))
            items.append(item)
        self.days.addTopLevelItems(items)
        self.days.blockSignals(False)
        target = status.today or status.next_unread
        if target is not None:  # today's row current, the days behind it in view above it
            self.days.setCurrentItem(self.days.topLevelItem(target - 1))
            first = min([target, *status.behind[:1]])
            self.days.scrollToItem(
                self.days.topLevelItem(max(0, first - 2)), QAbstractItemView.ScrollHint.PositionAtTop
            )

    # ------------------------------------------------------------------ what the person asks
    def _mark_due(self) -> None:
        if self.plan is not None:
            due = list(self.plan.status(self.on).due)
            if due:
                self.days_marked.emit(self.plan.id, due, True)

    def _on_day_ticked(self, item: QTreeWidgetItem, column: int) -> None:
        if self.plan is None or column != 0:
            return
        read = item.checkState(0) == Qt.CheckState.Checked
        self.days_marked.emit(self.plan.id, [int(item.data(0, DayRole))], read)

    def _on_today_item(self, item: QListWidgetItem) -> None:
        day = item.data(DayRole)
        if self.plan is not None and day:
            self.day_requested.emit(self.plan.id, int(day))

    def _open_day(self, item: QTreeWidgetItem) -> None:
        if self.plan is not None:
            self.day_requested.emit(self.plan.id, int(item.data(0, DayRole)))
