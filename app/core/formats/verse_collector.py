"""What every reader shares: clean-text building, the verse collector, book-code lookup, a safe XML driver.

Readers feed text and notes into a `TextBuffer` in document order; a note leaves a placeholder, so its offset
in the clean text is exact and a removed note never leaves a space before punctuation. A `VerseCollector`
receives finished verses, drops duplicates (the first wins, with a warning: someone importing a slightly
broken file would rather get the Bible than an error) and returns them in canonical order. `VerseState` is
the open verse the streaming readers keep between those two (`XmlVerseHandler` adds what the XML ones share).
"""

from __future__ import annotations

import codecs
import logging
import os
import re
import stat
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol, TypeVar
from xml.parsers import expat

from app.core import canon
from app.core.errors import ImportFormatError
from app.core.formats.common import (
    MAX_FILE_BYTES,
    MAX_NUMBER,
    MAX_TOTAL_BYTES,
    MAX_VERSE_CHARS,
    MAX_VERSES,
    Note,
    ParsedTranslation,
    TranslationMeta,
    VerseRecord,
)
from app.core.progress import CancelFn, ProgressFn, check_cancelled

log = logging.getLogger(__name__)

NOTE_MARK = "\ue000"  # where a note's caller stood
GAP_MARK = "\ue001"  # where something was removed without a note (a dropped marker, a figure...)
_MARKS = NOTE_MARK + GAP_MARK
_MARK_SPLIT = re.compile(f"([{_MARKS}])")
_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
# Characters that never take a space before them when a note or marker between them and the word is removed.
_CLOSING_PUNCT = frozenset(",.;:!?)]}»”’…")

# Kinds of Note we emit. "title" is a Psalm superscription (or another canonical title) kept out of the verse.
FOOTNOTE = "footnote"
CROSSREF = "crossref"
TITLE = "title"

SUPPORTED_FORMATS_TEXT = (
    "USFM (a folder or .zip of .usfm/.sfm files, or one .usfm/.sfm file), OSIS XML, USFX XML, Zefania XML, "
    "one-verse-per-line text with a vref.txt beside it, TSV lines 'GEN 1:1<TAB>text', or a SWORD module (a "
    "CrossWire .zip or a SWORD folder)"
)


def clean_fragment(text: str) -> str:
    """Whitespace-collapsed, trimmed text with typographic apostrophes (for notes, titles and metadata)."""
    text = " ".join(text.replace(NOTE_MARK, "").replace(GAP_MARK, " ").split())
    return _APOSTROPHE.sub("’", text)


def strip_marks(text: str) -> str:
    """Remove our private placeholder characters should a source file happen to contain them."""
    if NOTE_MARK in text or GAP_MARK in text:
        return text.replace(NOTE_MARK, "").replace(GAP_MARK, "")
    return text


class TextBuffer:
    """Collects one verse: text pieces and notes in document order."""

    __slots__ = ("_parts", "_notes")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._notes: list[tuple[str, str]] = []

    def text(self, s: str) -> None:
        if s:
            self._parts.append(s)

    def note(self, kind: str, text: str) -> None:
        text = clean_fragment(text)
        if text:
            self._parts.append(NOTE_MARK)
            self._notes.append((kind, text))
        else:
            self.gap()

    def gap(self) -> None:
        self._parts.append(GAP_MARK)

    def has_content(self) -> bool:
        return bool(self._notes) or any(p.strip(_MARKS + " \t\r\n") for p in self._parts)

    def finish(self) -> tuple[str, list[Note]]:
        return join_clean("".join(self._parts), self._notes)


def _collapse_spaces(raw: str) -> str:
    """Each whitespace run -> one space, keeping a leading/trailing one (str.split beats re here)."""
    collapsed = " ".join(raw.split())
    if not collapsed:
        return " " if raw else ""
    if raw[0].isspace():
        collapsed = " " + collapsed
    if raw[-1].isspace():
        collapsed += " "
    return collapsed


