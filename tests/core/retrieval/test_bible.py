"""Bible search's order and its routing, on the tiny corpus by words alone (no model needed)."""

from __future__ import annotations

import pytest

from app.core import canon
from app.core.retrieval.bible import Retriever


def place(hit) -> tuple[int, int, int]:
    v = hit.verses[0]
    return canon.BY_OSIS[v.book].index, v.chapter, v.verse


def test_bible_order_shows_the_same_results_sorted_by_their_place(library):
    retriever = Retriever(library)
    relevance = retriever.search("Deus amor", "tpt", mode="keyword", limit=8)
    bible = retriever.search("Deus amor", "tpt", mode="keyword", limit=8, order="bible")
    assert len(relevance.hits) == 8
    assert [place(h) for h in relevance.hits] != sorted(place(h) for h in relevance.hits)  # not by chance
    assert [place(h) for h in bible.hits] == sorted(place(h) for h in relevance.hits)
    assert {h.verse.id for h in bible.hits} == {h.verse.id for h in relevance.hits}


def test_an_unknown_order_is_refused(library):
    with pytest.raises(ValueError, match="unknown order"):
        Retriever(library).search("Deus", "tpt", order="alphabetical")


def test_a_typed_reference_opens_the_passage_before_any_arm_runs(library):
    retriever = Retriever(library)
    response = retriever.search("Jo 3:16", "tpt", lang="pt")
    assert response.route == "reference" and [v.osis for v in response.passage] == ["John.3.16"]
    assert retriever.open_reference("amor ao próximo", "tpt", "pt") is None
    bad = retriever.search("Gn 99:1", "tpt", lang="pt")
    assert bad.route == "reference" and bad.error and not bad.passage
