"""Typed errors of the user database. Each carries the path it is about, so the GUI can name the file."""

from __future__ import annotations

from pathlib import Path

from app.core.errors import LampadaError


class UserDataError(LampadaError):
    """Base of the user-database errors: `path` is the file concerned, `problem` a short English reason."""

    def __init__(self, path: str | Path, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


class UserDataCorrupt(UserDataError):
    """The file is not SQLite, not a Lâmpada user database, or fails `PRAGMA integrity_check`.

    The file was left untouched where it is; `copy` is where it was copied aside
    (`userdata.sqlite3.corrupt-<timestamp>`), or None when the copy itself failed (or for a backup file).
    """

    def __init__(self, path: str | Path, problem: str, copy: Path | None = None):
        self.copy = copy
        super().__init__(path, problem)


class UserDataTooNew(UserDataError):
    """The file was written by a newer Lâmpada (a schema version this code does not know); left alone."""

    def __init__(self, path: str | Path, found: int, supported: int):
        self.found = found
        self.supported = supported
        super().__init__(
            path, f"schema version {found} is newer than this version of Lâmpada reads ({supported})"
        )


class UserDataUnavailable(UserDataError):
    """The file could not be opened for a reason that is not damage (permissions, a lock, a full disk)."""


class UserDataReadOnly(UserDataUnavailable):
    """The user database cannot be written: `problem` says why ("the folder … is read-only"). Raised by a
    write on a database opened read-only (`UserData.read_only`), or when there is no file to read at all."""


class UserDataMissing(UserDataError):
    """The user database is missing or empty while a backup holds notes: it is never silently started anew.

    `state` is "missing" or "empty"; `backup` is the newest usable backup holding records (`records` of
    them). Offer `restore_backup(backup, path)`; `UserData.open(path, allow_empty=True)` starts empty on
    purpose (the backup stays: rotation never deletes the newest one holding more than the live file).
    """

    def __init__(self, path: str | Path, state: str, backup: object, records: int):
        self.state = state
        self.backup = backup
        self.records = records
        what = "is missing" if state == "missing" else "is empty"
        super().__init__(path, f"the user database {what}, but a backup holds {records} notes and marks")


class TextTooLong(LampadaError, ValueError):
    """Text over what the user database keeps (`what`: "a note's text"; `length` and `limit` in
    characters): refused whole, so what is kept always exports and imports back."""

    def __init__(self, what: str, length: int, limit: int):
        self.what = what
        self.length = length
        self.limit = limit
        super().__init__(f"{what} is {length:,} characters long; at most {limit:,} are kept")


class UnknownItem(LampadaError):
    """No bookmark, folder, label or note with this id (it may have been deleted meanwhile)."""

    def __init__(self, kind: str, item_id: str):
        self.kind = kind
        self.item_id = item_id
        super().__init__(f"no {kind} with id {item_id!r}")
