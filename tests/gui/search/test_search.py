"""Searching from the window: references drive the reader, questions fill the results, newer queries win."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from app.core.errors import ModelUnavailable
from app.gui.search.results import ItemRole, why_label
from tests.gui.search_helpers import search


def test_typing_a_reference_navigates_the_reader(qtbot, window):
    window.search_box.setFocus()
    with qtbot.waitSignal(
        window.results_shown,
        timeout=5000,
        check_params_cb=lambda r: r is not None and r.request.query == "Jo 3:16",
    ):
        qtbot.keyClicks(window.search_box, "Jo 3:16")  # debounced: no Enter
    loc = window.reader.location
    assert (loc.translation, loc.book, loc.chapter, loc.verse) == ("tpt", "John", 3, 16)
    assert window.reader.highlighted() == [16]
    assert "Porque Deus amou o mundo" in window.reader.plain_text()
    assert window.results_model.rowCount() == 1
    assert window.results_model.item(0).why == "reference"


@pytest.mark.parametrize("scope", ["bible", "notes"])
def test_a_typed_reference_is_read_once_from_the_box_to_its_card(qtbot, window, monkeypatch, scope):
    """Read on the search lane in the translation's numbering, then routed (a reference typed while searching
    the notes opens the Bible's passage), answered and shown with that one reading."""
    from app.core.scripture import refs

    read, parse = [], refs.parse_reference_list

    def spy(text, *args, **kwargs):
        read.append(text)
        return parse(text, *args, **kwargs)

    monkeypatch.setattr(refs, "parse_reference_list", spy)
    window.set_search_scope(scope)
    result = search(qtbot, window, "Jo 3:16")
    assert result.request.scope == "bible" and result.response.route == "reference"
    assert window.reader.location.verse == 16
    search(qtbot, window, "Jo 99:1")
    assert "21" in window.empty.toPlainText()
    assert read == ["Jo 3:16", "Jo 99:1"]


def test_reference_range_highlights_every_verse(qtbot, window):
    search(qtbot, window, "Sl 23:1-2")
    assert window.reader.location.book == "Ps"
    assert window.reader.highlighted() == [1, 2]


def test_impossible_reference_is_explained(qtbot, window):
    search(qtbot, window, "Jo 99:1")
    assert window.results_stack.currentWidget() is window.empty
    text = window.empty.toPlainText()
    assert "21" in text and "99" in text  # "João has 21 chapters, so there is no chapter 99."


def test_a_question_fills_results_with_badges(qtbot, window):
    result = search(qtbot, window, "como posso perdoar quem me feriu?")
    items = window.results_model.items()
    assert items, "a question must find something"
    assert result.meaning_ready
    whys = {i.why for i in items}
    assert whys <= {"keyword", "vector", "both"}
    assert "vector" in whys or "both" in whys
    forgiving = next(i for i in items if "Matt.6.14" in {v.osis for v in i.cited})
    assert forgiving.why == "both"
    assert any(forgiving.matched.values()), "the keyword arm highlights the words it matched"
    assert {why_label(w) for w in whys} <= {"words", "meaning", "both"}
    # cards render (delegate paint + size) without errors, each with its context window
    assert all(i.context for i in items)
    window.results_view.grab()
    index = window.results_model.index(0)
    assert window.results_view.sizeHintForIndex(index).height() > 40
    assert index.data(ItemRole) is items[0]


def test_a_second_query_supersedes_the_first(qtbot, make_services, open_window, embedder):
    slow_started = []

    class SlowFirst:
        dim, model_id = embedder.dim, embedder.model_id

        def embed_queries(self, texts):
            if "lento" in texts[0]:
                slow_started.append(time.monotonic())
                time.sleep(0.6)
            return embedder.embed_queries(texts)

        def embed_passages(self, *a, **k):
            return embedder.embed_passages(*a, **k)

    slow = SlowFirst()
    window = open_window(make_services(factory=lambda p, c: slow))
    shown = []
    window.results_shown.connect(lambda r: shown.append(r.request.query if r else None))
    window.search("lento amor")
    qtbot.waitUntil(lambda: bool(slow_started), timeout=3000)
    window.search("Melquisedeque")
    qtbot.waitUntil(lambda: "Melquisedeque" in shown, timeout=5000)
    qtbot.waitUntil(lambda: window.runner.pending("search") == 0, timeout=5000)  # the first one's answer too
    assert slow_started and "lento amor" not in shown
    assert window.controller.latest.query == "Melquisedeque"
    assert {v.osis for i in window.results_model.items() for v in i.cited} >= {"Gen.14.18", "Heb.7.1"}


def test_typing_supersedes_while_debouncing(qtbot, window):
    shown = []
    window.results_shown.connect(lambda r: shown.append(r.request.query if r else None))
    window.controller.set_debounce(600)  # a busy test machine may pause between the two keyClicks
    qtbot.keyClicks(window.search_box, "amor")
    qtbot.keyClicks(window.search_box, " ao proximo")  # QTest types ASCII only
    qtbot.waitUntil(lambda: "amor ao proximo" in shown, timeout=5000)
    controller = window.controller  # nothing still waiting to be typed out, searched or shown
    qtbot.waitUntil(lambda: not (controller.pending or controller.busy or window.runner.pending("search")))
    assert shown == ["amor ao proximo"], "intermediate keystrokes never reach the screen"


