"""Retrieval evaluation: the dev set and OpenBible topics, every fusion strategy on the same candidate lists.

Each query runs the product's arms ONCE (`Retriever.run_arms`, the route decided by the product's router)
with `ARM_CANDIDATES` candidates; every strategy is then a pure function over those ranked lists, so
strategies and levers (RRF k, keyword-only quota, candidates per arm) are compared on identical inputs. The
product's ranking is the product's own page function (`rank_page`), which reads the lists to the
depth the product fetches: there is no simulation to keep in step. The product is also run end to end
through the search service every front end asks (`service.SearchService.search`): its latency and no-evidence
flag are the ones reported, and its passages are the results "as displayed". A query is read once by the
product's router (`Retriever.read`) and that reading serves both.

Metrics (a query is answered when any listed verse is in the top k; lists are not exhaustive): hit@1/5/10,
MRR@10, and for OpenBible nDCG@10 (binary gains), Recall@100, Hit@10. A typed reference goes through the
router and counts as a hit at rank 1 when the opened passage contains a listed verse. Off-topic queries are
scored by the no-evidence detector only. References that a translation lacks (versification) are skipped and
counted.

Min-max and z-score (DBSF) fusions live here and nowhere else: they are measured alternatives, not product
code (the product fuses by rank — docs/retrieval.md).
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from app.core.errors import IndexMissing, IndexOutdated
from app.core.indexing.vectors import read_manifest
from app.core.library.reading import Library
from app.core.model import TextEmbedder
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.retrieval import bible, evidence, fusion, passages
from app.core.retrieval.bible import Retriever
from app.core.retrieval.ranking import Fusion, candidates_for, rank_page
from app.core.retrieval.service import SearchRequest, SearchService
from app.core.retrieval.vector import VectorIndex
from app.core.scripture.booknames import STANDARD

log = logging.getLogger(__name__)

ARM_CANDIDATES = 200  # fetched once per arm and query; every strategy reads a prefix of these lists
TOP_K = 10
RECALL_DEPTH = 100
KS = (1, 5, 10)
SAMPLE_SEED = 20261130
OPENBIBLE_MIN_SCORE = 2  # "Quality Score" column: % of the topic's votes; the file has no row below 2
OPENBIBLE_MAX_RANGE = 5
OPENBIBLE_MIN_RELEVANT = 3
TOPICS_FILE = "topic-scores.txt"


# ------------------------------------------------------------------------------------------------------ data


@dataclass(frozen=True)
class EvalQuery:
    qid: str
    kind: str  # dev kinds, or "openbible"
    lang: str  # the language the query is written in: "pt" or "en"
    text: str
    refs: tuple[str, ...]  # OSIS verse ids, any order


def load_dev(path: Path | str, langs: Sequence[str] = ("pt", "en")) -> list[EvalQuery]:
    """One EvalQuery per line and language (the dev file holds both phrasings on each line); a language's
    own `refs_<lang>` list, when a line has one, replaces the shared `refs` (a name carried by other verses in
    each translation)."""
    out = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        for lang in langs:
            if row.get(lang):
                answers = row.get(f"refs_{lang}", row["refs"])
                out.append(EvalQuery(row.get("id", str(n)), row["kind"], lang, row[lang], tuple(answers)))
    return out


def _split_osis(ref: str) -> tuple[str, int, int]:
    book, chapter, verse = ref.split(".")
    return book, int(chapter), int(verse)


def expand_passage(passage: str, max_range: int = OPENBIBLE_MAX_RANGE) -> list[str]:
    """ "Gen.1.1" → ["Gen.1.1"]; a range of at most `max_range` verses → its verses; a longer one → []."""
    if "-" not in passage:
        return [passage]
    start, end = passage.split("-", 1)
    (b1, c1, v1), (b2, c2, v2) = _split_osis(start), _split_osis(end)
    if b1 != b2 or (c2, v2) < (c1, v1):
        return []
    out: list[str] = []
    chapter, verse = c1, v1
    while (chapter, verse) <= (c2, v2):
        out.append(f"{b1}.{chapter}.{verse}")
        if len(out) > max_range:
            return []
        last = STANDARD.verse_count(b1, chapter)
        if last is None:
            return []
        chapter, verse = (chapter + 1, 1) if verse >= last else (chapter, verse + 1)
    return out


def load_openbible_topics(
    directory: Path | str,
    *,
    min_score: float = OPENBIBLE_MIN_SCORE,
    max_range: int = OPENBIBLE_MAX_RANGE,
    min_relevant: int = OPENBIBLE_MIN_RELEVANT,
) -> list[EvalQuery]:
    """Topics as English queries; relevant = passages with score ≥ min_score, short ranges expanded."""
    relevant: dict[str, dict[str, None]] = defaultdict(dict)
    with open(Path(directory) / TOPICS_FILE, encoding="utf-8") as f:
        next(f)  # header: Topic, OSIS, Quality Score (percentage of votes)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            topic, passage, score = parts[0].strip(), parts[1].strip(), parts[2].strip()
            try:
                if float(score) < min_score:
                    continue
                verses = expand_passage(passage, max_range)
            except ValueError:
                continue
            for v in verses:
                relevant[topic][v] = None
    return [
        EvalQuery(f"ob:{topic}", "openbible", "en", topic, tuple(vs))
        for topic, vs in relevant.items()
        if len(vs) >= min_relevant
    ]


# -------------------------------------------------------------- OpenBible's topics: knowledge and evaluation

EVALUATION_PART = 5  # one topic in five, by a hash of its name, is held out of the topical arm and scored on
NEAR_DUPLICATE_COSINE = 0.94  # topic names this close (e5) say the same thing ("worry" / "worrying")


def normalise_topic(name: str) -> str:
    """A topic's name as the library stores it (`openbible.load`)."""
    return " ".join(name.split()).lower()


