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


class Remaining:
    """Time left for long work, from the rate observed since the first report that made progress — so a
    resumed build's head start and the start-up before the first unit do not distort it. A report below the
    one before starts the measure again (a new pass counting from 0). None until it can tell."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, min_seconds: float = 2.0):
        self.clock = clock
        self.min_seconds = min_seconds
        self._first: tuple[float, int] | None = None
        self._last = 0

    def update(self, done: int, total: int) -> float | None:
        now = self.clock()
        if self._first is None or done < self._last:
            self._first = (now, done)
        self._last = done
        t0, d0 = self._first
        if done >= total or done <= d0 or now - t0 < self.min_seconds:
            return None
        return (total - done) * (now - t0) / (done - d0)
