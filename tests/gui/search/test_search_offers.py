"""What search says beside its results: a question in another language than the translation's offers, in one
click, the translation of its language (and the way back); a word the translation does not know gets "Did you
mean"; the results are walked with the arrow keys, the reader following."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app.core.library.reading import Library
from app.core.library.writing import remove_translation
from tests.gui.search_helpers import search

ENGLISH = "what does the bible say about the love of god"


def notice_button(window) -> QPushButton:
    """The notice's action button, as a person sees it."""
    return next(b for b in window.notice.findChildren(QPushButton) if b.isVisibleTo(window.notice))


def test_an_english_question_on_a_portuguese_bible_offers_the_english_one_and_back(qtbot, window):
    assert window.current_translation() == "tpt"
    result = search(qtbot, window, ENGLISH)
    assert result.response.language is not None and result.request.translation == "tpt"
    assert window.notice.isVisible() and window.notice.kind == "info"
    assert window.notice.title() == "Your question seems to be in English. Search the Tiny WEB?"
    assert "“Tiny PT” is in Portuguese" in window.notice.text()
    assert notice_button(window).text() == "Search the Tiny WEB"
    qtbot.waitUntil(lambda: window.notice.height() >= window.notice.heightForWidth(window.notice.width()))
    # the whole message shows, however it wraps: the banner is as tall as its text needs
    window.results_pane.resize(420, window.results_pane.height())
    notice = window.notice
    qtbot.waitUntil(lambda: notice.height() >= notice.heightForWidth(notice.width()) > 90)

    # one click: the translation searched and read changes, and the question is searched there
    with qtbot.waitSignal(
        window.results_shown, timeout=5000, check_params_cb=lambda r: r and r.request.translation == "ten"
    ):
        qtbot.mouseClick(notice_button(window), Qt.MouseButton.LeftButton)
    assert window.current_translation() == "ten" and window.search_box.text() == ENGLISH
    assert window.answers.shown.response.language is None and window.results_model.rowCount()
    assert window.reader.location.translation == "ten"  # the reader changed too: said, with the way back
    assert window.notice.title() == "Searching the Tiny WEB"
    assert notice_button(window).text() == "Back to Tiny PT"

    with qtbot.waitSignal(
        window.results_shown, timeout=5000, check_params_cb=lambda r: r and r.request.translation == "tpt"
    ):
        qtbot.mouseClick(notice_button(window), Qt.MouseButton.LeftButton)
    assert window.current_translation() == "tpt" and window.reader.location.translation == "tpt"
    assert window.notice.title().startswith("Your question seems to be in English")


def test_a_question_in_another_language_is_never_called_absent_from_the_bible(qtbot, window):
    result = search(qtbot, window, ENGLISH)
    result.response.no_evidence = True  # even were the detector to say so, the language is what is said
    window.answers.show(result)
    assert window.notice.title().startswith("Your question seems to be in English")
    assert "does not seem to speak of this" not in window.notice.title()
    assert not window.results_model.soft


def test_without_a_translation_in_its_language_it_says_so_plainly(
    qtbot, library_path, make_services, open_window
):
    with Library(library_path) as lib:
        remove_translation(lib, "ten")
    window = open_window(make_services())
    search(qtbot, window, ENGLISH)
    assert window.notice.title() == "Your question seems to be in English"
    assert window.notice.text().startswith("No English translation is installed, so “Tiny PT” is searched by")
    assert notice_button(window).text() == "Import…"
    qtbot.mouseClick(notice_button(window), Qt.MouseButton.LeftButton)
    assert window.import_dialog.isVisible()
    window.import_dialog.reject()


def test_did_you_mean_searches_the_correction(qtbot, window):
    search(qtbot, window, "Melquisdeque")
    pane = window.results_pane
    assert pane.suggestion.isVisible() and pane.offered == "Melquisedeque"
    assert (
        "Did you mean:" in pane.suggestion.text() and "<b><i>Melquisedeque</i></b>" in pane.suggestion.text()
    )
    link = re.search(r'href="([^"]+)"', pane.suggestion.text()).group(1)
    with qtbot.waitSignal(
        window.results_shown, timeout=5000, check_params_cb=lambda r: r and r.request.query == "Melquisedeque"
    ):
        pane.suggestion.linkActivated.emit(link)  # what a click on the link sends
    assert window.search_box.text() == "Melquisedeque"  # the correction is in the box, and searched
    assert {i.verse.osis for i in window.results_model.items()} >= {"Gen.14.18", "Heb.7.1"}
    assert not pane.suggestion.isVisible()  # nothing left to correct
    assert window.history.recent()[0] == "Melquisedeque"


def test_the_arrow_keys_walk_the_results_and_the_reader_follows(qtbot, window):
    search(qtbot, window, "Deus")
    view, model = window.results_view, window.results_model
    assert model.rowCount() >= 3
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)  # into the list, on its first card
    assert view.hasFocus() and view.currentIndex().row() == 0
    assert window.reader.location.verse == model.item(0).cited[0].verse  # the reader shows the first card
    for row in (1, 2, 1):
        key = Qt.Key.Key_Down if row > view.currentIndex().row() else Qt.Key.Key_Up
        qtbot.keyClick(view, key)
        item = model.item(row)
        assert view.currentIndex().row() == row
        loc = window.reader.location
        first, last = item.cited[0], item.cited[-1]
        assert (loc.translation, loc.book, loc.chapter, loc.verse) == (
            "tpt",
            first.book,
            first.chapter,
            first.verse,
        )
        assert window.reader.highlighted() == list(range(first.verse, (last.verse_end or last.verse) + 1))
    with qtbot.waitSignal(window.bible_results.passage_opened, timeout=1000) as opened:
        qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter opens it, as a click does
    assert opened.args[0].verse == model.item(1).cited[0].verse == window.reader.location.verse
