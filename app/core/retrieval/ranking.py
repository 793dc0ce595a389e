"""The ranking of a page: one pure function of the arms' lists, called by Bible search, notes search and the
evaluation alike.

    arms' lists (ids, best first) ── RRF in layers, keyword-only quota (fusion) ── passages (passages)
        ── the page: offset and limit count results

`rank_page` is all of it. The keyword and vector lists are read to the depth a page needs
(`candidates_for`: MIN_CANDIDATES, doubled until offset + limit fit), so lists fetched deeper — as the
evaluation fetches them once for every strategy — rank exactly as the product's own fetch; the topical list
is read as its arm returned it (the arm has its own depth).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from app.core.retrieval import fusion, passages

MIN_CANDIDATES = 50  # each text arm's head depth: the first page's candidates, measured (docs/retrieval.md)

Position = Callable[[Hashable], tuple[Hashable, int]]  # key -> (group, ord): where passages may merge


@dataclass(frozen=True)
class ArmHit:
    """What one arm said of one item: its 1-based rank and its score (BM25, cosine or topical weight)."""

    rank: int
    score: float


@dataclass(frozen=True)
class Fusion:
    """How an engine fuses its arms (measured per engine: docs/retrieval.md, docs/notes_search.md)."""

    rrf_k: int
    max_keyword_only: int | None = fusion.MAX_KEYWORD_ONLY
    head: int = MIN_CANDIDATES
    weights: tuple[tuple[str, float], ...] = ()  # (arm, weight) for arms not weighing 1 in the RRF sum


@dataclass(frozen=True)
class Page:
    results: list[list[fusion.Fused]]  # each result's items, best first (one item unless passages merged)
    ranked: int  # results ranked up to the page's end: every match when nothing merges


def candidates_for(offset: int, limit: int, head: int = MIN_CANDIDATES) -> int:
    """Candidates each text arm fetches for a page: `head`, doubled until offset + limit fit. The fusion
    ranks them in layers of those depths (`fusion.rrf_layered`), so page 1 is the same whatever the page
    size and every page continues the one before."""
    return fusion.fetch_depth(offset + limit, head)


def keys(ids: Sequence[Hashable] | np.ndarray) -> list[Hashable]:
    """An arm's ids as plain Python values (numpy integers become ints)."""
    return ids.tolist() if isinstance(ids, np.ndarray) else list(ids)


def arm_ranks(
    ids: Sequence[Hashable] | np.ndarray, scores: Sequence[float] | np.ndarray
) -> dict[Hashable, tuple[int, float]]:
    """key -> its 1-based rank and score in one arm's list (the first occurrence counts); an `ArmHit` is made
    only for the items a page shows."""
    out: dict[Hashable, tuple[int, float]] = {}
    for rank, (key, score) in enumerate(zip(keys(ids), keys(scores), strict=True), 1):
        out.setdefault(key, (rank, score))
    return out


def why(arms: Iterable[str]) -> str:
    """What in the text found an item, the badge people see: "keyword" (palavra), "vector" (sentido), "both"
    (ambos), or "topic" when only readers' votes brought it."""
    found = set(arms) & {fusion.KEYWORD, fusion.VECTOR}
    if not found:
        return "topic"
    if found == {fusion.KEYWORD}:
        return "keyword"
    return "vector" if found == {fusion.VECTOR} else "both"


def rank_page(
    keyword: Sequence[Hashable] | np.ndarray,
    vector: Sequence[Hashable] | np.ndarray,
    topic: Sequence[Hashable] | np.ndarray = (),
    *,
    offset: int,
    limit: int,
    settings: Fusion,
    position: Position | None = None,
    merge: passages.Merge = passages.MERGE,
    scorer: fusion.Scorer | None = None,
) -> Page:
    """The page [offset, offset + limit) of results for the arms' ranked ids (best first), fused by RRF or,
    given one, by a learned ranker's `scorer` (`learned.Ranker.scorer`).

    With `position`, nearby items become one result (`passages.merge_adjacent` by the `merge` rule, closing
    passages a page at a time); without it every item is a result."""
    depth = candidates_for(offset, limit, settings.head)
    fused = fusion.rrf_layered(
        keys(keyword)[:depth],
        keys(vector)[:depth],
        extra={fusion.TOPIC: keys(topic)},
        head=settings.head,
        k=settings.rrf_k,
        max_keyword_only=settings.max_keyword_only,
        weights=dict(settings.weights),
        scorer=scorer,
    )
    if position is None:
        results = [[f] for f in fused]
    else:
        by_key = {f.key: f for f in fused}
        merged = passages.merge_adjacent(
            list(by_key),
            position,
            groups=offset + limit,
            page=limit,
            max_size=merge.max_verses,
            gap=merge.gap,
            max_span=merge.max_span,
        )
        results = [[by_key[key] for key in group] for group in merged]
    return Page(results[offset : offset + limit], len(results))
