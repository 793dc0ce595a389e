"""The library file as an SQLite database: its tables and their version, opening it safely, its errors.

Tables (schema version in `meta`):
- `translations`: id, name, language, licence, attribution, source, verse count, text hash;
- `books`: per translation, the books it has, their titles as the file gave them and chapter counts;
- `verses`: one row per verse; `ord` numbers a translation's verses 0..n-1 in canonical order, so that the
  embedding matrix of a translation is row-aligned with it and a context window is an `ord` range inside a
  book;
- `verse_words` (only once a translation has tagged words: Strong's numbers, morphology): a JSON list per
  verse (translation, ord), kept beside the text and never indexed;
- per translation two contentless FTS5 tables over the **isolated verse**: `fts_<id>_stem` (the analyzer's
  stemmed terms, computed in Python) and `fts_<id>_exact` (folded, unstemmed words: quoted phrases and
  prefixes). Their rowid is `verses.id`. `meta` row `analysis:<id>` names the analyzer version that filled the
  stem table; when the app's analyzer is another, the table is rebuilt from the verses (`writing.reanalyze`)
  — no re-import, and the meaning index (built from the text, not the stems) stays valid.

Before anything writes to an existing file it is checked read-only (`inspect_file`): a file that is not a
Lâmpada library is refused untouched.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import sqlite_utils

from app.core.analysis import Analyzer
from app.core.errors import LampadaError, LibraryBusy, LibraryCorrupt, LibraryReadOnly
from app.core.writable import disk_full, failure_reason, write_problem

SCHEMA_VERSION = 1
WORDS_VERSION = 1  # the `verse_words` table, added to a library the first time it is needed
EXACT_TOKENIZER = "unicode61 remove_diacritics 2"
BUSY_TIMEOUT = 30.0  # seconds an import waits for another writer (the app, another `lampada`) to finish
SQLITE_HEADER = b"SQLite format 3\x00"
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_READONLY_CODES = {8}  # SQLITE_READONLY
_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


def fts_name(translation_id: str, kind: str) -> str:
    """The name of a translation's word index: `kind` "stem" or "exact"."""
    return f"fts_{translation_id}_{kind}"


def analysis_key(translation_id: str) -> str:
    """The `meta` key naming the analyzer version that filled a translation's stem table."""
    return f"analysis:{translation_id}"


def create_schema(conn: sqlite3.Connection) -> None:
    """The tables of a new library, inside the caller's transaction."""
    db = sqlite_utils.Database(conn)
    db["meta"].create({"key": str, "value": str}, pk="key")
    conn.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
    db["translations"].create(
        {
            "id": str,
            "name": str,
            "language": str,
            "licence": str,
            "attribution": str,
            "source": str,
            "builtin": int,
            "verse_count": int,
            "text_hash": str,
            "imported_at": str,
        },
        pk="id",
        not_null={"name", "language"},
    )
    db["books"].create(
        {"translation": str, "osis": str, "idx": int, "title": str, "chapters": int},
        pk=("translation", "osis"),
        foreign_keys=[("translation", "translations", "id")],
    )
    db["verses"].create(
        {
            "id": int,
            "translation": str,
            "ord": int,
            "book": str,
            "book_idx": int,
            "chapter": int,
            "verse": int,
            "verse_end": int,
            "text": str,
            "notes": str,
        },
        pk="id",
        not_null={"translation", "ord", "book", "book_idx", "chapter", "verse", "text"},
        foreign_keys=[("translation", "translations", "id")],
    )
    db["verses"].create_index(["translation", "book", "chapter", "verse"], unique=True)
    db["verses"].create_index(["translation", "ord"], unique=True)


def schema_state(conn: sqlite3.Connection, path: Path) -> bool:
    """True if the file holds a library of our version; False if it is empty; LibraryCorrupt otherwise."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "meta" in tables:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = int(row[0]) if row and str(row[0]).isdigit() else 0
        if version != SCHEMA_VERSION:
            raise LibraryCorrupt(
                f"{path} has library schema version {version}; this Lâmpada reads version {SCHEMA_VERSION}"
            )
        return True
    if tables:
        raise LibraryCorrupt(f"{path} is an SQLite file but not a Lâmpada library")
    return False


def meta_value(conn: sqlite3.Connection, key: str) -> str | None:
    """A value of the library's meta table (versions of what was loaded and analysed), None when unset."""
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def execute_script(conn: sqlite3.Connection, script: str) -> None:
    """Run a script of `;`-separated statements inside the caller's transaction (`executescript` would commit
    first): the tables of the data sets a library loads (commentaries, dictionaries, OpenBible.info,
    Strong's)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def has_table(conn: sqlite3.Connection, name: str) -> bool:
    return (
        conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone()
        is not None
    )


def create_stem_table(conn: sqlite3.Connection, table: str, analyzer: Analyzer) -> None:
    conn.execute(
        f"CREATE VIRTUAL TABLE \"{table}\" USING fts5(body, content='', tokenize='{analyzer.fts_tokenizer}')"
    )


def set_analysis(conn: sqlite3.Connection, translation_id: str, version: str) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (analysis_key(translation_id), version)
    )


# --- opening safely -----------------------------------------------------------------------------------------


def library_error(exc: sqlite3.Error, path: Path | str, waited: float = BUSY_TIMEOUT) -> LampadaError:
    """Classify an SQLite error on the library file: `LibraryBusy` (locked), `LibraryReadOnly`, or
    `LibraryCorrupt` (damaged, or anything else that stops the file from being read)."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    text = str(exc)
    if code in _BUSY_CODES or "locked" in text or "busy" in text:
        return LibraryBusy(str(path), waited)
    if code in _READONLY_CODES or "readonly" in text or "read-only" in text:
        return LibraryReadOnly(str(path), write_problem(Path(path)) or text)
    if code == 13 or (code == 10 and disk_full(Path(path))):  # SQLITE_FULL, or an I/O error on a full disk
        return LibraryReadOnly(str(path), failure_reason(Path(path), exc))
    if code in _CORRUPT_CODES:
        return LibraryCorrupt(f"{path} is damaged ({text}): run `lampada check`")
    return LibraryCorrupt(f"{path} could not be read: {text}")


def inspect_file(path: Path) -> None:
    """Refuse a file that is not a Lâmpada library of this version without writing to it.

    Switching a file to WAL rewrites its header, so a foreign SQLite file must be recognised first: the
    header is read as bytes, the tables through a read-only connection. An empty file is a new library.
    """
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise LibraryCorrupt(f"{path} cannot be read: {exc.strerror or exc}") from exc
    if not head:
        return
    if head != SQLITE_HEADER:
        raise LibraryCorrupt(f"{path} is not a readable Lâmpada library: it is not an SQLite database")
    try:
        conn = connect_read_only(path)
    except sqlite3.Error as exc:
        raise LibraryCorrupt(f"{path} cannot be read: {exc}") from exc
    try:
        schema_state(conn, path)
    except sqlite3.DatabaseError as exc:
        raise LibraryCorrupt(f"{path} is not a readable Lâmpada library: {exc}") from exc
    finally:
        conn.close()


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that never writes. In a read-only folder SQLite cannot create the WAL's -shm file, so a
    library without a pending journal is then opened `immutable` (nothing else can be writing there)."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError as exc:
        wal = Path(str(path) + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            raise LibraryReadOnly(
                str(path),
                f"it cannot be read: its folder is read-only and holds an unfinished journal ({exc})",
            ) from exc
        conn = sqlite3.connect(uri + "&immutable=1", uri=True, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    return conn
