"""The search service every front end asks (`app/core/retrieval/service.py`), on the tiny corpus by words
alone: a query read once, a typed error for a reference that cannot exist, the page and Bible order in one
place, a passage's cross-references and "more like this", and the one way to load the model."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.core.errors import BadReference, Cancelled, ModelUnavailable
from app.core.indexing.vectors import build_index
from app.core.library import openbible
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import passages
from app.core.retrieval import service as S
from app.core.retrieval.service import SearchRequest, SearchService
from app.core.scripture import canon, refs
from tests.fixtures import openbible as fixture

WORDS = {"mode": "keyword"}  # no model: the keyword arm alone


def place(hit) -> tuple[int, int, int]:
    v = hit.verse
    return canon.BY_OSIS[v.book].index, v.chapter, v.verse


def cited(answer) -> list[str]:
    return [v.osis for hit in answer.hits for v in hit.verses]


@pytest.fixture
def service(library) -> SearchService:
    return SearchService.open(library)


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """Every query the reference parser reads, in order."""
    seen: list[str] = []
    parse = refs.parse_reference_list

    def spy(text, *args, **kwargs):
        seen.append(text)
        return parse(text, *args, **kwargs)

    monkeypatch.setattr(refs, "parse_reference_list", spy)
    return seen


# ------------------------------------------------------------------ one reading per query
def test_a_typed_reference_is_read_once_and_travels_with_the_answer(service, reads):
    answer = service.search(SearchRequest("Jo 3:16", "tpt"))
    assert reads == ["Jo 3:16"]
    assert answer.route == "reference" and cited_passage(answer) == ["John.3.16"]
    assert answer.reading is not None and answer.reading.reference.found == (refs.Reference("John", 3, 16),)
    service.search(answer.request)  # asked again with its reading: not read again
    assert reads == ["Jo 3:16"]


def cited_passage(answer) -> list[str]:
    return [v.osis for v in answer.response.passage]


def test_a_search_is_read_once_and_its_next_page_not_again(service, reads):
    first = service.search(SearchRequest("Deus", "tpt", limit=2, **WORDS))
    assert reads == ["Deus"] and first.reading.reference is None and first.more
    second = service.search(first.request.next_page())
    assert reads == ["Deus"]
    assert second.hits and not set(cited(first)) & set(cited(second))
    other = service.search(replace(first.request, translation="ten"))  # another numbering: read again
    assert reads == ["Deus", "Deus"] and other.request.reading.translation == "ten"


def test_a_reference_that_cannot_exist_is_a_typed_error(service):
    answer = service.search(SearchRequest("Jo 99:1", "tpt"))
    assert answer.route == "reference" and not answer.hits and not answer.response.parts
    error = answer.error
    assert isinstance(error, refs.ImpossibleReference) and isinstance(error, BadReference)
    assert (error.problem, error.book, error.chapter, error.limit) == ("chapter", "John", 99, 21)
    assert service.search(SearchRequest("Jo 3:16", "tpt")).error is None


def test_a_typed_list_comes_with_each_short_passage_and_its_neighbours(service):
    answer = service.search(SearchRequest("Jo 3:16; Sl 23:1", "tpt", context=0))
    assert [[v.osis for v in part] for part in answer.contexts] == [
        ["John.3.16", "John.3.17"],  # the tiny corpus has no John 3:15
        ["Ps.23.1", "Ps.23.2"],
    ]
    assert answer.total == 2 and not answer.more


# ------------------------------------------------------------------ the page and its order
def leads(answer) -> list[str]:
    """Each result's best verse (a passage's other verses may join it only on a longer page)."""
    return [hit.verse.osis for hit in answer.hits]


def test_page_one_does_not_depend_on_the_page_size(service):
    for order in passages.ORDERS:
        ten = service.search(SearchRequest("Deus amor", "tpt", order=order, limit=10, **WORDS))
        assert len(ten.hits) > 5
        for size in (1, 3, 5):
            page = service.search(SearchRequest("Deus amor", "tpt", order=order, limit=size, **WORDS))
            assert leads(page) == leads(ten)[:size], (order, size)


def test_bible_order_sorts_the_best_hundred_then_pages(service):
    """Not the page's results sorted: the best `BIBLE_ORDER_RESULTS` sorted by place, then paged."""
    asked = SearchRequest("Deus amor", "tpt", **WORDS)
    ranked = service.search(replace(asked, limit=passages.BIBLE_ORDER_RESULTS)).hits
    assert 4 < len(ranked) < passages.BIBLE_ORDER_RESULTS
    in_place = sorted(ranked, key=place)
    top = service.search(replace(asked, limit=4))
    assert [place(h) for h in top.hits] != sorted(place(h) for h in top.hits)  # relevance is another order
    first = service.search(replace(asked, order="bible", limit=4))
    assert [place(h) for h in first.hits] == [place(h) for h in in_place[:4]]
    assert first.more and first.total == len(ranked)
    rest = service.search(first.request.next_page())
    assert [place(h) for h in rest.hits] == [place(h) for h in in_place[4:8]]
    assert rest.more == (len(ranked) > 8)


