"""Backups of the user database: rotating copies made with SQLite's online backup API.

Names are `userdata-YYYYmmdd-HHMMSS[-N][-tag].sqlite3` in `backups/` beside the database (UTC time; `-N`
only when two are made in the same second). Untagged backups are the regular ones (daily on open, or
`backup_now`) and rotate, keeping the last `keep` — and never the newest backup that holds more records than
the live database (so a database emptied by accident cannot rotate its last good copy away). Tagged ones are
safety copies made before something drastic — `pre-vN` before a migration, `before-restore`, `before-import` —
and are never rotated away.

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
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import app.core.userdata.schema as schema
from app.core.files import fsync_dir, fsync_file
from app.core.instance import FileLock
from app.core.userdata.errors import UserDataCorrupt, UserDataTooNew, UserDataUnavailable

log = logging.getLogger(__name__)

DEFAULT_KEEP = 10
LOCK_NAME = ".lock"
LOCK_WAIT = 30.0  # seconds a safety backup waits for another process's backup (each takes well under one)
_TMP_GLOBS = (".userdata-*.tmp", "userdata-*.sqlite3.tmp")
_NAME = re.compile(r"^userdata-(\d{8})-(\d{6})(?:-(\d+))?(?:-([a-z][a-z0-9-]*))?\.sqlite3$")
_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


@dataclass(frozen=True)
class Backup:
    path: Path
    created_at: datetime  # UTC, from the file name
    tag: str | None  # None for regular backups; "pre-v2", "before-restore", "before-import"...
    size: int

    @property
    def regular(self) -> bool:
        return self.tag is None


def backups_dir_for(db_path: Path) -> Path:
    return db_path.parent / "backups"


def list_backups(directory: Path) -> list[Backup]:
    """Every backup in `directory`, newest first."""
    found: list[tuple[tuple[str, str, int], Backup]] = []
    if not directory.is_dir():
        return []
    for entry in directory.iterdir():
        m = _NAME.match(entry.name)
        if not m or not entry.is_file():
            continue
        stamp = datetime.strptime(m.group(1) + m.group(2), "%Y%m%d%H%M%S").replace(tzinfo=UTC)
        backup = Backup(entry, stamp, m.group(4), entry.stat().st_size)
        found.append(((m.group(1), m.group(2), int(m.group(3) or 1)), backup))
    found.sort(key=lambda x: x[0], reverse=True)
    return [b for _, b in found]


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
    directory.mkdir(parents=True, exist_ok=True)
    now = now or datetime.now(UTC)
    target = _new_name(directory, now, tag)
    tmp = directory / f".{target.stem}.{os.getpid()}-{uuid.uuid4().hex[:12]}.tmp"
    try:
        dest = sqlite3.connect(tmp)
        try:
            conn.backup(dest)
        finally:
            dest.close()
        fsync_file(tmp)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(directory)
    log.info("user data backed up to %s", target)
    return target


def record_count(path: Path) -> int:
    """Notes, bookmarks and highlights in a database file (read-only); -1 when it cannot be read."""
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return -1
    try:
        return count_records(conn)
    except sqlite3.Error:
        return -1
    finally:
        conn.close()


def count_records(conn: sqlite3.Connection) -> int:
    """What a person made (notes, bookmarks, highlights): what "holds more" means for backups."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return sum(
        conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        for table in ("notes", "bookmarks", "highlights")
        if table in names
    )


def _new_name(directory: Path, now: datetime, tag: str | None) -> Path:
    """A name after every existing one of the same second: the counter only grows, so a name freed by
    rotation is never reused (a reused name would sort as the oldest and be rotated away at once)."""
    day, clock = f"{now:%Y%m%d}", f"{now:%H%M%S}"
    taken = [
        int(m.group(3) or 1)
        for m in (_NAME.match(p.name) for p in directory.glob(f"userdata-{day}-{clock}*"))
        if m and (m.group(1), m.group(2)) == (day, clock)
    ]
    n = max(taken) + 1 if taken else 1
    counter = f"-{n}" if n > 1 else ""
    suffix = f"-{tag}" if tag else ""
    return directory / f"userdata-{day}-{clock}{counter}{suffix}.sqlite3"


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
    """The newest backup that opens, passes its integrity check and is not too new (when `verify`)."""
    return next((b for b in list_backups(directory) if not verify or _usable(b)), None)


def newest_with_records(directory: Path) -> Backup | None:
    """The newest usable backup that holds anything a person made: what an empty or missing database is
    compared with before it may start empty."""
    return next((b for b in list_backups(directory) if record_count(b.path) > 0 and _usable(b)), None)


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


def replace_database(backup: Path, target: Path) -> None:
    """Put a copy of `backup` in place of `target` (closed), removing the target's -wal/-shm first.

    The copy goes through the backup API from a read-only connection, so a backup that has its own -wal
    beside it (a raw `before-restore` copy) arrives whole, as one file. A leftover -wal beside the new file
    would be replayed into it and corrupt it, so it goes before the rename; the caller has already copied
    the old pair aside.
    """
    tmp = target.with_name(target.name + ".restore-tmp")
    tmp.unlink(missing_ok=True)
    source = sqlite3.connect(read_only_uri(backup), uri=True)
    try:
        dest = sqlite3.connect(tmp)
        try:
            source.backup(dest)
        finally:
            dest.close()
    finally:
        source.close()
    fsync_file(tmp)
    for suffix in ("-wal", "-shm"):
        Path(str(target) + suffix).unlink(missing_ok=True)
    os.replace(tmp, target)
    fsync_dir(target.parent)


def is_corruption(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in _CORRUPT_CODES
