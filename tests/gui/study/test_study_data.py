"""The user's data as a whole: histories, export and import, backups, a damaged or too-new file at start."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt

from app.core import paths
from app.core.userdata import UserData, default_path, latest_backup, list_backups
from app.gui.reader.navigation import Location
from app.gui.settings import HISTORY, Settings, SettingsHistory
from app.gui.study.data_dialogs import UserDataProblemDialog, local_time
from app.gui.study.panel import KindRole
from tests.gui.study_helpers import ready


def wait_told(qtbot, window, kind: str):
    """Block until the window's inline banner says something of this kind; returns (title, text)."""
    with qtbot.waitSignal(
        window.study.told, timeout=5000, check_params_cb=lambda k, t, x: k == kind
    ) as blocker:
        pass
    return blocker.args[1], blocker.args[2]


def test_reading_and_search_history_go_to_the_user_database(qtbot, make_services, open_window):
    settings = Settings()
    SettingsHistory(settings).add("pastor")  # a history kept by an older Lâmpada, in the settings file
    window = ready(qtbot, open_window(make_services(settings=settings)))
    ud = window.study.userdata
    assert [e.query for e in ud.search_history()] == ["pastor"]
    assert settings.get(HISTORY) == []  # moved, not copied
    window.search("Melquisedeque")
    assert [e.query for e in ud.search_history()][:2] == ["Melquisedeque", "pastor"]
    assert ud.search_history()[0].translation == "tpt"
    window.reader.show_location(Location("tpt", "Ps", 23, 4))
    window.reader.next_chapter()  # Ps 23 -> Prov 6: only where the reader rests is recorded
    window.reader.show_location(Location("tpt", "John", 3, 16))
    qtbot.waitUntil(
        lambda: bool(ud.reading_history(1)) and ud.reading_history(1)[0].book == "John", timeout=3000
    )
    assert [(e.book, e.chapter, e.verse, e.translation) for e in ud.reading_history()][:1] == [
        ("John", 3, 16, "tpt")
    ]
    window.study.dock.show()
    window.study.panel.show_tab("history")
    tree = window.study.panel.history
    kinds = [
        tree.topLevelItem(0).child(i).data(0, KindRole) for i in range(tree.topLevelItem(0).childCount())
    ]
    assert kinds and set(kinds) == {"reading"}
    assert tree.topLevelItem(0).child(0).text(0) == "João 3:16"
    assert tree.topLevelItem(1).child(0).text(0) == "Melquisedeque"
    # the recent-searches drop-down reads the same history
    assert window.history.recent()[:2] == ["Melquisedeque", "pastor"]
    window.study.clear_search_history()
    assert ud.search_history() == [] and window.history.recent() == []


def test_export_json_then_import_into_a_fresh_data_folder(
    qtbot, make_services, open_window, tmp_path, monkeypatch
):
    first = ready(qtbot, open_window(make_services()))
    ud = first.study.userdata
    notes = [
        ud.add_note("John", 3, 16, "**Deus** amou o *mundo*", translation="tpt", title="Amor"),
        ud.add_note("Ps", 23, 1, "- pastor\n- cuidado", 23, 4),
    ]
    folder = ud.add_folder("Salmos")
    ud.add_bookmark("Ps", 23, 1, folder_id=folder.id, labels=[ud.add_label("consolo").id], title="O pastor")
    ud.set_highlight("Isa", 41, 10, "green")
    exported = tmp_path / "out" / "meus-dados.json"
    first.study.files.export_json(exported)
    wait_told(qtbot, first, "info")
    assert json.loads(exported.read_text())["format"] == "lampada-userdata"
    markdown = tmp_path / "out" / "meus-dados.md"
    first.study.files.export_markdown(markdown)
    wait_told(qtbot, first, "info")
    assert "#### João 3:16 — Amor" in markdown.read_text()
    first.close()

    monkeypatch.setenv("LAMPADA_DATA_DIR", str(tmp_path / "fresh"))
    second = ready(qtbot, open_window(make_services()))
    assert second.study.store.path == tmp_path / "fresh" / "userdata.sqlite3"
    dialog = second.study.files.import_data(exported)
    assert dialog.mode == "merge"
    dialog.replace.setChecked(True)
    dialog.import_button.click()
    title, text = wait_told(qtbot, second, "info")
    assert "2" in text  # "Added: 2 notes, 1 bookmark, …"
    got = second.study.userdata.all_notes()
    assert [(n.id, n.text, n.title, n.passage) for n in got] == [
        (n.id, n.text, n.title, n.passage) for n in sorted(notes, key=lambda n: n.passage.sort_key())
    ]
    [b] = second.study.userdata.list_bookmarks()
    assert b.title == "O pastor" and b.folder_id == folder.id
    # what the reader shows follows: the imported highlight is on the page
    second.reader.show_location(Location("tpt", "Isa", 41, 10))
    assert second.reader.marks.highlights == {10: "green"}
    # a damaged file is refused in words, and nothing changes
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "lampada-userdata", "format_version": 1, "notes": [}')
    second.study.files.run_import(bad, "merge")
    title, text = wait_told(qtbot, second, "error")
    assert "bad.json" in text and ("Nothing was changed" in text or "Nada foi alterado" in text)
    assert len(second.study.userdata.all_notes()) == 2