def test_an_unknown_order_is_refused(service):
    with pytest.raises(ValueError, match="unknown order"):
        service.search(SearchRequest("Deus", "tpt", order="alphabetical"))


def test_relevance_pages_until_a_short_page(service):
    full = service.search(SearchRequest("Deus", "tpt", limit=50, **WORDS))
    assert not full.more and full.total == len(full.hits) > 2
    assert service.search(SearchRequest("Deus", "tpt", limit=2, **WORDS)).more


# ------------------------------------------------------------------ a passage's neighbours
@pytest.fixture
def linked(library, tmp_path):
    """The tiny corpus with OpenBible.info's fixture and the fake model's meaning index of tpt."""
    openbible.load(library, fixture.write(tmp_path / "openbible"))
    embedder = FakeEmbedder()
    build_index(library, "tpt", embedder, tmp_path / "indexes")
    return SearchService.open(library, embedder, tmp_path / "indexes")


def test_a_passages_cross_references_most_voted_first_none_inside_it(linked):
    john = linked.library.span("tpt", "John", (3, 16), (3, 17))
    found = linked.cross_references(john, 10)
    assert found and [x.votes for x in found] == sorted((x.votes for x in found), reverse=True)
    inside = {v.id for v in john}
    assert all(not {v.id for v in x.verses} <= inside for x in found)  # John 3:17 is in the passage
    assert found[0].verses[0].osis == "1Cor.13.4"


def test_more_like_this_for_a_passage_leaves_out_it_and_its_neighbours(linked):
    john = linked.library.span("tpt", "John", (3, 16), (3, 17))
    found = linked.similar(john, 30)
    assert found and not [like for like in found if like.verse.book == "John"]
    assert [like.score for like in found] == sorted((like.score for like in found), reverse=True)
    (verse,) = john[:1]
    assert linked.similar([verse], 5) == linked.retriever.similar(verse, 5)  # one verse: its own list


def test_related_is_a_verses_cross_references_and_more_like_this(linked):
    related = linked.related(S.RelatedRequest("tpt", "John", 3, 16))
    assert related.openbible and related.meaning_ready
    assert [x.verses[0].osis for x in related.cross_references][:2] == ["John.3.17", "1Cor.13.4"]
    assert related.similar and related.similar[0].verse.osis == "1Cor.13.4"
    assert linked.related(S.RelatedRequest("tpt", "Obad", 1, 1)).verse is None
    words_only = SearchService.open(linked.library).related(S.RelatedRequest("tpt", "John", 3, 16))
    assert not words_only.meaning_ready and not words_only.similar and words_only.cross_references


# ------------------------------------------------------------------ the model
def test_the_model_is_loaded_from_the_models_folder_or_not_at_all(monkeypatch):
    from app.core import paths
    from app.core.model import convert, embedder

    loaded: list[Path] = []
    fake = FakeEmbedder()
    monkeypatch.setattr(embedder, "load_embedder", lambda model_dir: loaded.append(model_dir) or fake)
    monkeypatch.setattr(convert, "ensure_model", lambda **kwargs: Path("built"))
    assert S.optional_embedder() is fake and loaded == [paths.models_dir() / convert.DEFAULT_MODEL]
    assert S.load_embedder() is fake and loaded[-1] == Path("built")  # built first when missing
    with pytest.raises(Cancelled):
        S.load_embedder(cancelled=lambda: True)

    def missing(model_dir):
        raise ModelUnavailable("no model.onnx")

    monkeypatch.setattr(embedder, "load_embedder", missing)
    assert S.optional_embedder() is None
    with pytest.raises(ModelUnavailable):
        S.load_embedder(build=False)
