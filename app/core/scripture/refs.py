"""Typed Bible references: parse what people type, format for display, convert to and from OSIS.

`parse_reference` answers three ways, so the search box can decide what to do with a query:

* a `Reference` when the text is a reference ("Jo 3:16", "joao 3 16", "Salmo 23", "1 Co 13:4-7");
* None when it is not reference-shaped at all ("amor ao próximo", "João", "3:16", "Xyz 3:16"): search for it;
* `ImpossibleReference` (a `BadReference`) when it is shaped like a reference to a known book but cannot exist
  ("Jo 99:1", "Jo 3:0", "Jo 3:18-16").

Text is reference-shaped when it is a known book name followed only by numbers and separators. Separators:

* American/Brazilian style: chapter and verse joined by ":", "." or a space ("Jo 3:16", "Jo 3.16", "jo 3 16");
  "," lists verses of the same chapter ("Jo 3:16,18"); ";" lists chapters or passages ("Jo 3:16; 4:1").
* European/Catholic style, chosen when the text has no ":" and the first chapter number is followed by ",":
  "," joins chapter and verse, "." lists verses ("Jo 3,16.18"), ";" lists passages ("Gn 1,1-2,3; 3,1").
* "-" or any dash is a range; "e", "and" and "&" between numbers list ("Jo 3:16 e 18"); a/b/c after a verse is
  ignored ("Jo 3:16a"). A new book may start after ";" (and after "," in the American style).

After a ";" a lone number is a chapter; after a "," it is a verse if the passage before ended on a verse. In a
single-chapter book (Obadiah, Philemon, 2-3 John, Jude) a lone number is always a verse: "Jd 5" is Jude 1:5,
"Jd 5, 7" two verses; there the European style is read only from "1,": "Jd 1,5" is Jude 1:5.

Numbers longer than `MAX_DIGITS` digits are never converted: they read as a number beyond every book and are
shown cut short ("999999999…") in messages. `parse_reference_list` answers every part of a list, those that
exist and those that cannot, so one impossible part does not hide the others ("Jo 3:16; 99:1").

The `lang` parameter only breaks book-name ties ("Jn" is Jonas in Portuguese, John in English; see
`booknames`); the same numbers parse the same way in both languages.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from app.core.errors import BadReference
from app.core.scripture import booknames, canon
from app.core.scripture.booknames import Versification


class ImpossibleReference(BadReference):
    """A reference to a known book that cannot exist. The GUI words it from `problem` and the parts.

    problem: "zero" (a chapter or verse 0), "chapter" (beyond the book), "verse" (beyond the chapter),
    "reversed" (a range that ends before it starts). `limit` is the last chapter or verse that exists.
    """

    def __init__(
        self,
        problem: str,
        book: str,
        chapter: int,
        verse: int | None = None,
        limit: int | None = None,
        text: str = "",
        message: str = "",
    ):
        self.problem = problem
        self.book = book
        self.chapter = chapter
        self.verse = verse
        self.limit = limit
        self.text = text
        super().__init__(message or f"impossible reference: {book} {chapter}")


@dataclass(frozen=True)
class Reference:
    """A passage in one book.

    * whole chapter:          Reference("Ps", 23)                      Salmo 23
    * one verse:              Reference("John", 3, 16)                 João 3:16
    * verses of one chapter:  Reference("John", 3, 16, None, 18)       João 3:16-18
    * whole chapters:         Reference("John", 3, None, 4)            João 3–4
    * across chapters:        Reference("Gen", 1, 1, 2, 3)             Gênesis 1:1–2:3

    `end_chapter` is None unless the passage reaches a later chapter; `end_verse` is None unless the passage
    ends on another verse than it starts. Invalid shapes raise `BadReference`, so every instance is
    normalized: two equal references are the same passage written the same way.
    """

    book: str
    chapter: int
    verse: int | None = None
    end_chapter: int | None = None
    end_verse: int | None = None

    def __post_init__(self) -> None:
        if self.book not in canon.BY_OSIS:
            raise BadReference(f"unknown book {self.book!r}")
        problem = _shape_problem(self.chapter, self.verse, self.end_chapter, self.end_verse)
        if problem:
            raise BadReference(f"{problem}: {self!r}")

    @property
    def last_chapter(self) -> int:
        return self.end_chapter if self.end_chapter is not None else self.chapter

    @property
    def sort_key(self) -> tuple[int, int, int]:
        """Canonical order: book index, chapter, verse (0 for a whole chapter)."""
        return canon.BY_OSIS[self.book].index, self.chapter, self.verse or 0

    @property
    def is_whole_chapters(self) -> bool:
        return self.verse is None

    @property
    def is_single_verse(self) -> bool:
        return self.verse is not None and self.end_chapter is None and self.end_verse is None

    def contains(self, chapter: int, verse: int) -> bool:
        """Whether the passage includes this verse (for highlighting a reading)."""
        if not self.chapter <= chapter <= self.last_chapter:
            return False
        if self.verse is None:
            return True
        end_verse = self.end_verse if self.end_verse is not None else self.verse
        return (self.chapter, self.verse) <= (chapter, verse) <= (self.last_chapter, end_verse)


def _shape_problem(chapter: int, verse: int | None, end_chapter: int | None, end_verse: int | None) -> str:
    if chapter < 1 or (verse is not None and verse < 1):
        return "chapter and verse numbers start at 1"
    if end_chapter is not None and end_chapter <= chapter:
        return "end_chapter must be after chapter (None for the same chapter)"
    if end_verse is not None and end_verse < 1:
        return "verse numbers start at 1"
    if verse is None and end_verse is not None:
        return "a range of whole chapters has no end_verse"
    if verse is not None and end_chapter is not None and end_verse is None:
        return "a range across chapters needs end_verse"
    if verse is not None and end_chapter is None and end_verse is not None and end_verse <= verse:
        return "end_verse must be after verse (None for a single verse)"
    return ""


# --- parsing ------------------------------------------------------------------------------------------------

MAX_DIGITS = 9  # a chapter or verse number longer than this cannot exist (the largest real one has 3 digits)


class _Overlong(int):
    """A typed number longer than `MAX_DIGITS`: larger than every chapter and verse, shown as its first digits
    and "…", so no message repeats thousands of digits and no conversion ever reads them all."""

    shown: str

    def __new__(cls, digits: str) -> _Overlong:
        number = super().__new__(cls, 10**MAX_DIGITS)
        number.shown = digits[:MAX_DIGITS] + "\u2026"
        return number

    def __str__(self) -> str:
        return self.shown

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return format(self.shown, spec)


def _number(digits: str) -> int:
    """A typed run of digits as a number, bounded by its length before any conversion."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > MAX_DIGITS:
        return _Overlong(significant)
    return int(significant)


