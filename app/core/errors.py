"""Typed errors of the core. The CLI and the GUI word them for people; the core never prints."""

from __future__ import annotations


class LampadaError(Exception):
    """Base of every error the core raises on purpose."""


class Cancelled(LampadaError):
    """Long work stopped because its `cancelled()` callback said so."""


class FileProblem(LampadaError):
    """Base of the errors about one file: its `path`, the `problem` and the `line` when known, said as
    "path:line: problem" (the form compilers use), so every file error reads the same in the CLI's log."""

    def __init__(self, path: str, problem: str, line: int | None = None):
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
