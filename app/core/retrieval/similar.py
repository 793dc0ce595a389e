""" "More like this": the verses most like one verse, from what readers and the text agree on.

Five ranked lists over the verses of the verse's translation (by `ord`, the row of its meaning index):

- `cross_reference`: the verses OpenBible.info's readers linked to it, either way (`openbible`'s table),
  most voted first; a linked passage stands for its first `LikeParams.span` verses;
- `shared_links`: second-hand — the verses linked to the verses it is linked to, each path weighing the
  votes of both links, a linked verse's own links shared out among them (`second_hand`);
- `passage_links`: the verses linked to the verses around it, the nearer weighing more (`passage_links`):
  what readers linked to its passage also speaks of it, and a verse nobody linked still has a passage;
- `topic`: the other verses voted for the topics that voted for it (the topical arm's table), each weighing
  the two verses' shares of the topic's votes (`shared_topics`);
- `meaning`: the cosine of the meaning index's rows, asked with the verse's own row (the rows already mix
  each verse with its ±1 window; the mean of its neighbours' rows too found fewer cross-references).

They are fused by rank (RRF, `fuse`): a verse that several of them rank high comes first, so surface words
alone ("sabemos que") no longer decide. The verse's own passage — itself and two verses either side in its
book — is never "like" it. A verse no reader linked and no topic names still gets its meaning neighbours;
without a meaning index the other lists still answer. The constants were chosen on OpenBible's
cross-references held out by verse (docs/retrieval.md, "More like this"; `benchmarks/similar.py`), whose
split (`verse_part`, `hide`) lives here beside the ranking it measures.

Everything is arrays over ords and pure functions, built once per translation (`Knowledge.load`: the 344,000
cross-references and 200,000 topic votes, about a second) and kept while the library's translation and
OpenBible data stay the same (`knowledge_for`).
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from app.core.indexing.topics import verse_key
from app.core.library import openbible
from app.core.library.reading import Library, Verse

log = logging.getLogger(__name__)

CROSS_REFERENCE = "cross_reference"
SHARED_LINKS = "shared_links"
PASSAGE_LINKS = "passage_links"
TOPIC = "topic"
MEANING = "meaning"
ARMS = (CROSS_REFERENCE, SHARED_LINKS, PASSAGE_LINKS, TOPIC, MEANING)  # the order reasons are given in
NEAR = 2  # verses either side, in the same book, that are the verse's own passage: never "like" it


@dataclass(frozen=True)
class LikeParams:
    """The constants (docs/retrieval.md, "More like this": chosen on the tuning part of the verses)."""

    rrf_k: int = 60
    depth: int = 100  # each list's length before the fusion
    # an arm's weight in the RRF sum (1 when not named); the verse's own links weigh as much as second-hand
    # ones: the measure hides them, it cannot choose their weight
    weights: tuple[tuple[str, float], ...] = (
        (CROSS_REFERENCE, 2.0),
        (SHARED_LINKS, 2.0),
        (PASSAGE_LINKS, 0.5),
    )
    span: int = 3  # verses of a linked passage that stand for it (a chapter-long one: its first ones)
    vote_power: float = 0.5  # a link weighs (votes + 1) ** vote_power
    spread: float = 0.5  # a linked verse's links share its weight: divided by (their total) ** spread
    topic_size_power: float = 0.5  # a topic weighs 1 / (its verses) ** topic_size_power
    topic_position: int = 1  # verses of a voted passage that belong to the topic
    window: int = 0  # the meaning query: the mean of the rows of the verse and this many either side

    def weight(self, arm: str) -> float:
        return dict(self.weights).get(arm, 1.0)


DEFAULT_PARAMS = LikeParams()


# ------------------------------------------------------------------------------------------ the data


@dataclass(frozen=True)
class Links:
    """The cross-references in one translation's ords: each row's source verse, its target passage's first
    and last ord (one book), its votes. Rows whose source or target the translation lacks are left out."""

    source: np.ndarray  # int64
    first: np.ndarray  # int64
    last: np.ndarray  # int64, ≥ first
    votes: np.ndarray  # int64, ≥ 0

    def __len__(self) -> int:
        return len(self.source)

    def subset(self, keep: np.ndarray) -> Links:
        return Links(self.source[keep], self.first[keep], self.last[keep], self.votes[keep])


@dataclass(frozen=True)
class Graph:
    """Undirected, weighted: a verse's links either way (CSR by ord), each neighbour once (its best link), in
    the order of their ords."""

    ptr: np.ndarray  # int64, n + 1
    nbr: np.ndarray  # int64
    weight: np.ndarray  # float64: (votes + 1) ** vote_power
    total: np.ndarray  # float64 per ord: the sum of its links' weights

    @classmethod
    def build(cls, links: Links, n: int, params: LikeParams = DEFAULT_PARAMS) -> Graph:
        pairs = link_pairs(links, params.span)
        a = np.concatenate([pairs[0], pairs[1]])
        b = np.concatenate([pairs[1], pairs[0]])
        w = np.concatenate([pairs[2], pairs[2]]).astype(np.float64)
        keep = a != b
        a, b, w = a[keep], b[keep], (w[keep] + 1.0) ** params.vote_power
        pair = a * n + b
        order = np.lexsort((-w, pair))  # by pair, its heaviest link first
        pair, w = pair[order], w[order]
        first = np.ones(len(pair), bool)
        first[1:] = pair[1:] != pair[:-1]
        pair, w = pair[first], w[first]
        a, b = pair // max(n, 1), pair % max(n, 1)
        ptr = np.searchsorted(a, np.arange(n + 1)).astype(np.int64)
        total = np.bincount(a, weights=w, minlength=n).astype(np.float64)
        return cls(ptr, b.astype(np.int64), w, total)

    def neighbours(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        lo, hi = self.ptr[i], self.ptr[i + 1]
        return self.nbr[lo:hi], self.weight[lo:hi]


def link_pairs(links: Links, span: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(source, target, votes) for the first `span` verses of every row's target passage."""
    count = np.minimum(links.last - links.first + 1, max(span, 1))
    starts = np.cumsum(count) - count
    offset = np.arange(int(count.sum())) - np.repeat(starts, count)
    return (
        np.repeat(links.source, count),
        np.repeat(links.first, count) + offset,
        np.repeat(links.votes, count),
    )


