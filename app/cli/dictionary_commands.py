"""The `lampada dict` commands — `lampada dict list`, `lampada dict NAME KEY [--json]`, `lampada dict NAME
[--prefix P]` — and what `translations`, `sources` and `remove` say about dictionaries. The core
does the work (`app.core.dictionaries`); this module only words it. The --json shapes are in docs/cli.md."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.cli.data_sets import print_listing, remove_named
from app.core import dictionaries
from app.core.dictionaries import dictionary_store, strongs_data
from app.core.formats.common import printable
from app.core.library.reading import Library

KEYS_SHOWN = 40


def add_parser(sub: Any, open_library: Any) -> None:
    s = sub.add_parser(
        "dict",
        help="dictionaries and lexicons: `dict list`, `dict NAME KEY` (an entry), `dict NAME` (its keys)",
    )
    s.add_argument("name", metavar="NAME", help="`list`, or a dictionary's id or name (strongs: built in)")
    s.add_argument("key", metavar="KEY", nargs="?", help="the entry to show (a word; G26 in Strong's)")
    s.add_argument("--prefix", default="", help="with NAME alone: the keys that start with this")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=lambda args: cmd_dict(args, open_library))


def cmd_dict(args: argparse.Namespace, open_library: Any) -> int:
    with open_library() as library:
        if args.name == "list" and args.key is None:
            return _list(library, args.json)
        found = dictionaries.find(library, args.name)
        if args.key is None:
            return _keys(library, found, args.prefix, args.json)
        return _entry(library, found, args.key, args.json)


def dictionary_json(d: dictionaries.Dictionary) -> dict[str, Any]:
    return {
        "id": d.id, "name": printable(d.name), "language": d.language, "entries": d.entries,
        "builtin": d.builtin, "strongs": d.feature in ("greek", "hebrew", "strongs"),
        "licence": printable(d.licence), "attribution": printable(d.attribution),
        "source": printable(d.source),
    }  # fmt: skip


def _list(library: Library, as_json: bool) -> int:
    found = dictionaries.list_dictionaries(library)
    if as_json:
        print(json.dumps({"dictionaries": [dictionary_json(d) for d in found]}, ensure_ascii=False, indent=1))
        return 0
    if not found:
        print("(no dictionaries: `lampada setup` loads Strong's; `lampada import` adds a SWORD one)")
    for d in found:
        print(f"{d.id:<12} {printable(d.language):<6} {d.entries:>6} entries  {printable(d.name)}")
    return 0


def _keys(library: Library, found: dictionaries.Dictionary, prefix: str, as_json: bool) -> int:
    keys = dictionaries.keys(library, found.id, prefix, KEYS_SHOWN)
    if as_json:
        print(json.dumps({"dictionary": found.id, "prefix": prefix, "keys": [printable(k) for k in keys]},
                         ensure_ascii=False, indent=1))  # fmt: skip
        return 0
    if not keys:
        print(f"(no key of {printable(found.name)} starts with {printable(prefix)!r})")
    for key in keys:
        print(printable(key))
    return 0


def entry_json(found: dictionaries.Dictionary, entry: dictionaries.Entry, library: Library) -> dict[str, Any]:
    data: dict[str, Any] = {
        "dictionary": dictionary_json(found),
        "key": printable(entry.key),
        "text": printable_lines(entry.text),
        "links": [
            {"start": x.start, "end": x.end, "kind": x.kind, "target": printable(x.target),
             "module": printable(x.module), "text": printable(entry.text[x.start : x.end])}
            for x in entry.links
        ],
    }  # fmt: skip
    if found.builtin:
        number = dictionaries.strongs(library, entry.key)
        if number is not None:
            data["strongs"] = dict(number.__dict__)
    return data


def printable_lines(text: str) -> str:
    """Text from a module, its line breaks kept, any other control character made visible."""
    return "\n".join(printable(line) for line in text.split("\n"))


def _entry(library: Library, found: dictionaries.Dictionary, key: str, as_json: bool) -> int:
    entry = dictionaries.lookup(library, found.id, key)
    if entry is None:
        near = dictionaries.keys(library, found.id, key[:3], 10) if len(key) >= 3 else []
        hint = f"; keys near it: {', '.join(printable(k) for k in near)}" if near else ""
        print(f"lampada: {printable(found.name)} has no entry {printable(key)!r}{hint}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps(entry_json(found, entry, library), ensure_ascii=False, indent=1))
        return 0
    print(f"{printable(entry.key)} — {printable(found.name)}")
    print()
    print(printable_lines(entry.text))
    followed = [x for x in entry.links if x.kind in ("strongs", "ref")]
    if followed:
        shown = ", ".join(dict.fromkeys(printable(x.target) for x in followed))
        print(f"\nSee also: {shown}")
    credit = " — ".join(printable(x) for x in (found.licence, found.attribution) if x)
    if credit:
        print(f"\n{printable(found.name)}: {credit}")
    return 0


# ------------------------------------------------------------------------ translations, sources, remove


def print_dictionaries(library: Library) -> None:
    """The dictionaries' lines of `lampada translations`."""
    print_listing("Dictionaries and lexicons", dictionaries.list_dictionaries(library), attribution=False)


def sources_json(library: Library) -> list[dict[str, Any]]:
    """What `lampada sources` lists of dictionaries: each imported one, and the built-in Strong's data."""
    imported = [{"kind": "dictionary", **dictionary_json(d)} for d in dictionary_store.imported(library)]
    builtin = {
        "kind": "lexicon", "name": "Strong's Greek and Hebrew dictionaries", "licence": "Public Domain",
        "attribution": strongs_data.CREDIT, "source": strongs_data.SOURCE,
        "used_for": "word study: the Greek or Hebrew word behind a Strong's number, its transliteration, "
        "pronunciation, definition and the KJV's renderings (`lampada dict strongs G26`)",
        "loaded": strongs_data.is_loaded(library),
    }  # fmt: skip
    return [*imported, builtin]


def print_sources(found: list[dict[str, Any]]) -> None:
    for d in found:
        if d["kind"] == "dictionary":
            print(f"{d['id']:<10} {d['language']:<6} dictionary  {d['name']} — {d['licence']}")
            if d["attribution"]:
                print(f"{'':<10} {d['attribution']}")
        else:
            loaded = "" if d["loaded"] else " (not loaded in this library yet: run `lampada setup`)"
            print(f"\nData: {d['name']} — {d['licence']}{loaded}")
            print(f"  {d['attribution']}, from the {d['source']}")
            print(f"      {d['used_for']}")


def remove_dictionary(library: Library, name: str) -> bool:
    """`lampada remove ID` of an imported dictionary; False when `name` is none."""
    return remove_named(library, dictionary_store.TABLES, name)

