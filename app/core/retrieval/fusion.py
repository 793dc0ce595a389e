"""Reciprocal rank fusion with a quota on keyword-only hits. A pure function over ranked ids.

Rules (measured, see docs/retrieval.md):
- fuse by rank, never by raw score: score(d) = Σ_arm w_arm / (k + rank_arm(d)), ranks 1-based (k: `RRF_K` by
  default; Bible search passes its own, `bible.RRF_K`; every arm's weight w is 1 unless `weights` says
  otherwise — a lever measured in docs/retrieval.md, "Arm weights");
- at most `max_keyword_only` result slots may hold items only the keyword arm found; items another arm
  (vector, topical) also found never count against the quota; a keyword-only item over the quota is skipped,
  not demoted;
- identity is whatever hashable key the caller passes (a verse id for Bible search, a note id for notes);
- ties break by the better best-rank, then the vector arm's rank, then the key, so results are deterministic.
The quota is applied over the whole ranked list before slicing, so page 2 continues page 1 exactly.

How deep each arm was fetched changes RRF's answer (a verse deep in both lists becomes "both" and rises), so
a search must not rank its first page differently because the page is bigger: `rrf_layered` fuses the lists
cut to a fixed head depth first, and only ranks what deeper fetches add after it (`fetch_depth`: the
depths).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field

RRF_K = 60
MAX_KEYWORD_ONLY = 2

KEYWORD = "keyword"
VECTOR = "vector"
TOPIC = "topic"

# A score for an item from its 1-based ranks in the (cut) lists: RRF's sum by default; the learned ranker's
# (`learned.Ranker.scorer`) reads the arms' scores and the query too. Higher is better.
Scorer = Callable[[Hashable, Mapping[str, int]], float]


@dataclass(frozen=True)
class Fused:
    key: Hashable
    score: float
    ranks: dict[str, int] = field(default_factory=dict)  # arm -> 1-based rank

    @property
    def keyword_only(self) -> bool:
        return set(self.ranks) == {KEYWORD}


def rrf(
    keyword: Sequence[Hashable],
    vector: Sequence[Hashable],
    *,
    extra: Mapping[str, Sequence[Hashable]] | None = None,
    k: int = RRF_K,
    max_keyword_only: int | None = MAX_KEYWORD_ONLY,
    offset: int = 0,
    limit: int | None = None,
    weights: Mapping[str, float] | None = None,
    scorer: Scorer | None = None,
) -> list[Fused]:
    """Fuse ranked lists (best first): the keyword and vector arms', and `extra` arms by name (the topical
    arm). `max_keyword_only=None` disables the quota (plain RRF). `scorer` replaces RRF's sum (the learned
    ranker); ties, the quota and slicing are the same.

    When only the keyword arm returned anything (no model, or no index yet) its list is the answer and the
    quota does not apply: there is nothing to protect the slots for.
    """
    lists = _lists(keyword, vector, extra)
    ranks: dict[Hashable, dict[str, int]] = {}
    for arm, ids in lists.items():
        for position, key in enumerate(ids, start=1):
            ranks.setdefault(key, {}).setdefault(arm, position)  # first occurrence wins
    w = weights or {}
    if scorer is None:
        fused = [
            Fused(key, sum(w.get(arm, 1.0) / (k + r) for arm, r in rs.items()), rs)
            for key, rs in ranks.items()
        ]
    else:
        fused = [Fused(key, scorer(key, rs), rs) for key, rs in ranks.items()]
    fused.sort(key=lambda f: (-f.score, min(f.ranks.values()), f.ranks.get(VECTOR, 1 << 30), repr(f.key)))
    if max_keyword_only is not None and _others_found(lists):
        kept: list[Fused] = []
        keyword_only = 0
        for f in fused:
            if f.keyword_only:
                if keyword_only >= max_keyword_only:
                    continue
                keyword_only += 1
            kept.append(f)
        fused = kept
    end = None if limit is None else offset + limit
    return fused[offset:end]


def _lists(
    keyword: Sequence[Hashable], vector: Sequence[Hashable], extra: Mapping[str, Sequence[Hashable]] | None
) -> dict[str, Sequence[Hashable]]:
    lists = {KEYWORD: keyword, VECTOR: vector}
    for arm, ids in (extra or {}).items():
        if arm in lists:
            raise ValueError(f"arm {arm!r} given twice")
        lists[arm] = ids
    return lists


def _others_found(lists: Mapping[str, Sequence[Hashable]]) -> bool:
    """Did any arm but the keyword arm return something (so the quota has slots to protect)?"""
    return any(len(ids) > 0 for arm, ids in lists.items() if arm != KEYWORD)


def fetch_depth(needed: int, head: int) -> int:
    """Candidates each arm fetches so that `needed` fused items can be ranked: head, 2·head, 4·head…"""
    depth = max(head, 1)
    while depth < needed:
        depth *= 2
    return depth


def rrf_layered(
    keyword: Sequence[Hashable],
    vector: Sequence[Hashable],
    *,
    extra: Mapping[str, Sequence[Hashable]] | None = None,
    head: int,
    k: int = RRF_K,
    max_keyword_only: int | None = MAX_KEYWORD_ONLY,
    weights: Mapping[str, float] | None = None,
    scorer: Scorer | None = None,
) -> list[Fused]:
    """RRF (or `scorer`) in layers: a deeper fetch only adds to the end of what a shallower one ranked.

    Layer 1 is the fusion of the lists cut to `head`; layer 2 the items the lists cut to 2·head add, in
    that fusion's order; and so on to the lists' length (fetched by `fetch_depth`). Each item keeps the
    ranks of the layer that placed it. The quota counts across layers: an item skipped as keyword-only may
    come back later only if another arm found it too by then. With lists no longer than `head` this is
    `rrf`.
    """
    lists = _lists(keyword, vector, extra)
    quota = max_keyword_only if _others_found(lists) else None
    out: list[Fused] = []
    placed: set[Hashable] = set()
    keyword_only = 0
    depth = max(head, 1)
    while True:
        cut = {arm: ids[:depth] for arm, ids in lists.items() if arm not in (KEYWORD, VECTOR)}
        layer = rrf(
            keyword[:depth],
            vector[:depth],
            extra=cut,
            k=k,
            max_keyword_only=None,
            weights=weights,
            scorer=scorer,
        )
        for f in layer:
            if f.key in placed:
                continue
            if quota is not None and f.keyword_only:
                if keyword_only >= quota:
                    continue
                keyword_only += 1
            placed.add(f.key)
            out.append(f)
        if depth >= max(len(ids) for ids in lists.values()):
            return out
        depth *= 2
