"""Export and import of the user data: a complete JSON format (round-trips exactly) and a Markdown document.

JSON (`"format": "lampada-userdata"`, `format_version` 2): one list per table, every column, fields in a
fixed order and rows in a deterministic order, so importing a file into an empty database and exporting again
gives the same bytes. Bookmarks carry their label ids as a `labels` list. The file has no export time on
purpose (that would break the round trip); the file's own date says when it was written.

An import is validated completely before anything is written (even the backup taken first). A file that is not
an export raises `ImportFormatError(path, problem)`; a record that does not hold is left out and named in the
report (`notes[3].chapter: expected a whole number >= 1, got 0`), never costing the others. The limits are the
user database's own (`model.MAX_TEXT_CHARS`…), so whatever the app accepted exports and imports back.
Format 2 added the reading plans (`plans`, `plan_days`, `plan_records`); a format-1 file imports with none.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import app.core.userdata.plan_records as plan_records
import app.core.userdata.schema as schema
from app.core import files
from app.core.errors import BadReference, ImportFormatError
from app.core.scripture import canon
from app.core.userdata.records import (
    MAX_NAME_CHARS,
    MAX_NUMBER,
    MAX_QUERY_CHARS,
    MAX_TEXT_CHARS,
    MAX_TRANSLATION_CHARS,
    MIN_NUMBER,
    Bookmark,
    Folder,
    Highlight,
    Label,
    Note,
    Passage,
    is_id,
    is_timestamp,
    make_passage,
    shown,
    whole_text,
)

FORMAT = "lampada-userdata"
FORMAT_VERSION = 2
MAX_FILE_BYTES = 1 << 30  # an export is read whole: 1 GiB (a lifetime of notes is a few megabytes)
MAX_NAMED = 1_000  # problems an import report names one by one

_REQUIRED = object()


@dataclass(frozen=True)
class _Field:
    name: str
    kind: str
    default: Any = _REQUIRED


def _f(name: str, kind: str, default: Any = _REQUIRED) -> _Field:
    return _Field(name, kind, default)


# Each table's exported fields, in file order. Columns added by later schema versions have a default, so a
# file written before them still imports.
_PLACE = [_f("book", "book"), _f("chapter", "pos"), _f("verse", "pos")]
_RANGE = [*_PLACE, _f("end_chapter", "pos?", None), _f("end_verse", "pos?", None)]
_STAMPS = [_f("created_at", "ts"), _f("updated_at", "ts")]
TABLES: dict[str, list[_Field]] = {
    "folders": [
        _f("id", "id"),
        _f("name", "name"),
        _f("position", "int", 0),
        _f("color", "colour?", None),
        *_STAMPS,
    ],
    "labels": [_f("id", "id"), _f("name", "name"), _f("color", "colour?", None), *_STAMPS],
    "bookmarks": [
        _f("id", "id"),
        *_RANGE,
        _f("translation", "str?", None),
        _f("folder_id", "id?", None),
        _f("title", "text", ""),
        _f("labels", "ids", []),
        *_STAMPS,
    ],
    "highlights": [_f("id", "id"), *_PLACE, _f("color", "colour"), _f("translation", "str?", None), *_STAMPS],
    "notes": [
        _f("id", "id"),
        *_RANGE,
        _f("translation", "str?", None),
        _f("title", "text", ""),
        _f("text", "text"),
        *_STAMPS,
    ],
    "reading_history": [_f("id", "id"), *_PLACE, _f("translation", "str?", None), _f("read_at", "ts")],
    "search_history": [
        _f("id", "id"),
        _f("query", "query"),
        _f("translation", "str?", None),
        _f("searched_at", "ts"),
    ],
    "plans": [
        _f("id", "id"),
        _f("source", "source", ""),
        _f("name", "name"),
        _f("readings", "readings"),
        _f("start_date", "date"),
        _f("catch_up_until", "date?", None),
        *_STAMPS,
    ],
    "plan_days": [_f("id", "id"), _f("plan_id", "id"), _f("day", "day"), _f("read_at", "ts")],
}
_ORDER = {
    "folders": "position, created_at, id",
    "labels": "created_at, id",
    "bookmarks": "created_at, id",
    "highlights": "created_at, id",
    "notes": "created_at, id",
    "reading_history": "read_at, seq",
    "search_history": "searched_at, seq",
    "plans": "created_at, id",
    "plan_days": "plan_id, day",
}

Record = dict[str, Any]
Payload = dict[str, list[Record]]


@dataclass
class ImportReport:
    mode: str
    added: dict[str, int] = field(default_factory=dict)
    updated: dict[str, int] = field(default_factory=dict)
    unchanged: dict[str, int] = field(default_factory=dict)
    backup: Path | None = None  # the `before-import` backup taken first
    skipped: list[str] = field(default_factory=list)  # records of the file left out, each with why
    repaired: list[str] = field(default_factory=list)  # what was mended on the way in (broken characters)

    def count(self, bucket: dict[str, int], table: str, n: int = 1) -> None:
        bucket[table] = bucket.get(table, 0) + n


# --- export -------------------------------------------------------------------------------------------------


def export_document(conn: sqlite3.Connection) -> dict[str, Any]:
    document: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "schema_version": schema.read_version(conn),
    }
    labels_of: dict[str, list[str]] = {}
    for bookmark_id, label_id in conn.execute("SELECT bookmark_id, label_id FROM bookmark_labels"):
        labels_of.setdefault(bookmark_id, []).append(label_id)
    for table, fields in TABLES.items():
        columns = [f.name for f in fields if f.name != "labels"]
        rows = conn.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {_ORDER[table]}").fetchall()
        records = []
        for row in rows:
            values = dict(zip(columns, tuple(row), strict=True))
            if table == "bookmarks":
                values["labels"] = sorted(labels_of.get(values["id"], []))
            records.append({f.name: values[f.name] for f in fields})
        document[table] = records
    return document


def write_json(path: Path, document: dict[str, Any]) -> Path:
    return write_text(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")


def write_text(path: Path, text: str) -> Path:
    """Atomic (`app.core.files`): a reader never sees half an export."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return files.write_text(path, text)


