"""The built-in KJV with Strong's numbers: the one text whose words were tagged by hand.

`resources/wordstudy/kjv-strongs.tsv.xz` is converted from Debian's `sword-text-kjv` (CrossWire's
engKJV2006eb, public domain) by `scripts/wordstudy_kjv_data.py`; resources/wordstudy/README.md says how to
refresh it. One line per verse, after a header naming the format:

    Gen.1.1 <TAB> In the beginning God created the heaven and the earth. <TAB> 2:H7225 3:H430 4:H1254 …

The third field tags words by their index among the verse's words (`analysis.fold.words`): `i:NUMBERS` or
`i-j:NUMBERS` for words i..j (one `<w>` of the module: "the world" is G2889), several numbers joined by
`+`, morphology after a `/` when the module has any (this one has none). The text is the module's, so the
tags can be laid on the app's own KJV text (`builtin`), which differs in a few dozen verses.

The file is read whole, checked line by line: a damaged, truncated or foreign file is `WordStudyDataDamaged`
naming the file, the line and what is wrong — never a traceback, and word study is then simply unavailable.
"""

from __future__ import annotations

import hashlib
import lzma
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from app.core import paths
from app.core.analysis.fold import raw_words, words
from app.core.errors import WordStudyDataDamaged
from app.core.progress import CancelFn, check_cancelled, never
from app.core.scripture import canon

FORMAT = "lampada-kjv-strongs 1"
FILE = "kjv-strongs.tsv.xz"
CREDIT = (
    "KJV with Strong's numbers: CrossWire Bible Society, engKJV2006eb (Debian sword-text-kjv), public domain"
)
MAX_BYTES = 8 << 20  # the shipped file is about 2 MB compressed and 9 MB inflated: far more is not ours
MAX_INFLATED = 32 << 20
MAX_LINE = 20_000
MAX_VERSES = 40_000
_OSIS = re.compile(r"^([1-3]?[A-Za-z]+)\.(\d{1,3})\.(\d{1,3})$")
_ONE_TAG = r"(\d{1,4})(?:-(\d{1,4}))?:([GH]\d{1,5}(?:\+[GH]\d{1,5})*)(?:/([^\s/]{1,40}))?"
_TAG = re.compile(_ONE_TAG)
_TAGS = re.compile(rf"(?:{_ONE_TAG}(?: |$))*")


class Tag(NamedTuple):
    """A tagged span of a verse (a tuple: 350,000 of them are made at each load)."""

    first: int  # index of the first word (among `fold.words(text)`)
    last: int  # index of the last word, inclusive
    numbers: tuple[str, ...]  # ("G2889",)
    morph: str = ""


@dataclass(frozen=True)
class TaggedVerse:
    book: str
    chapter: int
    verse: int
    text: str
    tags: tuple[Tag, ...]

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.book, self.chapter, self.verse)

    def word_numbers(self) -> list[tuple[str, ...]]:
        """Per word of the text (`fold.words`), the numbers its tag gives it (() for an untagged word)."""
        out: list[tuple[str, ...]] = [()] * len(words(self.text))
        for tag in self.tags:
            for i in range(tag.first, tag.last + 1):
                out[i] = out[i] + tag.numbers
        return out


def resources() -> Path:
    return paths.resources_dir() / "wordstudy"


def data_file(directory: Path | None = None) -> Path:
    return (directory or resources()) / FILE


def available(directory: Path | None = None) -> bool:
    return data_file(directory).is_file()


def data_version(directory: Path | None = None) -> str:
    """The format and the file's checksum: what an artifact built from it records."""
    path = data_file(directory)
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    except OSError as exc:
        raise WordStudyDataDamaged(str(path), f"cannot be read: {exc.strerror or exc}") from exc
    return f"{FORMAT}:{digest}"


def format_line(book: str, chapter: int, verse: int, text: str, tags: list[Tag]) -> str:
    """One verse as the file writes it (the converter's side of `read`)."""
    parts = []
    for t in tags:
        where = f"{t.first}" if t.first == t.last else f"{t.first}-{t.last}"
        morph = f"/{t.morph}" if t.morph else ""
        parts.append(f"{where}:{'+'.join(t.numbers)}{morph}")
    clean = " ".join(text.split())
    return f"{canon.osis_ref(book, chapter, verse)}\t{clean}\t{' '.join(parts)}"


