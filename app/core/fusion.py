"""Reciprocal rank fusion with a quota on keyword-only hits. A pure function over ranked ids.

Rules (measured, see docs/retrieval.md):
- fuse by rank, never by raw score: score(d) = Σ_arm 1 / (k + rank_arm(d)), ranks 1-based, k = 60;
- at most `max_keyword_only` result slots may hold items only the keyword arm found; items both arms found never
  count against the quota; a keyword-only item over the quota is skipped, not demoted;
- identity is whatever hashable key the caller passes (the retriever passes (translation, book, chapter, verse));
- ties break by the better best-rank, then the vector arm's rank, then the key, so results are deterministic.
The quota is applied over the whole ranked list before slicing, so page 2 continues page 1 exactly.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

RRF_K = 60
MAX_KEYWORD_ONLY = 2

KEYWORD = "keyword"
VECTOR = "vector"


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
    k: int = RRF_K,
    max_keyword_only: int | None = MAX_KEYWORD_ONLY,
    offset: int = 0,
    limit: int | None = None,
) -> list[Fused]:
    """Fuse two ranked lists (best first). `max_keyword_only=None` disables the quota (plain RRF).

    When the vector arm returned nothing (no model, or no index yet) the keyword list is the answer and the quota
    does not apply: there is nothing to protect the slots for.
    """
    ranks: dict[Hashable, dict[str, int]] = {}
    for arm, ids in ((KEYWORD, keyword), (VECTOR, vector)):
        for position, key in enumerate(ids, start=1):
            ranks.setdefault(key, {}).setdefault(arm, position)  # first occurrence wins
    fused = [Fused(key, sum(1.0 / (k + r) for r in rs.values()), rs) for key, rs in ranks.items()]
    fused.sort(key=lambda f: (-f.score, min(f.ranks.values()), f.ranks.get(VECTOR, 1 << 30), repr(f.key)))
    if max_keyword_only is not None and len(vector) > 0:
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