# --- validation ---------------------------------------------------------------------------------------------


def load_json(path: Path) -> Loaded:
    """Read and validate an export. A file that is not one (not JSON, another format, a newer version, a table
    that is not a list) raises ImportFormatError naming the file and the problem; a record that does not
    hold is left out and named (`Loaded.skipped`), never costing the others; broken characters (lone
    surrogates) are replaced and named (`Loaded.repaired`)."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ImportFormatError(
                str(path), f"the file is {size:,} bytes; an export is read up to {MAX_FILE_BYTES:,}"
            )
        raw = path.read_bytes()
    except OSError as e:
        raise ImportFormatError(str(path), f"cannot be read: {e.strerror or e}") from e
    if not raw.strip():
        raise ImportFormatError(str(path), "the file is empty")
    try:
        document = json.loads(raw.decode("utf-8-sig"), parse_int=_parse_int)
    except UnicodeDecodeError as e:
        raise ImportFormatError(str(path), f"not UTF-8 text (byte {e.start})") from e
    except json.JSONDecodeError as e:
        raise ImportFormatError(
            str(path), f"not valid JSON: {e.msg} (column {e.colno})", line=e.lineno
        ) from e
    except RecursionError:
        raise ImportFormatError(str(path), "not an export: nested too deeply") from None
    loaded = Loaded({}, [], [])
    try:
        document = _whole(document, "", loaded.repaired)
        loaded.payload = validate(document, loaded.skipped)
    except _Invalid as e:
        raise ImportFormatError(str(path), str(e)) from None
    except RecursionError:
        raise ImportFormatError(str(path), "not an export: nested too deeply") from None
    for named in (loaded.skipped, loaded.repaired):
        if len(named) > MAX_NAMED:
            named[MAX_NAMED:] = [f"… and {len(named) - MAX_NAMED:,} more"]
    return loaded


class _Huge:
    """A number too long to be one the app wrote (Python refuses to convert past 4,300 digits)."""

    def __init__(self, digits: int):
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits:,} digits"


def _parse_int(text: str) -> int | _Huge:
    return int(text) if len(text) <= 40 else _Huge(len(text.lstrip("-")))


@dataclass
class Loaded:
    payload: Payload
    skipped: list[str]  # records left out, each with why ("notes[3].chapter: expected …")
    repaired: list[str]  # what was mended on the way in ("notes[2].text: a broken character …")


class _Invalid(Exception):
    pass


def _whole(value: Any, where: str, repaired: list[str]) -> Any:
    """The parsed document with every lone surrogate (JSON's "\\ud83d" with no pair) replaced by U+FFFD:
    SQLite cannot store one, and it used to fail after the before-import backup was written."""
    if isinstance(value, str):
        mended = whole_text(value)
        if mended != value:
            repaired.append(f"{where or 'the file'}: a broken character (half of a UTF-16 pair) became �")
        return mended
    if isinstance(value, list):
        return [_whole(v, f"{where}[{i}]", repaired) for i, v in enumerate(value)]
    if isinstance(value, dict):
        return {_whole(k, where, repaired): _whole(v, f"{where}.{k}" if where else str(k), repaired)
                for k, v in value.items()}  # fmt: skip
    return value


def validate(document: Any, skipped: list[str] | None = None) -> Payload:
    """The records of an export that hold; a record that does not is named in `skipped` (when None, the
    first one raises `_Invalid`). Whatever makes the whole file unreadable raises `_Invalid`."""
    if not isinstance(document, dict):
        raise _Invalid("not a Lâmpada user-data export (the top level is not an object)")
    if document.get("format") != FORMAT:
        raise _Invalid(f"not a Lâmpada user-data export (format is {_show(document.get('format'))})")
    version = document.get("format_version")
    if not _is_int(version) or version < 1:
        raise _Invalid(f"format_version: expected a whole number >= 1, got {_show(version)}")
    if version > FORMAT_VERSION:
        raise _Invalid(
            f"made by a newer Lâmpada (format version {version}; this version reads up to {FORMAT_VERSION})"
        )
    known = {"format", "format_version", "schema_version", *TABLES}
    unknown = sorted(set(document) - known)
    if unknown:
        raise _Invalid(f"unknown top-level key(s): {', '.join(_show(k, 30) for k in unknown)}")
    for table in TABLES:
        if table not in document and table in ("plans", "plan_days") and version < plan_records.SINCE_FORMAT:
            document = {**document, table: []}  # written before reading plans existed
        if table not in document:
            raise _Invalid(f"missing table {table!r}")
        if not isinstance(document[table], list):
            raise _Invalid(f"{table}: expected a list, got {type(document[table]).__name__}")
    problems: list[str] = []
    payload: Payload = {}
    for table, fields in TABLES.items():
        payload[table] = []
        for i, row in enumerate(document[table]):
            try:
                payload[table].append(_validate_record(table, i, row, fields))
            except _Invalid as e:
                problems.append(str(e))
    _validate_relations(payload, problems)
    if skipped is None and problems:
        raise _Invalid(problems[0])
    if skipped is not None:
        skipped.extend(problems)
    return payload


def _validate_record(table: str, index: int, row: Any, fields: list[_Field]) -> Record:
    where = f"{table}[{index}]"
    if not isinstance(row, dict):
        raise _Invalid(f"{where}: expected an object, got {type(row).__name__}")
    names = {f.name for f in fields}
    extra = sorted(set(row) - names)
    if extra:
        raise _Invalid(f"{where}: unknown field(s): {', '.join(_show(x, 30) for x in extra)}")
    record: Record = {"_where": where}
    for f in fields:
        if f.name not in row:
            if f.default is _REQUIRED:
                raise _Invalid(f"{where}: missing field {f.name!r}")
            record[f.name] = list(f.default) if isinstance(f.default, list) else f.default
            continue
        value = row[f.name]
        problem = _CHECKS[f.kind](value)
        if problem:
            raise _Invalid(f"{where}.{f.name}: {problem}, got {_show(value)}")
        record[f.name] = list(value) if isinstance(value, list) else value
    if "end_chapter" in record:
        if (record["end_chapter"] is None) != (record["end_verse"] is None):
            raise _Invalid(f"{where}: end_chapter and end_verse go together")
        if record["end_chapter"] is not None and (record["end_chapter"], record["end_verse"]) == (
            record["chapter"],
            record["verse"],
        ):
            raise _Invalid(f"{where}: a range must end after it starts (use no end for one verse)")
        try:
            make_passage(
                record["book"], record["chapter"], record["verse"], record["end_chapter"], record["end_verse"]
            )
        except BadReference as e:
            raise _Invalid(f"{where}: {e}") from None
    return record


def _validate_relations(payload: Payload, problems: list[str]) -> None:
    """Between records: a second record with an id or a label name or a highlighted verse already taken is
    left out; a bookmark's folder or labels missing from the file are dropped from it (the bookmark stays).
    Each is named in `problems`."""
    for table, rows in payload.items():
        seen: set[str] = set()
        kept = []
        for row in rows:
            if row["id"] in seen:
                problems.append(f"{row['_where']}.id: duplicate id {row['id']}")
                continue
            seen.add(row["id"])
            kept.append(row)
        payload[table] = kept
    same_name: dict[str, str] = {}  # a left-out label's id -> the id of the label of that name kept
    names: dict[str, str] = {}
    kept = []
    for row in payload["labels"]:
        key = _nocase(row["name"])
        if key in names:
            problems.append(f"{row['_where']}.name: duplicate label name {_show(row['name'])}")
            same_name[row["id"]] = names[key]
            continue
        names[key] = row["id"]
        kept.append(row)
    payload["labels"] = kept
    folders = {r["id"] for r in payload["folders"]}
    labels = {r["id"] for r in payload["labels"]}
    for row in payload["bookmarks"]:
        where = row["_where"]
        if row["folder_id"] is not None and row["folder_id"] not in folders:
            problems.append(f"{where}.folder_id: no folder with id {row['folder_id']} in the file (imported "
                            "outside any folder)")  # fmt: skip
            row["folder_id"] = None
        wanted = [same_name.get(x, x) for x in row["labels"]]
        missing = [x for x in wanted if x not in labels]
        if missing:
            problems.append(f"{where}.labels: no label with id {missing[0]} in the file (left out)")
        if len(set(wanted)) != len(wanted):
            problems.append(f"{where}.labels: a label is listed twice (once is kept)")
        row["labels"] = sorted({x for x in wanted if x in labels})
    places: set[tuple[str, int, int]] = set()
    kept = []
    for row in payload["highlights"]:
        place = (row["book"], row["chapter"], row["verse"])
        if place in places:
            problems.append(
                f"{row['_where']}: a second highlight on {row['book']} {row['chapter']}:{row['verse']}"
            )
            continue
        places.add(place)
        kept.append(row)
    payload["highlights"] = kept
    plan_records.validate_relations(payload, problems)
    for rows in payload.values():
        for row in rows:
            del row["_where"]


def _nocase(text: str) -> str:
    """SQLite's NOCASE: ASCII letters only (so "Fé" and "fé" are two labels, as the database allows)."""
    return "".join(c.lower() if c.isascii() else c for c in text)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: Any, width: int = 60) -> str:
    return shown(value, width)