@dataclass(frozen=True)
class Topics:
    """OpenBible's topic votes in one translation's ords, both ways (CSR by topic and by verse): each vote is
    the verse's share relative to its topic's most voted passage."""

    topic_ptr: np.ndarray
    topic_ords: np.ndarray
    topic_share: np.ndarray
    verse_ptr: np.ndarray
    verse_topics: np.ndarray
    verse_share: np.ndarray

    @classmethod
    def build(cls, topic: np.ndarray, ords: np.ndarray, share: np.ndarray, n: int, topics: int) -> Topics:
        order = np.lexsort((-share, ords, topic))
        topic, ords, share = topic[order], ords[order], share[order]
        first = np.ones(len(topic), bool)
        first[1:] = (topic[1:] != topic[:-1]) | (ords[1:] != ords[:-1])  # one vote per (topic, verse)
        topic, ords, share = topic[first], ords[first], share[first]
        topic_ptr = np.searchsorted(topic, np.arange(topics + 1)).astype(np.int64)
        by_verse = np.lexsort((topic, ords))
        verse_ptr = np.searchsorted(ords[by_verse], np.arange(n + 1)).astype(np.int64)
        return cls(
            topic_ptr,
            ords.astype(np.int64),
            share.astype(np.float64),
            verse_ptr,
            topic[by_verse].astype(np.int64),
            share[by_verse].astype(np.float64),
        )

    @classmethod
    def empty(cls, n: int) -> Topics:
        none = np.empty(0, np.int64)
        return cls.build(none, none, np.empty(0), n, 0)