def _shorten(text: str, limit: int = 40) -> str:
    """Typed text as a message repeats it: cut short with "…" past `limit` characters."""
    return text if len(text) <= limit else text[:limit] + "\u2026"


_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_DASH_TABLE = str.maketrans({d: "-" for d in _DASHES})
# The format characters a word may hold (`analysis.fold.INVISIBLE`, not imported: the window loads this module
# before the analyzers): "Jo\u200b 3:16" pasted from a web page is "Jo 3:16".
INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_INVISIBLE_TABLE = str.maketrans("", "", INVISIBLE)
_WRAPPERS = "()[]{}\"'“”‘’«»"
# A book (an optional leading 1-3, then a letter, then anything but digits) and the numbers after it.
_HEAD_RE = re.compile(r"^(?P<book>[1-3]?\s*[^\W\d_][^\d]*?)\s*\.?\s*(?P<rest>\d.*)?$", re.S)
_CONJUNCTION_RE = re.compile(r"(?<=[\dabc])\s*(?:&|\s(?:e|and)\s)\s*(?=\d)", re.I)
_NUM = r"(\d+)([abc])?"
_PASSAGE_RE = re.compile(rf"^{_NUM}(?::{_NUM})?(?:-{_NUM}(?::{_NUM})?)?$", re.I)


