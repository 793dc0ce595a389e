"""Artifact files, written one way: whole or not at all, and checked by one checksum.

`atomic_write` builds a file under a unique hidden temporary name in the target's folder, fsyncs it, renames
it over the target and fsyncs the folder: after a crash or a power cut the target is the old file or the new
one, whole, never half of one; a failed write removes its temporary file. `sha256_file` is the checksum every
manifest records and every loader verifies. Every artifact writer in the core goes through here (indexes and
their manifests, the notes' embedding cache, translation copies, exports, the model's manifest).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import uuid
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

import numpy as np

TEMP_SUFFIX = ".tmp"


def sha256_file(path: Path | str, chunk: int = 1 << 20) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def remove_paths(paths: Iterable[Path]) -> list[Path]:
    """Delete these files and folders (those that exist); returns what was removed."""
    removed = []
    for path in paths:
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
        elif path.exists():
            path.unlink(missing_ok=True)
            removed.append(path)
    return removed


def fsync_file(path: Path | str) -> None:
    with open(path, "rb+") as f:
        os.fsync(f.fileno())


def fsync_dir(directory: Path | str) -> None:
    """Make a rename or a deletion in `directory` durable (POSIX; elsewhere the rename itself is enough)."""
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        with contextlib.suppress(OSError):  # some file systems cannot fsync a folder
            os.fsync(fd)
    finally:
        os.close(fd)


def temp_path(path: Path) -> Path:
    """A unique hidden name beside `path`: two writers of one file never share a temporary file."""
    return path.with_name(f".{path.name}.{os.getpid()}-{uuid.uuid4().hex[:12]}{TEMP_SUFFIX}")


@contextlib.contextmanager
def atomic_write(
    path: Path | str, mode: str = "wb", encoding: str | None = None, newline: str | None = None
) -> Iterator[IO[Any]]:
    """A file object whose content replaces `path` when the block ends without an error."""
    target = Path(path)
    tmp = temp_path(target)
    try:
        with open(tmp, mode, encoding=encoding, newline=newline) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(target.parent)


def write_bytes(path: Path | str, data: bytes) -> Path:
    with atomic_write(path) as f:
        f.write(data)
    return Path(path)


def write_text(path: Path | str, text: str) -> Path:
    """UTF-8 with "\\n" line ends on every system."""
    with atomic_write(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return Path(path)


def write_json(path: Path | str, data: Any, **dump: Any) -> Path:
    """`data` as JSON (`dump`: json.dumps's options, e.g. indent)."""
    return write_text(path, json.dumps(data, **dump))


def write_npy(path: Path | str, array: np.ndarray) -> str:
    """`array` as a .npy file (no pickles); returns the written file's sha256."""
    with atomic_write(path) as f:
        np.save(f, array, allow_pickle=False)
    return sha256_file(path)
