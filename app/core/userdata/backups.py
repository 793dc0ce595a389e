"""Backups of the user database: rotating copies made with SQLite's online backup API.

Names are `userdata-nSEQ-YYYYmmdd-HHMMSS[-tag].sqlite3` in `backups/` beside the database. SEQ is a sequence
number, one more than the highest in the folder: backups are ordered by it, never by the date in their name
(UTC, for people), so a clock that ran ahead for a while cannot make an old backup look like the newest. Names
of an older Lâmpada (`userdata-YYYYmmdd-HHMMSS[-N][-tag].sqlite3`) rank below every numbered one, by name.
Which backup holds the most recent work is the database's own change counter (`meta.changes`, one more at
every write transaction, carried into each backup): a restore or a repair takes the backup with the highest,
whatever the clock said.

Untagged backups are the regular ones (daily on open, or `backup_now`) and rotate, keeping the last `keep` —
and never the newest backup that holds more records than the live database (so a database emptied by accident
cannot rotate its last good copy away). Tagged ones are safety copies made before something drastic — `pre-vN`
before a migration, `before-restore`, `before-import` — and are never rotated away.

Several processes may open the same database at once: each backup is written under a temporary name of its
own, and `backups/.lock` (an OS lock, released if its process dies) serialises writing and rotation. The daily
backup on open is skipped, not waited for, when another process holds the lock: that process is making it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import sqlite3
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import app.core.userdata.schema as schema
from app.core.errors import UserDataCorrupt, UserDataTooNew, UserDataUnavailable
from app.core.files import fsync_dir, fsync_file
from app.core.instance import FileLock
from app.core.writable import failure_reason

log = logging.getLogger(__name__)

DEFAULT_KEEP = 10
LOCK_NAME = ".lock"
LOCK_WAIT = 30.0  # seconds a safety backup waits for another process's backup (each takes well under one)
_TMP_GLOBS = (".userdata-*.tmp", "userdata-*.sqlite3.tmp")
_NAME = re.compile(r"^userdata-n(\d{1,12})-(\d{8})-(\d{6})(?:-([a-z][a-z0-9-]*))?\.sqlite3$")
_OLD_NAME = re.compile(r"^userdata-(\d{8})-(\d{6})(?:-(\d+))?(?:-([a-z][a-z0-9-]*))?\.sqlite3$")
_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
CHANGES_KEY = "changes"  # meta row: write transactions so far (the database's own change counter)


def clock() -> datetime:
    """The wall clock, for the dates in backup names and "one backup a day" only: never for their order."""
    return datetime.now(UTC)


@dataclass(frozen=True)
class Backup:
    path: Path
    created_at: datetime  # UTC, from the file name: what the clock said, shown to people, never compared
    tag: str | None  # None for regular backups; "pre-v2", "before-restore", "before-import"...
    size: int
    seq: int = 0  # the backup's place in the order they were made (0: named by an older Lâmpada)

    @property
    def regular(self) -> bool:
        return self.tag is None


def backups_dir_for(db_path: Path) -> Path:
    return db_path.parent / "backups"


def list_backups(directory: Path) -> list[Backup]:
    """Every backup in `directory`, most recently made first: by sequence number, never by the clock (the
    names of an older Lâmpada, which have none, after all the others, by name)."""
    found: list[tuple[tuple[int, str, str, int], Backup]] = []
    if not directory.is_dir():
        return []
    for entry in directory.iterdir():
        parsed = _parse_name(entry.name)
        if parsed is None or not entry.is_file():
            continue
        key, stamp, tag = parsed
        try:
            when = datetime.strptime(stamp, "%Y%m%d%H%M%S").replace(tzinfo=UTC)
            size = entry.stat().st_size
        except (ValueError, OSError):
            continue
        found.append((key, Backup(entry, when, tag, size, key[0])))
    found.sort(key=lambda x: x[0], reverse=True)
    return [b for _, b in found]


def _parse_name(name: str) -> tuple[tuple[int, str, str, int], str, str | None] | None:
    """(order key, YYYYmmddHHMMSS, tag) of a backup's file name; None for any other file."""
    m = _NAME.match(name)
    if m:
        return (int(m.group(1)), "", "", 0), m.group(2) + m.group(3), m.group(4)
    m = _OLD_NAME.match(name)
    if m:
        return (0, m.group(1), m.group(2), int(m.group(3) or 1)), m.group(1) + m.group(2), m.group(4)
    return None


def next_seq(directory: Path) -> int:
    """One more than the highest sequence number in `directory` (the caller holds `backup_lock`)."""
    if not directory.is_dir():
        return 1
    found = [int(m.group(1)) for m in (_NAME.match(p.name) for p in directory.iterdir()) if m]
    return max(found, default=0) + 1


def backup_lock(directory: Path) -> FileLock:
    return FileLock(directory / LOCK_NAME)


