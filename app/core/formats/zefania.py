"""Zefania XML reader: <XMLBIBLE><INFORMATION>...<BIBLEBOOK bnumber><CHAPTER cnumber><VERS vnumber>.

Book numbers 1..66 are the Protestant order (the same as our canon indexes); 67+ follow the numbering that
Zefania tools commonly use for the deuterocanon (67 Judith, 68 Wisdom, 69 Tobit, 70 Sirach, 71 Baruch,
72-73 Maccabees, 75 Additions to Esther, 76 Prayer of Manasseh, 79 Letter of Jeremiah, 80-81 Esdras,
87 Susanna, 88 Bel). Books with a known number that our canon lacks (3-4 Maccabees, Odes, Psalm 151...) are
skipped with a warning; an unknown number is an error naming it. Tag names are matched case-insensitively
(old files use lower case).
"""

from __future__ import annotations

import logging
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.formats.text_cleaning import CROSSREF, FOOTNOTE, first_present, normalize_language, strip_marks
from app.core.formats.verse_collector import SkipBook
from app.core.formats.xml_reading import XmlVerseHandler, read_xml_file
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.scripture import canon

log = logging.getLogger(__name__)

# Zefania number -> OSIS id, for numbers above 66 (ids not in our canon are skipped with a warning).
ZEFANIA_EXTRA: dict[int, str] = {
    67: "Jdt",
    68: "Wis",
    69: "Tob",
    70: "Sir",
    71: "Bar",
    72: "1Macc",
    73: "2Macc",
    74: "AddDan",
    75: "AddEsth",
    76: "PrMan",
    77: "3Macc",
    78: "4Macc",
    79: "EpJer",
    80: "1Esd",
    81: "2Esd",
    82: "Odes",
    83: "PssSol",
    84: "EpLao",
    85: "1En",
    86: "x-kGen",
    87: "Sus",
    88: "Bel",
    89: "AddPs",
}

_INFO_FIELDS = {"title": "name", "language": "language", "rights": "licence", "identifier": "identifier"}
_DROP = frozenset({"prolog", "remark", "media", "caption"})
_BLOCKS = frozenset({"br", "div"})


def book_for_number(raw: str, path: str, line: int | None) -> canon.Book:
    try:
        number = int(raw.strip())
    except ValueError:
        raise ImportFormatError(
            path, f"BIBLEBOOK has a bnumber that is not a number: {raw!r}", line
        ) from None
    if 1 <= number <= canon.PROTESTANT_COUNT:
        return canon.BY_INDEX[number]
    if number in ZEFANIA_EXTRA:
        osis = ZEFANIA_EXTRA[number]
        if osis not in canon.BY_OSIS:
            raise SkipBook(f"{osis} (Zefania book {number})", extra=True)
        return canon.BY_OSIS[osis]
    raise ImportFormatError(path, f"unknown Zefania book number {number}", line)


