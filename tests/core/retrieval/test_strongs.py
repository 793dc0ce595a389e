"""Search by the original word: G26, strong:G26, a Greek or Hebrew lemma or its transliteration find the
verses whose words carry the number, in Bible order, the carrying words highlighted."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.library.reading import Filters, Library
from app.core.library.writing import add_translation
from app.core.retrieval import strongs
from app.core.retrieval.bible import Retriever
from app.core.wordstudy import tags
from tests.fixtures.wordstudy import install_tagged, kjv_builtin, word_study_library


@pytest.fixture
def retriever(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Retriever:
    library, index_dir = word_study_library(tmp_path, monkeypatch)
    yield Retriever(library, None, index_dir)
    library.close()


def _found(response) -> list[tuple[str, list[str]]]:
    return [(h.verse.osis, [h.verse.text[s:e] for s, e in h.matched]) for h in response.hits]


@pytest.mark.parametrize("typed", ["G26", "g0026", "strong:G26", " G26 "])
def test_a_number_finds_every_verse_carrying_it_with_its_words_highlighted(retriever: Retriever, typed: str):
    response = retriever.search(typed, "kjv", lang="en")
    assert response.route == "strongs"
    assert _found(response) == [
        ("1Cor.13.4", ["Charity", "charity", "charity"]),
        ("1Cor.13.13", ["charity", "charity"]),
    ]
    assert response.strongs is not None and response.strongs.total == 2 and response.strongs.words == 5
    assert response.strongs.query.numbers == ("G26",)
    assert all(h.why == "keyword" for h in response.hits)  # found by a word of the verse


def test_in_an_aligned_translation_the_aligned_words_are_found(retriever: Retriever):
    response = retriever.search("G26", "tpt")
    assert _found(response) == [("1Cor.13.4", ["amor", "amor", "amor"]), ("1Cor.13.13", ["amor", "amor"])]
    assert [h.verse.osis for h in retriever.search("G25", "tpt").hits] == ["John.3.16", "Jude.1.1"]


def test_several_numbers_pages_and_filters(retriever: Retriever):
    both = retriever.search("G25, G26", "tpt")
    assert [h.verse.osis for h in both.hits] == ["John.3.16", "1Cor.13.4", "1Cor.13.13", "Jude.1.1"]
    second = retriever.search("G25 G26", "tpt", limit=2, offset=2)
    assert [h.verse.osis for h in second.hits] == ["1Cor.13.13", "Jude.1.1"]
    assert second.strongs is not None and second.strongs.total == 4
    gospels = Filters(first_book=40, last_book=43)
    assert [h.verse.osis for h in retriever.search("G25 G26", "tpt", filters=gospels).hits] == ["John.3.16"]
    assert retriever.search("G26", "kjv", filters=Filters.testament("OT")).hits == []


def test_context_comes_with_each_verse(retriever: Retriever):
    response = retriever.search("G26", "tpt", context=1)
    assert [v.osis for v in response.hits[0].context] == ["1Cor.13.4", "1Cor.13.5"]


@pytest.mark.parametrize("typed", ["agape", "ἀγάπη", "ΑΓΑΠΗ"])
def test_the_original_word_or_its_transliteration_finds_its_number(retriever: Retriever, typed: str):
    response = retriever.search(typed, "tpt")
    assert response.route == "strongs" and response.strongs is not None
    assert response.strongs.query == strongs.StrongsQuery(("G26",), "word")
    assert [h.verse.osis for h in response.hits] == ["1Cor.13.4", "1Cor.13.13"]


def test_a_hebrew_word_finds_every_number_that_writes_it(retriever: Retriever):
    response = retriever.search("חֶסֶד", "kjv")
    assert response.strongs is not None and response.strongs.query.numbers == ("H2616", "H2617")
    assert retriever.search("chesed", "kjv").strongs.query.numbers == ("H2617",)


def test_words_the_translation_writes_are_searched_as_words(retriever: Retriever):
    assert retriever.search("amor", "tpt").route != "strongs"  # Portuguese, not a transliteration
    assert retriever.search("love", "ten").route != "strongs"
    assert retriever.search("G26 love", "kjv").route != "strongs"
    assert retriever.search("Jo 3:16", "tpt").route == "reference"


def test_a_translation_not_tagged_yet_says_so(retriever: Retriever):
    response = retriever.search("G26", "ten")
    assert response.route == "strongs" and response.hits == []
    assert response.notices == [strongs.NOT_TAGGED]


def test_without_strongs_dictionaries_only_numbers_are_recognised(tmp_path: Path, monkeypatch):
    install_tagged(tmp_path / "tagged", monkeypatch)
    library = Library(tmp_path / "bare.sqlite3")
    add_translation(library, kjv_builtin(), builtin=True)
    tags.build_tags(library, "kjv", tmp_path / "idx")
    retriever = Retriever(library, None, tmp_path / "idx")
    assert retriever.search("agape", "kjv").route != "strongs"
    assert len(retriever.search("G26", "kjv").hits) == 2
    library.close()
