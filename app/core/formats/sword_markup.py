"""The markup inside one SWORD entry (OSIS, ThML or GBF) to clean text, notes and word data.

A SWORD module stores each verse's markup on its own, cut out of a larger document: elements open in one verse
and close in another, milestones stand for both, and nothing is well-formed XML. So the fragment is read as a
stream of tags and text, never parsed as a tree: an unmatched closing tag is ignored, an unclosed element ends
with the entry.

What goes where (as for the other importers):
- footnotes and cross-references (`<note>`, ThML `<note>`, GBF `<RF>…<Rf>`) leave the searchable text and
  become notes; canonical titles (Psalm superscriptions) become "title" notes; other headings are dropped;
- Strong's numbers and morphology (`<w lemma="strong:G2316" morph="robinson:N-NSM">`, GBF `<WG2316>`) are kept
  beside the verse as word data: (start, end) in the clean text, the numbers and the morphology codes;
- a note glued between two words ("only born<note/>Son", as some exports write it) keeps the words apart.

Commentary entries keep their paragraphs (`commentary_text`): blocks become line breaks, notes are dropped.
"""

from __future__ import annotations

import bisect
import functools
import html
import re
from dataclasses import dataclass

from app.core.formats.common import Note
from app.core.formats.text_cleaning import CROSSREF, FOOTNOTE, TITLE, TextBuffer, clean_fragment, strip_marks

