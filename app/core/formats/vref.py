"""Line-based formats: one verse per line + a vref list (eBible corpus style), and "ref<TAB>text" TSV.

vref: line N of the text is the verse named on line N of `vref.txt` ("GEN 1:1"). An empty text line means the
translation lacks that verse; "<range>" (the eBible corpus convention) means the verse was merged into the one
before it, which then gets `verse_end`. A text with more lines than the vref list is an error; fewer is fine.

TSV: "GEN 1:1<TAB>text" or "Gen.1.1<TAB>text"; a first line that is not a reference is taken as a header,
lines starting with "#" are comments.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.formats.safe_reading import decode_text, existing_file, read_capped
from app.core.formats.text_cleaning import TextBuffer, strip_marks
from app.core.formats.verse_collector import SkipBook, VerseCollector, book_from_any
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

VREF_NAME = "vref.txt"
RANGE_MARK = "<range>"
_N = "[0-9]{1,30}"  # a longer number is no chapter or verse (and Python will not convert 4,300+ digits)
_REF = re.compile(
    r"^\s*(?:"
    rf"(?P<b1>[1-4]?[A-Za-z][A-Za-z0-9]*)\s+(?P<c1>{_N}):(?P<v1>{_N})(?:\s*[-–](?P<e1>{_N}))?"
    rf"|(?P<b2>[1-4]?[A-Za-z][A-Za-z0-9]*)\.(?P<c2>{_N})\.(?P<v2>{_N})"
    rf"(?:-(?:[1-4]?[A-Za-z][A-Za-z0-9]*\.{_N}\.)?(?P<e2>{_N}))?"
    r")\s*$"
)


@dataclass
class Ref:
    book: str
    chapter: int
    verse: int
    verse_end: int | None = None


def parse_ref(raw: str) -> Ref | None:
    """'GEN 1:1', 'GEN 1:1-2', 'Gen.1.1' -> Ref (book code as written); None when it is not a reference."""
    m = _REF.match(raw)
    if not m:
        return None
    if m.group("b1"):
        end = m.group("e1")
        return Ref(m.group("b1"), int(m.group("c1")), int(m.group("v1")), int(end) if end else None)
    end = m.group("e2")
    return Ref(m.group("b2"), int(m.group("c2")), int(m.group("v2")), int(end) if end else None)


def _lines(path: Path, warnings: list[str] | None = None) -> list[str]:
    text = decode_text(read_capped(path), path, warnings)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the final newline does not start another line
    return [line.rstrip("\r") for line in lines]


def _clean(text: str) -> str:
    buf = TextBuffer()
    buf.text(strip_marks(text).replace("\t", " "))
    return buf.finish()[0]


class _Emitter:
    """Feeds verses to the collector, merging "<range>" lines into the verse before them."""

    def __init__(
        self, path: Path, progress: ProgressFn, cancelled: CancelFn, total: int, warnings: list[str]
    ):
        self.path = path
        self.collector = VerseCollector(path)
        self.collector.warnings.extend(warnings)  # what reading the files found (bytes that were not UTF-8)
        self.progress = progress
        self.cancelled = cancelled
        self.total = total
        self.pending: tuple[str, int, int, int | None, str, int] | None = None
        self.current_book = ""

    def book(self, code: str, line_no: int) -> str | None:
        try:
            osis = book_from_any(code, self.path, line_no).osis
        except SkipBook as skip:
            self.collector.skipped(skip)
            return None
        if osis != self.current_book:
            check_cancelled(self.cancelled)
            self.progress(line_no, self.total, osis)
            self.current_book = osis
        return osis

    def verse(self, osis: str, ref: Ref, text: str, line_no: int) -> None:
        if text == RANGE_MARK:
            p = self.pending
            if p and p[0] == osis and p[1] == ref.chapter and ref.verse > p[2]:
                self.pending = (p[0], p[1], p[2], ref.verse_end or ref.verse, p[4], p[5])
            else:
                log.warning(
                    "%s:%d: '<range>' does not follow a verse of the same chapter", self.path, line_no
                )
            return
        self.flush()
        self.pending = (osis, ref.chapter, ref.verse, ref.verse_end, _clean(text), line_no)

    def flush(self) -> None:
        if self.pending:
            osis, chapter, verse, end, text, line_no = self.pending
            self.collector.add(osis, chapter, verse, text, [], end, f"line {line_no}")
            self.pending = None

    def build(self) -> ParsedTranslation:
        self.flush()
        self.progress(self.total, self.total, "")
        return self.collector.build(TranslationMeta(source=self.path.name))


def read(
    path: str | Path,
    vref_path: str | Path | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read a one-verse-per-line text aligned with `vref_path` (default: vref.txt beside the text)."""
    path = existing_file(path)
    vref = Path(vref_path) if vref_path else path.parent / VREF_NAME
    if not vref.is_file():
        raise ImportFormatError(
            str(path), f"no {VREF_NAME} beside the text: a one-verse-per-line text needs its verse list"
        )
    warnings: list[str] = []
    refs = _lines(vref, warnings)
    texts = _lines(path, warnings)
    if len(texts) > len(refs):
        raise ImportFormatError(
            str(path), f"the text has {len(texts)} lines but {vref.name} lists only {len(refs)} verses"
        )
    if len(texts) < len(refs):
        log.info("%s: %d lines for %d verse references; the rest are absent", path, len(texts), len(refs))
    out = _Emitter(path, progress, cancelled, len(texts), warnings)
    for i, (raw_ref, raw_text) in enumerate(zip(refs, texts, strict=False), start=1):
        text = raw_text.strip()
        if not text:
            continue
        ref = parse_ref(raw_ref)
        if ref is None:
            raise ImportFormatError(
                str(vref), f"line {i} is not a verse reference like 'GEN 1:1': {raw_ref[:60]!r}", i
            )
        osis = out.book(ref.book, i)
        if osis is not None:
            out.verse(osis, ref, text, i)
    return out.build()


def read_tsv(
    path: str | Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read 'GEN 1:1<TAB>text' / 'Gen.1.1<TAB>text' lines."""
    path = existing_file(path)
    warnings: list[str] = []
    lines = _lines(path, warnings)
    out = _Emitter(path, progress, cancelled, len(lines), warnings)
    seen_data = False
    for i, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        raw_ref, tab, text = line.partition("\t")
        ref = parse_ref(raw_ref) if tab else None
        if ref is None:
            if not seen_data:
                seen_data = True  # a header line such as "ref<TAB>text"
                continue
            raise ImportFormatError(str(path), f"line {i} is not 'reference<TAB>text': {line[:60]!r}", i)
        seen_data = True
        if not text.strip():
            continue
        osis = out.book(ref.book, i)
        if osis is not None:
            out.verse(osis, ref, text.strip(), i)
    return out.build()


def looks_like_tsv(head: str) -> bool:
    """True when the first data line of `head` is 'reference<TAB>text'."""
    for line in head.split("\n")[:5]:
        line = line.strip("\r")
        if not line.strip() or line.startswith("#"):
            continue
        raw_ref, tab, _ = line.partition("\t")
        if tab and parse_ref(raw_ref):
            return True
    return False
