"""Where a verse belongs and how it is kept: book codes, chapter and verse numbers, the verse collector.

A `VerseCollector` receives finished verses, drops duplicates (the first wins, with a warning: someone
importing a slightly broken file would rather get the Bible than an error) and returns them in canonical
order. `VerseState` is the open verse the streaming readers keep between a `TextBuffer` and the collector
(`xml_reading.XmlVerseHandler` adds what the XML readers share).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import (
    MAX_NUMBER,
    MAX_VERSE_CHARS,
    MAX_VERSES,
    Note,
    ParsedTranslation,
    TranslationMeta,
    VerseRecord,
)
from app.core.formats.text_cleaning import TITLE, TextBuffer, clean_fragment
from app.core.scripture import canon

log = logging.getLogger(__name__)


# --- book codes ---------------------------------------------------------------------------------------------

# Peripheral USFM "books" with no verses of Scripture: skipped silently.
USFM_NON_BOOKS = frozenset(
    {"FRT", "BAK", "OTH", "INT", "CNC", "GLO", "TDX", "NDX", "XXA", "XXB", "XXC", "XXD", "XXE", "XXF", "XXG"}
)
# Real books that some Bibles carry and our canon does not: skipped with a warning rather than failing the
# whole import (an Orthodox Bible with 3 Maccabees should still import its other books).
USFM_EXTRA_BOOKS = frozenset(
    "3MA 4MA PS2 ODA PSS EZA 5EZ 6EZ DAG PS3 2BA LBA JUB ENO 1MQ 2MQ 3MQ REP 4BA LAO".split()
)
OSIS_EXTRA_BOOKS = frozenset(
    (
        "AddDan 3Macc 4Macc Odes PssSol EpLao 1En Jub AddPs Ps151 5ApocSyrPss EsthGr DanGr 4Ezra 5Ezra 6Ezra "
        "2Bar 4Bar EpBar 1Meq 2Meq 3Meq Rep x-kGen"
    ).split()
)
_BY_OSIS_LOWER = {b.osis.lower(): b for b in canon.BOOKS}


class SkipBook(Exception):
    """Raised by the book lookups for a book we deliberately leave out.

    `extra` is True for a real book outside our canon (worth a warning), False for front matter and the like.
    """

    def __init__(self, code: str, extra: bool):
        super().__init__(code)
        self.code = code
        self.extra = extra


def book_from_usfm(code: str, path: str | Path, line: int | None = None) -> canon.Book:
    """The canon book for a USFM/Paratext code; SkipBook for front matter and extra books; error otherwise."""
    code = code.strip().upper()
    found = canon.BY_USFM.get(code)
    if found:
        return found
    if code in USFM_NON_BOOKS:
        raise SkipBook(code, extra=False)
    if code in USFM_EXTRA_BOOKS:
        raise SkipBook(code, extra=True)
    raise ImportFormatError(str(path), f"unknown book code {code!r} (not a USFM/Paratext book id)", line)


def book_from_osis(osis_id: str, path: str | Path, line: int | None = None) -> canon.Book:
    found = canon.BY_OSIS.get(osis_id) or _BY_OSIS_LOWER.get(osis_id.lower())
    if found:
        return found
    if osis_id in OSIS_EXTRA_BOOKS:
        raise SkipBook(osis_id, extra=True)
    raise ImportFormatError(str(path), f"unknown book {osis_id!r} (not an OSIS book id)", line)


def book_from_any(code: str, path: str | Path, line: int | None = None) -> canon.Book:
    """A USFM code ("GEN") or an OSIS id ("Gen") — for the line-based formats that may use either."""
    upper = code.upper()
    if upper in canon.BY_USFM:
        return canon.BY_USFM[upper]
    found = canon.BY_OSIS.get(code) or _BY_OSIS_LOWER.get(code.lower())
    if found:
        return found
    if upper in USFM_NON_BOOKS:
        raise SkipBook(code, extra=False)
    if upper in USFM_EXTRA_BOOKS or code in OSIS_EXTRA_BOOKS:
        raise SkipBook(code, extra=True)
    raise ImportFormatError(str(path), f"unknown book {code!r} (neither a USFM code nor an OSIS id)", line)


# --- verse collection ---------------------------------------------------------------------------------------

# ASCII digits, at most 30 of them: a longer "number" is no chapter or verse, and Python refuses to convert
# past 4,300 digits. What parses is checked against MAX_NUMBER where it is stored.
_DIGITS = "[0-9]{1,30}"
_VERSE_NUM = re.compile(rf"^({_DIGITS})([a-z]?)(?:\s*[-–‐]({_DIGITS})[a-z]?)?$")
_WHOLE = re.compile(_DIGITS)


def whole_number(raw: str) -> int | None:
    """'12' -> 12; None for anything else (signs, other digits, superscripts, 31+ digits)."""
    raw = raw.strip()
    return int(raw) if _WHOLE.fullmatch(raw) else None


def parse_verse_number(raw: str) -> tuple[int, int | None, str] | None:
    """'16' -> (16, None, ''), '3-4' -> (3, 4, ''), '7a' -> (7, None, 'a'); None if not a verse number."""
    m = _VERSE_NUM.match(raw.strip())
    if not m:
        return None
    start = int(m.group(1))
    end = int(m.group(3)) if m.group(3) else None
    if end is not None and end <= start:
        end = None
    return start, end, m.group(2)


class VerseCollector:
    """Takes finished verses in any order, drops duplicates, returns them in canonical order."""

    MAX_DUPLICATE_WARNINGS = 20

    def __init__(self, path: str | Path):
        self.path = str(path)
        self._verses: dict[tuple[str, int, int], VerseRecord] = {}
        self._covered: dict[tuple[str, int], set[int]] = {}
        self._chapter_titles: dict[tuple[str, int], list[Note]] = {}
        self.duplicates = 0
        self.empty = 0
        self._skipped: set[str] = set()
        self._extra_skipped: set[str] = set()
        self.warnings: list[str] = []  # the readers' own (bytes that were not UTF-8...), kept for the report

    def __len__(self) -> int:
        return len(self._verses)

    def get(self, book: str, chapter: int, verse: int) -> VerseRecord | None:
        return self._verses.get((book, chapter, verse))

    def skipped(self, skip: SkipBook) -> None:
        """Note a book left out; a real book outside the canon is worth one warning per import."""
        if skip.code in self._skipped:
            return
        self._skipped.add(skip.code)
        if skip.extra:
            self._extra_skipped.add(skip.code)
            log.warning("%s: skipping book %s, which is not in Lâmpada's canon", self.path, skip.code)
        else:
            log.debug("%s: skipping non-biblical book %s", self.path, skip.code)

    def add(
        self,
        book: str,
        chapter: int,
        verse: int,
        text: str,
        notes: list[Note] | None = None,
        verse_end: int | None = None,
        where: str | None = None,
    ) -> None:
        """Store one verse. No text and no notes: the verse is absent and dropped. Notes but no text (a verse
        omitted by the translation, with a footnote saying so) is kept with empty text. Verse 0 (a heading
        or superscription in some OSIS files) becomes a "title" note on the chapter's first verse."""
        notes = notes or []
        at = f" ({where})" if where else ""
        for label, number in (("chapter", chapter), ("verse", verse), ("verse", verse_end)):
            if number is not None and number > MAX_NUMBER:
                raise ImportFormatError(
                    self.path,
                    f"{label} number {number} in {book}{at} is beyond any Bible's (at most {MAX_NUMBER})",
                )
        if len(text) > MAX_VERSE_CHARS or any(len(n.text) > MAX_VERSE_CHARS for n in notes):
            raise ImportFormatError(
                self.path,
                f"{book} {chapter}:{verse}{at} is {len(text):,} characters long; a verse has at most "
                f"{MAX_VERSE_CHARS:,} (the longest real one is under 600): the file is damaged or its verse "
                "markers are missing",
            )
        if len(self._verses) >= MAX_VERSES:
            raise ImportFormatError(self.path, f"more verses than any Bible has (at most {MAX_VERSES:,})")
        if chapter <= 0:
            log.debug("%s: skipping chapter %s (introduction)", self.path, chapter)
            return
        if verse <= 0:
            # A "verse 0" is a chapter heading or Psalm superscription: it becomes a title on the first verse.
            if text:
                self._chapter_titles.setdefault((book, chapter), []).append(Note(TITLE, text, 0))
            return
        if not text and not notes:
            self.empty += 1
            return
        if verse_end is not None and verse_end <= verse:
            verse_end = None
        covered = self._covered.setdefault((book, chapter), set())
        span = range(verse, (verse_end or verse) + 1)
        if any(v in covered for v in span):
            self.duplicates += 1
            if self.duplicates <= self.MAX_DUPLICATE_WARNINGS:
                log.warning(
                    "%s: %s %d:%d appears more than once%s; keeping the first",
                    self.path,
                    book,
                    chapter,
                    verse,
                    f" ({where})" if where else "",
                )
            return
        covered.update(span)
        self._verses[(book, chapter, verse)] = VerseRecord(book, chapter, verse, text, verse_end, notes)

    def build(self, meta: TranslationMeta, book_titles: dict[str, str] | None = None) -> ParsedTranslation:
        if not self._verses:
            raise ImportFormatError(self.path, "no verses found")
        if self.duplicates > self.MAX_DUPLICATE_WARNINGS:
            log.warning("%s: %d duplicate verses in all were ignored", self.path, self.duplicates)
        for (book, chapter), titles in self._chapter_titles.items():
            first = min((k for k in self._verses if k[0] == book and k[1] == chapter), default=None)
            if first is not None:
                self._verses[first].notes[:0] = titles
        order = {b.osis: b.index for b in canon.BOOKS}
        verses = sorted(self._verses.values(), key=lambda r: (order[r.book], r.chapter, r.verse))
        present = {v.book for v in verses}
        titles = {k: v for k, v in (book_titles or {}).items() if k in present and v}
        warnings = [f"skipped book {code}: not in Lâmpada's canon" for code in sorted(self._extra_skipped)]
        if self.duplicates:
            warnings.append(f"{self.duplicates} repeated verse(s) ignored; the first copy was kept")
        warnings.extend(self.warnings)
        return ParsedTranslation(meta=meta, verses=verses, book_titles=titles, warnings=warnings)


