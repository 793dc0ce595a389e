"""OpenBible.info's crowd knowledge in the library: voted topics and cross-references (CC-BY).

The two files ship compressed in `resources/openbible/` and are loaded into the library at set-up, keyed by
OSIS verse — book, chapter, verse in the standard numbering — so they apply to every translation, imported
ones included: a translation reaches them through its own verse table, and a verse it lacks is simply not
found. Tables (docs/library.md):

- `topics`: id, name (a lay phrasing: "anxiety", "losing a loved one");
- `topic_names`: a topic's name in another language — the app's own Portuguese translation of every name
  (`topic-names-pt.tsv`, beside OpenBible's files): the topical arm matches a query against both, the
  Portuguese interface shows it ("tema: vencendo o medo"). Optional: a missing or damaged file leaves the
  topics concerned with their English names (`LoadReport.names_problem`), never a failed load;
- `topic_verses`: one row per (topic, verse), ranges expanded with the standard versification; `score` is the
  passage's share of the topic's votes (%), `pos` the verse's place in its passage (0 = first), `span` the
  passage's length in verses, `book_idx` the book's canon index (`canon.Book.index`);
- `cross_references`: from verse → to verse or range, with votes; rows with negative votes are dropped.

`meta` row `knowledge:openbible` records `data_version()` (this loader's format and the files' checksum, the
names' file included): a library loaded by another version is reloaded by `load`, in one transaction — a
cancel or an error leaves the previous tables as they were.
"""

from __future__ import annotations

import hashlib
import logging
import lzma
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from app.core import paths
from app.core.errors import ImportFormatError, TopicNamesDamaged
from app.core.library.database import execute_script, meta_value
from app.core.library.reading import Library, Verse
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.scripture import canon
from app.core.scripture.booknames import STANDARD

log = logging.getLogger(__name__)
T = TypeVar("T")

CREDIT = "OpenBible.info, CC-BY"
WEBSITE = "https://www.openbible.info"
FORMAT_VERSION = 2  # 2: the topics' Portuguese names (`topic_names`)
TOPICS_FILE = "topic-scores.txt.xz"
XREFS_FILE = "cross_references.txt.xz"
NAMES_FILE = "topic-names-pt.tsv"  # the app's translation of the topic names: English <TAB> Portuguese
NAMES_LANGUAGE = "pt"
NAMES_CREDIT = "OpenBible.info, CC-BY; Portuguese names: Lâmpada's translation"
MAX_NAMES_BYTES = 4 << 20  # the shipped file is 0.2 MB: a bigger one is not ours
META_KEY = "knowledge:openbible"
# when OpenBible.info generated each file (resources/openbible/README.md): the credits give the dates
RELEASED = {TOPICS_FILE: "2026-02-09", XREFS_FILE: "2026-02-23"}
MAX_LINE = 1000  # a real row is under 100 characters: a longer one is not a row of these files
MAX_TOPIC_NAME = 200
MAX_PASSAGE_VERSES = 200  # longer ranges (whole books) say nothing about a single verse: skipped
_OSIS = re.compile(r"^([1-3]?[A-Za-z]+)\.(\d{1,3})\.(\d{1,3})$")


@dataclass(frozen=True)
class LoadReport:
    topics: int
    topic_verses: int
    cross_references: int
    skipped: int  # rows that could not be read (malformed, unknown book, absurd range)
    seconds: float
    names: int = 0  # topics with a Portuguese name
    names_problem: TopicNamesDamaged | None = None  # the names' file, or some of its rows, could not be used


@dataclass(frozen=True)
class Passage:
    """A verse or a range in the standard numbering (one book)."""

    book: str
    chapter: int
    verse: int
    end_chapter: int
    end_verse: int

    @property
    def single(self) -> bool:
        return (self.chapter, self.verse) == (self.end_chapter, self.end_verse)


def resources() -> Path:
    return paths.resources_dir() / "openbible"


def available(directory: Path | None = None) -> bool:
    directory = directory or resources()
    return (directory / TOPICS_FILE).is_file() and (directory / XREFS_FILE).is_file()


