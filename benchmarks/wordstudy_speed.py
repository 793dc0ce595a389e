"""How long word study takes (docs/wordstudy.md, "Speed"): aligning a translation, a search by Strong's
number, and the word-study panel's answer to a click.

    LAMPADA_DATA_DIR=… .venv/bin/python benchmarks/wordstudy_speed.py [--align blivre web] [--runs 20]

- aligning: `tags.build_tags` of each translation named, from nothing, into a temporary folder (the data
  folder's tags are not touched); seconds of wall clock and of CPU;
- search: `Retriever.search` of G26, H2617, ἀγάπη and agape in the Bíblia Livre (or the first translation),
  a page of 10 with one verse of context — the first search (the tags loaded and checked) and the next ones;
- panel: `app.gui.panels.word_study_panel.fetch` for a click on "amor" in 1 Coríntios 13:4 — the answer the
  panel shows, computed on the search lane (painting it is Qt's, not measured here).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core import paths  # noqa: E402
from app.core.library.reading import open_library  # noqa: E402
from app.core.retrieval.bible import Retriever  # noqa: E402
from app.core.wordstudy import tags  # noqa: E402


def timed(fn) -> tuple[float, object]:
    started = time.perf_counter()
    result = fn()
    return (time.perf_counter() - started) * 1000, result


def align(library, translation_ids: list[str]) -> None:
    print("| translation | words kept | wall (s) | CPU (s) |\n|---|---|---|---|")
    for tid in translation_ids:
        with tempfile.TemporaryDirectory() as folder:
            wall, cpu = time.perf_counter(), time.process_time()
            report = tags.build_tags(library, tid, Path(folder))
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"| {tid} | {report.rows:,} | {wall:.1f} | {cpu:.1f} |")


def search(library, tid: str, runs: int) -> None:
    print("\n| query | first (ms) | then p50 (ms) | then p95 (ms) | verses |\n|---|---|---|---|---|")
    for query in ("G26", "H2617", "ἀγάπη", "agape"):
        retriever = Retriever(library, None, paths.indexes_dir())
        first, response = timed(lambda r=retriever, q=query: r.search(q, tid, limit=10, context=1))
        then = sorted(
            timed(lambda r=retriever, q=query: r.search(q, tid, limit=10, context=1))[0] for _ in range(runs)
        )
        total = response.strongs.total if response.strongs else 0
        p95 = then[min(len(then) - 1, int(0.95 * len(then)))]
        print(f"| {query} | {first:.0f} | {statistics.median(then):.1f} | {p95:.1f} | {total} |")


def panel(library, tid: str, runs: int) -> None:
    from app.core.wordstudy.study import WordStudy
    from app.gui.panels.word_study_panel import WordStudyRequest, fetch

    verse = library.verse(tid, "1Cor", 13, 4)
    request = WordStudyRequest(tid, "1Cor", 13, 4, verse.text.index("amor"))
    words = WordStudy(library, paths.indexes_dir())
    first, answer = timed(lambda: fetch(words, request))
    then = sorted(timed(lambda: fetch(words, request))[0] for _ in range(runs))
    number = answer.numbers[answer.chosen].number if answer.numbers else "none"
    print(f"\npanel (“amor”, 1 Coríntios 13:4, {tid} → {number}): first {first:.0f} ms, "
          f"then p50 {statistics.median(then):.1f} ms, max {then[-1]:.1f} ms")  # fmt: skip


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--align", nargs="*", default=[], help="translations to align from nothing")
    p.add_argument("--runs", type=int, default=20)
    args = p.parse_args()
    library = open_library(paths.library_path())
    ids = [t.id for t in library.translations()]
    tid = "blivre" if "blivre" in ids else ids[0]
    if args.align:
        align(library, args.align)
    search(library, tid, args.runs)
    panel(library, tid, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
