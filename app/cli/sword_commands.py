"""The `lampada` commands for SWORD modules and commentaries: `lampada import MODULE.zip`, `lampada import
--sword NAME`, `lampada sword list`, and what `show --commentary`, `translations`, `sources` and `remove` say
about commentaries (`dictionary_commands` says it of dictionaries). The core does the work
(`app.core.formats.sword`, `app.core.library.sword_import`, `app.core.library.commentaries`); this module only
words it."""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from app.cli.data_sets import print_import_report, print_listing, remove_named
from app.cli.progress_bar import ProgressBar
from app.cli.shared import import_overrides
from app.core.formats import sword, sword_ld
from app.core.formats.common import printable
from app.core.library import commentaries, sword_import
from app.core.library.reading import Library, Verse
from app.core.scripture import refs

KINDS = {"bible": "Bible", "commentary": "commentary", "dictionary": "dictionary", "other": "not importable"}


def kind(module: sword.InstalledModule) -> str:
    """ "bible", "commentary", "dictionary" (a lexicon too) or "other"."""
    return "dictionary" if module.driver.lower() in sword_ld.LD_DRIVERS else module.kind


def wants_module(args: argparse.Namespace) -> bool:
    """`lampada import` of a SWORD module: --sword NAME, or a path that holds one."""
    return bool(args.sword) or (args.path is not None and sword.is_module(args.path))


def cmd_import_module(args: argparse.Namespace, library_for_writing: Any) -> int:
    """Import a module from args.path (a .zip, a SWORD folder, a .conf) or the installed args.sword."""
    overrides = import_overrides(args)
    label = args.sword or os.path.basename(str(args.path).rstrip("/"))
    bar = ProgressBar(f"Reading {label}")
    parsed = sword_import.read(args.path, args.sword, progress=bar)
    is_commentary = isinstance(parsed, sword.ParsedCommentary | sword_ld.ParsedDictionary)
    count = len(parsed.entries) if is_commentary else len(parsed.verses)  # type: ignore[union-attr]
    bar.finish(f"{count} {'entries' if is_commentary else 'verses'}")
    with library_for_writing() as library:
        bar = ProgressBar("Indexing" if not is_commentary else "Storing")
        report = sword_import.store(library, parsed, overrides=overrides, replace=args.replace, progress=bar)
        bar.finish()
    print_import_report(report)
    return 0


def cmd_sword(args: argparse.Namespace) -> int:
    """`lampada sword list`: the modules installed on this computer, and where."""
    folders = sword.sword_folders()
    modules = sword.discover(folders)
    if args.json:
        print(json.dumps({
            "folders": [str(f) for f in folders],
            "modules": [{"name": m.name, "description": m.description, "kind": kind(m), "driver": m.driver,
                         "language": m.language, "locked": m.locked, "folder": str(m.root)} for m in modules],
        }, ensure_ascii=False, indent=1))  # fmt: skip
        return 0
    if not folders:
        print("No SWORD folder on this computer (BibleTime, Xiphos and the SWORD tools keep theirs in "
              "~/.sword or /usr/share/sword; SWORD_PATH names another).")
        return 0
    print("SWORD folders: " + ", ".join(str(f) for f in folders))
    if not modules:
        print("(no modules installed)")
    for m in modules:
        locked = "  [locked: needs its CipherKey]" if m.locked else ""
        what = f"{m.name:<16} {KINDS[kind(m)]:<14} {printable(m.language):<6}"
        print(f"{what} {printable(m.description)}{locked}")
    if any(m.kind != "other" for m in modules):
        print("\nImport one with `lampada import --sword NAME`.")
    return 0


def add_parser(sub: Any) -> None:
    s = sub.add_parser("sword", help="SWORD modules (BibleTime, Xiphos, AndBible) on this computer")
    actions = s.add_subparsers(dest="sword_command", required=True)
    listing = actions.add_parser("list", help="the SWORD modules installed on this computer")
    listing.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_sword)


# ------------------------------------------------------------------------------------------------ commentary


def commentary_entries(library: Library, name: str, verses: list[Verse]) -> tuple[Any, list[Any]]:
    """The commentary called `name` (UnknownCommentary) and its entries on the passage's verses."""
    found = commentaries.find(library, name)
    return found, commentaries.for_verses(library, found.id, verses)


def entry_reference(entry: commentaries.Entry, lang: str) -> str:
    if entry.verse == 0:
        return refs.format_reference(refs.Reference(entry.book, entry.chapter, None), lang=lang)
    if (entry.end_chapter, entry.end_verse) == (entry.chapter, entry.verse):
        return refs.format_reference(refs.Reference(entry.book, entry.chapter, entry.verse), lang=lang)
    if entry.end_chapter == entry.chapter:
        ref = refs.Reference(entry.book, entry.chapter, entry.verse, end_verse=entry.end_verse)
    else:
        ref = refs.Reference(entry.book, entry.chapter, entry.verse, end_chapter=entry.end_chapter,
                             end_verse=entry.end_verse)
    return refs.format_reference(ref, lang=lang)


def commentary_json(found: Any, entries: list[Any], lang: str) -> dict[str, Any]:
    return {
        "id": found.id, "name": printable(found.name), "licence": printable(found.licence),
        "attribution": printable(found.attribution),
        "entries": [{"reference": entry_reference(e, lang), "text": printable(e.text)} for e in entries],
    }  # fmt: skip


def print_commentary(found: Any, entries: list[Any], lang: str) -> None:
    print(f"\n{printable(found.name)} ({found.id}):")
    if not entries:
        print("  (nothing on this passage)")
    for e in entries:
        print(f"  {entry_reference(e, lang)}")
        for paragraph in e.text.split("\n\n"):
            print(f"      {printable(paragraph)}")
    credit = " — ".join(printable(x) for x in (found.licence, found.attribution) if x)
    if credit:
        print(f"{printable(found.name)}: {credit}")


def print_commentaries(library: Library) -> None:
    """The commentaries' lines of `lampada translations` and `lampada sources`."""
    print_listing("Commentaries", commentaries.commentaries(library), attribution=True)


def commentaries_json(library: Library) -> list[dict[str, Any]]:
    return [{k: printable(v) if isinstance(v, str) else v for k, v in c.__dict__.items()}
            for c in commentaries.commentaries(library)]


def remove_commentary(library: Library, name: str) -> bool:
    """`lampada remove ID` of a commentary; False when `name` is none."""
    return remove_named(library, commentaries.TABLES, name)
