"""Fusion that knows what kind of question it is: a small linear ranker over what the arms already know.

Fixed RRF weighs every arm alike for every query, so a name's verses, which only the keyword arm knows well,
lose to verses two arms found for a common word, and a need ("estou com medo do futuro") loses to surface
words both text arms matched. The ranker scores each candidate from

- per arm (keyword, vector, topical): its RRF term 1 / (k + rank) (0 when the arm did not list it), its score
  relative to the arm's best (BM25 / best BM25; cosine − best cosine; topic weight / best weight);
- per verse: the share of the query's words it contains (`coverage`, for the keyword arm's candidates), and
  whether it writes one of the query's proper names exactly (`names.NameLexicon`);

each multiplied by what is known of the query: a constant, the nearest topic name's cosine, the number of its
words, whether it names a proper name, whether it is Portuguese. So the weights of the arms move with the
query — query-dependent weights, learned, not chosen by hand. Ranks stay the backbone (RRF's terms are
features), scores refine them.

The weights are fitted by `benchmarks/fit_ranker.py` (pairwise logistic loss, L2, on the query sets in
`benchmarks/sets/` — never the dev set, never OpenBible.info's topics) and shipped in
`resources/ranker_model*.json`, each with the embedder and the index layouts it was fitted and checked on (the
finished index's, and the first pass's that meaning search uses while the context is embedded: every feature
is a rank or a score relative to the arm's best, so one fit serves both, checked on each); on another the
product keeps plain RRF. The keyword-only quota applies to the ranker's order as to RRF's
(`fusion.layered`), and layers keep page 1 independent of the page size.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.core.retrieval import fusion
from app.core.retrieval.bundled_models import load_models

log = logging.getLogger(__name__)

MODEL_FILES = "ranker_model*.json"  # one per index layout: the product's, and the first pass of a build
MODEL_FORMAT = 1
ARMS = (fusion.KEYWORD, fusion.VECTOR, fusion.TOPIC)
# Per candidate; then each times every query feature.
CANDIDATE_FEATURES = (
    "rrf_keyword", "rrf_vector", "rrf_topic", "rel_keyword", "rel_vector", "rel_topic", "coverage", "name",
)  # fmt: skip
QUERY_FEATURES = ("one", "topic_cosine", "log_terms", "names", "pt", "covered")
MISSING_COSINE_GAP = 0.15  # a verse the vector arm did not list: this far under its best cosine
TOPIC_COSINE_CENTRE = 0.85  # the nearest topic name's cosine is centred here (e5 cosines sit near 0.8–0.9)


def feature_names() -> list[str]:
    return [f"{c}*{q}" for c in CANDIDATE_FEATURES for q in QUERY_FEATURES]


@dataclass(frozen=True)
class QuerySignals:
    """What is known of the query as a whole."""

    topic_cosine: float | None  # the nearest topic name's cosine (None: no topical arm)
    terms: int  # the query's keyword terms
    names: bool  # it names a proper name the translation writes
    pt: bool  # it is searched in a Portuguese translation

    def vector(self, arms: ArmLists) -> np.ndarray:
        """The query's features; how much of it the keyword arm's best verse covers comes from the lists. No
        absolute cosine of a verse: the index's layout moves those, so a fit would not carry over."""
        cosine = 0.0 if self.topic_cosine is None else self.topic_cosine - TOPIC_COSINE_CENTRE
        covered = max(arms.coverage.values(), default=0.0)
        return np.array([1.0, cosine, math.log1p(self.terms), float(self.names), float(self.pt), covered])


