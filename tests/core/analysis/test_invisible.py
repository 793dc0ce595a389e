"""Zero-width and other format characters inside a word never split it: not in a query, not in a verse that is
indexed, not in a typed reference; an index built before they were joined is analysed again."""

from __future__ import annotations

import pytest

from app.core.analysis import get_analyzer, words
from app.core.analysis.fold import INVISIBLE
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation, reanalyze
from app.core.retrieval import keyword
from app.core.scripture import refs

FORMAT_CHARACTERS = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


@pytest.mark.parametrize("invisible", FORMAT_CHARACTERS)
@pytest.mark.parametrize("language", ["pt", "en", "es"])
def test_a_format_character_inside_a_word_does_not_split_it(invisible, language):
    analyzer = get_analyzer(language)
    typed = f"cora{invisible}ção"
    assert [w for _, _, w in words(typed)] == ["coracao"]
    assert analyzer.query_tokens(typed) == analyzer.query_tokens("coração")
    assert analyzer.index_text(f"o {typed} dele") == analyzer.index_text("o coração dele")
    assert analyzer.spans(typed) == [(0, len(typed), analyzer.query_tokens("coração")[0])]


def test_references_know_the_same_characters():
    assert set(refs.INVISIBLE) == set(INVISIBLE) == set(FORMAT_CHARACTERS)


@pytest.mark.parametrize("invisible", FORMAT_CHARACTERS)
def test_a_typed_reference_with_a_format_character_is_still_one(invisible):
    assert refs.parse_references(f"Jo{invisible} 3:{invisible}16") == [refs.Reference("John", 3, 16)]
    assert refs.parse_references(f"{invisible}Sl 23") == [refs.Reference("Ps", 23)]


def _library(tmp_path) -> Library:
    library = Library(tmp_path / "lib.sqlite3")
    verses = [
        VerseRecord("Num", 16, 1, "Corá, filho de Isar, tomou consigo homens."),
        VerseRecord("Prov", 4, 23, "Guarda o teu cora\u200bção, porque dele procedem as fontes da vida."),
        VerseRecord("Ps", 51, 10, "Cria em mim um coração puro."),
    ]
    meta = TranslationMeta("tz", "Zero", "pt-BR", "CC0", "", "t")
    add_translation(library, ParsedTranslation(meta, verses))
    return library


def _found(library: Library, query: str) -> set[str]:
    ids, _ = keyword.search(library, "tz", query, limit=10)
    return {v.osis for v in library.verses_by_ids(list(ids))}


def test_search_for_a_word_with_a_zero_width_space_finds_the_word_not_korah(tmp_path):
    with _library(tmp_path) as library:
        assert _found(library, "cora\u200bção") == {"Prov.4.23", "Ps.51.10"}
        assert _found(library, "coração") == {"Prov.4.23", "Ps.51.10"}  # the verse written with one too
        assert _found(library, "Corá") == {"Num.16.1"}


def test_an_index_of_the_analyzer_that_split_these_words_is_analysed_again(tmp_path):
    with _library(tmp_path) as library:
        library.conn.execute("UPDATE meta SET value = 'pt-2' WHERE key = 'analysis:tz'")
        library.conn.commit()
        assert library.stale_analysis() == ["tz"]
        reanalyze(library, "tz")
        assert library.stale_analysis() == []
        assert _found(library, "coração") == {"Prov.4.23", "Ps.51.10"}
