"""Searching your own notes from the main search box: by a word, by a related word (the fake embedder's
meaning), filtered, and a card opens the note."""

from __future__ import annotations

from app.gui.settings import SEARCH_SCOPE
from app.gui.study.notes_results import NoteItemRole, NotesResult
from tests.gui.study_helpers import ready


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
    assert window.settings.get(SEARCH_SCOPE) == "notes"
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
