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
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import app.core.userdata.backups as bk
import app.core.userdata.schema as schema
import app.core.userdata.transfer as transfer
from app.core import canon, paths
from app.core.files import fsync_dir
from app.core.userdata.errors import (
    UnknownItem,
    UserDataCorrupt,
    UserDataError,
    UserDataMissing,
    UserDataReadOnly,
    UserDataTooNew,
    UserDataUnavailable,
)
from app.core.userdata.markup import note_plain_text
from app.core.userdata.model import (
    Bookmark,
    Draft,
    Folder,
    Highlight,
    Label,
    Note,
    Passage,
    ReadingEntry,
    SearchEntry,
    draft_key,
    make_passage,
    new_id,
    utc_now,
)
from app.core.writable import write_problem

log = logging.getLogger(__name__)

FILE_NAME = "userdata.sqlite3"
READING_CAP = 500
SEARCH_CAP = 200
Synchronous = Literal["FULL", "NORMAL", "EXTRA", "OFF"]


class _Unset:
    """Marks "not given" where None is a meaningful value (e.g. moving a bookmark out of every folder)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
ALL: Any = _Unset()

ChapterLengths = Callable[[int], int]


def default_path() -> Path:
    return paths.data_dir() / FILE_NAME


def fold_query(query: str) -> str:
    """The de-duplication key of a search: case and spacing do not make a new entry."""
    return " ".join(query.split()).casefold()


class UserData:
    """The user database. `UserData.open()` (or `UserData()`) opens `data_dir()/userdata.sqlite3`."""

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
            raise UserDataUnavailable(self.path, f"cannot be read: {e}") from e
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
            try:
                yield conn
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
        if code == 13:  # SQLITE_FULL
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

    # --- folders --------------------------------------------------------------------------------------------

    def add_folder(self, name: str, *, color: str | None = None, position: int | None = None) -> Folder:
        name = _clean_name(name, "folder")
        color = _check_colour(color, optional=True)
        now = utc_now()
        folder_id = new_id()
        with self._write() as conn:
            if position is None:
                position = conn.execute("SELECT COALESCE(MAX(position) + 1, 0) FROM folders").fetchone()[0]
            conn.execute(
                "INSERT INTO folders (id, name, position, color, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (folder_id, name, position, color, now, now),
            )
        return self.get_folder(folder_id)

    def update_folder(
        self,
        folder_id: str,
        *,
        name: str | None = None,
        color: str | None = UNSET,
        position: int | None = None,
    ) -> Folder:
        changes: dict[str, Any] = {}
        if name is not None:
            changes["name"] = _clean_name(name, "folder")
        if color is not UNSET:
            changes["color"] = _check_colour(color, optional=True)
        if position is not None:
            changes["position"] = int(position)
        with self._write() as conn:
            _update(conn, "folders", folder_id, changes, "folder")
        return self.get_folder(folder_id)

    def delete_folder(self, folder_id: str) -> None:
        """Delete a folder; its bookmarks stay, outside any folder."""
        with self._write() as conn:
            now = utc_now()
            conn.execute("UPDATE bookmarks SET updated_at = ? WHERE folder_id = ?", (now, folder_id))
            if conn.execute("DELETE FROM folders WHERE id = ?", (folder_id,)).rowcount == 0:
                raise UnknownItem("folder", folder_id)

    def get_folder(self, folder_id: str) -> Folder:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM folders WHERE id = ?", (folder_id,)).fetchone()
        if row is None:
            raise UnknownItem("folder", folder_id)
        return _folder(row)

    def list_folders(self) -> list[Folder]:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM folders ORDER BY position, name COLLATE NOCASE, id").fetchall()
        return [_folder(r) for r in rows]

    # --- labels ---------------------------------------------------------------------------------------------

    def add_label(self, name: str, *, color: str | None = None) -> Label:
        """A new label; if one with this name (ignoring case) exists, that one is returned."""
        name = _clean_name(name, "label")
        color = _check_colour(color, optional=True)
        now = utc_now()
        with self._write() as conn:
            row = conn.execute("SELECT id FROM labels WHERE name = ?", (name,)).fetchone()
            label_id = row[0] if row else new_id()
            if row is None:
                conn.execute(
                    "INSERT INTO labels (id, name, color, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
                    (label_id, name, color, now, now),
                )
        return self.get_label(label_id)

    def update_label(self, label_id: str, *, name: str | None = None, color: str | None = UNSET) -> Label:
        changes: dict[str, Any] = {}
        if name is not None:
            changes["name"] = _clean_name(name, "label")
        if color is not UNSET:
            changes["color"] = _check_colour(color, optional=True)
        with self._write() as conn:
            if "name" in changes:
                clash = conn.execute(
                    "SELECT id FROM labels WHERE name = ? AND id != ?", (changes["name"], label_id)
                ).fetchone()
                if clash:
                    raise ValueError(f"a label named {changes['name']!r} already exists")
            _update(conn, "labels", label_id, changes, "label")
        return self.get_label(label_id)

    def delete_label(self, label_id: str) -> None:
        """Delete a label; bookmarks lose it and keep everything else."""
        with self._write() as conn:
            now = utc_now()
            conn.execute(
                "UPDATE bookmarks SET updated_at = ? WHERE id IN (SELECT bookmark_id FROM bookmark_labels"
                " WHERE label_id = ?)",
                (now, label_id),
            )
            if conn.execute("DELETE FROM labels WHERE id = ?", (label_id,)).rowcount == 0:
                raise UnknownItem("label", label_id)

    def get_label(self, label_id: str) -> Label:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM labels WHERE id = ?", (label_id,)).fetchone()
        if row is None:
            raise UnknownItem("label", label_id)
        return _label(row)

    def list_labels(self) -> list[Label]:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM labels ORDER BY name COLLATE NOCASE, id").fetchall()
        return [_label(r) for r in rows]

    # --- bookmarks ------------------------------------------------------------------------------------------

    def add_bookmark(
        self,
        book: str,
        chapter: int,
        verse: int,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        folder_id: str | None = None,
        labels: Iterable[str] = (),
        title: str = "",
    ) -> Bookmark:
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        label_ids = sorted(set(labels))
        now = utc_now()
        bookmark_id = new_id()
        with self._write() as conn:
            _require(conn, "folders", folder_id, "folder")
            for label_id in label_ids:
                _require(conn, "labels", label_id, "label")
            conn.execute(
                "INSERT INTO bookmarks (id, book, chapter, verse, end_chapter, end_verse, translation,"
                " folder_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (bookmark_id, *_coords(passage), translation, folder_id, str(title), now, now),
            )
            conn.executemany(
                "INSERT INTO bookmark_labels (bookmark_id, label_id) VALUES (?, ?)",
                [(bookmark_id, x) for x in label_ids],
            )
        return self.get_bookmark(bookmark_id)

    def update_bookmark(
        self,
        bookmark_id: str,
        *,
        title: str | None = None,
        folder_id: str | None = UNSET,
        labels: Iterable[str] | None = None,
        translation: str | None = UNSET,
    ) -> Bookmark:
        """Change what is given: `folder_id=None` moves it out of every folder; `labels` replaces the set."""
        changes: dict[str, Any] = {}
        if title is not None:
            changes["title"] = str(title)
        if folder_id is not UNSET:
            changes["folder_id"] = folder_id
        if translation is not UNSET:
            changes["translation"] = translation
        with self._write() as conn:
            if folder_id is not UNSET:
                _require(conn, "folders", folder_id, "folder")
            if labels is not None:
                label_ids = sorted(set(labels))
                for label_id in label_ids:
                    _require(conn, "labels", label_id, "label")
            _update(conn, "bookmarks", bookmark_id, changes, "bookmark")
            if labels is not None:
                conn.execute("DELETE FROM bookmark_labels WHERE bookmark_id = ?", (bookmark_id,))
                conn.executemany(
                    "INSERT INTO bookmark_labels (bookmark_id, label_id) VALUES (?, ?)",
                    [(bookmark_id, x) for x in label_ids],
                )
        return self.get_bookmark(bookmark_id)

    def delete_bookmark(self, bookmark_id: str) -> None:
        with self._write() as conn:
            if conn.execute("DELETE FROM bookmarks WHERE id = ?", (bookmark_id,)).rowcount == 0:
                raise UnknownItem("bookmark", bookmark_id)

    def get_bookmark(self, bookmark_id: str) -> Bookmark:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM bookmarks WHERE id = ?", (bookmark_id,)).fetchall()
            found = self._bookmarks(conn, rows)
        if not found:
            raise UnknownItem("bookmark", bookmark_id)
        return found[0]

    def list_bookmarks(self, *, folder_id: str | None = ALL, label_id: str | None = None) -> list[Bookmark]:
        """Bookmarks in canonical order; `folder_id=None` lists those outside any folder."""
        sql, args = "SELECT * FROM bookmarks WHERE 1", []
        if folder_id is not ALL:
            sql += " AND folder_id IS ?"
            args.append(folder_id)
        if label_id is not None:
            sql += " AND id IN (SELECT bookmark_id FROM bookmark_labels WHERE label_id = ?)"
            args.append(label_id)
        with self._read() as conn:
            return _canonical(self._bookmarks(conn, conn.execute(sql, args).fetchall()))

    def newest_bookmark(self) -> Bookmark | None:
        """The bookmark made last: its folder is where the next one goes unless the person says otherwise."""
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM bookmarks ORDER BY created_at DESC, id LIMIT 1").fetchall()
            found = self._bookmarks(conn, rows)
        return found[0] if found else None

    def bookmarks_for_chapter(self, book: str, chapter: int) -> list[Bookmark]:
        """Bookmarks whose passage touches this chapter (for the reader's margin)."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM bookmarks WHERE book = ? AND chapter <= ?"
                " AND COALESCE(end_chapter, chapter) >= ?",
                (book, chapter, chapter),
            ).fetchall()
            return _canonical(self._bookmarks(conn, rows))

    @staticmethod
    def _bookmarks(conn: sqlite3.Connection, rows: Sequence[sqlite3.Row]) -> list[Bookmark]:
        if not rows:
            return []
        labels: dict[str, list[str]] = {}
        ids = [r["id"] for r in rows]
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for b, lab in conn.execute(
                f"SELECT bookmark_id, label_id FROM bookmark_labels WHERE bookmark_id IN ({marks})", chunk
            ):
                labels.setdefault(b, []).append(lab)
        return [
            Bookmark(
                r["id"],
                _passage(r),
                r["translation"],
                r["folder_id"],
                tuple(sorted(labels.get(r["id"], ()))),
                r["title"],
                r["created_at"],
                r["updated_at"],
            )
            for r in rows
        ]

    # --- highlights -----------------------------------------------------------------------------------------

    def set_highlight(
        self,
        book: str,
        chapter: int,
        verse: int,
        color: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        chapter_lengths: ChapterLengths | None = None,
    ) -> list[Highlight]:
        """Colour a verse or a range (one row per verse, so a later colour or clear can cover part of it).

        A range across chapters needs `chapter_lengths(chapter) -> verse count` of this book (the reader knows
        the translation's versification; the user database does not).
        """
        color = _check_colour(color, optional=False)
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        verses = _expand(passage, chapter_lengths)
        now = utc_now()
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO highlights (id, book, chapter, verse, color, translation, created_at,"
                " updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (book, chapter, verse) DO UPDATE SET color = excluded.color,"
                " translation = excluded.translation, updated_at = excluded.updated_at"
                " WHERE highlights.color IS NOT excluded.color",
                [(new_id(), book, c, v, color, translation, now, now) for c, v in verses],
            )
        with self._read() as conn:
            return [_highlight(r) for r in _rows_in(conn, "highlights", passage)]

    def clear_highlight(
        self,
        book: str,
        chapter: int,
        verse: int,
        end_chapter: int | None = None,
        end_verse: int | None = None,
    ) -> int:
        """Remove highlights from a verse or range; returns how many verses lost theirs."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        with self._write() as conn:
            return conn.execute(
                "DELETE FROM highlights WHERE book = ?"
                " AND (chapter, verse) >= (?, ?) AND (chapter, verse) <= (?, ?)",
                (book, passage.chapter, passage.verse, *passage.last),
            ).rowcount

    def highlights_for_chapter(self, book: str, chapter: int) -> list[Highlight]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM highlights WHERE book = ? AND chapter = ? ORDER BY verse", (book, chapter)
            ).fetchall()
        return [_highlight(r) for r in rows]

    def all_highlights(self) -> list[Highlight]:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM highlights").fetchall()
        return sorted((_highlight(r) for r in rows), key=lambda h: (_book_index(h.book), h.chapter, h.verse))

    # --- notes ----------------------------------------------------------------------------------------------

    def add_note(
        self,
        book: str,
        chapter: int,
        verse: int,
        text: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        title: str = "",
        draft_key: str | None = None,
    ) -> Note:
        """Save a note (Markdown source). When this returns, the note is on disk (fsynced).

        `draft_key`: the editor's draft of this note, removed in the same transaction — the text is at every
        moment either a draft or a note, never both and never neither."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        now = utc_now()
        note_id = new_id()
        with self._write() as conn:
            conn.execute(
                "INSERT INTO notes (id, book, chapter, verse, end_chapter, end_verse, translation, title,"
                " text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (note_id, *_coords(passage), translation, str(title), str(text), now, now),
            )
            if draft_key is not None:
                conn.execute("DELETE FROM note_drafts WHERE key = ?", (draft_key,))
        return Note(note_id, passage, translation, str(title), str(text), now, now)

    def update_note(
        self,
        note_id: str,
        *,
        text: str | None = None,
        title: str | None = None,
        draft_key: str | None = None,
    ) -> Note:
        """Change a note; `draft_key` (the editor's draft) is removed in the same transaction."""
        changes: dict[str, Any] = {}
        if text is not None:
            changes["text"] = str(text)
        if title is not None:
            changes["title"] = str(title)
        with self._write() as conn:
            _update(conn, "notes", note_id, changes, "note")
            if draft_key is not None:
                conn.execute("DELETE FROM note_drafts WHERE key = ?", (draft_key,))
        return self.get_note(note_id)

    def delete_note(self, note_id: str) -> None:
        """Delete a note, and the editor's draft of it (a draft of a deleted note has nothing to update)."""
        with self._write() as conn:
            if conn.execute("DELETE FROM notes WHERE id = ?", (note_id,)).rowcount == 0:
                raise UnknownItem("note", note_id)
            conn.execute("DELETE FROM note_drafts WHERE key = ?", (f"note:{note_id}",))

    def get_note(self, note_id: str) -> Note:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
        if row is None:
            raise UnknownItem("note", note_id)
        return _note(row)

    def notes_for_chapter(self, book: str, chapter: int) -> list[Note]:
        """Notes whose passage touches this chapter (a range from the previous chapter included)."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM notes WHERE book = ? AND chapter <= ? AND COALESCE(end_chapter, chapter) >= ?",
                (book, chapter, chapter),
            ).fetchall()
        return _canonical([_note(r) for r in rows])

    def notes_for_verse(self, book: str, chapter: int, verse: int) -> list[Note]:
        """Notes on this verse or on a range that contains it."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM notes WHERE book = ? AND (chapter, verse) <= (?, ?)"
                " AND (COALESCE(end_chapter, chapter), COALESCE(end_verse, verse)) >= (?, ?)",
                (book, chapter, verse, chapter, verse),
            ).fetchall()
        return _canonical([_note(r) for r in rows])

    def all_notes(self) -> list[Note]:
        """Every note in canonical order of its passage."""
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM notes").fetchall()
        return _canonical([_note(r) for r in rows])

    def iter_note_documents(self) -> Iterator[tuple[str, str, str]]:
        """(note id, OSIS reference, plain text) for every note: what the retriever indexes for search."""
        for note in self.all_notes():
            body = note_plain_text(note.text)
            text = f"{note.title}\n{body}" if note.title else body
            yield note.id, note.passage.osis, text

    # --- drafts of the note editor --------------------------------------------------------------------------

    def save_draft(
        self,
        book: str,
        chapter: int,
        verse: int,
        text: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        note_id: str | None = None,
        title: str = "",
        translation: str | None = None,
        base_updated_at: str | None = None,
    ) -> Draft:
        """Keep what the editor holds (one draft per editor: `draft_key(note_id, passage)`; a later call
        replaces it). Durable when it returns, like every write. The note itself is not touched."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        key = draft_key(note_id, passage)
        now = utc_now()
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO note_drafts (key, note_id, book, chapter, verse, end_chapter,"
                " end_verse, translation, title, text, base_updated_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    note_id,
                    *_coords(passage),
                    translation,
                    str(title),
                    str(text),
                    base_updated_at,
                    now,
                ),
            )
        return Draft(key, note_id, passage, translation, str(title), str(text), base_updated_at, now)

    def get_draft(self, key: str) -> Draft | None:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM note_drafts WHERE key = ?", (key,)).fetchone()
        return _draft(row) if row is not None else None

    def list_drafts(self) -> list[Draft]:
        """Every draft waiting to be saved or dropped, newest first."""
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM note_drafts ORDER BY updated_at DESC, key").fetchall()
        return [_draft(r) for r in rows]

    def delete_draft(self, key: str) -> bool:
        """Drop a draft (saved, or discarded by the person); False if there was none."""
        with self._write() as conn:
            return conn.execute("DELETE FROM note_drafts WHERE key = ?", (key,)).rowcount > 0

    # --- reading and search history -------------------------------------------------------------------------

    def record_reading(
        self, book: str, chapter: int, verse: int = 1, translation: str | None = None
    ) -> ReadingEntry:
        """Remember a reading position. Moving inside the same chapter updates the newest entry instead of
        adding one; the history keeps the newest `reading_cap` entries."""
        make_passage(book, chapter, verse)
        now = utc_now()
        with self._write() as conn:
            last = conn.execute(
                "SELECT id, book, chapter FROM reading_history ORDER BY read_at DESC, seq DESC LIMIT 1"
            ).fetchone()
            if last is not None and (last["book"], last["chapter"]) == (book, chapter):
                entry_id = last["id"]
                conn.execute(
                    "UPDATE reading_history SET verse = ?, translation = ?, read_at = ? WHERE id = ?",
                    (verse, translation, now, entry_id),
                )
            else:
                entry_id = new_id()
                conn.execute(
                    "INSERT INTO reading_history (id, book, chapter, verse, translation, read_at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (entry_id, book, chapter, verse, translation, now),
                )
            _trim(conn, "reading_history", "read_at", self.reading_cap)
        return ReadingEntry(entry_id, book, chapter, verse, translation, now)

    def reading_history(self, limit: int = 50) -> list[ReadingEntry]:
        """Newest first."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM reading_history ORDER BY read_at DESC, seq DESC LIMIT ?", (limit,)
            ).fetchall()
        return [_reading(r) for r in rows]

    def last_position(self) -> ReadingEntry | None:
        history = self.reading_history(1)
        return history[0] if history else None

    def clear_reading_history(self) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM reading_history")

    def record_search(self, query: str, translation: str | None = None) -> SearchEntry | None:
        """Remember a search. The same query again (ignoring case and spacing) moves to the top instead of
        repeating; blank queries are ignored; the history keeps the newest `search_cap` entries."""
        text = " ".join(query.split())
        if not text:
            return None
        now = utc_now()
        entry_id = new_id()
        with self._write() as conn:
            conn.execute("DELETE FROM search_history WHERE ud_fold(query) = ?", (fold_query(text),))
            conn.execute(
                "INSERT INTO search_history (id, query, translation, searched_at) VALUES (?, ?, ?, ?)",
                (entry_id, text, translation, now),
            )
            _trim(conn, "search_history", "searched_at", self.search_cap)
        return SearchEntry(entry_id, text, translation, now)

    def search_history(self, limit: int = 50) -> list[SearchEntry]:
        """Newest first."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM search_history ORDER BY searched_at DESC, seq DESC LIMIT ?", (limit,)
            ).fetchall()
        return [SearchEntry(r["id"], r["query"], r["translation"], r["searched_at"]) for r in rows]

    def delete_search(self, entry_id: str) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM search_history WHERE id = ?", (entry_id,))

    def clear_search_history(self) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM search_history")

    # --- export / import ------------------------------------------------------------------------------------

    def export_json(self, path: Path | str) -> Path:
        """Write everything (every table and field, with a format version) as JSON; atomic."""
        with self._read() as conn:
            document = transfer.export_document(conn)
        return transfer.write_json(Path(path), document)

    def import_json(
        self, path: Path | str, mode: Literal["merge", "replace"] = "merge"
    ) -> transfer.ImportReport:
        """Import a JSON export. The whole file is validated first: a malformed file raises
        `ImportFormatError` (naming the file and the problem) and changes nothing. A backup (tag
        `before-import`) is taken first.

        merge: records are matched by id (folders and labels also by name, highlights by verse); when both
        sides have a record the newer `updated_at` wins; nothing is deleted. replace: the file becomes the
        user data.
        """
        if mode not in ("merge", "replace"):
            raise ValueError(f"mode must be 'merge' or 'replace', not {mode!r}")
        payload = transfer.load_json(Path(path))
        if self.read_only:
            raise UserDataReadOnly(self.path, f"nothing can be imported: {self.read_only}")
        with self._lock:
            backup = bk.write_backup(self._connection(), self.backups_dir, tag="before-import")
            with self._write() as conn:
                if mode == "replace":
                    report = transfer.apply_replace(conn, payload)
                else:
                    report = transfer.apply_merge(conn, payload)
                transfer.dedupe_searches(conn)
                _trim(conn, "reading_history", "read_at", self.reading_cap)
                _trim(conn, "search_history", "searched_at", self.search_cap)
        report.backup = backup
        log.info("imported %s (%s): %s", path, mode, report)
        return report

    def export_markdown(self, path: Path | str, lang: str = "pt") -> Path:
        """A document for people: notes by book in canonical order, bookmarks by folder, highlights."""
        with self._read():
            text = transfer.markdown_document(
                notes=self.all_notes(),
                bookmarks=self.list_bookmarks(),
                folders=self.list_folders(),
                labels=self.list_labels(),
                highlights=self.all_highlights(),
                lang=lang,
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
            if regular and regular[0].created_at.date() == datetime.now(UTC).date():
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
            kept = bk.write_backup(conn, self.backups_dir, tag="before-restore")
            src = sqlite3.connect(bk.read_only_uri(source), uri=True)
            try:
                src.backup(conn)
            finally:
                src.close()
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
        raise UserDataUnavailable(path, f"cannot be read: {e}") from e


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
        raise UserDataUnavailable(path, f"cannot be opened: {e}") from e
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
    if target.exists():
        directory = bk.backups_dir_for(target)
        directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        kept = directory / f"userdata-{stamp}-before-restore.sqlite3"
        n = 1
        while kept.exists():
            n += 1
            kept = directory / f"userdata-{stamp}-{n}-before-restore.sqlite3"
        bk.copy_files_aside(target, kept)
    bk.replace_database(source, target)
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


# --- row helpers --------------------------------------------------------------------------------------------


def _clean_name(name: str, kind: str) -> str:
    text = " ".join(str(name).split())
    if not text:
        raise ValueError(f"a {kind} needs a name")
    return text


def _check_colour(color: str | None, *, optional: bool) -> str | None:
    if color is None and optional:
        return None
    if color not in schema.COLOURS:
        raise ValueError(f"colour must be one of {', '.join(schema.COLOURS)}; got {color!r}")
    return color


def _require(conn: sqlite3.Connection, table: str, item_id: str | None, kind: str) -> None:
    if (
        item_id is not None
        and conn.execute(f"SELECT 1 FROM {table} WHERE id = ?", (item_id,)).fetchone() is None
    ):
        raise UnknownItem(kind, item_id)


def _update(conn: sqlite3.Connection, table: str, item_id: str, changes: dict[str, Any], kind: str) -> None:
    """Set `changes` and bump updated_at (even with no changes: labels replaced); UnknownItem if absent."""
    sets = ", ".join(f"{column} = ?" for column in changes)
    sql = f"UPDATE {table} SET {sets + ', ' if sets else ''}updated_at = ? WHERE id = ?"
    if conn.execute(sql, (*changes.values(), utc_now(), item_id)).rowcount == 0:
        raise UnknownItem(kind, item_id)


def _trim(conn: sqlite3.Connection, table: str, time_column: str, cap: int) -> None:
    conn.execute(
        f"DELETE FROM {table} WHERE seq NOT IN"
        f" (SELECT seq FROM {table} ORDER BY {time_column} DESC, seq DESC LIMIT ?)",
        (cap,),
    )


def _coords(p: Passage) -> tuple[str, int, int, int | None, int | None]:
    return (p.book, p.chapter, p.verse, p.end_chapter, p.end_verse)


def _passage(row: sqlite3.Row) -> Passage:
    return Passage(row["book"], row["chapter"], row["verse"], row["end_chapter"], row["end_verse"])


def _expand(passage: Passage, chapter_lengths: ChapterLengths | None) -> list[tuple[int, int]]:
    last_chapter, last_verse = passage.last
    if last_chapter == passage.chapter:
        return [(passage.chapter, v) for v in range(passage.verse, last_verse + 1)]
    if chapter_lengths is None:
        raise ValueError("a highlight across chapters needs chapter_lengths")
    verses: list[tuple[int, int]] = []
    for chapter in range(passage.chapter, last_chapter + 1):
        first = passage.verse if chapter == passage.chapter else 1
        last = last_verse if chapter == last_chapter else int(chapter_lengths(chapter))
        verses.extend((chapter, v) for v in range(first, last + 1))
    return verses


def _rows_in(conn: sqlite3.Connection, table: str, passage: Passage) -> list[sqlite3.Row]:
    return conn.execute(
        f"SELECT * FROM {table} WHERE book = ? AND (chapter, verse) >= (?, ?) AND (chapter, verse) <= (?, ?)"
        " ORDER BY chapter, verse",
        (passage.book, passage.chapter, passage.verse, *passage.last),
    ).fetchall()


def _book_index(book: str) -> int:
    found = canon.BY_OSIS.get(book)
    return found.index if found else 10_000


def _canonical(items: list[Any]) -> list[Any]:
    return sorted(items, key=lambda x: (x.passage.sort_key(), x.created_at, x.id))


def _folder(r: sqlite3.Row) -> Folder:
    return Folder(r["id"], r["name"], r["position"], r["color"], r["created_at"], r["updated_at"])


def _label(r: sqlite3.Row) -> Label:
    return Label(r["id"], r["name"], r["color"], r["created_at"], r["updated_at"])


def _highlight(r: sqlite3.Row) -> Highlight:
    return Highlight(
        r["id"],
        r["book"],
        r["chapter"],
        r["verse"],
        r["color"],
        r["translation"],
        r["created_at"],
        r["updated_at"],
    )


def _note(r: sqlite3.Row) -> Note:
    return Note(
        r["id"], _passage(r), r["translation"], r["title"], r["text"], r["created_at"], r["updated_at"]
    )


def _draft(r: sqlite3.Row) -> Draft:
    return Draft(
        r["key"],
        r["note_id"],
        _passage(r),
        r["translation"],
        r["title"],
        r["text"],
        r["base_updated_at"],
        r["updated_at"],
    )


def _reading(r: sqlite3.Row) -> ReadingEntry:
    return ReadingEntry(r["id"], r["book"], r["chapter"], r["verse"], r["translation"], r["read_at"])
