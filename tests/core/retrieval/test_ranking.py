"""The page function every engine ranks with: fusion, passages and paging from the arms' lists alone."""

from __future__ import annotations

import pytest

from app.core.retrieval import fusion, ranking
from app.core.retrieval.ranking import Fusion, rank_page

SETTINGS = Fusion(rrf_k=10, head=4)


def keys(page: ranking.Page) -> list[list[object]]:
    return [[f.key for f in result] for result in page.results]


def test_without_positions_a_page_is_a_slice_of_the_layered_fusion():
    kw, vec, topic = list(range(10)), list(range(5, 15)), [20, 3]
    depth = ranking.candidates_for(3, 4, SETTINGS.head)  # the text arms are read to the page's depth: 8
    whole = fusion.rrf_layered(kw[:depth], vec[:depth], extra={"topic": topic}, head=4, k=10)
    page = rank_page(kw, vec, topic, offset=3, limit=4, settings=SETTINGS)
    assert keys(page) == [[f.key] for f in whole[3:7]]
    assert page.ranked == len(whole)


def test_lists_fetched_deeper_rank_the_same_page():
    """What lets the evaluation fetch each arm once, deep, and rank every page the product would show."""
    kw, vec = [f"k{i}" for i in range(300)], [f"v{i}" for i in range(0, 600, 2)]
    kw[7], vec[9] = "both", "both"
    for offset, limit in ((0, 10), (0, 3), (10, 10), (25, 25)):
        depth = ranking.candidates_for(offset, limit, SETTINGS.head)
        fetched = rank_page(kw[:depth], vec[:depth], offset=offset, limit=limit, settings=SETTINGS)
        deeper = rank_page(kw, vec, offset=offset, limit=limit, settings=SETTINGS)
        assert keys(deeper) == keys(fetched)


def test_page_one_is_the_same_whatever_the_page_size_and_pages_continue():
    """A verse deep in both lists must not jump to the top because a bigger page fetched deeper."""
    kw, vec = [f"k{i}" for i in range(300)], [f"v{i}" for i in range(300)]
    kw[7], vec[9] = "both", "both"
    whole = [k for (k,) in keys(rank_page(kw, vec, offset=0, limit=30, settings=SETTINGS))]
    assert [k for (k,) in keys(rank_page(kw, vec, offset=0, limit=3, settings=SETTINGS))] == whole[:3]
    assert whole.index("both") > 2
    pages = [rank_page(kw, vec, offset=o, limit=5, settings=SETTINGS) for o in range(0, 30, 5)]
    assert [k for page in pages for (k,) in keys(page)] == whole


def test_with_positions_adjacent_items_are_one_result_and_pages_continue():
    place = {"a": ("Matt", 1), "b": ("Matt", 2), "c": ("John", 9), "d": ("Ps", 4), "e": ("Matt", 3)}
    kw, vec = ["a", "c", "b"], ["d", "e", "b"]
    first = rank_page(kw, vec, offset=0, limit=2, settings=SETTINGS, position=place.__getitem__)
    second = rank_page(kw, vec, offset=2, limit=2, settings=SETTINGS, position=place.__getitem__)
    shown = [k for page in (first, second) for result in keys(page) for k in result]
    assert sorted(shown) == ["a", "b", "c", "d", "e"] and len(shown) == len(set(shown))
    assert any(len(result) > 1 for result in keys(first) + keys(second))  # Matt 1-3 became one result


def test_why_names_the_text_arms_that_found_an_item():
    assert ranking.why({"keyword": None}) == "keyword"
    assert ranking.why({"vector": None, "topic": None}) == "vector"
    assert ranking.why(["keyword", "vector"]) == "both"
    assert ranking.why(["topic"]) == "topic"


@pytest.mark.parametrize("engine", ["bible", "notes"])
def test_bible_search_and_notes_search_rank_with_the_page_function(engine, library, tmp_path, monkeypatch):
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.note_search import NotesIndex, note_documents
    from app.core.userdata import UserData

    calls = []
    real = ranking.rank_page

    def spy(*args, **kwargs):
        calls.append(kwargs["settings"])
        return real(*args, **kwargs)

    monkeypatch.setattr(ranking, "rank_page", spy)
    if engine == "bible":
        assert Retriever(library).search("Deus", "tpt", mode="keyword").hits
        assert calls == [Fusion(rrf_k=10)]
    else:
        with UserData.open(tmp_path / "userdata.sqlite3", synchronous="OFF") as ud:
            ud.add_note("Gen", 1, 1, "Deus criou")
            index = NotesIndex(None)
            index.update(note_documents(ud.all_notes()))
            assert index.search("Deus").hits
        assert calls == [Fusion(rrf_k=60)]  # notes keep the k they were measured with
