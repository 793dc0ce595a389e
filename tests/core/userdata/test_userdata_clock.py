"""No wall clock decides which backup is the newest: backups are ordered by a sequence number, and a restore
or a repair takes the backup holding the most recent work (the database's own change counter)."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.core.library import maintenance
from app.core.userdata import UserData, latest_backup, list_backups
from app.core.userdata import backups as bk


class Clock:
    """The wall clock as the machine tells it: set by the test, a day at a time."""

    def __init__(self, start: datetime):
        self.now = start

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    fake = Clock(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))
    monkeypatch.setattr(bk, "clock", fake)
    return fake


def _days(db_path: Path, clock: Clock, start: datetime, days: int, per_day: int, first: int) -> int:
    """One open a day (its daily backup), then a few notes; returns the next note's number."""
    for day in range(days):
        clock.now = start + timedelta(days=day)
        with UserData.open(db_path) as ud:
            for _ in range(per_day):
                ud.add_note("Ps", 119, 1 + first % 176, f"nota {first}")
                first += 1
    return first


def test_a_clock_that_ran_ahead_never_makes_a_repair_restore_an_old_backup(tmp_path, clock):
    """Ten days with the clock in 2036, then a month with the right clock: 160 notes. The 2036 backups' names
    sort after every later one; the repair must still restore the backup holding the most recent work."""
    data = tmp_path / "data"
    db_path = data / "userdata.sqlite3"
    n = _days(db_path, clock, datetime(2036, 3, 1, 9, 0, tzinfo=UTC), 10, 4, 0)
    n = _days(db_path, clock, datetime(2026, 12, 1, 9, 0, tzinfo=UTC), 30, 4, n)
    assert n == 160
    newest = list_backups(db_path)[0]
    assert newest.created_at.year == 2026 and bk.record_count(newest.path) == 156  # before the last day's
    assert latest_backup(db_path).path == newest.path
    assert len([b for b in list_backups(db_path) if b.regular]) == 10  # rotation kept the newest, not 2036's
    db_path.write_bytes(b"garbage, as a failing disk would leave it" * 100)
    for suffix in ("-wal", "-shm"):
        Path(str(db_path) + suffix).unlink(missing_ok=True)
    report = maintenance.repair(data, setup_steps=lambda library: [])
    assert ("userdata_restored", newest.path.name) in [(a.kind, a.name) for a in report.actions]
    with UserData.open(db_path, auto_backup=False) as ud:
        assert len(ud.all_notes()) == 156


def test_after_a_restore_the_restored_data_is_the_most_recent_work(tmp_path, clock):
    """A restore keeps what it replaced as `before-restore`, which holds more writes than the restored
    backup; work after the restore is still what a later repair brings back."""
    db_path = tmp_path / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        ud.add_note("John", 3, 16, "antes")
        first = ud.backup_now()
        for i in range(20):
            ud.add_note("John", 4, 1 + i, f"abandonada {i}")
        ud.restore_backup(first)
        ud.add_note("John", 5, 1, "depois")
        clock.now -= timedelta(days=400)  # and the clock went back meanwhile
        after = ud.backup_now()
    chosen = latest_backup(db_path)
    assert chosen.path == after
    shutil.copyfile(chosen.path, tmp_path / "check.sqlite3")
    with UserData.open(tmp_path / "check.sqlite3", auto_backup=False) as ud:
        assert sorted(n.text for n in ud.all_notes()) == ["antes", "depois"]


def test_a_module_level_restore_makes_the_restored_data_the_most_recent_work(tmp_path, clock):
    from app.core.userdata import restore_backup

    db_path = tmp_path / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        ud.add_note("John", 3, 16, "antes")
        first = ud.backup_now()
        for i in range(5):
            ud.add_note("John", 4, 1 + i, f"abandonada {i}")
    restore_backup(first, db_path)
    with UserData.open(db_path) as ud:
        ud.add_note("John", 5, 1, "depois")
        after = ud.backup_now()
    assert latest_backup(db_path).path == after


def test_backups_named_by_an_older_version_rank_below_numbered_ones(tmp_path, clock):
    db_path = tmp_path / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        ud.add_note("John", 3, 16, "x")
        made = ud.backup_now()
    directory = bk.backups_dir_for(db_path)
    old = directory / "userdata-20370101-000000.sqlite3"  # an older Lâmpada's name, dated in the future
    shutil.copyfile(made, old)
    shutil.copyfile(made, directory / "userdata-20370101-000000-2.sqlite3")
    order = [b.path.name for b in list_backups(db_path)]
    assert order == [made.name, "userdata-20370101-000000-2.sqlite3", old.name]
    assert [b.seq for b in list_backups(db_path)] == [1, 0, 0]
    with UserData.open(db_path) as ud:
        assert ud.backup_now().name.startswith("userdata-n000002-")


def test_every_write_counts_once_and_reads_do_not(tmp_path):
    db_path = tmp_path / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        start = bk.changes_in(db_path)
        note = ud.add_note("John", 3, 16, "x")
        ud.update_note(note.id, text="y")
        ud.all_notes()
        ud.list_drafts()
        assert not ud.delete_draft("new:John.1.1")  # a write transaction that changed nothing
    assert bk.changes_in(db_path) == start + 2


def test_a_repair_prefers_the_backup_holding_the_most_recent_work_over_the_last_made(tmp_path):
    """An older copy of the file put back in place (by hand, or by a sync tool): its backup is the last
    made, yet holds less work than the one before it; the change counter, not the order, says which."""
    data = tmp_path / "data"
    db_path = data / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        for i in range(2):
            ud.add_note("John", 1, 1 + i, f"nota {i}")
    stale = shutil.copyfile(db_path, tmp_path / "stale.sqlite3")
    with UserData.open(db_path) as ud:
        for i in range(2, 10):
            ud.add_note("John", 1, 1 + i, f"nota {i}")
        richer = ud.backup_now()
    shutil.copyfile(stale, db_path)
    with UserData.open(db_path) as ud:
        assert len(ud.all_notes()) == 2
        poorer = ud.backup_now()
    assert list_backups(db_path)[0].path == poorer  # the last made
    assert latest_backup(db_path).path == richer
    db_path.write_bytes(b"\x00" * 4096)
    report = maintenance.repair(data, setup_steps=lambda library: [])
    assert ("userdata_restored", richer.name) in [(a.kind, a.name) for a in report.actions]
    with UserData.open(db_path, auto_backup=False) as ud:
        assert len(ud.all_notes()) == 10


def test_a_database_started_empty_on_purpose_is_the_most_recent_work(tmp_path):
    """After "start with empty notes" (or start fresh), the new file's backups are the most recent work,
    even though an older backup counted more writes."""
    db_path = tmp_path / "userdata.sqlite3"
    with UserData.open(db_path) as ud:
        for i in range(10):
            ud.add_note("John", 1, 1 + i, f"nota {i}")
        ud.backup_now()
    db_path.unlink()
    with UserData.open(db_path, allow_empty=True) as ud:
        ud.add_note("John", 2, 1, "nova")
        fresh = ud.backup_now()
    assert latest_backup(db_path).path == fresh
