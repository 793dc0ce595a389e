"""What the commands share: the library opened for a command (its word indexes brought up to date first),
the meaning indexes' folder as read, the translation read by default, the interface's language, what an
import's options say of what it imports, and the type of a whole-number argument."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.cli import words
from app.cli.progress_bar import ProgressBar
from app.core import paths
from app.core.errors import LampadaError, LibraryBusy
from app.core.formats.common import TranslationMeta
from app.core.library.reading import Library
from app.core.library.reading import open_library as open_library_at
from app.core.library.writing import reanalyze


def ui_language() -> str:
    """pt unless the environment (or the command's --lang) asks for English: Portuguese first, as the app."""
    return words.language()


def open_library(write: bool = False) -> Library:
    """The library, its keyword indexes brought up to date first (after an update of the app's analyzers).
    A command that only reads opens a library it cannot write read-only; one that writes says why it
    cannot."""
    library = open_library_at(paths.library_path(), write=write)
    for tid in library.stale_analysis():
        if library.read_only:
            print(f"lampada: the word index of {tid} is from another version of Lâmpada and cannot be "
                  f"updated ({library.read_only_reason}); searching it as it is", file=sys.stderr)
            continue
        bar = ProgressBar(f"Updating the word index of {tid}")
        try:
            reanalyze(library, tid, progress=bar)
        except LibraryBusy:  # the app is writing: the old index still answers
            print(f"\nlampada: the word index of {tid} was not updated now (the library is busy); it will be "
                  "next time", file=sys.stderr)
            continue
        bar.finish()
    return library


def indexes_dir() -> Any:
    """The meaning indexes' folder, for reading: not created (a read-only data folder may lack it)."""
    return paths.data_dir() / "indexes"


def default_translation(library: Library, lang: str) -> str:
    from app.core.library.reading import default_translation_id

    found = default_translation_id(library.translations(), lang)
    if found is None:
        raise LampadaError(
            "the library has no translations yet: run `lampada setup` or `lampada import PATH`"
        )
    return found


def import_overrides(args: argparse.Namespace, source: str | None = None) -> TranslationMeta:
    """What `lampada import`'s options (--id, --name, --language, --licence, --attribution) say of what it
    imports, over what the file says; None where an option was not given."""
    return TranslationMeta(
        id=args.id,
        name=args.name,
        language=args.language,
        licence=args.licence,
        attribution=args.attribution,
        source=source,
    )


def whole_number(lo: int, hi: int) -> Any:
    """An argparse type: a whole number from `lo` to `hi`, refused with the range otherwise (a number past
    what SQLite or numpy can take never reaches them)."""

    def parse(text: str) -> int:
        value = int(text) if text.strip().lstrip("+-").isdigit() and len(text) <= 20 else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number from {lo} to {hi}")
        return value

    parse.__name__ = "whole number"
    return parse
