"""Fusion is a pure function over ranked ids: hand-made rankings, exact expectations."""

from __future__ import annotations

import pytest

from app.core.retrieval import fusion
from app.core.retrieval.fusion import KEYWORD, VECTOR, rrf


def keys(fused):
    return [f.key for f in fused]


def test_rrf_scores_are_sums_of_reciprocal_ranks():
    fused = rrf(["a", "b"], ["b", "c"], k=60, max_keyword_only=None)
    by_key = {f.key: f for f in fused}
    assert by_key["b"].score == pytest.approx(1 / 62 + 1 / 61)
    assert by_key["a"].score == pytest.approx(1 / 61)
    assert by_key["c"].score == pytest.approx(1 / 62)
    assert keys(fused) == ["b", "a", "c"]
    assert by_key["b"].ranks == {KEYWORD: 2, VECTOR: 1}


def test_ties_break_by_best_rank_then_vector_rank_then_key():
    # x is keyword rank 1, y is vector rank 1: equal scores; equal best rank; y has a vector rank → y first.
    fused = rrf(["x"], ["y"], max_keyword_only=None)
    assert keys(fused) == ["y", "x"]
    # Symmetric lists: equal scores, equal best rank; the vector arm's rank decides.
    assert keys(rrf(["p", "q"], ["q", "p"])) == ["q", "p"]
    # Equal in all the arms say (each rank 1 of its arm, no vector rank): the key decides, whichever arm.
    assert keys(rrf(["b"], [], extra={"topic": ["a"]})) == ["a", "b"]
    assert keys(rrf(["a"], [], extra={"topic": ["b"]})) == ["a", "b"]


@pytest.mark.parametrize(
    ("keyword", "vector", "quota", "expected"),
    [
        # Keyword-only k1, k2, k3: only two may take slots; k3 is skipped, not demoted.
        (["k1", "k2", "k3", "both"], ["both", "v1", "v2"], 2, ["both", "k1", "v1", "k2", "v2"]),
        # Verses both arms found never count against the quota.
        (["b1", "b2", "k1", "k2", "k3"], ["b1", "b2", "v1"], 2, ["b1", "b2", "v1", "k1", "k2"]),
        # Quota 0: keyword-only hits never appear, hits found by both still do.
        (["k1", "b"], ["b", "v"], 0, ["b", "v"]),
        # Quota None: plain RRF (k1 and v1 tie at rank 1: the vector rank breaks it).
        (["k1", "k2", "k3"], ["v1"], None, ["v1", "k1", "k2", "k3"]),
    ],
)
def test_keyword_only_quota(keyword, vector, quota, expected):
    assert keys(rrf(keyword, vector, max_keyword_only=quota)) == expected


def test_empty_vector_arm_returns_keyword_list_without_quota():
    assert keys(rrf(["a", "b", "c", "d"], [])) == ["a", "b", "c", "d"]


def test_empty_keyword_arm_returns_vector_list():
    assert keys(rrf([], ["a", "b"])) == ["a", "b"]
    assert keys(rrf([], [])) == []


def test_pagination_continues_exactly():
    keyword = [f"k{i}" for i in range(30)] + [f"b{i}" for i in range(10)]
    vector = [f"b{i}" for i in range(10)] + [f"v{i}" for i in range(30)]
    whole = keys(rrf(keyword, vector, limit=25))
    page1 = keys(rrf(keyword, vector, offset=0, limit=10))
    page2 = keys(rrf(keyword, vector, offset=10, limit=10))
    page3 = keys(rrf(keyword, vector, offset=20, limit=5))
    assert page1 + page2 + page3 == whole
    assert len(set(whole)) == 25
    assert sum(k.startswith("k") for k in whole) == 2  # the quota holds across pages


def test_identity_is_the_key_not_the_position():
    coord = ("web", "John", 3, 16)
    fused = rrf([coord, ("web", "John", 3, 17)], [("web", "John", 3, 16)])
    assert fused[0].key == coord and fused[0].ranks == {KEYWORD: 1, VECTOR: 1}


def test_duplicate_ids_in_one_arm_keep_the_first_rank():
    fused = rrf(["a", "a", "b"], ["a"], max_keyword_only=None)
    assert {f.key: f.ranks[KEYWORD] for f in fused} == {"a": 1, "b": 3}


# ------------------------------------------------------------------------- layers: page 1 whatever the depth


def test_fetch_depth_doubles_the_head_until_the_page_fits():
    assert [fusion.fetch_depth(n, 50) for n in (1, 10, 50, 51, 100, 101, 200, 201)] == [
        50, 50, 50, 100, 100, 200, 200, 400
    ]  # fmt: skip


