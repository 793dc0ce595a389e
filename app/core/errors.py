"""Typed errors of the core. The CLI and the GUI word them for people; the core never prints."""

from __future__ import annotations

from pathlib import Path


class LampadaError(Exception):
    """Base of every error the core raises on purpose."""


class Cancelled(LampadaError):
    """Long work stopped because its `cancelled()` callback said so."""


class FileProblem(LampadaError):
    """Base of the errors about one file: its `path`, the `problem` and the `line` when known, said as
    "path:line: problem" (the form compilers use), so every file error reads the same in the CLI's log."""

    def __init__(self, path: str | Path, problem: str, line: int | None = None):
        self.path = str(path)
        self.problem = problem
        self.line = line
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


class ImportFormatError(FileProblem):
    """A file offered for import is malformed, truncated, empty or not the format it claims."""


class ModuleLocked(ImportFormatError):
    """A SWORD module is encrypted and its .conf holds no key (`CipherKey=`): `module` names it."""

    def __init__(self, path: str, module: str, problem: str):
        self.module = module
        super().__init__(path, problem)


class UnsupportedModule(ImportFormatError):
    """A SWORD module of a kind Lâmpada does not import (a dictionary, a general book, a map): `kind` says
    which ("dictionary", "general book", or the module's driver)."""

    def __init__(self, path: str, module: str, kind: str, problem: str):
        self.module = module
        self.kind = kind
        super().__init__(path, problem)


class ReferenceError_(LampadaError):
    """Text that looks like a reference but names no real book, chapter or verse."""


# The public name; the trailing underscore above only avoids shadowing the builtin inside this module.
BadReference = ReferenceError_


class UnknownTranslation(LampadaError):
    def __init__(self, translation_id: str):
        self.translation_id = translation_id
        super().__init__(f"no translation with id {translation_id!r}")


class DuplicateTranslation(LampadaError):
    def __init__(self, translation_id: str):
        self.translation_id = translation_id
        super().__init__(f"a translation with id {translation_id!r} already exists")


class UnknownCommentary(LampadaError):
    def __init__(self, name: str):
        self.name = name
        super().__init__(f"no commentary called {name!r}")


class DuplicateCommentary(LampadaError):
    def __init__(self, commentary_id: str):
        self.commentary_id = commentary_id
        super().__init__(f"a commentary with id {commentary_id!r} already exists")


class LibraryCorrupt(LampadaError):
    """The library database cannot be read or fails its integrity/version check."""


class LibraryBusy(LampadaError):
    """Another program (the app, another `lampada`) held the library's write lock for longer than we wait."""

    def __init__(self, path: str, waited: float):
        self.path = str(path)
        self.waited = waited
        super().__init__(
            f"{self.path}: the library is busy (another program kept it locked for {waited:g} s)"
        )


class LibraryReadOnly(LampadaError):
    """The library cannot be written: `reason` says why (a read-only file or folder, a read-only disk)."""

    def __init__(self, path: str, reason: str):
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{self.path} cannot be written: {reason}")


class RepairUnfinished(LibraryReadOnly):
    """A repair was interrupted after its rebuilt library was whole and before it was put in place: the
    library is read, never written, until the repair is finished (the next command, the next start of the
    app, or `lampada check --repair` finishes it)."""

    def __init__(self, path: str):
        super().__init__(
            path, "a repair was interrupted before its rebuilt library was put in place: `lampada check "
            "--repair` (or starting Lâmpada) finishes it"
        )


class BuiltinTranslation(LampadaError):
    """A built-in translation's id was given to an import or a removal: built-ins stay as shipped."""

    def __init__(self, translation_id: str, action: str):
        self.translation_id = translation_id
        self.action = action  # "replace" | "remove"
        super().__init__(f"{translation_id!r} is a built-in translation and cannot be {action}d")


class InstanceBusy(LampadaError):
    """Another Lâmpada holds the data folder (`pid` when known): the app runs once per data folder."""

    def __init__(self, data_dir: str, pid: int | None = None):
        self.data_dir = str(data_dir)
        self.pid = pid
        who = f" (process {pid})" if pid else ""
        super().__init__(f"another Lâmpada{who} is using the data folder {self.data_dir}")


class DataFolderUnusable(LampadaError):
    """The data folder (`LAMPADA_DATA_DIR`, or the platform's) cannot be used: `problem` says why ("it is a
    file, not a folder", "it cannot be created: …")."""

    def __init__(self, path: str, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"the data folder {self.path} cannot be used: {problem}")


