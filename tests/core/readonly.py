"""Making files and folders read-only for a test, as a person's disk or permissions would.

A normal user gets `chmod a-w`. Root ignores permissions, so there the immutable attribute (`chattr +i`) is
used; where neither can make the path unwritable the test is skipped.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def read_only(*paths: Path) -> Iterator[None]:
    done: list[tuple[Path, int | None]] = []
    root = os.geteuid() == 0 if hasattr(os, "geteuid") else False
    try:
        for path in paths:
            if root:
                if shutil.which("chattr") is None:
                    pytest.skip("running as root without chattr: cannot make a path read-only")
                if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
                    pytest.skip(f"chattr +i is not supported for {path}")
                done.append((path, None))
            else:
                mode = path.stat().st_mode
                path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
                done.append((path, mode))
            if os.access(path, os.W_OK):
                pytest.skip(f"{path} stays writable here")
        yield
    finally:
        for path, mode in reversed(done):
            if mode is None:
                subprocess.run(["chattr", "-i", str(path)], capture_output=True)
            else:
                path.chmod(mode)
