"""A terminal progress bar for the core's `progress(done, total, message)` callbacks."""

from __future__ import annotations

import sys
import time
from typing import TextIO


def _fmt_seconds(seconds: float) -> str:
    seconds = int(max(0, seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


class ProgressBar:
    """Redraws at most ~10 times a second; shows rate-based time remaining once it has a few samples."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30):
        self.label = label
        self.stream = stream or sys.stderr
        self.width = width
        self.started = time.monotonic()
        self._last_draw = 0.0
        self._first: tuple[float, int] | None = None
        self._last_decile = -1

    def __call__(self, done: int, total: int, message: str = "") -> None:
        now = time.monotonic()
        if self._first is None and done > 0:
            self._first = (now, done)
        if now - self._last_draw < 0.1 and done < total:
            return
        self._last_draw = now
        frac = done / total if total else 0.0
        filled = int(self.width * frac)
        bar = "█" * filled + "░" * (self.width - filled)
        eta = ""
        if self._first and done > self._first[1] and done < total:
            rate = (done - self._first[1]) / max(1e-9, now - self._first[0])
            eta = f"  ~{_fmt_seconds((total - done) / rate)} left"
        text = f"\r{self.label} {bar} {frac:6.1%} {message[:28]:<28}{eta:<14}"
        if self.stream.isatty():
            self.stream.write(text)
        elif int(frac * 10) > self._last_decile or done >= total:  # logs and pipes: one line per 10 %
            self._last_decile = int(frac * 10)
            self.stream.write(text.strip("\r").rstrip() + "\n")
        self.stream.flush()

    def finish(self, message: str = "done") -> None:
        elapsed = _fmt_seconds(time.monotonic() - self.started)
        if self.stream.isatty():
            self.stream.write("\r" + " " * 100 + "\r")
        self.stream.write(f"{self.label} {message} ({elapsed})\n")
        self.stream.flush()
