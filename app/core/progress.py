"""The contract for long work: a plain function that takes `progress` and `cancelled` callables.

    def build(..., progress: ProgressFn = no_progress, cancelled: CancelFn = never) -> Report

`progress(done, total, message)` may be called often; `cancelled()` is polled between units of work and, when
it returns True, the function raises `Cancelled` after undoing its partial writes.
"""

from __future__ import annotations

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
