"""Whether a database file can be written, and if not why, in plain words (for "read-only" messages)."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

_ST_RDONLY = 1  # os.ST_RDONLY, absent on Windows


def write_problem(path: Path) -> str | None:
    """Why the SQLite file `path` — or its folder, where SQLite keeps the -wal/-shm files beside it and
    where a new file is created — cannot be written; None when it can."""
    folder = path.parent
    try:
        probe = folder if folder.exists() else Path.cwd()
        if hasattr(os, "statvfs") and os.statvfs(probe).f_flag & _ST_RDONLY:
            return f"the disk holding {folder} is read-only"
    except OSError:
        pass
    if path.exists() and not os.access(path, os.W_OK):
        return f"the file {path.name} is read-only"
    for suffix in ("-wal", "-shm"):
        side = Path(str(path) + suffix)
        if side.exists() and not os.access(side, os.W_OK):
            return f"its journal file {side.name} is read-only"
    if folder.exists() and not os.access(folder, os.W_OK):
        return f"the folder {folder} is read-only"
    return None


FULL_BELOW = 1 << 20  # bytes free under which a failed write is put down to a full disk


def disk_full(path: Path) -> bool:
    """Whether the disk holding `path` (or its nearest existing parent) has (almost) no space left."""
    probe = Path(path)
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        return shutil.disk_usage(probe).free < FULL_BELOW
    except OSError:
        return False


def failure_reason(path: Path, exc: BaseException) -> str:
    """Why reading or writing `path` failed, in plain words: a full disk, a read-only place, or the error
    itself (SQLite says "disk I/O error" when it cannot even make its shared-memory file on a full disk)."""
    errno_full = isinstance(exc, OSError) and exc.errno == errno.ENOSPC
    sqlite_full = ((getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF) == 13  # SQLITE_FULL
    if errno_full or sqlite_full or disk_full(path):
        holder = Path(path) if Path(path).is_dir() else Path(path).parent
        return f"the disk holding {holder} is full"
    problem = write_problem(Path(path))
    if problem:
        return problem
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)
