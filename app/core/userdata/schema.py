"""The user database schema as named, ordered migrations.

A new file runs every migration from the first, so a fresh database and a migrated one are built by the same
statements and end up with the same schema (a test compares them). Statements are kept as separate strings,
not scripts: `executescript` would commit the surrounding transaction, and a migration must be all-or-nothing.
Never edit a migration that has shipped; add the next one.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

# "LMPU" — marks the file as a Lâmpada user database (PRAGMA application_id).
APPLICATION_ID = 0x4C4D5055

#: Highlight colours are stored by name; the GUI maps names to RGB for the current theme.
COLOURS: tuple[str, ...] = ("yellow", "green", "blue", "pink", "orange")
_COLOUR_LIST = ", ".join(f"'{c}'" for c in COLOURS)

_RANGE_CHECK = (
    "CHECK ((end_chapter IS NULL) = (end_verse IS NULL)),"
    " CHECK (end_chapter IS NULL OR end_chapter > chapter OR (end_chapter = chapter AND end_verse > verse))"
)

#: The first schema version, frozen as it shipped. Tests build a real v1 file from exactly these statements.
V1_STATEMENTS: tuple[str, ...] = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID",
    """CREATE TABLE folders (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    """CREATE TABLE labels (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    f"""CREATE TABLE bookmarks (
        id TEXT PRIMARY KEY NOT NULL,
        book TEXT NOT NULL,
        chapter INTEGER NOT NULL CHECK (chapter >= 1),
        verse INTEGER NOT NULL CHECK (verse >= 1),
        end_chapter INTEGER,
        end_verse INTEGER,
        translation TEXT,
        folder_id TEXT REFERENCES folders(id) ON DELETE SET NULL,
        title TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        {_RANGE_CHECK}
    )""",
    "CREATE INDEX bookmarks_place ON bookmarks (book, chapter)",
    "CREATE INDEX bookmarks_folder ON bookmarks (folder_id)",
    """CREATE TABLE bookmark_labels (
        bookmark_id TEXT NOT NULL REFERENCES bookmarks(id) ON DELETE CASCADE,
        label_id TEXT NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
        PRIMARY KEY (bookmark_id, label_id)
    ) WITHOUT ROWID""",
    "CREATE INDEX bookmark_labels_label ON bookmark_labels (label_id)",
    f"""CREATE TABLE highlights (
        id TEXT PRIMARY KEY NOT NULL,
        book TEXT NOT NULL,
        chapter INTEGER NOT NULL CHECK (chapter >= 1),
        verse INTEGER NOT NULL CHECK (verse >= 1),
        color TEXT NOT NULL CHECK (color IN ({_COLOUR_LIST})),
        translation TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (book, chapter, verse)
    )""",
    f"""CREATE TABLE notes (
        id TEXT PRIMARY KEY NOT NULL,
        book TEXT NOT NULL,
        chapter INTEGER NOT NULL CHECK (chapter >= 1),
        verse INTEGER NOT NULL CHECK (verse >= 1),
        end_chapter INTEGER,
        end_verse INTEGER,
        translation TEXT,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        {_RANGE_CHECK}
    )""",
    "CREATE INDEX notes_place ON notes (book, chapter)",
    # `seq` only orders entries that share a timestamp; it is not exported (the export order carries it).
    """CREATE TABLE reading_history (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        book TEXT NOT NULL,
        chapter INTEGER NOT NULL CHECK (chapter >= 1),
        verse INTEGER NOT NULL CHECK (verse >= 1),
        translation TEXT,
        read_at TEXT NOT NULL
    )""",
    "CREATE INDEX reading_history_time ON reading_history (read_at, seq)",
    """CREATE TABLE search_history (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        query TEXT NOT NULL,
        translation TEXT,
        searched_at TEXT NOT NULL
    )""",
    "CREATE INDEX search_history_time ON search_history (searched_at, seq)",
)

#: v2: notes get a title; folders and labels get an optional colour (same palette as highlights).
V2_STATEMENTS: tuple[str, ...] = (
    "ALTER TABLE notes ADD COLUMN title TEXT NOT NULL DEFAULT ''",
    f"ALTER TABLE folders ADD COLUMN color TEXT CHECK (color IS NULL OR color IN ({_COLOUR_LIST}))",
    f"ALTER TABLE labels ADD COLUMN color TEXT CHECK (color IS NULL OR color IN ({_COLOUR_LIST}))",
)


#: v3: the note editor's drafts — what is being typed, kept after a short pause so a crash or a power cut
#: loses at most the last few seconds. Not user data proper (not exported): a draft becomes data when saved.
#: `key` is "note:<note id>" for an existing note, "new:<OSIS passage>" for a new one; `note_id` has no
#: foreign key, since the note may be deleted while its draft waits (the draft is then saved as a new note).
V3_STATEMENTS: tuple[str, ...] = (
    f"""CREATE TABLE note_drafts (
        key TEXT PRIMARY KEY NOT NULL,
        note_id TEXT,
        book TEXT NOT NULL,
        chapter INTEGER NOT NULL CHECK (chapter >= 1),
        verse INTEGER NOT NULL CHECK (verse >= 1),
        end_chapter INTEGER,
        end_verse INTEGER,
        translation TEXT,
        title TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL,
        base_updated_at TEXT,
        updated_at TEXT NOT NULL,
        {_RANGE_CHECK}
    ) WITHOUT ROWID""",
)

#: v4: reading plans. A plan keeps its days written out (`readings`: a line a day, OSIS passages separated by
#: spaces), so a later change to how the built-in plans are cut never moves a plan already started; `source`
#: names the built-in plan it was made from ("" for the person's own). Dates are the person's calendar dates
#: (YYYY-MM-DD): day d is read on start_date + d - 1; `catch_up_until` is the last date of a spread of missed
#: days. `plan_days` holds the days read, one row each.
V4_STATEMENTS: tuple[str, ...] = (
    """CREATE TABLE plans (
        id TEXT PRIMARY KEY NOT NULL,
        source TEXT NOT NULL DEFAULT '',
        name TEXT NOT NULL,
        readings TEXT NOT NULL,
        start_date TEXT NOT NULL CHECK (length(start_date) = 10),
        catch_up_until TEXT CHECK (catch_up_until IS NULL OR length(catch_up_until) = 10),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    """CREATE TABLE plan_days (
        id TEXT PRIMARY KEY NOT NULL,
        plan_id TEXT NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
        day INTEGER NOT NULL CHECK (day >= 1),
        read_at TEXT NOT NULL,
        UNIQUE (plan_id, day)
    )""",
)


@dataclass(frozen=True)
class Migration:
    version: int  # the schema version after it ran
    name: str
    statements: tuple[str, ...]


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "0001_first_schema", V1_STATEMENTS),
    Migration(2, "0002_note_titles_and_colours", V2_STATEMENTS),
    Migration(3, "0003_note_drafts", V3_STATEMENTS),
    Migration(4, "0004_reading_plans", V4_STATEMENTS),
)
SCHEMA_VERSION = MIGRATIONS[-1].version

