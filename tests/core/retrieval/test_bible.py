"""Bible search's routing, on the tiny corpus by words alone (no model needed); its order and pages are the
search service's (test_service.py)."""

from __future__ import annotations

import pytest

from app.core.library.writing import add_translation, remove_translation
from app.core.retrieval.bible import Retriever
from app.core.scripture import refs


def test_a_typed_reference_opens_the_passage_before_any_arm_runs(library):
    retriever = Retriever(library)
    response = retriever.search("Jo 3:16", "tpt", lang="pt")
    assert response.route == "reference" and [v.osis for v in response.passage] == ["John.3.16"]
    searched = retriever.read("amor ao próximo", "tpt", "pt")
    assert searched.reference is None and retriever.open_reference(searched) is None
    bad = retriever.search("Gn 99:1", "tpt", lang="pt")
    assert bad.route == "reference" and bad.error and not bad.passage
    assert isinstance(bad.error, refs.ImpossibleReference) and bad.error.problem == "chapter"


# ------------------------------------------------------------------ a question in another language
def _with_ofir(library):
    """A Portuguese translation whose text has the name Ofir (stemmed "of" before names were kept whole)."""
    from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord

    verses = [
        VerseRecord("1Kgs", 10, 11, "A frota de Hirão, que trazia ouro de Ofir, trouxe também madeira."),
        VerseRecord("1John", 4, 8, "Aquele que não ama não conhece a Deus, porque Deus é amor."),
    ]
    meta = TranslationMeta("tof", "Ofir PT", "pt-BR", "CC0", "", "t")
    add_translation(library, ParsedTranslation(meta, verses))
    return "tof"


def test_an_english_question_on_a_portuguese_bible_matches_no_english_function_word(library):
    from app.core.retrieval.bible import OTHER_LANGUAGE

    tid = _with_ofir(library)
    response = Retriever(library).search("the gold of Ophir", tid, mode="keyword")
    assert OTHER_LANGUAGE in response.notices
    assert response.language is not None
    assert (response.language.query, response.language.translation) == ("en", "pt")
    assert response.language.suggested == "ten"  # the installed English translation
    assert not response.hits  # "of" is not "Ofir", "gold" no Portuguese word
    assert not response.no_evidence
    # "am" is the stem of "ama" and "amor": an English function word never matches it
    assert not Retriever(library).search("where am I", tid, mode="keyword").hits


def test_a_question_in_the_translations_language_has_no_language_notice(library):
    tid = _with_ofir(library)
    response = Retriever(library).search("o ouro de Ofir", tid, mode="keyword")
    assert response.language is None and not response.notices
    assert [h.verse.osis for h in response.hits] == ["1Kgs.10.11"]


def test_no_translation_of_the_questions_language_is_suggested_when_none_is_installed(library):
    remove_translation(library, "ten")
    response = Retriever(library).search("the love of God", "tpt", mode="keyword")
    assert response.language is not None and response.language.suggested is None


# ------------------------------------------------------------------ a damaged library
def test_a_verse_the_word_index_lists_but_the_library_lost_is_damage_not_a_crash(library):
    """The verses table lost rows its word index still lists (what a damaged page does): search says the
    library is damaged, as a typed error the CLI and the app word, never a KeyError."""
    from app.core.errors import LibraryCorrupt

    retriever = Retriever(library)
    found = retriever.search("Deus amor", "tpt", mode="keyword", limit=8)
    lost = found.hits[0].verse.id
    conn = library.conn
    triggers = conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for (name,) in triggers:  # the word index keeps its rows, as when a page of the table is unreadable
        conn.execute(f'DROP TRIGGER "{name}"')
    conn.execute("DELETE FROM verses WHERE id = ?", (lost,))
    with pytest.raises(LibraryCorrupt, match="is damaged"):
        Retriever(library).search("Deus amor", "tpt", mode="keyword", limit=8)


# ------------------------------------------------------------------ badges and highlights tell the truth
def test_an_exact_phrase_lists_its_first_occurrence_first(library):
    from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord

    verses = [
        VerseRecord("Gen", 1, 1, "No princípio criou Deus os céus e a terra."),
        VerseRecord("John", 1, 1, "No princípio era a Palavra, e a Palavra estava com Deus."),
        VerseRecord("John", 1, 2, "Ela estava no princípio."),  # shorter: BM25 alone ranks it first
    ]
    add_translation(
        library,
        ParsedTranslation(TranslationMeta("tph", "Frase", "pt-BR", "CC0", "", "t"), verses)
    )
    hits = Retriever(library).search('"no princípio"', "tph", limit=3, passages=False).hits
    assert [h.verse.osis for h in hits] == ["Gen.1.1", "John.1.1", "John.1.2"]


def test_a_word_is_highlighted_only_in_a_verse_the_keyword_arm_found(library, tmp_path):
    from app.core.indexing.vectors import build_index
    from app.core.model.fake import FakeEmbedder

    embedder = FakeEmbedder()
    build_index(library, "tpt", embedder, tmp_path / "idx")
    retriever = Retriever(library, embedder, tmp_path / "idx")
    by_words = retriever.search("amor", "tpt", limit=30, passages=False, mode="keyword").hits
    assert by_words and all(h.matched for h in by_words)
    by_meaning = retriever.search("amor", "tpt", limit=30, passages=False, mode="vector").hits
    holding = [h for h in by_meaning if "amor" in h.verse.text]
    assert holding, "the meaning arm lists every verse of the tiny text, those with the word too"
    assert all(not h.matched for h in by_meaning)  # its badge is meaning: no word claims a match


def test_a_question_in_another_language_gets_no_word_match_from_a_shared_stem(library):
    """ "future" and "futuro" share the Portuguese stem "futur": an English question is not matched by it."""
    from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord

    verses = [VerseRecord("Jer", 29, 11, "Eu sei os planos que tenho para vós, para vos dar um futuro.")]
    add_translation(
        library,
        ParsedTranslation(TranslationMeta("tfu", "Futuro", "pt-BR", "CC0", "", "t"), verses)
    )
    retriever = Retriever(library)
    assert retriever.search("o futuro", "tfu", mode="keyword").hits  # in Portuguese it is the word
    assert not retriever.search("I am afraid of the future", "tfu", mode="keyword").hits
