"""Importing a translation from the GUI: the form is filled from the file, errors are inline, the library is
safe."""

from __future__ import annotations

import threading
from pathlib import Path

from app.core.library.reading import Library
from app.gui.dialogs import work_operations

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "formats"


def ids(library_path) -> list[str]:
    with Library(library_path) as lib:
        return sorted(t.id for t in lib.translations())


def test_a_bad_file_is_reported_inline_and_the_library_is_unchanged(qtbot, window, tmp_path, library_path):
    before = ids(library_path)
    bad = tmp_path / "not-a-bible.xml"
    bad.write_text("<?xml version='1.0'?><recipes><cake/></recipes>", encoding="utf-8")
    dialog = window.open_import()
    dialog.set_path(bad)
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=5000)
    assert dialog.banner.kind == "error"
    assert "Could not import “not-a-bible.xml”" in dialog.banner.text()
    assert "<recipes>" in dialog.banner.text()  # the core's own words about the problem
    assert "The library was not changed." in dialog.banner.text()
    assert not dialog.import_button.isEnabled()
    assert dialog.isVisible()  # not a pop-up: the dialog stays, the message is inside it
    assert ids(library_path) == before
    dialog.reject()


def test_an_empty_file_and_a_missing_path(qtbot, window, tmp_path):
    empty = tmp_path / "empty.usfm"
    empty.write_text("", encoding="utf-8")
    dialog = window.open_import()
    dialog.set_path(empty)
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=5000)
    assert "empty" in dialog.banner.text()
    dialog.set_path(tmp_path / "nowhere.xml")
    qtbot.waitUntil(
        lambda: dialog.banner.isVisible() and "does not exist" in dialog.banner.text(), timeout=5000
    )
    dialog.reject()


def test_a_duplicate_id_is_refused_inline(qtbot, window, library_path):
    dialog = window.open_import()
    dialog.set_path(FIXTURES / "sample.osis.xml")
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled(), timeout=5000)
    dialog.id_edit.setText("tpt")
    dialog.start_import()
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=5000)
    assert "already a translation with the id “tpt”" in dialog.banner.text()
    with Library(library_path) as lib:
        assert lib.translation("tpt").name == "Tiny PT"
    dialog.id_edit.setText("Not Valid!")
    dialog.start_import()
    assert "lowercase letters" in dialog.banner.text()
    dialog.reject()


def test_import_prefills_the_form_then_adds_the_translation(qtbot, window, library_path):
    dialog = window.open_import()
    dialog.set_path(FIXTURES / "sample.osis.xml")
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled(), timeout=5000)
    assert dialog.name_edit.text() == "Fixture Bible"
    assert dialog.language_edit.currentText() == "en"
    assert "Public domain" in dialog.licence_edit.text()
    assert dialog.id_edit.text()
    dialog.id_edit.setText("fxb")
    dialog.attribution_edit.setPlainText("Test text")
    with qtbot.waitSignal(dialog.imported, timeout=5000):
        dialog.start_import()
    assert "fxb" in ids(library_path)
    combo = window.translation_combo
    assert combo.findData("fxb") >= 0
    assert window.notice.isVisible() and "Fixture Bible" in window.notice.title()
    # the new translation gets its meaning index too
    qtbot.waitUntil(lambda: window.meaning.state("fxb") == "ready", timeout=5000)


def test_closing_the_dialog_while_it_imports_stops_the_import(qtbot, window, library_path, monkeypatch):
    before = ids(library_path)
    entered, release = threading.Event(), threading.Event()
    real = work_operations.import_translation

    def held(*args):  # the import waits, on the work lane, until the dialog was closed
        entered.set()
        release.wait(5)
        return real(*args)

    monkeypatch.setattr(work_operations, "import_translation", held)
    dialog = window.open_import()
    dialog.set_path(FIXTURES / "sample.osis.xml")
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled(), timeout=5000)
    dialog.id_edit.setText("fxb")
    imported = []
    dialog.imported.connect(imported.append)
    dialog.start_import()
    qtbot.waitUntil(entered.is_set, timeout=5000)
    assert dialog.progress.isVisible() and not dialog.file_button.isEnabled()
    with qtbot.waitSignal(dialog.work_stopped, timeout=5000):
        dialog.reject()  # Cancel
        assert not dialog.isVisible()  # closed at once
        release.set()
    assert imported == [] and ids(library_path) == before


def test_about_lists_licences_and_model_credits(qtbot, window):
    dialog = window.open_about()
    text = dialog.browser.toPlainText()
    assert "Tiny PT" in text and "CC0" in text and "Test text written for Lâmpada's tests" in text
    assert "Tiny WEB" in text and "Public domain" in text
    assert "intfloat/multilingual-e5-small" in text and "MIT License" in text
    assert "cnmoro/portuguese-multilingual-e5-small" in text
    dialog.reject()


def test_an_import_says_what_is_worth_knowing_about_the_file(qtbot, window, tmp_path):
    path = tmp_path / "extra.tsv"
    path.write_text(
        "ref\ttext\nPSA 23:1\tThe Lord is my shepherd.\nPSA 151:1\tI was small among my brothers.\n",
        encoding="utf-8",
    )
    dialog = window.open_import()
    dialog.set_path(path)
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled(), timeout=5000)
    dialog.id_edit.setText("xtr")
    dialog.name_edit.setText("Extra")
    dialog.language_edit.setCurrentText("en")
    with qtbot.waitSignal(dialog.imported, timeout=5000) as imported:
        dialog.start_import()
    [warning] = imported.args[0].warnings  # Psalm 151 is outside the standard numbering, and kept
    notice = window.notice
    assert notice.isVisible() and notice.kind == "warn" and notice.title() == "“Extra” was imported"
    assert "Worth knowing about this file:" in notice.text() and f"• {warning}" in notice.text()
