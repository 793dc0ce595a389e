"""The verse library: one SQLite file holding every translation, its verses and its keyword indexes.

Layout (schema version in `meta`):
- `translations`: id, name, language, licence, attribution, source, verse count, text hash;
- `books`: per translation, the books it has, their titles as the file gave them and chapter counts;
- `verses`: one row per verse; `ord` numbers a translation's verses 0..n-1 in canonical order, so that the
  embedding matrix of a translation is row-aligned with it and a context window is an `ord` range inside a
  book;
- `verse_words` (only once a translation has tagged words: Strong's numbers, morphology): a JSON list per
  verse (translation, ord), kept beside the text and never indexed;
- per translation two contentless FTS5 tables over the **isolated verse**: `fts_<id>_stem` (the analyzer's
  stemmed terms, computed in Python) and `fts_<id>_exact` (folded, unstemmed words: quoted phrases and
  prefixes). Their rowid is `verses.id`. `meta` row `analysis:<id>` names the analyzer version that filled the
  stem table; when the app's analyzer is another, the table is rebuilt from the verses (`reanalyze`) — no
  re-import, and the meaning index (built from the text, not the stems) stays valid.

An import is one transaction: either the whole translation is there, or nothing changed. Before anything
writes to an existing file it is checked read-only: a file that is not a Lâmpada library is refused untouched,
and an import into a library that fails SQLite's quick check is refused (`lampada check` repairs it).
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import sqlite_utils

from app.core.analysis import Analyzer, get_analyzer
from app.core.errors import (
    BadReference,
    BuiltinTranslation,
    Cancelled,
    DuplicateTranslation,
    ImportFormatError,
    LampadaError,
    LibraryBusy,
    LibraryCorrupt,
    LibraryReadOnly,
    RepairUnfinished,
    UnknownTranslation,
)
from app.core.formats.common import (
    MAX_NUMBER,
    MAX_VERSE_CHARS,
    MAX_VERSES,
    Note,
    ParsedTranslation,
    TranslationMeta,
    VerseRecord,
    strip_controls,
)
from app.core.library import copies, rebuild
from app.core.library.builtin import BUILTIN_IDS
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.scripture import booknames, canon, refs
from app.core.writable import disk_full, failure_reason, write_problem

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
TITLE = "title"  # the note kind of a Psalm title (app.core.formats.text_cleaning.TITLE)
WORDS_VERSION = 1  # the `verse_words` table, added to a library the first time it is needed
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_]{0,31}$")
EXACT_TOKENIZER = "unicode61 remove_diacritics 2"
BUSY_TIMEOUT = 30.0  # seconds an import waits for another writer (the app, another `lampada`) to finish
SQLITE_HEADER = b"SQLite format 3\x00"
_SQL_INT = 2**63 - 1
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_READONLY_CODES = {8}  # SQLITE_READONLY
_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


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
class ImportReport:
    translation: Translation
    verses: int
    books: int
    seconds: float
    warnings: tuple[str, ...] = ()  # what was repaired or is worth knowing (verses outside the numbering...)


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


def _fts_name(translation_id: str, kind: str) -> str:
    return f"fts_{translation_id}_{kind}"


def _analysis_key(translation_id: str) -> str:
    return f"analysis:{translation_id}"


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
            self.conn = _connect_read_only(self.path)
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
            self._create_schema()

    def _check_schema(self) -> bool:
        """True if the file holds a library of our version; False if it is empty; raises otherwise."""
        return _schema_state(self.conn, self.path)

    def _create_schema(self) -> None:
        self.db["meta"].create({"key": str, "value": str}, pk="key")
        self.conn.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        self.db["translations"].create(
            {
                "id": str,
                "name": str,
                "language": str,
                "licence": str,
                "attribution": str,
                "source": str,
                "builtin": int,
                "verse_count": int,
                "text_hash": str,
                "imported_at": str,
            },
            pk="id",
            not_null={"name", "language"},
        )
        self.db["books"].create(
            {"translation": str, "osis": str, "idx": int, "title": str, "chapters": int},
            pk=("translation", "osis"),
            foreign_keys=[("translation", "translations", "id")],
        )
        self.db["verses"].create(
            {
                "id": int,
                "translation": str,
                "ord": int,
                "book": str,
                "book_idx": int,
                "chapter": int,
                "verse": int,
                "verse_end": int,
                "text": str,
                "notes": str,
            },
            pk="id",
            not_null={"translation", "ord", "book", "book_idx", "chapter", "verse", "text"},
            foreign_keys=[("translation", "translations", "id")],
        )
        self.db["verses"].create_index(["translation", "book", "chapter", "verse"], unique=True)
        self.db["verses"].create_index(["translation", "ord"], unique=True)

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
        return [self._translation_from_row(r) for r in rows]

    def translation(self, translation_id: str) -> Translation:
        row = self.conn.execute("SELECT * FROM translations WHERE id = ?", (translation_id,)).fetchone()
        if row is None:
            raise UnknownTranslation(translation_id)
        return self._translation_from_row(row)

    def has_translation(self, translation_id: str) -> bool:
        return (
            self.conn.execute("SELECT 1 FROM translations WHERE id = ?", (translation_id,)).fetchone()
            is not None
        )

    @staticmethod
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

    def add_translation(
        self,
        parsed: ParsedTranslation,
        *,
        overrides: TranslationMeta | None = None,
        builtin: bool = False,
        replace: bool = False,
        progress: ProgressFn = no_progress,
        cancelled: CancelFn = never,
    ) -> ImportReport:
        """Write a parsed translation in one transaction. On any error or cancellation nothing changes.

        Whatever the reader was, the text is checked here too: control characters are stripped, and a verse
        past the limits (`formats.common`) or in an unknown book refuses the import. The ids of the built-in
        translations are theirs alone (`BuiltinTranslation`). A library failing its quick check is not
        written to (`LibraryCorrupt`)."""
        started = datetime.now(UTC)
        meta = _clean_meta(_merge_meta(parsed.meta, overrides))
        source = meta.source or ""
        if not meta.id or not ID_PATTERN.match(meta.id):
            raise ImportFormatError(
                source or "?",
                f"translation id {meta.id!r} is not valid: use 1-32 lowercase letters, digits or '_' "
                "(for example: blivre)",
            )
        if meta.id in BUILTIN_IDS and not builtin:
            raise BuiltinTranslation(meta.id, "replace")
        if not meta.language:
            raise ImportFormatError(source or "?", "the file does not say its language: pass --language")
        if not parsed.verses:
            raise ImportFormatError(source or "?", "no verses found")
        if self.read_only:
            raise LibraryReadOnly(str(self.path), self.read_only_reason or "it was opened read-only")
        if self.has_translation(meta.id) and not replace:
            raise DuplicateTranslation(meta.id)
        checked, warnings = _checked_verses(parsed.verses, source or "?")
        parsed = ParsedTranslation(
            meta, checked, {k: strip_controls(v) for k, v in parsed.book_titles.items()}, parsed.warnings
        )
        self.check_integrity()

        verses = parsed.verses  # in canonical order
        text_hash = copies.text_hash((v.book, v.chapter, v.verse, v.text) for v in verses)

        copy: Path | None = None  # an imported translation's copy, renamed into place once committed
        try:
            with self.transaction():
                copy = self._write_translation(
                    parsed, meta, verses, text_hash, started, builtin, replace, progress, cancelled
                )
        except BaseException:
            copies.discard(copy)
            raise
        if copy is not None:
            copies.publish(copy, self.path, meta.id)
        self._cache.clear()
        seconds = (datetime.now(UTC) - started).total_seconds()
        notes = tuple(strip_controls(w) for w in parsed.warnings) + tuple(warnings)
        books = len({v.book for v in verses})
        return ImportReport(self.translation(meta.id), len(verses), books, seconds, notes)

    def _write_translation(
        self,
        parsed: ParsedTranslation,
        meta: TranslationMeta,
        verses: list[VerseRecord],
        text_hash: str,
        started: datetime,
        builtin: bool,
        replace: bool,
        progress: ProgressFn,
        cancelled: CancelFn,
    ) -> Path | None:
        """The inserts of `add_translation`, inside its transaction; returns the temporary copy of an
        imported (not built-in) translation, written before the commit so that a failure to write it changes
        nothing."""
        source = meta.source or ""
        total = len(verses)
        analyzer = get_analyzer(meta.language)
        stem_table, exact_table = _fts_name(meta.id, "stem"), _fts_name(meta.id, "exact")
        if replace and self.has_translation(meta.id):
            self._drop_translation(meta.id)
        # Raw SQL inside our transaction: sqlite-utils' insert helpers commit on their own.
        self.conn.execute(
            "INSERT INTO translations (id, name, language, licence, attribution, source, builtin, "
            "verse_count, text_hash, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (meta.id, meta.name or meta.id, meta.language, meta.licence or "", meta.attribution or "",
             source, int(builtin), total, text_hash, started.isoformat(timespec="seconds")),
        )
        self._create_stem_table(stem_table, analyzer)
        self.conn.execute(
            f'CREATE VIRTUAL TABLE "{exact_table}" USING fts5(body, content=\'\', '
            f"tokenize='{EXACT_TOKENIZER}', prefix='2 3')"
        )
        chapters: dict[str, int] = {}
        batch: list[tuple] = []
        step = 2000
        seen: set[tuple[str, int, int]] = set()
        for ord_, v in enumerate(verses):
            key = (v.book, v.chapter, v.verse)
            if key in seen:
                raise ImportFormatError(
                    source or "?", f"verse {v.book} {v.chapter}:{v.verse} appears twice"
                )
            seen.add(key)
            chapters[v.book] = max(chapters.get(v.book, 0), v.chapter)
            notes = json.dumps([n.__dict__ for n in v.notes], ensure_ascii=False) if v.notes else None
            batch.append(
                (meta.id, ord_, v.book, canon.book(v.book).index, v.chapter, v.verse, v.verse_end, v.text,
                 notes)
            )
            if len(batch) >= step or ord_ == total - 1:
                if cancelled():
                    raise Cancelled()
                self._insert_batch(batch, analyzer, stem_table, exact_table)
                progress(ord_ + 1, total, "indexing")
                batch = []
        self.conn.executemany(
            "INSERT INTO books (translation, osis, idx, title, chapters) VALUES (?, ?, ?, ?, ?)",
            [(meta.id, osis, canon.book(osis).index, parsed.book_titles.get(osis) or "", n)
             for osis, n in chapters.items()],
        )
        self._write_words(meta.id, verses)
        self._set_analysis(meta.id, analyzer.version)
        if builtin:
            copies.remove(self.path, meta.id)  # set-up restoring a built-in over an old import of its id
            return None
        return copies.write_temp(self.path, ParsedTranslation(meta, verses, parsed.book_titles), text_hash)

    def _write_words(self, translation_id: str, verses: list[VerseRecord]) -> None:
        """Tagged words beside the verses (never in the word indexes): the `verse_words` table, created the
        first time a translation has any (named `tables:verse_words` in `meta`, for later migrations)."""
        rows = [
            (translation_id, ord_, json.dumps(v.words, ensure_ascii=False, separators=(",", ":")))
            for ord_, v in enumerate(verses)
            if v.words
        ]
        if not rows:
            return
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS verse_words (translation TEXT NOT NULL, ord INTEGER NOT NULL, "
            "words TEXT NOT NULL, PRIMARY KEY (translation, ord))"
        )
        self.conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('tables:verse_words', ?)", (str(WORDS_VERSION),)
        )
        self.conn.executemany("INSERT OR REPLACE INTO verse_words VALUES (?, ?, ?)", rows)

    def words(self, verse: Verse) -> list[tuple[int, int, str, str]]:
        """The verse's tagged words: (start, end, Strong's numbers, morphology), offsets into its text."""
        if not self._has_table("verse_words"):
            return []
        row = self.conn.execute(
            "SELECT words FROM verse_words WHERE translation = ? AND ord = ?", (verse.translation, verse.ord)
        ).fetchone()
        return [tuple(w) for w in json.loads(row[0])] if row else []  # type: ignore[misc]

    def _has_table(self, name: str) -> bool:
        return (
            self.conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,))
            .fetchone() is not None
        )

    def _insert_batch(self, batch: list[tuple], analyzer, stem_table: str, exact_table: str) -> None:
        cur = self.conn.cursor()
        cur.executemany(
            "INSERT INTO verses (translation, ord, book, book_idx, chapter, verse, verse_end, text, notes) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            batch,
        )
        first_ord, last_ord = batch[0][1], batch[-1][1]
        ids = [
            r[0]
            for r in cur.execute(
                "SELECT id FROM verses WHERE translation = ? AND ord BETWEEN ? AND ? ORDER BY ord",
                (batch[0][0], first_ord, last_ord),
            )
        ]
        texts = [row[7] for row in batch]
        cur.executemany(
            f'INSERT INTO "{stem_table}" (rowid, body) VALUES (?, ?)',
            zip(ids, (analyzer.index_text(t) for t in texts), strict=True),
        )
        cur.executemany(
            f'INSERT INTO "{exact_table}" (rowid, body) VALUES (?, ?)', zip(ids, texts, strict=True)
        )

    def remove_translation(self, translation_id: str) -> None:
        """Drop a translation and its word indexes in one transaction. The built-in ones stay
        (`BuiltinTranslation`): set-up would only import them again. The user's notes do not depend on a
        translation (they are kept by book, chapter and verse), so nothing of theirs goes with it."""
        t = self.translation(translation_id)
        if t.builtin or translation_id in BUILTIN_IDS:
            raise BuiltinTranslation(translation_id, "remove")
        with self.transaction():
            self._drop_translation(translation_id)
        self._cache.clear()
        copies.remove(self.path, translation_id)

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

    def _drop_translation(self, translation_id: str) -> None:
        for kind in ("stem", "exact"):
            self.conn.execute(f'DROP TABLE IF EXISTS "{_fts_name(translation_id, kind)}"')
        if self._has_table("verse_words"):
            self.conn.execute("DELETE FROM verse_words WHERE translation = ?", (translation_id,))
        self.conn.execute("DELETE FROM verses WHERE translation = ?", (translation_id,))
        self.conn.execute("DELETE FROM books WHERE translation = ?", (translation_id,))
        self.conn.execute("DELETE FROM translations WHERE id = ?", (translation_id,))
        self.conn.execute("DELETE FROM meta WHERE key = ?", (_analysis_key(translation_id),))

    # ------------------------------------------------------------------ analysis
    def analysis_version(self, translation_id: str) -> str | None:
        """The analyzer version that filled the translation's stem table (None: a library older than that)."""
        return meta_value(self.conn, _analysis_key(translation_id))

    def stale_analysis(self) -> list[str]:
        """Translations whose keyword index another analyzer version built (an older app's, or a newer one's):
        `reanalyze` them before searching, so that queries and index are analysed alike."""
        return [
            t.id
            for t in self.translations()
            if self.analysis_version(t.id) != get_analyzer(t.language).version
        ]

    def reanalyze(
        self,
        translation_id: str,
        *,
        analyzer: Analyzer | None = None,
        progress: ProgressFn = no_progress,
        cancelled: CancelFn = never,
    ) -> None:
        """Rebuild the translation's stem table with today's analyzer (or `analyzer`: benchmarks compare
        them), in one transaction (a cancel or an error leaves the old table as it was). About two seconds for
        a Bible."""
        t = self.translation(translation_id)
        analyzer = analyzer or get_analyzer(t.language)
        table = _fts_name(translation_id, "stem")
        step = 2000
        with self.transaction():
            self.conn.execute(f'DROP TABLE IF EXISTS "{table}"')
            self._create_stem_table(table, analyzer)
            cursor = self.conn.execute(
                "SELECT id, text FROM verses WHERE translation = ? ORDER BY ord", (translation_id,)
            )
            done = 0
            while rows := cursor.fetchmany(step):
                if cancelled():
                    raise Cancelled()
                self.conn.executemany(
                    f'INSERT INTO "{table}" (rowid, body) VALUES (?, ?)',
                    [(verse_id, analyzer.index_text(text)) for verse_id, text in rows],
                )
                done += len(rows)
                progress(done, t.verse_count, "indexing")
            self._set_analysis(translation_id, analyzer.version)

    def _create_stem_table(self, table: str, analyzer: Analyzer) -> None:
        self.conn.execute(
            f"CREATE VIRTUAL TABLE \"{table}\" USING fts5(body, content='', "
            f"tokenize='{analyzer.fts_tokenizer}')"
        )

    def _set_analysis(self, translation_id: str, version: str) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (_analysis_key(translation_id), version)
        )

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
        return _fts_name(translation_id, kind)


