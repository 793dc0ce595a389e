"""The long-work dialogs' operations, run as they are — no window, no event loop: a file read and imported,
a SWORD module found and imported, set-up's steps, the repair; each stopped by `cancelled`, each refusal
typed."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from app.core import paths
from app.core.errors import Cancelled, DuplicateTranslation, ImportFormatError, ModuleLocked
from app.core.formats.common import TranslationMeta
from app.core.library import maintenance
from app.core.library.reading import Library
from app.core.library.setup import Step
from app.core.library.writing import add_translation
from app.gui.dialogs import work_operations as ops
from app.gui.dialogs.work_operations import StepProgress
from tests.fixtures.tiny_corpus import tiny_pt

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
OSIS = FIXTURES / "formats" / "sample.osis.xml"
SWORD = FIXTURES / "sword"


def ids(library_path: Path) -> list[str]:
    with Library(library_path) as library:
        return sorted(t.id for t in library.translations())


def test_a_file_is_read_with_its_format_and_a_foreign_one_is_refused(tmp_path):
    reports = []
    fmt, parsed = ops.read_file(OSIS, progress=lambda done, total, message="": reports.append((done, total)))
    assert fmt == "osis" and parsed.meta.name == "Fixture Bible" and parsed.verses
    assert reports and reports[-1][0] == reports[-1][1]  # the reading said how far it was, to the end
    recipes = tmp_path / "recipes.xml"
    recipes.write_text("<?xml version='1.0'?><recipes><cake/></recipes>", encoding="utf-8")
    with pytest.raises(ImportFormatError):
        ops.read_file(recipes)
    with pytest.raises(Cancelled):
        ops.read_file(OSIS, cancelled=lambda: True)


def test_a_translation_is_imported_and_a_refused_or_stopped_one_leaves_the_library_as_it_was(library_path):
    _, parsed = ops.read_file(OSIS)
    with pytest.raises(DuplicateTranslation):
        ops.import_translation(library_path, parsed, TranslationMeta(id="tpt", language="en"))
    with pytest.raises(Cancelled):
        ops.import_translation(library_path, parsed, TranslationMeta(id="fxb"), cancelled=lambda: True)
    assert ids(library_path) == ["ten", "tpt"]
    report = ops.import_translation(library_path, parsed, TranslationMeta(id="fxb", name="Fixture"))
    assert report.translation.id == "fxb" and report.translation.name == "Fixture"
    assert ids(library_path) == ["fxb", "ten", "tpt"]


def test_sword_modules_are_found_in_a_folder_and_imported_a_locked_one_refused(library_path):
    found = {m.name: m for m in ops.find_modules(None, [SWORD])}  # the computer's folders, here the fixtures'
    assert {"LTBible", "LTComm", "LTLocked"} <= set(found)
    assert {m.name for m in ops.find_modules(SWORD)} == set(found)  # a folder chosen
    with pytest.raises(ModuleLocked):
        ops.import_module(library_path, found["LTLocked"])
    with pytest.raises(Cancelled):
        ops.import_module(library_path, found["LTBible"], cancelled=lambda: True)
    assert ids(library_path) == ["ten", "tpt"]
    report = ops.import_module(library_path, found["LTComm"])
    assert report.commentary.id == "ltcomm"


def steps_of(ran: list[str], held: threading.Event | None = None):
    """Two set-up steps: a translation imported, then one that reports, waits for `held`, and says what it
    did without (as OpenBible.info's step says the names' file it could not read)."""

    def provider(library: Library) -> list[Step]:
        def first(progress, cancelled):
            ran.append("first")
            return add_translation(library, tiny_pt(), overrides=TranslationMeta(id="tp2"), progress=progress,
                                           cancelled=cancelled)  # fmt: skip

        def second(progress, cancelled):
            progress(1, 2, "half")
            if held is not None:
                held.wait(5)
            if cancelled():
                raise Cancelled()
            ran.append("second")
            return type("Report", (), {"names_problem": ValueError("names")})()

        return [Step("import:tp2", "Importing TP2", first, "Tiny PT 2"),
                Step("openbible", "OpenBible", second)]  # fmt: skip

    return provider


def test_set_up_runs_its_steps_saying_which_and_returns_what_it_did_without(library_path):
    ran, said = [], []
    problems = ops.set_up(library_path, steps_of(ran), progress=lambda d, t, m="": said.append(m))
    assert ran == ["first", "second"]
    assert [str(p) for p in problems] == ["names"]
    steps = [StepProgress.of(message) for message in said]
    assert steps[0] == StepProgress(0, 2, "import:tp2", "Tiny PT 2")
    assert steps[-1] == StepProgress(1, 2, "openbible", "")
    assert "tp2" in ids(library_path)


def test_set_up_stopped_keeps_the_steps_it_finished(library_path):
    ran, held, stop = [], threading.Event(), threading.Event()

    def progress(done, total, message=""):
        if StepProgress.of(message).key == "openbible" and done:
            stop.set()  # Cancel, while the second step runs
            held.set()

    with pytest.raises(Cancelled):
        ops.set_up(library_path, steps_of(ran, held), progress=progress, cancelled=stop.is_set)
    assert ran == ["first"] and "tp2" in ids(library_path)


def test_a_step_message_is_read_back_and_anything_else_is_not_a_step():
    step = StepProgress(2, 5, "reindex:ten", "Tiny WEB\tcopy")
    assert StepProgress.of(step.message()) == step
    assert StepProgress.of("indexing") is None and StepProgress.of("a\tb\tc\td") is None


def test_the_repair_waits_for_the_other_lane_and_stops_before_closing_anything(library_path):
    closed, let_go = [], threading.Event()
    asked = iter([False, False, True])  # Cancel, while the other lane is still busy
    with pytest.raises(Cancelled):
        ops.repair(paths.data_dir(), lambda library: [], let_go, lambda: closed.append(1),
                   cancelled=lambda: next(asked))  # fmt: skip
    assert closed == []
    let_go.set()
    report = ops.repair(paths.data_dir(), lambda library: [], let_go, lambda: closed.append(1))
    assert closed == [1] and report.after.ok and report.actions == []
    assert maintenance.check(paths.data_dir(), full=False).ok
