"""An import of an export with a bad record: the others come in, and the app names what was left out."""

from __future__ import annotations

import json

from app.core.userdata import UserData
from tests.gui.study.test_study_data import wait_told
from tests.gui.study_helpers import ready


def test_an_import_names_the_records_it_left_out_and_brings_the_others(qtbot, make_services, open_window,
                                                                       tmp_path):  # fmt: skip
    with UserData.open(tmp_path / "other" / "userdata.sqlite3") as other:
        for i in range(3):
            other.add_note("John", 3, 16 + i, f"nota {i}")
        exported = other.export_json(tmp_path / "export.json")
    document = json.loads(exported.read_text(encoding="utf-8"))
    document["notes"][1]["chapter"] = 0
    document["notes"][2]["text"] = "quebrado \ud83d"
    exported.write_text(json.dumps(document), encoding="utf-8")
    window = ready(qtbot, open_window(make_services()))
    dialog = window.study.files.import_data(exported)
    dialog.import_button.click()
    title, text = wait_told(qtbot, window, "info")
    assert "1 record(s) of the file could not be imported" in text and "notes[1].chapter" in text
    assert "Broken characters in 1 text(s) were replaced" in text
    assert sorted(n.text for n in window.study.userdata.all_notes()) == ["nota 0", "quebrado \ufffd"]
