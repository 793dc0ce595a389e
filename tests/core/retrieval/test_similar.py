""" "More like this" (`app/core/retrieval/similar.py`) on the tiny corpus with OpenBible.info's fixture: a
verse's cross-references lead, its own passage never appears, a verse nobody linked still gets its meaning
neighbours; the lists and the fusion on small arrays; the evaluation's split hides a verse's links both
ways."""

from __future__ import annotations

import numpy as np
import pytest

from app.core.indexing.vectors import build_index
from app.core.library import openbible
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import similar as S
from app.core.retrieval.bible import Retriever
from tests.fixtures import openbible as fixture


@pytest.fixture
def linked(library, tmp_path):
    """The tiny corpus with the fixture's topics and cross-references (John 3:16 → John 3:17 30 votes,
    1 Cor 13:4-5 20, Jude 1:1 2; Gen 1:1 → John 3:16 12, Gen 1:2 12; Matt 5:44 → Matt 5:43-45 9)."""
    openbible.load(library, fixture.write(tmp_path / "openbible"))
    return library


@pytest.fixture
def meaning(linked, tmp_path):
    """A retriever with the fake embedder's meaning index of the Portuguese translation."""
    embedder = FakeEmbedder()
    build_index(linked, "tpt", embedder, tmp_path / "indexes")
    retriever = Retriever(linked, embedder, tmp_path / "indexes")
    assert retriever.vector_index("tpt") is not None
    return retriever


def osis(found) -> list[str]:
    return [like.verse.osis for like in found]


def test_a_verses_cross_reference_comes_first(linked, meaning):
    john = linked.verse("tpt", "John", 3, 16)
    for matrix in (None, meaning.vector_index("tpt").matrix):
        found = S.more_like_this(linked, john, 10, matrix)
        # 1 Cor 13:4 is John 3:16's most voted link outside its own passage, and shares the topic "love"
        assert osis(found)[0] == "1Cor.13.4"
        assert found[0].why[:1] == (S.CROSS_REFERENCE,) and S.TOPIC in found[0].why
        assert {"1Cor.13.5", "Gen.1.1", "Jude.1.1"} <= set(osis(found))  # Gen 1:1 → John 3:16: the other way
        assert S.SHARED_LINKS in found[osis(found).index("Gen.1.2")].why  # through Gen 1:1
        assert [like.score for like in found] == sorted((like.score for like in found), reverse=True)
    # the retriever answers the same, meaning included
    assert osis(meaning.similar(john, 1)) == ["1Cor.13.4"]


def test_the_verses_own_passage_is_never_like_it(linked, meaning):
    """John 3:17 is John 3:16's most voted cross-reference, but it is the next verse: the same passage."""
    john = linked.verse("tpt", "John", 3, 16)
    found = meaning.similar(john, 30)
    assert found and not [o for o in osis(found) if o.startswith("John.3.")]
    knowledge = S.knowledge_for(linked, "tpt")
    own = {linked.verse("tpt", "John", 3, n).ord for n in (16, 17, 18)}  # Matt 6:34 before it: another book
    assert set(S.near(knowledge.book_index, john.ord)) == own


def test_a_verse_with_no_cross_references_and_no_topics_still_gets_its_meaning_neighbours(linked, meaning):
    verse = linked.verse("tpt", "Ps", 23, 3)  # no reader linked it or its neighbours, no topic voted for it
    assert S.more_like_this(linked, verse, 5, None) == []
    found = meaning.similar(verse, 5)
    assert len(found) == 5 and all(like.why == (S.MEANING,) for like in found)
    assert not [o for o in osis(found) if o.startswith("Ps.")]  # its own passage: Ps 23:1-4


def test_without_openbible_data_only_meaning_answers(library, tmp_path):
    embedder = FakeEmbedder()
    build_index(library, "tpt", embedder, tmp_path / "indexes")
    retriever = Retriever(library, embedder, tmp_path / "indexes")
    found = retriever.similar(library.verse("tpt", "John", 3, 16), 4)
    assert len(found) == 4 and all(like.why == (S.MEANING,) for like in found)


