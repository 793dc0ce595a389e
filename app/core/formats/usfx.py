"""USFX XML reader (eBible.org's XML form of USFM): <book id="GEN"><c id="1"/><v id="1"/>text<ve/>...

Same decisions as the USFM reader: <f>/<fe> become footnotes and <x> cross references (their <fr>/<xo>
reference parts dropped), <d> is a Psalm title attached as a "title" note to the next verse, headings and
introductions are dropped, character styles (<w>, <add>, <nd>, <wj>...) keep their text.
"""

from __future__ import annotations

import logging
from pathlib import Path

from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.formats.text_cleaning import (
    CROSSREF,
    FOOTNOTE,
    NOTE_REF_PARTS,
    NoteBuilder,
    first_present,
    normalize_language,
    strip_marks,
)
from app.core.formats.verse_collector import book_from_usfm
from app.core.formats.xml_reading import XmlVerseHandler, read_xml_file
from app.core.progress import CancelFn, ProgressFn, never, no_progress

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


class _Handler(XmlVerseHandler):
    blocks = _BLOCKS

    def __init__(self, path: str, progress: ProgressFn, cancelled: CancelFn):
        super().__init__(path, progress, cancelled)
        self.language: str | None = None
        self.id_descriptions: list[str] = []
        self.titles: dict[str, dict[str, str]] = {}
        self.note: NoteBuilder | None = None
        self.note_depth = 0
        self.title_parts: list[str] | None = None
        self.drop_depth = 0

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
            self.chapter = self.chapter_number(raw)
        elif name == "v":
            raw = attrs.get("id", "")
            if self.book is None:
                raise self.error(f"verse {raw} appears outside any <book>")
            if self.chapter is None:
                raise self.error(f"verse {raw} appears before any chapter marker (<c>)")
            self.start_numbered_verse(raw)
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
            self.start_capture(key if name != "p" else attrs.get("sfm", ""))
            frame = "capture"
        elif name in _DROP or (
            name == "p" and (attrs.get("sfm") or "").rstrip("0123456789") in _PARA_STYLE_DROP
        ):
            self.drop_depth = 1
            frame = "drop"
        self.push_frame(name, frame)

    def end(self, name: str) -> None:
        frame = self.pop_frame()
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
            self.title_before_verse(self.title_parts or [])
            self.title_parts = None
        elif frame == "capture":
            value = self.end_capture()
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
            self.leave_book()
        self.block_edge(name)

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
        self.enter_book()
        self.chapter = None
        self.last_key = None
        self.pending_titles = []
        self.book = self.find_book(book_from_usfm, code)
        self.skip_book = self.book is None
        self.book_progress(code)


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
