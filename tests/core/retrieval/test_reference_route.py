"""A typed reference in search: every part of a list answered, in the translation's own numbering, and the
parts that cannot exist named beside those that do."""

from __future__ import annotations

import pytest

from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.writing import add_translation
from app.core.retrieval.bible import Retriever
from app.core.scripture import refs
from tests.fixtures.tiny_corpus import PT

R = refs.Reference


def _with_psalm_151(library) -> str:
    verses = [
        VerseRecord("Ps", 150, 6, "Tudo quanto tem fôlego louve ao Senhor."),
        VerseRecord("Ps", 151, 1, "Eu era pequeno entre meus irmãos."),
        VerseRecord("Ps", 151, 2, "Minhas mãos fizeram um órgão."),
    ]
    meta = TranslationMeta("t151", "Com o Salmo 151", "pt-BR", "CC0", "", "t")
    add_translation(library, ParsedTranslation(meta, verses))
    return "t151"


def test_a_psalm_only_the_translation_has_is_reached_by_search(library):
    tid = _with_psalm_151(library)
    retriever = Retriever(library)
    response = retriever.search("Sl 151", tid, lang="pt")
    assert response.error is None
    assert response.reference == R("Ps", 151)
    assert [v.osis for v in response.passage] == ["Ps.151.1", "Ps.151.2"]
    # the standard numbering still speaks for a translation without it
    other = retriever.search("Sl 151", "tpt", lang="pt")
    assert other.error and "Psalms has 150 chapters" in str(other.error)
    assert [(e.problem, e.chapter, e.limit) for e in other.impossible] == [("chapter", 151, 150)]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Jo 3:16,18", [R("John", 3, 16), R("John", 3, 18)]),
        ("Jo 3:16; 4:1", [R("John", 3, 16), R("John", 4, 1)]),
        ("1Co13:4-7,9;14:1", [R("1Cor", 13, 4, None, 7), R("1Cor", 13, 9), R("1Cor", 14, 1)]),
        ("Jo 3:16; Gn 1:1-3", [R("John", 3, 16), R("Gen", 1, 1, None, 3)]),
    ],
)
def test_every_part_of_a_list_is_answered(library, query, expected):
    response = Retriever(library).search(query, "tpt", lang="pt")
    assert response.error is None and not response.impossible
    assert [part.reference for part in response.parts] == expected
    assert response.reference == expected[0]
    assert response.passage == response.parts[0].verses
    for part in response.parts:  # each part has its own verses, those the tiny corpus holds
        assert [v.osis for v in part.verses] == [osis for osis in PT if _in(part.reference, osis)]


def _in(ref: refs.Reference, osis: str) -> bool:
    book, chapter, verse = osis.split(".")
    return book == ref.book and ref.contains(int(chapter), int(verse))


def test_a_part_the_translation_lacks_is_said(library):
    response = Retriever(library).search("Jo 3:16; 4:1", "tpt", lang="pt")
    assert [bool(p.verses) for p in response.parts] == [True, False]
    assert "reference_missing_in_translation" in response.notices


def test_an_impossible_part_does_not_hide_the_others(library):
    response = Retriever(library).search("Jo 3:16; 99:1", "tpt", lang="pt")
    assert response.error is None
    assert [p.reference for p in response.parts] == [R("John", 3, 16)]
    assert [v.osis for v in response.passage] == ["John.3.16"]
    assert [(e.problem, e.book, e.chapter, e.limit) for e in response.impossible] == [
        ("chapter", "John", 99, 21)
    ]
    assert str(response.impossible[0]) == "John has 21 chapters, not 99: John 99:1"


def test_a_list_answers_at_most_max_parts(library):
    query = "Jo " + "; ".join(["3:16"] * (refs.MAX_PARTS + 7))
    response = Retriever(library).search(query, "tpt", lang="pt")
    assert len(response.parts) == refs.MAX_PARTS and response.parts_left_out == 7


@pytest.mark.parametrize("digits", [4300, 4301, 100_000])
def test_a_huge_number_is_refused_without_converting_or_echoing_it(library, digits):
    for query in ("Jo " + "9" * digits, "Jo 3:" + "9" * digits, "Jo 3:16-" + "7" * digits):
        response = Retriever(library).search(query, "tpt", lang="pt")
        assert response.route == "reference" and response.error and not response.parts
        said = str(response.error)
        assert len(said) < 120, said
        assert "\u2026" in said
