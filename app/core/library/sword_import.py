"""Importing a SWORD module: a Bible becomes a translation, a commentary a commentary, a dictionary or
lexicon a dictionary (`dictionaries.dictionary_store`) — one call for the CLI
and the app, from a CrossWire .zip, a SWORD folder or the name of a module installed on this computer."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from app.core import dictionaries
from app.core.errors import ImportFormatError, UnsupportedModule
from app.core.formats import sword, sword_ld
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.core.library import commentaries
from app.core.library.builtin import BUILTIN_IDS
from app.core.library.reading import Library
from app.core.library.writing import ImportReport, add_translation
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
    """Write what `read` gave into the library, in one transaction. The id is the module's name unless the
    person gave one (`free_id`)."""
    if isinstance(parsed, sword_ld.ParsedDictionary):
        return dictionaries.dictionary_store.add(
            library, parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
        )
    parsed = free_id(library, parsed, overrides)
    if isinstance(parsed, sword.ParsedCommentary):
        return commentaries.add(
            library, parsed, overrides=overrides, replace=replace, progress=progress, cancelled=cancelled
        )
    return add_translation(
        library,
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


def free_id(
    library: Library,
    parsed: ParsedTranslation | sword.ParsedCommentary,
    overrides: TranslationMeta | None = None,
) -> ParsedTranslation | sword.ParsedCommentary:
    """`parsed` with an id that no module of another kind holds: translations, commentaries and dictionaries
    share one space of ids (`lampada remove ID` takes any), and the built-ins' are reserved (`strongs` too).
    A module's id comes from its name, so a commentary named WEB would be `web`: it becomes `web_comm` (a
    Bible, `x_sword`), said in the report. An id the person chose is kept, and refused when the other kind
    has it. The same kind's id is left as it is: importing a module again is a duplicate, or a replacement."""
    is_commentary = isinstance(parsed, sword.ParsedCommentary)
    others = _held_ids(library, "commentary" if is_commentary else "translation")
    chosen = overrides.id if overrides is not None and overrides.id else None
    if chosen:
        if chosen in others:
            raise ImportFormatError(
                parsed.meta.source or "?", f"the id {chosen!r} is taken by {others[chosen]}: choose another"
            )
        return parsed
    base = parsed.meta.id or "module"
    if base not in others:
        return parsed
    tag = "comm" if is_commentary else "sword"
    n = 1
    while True:
        suffix = f"_{tag}" if n == 1 else f"_{tag}{n}"
        candidate = base[: 32 - len(suffix)] + suffix
        if candidate not in others:
            break
        n += 1
    note = f"the id {base!r} is taken by {others[base]}: imported as {candidate!r}"
    meta = dataclasses.replace(parsed.meta, id=candidate)
    return dataclasses.replace(parsed, meta=meta, warnings=[*parsed.warnings, note])


def _held_ids(library: Library, kind: str) -> dict[str, str]:
    """The ids a module of `kind` ("translation" or "commentary") may not take, each with what holds it."""
    held = {d.id: "a dictionary" for d in dictionaries.dictionary_store.imported(library)}
    held[dictionaries.BUILTIN_STRONGS] = "the built-in Strong's dictionaries"
    if kind == "commentary":
        held.update({t.id: "a translation" for t in library.translations()})
    else:
        held.update({c.id: "a commentary" for c in commentaries.commentaries(library)})
    held.update({b: "a built-in translation" for b in BUILTIN_IDS})
    return held