def data_version(directory: Path | None = None) -> str:
    """This loader's format and the checksum of both files: what `meta` records after a load."""
    directory = directory or resources()
    digest = hashlib.sha256()
    for name in (TOPICS_FILE, XREFS_FILE):
        with open(directory / name, "rb") as f:
            for block in iter(lambda f=f: f.read(1 << 20), b""):
                digest.update(block)
    digest.update(_names_digest(directory / NAMES_FILE))
    return f"{FORMAT_VERSION}:{digest.hexdigest()[:16]}"


def _names_digest(path: Path) -> bytes:
    """The names' file in the version: a new translation reloads the library (and re-embeds the names); a
    missing or unreadable file counts as such, so a repaired one is loaded at the next start."""
    try:
        if path.stat().st_size > MAX_NAMES_BYTES:
            return b"names: too large"
        return b"names:" + hashlib.sha256(path.read_bytes()).digest()
    except FileNotFoundError:
        return b"names: none"
    except OSError:
        return b"names: unreadable"


def loaded_version(library: Library) -> str | None:
    return meta_value(library.conn, META_KEY)


def stale(library: Library, directory: Path | None = None) -> bool:
    """True when the library lacks this app's OpenBible data, or holds another version of it."""
    directory = directory or resources()
    if not available(directory):
        return False  # nothing to load (a broken install): the app works without it
    return loaded_version(library) != data_version(directory)


def parse_osis(text: str) -> tuple[str, int, int]:
    m = _OSIS.match(text.strip())
    if not m or m.group(1) not in canon.BY_OSIS:
        raise ValueError(f"not an OSIS verse: {text!r}")
    chapter, verse = int(m.group(2)), int(m.group(3))
    if chapter < 1 or verse < 1:
        raise ValueError(f"not an OSIS verse: {text!r}")
    return m.group(1), chapter, verse


def parse_passage(text: str) -> Passage:
    """ "Gen.1.1" or "Exod.20.1-Exod.20.26"; a range into the next book ("2Chr.36.22-Ezra.1.3") stops at the
    end of its first book. ValueError for anything else (a range going backwards included)."""
    start, _, end = text.strip().partition("-")
    book, chapter, verse = parse_osis(start)
    if not end:
        return Passage(book, chapter, verse, chapter, verse)
    book2, chapter2, verse2 = parse_osis(end)
    if book2 != book:
        if canon.book(book2).index < canon.book(book).index:
            raise ValueError(f"a range going backwards: {text!r}")
        chapter2 = STANDARD.chapter_count(book) or 0
        verse2 = STANDARD.verse_count(book, chapter2) or 0
    if (chapter2, verse2) < (chapter, verse):
        raise ValueError(f"a range going backwards: {text!r}")
    return Passage(book, chapter, verse, chapter2, verse2)


def expand(passage: Passage, limit: int = MAX_PASSAGE_VERSES) -> list[tuple[int, int]]:
    """(chapter, verse) of every verse of the passage, crossing chapters with the standard verse counts;
    empty when it is longer than `limit` or leaves the standard numbering."""
    out: list[tuple[int, int]] = []
    chapter, verse = passage.chapter, passage.verse
    while (chapter, verse) <= (passage.end_chapter, passage.end_verse):
        out.append((chapter, verse))
        if len(out) > limit:
            return []
        last = STANDARD.verse_count(passage.book, chapter)
        if last is None:
            return out if passage.single else []
        chapter, verse = (chapter + 1, 1) if verse >= last else (chapter, verse + 1)
    return out


def _rows(path: Path, columns: int) -> Iterator[list[str] | None]:
    """The file's data rows split on tabs (the header skipped); None for a line that is not a row. A file
    that is not xz, or is cut short, raises `ImportFormatError` naming it (set-up then says so; the library
    is not changed: the rows are all read before it is written)."""
    try:
        with lzma.open(path, "rt", encoding="utf-8", errors="replace", newline="\n") as f:
            first = True
            for line in f:
                if first:
                    first = False
                    if line.split("\t", 1)[0].strip().lower() in ("topic", "from verse"):
                        continue
                if len(line) > MAX_LINE:
                    yield None
                    continue
                parts = line.rstrip("\r\n").split("\t")
                yield parts[:columns] if len(parts) >= columns else None
    except (lzma.LZMAError, EOFError) as exc:
        cut = isinstance(exc, EOFError)
        problem = "the file is cut short" if cut else f"the file is damaged, not xz data ({exc})"
        raise ImportFormatError(str(path), f"{problem}: reinstall Lâmpada to get it whole") from exc


