"""The app's start on a data folder that is not as it should be: read-only (it used to die on `logs/` and
its lock file), a file named by LAMPADA_DATA_DIR, a repair killed before its last rename. The real start
runs in a child process (`tests/gui/child_app.APP`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.core import paths
from app.core.library import maintenance, rebuild
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.userdata import UserData
from tests.core.readonly import read_only
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt
from tests.gui.child_app import APP

ROOT = Path(__file__).resolve().parents[2]


def _start(tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, LAMPADA_EXIT_AFTER="library", QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CACHE_HOME=str(tmp_path / "cache"))  # fmt: skip
    return subprocess.run([sys.executable, "-c", APP], env=env, cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)  # fmt: skip


def _folder() -> Path:
    data = paths.data_dir()
    with Library(paths.library_path()) as library:
        add_translation(library, tiny_pt())
        add_translation(library, tiny_en())
    with UserData.open(data / "userdata.sqlite3") as ud:
        ud.add_note("John", 3, 16, "Deus amou o mundo")
    return data


@pytest.mark.parametrize("with_logs", [False, True])
def test_the_app_starts_on_a_read_only_data_folder_and_logs_to_the_cache(tmp_path, with_logs):
    data = _folder()
    frozen = [data]
    if with_logs:  # a folder once written: logs/lampada.log is there, and read-only too
        (data / "logs").mkdir()
        (data / "logs" / "lampada.log").write_text("an older start\n", encoding="utf-8")
        frozen += [data / "logs", data / "logs" / "lampada.log"]
    before = sorted(p.relative_to(data).as_posix() for p in data.rglob("*"))
    with read_only(*frozen):
        proc = _start(tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr and "PermissionError" not in proc.stderr
    log = (tmp_path / "cache" / "lampada" / "logs" / "lampada.log").read_text(encoding="utf-8")
    assert "opened read-only" in log and "library ready after" in log
    assert "unreadable" not in log  # the check at start reads the notes as they are
    assert sorted(p.relative_to(data).as_posix() for p in data.rglob("*")) == before  # not even a lock file


def test_a_data_folder_that_is_a_file_stops_the_app_with_a_message(tmp_path, monkeypatch, qapp):
    from app.gui import i18n, main

    afile = tmp_path / "afile"
    afile.write_text("not a folder")
    monkeypatch.setenv("LAMPADA_DATA_DIR", str(afile))
    monkeypatch.setenv("LAMPADA_LANG", "en")
    told, installed = [], []
    monkeypatch.setattr(main, "tell_cannot_start", lambda title, text: told.append((title, text)))
    install = i18n.install_translators

    def install_and_keep(app, lang):  # what the start installs, for the cleanup below
        installed.extend(install(app, lang))
        return installed

    monkeypatch.setattr(i18n, "install_translators", install_and_keep)
    language = i18n.ui_language()
    try:
        assert main.run(["lampada"]) == 2
    finally:  # the start installed the interface's translators: the next tests get the app as they had it
        for translator in installed:
            qapp.removeTranslator(translator)
        i18n.set_ui_language(language)
    [(title, text)] = told
    assert title == "Lâmpada cannot start"
    assert f"The data folder “{afile}” cannot be used: it is a file, not a folder." in text
    assert "LAMPADA_DATA_DIR" in text and afile.read_text() == "not a folder"


def test_the_app_finishes_a_repair_killed_before_its_last_rename(tmp_path, monkeypatch):
    data = _folder()
    path = data / "library.sqlite3"
    path.write_bytes(path.read_bytes().replace(b"Melquisedeque, rei", b"Melquisedequx, rei"))
    with monkeypatch.context() as m:
        m.setattr(rebuild, "finish", lambda library_path: None)  # killed right after the marker was written
        maintenance.repair(data, setup_steps=lambda library: [])
    assert rebuild.pending(path)
    proc = _start(tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert not rebuild.pending(path) and list(data.glob("library.sqlite3.damaged-*"))
    assert maintenance.check(data).ok
    with Library(path) as library:
        assert library.verse("tpt", "Gen", 14, 18).text.startswith("Melquisedeque, rei")


def test_the_banner_words_an_interrupted_repair_and_a_lost_translation_and_offers_the_repair(qapp):
    from app.gui.dialogs.repair_dialog import describe_finding, repairable

    interrupted = maintenance.Finding("library", ".library.sqlite3.rebuild", maintenance.DAMAGED,
                                      maintenance.INTERRUPTED)  # fmt: skip
    lost = maintenance.Finding("translation", "ten", maintenance.LOST, "not in the library")
    names = {"ten": "Tiny English"}.get
    assert describe_finding(interrupted, names) == (
        "A repair of the Bible library was interrupted before it could finish"
    )
    assert describe_finding(lost, names) == (
        "Tiny English is missing from the Bible library; its saved copy can bring it back"
    )
    assert repairable([interrupted]) and repairable([lost])
