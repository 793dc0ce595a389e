"""What the command line's tests share."""

from __future__ import annotations

import pytest

from app.core import paths
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


@pytest.fixture
def populated():
    """The data folder's library with the tiny Portuguese and English translations."""
    with Library(paths.library_path()) as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
    return paths.library_path()
