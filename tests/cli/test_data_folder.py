"""`lampada` on a data folder that is not what it should be: a file, a full disk, damaged data files that
set-up reads. Each ends in one worded line and an exit code, never a traceback, and changes nothing."""

from __future__ import annotations

import lzma
import shutil
from pathlib import Path

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.formats.common import TranslationMeta
from app.core.library import openbible, setup
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.core.fulldisk import fill, small_disk
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_data_folder_that_is_a_file_is_said_plainly(capsys, tmp_path, monkeypatch):
    afile = tmp_path / "afile"
    afile.write_text("not a folder")
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(afile))
    for argv in (["translations"], ["check"], ["show", "Jo 3:16"]):
        code, out, err = run(capsys, *argv)
        assert code == 2, (argv, err)
        assert f"the data folder {afile} (LAMPADA_DATA_DIR) cannot be used: it is a file, not a folder" in err
        assert "Errno" not in err and "Traceback" not in err
    assert afile.read_text() == "not a folder"


def test_check_on_a_full_disk_says_it_could_not_check_and_suggests_no_repair(capsys, tmp_path, monkeypatch):
    with small_disk(tmp_path / "disk") as disk:
        data = disk / "data"
        monkeypatch.setenv("LAMPADA_DATA_DIR", str(data))
        with Library(paths.library_path()) as library:
            add_translation(library, tiny_pt())
        from app.core.userdata import UserData

        with UserData.open(data / "userdata.sqlite3") as ud:
            ud.add_note("John", 3, 16, "nota")
        fill(disk)
        code, out, err = run(capsys, "check")
    assert code == 1
    assert "could not check: user data userdata.sqlite3" in err and "is full" in err
    assert "damaged" not in err.lower() and "--repair" not in err


def _library_with_builtins() -> Path:
    """A library whose built-ins are there (the tiny texts stand in for them): set-up's only step left is
    OpenBible.info's data."""
    with Library(paths.library_path()) as library:
        for tid in ("web", "kjv"):
            add_translation(library, tiny_en(), overrides=TranslationMeta(id=tid), builtin=True)
    return paths.library_path()


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (lambda data: b"garbage, not xz " * 100, "the file is damaged, not xz data"),
        (lambda data: data[: len(data) // 2], "the file is cut short"),
    ],
)
def test_setup_with_a_damaged_openbible_file_ends_in_one_worded_line(capsys, tmp_path, monkeypatch, damage,
                                                                      said):  # fmt: skip
    source = openbible.resources()
    if not (source / openbible.TOPICS_FILE).is_file():
        pytest.skip("this checkout has no OpenBible.info files")
    copy = shutil.copytree(source, tmp_path / "openbible")
    target = copy / openbible.XREFS_FILE
    target.write_bytes(damage(target.read_bytes()))
    monkeypatch.setattr(openbible, "resources", lambda: copy)
    monkeypatch.setattr(setup, "blivre_source", lambda: None)  # a development checkout's extra text
    library = _library_with_builtins()
    before = library.read_bytes()
    code, out, err = run(capsys, "setup", "--no-model")
    assert code == 2, err
    assert f"cannot import {target}: {said}" in err and "not changed" in err
    assert "Traceback" not in err and "LZMAError" not in err and "EOFError" not in err
    with Library(library) as opened:
        assert not openbible.is_loaded(opened)
    assert len(library.read_bytes()) == len(before)


def test_a_truncated_xz_is_a_typed_error_of_the_loader(tmp_path, library):
    source = openbible.resources()
    if not (source / openbible.TOPICS_FILE).is_file():
        pytest.skip("this checkout has no OpenBible.info files")
    copy = shutil.copytree(source, tmp_path / "openbible")
    (copy / openbible.TOPICS_FILE).write_bytes(lzma.compress(b"topic\tverse\tvotes\n")[:20])
    from app.core.errors import ImportFormatError

    with pytest.raises(ImportFormatError, match="cut short"):
        openbible.load(library, copy)
    assert not openbible.is_loaded(library)


def test_check_repair_in_a_read_only_folder_says_why_and_changes_nothing(capsys):
    """`check --repair` there used to print a raw "[Errno 13] … .lampada.lock"."""
    from app.core.userdata import UserData
    from tests.core.readonly import read_only

    data = paths.data_dir()
    with Library(paths.library_path()) as library:
        add_translation(library, tiny_pt())
    with UserData.open(data / "userdata.sqlite3") as ud:
        ud.add_note("John", 3, 16, "nota")
        ud.backup_now()
    with read_only(data):
        code, out, err = run(capsys, "check", "--repair")
        assert code == 0 and "Nothing needed repair" in out, err
    (data / "userdata.sqlite3").write_bytes(b"")  # emptied: a backup holds the note
    before = sorted(p.name for p in data.iterdir())
    with read_only(data, data / "userdata.sqlite3"):
        code, out, err = run(capsys, "check", "--repair")
    assert code == 3, err
    assert f"the folder {data} is read-only, so nothing can be repaired there" in err
    assert "Errno" not in err and "Traceback" not in err
    assert (
        sorted(p.name for p in data.iterdir()) == before and (data / "userdata.sqlite3").read_bytes() == b""
    )
