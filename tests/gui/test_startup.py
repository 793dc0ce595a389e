"""Start-up: the first-run setup dialog, an empty library, the crash handler, logging."""

from __future__ import annotations

import logging
import threading

import pytest

from app.core import paths
from app.core.errors import Cancelled
from app.core.library.reading import Library
from app.core.library.setup import Step
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_pt
from tests.gui.child_app import APP
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture


def fake_steps(library: Library) -> list[Step]:
    if library.has_translation("tpt"):
        return []

    def run(progress, cancelled):
        return add_translation(library, tiny_pt(), progress=progress, cancelled=cancelled)

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
    qtbot.waitUntil(lambda: window.ready, timeout=5000)
    assert not dialog.isVisible()
    assert [window.translation_combo.itemData(i) for i in range(window.translation_combo.count())] == ["tpt"]
    assert window.reader.location is not None and window.reader.location.translation == "tpt"
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "ready", timeout=5000)


def test_closing_the_set_up_dialog_stops_the_step_under_way_and_the_app_opens(
    qtbot, make_services, tmp_path, monkeypatch
):
    from app.gui.shell.window import MainWindow

    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "fresh"))
    entered, release = threading.Event(), threading.Event()

    def held_steps(library: Library) -> list[Step]:
        if library.has_translation("tpt"):
            return []

        def run(progress, cancelled):  # waits, polling `cancelled`, before it writes anything
            entered.set()
            while not release.wait(0.01):
                if cancelled():
                    raise Cancelled()
            return add_translation(library, tiny_pt(), progress=progress, cancelled=cancelled)

        return [Step("import:tpt", "Importing TPT", run, "Tiny PT")]

    services = make_services(steps=held_steps, factory=None)
    services.library_path = paths.library_path()
    services.index_dir = paths.indexes_dir()
    window = MainWindow(services)  # not `open_window`: the library opens only once set-up has ended
    qtbot.addWidget(window)
    window.show()
    try:
        window.start()
        qtbot.waitUntil(entered.is_set, timeout=5000)
        dialog = window.setup_dialog
        qtbot.waitUntil(lambda: dialog.status.text() == "Step 1 of 1: importing Tiny PT", timeout=5000)
        with qtbot.waitSignal(dialog.finished_setup, timeout=5000) as ended:
            dialog.reject()  # Cancel
            assert dialog.isVisible() and dialog.status.text() == "Stopping… nothing is left half-done."
        assert ended.args == [False, None]
        qtbot.waitUntil(lambda: window.ready, timeout=5000)
        assert not dialog.isVisible()
        assert window.notice.isVisible() and "No translation" in window.notice.title()  # none half-imported
    finally:
        release.set()
        window.shutdown()


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

    root = logging.getLogger()
    before = list(root.handlers)
    path = main.setup_logging()
    try:
        logging.getLogger("lampada.test").warning("hello log")
        for h in logging.getLogger().handlers:
            h.flush()
        assert path.parent == paths.data_dir() / "logs"
        assert "hello log" in path.read_text(encoding="utf-8")
    finally:  # the handlers it added go: the next tests log as they did
        for h in [h for h in root.handlers if h not in before]:
            root.removeHandler(h)
            h.close()


def test_an_installed_app_seeds_its_library_before_opening_it(
    qtbot, make_services, open_window, tmp_path, monkeypatch
):
    """The installer's copy lands in the data folder first; no set-up step has anything left to do."""
    from app.core.library.setup import seed_from_bundle

    seed = tmp_path / "bundle" / "data"
    seed.mkdir(parents=True)
    with Library(seed / "library.sqlite3") as lib:
        add_translation(lib, tiny_pt())
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "fresh"))
    services = make_services(steps=lambda library: [], factory=None)  # only the seed can bring "tpt"
    services.library_path = paths.library_path()
    services.index_dir = paths.indexes_dir()
    services.seed = lambda progress, cancelled: seed_from_bundle(progress, cancelled, bundle=seed)
    window = open_window(services, wait_meaning=False)
    assert window.ready and getattr(window, "setup_dialog", None) is None
    assert [window.translation_combo.itemData(i) for i in range(window.translation_combo.count())] == ["tpt"]
    assert (tmp_path / "fresh" / "library.sqlite3").is_file()