def write_backup(
    conn: sqlite3.Connection, directory: Path, *, tag: str | None = None, now: datetime | None = None
) -> Path:
    """Copy the live database to a new backup file: a consistent snapshot, written to a temp name of its own,
    fsynced, then renamed. Waits (up to LOCK_WAIT) for a backup another process is writing."""
    lock = backup_lock(directory)
    if not lock.acquire(wait=LOCK_WAIT):
        raise UserDataUnavailable(directory, "another process has been writing a backup for too long")
    try:
        return write_backup_locked(conn, directory, tag=tag, now=now)
    finally:
        lock.release()


def write_backup_locked(
    conn: sqlite3.Connection, directory: Path, *, tag: str | None = None, now: datetime | None = None
) -> Path:
    """`write_backup` for a caller already holding `backup_lock(directory)`."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UserDataUnavailable(directory, f"no backup was made: {failure_reason(directory, e)}") from e
    target = new_name(directory, now or clock(), tag)
    tmp = directory / f".{target.stem}.{os.getpid()}-{uuid.uuid4().hex[:12]}.tmp"
    try:
        dest = sqlite3.connect(tmp)
        try:
            conn.backup(dest)
        finally:
            dest.close()
        fsync_file(tmp)
        os.replace(tmp, target)
        fsync_dir(directory)
    except (sqlite3.Error, OSError) as e:  # a full disk, a folder made read-only: said, never raw
        tmp.unlink(missing_ok=True)
        raise UserDataUnavailable(directory, f"no backup was made: {failure_reason(tmp, e)}") from e
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    log.info("user data backed up to %s", target)
    return target


def record_count(path: Path) -> int:
    """Notes, bookmarks and highlights in a database file (read-only); -1 when it cannot be read."""
    return _count_in_file(path, count_records)


def _count_in_file(path: Path, count: Callable[[sqlite3.Connection], int]) -> int:
    """`count` of a database file opened read-only; -1 when the file cannot be opened or read."""
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return -1
    try:
        return count(conn)
    except sqlite3.Error:
        return -1
    finally:
        conn.close()


def count_records(conn: sqlite3.Connection) -> int:
    """What a person made (notes, bookmarks, highlights, reading plans and the days read): what "holds more"
    means for backups."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return sum(
        conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        for table in ("notes", "bookmarks", "highlights", "plans", "plan_days")
        if table in names
    )


def new_name(directory: Path, now: datetime, tag: str | None) -> Path:
    """The next backup's name: the next sequence number (the caller holds `backup_lock`), the time for
    people, the tag."""
    suffix = f"-{tag}" if tag else ""
    return directory / f"userdata-n{next_seq(directory):06d}-{now:%Y%m%d-%H%M%S}{suffix}.sqlite3"


def read_only_uri(path: Path) -> str:
    """A read-only URI; `immutable` (no -wal/-shm created beside it) only when no -wal exists, since an
    immutable connection would ignore the WAL's content."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    return uri if Path(str(path) + "-wal").exists() else uri + "&immutable=1"


def rotate(directory: Path, keep: int, live_records: int | None = None) -> list[Path]:
    """Delete regular backups beyond the newest `keep`; tagged safety copies are kept, and so is the newest
    backup holding more records than the live database (`live_records`), wherever it stands. Also sweeps temp
    files left by a backup that was interrupted (older than an hour, so a concurrent one is not disturbed).
    The caller holds `backup_lock(directory)`."""
    removed = []
    if directory.is_dir():
        cutoff = time.time() - 3600
        for pattern in _TMP_GLOBS:
            for stale in directory.glob(pattern):
                with contextlib.suppress(OSError):
                    if stale.stat().st_mtime < cutoff:
                        stale.unlink()
    backups = list_backups(directory)
    doomed = [b for b in backups if b.regular][keep:]
    if doomed and live_records is not None:
        richer = next((b for b in backups if record_count(b.path) > live_records), None)
        if richer in doomed:
            log.warning("keeping %s: it holds more than the live user database", richer.path)
            doomed.remove(richer)
    for backup in doomed:
        with contextlib.suppress(OSError):
            backup.path.unlink()
            removed.append(backup.path)
            log.info("old backup removed: %s", backup.path)
    return removed


def check_file(path: Path, *, immutable: bool) -> int:
    """Open `path` read-only and check it: SQLite header, integrity, a Lâmpada user database, a known version.

    Returns the schema version (0 for an empty database). Raises `UserDataCorrupt` (with no copy made) or
    `UserDataTooNew`. Never writes to the file: the connection is read-only, so it cannot checkpoint on
    close; `immutable` (for backups, which have no WAL) also keeps SQLite from creating -wal/-shm files.
    """
    try:
        with open(path, "rb") as f:
            header = f.read(16)
    except OSError as e:
        raise UserDataCorrupt(path, f"cannot be read: {e}") from e
    if header and header != b"SQLite format 3\x00":
        raise UserDataCorrupt(path, "not an SQLite database")
    uri = read_only_uri(path) if immutable else f"{path.resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as e:
        raise UserDataCorrupt(path, f"cannot be opened: {e}") from e
    try:
        try:
            result = [r[0] for r in conn.execute("PRAGMA integrity_check")]
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = schema.read_version(conn)
        except schema.NotUserData as e:
            raise UserDataCorrupt(path, str(e)) from None
        except sqlite3.Error as e:
            if is_corruption(e):
                raise UserDataCorrupt(path, f"damaged: {e}") from e
            raise
    finally:
        conn.close()
    if result != ["ok"]:
        raise UserDataCorrupt(path, "integrity check failed: " + "; ".join(result[:5]))
    if app_id not in (0, schema.APPLICATION_ID):
        raise UserDataCorrupt(path, f"not a Lâmpada user database (application_id {app_id:#x})")
    if version > schema.SCHEMA_VERSION:
        raise UserDataTooNew(path, version, schema.SCHEMA_VERSION)
    return version


def latest_backup(directory: Path, *, verify: bool = True) -> Backup | None:
    """The usable backup holding the most recent work (when `verify`: it opens, passes its integrity check
    and is not too new): the highest change counter, then the most recently made. Never the clock."""
    return next((b for b in by_recent_work(list_backups(directory)) if not verify or _usable(b)), None)


def newest_with_records(directory: Path) -> Backup | None:
    """The usable backup holding the most recent work among those holding anything a person made: what an
    empty or missing database is compared with before it may start empty."""
    backups = by_recent_work(list_backups(directory))
    return next((b for b in backups if record_count(b.path) > 0 and _usable(b)), None)


def by_recent_work(backups: list[Backup]) -> list[Backup]:
    """`backups` (most recently made first) ordered by the work they hold: the highest change counter first;
    between equal counters (backups of an older Lâmpada have none) the order they were made in."""
    return sorted(backups, key=lambda b: changes_in(b.path), reverse=True)


def changes_in(path: Path) -> int:
    """The change counter of a database file (read-only): 0 when it has none, -1 when it cannot be read."""
    return _count_in_file(path, read_changes)


def read_changes(conn: sqlite3.Connection) -> int:
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "meta" not in names:
        return 0
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (CHANGES_KEY,)).fetchone()
    try:
        return int(row[0]) if row is not None else 0
    except (TypeError, ValueError):
        return 0


def count_change(conn: sqlite3.Connection) -> None:
    """One more write transaction (inside it, before its commit)."""
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET value ="
        " CAST(CAST(value AS INTEGER) + 1 AS TEXT)",
        (CHANGES_KEY,),
    )


def set_changes_above_backups(conn: sqlite3.Connection, directory: Path, at_least: int = 0) -> int:
    """After a restore: the restored data becomes the most recent work — its counter goes above every
    backup's (a `before-restore` copy of what was replaced included), and above `at_least`."""
    value = max([at_least, read_changes(conn), *(changes_in(b.path) for b in list_backups(directory))]) + 1
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (CHANGES_KEY, str(value)),
    )
    return value