@dataclass(frozen=True)
class _Raw:
    """A passage before validation: positions as typed, resolved against the book and the list context."""

    book: str
    chapter: int
    verse: int | None
    end_chapter: int | None
    end_verse: int | None

    @property
    def last_chapter(self) -> int:
        return self.end_chapter if self.end_chapter is not None else self.chapter


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFC", text).translate(_DASH_TABLE).translate(_INVISIBLE_TABLE)
    text = " ".join(text.split())
    text = text.strip(_WRAPPERS + " ")
    return text.rstrip(".,;:!?-" + _WRAPPERS + " ")


def _passage(item: str, book: str, verse_chapter: int | None) -> _Raw | None:
    """One list item ("3", "3:16", "16-18", "1:1-2:3"...) in ":" notation, or None when it is not one.

    `verse_chapter` is the chapter a lone number belongs to when it is a verse (after "Jo 3:16,").
    """
    item = re.sub(r"\s*([:\-])\s*", r"\1", item.strip())
    item = re.sub(r"(?<=[\dabc])\s+(?=\d)", ":", item)  # "3 16" is 3:16
    m = _PASSAGE_RE.match(item)
    if not m:
        return None
    a, a_sfx, b, _, c, c_sfx, d, _ = m.groups()
    if b is not None:
        start_ch, start_v = _number(a), _number(b)
    elif verse_chapter is not None or booknames.is_single_chapter(book):
        start_ch, start_v = verse_chapter or 1, _number(a)
    elif a_sfx:
        return None  # "Jo 3a": a letter after a chapter number is not a reference
    else:
        start_ch, start_v = _number(a), None

    if c is None:
        return _Raw(book, start_ch, start_v, None, None)
    if d is not None:
        return _Raw(book, start_ch, start_v or 1, _number(c), _number(d))  # "Jo 3-4:5" runs from 3:1
    if start_v is not None:
        return _Raw(book, start_ch, start_v, None, _number(c))  # c is a verse of the start chapter
    if c_sfx:
        return None
    return _Raw(book, start_ch, None, _number(c), None)  # chapters a to c


def _split_head(text: str, lang: str) -> tuple[str, str | None] | None:
    """(OSIS of the leading book, the rest) or None when the text does not start with a known book."""
    m = _HEAD_RE.match(text)
    if not m:
        return None
    found = booknames.lookup_book(m["book"], lang)
    if found is None:
        return None
    if m["rest"] is not None and m["book"].rstrip().endswith("-"):  # "Gn -1:1": a minus, not a range
        digits = re.match(r"\d+", m["rest"])
        chapter = -_number(digits.group()) if digits else 0
        typed = f"{found.name_en} -{_shorten(m['rest'])}"
        raise ImpossibleReference(
            "zero", found.osis, chapter, None, None, text, f"chapter and verse numbers start at 1: {typed}"
        )
    return found.osis, m["rest"]


def _shapes(text: str, lang: str) -> list[_Raw] | None:
    """Every passage as typed, or None when the text is not reference-shaped."""
    head = _split_head(_clean(text), lang)
    if head is None or head[1] is None:
        return None
    book, rest = head
    # "Jo 3,16": European notation. In a one-chapter book only "Jd 1,5" reads so; "Jd 5, 7" lists verses.
    first = re.match(r"(\d+)[abc]?\s*,", rest, re.I)
    european = ":" not in rest and first is not None
    if first is not None and european and booknames.is_single_chapter(book):
        european = first.group(1) == "1"
    list_sep = "." if european else ","
    rest = _CONJUNCTION_RE.sub(list_sep, rest)

    def numbers(item: str, book: str, verse_chapter: int | None) -> _Raw | None:
        item = item.replace(",", ":") if european else item.replace(".", ":")
        return _passage(item, book, verse_chapter)

    out: list[_Raw] = []
    for seg_index, segment in enumerate(rest.split(";")):
        previous: _Raw | None = None  # the passage before, inside this segment
        for item_index, item in enumerate(segment.split(list_sep)):
            item = item.strip()
            verse_chapter = None
            if previous is not None and previous.verse is not None:
                verse_chapter = previous.last_chapter
            raw = numbers(item, book, verse_chapter)
            starts_new = seg_index > 0 or item_index > 0
            if raw is None and starts_new and not (european and item_index > 0):
                new_head = _split_head(item, lang)  # "Jo 3:16; Rm 5:8"
                if new_head is not None and new_head[1] is not None:
                    book = new_head[0]
                    raw = numbers(new_head[1], book, None)
            if raw is None:
                return None
            out.append(raw)
            previous = raw
    return out


