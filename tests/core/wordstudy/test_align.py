"""The alignment on a synthetic corpus whose answer is known: every number has its own word (two for a few),
a few function words belong to no number, word order is shuffled."""

from __future__ import annotations

import numpy as np
import pytest

from app.core.errors import Cancelled
from app.core.wordstudy import align

FUNCTION_WORDS = ["the", "of", "and"]
SYNONYMS = {3: ["w3", "v3"], 7: ["w7", "v7"]}


def synthetic(verses: int = 400, seed: int = 7) -> tuple[list[list[str]], list[list[int]], list[list[int]]]:
    """(words per verse, numbers per verse, the true number of each word: 0 for a function word)."""
    rng = np.random.default_rng(seed)
    weights = 1 / np.arange(1, 31)
    weights /= weights.sum()
    all_words, all_numbers, truth = [], [], []
    for _ in range(verses):
        picked = [int(n) + 1 for n in rng.choice(30, size=int(rng.integers(3, 8)), p=weights)]
        pairs = [(str(rng.choice(SYNONYMS.get(n, [f"w{n}"]))), n) for n in picked]
        pairs += [(str(rng.choice(FUNCTION_WORDS)), 0) for _ in range(int(rng.integers(1, 4)))]
        order = rng.permutation(len(pairs))
        all_words.append([pairs[i][0] for i in order])
        all_numbers.append(picked)
        truth.append([pairs[i][1] for i in order])
    return all_words, all_numbers, truth


def _predicted(params: align.Params) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    words, nums, truth = synthetic()
    corpus = align.build_corpus(words, nums)
    result = align.align(corpus, align.train(corpus, params), params)
    return corpus.number_codes[result.number], result.probability, np.concatenate(truth)


@pytest.mark.parametrize("agreement", [True, False])
def test_every_word_finds_its_number_and_function_words_none(agreement: bool) -> None:
    predicted, probability, truth = _predicted(align.Params(agreement=agreement, iterations=10))
    content = truth > 0
    shown = probability >= 0.7
    assert (predicted[content] == truth[content]).mean() > 0.97
    assert (predicted[content & shown] == truth[content & shown]).mean() > 0.99
    assert (content & shown).sum() > 0.9 * content.sum()
    # a function word is given no number, or one too unsure to be shown
    assert ((predicted[~content] == 0) | ~shown[~content]).mean() > 0.9


def test_agreement_is_surer_that_function_words_render_no_number() -> None:
    words, nums, truth = synthetic()
    for k in range(10):  # rare numbers, each in one verse beside function words
        words.append([f"rare{k}", "the", "of", "w1"])
        nums.append([100 + k, 1])
        truth.append([100 + k, 0, 0, 1])
    corpus = align.build_corpus(words, nums)
    function = np.concatenate(truth) == 0
    sure = {}
    for agreement in (False, True):
        params = align.Params(agreement=agreement, iterations=10)
        result = align.align(corpus, align.train(corpus, params), params)
        unaligned = function & (result.number == align.NULL)
        assert unaligned.sum() > 0.9 * function.sum()
        sure[agreement] = float(result.probability[unaligned].mean())
    assert sure[True] > sure[False] + 0.1


def test_a_number_twice_in_a_verse_renders_two_words() -> None:
    words, nums, _ = synthetic()
    words.append(["w1", "the", "w1", "w2"])
    nums.append([1, 1, 2])
    corpus = align.build_corpus(words, nums)
    result = align.align(corpus, align.train(corpus))
    last = slice(int(corpus.word_start[-2]), int(corpus.word_start[-1]))
    assert corpus.number_codes[result.number[last]].tolist() in ([1, 0, 1, 2], [1, 1, 1, 2])
    assert result.probability[last][[0, 2]].min() > 0.9


def test_a_verse_without_numbers_aligns_its_words_to_none() -> None:
    words, nums, _ = synthetic()
    words.append(["w1", "w2"])
    nums.append([])
    corpus = align.build_corpus(words, nums)
    result = align.align(corpus, align.train(corpus))
    assert result.number[-2:].tolist() == [align.NULL, align.NULL]


def test_training_resumes_from_a_checkpoint_to_the_same_model() -> None:
    words, nums, _ = synthetic(200)
    corpus = align.build_corpus(words, nums)
    params = align.Params(iterations=6)
    whole = align.train(corpus, params)
    saved: list[align.Model] = []
    with pytest.raises(Cancelled):
        align.train(corpus, params, checkpoint=saved.append, cancelled=lambda: len(saved) >= 3)
    assert saved[-1].iteration == 3
    done: list[int] = []
    resumed = align.train(corpus, params, start=saved[-1], progress=lambda d, t, m="": done.append(d))
    assert done == [4, 5, 6]  # only the iterations left
    np.testing.assert_allclose(resumed.forward, whole.forward, rtol=1e-6)
    np.testing.assert_allclose(resumed.backward, whole.backward, rtol=1e-6)


def test_a_prior_decides_what_the_verses_alone_cannot() -> None:
    # "x" and "y" always stand together with numbers 1 and 2: the verses cannot tell which is which
    words = [["x", "y"]] * 20
    nums = [[1, 2]] * 20
    corpus = align.build_corpus(words, nums)
    pairs = align.make_pairs(corpus, 1.0)
    vocab = {w: i for i, w in enumerate(corpus.vocabulary)}
    codes = {int(c): i for i, c in enumerate(corpus.number_codes)}
    prior = np.array(
        [5.0 if (w, n) in {(vocab["x"], codes[2]), (vocab["y"], codes[1])} else 0.0
         for w, n in zip(pairs.link_word, pairs.link_number, strict=True)]
    )  # fmt: skip
    result = align.align(corpus, align.train(corpus, prior=prior, pairs=pairs), pairs=pairs)
    assert corpus.number_codes[result.number[:2]].tolist() == [2, 1]
