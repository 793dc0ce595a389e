"""Copying verses with their reference: a result, the reader's verses, in the copy format chosen."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from app.gui import settings as S
from app.gui.reader.navigation import Location
from tests.gui.search_helpers import pick_translation, search


def test_copy_a_result_with_its_reference(qtbot, window):
    search(qtbot, window, "Deus amou o mundo")
    item = next(i for i in window.results_model.items() if "John.3.16" in {v.osis for v in i.cited})
    row = window.results_model.items().index(item)
    window.results_view.setFocus()
    window.results_view.setCurrentIndex(window.results_model.index(row))
    text = window.copier.copy()
    assert text.startswith("“Porque Deus amou o mundo de tal maneira que deu o seu Filho único")
    # a passage (adjacent hits merged) is copied whole, with its range
    first, last = item.cited[0], item.cited[-1]
    span = f"{first.verse}" if first is last else f"{first.verse}-{last.verse}"
    assert text.endswith(f"— João 3:{span} (TPT)")
    assert QGuiApplication.clipboard().text() == text


def test_copy_reader_verses_reference_first(qtbot, window):
    window.settings.set(S.COPY_FORMAT, "reference_first")
    pick_translation(window, "ten")
    window.reader.show_location(Location("ten", "John", 3, 16, 17))
    window.reader.view.setFocus()
    window.copier.list_focused = False
    text = window.copier.copy()
    assert text.startswith("John 3:16-17 (TEN)\nFor God so loved the world")
    assert "17 For God didn’t send his Son" in text
    assert QGuiApplication.clipboard().text() == text
