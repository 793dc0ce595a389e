"""The meaning index of a translation: how it is built, checked and removed (the vector arm that searches it:
`app/core/retrieval/vector.py`).

Row i of the matrix describes the verse with `ord == i` from two views: the mean of the embedding of the
isolated verse and the embedding of its context window (CONTEXT_WINDOW neighbours per side inside the same
book, crossing chapters). The mean is not renormalised, so `row · q` is the mean of the two cosines: the
isolated view locates the verse, the window view gives short verses their meaning (docs/retrieval.md: better
than either view alone on the dev set and on OpenBible). The keyword arm indexes the isolated verse.

On disk, per translation: `<id>.npy` (float16, row-aligned with the verse table) and `<id>.json` (manifest:
format version, model id, translation text hash, window, rows, dim, dtype, sha256 of the .npy). A manifest
that does not match the current model or text means the index is outdated: it is rebuilt, never used to return
wrong verses.

A build embeds in two passes, the isolated verses first: that pass alone is about a quarter of the work and
is published as a complete index of its own (window 0, layout `v2-w0`), so meaning search works while the
context windows are embedded; `index_status` calls it "usable". Each pass embeds in chunks saved under
`<id>.partial/`, so an interrupted build resumes where it stopped; every file is written atomically
(`app.core.files`), so a reader never sees half an index.
"""

from __future__ import annotations

import json
import logging
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import numpy as np

from app.core import files
from app.core.errors import Cancelled, IndexDamaged, IndexOutdated
from app.core.library.reading import Library
from app.core.model import TextEmbedder
from app.core.progress import CancelFn, ProgressFn, never, no_progress

log = logging.getLogger(__name__)

FORMAT_VERSION = 2  # 2: rows are the mean of the verse view and the window view
CONTEXT_WINDOW = 1
STORE_DTYPE = np.float16
CHUNK_ROWS = 1024
STAGE_VERSES = "verses"  # a build's first pass (progress message): the isolated verses
STAGE_CONTEXT = "context"  # its second: the context windows
# A row is the mean of two unit vectors (not renormalised): its norm is sqrt((1 + cos) / 2), 1 for a
# first-pass index. Outside these bounds a row is not an embedding (zeros, noise, a rewritten file).
ROW_NORM_RANGE = (0.25, 1.02)
NORM_SAMPLE = 1024


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
        """How the rows were built ("v2-w1": two views, ±1 window): what a detector fitted on them
        depends on."""
        return f"v{self.format_version}-w{self.window}"


@dataclass(frozen=True)
class BuildReport:
    translation: str
    rows: int
    seconds: float
    resumed_rows: int  # verses whose embedding an interrupted build had kept, over both passes
    skipped: bool  # already up to date
    window: int = CONTEXT_WINDOW  # what the index on disk now holds: 0 after a first pass only


def index_files(directory: Path, translation_id: str) -> tuple[Path, Path, Path]:
    """The matrix, its manifest and the folder of an unfinished build."""
    return (
        directory / f"{translation_id}.npy",
        directory / f"{translation_id}.json",
        directory / f"{translation_id}.partial",
    )


