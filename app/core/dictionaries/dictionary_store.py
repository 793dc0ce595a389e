"""Imported dictionaries and lexicons in the library (SWORD's zLD, RawLD, RawLD4 modules).

Tables, created by the first import (`meta` row `tables:dictionaries` names their version):
- `dictionaries`: id, name, language, licence, attribution, source, driver, feature ("greek"/"hebrew" for a
  Strong's lexicon keyed by number), entry count, import time;
- `dictionary_entries`: dictionary, key as the module writes it, `fold` (the key in lower case without
  accents: how it is found), text, links (JSON: [start, end, kind, target, module] per link, see
  `formats.ld_markup`).

Ids are shared with translations and commentaries (`lampada remove ID` takes any): a dictionary whose name
is a translation's or a commentary's id gets `_dict` after it, said in the report. An import is one
transaction: the dictionary is there whole, or nothing changed (`data_set_tables` lists, stores and removes
them, as it does the commentaries).
"""

from __future__ import annotations

import dataclasses
import json
import time
import unicodedata
from dataclasses import dataclass

from app.core.errors import DuplicateDictionary, ImportFormatError, UnknownDictionary
from app.core.formats.common import TranslationMeta
from app.core.formats.ld_markup import Link
from app.core.formats.sword import clean_text, cut_text, printable_text
from app.core.formats.sword_ld import MAX_DICT_ENTRY_CHARS, MAX_KEY_CHARS, ParsedDictionary
from app.core.library import commentaries
from app.core.library.builtin import BUILTIN_IDS
from app.core.library.data_set_tables import DataSetTables, check_language, merged_meta
from app.core.library.reading import Library
from app.core.progress import CancelFn, ProgressFn, never, no_progress

TABLES_VERSION = 1
META_KEY = "tables:dictionaries"
BUILTIN_STRONGS = "strongs"  # the built-in Strong's dictionaries' id: no import takes it
_SCHEMA = """
CREATE TABLE IF NOT EXISTS dictionaries (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, language TEXT NOT NULL, licence TEXT, attribution TEXT,
    source TEXT, driver TEXT, feature TEXT, entries INTEGER NOT NULL, imported_at TEXT
);
CREATE TABLE IF NOT EXISTS dictionary_entries (
    dictionary TEXT NOT NULL, key TEXT NOT NULL, fold TEXT NOT NULL, text TEXT NOT NULL, links TEXT,
    PRIMARY KEY (dictionary, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS dictionary_entries_fold ON dictionary_entries (dictionary, fold)
"""


@dataclass(frozen=True)
class Dictionary:
    id: str
    name: str
    language: str
    licence: str
    attribution: str
    source: str
    driver: str  # "zld", "rawld", "rawld4"; "builtin" for Strong's
    feature: str  # "greek" / "hebrew": keyed by Strong's number
    entries: int
    imported_at: str

    @property
    def builtin(self) -> bool:
        return self.driver == "builtin"


@dataclass(frozen=True)
class Entry:
    """An entry as plain text, its links as spans over it (`formats.ld_markup.Link`)."""

    key: str
    text: str
    module: str  # the dictionary's id
    links: tuple[Link, ...] = ()


@dataclass(frozen=True)
class DictionaryReport:
    dictionary: Dictionary
    entries: int
    seconds: float
    warnings: tuple[str, ...] = ()


def fold(key: str) -> str:
    """How a key is found: lower case, without accents ("Graça" and "GRACA" are one key)."""
    decomposed = unicodedata.normalize("NFKD", key)
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).casefold().split())


TABLES = DataSetTables(
    Dictionary, "dictionary", "dictionaries", "dictionary_entries",
    ("dictionary", "key", "fold", "text", "links"), _SCHEMA, META_KEY, TABLES_VERSION, DuplicateDictionary,
    UnknownDictionary,
)  # fmt: skip


def has_tables(library: Library) -> bool:
    return TABLES.has_tables(library)


def imported(library: Library) -> list[Dictionary]:
    return TABLES.listed(library)


def find(library: Library, name: str) -> Dictionary:
    """The imported dictionary whose id or name is `name`, in any case; else UnknownDictionary."""
    return TABLES.find(library, name)


def entry(library: Library, dictionary_id: str, key: str) -> Entry | None:
    """The entry of exactly `key` (any case, accents aside); a Strong's lexicon also takes "G26" or "26" for
    its key "00026"."""
    if not has_tables(library):
        return None
    found = library.conn.execute(
        "SELECT key, text, links FROM dictionary_entries WHERE dictionary = ? AND fold = ? "
        "ORDER BY key LIMIT 1",
        (dictionary_id, fold(key)),
    ).fetchone()
    if found is None:
        padded = _numbered(key)
        if padded is None:
            return None
        found = library.conn.execute(
            "SELECT key, text, links FROM dictionary_entries WHERE dictionary = ? AND fold = ? LIMIT 1",
            (dictionary_id, padded),
        ).fetchone()
        if found is None:
            return None
    return Entry(found["key"], found["text"], dictionary_id, _links(found["links"]))


def _numbered(key: str) -> str | None:
    """ "G26", "h2617", "26" as a Strong's lexicon's key ("00026")."""
    text = key.strip().upper()
    if text[:1] in ("G", "H"):
        text = text[1:]
    return f"{int(text):05d}" if text.isdigit() and len(text) <= 5 else None


