"""The related passages beside the reader: a selected verse's cross-references (OpenBible.info, tiny fixture)
and "more like this" (FakeEmbedder), their empty states, the credit, and a newer verse winning."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from app.core.library import openbible
from app.core.library.reading import Library
from app.gui.panels.related import LocationRole, NoteRole, TextRole
from app.gui.reader.navigation import Location
from tests.fixtures import openbible as fixture
from tests.gui.panels.reader_clicks import click_verse


@pytest.fixture
def with_openbible(library_path, tmp_path):
    """The tiny corpus with OpenBible.info's fixture loaded (John 3:16 → John 3:17, 1 Cor 13:4-5, Jude)."""
    with Library(library_path) as lib:
        openbible.load(lib, fixture.write(tmp_path / "openbible"))
    return library_path


@pytest.fixture
def ob_window(with_openbible, make_services, open_window):
    return open_window(make_services())


def places(view) -> list[tuple[str, int, int, int]]:
    out = []
    for row in range(view.count()):
        loc = view.item(row).data(LocationRole)
        out.append((loc.book, loc.chapter, loc.verse, loc.end_verse))
    return out


def shown_for(qtbot, window, verse: int, action, *, meaning: bool | None = None):
    """Run `action` and return the related passages shown for `verse` afterwards."""
    with qtbot.waitSignal(
        window.related.shown,
        timeout=5000,
        check_params_cb=lambda r: (
            r.request.verse == verse and (meaning is None or r.meaning_ready == meaning)
        ),
    ) as blocker:
        action()
    return blocker.args[0]


def test_selecting_a_verse_lists_its_cross_references_and_enter_opens_one(qtbot, ob_window):
    window = ob_window
    window.related.show_dock()
    panel = window.related.panel
    assert panel.placeholder.isVisible() and not panel.sections.isVisible()  # no verse selected yet
    window.reader.show_location(Location("tpt", "John", 3))
    shown_for(qtbot, window, 16, lambda: click_verse(qtbot, window, 16))
    assert window.reader.highlighted() == [16]
    # most voted first, in the reading translation; Rom 5:8 (not in the tiny corpus) left out, Jude clipped
    assert places(panel.cross_list) == [("John", 3, 17, 0), ("1Cor", 13, 4, 5), ("Jude", 1, 1, 0)]
    assert panel.cross_list.titles()[:2] == ["João 3:17", "1 Coríntios 13:4-5"]
    assert panel.cross_list.item(0).data(TextRole).startswith("Deus não enviou o seu Filho")
    assert "30" in panel.cross_list.item(0).toolTip()  # its readers' votes
    assert "João 3:16" in panel.title.text()
    assert panel.credit.isVisible() and "OpenBible.info, CC-BY" in panel.credit.text()
    # Enter on the second opens 1 Cor 13:4-5 in the reader; the list stays João 3:16's
    panel.cross_list.setFocus()
    panel.cross_list.setCurrentRow(1)
    qtbot.keyClick(panel.cross_list, Qt.Key.Key_Return)
    loc = window.reader.location
    assert (loc.book, loc.chapter, window.reader.highlighted()) == ("1Cor", 13, [4, 5])
    assert "João 3:16" in panel.title.text() and panel.cross_list.count() == 3
    # a click on the first opens João 3:17; Back returns to 1 Cor 13
    index = panel.cross_list.model().index(0, 0)
    qtbot.mouseClick(
        panel.cross_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.cross_list.visualRect(index).center(),
    )
    assert (window.reader.location.book, window.reader.highlighted()) == ("John", [17])
    # a verse readers linked nothing to says so
    related = shown_for(qtbot, window, 18, lambda: click_verse(qtbot, window, 18))
    assert related.request.book == "John" and not related.cross_references
    assert not panel.cross_list.isVisible() and panel.cross_hint.isVisible()
    assert "João 3:18" in panel.cross_hint.text()


def test_more_like_this_lists_what_readers_and_the_text_agree_on_and_says_why(qtbot, ob_window):
    window = ob_window
    window.related.show_dock()
    related = shown_for(
        qtbot, window, 16, lambda: window.reader.show_location(Location("tpt", "John", 3, 16))
    )
    panel = window.related.panel
    assert related.meaning_ready
    similar = places(panel.similar_list)
    assert similar and not [s for s in similar if s[:2] == ("John", 3)]  # nor John 3:17, the next verse
    assert [(like.verse.book, like.verse.chapter, like.verse.verse) for like in related.similar] == [
        s[:3] for s in similar
    ]
    assert similar[0] == ("1Cor", 13, 4, 0)  # John 3:16's cross-reference, on the topic "love" too
    first = panel.similar_list.item(0)
    assert first.data(NoteRole) == "cross-reference · shared topic · meaning"
    assert "cross-reference" in first.toolTip()
    assert first.data(Qt.ItemDataRole.AccessibleTextRole).startswith(
        "1 Coríntios 13:4 (cross-reference · shared topic · meaning) — O amor"
    )
    assert not panel.cross_list.item(0).data(NoteRole)  # a cross-reference's own list needs no reason
    assert panel.similar_list.isVisible() and not panel.similar_hint.isVisible()
    # opening one moves the reader there
    panel.similar_list.setCurrentRow(0)
    qtbot.keyClick(panel.similar_list, Qt.Key.Key_Return)
    assert (window.reader.location.book, window.reader.location.chapter) == similar[0][:2]


