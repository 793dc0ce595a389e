"""Honest "no evidence": does this translation say anything about the query at all?

A similarity threshold cannot tell (e5 cosines sit in a narrow band: the best verse for an off-topic question
scores as high as the best verse for many real ones). What differs is where the query sits against its *own*
background — the cosines of the same query against every verse of the translation — and whether the keyword
index knows the query's words. The features:

- `top1`: the best vector score; `mu`: the query's mean cosine over the whole translation;
- `z_top1`, `z_top10`: how many standard deviations the best verse (the mean of the best ten) stands above
  `mu`. Mean and variance come from the index's mean row `m` and row covariance `C`, computed once per loaded
  index: `μ = q·m`, `σ² = qᵀCq` — O(d²), no pass over the rows;
- `known`: the IDF-weighted share of the query's keyword terms (after stopwords and stemming) that occur in
  the translation at all;
- also computed, not used by the bundled model: `agree` (keyword top 10 found in the vector top 50),
  `rare_known`, `known_plain`, `sigma`.

One logistic model per language (`resources/evidence_model.json`, fitted by `benchmarks/fit_evidence.py` on
`benchmarks/evidence_train.jsonl` and OpenBible topics, never on the dev set) decides; it records the embedder
and index layout it was fitted for and gives no verdict on others. `resources/evidence_model.v2-w0.json` is
the same fit for the first pass of an index build (isolated verses only), searched while the context is
embedded. Measurements: docs/retrieval.md. The features cost under a millisecond per search once the
background is computed.
"""

from __future__ import annotations

import logging
import math
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from app.core.retrieval.bundled_models import load_models

log = logging.getLogger(__name__)

MODEL_FILES = "evidence_model*.json"  # the bundled detectors: one per index layout
MODEL_FORMAT = 2  # 2: keyed by the index layout (indexing.vectors.IndexManifest.layout)
AGREE_TOP_KEYWORD = 10
AGREE_TOP_VECTOR = 50


