"""The verse library's handle (`Library`): the connection, its transactions, and reading — translations,
books, verses, chapters, passages, context windows, tagged words, the versification of a translation — with
the records they are read as (`Translation`, `Verse`, `BookInfo`) and the filters search applies (`Filters`).

The file's tables, its version and opening it safely are `database`; imports, removals and the keyword
index's re-analysis are `writing`. A handle is cheap to open and not shared across threads.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import sqlite_utils

from app.core.analysis import get_analyzer
from app.core.errors import (
    BadReference,
    LampadaError,
    LibraryCorrupt,
    LibraryReadOnly,
    RepairUnfinished,
    UnknownTranslation,
)
from app.core.formats.common import MAX_NUMBER, Note
from app.core.library import rebuild
from app.core.library.database import (
    BUSY_TIMEOUT,
    analysis_key,
    connect_read_only,
    create_schema,
    fts_name,
    has_table,
    inspect_file,
    library_error,
    meta_value,
    schema_state,
)
from app.core.scripture import booknames, canon, refs
from app.core.writable import write_problem

log = logging.getLogger(__name__)

TITLE = "title"  # the note kind of a Psalm title (app.core.formats.text_cleaning.TITLE)
_SQL_INT = 2**63 - 1


@dataclass(frozen=True)
class Translation:
    id: str
    name: str
    language: str
    licence: str
    attribution: str
    source: str
    builtin: bool
    verse_count: int
    text_hash: str
    imported_at: str


# The translation a new user starts with, per language: the Bíblia Livre for Portuguese, the World English
# Bible (modern English, the one retrieval was measured on — docs/retrieval.md) rather than the KJV for
# English.
RECOMMENDED = ("blivre", "web")


def default_translation_id(translations: Sequence[Translation], lang: str) -> str | None:
    """The translation to search and read when the user has not chosen one: a recommended one in the interface
    language, else any in that language, else the WEB, else the first; None when there is none."""
    lang = lang.lower().split("-", 1)[0].split("_", 1)[0]
    in_language = [t.id for t in translations if t.language.lower().startswith(lang)]
    for tid in (*[r for r in RECOMMENDED if r in in_language], *in_language):
        return tid
    ids = [t.id for t in translations]
    if "web" in ids:
        return "web"
    return ids[0] if ids else None


@dataclass(frozen=True)
class Verse:
    id: int
    translation: str
    ord: int
    book: str
    chapter: int
    verse: int
    text: str
    verse_end: int | None = None
    notes: tuple[Note, ...] = field(default_factory=tuple)

    @property
    def osis(self) -> str:
        return canon.osis_ref(self.book, self.chapter, self.verse)

    @property
    def heading(self) -> str:
        """The title that stands before the verse — a Psalm's superscription ("Salmo de Davi, quando fugia
        de Absalão") — for the reader to show as a heading above it; "" when there is none. Every importer
        keeps it out of `text` as a "title" note at offset 0, so it is neither searched nor embedded."""
        return " ".join(n.text for n in self.notes if n.kind == TITLE and n.offset == 0 and n.text)

    @property
    def closing(self) -> str:
        """A title that closes its chapter after this verse (Habakkuk 3:19's "to the chief musician"), to show
        on a line of its own below it; "" when there is none."""
        return " ".join(n.text for n in self.notes if n.kind == TITLE and n.offset > 0 and n.text)

    @property
    def footnotes(self) -> tuple[Note, ...]:
        """The notes marked in the text (footnotes, cross-references): titles are headings, not marks."""
        return tuple(n for n in self.notes if n.kind != TITLE)

    @property
    def coord(self) -> tuple[str, str, int, int]:
        """Fusion identity: (translation, book, chapter, verse)."""
        return (self.translation, self.book, self.chapter, self.verse)


@dataclass(frozen=True)
class BookInfo:
    osis: str
    index: int
    title: str
    chapters: int


@dataclass(frozen=True)
class Filters:
    """Restrictions applied inside each search arm, before its top-k. Book indexes are canon indexes."""

    first_book: int | None = None
    last_book: int | None = None

    @classmethod
    def testament(cls, testament: str) -> Filters:
        first, last = canon.testament_range(testament)
        return cls(first, last)

    @property
    def active(self) -> bool:
        return self.first_book is not None or self.last_book is not None

    def bounds(self) -> tuple[int, int]:
        return (self.first_book or 1, self.last_book or 10_000)


class Library:
    """A handle on the library file. Cheap to open; not shared across threads (open one per thread).

    `read_only=True` opens without ever writing (no WAL switch, no schema creation): what a read-only file,
    folder or disk allows. `open_library` picks it by itself when only reading is needed.
    """

    def __init__(
        self,
        path: Path | str,
        *,
        create: bool = True,
        read_only: bool = False,
        timeout: float | None = None,
    ):
        self.path = Path(path)
        self.read_only = read_only
        self.read_only_reason = ""  # why the library was opened read-only ("the folder is read-only")
        self.timeout = BUSY_TIMEOUT if timeout is None else timeout
        self._cache: dict[tuple[str, str], object] = {}
        exists = self.path.exists()
        if not exists and (not create or read_only):
            raise LibraryCorrupt(f"library file not found: {self.path}")
        if exists:
            inspect_file(self.path)  # a foreign or damaged file is refused before anything writes to it
        if read_only:
            self.conn = connect_read_only(self.path)
            self.db = sqlite_utils.Database(self.conn)
            try:
                if not self._check_schema():
                    raise LibraryCorrupt(f"{self.path} is an empty file, not a Lâmpada library yet")
            except sqlite3.DatabaseError as exc:
                self.conn.close()
                raise LibraryCorrupt(f"{self.path} is not a readable Lâmpada library: {exc}") from exc
            return
        if not exists:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        problem = write_problem(self.path)
        if problem:
            raise LibraryReadOnly(str(self.path), problem)
        if rebuild.pending(self.path):  # a rebuilt library is about to replace this one: nothing may write
            raise RepairUnfinished(str(self.path))
        try:
            conn = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=self.timeout
            )
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA foreign_keys = ON")
            try:
                conn.execute("PRAGMA journal_mode = WAL")  # persistent: one connection switching it is enough
            except sqlite3.OperationalError as exc:  # another connection holds the lock while switching
                if "locked" not in str(exc):
                    raise
            self.conn = conn
            self.db = sqlite_utils.Database(conn)
            self._ensure_schema()
        except sqlite3.DatabaseError as exc:
            raise self.error(exc) from exc

    # ------------------------------------------------------------------ schema
    def _ensure_schema(self) -> None:
        if self._check_schema():
            return
        # Create under a write lock and look again inside it: two threads or processes may open a new file at
        # the same moment, and only one of them must create the tables.
        with self.transaction():
            if self._check_schema():
                return
            create_schema(self.conn)

    def _check_schema(self) -> bool:
        """True if the file holds a library of our version; False if it is empty; raises otherwise."""
        return schema_state(self.conn, self.path)

    def transaction(self) -> _Transaction:
        if self.read_only:
            raise LibraryReadOnly(str(self.path), self.read_only_reason or "it was opened read-only")
        return _Transaction(self)

    def error(self, exc: sqlite3.Error) -> LampadaError:
        """The typed error for an SQLite error on this library: busy, read-only, damaged."""
        return library_error(exc, self.path, self.timeout)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def check_integrity(self) -> None:
        """Raise LibraryCorrupt unless SQLite's quick check passes."""
        try:
            result = self.conn.execute("PRAGMA quick_check").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            raise LibraryCorrupt(f"{self.path}: {exc}") from exc
        if result != "ok":
            raise LibraryCorrupt(f"{self.path}: integrity check failed: {result}")

    # ------------------------------------------------------------ translations
    def translations(self) -> list[Translation]:
        rows = self.conn.execute("SELECT * FROM translations ORDER BY builtin DESC, language, id").fetchall()
        return [_translation_from_row(r) for r in rows]

    def translation(self, translation_id: str) -> Translation:
        row = self.conn.execute("SELECT * FROM translations WHERE id = ?", (translation_id,)).fetchone()
        if row is None:
            raise UnknownTranslation(translation_id)
        return _translation_from_row(row)

    def has_translation(self, translation_id: str) -> bool:
        return (
            self.conn.execute("SELECT 1 FROM translations WHERE id = ?", (translation_id,)).fetchone()
            is not None
        )

    def words(self, verse: Verse) -> list[tuple[int, int, str, str]]:
        """The verse's tagged words: (start, end, Strong's numbers, morphology), offsets into its text."""
        if not has_table(self.conn, "verse_words"):
            return []
        row = self.conn.execute(
            "SELECT words FROM verse_words WHERE translation = ? AND ord = ?", (verse.translation, verse.ord)
        ).fetchone()
        return [tuple(w) for w in json.loads(row[0])] if row else []  # type: ignore[misc]

    def versification(self, translation_id: str) -> booknames.Versification:
        """The standard numbering widened by this translation's own chapters and verses, for the reference
        parser: what the translation stores outside the standard table (Ps 151, Philemon 2, Mal 3:19-24) is
        reachable by its numbers. A chapter only the translation has is not checked for its verse count."""
        key = (translation_id, "versification")
        cached = self._cache.get(key)
        if isinstance(cached, booknames.Versification):
            return cached
        self.translation(translation_id)
        rows = self.conn.execute(
            "SELECT book, chapter, MAX(COALESCE(verse_end, verse)) FROM verses WHERE translation = ? "
            "GROUP BY book, chapter",
            (translation_id,),
        ).fetchall()
        have: dict[str, dict[int, int]] = {}
        for book, chapter, last in rows:
            have.setdefault(book, {})[chapter] = last
        standard = booknames.STANDARD
        verses = dict(standard.verses)
        for book, chapters in have.items():
            base = list(standard.verses.get(book, ()))
            known = standard.chapter_count(book) or 0
            size = max(len(base), known, max(chapters))
            counts = [base[i] if i < len(base) else MAX_NUMBER for i in range(size)]
            for chapter, last in chapters.items():
                counts[chapter - 1] = max(counts[chapter - 1], last) if chapter <= len(base) else MAX_NUMBER
            verses[book] = tuple(counts)
        found = booknames.Versification(f"{translation_id}", verses, dict(standard.chapters))
        self._cache[key] = found
        return found

    # ------------------------------------------------------------------ analysis
    def analysis_version(self, translation_id: str) -> str | None:
        """The analyzer version that filled the translation's stem table (None: a library older than that)."""
        return meta_value(self.conn, analysis_key(translation_id))

    def stale_analysis(self) -> list[str]:
        """Translations whose keyword index another analyzer version built (an older app's, or a newer one's):
        `writing.reanalyze` them before searching, so that queries and index are analysed alike."""
        return [
            t.id
            for t in self.translations()
            if self.analysis_version(t.id) != get_analyzer(t.language).version
        ]

    # ------------------------------------------------------------------ verses
    def books(self, translation_id: str) -> list[BookInfo]:
        self.translation(translation_id)
        rows = self.conn.execute(
            "SELECT osis, idx, title, chapters FROM books WHERE translation = ? ORDER BY idx",
            (translation_id,),
        )
        return [BookInfo(r["osis"], r["idx"], r["title"] or "", r["chapters"]) for r in rows]

    def verse(self, translation_id: str, book: str, chapter: int, verse: int) -> Verse | None:
        if not _sql_ints(chapter, verse):
            return None
        row = self.conn.execute(
            "SELECT * FROM verses WHERE translation = ? AND book = ? AND chapter = ? AND verse = ?",
            (translation_id, book, chapter, verse),
        ).fetchone()
        if row is None:  # a verse merged into its predecessor ("\v 3-4") answers for both numbers
            row = self.conn.execute(
                "SELECT * FROM verses WHERE translation = ? AND book = ? AND chapter = ? AND verse < ? "
                "AND verse_end >= ? ORDER BY verse DESC LIMIT 1",
                (translation_id, book, chapter, verse, verse),
            ).fetchone()
        return _verse_from_row(row) if row else None

    def verses_by_ids(self, ids: Sequence[int]) -> list[Verse]:
        """Verses in the order of `ids` (unknown ids are skipped)."""
        if not len(ids):
            return []
        ids = [int(i) for i in ids]
        by_id: dict[int, Verse] = {}
        for chunk_start in range(0, len(ids), 900):
            chunk = ids[chunk_start : chunk_start + 900]
            marks = ",".join("?" * len(chunk))
            for row in self.conn.execute(f"SELECT * FROM verses WHERE id IN ({marks})", chunk):
                by_id[row["id"]] = _verse_from_row(row)
        return [by_id[i] for i in ids if i in by_id]

    def chapter(self, translation_id: str, book: str, chapter: int) -> list[Verse]:
        if not _sql_ints(chapter):
            return []
        rows = self.conn.execute(
            "SELECT * FROM verses WHERE translation = ? AND book = ? AND chapter = ? ORDER BY ord",
            (translation_id, book, chapter),
        )
        return [_verse_from_row(r) for r in rows]

    def span(
        self, translation_id: str, book: str, start: tuple[int, int | None], end: tuple[int, int | None]
    ) -> list[Verse]:
        """Verses of one book from (chapter, verse) to (chapter, verse); a None verse: the whole chapter."""
        (c1, v1), (c2, v2) = start, end
        lo = (c1, v1 if v1 is not None else 0)
        hi = (c2, v2 if v2 is not None else 10_000)
        if hi < lo:
            raise BadReference(f"{book} {c1}:{v1}-{c2}:{v2}: the range ends before it starts")
        if not _sql_ints(*lo, *hi):
            return []  # a number no verse has (nor SQLite's integers can hold)
        rows = self.conn.execute(
            "SELECT * FROM verses WHERE translation = ? AND book = ? AND chapter BETWEEN ? AND ? "
            "AND (chapter > ? OR coalesce(verse_end, verse) >= ?) AND (chapter < ? OR verse <= ?) "
            "ORDER BY ord",
            (translation_id, book, lo[0], hi[0], lo[0], lo[1], hi[0], hi[1]),
        )
        return [_verse_from_row(r) for r in rows]

    def passage(self, translation_id: str, ref: refs.Reference) -> list[Verse]:
        """The verses of a reference; empty when this translation lacks them (versification differs)."""
        end_chapter = ref.end_chapter or ref.chapter
        if ref.end_verse is not None:
            end_verse: int | None = ref.end_verse
        else:
            end_verse = ref.verse if ref.end_chapter is None else None
        return self.span(translation_id, ref.book, (ref.chapter, ref.verse), (end_chapter, end_verse))

    def context(self, verse: Verse, window: int, through: Verse | None = None) -> list[Verse]:
        """The verse (or the verses from it `through` a later one of the same book) with `window` neighbours
        on each side, inside its book, crossing chapter boundaries."""
        last = through or verse
        rows = self.conn.execute(
            "SELECT * FROM verses WHERE translation = ? AND book = ? AND ord BETWEEN ? AND ? ORDER BY ord",
            (verse.translation, verse.book, verse.ord - window, last.ord + window),
        )
        return [_verse_from_row(r) for r in rows]

    def iter_context_texts(self, translation_id: str, window: int) -> Iterator[tuple[int, str]]:
        """(ord, text of the verse's context window) for every verse: what the embedding index embeds."""
        rows = self.conn.execute(
            "SELECT ord, book, text FROM verses WHERE translation = ? ORDER BY ord", (translation_id,)
        ).fetchall()
        books = [r["book"] for r in rows]
        texts = [r["text"] for r in rows]
        n = len(rows)
        for i in range(n):
            lo, hi = max(0, i - window), min(n, i + window + 1)
            parts = [texts[j] for j in range(lo, hi) if books[j] == books[i]]
            yield i, " ".join(parts)

    def ord_ids(self, translation_id: str) -> np.ndarray:
        """verses.id of each ord, as an int64 array (row i of the embedding matrix is ids[i])."""
        key = (translation_id, "ids")
        if key not in self._cache:
            rows = self.conn.execute(
                "SELECT id, book_idx FROM verses WHERE translation = ? ORDER BY ord", (translation_id,)
            ).fetchall()
            self._cache[key] = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            self._cache[(translation_id, "book_idx")] = np.fromiter(
                (r[1] for r in rows), dtype=np.int16, count=len(rows)
            )
        return self._cache[key]  # type: ignore[return-value]

    def ord_book_index(self, translation_id: str) -> np.ndarray:
        self.ord_ids(translation_id)
        return self._cache[(translation_id, "book_idx")]  # type: ignore[return-value]

    def fts_table(self, translation_id: str, kind: str) -> str:
        return fts_name(translation_id, kind)

    def changed(self) -> None:
        """Forget what was read and kept (verse ids, versifications): the file was written (`writing`)."""
        self._cache.clear()


def _sql_ints(*numbers: int) -> bool:
    """Whether numbers fit SQLite's integers (a typed "Gn 99999999999999999999" must not overflow)."""
    return all(-_SQL_INT <= n <= _SQL_INT for n in numbers)


def _verse_from_row(row: sqlite3.Row) -> Verse:
    notes: tuple[Note, ...] = ()
    if row["notes"]:
        notes = tuple(Note(**n) for n in json.loads(row["notes"]))
    return Verse(
        id=row["id"],
        translation=row["translation"],
        ord=row["ord"],
        book=row["book"],
        chapter=row["chapter"],
        verse=row["verse"],
        text=row["text"],
        verse_end=row["verse_end"],
        notes=notes,
    )


def _translation_from_row(row: sqlite3.Row) -> Translation:
    return Translation(
        id=row["id"],
        name=row["name"],
        language=row["language"],
        licence=row["licence"] or "",
        attribution=row["attribution"] or "",
        source=row["source"] or "",
        builtin=bool(row["builtin"]),
        verse_count=row["verse_count"] or 0,
        text_hash=row["text_hash"] or "",
        imported_at=row["imported_at"] or "",
    )


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception (the connection runs in autocommit mode).

    A writer that keeps the lock past the library's timeout gives `LibraryBusy`; a file that turned out
    read-only gives `LibraryReadOnly`."""

    def __init__(self, library: Library):
        self.library = library
        self.conn = library.conn

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise self.library.error(exc) from exc
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is None:
            try:
                self.conn.execute("COMMIT")
            except sqlite3.OperationalError as error:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise self.library.error(error) from error
        elif self.conn.in_transaction:
            self.conn.execute("ROLLBACK")
        return False


# --- opening safely -----------------------------------------------------------------------------------------


def open_library(path: Path | str, *, write: bool = False, timeout: float | None = None) -> Library:
    """The library for a task: `write=True` needs to write (raises `LibraryReadOnly` saying why it cannot);
    otherwise a library that cannot be written is opened read-only, with `read_only_reason` set."""
    try:
        return Library(path, timeout=timeout)
    except LibraryReadOnly as exc:
        if write:
            raise
        library = Library(path, read_only=True, timeout=timeout)
        library.read_only_reason = exc.reason
        log.info("library %s opened read-only: %s", path, exc.reason)
        return library
