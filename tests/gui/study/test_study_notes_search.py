"""Searching your own notes from the main search box: by a word, by a related word (the fake embedder's
meaning), filtered, and a card opens the note."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.library import openbible
from app.core.library.reading import Library
from app.gui import i18n
from app.gui.study.notes_results import NoteItemRole, NotesResult
from tests.fixtures import openbible as fixture
from tests.gui.study_helpers import ready
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture


def search_notes(qtbot, window, query: str) -> NotesResult:
    with qtbot.waitSignal(
        window.results_shown,
        timeout=5000,
        check_params_cb=lambda r: isinstance(r, NotesResult) and r.request.query == query,
    ) as blocker:
        window.search(query)
    return blocker.args[0]


def test_notes_scope_finds_notes_by_word_and_by_meaning(qtbot, window):
    ready(qtbot, window)
    study = window.study
    ud = study.userdata
    mercy = ud.add_note("Lam", 3, 22, "A **misericórdia** de Deus se renova cada manhã.")
    study.store.mark_changed({"notes"})
    forgive = study.store.write(lambda u: u.add_note("Matt", 6, 14, "Preciso perdoar meu irmão."), {"notes"})
    window.set_search_scope("notes")
    assert study.notes.engine.embedder is not None  # the window's (fake) embedder, once meaning search is up

    # a word (its stem: "perdão" finds "perdoar")
    result = search_notes(qtbot, window, "perdão")
    assert [i.note.id for i in result.items] == [forgive.id]
    assert window.results_stack.currentWidget() is study.notes_results.view
    item = study.notes_results.view.notes_model.item(0)
    assert item.why in ("keyword", "both")
    assert [item.text[s:e] for s, e in item.spans] == ["perdoar"]
    assert "1" in window.results_status.text()

    # a related word the analyzer does not join: only meaning (the fake embedder's word pieces) finds it
    result = search_notes(qtbot, window, "misericordioso")
    assert result.items and result.items[0].note.id == mercy.id and result.items[0].why == "vector"

    # a filter applies to notes too (Lamentations is in the Old Testament)
    window.testament_combo.setCurrentIndex(window.testament_combo.findData("NT"))
    window.testament_combo.activated.emit(window.testament_combo.currentIndex())
    result = search_notes(qtbot, window, "Deus irmão misericórdia perdoar")
    assert {i.note.id for i in result.items} == {forgive.id}
    window.testament_combo.setCurrentIndex(window.testament_combo.findData("all"))
    window.testament_combo.activated.emit(window.testament_combo.currentIndex())

    # a note saved after the index was built is found at once (the notes version moved)
    new = study.store.write(lambda u: u.add_note("Ps", 23, 1, "O bom pastor cuida de mim."), {"notes"})
    result = search_notes(qtbot, window, "pastor")
    assert [i.note.id for i in result.items] == [new.id]

    # a card opens the note: the reader at its verse, and the editor
    index = study.notes_results.view.notes_model.index(0)
    assert index.data(NoteItemRole).note.id == new.id
    study.notes_results.view.note_activated.emit(new.id)
    assert (window.reader.location.book, window.reader.location.chapter, window.reader.highlighted()) == (
        "Ps",
        23,
        [1],
    )
    assert [e.note.id for e in study.editors] == [new.id]

    # nothing found: said plainly; back to the Bible scope, Bible results again
    search_notes(qtbot, window, "xyzzy")
    assert window.results_stack.currentWidget() is window.empty
    window.set_search_scope("bible")
    with qtbot.waitSignal(window.results_shown, timeout=5000, check_params_cb=lambda r: r is not None):
        window.search("Melquisedeque")
    assert window.results_stack.currentWidget() is window.results_view


def test_the_embedding_cache_lives_in_the_user_data_folder(qtbot, window):
    ready(qtbot, window)
    study = window.study
    study.store.write(lambda u: u.add_note("Gen", 1, 1, "No princípio."), {"notes"})
    window.set_search_scope("notes")
    search_notes(qtbot, window, "princípio")
    from app.gui.study.notes_search import notes_cache_dir

    files = sorted(p.suffix for p in notes_cache_dir().iterdir())
    assert files == [".json", ".npy"]


def test_bookmarks_are_searched_with_the_notes_and_open_their_passage(qtbot, window):
    ready(qtbot, window)
    study = window.study
    folder = study.store.write(lambda u: u.add_folder("Salmos de confiança"), {"folders"})
    comfort = study.store.write(lambda u: u.add_label("consolo"), {"labels"})
    marked = study.store.write(
        lambda u: u.add_bookmark("Ps", 23, 1, None, 2, title="O bom pastor", folder_id=folder.id,
                                 labels=[comfort.id]),
        {"bookmarks"},
    )  # fmt: skip
    window.set_search_scope("notes")
    for query in ("pastor", "consolo", "salmos"):  # by its title, its label, its folder
        result = search_notes(qtbot, window, query)
        assert [type(i).__name__ for i in result.items] == ["BookmarkResultItem"], query
    item = result.items[0]
    assert (
        window.results_status.text().startswith("1 bookmark") and "note" not in window.results_status.text()
    )
    assert item.bookmark.id == marked.id and item.title() == "Salmo 23:1-2"
    assert item.folder == ("Salmos de confiança", [(0, 6)])  # "salmos" highlighted in the folder's name
    assert [name for name, _ in item.labels] == ["consolo"]
    assert item.scripture.startswith("O Senhor é o meu pastor")  # its passage, in the translation read
    card = card_text(window, 0)
    assert "O bom pastor" in card and "Salmos de confiança" in card and "consolo" in card
    # a label renamed: the bookmark is found by its new name at once
    study.store.write(lambda u: u.update_label(comfort.id, name="esperança"), {"labels"})
    assert search_notes(qtbot, window, "esperança").items[0].bookmark.id == marked.id
    # Down from the search box moves into the list; Enter opens the card: its passage, not a note editor
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    assert study.notes_results.view.hasFocus() and study.notes_results.view.currentIndex().row() == 0
    qtbot.keyClick(study.notes_results.view, Qt.Key.Key_Return)
    loc = window.reader.location
    assert (loc.book, loc.chapter, window.reader.highlighted()) == ("Ps", 23, [1, 2])
    assert list(study.editors) == []


def test_down_from_the_search_box_shows_the_note_card_it_selects(qtbot, window):
    """The list of notes scrolled away from its first card: Down selects it and scrolls it into view."""
    ready(qtbot, window)
    window.resize(1366, 768)
    study = window.study
    for n in range(1, 16):
        study.store.write(lambda u, n=n: u.add_note("Ps", 23, n % 6 + 1, f"O pastor cuida de mim ({n})."),
                          {"notes"})  # fmt: skip
    window.set_search_scope("notes")
    search_notes(qtbot, window, "pastor")
    view = study.notes_results.view
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 0
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(view.currentIndex())))


def card_text(window, row: int) -> str:
    """What a notes card says: its accessible text and the body it draws."""
    view = window.study.notes_results.view
    index = view.notes_model.index(row)
    item = index.data(NoteItemRole)
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(view.delegate.body_html(item, index))
    return index.data(Qt.ItemDataRole.AccessibleTextRole) + "\n" + doc.toPlainText()


@pytest.mark.usefixtures("portuguese")
def test_a_note_found_by_what_its_passage_is_about_names_the_topic(
    qtbot, library_path, tmp_path, make_services, open_window
):
    """The notes' third arm is the Bible's topical arm (OpenBible.info's votes): a note on Proverbs 6:6 that
    never says "laziness" is found by it, and its card says which topic — in the Portuguese interface by the
    app's Portuguese name —, crediting the readers."""
    with Library(library_path) as lib:
        openbible.load(lib, fixture.write(tmp_path / "openbible"))
    window = ready(qtbot, open_window(make_services()))  # the topic index built with the fake embedder
    study = window.study
    ant = study.store.write(lambda u: u.add_note("Prov", 6, 6, "Aprender com a formiga."), {"notes"})
    window.set_search_scope("notes")
    result = search_notes(qtbot, window, "laziness")
    item = next(i for i in result.items if i.key == ant.id)
    assert item.why == "topic" and item.hit.topics[0] == "preguiça"  # OpenBible's "laziness"
    view = study.notes_results.view
    index = view.notes_model.index(result.items.index(item))
    assert view.delegate.badge_note(item) == "tema: preguiça"
    assert view.delegate.badge_label(item) == "tema"
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    assert "Leitores do OpenBible.info (CC-BY) votaram este versículo para o tema «preguiça»" in tip
    view.grab()  # the card paints, its topic beside the badge
    i18n.set_ui_language("en")  # the English interface: OpenBible's names
    try:
        result = search_notes(qtbot, window, "laziness.")
    finally:
        i18n.set_ui_language("pt")
    item = next(i for i in result.items if i.key == ant.id)
    assert item.hit.topics[0] == "laziness"


def test_a_reference_opens_the_passage_whatever_the_scope(qtbot, window):
    ready(qtbot, window)
    window.study.store.write(lambda u: u.add_note("John", 3, 16, "Jo 3:16: o amor de Deus."), {"notes"})
    window.set_search_scope("notes")
    with qtbot.waitSignal(window.results_shown, timeout=5000, check_params_cb=lambda r: r is not None):
        window.search("Jo 3:16")
    loc = window.reader.location
    assert (loc.book, loc.chapter, loc.verse) == ("John", 3, 16)
    assert window.answers.shown.request.scope == "bible"  # the passage, not a note quoting it
    assert window.results_stack.currentWidget() is window.results_view
    assert window.search_bar.scope() == "notes"  # the next question still searches the notes
    assert isinstance(search_notes(qtbot, window, "amor de Deus"), NotesResult)


def test_ctrl_shift_n_goes_to_the_notes_and_back_and_the_scope_is_not_kept(qtbot, make_services, open_window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    services = make_services()
    window = ready(qtbot, open_window(services))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    action = window.actions["search_notes"]
    qtbot.keyClick(
        window.search_box,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.search_bar.scope() == "notes" and action.isChecked()
    assert window.search_box.hasFocus()
    qtbot.keyClick(
        window.search_box,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.search_bar.scope() == "bible" and not action.isChecked()
    window.search_bar.scope_picked.emit("notes")  # the picker says so too
    assert action.isChecked()
    window.shutdown()
    again = open_window(services)  # the next start searches the Bible
    assert again.search_bar.scope() == "bible" and not again.actions["search_notes"].isChecked()