def _user_data_with_a_backup() -> tuple[Path, str]:
    """A user database holding one note, with a backup of it; returns (path, note id)."""
    with UserData.open() as ud:
        note = ud.add_note("Ps", 23, 1, "O Senhor é o meu pastor.")
        ud.backup_now()
    return default_path(), note.id


def test_a_corrupt_file_lets_the_app_start_keeps_the_file_and_restores_a_backup(
    qtbot, make_services, open_window
):
    path, note_id = _user_data_with_a_backup()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    damaged = b"this is not a database, but it is the user's file " * 200
    path.write_bytes(damaged)

    window = open_window(make_services())
    qtbot.waitUntil(lambda: window.study.recovery.dialog is not None, timeout=5000)
    # the Bible still works
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert "Porque Deus amou o mundo" in window.reader.plain_text()
    dialog = window.study.recovery.dialog
    assert isinstance(dialog, UserDataProblemDialog)
    text = dialog.text_label.text()
    copies = sorted(path.parent.glob("userdata.sqlite3.corrupt-*"))
    assert copies and str(copies[0]) in text and str(path) in text  # says where the file and its copy are
    assert copies[0].read_bytes() == damaged
    assert path.read_bytes() == damaged  # left in place, byte for byte
    assert dialog.restore_button.isVisible() and dialog.fresh_button.isVisible()
    # the study tools say why they are off, instead of failing
    assert not window.study.actions["bookmark"].isEnabled()
    assert not window.study.panel.banner.isHidden()

    dialog.restore_button.click()
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    assert [n.id for n in window.study.userdata.all_notes()] == [note_id]
    kept = [b for b in list_backups() if b.tag == "before-restore"]
    assert kept and kept[0].path.read_bytes() == damaged  # the damaged file is still kept, as a backup
    assert window.study.actions["bookmark"].isEnabled() and window.study.panel.banner.isHidden()
    assert window.notice.isVisible() and window.notice.kind == "info"  # "your notes … are back"


def test_a_file_from_a_newer_lampada_is_left_untouched(qtbot, make_services, open_window):
    path, _ = _user_data_with_a_backup()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.close()
    before = path.read_bytes()
    window = open_window(make_services())
    qtbot.waitUntil(lambda: window.study.recovery.dialog is not None, timeout=5000)
    dialog = window.study.recovery.dialog
    assert "99" in dialog.text_label.text() and str(path) in dialog.text_label.text()
    dialog.later_button.click()
    assert path.read_bytes() == before and not window.study.store.available
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    window.study.bookmarks.add()  # refused in words, not a crash
    assert path.read_bytes() == before


