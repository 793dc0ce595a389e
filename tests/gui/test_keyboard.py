"""The keyboard: every key bound once, Back and Forward on Alt+Left and Alt+Right."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from app.gui.actions import key_sequences
from app.gui.navigation import Location
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
    back = [s.toString(PORTABLE) for s in QKeySequence.keyBindings(Key.Back)]
    got = [s.toString(PORTABLE) for s in key_sequences((Key.Back, "Alt+Left"))]
    assert got == back and "Alt+Left" in got
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
