"""The vector arm: cosine between the query's embedding and each verse's row of the translation's meaning
index.

Rows are the mean of two unit vectors (the isolated verse and its context window; built by
`app/core/indexing/vectors.py`), so `row · q` is the mean of the two cosines. The matrix is loaded once,
verified (checksum, shape, values), and searched by brute force: one matrix-vector product, `argpartition`,
then a sort of k.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from app.core.errors import IndexMissing, IndexOutdated
from app.core.indexing.vectors import (
    CONTEXT_WINDOW,
    IndexManifest,
    index_files,
    load_verified,
    read_manifest,
    source_status,
)
from app.core.library.reading import Filters, Library
from app.core.model import TextEmbedder


def top_rows(scores: np.ndarray, limit: int) -> np.ndarray:
    """Positions of the `limit` highest scores, best first, ties by position (deterministic)."""
    k = min(limit, scores.shape[0])
    if k <= 0:
        return np.empty(0, dtype=np.int64)
    top = np.argpartition(-scores, k - 1)[:k] if k < scores.shape[0] else np.arange(scores.shape[0])
    return top[np.lexsort((top, -scores[top]))]


def _none() -> tuple[np.ndarray, np.ndarray]:
    return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)


class VectorIndex:
    """A translation's matrix, loaded in memory as float32 for fast brute-force cosine."""

    def __init__(self, manifest: IndexManifest, matrix: np.ndarray, book_index: np.ndarray, ids: np.ndarray):
        self.manifest = manifest
        self.matrix = matrix
        self.book_index = book_index
        self.ids = ids

    @classmethod
    def load(
        cls, directory: Path, library: Library, translation_id: str, embedder: TextEmbedder
    ) -> VectorIndex:
        """Load and verify: the manifest matches this model and text (`IndexOutdated`), the file its checksum,
        and what the file holds is an index (`IndexDamaged`, an `IndexOutdated`: search falls back to words
        and the index is rebuilt)."""
        npy, man, _ = index_files(directory, translation_id)
        found = read_manifest(man)
        if found is None or not npy.exists():
            raise IndexMissing(f"no embedding index for {translation_id!r}")
        if source_status(found, library, translation_id, embedder) == "outdated":
            raise IndexOutdated(
                f"the embedding index for {translation_id!r} was built from another model or text"
            )
        matrix = load_verified(npy, found, translation_id)
        return cls(found, matrix, library.ord_book_index(translation_id), library.ord_ids(translation_id))

    def search(
        self, query_vector: np.ndarray, limit: int, filters: Filters | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """Top `limit` verse ids and cosine scores; filters restrict the rows before the top-k."""
        if limit <= 0 or self.matrix.shape[0] == 0:
            return _none()
        scores = self.matrix @ np.asarray(query_vector, dtype=np.float32)
        rows = None
        if filters is not None and filters.active:
            lo, hi = filters.bounds()
            rows = np.flatnonzero((self.book_index >= lo) & (self.book_index <= hi))
            scores = scores[rows]
        top = top_rows(scores, limit)
        if not len(top):
            return _none()
        picked = top if rows is None else rows[top]
        return self.ids[picked], scores[top].astype(np.float32)

    def similar(
        self, ord_: int, limit: int, *, skip_neighbours: int = CONTEXT_WINDOW
    ) -> tuple[np.ndarray, np.ndarray]:
        """"More like this": the verses whose rows are nearest the row of verse `ord_` (no query to encode).
        The verse itself is left out, and so are its `skip_neighbours` neighbours on each side in the same
        book: their window view shares its text, so they would always come first and say nothing new."""
        n = self.matrix.shape[0]
        if not 0 <= ord_ < n or limit <= 0:
            return _none()
        scores = self.matrix @ self.matrix[ord_]
        lo, hi = max(0, ord_ - skip_neighbours), min(n, ord_ + skip_neighbours + 1)
        same_book = self.book_index[lo:hi] == self.book_index[ord_]
        scores[lo:hi][same_book] = -np.inf
        top = top_rows(scores, min(limit, int(np.count_nonzero(np.isfinite(scores)))))
        if not len(top):
            return _none()
        return self.ids[top], scores[top].astype(np.float32)
