"""Check evaluation sets against the library and print every query with the text of the verses it lists, in
both languages, so that a reader can judge each answer list.

A set is JSONL, one query a line: `{"id", "kind", "pt", "en", "refs"}`; `refs` are single verses as OSIS
ids `Book.Chapter.Verse` of the 66 books (never ranges). The query in `pt` is run against the Portuguese
translation (Bíblia Livre) and the one in `en` against the English one (WEB), so every verse is read in both.

    LAMPADA_DATA_DIR=/tmp/lib .venv/bin/python benchmarks/sets/check_sets.py benchmarks/sets/stories.jsonl
    ... --problems-only          only the problems, one a line
    ... --kind quote             every query must be of this kind
    ... a.jsonl b.jsonl          ids must be unique across the files given

Problems: a line that is not a JSON object; a field missing, empty or of the wrong type (other fields are
left to the set's own tools: the evaluation reads only these five); an id that is not lower-case words joined
by hyphens, or that is used twice; a ref that is not `Book.Chapter.Verse` of one of the 66 books, or listed
twice in one query; a verse that a translation lacks; no refs (except `offtopic`) or more than `--max-refs`.
A verse of a chapter that ends at another verse number in the other translation is marked `≠`, for the reader
to compare the texts. Exit status 1 when anything is wrong, 2 without a library. The library is only read.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.core import paths  # noqa: E402
from app.core.errors import LampadaError  # noqa: E402
from app.core.library.reading import Library, open_library  # noqa: E402
from app.core.scripture import canon  # noqa: E402

FIELDS = {"id": str, "kind": str, "pt": str, "en": str, "refs": list}
LANGS = ("pt", "en")
ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
OSIS_PATTERN = re.compile(r"^([1-3]?[A-Z][A-Za-z]+)\.([1-9][0-9]*)\.([1-9][0-9]*)$")
BIBLE_BOOKS = {b.osis for b in canon.BOOKS if b.index <= canon.PROTESTANT_COUNT}
MAX_REFS = 15
EMPTY_KIND = "offtopic"  # the only kind whose answer list is empty


@dataclass(frozen=True)
class Query:
    where: str  # "file:line", for messages
    row: dict


def read_set(path: Path) -> tuple[list[Query], list[str]]:
    """The queries of a set file and the lines that could not be read as one."""
    queries, problems = [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        where = f"{path.name}:{n}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not JSON ({exc.msg})")
            continue
        if not isinstance(row, dict):
            problems.append(f"{where}: not a JSON object")
            continue
        queries.append(Query(where, row))
    return queries, problems


def check_fields(query: Query, kind: str | None = None, max_refs: int = MAX_REFS) -> list[str]:
    """What is wrong with a query's fields, the library aside."""
    row, where = query.row, f"{query.where} {query.row.get('id', '?')}"
    problems = []
    for key, wanted in FIELDS.items():
        value = row.get(key)
        if not isinstance(value, wanted):
            problems.append(f"{where}: {key} missing or not a {wanted.__name__}")
        elif key != "refs" and not value.strip():
            problems.append(f"{where}: {key} is empty")
    if problems:
        return problems
    if not ID_PATTERN.match(row["id"]):
        problems.append(f"{where}: id is not lower-case words joined by hyphens")
    if kind is not None and row["kind"] != kind:
        problems.append(f"{where}: kind {row['kind']!r}, expected {kind!r}")
    refs = row["refs"]
    if not refs and row["kind"] != EMPTY_KIND:
        problems.append(f"{where}: no refs")
    if len(refs) > max_refs:
        problems.append(f"{where}: {len(refs)} refs (more than {max_refs}: list the central verses)")
    for ref in refs:
        if not isinstance(ref, str):
            problems.append(f"{where}: ref {ref!r} is not a string")
            continue
        match = OSIS_PATTERN.match(ref)
        if not match or match.group(1) not in BIBLE_BOOKS:
            problems.append(f"{where}: ref {ref!r} is not Book.Chapter.Verse of one of the 66 books")
    duplicates = sorted({r for r in refs if isinstance(r, str) and refs.count(r) > 1})
    if duplicates:
        problems.append(f"{where}: refs listed twice: {', '.join(duplicates)}")
    return problems


def duplicate_ids(queries: Iterable[Query]) -> list[str]:
    seen: dict[str, str] = {}
    problems = []
    for query in queries:
        qid = query.row.get("id")
        if not isinstance(qid, str):
            continue
        if qid in seen:
            problems.append(f"{query.where} {qid}: id already used at {seen[qid]}")
        else:
            seen[qid] = query.where
    return problems


