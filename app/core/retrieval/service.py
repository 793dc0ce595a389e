"""One search service for every front end: a request in, a page of the answer out.

The desktop app (on its search lane), `lampada search` and `show`, the evaluation and the benchmarks ask the
same `SearchService`:

- the query is read once (`read`: a typed reference in the translation's own numbering, or a search) and
  that `Reading` travels with the request and its answer — a page of the same search is not read again;
- the page: `Retriever.search` ranks by relevance; Bible order ranks the best `BIBLE_ORDER_RESULTS` and
  sorts them by place, then pages through that list (`page`), so every front end shows the same verses in
  the same order for the same request;
- a typed reference's parts, each with its neighbours when short (`PASSAGE_WITH_CONTEXT`);
- a passage's cross-references and "more like this" (`cross_references`, `similar`, `related`);
- the model: `load_embedder` is the one way to load it (and build it on first use).

Errors stay typed: a reference none of whose parts exists answers with `SearchAnswer.error`, an
`ImpossibleReference` the front end words.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from app.core.errors import Cancelled, LampadaError, ModelUnavailable
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.retrieval import passages
from app.core.retrieval.passages import DEFAULT_CONTEXT

if TYPE_CHECKING:  # light to import (the app's window imports the request types); the search loads them
    from app.core.library.openbible import CrossReference
    from app.core.library.reading import Filters, Library, Verse
    from app.core.model import TextEmbedder
    from app.core.retrieval.bible import Reading, Retriever, SearchResponse
    from app.core.retrieval.similar import Like
    from app.core.scripture.refs import ImpossibleReference

log = logging.getLogger(__name__)

PAGE_SIZE = 25  # results a page of the app's list fetches
PASSAGE_WITH_CONTEXT = 12  # a typed passage up to this long comes with its neighbours, like a search hit
CROSS_REFERENCES_SHOWN = 50  # John 3:16 has over a hundred; past fifty the votes are a handful each
SIMILAR_SHOWN = 10
PASSAGE_TEXT_CHARS = 320  # a bookmark's passage on its card in notes search

EmbedderFactory = Callable[[ProgressFn, CancelFn], "TextEmbedder"]


@dataclass(frozen=True)
class SearchRequest:
    """One query, as any front end asks it (the app's search box, `lampada search`, the evaluation)."""

    query: str
    translation: str  # searched (the Bible), or where an answer opens in the reader (notes)
    lang: str = "pt"
    filters: Filters | None = None
    order: str = "relevance"  # or "bible" (passages.ORDERS)
    offset: int = 0
    limit: int = PAGE_SIZE
    context: int = DEFAULT_CONTEXT
    mode: str = "hybrid"
    scope: str = "bible"  # which engine answers: the Bible's, or the study tools' "notes"
    reading: Reading | None = None  # the query already read (`SearchService.read`); None: not yet

    def next_page(self) -> SearchRequest:
        return replace(self, offset=self.offset + self.limit)


@dataclass
class SearchAnswer:
    """A page of the answer to a request, and what a front end needs to show it and page through it."""

    request: SearchRequest  # as answered: with its reading
    response: SearchResponse  # the route, the page's hits, notices, the no-evidence verdict, a typed error
    more: bool = False  # another page may follow
    total: int = 0  # results ranked up to this page's end (Bible order: the sorted list's length)
    meaning_ready: bool = False  # meaning search answered (the model and the translation's index are there)
    topic_names: dict[str, str] = field(default_factory=dict)  # topics in the request's language, when named
    contexts: list[list[Verse]] = field(default_factory=list)  # per part of a typed list: it with neighbours

    @property
    def reading(self) -> Reading | None:
        return self.request.reading

    @property
    def route(self) -> str:
        return self.response.route

    @property
    def hits(self) -> list:
        return self.response.hits

    @property
    def notices(self) -> list[str]:
        return self.response.notices

    @property
    def no_evidence(self) -> bool:
        return self.response.no_evidence

    @property
    def error(self) -> ImpossibleReference | None:
        return self.response.error


@dataclass(frozen=True)
class RelatedRequest:
    """A verse of the reader, by its place in the reading translation."""

    translation: str
    book: str
    chapter: int
    verse: int


@dataclass
class Related:
    """What the reader's side panel shows for a verse: its cross-references and the verses most like it."""

    request: RelatedRequest
    verse: Verse | None  # None: the translation has no such verse
    cross_references: list[CrossReference] = field(default_factory=list)  # most voted first
    similar: list[Like] = field(default_factory=list)  # "more like this", best first, each with why
    openbible: bool = False  # the library holds OpenBible.info's cross-references
    meaning_ready: bool = False  # the translation's vector index is loaded ("more like this" can answer)


class SearchService:
    """Search over one retriever (its library, model and indexes), used from one thread at a time."""

    def __init__(self, retriever: Retriever):
        self.retriever = retriever
        self._topic_names: dict[str, dict[str, str]] = {}  # by language (`topic_names`)

    @classmethod
    def open(cls, library: Library, embedder: TextEmbedder | None = None, index_dir=None) -> SearchService:
        """A service over a new `Retriever` of the library (with the model and its indexes' folder)."""
        from app.core.retrieval.bible import Retriever

        return cls(Retriever(library, embedder, index_dir))

    @property
    def library(self) -> Library:
        return self.retriever.library

    @property
    def embedder(self) -> TextEmbedder | None:
        return self.retriever.embedder

    # ------------------------------------------------------------------ search
    def read(self, request: SearchRequest) -> SearchRequest:
        """The request with its query read (a typed reference, or a search); as it is when already read."""
        reading = request.reading
        if reading is not None and reading.reads(request.query, request.translation, request.lang):
            return request
        self.library.translation(request.translation)  # an unknown translation says so before anything
        return replace(request, reading=self.retriever.read(request.query, request.translation, request.lang))

    def search(self, request: SearchRequest) -> SearchAnswer:
        """A page of the answer: the passages of a typed reference, or the page [offset, offset + limit) of
        the results in the request's order (`page`)."""
        window = passages.page_window(request.order, request.offset, request.limit)  # refuses another order
        request = self.read(request) if request.query.strip() else request
        response = self.retriever.search(
            request.query,
            request.translation,
            mode=request.mode,
            offset=window[0],
            limit=window[1],
            filters=request.filters,
            context=request.context,
            lang=request.lang,
            reading=request.reading,
        )
        answer = SearchAnswer(request, response)
        unavailable = "meaning_search_unavailable" in response.notices
        answer.meaning_ready = self.embedder is not None and not unavailable
        if response.route == "reference":
            answer.total = len(response.parts)
            answer.contexts = [self.with_context(part.verses, request.context) for part in response.parts]
            return answer
        answer.more, answer.total = page(request, response)
        if any(hit.topic_names for hit in response.hits):  # named in the request's language
            answer.topic_names = self.topic_names(request.lang)
        return answer

    def with_context(self, verses: Sequence[Verse], window: int) -> list[Verse]:
        """A typed passage with `window` + 1 neighbours on each side, like a search hit; none for a passage
        longer than PASSAGE_WITH_CONTEXT (its first verses are shown) or one the translation lacks."""
        if not 0 < len(verses) <= PASSAGE_WITH_CONTEXT:
            return []
        first, last = verses[0], verses[-1]
        before = [v for v in self.library.context(first, window + 1) if v.ord < first.ord]
        after = [v for v in self.library.context(last, window + 1) if v.ord > last.ord]
        return before + list(verses) + after

    def topic_names(self, lang: str) -> dict[str, str]:
        """The topics' names in `lang` by OpenBible's (English) name, read once: {} in English, or when the
        library holds no names in that language (the topics are then named in English)."""
        if lang not in self._topic_names:
            from app.core.library import openbible

            self._topic_names[lang] = openbible.name_table(self.library, lang)
        return self._topic_names[lang]

    def forget_topics(self) -> None:
        """The topic index was just built (or OpenBible's data loaded again): read both at the next search."""
        self._topic_names.clear()
        self.retriever.forget_topics()

    def meaning_ready(self, translation_id: str) -> bool:
        """Whether meaning search can answer in the translation: the model is there and its index loads (its
        no-evidence background and the topical arm load too, so the first search is not the slow one)."""
        if self.embedder is None:
            return False
        ready = self.retriever.vector_index(translation_id) is not None
        if ready:
            self.retriever.background(translation_id)
            self.retriever.topical_arm(translation_id)
        return ready

    # ------------------------------------------------------------------ a passage's neighbours in meaning
    def cross_references(self, verses: Sequence[Verse], limit: int) -> list[CrossReference]:
        """The passage's cross-references, most voted first: each verse's, a target named by several verses
        once (its best votes), targets inside the passage left out."""
        from app.core.library import openbible

        cited = {v.id for v in verses}
        found: dict[tuple[int, ...], CrossReference] = {}
        one = limit if len(verses) == 1 else None  # one verse: its own list is already in this order
        for verse in verses:
            for x in openbible.cross_references(self.library, verse, one):
                key = tuple(v.id for v in x.verses)
                if set(key) <= cited:
                    continue
                if key not in found or x.votes > found[key].votes:
                    found[key] = x
        return sorted(found.values(), key=lambda x: (-x.votes, x.verses[0].ord))[:limit]

    def similar(self, verses: Sequence[Verse], limit: int) -> list[Like]:
        """ "More like this" for a passage: each verse's list (`Retriever.similar`), a verse found for several
        keeping its best score and every reason, the passage and `NEAR` verses either side of it left out;
        equal scores keep the order the lists gave them."""
        from app.core.retrieval.similar import NEAR, Like

        first, last = verses[0], verses[-1]
        best: dict[int, Like] = {}
        for verse in verses:
            for like in self.retriever.similar(verse, limit + 2 * NEAR + len(verses)):
                v = like.verse
                if v.book == first.book and first.ord - NEAR <= v.ord <= last.ord + NEAR:
                    continue  # the passage itself and its neighbours
                kept = best.get(v.id)
                why = tuple(dict.fromkeys((*kept.why, *like.why))) if kept else like.why
                best[v.id] = Like(v, max(like.score, kept.score if kept else like.score), why)
        return sorted(best.values(), key=lambda like: -like.score)[:limit]

    def related(self, request: RelatedRequest) -> Related:
        """A verse's cross-references and "more like this" (none without the meaning index)."""
        from app.core.library import openbible

        verse = self.library.verse(request.translation, request.book, request.chapter, request.verse)
        if verse is None:
            return Related(request, None)
        loaded = openbible.is_loaded(self.library)
        found = self.cross_references([verse], CROSS_REFERENCES_SHOWN) if loaded else []
        ready = self.embedder is not None and self.retriever.vector_index(request.translation) is not None
        similar = self.similar([verse], SIMILAR_SHOWN) if ready else []
        return Related(request, verse, found, similar, loaded, ready)

    # ------------------------------------------------------------------ for notes search
    def topic_votes(self, translation_id: str, embedder: object) -> Any:
        """The topical arm over a translation as notes search's third arm (`note_search.TopicVotes`), or None:
        no model or topic index yet, or notes embedded by another model than the Bible's (their query vectors
        would not compare)."""
        if self.embedder is None or getattr(embedder, "model_id", None) != self.embedder.model_id:
            return None
        arm = self.retriever.topical_arm(translation_id)
        if arm is None:
            return None
        from app.core.retrieval.note_search import TopicVotes

        return TopicVotes(arm, self.library)

    def passage_text(self, translation_id: str, passage: Any) -> str:
        """A passage of the user database (a bookmark's) in a translation, cut after PASSAGE_TEXT_CHARS;
        "" when the translation numbers it otherwise."""
        try:
            verses = self.library.span(
                translation_id, passage.book, (passage.chapter, passage.verse), passage.last
            )
        except (LampadaError, sqlite3.Error):  # a translation numbering it otherwise: no text, no failure
            return ""
        text = " ".join(v.text for v in verses)
        return text if len(text) <= PASSAGE_TEXT_CHARS else text[: PASSAGE_TEXT_CHARS - 1].rstrip() + "…"


def page(request: SearchRequest, response: SearchResponse) -> tuple[bool, int]:
    """The request's page of a ranked response, in place: by relevance as ranked; in Bible order the ranked
    best `BIBLE_ORDER_RESULTS` (`passages.page_window`) sorted by place, then [offset, offset + limit) of
    them. Returns whether another page may follow, and how many results were ranked."""
    if request.order != "bible":
        more = passages.more_after(request.order, request.offset, request.limit, len(response.hits))
        return more, response.total
    ordered = sorted(response.hits, key=_place)
    response.hits = ordered[request.offset : request.offset + request.limit]
    return request.offset + request.limit < len(ordered), len(ordered)


def _place(hit: Any) -> tuple[int, int, int]:
    return passages.bible_key(hit.verse.book, hit.verse.chapter, hit.verse.verse)


# ---------------------------------------------------------------------- the model
def load_embedder(
    progress: ProgressFn = no_progress, cancelled: CancelFn = never, *, build: bool = True
) -> TextEmbedder:
    """The e5 model: built first when it is missing and `build` allows (from local packages, never the
    network), then loaded. Raises `ModelUnavailable` when it cannot be."""
    try:
        from app.core.model import convert, embedder
    except ImportError as exc:
        raise ModelUnavailable(f"the model code is not installed ({exc})") from exc
    if cancelled():
        raise Cancelled()
    if build:
        model_dir = convert.ensure_model(progress=progress, cancelled=cancelled)
    else:
        from app.core import paths

        model_dir = paths.models_dir() / convert.DEFAULT_MODEL
    return embedder.load_embedder(model_dir)


def optional_embedder() -> TextEmbedder | None:
    """The model when it is built and loads; None otherwise (search then runs by words alone)."""
    try:
        return load_embedder(build=False)
    except (ModelUnavailable, ImportError) as exc:
        log.info("meaning search unavailable: %s", exc)
        return None
