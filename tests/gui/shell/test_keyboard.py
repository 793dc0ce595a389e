"""The keyboard: every key bound once, Back and Forward on Alt+Left and Alt+Right; Help's shortcuts screen
lists every key, and docs/gui.md's table is the screen's."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from app.core import paths
from app.gui.reader.navigation import Location
from app.gui.shell.actions import key_sequences
from app.gui.shell.help import TABLE_END, TABLE_START, markdown_table, plain, shown_keys
from tests.gui.study_helpers import ready

Key = QKeySequence.StandardKey
PORTABLE = QKeySequence.SequenceFormat.PortableText


def keys(action: QAction | QShortcut) -> list[str]:
    if isinstance(action, QShortcut):
        return [action.key().toString(PORTABLE)] if not action.key().isEmpty() else []
    return [s.toString(PORTABLE) for s in action.shortcuts() if not s.isEmpty()]


def bound_in(window) -> dict[str, list[str]]:
    """key → the texts of the actions and shortcuts of the main window (not of its dialogs) bound to it."""
    found: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        owner = action.parent()
        if owner is not None and hasattr(owner, "window") and owner.window() is not window:
            continue  # a dialog's own
        for key in keys(action):
            found[key].append(action.text() or action.objectName())
    for shortcut in window.findChildren(QShortcut):
        if shortcut.parentWidget().window() is window:
            for key in keys(shortcut):
                found[key].append(f"QShortcut of {type(shortcut.parentWidget()).__name__}")
    return found


def test_a_standard_key_and_the_same_key_written_out_are_bound_once(qapp):
    assert QKeySequence(Key.Back).toString(PORTABLE) == "Alt+Left"  # on Linux and Windows
    got = [s.toString(PORTABLE) for s in key_sequences((Key.Back, "Alt+Left"))]
    assert got == ["Alt+Left"]
    got = [s.toString(PORTABLE) for s in key_sequences((Key.ZoomIn, "Ctrl+=", "Ctrl+="))]
    assert got.count("Ctrl+=") == 1 and got[0] == "Ctrl++"


def test_no_key_is_bound_twice_in_the_window(qtbot, window):
    ready(qtbot, window)
    found = bound_in(window)
    # the window's actions, the study tools', a dock's toggle
    assert "Alt+Left" in found and "Ctrl+D" in found and "F9" in found
    twice = {key: names for key, names in found.items() if len(names) > 1}
    assert twice == {}, f"keys bound more than once: {twice}"
    for action in window.findChildren(QAction):
        assert len(keys(action)) == len(set(keys(action))), action.text()


def test_alt_left_and_alt_right_go_back_and_forward(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=3000)
    window.reader.show_location(Location("tpt", "Ps", 23, 1), committed=True)
    window.reader.show_location(Location("tpt", "John", 3, 16), committed=True)
    window.reader.view.setFocus()
    qtbot.keyClick(window.reader.view, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert (window.reader.location.book, window.reader.location.chapter) == ("Ps", 23)
    qtbot.keyClick(window.reader.view, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert (window.reader.location.book, window.reader.location.chapter) == ("John", 3)


def test_the_shortcuts_screen_lists_every_action_with_a_key(qtbot, window):
    ready(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.reader.view, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)  # Ctrl+/
    dialog = window.help.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    rows = {(section.title, row.text): row.keys for section in dialog.sections for row in section.rows}
    listed = {(text, keys) for (_title, text), keys in rows.items()}
    wanted = []
    for action in window.findChildren(QAction):
        owner = action.parent()
        if owner is not None and hasattr(owner, "window") and owner.window() is not window:
            continue
        keys = shown_keys(action.shortcuts())
        if keys:
            wanted.append(action)
            name = plain(action.text())
            assert any(text.endswith(name) and k == keys for text, k in listed), (name, keys)
    assert len(wanted) >= 25  # the window's, the study tools', the docks'
    titles = [s.title for s in dialog.sections]
    assert titles[:5] == ["File", "Edit", "View", "Go", "Help"] and titles[-1] == "Note editor"
    assert rows[("Go", "Back")][0] == QKeySequence("Alt+Left").toString(
        QKeySequence.SequenceFormat.NativeText
    )
    assert rows[("View", "Compare translations")] == ("Ctrl+Shift+T",)
    assert rows[("Reader (right-click)", "Highlight ▸ Yellow")] == ("Ctrl+1",)
    assert rows[("Note editor", "Bold")] == ("Ctrl+B",)
    assert "Ctrl+Shift+T" in dialog.browser.toPlainText()


def test_f1_opens_how_to_search(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.reader.view, Qt.Key.Key_F1)
    dialog = window.help.search_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    assert "John 3:16" in text and "OpenBible.info, CC-BY" in text and "Did you mean" in text
    dialog.browser.anchorClicked.emit(QUrl("help:shortcuts"))
    assert window.help.shortcuts_dialog.isVisible()


def test_the_keyboard_table_in_the_docs_is_the_window_s(window):
    """docs/gui.md's table is made from the window's menus and actions (scripts/keyboard_table.py)."""
    doc = (paths.install_root() / "docs" / "gui.md").read_text(encoding="utf-8")
    start, end = doc.index(TABLE_START) + len(TABLE_START), doc.index(TABLE_END)
    made = markdown_table(window.help.sections())
    assert doc[start:end].strip() == made, "run: .venv/bin/python scripts/keyboard_table.py"


def test_the_widgets_own_keys_are_listed_and_do_what_the_list_says(qtbot, window):
    """The search box's and the reader's own keys (handled in keyPressEvent, not by actions) are on the
    shortcuts screen, and each key listed does its job."""
    from app.gui.reader.chapter_view import READER_KEYS
    from app.gui.search.search_bar import SEARCH_BOX_KEYS

    ready(qtbot, window)
    rows = {(s.title, r.text): r.keys for s in window.help.sections() for r in s.rows}
    assert rows[("Search box", "Recent searches")] == ("Alt+Down",)
    assert rows[("Reader", "Previous or next verse")] == ("Up", "Down")
    assert rows[("Results", "Open the result in the reader")] == ("Return",)

    box = window.search_bar.search_box
    signal = {"results": box.down_pressed, "history": box.history_requested}
    for spec in SEARCH_BOX_KEYS:
        sequence = QKeySequence(spec.shortcuts[0])[0]
        if spec.name in signal:
            with qtbot.waitSignal(signal[spec.name], timeout=1000):
                qtbot.keyClick(box, sequence.key(), sequence.keyboardModifiers())
        elif spec.name == "clear":
            box.setText("amor")
            qtbot.keyClick(box, sequence.key(), sequence.keyboardModifiers())
            assert box.text() == ""
        else:  # Enter searches
            box.setText("Jo 3:16")
            with qtbot.waitSignal(box.returnPressed, timeout=1000):
                qtbot.keyClick(box, sequence.key(), sequence.keyboardModifiers())

    window.search("Jo 3:16")
    qtbot.waitUntil(lambda: window.reader.selected_verses() != [], timeout=5000)
    view = window.reader.view
    for spec in READER_KEYS:
        for shortcut in spec.shortcuts:
            sequence = QKeySequence(shortcut)[0]
            with qtbot.waitSignal(view.verse_stepped, timeout=1000) as blocker:
                qtbot.keyClick(view, sequence.key(), sequence.keyboardModifiers())
            step, extend = blocker.args
            assert step == (1 if "Down" in shortcut else -1) and extend == shortcut.startswith("Shift")