def _text_check(limit: int) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if not isinstance(value, str):
            return "expected text"
        return f"text over {limit:,} characters" if len(value) > limit else None

    return check


def _number(value: Any, low: int) -> bool:
    return _is_int(value) and low <= value <= MAX_NUMBER


_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "id": lambda v: None if is_id(v) else "expected a UUID id",
    "id?": lambda v: None if v is None or is_id(v) else "expected a UUID id or null",
    "ids": lambda v: (
        None if isinstance(v, list) and all(is_id(x) for x in v) else "expected a list of UUID ids"
    ),
    "name": lambda v: (
        None
        if isinstance(v, str) and v.strip() and len(v) <= MAX_NAME_CHARS
        else f"expected a non-empty name of at most {MAX_NAME_CHARS:,} characters"
    ),
    "query": lambda v: (
        None
        if isinstance(v, str) and v.strip() and len(v) <= MAX_QUERY_CHARS
        else f"expected a non-empty search of at most {MAX_QUERY_CHARS:,} characters"
    ),
    "text": _text_check(MAX_TEXT_CHARS),
    "str?": lambda v: (
        None
        if v is None or (isinstance(v, str) and len(v) <= MAX_TRANSLATION_CHARS)
        else "expected short text or null"
    ),
    "int": lambda v: None if _number(v, MIN_NUMBER) else "expected a whole number",
    "pos": lambda v: None if _number(v, 1) else "expected a whole number >= 1",
    "pos?": lambda v: None if v is None or _number(v, 1) else "expected a whole number >= 1 or null",
    "book": lambda v: None if isinstance(v, str) and v in canon.BY_OSIS else "expected an OSIS book id",
    "colour": lambda v: (
        None if isinstance(v, str) and v in schema.COLOURS else f"expected one of {', '.join(schema.COLOURS)}"
    ),
    "colour?": lambda v: (
        None
        if v is None or (isinstance(v, str) and v in schema.COLOURS)
        else "expected a colour name or null"
    ),
    "ts": lambda v: None if is_timestamp(v) else "expected a UTC time like 2024-05-01T12:00:00.000000Z",
    **plan_records.CHECKS,
}


