"""Where things live. One place, so that nothing ever writes inside the install folder.

- bundled resources (read-only): `resources/` next to the `app` package, or inside a frozen bundle;
- models (read-only at run time): `LAMPADA_MODELS_DIR`, else `models/` beside `resources/`;
- the installer's seed (read-only): `data/` inside a frozen bundle, a built library and its meaning indexes
  that the first start copies into the user data folder (`app.core.library.setup.seed_from_bundle`);
- user data (library, indexes, user database, logs): `LAMPADA_DATA_DIR`, else the platform's user data folder.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from app.core.errors import DataFolderUnusable


def install_root() -> Path:
    if getattr(sys, "frozen", False):  # PyInstaller onedir
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    return install_root() / "resources"


def models_dir() -> Path:
    env = os.environ.get("LAMPADA_MODELS_DIR")
    return Path(env) if env else install_root() / "models"


def bundled_data_dir() -> Path | None:
    """The read-only library and indexes an installer carries (`data/` in the bundle), if there are any; the
    library is carried compressed (`library.sqlite3.xz`, app.core.library.setup.seed_from_bundle)."""
    candidate = install_root() / "data"
    carried = ("library.sqlite3.xz", "library.sqlite3")
    return candidate if any((candidate / name).is_file() for name in carried) else None


def data_dir() -> Path:
    env = os.environ.get("LAMPADA_DATA_DIR")
    if env:
        path = Path(env)
    elif sys.platform == "win32":
        path = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "Lampada"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "Lampada"
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "lampada"
    if path.exists() and not path.is_dir():
        raise DataFolderUnusable(str(path), "it is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a parent that is a file, or a read-only place
        raise DataFolderUnusable(str(path), f"it cannot be created: {exc.strerror or exc}") from exc
    return path


def cache_dir() -> Path:
    """The platform's cache folder for Lâmpada (not created): where logs go when the data folder cannot be
    written."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "Lampada" / "Cache"
        return base
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "Lampada"
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "lampada"


def library_path() -> Path:
    return data_dir() / "library.sqlite3"


def indexes_dir() -> Path:
    """The meaning indexes' folder, created when it can be (a read-only data folder is read as it is)."""
    path = data_dir() / "indexes"
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def shared_dir() -> Path | None:
    """`../shared` beside the checkout (development, tests, benchmarks only; never used by the app)."""
    env = os.environ.get("LAMPADA_SHARED_DIR")
    candidate = Path(env) if env else install_root().parent / "shared"
    return candidate if candidate.is_dir() else None
