"""The user database against a careless disk and a second copy of the app: an emptied or vanished file is
never silently started anew, rotation keeps the last backup holding the notes, concurrent opens do not fight
over the daily backup, and a read-only file is read and refuses writes in plain words."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from app.core.userdata import (
    UserData,
    UserDataMissing,
    UserDataReadOnly,
    list_backups,
    restore_backup,
)
from app.core.userdata import backups as bk
from tests.core.readonly import read_only


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "u" / "userdata.sqlite3"


def _with_notes(db_path: Path, n: int = 3) -> list[str]:
    with UserData.open(db_path) as ud:
        ids = [ud.add_note("John", 3, 16 + i, f"nota {i}").id for i in range(n)]
        ud.backup_now()
    return ids


# --- emptied or vanished ----------------------------------------------------------------------------------


def test_an_emptied_database_is_reported_with_the_backup_that_holds_the_notes(db_path):
    ids = _with_notes(db_path)
    db_path.write_bytes(b"")
    with pytest.raises(UserDataMissing) as info:
        UserData.open(db_path)
    assert info.value.state == "empty" and info.value.records == 3
    assert db_path.read_bytes() == b""  # nothing written over it
    restore_backup(info.value.backup, db_path)
    with UserData.open(db_path) as ud:
        assert sorted(n.id for n in ud.all_notes()) == sorted(ids)


def test_a_vanished_database_is_reported_and_not_made_again(db_path):
    _with_notes(db_path)
    db_path.unlink()
    with pytest.raises(UserDataMissing) as info:
        UserData.open(db_path)
    assert info.value.state == "missing" and not db_path.exists()


def test_starting_empty_on_purpose_keeps_the_backup(db_path):
    _with_notes(db_path)
    db_path.unlink()
    holding = bk.newest_with_records(bk.backups_dir_for(db_path))
    with UserData.open(db_path, allow_empty=True) as ud:
        assert ud.all_notes() == []
    with UserData.open(db_path) as ud:  # a database of its own now: no question asked again
        assert ud.all_notes() == []
    assert holding.path.exists()


def test_a_new_database_without_backups_just_starts(db_path):
    with UserData.open(db_path) as ud:
        assert ud.all_notes() == []


def test_rotation_never_deletes_the_newest_backup_holding_more_than_the_live_file(db_path):
    with UserData.open(db_path, keep_backups=3) as ud:
        for i in range(5):
            ud.add_note("Ps", 23, 1 + i, f"salmo {i}")
        holding = ud.backup_now()
        for note in ud.all_notes():
            ud.delete_note(note.id)
        for _ in range(6):  # ten daily opens of an emptied file would do the same
            ud.backup_now()
        regular = [b.path for b in ud.list_backups() if b.regular]
    assert holding in regular and len(regular) == 4  # the newest three, and the one holding the notes
    assert bk.record_count(holding) == 5


# --- concurrent opens -------------------------------------------------------------------------------------


def _open_at_once(path: str, barrier, results) -> None:
    try:
        barrier.wait()
        with UserData.open(path):
            pass
        results.put("ok")
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which asserts on it
        results.put(f"{type(exc).__name__}: {exc}")


def test_processes_opening_together_share_one_daily_backup_without_errors(tmp_path):
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    for round_ in range(6):
        path = tmp_path / f"r{round_}" / "userdata.sqlite3"
        with UserData.open(path, auto_backup=False) as ud:
            for i in range(300):
                ud.add_note("John", 1, 1 + i % 50, "palavra " * 30)
        barrier, results = ctx.Barrier(3), ctx.Queue()
        workers = [ctx.Process(target=_open_at_once, args=(str(path), barrier, results)) for _ in range(3)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(60)
        outcomes = [results.get(timeout=5) for _ in workers]
        assert outcomes == ["ok"] * 3, outcomes
        regular = [b for b in list_backups(path) if b.regular]
        assert len(regular) == 1 and bk.record_count(regular[0].path) == 300
        assert not list(path.parent.glob("backups/*.tmp")) and not list(path.parent.glob("backups/.*.tmp"))


def test_a_daily_backup_another_process_is_writing_is_skipped(db_path):
    _with_notes(db_path)
    for b in list_backups(db_path):
        b.path.unlink()
    lock = bk.backup_lock(bk.backups_dir_for(db_path))
    assert lock.acquire()  # another process is writing a backup at this moment
    try:
        with UserData.open(db_path) as ud:
            assert ud.list_backups() == []
    finally:
        lock.release()
    with UserData.open(db_path) as ud:
        assert len(ud.list_backups()) == 1


# --- read-only --------------------------------------------------------------------------------------------


def test_a_read_only_user_database_is_read_and_refuses_writes_plainly(db_path):
    (note_id,) = _with_notes(db_path, 1)
    with read_only(db_path):
        with UserData.open(db_path) as ud:
            assert "read-only" in ud.read_only
            assert ud.get_note(note_id).text == "nota 0"
            with pytest.raises(UserDataReadOnly) as info:
                ud.add_note("John", 1, 1, "nova")
            assert "read-only" in info.value.problem
            with pytest.raises(UserDataReadOnly):
                ud.save_draft("John", 1, 1, "rascunho")


def test_a_read_only_folder_is_read_too(db_path):
    (note_id,) = _with_notes(db_path, 1)
    with read_only(db_path, db_path.parent):
        with UserData.open(db_path) as ud:
            assert ud.get_note(note_id).text == "nota 0"
            assert "read-only" in ud.read_only


def test_no_database_in_a_read_only_folder_says_so(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    with read_only(folder), pytest.raises(UserDataReadOnly, match="read-only"):
        UserData.open(folder / "userdata.sqlite3")


def test_sqlites_read_only_error_on_save_becomes_typed(db_path):
    with UserData.open(db_path) as ud:
        ud._conn.close()  # as if the file had become unwritable under the open database
        ud._conn = sqlite3.connect(bk.read_only_uri(db_path), uri=True, isolation_level=None,
                                   check_same_thread=False)  # fmt: skip
        with pytest.raises(UserDataReadOnly):
            ud.add_note("John", 1, 1, "nova")