def _usable(backup: Backup) -> bool:
    """The backup opens, passes its integrity check and is not too new (logged when it does not)."""
    try:
        check_file(backup.path, immutable=True)
    except (UserDataCorrupt, UserDataTooNew, sqlite3.Error) as e:
        log.warning("skipping unusable backup %s: %s", backup.path, e)
        return False
    return True


def copy_files_aside(path: Path, target: Path) -> Path:
    """Copy a database file and its -wal byte for byte (the pair opens as the same database)."""
    shutil.copyfile(path, target)
    wal = Path(str(path) + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        shutil.copyfile(wal, Path(str(target) + "-wal"))
        fsync_file(Path(str(target) + "-wal"))
    fsync_file(target)
    fsync_dir(target.parent)
    return target


def replace_database(backup: Path, target: Path, above: Path | None = None) -> None:
    """Put a copy of `backup` in place of `target` (closed), removing the target's -wal/-shm first; with
    `above` (a backups folder), the copy's change counter is set above every backup's there before it lands,
    in the same file (`restored_copy`).

    The copy goes through the backup API from a read-only connection, so a backup that has its own -wal
    beside it (a raw `before-restore` copy) arrives whole, as one file. A leftover -wal beside the new file
    would be replayed into it and corrupt it, so it goes before the rename; the caller has already copied
    the old pair aside.
    """
    tmp = target.with_name(target.name + ".restore-tmp")
    restored_copy(backup, tmp, above)
    for suffix in ("-wal", "-shm"):
        Path(str(target) + suffix).unlink(missing_ok=True)
    os.replace(tmp, target)
    fsync_dir(target.parent)


def restored_copy(backup: Path, tmp: Path, above: Path | None = None, at_least: int = 0) -> Path:
    """A copy of `backup` at `tmp` (through the backup API, fsynced) whose change counter, with `above` (a
    backups folder), is above every backup's there and above `at_least`: a restore is the most recent work
    from the moment it lands, with no step between in which a kill would leave it ranked below what it
    replaced."""
    tmp.unlink(missing_ok=True)
    source = sqlite3.connect(read_only_uri(backup), uri=True)
    try:
        dest = sqlite3.connect(tmp)
        try:
            source.backup(dest)
            if above is not None and schema.read_version(dest) > 0:
                set_changes_above_backups(dest, above, at_least)
                dest.commit()
        finally:
            dest.close()
    finally:
        source.close()
    fsync_file(tmp)
    return tmp


def is_corruption(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in _CORRUPT_CODES
