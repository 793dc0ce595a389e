"""`lampada` with no arguments: the desktop app.

Start-up is ordered for a fast first paint: the application, translations, theme and the window come first
(the window constructor opens only the SQLite file); everything heavy — first-run setup, loading or building
the model, vector indexes — is queued on the task runner once the window has been painted.

One Lâmpada runs per data folder (`app.gui.shell.single_window`): a second start asks the first window to
come forward and exits (0); if the first does not answer, it says so and exits (1).

`LAMPADA_EXIT_AFTER=paint|library` makes the app quit once the window is painted, or once the library is open
and listed (after an installed app's first-start copy), printing `lampada-startup EVENT SECONDS` lines
(`time.monotonic()`, comparable across processes) on stdout: the installers' smoke test and
`benchmarks/bench_dist.py` time a cold start with it.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app import __version__
from app.core import paths
from app.core.errors import DataFolderUnusable

if TYPE_CHECKING:
    from app.gui.shell.single_window import SingleInstance

log = logging.getLogger("lampada.gui")

LOG_BYTES = 1_000_000
LOG_BACKUPS = 3


LOG_NAME = "lampada.log"
_log_file: Path | None = None  # where this process logs (None: stderr only)


def _log_handler() -> logging.Handler | None:
    """A rotating log file in the first place that can be written: the data folder's `logs/`, else the
    user's cache folder; None when neither can (the log then goes to stderr only)."""
    global _log_file
    for folder in (paths.data_dir() / "logs", paths.cache_dir() / "logs"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handler = logging.handlers.RotatingFileHandler(
                folder / LOG_NAME, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
            )
        except OSError:
            continue
        _log_file = folder / LOG_NAME
        return handler
    return None


def setup_logging(level: int = logging.INFO) -> Path | None:
    """A rotating log file in the user log folder (and warnings on stderr); returns the file, or None when
    no folder for it can be written (everything then goes to stderr)."""
    root = logging.getLogger()
    if not any(getattr(h, "_lampada", False) for h in root.handlers):
        handler = _log_handler()
        if handler is not None:
            handler.setFormatter(
                logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s")
            )
            handler._lampada = True  # type: ignore[attr-defined]
            root.addHandler(handler)
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING if handler is not None else level)
        console.setFormatter(logging.Formatter("lampada: %(levelname)s %(message)s"))
        console._lampada = True  # type: ignore[attr-defined]
        root.addHandler(console)
    root.setLevel(level)
    return _log_file


# --- crash handler ------------------------------------------------------------------------------------------
class CrashHandler(QObject):
    """Logs any uncaught exception; on the main thread it also shows a dialog with the details."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self._showing = False
        self._previous = sys.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def excepthook(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.critical("uncaught exception\n%s", details)
        if threading.current_thread() is threading.main_thread():
            self.show_dialog(details)

    def thread_excepthook(self, args) -> None:
        details = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        log.critical("uncaught exception in thread %s\n%s", getattr(args.thread, "name", "?"), details)

    def show_dialog(self, details: str) -> None:
        if self._showing:
            return
        self._showing = True
        try:
            box = QMessageBox(QApplication.activeWindow())
            box.setTextFormat(Qt.TextFormat.PlainText)  # the log path is a folder of the person: text
            box.setIcon(QMessageBox.Icon.Critical)
            box.setWindowTitle(QCoreApplication.translate("Lampada", "Lâmpada — unexpected error"))
            box.setText(
                QCoreApplication.translate(
                    "Lampada",
                    "Something went wrong. Your library is safe; you can keep working or restart Lâmpada.",
                )
            )
            translate = QCoreApplication.translate
            if _log_file is not None:
                written = translate("Lampada", "The details were written to the log file: %1")
                box.setInformativeText(written.replace("%1", str(_log_file)))
            box.setDetailedText(details)
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
        finally:
            self._showing = False


# --- start-up -----------------------------------------------------------------------------------------------
def create_application(argv: list[str]) -> QApplication:
    from app.gui import i18n
    from app.gui.look import fonts

    QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Lâmpada")
    app.setOrganizationName("Lampada")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("lampada")
    fonts.remember_base_font(app)
    app._lampada_translators = i18n.install_translators(app, i18n.choose_language())  # type: ignore[attr-defined]
    return app


class _FirstPaint(QObject):
    """Calls `callback` once, right after the window's first paint event."""

    def __init__(self, window, callback):
        super().__init__(window)
        self._callback = callback
        self._fired = False
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent

        if not self._fired and event.type() == QEvent.Type.Paint:
            self._fired = True
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False


def show_main_window(services=None, *, on_painted=None):
    """Build and show the window; heavy start-up work begins once it has been painted."""
    from app.gui.shell.window import MainWindow, default_services

    window = MainWindow(services or default_services())
    window.show()

    def painted() -> None:
        if on_painted is not None:
            on_painted(window)
        window.start()

    _FirstPaint(window, painted)
    QTimer.singleShot(
        1500, lambda: None if window.ready else window.start()
    )  # never wait on a paint forever
    return window


