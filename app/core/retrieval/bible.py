"""Bible search: one search box for references, phrases and questions.

Routing: a typed reference ("Jo 3:16", "salmo 23", "john 3 16") opens that passage and wins over search; a
quoted phrase or a `prefix*` is an exact keyword search; everything else is hybrid — keyword (BM25 over the
isolated verse), vector (cosine over the verse and context-window embeddings) and topical (the verses readers
voted for the OpenBible.info topics nearest the query, `topical.py`). Every arm applies the filters before its
top-k. `Retriever.run_arms` gathers the arms' lists (and the no-evidence verdict); `ranking.rank_page` ranks a
page from them — fusion by rank with a quota on keyword-only hits, adjacent hits in a chapter merged into one
passage (Mt 5:43-44) ranked by its best verse, offset and limit counting results; `Retriever.search` then
fetches what the page shows. A query is read once (`Retriever.read`: a typed reference, in the translation's
own numbering, or a search) and that `Reading` travels with it; the order of a page and where paging stops are
the search service's (`service.SearchService`), which every front end asks.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.core.analysis import foreign_stopwords, get_analyzer, query_language
from app.core.errors import IndexMissing, IndexOutdated, LampadaError, LibraryCorrupt
from app.core.library.reading import Filters, Library, Verse, default_translation_id
from app.core.model import TextEmbedder
from app.core.retrieval import evidence, keyword, learned, ranking, spelling, strongs, topical
from app.core.retrieval.names import NameLexicon, carries
from app.core.retrieval.passages import DEFAULT_CONTEXT, passage_position
from app.core.retrieval.ranking import ArmHit
from app.core.retrieval.similar import Like, more_like_this
from app.core.retrieval.vector import VectorIndex
from app.core.scripture import refs
from app.core.wordstudy.study import WordStudy

log = logging.getLogger(__name__)

# RRF k of Bible search. With the topical arm, OpenBible's held-out topics rank better with a smaller k (a
# strong single-arm hit is not outvoted by verses two arms found half-way down): k 10 against 60, +0.005 ±
# 0.003 nDCG@10 without near-duplicates; with two arms k was flat from 10 to 200 (docs/retrieval.md, "RRF k").
RRF_K = 10
# Every arm weighs 1 in the RRF sum: the topical arm at 2 gained on OpenBible's held-out topics (whose queries
# are topic names) and lost names, quotes and stories on the development set (docs/retrieval.md,
# "Arm weights").
FUSION = ranking.Fusion(RRF_K)  # keyword-only quota 2, head depth 50 (ranking.MIN_CANDIDATES)
MODES = ("hybrid", "keyword", "vector")
MAX_TOPICS_SHOWN = 3  # topics named on a result ("tema: anxiety")
OTHER_LANGUAGE = "query_in_other_language"  # notice key; `SearchResponse.language` says which, what to search
DID_YOU_MEAN = "did_you_mean"  # notice key: an unknown query word; `SearchResponse.suggestion` corrects it


def _no_list() -> tuple[np.ndarray, np.ndarray]:
    return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)


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
        return refs.passage_of(self.verses)

    def matched_in(self, verse_id: int) -> list[tuple[int, int]]:
        return next((h.matched for h in self.parts if h.verse.id == verse_id), [])

    @property
    def why(self) -> str:
        """The passage's badge (`ranking.why` over its verses' arms): "keyword", "vector", "both", or "topic"
        when only readers' votes brought it (`topic_names` says which topics)."""
        return ranking.why(arm for h in self.parts for arm in h.arms)

    @property
    def topic_names(self) -> tuple[str, ...]:
        """The topics that brought the passage's verses, the best verse's first, without repeats."""
        ordered = [self, *sorted(self.merged, key=lambda h: h.score, reverse=True)]
        names = dict.fromkeys(name for h in ordered for name in h.topics)
        return tuple(names)[:MAX_TOPICS_SHOWN]


@dataclass(frozen=True)
class OtherLanguage:
    """A query written in another language than the translation's (notice `OTHER_LANGUAGE`): the app offers
    the suggested translation in one click, the command line searches it when no translation was asked for."""

    query: str  # the query's language: "en"
    translation: str  # the searched translation's: "pt"
    suggested: str | None  # an installed translation in the query's language (None: there is none)


