"""The library under a careless disk, a second writer and hostile input: it refuses before it writes, says
why in typed errors, and never clobbers what it must keep."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core.errors import (
    LibraryBusy,
    LibraryCorrupt,
    LibraryReadOnly,
)
from app.core.library import Library, open_library
from tests.core.damage import damage_page
from tests.core.readonly import read_only
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

# --- a foreign file ----------------------------------------------------------------------------------------


def test_a_foreign_sqlite_file_is_refused_untouched(tmp_path):
    path = tmp_path / "library.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, caption TEXT)")
    conn.execute("INSERT INTO photos (caption) VALUES ('beach')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    assert before[18:20] == b"\x01\x01"  # a rollback-journal file
    with pytest.raises(LibraryCorrupt, match="not a Lâmpada library"):
        Library(path)
    assert path.read_bytes() == before  # not switched to WAL (bytes 18-19 would be 2, 2)
    assert not Path(f"{path}-wal").exists()


def test_a_file_that_is_not_sqlite_is_refused_untouched(tmp_path):
    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"%PDF-1.4 not a database" * 50)
    with pytest.raises(LibraryCorrupt):
        Library(path)
    assert path.read_bytes() == b"%PDF-1.4 not a database" * 50


# --- another writer ---------------------------------------------------------------------------------------


def test_an_import_waiting_on_another_writer_says_the_library_is_busy(tmp_path):
    path = tmp_path / "library.sqlite3"
    Library(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with Library(path, timeout=0.2) as library, pytest.raises(LibraryBusy) as info:
            library.add_translation(tiny_pt())
        assert info.value.waited == 0.2
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Library(path) as library:
        assert library.translations() == []
        library.add_translation(tiny_pt())


# --- damage -----------------------------------------------------------------------------------------------


def test_an_import_into_a_damaged_library_is_refused(tmp_path):
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        library.add_translation(tiny_pt())
    damage_page(path, "verses")
    before = path.read_bytes()
    with pytest.raises(LibraryCorrupt):
        with Library(path) as library:
            library.add_translation(tiny_en())
    assert path.read_bytes() == before


# --- read-only places -------------------------------------------------------------------------------------


def test_a_read_only_library_is_read_and_says_why_it_cannot_be_written(tmp_path):
    folder = tmp_path / "data"
    path = folder / "library.sqlite3"
    with Library(path) as library:
        library.add_translation(tiny_pt())
    with read_only(path, folder):
        with pytest.raises(LibraryReadOnly) as info:
            Library(path)
        assert "read-only" in info.value.reason
        with open_library(path) as library:
            assert library.read_only and "read-only" in library.read_only_reason
            assert library.verse("tpt", "John", 3, 16).text.startswith("Porque Deus amou")
            with pytest.raises(LibraryReadOnly):
                library.add_translation(tiny_en())
        with pytest.raises(LibraryReadOnly):
            open_library(path, write=True)