def meta_value(conn: sqlite3.Connection, key: str) -> str | None:
    """A value of the library's meta table (versions of what was loaded and analysed), None when unset."""
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def execute_script(conn: sqlite3.Connection, script: str) -> None:
    """Run a script of `;`-separated statements inside the caller's transaction (`executescript` would commit
    first): the tables of the data sets a library loads (commentaries, dictionaries, OpenBible.info,
    Strong's)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


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


def _merge_meta(found: TranslationMeta, overrides: TranslationMeta | None) -> TranslationMeta:
    """Command-line options win over what the file says about itself."""
    if overrides is None:
        return found
    merged = {k: getattr(overrides, k) or getattr(found, k) for k in TranslationMeta.__dataclass_fields__}
    return TranslationMeta(**merged)


def _clean_meta(meta: TranslationMeta) -> TranslationMeta:
    """What a file says about itself, without control characters (a name is printed and shown)."""
    fields = {k: getattr(meta, k) for k in TranslationMeta.__dataclass_fields__}
    return TranslationMeta(**{k: strip_controls(v) if isinstance(v, str) else v for k, v in fields.items()})


def _checked_verses(records: Sequence[VerseRecord], source: str) -> tuple[list[VerseRecord], list[str]]:
    """The verses as they will be stored (control characters stripped), in canonical order, and warnings.

    Refused (`ImportFormatError`): an unknown book, a chapter or verse number outside 1..MAX_NUMBER, a verse
    or note over MAX_VERSE_CHARS, more than MAX_VERSES verses. Verses outside the standard numbering (Ps 151,
    Philemon 2) are kept, reachable through `Library.versification`, and named in a warning."""
    if len(records) > MAX_VERSES:
        raise ImportFormatError(
            source, f"{len(records):,} verses: more than any Bible has ({MAX_VERSES:,} at most)"
        )
    out: list[VerseRecord] = []
    for v in records:
        if v.book not in canon.BY_OSIS:
            raise ImportFormatError(source, f"unknown book {v.book!r}")
        where = f"{v.book} {v.chapter}:{v.verse}"
        for label, number in (("chapter", v.chapter), ("verse", v.verse), ("verse", v.verse_end)):
            if number is not None and not (isinstance(number, int) and 1 <= number <= MAX_NUMBER):
                raise ImportFormatError(
                    source,
                    f"{label} number {number} in {where} is outside 1–{MAX_NUMBER}: not a Bible numbering",
                )
        text = strip_controls(v.text)
        if len(text) > MAX_VERSE_CHARS:
            raise ImportFormatError(
                source,
                f"{where} is {len(text):,} characters long; a verse has at most {MAX_VERSE_CHARS:,} (the "
                "longest real one is under 600): the file is damaged or its verse markers are missing",
            )
        notes = [Note(n.kind, strip_controls(n.text), min(max(0, n.offset), len(text))) for n in v.notes]
        if any(len(n.text) > MAX_VERSE_CHARS for n in notes):
            raise ImportFormatError(
                source, f"a note of {where} is longer than {MAX_VERSE_CHARS:,} characters"
            )
        end = v.verse_end if v.verse_end is not None and v.verse_end > v.verse else None
        words = _checked_words(v.words, len(text)) if v.words and text == v.text else []
        out.append(VerseRecord(v.book, v.chapter, v.verse, text, end, notes, words))
    out.sort(key=lambda r: (canon.BY_OSIS[r.book].index, r.chapter, r.verse))
    outside = _outside_standard(out)
    warnings = []
    if outside:
        count = sum(n for _, n in outside)
        places = ", ".join(place for place, _ in outside[:8]) + (", …" if len(outside) > 8 else "")
        example = outside[0][0].split("-")[0]
        example += "" if ":" in example else ":1"
        warnings.append(
            f"{count} verse(s) are numbered outside the standard versification ({places}); they are kept and "
            f"reached by their own numbers in this translation (for example {example})"
        )
    return out, warnings


def _checked_words(words: Sequence[Sequence[object]], length: int) -> list[list]:
    """Tagged words that point inside the verse: [start, end, Strong's, morphology]; others are dropped."""
    try:  # the common case, every word well formed: checked in one pass, kept as it is
        if all(
            type(s) is int and type(e) is int and 0 <= s < e <= length  # noqa: E721 - bool is no offset
            and type(a) is str and type(b) is str and len(a) + len(b) <= 400  # noqa: E721
            for s, e, a, b in words
        ):
            joined = "".join(a + b for _, _, a, b in words)
            if strip_controls(joined) == joined:
                return words  # type: ignore[return-value]
    except (TypeError, ValueError):  # a word that is not four values: the slow path drops it
        pass
    out = []
    for w in words:
        if len(w) != 4:
            continue
        start, end, strongs, morph = w
        if (
            type(start) is int  # noqa: E721 - bool is no offset
            and type(end) is int  # noqa: E721
            and 0 <= start < end <= length
            and isinstance(strongs, str)
            and isinstance(morph, str)
            and len(strongs) + len(morph) <= 400
        ):
            out.append([start, end, strongs, morph])
    if out and strip_controls("".join(w[2] + w[3] for w in out)) != "".join(w[2] + w[3] for w in out):
        out = [[s, e, strip_controls(a), strip_controls(b)] for s, e, a, b in out]
    return out


def _outside_standard(verses: Sequence[VerseRecord]) -> list[tuple[str, int]]:
    """("Ps 151", verses) and ("Mal 3:19-24", verses) for the chapters and verses the standard table lacks."""
    found: dict[tuple[str, int], list[int]] = {}
    whole: set[tuple[str, int]] = set()
    for v in verses:
        chapters = booknames.STANDARD.chapter_count(v.book)
        if chapters is not None and v.chapter > chapters:
            whole.add((v.book, v.chapter))
            found.setdefault((v.book, v.chapter), []).append(v.verse)
            continue
        count = booknames.STANDARD.verse_count(v.book, v.chapter)
        if count is not None and (v.verse_end or v.verse) > count:
            found.setdefault((v.book, v.chapter), []).append(v.verse)
    out = []
    for (book, chapter), numbers in found.items():
        if (book, chapter) in whole:
            out.append((f"{book} {chapter}", len(numbers)))
        else:
            lo, hi = min(numbers), max(numbers)
            out.append((f"{book} {chapter}:{lo}" + (f"-{hi}" if hi > lo else ""), len(numbers)))
    return out


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


def library_error(exc: sqlite3.Error, path: Path | str, waited: float = BUSY_TIMEOUT) -> LampadaError:
    """Classify an SQLite error on the library file: `LibraryBusy` (locked), `LibraryReadOnly`, or
    `LibraryCorrupt` (damaged, or anything else that stops the file from being read)."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    text = str(exc)
    if code in _BUSY_CODES or "locked" in text or "busy" in text:
        return LibraryBusy(str(path), waited)
    if code in _READONLY_CODES or "readonly" in text or "read-only" in text:
        return LibraryReadOnly(str(path), write_problem(Path(path)) or text)
    if code == 13 or (code == 10 and disk_full(Path(path))):  # SQLITE_FULL, or an I/O error on a full disk
        return LibraryReadOnly(str(path), failure_reason(Path(path), exc))
    if code in _CORRUPT_CODES:
        return LibraryCorrupt(f"{path} is damaged ({text}): run `lampada check`")
    return LibraryCorrupt(f"{path} could not be read: {text}")


def inspect_file(path: Path) -> None:
    """Refuse a file that is not a Lâmpada library of this version without writing to it.

    Switching a file to WAL rewrites its header, so a foreign SQLite file must be recognised first: the
    header is read as bytes, the tables through a read-only connection. An empty file is a new library.
    """
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise LibraryCorrupt(f"{path} cannot be read: {exc.strerror or exc}") from exc
    if not head:
        return
    if head != SQLITE_HEADER:
        raise LibraryCorrupt(f"{path} is not a readable Lâmpada library: it is not an SQLite database")
    try:
        conn = _connect_read_only(path)
    except sqlite3.Error as exc:
        raise LibraryCorrupt(f"{path} cannot be read: {exc}") from exc
    try:
        _schema_state(conn, path)
    except sqlite3.DatabaseError as exc:
        raise LibraryCorrupt(f"{path} is not a readable Lâmpada library: {exc}") from exc
    finally:
        conn.close()


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that never writes. In a read-only folder SQLite cannot create the WAL's -shm file, so a
    library without a pending journal is then opened `immutable` (nothing else can be writing there)."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError as exc:
        wal = Path(str(path) + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            raise LibraryReadOnly(
                str(path),
                f"it cannot be read: its folder is read-only and holds an unfinished journal ({exc})",
            ) from exc
        conn = sqlite3.connect(uri + "&immutable=1", uri=True, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    return conn


def _schema_state(conn: sqlite3.Connection, path: Path) -> bool:
    """True if the file holds a library of our version; False if it is empty; LibraryCorrupt otherwise."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "meta" in tables:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = int(row[0]) if row and str(row[0]).isdigit() else 0
        if version != SCHEMA_VERSION:
            raise LibraryCorrupt(
                f"{path} has library schema version {version}; this Lâmpada reads version {SCHEMA_VERSION}"
            )
        return True
    if tables:
        raise LibraryCorrupt(f"{path} is an SQLite file but not a Lâmpada library")
    return False