def test_start_fresh_keeps_the_old_file_aside(qtbot, make_services, open_window):
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"garbage" * 100)
    window = open_window(make_services())
    qtbot.waitUntil(lambda: window.study.recovery.dialog is not None, timeout=5000)
    dialog = window.study.recovery.dialog
    assert not dialog.restore_button.isVisible()  # no backup to offer
    dialog.fresh_button.click()
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    aside = list(path.parent.glob("userdata.sqlite3.set-aside-*"))
    assert aside and aside[0].read_bytes() == b"garbage" * 100
    assert window.study.userdata.all_notes() == []


def test_backups_dialog_backs_up_and_restores_after_confirming(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    ud.add_note("Gen", 1, 1, "No princípio.")
    dialog = window.study.files.open_backups()
    with qtbot.waitSignal(window.runner.busy_changed, timeout=5000, check_params_cb=lambda n: n == 0):
        dialog.backup_button.click()
    qtbot.waitUntil(lambda: bool(dialog.backups), timeout=5000)
    ud.add_note("Gen", 1, 3, "Haja luz.")
    assert len(ud.all_notes()) == 2
    dialog.list.setCurrentRow(0)
    dialog.restore_button.click()
    assert dialog.confirm_label.isVisible() or not dialog.confirm_label.isHidden()
    dialog.confirm_button.click()
    wait_told(qtbot, window, "info")
    assert [n.text for n in ud.all_notes()] == ["No princípio."]
    assert any(b.tag == "before-restore" for b in dialog.backups)
    window.reader.show_location(Location("tpt", "Gen", 1, 1))
    assert set(window.reader.marks.notes) == {1}


def test_the_study_panel_toggles_with_f9(qtbot, window):
    ready(qtbot, window)
    window.study.dock.show()
    assert window.study.dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.study.dock.isVisible()
    assert paths.data_dir().is_dir()


def test_emptied_notes_are_not_started_anew_and_restoring_brings_them_back(qtbot, make_services, open_window):
    path, note_id = _user_data_with_a_backup()
    [backup] = [b for b in list_backups() if b.tag is None]
    # emptied (a sync tool, a full disk, a careless hand), and an empty backup made after it
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    with UserData.open(allow_empty=True) as empty:
        empty.backup_now()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    path.write_bytes(b"")
    assert latest_backup() != backup  # the newest backup holds nothing: the one holding the note is offered
    window = open_window(make_services(factory=None))
    qtbot.waitUntil(lambda: window.study.recovery.dialog is not None, timeout=5000)
    dialog = window.study.recovery.dialog
    assert dialog.title_label.text() == "Your notes, bookmarks and highlights are empty"
    text = dialog.text_label.text()
    assert str(path) in text and local_time(backup.created_at) in text and "holds 1 item(s)" in text
    assert path.read_bytes() == b""  # nothing was created or written before the person chose
    assert not window.study.actions["bookmark"].isEnabled()
    assert dialog.restore_button.isVisible() and dialog.fresh_button.text() == "Start with empty notes"
    dialog.restore_button.click()
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    assert [n.id for n in window.study.userdata.all_notes()] == [note_id]
    assert window.study.actions["bookmark"].isEnabled()
    assert window.notice.isVisible() and "are back" in window.notice.title()


def test_missing_notes_start_empty_only_when_chosen_and_the_backup_stays(qtbot, make_services, open_window):
    path, _ = _user_data_with_a_backup()
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    window = open_window(make_services(factory=None))
    qtbot.waitUntil(lambda: window.study.recovery.dialog is not None, timeout=5000)
    dialog = window.study.recovery.dialog
    assert dialog.title_label.text() == "Your notes, bookmarks and highlights are missing"
    assert not path.exists()
    dialog.fresh_button.click()  # "Start with empty notes"
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    assert window.study.userdata.all_notes() == []
    assert window.notice.title() == "You start with empty notes"
    assert "Backups of my data" in window.notice.text()
    held = []
    for backup in list_backups():  # the backup holding the note is still there (read, never opened to write)
        conn = sqlite3.connect(f"{backup.path.as_uri()}?mode=ro", uri=True)
        held.append(conn.execute("SELECT count(*) FROM notes").fetchone()[0])
        conn.close()
    assert 1 in held
