"""Search over the user's own notes: the Bible's hybrid search, applied to notes.

- **keyword**: SQLite FTS5 in memory over each note's plain text (title + `note_plain_text`, exactly what
  `UserData.iter_note_documents()` yields), analysed like the Bible with the UI language's analyzer (stemmed
  table) plus a folded, unstemmed table for `"phrases"` and `prefix*`; BM25, user text always quoted
  (`app.core.keyword.parse_query`).
- **meaning**: the notes embedded with the same embedder (`embed_passages`), cosine against the query
  (`embed_queries`); only notes at or above a similarity floor count as found by meaning (a person's notes are
  few, and without a floor every note would "match" every query).
- **fusion**: `app.core.fusion.rrf` with the same `k` and keyword-only quota as the Bible search; a quoted
  phrase or a prefix is an exact keyword search, as in the Bible.

Embeddings are cached per model in `<cache_dir>/<model>.npy` + `.json`, keyed by note id + `updated_at` (and a
hash of the text, so an imported note with the same time stamp but another text is not served a stale
vector): only new or changed notes are embedded again. The files are written to a temporary name, fsynced and
renamed; the JSON carries the `.npy`'s sha256 and is written last, so a torn pair is detected on load and the
cache is rebuilt rather than trusted.

One `NotesIndex` is used from one thread at a time (the GUI's search lane). It returns note ids with their
arms; the caller fetches the notes it shows.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from app.core import canon, fusion, keyword
from app.core.analysis import get_analyzer, words
from app.core.errors import Cancelled
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.userdata.markup import note_plain_text
from app.core.userdata.model import Note

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
EMBED_BATCH = 16
CACHE_DTYPE = np.float16
EXACT_TOKENIZER = "unicode61 remove_diacritics 2"  # the Bible's exact table (app.core.library)
DEFAULT_LIMIT = 25
MIN_CANDIDATES = 50

# The cosine a note must reach to count as found by meaning, per embedder (measured:
# benchmarks/bench_notes_search.py, docs/notes_search.md). Looked up by model-id prefix.
SIMILARITY_FLOORS: dict[str, float] = {
    "e5-small": 0.855,  # e5-small-enpt-int8@…: recall 0.61, 0.9 false matches per 20 notes
    "fake-hash": 0.25,  # the tests' FakeEmbedder (word hashing): recall 0.35, 0.5 false matches per 20 notes
}
DEFAULT_FLOOR = 0.0  # an unknown model: rank every note (the fusion still orders them)


def similarity_floor(model_id: str) -> float:
    for prefix, floor in SIMILARITY_FLOORS.items():
        if model_id.startswith(prefix):
            return floor
    return DEFAULT_FLOOR


class EmbedderLike(Protocol):
    dim: int
    model_id: str

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(
        self, texts: list[str], batch_size: int = 32, progress: ProgressFn = ..., cancelled: CancelFn = ...
    ) -> np.ndarray: ...


class FiltersLike(Protocol):
    """`app.core.library.Filters`: canon book indexes, inclusive."""

    @property
    def active(self) -> bool: ...

    def bounds(self) -> tuple[int, int]: ...


# --- documents ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoteDocument:
    id: str
    reference: str  # OSIS, "John.3.16" or "John.3.16-John.3.18"
    text: str  # what is searched: the title, a newline, then the note's plain text
    updated_at: str
    book_index: int
    digest: str = ""  # a hash of `text`; computed when not given

    def __post_init__(self) -> None:
        if not self.digest:
            object.__setattr__(self, "digest", _text_hash(self.text))

    @property
    def key(self) -> tuple[str, str]:
        """What a cached vector or keyword row must match to be reused."""
        return (self.updated_at, self.digest)


def document_text(note: Note) -> str:
    """The searchable text of a note — the same as `UserData.iter_note_documents()` (a test keeps them so)."""
    body = note_plain_text(note.text)
    return f"{note.title}\n{body}" if note.title else body


class DocumentCache:
    """Plain texts by (note id, updated_at): rendering thousands of notes on every search would cost
    hundreds of milliseconds; only new or changed notes are rendered again."""

    def __init__(self) -> None:
        self._docs: dict[str, tuple[str, str, NoteDocument]] = {}  # id -> (title, text, document)

    def documents(self, notes: Iterable[Note]) -> list[NoteDocument]:
        out: list[NoteDocument] = []
        seen: dict[str, tuple[str, str, NoteDocument]] = {}
        for note in notes:
            cached = self._docs.get(note.id)
            if (
                cached is not None
                and cached[2].updated_at == note.updated_at
                and cached[0] == note.title
                and cached[1] == note.text
                and cached[2].reference == note.passage.osis
            ):
                doc = cached[2]
            else:
                doc = NoteDocument(
                    note.id,
                    note.passage.osis,
                    document_text(note),
                    note.updated_at,
                    canon.book(note.passage.book).index,
                )
            seen[note.id] = (note.title, note.text, doc)
            out.append(doc)
        self._docs = seen
        return out


def note_documents(notes: Iterable[Note]) -> list[NoteDocument]:
    return DocumentCache().documents(notes)


def _text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


# --- results ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoteArm:
    rank: int  # 1-based
    score: float  # BM25 (higher is better) or cosine


@dataclass
class NoteHit:
    note_id: str
    score: float  # fused (RRF) score
    arms: dict[str, NoteArm]
    similarity: float | None = None

    @property
    def why(self) -> str:
        """ "keyword", "vector" or "both" — the badge people see (as for Bible results)."""
        if set(self.arms) == {fusion.KEYWORD}:
            return "keyword"
        if set(self.arms) == {fusion.VECTOR}:
            return "vector"
        return "both"


@dataclass
class NotesResponse:
    query: str
    route: str  # "hybrid" | "keyword" | "vector" | "phrase"
    hits: list[NoteHit]
    total: int = 0  # every match, before paging
    notices: list[str] = field(default_factory=list)  # "meaning_search_unavailable", "notes_being_prepared"
    pending: int = 0  # notes not embedded yet (their meaning is not searched)
    seconds: float = 0.0


@dataclass(frozen=True)
class UpdateReport:
    notes: int
    embedded: int
    reused: int
    removed: int
    pending: int
    seconds: float


# --- the index ----------------------------------------------------------------------------------------------


class NotesIndex:
    def __init__(
        self,
        cache_dir: Path | None,
        embedder: EmbedderLike | None = None,
        language: str = "pt",
    ):
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self._embedder = embedder
        self._language = language
        self._docs: dict[str, NoteDocument] = {}
        self._order: list[str] = []  # note ids in the order they were given (canonical)
        # keyword arm
        self._conn = self._new_fts()
        self._kw_rows: dict[str, tuple[int, tuple[str, str]]] = {}  # id -> (rowid, key)
        self._kw_ids: dict[int, str] = {}
        self._next_rowid = 1
        # meaning arm
        self._vectors: dict[str, tuple[tuple[str, str], np.ndarray]] = {}
        self._cache_loaded = False
        self._matrix: np.ndarray | None = None
        self._matrix_ids: list[str] = []

    # ---------------------------------------------------------------- set-up
    @property
    def language(self) -> str:
        return self._language

    def set_language(self, language: str) -> None:
        """Another analyzer: the keyword index is rebuilt at the next `update`."""
        if language != self._language:
            self._language = language
            self._conn.close()
            self._conn = self._new_fts()
            self._kw_rows.clear()
            self._kw_ids.clear()

    @property
    def embedder(self) -> EmbedderLike | None:
        return self._embedder

    def set_embedder(self, embedder: EmbedderLike | None) -> None:
        if embedder is self._embedder:
            return
        self._embedder = embedder
        self._vectors.clear()
        self._cache_loaded = False
        self._matrix = None
        self._matrix_ids = []

    def _new_fts(self) -> sqlite3.Connection:
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        tokenizer = get_analyzer(self._language).fts_tokenizer
        conn.execute(f"CREATE VIRTUAL TABLE stem USING fts5(body, tokenize='{tokenizer}')")
        conn.execute(
            f"CREATE VIRTUAL TABLE exact USING fts5(body, tokenize='{EXACT_TOKENIZER}', prefix='2 3')"
        )
        return conn

    def close(self) -> None:
        self._conn.close()

    @property
    def pending(self) -> int:
        """Notes whose meaning is not searchable yet (not embedded)."""
        if self._embedder is None:
            return 0
        return sum(1 for i in self._order if self._vectors.get(i, (None,))[0] != self._docs[i].key)

    def __len__(self) -> int:
        return len(self._order)

    # ---------------------------------------------------------------- update
    def update(
        self,
        documents: Sequence[NoteDocument],
        *,
        embed_budget: int | None = None,
        progress: ProgressFn = no_progress,
        cancelled: CancelFn = never,
    ) -> UpdateReport:
        """Make the index match `documents`: new or changed notes are (re)indexed, deleted ones dropped.

        `embed_budget` caps how many notes are embedded by this call (a search embeds a few, a background
        task the rest in steps), so a first search over many notes with a slow model answers at once. On
        `Cancelled`, what was embedded is kept (and saved) and the next call continues.
        """
        started = time.perf_counter()
        docs = {d.id: d for d in documents}
        removed = [i for i in self._docs if i not in docs]
        self._docs = docs
        self._order = [d.id for d in documents]
        self._update_keyword(removed)
        embedded = reused = 0
        if self._embedder is not None:
            embedded, reused = self._update_vectors(removed, embed_budget, progress, cancelled)
        report = UpdateReport(
            len(docs), embedded, reused, len(removed), self.pending, time.perf_counter() - started
        )
        if embedded or removed:
            log.debug("notes index updated: %s", report)
        return report

    def _update_keyword(self, removed: list[str]) -> None:
        analyzer = get_analyzer(self._language)
        cur = self._conn.cursor()
        changed = [d for d in self._docs.values() if self._kw_rows.get(d.id, (0, None))[1] != d.key]
        for note_id in removed + [d.id for d in changed if d.id in self._kw_rows]:
            rowid, _ = self._kw_rows.pop(note_id)
            self._kw_ids.pop(rowid, None)
            cur.execute("DELETE FROM stem WHERE rowid = ?", (rowid,))
            cur.execute("DELETE FROM exact WHERE rowid = ?", (rowid,))
        for d in changed:
            rowid = self._next_rowid
            self._next_rowid += 1
            cur.execute("INSERT INTO stem (rowid, body) VALUES (?, ?)", (rowid, analyzer.index_text(d.text)))
            cur.execute("INSERT INTO exact (rowid, body) VALUES (?, ?)", (rowid, d.text))
            self._kw_rows[d.id] = (rowid, d.key)
            self._kw_ids[rowid] = d.id

    def _update_vectors(
        self, removed: list[str], budget: int | None, progress: ProgressFn, cancelled: CancelFn
    ) -> tuple[int, int]:
        assert self._embedder is not None
        if not self._cache_loaded:
            self._vectors = self._load_cache()
            self._cache_loaded = True
        dropped = [i for i in list(self._vectors) if i not in self._docs]
        for note_id in dropped:
            del self._vectors[note_id]
        need = [self._docs[i] for i in self._order if self._vectors.get(i, (None,))[0] != self._docs[i].key]
        reused = len(self._docs) - len(need)
        todo = need if budget is None else need[: max(0, budget)]
        embedded = 0
        try:
            for start in range(0, len(todo), EMBED_BATCH):
                if cancelled():
                    raise Cancelled()
                batch = todo[start : start + EMBED_BATCH]
                vectors = np.asarray(self._embedder.embed_passages([d.text for d in batch]), dtype=np.float32)
                for d, vec in zip(batch, vectors, strict=True):
                    norm = float(np.linalg.norm(vec))
                    self._vectors[d.id] = (d.key, vec / norm if norm > 0 else vec)
                embedded += len(batch)
                progress(embedded, len(todo), "")
        finally:
            if embedded or dropped or self._matrix is None:
                self._rebuild_matrix()
            if embedded or dropped:
                self._save_cache()
        return embedded, reused

    def _rebuild_matrix(self) -> None:
        ids = [i for i in self._order if self._vectors.get(i, (None,))[0] == self._docs[i].key]
        dim = self._embedder.dim if self._embedder is not None else 0
        self._matrix_ids = ids
        self._matrix = (
            np.stack([self._vectors[i][1] for i in ids]).astype(np.float32)
            if ids
            else np.zeros((0, dim), dtype=np.float32)
        )

    # ---------------------------------------------------------------- cache files
    def _cache_paths(self) -> tuple[Path, Path] | None:
        if self.cache_dir is None or self._embedder is None:
            return None
        name = re.sub(r"[^A-Za-z0-9._-]+", "_", self._embedder.model_id).strip("._") or "model"
        return self.cache_dir / f"{name}.npy", self.cache_dir / f"{name}.json"

    def _load_cache(self) -> dict[str, tuple[tuple[str, str], np.ndarray]]:
        found = self._cache_paths()
        if found is None:
            return {}
        npy, meta_path = found
        if not npy.is_file() or not meta_path.is_file():
            return {}
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            assert self._embedder is not None
            if (
                meta.get("format_version") != FORMAT_VERSION
                or meta.get("model_id") != self._embedder.model_id
                or meta.get("dim") != self._embedder.dim
                or meta.get("sha256") != _sha256(npy)
            ):
                log.info("notes embedding cache %s does not match: rebuilding it", npy)
                return {}
            matrix = np.load(npy, allow_pickle=False)
            rows = meta["notes"]
            if matrix.shape != (len(rows), self._embedder.dim):
                return {}
        except (OSError, ValueError, KeyError, TypeError, AssertionError) as exc:
            log.warning("notes embedding cache %s unreadable (%s): rebuilding it", npy, exc)
            return {}
        out = {}
        for (note_id, stamp, digest), vec in zip(rows, matrix, strict=True):
            out[str(note_id)] = ((str(stamp), str(digest)), np.asarray(vec, dtype=np.float32))
        return out

    def _save_cache(self) -> None:
        found = self._cache_paths()
        if found is None:
            return
        npy, meta_path = found
        ids = [i for i in self._order if i in self._vectors]
        rows = [[i, *self._vectors[i][0]] for i in ids]
        assert self._embedder is not None
        matrix = (
            np.stack([self._vectors[i][1] for i in ids]).astype(CACHE_DTYPE)
            if ids
            else np.zeros((0, self._embedder.dim), dtype=CACHE_DTYPE)
        )
        try:
            npy.parent.mkdir(parents=True, exist_ok=True)
            tmp = npy.with_name(npy.name + ".tmp")
            with open(tmp, "wb") as fh:
                np.save(fh, matrix, allow_pickle=False)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, npy)
            meta: dict[str, Any] = {
                "format_version": FORMAT_VERSION,
                "model_id": self._embedder.model_id,
                "dim": self._embedder.dim,
                "dtype": np.dtype(CACHE_DTYPE).name,
                "rows": len(rows),
                "sha256": _sha256(npy),
                "notes": rows,
            }
            tmp_meta = meta_path.with_name(meta_path.name + ".tmp")
            with open(tmp_meta, "w", encoding="utf-8") as fh:
                json.dump(meta, fh, ensure_ascii=False)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp_meta, meta_path)
        except OSError as exc:  # a cache: failing to write it costs time later, never data
            log.warning("cannot write the notes embedding cache %s: %s", npy, exc)

    # ---------------------------------------------------------------- search
    def search(
        self,
        query: str,
        *,
        mode: str = "hybrid",
        limit: int = DEFAULT_LIMIT,
        offset: int = 0,
        filters: FiltersLike | None = None,
        rrf_k: int = fusion.RRF_K,
        max_keyword_only: int | None = fusion.MAX_KEYWORD_ONLY,
        min_similarity: float | None = None,
    ) -> NotesResponse:
        """Note ids ranked for `query`. `min_similarity=None` uses the embedder's measured floor."""
        started = time.perf_counter()
        text = query.strip()
        response = NotesResponse(query=query, route=mode, hits=[])
        if not text or not self._docs:
            return response
        kq = keyword.parse_query(text, self._language)
        if kq.exact:
            response.route = "phrase"
            mode = "keyword"
        want = fusion.fetch_depth(offset + limit, MIN_CANDIDATES)  # page 1 the same whatever the page size
        kw: list[tuple[str, float]] = []
        vec: list[tuple[str, float]] = []
        if mode in ("hybrid", "keyword"):
            kw = self._keyword(kq, want, filters)
        if mode in ("hybrid", "vector"):
            if self._embedder is None:
                response.notices.append("meaning_search_unavailable")
            else:
                floor = (
                    similarity_floor(self._embedder.model_id) if min_similarity is None else min_similarity
                )
                vec = self._vector(text, want, filters, floor)
                response.pending = self.pending
                if response.pending:
                    response.notices.append("notes_being_prepared")
        kw_rank = {i: NoteArm(r, s) for r, (i, s) in enumerate(kw, 1)}
        vec_rank = {i: NoteArm(r, s) for r, (i, s) in enumerate(vec, 1)}
        fused = fusion.rrf_layered(
            [i for i, _ in kw],
            [i for i, _ in vec],
            head=MIN_CANDIDATES,
            k=rrf_k,
            max_keyword_only=max_keyword_only,
        )
        response.total = len(fused)
        for f in fused[offset : offset + limit]:
            arms: dict[str, NoteArm] = {}
            if f.key in kw_rank:
                arms[fusion.KEYWORD] = kw_rank[f.key]
            if f.key in vec_rank:
                arms[fusion.VECTOR] = vec_rank[f.key]
            similarity = vec_rank[f.key].score if f.key in vec_rank else None
            response.hits.append(NoteHit(str(f.key), f.score, arms, similarity))
        response.seconds = time.perf_counter() - started
        return response

    def _allowed(self, note_id: str, filters: FiltersLike | None) -> bool:
        if filters is None or not filters.active:
            return True
        lo, hi = filters.bounds()
        return lo <= self._docs[note_id].book_index <= hi

    def _keyword(
        self, kq: keyword.KeywordQuery, want: int, filters: FiltersLike | None
    ) -> list[tuple[str, float]]:
        if kq.empty:
            return []
        table = "exact" if kq.exact else "stem"
        try:
            rows = self._conn.execute(
                f"SELECT rowid, bm25({table}) AS s FROM {table} WHERE {table} MATCH ? ORDER BY s, rowid",
                (kq.match_expression(),),
            ).fetchall()
        except sqlite3.OperationalError as exc:  # every token is quoted; never crash a search
            log.warning("notes keyword query failed (%s) for %r", exc, kq.match_expression()[:200])
            return []
        out = []
        for rowid, score in rows:
            note_id = self._kw_ids.get(rowid)
            if note_id is not None and note_id in self._docs and self._allowed(note_id, filters):
                out.append((note_id, -float(score)))
                if len(out) >= want:
                    break
        return out

    def _vector(
        self, text: str, want: int, filters: FiltersLike | None, floor: float
    ) -> list[tuple[str, float]]:
        assert self._embedder is not None
        if self._matrix is None:
            self._rebuild_matrix()
        assert self._matrix is not None
        if not self._matrix_ids:
            return []
        qvec = np.asarray(self._embedder.embed_queries([text[:2000]])[0], dtype=np.float32)
        norm = float(np.linalg.norm(qvec))
        if norm > 0:
            qvec = qvec / norm
        scores = self._matrix @ qvec
        keep = np.flatnonzero(scores >= floor)
        if filters is not None and filters.active:
            keep = np.array([r for r in keep if self._allowed(self._matrix_ids[r], filters)], dtype=np.int64)
        if keep.size == 0:
            return []
        k = min(want, keep.size)
        sub = scores[keep]
        top = np.argpartition(-sub, k - 1)[:k] if k < sub.size else np.arange(sub.size)
        top = top[np.lexsort((keep[top], -sub[top]))]  # by score, ties by row: deterministic
        return [(self._matrix_ids[int(keep[t])], float(sub[t])) for t in top]


# --- highlighting -------------------------------------------------------------------------------------------


def match_spans(text: str, query: str, language: str = "pt") -> list[tuple[int, int]]:
    """Spans of `text` to highlight for `query`: the analyzer's matching stems, or the folded words of a
    phrase / prefix query."""
    kq = keyword.parse_query(query, language)
    if kq.exact:
        wanted = {w for p in kq.phrases for w in p} | set(kq.exact_words)
        prefixes = kq.prefixes
        return [(s, e) for s, e, w in words(text) if w in wanted or any(w.startswith(p) for p in prefixes)]
    analyzer = get_analyzer(language)
    keys = analyzer.keys(query)
    return [(s, e) for s, e, k in analyzer.spans(text) if k in keys]


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


__all__ = [
    "DocumentCache",
    "NoteArm",
    "NoteDocument",
    "NoteHit",
    "NotesIndex",
    "NotesResponse",
    "UpdateReport",
    "document_text",
    "match_spans",
    "note_documents",
    "similarity_floor",
]
