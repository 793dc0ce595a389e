"""A full disk is said as one — never as damage, never as a raw SQLite error — and loses nothing: opening the
notes, a backup, an import, `check` and the library, on a real full disk (a small tmpfs, filled)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.core.errors import LibraryReadOnly
from app.core.library import maintenance
from app.core.library.reading import Library, open_library
from app.core.library.writing import add_translation
from app.core.userdata import UserData, UserDataUnavailable, list_backups
from tests.core.fulldisk import fill, small_disk
from tests.fixtures.tiny_corpus import tiny_pt


@pytest.fixture
def disk(tmp_path) -> Path:
    with small_disk(tmp_path / "disk") as mounted:
        yield mounted


def _data_folder(disk: Path) -> Path:
    data = disk / "data"
    with Library(data / "library.sqlite3") as library:
        add_translation(library, tiny_pt())
    with UserData.open(data / "userdata.sqlite3") as ud:
        for i in range(20):
            ud.add_note("John", 3, 16, f"nota {i}")
        ud.backup_now()
    return data


def _left_over(data: Path) -> list[str]:
    return [p.name for p in data.rglob("*") if p.name.endswith(".tmp")]


def test_notes_on_a_full_disk_say_the_disk_is_full_at_start(disk):
    data = _data_folder(disk)
    fill(disk)
    with pytest.raises(UserDataUnavailable) as info:
        UserData.open(data / "userdata.sqlite3")
    assert "is full" in info.value.problem and "I/O" not in info.value.problem
    assert "free some space" in info.value.problem


def test_a_backup_and_an_import_on_a_full_disk_are_typed_and_change_nothing(disk, tmp_path):
    data = _data_folder(disk)
    export = tmp_path / "export.json"
    with UserData.open(data / "userdata.sqlite3") as ud:
        ud.export_json(export)
        backups = list_backups(data / "userdata.sqlite3")
        filler = fill(disk)
        with pytest.raises(UserDataUnavailable) as info:
            ud.backup_now()
        assert info.value.problem.startswith("no backup was made: the disk holding") and "is full" in (
            info.value.problem
        )
        with pytest.raises(UserDataUnavailable) as info:
            ud.import_json(export, mode="replace")
        assert info.value.problem.startswith("nothing was imported: no backup was made: the disk holding")
        assert list_backups(data / "userdata.sqlite3") == backups
        assert not _left_over(data)
        os.unlink(filler)
        assert len(ud.all_notes()) == 20
        ud.backup_now()  # with room again, it works


def test_check_on_a_full_disk_says_it_could_not_check_never_damaged(disk):
    data = _data_folder(disk)
    fill(disk)
    report = maintenance.check(data)
    states = {(f.part, f.name): (f.state, f.detail) for f in report.findings}
    state, detail = states[("user data", "userdata.sqlite3")]
    assert state == maintenance.UNREADABLE and "is full" in detail, detail
    assert not any(f.state == maintenance.DAMAGED for f in report.findings), report.findings


def test_the_library_on_a_full_disk_opens_for_reading_and_says_why_it_cannot_be_written(disk):
    data = _data_folder(disk)
    fill(disk)
    with open_library(data / "library.sqlite3") as library:
        assert [t.id for t in library.translations()] == ["tpt"]
    with pytest.raises(LibraryReadOnly) as info:
        open_library(data / "library.sqlite3", write=True)
    assert "is full" in info.value.reason
