"""Statistical word alignment: which Strong's number of a verse each word of a translation renders.

The KJV is tagged word by word; every other translation has the same verses (aligned by reference) and no
tags. Each verse gives a pair: the translation's words, and the bag of Strong's numbers the KJV's verse holds.
Over 31,000 such pairs a word and a number that keep appearing together are linked by IBM Model 1, trained
with EM in both directions (words from numbers, with an empty "NULL" number for the words no number renders —
articles, particles; and numbers from words), each direction's link probabilities smoothed for rare words
(Moore 2004). A word's posterior over its verse's numbers is then the product of both directions' posteriors
(they must agree), renormalised over the verse's numbers and NULL: its likeliest number and that probability
are what the tags keep. For an English translation the KJV's own word ↔ number counts are a prior (pseudo-
counts added at every M-step). docs/wordstudy.md gives the measurement behind each choice.

Everything is numpy over flat arrays: one entry per (word of a verse, number of the same verse) pair, so an
EM iteration is a few gathers and `bincount`s over about ten million pairs (a second or two on one core).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

NULL = 0  # the number id of "no number" in a corpus' number vocabulary


@dataclass(frozen=True)
class Params:
    iterations: int = 8
    null_weight: float = 1.0  # the NULL number's share, against one real number's
    smoothing: float = 0.01  # add-n to every link count (Moore's smoothing of rare words)
    agreement: bool = True  # both directions' posteriors multiplied; False: plain Model 1
    null_agreement: float = 0.5  # with agreement: NULL's forward posterior is multiplied by this


@dataclass
class Corpus:
    """Verse pairs as flat integer arrays. Word ids index `vocabulary`; number ids index `numbers` (id 0 is
    NULL); `word_start[v]:word_start[v+1]` are verse v's words, `number_start[...]` its numbers (repeats
    kept: a number twice in a verse renders two words)."""

    words: np.ndarray
    word_start: np.ndarray
    numbers: np.ndarray
    number_start: np.ndarray
    vocabulary: list[str]
    number_codes: np.ndarray  # id -> Strong's code (numbers.code), 0 for NULL

    @property
    def verses(self) -> int:
        return len(self.word_start) - 1


@dataclass
class Pairs:
    """Every (word of a verse, distinct number of that verse or NULL) pair, with the number's count."""

    token: np.ndarray  # index into corpus.words
    number: np.ndarray  # number id (0 = NULL)
    count: np.ndarray  # float32: how many times the number is in the verse (NULL: null_weight)
    kind: np.ndarray  # id of the (word type, number) link
    link_word: np.ndarray  # per link: its word type
    link_number: np.ndarray  # per link: its number id
    number_slot: np.ndarray  # per pair: index of (verse, distinct number), the reverse direction's unit;
    # NULL pairs hold len(slot_count), one extra group
    slot_count: np.ndarray  # per slot: the number's count in the verse
    slot_number: np.ndarray  # per slot: its number id
    first_pair: np.ndarray  # per word of the corpus: the index of its first pair


def build_corpus(
    verse_words: Sequence[Sequence[str]],
    verse_numbers: Sequence[Sequence[int]],
) -> Corpus:
    """A corpus from each verse's words (already folded or stemmed) and the Strong's codes of the same
    verse in the tagged text (empty when the tagged text lacks the verse)."""
    vocab: dict[str, int] = {}
    codes: dict[int, int] = {0: NULL}
    w_ids: list[int] = []
    n_ids: list[int] = []
    w_start = [0]
    n_start = [0]
    for ws, ns in zip(verse_words, verse_numbers, strict=True):
        w_ids.extend(vocab.setdefault(w, len(vocab)) for w in ws)
        n_ids.extend(codes.setdefault(int(c), len(codes)) for c in ns)
        w_start.append(len(w_ids))
        n_start.append(len(n_ids))
    number_codes = np.zeros(len(codes), dtype=np.int32)
    for c, i in codes.items():
        number_codes[i] = c
    return Corpus(
        np.asarray(w_ids, dtype=np.int32),
        np.asarray(w_start, dtype=np.int64),
        np.asarray(n_ids, dtype=np.int32),
        np.asarray(n_start, dtype=np.int64),
        list(vocab),
        number_codes,
    )


