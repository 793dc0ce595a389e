"""Rows of the user database and the helpers every group of its tables shares (`marks`, `notes`, `history`).

`Tables` is what those groups use of the open database: a read snapshot and a write transaction, both given
by `UserData` (app/core/userdata/store.py), which holds the connection, its lock and its typed errors.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import app.core.userdata.schema as schema
from app.core.errors import TextTooLong, UnknownItem
from app.core.scripture import canon
from app.core.userdata.records import (
    MAX_NAME_CHARS,
    Draft,
    Folder,
    Highlight,
    Label,
    Note,
    Passage,
    ReadingEntry,
    SearchEntry,
    utc_now,
    whole_text,
)


class _Unset:
    """Marks "not given" where None is a meaningful value (e.g. moving a bookmark out of every folder)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
ALL: Any = _Unset()

ChapterLengths = Callable[[int], int]
T = TypeVar("T")


def fold_query(query: str) -> str:
    """The de-duplication key of a search: case and spacing do not make a new entry."""
    return " ".join(query.split()).casefold()


class Tables:
    """The open database as a group of tables' methods see it (`UserData` provides both)."""

    def _read(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _write(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _item(self, table: str, item_id: str, kind: str, make: Callable[[sqlite3.Row], T]) -> T:
        """The record of `table` with this id, made from its row by `make`; UnknownItem if absent."""
        with self._read() as conn:
            return make(row_by_id(conn, table, item_id, kind))

    def _records(self, make: Callable[[sqlite3.Row], T], sql: str, args: Sequence[Any] = ()) -> list[T]:
        """Each row `sql` selects, in its order, made a record by `make` (one read snapshot)."""
        with self._read() as conn:
            rows = conn.execute(sql, args).fetchall()
        return [make(r) for r in rows]


# --- row helpers --------------------------------------------------------------------------------------------


def clean_name(name: str, kind: str) -> str:
    """A folder's or label's name: one line, not empty, at most `MAX_NAME_CHARS` (`TextTooLong`)."""
    text = " ".join(whole_text(str(name)).split())
    if not text:
        raise ValueError(f"a {kind} needs a name")
    if len(text) > MAX_NAME_CHARS:
        raise TextTooLong(f"a {kind}'s name", len(text), MAX_NAME_CHARS)
    return text


def check_colour(color: str | None, *, optional: bool) -> str | None:
    if color is None and optional:
        return None
    if color not in schema.COLOURS:
        raise ValueError(f"colour must be one of {', '.join(schema.COLOURS)}; got {color!r}")
    return color


def require(conn: sqlite3.Connection, table: str, item_id: str | None, kind: str) -> None:
    if (
        item_id is not None
        and conn.execute(f"SELECT 1 FROM {table} WHERE id = ?", (item_id,)).fetchone() is None
    ):
        raise UnknownItem(kind, item_id)


def row_by_id(conn: sqlite3.Connection, table: str, item_id: str, kind: str) -> sqlite3.Row:
    """The row of `table` with this id; UnknownItem if absent."""
    row = conn.execute(f"SELECT * FROM {table} WHERE id = ?", (item_id,)).fetchone()
    if row is None:
        raise UnknownItem(kind, item_id)
    return row


def delete_row(conn: sqlite3.Connection, table: str, item_id: str, kind: str) -> None:
    """Delete the row of `table` with this id; UnknownItem if absent."""
    if conn.execute(f"DELETE FROM {table} WHERE id = ?", (item_id,)).rowcount == 0:
        raise UnknownItem(kind, item_id)


def update_row(
    conn: sqlite3.Connection, table: str, item_id: str, changes: dict[str, Any], kind: str
) -> None:
    """Set `changes` and bump updated_at (even with no changes: labels replaced); UnknownItem if absent."""
    sets = ", ".join(f"{column} = ?" for column in changes)
    sql = f"UPDATE {table} SET {sets + ', ' if sets else ''}updated_at = ? WHERE id = ?"
    if conn.execute(sql, (*changes.values(), utc_now(), item_id)).rowcount == 0:
        raise UnknownItem(kind, item_id)


def trim(conn: sqlite3.Connection, table: str, time_column: str, cap: int) -> None:
    conn.execute(
        f"DELETE FROM {table} WHERE seq NOT IN"
        f" (SELECT seq FROM {table} ORDER BY {time_column} DESC, seq DESC LIMIT ?)",
        (cap,),
    )


def coords(p: Passage) -> tuple[str, int, int, int | None, int | None]:
    return (p.book, p.chapter, p.verse, p.end_chapter, p.end_verse)


def passage_of(row: sqlite3.Row) -> Passage:
    return Passage(row["book"], row["chapter"], row["verse"], row["end_chapter"], row["end_verse"])


MAX_HIGHLIGHT_VERSES = 10_000  # verses one highlight may colour (Psalms, the longest book, has 2,461)


def expand(passage: Passage, chapter_lengths: ChapterLengths | None) -> list[tuple[int, int]]:
    """The verses of a passage, one by one (at most `MAX_HIGHLIGHT_VERSES`: a range to verse 10^18 would
    never end)."""
    last_chapter, last_verse = passage.last
    if last_chapter != passage.chapter and chapter_lengths is None:
        raise ValueError("a highlight across chapters needs chapter_lengths")
    if last_chapter - passage.chapter >= MAX_HIGHLIGHT_VERSES:
        raise ValueError(f"a highlight covers at most {MAX_HIGHLIGHT_VERSES:,} verses")
    verses: list[tuple[int, int]] = []
    for chapter in range(passage.chapter, last_chapter + 1):
        first = passage.verse if chapter == passage.chapter else 1
        last = last_verse if chapter == last_chapter else int(chapter_lengths(chapter))  # type: ignore[misc]
        if len(verses) + max(0, last - first + 1) > MAX_HIGHLIGHT_VERSES:
            raise ValueError(f"a highlight covers at most {MAX_HIGHLIGHT_VERSES:,} verses")
        verses.extend((chapter, v) for v in range(first, last + 1))
    return verses


def rows_in(conn: sqlite3.Connection, table: str, passage: Passage) -> list[sqlite3.Row]:
    return conn.execute(
        f"SELECT * FROM {table} WHERE book = ? AND (chapter, verse) >= (?, ?) AND (chapter, verse) <= (?, ?)"
        " ORDER BY chapter, verse",
        (passage.book, passage.chapter, passage.verse, *passage.last),
    ).fetchall()


def book_index(book: str) -> int:
    found = canon.BY_OSIS.get(book)
    return found.index if found else 10_000


def canonical(items: list[Any]) -> list[Any]:
    return sorted(items, key=lambda x: (x.passage.sort_key(), x.created_at, x.id))


def folder_of(r: sqlite3.Row) -> Folder:
    return Folder(r["id"], r["name"], r["position"], r["color"], r["created_at"], r["updated_at"])


def label_of(r: sqlite3.Row) -> Label:
    return Label(r["id"], r["name"], r["color"], r["created_at"], r["updated_at"])


def highlight_of(r: sqlite3.Row) -> Highlight:
    return Highlight(
        r["id"],
        r["book"],
        r["chapter"],
        r["verse"],
        r["color"],
        r["translation"],
        r["created_at"],
        r["updated_at"],
    )


def note_of(r: sqlite3.Row) -> Note:
    return Note(
        r["id"], passage_of(r), r["translation"], r["title"], r["text"], r["created_at"], r["updated_at"]
    )


def draft_of(r: sqlite3.Row) -> Draft:
    return Draft(
        r["key"],
        r["note_id"],
        passage_of(r),
        r["translation"],
        r["title"],
        r["text"],
        r["base_updated_at"],
        r["updated_at"],
    )


def reading_of(r: sqlite3.Row) -> ReadingEntry:
    return ReadingEntry(r["id"], r["book"], r["chapter"], r["verse"], r["translation"], r["read_at"])


def search_of(r: sqlite3.Row) -> SearchEntry:
    return SearchEntry(r["id"], r["query"], r["translation"], r["searched_at"])