class VerseState:
    """The verse a reader has open while it reads in document order, and what happens when it ends.

    `book`, `chapter` and `verse` ((start, end) or None) say where the open verse stands; its text and notes
    gather in `buf`. Titles read before a verse (`pending_titles`) open it as "title" notes; titles with no
    verse after them in their chapter go to the end of the last verse stored (`last_key`).
    """

    def __init__(self, path: str, collector: VerseCollector):
        self.path = path
        self.collector = collector
        self.book: canon.Book | None = None
        self.chapter: int | None = None
        self.verse: tuple | None = None  # (start, end); OSIS keeps (book, chapter, start, end)
        self.buf = TextBuffer()
        self.pending_titles: list[str] = []
        self.last_key: tuple[int, int] | None = None  # (chapter, verse) of the last verse stored in this book

    def verse_where(self) -> str:
        """Where the open verse began ("line 12"), for the collector's duplicate warning."""
        raise NotImplementedError

    def open_verse(self, verse: tuple) -> None:
        """Open `verse` (the previous one finished first): the titles waiting for it become its notes."""
        self.verse = verse
        for title in self.pending_titles:
            self.buf.note(TITLE, title)
        self.pending_titles = []

    def title_before_verse(self, parts: list[str]) -> None:
        """A title read before its verse (a Psalm's superscription) waits to open the verse as a "title"
        note; an empty one is dropped."""
        title = clean_fragment("".join(parts))
        if title:
            self.pending_titles.append(title)

    def finish_verse(self) -> None:
        """Hand the open verse to the collector; one outside any book or chapter is dropped."""
        if self.verse is None or self.book is None or self.chapter is None:
            self.verse = None
            return
        start, end = self.verse
        self.store_verse(self.book.osis, self.chapter, start, end)
        self.verse = None

    def store_verse(self, book: str, chapter: int, verse: int, end: int | None) -> None:
        """Add what `buf` holds as that verse, remember it if it was kept, and start a fresh buffer."""
        text, notes = self.buf.finish()
        before = len(self.collector)
        self.collector.add(book, chapter, verse, text, notes, end, self.verse_where())
        if len(self.collector) > before:
            self.last_key = (chapter, verse)
        self.buf = TextBuffer()

    def titles_to_last_verse(self) -> None:
        """Titles with no verse after them in their chapter (Hab 3:19's \\qd) go after its last verse."""
        if (
            self.pending_titles
            and self.book is not None
            and self.last_key is not None
            and self.last_key[0] == self.chapter
        ):
            record = self.collector.get(self.book.osis, *self.last_key)
            if record is not None:
                record.notes.extend(Note(TITLE, t, len(record.text)) for t in self.pending_titles)
        self.pending_titles = []
