"""The Estudo da palavra panel: a word clicked in the reader shows the Strong's number behind it, the original
word and its definition, the KJV's renderings, a chart of its occurrences per book and the verses; the words
carrying the number are marked in the reader; the dictionary's Strong's links open it; a translation not
tagged yet is tagged in the background."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QTextCursor

from app.core import paths
from app.core.formats.common import Note
from app.core.library.reading import Library, Verse
from app.core.wordstudy import tags
from app.gui.look.theme import LIGHT
from app.gui.panels.word_study_panel import NO_NUMBER, SHOWN, BookChart
from app.gui.reader import render
from app.gui.reader.navigation import Location
from app.gui.search.results import search_method
from tests.fixtures.wordstudy import word_study_library
from tests.gui.search_helpers import pick_translation


@pytest.fixture
def library_path(monkeypatch):
    """The word-study library (KJV stand-in, Tiny PT tagged, Tiny WEB not yet, Strong's), data folder."""
    library, _ = word_study_library(paths.data_dir(), monkeypatch, "library.sqlite3")
    library.close()
    return paths.library_path()


def click_word(qtbot, window, verse: int, word: str, nth: int = 0) -> None:
    """A real left click on the `nth` occurrence of `word` in the reader's paragraph of `verse`."""
    view = window.reader.view
    block = view.document().findBlockByNumber(view.verse_blocks[verse][0])
    at = -1
    for _ in range(nth + 1):
        at = block.text().index(word, at + 1)
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + at + 1)
    view.ensureCursorVisible()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cursorRect(cursor).center())


def answered(qtbot, window, action, check=lambda a: True):
    with qtbot.waitSignal(window.words.shown, timeout=10_000, check_params_cb=check) as blocker:
        action()
    return blocker.args[0]


def test_a_clicked_word_shows_the_greek_behind_it_and_its_verses(qtbot, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("tpt", "1Cor", 13, 4))
    window.words.show_dock()
    answer = answered(qtbot, window, lambda: click_word(qtbot, window, 4, "amor", 1), lambda a: a.numbers)
    assert answer.state == SHOWN and answer.word == "amor"
    assert [n.number for n in answer.numbers] == ["G26"]
    panel = window.words.panel
    assert panel.lemma.text() == "ἀγάπη"
    assert "G26 · agápē · [ag-ah'-pay]" in panel.sound.text() and panel.sound.text().startswith("“amor”")
    assert panel.definition.text().startswith("from G25; love")
    assert panel.kjv.text() == "KJV: charity 5×"
    assert panel.summary.text() == "Tiny PT: 2 verses, 5 words"
    assert panel.chart.counts == {"1Cor": 5}
    verses = panel.verses.toPlainText()
    assert "1 Coríntios 13:4 O amor é paciente" in verses or "1 Corinthians 13:4 O amor é paciente" in verses
    assert "aligned with the KJV" in panel.credit.text()
    # the reader marks every "amor" of the chapter: three in 13:4, two in 13:13
    qtbot.waitUntil(lambda: window.reader.word_marks[0] == ("tpt", "1Cor", 13), timeout=5000)
    marks = window.reader.word_marks[1]
    text = {v.verse: v.text for v in window.reader.verses}
    assert {v: [text[v][s:e] for s, e in spans] for v, spans in marks.items()} == {
        4: ["amor", "amor", "amor"], 13: ["amor", "amor"]
    }  # fmt: skip
    block = window.reader.view.document().findBlockByNumber(window.reader.view.verse_blocks[4][0])
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + block.text().index("amor") + 2)
    assert cursor.charFormat().fontUnderline()  # drawn marked
    cursor.setPosition(block.position() + block.text().index("paciente") + 2)
    assert not cursor.charFormat().fontUnderline()


def test_a_word_of_the_kjv_and_a_verse_of_the_list_opened_in_the_reader(qtbot, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("kjv", "John", 3, 16))
    window.words.show_dock()
    answer = answered(qtbot, window, lambda: click_word(qtbot, window, 16, "world"), lambda a: a.numbers)
    assert answer.numbers[0].number == "G2889" and answer.certain
    assert "the KJV's (CrossWire" in window.words.panel.credit.text()
    window.words.study_number("G26")
    qtbot.waitUntil(lambda: window.words.panel.answer.numbers[0].number == "G26", timeout=5000)
    with qtbot.waitSignal(window.dictionary.shown, timeout=5000, check_params_cb=lambda a: a.entries):
        qtbot.mouseClick(window.words.panel.dictionary, Qt.MouseButton.LeftButton)  # "In the dictionary"
    assert window.dictionary.wanted.key == "G26" and window.dictionary.dock.isVisible()
    window.words.panel.verses.anchorClicked.emit(QUrl("verse:1Cor.13.13"))
    qtbot.waitUntil(lambda: window.reader.location.book == "1Cor", timeout=5000)
    assert (window.reader.location.translation, window.reader.location.chapter) == ("kjv", 13)
    assert window.reader.location.verse == 13


def test_a_word_without_a_number_says_so(qtbot, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("kjv", "1Cor", 13, 4))
    window.words.show_dock()
    answer = answered(qtbot, window, lambda: click_word(qtbot, window, 4, "suffereth"))
    assert answer.state == NO_NUMBER and answer.word == "suffereth"
    panel = window.words.panel
    assert "No Strong's number is shown under “suffereth”" in panel.placeholder.text()
    assert panel.placeholder.isVisible() and not panel.chart.isVisible()


