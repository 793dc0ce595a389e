"""A note being typed survives a hard kill: the editor keeps a draft in the user database once typing pauses,
and the draft is offered back at the next start and when that note is opened again. Saving removes the draft
in the same transaction; discarding removes it; "Saved" is said only once another connection can read it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.core.userdata import UserData, default_path
from app.gui.reader.navigation import Location
from app.gui.study import note_editor
from app.gui.study.panel import KindRole
from tests.gui.study_helpers import ready

ROOT = Path(__file__).resolve().parents[3]


def committed(sql: str) -> list[tuple]:
    """What another connection reads from the user database: only what was committed."""
    with closing(sqlite3.connect(f"{default_path().resolve().as_uri()}?mode=ro", uri=True)) as conn:
        return conn.execute(sql).fetchall()


def test_typing_keeps_a_draft_and_saving_or_discarding_removes_it(qtbot, window, monkeypatch):
    ready(qtbot, window)
    window.reader.show_location(Location("tpt", "Ps", 23, 4))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    [editor] = window.study.editors
    qtbot.keyClicks(editor.source, "Mesmo no vale ")
    assert committed("SELECT * FROM note_drafts") == []  # not yet: typing has not paused
    qtbot.waitUntil(lambda: editor.has_draft, timeout=note_editor.DRAFT_DELAY_MS + 3000)
    assert committed("SELECT key, text FROM note_drafts") == [("new:Ps.23.4", "Mesmo no vale ")]
    assert committed("SELECT count(*) FROM notes") == [(0,)]  # a draft is not a note
    assert editor.dirty and ("draft" in editor.status.text() or "rascunho" in editor.status.text())

    # typing on without a pause still keeps a draft now and then
    monkeypatch.setattr(note_editor, "DRAFT_MAX_MS", 0)
    qtbot.keyClicks(editor.source, "x")
    assert committed("SELECT text FROM note_drafts") == [("Mesmo no vale x",)]

    # "Saved at" only once the note is committed, and the draft went in the same transaction
    assert editor.save_now()
    assert committed("SELECT text FROM notes") == [("Mesmo no vale x",)]
    assert committed("SELECT * FROM note_drafts") == []
    assert editor.status.text().startswith(("Saved at", "Salva às"))
    note_id = editor.note.id

    # editing the saved note: the draft now belongs to the note; discarding the changes drops it
    editor.source.setPlainText("outra coisa")
    assert editor.keep_draft()
    assert committed("SELECT key, note_id, text FROM note_drafts") == [
        (f"note:{note_id}", note_id, "outra coisa")
    ]
    window.study.questions.ask_unsaved = lambda e: "cancel"
    editor.close()
    assert editor.isVisible() and committed("SELECT count(*) FROM note_drafts") == [(1,)]  # kept
    window.study.questions.ask_unsaved = lambda e: "discard"
    editor.close()
    assert committed("SELECT * FROM note_drafts") == []
    assert committed("SELECT text FROM notes") == [("Mesmo no vale x",)]


def test_a_save_that_fails_does_not_say_saved_and_keeps_the_draft(qtbot, window):
    ready(qtbot, window)
    window.reader.show_location(Location("tpt", "Isa", 41, 10))
    editor = window.study.edit_note_for_selection()
    editor.source.setPlainText("Não temas")
    assert editor.keep_draft()

    def broken(fn, kinds):
        raise sqlite3.OperationalError("disk I/O error")

    window.study.store.write = broken
    assert not editor.save_now()
    assert editor.dirty and not editor.status.text().startswith(("Saved", "Salva"))
    assert committed("SELECT count(*) FROM notes") == [(0,)]
    assert committed("SELECT text FROM note_drafts") == [("Não temas",)]


def _leave_drafts() -> tuple[str, str]:
    """What a killed app leaves behind: a saved note with an unsaved edit, and an unsaved new note."""
    with UserData.open() as ud:
        note = ud.add_note("Ps", 23, 1, "O Senhor é o meu pastor", title="Pastor")
        ud.save_draft(
            "Ps", 23, 1, "O Senhor é o meu pastor; nada me faltará", note_id=note.id, title="Pastor",
            base_updated_at=note.updated_at,
        )  # fmt: skip
        ud.save_draft("Isa", 41, 10, "Não temas, porque eu sou contigo")
    return note.id, "new:Isa.41.10"


def test_drafts_are_offered_at_start_in_the_panel_and_when_the_note_is_opened(
    qtbot, make_services, open_window
):
    note_id, new_key = _leave_drafts()
    window = ready(qtbot, open_window(make_services()))
    study = window.study
    # the notice at start says which notes were not saved, and offers to open them
    qtbot.waitUntil(lambda: window.notice.isVisible(), timeout=3000)
    assert window.notice.kind == "warn"
    assert "Salmo 23:1" in window.notice.text() and "Isaías 41:10" in window.notice.text()
    # the Notes tab lists them first
    study.dock.show()
    study.panel.show_tab("notes")
    rows = [study.panel.notes.topLevelItem(i) for i in range(study.panel.notes.topLevelItemCount())]
    assert [r.data(0, KindRole) for r in rows] == ["draft", "draft", "note"]
    assert {r.text(0) for r in rows[:2]} == {"Salmo 23:1", "Isaías 41:10"}

    # opening the note (Ctrl+N on its verse) puts the unsaved text back, saying so
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    editor = study.edit_note_for_selection()
    assert editor.note.id == note_id and editor.text() == "O Senhor é o meu pastor; nada me faltará"
    assert editor.dirty and editor.recovered.isVisibleTo(editor)
    assert editor.save_now()
    assert committed("SELECT text FROM notes") == [("O Senhor é o meu pastor; nada me faltará",)]
    assert committed("SELECT key FROM note_drafts") == [(new_key,)]
    editor.close()

    # the notice's button opens the rest; "Discard it" goes back to an empty new note and drops the draft
    [other] = study.editors.open_drafts()
    assert other.note is None and other.text() == "Não temas, porque eu sou contigo"
    assert (window.reader.location.book, window.reader.location.chapter) == ("Isa", 41)
    other.throw_away_recovered()
    assert other.text() == "" and not other.dirty and not other.recovered.isVisibleTo(other)
    assert committed("SELECT * FROM note_drafts") == []
    study.panel.load_notes()
    assert study.panel.notes.topLevelItemCount() == 1


def test_a_draft_of_a_deleted_note_becomes_a_new_note(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    note = ud.add_note("Gen", 1, 1, "No princípio")
    ud.save_draft("Gen", 1, 1, "No princípio era o Verbo?", note_id=note.id)
    with closing(sqlite3.connect(ud.path)) as conn:  # as an import that replaced the data would leave it
        conn.execute("PRAGMA foreign_keys = ON")
        with conn:
            conn.execute("DELETE FROM notes")
    window.study.store.mark_changed({"all"})
    editor = window.study.editors.open_draft(f"note:{note.id}")
    assert editor.note is None and editor.text() == "No princípio era o Verbo?"
    assert [d.key for d in ud.list_drafts()] == ["new:Gen.1.1"]  # now the draft of a new note here
    assert editor.save_now()
    assert [n.text for n in ud.all_notes()] == ["No princípio era o Verbo?"] and ud.list_drafts() == []


def test_discarding_a_draft_from_the_panel(qtbot, window):
    ready(qtbot, window)
    ud = window.study.userdata
    ud.save_draft("John", 3, 16, "Deus amou")
    window.study.store.mark_changed({"drafts"})
    panel = window.study.panel
    window.study.dock.show()
    panel.show_tab("notes")
    item = panel.notes.topLevelItem(0)
    assert item.data(0, KindRole) == "draft"
    from PySide6.QtWidgets import QMenu

    menu = QMenu()
    panel.fill_menu(menu, item)
    [discard] = [a for a in menu.actions() if a.text() in ("Discard draft…", "Descartar rascunho…")]
    discard.trigger()
    assert ud.list_drafts() == [] and panel.notes.topLevelItemCount() == 0


KILLED_APP = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from app.core import paths
    from app.gui.reader.navigation import Location
    from app.gui.settings import Settings, SettingsHistory
    from app.gui.shell.window import MainWindow, Services

    app = QApplication(sys.argv)
    settings = Settings()
    services = Services(paths.library_path(), paths.indexes_dir(), settings, SettingsHistory(settings),
                        embedder_factory=None)
    window = MainWindow(services)
    window.show()
    window.start()

    def wait(condition, seconds=30):
        end = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > end:
                sys.exit("timed out")
            app.processEvents()
            time.sleep(0.01)

    wait(lambda: window.study.store.available)
    window.reader.show_location(Location("tpt", "Ps", 23, 4))
    editor = window.study.edit_note_for_selection()
    QTest.keyClicks(editor.source, sys.argv[1])
    wait(lambda: editor.has_draft)
    print("kept", flush=True)
    while True:
        app.processEvents()
        time.sleep(0.01)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_a_draft_survives_killing_the_app(qtbot, make_services, open_window, library_path, tmp_path):
    script = tmp_path / "killed_app.py"
    script.write_text(KILLED_APP, encoding="utf-8")
    typed = "Mesmo no vale da sombra, ele esta comigo"
    proc = subprocess.Popen(
        [sys.executable, str(script), typed],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
        text=True,
    )
    kept = threading.Event()
    threading.Thread(target=lambda: proc.stdout.readline() == "kept\n" and kept.set(), daemon=True).start()
    try:
        for _ in range(600):  # a minute at most; the app starts in a few seconds
            if kept.wait(0.1) or proc.poll() is not None:
                break
        assert kept.is_set(), proc.stderr.read() if proc.poll() is not None else "no draft was kept"
    finally:
        proc.send_signal(signal.SIGKILL)  # no close event, no shutdown: as if the power went out
        proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    with UserData.open() as ud:
        assert ud.all_notes() == []
        [draft] = ud.list_drafts()
        assert (draft.passage.osis, draft.text, draft.translation) == ("Ps.23.4", typed, "tpt")

    window = ready(qtbot, open_window(make_services()))
    qtbot.waitUntil(lambda: window.notice.isVisible(), timeout=3000)
    assert "Salmo 23:4" in window.notice.text()
    window.reader.show_location(Location("tpt", "Ps", 23, 4))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    [editor] = window.study.editors
    assert editor.text() == typed and editor.dirty
    editor.save_and_close()
    assert [n.text for n in window.study.userdata.all_notes()] == [typed]
    assert window.study.userdata.list_drafts() == []