_SCHEMA = """
CREATE TABLE topics (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE topic_names (
    topic INTEGER NOT NULL REFERENCES topics(id), language TEXT NOT NULL, name TEXT NOT NULL,
    PRIMARY KEY (topic, language)
) WITHOUT ROWID;
CREATE TABLE topic_verses (
    topic INTEGER NOT NULL REFERENCES topics(id), book TEXT NOT NULL, chapter INTEGER NOT NULL,
    verse INTEGER NOT NULL, score REAL NOT NULL, pos INTEGER NOT NULL, span INTEGER NOT NULL,
    book_idx INTEGER NOT NULL, PRIMARY KEY (topic, book, chapter, verse)
) WITHOUT ROWID;
CREATE INDEX topic_verses_verse ON topic_verses (book, chapter, verse);
CREATE TABLE cross_references (
    book TEXT NOT NULL, chapter INTEGER NOT NULL, verse INTEGER NOT NULL,
    to_book TEXT NOT NULL, to_chapter INTEGER NOT NULL, to_verse INTEGER NOT NULL,
    to_end_chapter INTEGER NOT NULL, to_end_verse INTEGER NOT NULL, votes INTEGER NOT NULL
);
CREATE INDEX cross_references_from ON cross_references (book, chapter, verse);
"""
TABLES = ("topic_names", "topic_verses", "topics", "cross_references")


def load(
    library: Library,
    directory: Path | None = None,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> LoadReport:
    """(Re)load both files into the library in one transaction. A few seconds."""
    import time

    started = time.perf_counter()
    directory = directory or resources()
    version = data_version(directory)
    skipped = [0]
    topic_ids: dict[str, int] = {}
    # (topic, book, chapter, verse) -> (score, pos, span); a verse listed twice for a topic keeps its best
    topic_rows: dict[tuple[int, str, int, int], tuple[float, int, int]] = {}
    for name, passage, score, verses in _parsed(
        directory / TOPICS_FILE, _topic_row, "topics", skipped, progress, cancelled
    ):
        topic = topic_ids.setdefault(name, len(topic_ids) + 1)
        for pos, (chapter, verse) in enumerate(verses):
            key = (topic, passage.book, chapter, verse)
            found = topic_rows.get(key)
            if found is None or (score, -pos) > (found[0], -found[1]):
                topic_rows[key] = (score, pos, len(verses))
    xrefs = [
        x
        for x in _parsed(directory / XREFS_FILE, _xref_row, "cross-references", skipped, progress, cancelled)
        if x[-1] >= 0  # voted down by readers: not shown
    ]
    names, names_problem = _local_names(directory / NAMES_FILE, topic_ids)

    check_cancelled(cancelled)
    with library.transaction() as conn:
        for table in TABLES:
            conn.execute(f'DROP TABLE IF EXISTS "{table}"')
        execute_script(conn, _SCHEMA)
        conn.executemany(
            "INSERT INTO topics (id, name) VALUES (?, ?)", [(i, t) for t, i in topic_ids.items()]
        )
        conn.executemany("INSERT INTO topic_names VALUES (?, ?, ?)", names)
        conn.executemany(
            "INSERT INTO topic_verses VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (key + value + (canon.book(key[1]).index,) for key, value in topic_rows.items()),
        )
        check_cancelled(cancelled)
        conn.executemany("INSERT INTO cross_references VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", xrefs)
        check_cancelled(cancelled)
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (META_KEY, version))
    if skipped[0]:
        log.warning("OpenBible.info data: %d unreadable rows skipped", skipped[0])
    if names_problem is not None:
        log.warning("topic names: %s (those topics keep their English names)", names_problem)
    seconds = time.perf_counter() - started
    return LoadReport(
        len(topic_ids), len(topic_rows), len(xrefs), skipped[0], seconds, len(names), names_problem
    )