def test_the_app_says_one_reason_for_the_links():
    verse = object()
    assert S.Like(verse, 1.0, (S.CROSS_REFERENCE, S.SHARED_LINKS, S.TOPIC, S.MEANING)).said == (
        S.CROSS_REFERENCE, S.TOPIC, S.MEANING
    )  # fmt: skip
    assert S.Like(verse, 1.0, (S.SHARED_LINKS, S.PASSAGE_LINKS)).said == (S.SHARED_LINKS,)
    assert S.Like(verse, 1.0, (S.PASSAGE_LINKS, S.MEANING)).said == (S.PASSAGE_LINKS, S.MEANING)
    assert S.Like(verse, 1.0, (S.MEANING,)).said == (S.MEANING,)


def test_new_openbible_data_is_read_again(linked, tmp_path):
    john = linked.verse("tpt", "John", 3, 16)
    assert osis(S.more_like_this(linked, john, 1, None)) == ["1Cor.13.4"]
    data = fixture.write(tmp_path / "other", xrefs=[("John.3.16", "Heb.7.1", 50)], topics=fixture.TOPICS[:1])
    openbible.load(linked, data)
    assert osis(S.more_like_this(linked, john, 5, None)) == ["Heb.7.1"]


# ------------------------------------------------------------------------------------------ the lists


def links(rows: list[tuple[int, int, int, int]]) -> S.Links:
    """(source, first, last, votes) rows."""
    table = np.array(rows, dtype=np.int64).reshape(-1, 4)
    return S.Links(table[:, 0], table[:, 1], table[:, 2], table[:, 3])


BOOKS = np.arange(20, dtype=np.int64)  # every verse its own book: no verse is near another


def test_cross_references_either_way_heaviest_first():
    graph = S.Graph.build(links([(0, 1, 1, 3), (2, 0, 0, 15), (0, 3, 3, 0), (1, 0, 0, 8)]), 5)
    ords, scores = S.cross_references(graph, 0, 10, np.array([0]))
    assert list(ords) == [2, 1, 3]  # 15 votes (2 → 0), then 1 (its best link: 8 votes), then 0 votes
    assert np.allclose(scores, np.sqrt([16, 9, 1]))


def test_second_hand_shares_out_each_linked_verses_weight():
    # 0–1 (3 votes), 1–2, 1–3 (0 votes); 0–4 (0 votes), 4–5 (8 votes)
    graph = S.Graph.build(links([(0, 1, 1, 3), (1, 2, 2, 0), (1, 3, 3, 0), (0, 4, 4, 0), (4, 5, 5, 8)]), 6)
    ords, scores = S.second_hand(graph, 0, 10, np.array([0]), spread=1.0)
    # through 1: w(0,1) = 2, total(1) = 2 + 1 + 1 → 2 and 3 get 2 · 1 / 4; through 4: 1 · 3 / (1 + 3) → 5
    assert list(ords) == [5, 2, 3] and np.allclose(scores, [0.75, 0.5, 0.5])
    ords, scores = S.second_hand(graph, 0, 10, np.array([0]), spread=0.0)
    assert list(ords) == [5, 2, 3] and np.allclose(scores, [3.0, 2.0, 2.0])


def test_passage_links_are_the_links_of_the_verses_around_it_the_nearer_weighing_more():
    books = np.zeros(20, dtype=np.int64)
    books[8:] = 1  # verse 8 starts another book
    # 4 and 6 (one verse from 5) → 15; 7 (two from 5) → 16; 9 (another book) → 17; 2 (three away) → 18
    graph = S.Graph.build(
        links([(4, 15, 15, 0), (6, 15, 15, 0), (7, 16, 16, 0), (9, 17, 17, 0), (2, 18, 18, 0)]), 20
    )
    ords, scores = S.passage_links(graph, books, 5, 10, S.near(books, 5))
    assert list(ords) == [15, 16] and np.allclose(scores, [2.0, 0.5])
    ords, _ = S.passage_links(graph, books, 7, 10, S.near(books, 7))  # 5 and 6: 8 and 9 are the next book
    assert list(ords) == [15]  # 6 → 15; 9 → 17 is not its passage


