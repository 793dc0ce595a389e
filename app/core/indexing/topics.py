"""The topic index: OpenBible.info's topic names embedded once per model and data version, with every
topic's voted verses, for the topical arm (`app/core/retrieval/topical.py`).

Beside the meaning indexes: `topic-names.npy` (the names' embeddings, float16, shape (languages, topics,
dim): layer 0 the English names, layer 1 the Portuguese ones when the library has them — a topic without one
repeats its English row —, row i = topic id i + 1), `topic-votes.npy` (every topic's voted verses in the
standard numbering, sorted by topic: loading them from the library took 1.3 s, the file takes milliseconds)
and `topic-names.json` (manifest: format, model id, OpenBible data version, languages, sizes, sha256 of both
files). A manifest that does not match means the index is rebuilt, never used with the wrong names. Written
atomically, the manifest last (`app.core.files`).
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import numpy as np

from app.core import files
from app.core.errors import Cancelled, IndexMissing, IndexOutdated
from app.core.library import openbible
from app.core.library.reading import Library
from app.core.model import TextEmbedder
from app.core.progress import CancelFn, ProgressFn, never, no_progress

log = logging.getLogger(__name__)

FORMAT_VERSION = 2  # 2: a layer of Portuguese names beside the English ones
FILE_STEM = "topic-names"  # translation ids cannot contain "-": never a translation's index
STORE_DTYPE = np.float16
EMBED_BATCH = 256


VOTES_DTYPE = np.dtype([("topic", "<i4"), ("key", "<i8"), ("votes", "<f4"), ("pos", "<i2")])


@dataclass(frozen=True)
class TopicManifest:
    format_version: int
    model_id: str
    knowledge: str  # openbible.data_version() of the library's topics
    rows: int  # topics
    votes: int  # (topic, verse) rows
    dim: int
    dtype: str
    sha256: str = ""  # of topic-names.npy
    votes_sha256: str = ""  # of topic-votes.npy
    seconds: float = 0.0
    languages: list[str] = field(default_factory=lambda: ["en"])  # the layers of topic-names.npy


@dataclass(frozen=True)
class TopicIndexReport:
    rows: int
    seconds: float
    skipped: bool  # already up to date


def index_files(directory: Path) -> tuple[Path, Path, Path]:
    """The names' embeddings, the vote table and the manifest."""
    return directory / f"{FILE_STEM}.npy", directory / "topic-votes.npy", directory / f"{FILE_STEM}.json"


