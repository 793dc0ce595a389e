"""The topical arm: the verses readers voted for the topics whose names are nearest the query.

OpenBible.info's topics (`app/core/library/openbible.py`) are lay phrasings — "anxiety", "sleeplessness",
"forgiving those who hurt you" — each with the passages its visitors voted for. Lay questions rarely share
words with the
verses that answer them, and little of their embedding space, but they are close to the names of topics:
"estou com medo do futuro" lands near "fear of the future", "worry", "anxiety" (e5 is multilingual, so a
Portuguese query finds the English names, and nearer still the Portuguese ones). The arm:

1. embeds the query once (the vector arm's query vector) and takes the `topics` nearest topics, a topic's
   closeness being the better cosine of its two names, OpenBible's English one and the app's Portuguese
   translation of it (a Portuguese query meets "vencendo o medo" as well as "overcoming fear"); with
   `min_similarity`, a query whose nearest name is farther than that gets no topical list at all;
2. weighs each topic by its closeness relative to the nearest one, `exp((s_t − s_best) / temperature)`;
3. scores each verse by Σ over those topics of weight × the verse's vote share in the topic (relative to the
   topic's most voted passage), counting only the first `max_position` verses of a voted passage;
4. returns the best `depth` verses (filters applied before the top-k), each with the topics that brought it.

The list is fused with the keyword and vector lists by rank (RRF); a verse it found is not keyword-only.
Every constant was chosen on OpenBible topics the arm did not see (docs/retrieval.md, "Topical arm").

The topic index (`app/core/indexing/topics.py`) is built once per model and OpenBible data version; each
translation maps its votes onto its own verses when it is first searched (≈ 0.2 s).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.core.indexing.topics import load_verified, verse_key
from app.core.library import openbible
from app.core.library.reading import Filters, Library
from app.core.model import TextEmbedder
from app.core.retrieval.vector import top_rows

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TopicParams:
    """The arm's constants (docs/retrieval.md, "Topical arm": chosen on OpenBible's evaluation topics)."""

    topics: int = 16  # nearest topic names that vote (8: −0.007 nDCG@10; 32: no gain)
    temperature: float = 0.02  # how fast a topic's weight falls with its distance from the nearest name
    depth: int = 30  # verses the arm contributes to the fusion (50: no better, 20: less recall)
    min_similarity: float | None = None  # no gate: on- and off-topic queries overlap in nearest-name cosine
    max_position: int = 3  # verses of a voted passage that count (a chapter-long passage: its first ones)
    relative_votes: bool = True  # a verse's votes relative to its topic's most voted passage, else the share
    name_match: bool = False  # topics whose whole name is in the query's words join as if nearest (no gain)
    names: str = "both"  # which names a topic is matched by: "both" (the better cosine), "en" or "pt"


DEFAULT_PARAMS = TopicParams()


class TopicIndex:
    """The topic names, their embeddings (row i = topic id i + 1) and every topic's voted verses in the
    standard numbering (`votes`, sorted by topic): loaded and checked once, shared by every translation.

    `names` and `matrix` are OpenBible's English names (a topic's key: the evaluation's split, `--json`);
    `local_names` and `local_matrix` the app's Portuguese names (None: the library has none; a topic without
    one has its English name's row there)."""

    def __init__(
        self,
        names: list[str],
        matrix: np.ndarray,
        votes: np.ndarray,
        local_names: list[str | None] | None = None,
        local_matrix: np.ndarray | None = None,
    ):
        if len(names) != matrix.shape[0]:
            raise ValueError("one embedding row per topic name")
        local_rows = len(local_names or ())
        if local_matrix is not None and (local_matrix.shape != matrix.shape or local_rows != len(names)):
            raise ValueError("one local row and name per topic")
        self.names = names
        self.matrix = matrix
        self.votes = votes
        self.local_names = local_names if local_matrix is not None else None
        self.local_matrix = local_matrix
        self._terms: list[frozenset[str]] | None = None  # each name's English terms (`named_in`), made once
        self._by_term: dict[str, list[int]] = {}

    @classmethod
    def load(cls, directory: Path, library: Library, embedder: TextEmbedder) -> TopicIndex:
        """The verified index (`IndexMissing`, `IndexOutdated` otherwise) with the library's topic names."""
        layers, votes = load_verified(directory, library, embedder)
        names = openbible.topic_names(library)
        if len(layers) < 2:
            return cls(names, layers[0], votes)
        return cls(names, layers[0], votes, openbible.local_names(library), layers[1])

    def local_name(self, row: int) -> str:
        """The topic's Portuguese name, or its English one when it has none."""
        local = self.local_names[row] if self.local_names is not None else None
        return local or self.names[row]

    def named_in(self, query: str, mask: np.ndarray | None = None) -> np.ndarray:
        """Rows of the topics whose every name term (English analysis) is among the query's terms."""
        from app.core.analysis import get_analyzer

        analyzer = get_analyzer("en")
        if self._terms is None:
            self._terms = [frozenset(analyzer.keys(name)) for name in self.names]
            self._by_term = {}
            for row, terms in enumerate(self._terms):
                for term in terms:
                    self._by_term.setdefault(term, []).append(row)
        words = frozenset(analyzer.keys(query))
        candidates = {row for term in words for row in self._by_term.get(term, ())}
        rows = sorted(r for r in candidates if self._terms[r] <= words and (mask is None or mask[r]))
        return np.array(rows, dtype=np.int64)

    def nearest(
        self, query_vector: np.ndarray, n: int, mask: np.ndarray | None = None, names: str = "both"
    ) -> tuple[np.ndarray, np.ndarray]:
        """The `n` nearest topic rows and their cosines, best first (ties by row); `mask` keeps some. A
        topic's cosine is its English name's, its Portuguese name's (`names`), or the better of the two."""
        sims = self.cosines(query_vector, names)
        if mask is not None:
            sims = np.where(mask, sims, -np.inf)
        top = top_rows(sims, min(n, int(np.count_nonzero(np.isfinite(sims)))))
        return top.astype(np.int64), sims[top].astype(np.float32)

    def cosines(self, query_vector: np.ndarray, names: str = "both") -> np.ndarray:
        """Every topic's cosine with the query, by `names` (see `nearest`); English when no local names."""
        # einsum, not BLAS: for 6,700 rows a threaded matrix-vector product costs more in waking threads than
        # in arithmetic when the machine is busy (8 ms against 0.7 ms, two busy cores; 0.3 ms either way idle)
        q = np.asarray(query_vector, dtype=np.float32)
        if self.local_matrix is None or names == "en":
            return np.einsum("ij,j->i", self.matrix, q)
        local = np.einsum("ij,j->i", self.local_matrix, q)
        return local if names == "pt" else np.maximum(np.einsum("ij,j->i", self.matrix, q), local)


