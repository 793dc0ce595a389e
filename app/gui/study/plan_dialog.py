"""Starting a reading plan: one of the built-in plans, or the person's own list of passages, from a date.

The dialog reads the person's passages with the core (`plans.read_plan_text`) before it closes, and words
what cannot be read under the text, naming the line; nothing is written until it is accepted. What it
chose is `choice()`: the controller starts the plan.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core import plans
from app.gui import i18n

OWN = "own"

translate = QCoreApplication.translate  # lupdate reads `translate("PlanDialog", "...")` calls


@dataclass(frozen=True)
class PlanChoice:
    source: str  # a built-in plan's id, or OWN
    start: date
    name: str = ""
    days: tuple[plans.Day, ...] = ()  # the person's own plan, read


def describe_plan_error(exc: plans.PlanTextError) -> str:
    """What cannot be read in a plan the person wrote, in their language, naming the line."""
    if exc.kind == "empty":
        return translate(
            "PlanDialog", "Write at least one passage: a line a day, like “John 1-3” or “Ps 23; Rom 8:28-39”."
        )
    if exc.kind == "length":
        return (
            translate("PlanDialog", "A plan has at most %1 days; this one has %2.")
            .replace("%1", i18n.number(plans.MAX_PLAN_DAYS))
            .replace("%2", i18n.number(exc.count))
        )
    if exc.kind == "days":
        return translate("PlanDialog", "A plan lasts from 1 to %1 days.").replace(
            "%1", i18n.number(plans.MAX_PLAN_DAYS)
        )
    if exc.kind == "too_few":
        return (
            translate("PlanDialog", "These passages make %1 readings: they cannot fill %2 days.")
            .replace("%1", i18n.number(exc.count))
            .replace("%2", i18n.number(exc.days))
        )
    if exc.kind == "parts":
        what = translate("PlanDialog", "a day holds at most %1 passages").replace("%1", str(exc.count))
    elif exc.kind == "reference" and exc.reference is not None:
        what = i18n.describe_bad_reference(exc.reference)
    else:
        what = translate("PlanDialog", "“%1” is not a passage.").replace("%1", exc.text[:60])
    return translate("PlanDialog", "Line %1: %2").replace("%1", str(exc.line)).replace("%2", what)


class PlanDialog(QDialog):
    """Which plan, from which date; the person's own written as passages."""

    def __init__(self, today: date, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PlanDialog")
        self.setWindowTitle(self.tr("Start a reading plan"))
        self._choice: PlanChoice | None = None
        lang = i18n.ui_language()
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        self.options: dict[str, QRadioButton] = {}
        for n, plan in enumerate(plans.BUILTIN):
            button = QRadioButton(plan.name(lang), self)
            button.setObjectName(f"Plan-{plan.id}")
            button.setToolTip(plan.about(lang))
            self.options[plan.id] = button
            self.group.addButton(button, n)
            about = QLabel(plan.about(lang), self)
            about.setObjectName("Hint")
            about.setIndent(22)
            about.setWordWrap(True)
            layout.addWidget(button)
            layout.addWidget(about)
        own = QRadioButton(self.tr("My own plan, from a list of passages"), self)
        own.setObjectName("Plan-own")
        self.options[OWN] = own
        self.group.addButton(own, len(plans.BUILTIN))
        layout.addWidget(own)
        layout.addWidget(self._build_own())
        self.start = QDateEdit(QDate(today.year, today.month, today.day), self)
        self.start.setObjectName("PlanStart")
        self.start.setCalendarPopup(True)
        form = QFormLayout()
        form.addRow(self.tr("First day:"), self.start)
        layout.addLayout(form)
        self.problem = QLabel(self)
        self.problem.setObjectName("PlanProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the person's line
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.options[plans.BUILTIN[0].id].setChecked(True)
        self.group.idToggled.connect(lambda _i, _on: self._sync())
        self._sync()

    def _build_own(self) -> QWidget:
        box = QWidget(self)
        self.name = QLineEdit(box)
        self.name.setObjectName("PlanName")
        self.name.setPlaceholderText(self.tr("Name, e.g. Advent"))
        self.passages = QPlainTextEdit(box)
        self.passages.setObjectName("PlanPassages")
        self.passages.setPlaceholderText(self.tr("A line a day, e.g.\nIsa 9:1-7\nIsa 11\nLuke 1:26-38"))
        self.passages.setTabChangesFocus(True)
        self.cut = QCheckBox(self.tr("Spread the passages over"), box)
        self.cut.setObjectName("PlanCut")
        self.cut_days = QSpinBox(box)
        self.cut_days.setObjectName("PlanCutDays")
        self.cut_days.setRange(1, plans.MAX_PLAN_DAYS)
        self.cut_days.setValue(30)
        self.cut_days.setSuffix(self.tr(" days"))
        self.cut.toggled.connect(self.cut_days.setEnabled)
        self.cut_days.setEnabled(False)
        form = QFormLayout(box)
        form.setContentsMargins(22, 0, 0, 0)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Passages:"), self.passages)
        form.addRow(self.cut, self.cut_days)
        return box

    def _sync(self) -> None:
        own = self.options[OWN].isChecked()
        for widget in (self.name, self.passages, self.cut, self.cut_days):
            widget.setEnabled(own and (widget is not self.cut_days or self.cut.isChecked()))

    def choice(self) -> PlanChoice | None:
        """What was chosen, once accepted."""
        return self._choice

    def accept(self) -> None:
        start = self.start.date().toPython()
        chosen = next(key for key, button in self.options.items() if button.isChecked())
        if chosen != OWN:
            self._choice = PlanChoice(chosen, start)
            super().accept()
            return
        name = " ".join(self.name.text().split())
        if not name:
            self._say(self.tr("Give your plan a name."))
            self.name.setFocus()
            return
        try:
            days = plans.read_plan_text(
                self.passages.toPlainText(),
                i18n.ui_language(),
                self.cut_days.value() if self.cut.isChecked() else None,
            )
        except plans.PlanTextError as exc:
            self._say(describe_plan_error(exc))
            self.passages.setFocus()
            return
        self._choice = PlanChoice(OWN, start, name, days)
        super().accept()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
