"""The interface's language: Portuguese from the translations, English without them, as the
environment asks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.core import paths
from app.gui import i18n
from app.gui import settings as S
from app.gui.search.search_bar import SearchBar


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