def _parsed(
    path: Path,
    parse: Callable[[list[str]], T],
    stage: str,
    skipped: list[int],
    progress: ProgressFn,
    cancelled: CancelFn,
) -> Iterator[T]:
    """Each row of the file that `parse` reads; a row it refuses (ValueError) is counted in `skipped[0]`."""
    for n, row in enumerate(_rows(path, 3)):
        if n % 5000 == 0:
            check_cancelled(cancelled)
            progress(n, 0, stage)
        try:
            if row is None:
                raise ValueError("not a row")
            parsed = parse(row)
        except ValueError:
            skipped[0] += 1
            continue
        yield parsed


def _topic_row(row: list[str]) -> tuple[str, Passage, float, list[tuple[int, int]]]:
    name = " ".join(row[0].split()).lower()
    if not name or len(name) > MAX_TOPIC_NAME:
        raise ValueError("no topic name")
    passage = parse_passage(row[1])
    score = float(row[2])
    if not 0 < score <= 100:
        raise ValueError("score out of range")
    verses = expand(passage)
    if not verses:
        raise ValueError("range too long or outside the standard numbering")
    return name, passage, score, verses


def _local_names(
    path: Path, topic_ids: dict[str, int]
) -> tuple[list[tuple[int, str, str]], TopicNamesDamaged | None]:
    """`topic_names` rows from the names' file, and what could not be used: the whole file, or rows that
    are unreadable or name no topic of OpenBible's file (those topics keep their English names)."""
    try:
        found = read_names(path)
    except TopicNamesDamaged as exc:
        return [], exc
    rows = [(topic_ids[e], NAMES_LANGUAGE, name) for e, name in found.names.items() if e in topic_ids]
    unused = found.skipped + len(found.names) - len(rows)
    if not unused:
        return rows, None
    problem = f"{unused} rows could not be read or name no topic"
    return rows, TopicNamesDamaged(path, problem, whole=False, rows=unused)


@dataclass(frozen=True)
class TopicNames:
    """The names' file as read: OpenBible's topic name (normalised as `topics.name`) -> its name."""

    names: dict[str, str]
    skipped: int  # rows that could not be read (not UTF-8, not two fields, empty, too long, repeated)


def read_names(path: Path) -> TopicNames:
    """Every readable row of a names' file (header line `Topic<TAB>Portuguese`, then `english<TAB>name`).
    `TopicNamesDamaged` (whole) when it gives nothing: missing, unreadable, too large, no readable row."""
    try:
        if path.stat().st_size > MAX_NAMES_BYTES:
            raise TopicNamesDamaged(path, "too large to be the app's names' file", whole=True)
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise TopicNamesDamaged(path, "missing", whole=True) from exc
    except OSError as exc:
        raise TopicNamesDamaged(path, f"cannot be read ({exc.strerror or exc})", whole=True) from exc
    names: dict[str, str] = {}
    skipped = 0
    for n, line in enumerate(raw.removeprefix(b"\xef\xbb\xbf").split(b"\n")):
        try:
            text = line.decode("utf-8").rstrip("\r")
        except UnicodeDecodeError:
            skipped += 1
            continue
        if not text.strip() or (n == 0 and text.split("\t", 1)[0].strip().lower() == "topic"):
            continue
        row = _name_row(text)
        if row is None or row[0] in names:
            skipped += 1
            continue
        names[row[0]] = row[1]
    if not names:
        raise TopicNamesDamaged(path, "no readable row", whole=True)
    return TopicNames(names, skipped)


def _name_row(text: str) -> tuple[str, str] | None:
    parts = text.split("\t")
    if len(parts) != 2 or len(text) > MAX_LINE:
        return None
    english, name = " ".join(parts[0].split()).lower(), " ".join(parts[1].split())
    if not english or not name or max(len(english), len(name)) > MAX_TOPIC_NAME:
        return None
    if any(unicodedata.category(c).startswith("C") for c in name):
        return None  # control or format characters: not a name to show
    return english, name


