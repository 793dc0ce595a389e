"""What the GUI's search lane runs: the core's search service (`app.core.retrieval.service`), no Qt.

`SearchEngine` belongs to the "search" lane: it owns that lane's library handle and the `SearchService` (its
`Retriever`, with the embedder and the loaded meaning indexes once meaning search is ready), so every search
runs on one connection, one at a time. It only adapts the service to the app: the handle opened on first use,
the service made again when the model arrives, and Bible order listed whole. The "work" lane opens its own
handles for imports and index builds (`library.reading.open_library`).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from app.core.retrieval import passages
from app.core.retrieval.service import Related, RelatedRequest, SearchAnswer, SearchRequest

if TYPE_CHECKING:  # the heavy core modules load in the worker, after the window is up
    from app.core.library.reading import Library
    from app.core.model import TextEmbedder as EmbedderLike
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.service import SearchService

log = logging.getLogger(__name__)


PASSAGE_CARD_VERSES = 40  # a longer passage (a whole psalm) shows its first verses; the reader has them all

class SearchEngine:
    """Used only from the search lane (one thread at a time)."""

    def __init__(self, library_path: Path, index_dir: Path):
        self.library_path = library_path
        self.index_dir = index_dir
        self._library: Library | None = None
        self._service: SearchService | None = None
        self._embedder: EmbedderLike | None = None

    @property
    def library(self) -> Library:
        if self._library is None:  # read-only where the library cannot be written
            from app.core.library.reading import open_library

            self._library = open_library(self.library_path)
        return self._library

    @property
    def service(self) -> SearchService:
        if self._service is None:
            from app.core.retrieval.service import SearchService

            self._service = SearchService.open(self.library, self._embedder, self.index_dir)
        return self._service

    @property
    def retriever(self) -> Retriever:
        return self.service.retriever

    def warm_up(self) -> None:
        """Import the retriever and open this lane's library handle before the first query needs them."""
        self.service  # noqa: B018

    def set_embedder(self, embedder: EmbedderLike | None) -> None:
        self._embedder = embedder
        self._service = None  # made again on the next search, with no cached index failures

    def forget_index(self, translation_id: str) -> None:
        if self._service is not None:
            self._service.retriever.forget_index(translation_id)

    def forget_topics(self) -> None:
        """The topic index was just built: load it at the next search."""
        if self._service is not None:
            self._service.forget_topics()

    def topic_names(self, lang: str) -> dict[str, str]:
        return self.service.topic_names(lang)

    def meaning_ready(self, translation_id: str) -> bool:
        """Load the translation's vector index and topical arm now (so the first meaning search is not the
        slow one)."""
        return self._embedder is not None and self.service.meaning_ready(translation_id)

    def read(self, request: SearchRequest) -> SearchRequest:
        """The request with its query read once (a typed reference opens the Bible, whatever the scope)."""
        return self.service.read(request)

    def search(self, request: SearchRequest) -> SearchAnswer:
        """A page of the Bible's answer (`SearchService.search`); the app lists Bible order whole, as one
        page of the sorted best `passages.BIBLE_ORDER_RESULTS`."""
        if request.order == "bible":
            request = replace(request, offset=0, limit=passages.BIBLE_ORDER_RESULTS)
        return self.service.search(request)

    def topic_votes(self, translation_id: str, embedder: object):
        return self.service.topic_votes(translation_id, embedder)

    def passage_text(self, translation_id: str, passage) -> str:
        return self.service.passage_text(translation_id, passage)

    def related(self, request: RelatedRequest) -> Related:
        """A verse's cross-references and "more like this" (its nearest verses in meaning)."""
        return self.service.related(request)

    def close(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None
        self._service = None  # a repair may load OpenBible's data again: its topic names are read again