class _Handler(XmlVerseHandler):
    blocks = _BLOCKS

    def __init__(self, path: str, progress: ProgressFn, cancelled: CancelFn):
        super().__init__(path, progress, cancelled)
        self.bible_name: str | None = None
        self.info: dict[str, str] = {}
        self.in_info = False
        self.titles: dict[str, str] = {}
        self.note: tuple[str, list[str]] | None = None
        self.drop_depth = 0
        self.caption: list[str] | None = None
        self.verses_in_chapter = 0
        self._xref_attrs: dict[str, str] = {}

    def start(self, raw_name: str, attrs: dict[str, str]) -> None:
        name = raw_name.lower()
        if not self.root_seen:
            self.root_seen = True
            if name != "xmlbible":
                raise self.error(f"root element <{raw_name}> is not Zefania (<XMLBIBLE>)")
            self.bible_name = attrs.get("biblename")
        if self.note is not None or self.capture is not None or self.drop_depth:
            if self.drop_depth:
                self.drop_depth += 1
            self.frames.append("inner")
            return
        frame = "plain"
        if name == "information":
            self.in_info = True
            frame = "info"
        elif self.in_info:
            if name in _INFO_FIELDS:
                self.start_capture(_INFO_FIELDS[name])
                frame = "capture"
        elif name == "biblebook":
            self.start_book(attrs)
            frame = "book"
        elif self.skip_book:
            pass
        elif name == "chapter":
            self.finish_verse()
            raw = attrs.get("cnumber", "")
            if self.book is None:
                raise self.error(f"CHAPTER {raw} appears outside any BIBLEBOOK")
            self.chapter = self.chapter_number(raw)
            self.verses_in_chapter = 0
            self.pending_titles = []
        elif name == "vers":
            raw = attrs.get("vnumber", "")
            if self.chapter is None:
                raise self.error(f"verse {raw} appears before any CHAPTER")
            self.start_numbered_verse(raw)
            self.verses_in_chapter += 1
            frame = "verse"
        elif name == "note":
            self.note = (FOOTNOTE, [])
            frame = "note"
        elif name == "xref":
            self.note = (CROSSREF, [])
            frame = "xref"
            self._xref_attrs = attrs
        elif (
            name == "caption"
            and self.book is not None
            and self.book.osis == "Ps"
            and not self.verses_in_chapter
        ):
            # Before the first verse of a Psalm a caption is the superscription, not a section heading.
            self.caption = []
            frame = "caption"
        elif name in _DROP:
            self.drop_depth = 1
            frame = "drop"
        self.push_frame(name, frame)

    def end(self, raw_name: str) -> None:
        name = raw_name.lower()
        frame = self.pop_frame()
        if frame == "inner":
            if self.drop_depth:
                self.drop_depth -= 1
            return
        if frame == "drop":
            self.drop_depth = 0
        elif frame == "info":
            self.in_info = False
        elif frame == "capture":
            value = self.end_capture()
            if value:
                self.info.setdefault(self.capture_key, value)
        elif frame in ("note", "xref"):
            assert self.note is not None
            kind, parts = self.note
            self.note = None
            text = "".join(parts)
            if frame == "xref" and not text.strip():
                text = _xref_text(self._xref_attrs)
            if self.verse is not None:
                self.buf.note(kind, text)
        elif frame == "caption":
            self.title_before_verse(self.caption or [])
            self.caption = None
        elif frame == "verse":
            self.finish_verse()
        elif frame == "book":
            self.leave_book()
        self.block_edge(name)

    def text(self, data: str) -> None:
        if self.note is not None:
            self.note[1].append(data)
        elif self.capture is not None:
            self.capture.append(data)
        elif self.caption is not None:
            self.caption.append(data)
        elif self.drop_depth or self.skip_book:
            return
        elif self.verse is not None:
            self.buf.text(strip_marks(data))

    def start_book(self, attrs: dict[str, str]) -> None:
        self.enter_book()
        self.chapter = None
        raw = attrs.get("bnumber", "")
        self.book = self.find_book(book_for_number, raw)
        self.skip_book = self.book is None
        title = first_present([attrs.get("bname"), attrs.get("bsname")])
        if self.book is not None and title:
            self.titles.setdefault(self.book.osis, title)
        self.book_progress(raw)


def _xref_text(attrs: dict[str, str]) -> str:
    """A Zefania <XREF mscope="40;3;16"/> without text -> "Matt.3.16"; fscope is already human text."""
    if attrs.get("fscope"):
        return attrs["fscope"]
    refs = []
    for scope in (attrs.get("mscope") or "").split():
        parts = scope.split(";")
        try:
            number = int(parts[0])
        except ValueError:
            continue
        book = (
            canon.BY_INDEX[number].osis
            if 1 <= number <= canon.PROTESTANT_COUNT
            else ZEFANIA_EXTRA.get(number)
        )
        if not book:
            continue
        refs.append(".".join([book, *parts[1:]]))
    return "; ".join(refs)


def read(
    path: str | Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read a Zefania XML file. `progress(bytes_read, bytes_total, osis_id)` at each book."""
    path = Path(path)
    handler = read_xml_file(path, _Handler(str(path), progress, cancelled), progress)
    meta = TranslationMeta(
        name=first_present([handler.info.get("name"), handler.bible_name]),
        language=normalize_language(handler.info.get("language")),
        licence=handler.info.get("licence"),
        source=path.name,
    )
    return handler.collector.build(meta, handler.titles)
