"""Passages and pages: what turns a fused ranking into the results people see.

- **Passages**: hits of one chapter within `PASSAGE_WINDOW` verses of each other become one result (Mt
  6:25-34, the verses between shown as context), ranked by its best verse (`merge_adjacent` by the `MERGE`
  rule; `passage_position` says where a verse sits);
- **pages**: offset and limit count results (passages), and each page continues the one before exactly;
  paging stops at `MAX_RESULTS`;
- **order**: "relevance" (the ranking) or "bible": the best `BIBLE_ORDER_RESULTS` ranked at once
  (`page_window`), sorted by their place in the Bible, then paged (`service.page`) — rather than sorting each
  page of the ranking, an order that would change from page to page.

Pure functions over keys; the engines (`bible.Retriever`, `note_search.NotesIndex`) fetch what they show.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from app.core.scripture import canon

MAX_RESULTS = 200  # paging stops here: past it a list is noise, and a search should be narrowed instead
BIBLE_ORDER_RESULTS = 100  # "Bible order" sorts the best this many at once
ORDERS = ("relevance", "bible")
DEFAULT_CONTEXT = 1  # verses shown either side of a result


def passage_position(book: str, chapter: int, ord_: int) -> tuple[tuple[str, int], int]:
    """Where a verse sits for passage merging: hits merge when they are next to each other in one chapter."""
    return (book, chapter), ord_


def bible_key(book: str, chapter: int, verse: int) -> tuple[int, int, int]:
    """Where a reference stands in the Bible (canonical book order, then chapter and verse)."""
    return canon.BY_OSIS[book].index, chapter, verse


def page_window(order: str, offset: int, limit: int) -> tuple[int, int]:
    """The (offset, limit) a list ranks for a page: "bible" sorts the best `BIBLE_ORDER_RESULTS` at once."""
    if order not in ORDERS:
        raise ValueError(f"unknown order {order!r}: one of {', '.join(ORDERS)}")
    return (0, BIBLE_ORDER_RESULTS) if order == "bible" else (offset, limit)


def more_after(order: str, offset: int, limit: int, shown: int) -> bool:
    """May another page of the ranking follow this one? Not past `MAX_RESULTS`; Bible order pages through its
    one sorted list instead (`service.page`; notes search lists it as one page)."""
    return order == "relevance" and shown >= limit and offset + limit < MAX_RESULTS


@dataclass(frozen=True)
class Merge:
    """Which hits of one chapter share a card: those at most `gap` verses apart (0: only neighbours), up to
    `max_verses` cited verses spanning at most `max_span` verses (the verses between are shown as context)."""

    gap: int
    max_verses: int
    max_span: int

    @classmethod
    def window(cls, verses: int) -> Merge:
        """Hits of one chapter that fit within `verses` verses share a card."""
        return cls(verses - 2, verses, verses)


# Hits of one chapter within 12 verses of each other are one card (Mt 6:25-34 for "ansioso e não consigo
# dormir", not four cards of Matthew 6): on OpenBible's evaluation part, page 1 as displayed brings more
# places (nDCG@10 counting a chapter once, WEB +0.011 ± 0.002) and loses no answer (per card +0.003 ± 0.002,
# Hit@10 0.831 → 0.838); 12 verses, a pericope, is the display's limit (docs/retrieval.md, "Cards").
PASSAGE_WINDOW = 12
MERGE = Merge.window(PASSAGE_WINDOW)
NEIGHBOURS = Merge(0, 4, 4)  # the rule before: adjacent hits, at most 4 verses


def merge_adjacent(
    keys: Sequence[Hashable],
    position: Callable[[Hashable], tuple[Hashable, int]],
    *,
    groups: int | None = None,
    page: int | None = None,
    max_size: int = MERGE.max_verses,
    gap: int = MERGE.gap,
    max_span: int | None = MERGE.max_span,
) -> list[list[Hashable]]:
    """Group a ranked list (best first) into passages of nearby items, each ranked by its best item.

    `position(key)` gives (group, ord): two items are near when they share the group (the retriever passes
    (book, chapter)) and their ords differ by at most `gap` + 1 (by one: neighbours). Items are taken in rank
    order: an item near an earlier passage (that has room) joins it; an item near several passages joins them
    into one when the result has room; any other item starts a new passage. A passage cites at most
    `max_size` items spanning at most `max_span` ords (`max_size` when not given). Each passage lists its
    keys best first (the first is the one it is ranked by).

    With `groups`, it stops before starting passage `groups + 1`, so the passages of a page depend only on
    items ranked before that point and page 1's passages start in the same order whatever the page asked
    for. With `page` (the page size), passages close a page at a time: once passage k·page + 1 starts —
    where page k stopped — the passages before it take no more items, so a verse ranked after them starts a
    passage of its own on a later page instead of joining one already shown (where no one would see it).
    Pages of one size then continue each other exactly.
    """
    span_cap = max_size if max_span is None else max_span
    reach = gap + 1
    out: list[list[Hashable]] = []
    spans: list[tuple[Hashable, int, int]] = []  # per passage: group, first ord, last ord
    rank: dict[Hashable, int] = {}
    first_open = 0  # passages before it are closed
    for key in keys:
        rank.setdefault(key, len(rank))
        book, ord_ = position(key)
        near = [
            i
            for i, (b, lo, hi) in enumerate(spans)
            if i >= first_open and b == book and lo - reach <= ord_ <= hi + reach
        ]
        if len(near) > 1:
            lo = min(ord_, *(spans[i][1] for i in near))
            hi = max(ord_, *(spans[i][2] for i in near))
            if 1 + sum(len(out[i]) for i in near) <= max_size and hi - lo + 1 <= span_cap:
                first, *rest = near
                out[first] = sorted([key, *(k for i in near for k in out[i])], key=rank.__getitem__)
                spans[first] = (book, lo, hi)
                for i in reversed(rest):
                    del out[i], spans[i]
                continue
        room = [
            i
            for i in near
            if len(out[i]) < max_size and max(spans[i][2], ord_) - min(spans[i][1], ord_) + 1 <= span_cap
        ]
        if room:
            i = room[0]
            out[i].append(key)
            _, lo, hi = spans[i]
            spans[i] = (book, min(lo, ord_), max(hi, ord_))
            continue
        if groups is not None and len(out) >= groups:
            break
        if page and len(out) % page == 0:
            first_open = len(out)
        out.append([key])
        spans.append((book, ord_, ord_))
    return out
