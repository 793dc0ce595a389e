"""`UserData`: the user's bookmarks, highlights, notes and histories in `userdata.sqlite3`.

Durability: WAL journal, `synchronous=FULL` (the WAL is fsynced at every commit, so a method that returned
has survived a crash or a power cut), foreign keys on, and every write is one `BEGIN IMMEDIATE … COMMIT`
transaction. Opening never overwrites or migrates a file it does not trust: a damaged or foreign file is
copied aside and refused (`UserDataCorrupt`), a file from a newer Lâmpada is refused untouched
(`UserDataTooNew`), and a missing or empty file is not started anew while a backup holds notes
(`UserDataMissing`). A file that cannot be written is opened read-only (`read_only` says why) and every
write raises `UserDataReadOnly`; SQLite's own errors reach callers as these typed errors, never raw.
One `UserData` per process; its methods may be called from any thread (they are serialised by a lock).
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import app.core.userdata.backups as bk
import app.core.userdata.schema as schema
import app.core.userdata.transfer as transfer
from app.core import paths
from app.core.errors import (
    ImportFormatError,
    UserDataCorrupt,
    UserDataError,
    UserDataMissing,
    UserDataReadOnly,
    UserDataTooNew,
    UserDataUnavailable,
)
from app.core.files import fsync_dir
from app.core.userdata.history import Histories
from app.core.userdata.marks import Marks
from app.core.userdata.notes import Notes
from app.core.userdata.plan_progress import Plans
from app.core.userdata.records import utc_now
from app.core.userdata.rows import ALL, UNSET, fold_query, trim
from app.core.writable import disk_full, failure_reason, write_problem

log = logging.getLogger(__name__)

FILE_NAME = "userdata.sqlite3"
READING_CAP = 500
SEARCH_CAP = 200
Synchronous = Literal["FULL", "NORMAL", "EXTRA", "OFF"]


def default_path() -> Path:
    return paths.data_dir() / FILE_NAME


class UserData(Marks, Notes, Histories, Plans):
    """The user database. `UserData.open()` (or `UserData()`) opens `data_dir()/userdata.sqlite3`.

    This class is the open database: opening, transactions, migrations, import, export and backups. The
    methods of each group of tables come from its bases: `Marks` (folders, labels, bookmarks, highlights),
    `Notes` (notes and drafts), `Histories` (reading and search), `Plans` (reading plans)."""

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        synchronous: Synchronous = "FULL",
        keep_backups: int = bk.DEFAULT_KEEP,
        auto_backup: bool = True,
        reading_cap: int = READING_CAP,
        search_cap: int = SEARCH_CAP,
        allow_empty: bool = False,
    ):
        """`allow_empty`: start a new, empty database even though a backup holds notes (the person chose
        to, after `UserDataMissing`)."""
        self.path = Path(path) if path is not None else default_path()
        self.keep_backups = keep_backups
        self.reading_cap = reading_cap
        self.search_cap = search_cap
        self._lock = threading.RLock()
        self._read_depth = 0
        self.read_only = ""  # why the database was opened read-only ("" when it can be written)
        self._conn: sqlite3.Connection | None = None
        has_data = self.path.is_file() and self.path.stat().st_size > 0
        problem = write_problem(self.path)
        if problem:
            self._open_read_only(problem, has_data)
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UserDataReadOnly(self.path, f"its folder cannot be created: {e.strerror or e}") from e
        found_version = _inspect(self.path) if has_data else 0
        if found_version == 0 and not allow_empty:
            _refuse_if_backups_hold_data(self.path, "empty" if self.path.exists() else "missing")
        self._conn = _connect(self.path, synchronous)
        try:
            if 0 < found_version < schema.SCHEMA_VERSION:
                bk.write_backup(self._conn, self.backups_dir, tag=f"pre-v{schema.SCHEMA_VERSION}")
            self._migrate()
            if found_version == 0 and bk.list_backups(self.backups_dir):
                with self._write() as conn:  # a new file's work is the most recent: above any backup's
                    bk.set_changes_above_backups(conn, self.backups_dir)
            if found_version > 0 and auto_backup:
                self._auto_backup()
        except BaseException:
            self._conn.close()
            self._conn = None
            raise

    def _open_read_only(self, problem: str, has_data: bool) -> None:
        """Open a database that cannot be written, for reading; nothing is created, migrated or backed up."""
        if not has_data:
            raise UserDataReadOnly(
                self.path, f"there is no user database yet and none can be made: {problem}"
            )
        try:
            version = bk.check_file(self.path, immutable=True)
        except UserDataCorrupt as e:
            raise UserDataCorrupt(self.path, e.problem, _copy_aside(self.path)) from e
        except sqlite3.Error as e:
            raise UserDataUnavailable(self.path, _open_problem(self.path, e)) from e
        if version < schema.SCHEMA_VERSION:
            raise UserDataReadOnly(
                self.path, f"it needs an update for this version of Lâmpada, and {problem}"
            )
        try:
            conn = sqlite3.connect(
                bk.read_only_uri(self.path), uri=True, isolation_level=None, check_same_thread=False
            )
            conn.row_factory = sqlite3.Row
            conn.create_function("ud_fold", 1, fold_query, deterministic=True)
        except sqlite3.Error as e:
            raise UserDataUnavailable(self.path, f"cannot be opened: {e}") from e
        self._conn = conn
        self.read_only = problem
        log.warning("user database %s opened read-only: %s", self.path, problem)

    @classmethod
    def open(cls, path: Path | str | None = None, **options: Any) -> UserData:
        return cls(path, **options)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> UserData:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        return self._conn is None

    @property
    def schema_version(self) -> int:
        with self._read() as conn:
            return schema.read_version(conn)

    @property
    def backups_dir(self) -> Path:
        return bk.backups_dir_for(self.path)

    def connection_setting(self, name: str) -> int | str:
        """An SQLite setting the open connection holds and the file does not ("synchronous",
        "foreign_keys"): how the notes are written, which no other reader of the file can see."""
        if name not in ("synchronous", "foreign_keys"):
            raise ValueError(f"not a setting of the connection: {name!r}")
        with self._read() as conn:
            return conn.execute(f"PRAGMA {name}").fetchone()[0]

    # --- transactions ---------------------------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise UserDataError(self.path, "the user database is closed")
        return self._conn

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; taken with BEGIN IMMEDIATE so it never fails half-way on a lock upgrade.
        SQLite's errors (read-only, full disk, damage, a lock held too long) become typed errors."""
        with self._lock:
            conn = self._connection()
            if self.read_only:
                raise UserDataReadOnly(self.path, f"nothing can be saved: {self.read_only}")
            if self._read_depth:
                raise RuntimeError("write inside a read transaction")
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:
                raise self._sqlite_error(e) from e
            before = conn.total_changes
            try:
                yield conn
                if conn.total_changes != before:  # the database's own change counter: what backups compare
                    bk.count_change(conn)
            except BaseException as e:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                if isinstance(e, sqlite3.OperationalError) or _damage(e):
                    raise self._sqlite_error(e) from e  # type: ignore[arg-type]
                raise
            try:
                conn.execute("COMMIT")
            except sqlite3.Error as e:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise self._sqlite_error(e) from e

    def _sqlite_error(self, e: sqlite3.Error) -> UserDataError:
        """The typed error for an SQLite failure on this database, in words the GUI can show."""
        code = (getattr(e, "sqlite_errorcode", None) or 0) & 0xFF
        if code == 8:  # SQLITE_READONLY: the file or folder became read-only under us
            reason = write_problem(self.path) or "the file cannot be written"
            return UserDataReadOnly(self.path, f"nothing was saved: {reason}")
        if code == 13 or (code == 10 and disk_full(self.path)):  # SQLITE_FULL; an I/O error on a full disk
            return UserDataUnavailable(self.path, "nothing was saved: the disk is full")
        if code in (5, 6):
            return UserDataUnavailable(self.path, "nothing was saved: another program kept the file locked")
        if code in (11, 26):
            return UserDataCorrupt(self.path, f"damaged: {e}")
        return UserDataUnavailable(self.path, f"nothing was saved: {e}")

    @contextlib.contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        """A read snapshot; re-entrant, so public readers can be combined into one consistent view. Damage
        met while reading is `UserDataCorrupt`, never a raw SQLite error."""
        with self._lock:
            conn = self._connection()
            outer = self._read_depth == 0
            try:
                if outer:
                    conn.execute("BEGIN")
                self._read_depth += 1
                try:
                    yield conn
                finally:
                    self._read_depth -= 1
                    if outer and conn.in_transaction:
                        conn.execute("COMMIT")
            except sqlite3.DatabaseError as e:
                if isinstance(e, sqlite3.OperationalError) or _damage(e):
                    raise self._sqlite_error(e) from e
                raise

    def _migrate(self) -> None:
        for migration in schema.MIGRATIONS:
            with self._write() as conn:
                if schema.read_version(conn) >= migration.version:
                    continue
                if migration.version == 1:
                    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
                schema.apply_migration(conn, migration, utc_now())
                log.info("user database %s migrated to %s", self.path, migration.name)

    # --- export / import ------------------------------------------------------------------------------------

    def export_json(self, path: Path | str) -> Path:
        """Write everything (every table and field, with a format version) as JSON; atomic."""
        with self._read() as conn:
            document = transfer.export_document(conn)
        return transfer.write_json(Path(path), document)

    def import_json(
        self, path: Path | str, mode: Literal["merge", "replace"] = "merge"
    ) -> transfer.ImportReport:
        """Import a JSON export. The whole file is validated first: a file that is not an export raises
        `ImportFormatError` (naming the file and the problem) and changes nothing; a record that does not hold
        is left out and named in the report (`skipped`), the others are imported. A backup (tag
        `before-import`) is taken first.

        merge: records are matched by id (folders and labels also by name, highlights by verse); when both
        sides have a record the newer `updated_at` wins; nothing is deleted. replace: the file becomes the
        user data.
        """
        if mode not in ("merge", "replace"):
            raise ValueError(f"mode must be 'merge' or 'replace', not {mode!r}")
        loaded = transfer.load_json(Path(path))
        if self.read_only:
            raise UserDataReadOnly(self.path, f"nothing can be imported: {self.read_only}")
        with self._lock:
            try:
                backup = bk.write_backup(self._connection(), self.backups_dir, tag="before-import")
            except UserDataUnavailable as e:
                raise UserDataUnavailable(self.path, f"nothing was imported: {e.problem}") from e
            try:
                with self._write() as conn:
                    if mode == "replace":
                        report = transfer.apply_replace(conn, loaded.payload)
                    else:
                        report = transfer.apply_merge(conn, loaded.payload)
                    transfer.dedupe_searches(conn)
                    trim(conn, "reading_history", "read_at", self.reading_cap)
                    trim(conn, "search_history", "searched_at", self.search_cap)
            except (sqlite3.IntegrityError, UnicodeError, OverflowError) as e:  # rolled back: nothing changed
                raise ImportFormatError(str(path), f"a record could not be stored ({e})") from e
        report.backup = backup
        report.skipped, report.repaired = loaded.skipped, loaded.repaired
        log.info("imported %s (%s): %s", path, mode, report)
        return report

    def export_markdown(
        self, path: Path | str, lang: str = "pt", scripture: transfer.Scripture | None = None
    ) -> Path:
        """A document for people: notes by book in canonical order, bookmarks by folder, highlights, in the
        app's words (`lang`); with `scripture` (`quoted_verses.LibraryScripture`) each under its passage's
        text, naming the translation."""
        with self._read():
            text = transfer.markdown_document(
                notes=self.all_notes(),
                bookmarks=self.list_bookmarks(),
                folders=self.list_folders(),
                labels=self.list_labels(),
                highlights=self.all_highlights(),
                lang=lang,
                scripture=scripture,
            )
        return transfer.write_text(Path(path), text)

    # --- backups --------------------------------------------------------------------------------------------

    def backup_now(self) -> Path:
        """A regular backup now (even if one was made today), then rotation to the newest `keep_backups`
        (never deleting the newest backup that holds more than the live database)."""
        with self._lock:
            conn = self._connection()
            lock = bk.backup_lock(self.backups_dir)
            if not lock.acquire(wait=bk.LOCK_WAIT):
                raise UserDataUnavailable(self.backups_dir, "another process is writing a backup")
            try:
                target = bk.write_backup_locked(conn, self.backups_dir)
                bk.rotate(self.backups_dir, self.keep_backups, self._record_count())
            finally:
                lock.release()
        return target

    def _auto_backup(self) -> Path | None:
        """At most one regular backup per (UTC) day, taken on open: the data as it was before today. When
        another process is writing a backup at this moment (two copies opened together), it is left to it."""
        lock = bk.backup_lock(self.backups_dir)
        if not lock.acquire():
            log.info("another process is backing up %s; no backup from this one", self.path)
            return None
        try:
            regular = [b for b in bk.list_backups(self.backups_dir) if b.regular]
            if regular and regular[0].created_at.date() == bk.clock().date():
                return None
            with self._lock:
                target = bk.write_backup_locked(self._connection(), self.backups_dir)
                bk.rotate(self.backups_dir, self.keep_backups, self._record_count())
            return target
        finally:
            lock.release()

    def _record_count(self) -> int:
        with self._read() as conn:
            return bk.count_records(conn)

    def _changes(self) -> int:
        with self._read() as conn:
            return bk.read_changes(conn)

    def list_backups(self) -> list[bk.Backup]:
        return bk.list_backups(self.backups_dir)

    def latest_backup(self) -> bk.Backup | None:
        return bk.latest_backup(self.backups_dir)

    def restore_backup(self, backup: Path | str | bk.Backup) -> Path:
        """Replace the user data by a backup's. The current data is first kept as a `before-restore` backup
        (returned). The copy goes through SQLite's backup API into the open database, so it is atomic."""
        source = backup.path if isinstance(backup, bk.Backup) else Path(backup)
        bk.check_file(source, immutable=True)
        if self.read_only:
            raise UserDataReadOnly(self.path, f"nothing can be restored: {self.read_only}")
        with self._lock:
            conn = self._connection()
            previous = self._changes()
            kept = bk.write_backup(conn, self.backups_dir, tag="before-restore")
            # the restored data is the most recent work as it lands: its counter above every backup's
            tmp = bk.restored_copy(source, self.path.with_name(f".{self.path.name}.restore-tmp"),
                                   self.backups_dir, previous)  # fmt: skip
            src = sqlite3.connect(tmp)
            try:
                src.backup(conn)
            finally:
                src.close()
                tmp.unlink(missing_ok=True)
            self._migrate()
        log.info("user data restored from %s (previous data kept in %s)", source, kept)
        return kept


