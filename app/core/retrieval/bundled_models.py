"""The fitted models bundled as JSON in the resources (the learned rankers, the no-evidence detectors).

Each file is read on its own: one that cannot be read or does not hold its model is skipped with a warning,
so search goes on with what the others give (or without that model at all).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from app.core import paths

log = logging.getLogger(__name__)

T = TypeVar("T")


def load_models(pattern: str, path: Path | None, build: Callable[[Any], T], what: str) -> list[T]:
    """The models of the bundled files matching `pattern` (or of `path` alone), in file-name order; `what`
    names the model in the warning about a file that is skipped."""
    files = [path] if path else sorted(paths.resources_dir().glob(pattern))
    loaded = []
    for file in files:
        try:
            loaded.append(build(json.loads(file.read_text(encoding="utf-8"))))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("%s unavailable (%s): %s", what, file, exc)
    return loaded
