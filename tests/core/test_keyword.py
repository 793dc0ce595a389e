from __future__ import annotations

import pytest

from app.core import canon, keyword
from app.core.library import Filters


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


@pytest.mark.parametrize(
    "hostile",
    [
        '"',
        '""',
        '"amor',
        "NEAR(",
        "NEAR(amor deus, 2)",
        "*",
        "**amor",
        "amor AND OR NOT",
        "((amor",
        "amor)",
        "^deus",
        "col:amor",
        "-amor",
        "amor + deus",
        "{amor}",
        "\x00\x01",
        "😀 🙏",
        "a" * 100_000,
        "amor " * 20_000,
        "",
        "   ",
    ],
)
def test_hostile_queries_never_raise(library, hostile):
    ids, scores = keyword.search(library, "tpt", hostile)
    assert len(ids) == len(scores)


def test_match_expression_quotes_every_token():
    q = keyword.parse_query('amor NEAR( "deus pai" perd*', "pt")
    expr = q.match_expression()
    assert q.exact and '"deus pai"' in expr and '"perd"*' in expr
    assert "NEAR(" not in expr.replace('"near"', "")
