"""The strategies compared on the same lists: the product's page function (`rank_page`, with the learned
ranker or RRF), plain RRF, min-max and z-score (DBSF) fusions, and the levers around the product's constants.

Min-max and z-score fusions live here and nowhere else: they are measured alternatives, not product code (the
product fuses by rank — docs/retrieval.md)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from app.core.evaluation.datasets import NO_NEAR_DUPLICATES, PRODUCT_TOPICS
from app.core.evaluation.metrics import TOP_K
from app.core.evaluation.query_runs import QueryRun
from app.core.retrieval import bible, fusion
from app.core.retrieval.ranking import Fusion, candidates_for, rank_page

RankFn = Callable[["QueryRun", int], list[int]]
TWO_ARMS = Fusion(fusion.RRF_K)  # the product before the topical arm: RRF k 60, quota 2
STRATEGY_NAMES = (
    "vector",
    "keyword",
    "topics",
    "rrf",
    "rrf+quota",
    "rrf+quota+topics",
    "learned+quota",
    "rrf+quota+topics (no near-duplicates)",
    "learned+quota (no near-duplicates)",
    "minmax-0.5",
    "minmax-best",
    "zscore",
)


@dataclass(frozen=True)
class Strategy:
    name: str
    rank: RankFn  # (run, depth) -> ranked verse ids, best first; reads only the run's stored lists
    arms: tuple[str, ...] = ("keyword", "vector")
    product: bool = False


def first_ids(a: np.ndarray, n: int) -> list[int]:
    return [int(i) for i in a[:n]]


def topic_ids(run: QueryRun, variant: str | None) -> list[int]:
    if variant is None:
        return []
    ids, _ = run.topic_lists.get(variant, (np.empty(0, np.int64), None))
    return first_ids(ids, len(ids))


def rank_rrf(k: int, max_keyword_only: int | None, candidates: int, topics: str | None = None) -> RankFn:
    """Plain RRF over the lists cut to `candidates` (widened to the depth asked); `topics` adds that
    topical list as a third."""

    def rank(run: QueryRun, depth: int) -> list[int]:
        c = max(candidates, depth)
        fused = fusion.rrf(
            first_ids(run.kw_ids, c),
            first_ids(run.vec_ids, c),
            extra={fusion.TOPIC: topic_ids(run, topics)},
            k=k,
            max_keyword_only=max_keyword_only,
            limit=depth,
        )
        return [int(f.key) for f in fused]

    return rank


def minmax_normalise(scores: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores, dtype=np.float64)
    if scores.size == 0:
        return scores
    lo, hi = float(scores.min()), float(scores.max())
    return np.ones_like(scores) if hi - lo < 1e-12 else (scores - lo) / (hi - lo)


def dbsf_normalise(scores: np.ndarray) -> np.ndarray:
    """Distribution-based score fusion: scale so mean ± 3σ of the list maps to [0, 1]."""
    scores = np.asarray(scores, dtype=np.float64)
    if scores.size == 0:
        return scores
    mu, sd = float(scores.mean()), float(scores.std())
    if sd < 1e-12:
        return np.full_like(scores, 0.5)
    return (scores - (mu - 3 * sd)) / (6 * sd)


def fuse_scores(
    kw_ids: np.ndarray,
    kw_norm: np.ndarray,
    vec_ids: np.ndarray,
    vec_norm: np.ndarray,
    weight_keyword: float,
    depth: int,
) -> list[int]:
    """Weighted sum of normalised scores; an arm that did not return a verse gives it 0. Ties: vector rank."""
    total: dict[int, float] = defaultdict(float)
    vec_rank: dict[int, int] = {}
    for i, s in zip(kw_ids, kw_norm, strict=True):
        total[int(i)] += weight_keyword * float(s)
    for r, (i, s) in enumerate(zip(vec_ids, vec_norm, strict=True)):
        total[int(i)] += (1.0 - weight_keyword) * float(s)
        vec_rank.setdefault(int(i), r)
    order = sorted(total, key=lambda i: (-total[i], vec_rank.get(i, 1 << 30), i))
    return order[:depth]


def rank_minmax(weight_keyword: float, candidates: int) -> RankFn:
    def rank(run: QueryRun, depth: int) -> list[int]:
        c = max(candidates, depth)
        return fuse_scores(
            run.kw_ids[:c], minmax_normalise(run.kw_scores[:c]), run.vec_ids[:c],
            minmax_normalise(run.vec_scores[:c]), weight_keyword, depth,
        )  # fmt: skip

    return rank


def rank_dbsf(candidates: int, weight_keyword: float = 0.5) -> RankFn:
    def rank(run: QueryRun, depth: int) -> list[int]:
        c = max(candidates, depth)
        return fuse_scores(
            run.kw_ids[:c], dbsf_normalise(run.kw_scores[:c]), run.vec_ids[:c],
            dbsf_normalise(run.vec_scores[:c]), weight_keyword, depth,
        )  # fmt: skip

    return rank


def product_candidates() -> int:
    return candidates_for(0, TOP_K)


def product_fusion(rrf_k: int | None = None, max_keyword_only: int | None | str = "default") -> Fusion:
    """Bible search's fusion settings (`bible.FUSION`), with a lever changed when given."""
    settings = bible.FUSION if rrf_k is None else replace(bible.FUSION, rrf_k=rrf_k)
    if max_keyword_only != "default":
        settings = replace(settings, max_keyword_only=max_keyword_only)
    return settings


