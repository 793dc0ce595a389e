"""Typed errors of reading plans; the CLI and the GUI word them for people."""

from __future__ import annotations

from app.core.errors import LampadaError


class PlanTextError(LampadaError):
    """A plan the person wrote that cannot be read: `line` (1-based, 0 for the whole text) and `problem`
    say where and why ("not a reference: 'pão'", "João has 21 chapters")."""

    def __init__(self, line: int, problem: str, text: str = ""):
        self.line = line
        self.problem = problem
        self.text = text
        super().__init__(f"line {line}: {problem}" if line else problem)


class UnknownPlan(LampadaError):
    """No built-in plan has this id (`lampada plan list` names them)."""

    def __init__(self, plan_id: str):
        self.plan_id = plan_id
        super().__init__(f"no reading plan {plan_id!r}")