@dataclass(frozen=True)
class Reading:
    """What a query is, read once in the translation's own numbering (Psalm 151 where it has one): a typed
    reference — every part of a list, those that cannot exist too — or a search (`reference` None). It travels
    with the request and its answer, so nothing reads the query again."""

    query: str
    translation: str
    lang: str
    reference: refs.ReferenceList | None

    def reads(self, query: str, translation_id: str, lang: str) -> bool:
        """Whether this is the reading of that query (a page of the same search: yes; another translation:
        no, its numbering may differ)."""
        return (self.query, self.translation, self.lang) == (query, translation_id, lang)


@dataclass
class PassagePart:
    """One passage of a typed reference list, with its verses (none when the translation numbers it
    otherwise)."""

    reference: refs.Reference
    verses: list[Verse]


@dataclass
class SearchResponse:
    query: str
    translation: str
    route: str  # "reference" | "phrase" | "hybrid" | "keyword" | "vector"
    hits: list[Hit]
    reference: refs.Reference | None = None
    passage: list[Verse] = field(default_factory=list)  # for route == "reference": the first part's verses
    parts: list[PassagePart] = field(default_factory=list)  # every part of a typed list, the first included
    impossible: list[refs.ImpossibleReference] = field(default_factory=list)  # typed parts that cannot exist
    parts_left_out: int = 0  # parts of a typed list past refs.MAX_PARTS, not answered
    no_evidence: bool = False
    topic_similarity: float | None = None  # cosine of the nearest topic name (None: no topical arm)
    notices: list[str] = field(default_factory=list)  # machine-readable notice keys, worded by the UI
    error: refs.ImpossibleReference | None = None  # no part of a typed reference exists: the first one's why
    seconds: float = 0.0
    total: int = 0  # results ranked up to the page's end (every match when nothing merges)
    language: OtherLanguage | None = None  # with notice OTHER_LANGUAGE: the query is in another language
    suggestion: spelling.Suggestion | None = None  # with notice DID_YOU_MEAN: the query, its typos corrected
    strongs: strongs.StrongsPage | None = None  # route "strongs": the numbers searched, the verses found


@dataclass
class ArmResults:
    """What the arms answered for one query on one translation: each list (ids best first, scores), the
    query's embedding and the no-evidence verdict. `Retriever.search` ranks its page from these; the
    evaluation keeps them and ranks every strategy from the same lists."""

    route: str  # "hybrid" | "keyword" | "vector" | "phrase"
    query: keyword.KeywordQuery
    keyword: tuple[np.ndarray, np.ndarray] = field(default_factory=_no_list)
    vector: tuple[np.ndarray, np.ndarray] = field(default_factory=_no_list)
    topics: topical.TopicHits = field(default_factory=topical.TopicHits.empty)
    topic_arm: topical.TopicalArm | None = None  # the arm that answered (it names the topics)
    query_vector: np.ndarray | None = None
    features: evidence.Features | None = None
    no_evidence: bool = False
    notices: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)  # per arm: "keyword", "vector", "topic"
    other_language: str | None = None  # the query's language when it is not the translation's
    names: tuple[str, ...] = ()  # the query's proper names as the translation writes them ("Caná")

    def page(
        self,
        offset: int,
        limit: int,
        settings: ranking.Fusion,
        position: ranking.Position | None = None,
        scorer: learned.fusion.Scorer | None = None,
    ) -> ranking.Page:
        """The page the product shows for these lists (`ranking.rank_page`): RRF, or the learned `scorer`."""
        return ranking.rank_page(
            self.keyword[0],
            self.vector[0],
            self.topics.ids,
            offset=offset,
            limit=limit,
            settings=settings,
            position=position,
            scorer=scorer,
        )


