"""One Lâmpada per data folder: an operating-system lock on `<data folder>/.lampada.lock`.

Two copies of the app on one user database each keep their own view of SQLite's shared-memory index (the
`-shm` file): deleting it under them, or a copy that cannot see the other's, loses notes that were reported
saved. So the desktop app holds this lock for as long as it runs; a second start finds it taken and hands over
to the first (the GUI: a `QLocalServer` named `server_name(data_dir)` raises the first window), and commands
that replace whole files (`lampada check --repair`) take it too.

The lock is `flock` (POSIX) or `msvcrt.locking` (Windows): the system releases it when its process ends, even
by a kill, so a crash never leaves a stale lock behind. The file holds the holder's process id, to name it.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from pathlib import Path

from app.core.errors import InstanceBusy

LOCK_NAME = ".lampada.lock"
_WINDOWS_LOCK_OFFSET = 1 << 16  # Windows locks bytes, which then cannot be read: lock one past the pid


class FileLock:
    """An exclusive lock on `path` (created if missing). `acquire(wait)` returns whether it was taken; the
    file holds the holder's process id."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock, trying for up to `wait` seconds; True once held (also when already held)."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + wait
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                os.close(fd)
                return False
            time.sleep(0.05)
        self._fd = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
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


def server_name(data_dir: Path | str) -> str:
    """The local-socket name the first instance listens on: the same for every start on this data folder."""
    digest = hashlib.sha256(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"lampada-{digest}"


if os.name == "nt":  # pragma: no cover - exercised by the Windows build
    import msvcrt

    def _try_lock(fd: int) -> bool:
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

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