def test_clicks_study_nothing_while_the_panel_is_closed(qtbot, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("tpt", "1Cor", 13, 4))
    assert not window.words.dock.isVisible()
    click_word(qtbot, window, 4, "amor")
    qtbot.waitUntil(lambda: window.runner.pending() == 0)  # a study it started would have come back
    assert window.words.wanted is None
    assert window.reader.selected_verses()[0].verse == 4  # the click still selects the verse


def test_a_strongs_link_of_the_dictionary_opens_the_word_study(qtbot, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("tpt", "John", 3, 16))
    answer = answered(qtbot, window, lambda: window.dictionary.follow_link("strongs", "G25", ""))
    assert window.words.dock.isVisible()
    assert [n.number for n in answer.numbers] == ["G25"]
    assert window.words.panel.summary.text() == "Tiny PT: 2 verses, 2 words"


def _ready(translation_id: str) -> bool:
    with Library(paths.library_path()) as library:
        return tags.status(paths.indexes_dir(), library, translation_id) == "ready"


def test_a_translation_not_tagged_yet_is_tagged_once_word_study_is_used(qtbot, make_services, open_window):
    window = open_window(make_services())
    qtbot.waitUntil(lambda: window.runner.pending() == 0)  # the start's work is done
    assert not _ready("ten")  # nothing tagged while word study is not used
    assert not window.words.tagger.used
    window.reader.show_location(Location("ten", "1Cor", 13, 4))
    window.words.show_dock()  # in use: every translation not tagged yet is tagged in the background
    qtbot.waitUntil(lambda: _ready("ten"), timeout=30_000)
    answer = answered(qtbot, window, lambda: window.words.study_number("G26"))
    assert answer.state == SHOWN and not answer.certain  # aligned


def test_the_words_are_tagged_behind_the_start_and_the_status_bar_says_so(
    qtbot, make_services, open_window, monkeypatch
):
    from app.gui.panels import word_study_panel

    # the window's own start: not within this test
    monkeypatch.setattr(word_study_panel, "TAG_AFTER_MS", 60_000)
    window = open_window(make_services())
    qtbot.waitUntil(lambda: window.runner.pending() == 0)  # the start's work is done
    assert not _ready("ten")
    said = []
    window.words.tagger.progressed.connect(lambda tid, done, total: said.append(window.words.status.text()))
    monkeypatch.setattr(word_study_panel, "TAG_AFTER_MS", 50)
    window.words.start({t.id: t.name for t in window.translations})  # as the window does when it opens
    qtbot.waitUntil(lambda: _ready("ten"), timeout=30_000)  # the panel never opened
    qtbot.waitUntil(lambda: not window.words.status.isVisible(), timeout=5000)
    assert any(text.startswith("Word study: tagging the words of Tiny WEB, ") for text in said), said


def test_a_search_by_number_in_a_translation_not_tagged_tags_it(qtbot, make_services, open_window):
    window = open_window(make_services())
    pick_translation(window, "ten")
    with qtbot.waitSignal(
        window.results_shown, timeout=10_000, check_params_cb=lambda r: r is not None
    ) as first:
        window.search("G26")
    assert first.args[0].response.notices == ["word_tags_missing"]
    assert window.notice.isVisible()  # said: the words are being tagged, search again then
    qtbot.waitUntil(lambda: _ready("ten"), timeout=30_000)
    with qtbot.waitSignal(
        window.results_shown, timeout=10_000, check_params_cb=lambda r: r is not None
    ) as again:
        window.search("strong:G26")
    assert again.args[0].response.route == "strongs" and again.args[0].response.notices == []
    assert search_method("strongs", []) == "by Strong's number"  # the status line says how it was found


def test_the_reader_maps_a_click_to_the_verse_text_past_footnote_markers():
    v = Verse(1, "t", 0, "1Cor", 13, 4, "O amor é paciente.", None, (Note("footnote", "x", 6),))
    paragraph = render.verse_label(v) + "\u00a0" + v.text[:6] + "a" + v.text[6:]  # as chapter_html lays it
    assert render.text_offset(v, paragraph.index("amor") + 1) == v.text.index("amor") + 1
    assert render.text_offset(v, paragraph.index("paciente")) == v.text.index("paciente")
    assert render.text_offset(v, 0) == 0 and render.text_offset(v, 999) == len(v.text)
    html = render.chapter_html("1 Co 13", "T", [v], LIGHT, "", words={4: [(2, 6)]})
    assert 'text-decoration:underline;">amor</span><a href="note:13:4:0"' in html


def test_the_chart_paints_a_column_per_book_and_names_the_book_under_the_pointer(qtbot):
    chart = BookChart()
    qtbot.addWidget(chart)
    chart.resize(330, chart.HEIGHT)
    chart.set_counts({"1Cor": 20, "John": 5, "Ps": 3})
    chart.grab()  # paints without error
    x_of = {b: (i + 0.5) * (chart.width() - 4) / len(chart.books) + 2 for i, b in
            enumerate(x.osis for x in chart.books)}  # fmt: skip
    assert chart.column_at(x_of["1Cor"]) == "1Cor" and chart.column_at(x_of["Gen"]) == "Gen"
    clicked = []
    chart.book_clicked.connect(clicked.append)
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(int(x_of["John"]), 20))
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(int(x_of["Gen"]), 20))
    assert clicked == ["John"]  # a book without occurrences asks nothing


def test_about_credits_the_tagged_kjv(qtbot, window):
    from app.core.wordstudy import tagged

    dialog = window.open_about()
    assert tagged.CREDIT in dialog.browser.toPlainText()
    dialog.reject()
