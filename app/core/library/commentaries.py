"""Commentaries in the library: entries on a verse or a range of verses, shown beside the reader.

Keyed by the standard verse (OSIS book, chapter, verse), like OpenBible.info's data, not by a translation's
verse ids: one entry serves every translation. An entry on a range (Matthew Henry's "Verses 1-8") is stored
once, from (chapter, verse) to (end_chapter, end_verse), and answers for each verse in it; verse 0 is a
chapter's introduction.

Tables, created the first time a commentary is imported (`meta` row `tables:commentaries` names their
version; `data_set_tables` lists, stores and removes them, as it does the dictionaries'):
- `commentaries`: id, name, language, licence, attribution, source, entry count, import time;
- `commentary_entries`: commentary, book, book_idx, chapter, verse, end_chapter, end_verse, text (paragraphs
  separated by a blank line).

An import is one transaction, as for a translation: the commentary is there whole, or nothing changed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from app.core.errors import DuplicateCommentary, ImportFormatError, UnknownCommentary
from app.core.formats.common import MAX_NUMBER, TranslationMeta, strip_controls
from app.core.formats.sword import MAX_ENTRY_CHARS, CommentaryEntry, ParsedCommentary, clean_text
from app.core.library.builtin import BUILTIN_IDS
from app.core.library.data_set_tables import DataSetTables, check_language, merged_meta
from app.core.library.reading import Library, Verse
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.scripture import canon

TABLES_VERSION = 1
META_KEY = "tables:commentaries"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS commentaries (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, language TEXT NOT NULL, licence TEXT, attribution TEXT,
    source TEXT, entries INTEGER NOT NULL, imported_at TEXT
);
CREATE TABLE IF NOT EXISTS commentary_entries (
    id INTEGER PRIMARY KEY, commentary TEXT NOT NULL, book TEXT NOT NULL, book_idx INTEGER NOT NULL,
    chapter INTEGER NOT NULL, verse INTEGER NOT NULL, end_chapter INTEGER NOT NULL,
    end_verse INTEGER NOT NULL, text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS commentary_entries_place ON commentary_entries (commentary, book, chapter, verse);
"""


@dataclass(frozen=True)
class Commentary:
    id: str
    name: str
    language: str
    licence: str
    attribution: str
    source: str
    entries: int
    imported_at: str


@dataclass(frozen=True)
class Entry:
    """A stored entry: the passage it is on (standard numbering) and its text."""

    commentary: str
    book: str
    chapter: int
    verse: int  # 0: the chapter's introduction
    end_chapter: int
    end_verse: int
    text: str


@dataclass(frozen=True)
class CommentaryReport:
    commentary: Commentary
    entries: int
    books: int
    seconds: float
    warnings: tuple[str, ...] = ()


TABLES = DataSetTables(
    Commentary, "commentary", "commentaries", "commentary_entries",
    ("commentary", "book", "book_idx", "chapter", "verse", "end_chapter", "end_verse", "text"),
    _SCHEMA, META_KEY, TABLES_VERSION, DuplicateCommentary, UnknownCommentary,
)  # fmt: skip


def has_tables(library: Library) -> bool:
    return TABLES.has_tables(library)


def commentaries(library: Library) -> list[Commentary]:
    return TABLES.listed(library)


def find(library: Library, name: str) -> Commentary:
    """The commentary whose id or name is `name`, in any case ("MHCC", "mhcc"); else UnknownCommentary."""
    return TABLES.find(library, name)


def entries(library: Library, commentary_id: str, book: str, chapter: int, verse: int) -> list[Entry]:
    """The entries on this verse (those on a range holding it included), in the order of the book."""
    if not has_tables(library) or not (0 <= chapter <= MAX_NUMBER and 0 <= verse <= MAX_NUMBER):
        return []
    rows = library.conn.execute(
        "SELECT * FROM commentary_entries WHERE commentary = ? AND book = ? AND chapter <= ? "
        "AND (chapter < ? OR verse <= ?) AND (end_chapter > ? OR (end_chapter = ? AND end_verse >= ?)) "
        "ORDER BY chapter, verse, id",
        (commentary_id, book, chapter, chapter, verse, chapter, chapter, verse),
    ).fetchall()
    return [
        Entry(
            r["commentary"], r["book"], r["chapter"], r["verse"], r["end_chapter"], r["end_verse"], r["text"]
        )
        for r in rows
    ]


