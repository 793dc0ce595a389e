"""The GUI's import path for Bible search until it imports `app.core.retrieval.bible` itself."""

from app.core.retrieval.bible import ArmHit, Hit, Retriever, SearchResponse

__all__ = ["ArmHit", "Hit", "Retriever", "SearchResponse"]
