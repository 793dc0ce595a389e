"""The terminal progress bars, written to a pipe (one line per 10 %)."""

from __future__ import annotations

import io
import itertools

import pytest

from app import cli_progress
from app.cli_progress import ProgressBar, StageBars


@pytest.fixture(autouse=True)
def slow_clock(monkeypatch):
    """A second passes between reports, so the bars' redraw throttle lets every one through."""
    ticks = itertools.count()
    monkeypatch.setattr(cli_progress.time, "monotonic", lambda: float(next(ticks)))


def test_a_piped_bar_writes_one_line_per_tenth():
    out = io.StringIO()
    bar = ProgressBar("Importing", stream=out)
    for done in range(101):
        bar(done, 100)
    bar.finish("ok")
    lines = out.getvalue().splitlines()
    assert len(lines) == 12 and "100.0%" in lines[-2] and lines[-1].startswith("Importing ok (")


def test_stage_bars_give_each_pass_its_own_bar():
    out = io.StringIO()
    bars = StageBars("Meaning index web", between="searchable", stream=out)
    for stage in ("verses", "context"):
        for done in range(0, 1001, 10):
            bars(done, 1000, stage)
    bars.finish("1000 verses")
    text = out.getvalue()
    assert "Meaning index web (verses) searchable" in text
    context = [line for line in text.splitlines() if line.startswith("Meaning index web (context) ")]
    assert any("50.0%" in line for line in context) and any("100.0%" in line for line in context)
    assert text.rstrip().splitlines()[-1].startswith("Meaning index web (context) 1000 verses")
