"""USFM reader: a folder or .zip of book files, or one file (Paratext / eBible / unfoldingWord style).

Decisions worth knowing:
- Psalm titles (\\d) and Hebrew notes (\\qd) are kept out of the verse text and attached as a `Note` of kind
  "title": a \\d before \\v 1 goes at offset 0 of the verse that follows; one with no verse after it in the
  chapter goes at the end of the chapter's last verse. Verse text stays comparable across translations and
  search is not skewed, while a reader can still show the superscription.
- Section headings, introductions, chapter labels, figures, alternate/published verse numbers and the like
  are dropped; character styles (\\add, \\wj, \\nd, \\w word|strong="..."\\w*...) keep their words and
  lose the markup.
- Footnotes (\\f, \\fe, \\ef) and cross references (\\x, \\ex) become notes. \\fr and \\xo (the note's own
  reference) are dropped; a \\fq/\\fk quotation is followed by ": " before the note text.
- Unknown markers are dropped and their text kept, so no backslash ever reaches the text. Stray closing-marker
  residue without its backslash ("*fn", "*added" — seen in real files) is removed as well.
- A duplicate verse keeps the first occurrence and logs a warning (see `VerseCollector`).
"""

from __future__ import annotations

import logging
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import MAX_TOTAL_BYTES, ParsedTranslation, TranslationMeta
from app.core.formats.safe_reading import decode_text, read_source
from app.core.formats.text_cleaning import (
    CROSSREF,
    FOOTNOTE,
    GAP_MARK,
    NOTE_REF_PARTS,
    NoteBuilder,
    clean_fragment,
    first_present,
    strip_marks,
)
from app.core.formats.verse_collector import (
    SkipBook,
    VerseCollector,
    VerseState,
    book_from_usfm,
    parse_verse_number,
    whole_number,
)
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.scripture import canon

log = logging.getLogger(__name__)

USFM_SUFFIXES = (".usfm", ".sfm", ".ptx")

_MARKER = re.compile(r"\\(\+?)([A-Za-z][A-Za-z0-9]*(?:-[se])?)?(\*?)")
# A USFM 3 milestone (\qt-s |who="Jesus"\*, \zaln-s |x-strong="G2316"\*): attributes up to "\*", no text.
_MILESTONE_END = re.compile(r"[^\\\n]*\\\*")
_ARG = re.compile(r"[ \t]*([^\s\\]+)[ \t]?")
_REST_OF_LINE = re.compile(r"[^\r\n]*")
_NOTE_SPAN = re.compile(r"\\(f|fe|ef|x|ex)\s.*?\\\1\*", re.S)
# "*fn", "*added": a closing marker that lost its backslash. Never real text in a Bible.
_RESIDUE = re.compile(r"(?<![\w*])\*[A-Za-z]+[0-9]*(?!\w)")

_NOTE_KIND = {"f": FOOTNOTE, "fe": FOOTNOTE, "ef": FOOTNOTE, "x": CROSSREF, "ex": CROSSREF}
_NOTE_KEEP = frozenset("fq fqa fk fl fw fp ft fdc xk xq xt xta xot xnt xdc".split())
# Header lines: their text runs to the end of the line and never belongs to a verse.
_HEADER_LINE = frozenset("id ide h toc toca usfm rem sts restore mt mte imt imte".split())
# Paragraph markers whose content is not verse text (headings, introductions, labels, sidebars).
_IGNORE_PARA = frozenset(
    (
        "s ms mr sr r sp sd cl cp cd is ip ipi im imi ipq imq ipr iq ib ili iot io iex ie lit periph qa "
        "esb esbe mte"
    ).split()
)
# Paragraph markers inside which verse text continues.
_VERSE_PARA = frozenset(
    (
        "p m po pr cls pmo pm pmc pmr pi mi nb pc ph b q qr qc qm lh li lf lim pb tr th thr tc tcr thc tcc"
    ).split()
)
_TITLE_PARA = frozenset({"d", "qd"})
# Character markers whose content is dropped up to their closing marker.
_DROP_CHAR = frozenset({"fig", "va", "vp", "ca", "cat", "rq", "pro"})


@dataclass
class _Header:
    code: str
    description: str = ""
    fields: dict[str, str] = field(default_factory=dict)


