"""Reading plans and their progress (methods of `UserData`).

A plan is stored with its days written out and the date it began; each day read is a row of `plan_days`.
Where the person stands on a date is worked out from these (`app.core.plans.schedule`), never stored, so the
calendar moving on needs no write. Dates are the person's calendar dates, given by the caller.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime

from app.core.errors import BadReference
from app.core.plans import catalog, schedule
from app.core.userdata.records import new_id, parse_timestamp, utc_now
from app.core.userdata.rows import Tables, clean_name, delete_row, row_by_id

MIN_DATE = date(1900, 1, 1)  # the dates a plan may start on (its days stay far inside what `date` holds)
MAX_DATE = date(2999, 12, 31)


@dataclass(frozen=True)
class Plan:
    id: str
    source: str  # the built-in plan it was made from ("bible-year"), "" for the person's own
    name: str  # as stored; `title(lang)` names a built-in plan in the person's language
    days: tuple[catalog.Day, ...]
    start: date
    catch_up_until: date | None
    read_on: dict[int, date]  # each day marked read, and the person's date it was read on
    created_at: str
    updated_at: str

    @property
    def total(self) -> int:
        return len(self.days)

    @property
    def read(self) -> frozenset[int]:
        return frozenset(self.read_on)

    def title(self, lang: str = "pt") -> str:
        found = catalog.BY_ID.get(self.source)
        return found.name(lang) if found is not None else self.name

    def status(self, on: date) -> schedule.Status:
        on_the_day = {day for day, when in self.read_on.items() if when == on}
        return schedule.status(self.total, self.start, self.read, on, self.catch_up_until, on_the_day)

    def date_of(self, day: int) -> date:
        return schedule.date_of(self.start, day)


def check_date(value: object, what: str = "a plan's start") -> date:
    if not isinstance(value, date) or isinstance(value, bool):
        raise ValueError(f"{what} is a date, not {type(value).__name__}")
    value = date(value.year, value.month, value.day)  # a datetime counts by its date
    if not MIN_DATE <= value <= MAX_DATE:
        raise ValueError(f"{what} must be between {MIN_DATE} and {MAX_DATE}, not {value}")
    return value


def read_date(text: str) -> date:
    """A stored date (YYYY-MM-DD); ValueError for anything else."""
    if not isinstance(text, str) or len(text) != 10:
        raise ValueError(f"not a date: {text!r}")
    return check_date(date.fromisoformat(text), "a date")


class Plans(Tables):
    """Reading plans: start a built-in one or the person's own, mark days read, catch up, restart."""

    def start_plan(self, source: str, *, start: date, lang: str = "pt") -> Plan:
        """Begin one of the built-in plans (`app.core.plans.BUILTIN`) on `start`; `UnknownPlan` otherwise.
        The same plan may run twice (a second year through the Bible)."""
        found = catalog.builtin(source)
        return self._insert_plan(found.id, found.name(lang), found.days(), start)

    def add_plan(self, name: str, days: Sequence[catalog.Day], *, start: date) -> Plan:
        """The person's own plan: `days` as `plans.read_plan_text` reads them."""
        if not days:
            raise BadReference("a plan needs at least one day")
        return self._insert_plan("", name, tuple(tuple(day) for day in days), start)

    def _insert_plan(self, source: str, name: str, days: tuple[catalog.Day, ...], start: date) -> Plan:
        name = clean_name(name, "plan")
        start = check_date(start)
        readings = catalog.days_text(days)
        catalog.days_from_text(readings)  # a day with no passage, or too many days, is refused here
        plan_id, now = new_id(), utc_now()
        with self._write() as conn:
            conn.execute(
                "INSERT INTO plans (id, source, name, readings, start_date, catch_up_until, created_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)",
                (plan_id, source, name, readings, start.isoformat(), now, now),
            )
        return self.get_plan(plan_id)

    def get_plan(self, plan_id: str) -> Plan:
        with self._read() as conn:
            row = row_by_id(conn, "plans", plan_id, "plan")
            read = conn.execute("SELECT day, read_at FROM plan_days WHERE plan_id = ?", (plan_id,)).fetchall()
        return _plan_of(row, read)

    def list_plans(self) -> list[Plan]:
        """Oldest first."""
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM plans ORDER BY created_at, id").fetchall()
            read: dict[str, list[tuple[int, str]]] = {}
            for plan_id, day, read_at in conn.execute("SELECT plan_id, day, read_at FROM plan_days"):
                read.setdefault(plan_id, []).append((day, read_at))
        return [_plan_of(r, read.get(r["id"], [])) for r in rows]

    def delete_plan(self, plan_id: str) -> None:
        """The plan and its progress."""
        with self._write() as conn:
            delete_row(conn, "plans", plan_id, "plan")

    def mark_read(
        self, plan_id: str, days: Iterable[int], read: bool = True, *, on: date | None = None
    ) -> Plan:
        """Mark days read (or not read, with `read=False`); a day outside the plan is a `ValueError`. `on`:
        the person's date they were read on (today when None)."""
        days = list(days)
        with self._write() as conn:
            total = len(_stored_days(row_by_id(conn, "plans", plan_id, "plan")))
            for day in days:
                if isinstance(day, bool) or not isinstance(day, int) or not 1 <= day <= total:
                    raise ValueError(f"the plan has days 1 to {total}, not {day!r}")
            wanted = sorted(set(days))
            if read:
                now = _stamp(on)
                conn.executemany(
                    "INSERT OR IGNORE INTO plan_days (id, plan_id, day, read_at) VALUES (?, ?, ?, ?)",
                    [(new_id(), plan_id, day, now) for day in wanted],
                )
            else:
                conn.executemany(
                    "DELETE FROM plan_days WHERE plan_id = ? AND day = ?", [(plan_id, d) for d in wanted]
                )
        return self.get_plan(plan_id)

    def mark_due_read(self, plan_id: str, on: date) -> Plan:
        """Everything due on `on` (today's reading, and the missed days caught up today) marked read."""
        on = check_date(on, "a day")
        return self.mark_read(plan_id, self.get_plan(plan_id).status(on).due, on=on)

    def catch_up(self, plan_id: str, on: date, days: int | None = None) -> Plan:
        """Spread the missed days over the next `days` days (fewer when fewer are missed), from `on`; by
        default one more reading a day, ending by the plan's last day (`schedule.catch_up_days`)."""
        on = check_date(on, "a day")
        if days is not None and (
            isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= catalog.MAX_PLAN_DAYS
        ):
            raise ValueError(f"a catch-up lasts from 1 to {catalog.MAX_PLAN_DAYS} days, not {days!r}")
        plan = self.get_plan(plan_id)
        status = plan.status(on)
        behind = len(status.behind)
        if days is None:
            days = schedule.catch_up_days(plan.total, status.day, behind)
        until = min(schedule.catch_up_end(on, behind, days), MAX_DATE) if behind else None
        return self._update_schedule(plan_id, plan.start, until)

    def restart_plan(self, plan_id: str, on: date) -> Plan:
        """Move the plan so its first unread day is `on`; what was read stays read."""
        on = check_date(on, "a day")
        plan = self.get_plan(plan_id)
        start = schedule.restarted_start(plan.start, plan.total, plan.read, on)
        return self._update_schedule(plan_id, check_date(start), None)

    def _update_schedule(self, plan_id: str, start: date, until: date | None) -> Plan:
        with self._write() as conn:
            conn.execute(
                "UPDATE plans SET start_date = ?, catch_up_until = ?, updated_at = ? WHERE id = ?",
                (start.isoformat(), until.isoformat() if until else None, utc_now(), plan_id),
            )
        return self.get_plan(plan_id)


def _stored_days(row) -> tuple[catalog.Day, ...]:
    return catalog.days_from_text(row["readings"])


def _stamp(on: date | None) -> str:
    """When a day was read: now, or noon of the person's date `on` when that is another day (a reading
    marked for yesterday; a calendar simulated by a test)."""
    if on is None or check_date(on, "a day") == date.today():
        return utc_now()
    noon = datetime(on.year, on.month, on.day, 12).astimezone()  # the local noon, in the local zone
    return noon.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _plan_of(row, read: Iterable[tuple[int, str]]) -> Plan:
    until = row["catch_up_until"]
    days = _stored_days(row)
    return Plan(
        row["id"],
        row["source"],
        row["name"],
        days,
        read_date(row["start_date"]),
        read_date(until) if until else None,
        {d: parse_timestamp(when).astimezone().date() for d, when in read if d <= len(days)},
        row["created_at"],
        row["updated_at"],
    )


__all__ = ["MAX_DATE", "MIN_DATE", "Plan", "Plans", "check_date", "read_date"]