def _xref_row(row: list[str]) -> tuple[str, int, int, str, int, int, int, int, int]:
    book, chapter, verse = parse_osis(row[0])
    t = parse_passage(row[1])
    return (book, chapter, verse, t.book, t.chapter, t.verse, t.end_chapter, t.end_verse, int(row[2]))


def is_loaded(library: Library) -> bool:
    return loaded_version(library) is not None and {"topics", "topic_verses", "cross_references"} <= set(
        library.db.table_names()
    )


# --------------------------------------------------------------------------------------------- look-ups


@dataclass(frozen=True)
class CrossReference:
    """A passage that readers linked to a verse, in one translation."""

    target: Passage  # standard numbering
    votes: int
    verses: tuple[Verse, ...]  # the passage in the reading translation (never empty)


def verse_numbers(verse: Verse) -> list[tuple[str, int, int]]:
    """The standard (book, chapter, verse) keys a translation's verse stands for (\\v 3-4 stands for two)."""
    return [(verse.book, verse.chapter, n) for n in range(verse.verse, (verse.verse_end or verse.verse) + 1)]


def cross_references(library: Library, verse: Verse, limit: int | None = None) -> list[CrossReference]:
    """The verse's cross-references, most voted first, each with its text in the verse's translation; a target
    the translation lacks is left out."""
    if not is_loaded(library):
        return []
    found: dict[Passage, int] = {}
    for book, chapter, number in verse_numbers(verse):
        rows = library.conn.execute(
            "SELECT to_book, to_chapter, to_verse, to_end_chapter, to_end_verse, votes FROM cross_references "
            "WHERE book = ? AND chapter = ? AND verse = ?",
            (book, chapter, number),
        )
        for b, c, v, ec, ev, votes in rows:
            target = Passage(b, c, v, ec, ev)
            found[target] = max(votes, found.get(target, votes))
    order = sorted(
        found.items(), key=lambda kv: (-kv[1], canon.book(kv[0].book).index, kv[0].chapter, kv[0].verse)
    )
    out: list[CrossReference] = []
    seen: set[tuple[int, ...]] = set()
    own = {verse.id}
    for target, votes in order:
        start, end = (target.chapter, target.verse), (target.end_chapter, target.end_verse)
        verses = library.span(verse.translation, target.book, start, end)
        ids = tuple(v.id for v in verses)
        if not verses or ids in seen or set(ids) <= own:
            continue
        seen.add(ids)
        out.append(CrossReference(target, votes, tuple(verses)))
        if limit is not None and len(out) >= limit:
            break
    return out


def topic_names(library: Library) -> list[str]:
    """Topic names by id (index i holds topic i + 1): the rows of the topic-name embedding matrix."""
    if not is_loaded(library):
        return []
    rows = library.conn.execute("SELECT id, name FROM topics ORDER BY id").fetchall()
    if rows and rows[-1][0] != len(rows):
        raise ValueError("topic ids are not 1..n")
    return [r[1] for r in rows]


def local_names(library: Library, language: str = NAMES_LANGUAGE) -> list[str | None]:
    """Each topic's name in `language` by id, like `topic_names` (None: it has none); [] when the library
    holds no names in it (no OpenBible data, a library loaded before the names came, a missing file)."""
    if not is_loaded(library) or "topic_names" not in set(library.db.table_names()):
        return []
    rows = library.conn.execute(
        "SELECT t.id, n.name FROM topics t LEFT JOIN topic_names n ON n.topic = t.id AND n.language = ? "
        "ORDER BY t.id",
        (language,),
    ).fetchall()
    return [r[1] for r in rows] if any(r[1] is not None for r in rows) else []


def name_table(library: Library, language: str) -> dict[str, str]:
    """OpenBible's topic name -> its name in `language`, for showing topics in the interface's language:
    {} for English (the names are English) or when the library holds none."""
    local = local_names(library, language) if language != "en" else []
    if not local:
        return {}
    return {e: n for e, n in zip(topic_names(library), local, strict=True) if n is not None}


def shown_names(names: tuple[str, ...] | list[str], table: dict[str, str]) -> tuple[str, ...]:
    """Topic names as a person reads them: each in the table's language, or in English if it has none."""
    return tuple(table.get(name, name) for name in names)