def join_clean(raw: str, notes: list[tuple[str, str]]) -> tuple[str, list[Note]]:
    """Collapse whitespace and resolve note/gap placeholders into (clean text, notes with offsets)."""
    pieces = _MARK_SPLIT.split(_collapse_spaces(raw))
    text = ""
    pending_space = False
    out_notes: list[Note] = []
    note_iter = iter(notes)
    for piece in pieces:
        if piece in (NOTE_MARK, GAP_MARK):
            if text.endswith(" "):
                text = text[:-1]
                pending_space = True
            if piece == NOTE_MARK:
                kind, note_text = next(note_iter)
                out_notes.append(Note(kind, note_text, len(text)))
            continue
        if piece.startswith(" "):
            pending_space = True
            piece = piece[1:]
        if piece:
            if pending_space and text and piece[0] not in _CLOSING_PUNCT:
                text += " "
            pending_space = False
            text += piece
    text = text.rstrip(" ")
    for n in out_notes:
        if n.offset > len(text):
            n.offset = len(text)
    if "'" in text:
        text = _APOSTROPHE.sub("’", text)
    return text, out_notes


# Parts of a footnote or cross reference (USFM/USFX names) that repeat the note's own reference: dropped.
NOTE_REF_PARTS = frozenset("fr fv fm xo xop".split())
_NOTE_QUOTES = frozenset("fq fk".split())


class NoteBuilder:
    """The text of one footnote or cross reference, built from its parts (\\fq, \\ft, \\xt or <fq>, <ft>).

    A note that opens with a quotation (fq, fk) gets ": " after it: "Palavra" + "Ou: o Verbo" reads
    "Palavra: Ou: o Verbo".
    """

    __slots__ = ("kind", "segments", "keep")

    def __init__(self, kind: str):
        self.kind = kind
        self.segments: list[list[str]] = []  # [part name, text]
        self.keep = True

    def part(self, name: str) -> None:
        self.keep = name not in NOTE_REF_PARTS
        self.segments.append([name, ""])

    def add(self, s: str) -> None:
        if not self.keep:
            return
        if not self.segments:
            self.segments.append(["ft", ""])
        self.segments[-1][1] += s

    def text(self) -> str:
        out: list[str] = []
        prev = ""
        for name, raw in self.segments:
            piece = clean_fragment(raw)
            if not piece:
                continue
            if (
                len(out) == 1
                and prev in _NOTE_QUOTES
                and name not in _NOTE_QUOTES
                and out[0][-1:] not in ".,;:!?"
            ):
                out[0] += ":"  # only a note that opens with its quotation: "Palavra: Ou: o Verbo"
            out.append(piece)
            prev = name
        return " ".join(out)


_LANGUAGES = {
    "por": "pt",
    "eng": "en",
    "spa": "es",
    "fra": "fr",
    "fre": "fr",
    "deu": "de",
    "ger": "de",
    "ita": "it",
    "nld": "nl",
    "dut": "nl",
    "lat": "la",
    "heb": "he",
    "rus": "ru",
    "ron": "ro",
    "rum": "ro",
    "pol": "pl",
    "ces": "cs",
    "cze": "cs",
    "hun": "hu",
    "fin": "fi",
    "swe": "sv",
    "dan": "da",
    "nor": "no",
    "ukr": "uk",
    "ell": "el",
    "gre": "el",
    "cat": "ca",
    "zho": "zh",
    "chi": "zh",
    "kor": "ko",
    "jpn": "ja",
    "ara": "ar",
}


def normalize_language(code: str | None) -> str | None:
    """'POR' / 'por' -> 'pt'; a BCP-47-looking code is kept as is; None and '' -> None."""
    if not code or not code.strip():
        return None
    code = code.strip()
    return _LANGUAGES.get(code.lower(), code)


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


# --- files --------------------------------------------------------------------------------------------------


def looks_binary(head: bytes) -> bool:
    """NUL bytes in the first kilobytes, and no UTF-16/32 byte-order mark to explain them."""
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return False
    return b"\x00" in head


MAX_BAD_BYTES = 100  # a "mostly UTF-8" file: at most this many bad sequences, and twice as many good ones
_UTF8_BOM = b"\xef\xbb\xbf"


