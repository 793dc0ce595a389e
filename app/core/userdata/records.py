"""Records of the user database and the small helpers they share: passages, ids, timestamps, references.

A passage is addressed by translation-independent coordinates (OSIS book, chapter, verse, optional end), so
a note made while reading one translation shows on every translation. Records may remember the translation
they were made in (`translation`), for information only.
"""

from __future__ import annotations

import re
import threading
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from app.core.errors import BadReference, TextTooLong
from app.core.scripture import canon

# What the user database accepts, the same for every way in (the API the app calls, and an import of an
# export): whatever was accepted exports and imports back.
MAX_TEXT_CHARS = 10_000_000  # a note's text or title, a bookmark's title (the whole Bible is 4.3 million)
MAX_NAME_CHARS = 1_000  # a folder's or a label's name
MAX_QUERY_CHARS = 1_000  # a search kept in the history (a longer one is kept to this length)
MAX_TRANSLATION_CHARS = 200  # the id of the translation a record was made in
MAX_NUMBER = 2**63 - 1  # chapters, verses, positions: what SQLite stores (a versification says more)
MIN_NUMBER = -(2**63)

_SURROGATE = re.compile("[\ud800-\udfff]")
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$")
_TS_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"

_clock_lock = threading.Lock()
_last_stamp: datetime | None = None


def new_id() -> str:
    """A random UUID: exports from two machines merge without id collisions."""
    return str(uuid.uuid4())


def is_id(value: object) -> bool:
    return isinstance(value, str) and bool(_UUID.match(value))


def utc_now() -> str:
    """UTC ISO time with microseconds ("2024-05-01T12:00:00.000000Z"), strictly increasing within the process.

    Text in this fixed format sorts like time, and "newer wins" during a merge compares these strings; the
    strict increase keeps two writes in the same clock tick ordered (Windows clocks tick coarsely).
    """
    global _last_stamp
    with _clock_lock:
        now = datetime.now(UTC)
        if _last_stamp is not None and now <= _last_stamp:
            now = _last_stamp + timedelta(microseconds=1)
        _last_stamp = now
        return now.strftime(_TS_FORMAT)


def is_timestamp(value: object) -> bool:
    if not isinstance(value, str) or not _TS.match(value):
        return False
    try:
        datetime.strptime(value, _TS_FORMAT)
    except ValueError:
        return False
    return True


def parse_timestamp(value: str) -> datetime:
    return datetime.strptime(value, _TS_FORMAT).replace(tzinfo=UTC)


@dataclass(frozen=True)
class Passage:
    """A verse or a range of verses; `end_chapter`/`end_verse` are both None for a single verse."""

    book: str
    chapter: int
    verse: int
    end_chapter: int | None = None
    end_verse: int | None = None

    @property
    def last(self) -> tuple[int, int]:
        return (
            (self.end_chapter, self.end_verse) if self.end_chapter is not None else (self.chapter, self.verse)
        )

    @property
    def osis(self) -> str:
        """ "John.3.16" or "John.3.16-John.3.18" (the OSIS range form)."""
        start = canon.osis_ref(self.book, self.chapter, self.verse)
        if self.end_chapter is None:
            return start
        return f"{start}-{canon.osis_ref(self.book, self.end_chapter, self.end_verse)}"

    def contains(self, chapter: int, verse: int) -> bool:
        return (self.chapter, self.verse) <= (chapter, verse) <= self.last

    def sort_key(self) -> tuple[int, int, int, int, int]:
        return (canon.book(self.book).index, self.chapter, self.verse, *self.last)

    def reference(self, lang: str = "pt") -> str:
        """For people: "João 3:16", "João 3:16-18", "João 3:16-4:2" (book name in `lang`, "pt" or "en")."""
        name = canon.book(self.book).name(lang)
        text = f"{name} {self.chapter}:{self.verse}"
        if self.end_chapter is None:
            return text
        if self.end_chapter == self.chapter:
            return f"{text}-{self.end_verse}"
        return f"{text}-{self.end_chapter}:{self.end_verse}"


