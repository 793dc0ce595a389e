"""One kind of imported data set's tables, as any kind declares them (commentaries and dictionaries have
their own tests): listed, found by id or name, stored whole or not at all, replaced only when asked, removed
with its entries."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.core.errors import Cancelled, ImportFormatError, LampadaError
from app.core.formats.common import TranslationMeta
from app.core.library.data_set_tables import DataSetTables, find_named
from app.core.library.reading import Library


class NoGlossary(LampadaError):
    pass


class GlossaryExists(LampadaError):
    pass


@dataclass(frozen=True)
class Glossary:
    id: str
    name: str
    language: str
    licence: str
    attribution: str
    source: str
    style: str
    entries: int
    imported_at: str


SCHEMA = """
CREATE TABLE IF NOT EXISTS glossaries (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, language TEXT NOT NULL, licence TEXT, attribution TEXT,
    source TEXT, style TEXT, entries INTEGER, imported_at TEXT
);
CREATE TABLE IF NOT EXISTS glossary_terms (glossary TEXT NOT NULL, term TEXT NOT NULL, text TEXT NOT NULL)
"""
GLOSSARIES = DataSetTables(
    Glossary, "glossary", "glossaries", "glossary_terms", ("glossary", "term", "text"), SCHEMA,
    "tables:glossaries", 3, GlossaryExists, NoGlossary,
)  # fmt: skip
ROWS = [("grace", "favour not earned"), ("faith", "trust")]


@pytest.fixture
def library(tmp_path):
    with Library(tmp_path / "library.sqlite3") as lib:
        yield lib


def store(library: Library, glossary_id: str = "terms", rows=ROWS, **options) -> Glossary:
    meta = TranslationMeta(id=glossary_id, name="Bible Terms", language="en", licence="CC0")
    options = {"progress": lambda *_: None, "cancelled": lambda: False, **options}
    return GLOSSARIES.store(library, meta, rows, extra=("short",), **options)


def terms(library: Library, glossary_id: str) -> list[tuple]:
    found = library.conn.execute(
        "SELECT term, text FROM glossary_terms WHERE glossary = ? ORDER BY term", (glossary_id,)
    )
    return [tuple(r) for r in found]


def test_nothing_is_listed_before_the_first_import(library):
    assert not GLOSSARIES.has_tables(library)
    assert GLOSSARIES.listed(library) == []
    with pytest.raises(NoGlossary):
        GLOSSARIES.find(library, "terms")


def test_a_stored_set_is_listed_found_by_id_or_name_and_versioned(library):
    stored = store(library)
    assert (stored.id, stored.name, stored.style, stored.entries, stored.attribution) == (
        "terms", "Bible Terms", "short", 2, ""
    )  # fmt: skip
    assert GLOSSARIES.listed(library) == [stored]
    assert GLOSSARIES.find(library, "BIBLE terms") == stored
    assert terms(library, "terms") == [("faith", "trust"), ("grace", "favour not earned")]
    version = library.conn.execute("SELECT value FROM meta WHERE key = 'tables:glossaries'").fetchone()
    assert version[0] == "3"


def test_a_null_column_is_listed_empty(library):
    store(library)
    library.conn.execute("UPDATE glossaries SET licence = NULL, entries = NULL")
    (listed,) = GLOSSARIES.listed(library)
    assert (listed.licence, listed.entries) == ("", 0)


def test_an_id_taken_is_refused_unless_replaced_and_replacing_drops_the_old_entries(library):
    store(library)
    with pytest.raises(GlossaryExists):
        store(library, rows=[("hope", "expectation")])
    assert terms(library, "terms")[0] == ("faith", "trust")
    replaced = store(library, rows=[("hope", "expectation")], replace=True)
    assert replaced.entries == 1
    assert terms(library, "terms") == [("hope", "expectation")]


def test_a_cancelled_store_changes_nothing(library):
    store(library, "first")
    with pytest.raises(Cancelled):
        store(library, "second", cancelled=lambda: True)
    assert [g.id for g in GLOSSARIES.listed(library)] == ["first"]
    assert terms(library, "second") == []


def test_removing_takes_the_entries_and_leaves_the_other_sets(library):
    store(library, "first")
    store(library, "second")
    removed = GLOSSARIES.remove(library, "first")
    assert removed.id == "first"
    assert [g.id for g in GLOSSARIES.listed(library)] == ["second"]
    assert terms(library, "first") == []
    assert len(terms(library, "second")) == 2


def test_an_invalid_id_is_refused_naming_the_kind():
    with pytest.raises(ImportFormatError, match="glossary id 'Bad Id' is not valid"):
        GLOSSARIES.check_id("Bad Id", "terms.zip")


def test_find_named_ignores_case_and_surrounding_spaces():
    items = [Glossary("terms", "Bible Terms", "en", "", "", "", "", 0, "")]
    assert find_named(items, "  bible TERMS ", NoGlossary) is items[0]
    with pytest.raises(NoGlossary):
        find_named(items, "other", NoGlossary)
