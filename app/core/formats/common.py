"""What every reader produces: plain records, independent of the source format; the limits every import keeps.

Limits (a file past them is refused with a message naming the file, and the line when it has one):
- `MAX_VERSE_CHARS`: a verse's text, and each note's. The longest real verse (Esther 8:9) is under 600
  characters; a "verse" of 10,000 is a file whose verse markers are missing, not a Bible.
- `MAX_NUMBER`: a chapter or verse number (Psalm 151 and Psalm 119:176 are the largest real ones).
- `MAX_VERSES`: verses in one translation (a Bible with the deuterocanon has about 37,000).
- `MAX_FILE_BYTES`: one file, or one member of a .zip, as actually read (not as its header claims);
  `MAX_TOTAL_BYTES`: all the files of one import together.

Text from files never keeps control characters (`strip_controls`): ESC or BEL in a verse would reach a
terminal as a command.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

MAX_VERSE_CHARS = 10_000
MAX_NUMBER = 999
MAX_VERSES = 100_000
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_TOTAL_BYTES = 256 * 1024 * 1024

# A library id: of a translation, a commentary, a dictionary (what `lampada search -t ID` takes).
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_]{0,31}$")


def id_from_name(name: str, fallback: str = "imported") -> str:
    """A library id made from a name (a file's, a SWORD module's): lower-cased, accents dropped, ASCII
    letters, digits and '_' only, starting with a letter or digit, at most 32 characters ("Bíblia_Livre" ->
    "biblia_livre", "MHCC" -> "mhcc"); `fallback` when nothing is left."""
    folded = unicodedata.normalize("NFKD", name.lower())
    found = "".join(c for c in folded if c.isascii() and (c.isalnum() or c == "_")).lstrip("_")[:32]
    return found or fallback


# C0 and C1 controls and DEL. Those that separate words (tab, line ends, NEL) become a space.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
_SPACING_CONTROLS = re.compile("[\t\n\r\x0b\x0c\x1c-\x1f\x85]+")
_OTHER_CONTROLS = re.compile("[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f]")


def strip_controls(text: str) -> str:
    """`text` without C0/C1 control characters: the ones that separate words become one space (and spaces
    are then collapsed), the others go. Text without any is returned as it is."""
    if not _CONTROLS.search(text):
        return text
    text = _OTHER_CONTROLS.sub("", text)
    return " ".join(_SPACING_CONTROLS.sub(" ", text).split())


def printable(text: str) -> str:
    """For display: each control character left in `text` (a library imported before they were stripped)
    becomes U+FFFD, one for one, so offsets into the text (highlighted spans) still hold."""
    return _CONTROLS.sub("\ufffd", text) if _CONTROLS.search(text) else text


@dataclass
class Note:
    """A footnote or cross-reference kept out of the searchable text but available for display.

    `offset` is the character offset in the verse's clean `text` where the note's caller stood.
    """

    kind: str  # "footnote" | "crossref" | "title" (a Psalm heading, shown before the verse)
    text: str
    offset: int = 0


@dataclass
class VerseRecord:
    book: str  # OSIS id, see app.core.scripture.canon
    chapter: int
    verse: int
    text: str  # clean text: no markup, no notes, single spaces, real apostrophes
    verse_end: int | None = None  # a merged verse "\v 3-4" is stored once, as verse=3, verse_end=4
    notes: list[Note] = field(default_factory=list)
    # Tagged words, kept beside the verse and never searched: [start, end, Strong's numbers, morphology] with
    # start/end character offsets in `text` ("G2316", "N-NSM"; several separated by spaces).
    words: list[list] = field(default_factory=list)


@dataclass
class TranslationMeta:
    """What a file says about itself. Missing fields are filled from the import command's options."""

    id: str | None = None
    name: str | None = None
    language: str | None = None  # BCP-47-ish: "pt-BR", "pt", "en"
    licence: str | None = None
    attribution: str | None = None
    source: str | None = None  # where it came from (file name, package and version)


@dataclass
class ParsedTranslation:
    meta: TranslationMeta
    verses: list[VerseRecord]  # in canonical reading order
    book_titles: dict[str, str] = field(default_factory=dict)  # OSIS id -> title as the file gives it
    warnings: list[str] = field(default_factory=list)  # things skipped or repaired, to show the person
