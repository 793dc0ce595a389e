"""Shared helpers for the format readers' tests: fixture paths and a tiny file writer."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "formats"


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture
def write(tmp_path: Path):
    """write("name.usfm", "text") -> Path; bytes are written as they are."""

    def _write(name: str, content: str | bytes) -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path

    return _write
