"""USFX XML reader (eBible.org's XML form of USFM): <book id="GEN"><c id="1"/><v id="1"/>text<ve/>...

Same decisions as the USFM reader: <f>/<fe> become footnotes and <x> cross references (their <fr>/<xo>
reference parts dropped), <d> is a Psalm title attached as a "title" note to the next verse, headings and
introductions are dropped, character styles (<w>, <add>, <nd>, <wj>...) keep their text.
"""

from __future__ import annotations

import logging
from pathlib import Path
from xml.parsers.expat import XMLParserType

from app.core import canon
from app.core.errors import ImportFormatError
from app.core.formats._shared import (
    CROSSREF,
    FOOTNOTE,
    NOTE_REF_PARTS,
    TITLE,
    NoteBuilder,
    SkipBook,
    TextBuffer,
    VerseCollector,
    book_from_usfm,
    clean_fragment,
    first_present,
    normalize_language,
    parse_verse_number,
    read_xml_file,
    strip_marks,
)
from app.core.formats.common import Note, ParsedTranslation, TranslationMeta
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

_NOTES = {"f": FOOTNOTE, "fe": FOOTNOTE, "ef": FOOTNOTE, "x": CROSSREF, "ex": CROSSREF}
# Elements whose text is never verse text (headings, introductions, labels, alternate numbers, figures).
_DROP = frozenset(
    "s ms mr sr r rem cl cp ca va vp fig toc mt mte ide is ip ipi im imi ipq imq ipr iq ib ili io iot iex ie "
    "imt imte periph sp sd rq generated book-title".split()
)
_CAPTURE = frozenset({"id", "h", "toc", "languageCode"})
_BLOCKS = frozenset("p q b li tr tc th tcr thr table qr qc qm pi mi nb pc m optionalLineBreak".split())
# <p sfm="..."> styles that are headings or introductions (digits stripped: s1 -> s).
_PARA_STYLE_DROP = frozenset("s ms mr r sr sp sd is ip ipi im imi iot io ie mt mte imt cl cp rem".split())


def _style(attrs: dict[str, str]) -> str:
    return (attrs.get("sfm") or "").rstrip("0123456789")


