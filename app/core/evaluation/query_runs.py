"""Running the product once per query: the router, then the product's arms with `ARM_CANDIDATES` candidates
each, and (end to end) the search service's page: what every strategy then reads (`QueryRun`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from app.core.errors import IndexMissing, IndexOutdated
from app.core.evaluation.datasets import PRODUCT_TOPICS, EvalQuery, VerseMap
from app.core.evaluation.metrics import TOP_K
from app.core.indexing.vectors import read_manifest
from app.core.library.reading import Library
from app.core.model import TextEmbedder
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.retrieval import bible, evidence
from app.core.retrieval.bible import Retriever
from app.core.retrieval.service import SearchRequest, SearchService
from app.core.retrieval.vector import VectorIndex

ARM_CANDIDATES = 200  # fetched once per arm and query; every strategy reads a prefix of these lists


@dataclass
class QueryRun:
    """Everything one query produced on one translation; strategies and the detector read only this."""

    query: EvalQuery
    translation: str
    route: str  # "reference" | "phrase" | "hybrid"
    relevant: frozenset[int]
    missing_refs: int
    passage: tuple[int, ...] = ()
    kw_ids: np.ndarray = field(default_factory=lambda: np.empty(0, np.int64))
    kw_scores: np.ndarray = field(default_factory=lambda: np.empty(0, np.float32))
    vec_ids: np.ndarray = field(default_factory=lambda: np.empty(0, np.int64))
    vec_scores: np.ndarray = field(default_factory=lambda: np.empty(0, np.float32))
    kw_seconds: float = 0.0
    vec_seconds: float = 0.0  # query embedding + index search
    topic_seconds: float = 0.0  # the product's topical list (from the vector arm's query embedding)
    features: evidence.Features | None = None
    product_passages: tuple[tuple[int, ...], ...] | None = None  # each result's verses (nearby hits merged)
    # verse id -> ((book, chapter), ord): what passage merging needs
    positions: dict[int, tuple[tuple[str, int], int]] = field(default_factory=dict)
    product_seconds: float | None = None
    product_no_evidence: bool | None = None
    # topical lists by variant (PRODUCT_TOPICS: the product's list), and each list's nearest topic's cosine
    topic_lists: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    topic_nearest: dict[str, float | None] = field(default_factory=dict)
    query_vector: np.ndarray | None = None  # kept for experiments that rebuild a list (benchmarks)
    # the learned ranker the retriever used, with what it reads of these lists (None: RRF)
    learned: tuple[Any, Any, Any] | None = None


def load_index_any_window(
    directory: Path, library: Library, translation_id: str, embedder: TextEmbedder
) -> VectorIndex:
    """An index built with any CONTEXT_WINDOW (window experiments); model, text and shape still checked."""
    npy, man = directory / f"{translation_id}.npy", directory / f"{translation_id}.json"
    found = read_manifest(man)
    if found is None or not npy.exists():
        raise IndexMissing(f"no embedding index for {translation_id!r} in {directory}")
    t = library.translation(translation_id)
    if (found.model_id, found.text_hash, found.rows, found.dim) != (
        embedder.model_id,
        t.text_hash,
        t.verse_count,
        embedder.dim,
    ):
        raise IndexOutdated(f"{npy} was built from another model or text")
    matrix = np.ascontiguousarray(np.load(npy, mmap_mode="r", allow_pickle=False), dtype=np.float32)
    return VectorIndex(found, matrix, library.ord_book_index(translation_id), library.ord_ids(translation_id))


def collect(
    retriever: Retriever,
    queries: Sequence[EvalQuery],
    translation_id: str,
    *,
    candidates: int = ARM_CANDIDATES,
    end_to_end: bool = True,
    query_vectors: dict[str, tuple[np.ndarray, float]] | None = None,
    topic_masks: dict[str, np.ndarray | None] | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> list[QueryRun]:
    """Run the product's arms once per query (and, with `end_to_end`, the product's search) on one
    translation.

    `query_vectors` caches embeddings by query text across translations (the same English topic is embedded
    once for WEB and for the Bíblia Livre). `topic_masks` names the topical lists to keep, each built from the
    topics its mask allows (None: all of them); the product's own search uses the `PRODUCT_TOPICS` one. By
    default the product's list is built from every topic.
    """
    masks = dict(topic_masks) if topic_masks is not None else {PRODUCT_TOPICS: None}
    saved_mask = retriever.topic_mask
    retriever.topic_mask = masks.get(PRODUCT_TOPICS)
    try:
        collector = _Collector(retriever, translation_id, candidates, query_vectors, masks)
        runs = []
        for n, q in enumerate(queries):
            check_cancelled(cancelled)
            runs.append(collector.run(q, end_to_end))
            progress(n + 1, len(queries), q.text[:40])
        return runs
    finally:
        retriever.topic_mask = saved_mask


class _Collector:
    """One translation's runs: the router, then the product's arms once with `candidates` per arm."""

    def __init__(
        self,
        retriever: Retriever,
        translation_id: str,
        candidates: int,
        query_vectors: dict[str, tuple[np.ndarray, float]] | None,
        masks: dict[str, np.ndarray | None],
    ):
        self.retriever = retriever
        self.service = SearchService(retriever)
        self.translation_id = translation_id
        self.candidates = candidates
        self.cache = query_vectors if query_vectors is not None else {}
        self.masks = masks
        self.arm = retriever.topical_arm(translation_id)
        self.verse_map = VerseMap(retriever.library, translation_id)
        self.positions = bible.verse_positions(retriever.library, translation_id=translation_id)

    def run(self, q: EvalQuery, end_to_end: bool) -> QueryRun:
        relevant, missing = self.verse_map.resolve(q.refs)
        run = QueryRun(q, self.translation_id, "hybrid", relevant, missing)
        request = self.service.read(SearchRequest(q.text, self.translation_id, lang=q.lang, limit=TOP_K))
        routed = self.retriever.open_reference(request.reading) if request.reading is not None else None
        if routed is not None:
            run.route = "reference"
            run.passage = tuple(v.id for v in routed.passage)
        else:
            self._arms(run)
        if end_to_end:
            response = self.service.search(request).response
            run.product_seconds = response.seconds
            run.product_passages = tuple(tuple(v.id for v in h.verses) for h in response.hits)
            run.product_no_evidence = response.no_evidence
        return run

    def _arms(self, run: QueryRun) -> None:
        text = run.query.text
        cached = self.cache.get(text)  # embedded for another translation: count what it cost then
        found = self.retriever.run_arms(
            text,
            self.translation_id,
            depth=self.candidates,
            query_vector=cached[0] if cached else None,
            features=True,
        )
        run.route = found.route
        run.kw_ids, run.kw_scores = found.keyword
        run.kw_seconds = found.seconds.get("keyword", 0.0)
        if found.route != "hybrid" or found.query_vector is None:
            return
        if cached is None:
            cached = self.cache[text] = (found.query_vector, found.seconds.get("embed", 0.0))
        run.positions = self.positions
        run.query_vector = found.query_vector
        run.vec_ids, run.vec_scores = found.vector
        run.vec_seconds = cached[1] + found.seconds["vector"]
        run.features = found.features
        ranker = self.retriever.ranker_for(self.translation_id)
        if ranker is not None:
            run.learned = (ranker, *self.retriever.ranker_inputs(found, self.translation_id))
        if found.topic_arm is None:
            return
        run.topic_seconds = found.seconds["topic"]
        run.topic_lists[PRODUCT_TOPICS] = (found.topics.ids, found.topics.scores)
        run.topic_nearest[PRODUCT_TOPICS] = found.topics.nearest
        for variant, mask in self.masks.items():
            if variant != PRODUCT_TOPICS and self.arm is not None:
                hits = self.arm.restricted(mask).search(
                    found.query_vector, self.candidates, params=self.retriever.topic_params, query=text
                )
                run.topic_lists[variant] = (hits.ids, hits.scores)
                run.topic_nearest[variant] = hits.nearest