def test_exit_after_library_quits_with_marks(library_path, tmp_path):
    """LAMPADA_EXIT_AFTER: the smoke test and benchmarks/bench_dist.py time cold starts with it.

    In a child process: `run` spins the real event loop, and a quit leaves this test session's loop quitting.
    """
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, LAMPADA_EXIT_AFTER="library", QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    proc = subprocess.run(
        [sys.executable, "-c", APP], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    events = [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("lampada-startup ")]
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert events == ["start", "paint", "library"]
    assert "library ready after" in (paths.data_dir() / "logs" / "lampada.log").read_text(encoding="utf-8")


def test_a_keyword_index_built_by_an_older_analyzer_is_updated_at_start(
    qtbot, make_services, open_window, library_path
):
    from app.core.library.setup import library_steps
    from app.gui.dialogs.setup_dialog import step_label

    with Library(library_path) as lib:
        lib.conn.execute("UPDATE meta SET value = 'en-1' WHERE key = 'analysis:ten'")  # an older app's index
    labels = []

    def reindex_steps(library):  # the real steps, without importing the real built-in Bibles
        steps = [s for s in library_steps(library) if s.key.startswith("reindex:")]
        labels.extend(step_label(s.key, s.subject) for s in steps)
        return steps

    window = open_window(make_services(steps=reindex_steps), wait_meaning=False)
    qtbot.waitUntil(lambda: window.ready, timeout=5000)
    assert set(labels) == {"updating the word index of Tiny WEB"}  # its name, not its id; then run
    with Library(library_path) as lib:
        assert lib.stale_analysis() == []


@pytest.mark.usefixtures("portuguese")
def test_the_set_up_steps_are_worded_in_portuguese_by_their_translation_s_name(qapp, library_path):
    """"Etapa 1 de 2: openbible" said the key of the step, and "TEN" a translation's id."""
    from app.core.library import builtin
    from app.gui.dialogs.setup_dialog import step_label

    run = lambda progress, cancelled: None  # noqa: E731
    steps = [Step("import:web", "", run, builtin.name_of("web")), Step("reindex:ten", "", run, "Tiny WEB"),
             Step("openbible", "", run), Step("strongs", "", run)]  # fmt: skip
    assert [step_label(s.key, s.subject) for s in steps] == [
        "importando World English Bible",
        "atualizando o índice de palavras de Tiny WEB",
        "carregando os temas e as referências cruzadas do OpenBible.info",
        "carregando os dicionários de Strong de grego e hebraico",
    ]


def test_topic_names_that_cannot_be_read_are_said_and_the_library_opens(
    qtbot, make_services, open_window, tmp_path, monkeypatch
):
    """Set-up loads OpenBible.info's topics with a damaged names' file: the library opens, and the dialog
    says, in words, that the topics keep their English names, until the person closes it."""
    from PySide6.QtWidgets import QDialogButtonBox

    from app.core.library import openbible
    from tests.fixtures import openbible as fixture

    data = fixture.write(tmp_path / "openbible")
    (data / openbible.NAMES_FILE).write_bytes(bytes(range(256)) * 40)  # not the app's file

    def steps(library: Library) -> list[Step]:
        found = fake_steps(library)
        if openbible.stale(library, data):
            found.append(Step("openbible", "OpenBible", lambda p, c: openbible.load(library, data)))
        return found

    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "fresh"))
    services = make_services(steps=steps)
    services.library_path = paths.library_path()
    services.index_dir = paths.indexes_dir()
    window = open_window(services, wait_meaning=False)
    dialog = window.setup_dialog
    qtbot.waitUntil(lambda: window.ready and dialog.banner.isVisible(), timeout=5000)
    assert dialog.isVisible() and dialog.banner.kind == "warn"
    assert "English" in dialog.banner.title() and "could not be read" in dialog.banner.text()
    assert openbible.NAMES_FILE in dialog.banner.text() and "Traceback" not in dialog.banner.text()
    assert [window.translation_combo.itemData(i) for i in range(window.translation_combo.count())] == ["tpt"]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    with Library(paths.library_path()) as lib:
        assert "fear" in openbible.topic_names(lib) and openbible.name_table(lib, "pt") == {}
