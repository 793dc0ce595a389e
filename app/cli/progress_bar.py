"""A terminal progress bar for the core's `progress(done, total, message)` callbacks."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from app.cli.words import _, time_left
from app.core.progress import TimeLeft


def _fmt_seconds(seconds: float) -> str:
    seconds = int(max(0, seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


class ProgressBar:
    """Redraws at most ~10 times a second; says the time left once the rate of the work has settled
    (`TimeLeft`), in the interface's language. `quiet`: nothing is written unless progress is reported (a
    step that finds its work already done says nothing)."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30, *, quiet: bool = False):
        self.label = label
        self.stream = stream or sys.stderr
        self.width = width
        self.started = time.monotonic()
        self.quiet = quiet
        self.reported = False
        self._last_draw = 0.0
        self._remaining = TimeLeft(clock=lambda: time.monotonic())
        self._last_decile = -1
        self._last_message = ""

    def __call__(self, done: int, total: int, message: str = "") -> None:
        self.reported = True
        now = time.monotonic()
        left = self._remaining.update(done, total)
        if now - self._last_draw < 0.1 and done < total:
            return
        self._last_draw = now
        frac = done / total if total else 0.0
        filled = int(self.width * frac)
        bar = "█" * filled + "░" * (self.width - filled)
        eta = f"  {time_left(left)}" if left is not None else ""
        text = f"\r{self.label} {bar} {frac:6.1%} {_(message)[:28]:<28}{eta:<28}"
        if self.stream.isatty():
            self.stream.write(text)
        elif int(frac * 10) > self._last_decile or (done >= total > 0) or message != self._last_message:
            # logs and pipes: one line per 10 %, or per stage of work whose size is not known
            self._last_decile, self._last_message = int(frac * 10), message
            self.stream.write(text.strip("\r").rstrip() + "\n")
        self.stream.flush()

    def finish(self, message: str | None = None) -> None:
        if self.quiet and not self.reported:
            return
        message = _("done") if message is None else message
        elapsed = _fmt_seconds(time.monotonic() - self.started)
        if self.stream.isatty():
            self.stream.write("\r" + " " * 160 + "\r")
        self.stream.write(f"{self.label} {message} ({elapsed})\n")
        self.stream.flush()


class StageBars:
    """One ProgressBar per stage of a job that reports `progress(done, total, stage)` stage after stage (a
    meaning index: the verses, then their context); a bar is closed with `between` when the next starts."""

    def __init__(self, label: str, between: str | None = None, stream: TextIO | None = None):
        self.label = label
        self.between = between
        self.stream = stream
        self._stage: str | None = None
        self._bar: ProgressBar | None = None

    def __call__(self, done: int, total: int, stage: str = "") -> None:
        if self._bar is None or stage != self._stage:
            if self._bar is not None:
                self._bar.finish(self.between)
            self._stage = stage
            self._bar = ProgressBar(f"{self.label} ({_(stage)})" if stage else self.label, self.stream)
        self._bar(done, total, "")

    def finish(self, message: str | None = None) -> None:
        if self._bar is not None:
            self._bar.finish(message)