class DataFolderBusy(LampadaError):
    """Another process holds the data folder's writers' lock: a repair (`repairing`, which needs the folder
    to itself), or a process writing it while a repair wants to start (`pid` when known)."""

    def __init__(self, data_dir: str, pid: int | None = None, *, repairing: bool):
        self.data_dir = str(data_dir)
        self.pid = pid
        self.repairing = repairing
        who = f" (process {pid})" if pid else ""
        what = "a repair is running on" if repairing else "another lampada is writing to"
        super().__init__(f"{what} the data folder {self.data_dir}{who}")


class ModelUnavailable(LampadaError):
    """The embedding model is missing, incomplete or fails its checksum."""


class IndexMissing(LampadaError):
    """No embedding index exists for a translation."""


class IndexOutdated(LampadaError):
    """An embedding index exists but was built from another model or another text."""


class IndexDamaged(IndexOutdated):
    """An index whose content fails its checks (checksum, shape, type, non-finite values, row norms): treated
    like an outdated one (search falls back to words; the index is rebuilt), but said as damage."""


class TopicNamesDamaged(FileProblem):
    """The app's Portuguese names of OpenBible.info's topics (`resources/openbible/topic-names-pt.tsv`) could
    not be read: the whole file (`whole`: missing, unreadable, not ours) or `rows` of its rows. Never fatal:
    the topics concerned keep their English names, search and everything else work as before."""

    def __init__(self, path: str, problem: str, *, whole: bool, rows: int = 0):
        self.whole = whole
        self.rows = rows
        super().__init__(path, problem)


class StrongsDataDamaged(FileProblem):
    """The built-in Strong's dictionaries (`resources/strongs/strongs.tsv.xz`) cannot be read: not xz, cut
    short, or not the file the app ships. The library keeps what it had; word study has no definitions."""


class SeedDamaged(FileProblem):
    """A file of the installer's seed (`<install>/_internal/data`, copied into the user data folder at the
    first start) cannot be installed: its compressed stream is cut short or corrupt, or what it gives does not
    match its checksum in the seed's `seed.json`. Nothing of it is installed (no library: the next start tries
    again); reinstalling the app replaces the seed."""


class UnknownDictionary(LampadaError):
    def __init__(self, name: str):
        self.name = name
        super().__init__(f"no dictionary called {name!r}")


class DuplicateDictionary(LampadaError):
    def __init__(self, dictionary_id: str):
        self.dictionary_id = dictionary_id
        super().__init__(f"a dictionary with id {dictionary_id!r} already exists")


class WordStudyDataDamaged(FileProblem):
    """The app's word-study data (the KJV with Strong's numbers, `resources/wordstudy/`) cannot be used:
    missing, unreadable or not the app's file. Word study is then unavailable; everything else works."""


class WordTagsMissing(LampadaError):
    """A translation's words are not tagged with Strong's numbers yet (its alignment is still to be built, or
    was built from another text): `translation_id` names it."""

    def __init__(self, translation_id: str, problem: str = "its words are not tagged yet"):
        self.translation_id = translation_id
        self.problem = problem
        super().__init__(f"{translation_id}: {problem}")


# --- the user database: each error carries the path it is about, so the GUI can name the file


class UserDataError(FileProblem):
    """Base of the user-database errors: `path` is the file concerned, `problem` a short English reason."""


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


# --- reading plans


class PlanTextError(LampadaError):
    """A plan the person wrote that cannot be read: `line` (1-based, 0 for the whole text) and `problem`
    say where and why in English; `kind` says which, for the GUI to word it: "empty" (no passage at all),
    "not_passage" (`text`: a line that is not one), "reference" (`reference`: the `BadReference` of a passage
    that cannot exist), "length" (more than `MAX_PLAN_DAYS` days: `count`), "days" (a number of days outside
    1 to `MAX_PLAN_DAYS`: `days`), "too_few" (`count` readings cannot fill `days` days), "parts" (a line of
    more passages than a day holds: `count`, the most)."""

    def __init__(
        self,
        line: int,
        problem: str,
        text: str = "",
        *,
        kind: str = "",
        reference: Exception | None = None,
        count: int = 0,
        days: int = 0,
    ):
        self.line = line
        self.problem = problem
        self.text = text
        self.kind = kind
        self.reference = reference
        self.count = count
        self.days = days
        super().__init__(f"line {line}: {problem}" if line else problem)


class UnknownPlan(LampadaError):
    """No built-in plan has this id (`lampada plan list` names them)."""

    def __init__(self, plan_id: str):
        self.plan_id = plan_id
        super().__init__(f"no reading plan {plan_id!r}")
