"""The retriever: one search box for references, phrases and questions.

Routing: a typed reference ("Jo 3:16", "salmo 23", "john 3 16") opens that passage and wins over search; a
quoted phrase or a `prefix*` is an exact keyword search; everything else is hybrid — keyword (BM25 over the
isolated verse), vector (cosine over the verse and context-window embeddings) and topical (the verses readers
voted for the OpenBible.info topics nearest the query, `app/core/topics.py`) fused by rank with a quota on
keyword-only hits. Every arm applies the filters before its top-k; the keyword and vector arms fetch at least
offset + limit candidates. Adjacent hits (inside a chapter) are merged into one passage result (Mt 5:43-44)
ranked by its best verse; offset and limit count results.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.core import evidence, fusion, keyword, refs
from app.core import topics as topical
from app.core.analysis import get_analyzer
from app.core.errors import BadReference, IndexMissing, IndexOutdated, LampadaError
from app.core.library import Filters, Library, Verse
from app.core.vectors import EmbedderLike, VectorIndex

log = logging.getLogger(__name__)

MIN_CANDIDATES = 50  # each arm's head depth: the first page's candidates, measured (docs/retrieval.md)
# RRF k of Bible search. With the topical arm, OpenBible's held-out topics rank better with a smaller k (a strong
# single-arm hit is not outvoted by verses two arms found half-way down): k 10 against 60, +0.005 ± 0.003
# nDCG@10 without near-duplicates; with two arms k was flat from 10 to 200 (docs/retrieval.md, "RRF k").
RRF_K = 10
DEFAULT_CONTEXT = 1
MODES = ("hybrid", "keyword", "vector")
MAX_TOPICS_SHOWN = 3  # topics named on a result ("tema: anxiety")


def passage_position(book: str, chapter: int, ord_: int) -> tuple[tuple[str, int], int]:
    """Where a verse sits for passage merging: hits merge when they are next to each other in one chapter."""
    return (book, chapter), ord_


def candidates_for(offset: int, limit: int) -> int:
    """Candidates each arm fetches for a page: MIN_CANDIDATES, doubled until offset + limit fit. The fusion
    ranks them in layers of those depths (`fusion.rrf_layered`), so page 1 is the same whatever the page size
    and every page continues the one before."""
    return fusion.fetch_depth(offset + limit, MIN_CANDIDATES)


def _ranks(ids: np.ndarray, scores: np.ndarray) -> dict[int, tuple[int, float]]:
    """verse id -> (1-based rank, score) of one arm's list."""
    return {int(i): (r, float(s)) for r, (i, s) in enumerate(zip(ids, scores, strict=True), 1)}


def fuse(
    kw_ids: Sequence[int],
    vec_ids: Sequence[int],
    topic_ids: Sequence[int] = (),
    *,
    k: int = RRF_K,
    max_keyword_only: int | None = fusion.MAX_KEYWORD_ONLY,
) -> list[fusion.Fused]:
    """The product's ranking of the arms' lists (best first): RRF (k = RRF_K) in layers of MIN_CANDIDATES with
    the keyword-only quota. `Retriever.search` and the evaluation both rank with it."""
    return fusion.rrf_layered(
        [int(i) for i in kw_ids],
        [int(i) for i in vec_ids],
        extra={fusion.TOPIC: [int(i) for i in topic_ids]},
        head=MIN_CANDIDATES,
        k=k,
        max_keyword_only=max_keyword_only,
    )


@dataclass(frozen=True)
class ArmHit:
    rank: int  # 1-based
    score: float


