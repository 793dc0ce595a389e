from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.wordstudy import install_tagged


@pytest.fixture
def tagged_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tiny tagged KJV in place of the shipped one."""
    return install_tagged(tmp_path / "resources" / "wordstudy", monkeypatch)
