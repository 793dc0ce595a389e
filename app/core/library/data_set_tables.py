"""The tables of a kind of imported data set (commentaries, dictionaries): one lists the sets, one holds their
entries, keyed by the set's id.

What every kind does alike lives here: the tables are created by the first import and versioned by a `meta`
row (so that a later change migrates them instead of rewriting anything unasked); the sets are listed by
language and id and found by id or name in any case; a set is stored in one transaction — it is there whole,
or nothing changed — and removed with its entries. What an entry holds, and how it is checked before it is
stored, is the kind's own module's.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Generic, Protocol, TypeVar

from app.core.errors import ImportFormatError
from app.core.formats.common import ID_PATTERN, TranslationMeta
from app.core.formats.sword import MAX_NAME_CHARS, cut_text, is_language_code, printable_text
from app.core.library.database import execute_script
from app.core.library.reading import Library
from app.core.progress import CancelFn, ProgressFn, check_cancelled

BATCH = 2000  # entries inserted at a time, with a check for cancellation and a progress report between


class Named(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


T = TypeVar("T", bound=Named)


def find_named(items: Iterable[T], name: str, unknown: Callable[[str], Exception]) -> T:
    """The item whose id or name is `name`, in any case ("MHCC", "mhcc"); else `unknown(name)` is raised."""
    wanted = name.strip().lower()
    for item in items:
        if wanted in (item.id.lower(), item.name.lower()):
            return item
    raise unknown(name)


def merged_meta(found: TranslationMeta, overrides: TranslationMeta | None) -> TranslationMeta:
    """What the module says of itself, each field the person gave taking its place; all as plain text."""
    fields = TranslationMeta.__dataclass_fields__
    values = {k: (getattr(overrides, k) if overrides else None) or getattr(found, k) for k in fields}
    return TranslationMeta(**{k: printable_text(v) if isinstance(v, str) else v for k, v in values.items()})


def check_language(language: str, source: str) -> None:
    """Refuse a language that is no language code (a module's .conf may say anything)."""
    if not is_language_code(language):
        raise ImportFormatError(
            source, f"{language[:40]!r} is not a language code (such as en, pt-BR): pass --language"
        )


@dataclass(frozen=True)
class DataSetTables(Generic[T]):
    """One kind's two tables. The sets' table has the columns id, name, language, licence, attribution,
    source, then the kind's own (`extra` in `store`), then entries and imported_at: `item`'s fields, in
    order."""

    item: type[T]  # a listed set, a dataclass whose fields are the sets' table's columns
    noun: str  # "commentary": in messages
    sets: str  # the table listing the sets: "commentaries"
    entries: str  # the table of their entries: "commentary_entries"
    entry_columns: tuple[str, ...]  # what an import writes of an entry, the set's id first
    schema: str  # the CREATE statements of both tables and their indexes
    meta_key: str  # the `meta` row naming the tables' version
    version: int
    duplicate: Callable[[str], Exception]  # an id already imported, unless replacing
    unknown: Callable[[str], Exception]  # a name no set has

    def has_tables(self, library: Library) -> bool:
        found = library.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (self.entries,)
        ).fetchone()
        return found is not None

    def listed(self, library: Library) -> list[T]:
        """The imported sets by language, then id; none before the first import."""
        if not self.has_tables(library):
            return []
        rows = library.conn.execute(f"SELECT * FROM {self.sets} ORDER BY language, id").fetchall()
        return [self._from_row(r) for r in rows]

    def _from_row(self, row: sqlite3.Row) -> T:
        """A NULL column (an older or repaired row) becomes "" (0 for a count)."""
        values = {}
        for f in dataclasses.fields(self.item):  # type: ignore[arg-type]
            value = row[f.name]
            values[f.name] = value if value is not None else (0 if f.type in ("int", int) else "")
        return self.item(**values)

    def find(self, library: Library, name: str) -> T:
        return find_named(self.listed(library), name, self.unknown)

    def check_id(self, set_id: str | None, source: str) -> None:
        if not set_id or not ID_PATTERN.match(set_id):
            raise ImportFormatError(
                source, f"{self.noun} id {set_id!r} is not valid: use 1-32 lowercase letters, digits or '_'"
            )

    def store(
        self,
        library: Library,
        meta: TranslationMeta,
        rows: Sequence[Sequence[Any]],
        *,
        extra: tuple[Any, ...] = (),
        replace: bool = False,
        progress: ProgressFn,
        cancelled: CancelFn,
    ) -> T:
        """Store the set `meta` names (its id checked, its language final) with its entries' `rows` (their
        columns after the set's id), in one transaction; the set as now listed."""
        set_id = meta.id or ""
        if not replace and any(s.id == set_id for s in self.listed(library)):
            raise self.duplicate(set_id)
        library.check_integrity()
        listing = (
            set_id, cut_text(meta.name or set_id, MAX_NAME_CHARS), meta.language, meta.licence or "",
            meta.attribution or "", meta.source or "", *extra, len(rows),
            datetime.now(UTC).isoformat(timespec="seconds"),
        )  # fmt: skip
        insert = (
            f"INSERT INTO {self.entries} ({', '.join(self.entry_columns)}) "
            f"VALUES ({', '.join('?' * len(self.entry_columns))})"
        )
        with library.transaction() as conn:
            execute_script(conn, self.schema)
            conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (self.meta_key, str(self.version))
            )
            self._delete(conn, set_id)
            conn.execute(f"INSERT INTO {self.sets} VALUES ({', '.join('?' * len(listing))})", listing)
            for start in range(0, len(rows), BATCH):
                check_cancelled(cancelled)
                conn.executemany(insert, [(set_id, *row) for row in rows[start : start + BATCH]])
                progress(min(start + BATCH, len(rows)), len(rows), "indexing")
        return self.find(library, set_id)

    def remove(self, library: Library, name: str) -> T:
        """Remove the set called `name` (`find`) and its entries; the set as it was listed."""
        found = self.find(library, name)
        with library.transaction() as conn:
            self._delete(conn, found.id)
        return found

    def _delete(self, conn: sqlite3.Connection, set_id: str) -> None:
        conn.execute(f"DELETE FROM {self.entries} WHERE {self.entry_columns[0]} = ?", (set_id,))
        conn.execute(f"DELETE FROM {self.sets} WHERE id = ?", (set_id,))
