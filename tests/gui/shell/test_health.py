"""The data folder at start: a damaged library is named in a banner and Repair makes it whole again; a library
or a user database that cannot be written is said plainly, with what cannot be saved and why."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from app.core import paths
from app.core.library import maintenance
from app.core.userdata import UserData
from app.gui.reader.navigation import Location
from tests.core.damage import damage_page
from tests.core.readonly import read_only
from tests.gui.search_helpers import search


def repair_button(banner) -> QPushButton:
    """The banner's action: Repair…"""
    return banner.findChild(QPushButton)


def test_a_damaged_library_is_named_in_a_banner_and_repair_makes_it_whole(
    qtbot, library_path, make_services, open_window
):
    with UserData.open() as ud:
        note = ud.add_note("John", 3, 16, "Deus amou o mundo", translation="tpt")
    damage_page(library_path, "verses")  # a failing disk overwrote a page of the verses
    window = open_window(make_services(factory=None))
    qtbot.waitUntil(lambda: window.health_banner.isVisible(), timeout=5000)
    banner = window.health_banner
    assert banner.kind == "warn"
    assert "The Bible library (library.sqlite3) is damaged" in banner.text()
    assert "Repair" in repair_button(banner).text() and repair_button(banner).isVisible()
    # reading says so instead of failing
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert "damaged" in window.reader.plain_text()

    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)  # the notes are open, as usual
    with qtbot.waitSignal(window.health.repaired, timeout=30000) as repaired:
        repair_button(banner).click()  # Repair…
        assert window.health.dialog is not None and window.health.dialog.isVisible()
        # the app let go of the data folder: the reader's library, the user database, searching
        assert window.library is None and not window.study.store.available
        assert not window.search_box.isEnabled()
    report = repaired.args[0]
    assert report is not None and report.after.ok
    dialog = window.health.dialog
    assert dialog.ended and "whole again" in dialog.heading.text()
    said = dialog.report_label.text()
    assert "The Bible library was rebuilt" in said and "library.sqlite3.damaged-" in said
    assert "Tiny PT (TPT) was rebuilt from its saved copy." in said
    assert not banner.isVisible()
    assert list(paths.data_dir().glob("library.sqlite3.damaged-*"))  # the damaged file is kept aside
    assert maintenance.check(paths.data_dir(), full=False).ok
    # everything was opened again: the reader, the search lane, the user's notes
    window.reader.show_location(Location("tpt", "John", 3, 15))
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert "Porque Deus amou o mundo" in window.reader.plain_text()
    result = search(qtbot, window, "Melquisedeque")
    assert result.response.hits
    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
    assert [n.id for n in window.study.userdata.all_notes()] == [note.id]
    dialog.buttons.rejected.emit()  # Close
    assert not dialog.isVisible()


def _hold(
    monkeypatch, name: str, when=lambda *args, **kwargs: True
) -> tuple[threading.Event, threading.Event]:
    """`maintenance.<name>` waits, on the repair's thread, until the test releases it: the repair is running
    (`entered`) while the test presses Cancel."""
    entered, release = threading.Event(), threading.Event()
    real = getattr(maintenance, name)

    def held(*args, **kwargs):
        if when(*args, **kwargs):
            entered.set()
            release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(maintenance, name, held)
    return entered, release