def field_problem(kind: str, value: Any) -> str | None:
    """What is wrong with `value` as a field of this kind ("name", "text", "pos"…), or None."""
    return _CHECKS[kind](value)


# --- applying -----------------------------------------------------------------------------------------------


def _columns(table: str) -> list[str]:
    return [f.name for f in TABLES[table] if f.name != "labels"]


def _insert(conn: sqlite3.Connection, table: str, record: Record) -> None:
    columns = _columns(table)
    conn.execute(
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
        [record[c] for c in columns],
    )
    if table == "bookmarks":
        conn.executemany(
            "INSERT INTO bookmark_labels (bookmark_id, label_id) VALUES (?, ?)",
            [(record["id"], x) for x in record["labels"]],
        )


def _overwrite(conn: sqlite3.Connection, table: str, record: Record) -> None:
    columns = [c for c in _columns(table) if c != "id"]
    conn.execute(
        f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in columns)} WHERE id = ?",
        [*(record[c] for c in columns), record["id"]],
    )
    if table == "bookmarks":
        conn.execute("DELETE FROM bookmark_labels WHERE bookmark_id = ?", (record["id"],))
        conn.executemany(
            "INSERT INTO bookmark_labels (bookmark_id, label_id) VALUES (?, ?)",
            [(record["id"], x) for x in record["labels"]],
        )


