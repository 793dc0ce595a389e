"""The data folder's locks: one Lâmpada per folder, and no writer while a repair runs.

`InstanceLock` (`<data folder>/.lampada.lock`): two copies of the app on one user database each keep their own
view of SQLite's shared-memory index (the `-shm` file): deleting it under them, or a copy that cannot see the
other's, loses notes that were reported saved. So the desktop app holds this lock for as long as it runs; a
second start finds it taken and hands over to the first (the GUI: a `QLocalServer` named
`server_name(data_dir)` raises the first window), and `lampada check --repair` takes it too.

`WritersLock` (`<data folder>/.lampada.writers.lock`): every process that writes the data folder — `lampada
import`, `remove`, `setup`, `index`, any command that may create or update the library — holds it shared
for as long as it runs (`writing`), and a repair holds it exclusively (`repairing`): an import can no longer
finish into a library that a repair then replaces. Either side finding the other is refused at once with
`DataFolderBusy`, never kept waiting. (The app holds the instance lock, which a repair needs as well.)

The locks are `flock` (POSIX) or `msvcrt.locking` (Windows, where a shared lock is an exclusive one): the
system releases them when their process ends, even by a kill, so a crash never leaves a stale lock behind.
The file holds the holder's process id, to name it. In a folder that cannot be written a lock file that
exists is opened for reading (flock needs no more), and one that does not exist is not needed: nothing can
write there, so there is nothing to guard (`FileLock.read_only`).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from app.core.errors import DataFolderBusy, InstanceBusy

LOCK_NAME = ".lampada.lock"
WRITERS_LOCK_NAME = ".lampada.writers.lock"
_UNWRITABLE = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC}
_WINDOWS_LOCK_OFFSET = 1 << 16  # Windows locks bytes, which then cannot be read: lock one past the pid


class FileLock:
    """An exclusive lock on `path` (created if missing). `acquire(wait)` returns whether it was taken; the
    file holds the holder's process id."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._fd: int | None = None
        self.read_only = False  # held without a file: nothing can write in a folder that cannot be written
        self.shared = False

    @property
    def held(self) -> bool:
        return self._fd is not None or self.read_only

    def acquire(self, wait: float = 0.0, *, shared: bool = False) -> bool:
        """Take the lock (`shared`: alongside other shared holders), trying for up to `wait` seconds; True
        once held (also when already held)."""
        if self.held:
            return True
        fd = self._open()
        if fd is None:
            self.read_only = True
            return True
        deadline = time.monotonic() + wait
        while not _try_lock(fd, shared):
            if time.monotonic() >= deadline:
                os.close(fd)
                return False
            time.sleep(0.05)
        self._fd, self.shared = fd, shared
        with contextlib.suppress(OSError):
            if not shared:
                os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def _open(self) -> int | None:
        """The lock file, for writing; for reading when the folder cannot be written; None when it does not
        exist there and cannot be made (then nothing can write in that folder)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            if exc.errno not in _UNWRITABLE:
                raise
        try:
            return os.open(self.path, os.O_RDONLY)
        except OSError:
            return None

    def release(self) -> None:
        self.read_only = False
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            if not self.shared:
                os.ftruncate(fd, 0)
        _unlock(fd)
        os.close(fd)

    def holder(self) -> int | None:
        """The process id written by whoever holds the lock, if readable."""
        try:
            text = self.path.read_text(encoding="ascii", errors="ignore").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def __enter__(self) -> FileLock:
        self.acquire(wait=float("inf"))
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


class InstanceLock(FileLock):
    """The data folder's lock. `acquire()` returns whether it was taken; `with InstanceLock(d):` raises
    `InstanceBusy` (naming the holder's process id) when another process holds it."""

    def __init__(self, data_dir: Path | str):
        self.data_dir = Path(data_dir)
        super().__init__(self.data_dir / LOCK_NAME)

    def __enter__(self) -> InstanceLock:
        if not self.acquire():
            raise InstanceBusy(str(self.data_dir), self.holder())
        return self


class WritersLock(FileLock):
    """The data folder's writers' lock: shared by the processes that write it, exclusive for a repair."""

    def __init__(self, data_dir: Path | str):
        self.data_dir = Path(data_dir)
        super().__init__(self.data_dir / WRITERS_LOCK_NAME)


@contextlib.contextmanager
def writing(data_dir: Path | str) -> Iterator[WritersLock]:
    """Held by a process that writes the data folder, for as long as it runs (alongside other writers);
    `DataFolderBusy` at once when a repair holds the folder."""
    lock = WritersLock(data_dir)
    if not lock.acquire(shared=True):
        raise DataFolderBusy(str(data_dir), lock.holder(), repairing=True)
    try:
        yield lock
    finally:
        lock.release()


@contextlib.contextmanager
def repairing(data_dir: Path | str, wait: float = 0.0) -> Iterator[WritersLock]:
    """Held by a repair: no other process writes the data folder meanwhile. `DataFolderBusy` when one is
    writing it (after `wait` seconds)."""
    lock = WritersLock(data_dir)
    if not lock.acquire(wait=wait):
        raise DataFolderBusy(str(data_dir), lock.holder(), repairing=False)
    try:
        yield lock
    finally:
        lock.release()


def server_name(data_dir: Path | str) -> str:
    """The local-socket name the first instance listens on: the same for every start on this data folder."""
    digest = hashlib.sha256(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"lampada-{digest}"


if os.name == "nt":  # pragma: no cover - exercised by the Windows build
    import msvcrt

    def _try_lock(fd: int, shared: bool = False) -> bool:  # no shared locks here: every lock is exclusive
        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int, shared: bool = False) -> bool:
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