def test_more_like_this_waits_for_meaning_search_then_fills_in(
    qtbot, with_openbible, make_services, open_window, gate
):
    window = open_window(make_services(factory=gate), wait_meaning=False)
    window.related.show_dock()
    shown_for(qtbot, window, 16, lambda: window.reader.show_location(Location("tpt", "John", 3, 16)))
    panel = window.related.panel
    assert panel.cross_list.count() == 3  # cross-references need no model
    assert not panel.similar_list.isVisible() and panel.similar_hint.isVisible()
    assert "when meaning search is ready" in panel.similar_hint.text()
    with qtbot.waitSignal(window.related.shown, timeout=10000, check_params_cb=lambda r: r.meaning_ready):
        gate.release()
    assert panel.similar_list.count() > 0 and not panel.similar_hint.isVisible()


def test_without_openbible_data_or_a_model_the_panel_says_so(qtbot, make_services, open_window):
    window = open_window(make_services(factory=None))
    window.related.show_dock()
    shown_for(qtbot, window, 16, lambda: window.reader.show_location(Location("tpt", "John", 3, 16)))
    panel = window.related.panel
    assert panel.cross_list.count() == 0 and "no cross-references yet" in panel.cross_hint.text()
    assert panel.cross_hint.isVisible() and panel.credit.isVisible()
    assert panel.similar_list.count() == 0 and "not available" in panel.similar_hint.text()


def test_a_newer_verse_supersedes_the_older_request(qtbot, ob_window):
    window = ob_window
    controller = window.related
    engine = controller.source
    started, release = threading.Event(), threading.Event()

    class SlowFirst:
        def related(self, request):
            if request.verse == 16:
                started.set()
                release.wait(5)
            return engine.related(request)

    controller.source = SlowFirst()
    answers = []
    controller.shown.connect(lambda r: answers.append(r.request.verse))
    controller.show_dock()
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert started.wait(5)
    window.reader.show_location(Location("tpt", "John", 3, 17))
    release.set()
    qtbot.waitUntil(lambda: answers == [17], timeout=5000)
    qtbot.waitUntil(lambda: window.runner.pending("search") == 0, timeout=5000)  # 3:16's answer came, dropped
    assert answers == [17]
    assert "João 3:17" in controller.panel.title.text()


def test_the_panel_asks_nothing_while_hidden_and_catches_up_when_shown(qtbot, ob_window):
    window = ob_window
    asked = []
    real = window.related.source

    class Counting:
        def related(self, request):
            asked.append(request.verse)
            return real.related(request)

    window.related.source = Counting()
    window.reader.show_location(Location("tpt", "John", 3, 16))
    window.reader.show_location(Location("tpt", "John", 3, 17))
    window.runner.wait(2000)
    assert asked == [] and not window.related.dock.isVisible()
    shown_for(qtbot, window, 17, window.related.show_dock)
    assert asked == [17]


def test_the_about_box_credits_openbible(qtbot, window):
    dialog = window.open_about()
    text = dialog.browser.toPlainText()
    dialog.close()
    assert "OpenBible.info, CC-BY" in text and "cross-references" in text


def test_a_failed_lookup_is_said_and_the_next_verse_still_works(qtbot, ob_window):
    window = ob_window
    controller = window.related
    engine = controller.source

    class Broken:
        def related(self, request):
            if request.verse == 17:
                raise OSError(5, "disk unreadable")
            return engine.related(request)

    controller.source = Broken()
    controller.show_dock()
    panel = controller.panel
    window.reader.show_location(Location("tpt", "John", 3, 17))
    qtbot.waitUntil(lambda: "disk unreadable" in panel.placeholder.text(), timeout=5000)
    assert panel.placeholder.isVisible() and not panel.sections.isVisible()
    shown_for(qtbot, window, 16, lambda: window.reader.show_location(Location("tpt", "John", 3, 16)))
    assert panel.sections.isVisible() and not panel.placeholder.isVisible() and panel.cross_list.count() == 3
    window.reader.show_location(Location("tpt", "John", 3))  # no verse: the invitation again, not the error
    assert panel.placeholder.isVisible() and "Select a verse" in panel.placeholder.text()


def test_hidden_on_first_run_and_shown_again_when_it_was_left_open(qtbot, make_services, open_window):
    from app.gui.settings import Settings

    settings = Settings()
    first = open_window(make_services(settings=settings))
    assert not first.related.dock.isVisible() and not first.related.toggle_action.isChecked()
    qtbot.keyClick(
        first, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert first.related.dock.isVisible()
    first.shutdown()  # saves the window state
    second = open_window(make_services(settings=settings))
    assert second.related.dock.isVisible()