@dataclass(frozen=True)
class Knowledge:
    """What "more like this" knows of one translation besides its meaning index."""

    links: Links
    graph: Graph
    topics: Topics
    book_index: np.ndarray  # per ord: the book's canon index (a passage never crosses a book)

    @property
    def size(self) -> int:
        return len(self.book_index)

    @classmethod
    def load(cls, library: Library, translation_id: str, params: LikeParams = DEFAULT_PARAMS) -> Knowledge:
        started = time.perf_counter()
        keys, owner = standard_ords(library, translation_id)
        book_index = np.asarray(library.ord_book_index(translation_id), dtype=np.int64)
        n = len(book_index)
        loaded = openbible.is_loaded(library)
        links = (
            read_links(library, translation_id, keys, owner)
            if loaded
            else Links(*(np.empty(0, np.int64),) * 4)
        )
        topics = read_topics(library, keys, owner, n, params) if loaded else Topics.empty(n)
        found = cls(links, Graph.build(links, n, params), topics, book_index)
        log.info("more like this for %s in %.2f s", translation_id, time.perf_counter() - started)
        return found

    def with_links(self, links: Links, params: LikeParams = DEFAULT_PARAMS) -> Knowledge:
        """The same knowledge with other cross-references (the evaluation hides some)."""
        return Knowledge(links, Graph.build(links, self.size, params), self.topics, self.book_index)


def standard_ords(library: Library, translation_id: str) -> tuple[np.ndarray, np.ndarray]:
    """Sorted standard-numbering keys (`verse_key`) and the ord of the translation's verse holding each; a
    verse merged with the next (\\v 3-4) holds both numbers."""
    rows = _rows(
        library,
        "SELECT ord, book_idx, chapter, verse, coalesce(verse_end, verse) FROM verses WHERE translation = ?",
        (translation_id,),
    )
    verses = np.array(rows, dtype=np.int64).reshape(-1, 5)
    repeat = np.maximum(verses[:, 4] - verses[:, 3], 0) + 1
    starts = np.cumsum(repeat) - repeat
    numbers = np.repeat(verses[:, 3], repeat) + (np.arange(int(repeat.sum())) - np.repeat(starts, repeat))
    keys = verse_key(np.repeat(verses[:, 1], repeat), np.repeat(verses[:, 2], repeat), numbers)
    owner = np.repeat(verses[:, 0], repeat)
    order = np.argsort(keys, kind="stable")
    return keys[order], owner[order]