@dataclass
class Hit:
    """One result: a verse, or a passage of adjacent verses ranked by its best one (`verse`)."""

    verse: Verse  # the best-ranked verse of the result
    score: float  # fused score (RRF) or the single arm's score, of `verse`
    arms: dict[str, ArmHit]  # of `verse`
    context: list[Verse] = field(default_factory=list)  # the passage with its neighbours, in Bible order
    matched: list[tuple[int, int]] = field(default_factory=list)  # spans in verse.text to highlight
    similarity: float | None = None  # cosine from the vector arm, for display
    merged: list[Hit] = field(default_factory=list)  # adjacent hits folded into this result, best first
    topics: tuple[str, ...] = ()  # OpenBible.info topics whose votes brought `verse`, best first

    @property
    def parts(self) -> list[Hit]:
        """This hit and the ones merged into it, in Bible order."""
        return sorted((self, *self.merged), key=lambda h: h.verse.ord)

    @property
    def verses(self) -> list[Verse]:
        """The cited verses in Bible order (one, or the merged passage)."""
        return [h.verse for h in self.parts]

    @property
    def reference(self) -> refs.Reference:
        first, last = self.verses[0], self.verses[-1]
        end = last.verse_end or last.verse
        if (last.chapter, end) == (first.chapter, first.verse):
            return refs.Reference(first.book, first.chapter, first.verse)
        if last.chapter == first.chapter:
            return refs.Reference(first.book, first.chapter, first.verse, end_verse=end)
        return refs.Reference(first.book, first.chapter, first.verse, end_chapter=last.chapter, end_verse=end)

    def matched_in(self, verse_id: int) -> list[tuple[int, int]]:
        return next((h.matched for h in self.parts if h.verse.id == verse_id), [])

    @property
    def why(self) -> str:
        """What in the text matched, the passage's badge: "keyword" (palavra), "vector" (sentido), "both"
        (ambos), or "topic" when only readers' votes brought it (`topic_names` says which topics)."""
        found = frozenset(arm for h in self.parts for arm in h.arms) & {fusion.KEYWORD, fusion.VECTOR}
        if not found:
            return "topic"
        return {frozenset({"keyword"}): "keyword", frozenset({"vector"}): "vector"}.get(found, "both")

    @property
    def topic_names(self) -> tuple[str, ...]:
        """The topics that brought the passage's verses, the best verse's first, without repeats."""
        ordered = [self, *sorted(self.merged, key=lambda h: h.score, reverse=True)]
        names = dict.fromkeys(name for h in ordered for name in h.topics)
        return tuple(names)[:MAX_TOPICS_SHOWN]


@dataclass
class SearchResponse:
    query: str
    translation: str
    route: str  # "reference" | "phrase" | "hybrid" | "keyword" | "vector"
    hits: list[Hit]
    reference: refs.Reference | None = None
    passage: list[Verse] = field(default_factory=list)  # for route == "reference"
    no_evidence: bool = False
    topic_similarity: float | None = None  # cosine of the nearest topic name (None: no topical arm)
    notices: list[str] = field(default_factory=list)  # machine-readable notice keys, worded by the UI
    error: str | None = None
    seconds: float = 0.0