def test_layered_fusion_is_rrf_when_the_lists_fit_the_head():
    keyword = ["k1", "b1", "k2", "k3", "b2"]
    vector = ["b2", "v1", "b1", "v2"]
    assert keys(fusion.rrf_layered(keyword, vector, head=5)) == keys(rrf(keyword, vector))


def test_a_deeper_fetch_only_adds_after_what_the_head_ranked():
    # "deep" is 5th in both arms: with lists cut to 4 it is not found at all; with 8 it is found by both arms
    # and plain RRF would rank it above the head's single-arm items. Layered, it comes after them.
    keyword = ["k1", "k2", "b1", "k3", "deep", "k4", "k5", "k6"]
    vector = ["v1", "b1", "v2", "v3", "deep", "v4", "v5", "v6"]
    head = keys(fusion.rrf_layered(keyword[:4], vector[:4], head=4))
    deep = keys(fusion.rrf_layered(keyword, vector, head=4))
    assert deep[: len(head)] == head and "deep" not in head
    assert keys(rrf(keyword, vector)).index("deep") < len(head)  # what plain RRF would have done
    assert len(deep) == len(set(deep))


def test_the_quota_counts_across_layers_and_a_later_layer_can_readmit_a_shared_item():
    keyword = ["k1", "k2", "k3", "shared", "k4", "k5", "k6", "k7"]
    vector = ["v1", "v2", "v3", "v4", "v5", "shared", "v6", "v7"]
    out = fusion.rrf_layered(keyword, vector, head=4, max_keyword_only=2)
    only = [f.key for f in out if f.keyword_only]
    assert only == ["k1", "k2"]  # k3…k7 stay out in every layer
    shared = next(f for f in out if f.key == "shared")  # keyword-only in layer 1 (skipped), both in layer 2
    assert shared.ranks == {KEYWORD: 4, VECTOR: 6}
    assert keys(fusion.rrf_layered(keyword, [], head=4)) == keyword  # no vector arm: no quota


def test_a_third_arm_votes_and_a_verse_it_found_is_not_keyword_only():
    fused = rrf(["a", "b"], ["c"], extra={"topic": ["b", "d"]}, max_keyword_only=None)
    by_key = {f.key: f for f in fused}
    assert by_key["b"].ranks == {"keyword": 2, "topic": 1} and not by_key["b"].keyword_only
    assert keys(fused)[0] == "b"  # two arms' votes beat one
    # quota 0: keyword-only "a" goes, "b" (keyword + topical) stays
    assert keys(rrf(["a", "b"], ["c"], extra={"topic": ["b"]}, max_keyword_only=0)) == ["b", "c"]


def test_a_topical_list_alone_protects_the_slots_too():
    # no vector list (meaning search not ready) but a topical one: keyword-only items still have a quota
    assert keys(rrf(["a", "b", "c"], [], extra={"topic": ["z"]}, max_keyword_only=1)) == ["a", "z"]
    layered = fusion.rrf_layered(["a", "b", "c"], [], extra={"topic": ["z"]}, head=2, max_keyword_only=1)
    assert keys(layered) == ["a", "z"]


def test_an_arm_cannot_be_given_twice():
    with pytest.raises(ValueError):
        rrf(["a"], ["b"], extra={"vector": ["c"]})


def test_an_arm_weight_scales_its_reciprocal_ranks_and_the_default_is_one():
    keyword, vector, topic = ["a", "b"], ["b", "c"], ["d"]
    plain = rrf(keyword, vector, extra={"topic": topic}, k=10, max_keyword_only=None)
    assert rrf(keyword, vector, extra={"topic": topic}, k=10, max_keyword_only=None, weights={}) == plain
    assert [f.key for f in plain][:2] == ["b", "a"]  # b: two arms; d: the topical list's first, alone
    weighted = rrf(
        keyword, vector, extra={"topic": topic}, k=10, max_keyword_only=None, weights={"topic": 3.0}
    )
    scores = {f.key: f.score for f in weighted}
    assert scores["d"] == pytest.approx(3.0 / 11) and scores["b"] == pytest.approx(1 / 12 + 1 / 11)
    assert weighted[0].key == "d"
    layered = fusion.rrf_layered(
        keyword, vector, extra={"topic": topic}, head=2, k=10, weights={"topic": 3.0}
    )
    assert [f.key for f in layered] == [f.key for f in weighted]
