"""`lampada word` — word study on the command line — and what `setup`, `index`, `search` and `sources` say of
word study. The core does the work (`app.core.wordstudy`); this module only words it. The --json shapes are
in docs/wordstudy.md.

    lampada word G26 [--translation ID] [--json]     the number: Strong's entry, how the KJV renders it, its
                                                     occurrences in the translation, by book
    lampada word agape | ἀγάπη                       the same, found by its Greek or Hebrew word or
                                                     its transliteration
    lampada word amor --translation blivre [--json]  the numbers a word of the translation renders, counted
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.cli.search_output import highlight_terminal
from app.core import paths
from app.core.dictionaries import StrongsEntry
from app.core.errors import LampadaError, WordStudyDataDamaged, WordTagsMissing
from app.core.formats.common import printable
from app.core.library.reading import Library
from app.core.retrieval import strongs as strongs_route
from app.core.scripture import canon, refs
from app.core.wordstudy import study, tagged, tags

VERSES_SHOWN = 20
BAR_WIDTH = 30


def add_parser(sub: Any, open_library: Any, default_translation: Any) -> None:
    s = sub.add_parser(
        "word",
        help="word study: a Strong's number (G26) or an original word (agape), or the numbers a word renders",
    )
    s.add_argument("query", metavar="QUERY", help="G26, H2617, strong:G26, agape, ἀγάπη — or a word: amor")
    s.add_argument(
        "--translation", "-t", help="the translation (the default one of your language if omitted)"
    )
    s.add_argument("--limit", "-n", type=int, default=VERSES_SHOWN, help="verses listed (default 20)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=lambda args: cmd_word(args, open_library, default_translation))


def cmd_word(args: argparse.Namespace, open_library: Any, default_translation: Any) -> int:
    with open_library() as library:
        tid = args.translation or default_translation(library)
        library.translation(tid)
        words = study.WordStudy(library, paths.data_dir() / "indexes")
        limit = max(0, min(int(args.limit), 1000))
        try:
            numbers = _numbers(words, args.query, tid)
            if numbers is None:
                return _renderings(words, args.query, tid, args.json)
            return _numbers_study(words, numbers, tid, limit, args.json)
        except WordTagsMissing as exc:
            raise LampadaError(
                f"the words of {exc.translation_id} are not tagged with Strong's numbers yet "
                f"({exc.problem}): run `lampada setup`"
            ) from exc


def _numbers(words: study.WordStudy, query: str, translation_id: str) -> list[str] | None:
    """The numbers the query names (a number, an original word), or None: a word of the translation."""
    typed = strongs_route.typed_numbers(query)
    if typed is not None:
        return list(typed)
    parsed = strongs_route.parse(words, query, translation_id)
    if parsed is not None:
        return list(parsed.numbers)
    if not query.strip() or " " in query.strip():
        raise LampadaError(f"{query!r} is no Strong's number, original word or single word")
    return None


def entry_json(entry: StrongsEntry | None) -> dict[str, Any] | None:
    if entry is None:
        return None
    return {
        "lemma": entry.lemma, "transliteration": entry.translit, "pronunciation": entry.pronunciation,
        "definition": entry.definition, "kjv_usage": entry.kjv_usage, "language": entry.language,
    }  # fmt: skip


def number_json(words: study.WordStudy, number: str, translation_id: str, limit: int) -> dict[str, Any]:
    found = words.occurrences(number, translation_id)
    shown = [int(o) for o in found.ords[:limit]]
    ids = words.library.ord_ids(translation_id)
    verses = words.library.verses_by_ids([int(ids[o]) for o in shown])
    return {
        "number": number,
        "strongs": entry_json(words.entry(number)),
        "kjv": [{"word": w, "count": n} for w, n in words.kjv_renderings(number)],
        "translation": translation_id,
        "verses": found.verses,
        "words": found.words,
        "books": [{"book": b.book, "verses": b.verses, "words": b.words} for b in found.by_book],
        "occurrences": [
            {"reference": v.osis, "text": printable(v.text), "words": [list(s) for s in found.spans[v.ord]]}
            for v in verses
        ],
    }


def _numbers_study(words: study.WordStudy, numbers: list[str], tid: str, limit: int, as_json: bool) -> int:
    data = [number_json(words, n, tid, limit) for n in numbers]
    if as_json:
        print(json.dumps({"translation": tid, "numbers": data}, ensure_ascii=False, indent=1))
        return 0
    name = printable(words.library.translation(tid).name)
    for i, d in enumerate(data):
        print(("\n" if i else "") + _heading(d["number"], words.entry(d["number"])))
        entry = d["strongs"]
        if entry:
            print(f"  {printable(entry['definition'])}")
        if d["kjv"]:
            print("  KJV: " + ", ".join(f"{k['word']} {k['count']}×" for k in d["kjv"]))
        print(f"  {name}: {d['verses']} verses, {d['words']} words")
        _print_books(d["books"])
        for o in d["occurrences"]:
            ref = refs.format_reference(refs.from_osis(o["reference"]), lang="en")
            print(f"    {ref}  {highlight_terminal(o['text'], o['words'])}")
        if d["verses"] > len(d["occurrences"]):
            print(
                f"    … {d['verses'] - len(d['occurrences'])} more (`lampada search {d['number']} -t {tid}`)"
            )
    if not words.tags(tid).certain:
        print(f"\n(numbers in {tid} come from its alignment with the KJV, shown from probability "
              f"{study.SHOW_THRESHOLD:g}: docs/wordstudy.md)")  # fmt: skip
    return 0


def _heading(number: str, entry: StrongsEntry | None) -> str:
    if entry is None:
        return f"{number} (not in Strong's dictionaries here: `lampada setup` loads them)"
    pron = f" ({printable(entry.pronunciation)})" if entry.pronunciation else ""
    return f"{number}  {printable(entry.lemma)}  {printable(entry.translit)}{pron}"


def _print_books(books: list[dict[str, Any]]) -> None:
    if not books:
        return
    top = max(b["words"] for b in books)
    for b in books:
        bar = "█" * max(1, round(BAR_WIDTH * b["words"] / top))
        print(f"    {canon.book(b['book']).name_en:<16} {bar} {b['words']}")




def _renderings(words: study.WordStudy, word: str, tid: str, as_json: bool) -> int:
    found, untagged = words.renderings(tid, word)
    data = []
    for r in found:
        entry = words.entry(r.number)
        ids = words.library.ord_ids(tid)
        examples = [v.osis for v in words.library.verses_by_ids([int(ids[o]) for o in r.ords])]
        data.append(
            {"number": r.number, "count": r.count, "strongs": entry_json(entry), "examples": examples}
        )
    if as_json:
        print(json.dumps({"translation": tid, "word": word, "numbers": data, "without_number": untagged},
                         ensure_ascii=False, indent=1))  # fmt: skip
        return 0
    name = printable(words.library.translation(tid).name)
    if not data and not untagged:
        print(f"“{printable(word)}” is not a word of {name}")
        return 1
    print(f"“{printable(word)}” in {name} renders:")
    for d in data:
        entry = d["strongs"]
        what = f"{entry['lemma']} {entry['transliteration']} — {_gloss(entry)}" if entry else ""
        refs_ = ", ".join(refs.format_reference(refs.from_osis(x), lang="en") for x in d["examples"])
        print(f"  {d['number']:<7} {d['count']:>5}×  {printable(what)}  ({refs_}…)")
    if untagged:
        print(f"  {'':<7} {untagged:>5}×  with no number shown (none, or the alignment is not sure enough)")
    return 0


def _gloss(entry: dict[str, Any]) -> str:
    usage = entry["kjv_usage"]
    return usage if len(usage) <= 60 else usage[:59].rstrip() + "…"


# --------------------------------------------------------------------------- set-up, search and sources
def tag_translations(library: Library, bar_factory: Any, only: list[str] | None = None) -> None:
    """Tag every translation whose word tags are missing or outdated (set-up, `lampada index`): the KJV from
    its own tags, the others by alignment (about a minute each). Without the word-study data, says so."""
    index_dir = paths.indexes_dir()
    for t in library.translations():
        if only is not None and t.id not in only:
            continue
        try:
            if tags.status(index_dir, library, t.id) == "ready":
                continue
            bar = bar_factory(f"Word study {t.id}")
            report = tags.build_tags(library, t.id, index_dir, progress=bar)
        except WordStudyDataDamaged as exc:
            print(f"(word study is unavailable: {exc})", file=sys.stderr)
            return
        bar.finish(f"{report.rows} words tagged" if report.source != tags.SOURCE_ALIGNMENT else
                   f"{report.rows} words aligned")  # fmt: skip


def print_search_header(library: Library, response: Any) -> None:
    """A search by Strong's number: which numbers, how many verses (or why there are none)."""
    page = getattr(response, "strongs", None)
    if page is None:
        return
    if strongs_route.NOT_TAGGED in response.notices:
        print(f"(the words of {response.translation} are not tagged with Strong's numbers yet: run `lampada "
              "setup`)", file=sys.stderr)  # fmt: skip
        return
    from app.core.dictionaries import strongs

    names = []
    for n in page.query.numbers:
        entry = strongs(library, n)
        names.append(f"{n} {printable(entry.lemma)} {printable(entry.translit)}" if entry else n)
    print(f"{'; '.join(names)}: {page.total} verses, {page.words} words")


def search_json(response: Any) -> dict[str, Any]:
    page = getattr(response, "strongs", None)
    if page is None:
        return {}
    return {"strongs": {"numbers": list(page.query.numbers), "how": page.query.how, "verses": page.total,
                        "words": page.words}}  # fmt: skip


def sources_json() -> list[dict[str, Any]]:
    return [{"kind": "wordstudy", "name": "KJV with Strong's numbers", "licence": "Public domain",
             "attribution": tagged.CREDIT, "used_for": "word study: the Greek and Hebrew behind the words of "
             "every translation (the KJV's own tags; the others aligned with them)",
             "available": tagged.available()}]  # fmt: skip


def print_sources(sources: list[dict[str, Any]]) -> None:
    for s in sources:
        print(f"\nWord study: {s['attribution']}")
        print(f"      {s['used_for']}")
        if not s["available"]:
            print("  (its file is missing from this installation: word study is unavailable)")
