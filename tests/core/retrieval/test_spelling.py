""""Did you mean", from the translation's own words."""

from __future__ import annotations

import pytest

from app.core.retrieval import spelling
from app.core.retrieval.bible import DID_YOU_MEAN, Retriever
from app.core.retrieval.spelling import Speller


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("Melquisdeque", "Melquisedeque"),  # a letter left out
        ("preguiçosso", "preguiçoso"),  # a letter typed twice (the suggestion keeps the text's accents)
        ("formgia", "formiga"),  # two letters swapped
        ("pasotr", "pastor"),
        ("misericordia eterma", "misericordia eterna"),  # only the unknown word changes
        ("SALÉN", "SALÉM"),  # a neighbouring key at the end; the typed case is kept
    ],
)
def test_an_unknown_word_gets_the_nearest_known_one(library, typed, meant):
    assert Speller(library, "tpt").suggest(typed).query == meant


def test_known_words_stopwords_prefixes_and_short_words_are_left_alone(library):
    speller = Speller(library, "tpt")
    assert speller.suggest("Deus amou o mundo") is None
    assert speller.suggest("amei") is None  # absent from the text (one edit from "amai"), its stem known
    assert speller.suggest("pra") is None  # a stopword
    assert speller.suggest("lzu") is None  # shorter than MIN_LETTERS: too many words one edit away
    assert speller.suggest("pasto", skip=frozenset({"pasto"})) is None


def test_a_last_letter_left_out_or_added_is_another_word_not_a_typo(library):
    speller = Speller(library, "tpt")
    assert speller.suggest("preguiçosa") is None  # not "preguiçoso": another form of the word
    assert speller.suggest("vazio") is None  # "vazia" ends in another vowel, not a neighbouring key


def test_two_edits_only_for_long_words(library):
    speller = Speller(library, "tpt")
    assert speller.suggest("Melquizedeqe").query == "Melquisedeque"  # a same-sound letter, one left out
    assert speller.suggest("Melquisdeqe") is None  # two left out: another word as often as a typo
    assert speller.suggest("pstro") is None  # "pastor" is two edits from a short word


def test_the_suggestion_is_in_the_search_response(library):
    response = Retriever(library).search("Melquisdeque rei", "tpt", mode="keyword")
    assert DID_YOU_MEAN in response.notices
    typo = ("Melquisdeque", "Melquisedeque")
    assert response.suggestion == spelling.Suggestion("Melquisedeque rei", (typo,))
    assert Retriever(library).search("Melquisedeque", "tpt", mode="keyword").suggestion is None


def test_no_suggestion_for_a_question_in_another_language(library):
    response = Retriever(library).search("the love of Gud", "tpt", mode="keyword")
    assert response.language is not None and response.suggestion is None


def test_a_read_only_library_is_corrected_too(library):
    from app.core.library.reading import open_library
    from tests.core.readonly import read_only

    path = library.path
    library.close()
    with read_only(path, path.parent), open_library(path) as unwritable:
        assert unwritable.read_only
        assert Speller(unwritable, "tpt").suggest("Melquisdeque").query == "Melquisedeque"


def test_a_letter_typed_twice_or_two_letters_swapped_is_one_edit(library):
    """Words shorter than TWO_EDITS_FROM are corrected one edit away only: each of these is one."""
    speller = Speller(library, "tpt")
    assert speller.suggest("ammor").query == "amor"  # a letter typed twice
    assert speller.suggest("pastro").query == "pastor"  # two letters swapped


def test_a_letter_changed_counts_as_a_typo_only_when_a_slip_explains_it(library):
    speller = Speller(library, "tpt")
    assert speller.suggest("psstor").query == "pastor"  # s is next to a on the keyboard
    assert speller.suggest("pbstor") is None  # b is not: another word as often as a typo
    assert speller.suggest("pactor").query == "pastor"  # c is not next to s, but sounds like it
    assert speller.suggest("pajtor") is None  # j neither


def test_a_word_the_language_model_knows_whole_is_not_a_typo(library):
    class Tokenizer:
        """count_tokens as e5's: the prefix, then one piece for a known word, else one per letter."""

        def count_tokens(self, texts, passage=True):
            return [2 + (1 if text in ("", "computador") else len(text)) for text in texts]

    whole = spelling.tokenizer_words(Tokenizer())
    assert whole("computador") and not whole("Melquisdeque")
    assert spelling.tokenizer_words(object()) is None  # no tokenizer: every unknown word may be a typo
    assert Speller(library, "tpt", whole=lambda word: word == "Melquisdeque").suggest("Melquisdeque") is None
    assert Speller(library, "tpt", whole=whole).suggest("Melquisdeque").query == "Melquisedeque"
