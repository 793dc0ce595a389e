"""Everyday comforts: font size, themes, copying with the reference, translations of the interface."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from app.core import paths
from app.gui import i18n
from app.gui import settings as S
from app.gui.look import theme
from app.gui.reader.navigation import Location
from app.gui.search.search_bar import SearchBar
from tests.gui.search_helpers import pick_translation, search


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


def test_interface_in_portuguese_and_without_qm(qtbot, tmp_path, monkeypatch):
    import subprocess

    app = QApplication.instance()
    ts = paths.resources_dir() / "i18n" / "lampada_pt_BR.ts"
    qm = tmp_path / "i18n" / "lampada_pt_BR.qm"
    qm.parent.mkdir()
    lrelease = paths.install_root() / ".venv" / "bin" / "pyside6-lrelease"
    if not lrelease.exists():
        lrelease = "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    translators = i18n.install_translators(app, "pt")
    try:
        assert QCoreApplication.translate("SearchBar", "Bible order") == "Ordem bíblica"
        assert QCoreApplication.translate("Lampada", "words", "badge: matched by its words") == "palavra"
        assert QCoreApplication.translate("Lampada", "meaning", "badge: matched by meaning") == "sentido"
        assert QCoreApplication.translate("Lampada", "both", "badge: matched by words and meaning") == "ambos"
        assert QCoreApplication.translate("MeaningView", "Meaning search is still being prepared…") == (
            "A busca por sentido ainda está sendo preparada…"
        )
        bar = SearchBar(S.Settings(tmp_path / "pt.ini"))  # a widget's tr() finds its class's messages
        assert bar.sort_combo.itemText(1) == "Ordem bíblica"
    finally:
        for t in translators:
            app.removeTranslator(t)
    # no .qm at all: the interface in English, book names still in Portuguese, no crash
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path / "nowhere")
    i18n.set_ui_language("en")
    translators = i18n.install_translators(app, "pt")
    try:
        # Qt's own catalogues may still load (from wherever PySide6 lives, a checkout called lampada too);
        # ours not
        assert not [t.filePath() for t in translators if Path(t.filePath()).name.startswith("lampada_")]
        bar = SearchBar(S.Settings(tmp_path / "en.ini"))
        assert bar.sort_combo.itemText(1) == "Bible order"
        assert i18n.ui_language() == "pt" and i18n.book_name("John") == "João"
    finally:
        for t in translators:
            app.removeTranslator(t)
        i18n.set_ui_language("pt")


def test_language_follows_the_environment(monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "en_US.UTF-8")
    assert i18n.choose_language() == "en"
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    assert i18n.choose_language() == "pt"