def apply_replace(conn: sqlite3.Connection, payload: Payload) -> ImportReport:
    """Inside the caller's transaction: the file's records become the user data."""
    report = ImportReport("replace")
    for table in reversed(schema.USER_TABLES):
        conn.execute(f"DELETE FROM {table}")
    for table, rows in payload.items():
        for record in rows:
            _insert(conn, table, record)
        report.count(report.added, table, len(rows))
    return report


def apply_merge(conn: sqlite3.Connection, payload: Payload) -> ImportReport:
    """Inside the caller's transaction: add what is new, take what is newer, delete nothing."""
    report = ImportReport("merge")
    folder_map = _merge_named(conn, "folders", payload["folders"], report, unique_names=False)
    label_map = _merge_named(conn, "labels", payload["labels"], report, unique_names=True)
    for record in payload["bookmarks"]:
        record = dict(record)
        record["folder_id"] = folder_map.get(record["folder_id"]) if record["folder_id"] else None
        record["labels"] = sorted({label_map[x] for x in record["labels"]})
        _merge_by_id(conn, "bookmarks", record, report)
    for record in payload["notes"]:
        _merge_by_id(conn, "notes", record, report)
    for record in payload["highlights"]:
        _merge_highlight(conn, record, report)
    for record in payload["plans"]:
        _merge_by_id(conn, "plans", record, report)
    for record in payload["plan_days"]:  # a day read stays read: added when new, never taken back
        _merge_plan_day(conn, record, report)
    for table in ("reading_history", "search_history"):
        for record in payload[table]:
            if conn.execute(f"SELECT 1 FROM {table} WHERE id = ?", (record["id"],)).fetchone():
                report.count(report.unchanged, table)
            else:
                _insert(conn, table, record)
                report.count(report.added, table)
    return report