class _BookParser(VerseState):
    """One pass over the text of one USFM file (which may, rarely, hold several books)."""

    def __init__(self, path: str, text: str, collector: VerseCollector):
        super().__init__(path, collector)
        self.text = strip_marks(text)
        self.headers: list[_Header] = []
        self.skipping = False  # inside a book we leave out
        self.verse_pos = 0
        self.mode = "ignore"  # "verse" | "title" | "ignore"
        self.title_parts: list[str] = []
        self.note: NoteBuilder | None = None
        self.drop_char: str | None = None
        self.open_chars: list[str] = []
        self.attr_skip = False
        self._line_pos = 0
        self._line_no = 1
        self.unknown: set[str] = set()

    # -- positions

    def line_at(self, pos: int) -> int:
        if pos < self._line_pos:
            return self.text.count("\n", 0, pos) + 1
        self._line_no += self.text.count("\n", self._line_pos, pos)
        self._line_pos = pos
        return self._line_no

    def error(self, pos: int, problem: str) -> ImportFormatError:
        return ImportFormatError(self.path, problem, self.line_at(pos))

    # -- text

    def emit(self, s: str) -> None:
        if not s or self.attr_skip or self.skipping:
            return
        if self.open_chars and "|" in s:
            s = s[: s.index("|")]
            self.attr_skip = True
        if self.drop_char:
            return
        if "*" in s:
            s = _RESIDUE.sub(GAP_MARK, s)
        if "~" in s or "//" in s:
            s = s.replace("~", " ").replace("//", " ")
        if self.note is not None:
            self.note.add(s)
            return
        if self.mode == "verse":
            if self.verse is not None:
                self.buf.text(s)
        elif self.mode == "title":
            self.title_parts.append(s)

    # -- verse lifecycle

    def verse_where(self) -> str:
        return f"line {self.line_at(self.verse_pos)}"

    def finish_verse(self) -> None:
        self.close_note(None)
        super().finish_verse()

    def flush_title(self) -> None:
        """End a \\d/\\qd paragraph: its text waits for the next verse."""
        self.title_before_verse(self.title_parts)
        self.title_parts = []

    def flush_pending_titles_to_last_verse(self) -> None:
        """A title with no verse after it in its chapter (Hab 3:19's \\qd) goes after the last verse."""
        self.flush_title()
        self.titles_to_last_verse()

    def close_note(self, closing: str | None) -> None:
        note = self.note
        if note is None:
            return
        self.note = None
        if closing is None:
            log.debug(
                "%s: footnote or cross reference not closed before the next verse or paragraph", self.path
            )
        if self.mode == "verse" and self.verse is not None:
            self.buf.note(note.kind, note.text())

    def end_book(self) -> None:
        self.finish_verse()
        self.flush_pending_titles_to_last_verse()
        self.book = None
        self.skipping = False
        self.chapter = None
        self.last_key = None

    # -- markers

    def read_arg(self, pos: int) -> tuple[str | None, int]:
        m = _ARG.match(self.text, pos)
        if not m:
            return None, pos
        return m.group(1), m.end()

    def paragraph(self, base: str) -> None:
        self.flush_title()
        self.close_note(None)
        self.open_chars.clear()
        self.drop_char = None
        if base in _VERSE_PARA:
            self.mode = "verse"
            if self.verse is not None:
                self.buf.text(" ")
        elif base in _TITLE_PARA:
            self.mode = "title"
        else:
            self.mode = "ignore"

    def run(self) -> None:
        text = self.text
        pos = 0
        n = len(text)
        search = _MARKER.search
        while pos < n:
            m = search(text, pos)
            if m is None:
                self.emit(text[pos:])
                break
            if m.start() > pos:
                self.emit(text[pos : m.start()])
            pos = m.end()
            self.attr_skip = False
            name = (m.group(2) or "").lower()
            closing = bool(m.group(3))
            if not name:
                continue  # a lone backslash
            if closing:
                self.close_marker(name)
                continue
            # an opening marker swallows one following space
            if pos < n and text[pos] in " \t":
                pos += 1
            pos = self.open_marker(name, m.start(), pos)
        self.end_book()

    def close_marker(self, name: str) -> None:
        if name in _NOTE_KIND:
            self.close_note(name)
        elif self.drop_char == name:
            self.drop_char = None
            if self.mode == "verse" and self.verse is not None and self.note is None:
                self.buf.gap()
        elif self.note is not None and (name in _NOTE_KEEP or name in NOTE_REF_PARTS):
            self.note.part("ft")
        elif name in self.open_chars:
            idx = len(self.open_chars) - 1 - self.open_chars[::-1].index(name)
            del self.open_chars[idx:]

    def open_marker(self, name: str, at: int, pos: int) -> int:
        """Act on an opening marker at `at` (its argument starts at `pos`); returns where reading goes on."""
        if name.endswith(("-s", "-e")):
            end = _MILESTONE_END.match(self.text, pos)
            return end.end() if end else pos
        base = name.rstrip("0123456789") or name
        if name == "id":
            return self._book_id(at, pos)
        if base in _HEADER_LINE:
            return self._header_line(name, base, pos)
        if self.skipping:
            # Inside a skipped book only \id matters; still consume \c/\v arguments so numbers are not text.
            if name in ("c", "v"):
                return self.read_arg(pos)[1]
            return pos
        if name == "c":
            return self._chapter(at, pos)
        if name == "v":
            return self._verse(at, pos)
        if name in _NOTE_KIND:
            return self._note_start(name, pos)
        if self.note is not None and (name in _NOTE_KEEP or name in NOTE_REF_PARTS):
            self.note.part(name)
            return pos
        if name in _DROP_CHAR:
            self.drop_char = name
            return pos
        if base in _VERSE_PARA or base in _IGNORE_PARA or base in _TITLE_PARA:
            self.paragraph(base)
            return pos
        if name not in _KNOWN_CHAR and name not in self.unknown:
            self.unknown.add(name)
            log.debug("%s: unknown marker \\%s dropped, its text kept", self.path, name)
        self.open_chars.append(name)
        return pos

    def _book_id(self, at: int, pos: int) -> int:
        line = _REST_OF_LINE.match(self.text, pos)
        assert line is not None
        rest = line.group(0).strip()
        self.end_book()
        code, _, desc = rest.partition(" ")
        if not code:
            raise self.error(at, "\\id line without a book code")
        try:
            self.book = book_from_usfm(code, self.path, self.line_at(at))
        except SkipBook as skip:
            self.collector.skipped(skip)
            self.skipping = True
        self.headers.append(_Header(code.upper(), desc.strip()))
        self.mode = "ignore"
        return line.end()

    def _header_line(self, name: str, base: str, pos: int) -> int:
        line = _REST_OF_LINE.match(self.text, pos)
        assert line is not None
        if self.headers and not self.skipping:
            value = clean_fragment(_MARKER.sub(" ", _NOTE_SPAN.sub(" ", line.group(0))))
            self.headers[-1].fields.setdefault(name if base != "mt" else "mt", value)
        self.paragraph("rem")
        return line.end()

    def _chapter(self, at: int, pos: int) -> int:
        arg, new_pos = self.read_arg(pos)
        if self.book is None:
            raise self.error(at, "chapter marker \\c appears before the \\id line (not a USFM book?)")
        number = whole_number(arg) if arg is not None else None
        if number is None:
            raise self.error(at, f"invalid chapter number {(arg or '')[:40]!r} after \\c")
        self.finish_verse()
        self.flush_pending_titles_to_last_verse()
        self.chapter = number
        self.mode = "verse"
        self.open_chars.clear()
        self.drop_char = None
        return new_pos

    def _verse(self, at: int, pos: int) -> int:
        arg, new_pos = self.read_arg(pos)
        parsed = parse_verse_number(arg) if arg else None
        if self.book is None:
            raise self.error(at, f"verse {arg} appears before the \\id line (not a USFM book?)")
        if self.chapter is None:
            raise self.error(at, f"verse {arg} appears before any chapter marker (\\c)")
        if parsed is None:
            raise self.error(at, f"invalid verse number {(arg or '')[:40]!r} in chapter {self.chapter}")
        start, end, part = parsed
        self.flush_title()
        self.close_note(None)
        if part and part != "a" and self.verse is not None and self.verse[0] == start:
            self.buf.text(" ")  # "\v 7b" continues verse 7
        else:
            self.finish_verse()
            self.verse_pos = at
            self.open_verse((start, end))
        self.mode = "verse"
        self.drop_char = None
        return new_pos

    def _note_start(self, name: str, pos: int) -> int:
        if self.note is not None:
            self.close_note(None)
        self.note = NoteBuilder(_NOTE_KIND[name])
        caller = re.match(r"[ \t]*([^\s\\])(?=\s)\s?", self.text[pos : pos + 8])
        return pos + caller.end() if caller else pos

