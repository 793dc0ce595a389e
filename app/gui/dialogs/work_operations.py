"""The work behind the long-work dialogs, as plain functions: `progress` and `cancelled` in, a result or the
core's typed error out, no widget and no Qt (Anki's `aqt/operations`). A dialog runs one on the task runner
(`LongWorkDialog.run_work`); a test runs it as it is.

Where the core already does the whole of the work (the quick check, `maintenance.check`), the dialog calls
the core: these are only the pieces the app puts together around it — opening the library for the work's
thread, running set-up's steps as one piece of work, a repair that waits for the other lane to let go.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

if TYPE_CHECKING:
    from app.core.dictionaries import DictionaryReport
    from app.core.formats.common import ParsedTranslation, TranslationMeta
    from app.core.formats.sword import InstalledModule
    from app.core.library.commentaries import CommentaryReport
    from app.core.library.maintenance import RepairReport
    from app.core.library.reading import Library
    from app.core.library.setup import Step
    from app.core.library.writing import ImportReport

StepsProvider = Callable[["Library"], list["Step"]]

LET_GO_POLL = 0.05  # seconds between two looks at `cancelled` while the other lane finishes


# --- importing a file ---------------------------------------------------------------------------------------
def read_file(
    path: str | Path, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> tuple[str, ParsedTranslation]:
    """The file's format (a `formats.detect.FORMATS` key) and what it holds; nothing is written."""
    from app.core.formats.detect import detect_format, read_translation

    fmt = detect_format(path)
    return fmt, read_translation(path, fmt, progress=progress, cancelled=cancelled)


def import_translation(
    library_path: Path,
    parsed: ParsedTranslation,
    meta: TranslationMeta,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ImportReport:
    """Add a file's text to the library as `meta` names it; a refusal (`DuplicateTranslation`,
    `ImportFormatError`…) or `Cancelled` leaves the library unchanged."""
    from app.core.library.reading import Library
    from app.core.library.writing import add_translation

    with Library(library_path) as library:
        return add_translation(library, parsed, overrides=meta, progress=progress, cancelled=cancelled)


# --- importing a SWORD module -------------------------------------------------------------------------------
def find_modules(
    place: str | Path | None,
    folders: Sequence[Path] | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> list[InstalledModule]:
    """The modules of a chosen folder or file (`place`), or, `place` None, of this computer's SWORD folders
    (`folders` None: where BibleTime, Xiphos and the SWORD tools keep them)."""
    from app.core.formats import sword

    check_cancelled(cancelled)
    return sword.discover(folders) if place is None else sword.modules_in(place)


def import_module(
    library_path: Path,
    module: InstalledModule,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ImportReport | CommentaryReport | DictionaryReport:
    """A Bible, a commentary or a dictionary into the library; a locked or unsupported module raises
    `ModuleLocked` or `UnsupportedModule`, and the library is left as it was."""
    from app.core.library import sword_import
    from app.core.library.reading import Library

    with Library(library_path) as library:
        return sword_import.import_module(
            library, module.root, module.name, progress=progress, cancelled=cancelled
        )


# --- first run ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StepProgress:
    """Which of set-up's steps a progress report is about, carried in its message (the runner passes a
    string): `message()` in the operation, `of(message)` in the dialog."""

    index: int  # from 0
    count: int
    key: str  # `Step.key`: "import:web", "openbible"…
    subject: str = ""  # `Step.subject`: the translation's name

    def message(self) -> str:
        return f"{self.index}\t{self.count}\t{self.key}\t{self.subject}"

    @classmethod
    def of(cls, message: str) -> StepProgress | None:
        parts = message.split("\t", 3)
        if len(parts) != 4 or not parts[0].isdigit() or not parts[1].isdigit():
            return None
        return cls(int(parts[0]), int(parts[1]), parts[2], parts[3])


def set_up(
    library_path: Path,
    steps: StepsProvider,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> list[Exception]:
    """Run the library's set-up steps (`app.core.library.setup.library_steps`) one after the other, each
    reporting as a `StepProgress`. Returns what they could not read but did without (the topics' Portuguese
    names); stopped, the steps finished are kept and the one under way is undone."""
    from app.core.library.reading import Library

    problems = []
    with Library(library_path) as library:
        found = steps(library)
        for i, step in enumerate(found):
            check_cancelled(cancelled)
            which = StepProgress(i, len(found), step.key, step.subject).message()

            def step_progress(done: int, total: int, message: str = "", which: str = which) -> None:
                progress(done, total, which)

            step_progress(0, 0)
            report = step.run(step_progress, cancelled)
            if getattr(report, "names_problem", None) is not None:
                problems.append(report.names_problem)
    return problems


# --- the repair ---------------------------------------------------------------------------------------------
def repair(
    data_dir: Path,
    setup_steps: StepsProvider,
    let_go: threading.Event,
    close: Callable[[], object],
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> RepairReport:
    """Wait until `let_go` is set (the other lane finished what it was doing with the data folder), close
    this lane's handles (`close`), then repair the data folder (`maintenance.repair`). Stopped before the
    repair's point of no return, nothing is changed."""
    from app.core.library import maintenance

    while not let_go.wait(LET_GO_POLL):
        check_cancelled(cancelled)
    check_cancelled(cancelled)
    close()
    return maintenance.repair(data_dir, progress=progress, cancelled=cancelled, setup_steps=setup_steps)
