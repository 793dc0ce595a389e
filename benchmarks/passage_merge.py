"""Which hits of one chapter share a card (`passages.Merge`), measured on the page as displayed, on
OpenBible's evaluation part only (docs/retrieval.md, "Cards from one passage"). The development set is not
read here: it is run once, afterwards, with `lampada eval`.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/passage_merge.py [-t web -t blivre]

Per topic, page 1 (10 results) as the product ranks it from the stored arms' lists (`ranking.rank_page`, the
product's function), with each rule:

- Hit@10: a result is a hit when any verse it cites is listed;
- nDCG@10 (results): binary gain per result, as `evaluation.scoring.passage_scores` scores the dev set — it
counts
  three cards of Matthew 6 as three answers;
- nDCG@10 (places): a result gains only when it brings a chapter with listed verses that no result above it
  brought; the ideal page brings min(10, listed chapters). This is the figure that decides: the first page
  should show different places;
- verses: cited verses per page, and verses shown from each card's first cited verse to its last (what a
  reader has to read).

Paired per-topic differences against today's rule (neighbours only, ≤ 4 verses), mean ± 1.96 SE.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from app.core import paths  # noqa: E402
from app.core.evaluation import query_runs  # noqa: E402
from app.core.evaluation.datasets import (  # noqa: E402
    PRODUCT_TOPICS,
    TopicSplit,
    evaluation_topics,
    load_openbible_topics,
    split_topics,
)
from app.core.evaluation.metrics import TOP_K  # noqa: E402
from app.core.evaluation.query_runs import QueryRun  # noqa: E402
from app.core.evaluation.strategies import topic_ids  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.retrieval import bible, passages, ranking  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = paths.shared_dir() or ROOT.parent / "shared"
TOP = TOP_K

RULES: dict[str, passages.Merge] = {
    "neighbours, ≤ 4 (today)": passages.Merge(0, 4, 4),
    "gap 1, span ≤ 6": passages.Merge(1, 4, 6),
    "gap 2, span ≤ 8": passages.Merge(2, 6, 8),
    "gap 3, span ≤ 10": passages.Merge(3, 8, 10),
    "gap 5, span ≤ 12": passages.Merge(5, 8, 12),
    "gap 9, span ≤ 12": passages.Merge(9, 8, 12),
    **{f"within {n} verses": passages.Merge(n - 2, n, n) for n in (8, 10, 12, 14, 16)},
}


def collect(retriever: bible.Retriever, translation: str, split: TopicSplit) -> list[QueryRun]:
    queries = evaluation_topics(load_openbible_topics(SHARED / "eval" / "openbible"))
    started = time.perf_counter()
    runs = query_runs.collect(retriever, queries, translation, end_to_end=False, topic_masks=split.masks())
    runs = [r for r in runs if r.relevant and r.route == "hybrid" and len(r.vec_ids)]
    print(f"{len(runs)} evaluation topics on {translation} in {time.perf_counter() - started:.0f} s",
          file=sys.stderr)  # fmt: skip
    return runs


SPACED = "neighbours, ≤ 4, near cards spaced"  # a card within SPACING verses of one above goes after page 1
SPACING = 10


def page(run: QueryRun, rule: passages.Merge | None) -> list[list[int]]:
    """Page 1 with a merge rule; None: today's rule, a card near one above it moved after the page."""
    found = ranking.rank_page(
        run.kw_ids,
        run.vec_ids,
        topic_ids(run, PRODUCT_TOPICS),
        offset=0,
        limit=TOP if rule is not None else 3 * TOP,
        settings=bible.FUSION,
        position=run.positions.__getitem__,  # type: ignore[arg-type]
        merge=rule or passages.MERGE,
    )
    results = [[int(f.key) for f in result] for result in found.results]  # type: ignore[call-overload]
    if rule is not None:
        return results
    kept, later, places = [], [], []
    for result in results:
        where = [run.positions[v] for v in result]
        near = any(
            g == c and min(abs(o - lo), abs(o - hi)) <= SPACING for c, lo, hi in places for g, o in where
        )
        (later if near else kept).append(result)
        group, ords = where[0][0], [o for _, o in where]
        places.append((group, min(ords), max(ords)))
    return (kept + later)[:TOP]


def measures(run: QueryRun, shown: Sequence[Sequence[int]]) -> tuple[float, float, float, int, int]:
    """Hit@10, nDCG@10 per result, nDCG@10 per new place, cited verses, verses from first to last cited."""
    chapter = {v: run.positions[v][0] for v in run.relevant if v in run.positions}
    gains, novel, brought = [], [], set()
    for result in shown:
        listed = [v for v in result if v in run.relevant]
        gains.append(1.0 if listed else 0.0)
        new = {chapter[v] for v in listed if v in chapter} - brought
        novel.append(1.0 if new else 0.0)
        brought |= new
    discounts = 1.0 / np.log2(np.arange(2, TOP + 2))
    ideal_results = discounts[: min(TOP, len(run.relevant))].sum()
    ideal_places = discounts[: min(TOP, len(set(chapter.values())))].sum()
    ndcg = float(np.dot(gains, discounts[: len(gains)]) / ideal_results) if ideal_results else 0.0
    places = float(np.dot(novel, discounts[: len(novel)]) / ideal_places) if ideal_places else 0.0
    cited = sum(len(r) for r in shown)
    spans = sum(max(run.positions[v][1] for v in r) - min(run.positions[v][1] for v in r) + 1 for r in shown)
    return max(gains, default=0.0), ndcg, places, cited, spans


def report(runs: Sequence[QueryRun], translation: str) -> None:
    rules: dict[str, passages.Merge | None] = {**RULES, SPACED: None}
    table = {name: np.array([measures(run, page(run, rule)) for run in runs]) for name, rule in rules.items()}
    base = table[next(iter(RULES))]
    print(f"\n### {translation}: {len(runs)} topics\n")
    print("| rule | Hit@10 | nDCG@10 (results) | nDCG@10 (places) | Δ places ± 1.96 SE | Δ results ± 1.96 SE "
          "| cited verses | verses read |")
    print("|---|---|---|---|---|---|---|---|")
    for name, values in table.items():
        d_places, d_results = values[:, 2] - base[:, 2], values[:, 1] - base[:, 1]
        se = 1.96 / np.sqrt(len(runs))
        print(f"| {name} | {values[:, 0].mean():.3f} | {values[:, 1].mean():.3f} | {values[:, 2].mean():.3f} "
              f"| {d_places.mean():+.4f} ± {se * d_places.std(ddof=1):.4f} "
              f"| {d_results.mean():+.4f} ± {se * d_results.std(ddof=1):.4f} "
              f"| {values[:, 3].mean():.1f} | {values[:, 4].mean():.1f} |")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-t", "--translation", action="append", help="default: web and blivre")
    args = parser.parse_args()
    from app.core.retrieval.service import optional_embedder

    library = Library(paths.library_path())
    embedder = optional_embedder()
    if embedder is None:
        raise SystemExit("the e5 model is not built (lampada setup)")
    retriever = bible.Retriever(library, embedder, paths.indexes_dir())
    translations = args.translation or ["web", "blivre"]
    arm = retriever.topical_arm(translations[0])
    if arm is None:
        raise SystemExit("the topic index is missing (lampada setup)")
    split = split_topics(arm.index.names, arm.index.matrix)
    for translation in translations:
        report(collect(retriever, translation, split), translation)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
