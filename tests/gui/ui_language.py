"""The interface in Portuguese for a test, from the committed catalogue compiled here (`make translations`
need not have run); the other resources (style sheet, icons) are the real ones."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtWidgets import QApplication

from app.core import paths
from app.gui import i18n


@pytest.fixture
def portuguese(tmp_path, monkeypatch):
    real = paths.resources_dir()
    root = tmp_path / "resources"
    root.mkdir()
    for child in real.iterdir():
        if child.name != "i18n":
            (root / child.name).symlink_to(child)
    (root / "i18n").mkdir()
    lrelease = paths.install_root() / ".venv" / "bin" / "pyside6-lrelease"
    tool = str(lrelease) if lrelease.exists() else "pyside6-lrelease"
    ts = real / "i18n" / "lampada_pt_BR.ts"
    subprocess.run([tool, "-silent", str(ts), "-qm", str(root / "i18n" / "lampada_pt_BR.qm")], check=True)
    monkeypatch.setattr(paths, "resources_dir", lambda: root)
    app = QApplication.instance()
    translators = i18n.install_translators(app, "pt")
    yield
    for t in translators:
        app.removeTranslator(t)
    i18n.set_ui_language("pt")
