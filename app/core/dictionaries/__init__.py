"""Dictionaries and lexicons: the built-in Strong's Greek and Hebrew dictionaries (`strongs_data`, listed as
the dictionary "strongs") and the SWORD dictionaries a person imports (`dictionary_store`). Looked up by key,
never searched as an arm of Bible search.

An entry is plain text with its links as spans over it (`Entry.links`, `formats.ld_markup.Link`: a Strong's
number, a passage, another entry): no markup from a module ever reaches the GUI, which escapes the text and
draws the links itself.
"""

from __future__ import annotations

import re

from app.core.dictionaries import dictionary_store, strongs_data
from app.core.dictionaries.dictionary_store import BUILTIN_STRONGS, Dictionary, DictionaryReport, Entry
from app.core.dictionaries.strongs_data import StrongsEntry, find_lemma, normal_number, strongs
from app.core.errors import BadReference, UnknownDictionary
from app.core.formats.ld_markup import Link
from app.core.library.data_set_tables import find_named
from app.core.library.reading import Library
from app.core.scripture import refs

__all__ = [
    "BUILTIN_STRONGS", "Dictionary", "DictionaryReport", "Entry", "Link", "StrongsEntry", "find_lemma",
    "keys", "list_dictionaries", "lookup", "lookup_word", "normal_number", "reference_of", "strongs",
    "strongs_entry",
]  # fmt: skip

_NUMBER_IN_TEXT = re.compile(r"\b([GH])0*(\d{1,5})\b")


def list_dictionaries(library: Library) -> list[Dictionary]:
    """The built-in Strong's dictionaries (once set-up loaded them), then the imported ones."""
    found = []
    if strongs_data.is_loaded(library):
        count = library.conn.execute("SELECT count(*) FROM strongs").fetchone()[0]
        found.append(
            Dictionary(
                BUILTIN_STRONGS, "Strong's Greek and Hebrew Dictionaries", "en", "Public Domain",
                strongs_data.CREDIT, strongs_data.SOURCE, "builtin", "strongs", count, "",
            )
        )  # fmt: skip
    return found + dictionary_store.imported(library)


def find(library: Library, name: str) -> Dictionary:
    """A dictionary by id or name, any case ("strongs" for the built-in); else UnknownDictionary."""
    return find_named(list_dictionaries(library), name, UnknownDictionary)


def strongs_entry(found: StrongsEntry) -> Entry:
    """A built-in Strong's entry as a dictionary entry: the word, its transliteration and pronunciation, the
    definition, the KJV's renderings; the numbers it names are links."""
    head = " ".join(p for p in (found.lemma, found.translit) if p)
    if found.pronunciation:
        head += f" ({found.pronunciation})"
    parts = [head, found.definition]
    if found.kjv_usage:
        parts.append(f"KJV: {found.kjv_usage}")
    text = "\n\n".join(p for p in parts if p)
    links = tuple(
        Link(m.start(), m.end(), "strongs", f"{m.group(1)}{int(m.group(2))}")
        for m in _NUMBER_IN_TEXT.finditer(text)
        if int(m.group(2))
    )
    return Entry(found.number, text, BUILTIN_STRONGS, links)


def lookup(library: Library, module_id: str, key: str) -> Entry | None:
    """The entry of `key` in one dictionary (any case, accents aside; "G26" in a Strong's lexicon)."""
    if module_id == BUILTIN_STRONGS:
        found = strongs(library, key)
        return strongs_entry(found) if found else None
    return dictionary_store.entry(library, module_id, key)


def keys(library: Library, module_id: str, prefix: str = "", limit: int = 200) -> list[str]:
    """The dictionary's keys in order, those starting with `prefix` (case and accents aside)."""
    if module_id == BUILTIN_STRONGS:
        return strongs_data.numbers(library, prefix, limit)
    return dictionary_store.keys(library, module_id, prefix, limit)


def lookup_word(library: Library, word: str) -> list[Entry]:
    """A word looked up in every dictionary: the imported ones by key (else the longest key that starts the
    word, "loved" → "LOVE"), Strong's by number or by its Greek or Hebrew word or transliteration."""
    word = " ".join(word.split())
    if not word:
        return []
    found: list[Entry] = []
    for d in list_dictionaries(library):
        if d.builtin:
            numbers = [normal_number(word)] if normal_number(word) else find_lemma(library, word)
            found += [e for n in numbers if (e := lookup(library, d.id, n or "")) is not None]
        elif (e := dictionary_store.nearest(library, d.id, word)) is not None:
            found.append(e)
    return found


def reference_of(target: str, language: str = "en") -> refs.Reference | None:
    """The passage a "ref" link names: an OSIS id ("John.3.16", "Eph.2.8-Eph.2.9") or a reference as a
    module writes it ("Gen 12:1", "1Co 13:4-7", "Ef 2:8-9"), read in the dictionary's language first; None
    when it names no passage."""
    target = " ".join(target.split())[:200]
    if not target:
        return None
    try:
        return refs.from_osis(target)
    except BadReference:
        pass
    first = "pt" if language.lower().startswith("pt") else "en"
    for lang in dict.fromkeys((first, "en", "pt")):
        try:
            found = refs.parse_reference(target, lang)
        except BadReference:
            continue
        if found is not None:
            return found
    return None
