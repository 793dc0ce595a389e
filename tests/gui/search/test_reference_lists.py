"""A typed reference list in the app: a card for every part, the reader on the first, and a notice naming the
parts not shown and why; a chapter only the translation has (Psalm 151) is reached."""

from __future__ import annotations

import pytest

from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.gui.search_helpers import search


def cards(window) -> list[str]:
    return [item.title() for item in window.results_model.items()]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Jo 3:16,18", ["João 3:16", "João 3:18"]),
        ("1Co13:4-5,13", ["1 Coríntios 13:4-5", "1 Coríntios 13:13"]),
        ("Jo 3:16; Gn 1:1-3; Sl 23", ["João 3:16", "Gênesis 1:1-3", "Salmo 23"]),
    ],
)
def test_every_part_of_a_list_gets_a_card_and_the_reader_opens_the_first(qtbot, window, query, expected):
    search(qtbot, window, query)
    assert cards(window) == expected
    assert all(item.why == "reference" for item in window.results_model.items())
    first = window.results_model.items()[0]
    loc = window.reader.location
    assert (loc.book, loc.chapter, loc.verse) == (first.verse.book, first.verse.chapter, first.verse.verse)
    assert not window.notice.isVisible()


def test_an_impossible_part_is_named_beside_the_cards_of_the_others(qtbot, window):
    search(qtbot, window, "Jo 3:16; 99:1")
    assert cards(window) == ["João 3:16"]
    assert window.notice.isVisible() and window.notice.title() == "Part of the reference is not shown"
    assert "21" in window.notice.text() and "99" in window.notice.text()


def test_a_part_the_translation_lacks_is_named(qtbot, window):
    search(qtbot, window, "Jo 3:16; 4:1")
    assert cards(window) == ["João 3:16"]
    assert window.notice.isVisible() and "João 4:1 is not in this translation" in window.notice.text()


def test_a_list_with_no_part_that_exists_says_why_the_first_cannot(qtbot, window):
    search(qtbot, window, "Jo 99:1; 98:1")
    assert window.results_stack.currentWidget() is window.empty
    assert "99" in window.empty.toPlainText()


def test_a_huge_number_is_said_cut_short(qtbot, window):
    search(qtbot, window, "Jo 3:" + "9" * 4301)
    text = window.empty.toPlainText()
    assert "999999999\u2026" in text and len(text) < 300


def test_a_psalm_only_the_translation_has_is_opened(qtbot, library_path, make_services, open_window):
    with Library(library_path) as lib:
        verses = [
            VerseRecord("Ps", 23, 1, "O Senhor é o meu pastor."),
            VerseRecord("Ps", 151, 1, "Eu era pequeno entre meus irmãos."),
        ]
        add_translation(
            lib,
            ParsedTranslation(TranslationMeta("t151", "Com 151", "pt-BR", "CC0", "", "t"), verses)
        )
    window = open_window(make_services())
    for tid, query in (("tpt", "Sl 151"), ("t151", "Sl 151:1")):
        window.bible_results.translation_chosen.emit(tid)
        qtbot.waitUntil(lambda tid=tid: window.current_translation() == tid, timeout=5000)
        search(qtbot, window, query)
        if tid == "tpt":  # the standard numbering: Psalms has 150 chapters
            assert (
                window.results_stack.currentWidget() is window.empty and "150" in window.empty.toPlainText()
            )
    assert cards(window) == ["Salmo 151:1"]
    assert (window.reader.location.book, window.reader.location.chapter) == ("Ps", 151)