@dataclass(frozen=True)
class Background:
    """Mean and covariance of a translation's embedding rows: the query's cosine distribution in O(d²)."""

    mean: np.ndarray  # (d,) mean row
    cov: np.ndarray  # (d, d) covariance of the rows (centred: no cancellation when the mean cosine is ~0.8)

    @classmethod
    def from_matrix(cls, matrix: np.ndarray, max_rows: int = 4096) -> Background:
        """Exact mean; covariance from an evenly strided sample of ≤ `max_rows` rows (≈ 0.1 s, not 3)."""
        n, d = matrix.shape
        if n == 0:
            return cls(np.zeros(d, np.float32), np.zeros((d, d), np.float32))
        mean = np.asarray(matrix, dtype=np.float32).mean(axis=0, dtype=np.float64)
        sample = np.asarray(matrix[:: max(1, -(-n // max_rows))], dtype=np.float64) - mean
        cov = (sample.T @ sample) / sample.shape[0]
        return cls(mean.astype(np.float32), cov.astype(np.float32))

    def moments(self, query_vector: np.ndarray) -> tuple[float, float]:
        """Mean and standard deviation of `matrix @ q` over all rows."""
        q = np.asarray(query_vector, dtype=np.float32)
        mu = float(self.mean @ q)
        var = float(q @ (self.cov @ q))
        return mu, math.sqrt(max(var, 1e-12))


@dataclass(frozen=True)
class Features:
    top1: float = 0.0  # best cosine
    z_top1: float = 0.0
    z_top10: float = 0.0
    mu: float = 0.0  # the query's mean cosine over the translation
    sigma: float = 0.0
    terms: int = 0  # keyword terms of the query
    known: float = 0.0  # IDF-weighted share of them found in the translation
    known_plain: float = 0.0  # unweighted share
    rare_known: float = 0.0  # IDF of the rarest term found, over the IDF of a term seen once (names score ~1)
    agree: float = 0.0  # share of keyword top-10 also in vector top-50
    keyword_hits: int = 0
    topic: float | None = None  # cosine of the nearest OpenBible topic name (None: no topical arm)

    def as_dict(self) -> dict[str, float]:
        return {k: float("nan") if v is None else float(v) for k, v in asdict(self).items()}


def compute(
    query_vector: np.ndarray | None,
    background: Background | None,
    vec_ids: np.ndarray,
    vec_scores: np.ndarray,
    kw_ids: np.ndarray,
    term_df: Sequence[int],
    n_docs: int,
    topic: float | None = None,
) -> Features:
    """The detector's features from what a hybrid search has already computed (plus `term_df`)."""
    top1 = z1 = z10 = mu = sigma = 0.0
    if query_vector is not None and background is not None and len(vec_scores):
        mu, sigma = background.moments(query_vector)
        top1 = float(vec_scores[0])
        z1 = (top1 - mu) / sigma
        z10 = (float(np.mean(vec_scores[:10])) - mu) / sigma
    known, known_plain = term_coverage(term_df, n_docs)
    found = [idf(df, n_docs) for df in term_df if df > 0]
    rare_known = max(found) / idf(1, n_docs) if found and n_docs > 1 else 0.0
    agree = 0.0
    if len(kw_ids) and len(vec_ids):
        top_kw = [int(i) for i in kw_ids[:AGREE_TOP_KEYWORD]]
        top_vec = {int(i) for i in vec_ids[:AGREE_TOP_VECTOR]}
        agree = sum(i in top_vec for i in top_kw) / len(top_kw)
    return Features(
        top1, z1, z10, mu, sigma, len(term_df), known, known_plain, rare_known, agree, int(len(kw_ids)), topic
    )


def idf(df: int, n_docs: int) -> float:
    """BM25's IDF; a term absent from the translation gets the IDF of a term seen once."""
    df = max(int(df), 1)
    return math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5))


def term_coverage(term_df: Sequence[int], n_docs: int) -> tuple[float, float]:
    """(IDF-weighted, plain) share of the query's terms that occur in the translation; 1.0 for no terms."""
    if not term_df:
        return 1.0, 1.0
    weights = [idf(df, n_docs) for df in term_df]
    found = sum(w for w, df in zip(weights, term_df, strict=True) if df > 0)
    return found / sum(weights), sum(df > 0 for df in term_df) / len(term_df)


def term_document_frequencies(conn: sqlite3.Connection, stem_table: str, terms: Sequence[str]) -> list[int]:
    """How many verses contain each (already analyzed) term, from the translation's stemmed FTS5 table."""
    out = []
    for term in terms:
        quoted = '"' + term.replace('"', '""') + '"'
        try:
            row = conn.execute(f'SELECT count(*) FROM "{stem_table}" WHERE "{stem_table}" MATCH ?', (quoted,))
            out.append(int(row.fetchone()[0]))
        except sqlite3.OperationalError:  # never let the detector break a search
            out.append(0)
    return out


# ---------------------------------------------------------------------------------------------- the decision


@dataclass(frozen=True)
class EvidenceModel:
    """Logistic regression over standardised features: p(no evidence) = σ(b + Σ wᵢ (xᵢ − meanᵢ) / scaleᵢ)."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    threshold: float = 0.5

    def probability(self, features: Features | Mapping[str, float]) -> float:
        """NaN when a feature the model needs is missing (the topic closeness without a topical arm)."""
        values = features.as_dict() if isinstance(features, Features) else features
        z = self.bias
        for name, m, s, w in zip(self.features, self.mean, self.scale, self.weights, strict=True):
            z += w * (float(values[name]) - m) / s
        if z != z:
            return float("nan")
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    def no_evidence(self, features: Features | Mapping[str, float]) -> bool:
        """A missing feature gives no verdict: the search is never flagged on a guess."""
        return self.probability(features) >= self.threshold

    @classmethod
    def from_json(cls, data: Mapping) -> EvidenceModel:
        return cls(
            features=tuple(str(f) for f in data["features"]),
            mean=tuple(float(x) for x in data["mean"]),
            scale=tuple(float(x) for x in data["scale"]),
            weights=tuple(float(x) for x in data["weights"]),
            bias=float(data["bias"]),
            threshold=float(data.get("threshold", 0.5)),
        )


@dataclass(frozen=True)
class EvidenceDetector:
    """One model per language of the translation searched (the cosine band and the analyzers differ: a pooled
    model misreads Portuguese off-topic queries as English on-topic ones). Other languages: no verdict.

    Features also shift with the embedder and with how the index rows were built, so the detector records both
    and stays silent on any other (`model_for` returns None)."""

    version: str
    models: Mapping[str, EvidenceModel]  # primary language subtag -> model
    model_id: str = ""  # "" = any embedder (tests)
    index_layout: str = ""  # "" = any index layout (tests)

    def model_for(self, language: str, model_id: str, index_layout: str) -> EvidenceModel | None:
        if self.model_id and self.model_id != model_id:
            return None
        if self.index_layout and self.index_layout != index_layout:
            return None
        primary = language.strip().replace("_", "-").split("-", 1)[0].lower()
        return self.models.get(primary)

    def to_json(self) -> dict:
        return {
            "format": MODEL_FORMAT,
            "version": self.version,
            "model_id": self.model_id,
            "index_layout": self.index_layout,
            "models": {lang: asdict(m) for lang, m in self.models.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping) -> EvidenceDetector:
        if data.get("format") != MODEL_FORMAT:
            raise ValueError(f"evidence model format {data.get('format')!r}, expected {MODEL_FORMAT}")
        return cls(
            version=str(data["version"]),
            models={str(lang): EvidenceModel.from_json(m) for lang, m in data["models"].items()},
            model_id=str(data.get("model_id", "")),
            index_layout=str(data.get("index_layout", "")),
        )


def fit_logistic(
    x: np.ndarray,
    y: np.ndarray,
    *,
    l2: float = 1.0,
    iterations: int = 200,
    sample_weight: np.ndarray | None = None,
) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by Newton's method on already standardised `x`: (weights, bias)."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    w = np.zeros(d + 1)
    sw = np.ones(n) if sample_weight is None else np.asarray(sample_weight, dtype=float)
    reg = np.full(d + 1, l2)
    reg[-1] = 0.0  # the bias is not shrunk
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(xb @ w, -60, 60)))
        grad = xb.T @ (sw * (p - y)) + reg * w
        hess = (xb * (sw * p * (1 - p))[:, None]).T @ xb + np.diag(reg) + 1e-9 * np.eye(d + 1)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w[:-1], float(w[-1])


# A query the Bible plainly speaks of is never "no evidence", whatever the detector (fitted on phrasings) says
# of it: a short query all of whose words the translation contains — a name (Melquisedeque, Caná), a word of
# the text (dor, pureza, caverna) — or one that is itself the name of a topic readers voted verses for
# (suicídio, anxiety). Measured by benchmarks/evidence_guard.py on training shapes (never the dev set).
PLAIN_MAX_TERMS = 2
PLAIN_TOPIC_COSINE = 0.97


def plainly_on_topic(features: Features) -> bool:
    """A short query of the translation's own words, or a topic's own name (see the constants above)."""
    own_words = 0 < features.terms <= PLAIN_MAX_TERMS and features.known >= 1.0 - 1e-9
    topic_name = features.topic is not None and features.topic >= PLAIN_TOPIC_COSINE
    return own_words or topic_name


@dataclass(frozen=True)
class Detectors:
    """Detectors fitted for one embedder and index layout each: the one made for that index answers."""

    detectors: tuple[EvidenceDetector, ...]

    def model_for(self, language: str, model_id: str, index_layout: str) -> EvidenceModel | None:
        for detector in self.detectors:
            model = detector.model_for(language, model_id, index_layout)
            if model is not None:
                return model
        return None


@lru_cache(maxsize=4)
def load_detector(path: str | None = None) -> Detectors | None:
    """The bundled detectors (or the one in `path`); None when none is readable (then no search ever claims
    "no evidence")."""
    source = Path(path) if path else None
    loaded = load_models(MODEL_FILES, source, EvidenceDetector.from_json, "no-evidence detector")
    return Detectors(tuple(loaded)) if loaded else None