def _links(raw: str | None) -> tuple[Link, ...]:
    if not raw:
        return ()
    try:
        return tuple(Link(int(s), int(e), str(k), str(t), str(m)) for s, e, k, t, m in json.loads(raw))
    except (ValueError, TypeError):
        return ()  # a damaged cell: the text without its links


def keys(library: Library, dictionary_id: str, prefix: str = "", limit: int = 200) -> list[str]:
    """Keys in order (accents and case aside), those starting with `prefix`."""
    if not has_tables(library):
        return []
    start = fold(prefix)
    rows = library.conn.execute(
        "SELECT key FROM dictionary_entries WHERE dictionary = ? AND fold >= ? AND fold < ? "
        "ORDER BY fold, key LIMIT ?",
        (dictionary_id, start, start + "\U0010ffff", limit),
    )
    return [r[0] for r in rows]


def nearest(library: Library, dictionary_id: str, word: str) -> Entry | None:
    """The entry of `word`, else of the longest key of at least 3 letters that starts it ("loved" → "LOVE",
    "Abraham's" → "ABRAHAM")."""
    found = entry(library, dictionary_id, word)
    if found is not None or not has_tables(library):
        return found
    wanted = fold(word)
    candidates = [wanted[:n] for n in range(len(wanted) - 1, 2, -1)]
    if not candidates:
        return None
    marks = ",".join("?" * len(candidates))
    row = library.conn.execute(
        f"SELECT key FROM dictionary_entries WHERE dictionary = ? AND fold IN ({marks}) "
        "ORDER BY length(fold) DESC LIMIT 1",
        (dictionary_id, *candidates),
    ).fetchone()
    return entry(library, dictionary_id, row[0]) if row else None


def add(
    library: Library,
    parsed: ParsedDictionary,
    *,
    overrides: TranslationMeta | None = None,
    replace: bool = False,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> DictionaryReport:
    """Store a dictionary in one transaction; on any error or cancellation nothing changes."""
    started = time.perf_counter()
    parsed = _free_id(library, parsed, overrides)
    meta = merged_meta(parsed.meta, overrides)
    source = meta.source or "?"
    TABLES.check_id(meta.id, source)
    meta = dataclasses.replace(meta, language=meta.language or "und")
    check_language(meta.language or "", source)
    rows = _checked(parsed, source)
    found = TABLES.store(
        library, meta, rows, extra=(parsed.driver, parsed.feature), replace=replace, progress=progress,
        cancelled=cancelled,
    )  # fmt: skip
    return DictionaryReport(found, len(rows), time.perf_counter() - started, tuple(parsed.warnings))


def _checked(parsed: ParsedDictionary, source: str) -> list[tuple[str, str, str, str | None]]:
    """(key, fold, text, links) rows; keys and text as plain text within their limits, each key once (the
    first of keys alike but for case and accents)."""
    rows = []
    seen: set[str] = set()
    for e in parsed.entries:
        key = cut_text(" ".join(printable_text(e.key).split()), MAX_KEY_CHARS)
        text = clean_text(e.text)
        if len(text) > MAX_DICT_ENTRY_CHARS:
            raise ImportFormatError(
                source, f"the entry {key[:60]!r} is longer than {MAX_DICT_ENTRY_CHARS:,} characters"
            )
        folded = fold(key)
        if not key or not text.strip() or folded in seen:
            continue
        seen.add(folded)
        links = [
            link.as_list()
            for link in e.links
            if 0 <= link.start < link.end <= len(text) and link.kind in ("strongs", "ref", "entry")
        ]
        rows.append((key, folded, text, json.dumps(links, ensure_ascii=False) if links else None))
    if not rows:
        raise ImportFormatError(source, "the dictionary has no entries")
    return rows


def _free_id(
    library: Library, parsed: ParsedDictionary, overrides: TranslationMeta | None
) -> ParsedDictionary:
    """`parsed` with an id no translation, commentary or built-in holds (see the module's docstring); an id
    the person chose is refused when one of them has it."""
    others = (
        {t.id for t in library.translations()}
        | {c.id for c in commentaries.commentaries(library)}
        | set(BUILTIN_IDS)
        | {BUILTIN_STRONGS}
    )
    chosen = overrides.id if overrides is not None and overrides.id else None
    if chosen:
        if chosen in others:
            raise ImportFormatError(
                parsed.meta.source or "?",
                f"the id {chosen!r} is taken by a translation, a commentary or a built-in: choose another",
            )
        return parsed
    base = parsed.meta.id or "dictionary"
    candidate, n = base, 1
    while candidate in others:
        suffix = "_dict" if n == 1 else f"_dict{n}"
        candidate, n = base[: 32 - len(suffix)] + suffix, n + 1
    if candidate == base:
        return parsed
    note = f"the id {base!r} is taken by a translation, a commentary or a built-in: imported as {candidate!r}"
    meta = dataclasses.replace(parsed.meta, id=candidate)
    return dataclasses.replace(parsed, meta=meta, warnings=[*parsed.warnings, note])


def remove(library: Library, dictionary_id: str) -> Dictionary:
    return TABLES.remove(library, dictionary_id)
