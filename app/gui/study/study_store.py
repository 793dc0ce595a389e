"""The one open user database of the process (`StudyStore`), and what changed in it.

It is opened on the task runner when the window starts; if that fails (`UserDataCorrupt`, `UserDataTooNew`,
`UserDataUnavailable`) the Bible still works and `failed` says why — the study tools offer the ways out
(`recovery.Recovery`). A database found missing or emptied while a backup holds notes (`UserDataMissing`) is
never started anew in silence. A database that cannot be written opens read-only (`read_only` says why).

Where the work runs:
- **Main thread** for what a person does to one item: a bookmark, a highlight, a note save, a history entry
  (`write`). Each is one `BEGIN IMMEDIATE … COMMIT` with `synchronous=FULL` — about 4 ms measured
  (docs/userdata.md) — and "Saved" is said only after the call returned, i.e. after the fsync.
- **The runner's "search" lane** (`USERDATA_LANE`) for whole-file work: opening (integrity check, daily
  backup), export, import, back up now, restore, and notes search. Not the "work" lane: it holds the model
  load and the vector index builds, which on a first run take minutes to hours, and an export must not wait
  behind them. The search lane only runs short tasks; `UserData` serialises its methods with a lock, so the
  main thread and the lane never interleave inside a transaction.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from app.core.userdata import UserData
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

USERDATA_LANE = "search"  # see the module docstring


class StudyStore(QObject):
    """The open `UserData` (or why it is not), and what changed in it."""

    # the user database is open and usable (no payload)
    opened = Signal()
    # the user database could not be opened (the exception)
    failed = Signal(object)
    # data of these kinds changed: set of "bookmarks", "folders", "labels", "highlights", "notes", "reading",
    # "searches", "plans", or "all"
    changed = Signal(set)

    def __init__(self, runner: TaskRunner, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self._path = Path(path) if path is not None else None
        self.userdata: UserData | None = None
        self.error: BaseException | None = None
        self.notes_version = 0  # moves whenever notes or bookmarks may have changed (notes search re-reads)
        self._opening = False
        # set while the data folder is being repaired: an open under way must not leave a handle behind
        self._suspended = threading.Event()
        self._last_opened: UserData | None = None  # written and read on the user-data lane only

    @property
    def path(self) -> Path:
        """The user database (imported lazily: the core's user-data modules load after the first paint)."""
        if self._path is None:
            from app.core.userdata import default_path

            self._path = default_path()
        return self._path

    @property
    def available(self) -> bool:
        return self.userdata is not None

    @property
    def read_only(self) -> str:
        """Why the open database cannot be written ("" when it can, or when it is not open)."""
        return self.userdata.read_only if self.userdata is not None else ""

    def open(self, *, allow_empty: bool = False) -> None:
        """`allow_empty`: the person chose to start with empty notes although a backup holds some."""
        if self._opening or self.userdata is not None:
            return
        self._opening = True
        self.runner.run(
            lambda state: self._open(allow_empty),
            self._on_opened,
            self._on_failed,
            lane=USERDATA_LANE,
            name="open the user data",
        )

    def _open(self, allow_empty: bool = False):
        from app.core.userdata import UserData

        if self._suspended.is_set():
            return None
        userdata = UserData.open(self.path, allow_empty=allow_empty)
        self._last_opened = userdata
        if self._suspended.is_set():  # the repair began meanwhile
            userdata.close()
            return None
        return userdata

    @property
    def suspended(self) -> bool:
        return self._suspended.is_set()

    def suspend(self) -> None:
        """Close the database for a repair; an open under way closes what it opened (`drop_late_open`)."""
        self._suspended.set()
        self.close()

    def drop_late_open(self) -> None:
        """On the user-data lane, before a repair: an open that finished just before `suspend` was seen may
        have handed its database to the main thread, which closes it later; close it here, now."""
        userdata, self._last_opened = self._last_opened, None
        if userdata is not None and self._suspended.is_set():
            userdata.close()

    def resume(self) -> None:
        self._suspended.clear()
        self.error = None
        self.open()

    def _on_opened(self, userdata: UserData | None) -> None:
        self._opening = False
        if userdata is None or userdata.closed or self._suspended.is_set():
            if userdata is not None:
                userdata.close()
            return
        self.userdata = userdata
        self.error = None
        log.info("user data open: %s", self.path)
        self.opened.emit()
        self.mark_changed({"all"})

    def _on_failed(self, exc: BaseException) -> None:
        self._opening = False
        if self._suspended.is_set():  # said again, if it still fails, once the repair is done
            return
        self.error = exc
        log.error("user data unavailable: %s", exc)
        self.failed.emit(exc)

    def mark_changed(self, kinds: set[str]) -> None:
        if kinds & {"notes", "bookmarks", "labels", "folders", "all"}:  # what notes search reads
            self.notes_version += 1
        self.changed.emit(set(kinds))

    def write(self, fn: Callable[[UserData], object], kinds: set[str]):
        """Run one quick write on the main thread; when this returns the change is on disk."""
        from app.core.userdata import UserDataUnavailable

        if self.userdata is None:
            raise UserDataUnavailable(self.path, "the user database is not open")
        result = fn(self.userdata)
        self.mark_changed(kinds)
        return result

    def close(self) -> None:
        if self.userdata is not None:
            self.userdata.close()
            self.userdata = None
