"""Ranking metrics over verse ids: hit@k, reciprocal rank, nDCG (binary gains) and recall."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

TOP_K = 10
RECALL_DEPTH = 100
KS = (1, 5, 10)


def hit_at(ranked: Sequence[int], relevant: frozenset[int] | set[int], k: int) -> float:
    return float(any(r in relevant for r in ranked[:k]))


def reciprocal_rank(ranked: Sequence[int], relevant: frozenset[int] | set[int], k: int = TOP_K) -> float:
    for position, r in enumerate(ranked[:k], 1):
        if r in relevant:
            return 1.0 / position
    return 0.0


def ndcg_at(ranked: Sequence[int], relevant: frozenset[int] | set[int], k: int = TOP_K) -> float:
    """Binary gains: a relevant verse at rank r counts 1/log2(r+1); the ideal puts all relevant ones first."""
    if not relevant:
        return 0.0
    seen: set[int] = set()
    dcg = 0.0
    for position, r in enumerate(ranked[:k], 1):
        if r in relevant and r not in seen:
            dcg += 1.0 / np.log2(position + 1)
            seen.add(r)
    ideal = sum(1.0 / np.log2(p + 1) for p in range(1, min(k, len(relevant)) + 1))
    return float(dcg / ideal)


def recall_at(ranked: Sequence[int], relevant: frozenset[int] | set[int], k: int = RECALL_DEPTH) -> float:
    if not relevant:
        return 0.0
    return len(set(ranked[:k]) & set(relevant)) / len(relevant)