class Retriever:
    """Bible search over a library: the arms (the keyword index, and with an embedder the loaded meaning
    indexes and topical arms), the router, and the hits of a ranked page."""

    def __init__(self, library: Library, embedder: TextEmbedder | None = None, index_dir: Path | None = None):
        self.library = library
        self.embedder = embedder
        self.index_dir = index_dir
        self.fusion = FUSION
        self._indexes: dict[str, VectorIndex | LampadaError] = {}
        self._backgrounds: dict[str, evidence.Background] = {}
        self._term_df: dict[tuple[str, str], int] = {}
        self._spellers: dict[str, spelling.Speller] = {}
        self._names: dict[str, NameLexicon] = {}
        self.evidence = evidence.load_detector()
        self._topic_index: topical.TopicIndex | LampadaError | None = None
        self._topic_arms: dict[str, topical.TopicalArm] = {}
        self.topic_params = topical.DEFAULT_PARAMS
        self.topic_mask: np.ndarray | None = None  # topics the topical arm may use (the evaluation's split)
        self.words = WordStudy(library, index_dir)  # word study: the route by Strong's number (strongs.py)
        self.rankers = learned.load_rankers()  # none fitted for an index's model and layout: RRF

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
        self._spellers.pop(translation_id, None)
        self._names.pop(translation_id, None)
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
        passages: bool = True,
        reading: Reading | None = None,
    ) -> SearchResponse:
        """The page [offset, offset + limit) of results by relevance (passages unless `passages=False`); the
        passage of a typed reference. `reading` is the query already read (`read`), or None to read it now."""
        started = time.perf_counter()
        self.library.translation(translation_id)
        text = query.strip()
        if not text:
            return SearchResponse(query=query, translation=translation_id, route=mode, hits=[])
        if reading is None or not reading.reads(query, translation_id, lang):
            reading = self.read(query, translation_id, lang)
        routed = self.open_reference(reading)
        if routed is not None:
            return routed
        by_number = strongs.answer(
            self.words, text, translation_id, filters=filters, offset=offset, limit=limit, context=context
        )
        if by_number is not None:  # G26, ἀγάπη, agape: the verses whose words carry it, in Bible order
            return _by_number(query, translation_id, by_number, offset, started)
        depth = ranking.candidates_for(offset, limit, self.fusion.head)
        found = self.run_arms(text, translation_id, mode=mode, depth=depth, filters=filters)
        hits, total = self._hits(found, translation_id, text, (offset, limit), context, merge=passages)
        response = SearchResponse(
            query=query,
            translation=translation_id,
            route=found.route,
            hits=hits,
            no_evidence=found.no_evidence,
            topic_similarity=found.topics.nearest if found.topic_arm is not None else None,
            notices=found.notices,
            language=self._other_language(found, translation_id),
            suggestion=self._suggestion(found, translation_id, text),
            total=total,
        )
        if response.suggestion is not None:
            response.notices.append(DID_YOU_MEAN)
        response.seconds = time.perf_counter() - started
        return response

    def _other_language(self, found: ArmResults, translation_id: str) -> OtherLanguage | None:
        asked = found.other_language
        if asked is None:
            return None
        tongue = get_analyzer(self.library.translation(translation_id).language).language
        same = [t for t in self.library.translations() if get_analyzer(t.language).language == asked]
        return OtherLanguage(asked, tongue, default_translation_id(same, asked))

    def speller(self, translation_id: str) -> spelling.Speller:
        """The translation's "did you mean" (its vocabulary is read at the first unknown word)."""
        found = self._spellers.get(translation_id)
        if found is None or found.text_hash != self.library.translation(translation_id).text_hash:
            whole = spelling.tokenizer_words(self.embedder) if self.embedder is not None else None
            found = self._spellers[translation_id] = spelling.Speller(self.library, translation_id, whole)
        return found

    def names(self, translation_id: str) -> NameLexicon:
        """The translation's proper names as it writes them (read from its text at the first search)."""
        text_hash = self.library.translation(translation_id).text_hash
        found = self._names.get(translation_id)
        if found is not None and found.text_hash == text_hash:
            return found
        kept = self.index_dir / "names" / f"{translation_id}.json" if self.index_dir is not None else None
        found = NameLexicon.load(kept, text_hash) if kept is not None else None
        if found is None:
            started = time.perf_counter()
            analyzer = get_analyzer(self.library.translation(translation_id).language)
            rows = self.library.conn.execute(
                "SELECT text FROM verses WHERE translation = ?", (translation_id,)
            )
            found = NameLexicon.build((r[0] for r in rows), text_hash, analyzer.query_tokens)
            log.info("names of %s in %.2f s", translation_id, time.perf_counter() - started)
            if kept is not None:
                try:
                    kept.parent.mkdir(exist_ok=True)
                    found.save(kept)
                except OSError as exc:  # a read-only folder: read them again next time
                    log.info("names of %s not kept: %s", translation_id, exc)
        self._names[translation_id] = found
        return found

    def _suggestion(self, found: ArmResults, translation_id: str, text: str) -> spelling.Suggestion | None:
        """Another spelling of the query's unknown words, from the translation's own words; none for a query
        in another language (its words are not typos)."""
        if found.other_language is not None:
            return None
        try:
            return self.speller(translation_id).suggest(text, skip=frozenset(found.query.prefixes))
        except (LookupError, sqlite3.Error) as exc:  # a suggestion never fails a search
            log.warning("no spelling suggestion for %r: %s", text[:80], exc)
            return None

    def read(self, query: str, translation_id: str, lang: str) -> Reading:
        """The query read once: a typed reference in the translation's own numbering, or a search."""
        numbering = self.library.versification(translation_id)
        try:
            typed = refs.parse_reference_list(query.strip(), lang=lang, versification=numbering)
        except refs.ImpossibleReference as exc:
            typed = refs.ReferenceList(impossible=(exc,))
        return Reading(query, translation_id, lang, typed)

    def open_reference(self, reading: Reading) -> SearchResponse | None:
        """The answer when the query was read as a typed reference: the passage of each part of a list, in the
        translation's own numbering, and the parts that cannot exist; an error when none can. None when the
        query is a search."""
        typed = reading.reference
        if typed is None:
            return None
        started = time.perf_counter()
        translation_id = reading.translation
        response = SearchResponse(query=reading.query, translation=translation_id, route="reference", hits=[])
        response.impossible = list(typed.impossible)
        response.parts_left_out = typed.left_out
        if not typed.found:
            response.error = typed.impossible[0]
            return response
        response.parts = [PassagePart(ref, self.passage(translation_id, ref)) for ref in typed.found]
        response.reference, response.passage = response.parts[0].reference, response.parts[0].verses
        if not all(part.verses for part in response.parts):
            response.notices.append("reference_missing_in_translation")
        response.seconds = time.perf_counter() - started
        return response

    def embed_query(self, text: str) -> np.ndarray:
        assert self.embedder is not None
        return self.embedder.embed_queries([text[:2000]])[0]

    def run_arms(
        self,
        text: str,
        translation_id: str,
        *,
        mode: str = "hybrid",
        depth: int,
        filters: Filters | None = None,
        query_vector: np.ndarray | None = None,
        features: bool = False,
    ) -> ArmResults:
        """Each arm's list for a query (not a reference), `depth` candidates per text arm. `mode` "keyword" or
        "vector" runs that arm alone; a phrase or a prefix is an exact keyword search. The no-evidence
        features are computed when the translation has a detector, or when `features` asks for them."""
        language = self.library.translation(translation_id).language
        asked = query_language(text)
        foreign = foreign_stopwords(asked, get_analyzer(language).language)
        kq = keyword.parse_query(text, language, foreign)
        found = ArmResults("phrase" if kq.exact else mode, kq)
        if foreign:  # its stopwords never match here, and the detector only knows the translation's language
            found.other_language = asked
            found.notices.append(OTHER_LANGUAGE)
        mode = "keyword" if kq.exact else mode
        lexicon = self.names(translation_id)
        if not kq.exact:
            found.names = lexicon.names_in(text)
        if foreign and not kq.exact:  # another language's words: only its names are words of this text
            kq = found.query = keyword.KeywordQuery(
                terms=tuple(get_analyzer(language).query_tokens(" ".join(found.names)))
            )
        if mode in ("hybrid", "keyword"):
            started = time.perf_counter()
            preferred = lexicon.ambiguous(found.names)
            found.keyword = keyword.search(
                self.library, translation_id, kq, limit=depth, filters=filters, names=preferred
            )
            found.seconds["keyword"] = time.perf_counter() - started
        if mode in ("hybrid", "vector"):
            self._meaning_arms(found, text, translation_id, mode == "hybrid", depth, filters, query_vector)
            model = self.evidence_model(translation_id) if mode == "hybrid" and not foreign else None
            if found.query_vector is not None and (model is not None or features) and len(found.vector[0]):
                found.features = self.evidence_features(
                    translation_id,
                    kq,
                    found.query_vector,
                    *found.vector,
                    found.keyword[0],
                    found.topics.nearest,
                )
                found.no_evidence = (
                    model is not None
                    and model.no_evidence(found.features)
                    and not evidence.plainly_on_topic(found.features)
                )
        return found

    def _meaning_arms(
        self,
        found: ArmResults,
        text: str,
        translation_id: str,
        hybrid: bool,
        depth: int,
        filters: Filters | None,
        query_vector: np.ndarray | None,
    ) -> None:
        """The vector arm and, in hybrid search, the topical arm (both from one query embedding)."""
        index = self.vector_index(translation_id)
        if index is None:
            found.notices.append("meaning_search_unavailable")
            return
        started = time.perf_counter()
        found.query_vector = self.embed_query(text) if query_vector is None else query_vector
        found.vector = index.search(found.query_vector, depth, filters)
        found.seconds["vector"] = time.perf_counter() - started
        arm = self.topical_arm(translation_id) if hybrid else None
        if arm is not None:
            started = time.perf_counter()
            found.topics = arm.search(found.query_vector, depth, filters, self.topic_params, query=text)
            found.topic_arm = arm
            found.seconds["topic"] = time.perf_counter() - started

    def ranker_for(self, translation_id: str) -> learned.Ranker | None:
        """The learned ranker fitted for this translation's embedder and index layout, if one is."""
        index = self.vector_index(translation_id)
        if index is None:
            return None
        return self.rankers.for_index(index.manifest.model_id, index.manifest.layout)

    def ranker_inputs(
        self, found: ArmResults, translation_id: str
    ) -> tuple[learned.ArmLists, learned.QuerySignals]:
        """What the learned ranker reads of a query's lists: the arms' lists and scores, which keyword
        candidates contain how much of the query and which write its names, and the query's own signals."""
        analyzer = get_analyzer(self.library.translation(translation_id).language)
        terms = tuple(dict.fromkeys(found.query.terms))
        kw_ids = ranking.keys(found.keyword[0])
        held = keyword.terms_found(self.library, translation_id, terms, kw_ids)  # type: ignore[arg-type]
        coverage: dict[Hashable, float] = {i: n / len(terms) for i, n in held.items()}
        named: set[Hashable] = set()
        if found.names and kw_ids:
            named = {v.id for v in self.library.verses_by_ids(kw_ids) if carries(v.text, found.names)}
        lists = {
            learned.fusion.KEYWORD: (kw_ids, ranking.keys(found.keyword[1])),
            learned.fusion.VECTOR: (ranking.keys(found.vector[0]), ranking.keys(found.vector[1])),
            learned.fusion.TOPIC: (ranking.keys(found.topics.ids), ranking.keys(found.topics.scores)),
        }
        query = learned.QuerySignals(
            topic_cosine=found.topics.nearest if found.topic_arm is not None else None,
            terms=len(found.query.terms),
            names=bool(found.names),
            pt=analyzer.language == "pt",
        )
        return learned.ArmLists(lists, coverage, frozenset(named)), query

    def scorer(self, found: ArmResults, translation_id: str) -> learned.fusion.Scorer | None:
        """The learned ranker's scorer for a hybrid query's lists; None: RRF (no ranker fits, or one arm)."""
        ranker = self.ranker_for(translation_id) if found.route == "hybrid" else None
        if ranker is None or not len(found.vector[0]):
            return None
        return ranker.scorer(*self.ranker_inputs(found, translation_id))

    def _hits(
        self,
        found: ArmResults,
        translation_id: str,
        text: str,
        window: tuple[int, int],
        context: int,
        merge: bool,
    ) -> tuple[list[Hit], int]:
        """The page's results with their verses, arms, matched words, topics and context, and how many
        results were ranked up to the page's end."""
        position = None
        if merge:
            listed = [*ranking.keys(found.keyword[0]), *ranking.keys(found.vector[0])]
            listed += ranking.keys(found.topics.ids)
            positions = verse_positions(self.library, ids=listed)
            _all_present(self.library, listed, positions)
            position = positions.__getitem__
        scorer = self.scorer(found, translation_id)
        page = found.page(*window, self.fusion, position, scorer)  # type: ignore[arg-type]
        shown = [f.key for result in page.results for f in result]
        verses = {v.id: v for v in self.library.verses_by_ids(shown)}  # type: ignore[arg-type]
        _all_present(self.library, shown, verses)
        make = _HitMaker(found, verses, self.library.translation(translation_id).language, text)
        hits = []
        for result in page.results:
            hit = make(result[0])
            hit.merged = [make(f) for f in result[1:]]
            if context > 0:
                cited = hit.verses  # adjacent, one chapter
                hit.context = self.library.context(cited[0], context, through=cited[-1])
            hits.append(hit)
        return hits, page.ranked

    def similar(self, verse: Verse, limit: int = 10) -> list[Like]:
        """ "More like this" (`similar.py`): the verses of the same translation that its cross-references,
        their cross-references, its topics and its meaning agree on, best first, each with why; without the
        meaning index the others still answer."""
        index = self.vector_index(verse.translation)
        return more_like_this(self.library, verse, limit, index.matrix if index is not None else None)

    def passage(self, translation_id: str, ref: refs.Reference) -> list[Verse]:
        """The verses of a reference; empty when this translation lacks them (versification differs)."""
        return self.library.passage(translation_id, ref)