def test_a_passage_stands_for_its_first_verses():
    graph = S.Graph.build(links([(0, 10, 19, 4)]), 20, S.LikeParams(span=3))
    assert list(S.cross_references(graph, 0, 20, np.array([0]))[0]) == [10, 11, 12]


def test_shared_topics_weigh_the_shares_and_fall_with_the_topics_size():
    # topic 0: verses 0 (share 1), 1 (0.5); topic 1: verses 0 (0.5), 2, 3, 4 (1 each)
    topic = np.array([0, 0, 1, 1, 1, 1])
    ords = np.array([0, 1, 0, 2, 3, 4])
    share = np.array([1.0, 0.5, 0.5, 1.0, 1.0, 1.0])
    topics = S.Topics.build(topic, ords, share, 5, 2)
    found, scores = S.shared_topics(topics, 0, 10, np.array([0]), size_power=1.0)
    assert list(found) == [1, 2, 3, 4] and np.allclose(scores, [1 * 0.5 / 2, 0.5 / 4, 0.5 / 4, 0.5 / 4])
    found, _ = S.shared_topics(topics, 0, 10, np.array([0]), size_power=0.0)
    assert list(found) == [1, 2, 3, 4]  # 0.5 each: ties by ord
    assert len(S.shared_topics(topics, 2, 10, np.array([2]))[0]) == 3  # 0, 3, 4


