"""Ctrl+B and Ctrl+I in the note editor: in and out of a pair, on and off a selection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

from app.core.userdata import make_passage
from app.gui.study.emphasis import BOLD, ITALIC, Emphasis
from app.gui.study.note_editor import NoteEditor

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def editor(qtbot):
    editor = NoteEditor(
        make_passage("John", 3, 16),
        None,
        save=lambda e: None,
        delete=lambda e: False,
        ask_unsaved=lambda e: "discard",
    )
    qtbot.addWidget(editor)
    editor.show()
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow, timeout=3000)
    return editor


def text_and_cursor(edit: QPlainTextEdit) -> str:
    """The text with | where the cursor is (and [ ] around a selection)."""
    c = edit.textCursor()
    text = edit.toPlainText()
    if c.hasSelection():
        a, b = c.selectionStart(), c.selectionEnd()
        return text[:a] + "[" + text[a:b] + "]" + text[b:]
    return text[: c.position()] + "|" + text[c.position() :]


def select(edit: QPlainTextEdit, start: int, end: int) -> None:
    c = edit.textCursor()
    c.setPosition(start)
    c.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    edit.setTextCursor(c)


def test_ctrl_b_twice_steps_out_of_the_bold_run(qtbot, editor):
    source = editor.source
    qtbot.keyClicks(source, "um ")
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "um **|**"
    qtbot.keyClicks(source, "texto")
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "um **texto**|"
    qtbot.keyClicks(source, " e ")
    qtbot.keyClick(source, Qt.Key.Key_I, CTRL)
    qtbot.keyClicks(source, "outro")
    qtbot.keyClick(source, Qt.Key.Key_I, CTRL)
    qtbot.keyClicks(source, ".")
    assert editor.text() == "um **texto** e *outro*."
    editor.update_preview()
    html = editor.preview.toHtml()
    assert "texto" in html and "**" not in html and "*" not in html.split("<body")[1]


def test_a_pair_pressed_again_at_once_goes_away(qtbot, editor):
    source = editor.source
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "|"


def test_bold_and_italic_nest_and_close_in_either_order(qapp):
    edit = QPlainTextEdit()
    emphasis = Emphasis(edit)
    emphasis.toggle(BOLD)
    emphasis.toggle(ITALIC)
    edit.insertPlainText("ambos")
    assert text_and_cursor(edit) == "***ambos|***"
    emphasis.toggle(ITALIC)
    assert text_and_cursor(edit) == "***ambos*|**"
    emphasis.toggle(BOLD)
    assert text_and_cursor(edit) == "***ambos***|"
    edit.setPlainText("")
    emphasis.toggle(BOLD)
    emphasis.toggle(ITALIC)
    edit.insertPlainText("x")
    emphasis.toggle(BOLD)  # bold closes outside italic: past both
    assert text_and_cursor(edit) == "***x***|"


def test_the_cursor_before_someone_elses_markers_writes_a_pair(qapp):
    """Only a closing marker a press wrote is stepped over: before bold the person typed, a press writes."""
    edit = QPlainTextEdit()
    emphasis = Emphasis(edit)
    edit.setPlainText("a **b**")
    c = edit.textCursor()
    c.setPosition(2)
    edit.setTextCursor(c)
    emphasis.toggle(BOLD)
    assert text_and_cursor(edit) == "a **|****b**"


def test_ctrl_b_on_a_selection_wraps_then_unwraps(qtbot, editor):
    source = editor.source
    source.setPlainText("Deus amou o mundo")
    select(source, 5, 9)  # "amou"
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "Deus **[amou]** o mundo"
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)  # the markers just outside the selection
    assert text_and_cursor(source) == "Deus [amou] o mundo"
    select(source, 5, 9)
    qtbot.keyClick(source, Qt.Key.Key_I, CTRL)
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "Deus ***[amou]*** o mundo"
    qtbot.keyClick(source, Qt.Key.Key_I, CTRL)  # italic off, bold stays
    assert text_and_cursor(source) == "Deus **[amou]** o mundo"
    select(source, 5, 13)  # "**amou**", markers inside the selection
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "Deus [amou] o mundo"
    select(source, 5, 9)
    qtbot.keyClick(source, Qt.Key.Key_I, CTRL)
    select(source, 5, 11)  # "*amou*": italic, not bold — Ctrl+B makes it both
    qtbot.keyClick(source, Qt.Key.Key_B, CTRL)
    assert text_and_cursor(source) == "Deus **[*amou*]** o mundo"