def _all_present(library: Library, listed: Sequence[Hashable], found: Mapping[int, object]) -> None:
    """An arm listed a verse the library cannot read back: its verses table is damaged (a search index
    outlives the rows it points at only then). Said as damage, which `lampada check --repair` mends."""
    missing = {int(i) for i in listed} - found.keys()  # type: ignore[call-overload]
    if missing:
        raise LibraryCorrupt(
            f"{library.path} is damaged ({len(missing)} verse(s) found by search cannot be read): "
            "run `lampada check --repair`"
        )


def verse_positions(
    library: Library, *, translation_id: str | None = None, ids: Sequence[Hashable] = ()
) -> dict[int, tuple[tuple[str, int], int]]:
    """verse id -> where it sits for passage merging (`passages.passage_position`), for the given verses or
    for a whole translation: one light query, no verse text read."""
    if translation_id is not None:
        rows = library.conn.execute(
            "SELECT id, book, chapter, ord FROM verses WHERE translation = ?", (translation_id,)
        ).fetchall()
    else:
        wanted = [int(i) for i in dict.fromkeys(ids)]  # type: ignore[call-overload]
        rows = []
        for start in range(0, len(wanted), 900):
            chunk = wanted[start : start + 900]
            marks = ",".join("?" * len(chunk))
            sql = f"SELECT id, book, chapter, ord FROM verses WHERE id IN ({marks})"
            rows += library.conn.execute(sql, chunk).fetchall()
    return {int(r[0]): passage_position(r[1], int(r[2]), int(r[3])) for r in rows}


