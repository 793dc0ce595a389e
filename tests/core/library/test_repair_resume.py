"""Every process that writes the data folder holds its lock, a repair killed at any point is finished by the
next command and never leaves the folder without a library, and a translation whose copy is all that is left
of it is reported and imported again."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import command_line as cli
from app.core import instance
from app.core.errors import DataFolderBusy, RepairUnfinished
from app.core.library import copies, maintenance, rebuild, setup, writing
from app.core.library.reading import Library, open_library
from app.core.library.writing import add_translation, remove_translation
from app.core.retrieval import service
from app.core.userdata import UserData
from tests.cli import parser_walk
from tests.fixtures.tiny_corpus import EN, PT, tiny_en, tiny_pt

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "formats"


def no_setup(library):
    return []


@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    """The data folder `lampada` uses: two imported translations with their copies, and a note."""
    data = tmp_path / "data"
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(data))
    with Library(data / "library.sqlite3") as library:
        add_translation(library, tiny_pt())
        add_translation(library, tiny_en())
    with UserData.open(data / "userdata.sqlite3") as ud:
        ud.add_note("John", 3, 16, "Deus amou")
    return data


def _damage_text(folder: Path) -> None:
    """Damage only the full check sees (a verse changed inside its page): the quick check passes."""
    path = folder / "library.sqlite3"
    data = path.read_bytes()
    path.write_bytes(data.replace(b"Melquisedeque, rei", b"Melquisedequx, rei"))


def _ids(folder: Path) -> list[str]:
    with open_library(folder / "library.sqlite3") as library:
        return [t.id for t in library.translations()]


def states(report) -> dict[tuple[str, str], str]:
    return {(f.part, f.name): f.state for f in report.findings}


# --- the lock ---------------------------------------------------------------------------------------------


def test_an_import_during_a_repair_is_refused_and_a_repair_during_an_import_too(folder, capsys):
    """A finished import used to vanish: the repair's final rename dropped the translation it had written."""
    _damage_text(folder)
    with instance.repairing(folder):
        code = cli.main(["import", str(FIXTURES / "usfm"), "--id", "during", "--language", "pt"])
        err = capsys.readouterr().err
    assert code == 3 and "a repair is running on" in err and "nothing was changed" in err
    assert not copies.copy_path(folder / "library.sqlite3", "during").exists()
    with instance.writing(folder), pytest.raises(DataFolderBusy) as info:
        maintenance.repair(folder, setup_steps=no_setup)
    assert not info.value.repairing
    report = maintenance.repair(folder, setup_steps=no_setup)
    assert report.after.ok, report.after.problems
    assert cli.main(["import", str(FIXTURES / "usfm"), "--id", "during", "--language", "pt"]) == 0
    assert sorted(_ids(folder)) == ["during", "ten", "tpt"]


def _commands() -> list[list[str]]:
    """Every `lampada` command, with the least arguments it takes (its required positionals filled in)."""
    needs = {"import": [str(FIXTURES / "usfm"), "--id", "x", "--language", "pt"], "show": ["Jo 3:16"],
             "search": ["amor"], "remove": ["tpt"], "eval": ["--dataset", "none.jsonl"]}  # fmt: skip
    commands = []
    for name, command in parser_walk.commands(cli.build_parser()).items():
        argv = [name]
        for action in parser_walk.arguments(command):
            if parser_walk.is_subcommand_list(action):
                argv.append(next(iter(action.choices)))
            elif not action.option_strings and action.nargs not in ("?", "*"):
                argv.append("x")
        commands.append([name, *needs[name]] if name in needs else argv)
    return commands


def test_every_command_is_refused_while_a_repair_holds_the_data_folder(folder, capsys, monkeypatch):
    """Walks the command line: each command that may write the data folder, or would read it half rebuilt
    (`check`), is refused while a repair holds it, and changes nothing; only `sword list`, which reads
    SWORD's own folders, runs."""
    def ran(*args, **kwargs):  # long work that must never start during a repair: fail at once instead
        raise AssertionError("a command ran while a repair held the data folder")

    monkeypatch.setattr(service, "load_embedder", ran)  # the model, first step of every meaning index
    monkeypatch.setattr(setup, "library_steps", ran)
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir() if p.is_file()}
    walked = []
    with instance.repairing(folder):
        for argv in _commands():
            name = argv[0]
            try:
                code = cli.main(argv)
            except AssertionError:
                code = None
            err = capsys.readouterr().err
            walked.append(name)
            if name == "sword":
                assert "a repair is running" not in err, name
            else:
                assert code == 3 and "a repair is running on" in err, (name, err)
    assert {"setup", "import", "remove", "index", "show", "search", "check"} <= set(walked)
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir() if p.name in before} == before


