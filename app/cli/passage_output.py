"""What `lampada show` prints of a passage: its verses with the Psalm titles as headings, and with --compare
the passage in every installed translation, one under the other. The core gives the verses
(`Library.passage`, `compare.compare`, `Verse.heading`); this module only lays them out."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from app.cli.words import _, language
from app.core.formats.common import printable
from app.core.library import compare
from app.core.library.reading import Library, Verse
from app.core.scripture import canon, refs


def print_verses(shown: list[Verse], cited: set[int], indent: str = "") -> None:
    """One line per verse ("»" before a cited one), a Psalm title on a line of its own above its verse."""
    for v in shown:
        if v.heading:
            print(f"{indent}  {printable(v.heading)}")
        mark = "»" if v.id in cited else " "
        print(f"{indent}{mark} {v.chapter}:{v.verse} {printable(v.text)}")
        if v.closing:
            print(f"{indent}  {printable(v.closing)}")


def titles_json(v: Verse) -> dict[str, str]:
    """A verse's titles in --json: "title" above it, "closing_title" below it (only those it has)."""
    out = {}
    if v.heading:
        out["title"] = printable(v.heading)
    if v.closing:
        out["closing_title"] = printable(v.closing)
    return out


def compared(library: Library, ref: refs.Reference, first: str) -> list[compare.Rendering]:
    return compare.compare(library, ref, first=first)


def print_compare(renderings: list[compare.Rendering]) -> None:
    for r in renderings:
        t = r.translation
        print(f"\n{printable(t.name)} ({t.id}, {printable(t.language)})")
        if r.missing:
            print(_("  (not in this translation: its verse numbering has no such verse)"))
            continue
        print_verses(list(r.verses), {v.id for v in r.verses}, indent="  ")


def compare_json(renderings: list[compare.Rendering], verse_json: Any) -> list[dict[str, Any]]:
    """`"compare"` in `show --compare --json`: per translation its id, name and language, and its verses
    (none, with "missing": true, when it lacks the passage)."""
    return [
        {
            "translation": r.translation.id,
            "name": printable(r.translation.name),
            "language": printable(r.translation.language),
            "missing": r.missing,
            "verses": [verse_json(v) | titles_json(v) for v in r.verses],
        }
        for r in renderings
    ]


def shortened(text: str, limit: int = 60) -> str:
    """Typed text as a message repeats it: cut short with "…" past `limit` characters."""
    return text if len(text) <= limit else text[:limit] + "\u2026"


def is_list(typed: refs.ReferenceList) -> bool:
    """Whether the typed reference had several parts (then `show --json` answers with `list_json`)."""
    return len(typed.found) + len(typed.impossible) + typed.left_out > 1


def list_json(translation: str, passages: list[dict[str, Any]], typed: refs.ReferenceList) -> dict[str, Any]:
    """`show --json` of a list: each passage's usual object, and why a part was not shown."""
    return {
        "translation": translation,
        "passages": passages,
        "not_shown": [str(e) for e in typed.impossible],
        "parts_left_out": typed.left_out,
    }


def impossible_words(exc: refs.ImpossibleReference) -> str:
    """Why a reference cannot exist, in the interface's language (the core's message is English)."""
    if language() == "en":
        return str(exc)
    book = canon.BY_OSIS[exc.book].name("pt") if exc.book in canon.BY_OSIS else exc.book
    if exc.problem == "chapter" and exc.limit is not None:
        words = _("{book} has {n} chapter(s), not {chapter}")
        return words.format(book=book, n=exc.limit, chapter=exc.chapter)
    if exc.problem == "verse" and exc.limit is not None:
        chapter = refs.format_reference(refs.Reference(exc.book, exc.chapter), lang="pt")
        words = _("{chapter} has {n} verse(s), not {verse}")
        return words.format(chapter=chapter, n=exc.limit, verse=exc.verse)
    words = {"zero": "chapter and verse numbers start at 1", "reversed": "the range ends before it starts"}
    return _(words.get(exc.problem, "not a passage of the Bible")) + f": {exc.text}"


def print_not_shown(impossible: Sequence[refs.ImpossibleReference], left_out: int) -> None:
    """On stderr, each part of a typed list that was not shown and why."""
    for exc in impossible:
        print("lampada: " + _("not shown: {what}").format(what=impossible_words(exc)), file=sys.stderr)
    if left_out:
        more = _("{n} more part(s) after the first {first}").format(n=left_out, first=refs.MAX_PARTS)
        print("lampada: " + _("not shown: {what}").format(what=more), file=sys.stderr)
