from __future__ import annotations

import logging

import pytest

from app.core.library.reading import Filters
from app.core.retrieval import keyword
from app.core.scripture import canon


def osis_of(library, ids):
    return [v.osis for v in library.verses_by_ids(list(ids))]


def test_stemmed_portuguese_finds_other_forms(library):
    ids, scores = keyword.search(library, "tpt", "amar os inimigos")
    found = osis_of(library, ids)
    assert found[0] == "Matt.5.44"  # "amai os vossos inimigos": amar~amai, inimigos
    assert "Matt.5.43" in found  # "inimigo"
    assert list(scores) == sorted(scores, reverse=True)


def test_accents_do_not_matter(library):
    with_accents = osis_of(library, keyword.search(library, "tpt", "Melquisedeque Salém")[0])
    without = osis_of(library, keyword.search(library, "tpt", "melquisedeque salem")[0])
    assert with_accents == without and set(with_accents) == {"Gen.14.18", "Heb.7.1"}


def test_english_uses_porter(library):
    found = osis_of(library, keyword.search(library, "ten", "loving enemies")[0])
    assert set(found[:2]) == {"Matt.5.43", "Matt.5.44"}  # loving~love, enemies~enemy
    assert "1Cor.13.4" in found  # "Love is patient": matched by the stem alone


def test_quoted_phrase_is_exact(library):
    found = osis_of(library, keyword.search(library, "tpt", '"o amor é paciente"')[0])
    assert found == ["1Cor.13.4"]
    # The same words out of order are not the phrase.
    assert keyword.search(library, "tpt", '"paciente amor"')[0].size == 0
    # Unstemmed: "amou" does not match the phrase "amor".
    assert "John.3.16" not in osis_of(library, keyword.search(library, "tpt", '"amor"')[0])


def test_prefix_search(library):
    found = set(osis_of(library, keyword.search(library, "tpt", "perdo*")[0]))
    assert found == {"Matt.6.14"}  # perdoardes, perdoará


def test_filters_apply_before_top_k(library):
    first, last = canon.testament_range("NT")
    ids, _ = keyword.search(library, "tpt", "Deus", limit=2, filters=Filters(first, last))
    assert len(ids) == 2
    assert all(canon.book(v.book).testament == "NT" for v in library.verses_by_ids(list(ids)))
    ot = Filters.testament("OT")
    assert all(
        canon.book(v.book).testament == "OT"
        for v in library.verses_by_ids(list(keyword.search(library, "tpt", "Deus", filters=ot)[0]))
    )


def test_limit_and_offset_candidates(library):
    all_ids, _ = keyword.search(library, "tpt", "Deus", limit=100)
    top2, _ = keyword.search(library, "tpt", "Deus", limit=2)
    assert list(top2) == list(all_ids[:2])
    assert keyword.search(library, "tpt", "Deus", limit=0)[0].size == 0


HOSTILE_WITH_WORDS = [
    '"amor',
    "NEAR(amor deus, 2)",
    "**amor",
    "amor AND OR NOT",
    "((amor",
    "amor)",
    "^deus",
    "col:amor",
    "-amor",
    "amor + deus",
    "{amor}",
    "amor " * 20_000,
]
HOSTILE_WITHOUT_WORDS = ['"', '""', "NEAR(", "*", "\x00\x01", "😀 🙏", "a" * 100_000, "", "   "]


@pytest.mark.parametrize("hostile", HOSTILE_WITH_WORDS)
def test_hostile_text_finds_the_verses_its_words_are_in(library, hostile, caplog):
    """FTS5 syntax in the query is text, not syntax: the verses holding its words are found, and the query
    never fails (a failure would be logged and answered with nothing)."""
    with caplog.at_level(logging.WARNING, logger=keyword.__name__):
        ids, scores = keyword.search(library, "tpt", hostile)
    assert "keyword query failed" not in caplog.text
    assert len(ids) == len(scores)
    found = {v.osis for v in library.verses_by_ids(list(ids))}
    words = [w for w in ("amor", "deus") if w in hostile.lower()]
    plain = keyword.search(library, "tpt", " ".join(words))[0]
    expected = {v.osis for v in library.verses_by_ids(list(plain))}
    assert expected and expected <= found
    if "amor" in words:
        assert "1Cor.13.4" in found  # "O amor é paciente, o amor é bondoso"


@pytest.mark.parametrize("hostile", HOSTILE_WITHOUT_WORDS)
def test_hostile_text_without_words_finds_nothing_and_never_fails(library, hostile, caplog):
    with caplog.at_level(logging.WARNING, logger=keyword.__name__):
        ids, scores = keyword.search(library, "tpt", hostile)
    assert "keyword query failed" not in caplog.text
    assert len(ids) == len(scores) == 0


SYNTAX = ["NEAR(", "AND", "OR", "NOT", "col:", '"', "*", "(", ")", "^", "{", "}", "-", "+", '"amor" OR']


@pytest.mark.parametrize("token", SYNTAX)
def test_every_token_is_quoted_whatever_an_analyzer_lets_through(library, token, caplog):
    """The quoting on its own: a term (or a phrase) holding FTS5 syntax, as an analyzer that kept
    punctuation would give, is matched as text beside the real word, never run as syntax."""
    stem = keyword.parse_query("amor", "pt").terms[0]
    queries = [keyword.KeywordQuery(terms=(token, stem))]
    if not any(c.isalpha() for c in token):  # punctuation inside a phrase's word: the word still matches
        queries.append(keyword.KeywordQuery(phrases=((f"amor{token}",),)))
    with caplog.at_level(logging.WARNING, logger=keyword.__name__):
        for kq in queries:
            found = {v.osis for v in library.verses_by_ids(list(keyword.search(library, "tpt", kq)[0]))}
            assert "1Cor.13.4" in found, kq.match_expression()
    assert "keyword query failed" not in caplog.text


def test_match_expression_quotes_every_token():
    q = keyword.parse_query('amor NEAR( "deus pai" perd*', "pt")
    expr = q.match_expression()
    assert q.exact and '"deus pai"' in expr and '"perd"*' in expr
    assert "NEAR(" not in expr.replace('"near"', "")