def _typed(raw: _Raw) -> str:
    """The passage as the user gave it, in English and ":" notation, for messages."""
    out = f"{canon.BY_OSIS[raw.book].name_en} {raw.chapter}"
    if raw.verse is not None:
        out += f":{raw.verse}"
    if raw.end_chapter is not None:
        out += f"-{raw.end_chapter}" + (f":{raw.end_verse}" if raw.end_verse is not None else "")
    elif raw.end_verse is not None:
        out += f"-{raw.end_verse}"
    return out


def _validate(raw: _Raw, versification: Versification, text: str) -> Reference:
    """The normalized `Reference`, or `ImpossibleReference` naming the part that cannot exist."""
    name = canon.BY_OSIS[raw.book].name_en
    ch, v, ech, ev = raw.chapter, raw.verse, raw.end_chapter, raw.end_verse
    typed = _typed(raw)

    def fail(
        problem: str, chapter: int, verse: int | None, limit: int | None, why: str
    ) -> ImpossibleReference:
        return ImpossibleReference(problem, raw.book, chapter, verse, limit, text, f"{why}: {typed}")

    if ch == 0 or ech == 0:
        raise fail("zero", 0, None, None, "chapter numbers start at 1")
    if v == 0 or ev == 0:
        raise fail("zero", ch if v == 0 else raw.last_chapter, 0, None, "verse numbers start at 1")

    chapters = versification.chapter_count(raw.book)
    if chapters is not None:
        for chapter in (ch, raw.last_chapter):
            if chapter > chapters:
                count = "1 chapter" if chapters == 1 else f"{chapters} chapters"
                raise fail("chapter", chapter, None, chapters, f"{name} has {count}, not {chapter}")
    for chapter, verse in ((ch, v), (raw.last_chapter, ev)):
        verses = versification.verse_count(raw.book, chapter) if verse is not None else None
        if verse is not None and verses is not None and verse > verses:
            where = name if chapters == 1 else f"{name} {chapter}"
            raise fail("verse", chapter, verse, verses, f"{where} has {verses} verses, not {verse}")
        if isinstance(verse, _Overlong):  # a chapter whose verses are not counted: no chapter has that many
            raise fail("verse", chapter, verse, None, f"no chapter has a verse {verse}")

    if v is None:
        reversed_ = raw.last_chapter < ch
    else:
        reversed_ = (raw.last_chapter, ev if ev is not None else v) < (ch, v)
    if reversed_:
        raise fail("reversed", ch, v, None, "the range ends before it starts")

    if ech == ch:  # a range ending where it starts collapses: "Jo 3:16-3:18", "Jo 3:16-16"
        ech = None
    if ech is None and ev == v:
        ev = None
    return Reference(raw.book, ch, v, ech, ev)


MAX_PARTS = 50  # passages of one typed list that are answered; the rest are counted in `left_out`


@dataclass(frozen=True)
class ReferenceList:
    """Every part of a typed reference list: those that exist, in the order typed, and those that cannot
    (each an `ImpossibleReference` naming its part and why). Parts after the first `MAX_PARTS` are only
    counted (`left_out`), so a pasted list of thousands asks for no more than `MAX_PARTS` passages."""

    found: tuple[Reference, ...] = ()
    impossible: tuple[ImpossibleReference, ...] = ()
    left_out: int = 0


def _read_parts(raws: list[_Raw], versification: Versification, text: str) -> ReferenceList:
    found: list[Reference] = []
    impossible: list[ImpossibleReference] = []
    for raw in raws[:MAX_PARTS]:
        try:
            found.append(_validate(raw, versification, text))
        except ImpossibleReference as exc:
            impossible.append(exc)
    return ReferenceList(tuple(found), tuple(impossible), max(0, len(raws) - MAX_PARTS))