# ------------------------------------------------------------------------------ a translation's verses


class TopicVerses:
    """Each topic's voted verses in one translation (CSR by topic row): verse id, book index, vote share,
    place in its passage. Verses the translation lacks are absent (its versification differs)."""

    def __init__(
        self, ptr: np.ndarray, ids: np.ndarray, books: np.ndarray, votes: np.ndarray, pos: np.ndarray
    ):
        self.ptr, self.ids, self.books, self.votes, self.pos = ptr, ids, books, votes, pos

    @classmethod
    def load(cls, library: Library, translation_id: str, index: TopicIndex) -> TopicVerses:
        """Map the standard-numbered votes onto the translation's verse ids; a verse merged into its
        predecessor (\\v 3-4) answers for both numbers, keeping the better vote of the two."""
        rows = library.conn.execute(
            "SELECT id, book_idx, chapter, verse, coalesce(verse_end, verse) FROM verses "
            "WHERE translation = ?",
            (translation_id,),
        ).fetchall()
        verses = np.array(rows, dtype=np.int64).reshape(-1, 5)
        ids, books, chapters = verses[:, 0], verses[:, 1], verses[:, 2]
        repeat = np.maximum(verses[:, 4] - verses[:, 3], 0) + 1  # the numbers each verse stands for
        starts = np.cumsum(repeat) - repeat
        numbers = np.repeat(verses[:, 3], repeat) + (np.arange(int(repeat.sum())) - np.repeat(starts, repeat))
        keys = verse_key(np.repeat(books, repeat), np.repeat(chapters, repeat), numbers)
        owner = np.repeat(np.arange(len(ids)), repeat)
        order = np.argsort(keys, kind="stable")
        keys, owner = keys[order], owner[order]
        table = index.votes
        at = np.minimum(np.searchsorted(keys, table["key"]), max(len(keys) - 1, 0))
        found = (keys[at] == table["key"]) if len(keys) else np.zeros(len(table), bool)
        hit = np.flatnonzero(found)
        verse_ids = ids[owner[at[hit]]]
        verse_books = books[owner[at[hit]]]
        topic = table["topic"][hit].astype(np.int64)
        votes, pos = table["votes"][hit], table["pos"][hit]
        # one row per (topic, verse): the better vote, then the earlier place in its passage
        order = np.lexsort((pos, -votes, verse_ids, topic))
        pair = topic[order] * (1 << 32) + verse_ids[order]
        first = np.ones(len(order), bool)
        first[1:] = pair[1:] != pair[:-1]
        keep = order[first]
        ptr = np.searchsorted(topic[keep], np.arange(len(index.names) + 1)).astype(np.int64)
        return cls(
            ptr,
            verse_ids[keep].astype(np.int64),
            verse_books[keep].astype(np.int16),
            votes[keep].astype(np.float32),
            pos[keep].astype(np.int16),
        )

    def relative(self) -> np.ndarray:
        """Each row's votes over its topic's most voted row."""
        out = np.zeros_like(self.votes)
        for t in np.flatnonzero(np.diff(self.ptr)):
            lo, hi = self.ptr[t], self.ptr[t + 1]
            out[lo:hi] = self.votes[lo:hi] / self.votes[lo:hi].max()
        return out


