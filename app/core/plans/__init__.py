"""Reading plans: what to read each day (`catalog`: three built-in plans and plans a person writes), and
where a person stands on a given date (`schedule`: today's reading, what was missed, catching up). The
progress is kept in the user database (`app.core.userdata.plan_progress`). See docs/userdata.md, "Reading
plans".
"""

from app.core.errors import PlanTextError, UnknownPlan
from app.core.plans.catalog import (
    BUILTIN,
    MAX_PLAN_DAYS,
    BuiltinPlan,
    Day,
    builtin,
    days_from_text,
    days_text,
    describe_day,
    read_plan_text,
)
from app.core.plans.schedule import Status, catch_up_days, status

__all__ = [
    "BUILTIN",
    "MAX_PLAN_DAYS",
    "BuiltinPlan",
    "Day",
    "PlanTextError",
    "Status",
    "UnknownPlan",
    "builtin",
    "catch_up_days",
    "days_from_text",
    "days_text",
    "describe_day",
    "read_plan_text",
    "status",
]
