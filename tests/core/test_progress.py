"""Time left for long work, from the observed rate."""

from __future__ import annotations

import pytest

from app.core.progress import Remaining


def test_remaining_time_comes_from_the_rate_since_the_first_report():
    now = [100.0]
    r = Remaining(clock=lambda: now[0], min_seconds=2.0)
    assert r.update(300, 1000) is None  # a resumed build starts at 300: its head start is not a rate
    now[0] += 1
    assert r.update(400, 1000) is None  # too soon to tell
    now[0] += 9  # 10 s for 400 units since the first report: 40 per second
    assert r.update(700, 1000) == pytest.approx(7.5)
    assert r.update(1000, 1000) is None  # done


def test_remaining_restarts_when_progress_goes_back():
    now = [0.0]
    r = Remaining(clock=lambda: now[0], min_seconds=0.0)
    r.update(50, 100)
    now[0] = 5
    assert r.update(10, 100) is None  # a new pass (e.g. the second view): measure afresh
    now[0] = 10
    assert r.update(20, 100) == pytest.approx(40.0)


def test_a_second_pass_from_zero_is_measured_afresh_even_when_the_first_began_at_zero():
    """The status read "98 %, under a minute" then "0 %, about 6445 min": the second pass's first units were
    divided by the time since the first pass began."""
    now = [0.0]
    r = Remaining(clock=lambda: now[0], min_seconds=0.0)
    for step in range(0, 101, 10):  # the first pass: 100 units in 100 s
        now[0] = float(step)
        r.update(step, 100)
    now[0] = 400.0
    assert r.update(0, 100) is None  # the second pass starts over
    now[0] = 401.0
    assert r.update(1, 100) == pytest.approx(99.0)  # its own rate: 1 unit a second, not 1 in 401 s
