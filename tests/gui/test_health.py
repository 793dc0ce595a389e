"""The data folder at start: a damaged library is named in a banner and Repair makes it whole again; a library
or a user database that cannot be written is said plainly, with what cannot be saved and why."""

from __future__ import annotations

from app.core import maintenance, paths
from app.core.userdata import UserData
from app.gui.navigation import Location
from tests.core.damage import damage_page
from tests.core.readonly import read_only
from tests.gui.search_helpers import search


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
    assert "Repair" in banner._button.text() and banner._button.isVisible()
    # reading says so instead of failing
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert "damaged" in window.reader.plain_text()

    qtbot.waitUntil(lambda: window.study.store.available, timeout=5000)  # the notes are open, as usual
    with qtbot.waitSignal(window.health.repaired, timeout=30000) as repaired:
        banner._button.click()  # Repair…
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
