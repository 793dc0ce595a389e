"""First-run setup: what a new library needs, as a list of steps the CLI and the GUI both run.

Each step is a plain function taking `progress` and `cancelled`; steps already done are skipped, so running setup
again is cheap and an interrupted setup resumes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.core import paths
from app.core.formats.common import TranslationMeta
from app.core.library import Library
from app.core.progress import CancelFn, ProgressFn

log = logging.getLogger(__name__)

BLIVRE_META = TranslationMeta(
    id="blivre",
    name="Bíblia Livre",
    language="pt-BR",
    licence="CC BY 3.0 BR",
    attribution=(
        "Todas as Escrituras em português citadas são da Bíblia Livre (BLIVRE), Copyright © Diego Santos, "
        "Mario Sérgio, e Marco Teles, http://sites.google.com/site/biblialivre/ - fevereiro de 2018. Licença "
        "Creative Commons Atribuição 3.0 Brasil (http://creativecommons.org/licenses/by/3.0/br/). Reprodução "
        "permitida desde que devidamente mencionados fonte e autores."
    ),
)


@dataclass
class Step:
    key: str
    label: str
    run: Callable[[ProgressFn, CancelFn], object]


def blivre_source() -> Path | None:
    """The Bíblia Livre USFM folder of a development checkout (../shared), if present."""
    shared = paths.shared_dir()
    candidate = shared / "corpora" / "blivre-usfm" if shared else None
    return candidate if candidate and candidate.is_dir() else None


def library_steps(library: Library) -> list[Step]:
    """Import the built-in texts (and, on a development machine, the Bíblia Livre) that are not there yet."""
    from app.core import builtin
    from app.core.formats.detect import read_translation

    steps: list[Step] = []
    for tid in builtin.BUILTIN_IDS:
        if not library.has_translation(tid):

            def run(progress: ProgressFn, cancelled: CancelFn, tid: str = tid) -> object:
                parsed = builtin.read_builtin(tid, cancelled=cancelled)
                return library.add_translation(parsed, builtin=True, progress=progress, cancelled=cancelled)

            steps.append(Step(f"import:{tid}", f"Importing {tid.upper()}", run))
    source = blivre_source()
    if source is not None and not library.has_translation("blivre"):

        def run_blivre(progress: ProgressFn, cancelled: CancelFn) -> object:
            parsed = read_translation(source, "usfm", cancelled=cancelled)
            meta = TranslationMeta(**{**BLIVRE_META.__dict__, "source": str(source)})
            return library.add_translation(parsed, overrides=meta, progress=progress, cancelled=cancelled)

        steps.append(Step("import:blivre", "Importing Bíblia Livre", run_blivre))
    return steps
