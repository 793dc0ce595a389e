from __future__ import annotations

from pathlib import Path

import pytest

from app.core.wordstudy import tagged
from tests.core.wordstudy.fixtures import write_tagged


@pytest.fixture
def tagged_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tiny tagged KJV in place of the shipped one."""
    directory = tmp_path / "resources" / "wordstudy"
    write_tagged(directory)
    monkeypatch.setattr(tagged, "resources", lambda: directory)
    return directory