def tell_not_answering(title: str, text: str) -> None:
    """A second start found the data folder taken and the first did not answer: no window of ours exists to
    hold a banner, so a message box says it (tests replace this)."""
    box = QMessageBox()
    box.setTextFormat(Qt.TextFormat.PlainText)  # it names the data folder: text, not markup
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(title)
    box.setInformativeText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def cannot_start_text(exc: DataFolderUnusable) -> tuple[str, str]:
    """(title, text) when the data folder itself cannot be used."""
    translate = QCoreApplication.translate
    text = translate("Lampada", "The data folder “%1” cannot be used: %2.").replace("%1", exc.path)
    problem = exc.problem
    if problem == "it is a file, not a folder":
        problem = translate("Lampada", "it is a file, not a folder")
    text = text.replace("%2", problem)
    if os.environ.get("LAMPADA_DATA_DIR"):
        text += " " + translate("Lampada", "It is the folder LAMPADA_DATA_DIR names: point it to a folder.")
    return translate("Lampada", "Lâmpada cannot start"), text


def tell_cannot_start(title: str, text: str) -> None:
    """No window can open: a message box says why (tests replace this)."""
    tell_not_answering(title, text)


def finish_interrupted_repair(data_dir: Path) -> None:
    """A repair killed before its rebuilt library was in place is finished before the library is opened
    (the app holds the data folder; a `lampada` command writing it meanwhile delays this to the next start:
    the library is then read, not written, and the check at start offers the repair)."""
    from app.core import instance
    from app.core.errors import DataFolderBusy
    from app.core.library import maintenance, rebuild

    if not rebuild.pending(data_dir / maintenance.LIBRARY_FILE):
        return
    try:
        with instance.repairing(data_dir, wait=5.0):
            actions = maintenance.finish_interrupted_repair(data_dir)
    except (DataFolderBusy, OSError) as exc:
        log.warning("an interrupted repair could not be finished now: %s", exc)
        return
    log.warning("an interrupted repair was finished: %s", [(a.kind, a.name) for a in actions])


def claim_data_folder(parent: QObject) -> tuple[SingleInstance | None, int]:
    """(the held data folder, 0) — or (None, exit code) when another Lâmpada holds it: 0 once its window
    came forward, 1 when it did not answer (the person is told why no window opens)."""
    from app.core.errors import InstanceBusy
    from app.gui.shell.single_window import SingleInstance, not_answering_text

    instance = SingleInstance(paths.data_dir(), parent)
    try:
        instance.claim()
    except InstanceBusy as exc:
        answered = instance.hand_over()
        instance.deleteLater()
        if answered:
            log.info("Lâmpada is already open on %s (process %s): raised its window", exc.data_dir, exc.pid)
            return None, 0
        log.warning("Lâmpada is already open on %s (process %s) and did not answer", exc.data_dir, exc.pid)
        tell_not_answering(*not_answering_text(exc))
        return None, 1
    return instance, 0


def _startup_mark(event: str) -> None:
    if sys.stdout is not None:
        print(f"lampada-startup {event} {time.monotonic():.4f}", flush=True)


def run(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    exit_after = os.environ.get("LAMPADA_EXIT_AFTER", "")
    if exit_after:
        _startup_mark("start")
    argv = list(argv if argv is not None else sys.argv[:1])
    try:
        log_path = setup_logging()
    except DataFolderUnusable as exc:  # LAMPADA_DATA_DIR names a file, or a folder that cannot be made
        create_application(argv)
        tell_cannot_start(*cannot_start_text(exc))
        return 2
    log.info("Lâmpada %s starting (log: %s)", __version__, log_path or "stderr only")
    app = create_application(argv)
    CrashHandler(app)
    instance, code = claim_data_folder(app)
    if instance is None:
        return code
    finish_interrupted_repair(paths.data_dir())

    def painted(window) -> None:
        log.info("first paint after %.3f s", time.perf_counter() - started)
        if exit_after:
            _startup_mark("paint")
        if exit_after == "paint":
            QTimer.singleShot(0, app.quit)

    window = show_main_window(on_painted=painted)
    from app.gui.shell.single_window import bring_forward

    instance.activation_requested.connect(lambda: bring_forward(window))
    if exit_after == "library":

        def library_ready() -> None:
            _startup_mark("library")
            log.info(
                "library ready after %.3f s: %d translations",
                time.perf_counter() - started,
                len(window.translations),
            )
            QTimer.singleShot(0, app.quit)

        window.library_ready.connect(library_ready)
    code = app.exec()
    window.shutdown()
    instance.release()
    log.info("Lâmpada exiting (%d)", code)
    return code


if __name__ == "__main__":
    raise SystemExit(run(sys.argv))