def test_cancel_during_a_repair_leaves_the_library_as_it_was_and_the_app_usable(
    qtbot, library_path, make_services, open_window, monkeypatch
):
    damage_page(library_path, "fts_ten_stem_data")  # a page of the English word index: Portuguese still reads
    damaged = library_path.read_bytes()
    window = open_window(make_services(factory=None))
    qtbot.waitUntil(lambda: window.health_banner.isVisible(), timeout=5000)
    entered, release = _hold(monkeypatch, "_trusted_text")  # rebuilding an imported translation
    repair_button(window.health_banner).click()  # Repair…
    qtbot.waitUntil(entered.is_set, timeout=10000)
    dialog = window.health.dialog
    with qtbot.waitSignal(window.health.repaired, timeout=30000) as repaired:
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
        )
        assert dialog.isVisible() and "Stopping" in dialog.status.text()
        release.set()
    assert repaired.args == [None]
    assert dialog.ended and dialog.banner.kind == "error"
    assert dialog.banner.title() == "The repair was stopped; nothing was changed"
    assert dialog.banner.text() == ""  # no error, no traceback
    folder = paths.data_dir()
    assert library_path.read_bytes() == damaged  # the damaged file as it was, nothing beside it
    assert not list(folder.glob("library.sqlite3.damaged-*")) and not list(folder.glob(".*rebuild*"))
    banner = window.health_banner  # the damage is named again, with Repair…
    assert banner.isVisible() and "The Bible library (library.sqlite3) is damaged" in banner.text()
    # the app took the folder up again: search and the reader work
    assert window.search_box.isEnabled() and search(qtbot, window, "Melquisedeque").response.hits
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    assert "O Senhor é o meu pastor" in window.reader.plain_text()
    dialog.buttons.rejected.emit()  # Close
    assert not dialog.isVisible()
    with qtbot.waitSignal(window.health.repaired, timeout=30000) as again:  # and Repair, asked again, ends
        repair_button(banner).click()
    assert again.args[0] is not None and again.args[0].after.ok


def test_a_cancel_that_comes_as_the_repair_finishes_still_shows_what_it_did(
    qtbot, library_path, make_services, open_window, monkeypatch
):
    damage_page(library_path, "verses")
    window = open_window(make_services(factory=None))
    qtbot.waitUntil(lambda: window.health_banner.isVisible(), timeout=5000)
    # the check after the rebuilt library is in place (the only one not given `cancelled`) is held
    entered, release = _hold(monkeypatch, "check", when=lambda *a, **kw: "cancelled" not in kw)
    repair_button(window.health_banner).click()  # Repair…
    qtbot.waitUntil(entered.is_set, timeout=10000)
    dialog = window.health.dialog
    qtbot.waitUntil(lambda: dialog.finishing, timeout=5000)
    assert "Finishing the repair" in dialog.status.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).isEnabled()
    dialog.reject()  # Esc: the repair cannot be stopped any more
    assert dialog.isVisible() and "Stopping" not in dialog.status.text()
    with qtbot.waitSignal(window.health.repaired, timeout=30000) as repaired:
        dialog.stop()  # a Cancel pressed just before the dialog heard it was finishing
        release.set()
    report = repaired.args[0]
    assert report is not None and report.after.ok
    assert dialog.ended and "whole again" in dialog.heading.text()
    assert "The Bible library was rebuilt" in dialog.report_label.text()
    assert window.search_box.isEnabled() and search(qtbot, window, "Melquisedeque").response.hits


def test_what_cannot_be_saved_is_said_with_why(qtbot, library_path, make_services, open_window):
    with UserData.open() as ud:
        ud.add_note("Ps", 23, 1, "O Senhor é o meu pastor.")
    folder = paths.data_dir()
    services = make_services(factory=None)
    with read_only(folder):
        window = open_window(services)
        qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)
        qtbot.waitUntil(lambda: "notes" in window.read_only_banner.text(), timeout=5000)
        banner = window.read_only_banner
        assert banner.isVisible() and banner.title() == "Some changes cannot be saved"
        text = banner.text()
        assert f"translations cannot be imported or removed: the folder “{folder}” is read-only" in text
        assert f"nothing new can be saved: the folder “{folder}” is read-only" in text
        assert window.library.read_only_reason and window.study.store.read_only
        assert not window.actions["import"].isEnabled()
        assert not window.study.actions["bookmark"].isEnabled()
        assert not window.study.actions["note"].isEnabled()
        assert window.study.actions["export_json"].isEnabled()  # reading still works: an export can be made
        # the Bible still reads and searches; the notes still show
        assert search(qtbot, window, "Melquisedeque").response.hits
        window.reader.show_location(Location("tpt", "Ps", 23, 1))
        assert set(window.reader.marks.notes) == {1}
        dialog = window.translations_manager.open()
        assert not dialog.remove_button.isEnabled()
        assert "read-only" in dialog.remove_button.toolTip()
        dialog.reject()
        window.shutdown()