# --- opening ------------------------------------------------------------------------------------------------


def _inspect(path: Path) -> int:
    """Check an existing file before anything writes to it; returns its schema version."""
    try:
        return bk.check_file(path, immutable=False)
    except UserDataCorrupt as e:
        copy = _copy_aside(path)
        log.error("user database %s refused (%s); copied to %s", path, e.problem, copy)
        raise UserDataCorrupt(path, e.problem, copy) from e
    except UserDataTooNew:
        log.error("user database %s is from a newer Lâmpada; left untouched", path)
        raise
    except sqlite3.Error as e:
        raise UserDataUnavailable(path, _open_problem(path, e)) from e


def _open_problem(path: Path, e: BaseException) -> str:
    """Why an existing file could not be opened, not taken for damage: a full disk is said as one (SQLite
    cannot even make its shared-memory file there, and reports a "disk I/O error")."""
    if disk_full(path):
        return f"cannot be opened: {failure_reason(path, e)}; free some space, then try again"
    return f"cannot be read: {e}"


def _refuse_if_backups_hold_data(path: Path, state: str) -> None:
    """A missing or empty database is new only when no backup holds anything a person made."""
    backup = bk.newest_with_records(bk.backups_dir_for(path))
    if backup is not None:
        records = bk.record_count(backup.path)
        log.error("user database %s is %s while %s holds %d records", path, state, backup.path, records)
        raise UserDataMissing(path, state, backup, records)


