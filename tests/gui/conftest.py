"""GUI test fixtures: the tiny corpus in the per-test data folder, a fake embedder, and a started window.

Everything runs offscreen (tests/conftest.py sets QT_QPA_PLATFORM). The window gets `Services` built here, so
no test touches the real model, the user's settings or the network.
"""

from __future__ import annotations

import threading

import pytest

from app.core import paths
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


@pytest.fixture
def library_path():
    """The tiny corpus (tpt + ten) in this test's data folder."""
    path = paths.library_path()
    with Library(path) as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
    return path


@pytest.fixture
def embedder():
    return FakeEmbedder()


@pytest.fixture
def make_services(library_path, embedder):
    from app.gui.settings import Settings, SettingsHistory
    from app.gui.shell.window import Services

    def make(factory="fake", steps=None, settings: Settings | None = None) -> Services:
        if factory == "fake":
            factory = lambda progress, cancelled: embedder  # noqa: E731
        settings = settings or Settings()
        return Services(
            library_path=library_path,
            index_dir=paths.indexes_dir(),
            settings=settings,
            history=SettingsHistory(settings),
            embedder_factory=factory,
            setup_steps=steps,
        )

    return make


@pytest.fixture
def open_window(qtbot):
    """open_window(services) -> a shown, started MainWindow, shut down at the end of the test."""
    from app.gui.shell.window import MainWindow

    windows = []

    def open_(services, *, wait_meaning: bool = True):
        window = MainWindow(services)
        qtbot.addWidget(window)
        window.resize(1100, 720)
        window.show()
        window.start()
        qtbot.waitUntil(lambda: window.ready or window.notice.isVisible(), timeout=5000)
        if wait_meaning and services.embedder_factory is not None:
            qtbot.waitUntil(lambda: window.meaning.status.phase in ("done", "failed"), timeout=5000)
        windows.append(window)
        return window

    yield open_
    for window in windows:
        window.shutdown()


@pytest.fixture
def window(make_services, open_window):
    return open_window(make_services())


class Gate:
    """A factory that blocks until released: meaning search stays "being prepared" as long as a test needs."""

    def __init__(self, embedder):
        self.embedder = embedder
        self.event = threading.Event()

    def __call__(self, progress, cancelled):
        while not self.event.wait(0.02):
            if cancelled():
                from app.core.errors import Cancelled

                raise Cancelled()
        return self.embedder

    def release(self):
        self.event.set()


@pytest.fixture
def gate(embedder):
    g = Gate(embedder)
    yield g
    g.release()