_KNOWN_CHAR = frozenset(
    (
        "add wj nd bd it em bdit sc no qt tl k pn png ord sig sls dc bk w wg wh wa rb qs qac lik liv "
        "litl ndx jmp addpn sup fq fqa fk fl fw fp ft fdc xk xq xt xta xot xnt xdc ior iqt"
    ).split()
)


# --- sources ------------------------------------------------------------------------------------------------


def _is_usfm_name(name: str) -> bool:
    return name.lower().endswith(USFM_SUFFIXES)


def _looks_like_usfm(data: bytes) -> bool:
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith((b"\\id ", b"\\id\t", b"\\usfm", b"\\rem"))


def list_folder(path: Path) -> list[Path]:
    """USFM files of a folder, in name order (Paratext names sort in canonical order: 01GEN..., 41MAT...)."""
    files = []
    for p in sorted(path.iterdir()):
        if not p.is_file() or p.name.startswith("."):
            continue
        if _is_usfm_name(p.name):
            files.append(p)
        elif p.suffix.lower() == ".txt":
            with open(p, "rb") as f:
                if _looks_like_usfm(f.read(4096)):
                    files.append(p)
    return files


def _zip_members(path: Path) -> list[zipfile.ZipInfo]:
    try:
        zf = zipfile.ZipFile(path)
    except zipfile.BadZipFile as e:
        raise ImportFormatError(str(path), "not a valid .zip archive (damaged or truncated?)") from e
    with zf:
        members = [
            i
            for i in zf.infolist()
            if not i.is_dir()
            and _is_usfm_name(i.filename)
            and "__MACOSX" not in i.filename
            and not Path(i.filename).name.startswith(".")
        ]
    return sorted(members, key=lambda i: i.filename)


