"""Plain pieces of the GUI: settings, copy formats, HTML rendering."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.core.library.reading import Verse
from app.gui import settings as S
from app.gui.look.theme import DARK, LIGHT
from app.gui.reader import copying, render
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture


def verse(book, chapter, number, text, ord_, tid="blivre"):
    return Verse(id=ord_ + 1, translation=tid, ord=ord_, book=book, chapter=chapter, verse=number, text=text)


def test_settings_are_typed_with_defaults(tmp_path):
    s = S.Settings(tmp_path / "s.ini")
    assert s.get(S.FONT_SCALE) == 1.0 and s.get(S.THEME) == "system" and s.get(S.HISTORY) == []
    s.set(S.FONT_SCALE, 9.0)
    assert s.get(S.FONT_SCALE) == 2.5  # clamped
    s.set(S.THEME, "purple")
    assert s.get(S.THEME) == "system"  # not a choice: default
    s.set(S.READER_CHAPTER, 23)
    s.sync()
    again = S.Settings(tmp_path / "s.ini")
    assert again.get(S.READER_CHAPTER) == 23 and again.version == S.SETTINGS_VERSION
    assert len({x.key for x in S.ALL}) == len(S.ALL), "every setting is declared once"


def test_settings_migrate_from_version_1(tmp_path):
    raw = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    raw.setValue("meta/version", 1)
    raw.setValue("reading/book", "Ps")
    raw.setValue("reading/chapter", 23)
    raw.sync()
    del raw
    s = S.Settings(tmp_path / "old.ini")
    assert s.get(S.READER_BOOK) == "Ps" and s.get(S.READER_CHAPTER) == 23 and s.version == S.SETTINGS_VERSION


def test_settings_migrate_bible_order_from_version_2(tmp_path):
    raw = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    raw.setValue("meta/version", 2)
    raw.setValue("search/sort", "canonical")
    raw.sync()
    del raw
    s = S.Settings(tmp_path / "old.ini")
    assert s.get(S.SORT) == "bible" and s.version == S.SETTINGS_VERSION


def test_settings_forget_where_to_search_from_version_3(tmp_path):
    raw = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    raw.setValue("meta/version", 3)
    raw.setValue("search/scope", "notes")
    raw.sync()
    del raw
    s = S.Settings(tmp_path / "old.ini")
    s.sync()
    again = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    assert not again.contains("search/scope") and s.version == S.SETTINGS_VERSION


def test_history_is_recent_first_unique_and_bounded(tmp_path):
    s = S.Settings(tmp_path / "h.ini")
    s.set(S.HISTORY_SIZE, 3)
    h = S.SettingsHistory(s)
    for q in ["amor", "fé", "Amor", "  paz  ", "graça"]:
        h.add(q)
    assert h.recent() == ["graça", "paz", "Amor"]
    h.clear()
    assert h.recent() == []


def test_copy_formats():
    v16 = verse("John", 3, 16, "Porque Deus amou o mundo.", 100)
    v17 = verse("John", 3, 17, "Deus não enviou o seu Filho.", 101)
    v1 = verse("Rom", 5, 8, "Mas Deus prova o seu amor.", 500)
    assert copying.copy_text([v16], "pt-BR") == "“Porque Deus amou o mundo.” — João 3:16 (BLIVRE)"
    assert copying.copy_text([v17, v16], "pt-BR") == (
        "“Porque Deus amou o mundo. 17 Deus não enviou o seu Filho.” — João 3:16-17 (BLIVRE)"
    )
    assert copying.copy_text([v16, v1], "pt-BR", "reference_first") == (
        "João 3:16 (BLIVRE)\nPorque Deus amou o mundo.\n\nRomanos 5:8 (BLIVRE)\nMas Deus prova o seu amor."
    )
    assert copying.copy_text([v16], "pt", "text_only") == "Porque Deus amou o mundo."
    web = verse("John", 3, 16, "For God so loved the world.", 100, tid="web")
    assert copying.copy_text([web], "en") == "“For God so loved the world.” — John 3:16 (WEB)"


def test_result_body_marks_the_cited_verse_and_the_matches():
    before = verse("Matt", 5, 43, "Amarás o teu próximo <e> odiarás.", 10)
    cited = verse("Matt", 5, 44, "amai os vossos inimigos", 11)
    html = render.result_body([cited], [before, cited], {cited.id: [(5, 7), (99, 120)]}, LIGHT)
    assert "&lt;e&gt;" in html  # escaped
    assert f'background-color:{LIGHT.match_bg}; color:{LIGHT.match_text};">os</span> vossos' in html
    assert html.index(LIGHT.muted) < html.index(LIGHT.text)  # the neighbour is muted, the cited verse full
    soft = render.result_body([cited], [before, cited], {}, DARK, soft=True)
    assert f'color:{DARK.muted};">amai' in soft


def test_result_body_of_a_passage_emphasises_each_verse_with_its_own_matches():
    v43 = verse("Matt", 5, 43, "Amarás o teu próximo", 10)
    v44 = verse("Matt", 5, 44, "amai os vossos inimigos", 11)
    v45 = verse("Matt", 5, 45, "para que sejais filhos", 12)
    html = render.result_body([v43, v44], [v43, v44, v45], {v43.id: [(0, 6)], v44.id: [(0, 4)]}, LIGHT)
    mark = f'background-color:{LIGHT.match_bg}; color:{LIGHT.match_text};">'
    assert f"{mark}Amarás</span>" in html and f"{mark}amai</span>" in html
    assert f'color:{LIGHT.text};"><span style="{mark}Amarás' in html  # both cited verses in the full tone
    assert f'color:{LIGHT.muted};">para que' in html  # the neighbour after the passage is muted


def test_chapter_html_has_an_anchor_per_verse_and_notes():
    from app.core.formats.common import Note

    v = Verse(
        id=1,
        translation="t",
        ord=0,
        book="Gen",
        chapter=1,
        verse=1,
        text="No princípio",
        notes=(Note("footnote", "Ou: no começo.", 2),),
    )
    html = render.chapter_html("Gênesis 1", "T", [v], LIGHT, "vazio")
    assert 'name="v1"' in html and 'href="note:1:1:0"' in html
    assert render.chapter_html("Gênesis 2", "T", [], LIGHT, "vazio").count("vazio") == 1


def test_time_left_is_worded_as_a_person_says_it(qapp):
    from app.gui import i18n

    assert i18n.time_left(None) == ""
    assert "minute" in i18n.time_left(30)
    assert i18n.time_left(61) == "about 1 min left"
    assert i18n.time_left(23 * 60) == "about 25 min left"  # to five minutes up to an hour
    assert i18n.time_left(81 * 60) == "about 1 h 20 min left"


@pytest.mark.usefixtures("portuguese")
def test_time_left_in_portuguese(qapp):
    from app.gui import i18n

    assert i18n.time_left(23 * 60) == "faltam cerca de 25 min"
    assert i18n.time_left(81 * 60) == "faltam cerca de 1 h 20 min"
    assert i18n.time_left(119 * 60) == "faltam cerca de 2 horas"


def test_the_library_and_notes_errors_are_worded_without_raw_sqlite(qapp):
    import sqlite3

    from app.core import paths
    from app.core.errors import BuiltinTranslation, IndexDamaged, LibraryBusy, LibraryCorrupt, LibraryReadOnly
    from app.core.userdata import UserDataReadOnly
    from app.gui.i18n import describe_error

    folder = paths.data_dir()
    assert describe_error(LibraryReadOnly("x", f"the folder {folder} is read-only")) == (
        f"The Bible library cannot be changed: the folder “{folder}” is read-only."
    )
    assert "kept it locked for 30 s. Nothing was changed" in describe_error(LibraryBusy("x", 30.0))
    damaged = LibraryCorrupt(
        f"{paths.library_path()} is damaged (database disk image is malformed): run `lampada check`"
    )
    assert describe_error(damaged) == (
        "The Bible library is damaged. Lâmpada checks it at every start and offers to repair it."
    )
    newer = LibraryCorrupt(
        f"{paths.library_path()} has library schema version 2; this Lâmpada reads version 1"
    )
    assert describe_error(newer) == (
        "The Bible library was written by a newer Lâmpada (format 2; this one reads format 1). Update "
        "Lâmpada to read it."
    )
    foreign = LibraryCorrupt(f"{paths.library_path()} is an SQLite file but not a Lâmpada library")
    assert describe_error(foreign) == (
        "The Bible library is damaged or cannot be read (is an SQLite file but not a Lâmpada library). "
        "Lâmpada checks it at every start and offers to repair it."
    )
    assert (
        describe_error(BuiltinTranslation("web", "remove"))
        == "“web” comes with Lâmpada and cannot be removed."
    )
    assert describe_error(IndexDamaged("tpt.npy fails its checksum")).startswith(
        "A meaning-search index is damaged (tpt.npy fails its checksum); it is built again."
    )
    assert describe_error(
        UserDataReadOnly("u", "nothing can be saved: the file userdata.sqlite3 is read-only")
    ) == (
        "Nothing can be saved to your notes, bookmarks and highlights: the file “userdata.sqlite3” is "
        "read-only."
    )
    # any other SQLite error is the library's: typed first, never shown raw
    malformed = sqlite3.DatabaseError("database disk image is malformed")
    malformed.sqlite_errorcode = 11  # SQLITE_CORRUPT
    assert describe_error(malformed).startswith("The Bible library is damaged.")
    locked = sqlite3.OperationalError("database is locked")
    assert describe_error(locked).startswith("The Bible library is busy")
