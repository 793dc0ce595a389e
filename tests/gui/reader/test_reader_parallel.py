"""The parallel view with two to four columns: which translation a new column shows, adding, removing and
changing columns, rows kept aligned, the choice kept between sessions."""

from __future__ import annotations

import pytest

from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library, Translation
from app.core.library.writing import add_translation, remove_translation
from app.gui import settings as S
from app.gui.reader.navigation import Location
from app.gui.reader.parallel import MAX_COLUMNS, next_parallel
from tests.gui.search_helpers import pick_translation

MISSING = "— this verse does not exist in this translation —"


def _translation(tid: str, language: str) -> Translation:
    return Translation(tid, tid.upper(), language, "", "", "", False, 0, "", "")


def test_a_new_column_shows_another_language_first_and_never_the_one_read():
    kjv, web, blivre, arc = (_translation(t, lang) for t, lang in (("kjv", "en"), ("web", "en"),
                             ("blivre", "pt-BR"), ("arc", "pt")))  # fmt: skip
    library = [kjv, web, blivre, arc]
    assert next_parallel("blivre", [], library) == "web"  # English beside Portuguese, the modern text first
    assert next_parallel("web", [], library) == "blivre"
    assert next_parallel("kjv", [], library) == "blivre"
    assert next_parallel("blivre", ["web"], library) == "kjv"  # every language shown: the next in the library
    assert next_parallel("kjv", [], [kjv, web]) == "web"  # no other language: another of the same one
    assert next_parallel("kjv", [], [kjv]) is None
    assert next_parallel("blivre", ["web", "kjv", "arc"], [*library, _translation("x", "es")]) is None
    assert MAX_COLUMNS == 4


def _small(tid: str, name: str, language: str, verses: dict[int, str], merged: int = 0) -> ParsedTranslation:
    records = [VerseRecord("Ps", 23, n, text, n + 1 if n == merged else None) for n, text in verses.items()]
    return ParsedTranslation(TranslationMeta(tid, name, language, "CC0", "test text", "tests"), records)


@pytest.fixture
def five_translations(library_path):
    """tpt (pt) and ten (en) of the tiny corpus, and three more with Psalm 23: tkj (en) joins verses 3 and 4
    into one ("3-4"), tes (es), tfr (fr)."""
    with Library(library_path) as lib:
        add_translation(
            lib,
            _small(
                "tkj",
                "Tiny KJ",
                "en",
                {
                    1: "The LORD is my shepherd.",
                    2: "He maketh me to lie down.",
                    3: "He restoreth my soul; yea, though I walk through the valley.",
                },
                merged=3,
            )  # fmt: skip
        )
        add_translation(lib, _small("tes", "Tiny ES", "es", {1: "El Señor es mi pastor.", 2: "En lugares"}))
        add_translation(lib, _small("tfr", "Tiny FR", "fr", {1: "L'Éternel est mon berger."}))
    return library_path


def test_columns_are_added_removed_changed_and_kept(qtbot, five_translations, make_services, open_window):
    window = open_window(make_services())
    reader, bar = window.reader, window.reader.parallel_bar
    reader.show_location(Location("tpt", "Ps", 23, 1))
    reader.parallel_button.click()
    assert reader.parallels == ["ten"]  # Portuguese read: English beside it
    bar.add_button.click()
    assert reader.parallels == ["ten", "tes"]  # then a language not shown yet
    bar.pickers[1].activated.emit(bar.pickers[1].findData("tkj"))  # the third column shows another one
    assert reader.parallels == ["ten", "tkj"]
    assert window.settings.get(S.PARALLEL_TRANSLATION) == "ten,tkj"

    rows = reader.parallel_rows
    assert [r.verse for r in rows] == [1, 2, 3, 4]
    assert [len(r.cells) for r in rows] == [3, 3, 3, 3]
    assert [r.missing(1) for r in rows] == [False, False, True, False]  # the English lacks verse 3
    assert [r.missing(2) for r in rows] == [False, False, False, False]  # "3-4" covers verse 4
    assert rows[2].cells[2].verse_end == 4 and rows[3].merged[2]
    text = reader.plain_text()
    assert text.count(MISSING) == 1
    # one row per verse, across the three columns: the missing English verse 3 sits between verses 2 and 4
    assert text.index("restaura a minha alma") < text.index(MISSING) < text.index("He restoreth my soul")
    assert text.index("still waters") < text.index(MISSING) < text.index("shadow of death")

    bar.add_button.click()
    assert len(reader.parallels) == MAX_COLUMNS - 1
    assert not bar.add_button.isEnabled() and "4" in bar.add_button.toolTip()  # tfr is left, the view is full
    bar.remove_buttons[0].click()
    assert reader.parallels == ["tkj", "tes"]
    assert window.settings.get(S.PARALLEL_TRANSLATION) == "tkj,tes"
    window.close()

    again = open_window(make_services())
    assert again.reader.parallels == ["tkj", "tes"] and again.actions["parallel"].isChecked()
    again.reader.parallel_bar.remove_buttons[1].click()
    again.reader.parallel_bar.remove_buttons[0].click()
    assert again.reader.parallels == [] and not again.reader.parallel_button.isChecked()
    assert again.settings.get(S.PARALLEL_TRANSLATION) == ""
    assert MISSING not in again.reader.plain_text()


def test_the_second_column_is_never_the_translation_read(qtbot, window):
    reader = window.reader
    pick_translation(window, "ten")
    reader.show_location(Location("ten", "Ps", 23, 1))
    reader.parallel_button.click()
    assert reader.parallels == ["tpt"]
    pick_translation(window, "tpt")  # the column's translation is now read: they swap
    assert reader.location.translation == "tpt" and reader.parallels == ["ten"]
    reader.set_parallels(["tpt", "ten", "ten"])  # the one read and repeats are left out
    assert reader.parallels == ["ten"]


def test_with_one_translation_the_parallel_view_says_why_it_is_off(
    qtbot, library_path, make_services, open_window
):
    with Library(library_path) as lib:
        remove_translation(lib, "ten")
    window = open_window(make_services())
    button = window.reader.parallel_button
    assert not button.isEnabled() and not window.actions["parallel"].isEnabled()
    assert "second translation" in button.toolTip()
    window.actions["parallel"].setChecked(True)  # even asked: nothing to show beside it
    assert window.reader.parallels == []