def parse_reference_list(
    text: str, lang: str = "pt", versification: Versification | None = None
) -> ReferenceList | None:
    """Every part of a typed reference ("Jo 3:16, 18; 4:1"), or None when the text is not reference-shaped.

    A part that cannot exist in `versification` (the standard KJV numbering by default) is listed in
    `impossible` and the others are still answered: "Jo 3:16; 99:1" finds John 3:16 and says 99:1 cannot
    exist. When a book name reads differently in the other language ("Jn") and the `lang` reading has an
    impossible part but the other reading has none, the other one is returned: "Jn 3:16" is John 3:16 even
    in Portuguese, since Jonah 3 has 10 verses. Raises `ImpossibleReference` only for a negative number
    ("Gn -1:1"), which no part of a list can make sense of.
    """
    raws = _shapes(text, lang)
    if not raws:
        return None
    vers = versification or booknames.STANDARD
    read = _read_parts(raws, vers, text)
    if read.impossible:
        other = _shapes(text, "pt" if lang.startswith("en") else "en")
        if other and [r.book for r in other] != [r.book for r in raws]:
            other_read = _read_parts(other, vers, text)
            if not other_read.impossible:
                return other_read
    return read


def parse_references(
    text: str, lang: str = "pt", versification: Versification | None = None
) -> list[Reference]:
    """Every passage of a typed reference list, or [] when the text is not reference-shaped.

    Raises `ImpossibleReference` (a `BadReference`) when it is reference-shaped but a passage cannot exist
    (the first such part; `parse_reference_list` answers the others too). See `parse_reference_list`.
    """
    read = parse_reference_list(text, lang, versification)
    if read is None:
        return []
    if read.impossible:
        raise read.impossible[0]
    return list(read.found)


def parse_reference(
    text: str, lang: str = "pt", versification: Versification | None = None
) -> Reference | None:
    """The first passage of a typed reference, or None when the text should be searched instead."""
    refs = parse_references(text, lang, versification)
    return refs[0] if refs else None


# --- formatting ---------------------------------------------------------------------------------------------

_SINGULAR_PSALM = {"pt": "Salmo", "en": "Psalm"}


def _book_label(ref: Reference, lang: str, style: str) -> str:
    lg = "en" if lang.startswith("en") else "pt"
    if style == "abbrev":
        return booknames.abbreviation(ref.book, lg)
    if style != "full":
        raise ValueError(f"book_name_style must be 'full' or 'abbrev', not {style!r}")
    if ref.book == "Ps" and ref.end_chapter is None:
        return _SINGULAR_PSALM[lg]  # one psalm: "Salmo 23", "Psalm 23:1"; several: "Salmos 23–24"
    return canon.BY_OSIS[ref.book].name(lg)


def _numbers(ref: Reference) -> str:
    """The numbers of a reference: hyphen inside a chapter, en dash across chapters."""
    single = booknames.is_single_chapter(ref.book) and ref.chapter == 1 and ref.end_chapter is None
    if ref.verse is None:
        if ref.end_chapter is not None:
            return f"{ref.chapter}\u2013{ref.end_chapter}"
        return "" if single else str(ref.chapter)
    start = str(ref.verse) if single else f"{ref.chapter}:{ref.verse}"
    if ref.end_chapter is not None:
        return f"{start}\u2013{ref.end_chapter}:{ref.end_verse}"
    if ref.end_verse is not None:
        return f"{start}-{ref.end_verse}"
    return start


def format_reference(ref: Reference, lang: str = "pt", book_name_style: str = "full") -> str:
    """Display text: "João 3:16", "Gênesis 1:1–2:3", "Salmo 23", "1Co 13:4-7" (abbrev), "Psalm 23" (en).

    A whole single-chapter book is its bare name ("Judas"), since "Judas 1" would read as verse 1.
    """
    numbers = _numbers(ref)
    label = _book_label(ref, lang, book_name_style)
    return f"{label} {numbers}" if numbers else label