def for_verses(library: Library, commentary_id: str, verses: Sequence[Verse]) -> list[Entry]:
    """The entries on any of these verses (a merged verse "3-4" asks for both numbers), each once."""
    found: dict[tuple, Entry] = {}
    for v in verses:
        for number in range(v.verse, (v.verse_end or v.verse) + 1):
            for e in entries(library, commentary_id, v.book, v.chapter, number):
                found.setdefault((e.book, e.chapter, e.verse, e.end_chapter, e.end_verse, e.text[:64]), e)
    return list(found.values())


def add(
    library: Library,
    parsed: ParsedCommentary,
    *,
    overrides: TranslationMeta | None = None,
    replace: bool = False,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> CommentaryReport:
    """Store a commentary in one transaction; on any error or cancellation nothing changes."""
    started = time.perf_counter()
    meta = merged_meta(parsed.meta, overrides)
    source = meta.source or "?"
    TABLES.check_id(meta.id, source)
    if meta.id in BUILTIN_IDS or library.has_translation(meta.id):
        raise ImportFormatError(source, f"the id {meta.id!r} is a translation's: a commentary needs another")
    if not meta.language:
        raise ImportFormatError(source, "the module does not say its language: pass --language")
    check_language(meta.language, source)
    rows = _checked(parsed.entries, source)
    if not rows:
        raise ImportFormatError(source, "the commentary has no entries")
    commentary = TABLES.store(library, meta, rows, replace=replace, progress=progress, cancelled=cancelled)
    books = len({r[0] for r in rows})
    return CommentaryReport(
        commentary, len(rows), books, time.perf_counter() - started, tuple(parsed.warnings)
    )


def remove(library: Library, commentary_id: str) -> Commentary:
    return TABLES.remove(library, commentary_id)


def _checked(found: Sequence[CommentaryEntry], source: str) -> list[tuple]:
    """(book, book_idx, chapter, verse, end_chapter, end_verse, text) rows; an entry in an unknown book, with
    numbers outside 0..MAX_NUMBER, ending before it starts or over the length limit refuses the import."""
    rows = []
    for e in found:
        if e.book not in canon.BY_OSIS:
            raise ImportFormatError(source, f"unknown book {e.book!r}")
        numbers = (e.chapter, e.verse, e.end_chapter, e.end_verse)
        if not all(isinstance(n, int) and 0 <= n <= MAX_NUMBER for n in numbers) or e.chapter < 1:
            raise ImportFormatError(
                source, f"an entry on {e.book} {e.chapter}:{e.verse} has impossible numbers"
            )
        if (e.end_chapter, e.end_verse) < (e.chapter, e.verse):
            raise ImportFormatError(
                source, f"an entry on {e.book} {e.chapter}:{e.verse} ends before it starts"
            )
        text = "\n\n".join(strip_controls(clean_text(p)) for p in e.text.split("\n\n"))
        if len(text) > MAX_ENTRY_CHARS:
            raise ImportFormatError(
                source,
                f"the entry on {e.book} {e.chapter}:{e.verse} is longer than {MAX_ENTRY_CHARS:,} characters",
            )
        if text.strip():
            rows.append(
                (e.book, canon.book(e.book).index, e.chapter, e.verse, e.end_chapter, e.end_verse, text)
            )
    return rows


def salvage(library: Library) -> tuple[list[ParsedCommentary], list[str]]:
    """Every commentary a damaged library still gives back whole (as many entries as it recorded), and the ids
    of those it does not: a repair keeps the first and names the second (their module is imported again)."""
    import sqlite3

    if not has_tables(library):
        return [], []
    try:
        listed = library.conn.execute("SELECT * FROM commentaries").fetchall()
    except sqlite3.DatabaseError:
        return [], []
    whole: list[ParsedCommentary] = []
    lost: list[str] = []
    for row in listed:
        try:
            rows = library.conn.execute(
                "SELECT book, chapter, verse, end_chapter, end_verse, text FROM commentary_entries "
                "WHERE commentary = ? ORDER BY book_idx, chapter, verse, id",
                (row["id"],),
            ).fetchall()
        except sqlite3.DatabaseError:
            lost.append(row["id"])
            continue
        if len(rows) != row["entries"]:
            lost.append(row["id"])
            continue
        meta = TranslationMeta(
            id=row["id"], name=row["name"], language=row["language"], licence=row["licence"],
            attribution=row["attribution"], source=row["source"],
        )  # fmt: skip
        whole.append(ParsedCommentary(meta, [CommentaryEntry(*r) for r in rows]))
    return whole, lost