def test_starts_without_meaning_index_and_searches_by_keyword(qtbot, make_services, open_window, gate):
    window = open_window(make_services(factory=gate), wait_meaning=False)
    assert window.meaning_banner.isVisible()
    assert "still being prepared" in window.meaning_banner.title()
    result = search(qtbot, window, "Melquisedeque")
    assert "meaning_search_unavailable" in result.response.notices
    items = window.results_model.items()
    assert {i.verse.osis for i in items} == {"Gen.14.18", "Heb.7.1"}
    assert {i.why for i in items} == {"keyword"}
    assert "by words" in window.results_status.text()
    assert window.meaning_banner.isVisible()
    gate.release()
    qtbot.waitUntil(lambda: not window.meaning_banner.isVisible(), timeout=5000)
    # once ready, the same query is searched again with meaning
    qtbot.waitUntil(lambda: window.answers.shown.meaning_ready, timeout=5000)


def test_missing_model_degrades_to_keyword_with_a_warning(qtbot, make_services, open_window):
    def broken(progress, cancelled):
        raise ModelUnavailable("model.onnx is missing")

    window = open_window(make_services(factory=broken))
    assert window.meaning_banner.isVisible() and window.meaning_banner.kind == "warn"
    assert "model.onnx is missing" in window.meaning_banner.text()
    search(qtbot, window, "perdoar")
    assert window.results_model.items()[0].verse.osis == "Matt.6.14"


def test_no_evidence_is_said_with_care_and_results_stay_below(qtbot, window):
    result = search(qtbot, window, "amor")
    result.response.no_evidence = True
    window.answers.show(result)
    assert window.notice.isVisible()
    assert "does not seem to speak of this directly" in window.notice.title()
    assert window.results_model.soft and window.results_model.rowCount() > 0
    window.results_view.grab()


def test_filters_and_bible_order(qtbot, window):
    window.filter_button.setChecked(True)
    window.testament_combo.setCurrentIndex(window.testament_combo.findData("NT"))
    window.testament_combo.activated.emit(window.testament_combo.currentIndex())
    search(qtbot, window, "Deus")
    books = [i.verse.book for i in window.results_model.items()]
    assert books and set(books) <= {"Matt", "John", "1Cor", "Heb", "Jude"}
    window.sort_combo.setCurrentIndex(window.sort_combo.findData("bible"))
    with qtbot.waitSignal(window.results_shown, timeout=5000):
        window.sort_combo.activated.emit(window.sort_combo.currentIndex())
    from app.core.scripture import canon

    keys = [
        (canon.BY_OSIS[i.verse.book].index, i.verse.chapter, i.verse.verse)
        for i in window.results_model.items()
    ]
    assert keys == sorted(keys)


def test_keyboard_down_enter_opens_result(qtbot, window):
    search(qtbot, window, "Melquisedeque")
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    assert window.results_view.hasFocus() or window.results_view.currentIndex().row() == 0
    target = window.results_model.item(window.results_view.currentIndex().row()).verse
    window.results_view.activated.emit(window.results_view.currentIndex())
    loc = window.reader.location
    assert (loc.book, loc.chapter, loc.verse) == (target.book, target.chapter, target.verse)


def test_down_from_the_search_box_shows_the_card_it_selects(qtbot, window):
    """The list scrolled away from its first card: Down from the search box selects it and scrolls it into
    view (it was selected and opened out of sight); again, after the list was scrolled once more."""
    window.resize(1366, 768)
    search(qtbot, window, "Deus")
    view = window.results_view
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # more cards than the list shows
    for _ in range(2):
        bar.setValue(bar.maximum())
        window.search_box.setFocus()
        qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
        assert view.currentIndex().row() == 0
        qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(view.currentIndex())))


def test_search_history_drop_down(qtbot, window):
    search(qtbot, window, "Melquisedeque")
    search(qtbot, window, "amor ao próximo")
    assert window.history.recent()[:2] == ["amor ao próximo", "Melquisedeque"]
    window.search_bar.history_wanted.emit()
    labels = [a.text() for a in window.history_menu.actions() if a.text()]
    assert labels[:2] == ["amor ao próximo", "Melquisedeque"]
    window.history_menu.hide()


def test_scrolling_to_the_end_fetches_the_next_page(qtbot, window):
    import dataclasses

    request = dataclasses.replace(window.make_request("Deus"), limit=5)
    with qtbot.waitSignal(window.results_shown, timeout=5000):
        window.search_box.setText("Deus")
        window.controller.submit(request)
    model = window.results_model
    # the view asks for the next page by itself when five cards do not fill it; otherwise scrolling would
    if model.canFetchMore():
        model.fetchMore()
    qtbot.waitUntil(lambda: model.rowCount() >= 10, timeout=5000)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)  # the page asked for last is shown
    ids = [i.verse.id for i in model.items()]
    assert len(ids) >= 10 and len(set(ids)) == len(ids)
    assert str(len(ids)) in window.results_status.text()
