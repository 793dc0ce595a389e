"""The embedding index of a translation and the vector arm over it.

Row i of the matrix describes the verse with `ord == i` from two views: the mean of the embedding of the isolated
verse and the embedding of its context window (CONTEXT_WINDOW neighbours per side inside the same book, crossing
chapters). The mean is not renormalised, so `row · q` is the mean of the two cosines: the isolated view locates the
verse, the window view gives short verses their meaning (docs/retrieval.md: better than either view alone on the dev
set and on OpenBible). The keyword arm indexes the isolated verse.

On disk, per translation: `<id>.npy` (float16, row-aligned with the verse table) and `<id>.json` (manifest: format
version, model id, translation text hash, window, rows, dim, dtype, sha256 of the .npy). A manifest that does not
match the current model or text means the index is outdated: it is rebuilt, never used to return wrong verses.

A build embeds in chunks saved under `<id>.partial/`, so an interrupted build resumes where it stopped; the final
file is written to a temporary name and renamed, so a reader never sees half an index.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from app.core.errors import Cancelled, IndexMissing, IndexOutdated
from app.core.library import Filters, Library
from app.core.progress import CancelFn, ProgressFn, never, no_progress

log = logging.getLogger(__name__)

FORMAT_VERSION = 2  # 2: rows are the mean of the verse view and the window view
CONTEXT_WINDOW = 1
STORE_DTYPE = np.float16
CHUNK_ROWS = 1024


class EmbedderLike(Protocol):
    dim: int
    model_id: str

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(
        self, texts: list[str], batch_size: int = 32, progress: ProgressFn = ..., cancelled: CancelFn = ...
    ) -> np.ndarray: ...


@dataclass(frozen=True)
class IndexManifest:
    format_version: int
    translation: str
    model_id: str
    text_hash: str
    window: int
    rows: int
    dim: int
    dtype: str
    sha256: str = ""
    seconds: float = 0.0

    @property
    def layout(self) -> str:
        """How the rows were built ("v2-w1": two views, ±1 window): what a detector fitted on them depends on."""
        return f"v{self.format_version}-w{self.window}"


@dataclass(frozen=True)
class BuildReport:
    translation: str
    rows: int
    seconds: float
    resumed_rows: int
    skipped: bool  # already up to date


def _paths(directory: Path, translation_id: str) -> tuple[Path, Path, Path]:
    return (
        directory / f"{translation_id}.npy",
        directory / f"{translation_id}.json",
        directory / f"{translation_id}.partial",
    )


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def expected_manifest(
    library: Library, translation_id: str, embedder: EmbedderLike, window: int = CONTEXT_WINDOW
) -> IndexManifest:
    t = library.translation(translation_id)
    return IndexManifest(
        format_version=FORMAT_VERSION,
        translation=translation_id,
        model_id=embedder.model_id,
        text_hash=t.text_hash,
        window=window,
        rows=t.verse_count,
        dim=embedder.dim,
        dtype=np.dtype(STORE_DTYPE).name,
    )


def _same_source(a: IndexManifest, b: IndexManifest) -> bool:
    keys = ("format_version", "translation", "model_id", "text_hash", "window", "rows", "dim", "dtype")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


def read_manifest(path: Path) -> IndexManifest | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return IndexManifest(**data)
    except (OSError, ValueError, TypeError):
        return None


def _write_json_atomic(path: Path, data: dict) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def index_status(directory: Path, library: Library, translation_id: str, embedder: EmbedderLike) -> str:
    """"ready", "missing" or "outdated" — cheap (reads the manifest only)."""
    npy, man, _ = _paths(directory, translation_id)
    found = read_manifest(man)
    if found is None or not npy.exists():
        return "missing"
    return "ready" if _same_source(found, expected_manifest(library, translation_id, embedder)) else "outdated"


def build_index(
    library: Library,
    translation_id: str,
    embedder: EmbedderLike,
    directory: Path,
    *,
    window: int = CONTEXT_WINDOW,
    batch_size: int = 32,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> BuildReport:
    """Embed every verse's context window. Resumable, cancellable, atomic."""
    started = time.monotonic()
    directory.mkdir(parents=True, exist_ok=True)
    npy, man, partial = _paths(directory, translation_id)
    want = expected_manifest(library, translation_id, embedder, window)
    found = read_manifest(man)
    if found is not None and npy.exists() and _same_source(found, want):
        return BuildReport(translation_id, want.rows, 0.0, 0, True)

    # Resume only chunks built for exactly this source; anything else in .partial is stale.
    partial_manifest = partial / "manifest.json"
    if partial.exists():
        previous = read_manifest(partial_manifest)
        if previous is None or not _same_source(previous, want):
            shutil.rmtree(partial)
    partial.mkdir(parents=True, exist_ok=True)
    _write_json_atomic(partial_manifest, asdict(want))

    texts = [t for _, t in library.iter_context_texts(translation_id, window)]
    verse_texts = [t for _, t in library.iter_context_texts(translation_id, 0)] if window > 0 else None
    n = len(texts)
    if n != want.rows:
        raise IndexOutdated(f"{translation_id}: {n} verses in the library, {want.rows} expected")
    chunks = range(0, n, CHUNK_ROWS)
    # Chunks of an interrupted build are kept: report them at once, so a time-left estimate measures only work
    # done now; the build's seconds add up over its sessions.
    resumed = sum(min(n, s + CHUNK_ROWS) - s for s in chunks if (partial / f"{s:07d}.npy").exists())
    elapsed_file = partial / "seconds"
    try:
        earlier = float(elapsed_file.read_text()) if resumed else 0.0
    except (OSError, ValueError):
        earlier = 0.0
    if resumed:
        progress(resumed, n, "embedding")
    views = 1 if verse_texts is None else 2
    for start in chunks:
        chunk_path = partial / f"{start:07d}.npy"
        end = min(n, start + CHUNK_ROWS)
        if chunk_path.exists():
            continue
        if cancelled():
            raise Cancelled()

        def chunk_progress(done: int, total: int, message: str = "", start: int = start, base: int = 0) -> None:
            progress(start + (base + done) // views, n, "embedding")

        vectors = embedder.embed_passages(
            texts[start:end], batch_size=batch_size, progress=chunk_progress, cancelled=cancelled
        )
        if verse_texts is not None:
            verse_vectors = embedder.embed_passages(
                verse_texts[start:end],
                batch_size=batch_size,
                progress=lambda d, t, m="", s=start: chunk_progress(d, t, m, s, end - s),
                cancelled=cancelled,
            )
            vectors = (np.asarray(vectors, dtype=np.float32) + verse_vectors) / 2
        tmp = partial / f"{start:07d}.tmp.npy"
        np.save(tmp, np.asarray(vectors, dtype=STORE_DTYPE), allow_pickle=False)
        os.replace(tmp, chunk_path)
        elapsed_file.write_text(f"{earlier + time.monotonic() - started:.1f}")
        progress(end, n, "embedding")

    matrix = np.concatenate(
        [np.load(partial / f"{s:07d}.npy", allow_pickle=False) for s in chunks]
    ) if n else np.zeros((0, want.dim), dtype=STORE_DTYPE)
    tmp_npy = directory / f"{translation_id}.tmp.npy"
    np.save(tmp_npy, matrix, allow_pickle=False)
    seconds = earlier + time.monotonic() - started
    final = IndexManifest(**{**asdict(want), "sha256": _sha256(tmp_npy), "seconds": round(seconds, 1)})
    # Order matters for readers: the manifest is replaced last, and a reader checks the checksum.
    os.replace(tmp_npy, npy)
    _write_json_atomic(man, asdict(final))
    shutil.rmtree(partial, ignore_errors=True)
    return BuildReport(translation_id, n, seconds, resumed, False)


class VectorIndex:
    """A translation's matrix, loaded in memory as float32 for fast brute-force cosine."""

    def __init__(self, manifest: IndexManifest, matrix: np.ndarray, book_index: np.ndarray, ids: np.ndarray):
        self.manifest = manifest
        self.matrix = matrix
        self.book_index = book_index
        self.ids = ids

    @classmethod
    def load(
        cls, directory: Path, library: Library, translation_id: str, embedder: EmbedderLike
    ) -> VectorIndex:
        npy, man, _ = _paths(directory, translation_id)
        found = read_manifest(man)
        if found is None or not npy.exists():
            raise IndexMissing(f"no embedding index for {translation_id!r}")
        if not _same_source(found, expected_manifest(library, translation_id, embedder)):
            raise IndexOutdated(f"the embedding index for {translation_id!r} was built from another model or text")
        if _sha256(npy) != found.sha256:
            raise IndexOutdated(f"the embedding index for {translation_id!r} fails its checksum")
        stored = np.load(npy, mmap_mode="r", allow_pickle=False)
        if stored.shape != (found.rows, found.dim):
            raise IndexOutdated(f"the embedding index for {translation_id!r} has the wrong shape")
        matrix = np.ascontiguousarray(stored, dtype=np.float32)
        return cls(found, matrix, library.ord_book_index(translation_id), library.ord_ids(translation_id))

    def search(
        self, query_vector: np.ndarray, limit: int, filters: Filters | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """Top `limit` verse ids and cosine scores; filters restrict the rows before the top-k."""
        if limit <= 0 or self.matrix.shape[0] == 0:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        scores = self.matrix @ np.asarray(query_vector, dtype=np.float32)
        if filters is not None and filters.active:
            lo, hi = filters.bounds()
            rows = np.flatnonzero((self.book_index >= lo) & (self.book_index <= hi))
            scores = scores[rows]
        else:
            rows = None
        k = min(limit, scores.shape[0])
        if k == 0:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        top = np.argpartition(-scores, k - 1)[:k] if k < scores.shape[0] else np.arange(scores.shape[0])
        top = top[np.lexsort((top, -scores[top]))]  # by score, ties by row: deterministic
        picked = top if rows is None else rows[top]
        return self.ids[picked], scores[top].astype(np.float32)
