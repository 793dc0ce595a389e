"""The contract for long work: a plain function that takes `progress` and `cancelled` callables.

    def build(..., progress: ProgressFn = no_progress, cancelled: CancelFn = never) -> Report

`progress(done, total, message)` may be called often; `cancelled()` is polled between units of work and, when
it returns True, the function raises `Cancelled` after undoing its partial writes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from app.core.errors import Cancelled

ProgressFn = Callable[[int, int, str], None]
CancelFn = Callable[[], bool]


def no_progress(done: int, total: int, message: str = "") -> None:
    return None


def never() -> bool:
    return False


def check_cancelled(cancelled: CancelFn) -> None:
    if cancelled():
        raise Cancelled()


class TimeLeft:
    """Time left for long work, from a smoothed rate of the work done now — the one estimate the CLI's bars
    and the app's status bar both show.

    Each report after the first closes a span: the units done since the report before, and the seconds since
    it. The rate is the units over the seconds of the recent spans (about the last `window` seconds, at least
    `keep` spans), leaving out a span whose own pace is more than `outlier` times off their median: a jump (a
    resumed build's kept chunks, a published first pass, reported at once) or a pause (the computer asleep,
    the process stopped) says nothing of the pace of the work. A count that goes back starts a span afresh
    and keeps what was measured (the units are the same work).

    Nothing is said (None) until the rate has settled: `settle_spans` spans measured over `settle_seconds`,
    the rates of their older and newer halves within `agree` of each other (or three times `settle_seconds`
    measured, for a pace that never stops wavering). From then on the figure said stays until the measured one
    strays from it: below it by more than a tenth (half a minute at least), above it by more than a fifth (a
    minute at least) — a person reads "about 12 min", not 12.4, 12.6, 12.4, and a figure that goes up is one
    that was wrong. It is not counted down with the clock: a pause would take it below the work left.
    """

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        *,
        settle_seconds: float = 20.0,
        settle_spans: int = 5,
        agree: float = 0.3,
        window: float = 120.0,
        keep: int = 12,
        outlier: float = 4.0,
    ):
        self.clock = clock
        self.settle_seconds = settle_seconds
        self.settle_spans = settle_spans
        self.agree = agree
        self.window = window
        self.keep = keep
        self.outlier = outlier
        self.settled = False
        self._last: tuple[float, int] | None = None  # the report before: (time, done)
        self._spans: list[tuple[float, int]] = []  # recent spans: (seconds, units)
        self._shown: float | None = None  # the figure said last (seconds left)

    def update(self, done: int, total: int) -> float | None:
        """The seconds left after this report, or None while the rate is unsettled (or the work is done)."""
        now = self.clock()
        last = self._last
        if last is None or done != last[1]:  # a report that did nothing leaves its time to the next span
            self._last = (now, done)
        if last is not None and done > last[1] and now > last[0]:
            self._spans.append((now - last[0], done - last[1]))
            self._forget_old()
        rate = self.rate()
        if rate is None or done >= total:
            return None
        measured = (total - done) / rate
        said = self._shown
        if said is not None and -max(30.0, 0.1 * said) <= measured - said <= max(60.0, 0.2 * said):
            return said
        self._shown = measured
        return measured

    def _paced(self, span: tuple[float, int], median: float) -> bool:
        return median / self.outlier <= span[1] / span[0] <= median * self.outlier

    def _median(self) -> float:
        paces = sorted(units / seconds for seconds, units in self._spans)
        return paces[len(paces) // 2]

    def _forget_old(self) -> None:
        """Keep the newest spans that hold `window` seconds of paced work (a pause or a jump in them does not
        count), and `keep` spans at least."""
        median, seconds = self._median(), 0.0
        for n, span in enumerate(reversed(self._spans), start=1):
            seconds += span[0] if self._paced(span, median) else 0.0
            if seconds >= self.window and n >= self.keep:
                del self._spans[: len(self._spans) - n]
                return

    def rate(self) -> float | None:
        """Units a second over the recent spans that kept the pace; None until it has settled."""
        if not self._spans:
            return None
        median = self._median()
        kept = [span for span in self._spans if self._paced(span, median)]
        seconds = sum(s for s, _ in kept)
        if not self.settled:
            if len(kept) < self.settle_spans or seconds < self.settle_seconds:
                return None
            half = len(kept) // 2
            older, newer = _pace(kept[:half]), _pace(kept[half:])
            if abs(newer - older) > self.agree * max(older, newer) and seconds < 3 * self.settle_seconds:
                return None
            self.settled = True
        return sum(u for _, u in kept) / seconds


def _pace(spans: list[tuple[float, int]]) -> float:
    return sum(u for _, u in spans) / sum(s for s, _ in spans)


def minutes_to_say(seconds: float) -> int:
    """A time left as a person says it, in minutes: 0 for under a minute, to the minute up to 10, to five
    minutes up to an hour, to ten minutes beyond."""
    minutes = seconds / 60
    if minutes < 1:
        return 0
    if minutes <= 10:
        return max(1, round(minutes))
    if minutes <= 60:
        return int(5 * round(minutes / 5))
    return int(10 * round(minutes / 10))