def dedupe_searches(conn: sqlite3.Connection) -> None:
    """One search-history entry per query (folded): keep the newest."""
    conn.execute(
        "DELETE FROM search_history WHERE seq NOT IN (SELECT seq FROM (SELECT seq, ROW_NUMBER() OVER"
        " (PARTITION BY ud_fold(query) ORDER BY searched_at DESC, seq DESC) AS n FROM search_history)"
        " WHERE n = 1)"
    )


def _merge_named(
    conn: sqlite3.Connection, table: str, rows: list[Record], report: ImportReport, *, unique_names: bool
) -> dict[str, str]:
    """Folders and labels: by id, else by name (ignoring case). Returns file id -> local id."""
    mapping: dict[str, str] = {}
    for record in rows:
        local = conn.execute(f"SELECT id, updated_at FROM {table} WHERE id = ?", (record["id"],)).fetchone()
        if local is not None:
            mapping[record["id"]] = record["id"]
            if record["updated_at"] > local["updated_at"]:
                record = dict(record)
                if (
                    unique_names
                    and conn.execute(
                        f"SELECT 1 FROM {table} WHERE name = ? AND id != ?", (record["name"], record["id"])
                    ).fetchone()
                ):
                    record["name"] = conn.execute(
                        f"SELECT name FROM {table} WHERE id = ?", (record["id"],)
                    ).fetchone()[0]
                _overwrite(conn, table, record)
                report.count(report.updated, table)
            else:
                report.count(report.unchanged, table)
            continue
        same = conn.execute(
            f"SELECT id FROM {table} WHERE name = ? COLLATE NOCASE ORDER BY created_at, id LIMIT 1",
            (record["name"],),
        ).fetchone()
        if same is not None:
            mapping[record["id"]] = same["id"]
            report.count(report.unchanged, table)
            continue
        _insert(conn, table, record)
        mapping[record["id"]] = record["id"]
        report.count(report.added, table)
    return mapping


def _merge_by_id(conn: sqlite3.Connection, table: str, record: Record, report: ImportReport) -> None:
    local = conn.execute(f"SELECT updated_at FROM {table} WHERE id = ?", (record["id"],)).fetchone()
    if local is None:
        _insert(conn, table, record)
        report.count(report.added, table)
    elif record["updated_at"] > local["updated_at"]:
        _overwrite(conn, table, record)
        report.count(report.updated, table)
    else:
        report.count(report.unchanged, table)


def _merge_plan_day(conn: sqlite3.Connection, record: Record, report: ImportReport) -> None:
    """A day read, matched by id or by its plan and day."""
    if conn.execute(
        "SELECT 1 FROM plan_days WHERE id = ? OR (plan_id = ? AND day = ?)",
        (record["id"], record["plan_id"], record["day"]),
    ).fetchone():
        report.count(report.unchanged, "plan_days")
    else:
        _insert(conn, "plan_days", record)
        report.count(report.added, "plan_days")


