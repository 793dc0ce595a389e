"""The terminal progress bars, written to a pipe (one line per 10 %)."""

from __future__ import annotations

import io
import itertools
import re

import pytest

from app.cli import progress_bar
from app.cli.progress_bar import ProgressBar, StageBars


@pytest.fixture(autouse=True)
def slow_clock(monkeypatch):
    """A second passes between reports, so the bars' redraw throttle lets every one through."""
    ticks = itertools.count()
    monkeypatch.setattr(progress_bar.time, "monotonic", lambda: float(next(ticks)))


def test_a_piped_bar_writes_one_line_per_tenth():
    out = io.StringIO()
    bar = ProgressBar("Importing", stream=out)
    for done in range(101):
        bar(done, 100)
    bar.finish("ok")
    lines = out.getvalue().splitlines()
    assert len(lines) == 12 and "100.0%" in lines[-2] and lines[-1].startswith("Importing ok (")


def test_stage_bars_give_each_pass_its_own_bar(monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "en")
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


def test_a_quiet_bar_says_nothing_when_its_work_was_already_done():
    """The model's bar on every resumed set-up: "Building the e5 model done (0:00)" though nothing was
    built."""
    out = io.StringIO()
    bar = ProgressBar("Building the e5 model", stream=out, quiet=True)
    bar.finish()
    assert out.getvalue() == ""
    bar(5, 10)
    bar.finish()
    assert out.getvalue().splitlines()[-1].startswith("Building the e5 model ")


def test_the_bars_speak_the_interface_language_and_say_the_time_left_once_settled(monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR.UTF-8")
    out = io.StringIO()
    bars = StageBars("Índice de sentido da Bíblia Livre", between="já pesquisável", stream=out)
    for done in range(0, 3001, 10):  # a steady pace (the clock ticks a second a reading)
        bars(done, 3000, "verses")
    bars.finish()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Índice de sentido da Bíblia Livre (versículos) ")
    assert "faltam" not in lines[0]  # 0 %: nothing said before the rate has settled
    minutes = [int(m.group(1)) for line in lines if (m := re.search(r"faltam cerca de (\d+) min", line))]
    assert "faltam cerca de" in lines[2] and minutes == sorted(minutes, reverse=True)  # said from 20 %, down
    assert lines[-1].startswith("Índice de sentido da Bíblia Livre (versículos) pronto (")
