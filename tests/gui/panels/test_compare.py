"""Compare translations: the reader's verse (or passage) in every installed translation, one under the
other."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QGuiApplication

from app.gui.reader.navigation import Location
from tests.gui.search_helpers import search

PT_16 = "Porque Deus amou o mundo"
EN_16 = "For God so loved the world"


def shown_for(qtbot, window, verse: int, trigger):
    """Run `trigger`; the answer the compare panel then shows for `verse`."""
    with qtbot.waitSignal(
        window.compare.shown, timeout=5000, check_params_cb=lambda a: a.request.verse == verse
    ) as blocker:
        trigger()
    return blocker.args[0]


def test_the_reader_menu_compares_the_verse_in_every_translation(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "John", 3, 16))
    assert window.compare.show_action in reader.view.context_actions
    assert not window.compare.dock.isVisible()
    answer = shown_for(qtbot, window, 16, window.compare.show_action.trigger)
    assert window.compare.dock.isVisible()
    assert [r.translation.id for r in answer.renderings] == ["tpt", "ten"]  # the one being read first
    panel = window.compare.panel
    assert panel.title.text() == "João 3:16"
    text = panel.text.toPlainText()
    assert text.index("Tiny PT (TPT)") < text.index(PT_16) < text.index("Tiny WEB (TEN)") < text.index(EN_16)
    # Copy: the reference, then each translation named, with its text
    copied = panel.copy()
    assert QGuiApplication.clipboard().text() == copied
    assert copied.startswith("João 3:16\n\nTiny PT (TPT)\nPorque Deus amou o mundo")
    assert "\n\nTiny WEB (TEN)\nFor God so loved the world" in copied


def test_a_translation_that_lacks_the_verse_says_so_and_a_range_shows_its_numbers(qtbot, window):
    window.compare.show_dock()
    answer = shown_for(
        qtbot, window, 3, lambda: window.reader.show_location(Location("tpt", "Ps", 23, 3))
    )  # the panel follows the reader
    assert [r.missing for r in answer.renderings] == [False, True]
    panel = window.compare.panel
    assert panel.missing_text() in panel.text.toPlainText()
    assert f"Tiny WEB (TEN)\n{panel.missing_text()}" in panel.plain_text()
    shown_for(qtbot, window, 16, lambda: window.reader.show_location(Location("tpt", "John", 3, 16, 17)))
    assert panel.title.text() == "João 3:16-17"
    assert "17 Deus não enviou" in panel.plain_text() and "17 For God didn’t send" in panel.plain_text()


def test_ctrl_shift_t_shows_it_and_a_name_reads_in_that_translation(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.reader.show_location(Location("tpt", "John", 3, 16))
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    shown_for(qtbot, window, 16, lambda: qtbot.keyClick(window.reader.view, Qt.Key.Key_T, modifiers))
    assert window.compare.dock.isVisible()
    window.compare.panel.text.anchorClicked.emit(QUrl("t:ten"))  # a translation's name, clicked
    assert window.current_translation() == "ten" and window.reader.location.translation == "ten"
    qtbot.waitUntil(lambda: window.compare.panel.answer.request.translation == "ten", timeout=5000)
    assert window.compare.panel.answer.renderings[0].translation.id == "ten"  # now first
    qtbot.keyClick(window.reader.view, Qt.Key.Key_T, modifiers)
    assert not window.compare.dock.isVisible()


def test_a_result_card_menu_compares_its_passage(qtbot, window):
    search(qtbot, window, "Melquisedeque")
    view = window.results_view
    assert window.compare.card_action in view.context_actions
    rows = [view.model().item(r) for r in range(view.model().rowCount())]
    row = next(i for i, item in enumerate(rows) if item.verse.book == "Heb")
    view.setCurrentIndex(view.model().index(row))
    answer = shown_for(qtbot, window, 1, window.compare.card_action.trigger)
    assert (answer.request.book, answer.request.chapter) == ("Heb", 7)
    assert "Melchizedek" in window.compare.panel.plain_text()
