"""OSIS XML reader (CrossWire / SWORD exports, osis2mod sources), container or milestone verses.

The verse's own osisID ("Gen.1.1", or "Gen.1.1 Gen.1.2" for a merged verse) decides where its text goes;
book and chapter elements only drive progress. <note> becomes a Note ("crossReference" -> crossref, anything
else -> footnote); canonical titles (<title canonical="true">, type="psalm") become a "title" note on their
verse, other titles are headings and are dropped. Entities are refused (see `xml_reading.parse_xml`).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.formats.text_cleaning import (
    CROSSREF,
    FOOTNOTE,
    TITLE,
    clean_fragment,
    first_present,
    strip_marks,
)
from app.core.formats.verse_collector import book_from_osis
from app.core.formats.xml_reading import XmlVerseHandler, read_xml_file
from app.core.progress import CancelFn, ProgressFn, never, no_progress

log = logging.getLogger(__name__)

_OSIS_ID = re.compile(r"^(?:[^:\s]*:)?([A-Za-z0-9-]+)\.([0-9]{1,30})\.([0-9]{1,30})(?:![\w.]*)?$")
_BLOCKS = frozenset(
    "p l lg lb list item div table row cell closer salute signed speech chapter head caption".split()
)
# Content never part of a verse (and not a note or a title).
_DROP = frozenset("figure speaker index milestone".split())
_HEADER_FIELDS = {"title": "name", "language": "language", "rights": "licence", "description": "description"}


class _Handler(XmlVerseHandler):
    blocks = _BLOCKS

    def __init__(self, path: str, progress: ProgressFn, cancelled: CancelFn):
        super().__init__(path, progress, cancelled)
        # header
        self.work_id: str | None = None
        self.lang: str | None = None
        self.works: list[tuple[str, dict[str, str]]] = []
        # text
        self.book_titles: dict[str, str] = {}
        self.verse: tuple[str, int, int, int | None] | None = None  # book, chapter, verse, end
        self.skip_verse = False
        self.note: tuple[str, list[str]] | None = None
        self.note_depth = 0
        self.title: tuple[dict[str, str], list[str], bool] | None = (
            None  # attrs, text, directly in the book div
        )
        self.drop_depth = 0
        self.seen_verse_in_book = False

    # -- verses

    def parse_ids(self, raw: str) -> tuple[str, int, int, int | None]:
        ids = raw.split()
        parsed = [_OSIS_ID.match(i) for i in ids]
        if not parsed or not all(parsed):
            raise self.error(f"verse osisID {raw[:60]!r} is not of the form Book.chapter.verse")
        first = parsed[0]
        last = parsed[-1]
        assert first is not None and last is not None
        book_id, chapter, verse = first.group(1), int(first.group(2)), int(first.group(3))
        end = None
        if last.group(1) == book_id and int(last.group(2)) == chapter and int(last.group(3)) > verse:
            end = int(last.group(3))
        return book_id, chapter, verse, end

    def start_verse(self, raw_id: str) -> None:
        self.finish_verse()
        book_id, chapter, verse, end = self.parse_ids(raw_id)
        book = self.find_book(book_from_osis, book_id)
        if book is None:
            self.skip_verse = True
            return
        self.seen_verse_in_book = True
        self.open_verse((book.osis, chapter, verse, end))

    def finish_verse(self) -> None:
        self.skip_verse = False
        if self.verse is None:
            return
        self.store_verse(*self.verse)
        self.verse = None

    # -- events

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if not self.root_seen:
            self.root_seen = True
            if name not in ("osis", "osisText"):
                raise self.error(f"root element <{name}> is not OSIS (<osis>)")
        if self.note is not None:
            self.note_depth += 1
            self.frames.append("in-note")
            return
        if self.capture is not None or self.drop_depth:
            self.drop_depth += 1
            self.frames.append("drop")
            return
        frame = "plain"
        if name == "osisText":
            self.work_id = attrs.get("osisIDWork")
            self.lang = attrs.get("xml:lang") or attrs.get("lang")
        elif name == "work":
            self.works.append((attrs.get("osisWork", ""), {}))
            frame = "work"
        elif self.frames and self.frames[-1] == "work" and name in _HEADER_FIELDS:
            self.start_capture(_HEADER_FIELDS[name])
            frame = "capture"
        elif name == "header":
            frame = "header"
        elif "header" in self.frames:
            frame = "plain"
        elif name == "note":
            kind = CROSSREF if attrs.get("type") == "crossReference" else FOOTNOTE
            self.note = (kind, [])
            self.note_depth = 1
            frame = "note"
        elif name == "title":
            if self.title is None:
                self.title = (attrs, [], bool(self.frames) and self.frames[-1] == "book")
                frame = "title"
        elif name == "verse":
            if attrs.get("eID"):
                self.finish_verse()
                frame = "empty"
            else:
                raw = attrs.get("osisID") or attrs.get("sID")
                if not raw:
                    raise self.error("<verse> without osisID, sID or eID")
                self.start_verse(raw)
                frame = "verse-m" if attrs.get("sID") else "verse-c"
        elif name == "div" and attrs.get("type") == "book":
            self.start_book(attrs.get("osisID", ""))
            frame = "book"
        elif name in _DROP:
            self.drop_depth = 1
            frame = "drop"
        elif name == "q" and attrs.get("marker"):
            self.text(attrs["marker"])
        self.push_frame(name, frame)

    def end(self, name: str) -> None:
        frame = self.pop_frame()
        if frame == "in-note":
            self.note_depth -= 1
            return
        if frame == "drop":
            self.drop_depth -= 1
            return
        if frame == "note":
            assert self.note is not None
            kind, parts = self.note
            self.note = None
            if self.verse is not None:
                self.buf.note(kind, "".join(parts))
        elif frame == "title":
            self.end_title()
        elif frame == "capture":
            value = self.end_capture()
            if self.works and value:
                self.works[-1][1].setdefault(self.capture_key, value)
        elif frame == "verse-c":
            self.finish_verse()
        elif frame == "book":
            self.leave_book()
            self.pending_titles = []
        self.block_edge(name)

    def text(self, data: str) -> None:
        if self.note is not None:
            self.note[1].append(data)
        elif self.title is not None:
            self.title[1].append(data)
        elif self.capture is not None:
            self.capture.append(data)
        elif self.drop_depth or self.skip_verse:
            return
        elif self.verse is not None:
            self.buf.text(strip_marks(data))

    def start_book(self, osis_id: str) -> None:
        self.enter_book()
        self.seen_verse_in_book = False
        self.pending_titles = []
        self.book = self.find_book(book_from_osis, osis_id)
        self.book_progress(osis_id)

    def end_title(self) -> None:
        assert self.title is not None
        attrs, parts, in_book_div = self.title
        self.title = None
        text = clean_fragment("".join(parts))
        canonical = attrs.get("canonical") == "true" or attrs.get("type") == "psalm"
        if canonical and text:
            if self.verse is not None:
                self.buf.note(TITLE, text)
            else:
                self.pending_titles.append(text)
        elif (
            self.book is not None
            and not self.seen_verse_in_book
            and (attrs.get("type") == "main" or (in_book_div and attrs.get("type") is None))
            and self.book.osis not in self.book_titles
        ):
            short = attrs.get("short") or text
            if short:
                self.book_titles[self.book.osis] = short

    def meta(self, path: Path) -> TranslationMeta:
        fields: dict[str, str] = {}
        for work_id, values in self.works:
            if work_id == self.work_id:
                fields = values
                break
        else:
            if self.works:
                fields = self.works[0][1]
        return TranslationMeta(
            name=first_present([fields.get("name"), self.work_id]),
            language=first_present([self.lang, fields.get("language")]),
            licence=fields.get("licence"),
            source=path.name,
        )


def read(
    path: str | Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read an OSIS XML file. `progress(bytes_read, bytes_total, osis_id)` at each book."""
    path = Path(path)
    handler = read_xml_file(path, _Handler(str(path), progress, cancelled), progress)
    if not handler.root_seen:
        raise ImportFormatError(str(path), "no XML element found")
    return handler.collector.build(handler.meta(path), handler.book_titles)
