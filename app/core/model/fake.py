"""A deterministic stand-in for the Embedder, for tests of the components that consume embeddings.

Each text becomes a hashed bag of its case- and accent-folded words and their character trigrams, projected
into `dim` dimensions with random signs and L2-normalised. Texts sharing words or word pieces get high
cosines, so tests can make meaningful assertions ("the verse with the query's words ranks first") in
microseconds, without onnxruntime or a model on disk. Queries and passages embed alike (no prefixes).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence

import numpy as np

from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

_WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    """Lower case without accents: "Não TEMAS" -> "nao temas"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def features(text: str) -> list[str]:
    out: list[str] = []
    for word in _WORD.findall(fold(text)):
        out.append("w:" + word)
        padded = f"#{word}#"
        out.extend("t:" + padded[i : i + 3] for i in range(len(padded) - 2))
    return out


class FakeEmbedder:
    """Same interface as `Embedder`: `dim`, `model_id`, `embed_queries`, `embed_passages`."""

    def __init__(self, dim: int = 384, word_weight: float = 2.0):
        self.dim = int(dim)
        self.word_weight = float(word_weight)
        self.model_id = f"fake-hash-v1-{self.dim}"
        self.max_length = 256

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts, no_progress, never, 32)

    def embed_passages(
        self,
        texts: Sequence[str],
        batch_size: int = 32,
        progress: ProgressFn = no_progress,
        cancelled: CancelFn = never,
    ) -> np.ndarray:
        return self._embed(texts, progress, cancelled, batch_size)

    def embed_one(self, text: str) -> np.ndarray:
        vec = np.zeros(self.dim, dtype=np.float64)
        for feature in features(text):
            digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
            value = int.from_bytes(digest, "little")
            sign = 1.0 if value & 1 else -1.0
            weight = self.word_weight if feature.startswith("w:") else 1.0
            vec[(value >> 1) % self.dim] += sign * weight
        norm = np.linalg.norm(vec)
        if norm == 0.0:  # no word at all: a fixed unit vector, so every row stays unit-length
            vec[0], norm = 1.0, 1.0
        return (vec / norm).astype(np.float32)

    def _embed(
        self, texts: Sequence[str], progress: ProgressFn, cancelled: CancelFn, batch_size: int
    ) -> np.ndarray:
        if isinstance(texts, str):
            raise TypeError("pass a list of texts, not a single string")
        texts = list(texts)
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        step = max(1, int(batch_size))
        for start in range(0, len(texts), step):
            check_cancelled(cancelled)
            for i in range(start, min(start + step, len(texts))):
                out[i] = self.embed_one(texts[i])
            progress(min(start + step, len(texts)), len(texts), "")
        return out