def read(directory: Path | None = None, cancelled: CancelFn = never) -> list[TaggedVerse]:
    """Every verse of the file, checked (`WordStudyDataDamaged` names what is wrong)."""
    path = data_file(directory)
    return list(_verses(path, _text_of(path), cancelled))


_LOADED: dict[tuple[Path, str], tuple[TaggedVerse, ...]] = {}  # the last file read, by its checksum


def load(directory: Path | None = None, cancelled: CancelFn = never) -> tuple[TaggedVerse, ...]:
    """`read`, kept for the process (keyed by the file's path and checksum): the alignment and the tags'
    builds ask it often. Cancellable while it reads (a few seconds)."""
    path = data_file(directory)
    key = (path, data_version(directory))
    found = _LOADED.get(key)
    if found is None:
        found = tuple(_verses(path, _text_of(path), cancelled))
        _LOADED.clear()
        _LOADED[key] = found
    return found


def _text_of(path: Path) -> str:
    name = str(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise WordStudyDataDamaged(name, "is far larger than the app's file: not ours")
        with lzma.open(path) as f:
            raw = f.read(MAX_INFLATED + 1)
    except FileNotFoundError as exc:
        raise WordStudyDataDamaged(name, "is missing (the app's files are incomplete)") from exc
    except (OSError, lzma.LZMAError, EOFError) as exc:
        raise WordStudyDataDamaged(name, f"cannot be read: {exc}") from exc
    if len(raw) > MAX_INFLATED:
        raise WordStudyDataDamaged(name, "inflates far beyond the app's file: not ours")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WordStudyDataDamaged(name, f"is not UTF-8 (byte {exc.start})") from exc


def _verses(path: Path, content: str, cancelled: CancelFn) -> Iterator[TaggedVerse]:
    name = str(path)
    lines = content.split("\n")
    if not lines or lines[0].strip() != f"# {FORMAT}":
        raise WordStudyDataDamaged(name, f"does not start with '# {FORMAT}': not this app's file", 1)
    count = 0
    seen: set[tuple[str, int, int]] = set()
    for number, line in enumerate(lines, start=1):
        if not line or line.startswith("#"):
            continue
        if number % 2000 == 0:
            check_cancelled(cancelled)
        verse = _parse_line(line, name, number)
        if verse.key in seen:
            raise WordStudyDataDamaged(name, f"{canon.osis_ref(*verse.key)} is there twice", number)
        seen.add(verse.key)
        count += 1
        if count > MAX_VERSES:
            raise WordStudyDataDamaged(name, f"holds more than {MAX_VERSES} verses: not ours", number)
        yield verse
    if count == 0:
        raise WordStudyDataDamaged(name, "holds no verse")


def _parse_line(line: str, name: str, number: int) -> TaggedVerse:
    if len(line) > MAX_LINE:
        raise WordStudyDataDamaged(name, f"a line of {len(line)} characters: not a verse", number)
    fields = line.split("\t")
    if len(fields) != 3:
        raise WordStudyDataDamaged(name, f"{len(fields)} fields, not 3 (reference, text, tags)", number)
    ref, text, tag_field = fields
    m = _OSIS.match(ref)
    if m is None or m.group(1) not in canon.BY_OSIS or int(m.group(2)) < 1 or int(m.group(3)) < 1:
        raise WordStudyDataDamaged(name, f"{ref[:40]!r} is not a verse (Gen.1.1)", number)
    count = len(raw_words(text))  # what `fold.words` splits, counted without folding each word
    if _TAGS.fullmatch(tag_field) is None:
        bad = next((t for t in tag_field.split(" ") if not _TAG.fullmatch(t)), tag_field)
        raise WordStudyDataDamaged(name, f"{bad[:40]!r} is not a word's tag (3:G2316)", number)
    tags = []
    for t in _TAG.finditer(tag_field):
        first = int(t.group(1))
        last = int(t.group(2)) if t.group(2) else first
        if not first <= last < count:
            raise WordStudyDataDamaged(
                name, f"{t.group(0)[:40]!r} points past the verse's {count} words", number
            )
        found = []
        for n in t.group(3).split("+"):
            value = int(n[1:])
            if not value:
                raise WordStudyDataDamaged(
                    name, f"{t.group(0)[:40]!r} holds a number Strong's has not", number
                )
            found.append(f"{n[0]}{value}")
        tags.append(Tag(first, last, tuple(found), t.group(4) or ""))
    return TaggedVerse(m.group(1), int(m.group(2)), int(m.group(3)), text, tuple(tags))
