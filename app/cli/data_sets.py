"""What `lampada translations` and `lampada remove` say of an imported data set, of any kind (commentaries,
dictionaries): the lines that list them, and the removal by id or name. The core keeps their tables
(`app.core.library.data_set_tables`); this module only words them."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from app.core.dictionaries import DictionaryReport
from app.core.errors import LampadaError
from app.core.formats.common import printable
from app.core.library.commentaries import CommentaryReport
from app.core.library.data_set_tables import DataSetTables
from app.core.library.reading import Library


def print_listing(heading: str, items: Sequence[Any], *, attribution: bool) -> None:
    """Under `heading`, a line for each set: id, language, entries, name and licence (then its attribution,
    with `attribution`); nothing at all when there is none."""
    if not items:
        return
    print(f"\n{heading}")
    for d in items:
        print(f"{d.id:<10} {printable(d.language):<6} {d.entries:>6} entries {printable(d.name)} — "
              f"{printable(d.licence)}")  # fmt: skip
        if attribution and d.attribution:
            print(f"{'':<10} {printable(d.attribution)}")


def remove_named(library: Library, tables: DataSetTables[Any], name: str) -> bool:
    """`lampada remove ID` of a set of that kind, said when done; False when `name` is none of them."""
    try:
        found = tables.find(library, name)
    except LampadaError:
        return False
    tables.remove(library, found.id)
    print(f"{found.id}: {printable(found.name)} removed.")
    return True


def print_import_report(report: Any) -> None:
    """What `lampada import` imported (a translation's, a commentary's or a dictionary's report), then the
    import's notes on stderr."""
    if isinstance(report, DictionaryReport):
        d = report.dictionary
        print(f"{d.id}: {printable(d.name)} ({d.language}) — dictionary, {report.entries} entries")
        print(f"Shown in the Dicionário panel, and by `lampada dict {d.id} KEY`.")
    elif isinstance(report, CommentaryReport):
        c = report.commentary
        print(f"{c.id}: {printable(c.name)} ({c.language}) — commentary, {report.entries} entries in "
              f"{report.books} books")  # fmt: skip
        print(f"Shown beside the reader, and by `lampada show REFERENCE --commentary {c.id}`.")
    else:
        t = report.translation
        print(f"{t.id}: {printable(t.name)} ({t.language}) — {report.verses} verses in {report.books} books")
    for warning in report.warnings:
        print(f"lampada: note: {printable(warning)}", file=sys.stderr)
