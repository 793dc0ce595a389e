"""The learned ranker: query-dependent weights over the arms' ranks and scores, same quota, same layers."""

from __future__ import annotations

import json

import numpy as np
import pytest

from app.core.retrieval import fusion, learned, ranking

KEYWORD = ["k1", "k2", "k3", "k4", "both"]
VECTOR = ["v1", "both", "v2", "v3"]


def arm_lists(names=frozenset()) -> learned.ArmLists:
    lists = {
        fusion.KEYWORD: (KEYWORD, [9.0, 8.0, 7.0, 6.0, 5.0]),
        fusion.VECTOR: (VECTOR, [0.90, 0.89, 0.85, 0.80]),
        fusion.TOPIC: ([], []),
    }
    return learned.ArmLists(lists, {"k1": 1.0, "k2": 0.5}, frozenset(names))


def ranker_with(**weights: float) -> learned.Ranker:
    w = np.zeros(len(learned.feature_names()))
    for name, value in weights.items():
        w[learned.feature_names().index(name)] = value
    return learned.Ranker(w, 10, "model", ("layout",))


def query(names: bool = False, terms: int = 2) -> learned.QuerySignals:
    return learned.QuerySignals(topic_cosine=0.9, terms=terms, names=names, pt=True)


def order(scorer, quota=None) -> list[str]:
    return [f.key for f in fusion.rrf(KEYWORD, VECTOR, k=10, max_keyword_only=quota, scorer=scorer)]


def test_weights_move_with_the_query():
    """One fitted ranker: for a name query it trusts the keyword arm, for another the vector arm."""
    ranker = ranker_with(**{"rrf_vector*one": 1.0, "rrf_keyword*names": 5.0})
    plain = order(ranker.scorer(arm_lists(), query(names=False)))
    named = order(ranker.scorer(arm_lists(), query(names=True)))
    assert plain[0] == "v1" and named[0] == "k1"


def test_a_verse_that_writes_the_name_rises():
    ranker = ranker_with(**{"rrf_keyword*one": 1.0, "name*one": 1.0})
    assert order(ranker.scorer(arm_lists({"k4"}), query()))[0] == "k4"


def test_the_keyword_only_quota_holds_under_the_ranker():
    ranker = ranker_with(**{"rrf_keyword*one": 5.0})
    ranked = order(ranker.scorer(arm_lists(), query()), quota=2)
    keyword_only = [k for k in ranked if k.startswith("k")]
    assert keyword_only == ["k1", "k2"]  # the others are skipped, not demoted
    assert "both" in ranked


def test_page_one_does_not_depend_on_the_page_size():
    ranker = ranker_with(**{"rrf_keyword*one": 1.0, "rel_vector*one": 2.0, "coverage*one": 1.0})
    kw = [f"k{i}" for i in range(120)]
    vec = [f"v{i}" for i in range(60)] + [f"k{i}" for i in range(0, 120, 3)]
    lists = {
        fusion.KEYWORD: (kw, list(np.linspace(10, 1, len(kw)))),
        fusion.VECTOR: (vec, list(np.linspace(0.9, 0.7, len(vec)))),
        fusion.TOPIC: ([], []),
    }
    scorer = ranker.scorer(learned.ArmLists(lists, {}, frozenset()), query())
    settings = ranking.Fusion(10)
    small = ranking.rank_page(kw, vec, offset=0, limit=10, settings=settings, scorer=scorer)
    large = ranking.rank_page(kw, vec, offset=0, limit=100, settings=settings, scorer=scorer)
    assert [r[0].key for r in small.results] == [r[0].key for r in large.results][:10]


def test_the_model_round_trips_and_a_damaged_one_is_skipped(tmp_path):
    ranker = ranker_with(**{"rrf_vector*one": 0.5})
    path = tmp_path / "ranker.json"
    path.write_text(json.dumps(ranker.to_json()), encoding="utf-8")
    loaded = learned.load_rankers(path).for_index("model", "layout")
    assert loaded is not None and np.allclose(loaded.weights, ranker.weights)
    assert learned.load_rankers(path).for_index("model", "another layout") is None
    data = ranker.to_json()
    data["weights"] = data["weights"][:-1]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert learned.load_rankers(path).rankers == ()
    path.write_text("{", encoding="utf-8")
    assert learned.load_rankers(path).rankers == ()
    assert learned.load_rankers(tmp_path / "missing.json").rankers == ()


@pytest.mark.parametrize("names", [False, True])
def test_the_query_vector_says_what_is_known(names):
    v = query(names=names, terms=3).vector(arm_lists())
    assert v[0] == 1.0 and v[learned.QUERY_FEATURES.index("names")] == float(names)
    assert v[learned.QUERY_FEATURES.index("covered")] == 1.0  # k1 holds the whole query
    assert learned.QuerySignals(None, 0, False, False).vector(arm_lists())[1] == 0.0