def rank_product(
    settings: Fusion = bible.FUSION, topics: str | None = PRODUCT_TOPICS, learned: bool = False
) -> RankFn:
    """The product's page of `depth` results, verse by verse: `rank_page`, the function
    `Retriever.search` ranks with, over the stored lists (read to the depth the product fetches) and the
    topical list of variant `topics`; fused by RRF, or with `learned` by the learned ranker the retriever used
    (`learned_scorer`; RRF where none fits the index). Settings other than `bible.FUSION` are levers of the
    evaluation."""

    def rank(run: QueryRun, depth: int) -> list[int]:
        scorer = learned_scorer(run, topics) if learned else None
        page = rank_page(
            run.kw_ids, run.vec_ids, topic_ids(run, topics), offset=0, limit=depth, settings=settings,
            scorer=scorer,
        )  # fmt: skip
        return [int(result[0].key) for result in page.results]  # type: ignore[call-overload]

    return rank


def product_rrf_k() -> int:
    return bible.RRF_K


def learned_scorer(run: QueryRun, topics: str | None = PRODUCT_TOPICS):
    """The learned ranker's scorer for a run's lists, with the topical list of variant `topics` (the ranker
    reads that list and its nearest topic); None when the retriever had no ranker for the index."""
    if run.learned is None or topics is None:
        return None
    ranker, arms, query = run.learned
    if topics != PRODUCT_TOPICS:
        ids, scores = run.topic_lists.get(topics, (np.empty(0, np.int64), np.empty(0, np.float32)))
        lists = dict(arms.lists)
        lists[fusion.TOPIC] = (first_ids(ids, len(ids)), [float(x) for x in scores])
        arms = replace(arms, lists=lists)
        query = replace(query, topic_cosine=run.topic_nearest.get(topics))
    return ranker.scorer(arms, query)


def product_strategy(rrf_k: int | None = None, max_keyword_only: int | None | str = "default") -> Strategy:
    """The product: keyword, vector and topical arms fused by the learned ranker (RRF k 10 where none fits the
    index), keyword-only quota 2, layers of 50."""
    rank = rank_product(product_fusion(rrf_k, max_keyword_only), learned=True)
    return Strategy("learned+quota", rank, ("keyword", "vector", "topic"), product=True)


def rrf_strategy() -> Strategy:
    """The three arms fused by RRF (k 10), as before the learned ranker."""
    return Strategy("rrf+quota+topics", rank_product(), ("keyword", "vector", "topic"))


def two_arm_strategy() -> Strategy:
    """The product until the topical arm came: keyword and vector arms, RRF k 60."""
    return Strategy("rrf+quota", rank_product(TWO_ARMS, topics=None))


def default_strategies(minmax_weight: float | None = None) -> list[Strategy]:
    c = product_candidates()
    out = [
        Strategy("vector", lambda run, d: first_ids(run.vec_ids, d), ("vector",)),
        Strategy("keyword", lambda run, d: first_ids(run.kw_ids, d), ("keyword",)),
        Strategy("topics", lambda run, d: topic_ids(run, PRODUCT_TOPICS)[:d], ("topic",)),
        Strategy("rrf", rank_rrf(fusion.RRF_K, None, c)),
        two_arm_strategy(),
        rrf_strategy(),
        product_strategy(),
        Strategy(
            "rrf+quota+topics (no near-duplicates)",
            rank_product(topics=NO_NEAR_DUPLICATES),
            ("keyword", "vector", "topic"),
        ),
        Strategy(
            "learned+quota (no near-duplicates)",
            rank_product(topics=NO_NEAR_DUPLICATES, learned=True),
            ("keyword", "vector", "topic"),
        ),
        Strategy("minmax-0.5", rank_minmax(0.5, c)),
    ]
    if minmax_weight is not None:
        out.append(Strategy(f"minmax-{minmax_weight:g}", rank_minmax(minmax_weight, c)))
    out.append(Strategy("zscore", rank_dbsf(c)))
    return out


def lever_variants() -> dict[str, list[tuple[str, Strategy]]]:
    """The fusion's constants around the product's, with all three arms (the product's topical list)."""
    c = product_candidates()
    k, quota, t = product_rrf_k(), fusion.MAX_KEYWORD_ONLY, PRODUCT_TOPICS
    return {
        "RRF k (quota 2, 50 candidates, three arms)": [
            (f"k={x}", Strategy(f"k{x}", rank_rrf(x, quota, c, t), product=x == k))
            for x in (5, 10, 20, 40, 60, 100, 200)
        ],
        f"MAX_KEYWORD_ONLY (k {k}, 50 candidates, three arms)": [
            (f"quota={'∞' if q is None else q}", Strategy(f"q{q}", rank_rrf(k, q, c, t), product=q == quota))
            for q in (0, 1, 2, 3, 5, None)
        ],
        f"keyword and vector candidates (k {k}, quota 2, three arms)": [
            (f"{x}", Strategy(f"c{x}", rank_rrf(k, quota, x, t), product=x == c))
            for x in (10, 20, 30, 50, 100, 200)
        ],
    }
