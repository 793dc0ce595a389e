"""The commentary beside the reader (an imported SWORD commentary: the tiny LTComm made with osis2mod) and
“Import from another Bible program”: modules found, imported, refused in words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.core.formats import sword
from app.core.formats.common import TranslationMeta
from app.core.library import commentaries, sword_import
from app.core.library.reading import Library
from app.gui.dialogs.sword_import_dialog import ModuleRole, SwordImportDialog
from app.gui.reader.navigation import Location
from tests.gui.panels.reader_clicks import click_verse

SWORD = Path(__file__).resolve().parents[2] / "fixtures" / "sword"


@pytest.fixture
def with_commentary(library_path):
    """The tiny corpus, LTComm (John 3:1-8 and 3:16) and a second commentary on John 3:17-18."""
    with Library(library_path) as lib:
        sword_import.import_module(lib, SWORD, "LTComm")
        commentaries.add(lib, sword.ParsedCommentary(
            TranslationMeta(id="second", name="Second commentary", language="en", licence="CC0", source="t"),
            [sword.CommentaryEntry("John", 3, 17, 3, 18, "On the Son sent to save")],
        ))  # fmt: skip
    return library_path


def shown_for(qtbot, window, verse: int, action):
    with qtbot.waitSignal(
        window.commentary.shown, timeout=5000, check_params_cb=lambda a: a.request.verse == verse
    ) as blocker:
        action()
    return blocker.args[0]


def test_the_commentary_follows_the_selected_verse(qtbot, with_commentary, make_services, open_window):
    window = open_window(make_services())
    window.commentary.show_dock()
    panel = window.commentary.panel
    assert panel.placeholder.isVisible() and not panel.text.isVisible()  # no verse selected yet
    window.reader.show_location(Location("tpt", "John", 3))
    answer = shown_for(qtbot, window, 16, lambda: click_verse(qtbot, window, 16))
    assert answer.chosen.id == "ltcomm" and [e.verse for e in answer.entries] == [16]
    assert panel.text.isVisible() and "The love of God is the fountain" in panel.text.toPlainText()
    assert "João 3:16" in panel.text.toPlainText() and "João 3:16" in panel.title.text()
    assert "Public Domain" in panel.credit.text() and "Lâmpada Test Commentary" in panel.credit.text()
    assert panel.chooser.isVisible() and panel.chooser.count() == 2  # two commentaries: a choice
    # a verse it says nothing on
    shown_for(qtbot, window, 17, lambda: click_verse(qtbot, window, 17))
    assert not panel.text.isVisible() and "Lâmpada Test Commentary" in panel.placeholder.text()
    # the other commentary: its range entry shows for 17 and for 18
    index = panel.chooser.findData("second")
    answer = shown_for(qtbot, window, 17, lambda: panel.chooser.activated.emit(index))
    assert answer.chosen.id == "second" and "On the Son sent to save" in panel.text.toPlainText()
    assert "João 3:17-18" in panel.text.toPlainText()
    answer = shown_for(qtbot, window, 18, lambda: click_verse(qtbot, window, 18))
    assert answer.chosen.id == "second" and answer.entries  # the choice stays for the next verses


def test_without_a_commentary_the_panel_says_how_to_get_one(qtbot, window):
    window.commentary.show_dock()
    window.reader.show_location(Location("tpt", "John", 3))
    shown_for(qtbot, window, 16, lambda: click_verse(qtbot, window, 16))
    panel = window.commentary.panel
    assert panel.placeholder.isVisible() and not panel.text.isVisible()
    assert "BibleTime" in panel.placeholder.text()


def found(qtbot, dialog) -> list:
    qtbot.waitUntil(lambda: dialog.modules.topLevelItemCount() > 0, timeout=5000)
    return [dialog.modules.topLevelItem(i) for i in range(dialog.modules.topLevelItemCount())]


def test_the_sword_dialog_lists_and_imports_a_commentary(qtbot, library_path, make_services, open_window):
    window = open_window(make_services())
    dialog = window.open_sword_import(folders=[SWORD])
    items = {item.text(0): item for item in found(qtbot, dialog)}
    assert set(items) == {"LTBible", "LTSynodal", "LTLocked", "LTComm", "LTComm4", "LTDict"}
    assert items["LTDict"].flags() & Qt.ItemFlag.ItemIsEnabled  # a dictionary is imported too
    assert items["LTComm"].data(0, ModuleRole).kind == "commentary"
    dialog.modules.setCurrentItem(items["LTComm"])
    assert dialog.import_button.isEnabled()
    with qtbot.waitSignal(dialog.commentary_imported, timeout=10000) as blocker:
        dialog.import_button.click()
    assert blocker.args[0].commentary.id == "ltcomm"
    assert window.commentary.dock.isVisible()  # the new commentary opens beside the reader
    with Library(library_path) as lib:
        assert [c.id for c in commentaries.commentaries(lib)] == ["ltcomm"]


def test_the_sword_dialog_lists_modules_while_the_work_lane_is_busy(
    qtbot, library_path, make_services, open_window
):
    """A meaning index being built (minutes of work on the work lane) does not keep the list of modules
    waiting."""
    import threading

    window = open_window(make_services())
    release = threading.Event()
    window.runner.run(lambda state: release.wait(30), name="a long index build")
    try:
        dialog = SwordImportDialog(window.runner, library_path, window, folders=[SWORD])
        qtbot.addWidget(dialog)
        dialog.show()
        assert "LTComm" in {item.text(0) for item in found(qtbot, dialog)}
    finally:
        release.set()
    window.runner.wait()


def test_a_locked_module_is_refused_in_words_and_nothing_changes(
    qtbot, library_path, make_services, open_window
):
    window = open_window(make_services())
    dialog = SwordImportDialog(window.runner, library_path, window, folders=[SWORD])
    qtbot.addWidget(dialog)
    dialog.show()
    items = {item.text(0): item for item in found(qtbot, dialog)}
    assert items["LTLocked"].text(1).endswith(dialog.tr("(locked)"))
    dialog.modules.setCurrentItem(items["LTLocked"])
    dialog.import_button.click()
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=10000)
    text = dialog.banner.text()
    assert "LTLocked" in text and "CipherKey" in text
    assert "its .conf has no key" not in text  # the app's own words, not the core's message
    with Library(library_path) as lib:
        assert [t.id for t in lib.translations()] == ["ten", "tpt"]


def test_the_file_menu_opens_the_sword_dialog(qtbot, window):
    assert window.actions["sword"].isEnabled()
    window.actions["sword"].trigger()
    assert window.sword_dialog.isVisible()
    window.sword_dialog.reject()