class _HitMaker:
    """Builds a `Hit` for a fused verse: its rank and score in each arm that found it (from the arms' whole
    lists), the words of the query it contains, the topics that brought it."""

    def __init__(self, found: ArmResults, verses: dict[int, Verse], language: str, text: str):
        self.verses = verses
        self.ranks = {
            "keyword": ranking.arm_ranks(*found.keyword),
            "vector": ranking.arm_ranks(*found.vector),
            "topic": ranking.arm_ranks(found.topics.ids, found.topics.scores),
        }
        self.arm = found.topic_arm
        self.topic_rows = dict(zip(ranking.keys(found.topics.ids), found.topics.topics, strict=True))
        self.analyzer = get_analyzer(language)
        self.keys = set(found.query.terms) if found.other_language else self.analyzer.keys(text)

    def matched(self, text: str) -> list[tuple[int, int]]:
        """The spans of the words the keyword arm matched (a verse it did not list shows none: its badge is
        meaning or theme, and a highlighted word would claim otherwise)."""
        return [(s, e) for s, e, k in self.analyzer.spans(text) if k in self.keys]

    def __call__(self, fused: ranking.fusion.Fused) -> Hit:
        key = fused.key
        verse = self.verses[key]  # type: ignore[index]
        arms = {arm: ArmHit(*ranks[key]) for arm, ranks in self.ranks.items() if key in ranks}
        topics: tuple[str, ...] = ()
        if "topic" in arms:
            if self.arm is None:
                del arms["topic"]
            else:
                topics = tuple(self.arm.topic_name(t) for t in self.topic_rows[key][:MAX_TOPICS_SHOWN])
        return Hit(
            verse=verse,
            score=fused.score,
            arms=arms,
            similarity=arms["vector"].score if "vector" in arms else None,
            matched=self.matched(verse.text) if "keyword" in arms else [],
            topics=topics,
        )


def _by_number(
    query: str, translation_id: str, page: strongs.StrongsPage, offset: int, started: float
) -> SearchResponse:
    """A search by Strong's number as a response: each verse a hit found by the word that carries it."""
    hits = [
        Hit(h.verse, 1.0, {"keyword": ArmHit(offset + i + 1, 1.0)}, h.context, h.matched)
        for i, h in enumerate(page.hits)
    ]
    seconds = time.perf_counter() - started
    return SearchResponse(
        query, translation_id, "strongs", hits, notices=page.notices, strongs=page, seconds=seconds,
        total=page.total,
    )
