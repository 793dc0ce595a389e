"""Importing a SWORD module: a Bible becomes a translation, a commentary a commentary, a dictionary or
lexicon a dictionary (`dictionaries.store`) — one call for the CLI
and the app, from a CrossWire .zip, a SWORD folder or the name of a module installed on this computer."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.core import commentaries, dictionaries
from app.core.errors import UnsupportedModule
from app.core.formats import sword, sword_ld
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.library import ImportReport, Library
from app.core.progress import CancelFn, ProgressFn, never, no_progress


def locate(source: str | Path | None, name: str | None, folders: Sequence[Path] | None = None) -> Path:
    """Where to read the module from: `source` itself, or the SWORD folder holding the installed `name`."""
    if source is not None:
        return Path(source)
    if not name:
        raise ValueError("a module needs a file, a folder or an installed module's name")
    return sword.find_installed(name, folders).root


def read(
    source: str | Path | None,
    name: str | None = None,
    *,
    folders: Sequence[Path] | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation | sword.ParsedCommentary | sword_ld.ParsedDictionary:
    where = locate(source, name, folders)
    try:
        return sword.read_module(where, name, progress, cancelled)
    except UnsupportedModule as exc:
        if exc.kind != "dictionary":
            raise
        return sword_ld.read_module(where, exc.module, progress, cancelled)


def store(
    library: Library,
    parsed: ParsedTranslation | sword.ParsedCommentary | sword_ld.ParsedDictionary,
    *,
    overrides: TranslationMeta | None = None,
    replace: bool = False,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ImportReport | commentaries.CommentaryReport | dictionaries.DictionaryReport:
    """Write what `read` gave into the library, in one transaction."""
    if isinstance(parsed, sword_ld.ParsedDictionary):
        return dictionaries.store.add(
            library, parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
        )
    if isinstance(parsed, sword.ParsedCommentary):
        return commentaries.add(
            library, parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
        )
    return library.add_translation(
        parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
    )


def import_module(
    library: Library,
    source: str | Path | None,
    name: str | None = None,
    *,
    folders: Sequence[Path] | None = None,
    overrides: TranslationMeta | None = None,
    replace: bool = False,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ImportReport | commentaries.CommentaryReport | dictionaries.DictionaryReport:
    """Read and store a module. Bad input raises ImportFormatError and leaves the library unchanged."""
    parsed = read(source, name, folders=folders, progress=progress, cancelled=cancelled)
    return store(
        library, parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
    )