class Retriever:
    """Holds a library handle and, when available, an embedder and loaded vector indexes."""

    def __init__(self, library: Library, embedder: EmbedderLike | None = None, index_dir: Path | None = None):
        self.library = library
        self.embedder = embedder
        self.index_dir = index_dir
        self._indexes: dict[str, VectorIndex | LampadaError] = {}
        self._backgrounds: dict[str, evidence.Background] = {}
        self._term_df: dict[tuple[str, str], int] = {}
        self.evidence = evidence.load_detector()
        self._topic_index: topical.TopicIndex | LampadaError | None = None
        self._topic_arms: dict[str, topical.TopicalArm] = {}
        self.topic_params = topical.DEFAULT_PARAMS
        self.topic_mask: np.ndarray | None = None  # topics the topical arm may use (the evaluation's split)

    def topical_arm(self, translation_id: str) -> topical.TopicalArm | None:
        """The topical arm over a translation, or None (no model, or the topic names are not embedded yet)."""
        if self.embedder is None or self.index_dir is None:
            return None
        if self._topic_index is None:
            try:
                self._topic_index = topical.TopicIndex.load(self.index_dir, self.library, self.embedder)
            except (IndexMissing, IndexOutdated) as exc:
                log.info("topical arm unavailable: %s", exc)
                self._topic_index = exc
        index = self._topic_index
        if not isinstance(index, topical.TopicIndex):
            return None
        arm = self._topic_arms.get(translation_id)
        if arm is None:
            started = time.perf_counter()
            verses = topical.TopicVerses.load(self.library, translation_id, index)
            arm = self._topic_arms[translation_id] = topical.TopicalArm(index, verses)
            log.info("topical arm for %s in %.2f s", translation_id, time.perf_counter() - started)
        return arm if self.topic_mask is None else arm.restricted(self.topic_mask)

    def forget_topics(self) -> None:
        """Load the topic names again at the next search (they were just built or rebuilt)."""
        self._topic_index = None
        self._topic_arms.clear()

    def vector_index(self, translation_id: str) -> VectorIndex | None:
        """The loaded index, or None (no model, missing or outdated index: meaning search is unavailable)."""
        if self.embedder is None or self.index_dir is None:
            return None
        cached = self._indexes.get(translation_id)
        if cached is None:
            try:
                cached = VectorIndex.load(self.index_dir, self.library, translation_id, self.embedder)
            except (IndexMissing, IndexOutdated) as exc:
                log.info("vector arm unavailable for %s: %s", translation_id, exc)
                cached = exc
            self._indexes[translation_id] = cached
        return cached if isinstance(cached, VectorIndex) else None

    def forget_index(self, translation_id: str) -> None:
        self._indexes.pop(translation_id, None)
        self._topic_arms.pop(translation_id, None)
        self._backgrounds.pop(translation_id, None)
        self._term_df = {k: v for k, v in self._term_df.items() if k[0] != translation_id}

    def set_index(self, translation_id: str, index: VectorIndex) -> None:
        """Use this loaded index for a translation (evaluation of other windows; tests)."""
        self.forget_index(translation_id)
        self._indexes[translation_id] = index

    def background(self, translation_id: str) -> evidence.Background | None:
        """The index's cosine background for the no-evidence detector, computed once per loaded index."""
        index = self.vector_index(translation_id)
        if index is None:
            return None
        found = self._backgrounds.get(translation_id)
        if found is None:
            started = time.perf_counter()
            found = self._backgrounds[translation_id] = evidence.Background.from_matrix(index.matrix)
            log.info("evidence background for %s in %.2f s", translation_id, time.perf_counter() - started)
        return found

    def evidence_model(self, translation_id: str) -> evidence.EvidenceModel | None:
        """The no-evidence model for this translation's language, index and embedder; None = no verdict."""
        index = self.vector_index(translation_id)
        if self.evidence is None or index is None:
            return None
        language = self.library.translation(translation_id).language
        return self.evidence.model_for(language, index.manifest.model_id, index.manifest.layout)

    def term_document_frequencies(self, translation_id: str, terms: tuple[str, ...]) -> list[int]:
        """Verses containing each analyzed term (cached: one FTS5 count per new term)."""
        missing = [t for t in terms if (translation_id, t) not in self._term_df]
        if missing:
            table = self.library.fts_table(translation_id, "stem")
            counts = evidence.term_document_frequencies(self.library.conn, table, missing)
            if len(self._term_df) > 50_000:
                self._term_df.clear()
            self._term_df.update({(translation_id, t): df for t, df in zip(missing, counts, strict=True)})
        return [self._term_df[(translation_id, t)] for t in terms]

    def evidence_features(
        self,
        translation_id: str,
        kq: keyword.KeywordQuery,
        query_vector: np.ndarray,
        vec_ids: np.ndarray,
        vec_scores: np.ndarray,
        kw_ids: np.ndarray,
        topic: float | None = None,
    ) -> evidence.Features:
        t = self.library.translation(translation_id)
        return evidence.compute(
            query_vector,
            self.background(translation_id),
            vec_ids,
            vec_scores,
            kw_ids,
            self.term_document_frequencies(translation_id, kq.terms),
            t.verse_count,
            topic,
        )

    def search(
        self,
        query: str,
        translation_id: str,
        *,
        mode: str = "hybrid",
        limit: int = 10,
        offset: int = 0,
        filters: Filters | None = None,
        context: int = DEFAULT_CONTEXT,
        lang: str = "pt",
        max_keyword_only: int | None = fusion.MAX_KEYWORD_ONLY,
        rrf_k: int = RRF_K,
        passages: bool = True,
    ) -> SearchResponse:
        started = time.perf_counter()
        translation = self.library.translation(translation_id)
        response = SearchResponse(query=query, translation=translation_id, route=mode, hits=[])
        text = query.strip()
        if not text:
            return response

        try:
            ref = refs.parse_reference(text, lang=lang)
        except BadReference as exc:
            response.route = "reference"
            response.error = str(exc)
            return response
        if ref is not None:
            response.route = "reference"
            response.reference = ref
            response.passage = self.passage(translation_id, ref)
            if not response.passage:
                response.notices.append("reference_missing_in_translation")
            response.seconds = time.perf_counter() - started
            return response

        kq = keyword.parse_query(text, translation.language)
        want = candidates_for(offset, limit)
        if kq.exact:
            response.route = "phrase"
            mode = "keyword"
        kw_ids = kw_scores = vec_ids = vec_scores = np.empty(0)
        topic_hits = topical.TopicHits.empty()
        arm: topical.TopicalArm | None = None
        if mode in ("hybrid", "keyword"):
            kw_ids, kw_scores = keyword.search(self.library, translation_id, kq, limit=want, filters=filters)
        if mode in ("hybrid", "vector"):
            index = self.vector_index(translation_id)
            if index is None:
                response.notices.append("meaning_search_unavailable")
            else:
                qvec = self.embedder.embed_queries([text[:2000]])[0]  # type: ignore[union-attr]
                vec_ids, vec_scores = index.search(qvec, want, filters)
                arm = self.topical_arm(translation_id) if mode == "hybrid" else None
                if arm is not None:
                    topic_hits = arm.search(qvec, want, filters, self.topic_params, query=text)
                    response.topic_similarity = topic_hits.nearest
                model = self.evidence_model(translation_id)
                if mode == "hybrid" and model is not None and len(vec_ids):
                    features = self.evidence_features(
                        translation_id, kq, qvec, vec_ids, vec_scores, kw_ids, topic_hits.nearest
                    )
                    response.no_evidence = model.no_evidence(features)

        kw_rank = _ranks(kw_ids, kw_scores)
        vec_rank = _ranks(vec_ids, vec_scores)
        topic_rank = _ranks(topic_hits.ids, topic_hits.scores)
        topic_rows = dict(zip((int(i) for i in topic_hits.ids), topic_hits.topics, strict=True))
        fused = fuse(kw_ids, vec_ids, topic_hits.ids, k=rrf_k, max_keyword_only=max_keyword_only)
        verses = {v.id: v for v in self.library.verses_by_ids([f.key for f in fused])}
        by_key = {f.key: f for f in fused if f.key in verses}
        if passages:

            def position(key: int) -> tuple[tuple[str, int], int]:
                v = verses[key]
                return passage_position(v.book, v.chapter, v.ord)

            groups = fusion.merge_adjacent(list(by_key), position, groups=offset + limit, page=limit)
        else:
            groups = [[key] for key in by_key]
        analyzer = get_analyzer(translation.language)
        keys = analyzer.keys(text)

        def make_hit(key: int) -> Hit:
            verse, f = verses[key], by_key[key]
            arms: dict[str, ArmHit] = {}
            if key in kw_rank:
                arms["keyword"] = ArmHit(*kw_rank[key])
            if key in vec_rank:
                arms["vector"] = ArmHit(*vec_rank[key])
            topics: tuple[str, ...] = ()
            if key in topic_rank and arm is not None:
                arms["topic"] = ArmHit(*topic_rank[key])
                topics = tuple(arm.topic_name(t) for t in topic_rows[key][:MAX_TOPICS_SHOWN])
            return Hit(
                verse=verse,
                score=f.score,
                arms=arms,
                similarity=arms["vector"].score if "vector" in arms else None,
                matched=[(s, e) for s, e, k in analyzer.spans(verse.text) if k in keys],
                topics=topics,
            )

        for group in groups[offset : offset + limit]:
            hit = make_hit(group[0])
            hit.merged = [make_hit(key) for key in group[1:]]
            if context > 0:
                cited = hit.verses  # adjacent, one chapter
                hit.context = self.library.context(cited[0], context, through=cited[-1])
            response.hits.append(hit)
        response.seconds = time.perf_counter() - started
        return response

    def similar(self, verse: Verse, limit: int = 10) -> list[tuple[Verse, float]]:
        """"More like this": the verses of the same translation whose embedding rows are nearest the verse's
        own row (no query to encode), with their cosines; empty when meaning search is not ready."""
        index = self.vector_index(verse.translation)
        if index is None:
            return []
        ids, scores = index.similar(verse.ord, limit)
        found = {v.id: v for v in self.library.verses_by_ids(ids)}
        return [(found[int(i)], float(s)) for i, s in zip(ids, scores, strict=True) if int(i) in found]

    def passage(self, translation_id: str, ref: refs.Reference) -> list[Verse]:
        """The verses of a reference; empty when this translation lacks them (versification differs)."""
        end_chapter = ref.end_chapter or ref.chapter
        if ref.end_verse is not None:
            end_verse: int | None = ref.end_verse
        else:
            end_verse = ref.verse if ref.end_chapter is None else None
        return self.library.span(translation_id, ref.book, (ref.chapter, ref.verse), (end_chapter, end_verse))
