"""File ▸ Translations: removing an imported translation keeps the person's notes on it; a translation that
comes with Lâmpada cannot be removed, and the dialog says why instead of offering it."""

from __future__ import annotations

from app.core import paths
from app.core.formats.common import TranslationMeta
from app.core.library import copies
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.gui.reader.navigation import Location
from tests.fixtures.tiny_corpus import tiny_en
from tests.gui.study_helpers import ready


def combo_ids(window) -> list[str]:
    return [window.translation_combo.itemData(i) for i in range(window.translation_combo.count())]


def test_removing_a_translation_keeps_the_notes_and_built_ins_stay(
    qtbot, library_path, make_services, open_window
):
    with Library(library_path) as lib:  # a translation that comes with Lâmpada (as set-up installs it)
        built_in = TranslationMeta(id="web", name="Built-in WEB")
        add_translation(lib, tiny_en(), overrides=built_in, builtin=True)
    window = ready(qtbot, open_window(make_services()))  # meaning search ready for all three
    ud = window.study.userdata
    note = ud.add_note("John", 3, 16, "Read first in the English text", translation="ten")
    window.reader.show_location(Location("ten", "John", 3, 16))  # reading the one to remove
    assert copies.copy_path(library_path, "ten").exists()

    dialog = window.translations_manager.open()
    rows = {t.id: i for i, t in enumerate(dialog.translations)}
    assert set(rows) == {"tpt", "ten", "web"}
    dialog.list.setCurrentRow(rows["web"])
    assert not dialog.remove_button.isEnabled()  # greyed out, with the reason
    assert "Built-in WEB comes with Lâmpada and cannot be removed" in dialog.remove_button.toolTip()
    assert "comes with Lâmpada" in dialog.list.item(rows["web"]).text()

    dialog.list.setCurrentRow(rows["ten"])
    assert dialog.remove_button.isEnabled()
    dialog.remove_button.click()
    assert dialog.confirm_label.isVisible()  # asked first, saying what stays
    assert "Your notes, bookmarks and highlights stay" in dialog.confirm_label.text()
    assert "ten" in combo_ids(window)  # nothing removed before the confirmation
    dialog.confirm_button.click()
    qtbot.waitUntil(lambda: "ten" not in combo_ids(window), timeout=5000)
    assert dialog.banner.isVisible() and dialog.banner.title() == "Tiny WEB (TEN) was removed"
    with Library(library_path) as lib:
        assert [t.id for t in lib.translations()] == ["web", "tpt"]
    assert not copies.copy_path(library_path, "ten").exists()
    assert not (paths.indexes_dir() / "ten.npy").exists()  # its meaning index went with it
    # meaning search went on with the translations still there (its work was stopped for the removal)
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "ready", timeout=5000)
    assert set(window.meaning.states) == {"tpt", "web"}
    assert [(n.id, n.text) for n in ud.all_notes()] == [(note.id, note.text)]  # the note is kept
    # the reader moved to a translation still there, and shows the note there
    assert window.reader.location.translation in ("tpt", "web")
    window.reader.show_location(Location("tpt", "John", 3, 16))
    assert set(window.reader.marks.notes) == {16}

    # the core refuses a built-in even if asked directly, and the dialog words it
    window.translations_manager.remove("web")
    qtbot.waitUntil(lambda: dialog.banner.kind == "error", timeout=5000)
    assert "“web” comes with Lâmpada and cannot be removed." in dialog.banner.text()
    assert "web" in combo_ids(window)
    assert (paths.data_dir() / "library.sqlite3") == library_path
    dialog.accept()
