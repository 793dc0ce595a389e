from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from app.core.library.reading import Library  # noqa: E402
from app.core.library.writing import add_translation  # noqa: E402
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """Every test gets its own data folder: nothing touches the user's library."""
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def library(tmp_path) -> Library:
    lib = Library(tmp_path / "lib.sqlite3")
    add_translation(lib, tiny_pt())
    add_translation(lib, tiny_en())
    yield lib
    lib.close()
