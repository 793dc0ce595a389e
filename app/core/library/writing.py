"""Writing the library: a translation imported or removed, its keyword index rebuilt by another analyzer.

An import is one transaction: either the whole translation is there, or nothing changed. Whatever the reader
was, the text is checked here too (control characters, the limits of `formats.common`, known books). A
library that fails SQLite's quick check is not written to (`lampada check` repairs it).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app.core.analysis import Analyzer, get_analyzer
from app.core.errors import (
    BuiltinTranslation,
    Cancelled,
    DuplicateTranslation,
    ImportFormatError,
    LibraryReadOnly,
)
from app.core.formats.common import (
    ID_PATTERN,
    MAX_NUMBER,
    MAX_VERSE_CHARS,
    MAX_VERSES,
    Note,
    ParsedTranslation,
    TranslationMeta,
    VerseRecord,
    strip_controls,
)
from app.core.library import copies
from app.core.library.builtin import BUILTIN_IDS
from app.core.library.database import (
    EXACT_TOKENIZER,
    WORDS_VERSION,
    analysis_key,
    create_stem_table,
    fts_name,
    has_table,
    set_analysis,
)
from app.core.library.reading import Library, Translation
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.scripture import booknames, canon


@dataclass(frozen=True)
class ImportReport:
    translation: Translation
    verses: int
    books: int
    seconds: float
    warnings: tuple[str, ...] = ()  # what was repaired or is worth knowing (verses outside the numbering...)


def add_translation(
    library: Library,
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
    if library.read_only:
        raise LibraryReadOnly(str(library.path), library.read_only_reason or "it was opened read-only")
    if library.has_translation(meta.id) and not replace:
        raise DuplicateTranslation(meta.id)
    checked, warnings = _checked_verses(parsed.verses, source or "?")
    parsed = ParsedTranslation(
        meta, checked, {k: strip_controls(v) for k, v in parsed.book_titles.items()}, parsed.warnings
    )
    library.check_integrity()

    verses = parsed.verses  # in canonical order
    text_hash = copies.text_hash((v.book, v.chapter, v.verse, v.text) for v in verses)

    copy: Path | None = None  # an imported translation's copy, renamed into place once committed
    try:
        with library.transaction():
            copy = _write_translation(
                library, parsed, meta, verses, text_hash, started, builtin, replace, progress, cancelled
            )
    except BaseException:
        copies.discard(copy)
        raise
    if copy is not None:
        copies.publish(copy, library.path, meta.id)
    library.changed()
    seconds = (datetime.now(UTC) - started).total_seconds()
    notes = tuple(strip_controls(w) for w in parsed.warnings) + tuple(warnings)
    books = len({v.book for v in verses})
    return ImportReport(library.translation(meta.id), len(verses), books, seconds, notes)


def _write_translation(
    library: Library,
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
    stem_table, exact_table = fts_name(meta.id, "stem"), fts_name(meta.id, "exact")
    if replace and library.has_translation(meta.id):
        _drop_translation(library.conn, meta.id)
    # Raw SQL inside our transaction: sqlite-utils' insert helpers commit on their own.
    library.conn.execute(
        "INSERT INTO translations (id, name, language, licence, attribution, source, builtin, "
        "verse_count, text_hash, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (meta.id, meta.name or meta.id, meta.language, meta.licence or "", meta.attribution or "",
         source, int(builtin), total, text_hash, started.isoformat(timespec="seconds")),
    )
    create_stem_table(library.conn, stem_table, analyzer)
    library.conn.execute(
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
            _insert_batch(library.conn, batch, analyzer, stem_table, exact_table)
            progress(ord_ + 1, total, "indexing")
            batch = []
    library.conn.executemany(
        "INSERT INTO books (translation, osis, idx, title, chapters) VALUES (?, ?, ?, ?, ?)",
        [(meta.id, osis, canon.book(osis).index, parsed.book_titles.get(osis) or "", n)
         for osis, n in chapters.items()],
    )
    _write_words(library.conn, meta.id, verses)
    set_analysis(library.conn, meta.id, analyzer.version)
    if builtin:
        copies.remove(library.path, meta.id)  # set-up restoring a built-in over an old import of its id
        return None
    return copies.write_temp(library.path, ParsedTranslation(meta, verses, parsed.book_titles), text_hash)


def _write_words(conn: sqlite3.Connection, translation_id: str, verses: list[VerseRecord]) -> None:
    """Tagged words beside the verses (never in the word indexes): the `verse_words` table, created the
    first time a translation has any (named `tables:verse_words` in `meta`, for later migrations)."""
    rows = [
        (translation_id, ord_, json.dumps(v.words, ensure_ascii=False, separators=(",", ":")))
        for ord_, v in enumerate(verses)
        if v.words
    ]
    if not rows:
        return
    conn.execute(
        "CREATE TABLE IF NOT EXISTS verse_words (translation TEXT NOT NULL, ord INTEGER NOT NULL, "
        "words TEXT NOT NULL, PRIMARY KEY (translation, ord))"
    )
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('tables:verse_words', ?)", (str(WORDS_VERSION),)
    )
    conn.executemany("INSERT OR REPLACE INTO verse_words VALUES (?, ?, ?)", rows)


def _insert_batch(
    conn: sqlite3.Connection, batch: list[tuple], analyzer: Analyzer, stem_table: str, exact_table: str
) -> None:
    cur = conn.cursor()
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


def remove_translation(library: Library, translation_id: str) -> None:
    """Drop a translation and its word indexes in one transaction. The built-in ones stay
    (`BuiltinTranslation`): set-up would only import them again. The user's notes do not depend on a
    translation (they are kept by book, chapter and verse), so nothing of theirs goes with it."""
    t = library.translation(translation_id)
    if t.builtin or translation_id in BUILTIN_IDS:
        raise BuiltinTranslation(translation_id, "remove")
    with library.transaction():
        _drop_translation(library.conn, translation_id)
    library.changed()
    copies.remove(library.path, translation_id)


def _drop_translation(conn: sqlite3.Connection, translation_id: str) -> None:
    for kind in ("stem", "exact"):
        conn.execute(f'DROP TABLE IF EXISTS "{fts_name(translation_id, kind)}"')
    if has_table(conn, "verse_words"):
        conn.execute("DELETE FROM verse_words WHERE translation = ?", (translation_id,))
    conn.execute("DELETE FROM verses WHERE translation = ?", (translation_id,))
    conn.execute("DELETE FROM books WHERE translation = ?", (translation_id,))
    conn.execute("DELETE FROM translations WHERE id = ?", (translation_id,))
    conn.execute("DELETE FROM meta WHERE key = ?", (analysis_key(translation_id),))


def reanalyze(
    library: Library,
    translation_id: str,
    *,
    analyzer: Analyzer | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> None:
    """Rebuild the translation's stem table with today's analyzer (or `analyzer`: benchmarks compare
    them), in one transaction (a cancel or an error leaves the old table as it was). About two seconds for
    a Bible."""
    t = library.translation(translation_id)
    analyzer = analyzer or get_analyzer(t.language)
    table = fts_name(translation_id, "stem")
    step = 2000
    with library.transaction():
        library.conn.execute(f'DROP TABLE IF EXISTS "{table}"')
        create_stem_table(library.conn, table, analyzer)
        cursor = library.conn.execute(
            "SELECT id, text FROM verses WHERE translation = ? ORDER BY ord", (translation_id,)
        )
        done = 0
        while rows := cursor.fetchmany(step):
            if cancelled():
                raise Cancelled()
            library.conn.executemany(
                f'INSERT INTO "{table}" (rowid, body) VALUES (?, ?)',
                [(verse_id, analyzer.index_text(text)) for verse_id, text in rows],
            )
            done += len(rows)
            progress(done, t.verse_count, "indexing")
        set_analysis(library.conn, translation_id, analyzer.version)


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
