"""Study tools in the reader: bookmarks, highlights and notes made on the selected verses, shown in the reader
and the study panel, on every translation, and still there after the window is opened again."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QMenu

from app.core.userdata import UserData
from app.gui.reader.mark_painting import HIGHLIGHTS
from app.gui.reader.navigation import Location
from app.gui.study.panel import IdRole, KindRole
from tests.gui.search_helpers import pick_translation
from tests.gui.study_helpers import ready, select


def leaves(tree):
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top.childCount():
            out.extend(top.child(j) for j in range(top.childCount()))
        else:
            out.append(top)
    return out


def test_bookmark_from_the_reader_appears_in_the_panel(qtbot, window):
    ready(qtbot, window)
    select(window, "Ps", 23, 1, 2)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Ctrl+D
    ud = window.study.userdata
    [b] = ud.list_bookmarks()
    assert (b.passage.book, b.passage.chapter, b.passage.verse, b.passage.end_verse) == ("Ps", 23, 1, 2)
    assert b.translation == "tpt"
    assert "saved" in window.statusBar().currentMessage()
    panel = window.study.panel
    window.study.dock.show()
    panel.show_tab("bookmarks")
    items = [i for i in leaves(panel.bookmarks) if i.data(0, KindRole) == "bookmark"]
    assert [i.text(0) for i in items] == ["Salmo 23:1-2"]
    # the reader shows a bookmark marker on the first verse; Ctrl+D again does not duplicate
    assert "umark:bookmark:1" in window.reader.view.toHtml()
    window.study.bookmarks.add()
    assert len(ud.list_bookmarks()) == 1 and "already" in window.statusBar().currentMessage()
    # folders and labels from the panel
    window.study.questions.ask_text = lambda *a, **k: "Estudos"
    folder_id = window.study.bookmarks.new_folder()
    window.study.bookmarks.move(b.id, folder_id)
    window.study.questions.ask_text = lambda *a, **k: "consolo"
    label_id = window.study.bookmarks.new_label(b.id)
    assert ud.get_bookmark(b.id).folder_id == folder_id and ud.get_bookmark(b.id).labels == (label_id,)
    panel.load_bookmarks()
    assert panel.bookmarks.topLevelItem(0).text(0).startswith("Estudos")
    item = panel.bookmarks.topLevelItem(0).child(0)
    assert "consolo" in item.data(0, Qt.ItemDataRole.UserRole + 31)
    menu = QMenu()
    panel.fill_menu(menu, item)
    assert any("Labels" in a.text() for a in menu.actions())
    # filter by label: another bookmark without it is hidden
    select(window, "John", 3, 16)
    window.study.bookmarks.add()
    panel.label_filter.setCurrentIndex(panel.label_filter.findData(label_id))
    panel.load_bookmarks()
    shown = [i.data(0, IdRole) for i in leaves(panel.bookmarks) if i.data(0, KindRole) == "bookmark"]
    assert shown == [b.id]
    # opening an item moves the reader there
    [item] = [i for i in leaves(panel.bookmarks) if i.data(0, KindRole) == "bookmark"]
    panel.bookmarks.itemActivated.emit(item, 0)  # Enter or a double click
    assert (window.reader.location.book, window.reader.highlighted()) == ("Ps", [1, 2])


def test_highlight_shows_in_the_reader_and_persists_after_reopening(qtbot, make_services, open_window):
    first = ready(qtbot, open_window(make_services()))
    select(first, "John", 3, 16, 17)
    qtbot.keyClick(first, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # Ctrl+3: blue
    blue = HIGHLIGHTS["light"]["blue"]
    assert blue in first.reader.view.toHtml()
    assert {h.verse: h.color for h in first.study.userdata.all_highlights()} == {16: "blue", 17: "blue"}
    panel = first.study.panel
    first.study.dock.show()
    panel.show_tab("highlights")
    group = panel.highlights.topLevelItem(0)
    assert group.text(0).startswith("Azul") or group.text(0).startswith("Blue")
    assert group.child(0).text(0) == "João 3:16-17"
    # the same colour again takes it off one verse; another colour replaces
    select(first, "John", 3, 17)
    first.study.highlight("blue")
    select(first, "John", 3, 18)
    first.study.highlight("yellow")
    assert {h.verse: h.color for h in first.study.userdata.all_highlights()} == {16: "blue", 18: "yellow"}
    first.apply_theme("dark")
    assert HIGHLIGHTS["dark"]["blue"] in first.reader.view.toHtml()
    first.apply_theme("light")
    first.close()

    second = ready(qtbot, open_window(make_services()))
    second.reader.show_location(Location("tpt", "John", 3, 1))
    qtbot.waitUntil(lambda: blue in second.reader.view.toHtml(), timeout=3000)
    assert second.reader.marks.highlights == {16: "blue", 18: "yellow"}
    # coordinates are translation-independent: the English text is highlighted too
    pick_translation(second, "ten")
    assert second.reader.location.translation == "ten" and blue in second.reader.view.toHtml()


def test_note_editor_saves_then_panel_and_marker_and_reopening(qtbot, make_services, open_window):
    first = ready(qtbot, open_window(make_services()))
    select(first, "Ps", 23, 4)
    qtbot.keyClick(first, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Ctrl+N
    [editor] = first.study.editors
    assert editor.note is None and editor.windowTitle().endswith("Salmo 23:4")
    editor.title_edit.setText("Sem medo")
    editor.source.setPlainText("Mesmo no vale, ")
    editor.source.moveCursor(editor.source.textCursor().MoveOperation.End)
    editor.make_bold()  # "****" with the cursor inside
    editor.source.insertPlainText("ele está comigo")
    editor.source.moveCursor(editor.source.textCursor().MoveOperation.End)
    editor.source.insertPlainText("\n\n")
    editor.make_list()
    editor.source.insertPlainText("orar")
    text = "Mesmo no vale, **ele está comigo**\n\n- orar"
    assert editor.text() == text and editor.dirty
    editor.update_preview()
    preview = editor.preview.toHtml()
    assert "ele está comigo" in preview and "orar" in preview
    assert editor.status.text() == "Not saved yet" or editor.status.text() == "Ainda não salva"
    assert editor.save_now()
    assert not editor.dirty and editor.last_saved is not None
    ud = first.study.userdata
    [note] = ud.all_notes()
    assert (note.text, note.title, note.translation) == (text, "Sem medo", "tpt")
    assert (
        "saved" in first.statusBar().currentMessage().lower() or "salva" in first.statusBar().currentMessage()
    )
    # the panel lists it with its reference and first line; the reader marks the verse
    first.study.dock.show()
    first.study.panel.show_tab("notes")
    row = first.study.panel.notes.topLevelItem(0)
    assert row.text(0) == "Salmo 23:4" and row.data(0, Qt.ItemDataRole.UserRole + 31) == "Sem medo"
    assert "umark:note:4" in first.reader.view.toHtml()
    assert first.reader.links.marker_tooltip("note", 4).startswith("<b>Salmo 23:4</b>")
    # Ctrl+N on the same verse opens the same note, not a new one
    editor.save_and_close()
    again = first.study.edit_note_for_selection()
    assert again.note.id == note.id
    again.close()
    first.close()

    second = ready(qtbot, open_window(make_services()))
    [kept] = second.study.userdata.all_notes()
    assert (kept.id, kept.text, kept.title) == (note.id, text, "Sem medo")
    second.reader.show_location(Location("ten", "Ps", 23, 1))  # the English translation shows it too
    assert "umark:note:4" in second.reader.view.toHtml()
    second.reader.links.open(QUrl("umark:note:4"))  # the marker opens it
    assert [e.note.id for e in second.study.editors] == [note.id]


def test_unsaved_note_is_never_lost_when_the_window_closes(qtbot, make_services, open_window):
    window = ready(qtbot, open_window(make_services()))
    select(window, "Isa", 41, 10)
    editor = window.study.edit_note_for_selection()
    editor.source.setPlainText("Não temas.")
    asked = []
    window.study.questions.ask_unsaved = lambda e: asked.append(e) or "cancel"
    window.close()
    assert asked == [editor] and window.isVisible()  # cancelled: the window stays, the text too
    assert editor.text() == "Não temas."
    window.study.questions.ask_unsaved = lambda e: "save"
    window.close()
    assert not window.isVisible()
    second = ready(qtbot, open_window(make_services()))
    assert [n.text for n in second.study.userdata.all_notes()] == ["Não temas."]
    # quitting without a close event (the session ends): the draft is saved, no question asked
    select(second, "Isa", 41, 10)
    ed = second.study.edit_note_for_selection()
    ed.source.setPlainText("Não temas, porque eu sou contigo.")
    second.shutdown()
    with UserData.open() as ud:
        assert [n.text for n in ud.all_notes()] == ["Não temas, porque eu sou contigo."]


def test_context_menu_offers_the_study_actions_and_keeps_a_range(qtbot, window):
    ready(qtbot, window)
    select(window, "Ps", 23, 1, 3)
    window.study.bookmarks.add()
    window.study.editors.open(window.study.reader_tools.selected_passage(), None).close()
    menu = QMenu()
    menu.addActions(window.reader.view.context_actions)
    window.study.reader_tools.extend_menu(menu)
    texts = [a.text().replace("&", "") for a in menu.actions()]
    assert texts[:3] == ["Bookmark", "Highlight", "Add or edit note…"]
    assert "Remove bookmark" in texts
    assert window.reader.view.selected_verses() == [1, 2, 3]
    window.study.bookmarks.remove_selected()
    assert window.study.userdata.list_bookmarks() == []


def test_without_a_selection_the_tools_say_so(qtbot, window):
    ready(qtbot, window)
    window.reader.show_location(Location("tpt", "Ps", 23))
    window.study.bookmarks.add()
    assert window.statusBar().currentMessage() in (
        "Select a verse first.",
        "Selecione um versículo primeiro.",
    )
    assert window.study.userdata.list_bookmarks() == []