def _damage(e: BaseException) -> bool:
    return isinstance(e, sqlite3.DatabaseError) and bk.is_corruption(e)


def _copy_aside(path: Path) -> Path | None:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        return bk.copy_files_aside(path, target)
    except OSError as e:
        log.error("could not copy %s aside: %s", path, e)
        return None


def _connect(path: Path, synchronous: Synchronous) -> sqlite3.Connection:
    if synchronous not in ("FULL", "NORMAL", "EXTRA", "OFF"):
        raise ValueError(f"bad synchronous level {synchronous!r}")
    try:
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10.0)
        conn.row_factory = sqlite3.Row
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode.lower() != "wal":
            log.warning("user database %s: WAL refused (journal_mode=%s)", path, mode)
        conn.execute(f"PRAGMA synchronous = {synchronous}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(
            "PRAGMA fullfsync = ON"
        )  # macOS: F_FULLFSYNC, a real flush to the platter; no-op elsewhere
        conn.execute("PRAGMA checkpoint_fullfsync = ON")
        conn.create_function("ud_fold", 1, fold_query, deterministic=True)
    except sqlite3.Error as e:
        if bk.is_corruption(e):
            raise UserDataCorrupt(path, f"damaged: {e}", _copy_aside(path)) from e
        raise UserDataUnavailable(path, _open_problem(path, e)) from e
    return conn