def read_manifest(path: Path) -> TopicManifest | None:
    try:
        return TopicManifest(**json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None


def _expected(library: Library, embedder: TextEmbedder) -> TopicManifest | None:
    version = openbible.loaded_version(library)
    if version is None or not openbible.is_loaded(library):
        return None
    rows = library.conn.execute("SELECT count(*) FROM topics").fetchone()[0]
    votes = library.conn.execute("SELECT count(*) FROM topic_verses").fetchone()[0]
    dtype = np.dtype(STORE_DTYPE).name
    languages = ["en"] + ([openbible.NAMES_LANGUAGE] if openbible.local_names(library) else [])
    return TopicManifest(
        FORMAT_VERSION, embedder.model_id, version, rows, votes, embedder.dim, dtype, languages=languages
    )


def _same(a: TopicManifest, b: TopicManifest) -> bool:
    unset = {"sha256": "", "votes_sha256": "", "seconds": 0.0}
    return replace(a, **unset) == replace(b, **unset)


def topic_index_status(directory: Path, library: Library, embedder: TextEmbedder) -> str:
    """ "ready", "missing" (not built, or no topics in the library yet) or "outdated" (reads the manifest)."""
    names, votes, man = index_files(directory)
    want = _expected(library, embedder)
    found = read_manifest(man)
    if want is None or found is None or not names.exists() or not votes.exists():
        return "missing"
    return "ready" if _same(found, want) else "outdated"


def verse_key(book_idx: np.ndarray, chapter: np.ndarray, verse: np.ndarray) -> np.ndarray:
    """One int64 per (book, chapter, verse) in the standard numbering, ordered like the canon."""
    return book_idx.astype(np.int64) * 1_000_000 + chapter.astype(np.int64) * 1_000 + verse.astype(np.int64)


def vote_table(library: Library) -> np.ndarray:
    rows = library.conn.execute(
        "SELECT topic - 1, book_idx, chapter, verse, score, pos FROM topic_verses "
        "ORDER BY topic, book_idx, chapter, verse"
    ).fetchall()
    raw = np.array(rows, dtype=np.float64).reshape(-1, 6)
    table = np.empty(len(raw), VOTES_DTYPE)
    table["topic"] = raw[:, 0]
    table["key"] = verse_key(raw[:, 1], raw[:, 2], raw[:, 3])
    table["votes"] = raw[:, 4]
    table["pos"] = raw[:, 5]
    return table


def build_topic_index(
    library: Library,
    embedder: TextEmbedder,
    directory: Path,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> TopicIndexReport:
    """Embed every topic name (as a query: names and questions are the same kind of text), in English and in
    Portuguese, keep the votes as arrays beside them and publish both atomically, the manifest last.
    Cancellable: nothing is written then."""
    started = time.perf_counter()
    want = _expected(library, embedder)
    if want is None:
        raise IndexMissing("the library has no OpenBible.info topics yet (run `lampada setup`)")
    if topic_index_status(directory, library, embedder) == "ready":
        return TopicIndexReport(want.rows, 0.0, True)
    names = openbible.topic_names(library)
    local = openbible.local_names(library) if len(want.languages) > 1 else []
    todo = names + [n for n in local if n is not None]  # a topic without a local name: its English row again
    parts = []
    for start in range(0, len(todo), EMBED_BATCH):
        if cancelled():
            raise Cancelled()
        parts.append(np.asarray(embedder.embed_queries(todo[start : start + EMBED_BATCH]), dtype=np.float32))
        progress(min(len(todo), start + EMBED_BATCH), len(todo), "topics")
    embedded = np.concatenate(parts) if parts else np.zeros((0, embedder.dim), np.float32)
    matrix = _layers(embedded, len(names), local)
    directory.mkdir(parents=True, exist_ok=True)
    names_npy, votes_npy, man = index_files(directory)
    names_sha = files.write_npy(names_npy, matrix.astype(STORE_DTYPE))
    votes_sha = files.write_npy(votes_npy, vote_table(library))
    seconds = time.perf_counter() - started
    manifest = replace(want, sha256=names_sha, votes_sha256=votes_sha, seconds=round(seconds, 1))
    files.write_json(man, asdict(manifest), indent=1)
    return TopicIndexReport(want.rows, seconds, False)


def _layers(embedded: np.ndarray, rows: int, local: list[str | None]) -> np.ndarray:
    """(languages, topics, dim): the English rows, then, if there are local names, one row per topic — its
    local name's, or its English one's again (the better cosine of the two is then the English one)."""
    english = embedded[:rows]
    if not local:
        return english[None]
    second = english.copy()
    has = np.array([n is not None for n in local], dtype=bool)
    second[has] = embedded[rows:]
    return np.stack([english, second])


def load_verified(directory: Path, library: Library, embedder: TextEmbedder) -> tuple[np.ndarray, np.ndarray]:
    """The names' embeddings (float32, one layer per language: English first) and the vote table, after the
    manifest matches this model and OpenBible version (`IndexMissing`, `IndexOutdated`) and both files their
    checksums and shapes."""
    names_npy, votes_npy, man = index_files(directory)
    status = topic_index_status(directory, library, embedder)
    if status == "missing":
        raise IndexMissing("the topic names are not embedded yet")
    if status == "outdated":
        raise IndexOutdated("the topic names were embedded with another model or OpenBible version")
    found = read_manifest(man)
    assert found is not None
    if files.sha256_file(names_npy) != found.sha256 or files.sha256_file(votes_npy) != found.votes_sha256:
        raise IndexOutdated("the topic index fails its checksum")
    try:
        matrix = np.load(names_npy, allow_pickle=False)
        votes = np.load(votes_npy, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise IndexOutdated(f"the topic index cannot be read: {exc}") from exc
    shape = (len(found.languages), found.rows, found.dim)
    if matrix.shape != shape or votes.dtype != VOTES_DTYPE or len(votes) != found.votes:
        raise IndexOutdated("the topic index has the wrong shape")
    return np.ascontiguousarray(matrix, dtype=np.float32), votes