_TAG = re.compile(r"<(/?)([A-Za-z][\w:.-]*)([^>]*)>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
# Elements whose attributes matter; the others' are not even parsed.
_WITH_ATTRIBUTES = frozenset("note title div q w sync reference".split())
_ATTR = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
# Elements whose content never belongs to the verse's text (and is neither a note nor a title).
_DROP = frozenset("speaker figure index rdg rdgGroup catchWord abbr".split())
# Elements that separate words: a space where they open or close.
_BLOCKS = frozenset(
    "p l lg lb br list item div table row cell closer salute signed speech chapter head caption verse "
    "milestone title".split()
)
# Divisions that are no verse's text: what an export appends to a book's last verse (a glossary, the next
# book's introduction) or puts before a chapter.
_OTHER_DIVS = frozenset(
    "glossary introduction preface colophon index appendix front back titlePage coverPage outline "
    "x-introduction bookGroup".split()
)
# A tagged word travels through the text between WORD_OPEN and a closing character that carries its number
# (U+F0000 + n, private use): notes, spaces and apostrophes are resolved as for any verse, then `_unmark`
# turns the marks into offsets. Source text never keeps these characters.
WORD_OPEN = "\ue002"
_WORD_BASE = 0xF0000
_PRIVATE = re.compile("[\ue000-\ue002\U000f0000-\U000fffff]")
_MARKED = re.compile("[\ue002\U000f0000-\U000fffff]")
_SIMPLE_W = re.compile(r"<w\s([^>]*)>([^<]*)</w>")
_LEMMA = re.compile(r"\blemma=\"([^\"]*)\"")
_MORPH = re.compile(r"\bmorph=\"([^\"]*)\"")
_GBF_TAG = re.compile(r"<([A-Z][A-Za-z]?)([^<>]*)>")
_STRONG = re.compile(r"^(?:x-)?strongs?:([HG]?)0*(\d+)([a-z]?)$", re.I)


# A tagged word of a verse: [start, end, Strong's numbers, morphology] — offsets into the clean text, codes
# separated by spaces ("G2316", "N-NSM"), as `VerseRecord.words` keeps them.
Word = list


@dataclass
class Entry:
    """A verse: clean text, notes (offsets into the text) and tagged words."""

    text: str
    notes: list[Note]
    words: list[Word]  # [start, end, "G2316", "N-NSM"]


def attributes(raw: str) -> dict[str, str]:
    out = {}
    for m in _ATTR.finditer(raw):
        value = m.group(2) if m.group(2) is not None else m.group(3)
        out[m.group(1)] = html.unescape(value) if "&" in value else value
    return out


@functools.lru_cache(maxsize=65536)
def _strongs(lemma: str) -> tuple[str, ...]:
    """'strong:G3588 lemma.TR:ὁ' -> ('G3588',); 'strong:H0430' -> ('H430',)."""
    out = []
    for part in lemma.split():
        m = _STRONG.match(part)
        if m:
            out.append(f"{m.group(1).upper()}{int(m.group(2))}{m.group(3)}")
    return tuple(out)


@functools.lru_cache(maxsize=65536)
def _morph(morph: str) -> tuple[str, ...]:
    return tuple(part.split(":", 1)[-1] for part in morph.split() if part.split(":", 1)[-1])


_LAST_WORD = re.compile(r"(\w[\w’'-]*)(\W*)$")
_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")


@functools.lru_cache(maxsize=65536)
def _w_tags(raw: str) -> tuple[str, str]:
    """Strong's numbers and morphology codes from a <w>'s attributes ("G2316", "N-NSM")."""
    lemma, morph = _LEMMA.search(raw), _MORPH.search(raw)
    strongs = _strongs(html.unescape(lemma.group(1))) if lemma else ()
    return " ".join(strongs), " ".join(_morph(html.unescape(morph.group(1))) if morph else ())


class _Buffer(TextBuffer):
    """A TextBuffer whose last plain word can be tagged after the fact (GBF and ThML put the tag after it)."""

    __slots__ = ()

    def tag_last_word(self, mark) -> None:
        for i in range(len(self._parts) - 1, -1, -1):
            part = self._parts[i]
            if not part.strip():
                continue
            m = _LAST_WORD.search(part)
            if m and not _MARKED.search(m.group(0)):
                self._parts[i] = part[: m.start()] + mark(m.group(1)) + m.group(2)
            return


class _Reader:
    """One OSIS or ThML fragment, read tag by tag into a TextBuffer."""

    def __init__(self) -> None:
        self.buf = _Buffer()
        self.note: tuple[str, list[str], int] | None = None  # kind, text, depth
        self.title: tuple[bool, list[str], int] | None = None  # canonical, text, depth
        self.drop = 0  # depth inside an element whose content is dropped (`drop_name`)
        self.drop_name = ""
        self.dropped_milestones: set[str] = set()  # open <div sID=… type="glossary"/> and the like
        self.book_ended = False  # after a book's end: anything more belongs to no verse
        self.in_note_ref = False  # a note's <reference type="annotateRef">: its own verse, dropped
        self.words: list[tuple[str, str]] = []  # (Strong's numbers, morphology codes) by the word's number
        self.open_words: list[int | None] = []  # the <w> elements open: their number, None if untagged

    def tagged(self, strongs: str, morph: str, text: str) -> str:
        """`text` marked as the next tagged word."""
        self.words.append((strongs, morph))
        return f"{WORD_OPEN}{text}{chr(_WORD_BASE + len(self.words) - 1)}"

    def text(self, data: str) -> None:
        if "&" in data:
            data = html.unescape(data)
        if self.note is not None:
            if not self.in_note_ref:
                self.note[1].append(data)
            return
        if self.title is not None:
            self.title[1].append(data)
            return
        if self.drop or self.dropped_milestones or self.book_ended:
            return
        self.buf.text(data)

    def start(self, name: str, attrs: dict[str, str], empty: bool) -> None:
        local = name.rsplit(":", 1)[-1]
        if self.note is not None:
            if local == "reference" and attrs.get("type") == "annotateRef" and not empty:
                self.in_note_ref = True
            if not empty and local == "note":
                self.note = (self.note[0], self.note[1], self.note[2] + 1)
            return
        if self.title is not None:
            if not empty and local == "title":
                self.title = (self.title[0], self.title[1], self.title[2] + 1)
            return
        if self.drop:
            if not empty and local == self.drop_name:
                self.drop += 1
            return
        if local == "div" and self._division(attrs, empty):
            return
        if local == "note" and not empty:
            kind = CROSSREF if attrs.get("type") == "crossReference" else FOOTNOTE
            self.note = (kind, [], 1)
            return
        if local == "title" and not empty:
            canonical = attrs.get("canonical") == "true" or attrs.get("type") == "psalm"
            self.title = (canonical, [], 1)
            return
        if local in _DROP:
            if not empty:
                self.drop, self.drop_name = 1, local
            return
        if local == "q" and attrs.get("marker"):
            self.text(attrs["marker"])
        if local in _BLOCKS:
            self.buf.text(" ")
        if local == "w" and not empty:
            strongs, morph = (
                " ".join(_strongs(attrs.get("lemma", ""))),
                " ".join(_morph(attrs.get("morph", ""))),
            )
            if strongs or morph:
                self.words.append((strongs, morph))
                self.buf.text(WORD_OPEN)
                self.open_words.append(len(self.words) - 1)
            else:
                self.open_words.append(None)
        elif local == "sync" and attrs.get("type") == "Strongs" and attrs.get("value"):
            self.attach_strongs((attrs["value"],))

    def end(self, name: str) -> None:
        local = name.rsplit(":", 1)[-1]
        if self.note is not None:
            if local == "reference":
                self.in_note_ref = False
            if local != "note":
                return
            kind, parts, depth = self.note
            if depth > 1:
                self.note = (kind, parts, depth - 1)
                return
            self.note = None
            self.in_note_ref = False
            self.buf.note(kind, _MARKED.sub("", "".join(parts)))
            return
        if self.title is not None:
            if local != "title":
                return
            canonical, parts, depth = self.title
            if depth > 1:
                self.title = (canonical, parts, depth - 1)
                return
            self.title = None
            text = clean_fragment(_MARKED.sub("", "".join(parts)))
            if canonical and text:
                self.buf.note(TITLE, text)
            else:
                self.buf.gap()  # a heading: between words, never before punctuation
            return
        if self.drop:
            if local == self.drop_name:
                self.drop -= 1
            return
        if local == "w" and self.open_words:
            number = self.open_words.pop()
            if number is not None:
                self.buf.text(chr(_WORD_BASE + number))
        if local in _BLOCKS:
            self.buf.text(" ")

    def _division(self, attrs: dict[str, str], empty: bool) -> bool:
        """A <div> that is no verse's text starts dropping (True); a book's end ends the verse."""
        kind = attrs.get("type", "")
        if kind == "book" and attrs.get("eID"):
            self.book_ended = True
        if kind not in _OTHER_DIVS:
            return False
        if empty:
            if attrs.get("sID"):
                self.dropped_milestones.add(attrs["sID"])
            elif attrs.get("eID"):
                self.dropped_milestones.discard(attrs["eID"])
        else:
            self.drop, self.drop_name = 1, "div"
        return True

    def attach_strongs(self, values: tuple[str, ...]) -> None:
        """ThML's <sync type="Strongs"/> and GBF's <WG…> follow the word they tag: the last word written
        becomes a tagged word (when it is still plain text in the buffer)."""
        strongs = " ".join(_strongs(" ".join(f"strong:{v}" for v in values)))
        if strongs:
            self.buf.tag_last_word(lambda word: self.tagged(strongs, "", word))

    def finish(self) -> Entry:
        if self.note is not None:  # a note left open by a cut fragment still leaves the text
            self.buf.note(self.note[0], _MARKED.sub("", "".join(self.note[1])))
            self.note = None
        text, notes = self.buf.finish()
        return _unmark(text, notes, self.words)


def _unmark(marked: str, notes: list[Note], data: list[tuple[str, str]]) -> Entry:
    """The clean text without word marks, the notes' offsets moved with it, and the tagged words. A note
    glued between two words ("only born<note/>Son") leaves a space between them."""
    positions: list[int] = []
    starts: list[int] = []
    words: list[Word] = []
    for k, m in enumerate(_MARKED.finditer(marked)):
        p = m.start()
        positions.append(p)
        n = p - k  # where the mark stands in the clean text
        if marked[p] == WORD_OPEN:
            starts.append(n)
        elif starts:
            start = starts.pop()
            number = ord(marked[p]) - _WORD_BASE
            if n > start and number < len(data):
                words.append([start, n, *data[number]])
    if not positions:
        return Entry(*_unglue(marked, notes, []))
    text = _MARKED.sub("", marked)
    moved = [Note(x.kind, x.text, x.offset - bisect.bisect_left(positions, x.offset)) for x in notes]
    words.sort(key=lambda w: w[0])
    if "'" in text:  # a mark beside an apostrophe kept it straight ("David's"); offsets do not move
        text = _APOSTROPHE.sub("’", text)
    return Entry(*_unglue(text, moved, words))


def _glued(before: str, after: str) -> bool:
    """Two characters that a removed note left touching and that need a space: letters or digits on both
    sides, or a word after punctuation that ends a clause ("conceived,<note/>and")."""
    return (before.isalnum() and after.isalnum()) or (before in _CLAUSE_END and after.isalpha())


_CLAUSE_END = frozenset(",;:.!?”’)")


def _unglue(text: str, notes: list[Note], words: list[Word]) -> tuple[str, list[Note], list[Word]]:
    """A space where a footnote or cross-reference stood between two letters with none around it."""
    glued = sorted(
        {
            x.offset
            for x in notes
            if x.kind != TITLE and 0 < x.offset < len(text) and _glued(text[x.offset - 1], text[x.offset])
        },
        reverse=True,
    )
    if not glued:
        return text, notes, words
    for offset in glued:
        text = text[:offset] + " " + text[offset:]

    def shift(pos: int, after: bool) -> int:
        return pos + sum(1 for g in glued if g < pos or (after and g == pos))

    notes = [Note(x.kind, x.text, shift(x.offset, False)) for x in notes]
    words = [[shift(w[0], True), shift(w[1], False), w[2], w[3]] for w in words]
    return text, notes, words


def _clean_source(fragment: str) -> str:
    """Our private characters out of the source (no file may fake a note or a word mark)."""
    return _PRIVATE.sub("", fragment) if _PRIVATE.search(fragment) else fragment


def read_osis(fragment: str) -> Entry:
    """An OSIS (or ThML: the same rules apply to its tags) verse fragment."""
    reader = _Reader()
    fragment = _clean_source(fragment)
    if "<!--" in fragment:
        fragment = _COMMENT.sub("", fragment)
    if "<w" in fragment:  # the common case, a tagged word holding only text, without the tag machinery

        def simple(m: re.Match[str]) -> str:
            raw, word = m.groups()
            strongs, codes = _w_tags(raw)
            return reader.tagged(strongs, codes, word) if strongs or codes else word

        fragment = _SIMPLE_W.sub(simple, fragment)
    pos = 0
    for m in _TAG.finditer(fragment):
        if m.start() > pos:
            reader.text(fragment[pos : m.start()])
        pos = m.end()
        closing, name, raw = m.groups()
        if closing:
            reader.end(name)
        else:
            local = name.rsplit(":", 1)[-1]
            reader.start(
                name, attributes(raw) if local in _WITH_ATTRIBUTES and raw else {}, raw.endswith("/")
            )
    if pos < len(fragment):
        reader.text(fragment[pos:])
    return reader.finish()


def read_gbf(fragment: str) -> Entry:
    """A GBF fragment: <RF>…<Rf> notes, <TS>…<Ts> headings (dropped), <WG…>/<WH…> Strong's, <CM>/<CL>
    breaks; other tags are formatting and go."""
    reader = _Reader()
    fragment = _clean_source(fragment)
    pos = 0
    for m in _GBF_TAG.finditer(fragment):
        reader.text(fragment[pos : m.start()])
        pos = m.end()
        tag, rest = m.group(1), m.group(2)
        if tag == "RF":
            reader.start("note", {}, False)
        elif tag == "Rf":
            reader.end("note")
        elif tag == "TS":
            reader.start("title", {}, False)
        elif tag == "Ts":
            reader.end("title")
        elif tag in ("CM", "CL", "Pp", "PP", "PI"):
            reader.start("lb", {}, True)
        elif tag in ("WG", "WH") and rest.isdigit():
            reader.attach_strongs((tag[1] + rest,))
    reader.text(fragment[pos:])
    return reader.finish()


def read_entry(fragment: str, source_type: str) -> Entry:
    """A verse's markup in the module's source type ("OSIS", "ThML", "GBF", "Plain")."""
    kind = source_type.lower()
    if kind == "gbf":
        return read_gbf(fragment)
    if kind == "plain" or "<" not in fragment:
        buf = TextBuffer()
        buf.text(strip_marks(_clean_source(html.unescape(fragment))))
        text, _ = buf.finish()
        return Entry(text, [], [])
    return read_osis(fragment)


# ------------------------------------------------------------------------------------------- commentaries

_PARAGRAPHS = frozenset("p div lg list table row item br lb l title head".split())
_CELLS = frozenset("cell td th".split())  # an outline's row reads as one line: "Christ and Nicodemus. (1-21)"
_BOLD_HEAD = frozenset("title head".split())


def commentary_text(fragment: str, source_type: str) -> str:
    """A commentary entry as plain paragraphs ("\\n\\n" between them); notes and markup go, the words of
    references stay. GBF is read as a verse would be (one paragraph)."""
    if source_type.lower() == "gbf":
        return read_gbf(fragment).text
    if source_type.lower() == "plain" or "<" not in fragment:
        return _paragraphs(html.unescape(strip_marks(fragment)).split("\n\n"))
    pieces: list[str] = []
    note_depth = 0
    pos = 0
    fragment = _COMMENT.sub("", fragment)
    for m in _TAG.finditer(fragment):
        if not note_depth:
            pieces.append(fragment[pos : m.start()])
        pos = m.end()
        local = m.group(2).rsplit(":", 1)[-1].lower()
        closing, empty = bool(m.group(1)), m.group(3).endswith("/")
        if local == "note" and not empty:
            note_depth += -1 if closing else 1
            note_depth = max(note_depth, 0)
            continue
        if not note_depth and local in _PARAGRAPHS:
            pieces.append("\n\n")
        elif not note_depth and local in _CELLS:
            pieces.append(" ")
    if not note_depth:
        pieces.append(fragment[pos:])
    return _paragraphs(html.unescape(strip_marks("".join(pieces))).split("\n\n"))


def _paragraphs(parts: list[str]) -> str:
    kept = [" ".join(p.split()) for p in parts]
    return "\n\n".join(p for p in kept if p)
