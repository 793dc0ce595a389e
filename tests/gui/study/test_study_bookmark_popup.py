"""Ctrl+D bookmarks at once, then a popup under the verse offers a title, a folder and labels: Enter keeps
them, Esc leaves the bookmark as made, Remove takes it away; the next bookmark goes to the last folder
used."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from app.gui.study.bookmark_popup import split_labels
from app.gui.study.panel import KindRole
from tests.gui.study_helpers import ready, select


def ctrl_d(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    popup = window.study.bookmarks.popup
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    return popup


def test_ctrl_d_saves_first_then_the_popup_sets_title_folder_and_labels(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    select(window, "Ps", 23, 1, 2)
    popup = ctrl_d(qtbot, window)
    # saved before anything is asked: the popup only adds to it
    [b] = ud.list_bookmarks()
    assert (b.passage.verse, b.passage.end_verse, b.folder_id, b.labels, b.title) == (1, 2, None, (), "")
    assert "Salmo 23:1-2" in popup.heading.text()
    assert "saved" in window.statusBar().currentMessage() or "salvo" in window.statusBar().currentMessage()
    # it opens under the verse, inside the reader
    verse = window.reader.verse_rect_global(2, 23)
    assert popup.geometry().top() >= verse.bottom() and popup.isWindow()
    assert popup.folder_combo.currentText() in ("No folder", "Sem pasta")
    assert popup.label_list.isHidden()  # no labels yet: only the field to type new ones

    qtbot.keyClicks(popup.title_edit, "O bom pastor")
    popup.folder_combo.lineEdit().setText("")
    qtbot.keyClicks(popup.folder_combo.lineEdit(), "Salmos")
    popup.new_labels.setText("consolo, confiança,  consolo")  # keyClicks types ASCII only
    qtbot.keyClick(popup.new_labels, Qt.Key.Key_Return)
    assert not popup.isVisible()
    b = ud.get_bookmark(b.id)
    [salmos] = ud.list_folders()
    assert (b.title, b.folder_id, salmos.name) == ("O bom pastor", salmos.id, "Salmos")
    assert sorted(ud.get_label(x).name for x in b.labels) == ["confiança", "consolo"]

    # the next bookmark goes to the last folder used; Esc leaves it as made
    select(window, "John", 3, 16)
    popup = ctrl_d(qtbot, window)
    john = next(x for x in ud.list_bookmarks() if x.passage.book == "John")
    assert john.folder_id == salmos.id and popup.folder_combo.currentText() == "Salmos"
    assert popup.label_list.isVisibleTo(popup) and popup.label_list.count() == 2
    popup.label_list.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.keyClicks(popup.title_edit, "nao vale")
    qtbot.keyClick(popup, Qt.Key.Key_Escape)
    assert not popup.isVisible()
    assert ud.get_bookmark(john.id) == john

    # Ctrl+D on a bookmarked passage edits that bookmark; a folder name typed in any case is the same folder
    popup = ctrl_d(qtbot, window)
    assert popup.bookmark.id == john.id and len(ud.list_bookmarks()) == 2
    assert "already" in window.statusBar().currentMessage() or "já" in window.statusBar().currentMessage()
    popup.folder_combo.lineEdit().setText("SALMOS")
    qtbot.keyClicks(popup.new_labels, "Consolo, promessa")
    popup.done_button.click()
    john = ud.get_bookmark(john.id)
    assert john.folder_id == salmos.id and len(ud.list_folders()) == 1
    assert sorted(ud.get_label(x).name for x in john.labels) == ["consolo", "promessa"]

    # "No folder"; a click elsewhere (the popup closes by itself) keeps the choice too
    popup = ctrl_d(qtbot, window)
    popup.folder_combo.setCurrentIndex(0)
    popup.close()
    assert ud.get_bookmark(john.id).folder_id is None

    # Remove
    popup = ctrl_d(qtbot, window)
    popup.remove_button.click()
    assert [x.id for x in ud.list_bookmarks()] == [b.id]
    assert "umark:bookmark:16" not in window.reader.view.toHtml()


def test_an_unchanged_popup_writes_nothing(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    select(window, "Isa", 41, 10)
    popup = ctrl_d(qtbot, window)
    [made] = ud.list_bookmarks()
    qtbot.keyClick(popup.title_edit, Qt.Key.Key_Return)
    assert not popup.isVisible() and ud.list_bookmarks() == [made]  # same updated_at: no write


def test_new_folder_from_the_panel_menu_cancelled_keeps_the_folder(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    folder = ud.add_folder("Estudos")
    mark = ud.add_bookmark("Ps", 23, 1, folder_id=folder.id)
    window.study.store.mark_changed({"bookmarks"})
    panel = window.study.panel
    window.study.dock.show()
    panel.show_tab("bookmarks")
    item = panel.bookmarks.topLevelItem(0).child(0)
    assert item.data(0, KindRole) == "bookmark"
    menu = QMenu()
    panel.fill_menu(menu, item)
    move = next(
        a.menu()
        for a in menu.actions()
        if a.menu() is not None and a.text() in ("Move to folder", "Mover para a pasta")
    )
    new = move.actions()[-1]
    window.study.questions.ask_text = lambda *a, **k: None  # the name dialog cancelled
    new.trigger()
    assert ud.get_bookmark(mark.id).folder_id == folder.id
    window.study.questions.ask_text = lambda *a, **k: "Sermões"
    new.trigger()
    moved = ud.get_bookmark(mark.id)
    assert ud.get_folder(moved.folder_id).name == "Sermões"


def test_split_labels():
    assert split_labels(" fé, promessa,, Fé ,  amor  de Deus ") == ("fé", "promessa", "amor de Deus")
    assert split_labels("") == ()
