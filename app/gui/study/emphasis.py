"""Bold and italic in the note editor's Markdown source, as Ctrl+B and Ctrl+I work in a word processor.

Without a selection, a press writes an empty pair (`****`) with the cursor inside; the next press, after
typing, steps out past the closing marker that pair left, instead of writing a second pair (`**texto****`).
A press on an empty pair takes it away. With a selection, a press wraps it — or unwraps it when it is already
bold (or italic), by markers inside the selection or just around it — and keeps the words selected, so a
second press undoes the first.

A closing marker is followed by a `QTextCursor` parked on it: Qt moves a cursor along as text is typed at or
before it, so it stays on the marker however much is typed inside the pair.

Markdown's runs of asterisks: `*` is italic, `**` bold, `***` both; so a run of 2 or more holds bold and an
odd run holds italic.
"""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

BOLD = "**"
ITALIC = "*"

Move = QTextCursor.MoveOperation
Mode = QTextCursor.MoveMode


def holds(marker: str, run: int) -> bool:
    """A run of `run` asterisks holds this emphasis (`**`: bold, `*`: italic)."""
    return run >= 2 if marker == BOLD else run % 2 == 1


def stars_before(text: str, column: int) -> int:
    return column - len(text[:column].rstrip("*"))


def stars_after(text: str, column: int) -> int:
    return len(text[column:]) - len(text[column:].lstrip("*"))


class Emphasis:
    """Ctrl+B / Ctrl+I on one plain-text editor (`toggle(BOLD)`, `toggle(ITALIC)`)."""

    def __init__(self, edit: QPlainTextEdit):
        self.edit = edit
        self.closing: dict[str, QTextCursor] = {}  # marker → a cursor on the closing marker a press wrote

    def toggle(self, marker: str) -> None:
        cursor = self.edit.textCursor()
        if cursor.hasSelection():
            self._toggle_selection(cursor, marker)
        elif not self._step_out(cursor, marker):
            self._write_pair(cursor, marker)
        self.edit.setFocus()

    # ------------------------------------------------------------------ no selection
    def _write_pair(self, cursor: QTextCursor, marker: str) -> None:
        cursor.insertText(marker * 2)
        cursor.movePosition(Move.Left, Mode.MoveAnchor, len(marker))
        self.edit.setTextCursor(cursor)
        parked = QTextCursor(self.edit.document())
        parked.setPosition(cursor.position())
        self.closing[marker] = parked

    def _step_out(self, cursor: QTextCursor, marker: str) -> bool:
        """The cursor is before the closing marker a press wrote (in the run of asterisks right after it: in
        `***texto|***` bold's is after italic's): past it; on an empty pair, the pair goes. False when not."""
        parked = self.closing.get(marker)
        if parked is None:
            return False
        text, column, pos = cursor.block().text(), cursor.positionInBlock(), cursor.position()
        after = stars_after(text, column)
        if parked.block() != cursor.block() or not pos <= parked.position() <= pos + after - len(marker):
            if self._stale(parked, marker):
                del self.closing[marker]
            return False
        del self.closing[marker]
        if parked.position() == pos and stars_before(text, column) >= len(marker):  # an empty pair
            cursor.movePosition(Move.Left, Mode.MoveAnchor, len(marker))
            cursor.movePosition(Move.Right, Mode.KeepAnchor, 2 * len(marker))
            cursor.removeSelectedText()
        else:
            cursor.setPosition(parked.position() + len(marker))
            for other, c in list(self.closing.items()):  # closing markers now behind the cursor
                if c.position() < cursor.position():
                    del self.closing[other]
        self.edit.setTextCursor(cursor)
        return True

    def _stale(self, parked: QTextCursor, marker: str) -> bool:
        """The closing marker was deleted (or the pair rewritten): forget it."""
        column = parked.positionInBlock()
        return not parked.block().text()[column:].startswith(marker)

    # ------------------------------------------------------------------ a selection
    def _toggle_selection(self, cursor: QTextCursor, marker: str) -> None:
        k = len(marker)
        start, end = cursor.selectionStart(), cursor.selectionEnd()
        text = cursor.selectedText()
        stripped = text.strip()
        lead = text[: len(text) - len(text.lstrip())]
        trail = text[len(text.rstrip()) :]
        block = cursor.block()
        same_block = block.contains(start) and block.contains(end)
        opening, closing = stars_after(stripped, 0), stars_before(stripped, len(stripped))
        if len(stripped) > 2 * k and holds(marker, opening) and holds(marker, closing):
            words = stripped[k:-k]  # the markers are inside the selection: unwrap
            cursor.insertText(lead + words + trail)
            first = start + len(lead)
        elif same_block and self._wrapped_around(start, end, marker):
            cursor.setPosition(end)
            cursor.setPosition(end + k, Mode.KeepAnchor)
            cursor.removeSelectedText()
            cursor.setPosition(start - k)
            cursor.setPosition(start, Mode.KeepAnchor)
            cursor.removeSelectedText()
            words, first = text, start - k
        else:
            cursor.insertText(f"{lead}{marker}{stripped}{marker}{trail}")
            words, first = stripped, start + len(lead) + k
        cursor.setPosition(first)
        cursor.setPosition(first + len(words), Mode.KeepAnchor)
        self.edit.setTextCursor(cursor)

    def _wrapped_around(self, start: int, end: int, marker: str) -> bool:
        """The markers are just outside the selection (`**[texto]**`)."""
        doc = self.edit.document()
        block = doc.findBlock(start)
        text, offset = block.text(), block.position()
        return holds(marker, stars_before(text, start - offset)) and holds(
            marker, stars_after(text, end - offset)
        )