def _merge_highlight(conn: sqlite3.Connection, record: Record, report: ImportReport) -> None:
    """One highlight per verse: the newer one wins, whatever its id."""
    rivals = conn.execute(
        "SELECT id, updated_at FROM highlights WHERE id = ? OR (book = ? AND chapter = ? AND verse = ?)",
        (record["id"], record["book"], record["chapter"], record["verse"]),
    ).fetchall()
    if not rivals:
        _insert(conn, "highlights", record)
        report.count(report.added, "highlights")
    elif all(record["updated_at"] > r["updated_at"] for r in rivals):
        conn.executemany("DELETE FROM highlights WHERE id = ?", [(r["id"],) for r in rivals])
        _insert(conn, "highlights", record)
        report.count(report.updated, "highlights")
    else:
        report.count(report.unchanged, "highlights")


# --- Markdown -----------------------------------------------------------------------------------------------

_WORDS = {
    "pt": {
        "title": "Lâmpada — anotações, marcadores e destaques",
        "notes": "Anotações",
        "bookmarks": "Marcadores",
        "highlights": "Destaques",
        "no_folder": "Sem pasta",
        "labels": "etiquetas",
        "translation": "tradução",
        "created": "criada em",
        "updated": "atualizada em",
        "empty": "(nenhum)",
        "colours": {
            "yellow": "amarelo",
            "green": "verde",
            "blue": "azul",
            "pink": "rosa",
            "orange": "laranja",
        },
    },
    "en": {
        "title": "Lâmpada — notes, bookmarks and highlights",
        "notes": "Notes",
        "bookmarks": "Bookmarks",
        "highlights": "Highlights",
        "no_folder": "No folder",
        "labels": "labels",
        "translation": "translation",
        "created": "created",
        "updated": "updated",
        "empty": "(none)",
        "colours": {"yellow": "yellow", "green": "green", "blue": "blue", "pink": "pink", "orange": "orange"},
    },
}


class Scripture(Protocol):
    """Where the export reads the text of a passage (`quoted_verses.LibraryScripture` reads the library)."""

    def quote(self, passage: Passage, translation: str | None) -> Quote | None:
        """The passage's verses in `translation` (or the reader's translation when it is None or gone);
        None when no installed translation has them."""
        ...

    def name(self, translation: str) -> str:
        """The translation's name as people know it ("Bíblia Livre"), or the id when it is not installed."""
        ...


@dataclass(frozen=True)
class Quote:
    translation: str  # the name of the translation quoted
    verses: tuple[tuple[int, int, str], ...]  # (chapter, verse, text)

    def markdown(self) -> str:
        """The verses on one line (each after its number when there are several), then the translation's
        name."""
        if len(self.verses) == 1:
            body = _escape(self.verses[0][2])
        else:
            one_chapter = len({c for c, _, _ in self.verses}) == 1
            body = " ".join(
                f"<sup>{v if one_chapter else f'{c}:{v}'}</sup> {_escape(t)}" for c, v, t in self.verses
            )
        return f"{body} — *{_escape(self.translation)}*"


