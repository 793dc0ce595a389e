"""The GUI's import path for the meaning indexes until it imports `app.core.indexing.vectors` itself."""

from app.core.indexing.vectors import STAGE_CONTEXT, build_index, index_status
from app.core.model import TextEmbedder as EmbedderLike

__all__ = ["STAGE_CONTEXT", "EmbedderLike", "build_index", "index_status"]
