"""The text size and the themes: font scaling reaches every text; dark and light legible."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.gui import settings as S
from app.gui.look import theme
from app.gui.reader.navigation import Location


def test_font_scaling_reaches_every_text(qtbot, window):
    base = QApplication.font().pointSizeF()
    reader_base = window.reader.view.font().pointSizeF()
    box_base = window.search_box.font().pointSizeF()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.font_scale() == 1.2
    assert QApplication.font().pointSizeF() > base
    assert window.search_box.font().pointSizeF() > box_base  # every widget, even styled ones
    assert window.results_view.font().pointSizeF() > box_base
    assert window.reader.view.font().pointSizeF() > reader_base
    assert window.reader.view.document().defaultFont().pointSizeF() > reader_base
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.font_scale() == 1.1
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.font_scale() == 1.0
    assert abs(QApplication.font().pointSizeF() - base) < 0.01
    window.apply_font_scale(99)
    assert window.font_scale() == 2.5  # clamped
    window.apply_font_scale(1.0)


def test_theme_switch_and_legibility(qtbot, window):
    window.apply_theme("dark")
    assert window.settings.get(S.THEME) == "dark"
    assert QApplication.palette().window().color().lightness() < 60
    assert window.results_view.delegate.theme is theme.DARK
    assert window.reader.theme is theme.DARK
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    html = window.reader.view.toHtml()
    assert theme.DARK.accent.lower() in html.lower()
    window.apply_theme("light")
    assert QApplication.palette().window().color().lightness() > 200
    window.apply_theme("system")
    assert window.theme in (theme.LIGHT, theme.DARK)
    window.apply_theme("light")


def test_current_verse_and_matches_are_legible_in_both_themes():
    for t in (theme.LIGHT, theme.DARK):
        assert theme.contrast_ratio(t.text, t.current_verse) >= 7, t.name
        assert theme.contrast_ratio(t.match_text, t.match_bg) >= 7, t.name
        assert theme.contrast_ratio(t.muted, t.base) >= 4.5, t.name  # neighbouring verses
        assert theme.contrast_ratio(t.accent, t.base) >= 4.5, t.name  # references
        for why in ("keyword", "vector", "both", "topic", "reference"):
            bg, fg = t.badge(why)
            assert theme.contrast_ratio(fg, bg) >= 4.5, (t.name, why)
