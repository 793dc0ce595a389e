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
