"""Commentaries in the library (stored by standard verse range) and SWORD Bibles' tagged words beside their
verses; a refused or cancelled import changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.errors import Cancelled, DuplicateCommentary, ImportFormatError, UnknownCommentary
from app.core.formats import sword
from app.core.formats.common import TranslationMeta
from app.core.library import commentaries, sword_import
from app.core.library.reading import Library
from app.core.library.writing import add_translation, remove_translation

SWORD = Path(__file__).resolve().parents[2] / "fixtures" / "sword"


@pytest.fixture
def library(tmp_path):
    with Library(tmp_path / "library.sqlite3") as lib:
        yield lib


def snapshot(lib: Library) -> tuple:
    tables = [
        r[0] for r in lib.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    ]
    counts = {
        t: lib.conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]
        for t in tables
        if not t.startswith("fts_")
    }
    meta = lib.conn.execute("SELECT * FROM meta ORDER BY key").fetchall()
    return tables, counts, [tuple(r) for r in meta]


def test_a_commentary_entry_shows_for_every_verse_of_its_range(library):
    report = sword_import.import_module(library, SWORD, "LTComm")
    assert isinstance(report, commentaries.CommentaryReport)
    assert (report.commentary.id, report.commentary.name, report.entries) == (
        "ltcomm",
        "Lâmpada Test Commentary",
        2,
    )
    found = commentaries.find(library, "LTCOMM")
    assert found.licence == "Public Domain" and found.language == "en"
    for verse in (1, 5, 8):
        assert [
            e.text.split("\n\n")[0] for e in commentaries.entries(library, "ltcomm", "John", 3, verse)
        ] == ["Verses 1-8"]
    assert commentaries.entries(library, "ltcomm", "John", 3, 9) == []
    assert commentaries.entries(library, "ltcomm", "John", 3, 16)[0].text.startswith("The love of God")
    assert commentaries.entries(library, "ltcomm", "John", 4, 1) == []
    row = library.conn.execute("SELECT value FROM meta WHERE key = ?", (commentaries.META_KEY,)).fetchone()
    assert row[0] == str(commentaries.TABLES_VERSION)


def test_an_entry_spanning_chapters_and_merged_verses(library):
    parsed = sword.ParsedCommentary(
        TranslationMeta(id="span", name="Span", language="en", source="test"),
        [sword.CommentaryEntry("Gen", 1, 30, 2, 3, "From the sixth day to the seventh")],
    )
    commentaries.add(library, parsed)
    assert commentaries.entries(library, "span", "Gen", 1, 31) and commentaries.entries(
        library, "span", "Gen", 2, 2
    )
    assert not commentaries.entries(library, "span", "Gen", 1, 29)
    assert not commentaries.entries(library, "span", "Gen", 2, 4)


def test_a_commentary_twice_is_refused_unless_replaced_and_can_be_removed(library):
    sword_import.import_module(library, SWORD, "LTComm")
    with pytest.raises(DuplicateCommentary):
        sword_import.import_module(library, SWORD, "LTComm")
    sword_import.import_module(library, SWORD, "LTComm", replace=True)
    assert [c.id for c in commentaries.commentaries(library)] == ["ltcomm"]
    assert library.conn.execute("SELECT count(*) FROM commentary_entries").fetchone()[0] == 2
    commentaries.remove(library, "ltcomm")
    assert commentaries.commentaries(library) == []
    with pytest.raises(UnknownCommentary):
        commentaries.find(library, "ltcomm")


@pytest.mark.parametrize(
    "entry",
    [
        sword.CommentaryEntry("Xyz", 1, 1, 1, 1, "unknown book"),
        sword.CommentaryEntry("John", 3, 5, 3, 1, "ends before it starts"),
        sword.CommentaryEntry("John", 1000, 1, 1000, 1, "impossible chapter"),
        sword.CommentaryEntry("John", 3, 1, 3, 1, "x" * (sword.MAX_ENTRY_CHARS + 1)),
    ],
)
def test_a_bad_entry_refuses_the_import_and_changes_nothing(library, entry):
    sword_import.import_module(library, SWORD, "LTComm")
    before = snapshot(library)
    parsed = sword.ParsedCommentary(TranslationMeta(id="bad", name="Bad", language="en", source="t"), [entry])
    with pytest.raises(ImportFormatError):
        commentaries.add(library, parsed)
    assert snapshot(library) == before


def test_a_cancelled_commentary_import_changes_nothing(library):
    before = snapshot(library)
    with pytest.raises(Cancelled):
        sword_import.import_module(library, SWORD, "LTComm", cancelled=lambda: True)
    assert snapshot(library) == before


def test_a_sword_bible_keeps_its_tagged_words_beside_the_verses_not_in_search(library):
    report = sword_import.import_module(library, SWORD, "LTBible")
    verse = library.verse("ltbible", "John", 3, 16)
    words = library.words(verse)
    assert [(verse.text[s:e], strongs, morph) for s, e, strongs, morph in words] == [
        ("For", "G1063", "CONJ"),
        ("God", "G2316", "N-NSM"),
        ("Son", "G5207", ""),
    ]
    assert report.translation.licence == "Public Domain"
    hits = library.conn.execute(
        'SELECT rowid FROM "fts_ltbible_exact" WHERE fts_ltbible_exact MATCH ?', ('"G2316"',)
    ).fetchall()
    assert hits == []  # Strong's numbers are data, never searchable words
    remove_translation(library, "ltbible")
    assert library.conn.execute("SELECT count(*) FROM verse_words").fetchone()[0] == 0


def test_a_verse_outside_the_standard_numbering_is_kept_and_reachable(library):
    report = sword_import.import_module(library, SWORD, "LTSynodal")
    assert any("outside the standard versification (Ps 151)" in w for w in report.warnings)
    assert library.versification("ltsynodal").verse_count("Ps", 151) is not None
    assert library.verse("ltsynodal", "Ps", 151, 1).text.startswith("Eu era pequeno")


def test_an_installed_module_is_imported_by_its_name(library):
    report = sword_import.import_module(library, None, "ltbible", folders=[SWORD])
    assert report.translation.id == "ltbible" and report.verses == 9


def test_a_truncated_module_leaves_the_library_unchanged(library, tmp_path):
    import shutil

    sword_import.import_module(library, SWORD, "LTComm")
    before = snapshot(library)
    root = tmp_path / "copy"
    shutil.copytree(SWORD, root)
    data = root / "modules" / "texts" / "ztext" / "ltbible" / "ot.bzz"
    data.write_bytes(data.read_bytes()[:100])
    with pytest.raises(ImportFormatError, match="truncated"):
        sword_import.import_module(library, root, "LTBible")
    assert snapshot(library) == before


def test_tagged_words_pointing_outside_their_verse_or_malformed_are_dropped(library):
    from app.core.formats.common import ParsedTranslation, VerseRecord

    good = [0, 2, "G1", "N"]
    bad = [[5, 99, "G2", ""], [3, 2, "G3", ""], [True, 2, "G4", ""], [0, 1, "G5"], [0, 1, 5, ""], "word"]
    verse = VerseRecord("John", 3, 16, "In God", words=[good, *bad, [3, 6, "G\x1b6", ""]])
    well_formed = VerseRecord("John", 3, 17, "For God", words=[[4, 7, "G\x1b7", "N"]])
    meta = TranslationMeta(id="w", name="W", language="en", source="t")
    add_translation(library, ParsedTranslation(meta, [verse, well_formed]))
    words = library.words(library.verse("w", "John", 3, 16))
    assert words == [(0, 2, "G1", "N"), (3, 6, "G6", "")]  # a control character is stripped, as from text
    assert library.words(library.verse("w", "John", 3, 17)) == [(4, 7, "G7", "N")]
