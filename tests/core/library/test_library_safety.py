"""The library under a careless disk, a second writer and hostile input: it refuses before it writes, says
why in typed errors, and never clobbers what it must keep."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core.errors import (
    BuiltinTranslation,
    ImportFormatError,
    LibraryBusy,
    LibraryCorrupt,
    LibraryReadOnly,
)
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library import copies
from app.core.library.reading import Library, open_library
from app.core.library.writing import add_translation, remove_translation
from app.core.scripture import refs
from tests.core.damage import damage_page
from tests.core.readonly import read_only
from tests.fixtures.tiny_corpus import EN, tiny_en, tiny_pt

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
            add_translation(library, tiny_pt())
        assert info.value.waited == 0.2
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Library(path) as library:
        assert library.translations() == []
        add_translation(library, tiny_pt())


# --- damage -----------------------------------------------------------------------------------------------


def test_an_import_into_a_damaged_library_is_refused(tmp_path):
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        add_translation(library, tiny_pt())
    damage_page(path, "verses")
    before = path.read_bytes()
    with pytest.raises(LibraryCorrupt):
        with Library(path) as library:
            add_translation(library, tiny_en())
    assert path.read_bytes() == before


# --- read-only places -------------------------------------------------------------------------------------


def test_a_read_only_library_is_read_and_says_why_it_cannot_be_written(tmp_path):
    folder = tmp_path / "data"
    path = folder / "library.sqlite3"
    with Library(path) as library:
        add_translation(library, tiny_pt())
    with read_only(path, folder):
        with pytest.raises(LibraryReadOnly) as info:
            Library(path)
        assert "read-only" in info.value.reason
        with open_library(path) as library:
            assert library.read_only and "read-only" in library.read_only_reason
            assert library.verse("tpt", "John", 3, 16).text.startswith("Porque Deus amou")
            with pytest.raises(LibraryReadOnly):
                add_translation(library, tiny_en())
        with pytest.raises(LibraryReadOnly):
            open_library(path, write=True)


# --- built-ins --------------------------------------------------------------------------------------------


def test_a_builtin_cannot_be_replaced_by_an_import_nor_removed(tmp_path):
    with Library(tmp_path / "library.sqlite3") as library:
        add_translation(library, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
        two = ParsedTranslation(TranslationMeta(id="x", language="en"), tiny_en().verses[:2])
        for replace in (False, True):
            with pytest.raises(BuiltinTranslation):
                add_translation(library, two, overrides=TranslationMeta(id="web"), replace=replace)
        with pytest.raises(BuiltinTranslation):
            remove_translation(library, "web")
        assert library.translation("web").verse_count == len(EN) and library.translation("web").builtin


def test_setup_restores_a_builtin_an_import_took_the_id_of(tmp_path):
    from app.core.library.setup import library_steps

    with Library(tmp_path / "library.sqlite3") as library:
        add_translation(library, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
        assert "import:web" not in [s.key for s in library_steps(library)]
        library.conn.execute("UPDATE translations SET builtin = 0 WHERE id = 'web'")  # an older app's import
        assert "import:web" in [s.key for s in library_steps(library)]


# --- versification ----------------------------------------------------------------------------------------


def test_verses_outside_the_standard_numbering_are_reported_and_reachable(tmp_path):
    verses = [
        VerseRecord("Phlm", 1, 1, "Paulo, prisioneiro."),
        VerseRecord("Phlm", 2, 1, "Capítulo dois de Filemom."),
        VerseRecord("Phlm", 3, 5, "Capítulo três de Filemom."),
        VerseRecord("Ps", 151, 1, "Eu era pequeno entre meus irmãos."),
        VerseRecord("Mal", 3, 19, "Pois eis que vem o dia."),
    ]
    parsed = ParsedTranslation(TranslationMeta(id="ext", language="pt"), verses)
    with Library(tmp_path / "library.sqlite3") as library:
        report = add_translation(library, parsed)
        (warning,) = report.warnings
        assert "Phlm 2" in warning and "Phlm 3" in warning and "Ps 151" in warning and "Mal 3:19" in warning
        with pytest.raises(refs.BadReference):
            refs.parse_reference("Sl 151", "pt")  # the standard numbering has 150 psalms
        numbering = library.versification("ext")
        psalm = refs.parse_reference("Sl 151", "pt", numbering)
        assert library.chapter("ext", psalm.book, psalm.chapter)[0].text.startswith("Eu era pequeno")
        ref = refs.parse_reference("Fm 2:1", "pt", numbering)
        assert library.verse("ext", ref.book, ref.chapter, ref.verse).text == "Capítulo dois de Filemom."
        ref = refs.parse_reference("Ml 3:19", "pt", numbering)
        assert library.verse("ext", ref.book, ref.chapter, ref.verse).text == "Pois eis que vem o dia."
        with pytest.raises(refs.BadReference):  # what the translation lacks is still impossible
            refs.parse_reference("Sl 152", "pt", numbering)


def test_numbers_past_any_bible_are_refused_by_the_library_too(tmp_path):
    verse = VerseRecord("John", 2**63, 1, "x")
    with Library(tmp_path / "library.sqlite3") as library, pytest.raises(ImportFormatError, match="chapter"):
        add_translation(library, ParsedTranslation(TranslationMeta(id="big", language="en"), [verse]))


def test_lookups_with_huge_numbers_find_nothing_instead_of_overflowing(library):
    assert library.verse("tpt", "John", 2**63, 1) is None
    assert library.chapter("tpt", "John", 2**64) == []
    assert library.span("tpt", "John", (3, 16), (2**70, None)) == []


# --- the copy an imported translation leaves --------------------------------------------------------------


def test_an_imported_translation_keeps_a_copy_that_gives_it_back(tmp_path):
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        add_translation(library, tiny_pt())
        add_translation(library, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
        stored = library.translation("tpt")
    copy = copies.copy_path(path, "tpt")
    parsed = copies.read(copy)
    assert len(parsed.verses) == stored.verse_count and parsed.meta.id == "tpt"
    assert copies.text_hash((v.book, v.chapter, v.verse, v.text) for v in parsed.verses) == stored.text_hash
    assert not copies.copy_path(path, "web").exists()  # a built-in can always be imported again
    data = bytearray(copy.read_bytes())
    data[len(data) // 2] ^= 0xFF
    copy.write_bytes(bytes(data))
    with pytest.raises(copies.CopyUnusable):
        copies.read(copy)


def test_a_file_with_an_sqlite_header_and_garbage_after_it_is_refused_typed(tmp_path):
    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xa5" * 8000)
    with pytest.raises(LibraryCorrupt):
        Library(path)
    assert path.read_bytes() == b"SQLite format 3\x00" + b"\xa5" * 8000