# --- a repair killed at any point ------------------------------------------------------------------------


class Killed(BaseException):
    """What a SIGKILL does to the rest of a function: nothing after it runs, no clean-up either."""


def _kill_at(monkeypatch, n: int) -> list[str]:
    """Make the n-th file operation of the swap (`rebuild`'s renames, links, deletions) never happen."""
    calls: list[str] = []

    def wrap(name, real):
        def op(*args, **kwargs):
            calls.append(name)
            if len(calls) == n:
                raise Killed(name)
            return real(*args, **kwargs)

        return op

    monkeypatch.setattr(rebuild.os, "replace", wrap("replace", rebuild.os.replace))
    monkeypatch.setattr(rebuild.os, "link", wrap("link", rebuild.os.link))
    monkeypatch.setattr(rebuild.shutil, "rmtree", wrap("rmtree", rebuild.shutil.rmtree))
    monkeypatch.setattr(copies.os, "replace", wrap("publish", copies.os.replace))
    return calls


def test_a_repair_killed_at_any_step_of_its_swap_is_finished_by_the_next_command(
    folder, tmp_path, monkeypatch, capsys
):
    (folder / "sources" / "ten.json.gz").unlink()  # ten comes back from the damaged file, with a new copy
    _damage_text(folder)
    with monkeypatch.context() as m:
        counted = _kill_at(m, 0)
        maintenance.repair(shutil.copytree(folder, tmp_path / "count"), setup_steps=no_setup)
    steps = len(counted)
    assert steps >= 4, counted  # a copy published, the link, the rename, the folder removed
    for n in range(1, steps + 1):
        data = shutil.copytree(folder, tmp_path / f"at-{n}")
        monkeypatch.setenv("LAMPADA_DATA_DIR", str(data))
        with monkeypatch.context() as m:
            _kill_at(m, n)
            with pytest.raises(Killed):
                maintenance.repair(data, setup_steps=no_setup)
        assert (data / "library.sqlite3").exists(), f"no library after a kill at {counted[n - 1]}"
        found = states(maintenance.check(data))
        if rebuild.pending(data / "library.sqlite3"):
            assert found[("library", ".library.sqlite3.rebuild")] == maintenance.DAMAGED  # check sees it
            with pytest.raises(RepairUnfinished):
                Library(data / "library.sqlite3")  # nothing writes the library meanwhile
        assert cli.main(["translations"]) == 0, capsys.readouterr().err
        out, err = capsys.readouterr()
        assert "tpt" in out and "ten" in out, (n, out, err)
        assert not rebuild.pending(data / "library.sqlite3")
        report = maintenance.repair(data, setup_steps=no_setup)  # whatever the kill left, it ends whole
        assert report.after.ok, (n, counted[n - 1], report.after.problems)
        with Library(data / "library.sqlite3") as library:
            assert library.translation("ten").verse_count == len(EN)
            assert library.translation("tpt").verse_count == len(PT)
            assert library.verse("tpt", "Gen", 14, 18).text.startswith("Melquisedeque, rei")
        assert list(data.glob("library.sqlite3.damaged-*"))


def test_the_app_start_and_a_check_repair_finish_an_interrupted_repair_too(folder, monkeypatch):
    _damage_text(folder)
    with monkeypatch.context() as m:
        calls = _kill_at(m, 0)
        m.setattr(rebuild, "finish", lambda path: calls.append("finish") or None)  # killed before the swap
        maintenance.repair(folder, setup_steps=no_setup)
    assert rebuild.pending(folder / "library.sqlite3")
    with open_library(folder / "library.sqlite3") as library:  # reading works meanwhile
        assert library.read_only and "repair" in library.read_only_reason
    report = maintenance.repair(folder, setup_steps=no_setup)
    assert report.actions[0].kind == "library_rebuilt" and report.after.ok
    assert not rebuild.pending(folder / "library.sqlite3")


# --- copies without their translation ------------------------------------------------------------------


