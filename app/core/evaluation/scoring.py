"""Strategies scored over runs: each run's ranking (a routed reference that holds a listed verse is a hit at
rank 1), the mean metrics (`Scores`), the product as displayed (its passages), and the no-evidence detector's
counts."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from app.core.evaluation.datasets import PRODUCT_TOPICS
from app.core.evaluation.metrics import KS, RECALL_DEPTH, TOP_K, hit_at, ndcg_at, recall_at, reciprocal_rank
from app.core.evaluation.query_runs import QueryRun
from app.core.evaluation.strategies import TWO_ARMS, Strategy, first_ids, topic_ids
from app.core.retrieval import bible
from app.core.retrieval.ranking import Fusion, rank_page


def ranking(run: QueryRun, strategy: Strategy, depth: int = TOP_K) -> list[int]:
    if run.route == "reference":
        return list(run.passage[:1]) if set(run.passage) & run.relevant else []
    if run.route == "phrase" or not len(run.vec_ids):  # exact search, or no vector arm: keyword list as is
        if strategy.arms == ("vector",):
            return first_ids(run.vec_ids, depth)
        return first_ids(run.kw_ids, depth)
    return strategy.rank(run, depth)


def ranking_for_metrics(run: QueryRun, strategy: Strategy, depth: int) -> tuple[list[int], frozenset[int]]:
    """A routed reference that contains a listed verse is a hit at rank 1 (its first verse stands for it)."""
    ranked = ranking(run, strategy, depth)
    if run.route == "reference" and ranked:
        return ranked, frozenset(ranked)
    return ranked, run.relevant


def strategy_seconds(run: QueryRun, strategy: Strategy) -> float:
    if strategy.product and run.product_seconds is not None:
        return run.product_seconds
    if run.route == "reference":
        return run.product_seconds or 0.0
    return sum({"keyword": run.kw_seconds, "vector": run.vec_seconds, "topic": run.topic_seconds}[a]
               for a in strategy.arms)  # fmt: skip


@dataclass(frozen=True)
class Scores:
    n: int
    hit: dict[int, float]
    mrr: float
    ndcg: float
    recall: float
    p50_ms: float


def _mean(xs: Sequence[float]) -> float:
    return float(np.mean(xs)) if xs else float("nan")


def score(runs: Sequence[QueryRun], strategy: Strategy, *, recall_depth: int = RECALL_DEPTH) -> Scores:
    """Mean metrics over runs that have at least one relevant verse in this translation."""
    hits: dict[int, list[float]] = {k: [] for k in KS}
    mrr, ndcg, recall, seconds = [], [], [], []
    for run in runs:
        if not run.relevant:
            continue
        top, relevant = ranking_for_metrics(run, strategy, TOP_K)
        for k in KS:
            hits[k].append(hit_at(top, relevant, k))
        mrr.append(reciprocal_rank(top, relevant, TOP_K))
        ndcg.append(ndcg_at(top, relevant, TOP_K))
        if recall_depth > TOP_K:
            deep, relevant = ranking_for_metrics(run, strategy, recall_depth)
            recall.append(recall_at(deep, relevant, recall_depth))
        seconds.append(strategy_seconds(run, strategy))
    return Scores(
        n=len(mrr),
        hit={k: _mean(v) for k, v in hits.items()},
        mrr=_mean(mrr),
        ndcg=_mean(ndcg),
        recall=_mean(recall),
        p50_ms=1000 * statistics.median(seconds) if seconds else float("nan"),
    )


def shown_passages(
    run: QueryRun, settings: Fusion = bible.FUSION, topics: str | None = PRODUCT_TOPICS
) -> list[list[int]]:
    """Page 1 as the product shows it for these lists (`rank_page` with passages): each result's
    verse ids, best first. `TWO_ARMS` without topics is the product before the topical arm."""
    page = rank_page(
        run.kw_ids,
        run.vec_ids,
        topic_ids(run, topics),
        offset=0,
        limit=TOP_K,
        settings=settings,
        position=run.positions.__getitem__,  # type: ignore[arg-type]
    )
    return [[int(f.key) for f in result] for result in page.results]  # type: ignore[call-overload]


def passage_scores(runs: Sequence[QueryRun], two_arms: bool = False) -> Scores:
    """The product as displayed: result r is a hit when any verse of its passage is listed (a routed reference
    is one result). `two_arms`: the product before the topical arm (keyword and vector, RRF k 60), its
    passages merged the same way from the same lists."""
    hits: dict[int, list[float]] = {k: [] for k in KS}
    mrr = []
    for run in runs:
        if not run.relevant or run.product_passages is None:
            continue
        if run.route == "reference":
            shown = [run.passage]
        elif two_arms and run.route == "hybrid" and len(run.vec_ids):
            shown = [tuple(g) for g in shown_passages(run, TWO_ARMS, topics=None)]
        else:
            shown = list(run.product_passages[:TOP_K])
        ranked = list(range(len(shown)))  # result positions stand in for ids
        relevant = {r for r in ranked if set(shown[r]) & run.relevant}
        for k in KS:
            hits[k].append(hit_at(ranked, relevant, k))
        mrr.append(reciprocal_rank(ranked, relevant, TOP_K))
    nan = float("nan")
    return Scores(len(mrr), {k: _mean(v) for k, v in hits.items()}, _mean(mrr), nan, nan, nan)


@dataclass(frozen=True)
class EvidenceReport:
    offtopic: int
    offtopic_flagged: int
    ontopic: int
    ontopic_flagged: int
    flagged_on_topic: tuple[str, ...]
    missed_off_topic: tuple[str, ...]


def evidence_report(runs: Sequence[QueryRun]) -> EvidenceReport:
    """Counts the real product flag (`Retriever.search`); runs without one count as not flagged."""
    off = on = off_flag = on_flag = 0
    wrong, missed = [], []
    for run in runs:
        if run.route == "reference":
            flagged = False
        else:
            flagged = bool(run.product_no_evidence)
        if run.query.kind == "offtopic":
            off += 1
            off_flag += flagged
            if not flagged:
                missed.append(run.query.text)
        else:
            on += 1
            on_flag += flagged
            if flagged:
                wrong.append(run.query.text)
    return EvidenceReport(off, off_flag, on, on_flag, tuple(wrong), tuple(missed))