#: Tables holding the user's data, in the order rows can be inserted without breaking foreign keys. (The
#: editor's `note_drafts` are not among them: they are neither exported nor replaced by an import.)
USER_TABLES: tuple[str, ...] = (
    "folders",
    "labels",
    "bookmarks",
    "bookmark_labels",
    "highlights",
    "notes",
    "reading_history",
    "search_history",
    "plans",
    "plan_days",
)


class NotUserData(Exception):
    """Internal: an SQLite file with tables but no `meta` — someone else's database."""


def read_version(conn: sqlite3.Connection) -> int:
    """The schema version in the file: 0 for an empty database (no tables at all)."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not names:
        return 0
    if "meta" not in names:
        raise NotUserData("SQLite file without a `meta` table: not a Lâmpada user database")
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    if row is None:
        raise NotUserData("`meta` has no schema_version")
    try:
        return int(row[0])
    except (TypeError, ValueError):
        raise NotUserData(f"schema_version is not a number: {row[0]!r}") from None


def apply_migration(conn: sqlite3.Connection, migration: Migration, now: str) -> None:
    """Run one migration inside the caller's transaction and record it in `meta`."""
    for statement in migration.statements:
        conn.execute(statement)
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", (str(migration.version),)
    )
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (f"migration.{migration.name}", now)
    )
    if migration.version == 1:
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('created_at', ?)", (now,))
