"""The GUI's import path for the topic index until it imports `app.core.indexing.topics` itself."""

from app.core.indexing.topics import build_topic_index, topic_index_status

__all__ = ["build_topic_index", "topic_index_status"]
