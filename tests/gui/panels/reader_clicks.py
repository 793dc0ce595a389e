"""Choosing a verse in the reader as a person does, for the panels that follow the reader."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt


def click_verse(qtbot, window, verse: int) -> None:
    """A real click in the middle of the verse's line in the reader."""
    rect = window.reader.verse_rect_global(verse)
    viewport = window.reader.view.viewport()
    point = viewport.mapFromGlobal(rect.topLeft()) + QPoint(min(120, rect.width() // 2), rect.height() // 2)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
