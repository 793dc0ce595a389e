"""Clean verse text and notes, as the readers build them, and the metadata values they read.

Readers feed text and notes into a `TextBuffer` in document order; a note leaves a placeholder, so its offset
in the clean text is exact and a removed note never leaves a space before punctuation. A footnote or
cross reference made of parts (\\fq, \\ft, <fq>...) is put together by a `NoteBuilder`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.core.formats.common import Note

NOTE_MARK = "\ue000"  # where a note's caller stood
GAP_MARK = "\ue001"  # where something was removed without a note (a dropped marker, a figure...)
_MARKS = NOTE_MARK + GAP_MARK
_MARK_SPLIT = re.compile(f"([{_MARKS}])")
_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
# Characters that never take a space before them when a note or marker between them and the word is removed.
_CLOSING_PUNCT = frozenset(",.;:!?)]}»”’…")

# Kinds of Note we emit. "title" is a Psalm superscription (or another canonical title) kept out of the verse.
FOOTNOTE = "footnote"
CROSSREF = "crossref"
TITLE = "title"


def clean_fragment(text: str) -> str:
    """Whitespace-collapsed, trimmed text with typographic apostrophes (for notes, titles and metadata)."""
    text = " ".join(text.replace(NOTE_MARK, "").replace(GAP_MARK, " ").split())
    return _APOSTROPHE.sub("’", text)


def strip_marks(text: str) -> str:
    """Remove our private placeholder characters should a source file happen to contain them."""
    if NOTE_MARK in text or GAP_MARK in text:
        return text.replace(NOTE_MARK, "").replace(GAP_MARK, "")
    return text


class TextBuffer:
    """Collects one verse: text pieces and notes in document order."""

    __slots__ = ("_parts", "_notes")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._notes: list[tuple[str, str]] = []

    def text(self, s: str) -> None:
        if s:
            self._parts.append(s)

    def note(self, kind: str, text: str) -> None:
        text = clean_fragment(text)
        if text:
            self._parts.append(NOTE_MARK)
            self._notes.append((kind, text))
        else:
            self.gap()

    def gap(self) -> None:
        self._parts.append(GAP_MARK)

    def has_content(self) -> bool:
        return bool(self._notes) or any(p.strip(_MARKS + " \t\r\n") for p in self._parts)

    def finish(self) -> tuple[str, list[Note]]:
        return join_clean("".join(self._parts), self._notes)


def _collapse_spaces(raw: str) -> str:
    """Each whitespace run -> one space, keeping a leading/trailing one (str.split beats re here)."""
    collapsed = " ".join(raw.split())
    if not collapsed:
        return " " if raw else ""
    if raw[0].isspace():
        collapsed = " " + collapsed
    if raw[-1].isspace():
        collapsed += " "
    return collapsed


def join_clean(raw: str, notes: list[tuple[str, str]]) -> tuple[str, list[Note]]:
    """Collapse whitespace and resolve note/gap placeholders into (clean text, notes with offsets)."""
    pieces = _MARK_SPLIT.split(_collapse_spaces(raw))
    text = ""
    pending_space = False
    out_notes: list[Note] = []
    note_iter = iter(notes)
    for piece in pieces:
        if piece in (NOTE_MARK, GAP_MARK):
            if text.endswith(" "):
                text = text[:-1]
                pending_space = True
            if piece == NOTE_MARK:
                kind, note_text = next(note_iter)
                out_notes.append(Note(kind, note_text, len(text)))
            continue
        if piece.startswith(" "):
            pending_space = True
            piece = piece[1:]
        if piece:
            if pending_space and text and piece[0] not in _CLOSING_PUNCT:
                text += " "
            pending_space = False
            text += piece
    text = text.rstrip(" ")
    for n in out_notes:
        if n.offset > len(text):
            n.offset = len(text)
    if "'" in text:
        text = _APOSTROPHE.sub("’", text)
    return text, out_notes


# Parts of a footnote or cross reference (USFM/USFX names) that repeat the note's own reference: dropped.
NOTE_REF_PARTS = frozenset("fr fv fm xo xop".split())
_NOTE_QUOTES = frozenset("fq fk".split())


class NoteBuilder:
    """The text of one footnote or cross reference, built from its parts (\\fq, \\ft, \\xt or <fq>, <ft>).

    A note that opens with a quotation (fq, fk) gets ": " after it: "Palavra" + "Ou: o Verbo" reads
    "Palavra: Ou: o Verbo".
    """

    __slots__ = ("kind", "segments", "keep")

    def __init__(self, kind: str):
        self.kind = kind
        self.segments: list[list[str]] = []  # [part name, text]
        self.keep = True

    def part(self, name: str) -> None:
        self.keep = name not in NOTE_REF_PARTS
        self.segments.append([name, ""])

    def add(self, s: str) -> None:
        if not self.keep:
            return
        if not self.segments:
            self.segments.append(["ft", ""])
        self.segments[-1][1] += s

    def text(self) -> str:
        out: list[str] = []
        prev = ""
        for name, raw in self.segments:
            piece = clean_fragment(raw)
            if not piece:
                continue
            if (
                len(out) == 1
                and prev in _NOTE_QUOTES
                and name not in _NOTE_QUOTES
                and out[0][-1:] not in ".,;:!?"
            ):
                out[0] += ":"  # only a note that opens with its quotation: "Palavra: Ou: o Verbo"
            out.append(piece)
            prev = name
        return " ".join(out)


_LANGUAGES = {
    "por": "pt",
    "eng": "en",
    "spa": "es",
    "fra": "fr",
    "fre": "fr",
    "deu": "de",
    "ger": "de",
    "ita": "it",
    "nld": "nl",
    "dut": "nl",
    "lat": "la",
    "heb": "he",
    "rus": "ru",
    "ron": "ro",
    "rum": "ro",
    "pol": "pl",
    "ces": "cs",
    "cze": "cs",
    "hun": "hu",
    "fin": "fi",
    "swe": "sv",
    "dan": "da",
    "nor": "no",
    "ukr": "uk",
    "ell": "el",
    "gre": "el",
    "cat": "ca",
    "zho": "zh",
    "chi": "zh",
    "kor": "ko",
    "jpn": "ja",
    "ara": "ar",
}


def normalize_language(code: str | None) -> str | None:
    """'POR' / 'por' -> 'pt'; a BCP-47-looking code is kept as is; None and '' -> None."""
    if not code or not code.strip():
        return None
    code = code.strip()
    return _LANGUAGES.get(code.lower(), code)


def first_present(values: Iterable[str | None]) -> str | None:
    for v in values:
        if v and v.strip():
            return v.strip()
    return None
