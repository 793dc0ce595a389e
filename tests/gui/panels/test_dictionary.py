"""The Dicionário beside the reader: the word selected in the reader looked up in every dictionary (the
built-in Strong's and imported SWORD ones), a dictionary read by its keys with a filter, its links followed,
and nothing a module writes read by Qt as markup."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from app.core.dictionaries import Entry, Link, strongs_data
from app.core.library import sword_import
from app.core.library.reading import Library
from app.gui.dialogs.sword_import_dialog import SwordImportDialog
from app.gui.panels.dictionary import ALL, entry_html, read_href
from app.gui.reader.navigation import Location
from tests.fixtures import strongs as strongs_fixture

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


@pytest.fixture
def with_dictionaries(library_path, tmp_path):
    with Library(library_path) as lib:
        strongs_data.load(lib, strongs_fixture.write(tmp_path / "strongs"))
        sword_import.import_module(lib, FIXTURES / "sword", "LTDict")
        sword_import.import_module(lib, FIXTURES / "sword_dicts", "LTPalavras")
    return library_path


def shown(qtbot, window, check, action):
    with qtbot.waitSignal(window.dictionary.shown, timeout=5000, check_params_cb=check) as blocker:
        action()
    return blocker.args[0]


def select_word(window, word: str) -> None:
    view = window.reader.view
    cursor = view.document().find(word)
    assert not cursor.isNull(), word
    view.setTextCursor(cursor)


def test_the_selected_word_in_every_dictionary(qtbot, with_dictionaries, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("ten", "John", 3))
    window.dictionary.show_dock()
    panel = window.dictionary.panel
    answer = shown(qtbot, window, lambda a: a.request.word == "loved", lambda: select_word(window, "loved"))
    assert [(e.module, e.key) for e in answer.entries] == [("ltdict", "LOVE")]
    text = panel.text.toPlainText()
    assert "Lâmpada Test Dictionary — LOVE" in text and "1 Cor 13:4-7" in text
    assert (
        panel.chooser.currentData() == ALL and panel.chooser.count() == 4
    )  # every one, Strong's, 2 imported
    assert not panel.keys_box.isVisible()
    # a selection of several words is no word: nothing asked
    select_word(window, "God so")
    assert window.dictionary.wanted.word == "loved"
    select_word(window, "For")
    assert window.dictionary.wanted.word == "For"


def test_a_dictionary_read_by_its_keys(qtbot, with_dictionaries, make_services, open_window):
    window = open_window(make_services())
    window.dictionary.show_dock()
    panel = window.dictionary.panel
    qtbot.waitUntil(lambda: panel.chooser.findData("ltdict") > 0, timeout=5000)
    index = panel.chooser.findData("ltdict")
    answer = shown(qtbot, window, lambda a: a.request.dictionary == "ltdict",
                   lambda: panel.chooser.activated.emit(index))  # fmt: skip
    assert answer.keys == ["ABRAHAM", "CHARITY", "ISAAC", "LOVE"]
    assert panel.key_list.count() == 4 and panel.keys_box.isVisible()
    assert "Public Domain" in panel.credit.text() and "Lâmpada Test Dictionary" in panel.credit.text()
    answer = shown(
        qtbot, window, lambda a: a.request.prefix == "i", lambda: panel.filter.textEdited.emit("i")
    )
    assert [panel.key_list.item(i).text() for i in range(panel.key_list.count())] == ["ISAAC"]
    item = panel.key_list.item(0)
    answer = shown(
        qtbot, window, lambda a: a.request.key == "ISAAC", lambda: panel.key_list.itemClicked.emit(item)
    )
    assert "Son of Abraham & Sarah." in panel.text.toPlainText()
    # a link to another entry of the same dictionary shows it
    answer = shown(qtbot, window, lambda a: a.request.key == "Abraham",
                   lambda: panel.text.anchorClicked.emit(QUrl("entry:ltdict/Abraham")))  # fmt: skip
    assert answer.entries[0].key == "ABRAHAM"


def test_links_open_the_reader_and_ask_for_strongs(qtbot, with_dictionaries, make_services, open_window):
    window = open_window(make_services())
    window.reader.show_location(Location("ten", "John", 3))
    window.dictionary.show_dock()
    panel = window.dictionary.panel
    with qtbot.waitSignal(window.dictionary.open_requested, timeout=5000) as blocker:
        panel.text.anchorClicked.emit(QUrl("ref:1Co%2013%3A4-7"))
    assert blocker.args[0] == Location("ten", "1Cor", 13, 4, 7)
    with qtbot.waitSignal(window.dictionary.strongs_requested, timeout=5000) as blocker:
        answer = shown(qtbot, window, lambda a: a.request.dictionary == "strongs",
                       lambda: panel.text.anchorClicked.emit(QUrl("strongs:G26")))  # fmt: skip
    assert blocker.args == ["G26"]
    assert answer.entries[0].key == "G26" and "ἀγάπη" in panel.text.toPlainText()
    panel.text.anchorClicked.emit(QUrl("ref:nowhere%20at%20all"))
    assert panel.placeholder.isVisible() and "nowhere at all" in panel.placeholder.text()


def test_entry_html_escapes_every_piece():
    text = "<b>bold?</b> see G26 & <img src=/dev/zero>\nnext"
    start = text.index("G26")
    entry = Entry("<KEY>", text, "mod", (Link(start, start + 3, "strongs", 'G26"><script>'),))
    html = entry_html(entry, "<title>")
    assert "<b>" not in html and "<img" not in html and "<script>" not in html and "<title>" not in html
    assert "&lt;b&gt;bold?&lt;/b&gt;" in html and "<br>" in html
    href = html.split('href="')[1].split('"')[0]
    assert read_href(QUrl(href.replace("&amp;", "&"))) == ("strongs", 'G26"><script>', "")


def test_without_dictionaries_the_panel_says_how_to_get_one(qtbot, window):
    window.dictionary.show_dock()
    panel = window.dictionary.panel
    window.dictionary.word_selected("love")
    qtbot.waitUntil(lambda: "Strong" in panel.placeholder.text(), timeout=5000)
    assert panel.placeholder.isVisible() and "Import from another Bible program" in panel.placeholder.text()


def test_the_sword_dialog_imports_a_dictionary(qtbot, library_path, make_services, open_window):
    window = open_window(make_services())
    dialog = SwordImportDialog(window.runner, library_path, window, folders=[FIXTURES / "sword_dicts"])
    dialog.open()
    qtbot.waitUntil(lambda: dialog.modules.topLevelItemCount() == 3, timeout=5000)
    item = next(
        dialog.modules.topLevelItem(i)
        for i in range(3)
        if dialog.modules.topLevelItem(i).text(0) == "LTPalavras"
    )
    assert item.text(1) == dialog.tr("Dictionary")
    dialog.modules.setCurrentItem(item)
    dialog.dictionary_imported.connect(window.dictionary.imported)
    with qtbot.waitSignal(dialog.dictionary_imported, timeout=10000) as blocker:
        dialog.import_button.click()
    assert blocker.args[0].dictionary.id == "ltpalavras"
    assert window.dictionary.dock.isVisible()
    qtbot.waitUntil(lambda: window.dictionary.panel.key_list.count() == 3, timeout=5000)


def test_an_entry_shown_by_its_key_is_current(qtbot, with_dictionaries, make_services, open_window):
    with Library(with_dictionaries) as lib:
        sword_import.import_module(lib, FIXTURES / "sword_dicts", "LTGreek")
    window = open_window(make_services())
    answer = shown(qtbot, window, lambda a: a.request.key == "G26",
                   lambda: window.dictionary.show_entry("ltgreek", "G26"))  # fmt: skip
    assert answer.entries[0].key == "00026"
    panel = window.dictionary.panel
    assert panel.key_list.currentItem() is not None and panel.key_list.currentItem().text() == "00026"
    answer = shown(qtbot, window, lambda a: a.request.dictionary == "strongs",
                   lambda: window.dictionary.show_entry("strongs", "G26"))  # fmt: skip
    assert answer.keys == ["G26"] and panel.key_list.currentItem().text() == "G26"