def decode_text(data: bytes, path: str | Path, warnings: list[str] | None = None) -> str:
    """Bytes of a text format to str, the encoding decided once for the whole file.

    UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such. A file that is mostly UTF-8 with a
    few bad bytes stays UTF-8: those bytes become U+FFFD and are reported with their line (`warnings`), so
    one bad byte never turns every accent of the file into mojibake. A file with no UTF-8 sequences at all is
    Windows-1252 (with a warning). Anything else — binary, empty, encodings mixed — is refused, naming the
    file, the line and the byte.
    """
    if not data.strip():
        raise ImportFormatError(str(path), "file is empty")
    if looks_binary(data[:8192]):
        raise ImportFormatError(str(path), "binary file, not a Bible text format")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as e:
            raise ImportFormatError(str(path), f"invalid UTF-16 text: {e.reason} at byte {e.start}") from e
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd") - data.count(b"\xef\xbf\xbd")  # one U+FFFD per bad sequence
    good = len(text) - len(text.encode("ascii", "ignore")) - text.count("\ufffd")
    where = _utf8_errors(data, 5)
    if bad <= MAX_BAD_BYTES and good >= 2 * bad:
        shown = ", ".join(f"line {line} (byte 0x{byte:02X})" for line, byte in where)
        more = f" and {bad - len(where)} more" if bad > len(where) else ""
        _warn(warnings, path, f"{bad} byte(s) that are not UTF-8 were replaced by \ufffd: {shown}{more}")
        return text
    if good * 20 < bad:
        try:
            decoded = data.decode("cp1252")
        except UnicodeDecodeError as e:
            line = data.count(b"\n", 0, e.start) + 1
            raise ImportFormatError(
                str(path),
                f"not a text file in UTF-8 or Windows-1252: byte 0x{data[e.start]:02X} is neither",
                line,
            ) from e
        _warn(warnings, path, "not UTF-8: read as Windows-1252")
        return decoded
    line, byte = where[0]
    raise ImportFormatError(
        str(path),
        f"mixes encodings: mostly UTF-8, but {bad} byte sequences are not (the first is byte 0x{byte:02X});"
        " save the file as UTF-8",
        line,
    )


def _utf8_errors(data: bytes, limit: int) -> list[tuple[int, int]]:
    """(line, first byte) of the first `limit` invalid UTF-8 sequences."""
    view = memoryview(data)
    found: list[tuple[int, int]] = []
    pos = 0
    while len(found) < limit and pos < len(data):
        try:
            codecs.utf_8_decode(view[pos:], "strict", True)
            break
        except UnicodeDecodeError as e:
            at = pos + e.start
            found.append((data.count(b"\n", 0, at) + 1, data[at]))
            pos += e.end
    return found


def _warn(warnings: list[str] | None, path: str | Path, message: str) -> None:
    log.warning("%s: %s", path, message)
    if warnings is not None:
        warnings.append(f"{Path(path).name}: {message}")


def require_regular(path: Path, shown: str) -> None:
    """Refuse what is not a regular file before opening it: a FIFO (or a device) named like a Bible would
    block the import forever."""
    try:
        mode = os.stat(path).st_mode
    except OSError as e:
        raise ImportFormatError(shown, f"cannot read the file: {e.strerror or e}") from e
    if not stat.S_ISREG(mode):
        raise ImportFormatError(shown, "not a regular file (a pipe, a device or a socket): nothing to import")


