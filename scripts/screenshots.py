"""Screenshots of the real window, with real text, for docs/screenshots/.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python scripts/screenshots.py [--fresh]

Builds (once, cached in .cache/screenshots-data) a data folder with the World English Bible (built in) and,
when `app.core.setup.blivre_source()` finds it in ../shared, the Bíblia Livre — read from there, never copied
into the repository. Meaning search uses the real model when `models/` has it, else the FakeEmbedder (say
which in the report: the fake's "meaning" is word-hashing, so its rankings are not the app's). Then it starts
the real main window (`app.gui.main.show_main_window`, as `lampada` does), drives it like a person would, and
saves PNGs.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DEFAULT_DATA = ROOT / ".cache" / "screenshots-data"
OUT = ROOT / "docs" / "screenshots"
SIZE = (1320, 820)


def build_data(data_dir: Path, fresh: bool) -> None:
    if fresh and data_dir.exists():
        shutil.rmtree(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    os.environ["LAMPADA_DATA_DIR"] = str(data_dir)
    from app.core import builtin, paths
    from app.core.formats.common import TranslationMeta
    from app.core.formats.detect import read_translation
    from app.core.library import Library
    from app.core.setup import BLIVRE_META, blivre_source

    with Library(paths.library_path()) as lib:
        if not lib.has_translation("web"):
            print("importing WEB…", flush=True)
            lib.add_translation(builtin.read_builtin("web"), builtin=True)
        source = blivre_source()
        if source is not None and not lib.has_translation("blivre"):
            print(f"importing the Bíblia Livre from {source}…", flush=True)
            parsed = read_translation(source, "usfm")
            meta = TranslationMeta(**{**BLIVRE_META.__dict__, "source": str(source)})
            lib.add_translation(parsed, overrides=meta)
    settings = data_dir / "settings.ini"
    if settings.exists():
        settings.unlink()  # every run starts from the defaults


def embedder_factory(force_fake: bool = False):
    """The real model if it is built, else the fake (returns (factory, label))."""
    from app.core import paths

    try:
        if force_fake:
            raise LookupError("--fake")
        from app.core.model import DEFAULT_MODEL, embedder

        model_dir = paths.models_dir() / DEFAULT_MODEL
        if (model_dir / "manifest.json").is_file():
            loaded = embedder.load_embedder(model_dir)
            return (lambda progress, cancelled: loaded), f"real model {DEFAULT_MODEL}"
    except Exception as exc:  # noqa: BLE001 - any problem: use the fake
        print(f"real model unavailable ({exc}); using the FakeEmbedder", flush=True)
    from app.core.model.fake import FakeEmbedder

    fake = FakeEmbedder()
    return (lambda progress, cancelled: fake), "FakeEmbedder"


class Driver:
    def __init__(self, app):
        self.app = app

    def pump(self, seconds: float = 0.2) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.01)

    def until(self, condition, timeout: float = 600, what: str = "") -> None:
        end = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError(f"timed out waiting for {what}")
            self.app.processEvents()
            time.sleep(0.02)

    def search(self, window, query: str) -> None:
        shown = []
        window.results_shown.connect(lambda r: shown.append(r))
        window.search_box.setFocus()
        window.search(query)
        self.until(lambda: any(r is not None and r.request.query == query for r in shown), 60, query)
        self.pump(0.3)

    def shot(self, window, name: str) -> Path:
        self.pump(0.4)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / name
        window.grab().save(str(path))
        print(f"saved {path.relative_to(ROOT)}", flush=True)
        return path


def differing_chapter(library_path: Path, left: str, right: str) -> tuple[str, int, int] | None:
    """A chapter both translations have where one lacks a verse the other has: (book, chapter, verse)."""
    from app.core.library import Library

    # textual variants: Acts 8:37, Luke 17:36, Acts 15:34, the doxology of Romans 16 are not in the WEB
    preferred = [("Acts", 8), ("Luke", 17), ("Acts", 15), ("Rom", 16), ("3John", 1), ("Mal", 4)]
    with Library(library_path) as lib:
        for book, chapter in preferred:
            a = {v.verse for v in lib.chapter(left, book, chapter)}
            b = {v.verse for v in lib.chapter(right, book, chapter)}
            if a and b and a != b:
                return book, chapter, min(a ^ b)
        rows = lib.conn.execute(
            "SELECT book, chapter, verse FROM verses WHERE translation = ? EXCEPT "
            "SELECT book, chapter, verse FROM verses WHERE translation = ? ORDER BY 1 LIMIT 1",
            (right, left),
        ).fetchall()
    return (rows[0][0], rows[0][1], rows[0][2]) if rows else None


def select_first_result(driver: Driver, window) -> None:
    if window.results_model.rowCount():
        index = window.results_model.index(0)
        window.results_view.setFocus()
        window.results_view.setCurrentIndex(index)
        window._open_result(index)
        driver.pump(0.3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="cached data folder")
    parser.add_argument("--fresh", action="store_true", help="rebuild the data folder")
    parser.add_argument("--fake", action="store_true", help="use the FakeEmbedder even if the model is built")
    args = parser.parse_args()

    os.environ.setdefault("LAMPADA_LANG", "pt")
    build_data(args.data, args.fresh)

    from PySide6.QtCore import QCoreApplication

    from app.core import paths
    from app.gui import i18n
    from app.gui.main import create_application, setup_logging, show_main_window
    from app.gui.navigation import Location
    from app.gui.settings import Settings, SettingsHistory
    from app.gui.window import Services

    setup_logging()
    app = create_application([sys.argv[0]])
    driver = Driver(app)
    factory, label = embedder_factory(args.fake)
    index_dir = paths.indexes_dir() / ("fake" if label == "FakeEmbedder" else "model")
    print(f"meaning search: {label}", flush=True)

    def services(embedder=factory) -> Services:
        settings = Settings()
        return Services(paths.library_path(), index_dir, settings, SettingsHistory(settings), embedder, None)

    window = show_main_window(services())
    window.resize(*SIZE)
    driver.until(lambda: window._ready, 30, "the library")
    driver.until(lambda: window.meaning.status.phase in ("done", "failed"), 3600, "meaning search indexes")
    ids = [t.id for t in window.translations]
    pt = "blivre" if "blivre" in ids else ids[0]
    window._select_translation(pt, rerun=False)
    window.splitter.setSizes([560, 760])
    driver.pump(0.5)
    driver.shot(window, "welcome.png")

    # 1. a Portuguese question
    driver.search(window, "estou com medo do futuro")
    select_first_result(driver, window)
    window.search_box.setFocus()
    driver.shot(window, "search-question-pt.png")

    # 2. the reader, opened by a typed reference
    driver.search(window, "Sl 23:4")
    window.reader.view.setFocus()
    driver.shot(window, "reader.png")

    # 3. two translations side by side, with a verse one of them lacks
    if "web" in ids and pt != "web":
        found = differing_chapter(paths.library_path(), pt, "web")
        book, chapter, verse = found if found else ("John", 3, 16)
        window.reader.set_parallel("web")
        window._on_reader_parallel_changed()
        window.reader.show_location(Location(pt, book, chapter, verse))
        window.splitter.setSizes([420, 900])
        driver.search(window, "amor ao próximo")
        window.reader.show_location(Location(pt, book, chapter, verse))
        driver.shot(window, "parallel.png")
        window.reader.set_parallel(None)
        window._on_reader_parallel_changed()
        window.splitter.setSizes([560, 760])

    # 4. the dark theme
    window.apply_theme("dark")
    driver.search(window, "amor ao próximo")
    select_first_result(driver, window)
    driver.shot(window, "dark.png")
    window.apply_theme("light")

    # 5. meaning search still being prepared: keyword results with the banner
    window.close()
    driver.pump(0.3)
    import threading

    never = threading.Event()

    def waiting(progress, cancelled):
        while not never.wait(0.05):
            if cancelled():
                from app.core.errors import Cancelled

                raise Cancelled()

    preparing = show_main_window(services(waiting))
    preparing.resize(*SIZE)
    driver.until(lambda: preparing._ready, 30, "the library")
    preparing._select_translation(pt, rerun=False)
    preparing.splitter.setSizes([560, 760])
    driver.search(preparing, "Melquisedeque")
    select_first_result(driver, preparing)
    preparing.search_box.setFocus()
    driver.shot(preparing, "meaning-preparing.png")
    never.set()
    preparing.close()
    driver.pump(0.3)

    # 6. the English interface
    for t in getattr(app, "_lampada_translators", []):
        app.removeTranslator(t)
    app._lampada_translators = i18n.install_translators(app, "en")
    english = show_main_window(services())
    english.resize(*SIZE)
    driver.until(lambda: english._ready, 30, "the library")
    driver.until(lambda: english.meaning.status.phase in ("done", "failed"), 600, "meaning")
    if "web" in ids:
        english._select_translation("web", rerun=False)
    english.splitter.setSizes([560, 760])
    driver.search(english, "how can I forgive someone who hurt me?")
    select_first_result(driver, english)
    english.search_box.setFocus()
    driver.shot(english, "search-en.png")
    english.close()
    driver.pump(0.3)
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
