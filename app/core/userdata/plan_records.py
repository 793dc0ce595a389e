"""Reading plans in an export (`transfer`): what their fields hold, and how their records fit together.

A file written before plans existed (format 1) has no plans; one from this version has `plans` (each with
its days written out) and `plan_days` (the days read). A day read of a plan that is not in the file, a day the
plan does not have, or a day listed twice is left out of an import and named, never costing the others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.errors import BadReference
from app.core.plans import catalog
from app.core.userdata.plan_progress import MAX_DATE, MIN_DATE, read_date
from app.core.userdata.records import MAX_TEXT_CHARS

MAX_SOURCE_CHARS = 100  # the id of the built-in plan a plan was made from
SINCE_FORMAT = 2  # the export format that added the plans' tables


def _date_problem(value: Any) -> str | None:
    try:
        read_date(value)
    except (TypeError, ValueError):
        return f"expected a date from {MIN_DATE} to {MAX_DATE} (YYYY-MM-DD)"
    return None


def _readings_problem(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > MAX_TEXT_CHARS:
        return f"expected a plan's days as text of at most {MAX_TEXT_CHARS:,} characters"
    try:
        catalog.days_from_text(value)
    except BadReference as e:
        return f"expected a plan's days, a line a day of OSIS passages ({e})"
    return None


CHECKS: dict[str, Callable[[Any], str | None]] = {
    "source": lambda v: (
        None
        if isinstance(v, str) and len(v) <= MAX_SOURCE_CHARS
        else f"expected a plan's id of at most {MAX_SOURCE_CHARS} characters"
    ),
    "readings": _readings_problem,
    "date": _date_problem,
    "date?": lambda v: None if v is None else _date_problem(v),
    "day": lambda v: (
        None
        if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= catalog.MAX_PLAN_DAYS
        else f"expected a day from 1 to {catalog.MAX_PLAN_DAYS:,}"
    ),
}


def validate_relations(payload: dict[str, list[dict[str, Any]]], problems: list[str]) -> None:
    """Leave out (and name in `problems`) each day read that does not belong to a plan of the file."""
    lengths = {row["id"]: len(catalog.days_from_text(row["readings"])) for row in payload["plans"]}
    seen: set[tuple[str, int]] = set()
    kept = []
    for row in payload["plan_days"]:
        where, plan_id, day = row["_where"], row["plan_id"], row["day"]
        if plan_id not in lengths:
            problems.append(f"{where}.plan_id: no plan with id {plan_id} in the file (left out)")
        elif day > lengths[plan_id]:
            problems.append(f"{where}.day: the plan has {lengths[plan_id]} days, not {day} (left out)")
        elif (plan_id, day) in seen:
            problems.append(f"{where}: day {day} of plan {plan_id} is listed twice (once is kept)")
        else:
            seen.add((plan_id, day))
            kept.append(row)
    payload["plan_days"] = kept