@dataclass(frozen=True)
class TopicHits:
    ids: np.ndarray  # verse ids, best first
    scores: np.ndarray
    topics: tuple[tuple[int, ...], ...]  # per verse: the topic rows that brought it, biggest share first
    nearest: float | None  # cosine of the nearest topic name (None: no topic)

    @classmethod
    def empty(cls, nearest: float | None = None) -> TopicHits:
        return cls(np.empty(0, np.int64), np.empty(0, np.float32), (), nearest)


class TopicalArm:
    """The arm over one translation: the topic index (shared by all translations) and the translation's
    verses."""

    def __init__(self, index: TopicIndex, verses: TopicVerses, mask: np.ndarray | None = None):
        self.index = index
        self.verses = verses
        self.mask = mask  # topics the arm may use (the evaluation holds some out); None: all
        self._relative = verses.relative()

    def restricted(self, mask: np.ndarray | None) -> TopicalArm:
        arm = TopicalArm.__new__(TopicalArm)
        arm.index, arm.verses, arm.mask, arm._relative = self.index, self.verses, mask, self._relative
        return arm

    def search(
        self,
        query_vector: np.ndarray,
        limit: int,
        filters: Filters | None = None,
        params: TopicParams = DEFAULT_PARAMS,
        query: str = "",
    ) -> TopicHits:
        """The arm's list for a query (its embedding; its text only for `params.name_match`)."""
        rows, sims = self.index.nearest(query_vector, params.topics, self.mask, params.names)
        if not len(rows):
            return TopicHits.empty()
        nearest = float(sims[0])
        if params.min_similarity is not None and nearest < params.min_similarity:
            return TopicHits.empty(nearest)
        if params.name_match and query:
            named = self.index.named_in(query, self.mask)
            if len(named):
                extra = named[~np.isin(named, rows)]
                sims = np.where(np.isin(rows, named), nearest, sims).astype(np.float32)
                rows = np.concatenate([rows, extra])
                sims = np.concatenate([sims, np.full(len(extra), nearest, np.float32)])
        weights = np.exp((sims.astype(np.float64) - nearest) / max(params.temperature, 1e-6))
        v = self.verses
        lo, hi = v.ptr[rows], v.ptr[rows + 1]
        sizes = hi - lo
        if not sizes.sum():
            return TopicHits.empty(nearest)
        # the rows of every chosen topic, without a Python loop: starts repeated plus offsets within each
        starts = np.repeat(lo - np.cumsum(sizes) + sizes, sizes)
        idx = starts + np.arange(int(sizes.sum()))
        topic_of = np.repeat(rows, sizes)
        share = self._relative[idx] if params.relative_votes else v.votes[idx] / 100.0
        contrib = np.repeat(weights, sizes) * share
        keep = v.pos[idx] < params.max_position
        if filters is not None and filters.active:
            lo_book, hi_book = filters.bounds()
            keep &= (v.books[idx] >= lo_book) & (v.books[idx] <= hi_book)
        idx, topic_of, contrib = idx[keep], topic_of[keep], contrib[keep]
        if not len(idx):
            return TopicHits.empty(nearest)
        unique, inverse = np.unique(v.ids[idx], return_inverse=True)
        totals = np.bincount(inverse, weights=contrib, minlength=len(unique))
        k = min(limit, params.depth, len(unique))
        if k <= 0:
            return TopicHits.empty(nearest)
        order = np.lexsort((unique, -totals))[:k]  # by score, ties by verse id: deterministic
        # which topics brought each picked verse, biggest share first
        place = np.full(len(unique), -1)
        place[order] = np.arange(k)
        mine = place[inverse] >= 0
        by = np.lexsort((-contrib[mine], place[inverse][mine]))
        who, whom = place[inverse][mine][by], topic_of[mine][by]
        bounds = np.searchsorted(who, np.arange(k + 1))
        topics = tuple(tuple(int(t) for t in whom[bounds[i] : bounds[i + 1]]) for i in range(k))
        return TopicHits(unique[order].astype(np.int64), totals[order].astype(np.float32), topics, nearest)

    def topic_name(self, row: int) -> str:
        """OpenBible's (English) name: the topic's key; `TopicIndex.local_name` is the Portuguese one."""
        return self.index.names[row]
