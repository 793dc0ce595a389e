"""Start-up: the first-run setup dialog, an empty library, the crash handler, logging."""

from __future__ import annotations

import logging

from app.core import paths
from app.core.library import Library
from app.core.setup import Step
from tests.fixtures.tiny_corpus import tiny_pt


def fake_steps(library: Library) -> list[Step]:
    if library.has_translation("tpt"):
        return []

    def run(progress, cancelled):
        return library.add_translation(tiny_pt(), progress=progress, cancelled=cancelled)

    return [Step("import:tpt", "Importing TPT", run)]


def test_first_run_setup_runs_behind_a_progress_dialog(
    qtbot, make_services, open_window, tmp_path, monkeypatch
):
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "fresh"))
    services = make_services(steps=fake_steps)
    services.library_path = paths.library_path()
    services.index_dir = paths.indexes_dir()
    window = open_window(services, wait_meaning=False)
    dialog = window.setup_dialog
    qtbot.waitUntil(lambda: window._ready, timeout=5000)
    assert not dialog.isVisible()
    assert [window.translation_combo.itemData(i) for i in range(window.translation_combo.count())] == ["tpt"]
    assert window.reader.location is not None and window.reader.location.translation == "tpt"
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "ready", timeout=5000)


def test_an_empty_library_invites_an_import(qtbot, make_services, open_window, tmp_path, monkeypatch):
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "empty"))
    services = make_services(factory=None)
    services.library_path = paths.library_path()
    window = open_window(services, wait_meaning=False)
    assert window.notice.isVisible() and "No translation" in window.notice.title()
    window.search("amor")  # nothing to search in: no crash, no task
    assert window.controller.latest is None


def test_crash_handler_logs_and_shows_details(qtbot, monkeypatch, caplog):
    from PySide6.QtWidgets import QApplication

    from app.gui import main

    shown = []
    monkeypatch.setattr(main.CrashHandler, "show_dialog", lambda self, details: shown.append(details))
    import sys
    import threading

    old_hook, old_thread_hook = sys.excepthook, threading.excepthook
    try:
        handler = main.CrashHandler(QApplication.instance())
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            with caplog.at_level(logging.CRITICAL):
                handler.excepthook(*sys.exc_info())
    finally:
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook
    assert shown and "RuntimeError: boom" in shown[0]
    assert any("uncaught exception" in r.message for r in caplog.records)


def test_logging_writes_a_rotating_file():
    from app.gui import main

    path = main.setup_logging()
    try:
        logging.getLogger("lampada.test").warning("hello log")
        for h in logging.getLogger().handlers:
            h.flush()
        assert path.parent == paths.data_dir() / "logs"
        assert "hello log" in path.read_text(encoding="utf-8")
    finally:
        root = logging.getLogger()
        for h in [h for h in root.handlers if getattr(h, "_lampada", False)]:
            root.removeHandler(h)
            h.close()
