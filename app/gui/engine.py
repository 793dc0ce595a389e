"""What the GUI's worker lanes run: plain Python over the core, no Qt (the task runner calls these).

`SearchEngine` belongs to the "search" lane: it owns that lane's library handle and the `Retriever` (with the
embedder and the loaded vector indexes once meaning search is ready), so every search runs on one connection,
one at a time. The "work" lane opens its own handles for imports and index builds (`open_library`).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app.core.errors import ModelUnavailable
from app.core.progress import CancelFn, ProgressFn
from app.core.retrieval import passages

if TYPE_CHECKING:  # the heavy core modules load in the worker, after the window is up
    from app.core.library import Filters, Library, Verse
    from app.core.model import TextEmbedder as EmbedderLike
    from app.core.openbible import CrossReference
    from app.core.retrieval.bible import Retriever, SearchResponse
    from app.core.retrieval.similar import Like

log = logging.getLogger(__name__)

PAGE_SIZE = 25  # results a page of the list fetches; where paging stops and "Bible order" are the core's
PASSAGE_WITH_CONTEXT = 12  # a typed passage up to this long is shown with its neighbours, like a search hit
PASSAGE_CARD_VERSES = 40  # a longer passage (a whole psalm) shows its first verses; the reader has them all
CROSS_REFERENCES_SHOWN = 50  # John 3:16 has over a hundred; past fifty the votes are a handful each
SIMILAR_SHOWN = 10
PASSAGE_TEXT_CHARS = 320  # a bookmark's passage on its card in notes search

EmbedderFactory = Callable[[ProgressFn, CancelFn], "EmbedderLike"]


@dataclass(frozen=True)
class SearchRequest:
    """One query of the search box, for the engine of its scope (`SearchController.add_engine`)."""

    query: str
    translation: str  # searched (the Bible), or where an answer opens in the reader (notes)
    lang: str = "pt"
    filters: Filters | None = None
    order: str = "relevance"  # or "bible" (app.core.retrieval.passages.ORDERS)
    offset: int = 0
    limit: int = PAGE_SIZE
    context: int = 1
    mode: str = "hybrid"
    scope: str = "bible"  # which engine answers: the Bible's, or the study tools' "notes"


@dataclass
class SearchResult:
    """A response plus what the GUI needs to page through it."""

    request: SearchRequest
    response: SearchResponse
    more: bool = False  # another page may follow
    meaning_ready: bool = False
    extra: dict = field(default_factory=dict)


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


def open_library(path: Path) -> Library:
    """For reading: a library that cannot be written (a read-only folder or disk) opens read-only."""
    from app.core.library import open_library as open_for_reading

    return open_for_reading(path)


class SearchEngine:
    """Used only from the search lane (one thread at a time)."""

    def __init__(self, library_path: Path, index_dir: Path):
        self.library_path = library_path
        self.index_dir = index_dir
        self._library: Library | None = None
        self._retriever: Retriever | None = None
        self._embedder: EmbedderLike | None = None
        self._topic_names: dict[str, dict[str, str]] = {}  # by interface language (`topic_names`)

    @property
    def library(self) -> Library:
        if self._library is None:
            self._library = open_library(self.library_path)
        return self._library

    @property
    def retriever(self) -> Retriever:
        if self._retriever is None:
            from app.core.retrieval.bible import Retriever

            self._retriever = Retriever(self.library, self._embedder, self.index_dir)
        return self._retriever

    def warm_up(self) -> None:
        """Import the retriever and open this lane's library handle before the first query needs them."""
        self.retriever  # noqa: B018

    def set_embedder(self, embedder: EmbedderLike | None) -> None:
        self._embedder = embedder
        self._retriever = None  # rebuilt on the next search, with no cached index failures

    def forget_index(self, translation_id: str) -> None:
        if self._retriever is not None:
            self._retriever.forget_index(translation_id)

    def forget_topics(self) -> None:
        """The topic index was just built: load it at the next search."""
        self._topic_names.clear()
        if self._retriever is not None:
            self._retriever.forget_topics()

    def topic_names(self, lang: str) -> dict[str, str]:
        """The topics' names in the interface's language by OpenBible's (English) name, read once: {} in
        English, or when the library holds no Portuguese names (the cards then name the topics in English)."""
        if lang not in self._topic_names:
            from app.core import openbible

            self._topic_names[lang] = openbible.name_table(self.library, lang)
        return self._topic_names[lang]

    def meaning_ready(self, translation_id: str) -> bool:
        """Load the translation's vector index and topical arm now (so the first meaning search is not the
        slow one)."""
        if self._embedder is None:
            return False
        ready = self.retriever.vector_index(translation_id) is not None
        background = getattr(self.retriever, "background", None)  # the no-evidence detector's, when present
        if ready and callable(background):
            background(translation_id)
        topical_arm = getattr(self.retriever, "topical_arm", None)
        if ready and callable(topical_arm):
            topical_arm(translation_id)
        return ready

    def search(self, request: SearchRequest) -> SearchResult:
        """A page of the Bible's answer; the page window, the order and where paging stops are the core's."""
        offset, limit = passages.page_window(request.order, request.offset, request.limit)
        response = self.retriever.search(
            request.query,
            request.translation,
            mode=request.mode,
            limit=limit,
            offset=offset,
            filters=request.filters,
            context=request.context,
            lang=request.lang,
            order=request.order,
        )
        more = response.route != "reference" and passages.more_after(
            request.order, offset, limit, len(response.hits)
        )
        ready = self._embedder is not None and "meaning_search_unavailable" not in response.notices
        result = SearchResult(request, response, more, ready)
        if any(hit.topic_names for hit in response.hits):  # the cards name them in the interface's language
            result.extra["topic_names"] = self.topic_names(request.lang)
        if response.route == "reference":  # each part of a typed list with its neighbours, when short
            result.extra["contexts"] = [
                self._context(part.verses, request.context) for part in response.parts
            ]
        return result

    def _context(self, verses: list[Verse], window: int) -> list[Verse]:
        """A typed passage with `window` + 1 neighbours on each side, like a search hit; none for a passage
        longer than PASSAGE_WITH_CONTEXT (the card shows its first verses) or one the translation lacks."""
        if not 0 < len(verses) <= PASSAGE_WITH_CONTEXT:
            return []
        first, last = verses[0], verses[-1]
        before = [v for v in self.library.context(first, window + 1) if v.ord < first.ord]
        after = [v for v in self.library.context(last, window + 1) if v.ord > last.ord]
        return before + list(verses) + after

    def topic_votes(self, translation_id: str, embedder: object):
        """The topical arm over a translation as notes search's third arm (`notes.TopicVotes`), or None: no
        model or topic index yet, or notes embedded by another model than the Bible's (their query vectors
        would not compare)."""
        if self._embedder is None or getattr(embedder, "model_id", None) != self._embedder.model_id:
            return None
        arm = self.retriever.topical_arm(translation_id)
        if arm is None:
            return None
        from app.core.retrieval.notes import TopicVotes

        return TopicVotes(arm, self.library)

    def passage_text(self, translation_id: str, passage) -> str:
        """A passage of the user database (a bookmark's) in a translation, cut after PASSAGE_TEXT_CHARS;
        "" when the translation numbers it otherwise."""
        from app.core.errors import LampadaError

        try:
            verses = self.library.span(
                translation_id, passage.book, (passage.chapter, passage.verse), passage.last
            )
        except (LampadaError, sqlite3.Error):  # a translation numbering it otherwise: no text, no failure
            return ""
        text = " ".join(v.text for v in verses)
        return text if len(text) <= PASSAGE_TEXT_CHARS else text[: PASSAGE_TEXT_CHARS - 1].rstrip() + "…"

    def related(self, request: RelatedRequest) -> Related:
        """A verse's cross-references and "more like this" (its nearest verses in meaning)."""
        from app.core import openbible

        verse = self.library.verse(request.translation, request.book, request.chapter, request.verse)
        if verse is None:
            return Related(request, None)
        loaded = openbible.is_loaded(self.library)
        found = openbible.cross_references(self.library, verse, CROSS_REFERENCES_SHOWN) if loaded else []
        ready = self._embedder is not None and self.retriever.vector_index(request.translation) is not None
        similar = self.retriever.similar(verse, SIMILAR_SHOWN) if ready else []
        return Related(request, verse, found, similar, loaded, ready)

    def close(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None
        self._retriever = None
        self._topic_names.clear()  # a repair may load OpenBible's data again


def default_embedder_factory(progress: ProgressFn, cancelled: CancelFn) -> EmbedderLike:
    """The real e5 model: build it on first use (from local packages, never the network), then load it."""
    try:
        from app.core.model import convert, embedder
    except ImportError as exc:
        raise ModelUnavailable(f"the model code is not installed ({exc})") from exc
    if cancelled():
        from app.core.errors import Cancelled

        raise Cancelled()
    model_dir = convert.ensure_model(progress=progress, cancelled=cancelled)
    return embedder.load_embedder(model_dir)
