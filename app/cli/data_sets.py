"""What `lampada translations` and `lampada remove` say of an imported data set, of any kind (commentaries,
dictionaries): the lines that list them, and the removal by id or name. The core keeps their tables
(`app.core.library.data_set_tables`); this module only words them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.errors import LampadaError
from app.core.formats.common import printable
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