class _Handler:
    def __init__(self, path: str, progress: ProgressFn, cancelled: CancelFn):
        self.path = path
        self.progress = progress
        self.cancelled = cancelled
        self.collector = VerseCollector(path)
        self.parser: XMLParserType | None = None
        self.bytes_done = 0
        self.bytes_total = 1
        self.root_seen = False
        self.frames: list[str] = []
        self.language: str | None = None
        self.id_descriptions: list[str] = []
        self.titles: dict[str, dict[str, str]] = {}
        self.book: canon.Book | None = None
        self.skip_book = False
        self.chapter: int | None = None
        self.verse: tuple[int, int | None] | None = None
        self.verse_line = 0
        self.last_key: tuple[int, int] | None = None
        self.buf = TextBuffer()
        self.note: NoteBuilder | None = None
        self.note_depth = 0
        self.title_parts: list[str] | None = None
        self.pending_titles: list[str] = []
        self.capture: list[str] | None = None
        self.capture_key = ""
        self.drop_depth = 0

    def line(self) -> int:
        return self.parser.CurrentLineNumber if self.parser is not None else 0

    def error(self, problem: str) -> ImportFormatError:
        return ImportFormatError(self.path, problem, self.line())

    # -- verses

    def finish_verse(self) -> None:
        if self.verse is None or self.book is None or self.chapter is None:
            self.verse = None
            return
        start, end = self.verse
        text, notes = self.buf.finish()
        before = len(self.collector)
        self.collector.add(self.book.osis, self.chapter, start, text, notes, end, f"line {self.verse_line}")
        if len(self.collector) > before:
            self.last_key = (self.chapter, start)
        self.verse = None
        self.buf = TextBuffer()

    def titles_to_last_verse(self) -> None:
        if (
            self.pending_titles
            and self.book is not None
            and self.last_key
            and self.last_key[0] == self.chapter
        ):
            record = self.collector.get(self.book.osis, *self.last_key)
            if record is not None:
                record.notes.extend(Note(TITLE, t, len(record.text)) for t in self.pending_titles)
        self.pending_titles = []

    # -- events

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if not self.root_seen:
            self.root_seen = True
            if name != "usfx":
                raise self.error(f"root element <{name}> is not USFX (<usfx>)")
        if self.note is not None:
            self.note_depth += 1
            if name in NOTE_REF_PARTS or name.startswith(("f", "x")):
                self.note.part(name)
            self.frames.append("in-note")
            return
        if self.drop_depth or self.capture is not None or (self.title_parts is not None and name in _NOTES):
            self.drop_depth += 1  # (a note inside a Psalm title is dropped with it)
            self.frames.append("drop")
            return
        if self.title_parts is not None:
            self.frames.append("plain")
            return
        frame = "plain"
        if name == "book":
            self.start_book(attrs.get("id", ""))
            frame = "book"
        elif self.skip_book:
            frame = "plain"
        elif name == "c":
            self.finish_verse()
            self.titles_to_last_verse()
            raw = attrs.get("id", "")
            if self.book is None:
                raise self.error(f"chapter {raw} appears outside any <book>")
            if not raw.strip().isdigit():
                raise self.error(f"invalid chapter number {raw!r}")
            self.chapter = int(raw)
        elif name == "v":
            raw = attrs.get("id", "")
            if self.book is None:
                raise self.error(f"verse {raw} appears outside any <book>")
            if self.chapter is None:
                raise self.error(f"verse {raw} appears before any chapter marker (<c>)")
            parsed = parse_verse_number(raw)
            if parsed is None:
                raise self.error(f"invalid verse number {raw!r} in chapter {self.chapter}")
            self.finish_verse()
            self.verse = (parsed[0], parsed[1])
            self.verse_line = self.line()
            for title in self.pending_titles:
                self.buf.note(TITLE, title)
            self.pending_titles = []
        elif name == "ve":
            self.finish_verse()
        elif name in _NOTES:
            self.note = NoteBuilder(_NOTES[name])
            self.note_depth = 1
            frame = "note"
        elif name == "d" or (name == "p" and attrs.get("sfm") == "d"):
            self.title_parts = []
            frame = "title"
        elif name in _CAPTURE or (name == "p" and attrs.get("sfm") in ("h", "toc1", "toc2")):
            key = name if name != "toc" else f"toc{attrs.get('level', '')}"
            self.capture = []
            self.capture_key = key if name != "p" else attrs.get("sfm", "")
            frame = "capture"
        elif name in _DROP or (
            name == "p" and (attrs.get("sfm") or "").rstrip("0123456789") in _PARA_STYLE_DROP
        ):
            self.drop_depth = 1
            frame = "drop"
        if name in _BLOCKS and self.verse is not None:
            self.buf.text(" ")
        self.frames.append(frame)

    def end(self, name: str) -> None:
        frame = self.frames.pop() if self.frames else "plain"
        if frame == "in-note":
            self.note_depth -= 1
            if self.note is not None and (name in NOTE_REF_PARTS or name.startswith(("f", "x"))):
                self.note.part("ft")
            return
        if frame == "drop":
            self.drop_depth -= 1
            return
        if frame == "note":
            note = self.note
            self.note = None
            if note is not None and self.verse is not None:
                self.buf.note(note.kind, note.text())
        elif frame == "title":
            title = clean_fragment("".join(self.title_parts or []))
            self.title_parts = None
            if title:
                self.pending_titles.append(title)
        elif frame == "capture":
            value = clean_fragment("".join(self.capture or []))
            self.capture = None
            if self.capture_key == "languageCode":
                self.language = self.language or normalize_language(value)
            elif self.book is not None:
                if self.capture_key == "id":
                    code, _, rest = value.partition(" ")
                    desc = rest if code.upper() == self.book.usfm else value
                    if desc.strip():
                        self.id_descriptions.append(desc.strip())
                else:
                    self.titles.setdefault(self.book.osis, {}).setdefault(self.capture_key, value)
        elif frame == "book":
            self.finish_verse()
            self.titles_to_last_verse()
            self.book = None
            self.skip_book = False
            self.chapter = None
        if name in _BLOCKS and self.verse is not None:
            self.buf.text(" ")

    def text(self, data: str) -> None:
        if self.note is not None:
            self.note.add(data)
        elif self.capture is not None:
            self.capture.append(data)
        elif self.drop_depth or self.skip_book:
            return
        elif self.title_parts is not None:
            self.title_parts.append(data)
        elif self.verse is not None:
            self.buf.text(strip_marks(data))

    def start_book(self, code: str) -> None:
        self.finish_verse()
        check_cancelled(self.cancelled)
        self.chapter = None
        self.last_key = None
        self.pending_titles = []
        try:
            self.book = book_from_usfm(code, self.path, self.line())
            self.skip_book = False
        except SkipBook as skip:
            self.collector.skipped(skip)
            self.book = None
            self.skip_book = True
        self.progress(self.bytes_done, self.bytes_total, self.book.osis if self.book else code)


def read(
    path: str | Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read a USFX XML file. `progress(bytes_read, bytes_total, osis_id)` at each book."""
    path = Path(path)
    handler = read_xml_file(path, _Handler(str(path), progress, cancelled), progress)
    titles = {
        osis: t
        for osis, fields in handler.titles.items()
        if (t := first_present([fields.get("h"), fields.get("toc2"), fields.get("toc1")]))
    }
    meta = TranslationMeta(
        name=first_present(handler.id_descriptions),
        language=handler.language,
        source=path.name,
    )
    return handler.collector.build(meta, titles)
