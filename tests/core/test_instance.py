"""One Lâmpada per data folder: the lock another process finds taken, and that a killed holder gives back."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.errors import InstanceBusy
from app.core.instance import InstanceLock, server_name

ROOT = Path(__file__).resolve().parents[2]
TRY = (
    "import sys; from app.core.instance import InstanceLock; lock = InstanceLock(sys.argv[1]); "
    "print(lock.acquire(), lock.holder())"
)
HOLD = (
    "import sys, time; from app.core.instance import InstanceLock; lock = InstanceLock(sys.argv[1]); "
    "assert lock.acquire(); print('held', flush=True); time.sleep(60)"
)


def _other_process_tries(folder: Path) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", TRY, str(folder)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_a_second_process_finds_the_data_folder_taken_and_who_holds_it(tmp_path):
    with InstanceLock(tmp_path) as lock:
        assert lock.held
        assert _other_process_tries(tmp_path) == ["False", str(os.getpid())]
        with pytest.raises(InstanceBusy) as info, InstanceLock(tmp_path):
            pass
        assert info.value.pid == os.getpid()
    assert _other_process_tries(tmp_path)[0] == "True"


def test_a_killed_holder_leaves_no_stale_lock(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True)  # fmt: skip
    try:
        assert holder.stdout.readline().strip() == "held"
        assert not InstanceLock(tmp_path).acquire()
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait(30)
        lock = InstanceLock(tmp_path)
        deadline = time.monotonic() + 10
        while not lock.acquire() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert lock.held
        lock.release()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(10)


def test_the_local_server_name_is_one_per_data_folder(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    assert server_name(a) == server_name(tmp_path / "x" / ".." / "a")
    assert server_name(a) != server_name(b) and server_name(a).startswith("lampada-")


def test_a_read_only_data_folder_is_held_without_a_lock_file_and_never_an_errno(tmp_path):
    """Nothing can write in a folder that cannot be written: no lock file is needed there, and none is made
    (opening one for writing used to end `lampada check --repair` in a raw "[Errno 13] … .lampada.lock")."""
    from tests.core.readonly import read_only

    folder = tmp_path / "ro"
    folder.mkdir()
    with read_only(folder):
        with InstanceLock(folder) as lock:
            assert lock.held and lock.read_only
        assert not (folder / ".lampada.lock").exists()


def test_a_lock_file_in_a_read_only_folder_is_opened_for_reading_and_still_locks(tmp_path):
    from tests.core.readonly import read_only

    made = InstanceLock(tmp_path)  # the file exists (made while the folder could be written)
    made.acquire()
    made.release()
    with read_only(tmp_path / ".lampada.lock", tmp_path):
        with InstanceLock(tmp_path) as lock:
            assert lock.held and not lock.read_only
            assert _other_process_tries(tmp_path)[0] == "False"
        assert _other_process_tries(tmp_path)[0] == "True"


def test_writers_share_the_writers_lock_and_a_repair_takes_it_alone(tmp_path):
    from app.core import instance
    from app.core.errors import DataFolderBusy

    with instance.writing(tmp_path), instance.writing(tmp_path):  # two imports at once
        with pytest.raises(DataFolderBusy) as info, instance.repairing(tmp_path):
            pass
        assert not info.value.repairing and info.value.pid == os.getpid()
    with instance.repairing(tmp_path):
        with pytest.raises(DataFolderBusy) as info, instance.writing(tmp_path):
            pass
        assert info.value.repairing
    with instance.writing(tmp_path):
        pass
