"""The XML readers' driver: a safe streaming parse, and the verse handler OSIS, USFX and Zefania build on.

Entity declarations are refused and external entities never loaded; every parse failure becomes an
ImportFormatError with its line.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, TypeVar
from xml.parsers import expat

from app.core.errors import ImportFormatError
from app.core.formats.common import MAX_TOTAL_BYTES
from app.core.formats.safe_reading import existing_file, looks_binary
from app.core.formats.text_cleaning import clean_fragment
from app.core.formats.verse_collector import (
    SkipBook,
    VerseCollector,
    VerseState,
    parse_verse_number,
    whole_number,
)
from app.core.progress import CancelFn, ProgressFn, check_cancelled
from app.core.scripture import canon


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


class StreamingHandler(XmlHandler, Protocol):
    parser: expat.XMLParserType | None
    bytes_done: int
    bytes_total: int

    def finish_verse(self) -> None: ...


H = TypeVar("H", bound=StreamingHandler)


def read_xml_file(path: str | Path, handler: H, progress: Callable[[int, int, str], None]) -> H:
    """The common driver of the XML readers: stream the file through `handler`, report bytes as progress."""
    path = existing_file(path)

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
    parser's line, progress at each book, the element frames the handlers push and pop, the book entered and
    left, and the header text captured under a key."""

    # The elements that break a line (paragraphs, poetry lines): inside a verse a space stands for each edge.
    blocks: frozenset[str] = frozenset()

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
        self.skip_book = False  # the book entered is left out: its text is not read
        self.capture: list[str] | None = None  # the text of a header field being read, under capture_key
        self.capture_key = ""

    def push_frame(self, name: str, frame: str) -> None:
        """Element `name` opens as `frame`; the edge of a block inside a verse is a space."""
        self.block_edge(name)
        self.frames.append(frame)

    def pop_frame(self) -> str:
        """The frame of the element that closes ("plain" past the root)."""
        return self.frames.pop() if self.frames else "plain"

    def block_edge(self, name: str) -> None:
        if name in self.blocks and self.verse is not None:
            self.buf.text(" ")

    def start_capture(self, key: str) -> None:
        self.capture = []
        self.capture_key = key

    def end_capture(self) -> str:
        """The captured header text, cleaned; capturing stops."""
        value = clean_fragment("".join(self.capture or []))
        self.capture = None
        return value

    def find_book(self, lookup: Callable[[str, str, int | None], canon.Book], code: str) -> canon.Book | None:
        """The canon book `lookup` finds for `code`; None for a book left out on purpose (the collector
        notes it), while an unknown code is the lookup's ImportFormatError."""
        try:
            return lookup(code, self.path, self.line())
        except SkipBook as skip:
            self.collector.skipped(skip)
            return None

    def leave_book(self) -> None:
        """The book element closes: its last verse is finished; what follows is outside any book."""
        self.finish_verse()
        self.book = None
        self.skip_book = False
        self.chapter = None

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
