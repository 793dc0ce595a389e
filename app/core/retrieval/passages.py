"""Passages and pages: what turns a fused ranking into the results people see.

- **Passages**: adjacent hits inside one chapter become one result (Mt 5:43-44), ranked by its best verse, at
  most `MAX_PASSAGE_VERSES` verses (`merge_adjacent`; `passage_position` says where a verse sits);
- **pages**: offset and limit count results (passages), and each page continues the one before exactly;
  paging stops at `MAX_RESULTS`;
- **order**: "relevance" (the ranking) or "bible" (the page's results sorted by their place in the Bible).
  The app's list sorts one larger page (`BIBLE_ORDER_RESULTS`, from the top) rather than paging through an
  order that changes from page to page (`page_window`).

Pure functions over keys; the engines (`bible.Retriever`, `notes.NotesIndex`) fetch what they show.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from app.core import canon

MAX_RESULTS = 200  # paging stops here: past it a list is noise, and a search should be narrowed instead
BIBLE_ORDER_RESULTS = 100  # "Bible order" sorts the best this many at once
ORDERS = ("relevance", "bible")


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
    """May another page follow this one? Not in Bible order (one page), nor past `MAX_RESULTS`."""
    return order == "relevance" and shown >= limit and offset + limit < MAX_RESULTS


MAX_PASSAGE_VERSES = 4  # a display choice: a card of more cited verses stops reading as "one answer"


def merge_adjacent(
    keys: Sequence[Hashable],
    position: Callable[[Hashable], tuple[Hashable, int]],
    *,
    groups: int | None = None,
    page: int | None = None,
    max_size: int = MAX_PASSAGE_VERSES,
) -> list[list[Hashable]]:
    """Group a ranked list (best first) into passages of adjacent items, each ranked by its best item.

    `position(key)` gives (group, ord): two items are adjacent when they share the group (the retriever
    passes (book, chapter)) and their ords differ by one. Items are taken in rank order: an item next to an
    earlier passage (that has room) joins it; an item that bridges two passages joins them into one when the
    result has room; any other item starts a new passage. Each passage lists its keys best first (the first
    is the one it is ranked by).

    With `groups`, it stops before starting passage `groups + 1`, so the passages of a page depend only on
    items ranked before that point and page 1's passages start in the same order whatever the page asked
    for. With `page` (the page size), passages close a page at a time: once passage k·page + 1 starts —
    where page k stopped — the passages before it take no more items, so a verse ranked after them starts a
    passage of its own on a later page instead of joining one already shown (where no one would see it).
    Pages of one size then continue each other exactly.
    """
    out: list[list[Hashable]] = []
    spans: list[tuple[Hashable, int, int]] = []  # per passage: group, first ord, last ord
    rank: dict[Hashable, int] = {}
    first_open = 0  # passages before it are closed
    for key in keys:
        rank.setdefault(key, len(rank))
        book, ord_ = position(key)
        touching = [
            i
            for i, (b, lo, hi) in enumerate(spans)
            if i >= first_open and b == book and (ord_ == lo - 1 or ord_ == hi + 1)
        ]
        if len(touching) == 2:
            a, b = touching
            if len(out[a]) + len(out[b]) + 1 <= max_size:
                out[a] = sorted([*out[a], key, *out[b]], key=rank.__getitem__)
                spans[a] = (book, min(spans[a][1], spans[b][1]), max(spans[a][2], spans[b][2]))
                del out[b], spans[b]
                continue
        room = [i for i in touching if len(out[i]) < max_size]
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