def is_evaluation_topic(name: str) -> bool:
    """Deterministic: the same topics are held out on every machine and in every run."""
    digest = hashlib.sha256(normalise_topic(name).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % EVALUATION_PART == 0


@dataclass(frozen=True)
class TopicSplit:
    """Masks over the topic index's rows: what the topical arm may use while OpenBible scores it."""

    knowledge: np.ndarray  # every topic but the evaluation part
    no_near_duplicates: np.ndarray  # the knowledge part without near-duplicates of an evaluation topic
    near_duplicates: tuple[tuple[str, str, float], ...]  # (knowledge topic, evaluation topic, name cosine)

    def masks(self) -> dict[str, np.ndarray | None]:
        return {PRODUCT_TOPICS: self.knowledge, NO_NEAR_DUPLICATES: self.no_near_duplicates}


def split_topics(
    names: Sequence[str],
    matrix: np.ndarray,
    cosine: float = NEAR_DUPLICATE_COSINE,
    held: np.ndarray | None = None,
) -> TopicSplit:
    """Hold the evaluation part (or the topics `held` marks) out; a knowledge topic is a near-duplicate of a
    held-out topic when the cosine of their names' embeddings is at least `cosine`, or when the English
    analysis of both names gives the same non-empty set of terms ("babies" / "baby", "drugs and alcohol" /
    "alcohol and drugs")."""
    from app.core.analysis import get_analyzer

    if held is None:
        held = np.array([is_evaluation_topic(n) for n in names], dtype=bool)
    knowledge = ~held
    analyzer = get_analyzer("en")
    terms = [frozenset(analyzer.keys(n)) for n in names]
    held_terms = {terms[i]: names[i] for i in np.flatnonzero(held) if terms[i]}
    near: list[tuple[str, str, float]] = []
    rows = np.flatnonzero(knowledge)
    if held.any() and len(rows):
        sims = np.asarray(matrix[rows], np.float32) @ np.asarray(matrix[held], np.float32).T
        closest = sims.argmax(axis=1)
        held_names = [names[i] for i in np.flatnonzero(held)]
        for k, row in enumerate(rows):
            best = float(sims[k, closest[k]])
            if best >= cosine:
                near.append((names[row], held_names[closest[k]], best))
            elif terms[row] in held_terms:
                near.append((names[row], held_terms[terms[row]], best))
    removed = {n for n, _, _ in near}
    no_dup = knowledge & np.array([n not in removed for n in names], dtype=bool)
    return TopicSplit(knowledge, no_dup, tuple(near))


def evaluation_topics(queries: Sequence[EvalQuery]) -> list[EvalQuery]:
    return [q for q in queries if is_evaluation_topic(q.text)]


def sample_queries(queries: Sequence[EvalQuery], n: int | None, seed: int = SAMPLE_SEED) -> list[EvalQuery]:
    """A fixed-seed random sample (all of them when n is None or large enough), in the original order."""
    if n is None or n >= len(queries):
        return list(queries)
    picked = set(random.Random(seed).sample(range(len(queries)), n))
    return [q for i, q in enumerate(queries) if i in picked]


class VerseMap:
    """OSIS verse id → verses.id in one translation; a verse merged into its predecessor maps to it."""

    def __init__(self, library: Library, translation_id: str):
        self.ids: dict[tuple[str, int, int], int] = {}
        rows = library.conn.execute(
            "SELECT id, book, chapter, verse, verse_end FROM verses WHERE translation = ?", (translation_id,)
        )
        for vid, book, chapter, verse, verse_end in rows:
            for v in range(verse, (verse_end or verse) + 1):
                self.ids.setdefault((book, chapter, v), vid)

    def resolve(self, osis_refs: Iterable[str]) -> tuple[frozenset[int], int]:
        """(verse ids, how many refs this translation lacks)."""
        found, missing = set(), 0
        for ref in osis_refs:
            try:
                vid = self.ids.get(_split_osis(ref))
            except ValueError:
                vid = None
            if vid is None:
                missing += 1
            else:
                found.add(vid)
        return frozenset(found), missing


# --------------------------------------------------------------------------------------------------- metrics


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


# ------------------------------------------------------------------------------------------------ strategies

RankFn = Callable[["QueryRun", int], list[int]]
PRODUCT_TOPICS = "product"  # the topical list the product ranks with (QueryRun.topic_lists)
NO_NEAR_DUPLICATES = "no-near-duplicates"  # OpenBible: the arm without the evaluation topics' near-duplicates


@dataclass(frozen=True)
class Strategy:
    name: str
    rank: RankFn  # (run, depth) -> ranked verse ids, best first; reads only the run's stored lists
    arms: tuple[str, ...] = ("keyword", "vector")
    product: bool = False


def _ids(a: np.ndarray, n: int) -> list[int]:
    return [int(i) for i in a[:n]]


def _topic_ids(run: QueryRun, variant: str | None) -> list[int]:
    if variant is None:
        return []
    ids, _ = run.topic_lists.get(variant, (np.empty(0, np.int64), None))
    return _ids(ids, len(ids))


def rank_rrf(k: int, max_keyword_only: int | None, candidates: int, topics: str | None = None) -> RankFn:
    """Plain RRF over the lists cut to `candidates` (widened to the depth asked); `topics` adds that
    topical list as a third."""

    def rank(run: QueryRun, depth: int) -> list[int]:
        c = max(candidates, depth)
        fused = fusion.rrf(
            _ids(run.kw_ids, c),
            _ids(run.vec_ids, c),
            extra={fusion.TOPIC: _topic_ids(run, topics)},
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
            run.kw_ids, run.vec_ids, _topic_ids(run, topics), offset=0, limit=depth, settings=settings,
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
        lists[fusion.TOPIC] = (_ids(ids, len(ids)), [float(x) for x in scores])
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


TWO_ARMS = Fusion(fusion.RRF_K)  # the product before the topical arm: RRF k 60, quota 2


def two_arm_strategy() -> Strategy:
    """The product until the topical arm came: keyword and vector arms, RRF k 60."""
    return Strategy("rrf+quota", rank_product(TWO_ARMS, topics=None))


def default_strategies(minmax_weight: float | None = None) -> list[Strategy]:
    c = product_candidates()
    out = [
        Strategy("vector", lambda run, d: _ids(run.vec_ids, d), ("vector",)),
        Strategy("keyword", lambda run, d: _ids(run.kw_ids, d), ("keyword",)),
        Strategy("topics", lambda run, d: _topic_ids(run, PRODUCT_TOPICS)[:d], ("topic",)),
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


# ---------------------------------------------------------------------------------------------------- runs


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


def ranking(run: QueryRun, strategy: Strategy, depth: int = TOP_K) -> list[int]:
    if run.route == "reference":
        return list(run.passage[:1]) if set(run.passage) & run.relevant else []
    if run.route == "phrase" or not len(run.vec_ids):  # exact search, or no vector arm: keyword list as is
        if strategy.arms == ("vector",):
            return _ids(run.vec_ids, depth)
        return _ids(run.kw_ids, depth)
    return strategy.rank(run, depth)


def _ranking_for_metrics(run: QueryRun, strategy: Strategy, depth: int) -> tuple[list[int], frozenset[int]]:
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
        top, relevant = _ranking_for_metrics(run, strategy, TOP_K)
        for k in KS:
            hits[k].append(hit_at(top, relevant, k))
        mrr.append(reciprocal_rank(top, relevant, TOP_K))
        ndcg.append(ndcg_at(top, relevant, TOP_K))
        if recall_depth > TOP_K:
            deep, relevant = _ranking_for_metrics(run, strategy, recall_depth)
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
        _topic_ids(run, topics),
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


# ------------------------------------------------------------------------------------------ the detector


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


# ----------------------------------------------------------------------------------------------- tables


def _f(x: float, digits: int = 3) -> str:
    return "–" if x != x else f"{x:.{digits}f}"


def table_strategies(runs_by_lang: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]) -> str:
    lines = [
        "| lang | strategy | n | hit@1 | hit@5 | hit@10 | MRR@10 | p50 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for lang, runs in runs_by_lang.items():
        for s in strategies:
            sc = score(runs, s, recall_depth=0)
            bold = "**" if s.product else ""
            lines.append(
                f"| {lang} | {bold}{s.name}{bold} | {sc.n} | {_f(sc.hit[1])} | {_f(sc.hit[5])} "
                f"| {_f(sc.hit[10])} | {_f(sc.mrr)} | {_f(sc.p50_ms, 1)} |"
            )
    return "\n".join(lines)


def table_passages(runs_by_lang: dict[str, Sequence[QueryRun]]) -> str:
    lines = ["| lang | product | n | hit@1 | hit@5 | hit@10 | MRR@10 |", "|---|---|---|---|---|---|---|"]
    for lang, runs in runs_by_lang.items():
        for label, two in (("**three arms**", False), ("two arms (k 60)", True)):
            sc = passage_scores(runs, two_arms=two)
            cells = " | ".join(_f(x) for x in (sc.hit[1], sc.hit[5], sc.hit[10], sc.mrr))
            lines.append(f"| {lang} | {label} | {sc.n} | {cells} |")
    return "\n".join(lines)


def table_kinds(runs_by_lang: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]) -> str:
    """hit@10 / MRR@10 per kind, one column per strategy."""
    head = "| lang | kind | n | " + " | ".join(s.name for s in strategies) + " |"
    lines = [head, "|---|---|---|" + "---|" * len(strategies)]
    for lang, runs in runs_by_lang.items():
        kinds = sorted({r.query.kind for r in runs if r.query.kind != "offtopic"})
        for kind in kinds:
            subset = [r for r in runs if r.query.kind == kind]
            cells = []
            for s in strategies:
                sc = score(subset, s, recall_depth=0)
                cells.append(f"{_f(sc.hit[10], 2)} / {_f(sc.mrr, 2)}")
            n = score(subset, strategies[0], recall_depth=0).n
            lines.append(f"| {lang} | {kind} | {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def table_openbible(
    runs_by_translation: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]
) -> str:
    lines = [
        "| translation | strategy | topics | nDCG@10 | Recall@100 | Hit@10 |",
        "|---|---|---|---|---|---|",
    ]
    for tid, runs in runs_by_translation.items():
        for s in strategies:
            sc = score(runs, s)
            bold = "**" if s.product else ""
            lines.append(
                f"| {tid} | {bold}{s.name}{bold} | {sc.n} | {_f(sc.ndcg)} | {_f(sc.recall)} "
                f"| {_f(sc.hit[10])} |"
            )
    return "\n".join(lines)


def table_evidence(runs_by_lang: dict[str, Sequence[QueryRun]]) -> str:
    lines = [
        "| lang | off-topic flagged | on-topic wrongly flagged | wrongly flagged | missed |",
        "|---|---|---|---|---|",
    ]
    for lang, runs in runs_by_lang.items():
        r = evidence_report(runs)
        lines.append(
            f"| {lang} | {r.offtopic_flagged}/{r.offtopic} | {r.ontopic_flagged}/{r.ontopic} "
            f"| {'; '.join(r.flagged_on_topic) or '–'} | {'; '.join(r.missed_off_topic) or '–'} |"
        )
    return "\n".join(lines)


def coverage_note(runs: Sequence[QueryRun]) -> str:
    missing = sum(r.missing_refs for r in runs)
    total = sum(len(r.query.refs) for r in runs)
    dropped = sum(1 for r in runs if r.query.refs and not r.relevant)
    return f"{missing} of {total} listed verses absent from the translation; {dropped} queries left with none"


# -------------------------------------------------------------------------------------------------- levers


def lever_rows(
    runs_by_set: dict[str, Sequence[QueryRun]],
    variants: Sequence[tuple[str, Strategy]],
    *,
    openbible: set[str],
) -> str:
    """One row per variant; per set hit@10 / MRR@10 (dev) or nDCG@10 / Hit@10 (OpenBible)."""
    head = (
        "| variant | "
        + " | ".join(
            f"{name} nDCG@10 / Hit@10" if name in openbible else f"{name} hit@10 / MRR@10"
            for name in runs_by_set
        )
        + " |"
    )
    lines = [head, "|---|" + "---|" * len(runs_by_set)]
    for label, strategy in variants:
        cells = []
        for name, runs in runs_by_set.items():
            sc = score(runs, strategy, recall_depth=0)
            cells.append(f"{_f(sc.ndcg)} / {_f(sc.hit[10])}" if name in openbible else
                         f"{_f(sc.hit[10])} / {_f(sc.mrr)}")  # fmt: skip
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def best_minmax_weight(
    runs: Sequence[QueryRun], weights: Sequence[float] = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
) -> tuple[float, str]:
    """The weight with the best MRR@10 over `runs` (generous to the alternative: tuned on its test data)."""
    c = product_candidates()
    rows = ["| keyword weight | hit@10 | MRR@10 |", "|---|---|---|"]
    best, best_mrr = 0.5, -1.0
    for w in weights:
        sc = score(runs, Strategy(f"minmax-{w:g}", rank_minmax(w, c)), recall_depth=0)
        rows.append(f"| {w:g} | {_f(sc.hit[10])} | {_f(sc.mrr)} |")
        if sc.mrr > best_mrr + 1e-12:
            best, best_mrr = w, sc.mrr
    return best, "\n".join(rows)


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


# ------------------------------------------------------------------------------------------------ the run


@dataclass
class EvalConfig:
    dataset: Path | None
    translation_pt: str = "blivre"
    translation_en: str = "web"
    openbible: Path | None = None
    strategies: tuple[str, ...] = STRATEGY_NAMES
    limit_topics: int | None = None
    candidates: int = ARM_CANDIDATES
    levers: bool = True
    seed: int = SAMPLE_SEED
    languages: tuple[str, ...] = (
        "pt",
        "en",
    )  # dev queries in these languages; OpenBible on their translations


@dataclass
class EvalResult:
    markdown: str
    dev: dict[str, list[QueryRun]]
    openbible: dict[str, list[QueryRun]]
    seconds: float


def run_evaluation(
    retriever: Retriever, config: EvalConfig, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> EvalResult:
    """The whole evaluation: dev set per language, OpenBible topics on WEB and (cross-lingual) the Portuguese
    translation, levers; returns the Markdown report."""
    started = time.perf_counter()
    translations = {
        lang: tid
        for lang, tid in (("pt", config.translation_pt), ("en", config.translation_en))
        if lang in config.languages
    }
    dev: dict[str, list[QueryRun]] = {}
    if config.dataset is not None:
        queries = load_dev(config.dataset)
        for lang, tid in translations.items():
            subset = [q for q in queries if q.lang == lang]
            dev[lang] = collect(retriever, subset, tid, candidates=config.candidates, progress=progress,
                                cancelled=cancelled)  # fmt: skip
    ob, split = _collect_openbible(retriever, config, translations, progress, cancelled)
    best_w, weight_table = None, ""
    if dev and "minmax-best" in config.strategies:
        best_w, weight_table = best_minmax_weight([r for runs in dev.values() for r in runs])
    strategies = _chosen_strategies(config, best_w)
    out: list[str] = []
    if dev:
        out += _dev_report(dev, config, strategies, best_w, weight_table)
    if ob:
        out += _openbible_report(ob, config, strategies, split)
    if config.levers and (dev or ob):
        out += _lever_report(dev, ob)
    seconds = time.perf_counter() - started
    out.append(f"_Evaluation took {seconds:.0f} s._")
    return EvalResult("\n".join(out), dev, ob, seconds)


def _collect_openbible(
    retriever: Retriever,
    config: EvalConfig,
    translations: dict[str, str],
    progress: ProgressFn,
    cancelled: CancelFn,
) -> tuple[dict[str, list[QueryRun]], TopicSplit | None]:
    """OpenBible's evaluation part on each translation, English first; the topical arm answers from the
    knowledge part only."""
    if config.openbible is None:
        return {}, None
    topics = evaluation_topics(load_openbible_topics(config.openbible))
    topics = sample_queries(topics, config.limit_topics, config.seed)
    arm = retriever.topical_arm(config.translation_en)
    split = split_topics(arm.index.names, arm.index.matrix) if arm is not None else None
    masks = split.masks() if split is not None else {}
    vectors: dict[str, tuple[np.ndarray, float]] = {}
    ob: dict[str, list[QueryRun]] = {}
    for tid in sorted(translations.values(), key=lambda t: t != config.translation_en):  # English first
        ob[tid] = collect(retriever, topics, tid, candidates=config.candidates, end_to_end=False,
                          query_vectors=vectors, topic_masks=masks, progress=progress,
                          cancelled=cancelled)  # fmt: skip
    return ob, split


def _chosen_strategies(config: EvalConfig, best_w: float | None) -> list[Strategy]:
    strategies = [
        s for s in default_strategies(best_w)
        if s.name in config.strategies or (s.name.startswith("minmax-") and s.name != "minmax-0.5"
                                           and "minmax-best" in config.strategies)
    ]  # fmt: skip
    seen: set[str] = set()
    return [s for s in strategies if not (s.name in seen or seen.add(s.name))]


def _dev_report(
    dev: dict[str, list[QueryRun]],
    config: EvalConfig,
    strategies: Sequence[Strategy],
    best_w: float | None,
    weight_table: str,
) -> list[str]:
    names = {"pt": f"pt ({config.translation_pt})", "en": f"en ({config.translation_en})"}
    by_lang = {names[lang]: runs for lang, runs in dev.items()}
    out = ["## Dev set: strategies (on-topic queries, references routed)", "",
           table_strategies(by_lang, strategies), ""]  # fmt: skip
    window = passages.PASSAGE_WINDOW
    out += [f"The product as displayed (hits of a chapter within {window} verses are one card; a result is a "
            "hit when any of its verses is listed):", "", table_passages(by_lang), ""]  # fmt: skip
    out += ["## Dev set: hit@10 / MRR@10 per kind", "", table_kinds(by_lang, strategies), ""]
    out += ["## Dev set: no evidence", "", table_evidence(by_lang), ""]
    if best_w is not None:
        title = f"Min-max keyword weight sweep (dev, both languages; best = {best_w:g}):"
        out += [title, "", weight_table, ""]
    out += ["Coverage: " + "; ".join(f"{n}: {coverage_note(r)}" for n, r in by_lang.items()), ""]
    return out


def _openbible_report(
    ob: dict[str, list[QueryRun]],
    config: EvalConfig,
    strategies: Sequence[Strategy],
    split: TopicSplit | None,
) -> list[str]:
    n = len(next(iter(ob.values())))
    label = f"sample of {n} topics (seed {config.seed})" if config.limit_topics else f"all {n} topics"
    title = (f"## OpenBible topics: the evaluation part ({label}; English topics, `{config.translation_pt}` "
             "is cross-lingual)")  # fmt: skip
    out = [title, ""]
    if split is not None:
        out += [f"The topical arm answers from the knowledge part ({int(split.knowledge.sum())} topics); "
                f"without the {len(split.near_duplicates)} knowledge topics that are near-duplicates of an "
                f"evaluation topic: {int(split.no_near_duplicates.sum())} topics.", ""]  # fmt: skip
    else:
        out += ["No topical arm (the topic index is not built): its strategies equal two arms.", ""]
    out += [table_openbible(ob, strategies), ""]
    out += ["Coverage: " + "; ".join(f"{t}: {coverage_note(r)}" for t, r in ob.items()), ""]
    return out


def _lever_report(dev: dict[str, list[QueryRun]], ob: dict[str, list[QueryRun]]) -> list[str]:
    sets: dict[str, Sequence[QueryRun]] = {f"dev {lang}": runs for lang, runs in dev.items()}
    sets.update({f"OB {tid}": runs for tid, runs in ob.items()})
    openbible_sets = {k for k in sets if k.startswith("OB")}
    out: list[str] = []
    for title, variants in lever_variants().items():
        out += [f"## Lever: {title}", "", lever_rows(sets, variants, openbible=openbible_sets), ""]
    return out