def lookup(keys: np.ndarray, owner: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """The ord of each wanted key, -1 where the translation lacks it."""
    if not len(keys):
        return np.full(len(wanted), -1, np.int64)
    at = np.minimum(np.searchsorted(keys, wanted), len(keys) - 1)
    return np.where(keys[at] == wanted, owner[at], -1)


def _rows(library: Library, sql: str, parameters: tuple = ()) -> list[tuple]:
    """Plain tuples (the library's connection makes `sqlite3.Row`s: three times slower for 344,000 rows)."""
    cursor = library.conn.cursor()
    cursor.row_factory = None
    return cursor.execute(sql, parameters).fetchall()


def read_links(library: Library, translation_id: str, keys: np.ndarray, owner: np.ndarray) -> Links:
    """The cross-references whose source and target start the translation has; a target's end it lacks
    shortens the passage to its first verse."""
    rows = _rows(
        library,
        "SELECT f.idx * 1000000 + x.chapter * 1000 + x.verse, t.idx * 1000000 + x.to_chapter * 1000 + "
        "x.to_verse, t.idx * 1000000 + x.to_end_chapter * 1000 + x.to_end_verse, max(x.votes, 0) "
        "FROM cross_references x JOIN books f ON f.translation = ? AND f.osis = x.book "
        "JOIN books t ON t.translation = ? AND t.osis = x.to_book",
        (translation_id, translation_id),
    )
    table = np.array(rows, dtype=np.int64).reshape(-1, 4)
    source, first, last = (lookup(keys, owner, table[:, j]) for j in range(3))
    last = np.where(last >= first, last, first)
    keep = (source >= 0) & (first >= 0)
    return Links(source[keep], first[keep], last[keep], table[keep, 3])


def read_topics(
    library: Library, keys: np.ndarray, owner: np.ndarray, n: int, params: LikeParams = DEFAULT_PARAMS
) -> Topics:
    """Each topic's votes for the translation's verses (the first `topic_position` verses of a passage),
    relative to the topic's most voted passage."""
    rows = _rows(
        library, "SELECT topic - 1, book_idx * 1000000 + chapter * 1000 + verse, score, pos FROM topic_verses"
    )
    table = np.array(rows, dtype=np.float64).reshape(-1, 4)
    topic = table[:, 0].astype(np.int64)
    topics = int(topic.max()) + 1 if len(topic) else 0
    best = np.zeros(topics)
    np.maximum.at(best, topic, table[:, 2])
    ords = lookup(keys, owner, table[:, 1].astype(np.int64))
    keep = (ords >= 0) & (table[:, 3] < params.topic_position)
    share = table[keep, 2] / np.maximum(best[topic[keep]], 1e-9)
    return Topics.build(topic[keep], ords[keep], share, n, topics)


# ------------------------------------------------------------------------------------------ the lists


def near(book_index: np.ndarray, i: int, width: int = NEAR) -> np.ndarray:
    """The ords of verse i's own passage: itself and `width` verses either side in its book."""
    lo, hi = max(0, i - width), min(len(book_index), i + width + 1)
    around = np.arange(lo, hi)
    return around[book_index[lo:hi] == book_index[i]]


def top(
    scores: np.ndarray, candidates: np.ndarray, depth: int, skip: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The `depth` best candidates (score, then ord), `skip` left out; scores > 0 only."""
    keep = (scores > 0) & ~np.isin(candidates, skip)
    candidates, scores = candidates[keep], scores[keep]
    if len(candidates) > depth:
        part = np.argpartition(-scores, depth - 1)[:depth]
        candidates, scores = candidates[part], scores[part]
    order = np.lexsort((candidates, -scores))
    return candidates[order], scores[order]


def cross_references(graph: Graph, i: int, depth: int, skip: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The verses linked to verse i, either way, heaviest link first."""
    nbr, weight = graph.neighbours(i)
    return top(weight, nbr, depth, skip)


def second_hand(
    graph: Graph, i: int, depth: int, skip: np.ndarray, spread: float = DEFAULT_PARAMS.spread
) -> tuple[np.ndarray, np.ndarray]:
    """Σ over verse i's links i–c of w(i, c) · w(c, x) / total(c) ** spread: the verses its linked verses
    are linked to."""
    nbr, weight = graph.neighbours(i)
    if not len(nbr):
        return top(np.empty(0), np.empty(0, np.int64), depth, skip)
    lo, hi = graph.ptr[nbr], graph.ptr[nbr + 1]
    sizes = hi - lo
    idx = np.repeat(lo - np.cumsum(sizes) + sizes, sizes) + np.arange(int(sizes.sum()))
    through = np.repeat(weight / np.maximum(graph.total[nbr], 1e-9) ** spread, sizes)
    reached, inverse = np.unique(graph.nbr[idx], return_inverse=True)
    scores = np.bincount(inverse, weights=through * graph.weight[idx], minlength=len(reached))
    return top(scores, reached, depth, skip)


def passage_links(
    graph: Graph, book_index: np.ndarray, i: int, depth: int, skip: np.ndarray, width: int = NEAR
) -> tuple[np.ndarray, np.ndarray]:
    """The cross-references of the verses around verse i (its passage, `width` either side), each link's
    weight over the verse's distance from i."""
    around = near(book_index, i, width)
    around = around[around != i]
    if not len(around):
        return top(np.empty(0), np.empty(0, np.int64), depth, skip)
    lo, hi = graph.ptr[around], graph.ptr[around + 1]
    sizes = hi - lo
    idx = np.repeat(lo - np.cumsum(sizes) + sizes, sizes) + np.arange(int(sizes.sum()))
    closeness = np.repeat(1.0 / np.abs(around - i), sizes)
    reached, inverse = np.unique(graph.nbr[idx], return_inverse=True)
    scores = np.bincount(inverse, weights=closeness * graph.weight[idx], minlength=len(reached))
    return top(scores, reached, depth, skip)


def shared_topics(
    topics: Topics, i: int, depth: int, skip: np.ndarray, size_power: float = DEFAULT_PARAMS.topic_size_power
) -> tuple[np.ndarray, np.ndarray]:
    """Σ over the topics that voted for verse i of its share · x's share / size ** size_power."""
    lo, hi = topics.verse_ptr[i], topics.verse_ptr[i + 1]
    mine, share = topics.verse_topics[lo:hi], topics.verse_share[lo:hi]
    if not len(mine):
        return top(np.empty(0), np.empty(0, np.int64), depth, skip)
    tlo, thi = topics.topic_ptr[mine], topics.topic_ptr[mine + 1]
    sizes = thi - tlo
    idx = np.repeat(tlo - np.cumsum(sizes) + sizes, sizes) + np.arange(int(sizes.sum()))
    weight = np.repeat(share / np.maximum(sizes, 1).astype(np.float64) ** size_power, sizes)
    reached, inverse = np.unique(topics.topic_ords[idx], return_inverse=True)
    scores = np.bincount(inverse, weights=weight * topics.topic_share[idx], minlength=len(reached))
    return top(scores, reached, depth, skip)


def meaning_query(matrix: np.ndarray, book_index: np.ndarray, i: int, window: int) -> np.ndarray:
    """The mean of the rows of verse i and its `window` neighbours either side in its book, unit length."""
    rows = near(book_index, i, window)
    q = np.asarray(matrix[rows], dtype=np.float32).mean(axis=0)
    return q / max(float(np.linalg.norm(q)), 1e-12)


def meaning(
    matrix: np.ndarray, book_index: np.ndarray, i: int, depth: int, skip: np.ndarray, window: int = 1
) -> tuple[np.ndarray, np.ndarray]:
    """The rows nearest the meaning query (cosine; negative ones never count)."""
    scores = matrix @ meaning_query(matrix, book_index, i, window)
    scores[skip[(skip >= 0) & (skip < len(scores))]] = -np.inf
    k = min(depth, len(scores))
    part = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
    return top(scores[part].astype(np.float64), part.astype(np.int64), depth, skip)


# ------------------------------------------------------------------------------------------ the fusion


@dataclass(frozen=True)
class Fused:
    ords: np.ndarray  # best first
    scores: np.ndarray  # the RRF sum
    arms: np.ndarray  # per verse: bit j set when ARMS[j]'s list has it


def fuse(lists: Mapping[str, tuple[np.ndarray, np.ndarray]], k: float, weights: Mapping[str, float]) -> Fused:
    """Σ over the lists of w / (k + rank), ranks 1-based; ties by the best rank, then ord."""
    parts = [(ARMS.index(arm), ords) for arm, ords_scores in lists.items() for ords in (ords_scores[0],)]
    parts = [(j, ords) for j, ords in parts if len(ords)]
    if not parts:
        return Fused(np.empty(0, np.int64), np.empty(0), np.empty(0, np.int64))
    ords = np.concatenate([o for _, o in parts])
    ranks = np.concatenate([np.arange(1, len(o) + 1) for _, o in parts])
    arm = np.concatenate([np.full(len(o), j) for j, o in parts])
    gain = np.array([weights.get(ARMS[j], 1.0) for j in arm]) / (k + ranks)
    unique, inverse = np.unique(ords, return_inverse=True)
    scores = np.bincount(inverse, weights=gain, minlength=len(unique))
    best = np.full(len(unique), np.iinfo(np.int64).max)
    np.minimum.at(best, inverse, ranks)
    bits = np.zeros(len(unique), np.int64)
    np.bitwise_or.at(bits, inverse, 1 << arm)
    order = np.lexsort((unique, best, -scores))
    return Fused(unique[order], scores[order], bits[order])


def arm_lists(
    knowledge: Knowledge, matrix: np.ndarray | None, i: int, params: LikeParams = DEFAULT_PARAMS
) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Each list for verse i (ords best first, scores), its own passage left out."""
    skip = near(knowledge.book_index, i)
    depth = params.depth
    lists = {
        CROSS_REFERENCE: cross_references(knowledge.graph, i, depth, skip),
        SHARED_LINKS: second_hand(knowledge.graph, i, depth, skip, params.spread),
        PASSAGE_LINKS: passage_links(knowledge.graph, knowledge.book_index, i, depth, skip),
        TOPIC: shared_topics(knowledge.topics, i, depth, skip, params.topic_size_power),
    }
    if matrix is not None:
        lists[MEANING] = meaning(matrix, knowledge.book_index, i, depth, skip, params.window)
    return lists


def like(
    knowledge: Knowledge, matrix: np.ndarray | None, i: int, params: LikeParams = DEFAULT_PARAMS
) -> Fused:
    """The verses most like verse i (ord), best first."""
    if not 0 <= i < knowledge.size:
        return fuse({}, params.rrf_k, {})
    lists = arm_lists(knowledge, matrix, i, params)
    return fuse(lists, params.rrf_k, dict(params.weights))


def reasons(bits: int) -> tuple[str, ...]:
    return tuple(arm for j, arm in enumerate(ARMS) if bits >> j & 1)


# ------------------------------------------------------------------------------------------ the product


LINK_ARMS = (CROSS_REFERENCE, SHARED_LINKS, PASSAGE_LINKS)


class Like(NamedTuple):
    """A verse like the asked one: its fused score and why (the lists that found it, `ARMS` order)."""

    verse: Verse
    score: float
    why: tuple[str, ...]

    @property
    def said(self) -> tuple[str, ...]:
        """`why` as the app says it, short: one reason for the links (its own cross-reference says more than
        shared ones, shared ones more than its passage's), then the topic and the meaning."""
        links = [arm for arm in self.why if arm in LINK_ARMS][:1]
        return (*links, *(arm for arm in self.why if arm not in LINK_ARMS))


_known: weakref.WeakKeyDictionary[Library, dict[str, tuple[tuple, Knowledge]]] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def knowledge_for(library: Library, translation_id: str) -> Knowledge:
    """The translation's knowledge, loaded once per library handle and again when the translation's text or
    the OpenBible data changed."""
    t = library.translation(translation_id)
    stamp = (t.text_hash, t.verse_count, openbible.loaded_version(library))
    with _lock:
        kept = _known.setdefault(library, {}).get(translation_id)
    if kept is not None and kept[0] == stamp:
        return kept[1]
    found = Knowledge.load(library, translation_id)
    with _lock:
        _known.setdefault(library, {})[translation_id] = (stamp, found)
    return found


def more_like_this(
    library: Library, verse: Verse, limit: int, matrix: np.ndarray | None, params: LikeParams = DEFAULT_PARAMS
) -> list[Like]:
    """The `limit` verses of the verse's translation most like it (`matrix`: its meaning index's rows, or
    None when meaning search is not ready: the other lists still answer)."""
    if limit <= 0:
        return []
    knowledge = knowledge_for(library, verse.translation)
    if matrix is not None and matrix.shape[0] != knowledge.size:
        matrix = None  # an index of another text: `VectorIndex.load` refuses it, never mix it in here
    fused = like(knowledge, matrix, verse.ord, params)
    ords = fused.ords[:limit]
    ids = library.ord_ids(verse.translation)[ords]
    found = {v.id: v for v in library.verses_by_ids([int(i) for i in ids])}
    return [
        Like(found[int(i)], float(s), reasons(int(b)))
        for i, s, b in zip(ids, fused.scores[:limit], fused.arms[:limit], strict=True)
        if int(i) in found
    ]


# ------------------------------------------------------------------------------------------ the evaluation


# one verse in five is held out, like one topic in five (`evaluation.datasets.split_topics`)
EVALUATION_PART = 5


def verse_part(osis: str) -> int:
    """0 … EVALUATION_PART − 1 by a hash of the verse's OSIS ("Rom.8.28"): part 0 is held out for the final
    figures, part 1 is where the constants are chosen; the same on every machine and in every run."""
    digest = hashlib.sha256(osis.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % EVALUATION_PART


def pair_hidden_half(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """For a link between two verses (ords, either order): hidden in the "half linked" case (a fixed half)."""
    lo, hi = np.minimum(a, b).astype(np.uint64), np.maximum(a, b).astype(np.uint64)
    mixed = (lo * np.uint64(0x9E3779B97F4A7C15) + hi * np.uint64(0xC2B2AE3D27D4EB4F)) >> np.uint64(33)
    return (mixed & np.uint64(1)).astype(bool)


@dataclass(frozen=True)
class Hidden:
    """What the evaluation hides for a set of verses: the links the method may still use, and, per hidden
    verse, which of its own cross-reference rows are the answers to find."""

    visible: Links  # every link the method may use
    answers: np.ndarray  # indices into the full `Links` of the rows to find (sources in the hidden set)


def hide(links: Links, held: np.ndarray, half: bool = False) -> Hidden:
    """Hide the held verses' (`held`: bool per ord) cross-references from the method.

    Unlinked (`half=False`): every link a held verse has, either way, is removed — a held verse is one readers
    never linked (OpenBible's rows are often mutual: a kept B → v would be the hidden v → B again). Half
    linked: a fixed half of its links (by the pair, `pair_hidden_half`) is removed, the other half kept.

    The rule works on verse pairs, each row standing for the pairs of its source with every verse of its
    target passage: whether a pair is hidden depends on the pair alone, so a hidden pair is gone from every
    row that makes it, in either direction — a row of another verse whose passage holds the held verse
    included. The answers are the held verses' rows all of whose pairs are hidden."""
    src, dst, row = expand_rows(links)
    gone = held[src] | held[dst]
    if half:
        gone &= pair_hidden_half(src, dst)
    # a row is an answer when it is a held verse's own and every pair it makes is hidden
    rows_all_hidden = np.ones(len(links), bool)
    np.logical_and.at(rows_all_hidden, row, gone)
    answers = np.flatnonzero(held[links.source] & rows_all_hidden)
    return Hidden(_surviving(links, src, dst, row, gone), answers)


def expand_rows(links: Links) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(source, target, row) for every verse of every row's whole target passage."""
    count = links.last - links.first + 1
    starts = np.cumsum(count) - count
    offset = np.arange(int(count.sum())) - np.repeat(starts, count)
    row = np.repeat(np.arange(len(links)), count)
    return np.repeat(links.source, count), np.repeat(links.first, count) + offset, row


def _surviving(links: Links, src: np.ndarray, dst: np.ndarray, row: np.ndarray, gone: np.ndarray) -> Links:
    """The rows none of whose pairs is hidden, and one-verse rows for the surviving verses of the others."""
    whole = np.ones(len(links), bool)
    np.logical_and.at(whole, row, ~gone)
    broken = ~whole[row] & ~gone
    return Links(
        np.concatenate([links.source[whole], src[broken]]),
        np.concatenate([links.first[whole], dst[broken]]),
        np.concatenate([links.last[whole], dst[broken]]),
        np.concatenate([links.votes[whole], links.votes[row[broken]]]),
    )


def ranked_answers(
    found: Sequence[int], answers: Sequence[tuple[int, int]], cutoff: int = 10
) -> tuple[float, float]:
    """Recall@cutoff and nDCG@cutoff of a ranked list of ords against answer passages (first, last ord):
    a passage is found by any of its verses, once; recall over min(passages, cutoff)."""
    if not answers:
        raise ValueError("no answers to score against")
    taken: set[int] = set()
    gains = []
    for o in list(found)[:cutoff]:
        hit = next((j for j, (a, b) in enumerate(answers) if a <= o <= b and j not in taken), None)
        if hit is not None:
            taken.add(hit)
        gains.append(1.0 if hit is not None else 0.0)
    ideal = min(len(answers), cutoff)
    discount = 1.0 / np.log2(np.arange(2, cutoff + 2))
    dcg = float(np.dot(gains, discount[: len(gains)]))
    idcg = float(discount[:ideal].sum())
    return len(taken) / ideal, dcg / idcg
