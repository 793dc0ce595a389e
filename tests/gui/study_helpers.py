"""Helpers shared by the study-tool GUI tests."""

from __future__ import annotations

from app.gui.reader.navigation import Location


def ready(qtbot, window):
    """The window once its user data is open; questions get a safe default (a test never blocks on one)."""
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    window.study.questions.ask_unsaved = lambda editor: "discard"
    window.study.questions.confirm = lambda *args: True
    return window


def select(window, book, chapter, first, last=None):
    """Select verses in the reader, in the translation being read."""
    window.reader.show_location(Location(window.current_translation(), book, chapter, first, last or 0))