def markdown_document(
    *,
    notes: list[Note],
    bookmarks: list[Bookmark],
    folders: list[Folder],
    labels: list[Label],
    highlights: list[Highlight],
    lang: str = "pt",
    scripture: Scripture | None = None,
) -> str:
    """Notes by book (canonical order) with their text quoted, bookmarks by folder, highlights by book — in
    the app's words; with `scripture`, each under the text of its passage, naming the translation."""
    lang = "pt" if lang.startswith("pt") else "en"
    w = _WORDS[lang]
    out = [f"# {w['title']}", ""]
    out += _notes_markdown(notes, w, lang, scripture)
    out += _bookmarks_markdown(bookmarks, folders, labels, w, lang, scripture)
    out += [f"## {w['highlights']} ({len(highlights)})", ""]
    if not highlights:
        out += [w["empty"], ""]
    current_book = None
    for passage, color in _highlight_runs(highlights):
        if passage.book != current_book:
            current_book = passage.book
            out += [f"### {canon.book(current_book).name(lang)}", ""]
        out.append(f"- {passage.reference(lang)} — {w['colours'][color]}")
        out += _quoted(scripture, passage, None, "  ")
    if highlights:
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _notes_markdown(notes: list[Note], w: dict, lang: str, scripture: Scripture | None) -> list[str]:
    out = [f"## {w['notes']} ({len(notes)})", ""]
    if not notes:
        out += [w["empty"], ""]
    current_book = None
    for note in notes:  # already canonical
        if note.passage.book != current_book:
            current_book = note.passage.book
            out += [f"### {canon.book(current_book).name(lang)}", ""]
        heading = note.passage.reference(lang)
        out += [f"#### {heading}" + (f" — {_one_line(note.title)}" if note.title else ""), ""]
        quoted = _quoted(scripture, note.passage, note.translation)
        out += [*quoted, ""] if quoted else []
        details = [f"{w['created']} {note.created_at[:10]}"]
        if note.updated_at[:10] != note.created_at[:10]:
            details.append(f"{w['updated']} {note.updated_at[:10]}")
        if note.translation and not quoted:
            name = scripture.name(note.translation) if scripture is not None else note.translation
            details.insert(0, f"{w['translation']}: {_one_line(name)}")
        out += [f"_{' · '.join(details)}_", ""]
        out += [("> " + line).rstrip() for line in note.text.splitlines() or [""]]
        out.append("")
    return out


def _bookmarks_markdown(
    bookmarks: list[Bookmark],
    folders: list[Folder],
    labels: list[Label],
    w: dict,
    lang: str,
    scripture: Scripture | None,
) -> list[str]:
    out = [f"## {w['bookmarks']} ({len(bookmarks)})", ""]
    if not bookmarks:
        out += [w["empty"], ""]
    label_names = {x.id: x.name for x in labels}
    groups: list[tuple[str, str | None]] = [(f.name, f.id) for f in folders] + [(w["no_folder"], None)]
    for name, folder_id in groups:
        inside = [b for b in bookmarks if b.folder_id == folder_id]
        if not inside:
            continue
        out += [f"### {_one_line(name)}", ""]
        for b in inside:
            line = f"- **{b.passage.reference(lang)}**"
            if b.title:
                line += f" — {_one_line(b.title)}"
            names = sorted((label_names[x] for x in b.labels if x in label_names), key=str.casefold)
            if names:
                line += f" · {w['labels']}: " + ", ".join(_one_line(n) for n in names)
            out.append(line)
            out += _quoted(scripture, b.passage, b.translation, "  ")
        out.append("")
    return out


def _quoted(
    scripture: Scripture | None, passage: Passage, translation: str | None, indent: str = ""
) -> list[str]:
    """The passage's text as one Markdown line (indented under a list item), or nothing."""
    quote = scripture.quote(passage, translation) if scripture is not None else None
    return [indent + quote.markdown()] if quote is not None and quote.verses else []


_MARKDOWN = re.compile(r"([\\`*_{}\[\]<>#|])")


def _escape(text: str) -> str:
    """Bible text as Markdown shows it: no character of it read as markup."""
    return _MARKDOWN.sub(r"\\\1", _one_line(text))


def _highlight_runs(highlights: list[Highlight]) -> list[tuple[Passage, str]]:
    """Consecutive verses of one chapter with the same colour become one range (3:16-18 yellow)."""
    runs: list[tuple[Passage, str]] = []
    for h in highlights:
        if runs:
            last, color = runs[-1]
            end = last.end_verse or last.verse
            if (last.book, last.chapter, color) == (h.book, h.chapter, h.color) and h.verse == end + 1:
                runs[-1] = (Passage(h.book, h.chapter, last.verse, h.chapter, h.verse), color)
                continue
        runs.append((Passage(h.book, h.chapter, h.verse), h.color))
    return runs


def _one_line(text: str) -> str:
    return " ".join(text.split())
