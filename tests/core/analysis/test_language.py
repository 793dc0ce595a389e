"""A query's language, told by the function words only one language has."""

from __future__ import annotations

import pytest

from app.core.analysis import foreign_stopwords, query_language


@pytest.mark.parametrize(
    ("query", "language"),
    [
        ("what does the Bible say about fear", "en"),
        ("the love of god", "en"),
        ("I am ashamed of my past", "en"),
        ("o que a Bíblia diz sobre o medo", "pt"),
        ("tenho vergonha do meu passado", "pt"),
        ("amor de Deus", "pt"),
        ("Jesus wept", None),  # no function word
        ("salmo 23", None),
        ("a mulher", None),  # "a" is a function word of both
        ("Jesus ate with sinners", None),  # "ate" (até) against "with": as many of each
    ],
)
def test_the_language_of_a_query(query, language):
    assert query_language(query) == language


def test_only_the_other_languages_stopwords_are_foreign():
    english_on_portuguese = foreign_stopwords("en", "pt")
    assert {"of", "the", "is", "my"} <= english_on_portuguese
    assert not {"a", "o", "me", "as"} & english_on_portuguese  # Portuguese function words too
    assert {"de", "um", "meu"} <= foreign_stopwords("pt", "en")
    assert foreign_stopwords("pt", "pt") == frozenset()
    assert foreign_stopwords(None, "pt") == frozenset()
    assert foreign_stopwords("en", "es") == frozenset()  # a language without stopwords: nothing to tell
