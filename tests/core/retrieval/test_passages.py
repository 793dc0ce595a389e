"""Passages of adjacent hits, pages that continue each other, and the order of a page."""

from __future__ import annotations

import pytest

from app.core.retrieval import passages

# hand-made positions: key -> (book, ord)
POS = {
    "mt43": ("Matt", 100), "mt44": ("Matt", 101), "mt45": ("Matt", 102), "mt46": ("Matt", 103),
    "mt47": ("Matt", 104), "mt40": ("Matt", 97), "jn16": ("John", 500), "jn17": ("John", 501),
    "mal4": ("Mal", 99), "ps1": ("Ps", 10),
}  # fmt: skip


def merged(keys, **kw):
    """Merged by the neighbours rule (adjacent hits, ≤ 4 verses) unless told otherwise."""
    rule = {"gap": 0, "max_size": 4, "max_span": None} | kw
    return passages.merge_adjacent(keys, POS.__getitem__, **rule)


def test_adjacent_hits_become_one_passage_ranked_by_its_best_verse():
    assert merged(["jn16", "mt44", "ps1", "mt43"]) == [["jn16"], ["mt44", "mt43"], ["ps1"]]


def test_adjacency_needs_the_same_book_and_consecutive_verses():
    # Mal 4 (ord 99) sits just before Matt (ord 100) in the canon but is another book; Matt 40 is 3 away
    assert merged(["mt43", "mal4", "mt40"]) == [["mt43"], ["mal4"], ["mt40"]]


def test_a_verse_that_bridges_two_passages_joins_them():
    assert merged(["mt43", "mt45", "jn16", "mt44"]) == [["mt43", "mt45", "mt44"], ["jn16"]]  # best first


def test_passages_are_capped_and_the_rest_start_a_new_one():
    keys = ["mt43", "mt44", "mt45", "mt46", "mt47"]
    assert merged(keys, max_size=2) == [["mt43", "mt44"], ["mt45", "mt46"], ["mt47"]]
    # a bridge that would overflow the cap joins only the better-ranked passage that still has room
    assert merged(["mt43", "mt45", "mt46", "mt44"], max_size=3) == [["mt43", "mt44"], ["mt45", "mt46"]]


def test_groups_limit_stops_before_a_new_passage_but_pages_keep_their_order():
    keys = ["jn16", "mt43", "ps1", "mt44", "jn17", "mal4"]
    page1 = merged(keys, groups=2)
    assert page1 == [["jn16"], ["mt43"]]  # stops at ps1: mt44 and jn17 ranked after it are not taken
    deeper = merged(keys, groups=4)
    assert [g[0] for g in deeper[:2]] == [g[0] for g in page1]
    assert deeper == [["jn16", "jn17"], ["mt43", "mt44"], ["ps1"], ["mal4"]]


def test_a_later_page_does_not_fold_verses_into_passages_already_shown():
    keys = ["jn16", "mt43", "ps1", "mt44", "jn17", "mal4"]
    page1 = merged(keys, groups=2, page=2)
    page2 = merged(keys, groups=4, page=2)[2:]
    page3 = merged(keys, groups=6, page=2)[4:]
    assert page1 == [["jn16"], ["mt43"]]
    assert page2 == [["ps1"], ["mt44"]]  # mt44 joined mt43 in a one-page list; here it is seen
    assert page3 == [["jn17"], ["mal4"]]
    assert sorted(k for page in (page1, page2, page3) for g in page for k in g) == sorted(keys)
    # within a page, merging goes on as before
    assert merged(["ps1", "jn16", "mt43", "mt44", "jn17"], groups=4, page=3)[:3] == [
        ["ps1"],
        ["jn16", "jn17"],
        ["mt43", "mt44"],
    ]


def test_merging_nothing_and_single_items():
    assert merged([]) == []
    assert merged(["ps1"]) == [["ps1"]]


def test_bible_order_is_the_canon_then_chapter_and_verse():
    refs = [("John", 3, 16), ("Gen", 1, 1), ("Ps", 23, 1), ("Gen", 50, 26), ("Gen", 2, 3)]
    assert sorted(refs, key=lambda r: passages.bible_key(*r)) == [
        ("Gen", 1, 1), ("Gen", 2, 3), ("Gen", 50, 26), ("Ps", 23, 1), ("John", 3, 16)
    ]  # fmt: skip


def test_bible_order_ranks_one_larger_page_and_has_no_next_page():
    assert passages.page_window("relevance", 25, 25) == (25, 25)
    assert passages.page_window("bible", 25, 25) == (0, passages.BIBLE_ORDER_RESULTS)
    with pytest.raises(ValueError, match="unknown order"):
        passages.page_window("alphabetical", 0, 10)
    assert passages.more_after("relevance", 0, 25, shown=25)
    assert not passages.more_after("relevance", 0, 25, shown=24)  # a short page is the last
    assert not passages.more_after("relevance", passages.MAX_RESULTS - 25, 25, shown=25)  # paging stops
    assert not passages.more_after("bible", 0, passages.BIBLE_ORDER_RESULTS, shown=100)


# ------------------------------------------------------------------ the product's rule: a card per 12 verses
MT6 = {f"mt6:{v}": ("Matt.6", 600 + v) for v in range(1, 35)}
MT6 |= {"lk12:25": ("Luke.12", 1225), "ps1": ("Ps", 10)}


def product(keys, **kw):
    return passages.merge_adjacent(keys, MT6.__getitem__, **kw)


def test_hits_of_a_chapter_within_the_window_are_one_card_listed_best_first():
    """"ansioso e não consigo dormir": Mt 6:34, 6:25-28 and 6:31 were four cards in the top five."""
    keys = ["mt6:34", "mt6:25", "mt6:26", "lk12:25", "mt6:27", "mt6:31", "mt6:28", "ps1"]
    assert product(keys) == [
        ["mt6:34", "mt6:25", "mt6:26", "mt6:27", "mt6:31", "mt6:28"],
        ["lk12:25"],
        ["ps1"],
    ]


def test_a_card_spans_at_most_the_window():
    assert passages.MERGE == passages.Merge.window(passages.PASSAGE_WINDOW) == passages.Merge(10, 12, 12)
    assert product(["mt6:1", "mt6:12"]) == [["mt6:1", "mt6:12"]]  # 12 verses: one card
    assert product(["mt6:1", "mt6:13"]) == [["mt6:1"], ["mt6:13"]]  # 13: two
    # a hit between two cards joins them only if the whole fits the window
    assert product(["mt6:1", "mt6:20", "mt6:10"]) == [["mt6:1", "mt6:10"], ["mt6:20"]]


def test_page_one_of_merged_cards_starts_the_same_whatever_the_page_size():
    """The cards of page 1 are ranked by the same verses in the same order for any page size (a verse ranked
    after page 1 closed goes to a card of its own on a later page, where it is seen)."""
    from app.core.retrieval import ranking

    keys = ["mt6:34", "ps1", "mt6:25", "lk12:25", "mt6:1", "mt6:31", "mt6:20"]
    settings = ranking.Fusion(10)
    pages = {
        size: ranking.rank_page(keys, keys, offset=0, limit=size, settings=settings, position=MT6.__getitem__)
        for size in (2, 3, 10)
    }
    firsts = {size: [r[0].key for r in page.results][:2] for size, page in pages.items()}
    assert firsts[2] == firsts[3] == firsts[10] == ["mt6:34", "ps1"]
    assert [f.key for f in pages[10].results[0]] == ["mt6:34", "mt6:25", "mt6:31"]  # 6:20 is beyond 12
