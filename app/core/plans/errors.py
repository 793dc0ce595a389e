"""Typed errors of reading plans; the CLI and the GUI word them for people."""

from __future__ import annotations

from app.core.errors import LampadaError


class PlanTextError(LampadaError):
    """A plan the person wrote that cannot be read: `line` (1-based, 0 for the whole text) and `problem`
    say where and why in English; `kind` says which, for the GUI to word it: "empty" (no passage at all),
    "not_passage" (`text`: a line that is not one), "reference" (`reference`: the `BadReference` of a passage
    that cannot exist), "length" (more than `MAX_PLAN_DAYS` days: `count`), "days" (a number of days outside
    1 to `MAX_PLAN_DAYS`: `days`), "too_few" (`count` readings cannot fill `days` days), "parts" (a line of
    more passages than a day holds: `count`, the most)."""

    def __init__(
        self,
        line: int,
        problem: str,
        text: str = "",
        *,
        kind: str = "",
        reference: Exception | None = None,
        count: int = 0,
        days: int = 0,
    ):
        self.line = line
        self.problem = problem
        self.text = text
        self.kind = kind
        self.reference = reference
        self.count = count
        self.days = days
        super().__init__(f"line {line}: {problem}" if line else problem)


class UnknownPlan(LampadaError):
    """No built-in plan has this id (`lampada plan list` names them)."""

    def __init__(self, plan_id: str):
        self.plan_id = plan_id
        super().__init__(f"no reading plan {plan_id!r}")