def make_pairs(corpus: Corpus, null_weight: float) -> Pairs:
    """The pairs of every verse: each word × (each distinct number of its verse, and NULL), grouped by word
    (a word's pairs are contiguous, its NULL pair last)."""
    n_verses = corpus.verses
    n_numbers = len(corpus.number_codes)
    verse_of_number = np.repeat(np.arange(n_verses, dtype=np.int64), np.diff(corpus.number_start))
    slots, slot_count = np.unique(verse_of_number * n_numbers + corpus.numbers, return_counts=True)
    slot_verse = slots // n_numbers
    per_verse = np.bincount(slot_verse, minlength=n_verses)  # distinct numbers per verse
    slot_start = np.concatenate([[0], np.cumsum(per_verse)])
    verse_of_word = np.repeat(np.arange(n_verses, dtype=np.int64), np.diff(corpus.word_start))
    width = (per_verse[verse_of_word] + 1).astype(np.int64)  # its verse's numbers, and NULL
    token = np.repeat(np.arange(len(corpus.words), dtype=np.int32), width)
    first_pair = np.concatenate([[0], np.cumsum(width)[:-1]])
    k = np.arange(len(token), dtype=np.int64) - np.repeat(first_pair, width)
    is_null = k == np.repeat(width - 1, width)
    n_slots = len(slots)
    slot = np.where(is_null, n_slots, np.repeat(slot_start[verse_of_word], width) + k).astype(np.int32)
    del k
    slot_number = np.append(slots % n_numbers, NULL).astype(np.int32)
    number = slot_number[slot]
    count = np.append(slot_count, 0).astype(np.float32)[slot]
    count[is_null] = null_weight
    key = corpus.words[token].astype(np.int64) * n_numbers + number
    links, kind = np.unique(key, return_inverse=True)
    return Pairs(
        token=token,
        number=number,
        count=count,
        kind=kind.astype(np.int32),
        link_word=(links // n_numbers).astype(np.int32),
        link_number=(links % n_numbers).astype(np.int32),
        number_slot=slot,
        slot_count=slot_count.astype(np.float32),
        slot_number=slot_number[:n_slots],
        first_pair=first_pair,
    )


@dataclass
class Model:
    """Link probabilities of both directions, one entry per (word type, number) link of `Pairs`."""

    forward: np.ndarray  # p(word | number), NULL included
    backward: np.ndarray  # p(number | word), NULL word included (its links are `backward_null`)
    backward_null: np.ndarray  # per number id: p(number | NULL word)
    iteration: int = 0


@dataclass
class Aligned:
    """Per word of the corpus: its likeliest number id (0: none) and that probability."""

    number: np.ndarray  # int32 number id
    probability: np.ndarray  # float32
    posteriors: np.ndarray = field(repr=False, default_factory=lambda: np.empty(0))  # per pair, for tests


def _normalise(values: np.ndarray, groups: np.ndarray, n_groups: int) -> np.ndarray:
    totals = np.bincount(groups, weights=values, minlength=n_groups)
    return values / np.maximum(totals[groups], 1e-30)


def _forward_posterior(pairs: Pairs, model: Model, n_tokens: int) -> np.ndarray:
    """p(this pair's number | the word), over its verse's numbers and NULL (Model 1: words from numbers)."""
    return _normalise(model.forward[pairs.kind] * pairs.count, pairs.token, n_tokens)


def _backward_posterior(pairs: Pairs, model: Model, n_slots: int) -> np.ndarray:
    """p(this word | the number), over its verse's words and the NULL word (numbers from words); 0 for the
    NULL pairs, which this direction does not generate."""
    values = model.backward[pairs.kind]
    values[pairs.number_slot == n_slots] = 0.0
    totals = np.bincount(pairs.number_slot, weights=values, minlength=n_slots + 1)
    totals[:n_slots] += model.backward_null[pairs.slot_number]
    return values / np.maximum(totals[pairs.number_slot], 1e-30)


def _m_step(
    weights: np.ndarray, pairs: Pairs, by: np.ndarray, smoothing: float, prior: np.ndarray | None
) -> np.ndarray:
    """Link probabilities from expected counts, normalised within each `by` group (the conditioning side)."""
    counts = np.bincount(pairs.kind, weights=weights, minlength=len(pairs.link_word)) + smoothing
    if prior is not None:
        counts = counts + prior
    return _normalise(counts, by, int(by.max()) + 1 if len(by) else 0)


def train(
    corpus: Corpus,
    params: Params = Params(),
    *,
    prior: np.ndarray | None = None,
    start: Model | None = None,
    pairs: Pairs | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
    checkpoint: Callable[[Model], None] | None = None,
) -> Model:
    """EM over the corpus, from `start` (a checkpoint: its iterations are not done again) or uniform links.
    `prior`: pseudo-counts per link of `pairs` (already scaled). `checkpoint` is called after each
    iteration."""
    pairs = pairs if pairs is not None else make_pairs(corpus, params.null_weight)
    n_links = len(pairs.link_word)
    n_tokens = len(corpus.words)
    n_slots = len(pairs.slot_count)
    model = start or Model(np.ones(n_links), np.ones(n_links), np.full(len(corpus.number_codes), 1e-3))
    for it in range(model.iteration, params.iterations):
        check_cancelled(cancelled)
        post_f = _forward_posterior(pairs, model, n_tokens)
        forward = _m_step(post_f, pairs, pairs.link_number, params.smoothing, prior)
        backward, backward_null = model.backward, model.backward_null
        if params.agreement:
            post_b = _backward_posterior(pairs, model, n_slots) * pairs.count  # a repeated number: each time
            backward = _m_step(post_b, pairs, pairs.link_word, params.smoothing, prior)
            backward_null = _null_rate(pairs, post_b, len(corpus.number_codes))
        model = Model(forward, backward, backward_null, it + 1)
        if checkpoint is not None:
            checkpoint(model)
        progress(it + 1, params.iterations, "")
    return model


def _null_rate(pairs: Pairs, post_b: np.ndarray, n_numbers: int) -> np.ndarray:
    """p(number | NULL word): the share of each number's occurrences no word took."""
    n_slots = len(pairs.slot_count)
    taken = np.bincount(pairs.number_slot, weights=post_b, minlength=n_slots + 1)[:n_slots]
    took = np.bincount(pairs.slot_number, weights=taken, minlength=n_numbers)
    seen = np.bincount(pairs.slot_number, weights=pairs.slot_count, minlength=n_numbers)
    return np.clip(1.0 - took / np.maximum(seen, 1e-9), 1e-4, 1.0)


def align(corpus: Corpus, model: Model, params: Params = Params(), pairs: Pairs | None = None) -> Aligned:
    """Each word's likeliest number and its probability under the trained model."""
    pairs = pairs if pairs is not None else make_pairs(corpus, params.null_weight)
    n_tokens = len(corpus.words)
    post = _forward_posterior(pairs, model, n_tokens)
    if params.agreement:
        back = _backward_posterior(pairs, model, len(pairs.slot_count))
        null = pairs.number_slot == len(pairs.slot_count)
        # NULL has no backward posterior: it keeps its forward one, weighed like a word half-claimed
        joint = np.where(null, post * params.null_agreement, post * back)
        post = _normalise(joint, pairs.token, n_tokens)
    best_value = np.maximum.reduceat(post, pairs.first_pair) if len(post) else np.zeros(0)
    at_best = np.flatnonzero(post >= best_value[pairs.token])
    first = np.ones(len(at_best), dtype=bool)
    first[1:] = pairs.token[at_best][1:] != pairs.token[at_best][:-1]
    best = at_best[first]  # the first pair of each word at its maximum
    number = np.zeros(n_tokens, dtype=np.int32)
    probability = np.zeros(n_tokens, dtype=np.float32)
    number[pairs.token[best]] = pairs.number[best]
    probability[pairs.token[best]] = post[best]
    return Aligned(number, probability, post)