def zip_has_usfm(path: Path) -> bool:
    try:
        return bool(_zip_members(path))
    except ImportFormatError:
        return False


def read(
    path: str | Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read a USFM folder, .zip or single file. `progress(books_done, books_total, osis_id)` per book."""
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(str(path), "file or folder does not exist")
    sources: list[tuple[str, object]] = []  # (display path, Path | ZipInfo)
    zf: zipfile.ZipFile | None = None
    if path.is_dir():
        files = list_folder(path)
        if not files:
            raise ImportFormatError(str(path), "the folder has no USFM files (.usfm, .sfm)")
        sources = [(str(p), p) for p in files]
    elif path.suffix.lower() == ".zip":
        members = _zip_members(path)
        if not members:
            raise ImportFormatError(str(path), "the .zip archive has no USFM files (.usfm, .sfm)")
        zf = zipfile.ZipFile(path)
        sources = [(f"{path}!{m.filename}", m) for m in members]
    else:
        sources = [(str(path), path)]

    collector = VerseCollector(path)
    headers: list[_Header] = []
    budget = [MAX_TOTAL_BYTES]  # bytes all the files may still take, as read
    try:
        total = len(sources)
        for i, (display, src) in enumerate(sources):
            check_cancelled(cancelled)
            data = read_source(display, src, zf, budget)
            text = decode_text(data, display, collector.warnings)
            parser = _BookParser(display, text, collector)
            if not re.search(r"\\id\s", text):
                raise ImportFormatError(display, "no \\id line: this is not a USFM file")
            parser.run()
            headers.extend(parser.headers)
            label = parser.headers[-1].code if parser.headers else ""
            book = canon.BY_USFM.get(label)
            progress(i + 1, total, book.osis if book else label)
    finally:
        if zf is not None:
            zf.close()

    titles: dict[str, str] = {}
    for h in headers:
        book = canon.BY_USFM.get(h.code)
        if book is None:
            continue
        title = first_present(
            [h.fields.get("h"), h.fields.get("toc2"), h.fields.get("toc1"), h.fields.get("mt")]
        )
        if title and book.osis not in titles:
            titles[book.osis] = title
    meta = TranslationMeta(
        name=first_present(h.description for h in headers if canon.BY_USFM.get(h.code)),
        source=path.name,
    )
    return collector.build(meta, titles)