def make_passage(
    book: str, chapter: int, verse: int, end_chapter: int | None = None, end_verse: int | None = None
) -> Passage:
    """Validate and normalise coordinates: an end equal to the start is a single verse; an end verse alone
    stays in the start chapter. Raises `BadReference` for an unknown book, a number below 1 or a reversed
    range. (Whether chapter 151 exists depends on a versification the user database does not know; the reader
    checks.)"""
    if not isinstance(book, str) or book not in canon.BY_OSIS:
        raise BadReference(f"unknown OSIS book id {shown(book)}")
    for name, value in (("chapter", chapter), ("verse", verse)):
        if not _positive_int(value):
            raise BadReference(f"{name} must be a whole number from 1 to {MAX_NUMBER}, got {shown(value)}")
    if end_chapter is None and end_verse is None:
        return Passage(book, chapter, verse)
    if end_verse is None:
        raise BadReference("a range needs an end verse")
    if end_chapter is None:
        end_chapter = chapter
    for name, value in (("end chapter", end_chapter), ("end verse", end_verse)):
        if not _positive_int(value):
            raise BadReference(f"{name} must be a whole number from 1 to {MAX_NUMBER}, got {shown(value)}")
    if (end_chapter, end_verse) < (chapter, verse):
        raise BadReference(f"range ends before it starts: {chapter}:{verse}-{end_chapter}:{end_verse}")
    if (end_chapter, end_verse) == (chapter, verse):
        return Passage(book, chapter, verse)
    return Passage(book, chapter, verse, end_chapter, end_verse)


def shown(value: object, width: int = 60) -> str:
    """A value as an error message may quote it: short (a number of 5,000 digits is not printed, nor even
    converted: Python refuses past 4,300)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103):,} digits"
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def _positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_NUMBER


def whole_text(text: str) -> str:
    """`text` with every lone surrogate (half of a UTF-16 pair, as a broken file or a bad decoder leaves
    them) replaced by U+FFFD, and a pair split over two code points joined: no such text reaches SQLite,
    which cannot encode it, nor an export."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def clean_text(value: object, what: str, limit: int = MAX_TEXT_CHARS) -> str:
    """Text as the user database keeps it: whole (`whole_text`) and at most `limit` characters
    (`TextTooLong` names `what` otherwise)."""
    text = whole_text(str(value))
    if len(text) > limit:
        raise TextTooLong(what, len(text), limit)
    return text


def clean_translation(value: str | None) -> str | None:
    """The translation a record was made in: an id, or None."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"a translation is named by its id (text), not {type(value).__name__}")
    return clean_text(value, "a translation id", MAX_TRANSLATION_CHARS)


def check_number(value: object, what: str) -> int:
    """A whole number SQLite can store (a folder's position)."""
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_NUMBER <= value <= MAX_NUMBER:
        raise ValueError(f"{what} must be a whole number from {MIN_NUMBER} to {MAX_NUMBER}")
    return value


@dataclass(frozen=True)
class Folder:
    id: str
    name: str
    position: int
    color: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class Label:
    id: str
    name: str
    color: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class Bookmark:
    id: str
    passage: Passage
    translation: str | None
    folder_id: str | None
    labels: tuple[str, ...]  # label ids, sorted
    title: str
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class Highlight:
    id: str
    book: str
    chapter: int
    verse: int
    color: str
    translation: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class Note:
    id: str
    passage: Passage
    translation: str | None
    title: str
    text: str  # lightweight Markdown source; render with `render_note_html`
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class ReadingEntry:
    id: str
    book: str
    chapter: int
    verse: int
    translation: str | None
    read_at: str


@dataclass(frozen=True)
class SearchEntry:
    id: str
    query: str
    translation: str | None
    searched_at: str


@dataclass(frozen=True)
class Draft:
    """What the note editor held when it last paused: kept until the note is saved or the draft dropped."""

    key: str  # draft_key(note_id, passage)
    note_id: str | None  # the note being edited; None for a new note
    passage: Passage
    translation: str | None
    title: str
    text: str
    base_updated_at: str | None  # the note's updated_at when the editing began (None for a new note)
    updated_at: str


def draft_key(note_id: str | None, passage: Passage) -> str:
    """One draft per editor: an existing note's ("note:<id>") or a new note on a passage ("new:<OSIS>")."""
    return f"note:{note_id}" if note_id else f"new:{passage.osis}"
