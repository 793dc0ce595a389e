"""Typed errors of the core. The CLI and the GUI word them for people; the core never prints."""

from __future__ import annotations


class LampadaError(Exception):
    """Base of every error the core raises on purpose."""


class Cancelled(LampadaError):
    """Long work stopped because its `cancelled()` callback said so."""


class ImportFormatError(LampadaError):
    """A file offered for import is malformed, truncated, empty or not the format it claims."""

    def __init__(self, path: str, problem: str, line: int | None = None):
        self.path = str(path)
        self.problem = problem
        self.line = line
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


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


class LibraryCorrupt(LampadaError):
    """The library database cannot be read or fails its integrity/version check."""


class ModelUnavailable(LampadaError):
    """The embedding model is missing, incomplete or fails its checksum."""


class IndexMissing(LampadaError):
    """No embedding index exists for a translation."""


class IndexOutdated(LampadaError):
    """An embedding index exists but was built from another model or another text."""