# --- module-level recovery (the database may be unopenable) -------------------------------------------------


def list_backups(path: Path | str | None = None) -> list[bk.Backup]:
    """Backups of the user database at `path` (default location if None), newest first."""
    return bk.list_backups(bk.backups_dir_for(Path(path) if path else default_path()))


def latest_backup(path: Path | str | None = None) -> bk.Backup | None:
    """The newest usable backup — what the GUI offers when `UserDataCorrupt` was raised."""
    return bk.latest_backup(bk.backups_dir_for(Path(path) if path else default_path()))


def restore_backup(backup: Path | str | bk.Backup, path: Path | str | None = None) -> Path | None:
    """Put a backup in place of a user database that is not open (e.g. one refused as corrupt).

    The current file (and its -wal) is first copied byte for byte to a `before-restore` backup, returned
    (None if there was no current file). Use `UserData.restore_backup` when the database is open.
    """
    source = backup.path if isinstance(backup, bk.Backup) else Path(backup)
    target = Path(path) if path else default_path()
    bk.check_file(source, immutable=True)
    kept = None
    directory = bk.backups_dir_for(target)
    if target.exists():
        directory.mkdir(parents=True, exist_ok=True)
        lock = bk.backup_lock(directory)
        if not lock.acquire(wait=bk.LOCK_WAIT):
            raise UserDataUnavailable(directory, "another process has been writing a backup for too long")
        try:
            kept = bk.copy_files_aside(target, bk.new_name(directory, bk.clock(), "before-restore"))
        finally:
            lock.release()
    bk.replace_database(source, target, above=directory)  # the most recent work, above what it replaced
    log.info("user database %s restored from %s (previous file kept in %s)", target, source, kept)
    return kept


def start_fresh(path: Path | str | None = None) -> Path | None:
    """Move a refused user database (and its -wal/-shm) aside so the next open starts empty; returns where it
    went. For when there is no backup to restore; the file is renamed, never deleted."""
    target = Path(path) if path else default_path()
    if not target.exists():
        return None
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = target.with_name(f"{target.name}.set-aside-{stamp}")
    for suffix in ("-wal", "-shm", ""):
        source = Path(str(target) + suffix)
        if source.exists():
            source.rename(Path(str(aside) + suffix))
    fsync_dir(target.parent)
    log.warning("user database %s moved aside to %s", target, aside)
    return aside


__all__ = [
    "ALL",
    "FILE_NAME",
    "UNSET",
    "Synchronous",
    "UserData",
    "default_path",
    "latest_backup",
    "list_backups",
    "restore_backup",
    "start_fresh",
]
