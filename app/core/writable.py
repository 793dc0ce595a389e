"""Whether a database file can be written, and if not why, in plain words (for "read-only" messages)."""

from __future__ import annotations

import os
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