def test_a_copy_whose_translation_the_library_lost_is_reported_and_imported_again(folder):
    copy = copies.copy_path(folder / "library.sqlite3", "ten")
    kept = shutil.copyfile(copy, folder / "kept.json.gz")
    with Library(folder / "library.sqlite3") as library:  # the library lost it (an import whose library
        remove_translation(library, "ten")  # a repair replaced, once); its copy stays
    shutil.move(kept, copy)
    found = states(maintenance.check(folder))
    assert found[("translation", "ten")] == maintenance.LOST
    assert states(maintenance.check(folder, full=False))[("translation", "ten")] == maintenance.LOST
    report = maintenance.repair(folder, setup_steps=no_setup)
    assert ("translation_rebuilt", "ten", "copy") in [(a.kind, a.name, a.detail) for a in report.actions]
    assert report.after.ok, report.after.problems
    assert sorted(_ids(folder)) == ["ten", "tpt"]


def test_a_library_gone_with_its_copies_left_is_reported_and_rebuilt_from_them(folder, capsys):
    for suffix in ("", "-wal", "-shm"):
        Path(str(folder / "library.sqlite3") + suffix).unlink(missing_ok=True)
    found = states(maintenance.check(folder))
    assert found[("translation", "ten")] == found[("translation", "tpt")] == maintenance.LOST
    assert cli.main(["check"]) == 1
    assert "damaged: translation ten; translation tpt" in capsys.readouterr().err
    report = maintenance.repair(folder, setup_steps=no_setup)
    assert report.after.ok, report.after.problems
    assert sorted(_ids(folder)) == ["ten", "tpt"]


def test_a_library_made_empty_by_the_next_command_still_shows_its_lost_translations(folder, capsys):
    """The old failure: no library, the next command made an empty one, and `check` said nothing."""
    (folder / "library.sqlite3").unlink()
    assert cli.main(["translations"]) == 0  # creates an empty library
    capsys.readouterr()
    assert cli.main(["check"]) == 1
    assert "translation ten" in capsys.readouterr().err
    assert maintenance.repair(folder, setup_steps=no_setup).after.ok
    assert sorted(_ids(folder)) == ["ten", "tpt"]


def _dies(*args, **kwargs):
    raise Killed()


def test_a_removal_killed_at_any_point_never_leaves_a_copy_without_its_translation(folder, tmp_path,
                                                                                    monkeypatch):  # fmt: skip
    """Killed after the copy was set aside (before the library let go of the translation), or after (before
    the copy was deleted): never a copy whose translation is gone, which a repair would bring back."""
    real_replace = maintenance.os.replace

    def set_aside_only(source, target):  # the copy is set aside; putting it back is never reached
        if Path(source).name != "ten.json.gz":
            _dies()
        real_replace(source, target)

    for point in ("library", "delete"):
        data = shutil.copytree(folder, tmp_path / point)
        with monkeypatch.context() as m, Library(data / "library.sqlite3") as library:
            if point == "library":  # the kill lands inside the removal: nothing after it runs
                m.setattr(writing, "remove_translation", _dies)
                m.setattr(maintenance.os, "replace", set_aside_only)
            else:
                m.setattr(Path, "unlink", _dies)
            with pytest.raises(Killed):
                maintenance.remove_translation(library, "ten", data / "indexes")
        found = states(maintenance.check(data))
        assert found.get(("translation", "ten"), maintenance.OK) == maintenance.OK, point  # never "lost"
        report = maintenance.repair(data, setup_steps=no_setup)
        assert report.after.ok, (point, report.after.problems)
        assert ("ten" in _ids(data)) == (point == "library")
        assert copies.copy_path(data / "library.sqlite3", "ten").exists() == (point == "library")
        assert not list((data / "sources").glob(".*.removing"))


def test_a_rebuilt_library_whose_last_pages_are_still_in_its_journal_arrives_whole(tmp_path):
    """The swap moves one file: what the rebuilt library still holds in its -wal goes into it first."""
    library_path = tmp_path / "library.sqlite3"
    built = rebuild.work_dir(library_path) / "library.sqlite3"
    built.parent.mkdir()
    writer = (
        "import os, sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('PRAGMA journal_mode=WAL');"
        "c.execute('PRAGMA wal_autocheckpoint=0'); c.execute('CREATE TABLE t (x)');"
        "c.executemany('INSERT INTO t VALUES (?)', [(i,) for i in range(1000)]); c.commit(); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", writer, str(built)], check=True)  # killed before any checkpoint
    assert Path(str(built) + "-wal").stat().st_size > 0
    rebuild.mark_ready(library_path)
    assert rebuild.finish(library_path) is not None
    with sqlite3.connect(library_path) as conn:
        assert conn.execute("SELECT count(*) FROM t").fetchone()[0] == 1000