def expected_manifest(
    library: Library, translation_id: str, embedder: TextEmbedder, window: int = CONTEXT_WINDOW
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


def index_status(directory: Path, library: Library, translation_id: str, embedder: TextEmbedder) -> str:
    """"ready", "usable" (a build's first pass: isolated verses only, searchable, the context still to come),
    "missing" or "outdated" — cheap (reads the manifest only)."""
    npy, man, _ = index_files(directory, translation_id)
    found = read_manifest(man)
    if found is None or not npy.exists():
        return "missing"
    return source_status(found, library, translation_id, embedder)


def source_status(
    found: IndexManifest, library: Library, translation_id: str, embedder: TextEmbedder
) -> str:
    """What a manifest says of its index for this model and text: "ready", "usable" or "outdated"."""
    want = expected_manifest(library, translation_id, embedder)
    if _same_source(found, want):
        return "ready"
    if want.window > 0 and _same_source(found, replace(want, window=0)):
        return "usable"
    return "outdated"


def build_index(
    library: Library,
    translation_id: str,
    embedder: TextEmbedder,
    directory: Path,
    *,
    window: int = CONTEXT_WINDOW,
    batch_size: int = 32,
    refine: bool = True,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> BuildReport:
    """Embed every verse in two passes: the isolated verses (`STAGE_VERSES`), then the context windows
    (`STAGE_CONTEXT`). Resumable, cancellable, atomic.

    The first pass is about a quarter of the work (verses are a third as long as their windows) and is
    published at once as a complete index of layout `v2-w0`, which `VectorIndex.load` accepts: meaning search
    works while the second pass runs, and it is what a build stopped by `refine=False` leaves. A published
    first pass is never embedded again: the second pass starts from its rows even when the chunks it was made
    from are gone (an installer's index, a removed `.partial`). The second pass replaces it with the two-view
    rows. `progress(done, total, stage)` counts the work of the whole build in verse-equivalents — a verse of
    the first pass is 1, a window of the second `CONTEXT_COST` — so that one rate gives a steady time left
    across both passes; `stage` names the pass running.
    """
    started = time.monotonic()
    directory.mkdir(parents=True, exist_ok=True)
    npy, man, partial = index_files(directory, translation_id)
    want = expected_manifest(library, translation_id, embedder, window)
    first = replace(want, window=0)  # what the first pass publishes
    found = read_manifest(man) if npy.exists() else None
    if found is not None and (_same_source(found, want) or (not refine and _same_source(found, first))):
        try:
            load_verified(npy, found, translation_id)
        except IndexDamaged as exc:  # rebuilt, not kept because its manifest still matches
            log.warning("%s; rebuilding it", exc)
            found = None
        else:
            return BuildReport(translation_id, want.rows, 0.0, 0, True, found.window)
    seconds = _partial_clock(partial, want, started)
    published = None  # the first pass's rows when only its published index holds them
    if window > 0 and not _pass_kept(partial, STAGE_VERSES, want.rows):
        published = _published_first_pass(npy, found, first, translation_id)
    work = _Work(want.rows, window > 0 and refine, progress)
    views: list[np.ndarray] = []
    resumed = 0
    for stage, w in [(STAGE_VERSES, 0)] + ([(STAGE_CONTEXT, window)] if window > 0 else []):
        work.stage = stage
        if stage == STAGE_VERSES and published is not None:
            views.append(published)  # the published first pass: its rows, not the embedder's work again
            resumed += want.rows
            work(want.rows)
        else:
            texts = [t for _, t in library.iter_context_texts(translation_id, w)]
            if len(texts) != want.rows:
                raise IndexOutdated(f"{translation_id}: {len(texts)} verses in the library, not {want.rows}")
            resumed += _embed_pass(partial, stage, texts, embedder, batch_size, work, cancelled, seconds)
            views.append(_load_pass(partial, stage, want.rows, want.dim))
        if stage == STAGE_VERSES and window > 0:
            if found is None or not _same_source(found, first):
                _publish(directory, translation_id, views[0].astype(STORE_DTYPE), first, seconds())
            if not refine:
                return BuildReport(translation_id, want.rows, seconds(), resumed, False, 0)
    rows = views[0] if len(views) == 1 else (views[1] + views[0]) / 2  # not renormalised: see the module doc
    total = seconds()
    _publish(directory, translation_id, rows.astype(STORE_DTYPE), want, total)
    shutil.rmtree(partial, ignore_errors=True)
    return BuildReport(translation_id, want.rows, total, resumed, False, window)


CONTEXT_COST = 3  # a window costs about three verses to embed (docs/vectors.md: 1,230 s against 402 s)


class _Work:
    """A build's progress in verse-equivalents over both passes (`build_index`'s docstring)."""

    def __init__(self, rows: int, refining: bool, progress: ProgressFn):
        self.rows = rows
        self.total = rows * (1 + (CONTEXT_COST if refining else 0))
        self.progress = progress
        self.stage = STAGE_VERSES

    def __call__(self, rows_done: int) -> None:
        """Report `rows_done` rows of the current pass done."""
        if self.stage == STAGE_VERSES:
            done = rows_done
        else:
            done = self.rows + rows_done * CONTEXT_COST
        self.progress(min(done, self.total), self.total, self.stage)


class _Clock:
    """A build's seconds, added up over its runs (kept in `<id>.partial/seconds`)."""

    def __init__(self, elapsed_file: Path, earlier: float, started: float):
        self.elapsed_file = elapsed_file
        self.earlier = earlier
        self.started = started

    def __call__(self) -> float:
        return self.earlier + time.monotonic() - self.started

    def saved(self) -> None:
        self.elapsed_file.write_text(f"{self():.1f}")


def _partial_clock(partial: Path, want: IndexManifest, started: float) -> _Clock:
    """The `.partial` folder for this exact source (anything else in it is stale and goes), and the clock."""
    partial_manifest = partial / "manifest.json"
    if partial.exists():
        previous = read_manifest(partial_manifest)
        if previous is None or not _same_source(previous, want):
            shutil.rmtree(partial)
    partial.mkdir(parents=True, exist_ok=True)
    files.write_json(partial_manifest, asdict(want), indent=1)
    elapsed_file = partial / "seconds"
    try:  # a build's seconds add up over its runs
        earlier = float(elapsed_file.read_text()) if any(partial.glob("*.npy")) else 0.0
    except (OSError, ValueError):
        earlier = 0.0
    return _Clock(elapsed_file, earlier, started)


def _pass_kept(partial: Path, stage: str, rows: int) -> bool:
    """Does `.partial` hold every chunk of this pass (float32: the exact rows)?"""
    return all(_chunk_path(partial, stage, s).exists() for s in range(0, rows, CHUNK_ROWS))


def _published_first_pass(
    npy: Path, found: IndexManifest | None, first: IndexManifest, translation_id: str
) -> np.ndarray | None:
    """The rows of a published first pass for exactly this source (float16 as stored, as float32), or None
    (none, another source, or damaged: the first pass is embedded)."""
    if found is None or not _same_source(found, first):
        return None
    try:
        return load_verified(npy, found, translation_id)
    except IndexDamaged as exc:
        log.warning("%s; embedding the verses again", exc)
        return None


def _chunk_path(partial: Path, stage: str, start: int) -> Path:
    return partial / f"{stage}-{start:07d}.npy"


def _embed_pass(
    partial: Path,
    stage: str,
    texts: list[str],
    embedder: TextEmbedder,
    batch_size: int,
    work: Callable[[int], None],
    cancelled: CancelFn,
    clock: _Clock,
) -> int:
    """Embed `texts` chunk by chunk into float32 files under `partial`, keeping chunks an interrupted build
    saved; returns the rows kept. Kept chunks are reported at once, so a time-left estimate measures only the
    work done now; `work(rows)` reports rows of this pass done."""
    n = len(texts)
    chunks = range(0, n, CHUNK_ROWS)
    kept = sum(min(n, s + CHUNK_ROWS) - s for s in chunks if _chunk_path(partial, stage, s).exists())
    work(kept)
    done = kept
    for start in chunks:
        path = _chunk_path(partial, stage, start)
        if path.exists():
            continue
        if cancelled():
            raise Cancelled()
        end = min(n, start + CHUNK_ROWS)
        before = done
        vectors = embedder.embed_passages(
            texts[start:end],
            batch_size=batch_size,
            progress=lambda rows, total, message="", before=before: work(before + rows),
            cancelled=cancelled,
        )
        files.write_npy(path, np.asarray(vectors, dtype=np.float32))
        done += end - start
        clock.saved()
    work(n)
    return kept


def _load_pass(partial: Path, stage: str, rows: int, dim: int) -> np.ndarray:
    chunks = range(0, rows, CHUNK_ROWS)
    if not rows:
        return np.zeros((0, dim), dtype=np.float32)
    return np.concatenate([np.load(_chunk_path(partial, stage, s), allow_pickle=False) for s in chunks])


def _publish(
    directory: Path, translation_id: str, matrix: np.ndarray, manifest: IndexManifest, seconds: float
) -> None:
    """Write an index under its final name so that no reader ever sees half of one: the matrix, then the
    manifest with its checksum (a reader checks the matrix against it)."""
    npy, man, _ = index_files(directory, translation_id)
    digest = files.write_npy(npy, matrix)
    final = IndexManifest(**{**asdict(manifest), "sha256": digest, "seconds": round(seconds, 1)})
    files.write_json(man, asdict(final), indent=1)


def load_verified(npy: Path, manifest: IndexManifest, translation_id: str) -> np.ndarray:
    """The matrix as float32, after every check a damaged file can fail (even one whose manifest was rewritten
    to match it): checksum, readable .npy, shape and type, finite values, row norms on a sample."""
    name = f"the embedding index for {translation_id!r}"
    try:
        if files.sha256_file(npy) != manifest.sha256:
            raise IndexDamaged(f"{name} fails its checksum")
        stored = np.load(npy, mmap_mode="r", allow_pickle=False)
    except (OSError, ValueError, EOFError) as exc:
        raise IndexDamaged(f"{name} cannot be read: {exc}") from exc
    if not isinstance(stored, np.ndarray) or stored.shape != (manifest.rows, manifest.dim):
        raise IndexDamaged(f"{name} has the wrong shape {getattr(stored, 'shape', None)}")
    if stored.dtype != np.dtype(manifest.dtype):
        raise IndexDamaged(f"{name} holds {stored.dtype}, not {manifest.dtype}")
    matrix = np.ascontiguousarray(stored, dtype=np.float32)
    problem = matrix_problem(matrix)
    if problem:
        raise IndexDamaged(f"{name} {problem}")
    return matrix


def matrix_problem(matrix: np.ndarray) -> str | None:
    """Why `matrix` is not an embedding index (non-finite values, rows that are not embeddings), or None."""
    if matrix.size and not np.isfinite(matrix).all():
        return "holds values that are not numbers (NaN or infinite)"
    n = matrix.shape[0]
    if n == 0:
        return None
    rows = np.unique(np.linspace(0, n - 1, num=min(n, NORM_SAMPLE)).astype(np.int64))
    norms = np.linalg.norm(matrix[rows], axis=1)
    lo, hi = ROW_NORM_RANGE
    bad = int(np.count_nonzero((norms < lo) | (norms > hi)))
    if bad:
        return f"has {bad} of {len(rows)} sampled rows whose length is not an embedding's"
    return None


def index_health(
    directory: Path, library: Library, translation_id: str, *, verify: bool = True
) -> tuple[str, str]:
    """(state, detail) of a translation's index without the model: "ok", "missing", "outdated" (built from
    another text; the model is not checked here) or "damaged" — for `lampada check`. `verify=False` (the
    app's quick check at start) reads the manifest and the file's size only, not its content."""
    npy, man, _ = index_files(directory, translation_id)
    if not man.exists() and not npy.exists():
        return "missing", "not built"
    found = read_manifest(man)
    if found is None:
        return "damaged", f"its manifest {man.name} cannot be read"
    if not npy.exists():
        return "damaged", f"{npy.name} is missing beside its manifest"
    t = library.translation(translation_id)
    if found.text_hash != t.text_hash or found.rows != t.verse_count:
        return "outdated", "built from another text of this translation"
    if not verify:
        problem = _size_problem(npy, found)
        return ("damaged", problem) if problem else ("ok", f"{found.rows} rows (content not verified)")
    try:
        load_verified(npy, found, translation_id)
    except IndexDamaged as exc:
        return "damaged", str(exc)
    return "ok", f"{found.rows} rows, {found.model_id}, layout {found.layout}"


def _size_problem(npy: Path, manifest: IndexManifest) -> str | None:
    """A cheap look: the .npy's header and length agree with the manifest (no checksum, no content)."""
    try:
        with open(npy, "rb") as f:
            version = np.lib.format.read_magic(f)
            if version == (1, 0):
                shape, _, dtype = np.lib.format.read_array_header_1_0(f)
            else:
                shape, _, dtype = np.lib.format.read_array_header_2_0(f)
            data_start = f.tell()
        size = npy.stat().st_size
    except (OSError, ValueError) as exc:
        return f"{npy.name} is not a readable .npy file: {exc}"
    if shape != (manifest.rows, manifest.dim) or dtype != np.dtype(manifest.dtype):
        want = (manifest.rows, manifest.dim)
        return f"{npy.name} holds {dtype} {shape}, its manifest says {manifest.dtype} {want}"
    expected = data_start + manifest.rows * manifest.dim * np.dtype(manifest.dtype).itemsize
    if size != expected:
        return f"{npy.name} has {size} bytes, not {expected}: truncated or grown"
    return None


def remove_index(directory: Path, translation_id: str) -> list[Path]:
    """Delete a translation's index, manifest and unfinished build; returns what was removed."""
    return files.remove_paths(index_files(directory, translation_id))
