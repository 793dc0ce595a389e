"""A rebuilt library waiting to be put in place: the last step of a repair, resumable from every point.

A repair builds the new library, and the copies its imports write, in a folder of its own
(`.library.sqlite3.rebuild/`). Once they are whole it writes a marker (`READY`, naming where the damaged file
goes) and then `finish` swaps them in:

1. the copies are moved into `sources/`;
2. the damaged file gets a second name, `library.sqlite3.damaged-<time>` (a hard link: `library.sqlite3` is
   never missing, not even for an instant), and its -wal/-shm are moved beside that name;
3. the new library is renamed over `library.sqlite3` (atomic);
4. the folder goes, and the marker with it.

Every step is done again or skipped when a process was killed in the middle, so the next command (or the
next start of the app, or `lampada check --repair`) finishes the repair: `pending` says one is waiting, and
nothing may write to the library meanwhile (`Library` refuses with `RepairUnfinished`). Without a marker the
folder is what an interrupted build left: the damaged library is still the library, and the next repair
starts over.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from app.core import files
from app.core.library import copies

MARKER = "READY"


def work_dir(library_path: Path) -> Path:
    return library_path.with_name(f".{library_path.name}.rebuild")


def pending(library_path: Path) -> bool:
    """A rebuilt library is waiting to be put in place."""
    return (work_dir(library_path) / MARKER).is_file()


def aside_name(library_path: Path) -> str:
    """A new name for the damaged file beside it (`library.sqlite3.damaged-<time>[-N]`)."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    name, n = f"{library_path.name}.damaged-{stamp}", 1
    while library_path.with_name(name).exists():
        n += 1
        name = f"{library_path.name}.damaged-{stamp}-{n}"
    return name


def mark_ready(library_path: Path) -> str:
    """The rebuilt library in `work_dir` is whole: make it durable and write the marker (the point from which
    a repair is finished rather than undone). Returns the name the damaged file will take."""
    work = work_dir(library_path)
    built = work / library_path.name
    wal = Path(str(built) + "-wal")
    if wal.exists() and wal.stat().st_size:  # its last pages still in the journal: into the file first
        conn = sqlite3.connect(built)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()
    files.fsync_file(built)
    sources = copies.copies_dir(built)
    if sources.is_dir():
        files.fsync_dir(sources)
    aside = aside_name(library_path)
    files.write_json(work / MARKER, {"aside": aside})
    return aside


def finish(library_path: Path) -> str | None:
    """Put a rebuilt library in place (the steps above, each skipped when already done). Returns the damaged
    file's new name, or None when no rebuilt library was waiting. The caller holds the data folder."""
    work = work_dir(library_path)
    try:
        aside = str(json.loads((work / MARKER).read_text(encoding="utf-8"))["aside"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if Path(aside).name != aside or not aside.startswith(f"{library_path.name}.damaged-"):
        return None  # not a marker this code wrote
    built = work / library_path.name
    for copy in sorted(copies.copies_dir(built).glob(f"*{copies.SUFFIX}")):
        copies.copies_dir(library_path).mkdir(exist_ok=True)
        copies.publish(copy, library_path, copy.name[: -len(copies.SUFFIX)])
    kept = library_path.with_name(aside)
    if library_path.exists() and not kept.exists() and built.exists():
        _second_name(library_path, kept)
    for suffix in ("-wal", "-shm"):
        side = Path(str(library_path) + suffix)
        if side.exists() and built.exists():
            os.replace(side, Path(str(kept) + suffix))
    if built.exists():
        os.replace(built, library_path)
    files.fsync_dir(library_path.parent)
    shutil.rmtree(work, ignore_errors=True)
    with contextlib.suppress(OSError):
        files.fsync_dir(library_path.parent)
    return aside


def _second_name(path: Path, kept: Path) -> None:
    """`kept` names the same file as `path` (a hard link), or a whole copy of it where links are not
    supported; `path` itself is left in place."""
    try:
        os.link(path, kept)
    except OSError:
        tmp = files.temp_path(kept)
        shutil.copyfile(path, tmp)
        files.fsync_file(tmp)
        os.replace(tmp, kept)
    files.fsync_dir(path.parent)
