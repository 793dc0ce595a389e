"""Search over the user's own notes: the Bible's hybrid search, applied to notes.

- **keyword**: SQLite FTS5 in memory over each note's plain text (title + `note_plain_text`, exactly what
  `UserData.iter_note_documents()` yields), analysed like the Bible with the UI language's analyzer (stemmed
  table) plus a folded, unstemmed table for `"phrases"` and `prefix*`; BM25, user text always quoted
  (`keyword.parse_query`, `keyword.bm25`, as the Bible).
- **meaning**: the notes embedded with the same embedder (`embed_passages`), cosine against the query
  (`embed_queries`); only notes at or above a similarity floor count as found by meaning (a person's notes are
  few, and without a floor every note would "match" every query).
- **ranking**: the Bible's own page function (`ranking.rank_page`: RRF in layers, keyword-only quota 2,
  paging), with RRF k 60 and no topical arm — what notes search was measured with (docs/notes_search.md);
  notes are not merged into passages. A quoted phrase or a prefix is an exact keyword search, as in the
  Bible. "Bible order" sorts the page by each note's passage.

Embeddings are cached per model in `<cache_dir>/<model>.npy` + `.json`, keyed by note id + `updated_at` (and a
hash of the text, so an imported note with the same time stamp but another text is not served a stale
vector): only new or changed notes are embedded again. Both files are written atomically (`app.core.files`);
the JSON carries the `.npy`'s sha256 and is written last, so a torn pair is detected on load and the cache is
rebuilt rather than trusted.

One `NotesIndex` is used from one thread at a time (the GUI's search lane). It returns note ids with their
arms; the caller fetches the notes it shows.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from app.core import files
from app.core.analysis import get_analyzer, words
from app.core.errors import Cancelled
from app.core.library.reading import Filters, Library
from app.core.model import TextEmbedder
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.retrieval import fusion, keyword, ranking, topical
from app.core.retrieval.ranking import ArmHit
from app.core.retrieval.vector import top_rows
from app.core.scripture import canon
from app.core.userdata.markup import note_document_text
from app.core.userdata.records import Bookmark, Folder, Label, Note

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
EMBED_BATCH = 16
CACHE_DTYPE = np.float16
EXACT_TOKENIZER = "unicode61 remove_diacritics 2"  # the Bible's exact table (app.core.library.reading)
DEFAULT_LIMIT = 25
RRF_K = 60  # notes search was measured with k 60 and two arms (flat from 20 to 200: docs/retrieval.md)

# The cosine a note must reach to count as found by meaning, per embedder (measured:
# benchmarks/bench_notes_search.py, docs/notes_search.md). Looked up by model-id prefix.
SIMILARITY_FLOORS: dict[str, float] = {
    "e5-small": 0.855,  # e5-small-enpt-int8@…: recall 0.61, 0.9 false matches per 20 notes
    "fake-hash": 0.25,  # the tests' FakeEmbedder (word hashing): recall 0.35, 0.5 false matches per 20 notes
}
DEFAULT_FLOOR = 0.0  # an unknown model: rank every note (the fusion still orders them)
NOTE, BOOKMARK = "note", "bookmark"  # the kinds of documents the index holds
MAX_TOPICS_NAMED = 3  # topics named on a note found by its passage (as on a Bible result)
TOPIC_GATE = 0.90  # the nearest topic name's cosine below which the arm says nothing (docs/notes_search.md)

Verses = list[tuple[int, int, int]]  # places in the Bible, best first: (canonical book index, chapter, verse)


class Places(list):
    """Places in the Bible, best first (a `Verses` list), with the topics that brought each (`names`: place ->
    topic names, best first), so a note found by its passage can say which topic it was ("tema: anxiety")."""

    def __init__(self, places: Verses = (), names: dict[tuple[int, int, int], tuple[str, ...]] | None = None):
        super().__init__(places)
        self.names = names or {}


class PassageTopics(Protocol):
    """What passages a query is about, best first (`TopicVotes`: the readers' votes of the Bible search); a
    `Places` list also names the topics of each."""

    def __call__(self, query_vector: np.ndarray, query: str) -> Verses: ...


def similarity_floor(model_id: str) -> float:
    for prefix, floor in SIMILARITY_FLOORS.items():
        if model_id.startswith(prefix):
            return floor
    return DEFAULT_FLOOR


# --- documents ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoteDocument:
    id: str
    reference: str  # OSIS, "John.3.16" or "John.3.16-John.3.18"
    text: str  # what is searched: the title, a newline, then the note's plain text (or `bookmark_text`)
    updated_at: str
    book_index: int
    digest: str = ""  # a hash of `text`; computed when not given
    place: tuple[int, ...] = ()  # where its passage stands in the Bible (`Passage.sort_key`), for Bible order
    kind: str = NOTE  # NOTE or BOOKMARK: what the id is the id of

    def __post_init__(self) -> None:
        if not self.digest:
            object.__setattr__(self, "digest", _text_hash(self.text))

    @property
    def key(self) -> tuple[str, str]:
        """What a cached vector or keyword row must match to be reused."""
        return (self.updated_at, self.digest)


def document_text(note: Note) -> str:
    """The searchable text of a note — the same as `UserData.iter_note_documents()` yields."""
    return note_document_text(note.title, note.text)


def bookmark_text(bookmark: Bookmark, labels: dict[str, str], folders: dict[str, str]) -> str:
    """What search reads of a bookmark: its title, its labels' names, its folder's name, a line each."""
    names = sorted((labels[i] for i in bookmark.labels if i in labels), key=str.casefold)
    folder = folders.get(bookmark.folder_id or "", "")
    return "\n".join(part for part in (bookmark.title, *names, folder) if part.strip())


def bookmark_documents(
    bookmarks: Iterable[Bookmark], labels: Iterable[Label], folders: Iterable[Folder]
) -> list[NoteDocument]:
    """Bookmarks as documents of the notes index (kind BOOKMARK): found by their title, labels and folder,
    and by what their passage is about. A bookmark with none of these is still found by its passage."""
    label_names = {x.id: x.name for x in labels}
    folder_names = {f.id: f.name for f in folders}
    return [
        NoteDocument(
            b.id,
            b.passage.osis,
            bookmark_text(b, label_names, folder_names),
            b.updated_at,
            canon.book(b.passage.book).index,
            place=b.passage.sort_key(),
            kind=BOOKMARK,
        )
        for b in bookmarks
    ]


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
                    place=note.passage.sort_key(),
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


NoteArm = ArmHit  # a note's rank and score in one arm (BM25, higher is better, or cosine)


@dataclass
class NoteHit:
    note_id: str  # the note's id, or the bookmark's when `kind` is BOOKMARK
    score: float  # fused (RRF) score
    arms: dict[str, ArmHit]
    similarity: float | None = None
    kind: str = NOTE
    topics: tuple[str, ...] = ()  # with the topical arm: the OpenBible.info topics its passage was voted for

    @property
    def why(self) -> str:
        """ "keyword", "vector", "both" — the badge people see (`ranking.why`, as for Bible results) — or
        "topic" when only what its passage is about brought it."""
        return ranking.why(self.arms)


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
        embedder: TextEmbedder | None = None,
        language: str = "pt",
        topics: PassageTopics | None = None,
    ):
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self._embedder = embedder
        self._language = language
        self._topics = topics  # what passages the query is about (readers' votes): the third arm
        self._docs: dict[str, NoteDocument] = {}
        self._order: list[str] = []  # note ids in the order they were given (canonical)
        # keyword arm
        self._conn = self._new_fts()
        self._kw_rows: dict[str, tuple[int, tuple[object, ...]]] = {}  # id -> (rowid, what it indexed)
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
    def embedder(self) -> TextEmbedder | None:
        return self._embedder

    def set_topics(self, topics: PassageTopics | None) -> None:
        """The topical arm (`TopicVotes` over the Bible's), or None to search without it."""
        self._topics = topics

    def set_embedder(self, embedder: TextEmbedder | None) -> None:
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
        conn.execute("CREATE TABLE books (id INTEGER PRIMARY KEY, book_idx INTEGER NOT NULL)")  # the filters
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
        changed = [d for d in self._docs.values() if self._kw_rows.get(d.id, (0, None))[1] != _indexed(d)]
        for note_id in removed + [d.id for d in changed if d.id in self._kw_rows]:
            rowid, _ = self._kw_rows.pop(note_id)
            self._kw_ids.pop(rowid, None)
            cur.execute("DELETE FROM stem WHERE rowid = ?", (rowid,))
            cur.execute("DELETE FROM exact WHERE rowid = ?", (rowid,))
            cur.execute("DELETE FROM books WHERE id = ?", (rowid,))
        for d in changed:
            rowid = self._next_rowid
            self._next_rowid += 1
            cur.execute("INSERT INTO stem (rowid, body) VALUES (?, ?)", (rowid, analyzer.index_text(d.text)))
            cur.execute("INSERT INTO exact (rowid, body) VALUES (?, ?)", (rowid, d.text))
            cur.execute("INSERT INTO books (id, book_idx) VALUES (?, ?)", (rowid, d.book_index))
            self._kw_rows[d.id] = (rowid, _indexed(d))
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
                or meta.get("sha256") != files.sha256_file(npy)
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
            meta: dict[str, Any] = {
                "format_version": FORMAT_VERSION,
                "model_id": self._embedder.model_id,
                "dim": self._embedder.dim,
                "dtype": np.dtype(CACHE_DTYPE).name,
                "rows": len(rows),
                "sha256": files.write_npy(npy, matrix),
                "notes": rows,
            }
            files.write_json(meta_path, meta, ensure_ascii=False)
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
        filters: Filters | None = None,
        rrf_k: int = RRF_K,
        max_keyword_only: int | None = fusion.MAX_KEYWORD_ONLY,
        min_similarity: float | None = None,
        order: str = "relevance",
    ) -> NotesResponse:
        """Note (and bookmark) ids ranked for `query`, the page [offset, offset + limit) in `order`
        ("relevance", or "bible": by each note's passage). `min_similarity=None` uses the embedder's measured
        floor."""
        started = time.perf_counter()
        text = query.strip()
        response = NotesResponse(query=query, route=mode, hits=[])
        if not text or not self._docs:
            return response
        kq = keyword.parse_query(text, self._language)
        if kq.exact:
            response.route = "phrase"
            mode = "keyword"
        settings = ranking.Fusion(rrf_k, max_keyword_only)
        want = ranking.candidates_for(offset, limit, settings.head)  # page 1 the same whatever the page size
        lists = {fusion.KEYWORD: self._keyword(kq, want, filters) if mode in ("hybrid", "keyword") else []}
        topic_names: dict[str, tuple[str, ...]] = {}  # the topical arm's: note id -> its passage's topics
        if mode in ("hybrid", "vector"):
            lists |= self._meaning_arms(
                response, text, want, filters, min_similarity, mode == "hybrid", topic_names
            )
        page = ranking.rank_page(
            [i for i, _ in lists[fusion.KEYWORD]],
            [i for i, _ in lists.get(fusion.VECTOR, [])],
            [i for i, _ in lists.get(fusion.TOPIC, [])],
            offset=offset,
            limit=limit,
            settings=settings,
        )
        response.total = page.ranked
        ranks = {arm: ranking.arm_ranks(*zip(*got, strict=True)) if got else {} for arm, got in lists.items()}
        for (f,) in page.results:
            arms = {arm: ArmHit(*found[f.key]) for arm, found in ranks.items() if f.key in found}
            similarity = arms[fusion.VECTOR].score if fusion.VECTOR in arms else None
            kind = self._docs[str(f.key)].kind
            topics = topic_names.get(str(f.key), ()) if fusion.TOPIC in arms else ()
            response.hits.append(NoteHit(str(f.key), f.score, arms, similarity, kind, topics))
        if order == "bible":
            response.hits.sort(key=lambda h: self._docs[h.note_id].place)
        elif order != "relevance":
            raise ValueError(f"unknown order {order!r}")
        response.seconds = time.perf_counter() - started
        return response

    def _meaning_arms(
        self,
        response: NotesResponse,
        text: str,
        want: int,
        filters: Filters | None,
        min_similarity: float | None,
        topical: bool,
        topic_names: dict[str, tuple[str, ...]],
    ) -> dict[str, list[tuple[str, float]]]:
        """The meaning arm's list and, in hybrid search with a topical source, the topical arm's (both from
        one embedding of the query; `topic_names` gets the topics of each note the topical arm found)."""
        if self._embedder is None:
            response.notices.append("meaning_search_unavailable")
            return {}
        floor = similarity_floor(self._embedder.model_id) if min_similarity is None else min_similarity
        qvec = np.asarray(self._embedder.embed_queries([text[:2000]])[0], dtype=np.float32)
        out = {fusion.VECTOR: self._vector(qvec, want, filters, floor)}
        response.pending = self.pending
        if response.pending:
            response.notices.append("notes_being_prepared")
        if topical and self._topics is not None:
            out[fusion.TOPIC] = self._topical(self._topics(qvec, text), want, filters, topic_names)
        return out

    def _keyword(
        self, kq: keyword.KeywordQuery, want: int, filters: Filters | None
    ) -> list[tuple[str, float]]:
        table = "exact" if kq.exact else "stem"
        books = ("books", filters.bounds()) if filters is not None and filters.active else None
        rows = keyword.bm25(self._conn, table, kq, limit=want, books=books)
        return [(self._kw_ids[rowid], score) for rowid, score in rows]

    def _vector(
        self, qvec: np.ndarray, want: int, filters: Filters | None, floor: float
    ) -> list[tuple[str, float]]:
        if self._matrix is None:
            self._rebuild_matrix()
        assert self._matrix is not None
        if not self._matrix_ids:
            return []
        norm = float(np.linalg.norm(qvec))
        if norm > 0:
            qvec = qvec / norm
        scores = self._matrix @ qvec
        keep = np.flatnonzero(scores >= floor)
        if filters is not None and filters.active:
            lo, hi = filters.bounds()
            keep = np.array(
                [r for r in keep if lo <= self._docs[self._matrix_ids[r]].book_index <= hi], dtype=np.int64
            )
        sub = scores[keep]
        return [(self._matrix_ids[int(keep[t])], float(sub[t])) for t in top_rows(sub, want)]

    def _topical(
        self,
        verses: Verses,
        want: int,
        filters: Filters | None,
        topic_names: dict[str, tuple[str, ...]] | None = None,
    ) -> list[tuple[str, float]]:
        """Notes whose passage holds a verse of the topical list, ranked by the best such verse (ties in
        canonical order); the score is 1 / that verse's rank. `topic_names` gets, per note, the topics of
        that verse when the list names them (`Places`)."""
        lo, hi = filters.bounds() if filters is not None and filters.active else (-1, 1 << 30)
        by_book: dict[int, list[NoteDocument]] = {}
        for note_id in self._order:
            doc = self._docs[note_id]
            if lo <= doc.book_index <= hi and len(doc.place) == 5:
                by_book.setdefault(doc.book_index, []).append(doc)
        best: dict[str, int] = {}
        for rank, (book, chapter, verse) in enumerate(verses, 1):
            for doc in by_book.get(book, ()):
                if doc.id not in best and tuple(doc.place[1:3]) <= (chapter, verse) <= tuple(doc.place[3:5]):
                    best[doc.id] = rank
                    if topic_names is not None:
                        topic_names[doc.id] = getattr(verses, "names", {}).get((book, chapter, verse), ())
        return [(i, 1.0 / r) for i, r in sorted(best.items(), key=lambda kv: kv[1])[:want]]


# --- highlighting -------------------------------------------------------------------------------------------


class TopicVotes:
    """The Bible's topical arm as the notes' third arm (`PassageTopics`): the verses OpenBible.info's readers
    voted for the topics nearest the query, as places in the Bible. A note on Philippians 4:6 about
    "preocupação" is then found by "ansiedade" or "medo do amanhã", whose words and e5 embedding it does not
    share (docs/notes_search.md). Below `min_similarity` (the nearest topic name's cosine) a query is about no
    topic and the arm says nothing."""

    def __init__(
        self,
        arm: topical.TopicalArm,
        library: Library,
        params: topical.TopicParams = topical.DEFAULT_PARAMS,
        min_similarity: float = TOPIC_GATE,
    ):
        self.arm = arm
        self.library = library
        self.params = params
        self.min_similarity = min_similarity

    def __call__(self, query_vector: np.ndarray, query: str) -> Places:
        hits = self.arm.search(query_vector, self.params.depth, None, self.params, query=query)
        if hits.nearest is None or hits.nearest < self.min_similarity:
            return Places()
        rows = dict(zip((int(i) for i in hits.ids), hits.topics, strict=True))
        places: Verses = []
        names: dict[tuple[int, int, int], tuple[str, ...]] = {}
        for v in self.library.verses_by_ids(hits.ids):
            place = (canon.book(v.book).index, v.chapter, v.verse)
            places.append(place)
            names[place] = tuple(self.arm.topic_name(t) for t in rows.get(v.id, ())[:MAX_TOPICS_NAMED])
        return Places(places, names)


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


__all__ = [
    "BOOKMARK",
    "NOTE",
    "DocumentCache",
    "NoteArm",
    "NoteDocument",
    "NoteHit",
    "NotesIndex",
    "NotesResponse",
    "PassageTopics",
    "Places",
    "TopicVotes",
    "UpdateReport",
    "bookmark_documents",
    "bookmark_text",
    "document_text",
    "match_spans",
    "note_documents",
    "similarity_floor",
]


def _indexed(doc: NoteDocument) -> tuple[object, ...]:
    """What a note's keyword rows hold: its text's key and its book (the filters read the book)."""
    return (*doc.key, doc.book_index)
