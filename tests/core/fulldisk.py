"""A disk that is full, for a test: a small tmpfs mounted in the test's folder, then filled to the last byte.

Mounting needs root on Linux; elsewhere the test is skipped (as `readonly.py` does where a path cannot be made
read-only). The disk is unmounted when the test ends, whatever happens.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_disk(path: Path, size: str = "16m") -> Iterator[Path]:
    """A tmpfs of `size` mounted at `path` (created)."""
    if not sys.platform.startswith("linux") or not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root on Linux")
    path.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                          capture_output=True)  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True)


def fill(disk: Path) -> Path:
    """Write zeros on `disk` until no byte is left; returns the file holding them (delete it to free)."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        for size in (1 << 20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)
    return filler