def format_references(refs: Iterable[Reference], lang: str = "pt", book_name_style: str = "full") -> str:
    """A list the parser reads back: "João 3:16, 18; 4:1; Romanos 5:8"."""
    parts: list[str] = []
    previous: Reference | None = None
    for ref in refs:
        if previous is None or ref.book != previous.book:
            parts.append(("; " if parts else "") + format_reference(ref, lang, book_name_style))
        elif (
            previous.verse is not None
            and ref.verse is not None
            and ref.end_chapter is None
            and ref.chapter == previous.last_chapter
        ):
            parts.append(", " + _numbers(ref).split(":")[-1])
        else:
            numbers = _numbers(ref)
            if not numbers:  # a whole single-chapter book repeated
                numbers = "1"
            parts.append("; " + numbers)
        previous = ref
    return "".join(parts)


# --- verses -------------------------------------------------------------------------------------------------


class NumberedVerse(Protocol):
    """A verse as its translation numbers it (`library.reading.Verse`): a merged verse ("3-4") ends at
    `verse_end`."""

    @property
    def book(self) -> str: ...
    @property
    def chapter(self) -> int: ...
    @property
    def verse(self) -> int: ...
    @property
    def verse_end(self) -> int | None: ...


def passage_of(verses: Sequence[NumberedVerse]) -> Reference:
    """The passage adjacent verses of one book make, in order, as their translation numbers them: João 3:16,
    João 3:16-18 (or a merged verse 3:16-17), Gênesis 1:31–2:3."""
    first, last = verses[0], verses[-1]
    end = last.verse_end or last.verse
    if last.chapter != first.chapter:
        return Reference(first.book, first.chapter, first.verse, last.chapter, end)
    return Reference(first.book, first.chapter, first.verse, None, end if end > first.verse else None)


# --- OSIS ---------------------------------------------------------------------------------------------------


def to_osis(ref: Reference) -> str:
    """OSIS form: "John.3.16", "John.3", "John.3.16-John.3.18", "Gen.1.1-Gen.2.3", "John.3-John.4"."""
    start = f"{ref.book}.{ref.chapter}" + (f".{ref.verse}" if ref.verse is not None else "")
    if ref.verse is None:
        if ref.end_chapter is None:
            return start
        return f"{start}-{ref.book}.{ref.end_chapter}"
    if ref.end_chapter is None and ref.end_verse is None:
        return start
    return f"{start}-{ref.book}.{ref.last_chapter}.{ref.end_verse}"


_OSIS_PART_RE = re.compile(r"^(?:(?P<book>[1-4]?[A-Za-z]+)\.)?(?P<chapter>\d+)(?:\.(?P<verse>\d+))?$")


def from_osis(osis_ref: str) -> Reference:
    """The reference of an OSIS id or range ("John.3.16", "Gen.1.1-Gen.2.3"; "John.3.16-18" is accepted too).

    Raises `BadReference` for a malformed id, an unknown book or an impossible shape; verse counts are not
    checked, since OSIS text comes from data in its own versification.
    """
    text = osis_ref.strip()
    start_text, _, end_text = text.partition("-")
    start = _OSIS_PART_RE.match(start_text)
    if not start or not start["book"]:
        raise BadReference(f"not an OSIS reference: {osis_ref!r}")
    book = start["book"]
    if book not in canon.BY_OSIS:
        raise BadReference(f"unknown OSIS book {book!r} in {osis_ref!r}")
    chapter = int(start["chapter"])
    verse = int(start["verse"]) if start["verse"] else None
    if not end_text:
        return Reference(book, chapter, verse)
    end = _OSIS_PART_RE.match(end_text)
    if not end or (end["book"] and end["book"] != book):
        raise BadReference(f"an OSIS range must stay in one book: {osis_ref!r}")
    if end["book"] is None and end["verse"] is None and verse is not None:
        end_chapter, end_verse = chapter, int(end["chapter"])  # "John.3.16-18"
    else:
        end_chapter = int(end["chapter"])
        end_verse = int(end["verse"]) if end["verse"] else None
    if (verse is None) != (end_verse is None):
        raise BadReference(f"an OSIS range must join two chapters or two verses: {osis_ref!r}")
    if end_chapter == chapter:
        if end_verse == verse:
            return Reference(book, chapter, verse)
        return Reference(book, chapter, verse, None, end_verse)
    return Reference(book, chapter, verse, end_chapter, end_verse)