@dataclass
class ArmLists:
    """Each arm's full list (ids best first, scores) and the per-verse signals of the candidates."""

    lists: Mapping[str, tuple[Sequence[Hashable], Sequence[float]]]
    coverage: Mapping[Hashable, float]  # share of the query's keys the verse contains
    carries_name: frozenset[Hashable]  # verses writing one of the query's names exactly

    def __post_init__(self) -> None:
        self._scores = {arm: dict(zip(ids, scores, strict=True)) for arm, (ids, scores) in self.lists.items()}
        self._best = {
            arm: (float(scores[0]) if len(scores) else 0.0) for arm, (_, scores) in self.lists.items()
        }

    def best(self, arm: str) -> float:
        """The arm's best score (0 when it listed nothing)."""
        return self._best.get(arm, 0.0)

    def candidate(self, key: Hashable, ranks: Mapping[str, int], k: int) -> list[float]:
        """The candidate features of `key` given its ranks in the (cut) lists (plain floats: a search scores
        a hundred and more of them, and numpy's per-call cost would be most of it)."""
        terms = [0.0, 0.0, 0.0]
        relative = [0.0, -MISSING_COSINE_GAP, 0.0]
        for i, arm in enumerate(ARMS):
            rank = ranks.get(arm)
            if rank is None:
                continue
            terms[i] = 1.0 / (k + rank)
            score = self._scores[arm].get(key) if arm in self._scores else None
            if score is None:
                continue
            best = self._best.get(arm, 0.0)
            if arm == fusion.VECTOR:
                relative[i] = float(score) - best
            elif best > 0:
                relative[i] = float(score) / best
        return [*terms, *relative, self.coverage.get(key, 0.0), float(key in self.carries_name)]


@dataclass(frozen=True)
class Ranker:
    """The fitted linear ranker: score = w · (candidate ⊗ query)."""

    weights: np.ndarray  # (len(CANDIDATE_FEATURES) * len(QUERY_FEATURES),)
    rrf_k: int
    model_id: str
    layouts: tuple[str, ...]  # the index layouts it was fitted and checked on

    def features(self, candidate: np.ndarray, query: np.ndarray) -> np.ndarray:
        return np.outer(candidate, query).ravel()

    def scorer(self, arms: ArmLists, query: QuerySignals) -> fusion.Scorer:
        """The score of a candidate from its ranks in the lists cut to a layer's depth."""
        q = query.vector(arms)
        w = (self.weights.reshape(len(CANDIDATE_FEATURES), len(QUERY_FEATURES)) @ q).tolist()  # per query

        def score(key: Hashable, ranks: Mapping[str, int]) -> float:
            return sum(f * x for f, x in zip(arms.candidate(key, ranks, self.rrf_k), w, strict=True))

        return score

    def to_json(self) -> dict:
        return {
            "format": MODEL_FORMAT, "model_id": self.model_id, "layouts": list(self.layouts),
            "rrf_k": self.rrf_k,
            "features": feature_names(), "weights": [round(float(x), 6) for x in self.weights],
        }  # fmt: skip

    @classmethod
    def from_json(cls, data: Mapping) -> Ranker:
        if data.get("format") != MODEL_FORMAT or list(data["features"]) != feature_names():
            raise ValueError("a ranker of another format or with other features")
        weights = np.asarray(data["weights"], dtype=np.float64)
        if weights.shape != (len(feature_names()),) or not np.all(np.isfinite(weights)):
            raise ValueError("the ranker's weights are damaged")
        layouts = tuple(str(x) for x in data["layouts"])
        return cls(weights, int(data["rrf_k"]), str(data["model_id"]), layouts)


@dataclass(frozen=True)
class Rankers:
    """The bundled rankers: the one fitted for an index's embedder and layout answers."""

    rankers: tuple[Ranker, ...]

    def for_index(self, model_id: str, layout: str) -> Ranker | None:
        return next((r for r in self.rankers if r.model_id == model_id and layout in r.layouts), None)


def load_rankers(path: Path | None = None) -> Rankers:
    """The bundled rankers (or the one at `path`); an unreadable file is skipped (its index keeps RRF)."""
    return Rankers(tuple(load_models(MODEL_FILES, path, Ranker.from_json, "learned ranker")))