class VerseTexts:
    """The verses of each language's translation, by OSIS id."""

    def __init__(self, library: Library, translations: dict[str, str]):
        self.library = library
        self.translations = translations
        self._last: dict[tuple[str, str, int], int] = {}

    def text(self, lang: str, ref: str) -> str | None:
        book, chapter, verse = ref.split(".")
        found = self.library.verse(self.translations[lang], book, int(chapter), int(verse))
        if found is None:
            return None
        if found.verse != int(verse):  # a verse merged into its predecessor answers for both numbers
            return f"[{found.verse}-{found.verse_end}] {found.text}"
        return found.text

    def numbered_alike(self, ref: str) -> bool:
        """Whether the ref's chapter ends at the same verse number in every language's translation: where it
        does not (Romans 14 and 16 between the Bíblia Livre and the WEB), one number may name other words."""
        book, chapter, _ = ref.split(".")
        return len({self._last_verse(t, book, int(chapter)) for t in self.translations.values()}) == 1

    def _last_verse(self, translation: str, book: str, chapter: int) -> int:
        key = (translation, book, chapter)
        if key not in self._last:
            verses = self.library.chapter(translation, book, chapter)
            self._last[key] = max((v.verse_end or v.verse for v in verses), default=0)
        return self._last[key]


def well_formed_refs(refs: Iterable[object]) -> list[str]:
    """The refs that name a verse of the 66 books (each once); the others are reported by `check_fields`."""
    out: list[str] = []
    for ref in refs:
        match = OSIS_PATTERN.match(ref) if isinstance(ref, str) else None
        if match and match.group(1) in BIBLE_BOOKS and ref not in out:
            out.append(ref)
    return out


def check_verses(query: Query, texts: VerseTexts) -> list[str]:
    """The well-formed refs of a query that a translation lacks."""
    where = f"{query.where} {query.row['id']}"
    return [
        f"{where}: {ref} is not in {texts.translations[lang]}"
        for ref in well_formed_refs(query.row["refs"])
        for lang in LANGS
        if texts.text(lang, ref) is None
    ]


def render(query: Query, texts: VerseTexts, width: int = 110) -> str:
    """The query and, under it, each verse in both languages."""
    row = query.row
    lines = [
        f"== {row['id']} [{row['kind']}] ({len(row['refs'])} refs)",
        f"   pt: {row['pt']}",
        f"   en: {row['en']}",
    ]
    for ref in well_formed_refs(row["refs"]):
        mark = " " if texts.numbered_alike(ref) else "≠"
        for lang in LANGS:
            text = texts.text(lang, ref) or "(missing)"
            head = f" {mark}{ref:<13} {lang} "
            lines.append(textwrap.fill(text, width, initial_indent=head, subsequent_indent=" " * len(head)))
    return "\n".join(lines)


def check_files(
    files: Sequence[Path], texts: VerseTexts, kind: str | None, max_refs: int
) -> tuple[list[Query], list[str]]:
    """The queries of the files whose fields have their types (to show), and every problem found in them."""
    queries: list[Query] = []
    problems: list[str] = []
    for path in files:
        found, unreadable = read_set(path)
        queries += found
        problems += unreadable
    problems += duplicate_ids(queries)
    readable = []
    for query in queries:
        problems += check_fields(query, kind, max_refs)
        if all(isinstance(query.row.get(key), wanted) for key, wanted in FIELDS.items()):
            readable.append(query)
            problems += check_verses(query, texts)
    return readable, problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="set files (JSONL)")
    parser.add_argument("--kind", help="the kind every query must have")
    parser.add_argument("--max-refs", type=int, default=MAX_REFS)
    parser.add_argument("--pt", default="blivre", help="the Portuguese translation (default blivre)")
    parser.add_argument("--en", default="web", help="the English translation (default web)")
    parser.add_argument("--problems-only", action="store_true", help="print only the problems")
    args = parser.parse_args(argv)
    if not paths.library_path().exists():
        print(f"check_sets: no library at {paths.library_path()} (set LAMPADA_DATA_DIR)", file=sys.stderr)
        return 2
    try:
        with open_library(paths.library_path()) as library:
            for translation in (args.pt, args.en):
                library.translation(translation)
            texts = VerseTexts(library, {"pt": args.pt, "en": args.en})
            queries, problems = check_files(args.files, texts, args.kind, args.max_refs)
            if not args.problems_only:
                for query in queries:
                    print(render(query, texts))
    except (LampadaError, OSError) as exc:
        print(f"check_sets: {exc}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"PROBLEM {problem}")
    print(f"{len(queries)} queries read, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