def read_capped(path: Path, display: str | None = None, limit: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes, refused past `limit` (counted as read, not as the file system says)."""
    shown = display or str(path)
    require_regular(path, shown)
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise ImportFormatError(shown, f"cannot read the file: {e.strerror or e}") from e
    if len(data) > limit:
        mb = limit // (1024 * 1024)
        raise ImportFormatError(shown, f"the file is larger than {mb} MB: not a Bible text")
    return data


_READ_CHUNK = 1 << 20  # inflated bytes asked for at a time: deflate never returns more than that
_ZIP_METHODS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)


def read_source(
    display: str, src: Path | zipfile.ZipInfo, zf: zipfile.ZipFile | None, budget: list[int],
    what: str = "not a Bible book",
) -> bytes:
    """One file's bytes, or one .zip member's. A member is streamed with a hard cap on the bytes actually
    inflated (its header's size may lie: a zip bomb declares a small one), as is every file; `budget` caps
    them all together. `what` ends the message of a file past the cap ("not a Bible book")."""
    limit = min(MAX_FILE_BYTES, budget[0])
    if isinstance(src, zipfile.ZipInfo):
        assert zf is not None
        if src.compress_type not in _ZIP_METHODS:
            # zipfile inflates bzip2 and LZMA without a bound on what one read returns: a small member could
            # fill the memory before any cap is checked. Bible archives use deflate.
            raise ImportFormatError(
                display,
                f"compressed with method {src.compress_type} (not deflate): extract the archive and import "
                "its folder",
            )
        chunks: list[bytes] = []
        size = 0
        try:
            with zf.open(src) as member:
                while chunk := member.read(min(_READ_CHUNK, limit + 1 - size)):
                    chunks.append(chunk)
                    size += len(chunk)
                    if size > limit:
                        break
        except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, EOFError,
                RuntimeError, ValueError) as e:  # fmt: skip
            raise ImportFormatError(display, f"cannot extract from the .zip archive: {e}") from e
        if size > limit:
            raise _too_large(display, limit, what)
        data = b"".join(chunks)
    else:
        try:
            data = read_capped(src, display, limit)
        except ImportFormatError:
            if src.is_file() and src.stat().st_size > limit:
                raise _too_large(display, limit, what) from None
            raise
    budget[0] -= len(data)
    return data


def _too_large(display: str, limit: int, what: str) -> ImportFormatError:
    if limit < MAX_FILE_BYTES:
        mb = MAX_TOTAL_BYTES // (1024 * 1024)
        whole = what.replace(" book", "")
        return ImportFormatError(display, f"the files together are larger than {mb} MB: {whole}")
    mb = MAX_FILE_BYTES // (1024 * 1024)
    return ImportFormatError(display, f"larger than {mb} MB once extracted: {what}")


# --- XML ----------------------------------------------------------------------------------------------------


class XmlHandler(Protocol):
    def start(self, name: str, attrs: dict[str, str]) -> None: ...

    def end(self, name: str) -> None: ...

    def text(self, data: str) -> None: ...


def local_name(name: str) -> str:
    return name.rsplit(":", 1)[-1]


def parse_xml(
    path: str | Path,
    handler: XmlHandler,
    on_parser: Callable[[expat.XMLParserType], None] | None = None,
    on_bytes: Callable[[int, int], None] | None = None,
    chunk_size: int = 1 << 20,
) -> None:
    """Stream `path` through expat, calling the handler with local element names.

    Entity declarations are refused (no billion laughs), external entities are never loaded (no XXE). Every
    parse failure becomes an ImportFormatError with the line. Exceptions raised by the handler propagate.
    """
    path = str(path)

    def refuse_entity(*_args: object) -> None:
        raise ImportFormatError(
            path, "the XML declares entities (<!ENTITY>); refused for safety", parser.CurrentLineNumber
        )

    def refuse_external(*_args: object) -> int:
        raise ImportFormatError(
            path, "the XML refers to an external entity; refused for safety", parser.CurrentLineNumber
        )

    parser = expat.ParserCreate()
    parser.buffer_text = True
    parser.buffer_size = 1 << 16
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.EntityDeclHandler = refuse_entity
    parser.ExternalEntityRefHandler = refuse_external
    parser.StartElementHandler = lambda n, a: handler.start(local_name(n), a)
    parser.EndElementHandler = lambda n: handler.end(local_name(n))
    parser.CharacterDataHandler = handler.text
    if on_parser:
        on_parser(parser)
    try:
        total = os.path.getsize(path)
        with open(path, "rb") as f:
            head = f.read(chunk_size)
            if not head.strip():
                raise ImportFormatError(path, "file is empty")
            if looks_binary(head[:8192]):
                raise ImportFormatError(path, "binary file, not XML")
            done = 0
            chunk = head
            while chunk:
                done += len(chunk)
                if done > MAX_TOTAL_BYTES:
                    mb = MAX_TOTAL_BYTES // (1024 * 1024)
                    raise ImportFormatError(path, f"the file is larger than {mb} MB: not a Bible text")
                parser.Parse(chunk, False)
                if on_bytes:
                    on_bytes(done, total)
                chunk = f.read(chunk_size)
            parser.Parse(b"", True)
    except expat.ExpatError as e:
        reason = expat.ErrorString(e.code)
        raise ImportFormatError(
            path, f"XML is truncated or malformed at line {e.lineno}: {reason}", e.lineno
        ) from e
    except OSError as e:
        raise ImportFormatError(path, f"cannot read the file: {e.strerror or e}") from e
    except LookupError as e:  # <?xml encoding="UTF-99"?>: expat asks Python for a codec that does not exist
        raise ImportFormatError(path, f"the XML declares an encoding that does not exist: {e}") from e


def first_present(values: Iterable[str | None]) -> str | None:
    for v in values:
        if v and v.strip():
            return v.strip()
    return None


class StreamingHandler(XmlHandler, Protocol):
    parser: expat.XMLParserType | None
    bytes_done: int
    bytes_total: int

    def finish_verse(self) -> None: ...


H = TypeVar("H", bound=StreamingHandler)


def read_xml_file(path: str | Path, handler: H, progress: Callable[[int, int, str], None]) -> H:
    """The common driver of the XML readers: stream the file through `handler`, report bytes as progress."""
    path = Path(path)
    if not path.is_file():
        raise ImportFormatError(str(path), "file does not exist")

    def on_parser(p: expat.XMLParserType) -> None:
        handler.parser = p

    def on_bytes(done: int, total: int) -> None:
        handler.bytes_done, handler.bytes_total = done, max(total, 1)

    parse_xml(path, handler, on_parser, on_bytes)
    handler.finish_verse()
    progress(handler.bytes_total, handler.bytes_total, "")
    return handler


class XmlVerseHandler(VerseState):
    """The base of the XML readers' handlers: the state `read_xml_file` drives, errors and warnings with the
    parser's line, progress at each book, and the element frames the handlers push and pop."""

    def __init__(self, path: str, progress: ProgressFn, cancelled: CancelFn):
        super().__init__(path, VerseCollector(path))
        self.progress = progress
        self.cancelled = cancelled
        self.parser: expat.XMLParserType | None = None
        self.bytes_done = 0
        self.bytes_total = 1
        self.root_seen = False
        self.frames: list[str] = []
        self.verse_line = 0

    def line(self) -> int:
        return self.parser.CurrentLineNumber if self.parser is not None else 0

    def error(self, problem: str) -> ImportFormatError:
        return ImportFormatError(self.path, problem, self.line())

    def verse_where(self) -> str:
        return f"line {self.verse_line}"

    def open_verse(self, verse: tuple) -> None:
        self.verse_line = self.line()
        super().open_verse(verse)

    def chapter_number(self, raw: str) -> int:
        number = whole_number(raw)
        if number is None:
            raise self.error(f"invalid chapter number {raw[:40]!r}")
        return number

    def start_numbered_verse(self, raw: str) -> None:
        """A verse element numbered `raw` ("3", "3-4"): finish the open verse and open this one."""
        parsed = parse_verse_number(raw)
        if parsed is None:
            raise self.error(f"invalid verse number {raw[:40]!r} in chapter {self.chapter}")
        self.finish_verse()
        self.open_verse((parsed[0], parsed[1]))

    def enter_book(self) -> None:
        """A book element opens: the verse before it is finished; a cancelled import stops here."""
        self.finish_verse()
        check_cancelled(self.cancelled)

    def book_progress(self, code: str) -> None:
        """Report the bytes read, naming the book just entered (or its code when it is left out)."""
        self.progress(self.bytes_done, self.bytes_total, self.book.osis if self.book else code)
