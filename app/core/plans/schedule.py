"""Where a person stands in a reading plan on a given date: today's reading, what was missed, catching up.

Day `d` of a plan is read on `start + d - 1`. A day not read before today is *behind*. Two ways back on track:

* **catch up** (`catch_up_until`): the missed days are spread over the days up to that date, beside each
  day's own reading (by default one more reading a day, ending by the plan's last day: `catch_up_days`) — on
  each date, the oldest missed days, as many as the days left to the end of the spread
  share them (rounded up): 5 missed over 7 days is one more reading on each of the next 5 days. The share is
  worked out again each day from what was missed when the day began, so reading more shortens the spread,
  missing again lengthens it, and marking a day's share read never brings the next one forward that day.
* **restart from today**: the plan moves so that its first unread day is today (`restarted_start`); what was
  read stays read.

Dates are the person's calendar dates (`datetime.date`), given by the caller: the core never asks the clock,
so a test can live through a missed week in a line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Status:
    """A plan on one date. Day numbers are 1-based."""

    total: int  # days in the plan
    read: int  # days marked read
    day: int  # the plan's day for this date (below 1 before it starts, above `total` after its end)
    due: tuple[int, ...]  # what to read on this date: missed days caught up now, then this date's own
    behind: tuple[int, ...]  # days of earlier dates not read, oldest first
    catching_up: bool  # the missed days are being spread (until `catch_up_until`)
    next_unread: int | None  # the first day not read (None when the plan is finished)

    @property
    def finished(self) -> bool:
        return self.read >= self.total

    @property
    def started(self) -> bool:
        return self.day >= 1

    @property
    def today(self) -> int | None:
        """This date's own day, when the plan runs on it."""
        return self.day if 1 <= self.day <= self.total else None

    @property
    def done_today(self) -> bool:
        """Nothing is left to read on this date (the plan may still be behind)."""
        return not self.due


def day_on(start: date, on: date) -> int:
    return (on - start).days + 1


def date_of(start: date, day: int) -> date:
    return start + timedelta(days=day - 1)


def status(
    total: int,
    start: date,
    read: frozenset[int] | set[int],
    on: date,
    catch_up_until: date | None = None,
    read_on_the_day: frozenset[int] | set[int] = frozenset(),
) -> Status:
    """Where a plan of `total` days begun on `start`, with the days `read`, stands on `on`.

    `read_on_the_day` are the days read on `on` itself: the missed days due on a date are worked out from
    what was behind when that date began, so marking them read does not bring the next ones forward the
    same day."""
    day = day_on(start, on)
    behind = tuple(d for d in range(1, min(day, total + 1)) if d not in read)
    # what was behind when the date began: those still unread, and those read on it
    owed = sorted({*behind, *(d for d in read_on_the_day if d < day and d <= total)})
    due: list[int] = []
    catching_up = bool(owed) and catch_up_until is not None and catch_up_until >= on
    if catching_up:
        days_left = (catch_up_until - on).days + 1  # type: ignore[operator]
        due.extend(d for d in owed[: math.ceil(len(owed) / days_left)] if d not in read)
    elif owed and day > total:  # the plan's time is over: what is left is due one day at a time
        due.extend(d for d in owed[:1] if d not in read)
    if 1 <= day <= total and day not in read:
        due.append(day)
    next_unread = next((d for d in range(1, total + 1) if d not in read), None)
    return Status(total, len(read), day, tuple(due), behind, catching_up and bool(behind), next_unread)


def catch_up_days(total: int, day: int, behind: int) -> int:
    """How long a catch-up lasts when the person does not say: one more reading a day until the missed days
    are read, and no later than the plan's last day (265 missed with 88 days left: three or four a day)."""
    left = total - day + 1 if 1 <= day <= total else behind
    return max(1, min(behind, left))


def catch_up_end(on: date, behind: int, days: int) -> date:
    """The last date of a spread of `behind` missed days begun on `on`: over `days` days, or fewer when fewer
    are missed (one more reading a day)."""
    return on + timedelta(days=max(1, min(days, behind)) - 1)


def restarted_start(start: date, total: int, read: frozenset[int] | set[int], on: date) -> date:
    """The start that makes the first unread day fall on `on` (the plan as it was when everything is read)."""
    first = next((d for d in range(1, total + 1) if d not in read), None)
    if first is None:
        return start
    return on - timedelta(days=first - 1)
