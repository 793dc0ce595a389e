"""What every reader produces: plain records, independent of the source format."""

from __future__ import annotations

from dataclasses import dataclass, field


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
    book: str  # OSIS id, see app.core.canon
    chapter: int
    verse: int
    text: str  # clean text: no markup, no notes, single spaces, real apostrophes
    verse_end: int | None = None  # a merged verse "\v 3-4" is stored once, as verse=3, verse_end=4
    notes: list[Note] = field(default_factory=list)


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