def test_meaning_asks_with_the_verse_and_its_neighbours_and_leaves_its_passage_out():
    rng = np.random.default_rng(1)
    matrix = rng.normal(size=(12, 8)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    books = np.zeros(12, dtype=np.int64)
    skip = S.near(books, 5)
    assert list(skip) == [3, 4, 5, 6, 7]
    found, scores = S.meaning(matrix, books, 5, 12, skip, window=1)
    q = matrix[4:7].mean(axis=0)
    expected = [o for o in np.argsort(-(matrix @ q), kind="stable") if o not in skip and matrix[o] @ q > 0]
    assert list(found) == expected
    assert not set(found) & set(skip)
    # the verse's own row alone (today's cosine neighbours) answers otherwise
    alone, _ = S.meaning(matrix, books, 5, 12, skip, window=0)
    own = matrix @ matrix[5]
    assert list(alone) == [o for o in np.argsort(-own, kind="stable") if o not in skip and own[o] > 0]


def test_fusion_sums_reciprocal_ranks_and_says_which_lists_found_each():
    lists = {
        S.CROSS_REFERENCE: (np.array([5, 6]), np.array([2.0, 1.0])),
        S.TOPIC: (np.array([6, 7]), np.array([1.0, 0.5])),
        S.MEANING: (np.array([8]), np.array([0.9])),
    }
    fused = S.fuse(lists, 10, {})
    assert list(fused.ords) == [6, 5, 8, 7]  # 1/12 + 1/11; then 1/11 twice, ties by ord; then 1/12
    assert np.allclose(fused.scores, [1 / 12 + 1 / 11, 1 / 11, 1 / 11, 1 / 12])
    assert [S.reasons(int(b)) for b in fused.arms] == [
        (S.CROSS_REFERENCE, S.TOPIC), (S.CROSS_REFERENCE,), (S.MEANING,), (S.TOPIC,)
    ]  # fmt: skip
    weighted = S.fuse(lists, 10, {S.MEANING: 3.0})
    assert list(weighted.ords[:2]) == [8, 6]


# ------------------------------------------------------------------------------------------ the evaluation


def random_links(n: int = 60, rows: int = 400, seed: int = 7) -> S.Links:
    """Rows of one verse mostly, some passages of two to four, and many links made both ways (as in
    OpenBible's data, where a third of the well voted links have their reverse)."""
    rng = np.random.default_rng(seed)
    source = rng.integers(0, n, rows)
    first = rng.integers(0, n - 4, rows)
    last = first + np.where(rng.random(rows) < 0.3, rng.integers(1, 4, rows), 0)
    back = np.flatnonzero(first == last)[: rows // 3]  # the reverse of a third of them
    return S.Links(
        np.concatenate([source, first[back]]),
        np.concatenate([first, source[back]]),
        np.concatenate([last, source[back]]),
        rng.integers(0, 30, rows + len(back)),
    )


def pairs_of(found: S.Links) -> set[tuple[int, int]]:
    src, dst, _ = S.expand_rows(found)
    return {(int(min(a, b)), int(max(a, b))) for a, b in zip(src, dst, strict=True) if a != b}


def test_an_unlinked_verse_keeps_no_link_either_way():
    every = random_links()
    held = np.zeros(60, bool)
    held[[3, 17, 40]] = True
    hidden = S.hide(every, held)
    assert not {p for p in pairs_of(hidden.visible) if held[p[0]] or held[p[1]]}
    # the answers are the held verses' own rows, all of them
    assert set(hidden.answers) == set(np.flatnonzero(held[every.source]))
    # nothing else was lost: every pair between two other verses is still there
    untouched = {p for p in pairs_of(every) if not held[p[0]] and not held[p[1]]}
    assert pairs_of(hidden.visible) == untouched


def test_half_linked_hides_each_answer_both_ways_and_keeps_the_rest():
    every = random_links()
    held = np.zeros(60, bool)
    held[[3, 17, 40]] = True
    hidden = S.hide(every, held, half=True)
    visible = pairs_of(hidden.visible)
    answers = every.subset(hidden.answers)
    assert len(answers) and set(answers.source) <= {3, 17, 40}
    # no answer's pair survives, from the held verse or towards it (a row of another verse covering it)
    assert not pairs_of(answers) & visible
    # some of each held verse's links stay visible, and every pair not touching a held verse does
    for v in (3, 17, 40):
        assert any(v in p for p in visible)
    assert {p for p in pairs_of(every) if not held[p[0]] and not held[p[1]]} <= visible


def test_a_link_into_a_held_verse_from_a_range_is_hidden_too():
    """v → 8 is the answer; 8 → 4-6 is another verse's row, but its passage holds v (5): that pair goes."""
    every = links([(5, 8, 8, 10), (8, 4, 6, 3), (9, 2, 2, 1)])
    held = np.zeros(10, bool)
    held[5] = True
    hidden = S.hide(every, held)
    assert pairs_of(hidden.visible) == {(4, 8), (6, 8), (2, 9)}
    assert list(hidden.answers) == [0]


def test_the_split_is_stable_and_holds_out_one_verse_in_five():
    parts = [S.verse_part(f"Gen.1.{v}") for v in range(1, 2001)]
    # the same parts on every machine and in every run (not Python's salted hash): pinned
    verses = ("Rom.8.28", "John.3.16", "Gen.1.1", "Ps.23.1", "Rev.22.21")
    assert [S.verse_part(osis) for osis in verses] == [2, 3, 4, 1, 3]
    share = np.bincount(parts, minlength=S.EVALUATION_PART) / len(parts)
    assert np.all(np.abs(share - 0.2) < 0.03)


def test_recall_and_ndcg_count_a_passage_once():
    recall, ndcg = S.ranked_answers([5, 6, 1, 9], [(5, 6), (9, 9), (30, 30)], cutoff=10)
    assert recall == pytest.approx(2 / 3)
    assert ndcg == pytest.approx((1 + 1 / np.log2(5)) / (1 + 1 / np.log2(3) + 1 / np.log2(4)))
    assert S.ranked_answers([1, 2], [(9, 9)]) == (0.0, 0.0)
    with pytest.raises(ValueError):
        S.ranked_answers([1], [])
