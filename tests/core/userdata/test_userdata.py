"""The user database: CRUD of every kind, export/import, Markdown, HTML, migration, backups, refusals."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sqlite3
import threading
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.core import paths
from app.core.errors import BadReference, ImportFormatError
from app.core.userdata import (
    SCHEMA_VERSION,
    UnknownItem,
    UserData,
    UserDataCorrupt,
    UserDataTooNew,
    latest_backup,
    list_backups,
    note_plain_text,
    render_note_html,
    restore_backup,
    start_fresh,
    transfer,
)
from app.core.userdata import schema as ud_schema
from app.core.userdata.backups import copy_files_aside


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "u" / "userdata.sqlite3"


@pytest.fixture
def ud(db_path: Path):
    data = UserData.open(db_path)
    yield data
    data.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def populate(ud: UserData) -> None:
    """Some of everything, including ranges, Unicode, formatting, empty fields and history."""
    study = ud.add_folder("Estudos", color="blue")
    ud.add_folder("Sermões")
    promise = ud.add_label("promessa", color="green")
    love = ud.add_label("amor")
    ud.add_bookmark(
        "John", 3, 16, translation="ara", folder_id=study.id, labels=[promise.id, love.id], title="Amor"
    )
    ud.add_bookmark("Gen", 1, 1, end_verse=3)
    ud.add_bookmark("Rom", 8, 28, end_chapter=8, end_verse=30, labels=[promise.id])
    ud.set_highlight("John", 3, 16, "yellow", end_verse=18, translation="ara")
    ud.set_highlight("Ps", 23, 1, "green")
    ud.set_highlight("Gen", 1, 31, "pink", end_chapter=2, end_verse=2, chapter_lengths=lambda c: 31)
    ud.add_note("John", 3, 16, "**Deus** amou o *mundo*\n\n- fé\n- graça", translation="ara", title="O amor")
    ud.add_note("Gen", 1, 1, "No princípio — “aspas” & <tags>", end_chapter=2, end_verse=3)
    ud.add_note("Matt", 5, 3, "")
    ud.record_reading("Gen", 1, 1, "ara")
    ud.record_reading("John", 3, 16, "kjv")
    ud.record_search("amor ao próximo", "ara")
    ud.record_search("fé", None)


# --- opening ------------------------------------------------------------------------------------------------


def test_default_location_and_pragmas():
    with UserData.open() as ud:
        assert ud.path == paths.data_dir() / "userdata.sqlite3"
        assert ud.connection_setting("synchronous") == 2  # FULL
        assert ud.connection_setting("foreign_keys") == 1
        assert ud.schema_version == SCHEMA_VERSION
    with closing(sqlite3.connect(paths.data_dir() / "userdata.sqlite3")) as conn:  # what the file keeps
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA application_id").fetchone()[0] == ud_schema.APPLICATION_ID
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        assert meta["schema_version"] == str(SCHEMA_VERSION)
        assert all(f"migration.{m.name}" in meta for m in ud_schema.MIGRATIONS)
    assert not (paths.install_root() / "userdata.sqlite3").exists()


def test_closed_database_refuses_calls(db_path):
    ud = UserData.open(db_path)
    ud.close()
    ud.close()  # twice is fine
    assert ud.closed
    with pytest.raises(Exception, match="closed"):
        ud.all_notes()


# --- folders and labels -------------------------------------------------------------------------------------


def test_folders_crud(ud):
    a = ud.add_folder("  Estudos  ")
    b = ud.add_folder("Sermões", color="orange")
    assert (a.name, a.position, a.color) == ("Estudos", 0, None)
    assert b.position == 1
    assert [f.name for f in ud.list_folders()] == ["Estudos", "Sermões"]
    moved = ud.update_folder(a.id, name="Estudos bíblicos", color="blue", position=5)
    assert (moved.name, moved.color, moved.position) == ("Estudos bíblicos", "blue", 5)
    assert moved.updated_at > a.updated_at and moved.created_at == a.created_at
    assert ud.update_folder(a.id, color=None).color is None
    assert [f.id for f in ud.list_folders()] == [b.id, a.id]
    mark = ud.add_bookmark("John", 1, 1, folder_id=a.id)
    ud.delete_folder(a.id)
    assert ud.get_bookmark(mark.id).folder_id is None  # the bookmark stays
    assert [f.id for f in ud.list_folders()] == [b.id]
    with pytest.raises(UnknownItem):
        ud.delete_folder(a.id)
    with pytest.raises(ValueError):
        ud.add_folder("   ")
    with pytest.raises(ValueError):
        ud.add_folder("x", color="purple")


def test_labels_crud(ud):
    a = ud.add_label("promessa", color="green")
    assert ud.add_label("Promessa").id == a.id  # names are unique, ignoring case
    b = ud.add_label("amor")
    assert [x.name for x in ud.list_labels()] == ["amor", "promessa"]
    with pytest.raises(ValueError):
        ud.update_label(b.id, name="PROMESSA")
    assert ud.update_label(b.id, name="caridade", color="pink").name == "caridade"
    mark = ud.add_bookmark("1Cor", 13, 4, end_verse=7, labels=[a.id, b.id])
    assert set(mark.labels) == {a.id, b.id}
    ud.delete_label(a.id)
    assert ud.get_bookmark(mark.id).labels == (b.id,)
    with pytest.raises(UnknownItem):
        ud.get_label(a.id)


# --- bookmarks ----------------------------------------------------------------------------------------------


def test_bookmarks_crud(ud):
    folder = ud.add_folder("Estudos")
    label = ud.add_label("promessa")
    mark = ud.add_bookmark(
        "John", 3, 16, translation="ara", folder_id=folder.id, labels=[label.id], title="Amor"
    )
    assert mark.passage.osis == "John.3.16"
    assert (mark.translation, mark.folder_id, mark.labels, mark.title) == (
        "ara",
        folder.id,
        (label.id,),
        "Amor",
    )
    assert ud.get_bookmark(mark.id) == mark
    ranged = ud.add_bookmark("Rom", 8, 28, end_verse=30)
    assert ranged.passage.osis == "Rom.8.28-Rom.8.30"
    assert ranged.passage.reference("pt") == "Romanos 8:28-30"
    loose = ud.add_bookmark("Gen", 1, 1, end_chapter=1, end_verse=1)  # end == start: one verse
    assert loose.passage.end_chapter is None

    assert [b.id for b in ud.list_bookmarks()] == [loose.id, mark.id, ranged.id]  # canonical order
    assert [b.id for b in ud.list_bookmarks(folder_id=folder.id)] == [mark.id]
    assert [b.id for b in ud.list_bookmarks(folder_id=None)] == [loose.id, ranged.id]
    assert [b.id for b in ud.list_bookmarks(label_id=label.id)] == [mark.id]
    assert [b.id for b in ud.bookmarks_for_chapter("John", 3)] == [mark.id]

    changed = ud.update_bookmark(mark.id, title="Deus amou", folder_id=None, labels=[])
    assert (changed.title, changed.folder_id, changed.labels) == ("Deus amou", None, ())
    assert changed.updated_at > mark.updated_at
    ud.delete_bookmark(mark.id)
    with pytest.raises(UnknownItem):
        ud.get_bookmark(mark.id)
    with pytest.raises(UnknownItem):
        ud.update_bookmark(mark.id, title="x")


def test_bookmark_with_unknown_label_writes_nothing(ud):
    with pytest.raises(UnknownItem):
        ud.add_bookmark("John", 1, 1, labels=["00000000-0000-4000-8000-000000000000"])
    assert ud.list_bookmarks() == []


@pytest.mark.parametrize(
    "args",
    [
        ("Xyz", 1, 1),
        ("John", 0, 1),
        ("John", 1, 0),
        ("John", 3, 16, 3, 15),
        ("John", 3, 16, 2, 20),
        ("John", True, 1),
    ],
)
def test_bad_coordinates_are_refused(ud, args):
    with pytest.raises(BadReference):
        ud.add_bookmark(*args)
    with pytest.raises(BadReference):
        ud.add_note(*args[:3], "texto", *args[3:])


# --- highlights ---------------------------------------------------------------------------------------------


def test_highlights(ud):
    made = ud.set_highlight("John", 3, 14, "yellow", end_verse=18, translation="ara")
    assert [(h.verse, h.color) for h in made] == [(v, "yellow") for v in range(14, 19)]
    ud.set_highlight("John", 3, 16, "blue")  # part of the range changes colour
    assert ud.clear_highlight("John", 3, 18) == 1
    assert ud.clear_highlight("John", 3, 18) == 0
    got = [(h.verse, h.color) for h in ud.highlights_for_chapter("John", 3)]
    assert got == [(14, "yellow"), (15, "yellow"), (16, "blue"), (17, "yellow")]
    assert ud.highlights_for_chapter("John", 4) == []
    with pytest.raises(ValueError):
        ud.set_highlight("John", 3, 16, "#ff0000")
    with pytest.raises(ValueError):  # across chapters needs the chapter lengths
        ud.set_highlight("John", 3, 35, "green", end_chapter=4, end_verse=2)
    ud.set_highlight("John", 3, 35, "green", end_chapter=4, end_verse=2, chapter_lengths={3: 36}.__getitem__)
    assert [(h.chapter, h.verse) for h in ud.highlights_for_chapter("John", 4)] == [(4, 1), (4, 2)]
    assert ud.clear_highlight("John", 3, 1, end_chapter=4, end_verse=1) == 7
    assert [(h.chapter, h.verse) for h in ud.all_highlights()] == [(4, 2)]


def test_same_colour_again_keeps_the_timestamp(ud):
    first = ud.set_highlight("Ps", 23, 1, "green")[0]
    again = ud.set_highlight("Ps", 23, 1, "green")[0]
    assert again == first


# --- notes --------------------------------------------------------------------------------------------------


def test_notes_crud(ud):
    n1 = ud.add_note("John", 3, 16, "**Deus** amou", translation="ara", title="Amor")
    n2 = ud.add_note("John", 2, 23, "da páscoa ao encontro", end_chapter=3, end_verse=2)
    n3 = ud.add_note("Gen", 1, 1, "princípio")
    assert ud.get_note(n1.id) == n1
    # shows on every translation: the chapter query knows nothing of translations
    assert [n.id for n in ud.notes_for_chapter("John", 3)] == [n2.id, n1.id]
    assert [n.id for n in ud.notes_for_chapter("John", 2)] == [n2.id]
    assert [n.id for n in ud.notes_for_verse("John", 3, 1)] == [n2.id]
    assert [n.id for n in ud.notes_for_verse("John", 3, 16)] == [n1.id]
    assert ud.notes_for_verse("John", 3, 3) == []
    assert [n.id for n in ud.all_notes()] == [n3.id, n2.id, n1.id]  # canonical, not creation order

    edited = ud.update_note(n1.id, text="*amou* o mundo", title="")
    assert (edited.text, edited.title, edited.created_at) == ("*amou* o mundo", "", n1.created_at)
    assert edited.updated_at > n1.updated_at
    ud.delete_note(n3.id)
    with pytest.raises(UnknownItem):
        ud.get_note(n3.id)
    with pytest.raises(UnknownItem):
        ud.delete_note(n3.id)
    assert list(ud.iter_note_documents()) == [
        (n2.id, "John.2.23-John.3.2", "da páscoa ao encontro"),
        (n1.id, "John.3.16", "amou o mundo"),
    ]


def test_note_documents_include_title_and_plain_text(ud):
    note = ud.add_note("Ps", 23, 1, "- **Senhor**\n- pastor", title="Salmo do pastor")
    assert list(ud.iter_note_documents()) == [(note.id, "Ps.23.1", "Salmo do pastor\nSenhor\npastor")]


# --- drafts of the note editor -----------------------------------------------------------------------------


def test_drafts_one_per_editor_newest_first(ud):
    new = ud.save_draft(
        "John", 3, 16, "Deus amou", end_chapter=3, end_verse=18, title="Amor", translation="ara"
    )
    assert (new.key, new.note_id, new.passage.osis) == (
        "new:John.3.16-John.3.18",
        None,
        "John.3.16-John.3.18",
    )
    again = ud.save_draft("John", 3, 16, "Deus amou o mundo", end_verse=18, title="Amor", translation="ara")
    assert again.key == new.key and again.updated_at > new.updated_at  # the same editor: replaced, not added
    note = ud.add_note("Ps", 23, 1, "O Senhor é o meu pastor")
    kept = ud.save_draft("Ps", 23, 1, "O Senhor é o meu pastor; nada", note_id=note.id,
                         base_updated_at=note.updated_at)  # fmt: skip
    assert kept.key == f"note:{note.id}" and kept.base_updated_at == note.updated_at
    assert [d.key for d in ud.list_drafts()] == [kept.key, new.key]  # newest first
    assert ud.get_draft(new.key) == again
    assert ud.get_note(note.id).text == "O Senhor é o meu pastor"  # a draft never touches the note
    assert ud.delete_draft(new.key) and not ud.delete_draft(new.key)
    assert ud.get_draft(new.key) is None and [d.key for d in ud.list_drafts()] == [kept.key]
    with pytest.raises(BadReference):
        ud.save_draft("John", 3, 0, "x")


def test_saving_a_note_drops_its_draft_in_the_same_transaction(ud, db_path):
    draft = ud.save_draft("Gen", 1, 1, "No princípio")
    note = ud.add_note("Gen", 1, 1, "No princípio", draft_key=draft.key)
    assert ud.list_drafts() == []
    draft = ud.save_draft("Gen", 1, 1, "No princípio criou", note_id=note.id)
    ud.update_note(note.id, text="No princípio criou", draft_key=draft.key)
    assert ud.list_drafts() == [] and ud.get_note(note.id).text == "No princípio criou"
    # a save that fails keeps the draft: the transaction is rolled back as a whole
    lost = ud.save_draft("Gen", 1, 2, "sem forma", note_id="00000000-0000-4000-8000-000000000000")
    with pytest.raises(UnknownItem):
        ud.update_note(lost.note_id, text="sem forma", draft_key=lost.key)
    assert ud.get_draft(lost.key) == lost
    # seen from another connection: what was committed, nothing more
    with closing(sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True)) as other:
        assert other.execute("SELECT key, text FROM note_drafts").fetchall() == [(lost.key, "sem forma")]
    # deleting a note drops the draft of it
    ud.save_draft("Gen", 1, 1, "rascunho", note_id=note.id)
    ud.delete_note(note.id)
    assert [d.key for d in ud.list_drafts()] == [lost.key]


def test_drafts_are_not_exported_and_survive_an_import(ud, tmp_path):
    populate(ud)
    draft = ud.save_draft("Ps", 23, 4, "vale", title="t")
    exported = ud.export_json(tmp_path / "a.json")
    assert "note_drafts" not in json.loads(exported.read_text(encoding="utf-8"))
    assert "vale" not in exported.read_text(encoding="utf-8")
    ud.import_json(exported, mode="replace")
    assert ud.list_drafts() == [draft]  # what is being typed on this machine is not an import's business
    with UserData.open(tmp_path / "other" / "userdata.sqlite3") as other:
        other.import_json(exported, mode="replace")
        assert other.list_drafts() == []
        assert other.export_json(tmp_path / "b.json").read_bytes() == exported.read_bytes()


# --- histories ----------------------------------------------------------------------------------------------


def test_reading_history_dedupes_and_caps(db_path):
    with UserData.open(db_path, reading_cap=4) as ud:
        ud.record_reading("John", 3, 1, "ara")
        ud.record_reading("John", 3, 16, "kjv")  # same chapter: updates the newest entry
        assert [(e.chapter, e.verse, e.translation) for e in ud.reading_history()] == [(3, 16, "kjv")]
        for chapter in range(4, 10):
            ud.record_reading("John", chapter)
        ud.record_reading("John", 3, 5)  # not consecutive: a new entry
        history = ud.reading_history()
        assert [e.chapter for e in history] == [3, 9, 8, 7]
        assert ud.reading_history(limit=2) == history[:2]
        assert ud.last_position() == history[0]
        ud.clear_reading_history()
        assert ud.last_position() is None


def test_search_history_dedupes_and_caps(db_path):
    with UserData.open(db_path, search_cap=3) as ud:
        ud.record_search("amor", "ara")
        ud.record_search("fé")
        ud.record_search("  AMOR ", "kjv")  # same query: moves to the top with the new translation
        assert [(e.query, e.translation) for e in ud.search_history()] == [("AMOR", "kjv"), ("fé", None)]
        assert ud.record_search("   ") is None
        for q in ("a", "b", "c"):
            ud.record_search(q)
        assert [e.query for e in ud.search_history()] == ["c", "b", "a"]
        ud.delete_search(ud.search_history()[0].id)
        assert [e.query for e in ud.search_history()] == ["b", "a"]
        ud.clear_search_history()
        assert ud.search_history() == []


# --- JSON export / import -----------------------------------------------------------------------------------


def test_json_round_trip_is_exact(ud, tmp_path):
    populate(ud)
    first = ud.export_json(tmp_path / "a.json")
    for mode in ("replace", "merge"):
        with UserData.open(tmp_path / mode / "userdata.sqlite3") as other:
            report = other.import_json(first, mode=mode)
            assert report.added["notes"] == 3 and report.added["highlights"] == 7
            again = other.export_json(tmp_path / f"{mode}.json")
        assert again.read_bytes() == first.read_bytes()
    document = json.loads(first.read_text(encoding="utf-8"))
    assert document["format"] == "lampada-userdata" and document["schema_version"] == SCHEMA_VERSION
    assert {"title", "end_chapter", "translation", "created_at", "updated_at"} <= set(document["notes"][0])
    assert len(document["bookmarks"][0]["labels"]) == 2


def test_merge_import_does_not_duplicate(ud, tmp_path):
    populate(ud)
    exported = ud.export_json(tmp_path / "a.json")
    report = ud.import_json(exported)  # into itself
    assert report.added == {}
    assert ud.export_json(tmp_path / "b.json").read_bytes() == exported.read_bytes()


def test_merge_takes_newer_and_maps_names(ud, tmp_path):
    note = ud.add_note("John", 1, 1, "antigo")
    mine = ud.add_label("promessa")
    ud.add_folder("Estudos")
    ud.set_highlight("Ps", 23, 1, "green")
    ud.record_search("amor")
    shared = ud.export_json(tmp_path / "shared.json")

    with UserData.open(tmp_path / "other" / "userdata.sqlite3") as other:
        other.import_json(shared)
        other.update_note(note.id, text="novo")  # newer on the other machine
        theirs = other.add_label("Promessa ")  # same name: the existing label
        assert theirs.id == mine.id
        foreign_folder = other.add_folder("Viagem")
        other.add_bookmark("Acts", 1, 8, folder_id=foreign_folder.id, labels=[theirs.id])
        other.set_highlight("Ps", 23, 1, "pink")
        other.record_search("AMOR")
        back = other.export_json(tmp_path / "back.json")

    report = ud.import_json(back)
    assert ud.get_note(note.id).text == "novo"
    assert report.updated["notes"] == 1 and report.added["bookmarks"] == 1 and report.added["folders"] == 1
    assert [h.color for h in ud.highlights_for_chapter("Ps", 23)] == ["pink"]
    assert [x.id for x in ud.list_labels()] == [mine.id]
    assert [e.query for e in ud.search_history()] == ["AMOR"]  # one entry per query
    assert report.backup is not None and report.backup.exists()


def test_merge_keeps_local_when_local_is_newer(ud, tmp_path):
    note = ud.add_note("John", 1, 1, "v1")
    exported = ud.export_json(tmp_path / "old.json")
    ud.update_note(note.id, text="v2")
    report = ud.import_json(exported)
    assert ud.get_note(note.id).text == "v2" and report.unchanged["notes"] == 1


def test_merge_label_from_another_machine_with_same_name(ud, tmp_path):
    mine = ud.add_label("fé")
    with UserData.open(tmp_path / "other" / "userdata.sqlite3") as other:
        theirs = other.add_label("FÉ".lower())
        other.add_bookmark("Heb", 11, 1, labels=[theirs.id])
        exported = other.export_json(tmp_path / "other.json")
    ud.import_json(exported)
    [mark] = ud.list_bookmarks()
    assert mark.labels == (mine.id,) and len(ud.list_labels()) == 1


@pytest.fixture(scope="module")
def valid_export(tmp_path_factory) -> Path:
    """One populated export for the module; a test loads it in one transaction instead of ~20 commits."""
    folder = tmp_path_factory.mktemp("valid")
    with UserData.open(folder / "userdata.sqlite3") as ud:
        populate(ud)
        return ud.export_json(folder / "valid.json")


def _valid_document(ud: UserData, valid_export: Path) -> dict:
    ud.import_json(valid_export, mode="replace")
    return json.loads(valid_export.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda d: "not json {", "not valid JSON"),
        (lambda d: "", "empty"),
        (lambda d: [], "top level"),
        (lambda d: {**d, "format": "other"}, "not a Lâmpada user-data export"),
        (lambda d: {**d, "format_version": 99}, "newer Lâmpada"),
        (lambda d: {k: v for k, v in d.items() if k != "notes"}, "missing table 'notes'"),
        (lambda d: {**d, "extra": []}, "unknown top-level"),
        (lambda d: {**d, "folders": {}}, "folders: expected a list"),
        (lambda d: "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_a_file_that_is_not_an_export_raises_and_changes_nothing(ud, tmp_path, valid_export, mutate, problem):
    document = _valid_document(ud, valid_export)
    before = ud.export_json(tmp_path / "before.json").read_bytes()
    backups_before = ud.list_backups()
    bad = tmp_path / "bad.json"
    content = mutate(document)
    bad.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    for mode in ("merge", "replace"):
        with pytest.raises(ImportFormatError) as caught:
            ud.import_json(bad, mode=mode)
        assert caught.value.path == str(bad) and problem in caught.value.problem, caught.value.problem
        assert str(bad) in str(caught.value)
    assert ud.export_json(tmp_path / "after.json").read_bytes() == before
    assert ud.list_backups() == backups_before  # refused before any write, even the backup


_UNKNOWN = "00000000-0000-4000-8000-000000000000"
_HUGE = 123456789  # written as a number of 5,001 digits (json.dumps cannot: Python refuses past 4,300)


@pytest.mark.parametrize(
    ("mutate", "problem", "left_out"),
    [
        (lambda d: _edit(d, "notes", 1, chapter=0), "notes[1].chapter", "notes"),
        (lambda d: _edit(d, "notes", 0, book="Xyz"), "notes[0].book", "notes"),
        (lambda d: _edit(d, "notes", 0, text=None), "notes[0].text", "notes"),
        (lambda d: _edit(d, "notes", 0, end_chapter=3), "end_chapter and end_verse go together", "notes"),
        (lambda d: _edit(d, "notes", 0, end_chapter=3, end_verse=1), "range ends before it starts", "notes"),
        (lambda d: _edit(d, "notes", 0, id="not-a-uuid"), "notes[0].id", "notes"),
        (lambda d: _edit(d, "notes", 0, mood="happy"), "unknown field", "notes"),
        (lambda d: _edit(d, "notes", 0, chapter=_HUGE), "a number of 5,001 digits", "notes"),
        (lambda d: _edit(d, "notes", 0, verse=2**63), "notes[0].verse", "notes"),
        (lambda d: _edit(d, "folders", 0, position=2**64), "folders[0].position", "folders"),
        (lambda d: _edit(d, "highlights", 0, color="red"), "highlights[0].color", "highlights"),
        (lambda d: _edit(d, "highlights", 0, updated_at="yesterday"), "UTC time", "highlights"),
        (lambda d: _edit(d, "bookmarks", 0, folder_id=_UNKNOWN), "imported outside any folder", None),
        (lambda d: _edit(d, "bookmarks", 0, labels=[_UNKNOWN]), "no label", None),
        (lambda d: {**d, "notes": d["notes"] + d["notes"][:1]}, "duplicate id", None),
        (lambda d: _edit(d, "reading_history", 0, chapter=True), "reading_history[0].chapter",
         "reading_history"),  # fmt: skip
        (lambda d: {**d, "notes": [*d["notes"], 7]}, "expected an object", None),
    ],
)
def test_a_bad_record_is_left_out_and_named_and_the_others_are_imported(
    tmp_path, valid_export, mutate, problem, left_out
):
    """One bad record never throws the file away: the others are imported, it is named in the report."""
    document = json.loads(valid_export.read_text(encoding="utf-8"))
    bad = tmp_path / "bad.json"
    text = json.dumps(mutate(json.loads(json.dumps(document))))
    bad.write_text(text.replace(f": {_HUGE},", ": " + "9" * 5001 + ","), encoding="utf-8")
    for mode in ("merge", "replace"):
        with UserData.open(tmp_path / mode / "userdata.sqlite3") as other:
            report = other.import_json(bad, mode=mode)
            assert any(problem in s for s in report.skipped), report.skipped
            imported = json.loads(other.export_json(tmp_path / f"{mode}.json").read_text(encoding="utf-8"))
        for table in transfer.TABLES:
            expected = len(document[table]) - (1 if table == left_out else 0)
            assert len(imported[table]) == expected, (table, mode)


def test_a_note_over_the_old_limit_exports_and_imports_back(ud, tmp_path):
    """A 1.2 million-character note used to make its own export unreadable: 0 of 27 notes came back."""
    for i in range(26):
        ud.add_note("Ps", 119, 1 + i, f"nota {i}")
    ud.add_note("Ps", 119, 100, "palavra " * 150_000)
    exported = ud.export_json(tmp_path / "all.json")
    with UserData.open(tmp_path / "n" / "userdata.sqlite3") as other:
        report = other.import_json(exported, mode="replace")
        assert report.skipped == [] and len(other.all_notes()) == 27
        assert other.export_json(tmp_path / "again.json").read_bytes() == exported.read_bytes()


def test_a_lone_surrogate_in_an_export_is_replaced_before_anything_is_written(ud, tmp_path, valid_export):
    """JSON's "\\ud83d" with no pair used to pass validation and fail inside SQLite after the before-import
    backup was written."""
    document = json.loads(valid_export.read_text(encoding="utf-8"))
    document["notes"][0]["text"] = "antes \ud83d depois \ud83d\ude00"
    document["folders"][0]["name"] = "pasta \udc00"
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(document), encoding="utf-8")  # ensure_ascii: the escapes as written
    assert "\\ud83d depois" in path.read_text(encoding="utf-8")
    report = ud.import_json(path, mode="replace")
    assert report.skipped == []
    assert any(r.startswith("notes[0].text:") for r in report.repaired)
    assert any(r.startswith("folders[0].name:") for r in report.repaired)
    note = ud.get_note(document["notes"][0]["id"])
    assert note.text == "antes \ufffd depois \U0001f600"  # the pair is the emoji it stood for
    assert ud.get_folder(document["folders"][0]["id"]).name == "pasta \ufffd"
    again = ud.export_json(tmp_path / "again.json")
    assert "\ufffd" in again.read_text(encoding="utf-8")


def test_text_with_lone_surrogates_is_mended_wherever_it_enters(ud):
    note = ud.add_note("John", 3, 16, "a\ud83db", title="t\udc00", translation="w\ud800")
    assert (note.text, note.title, note.translation) == ("a\ufffdb", "t\ufffd", "w\ufffd")
    assert ud.get_note(note.id).text == "a\ufffdb"
    assert ud.update_note(note.id, text="\ud83d\ude00").text == "\U0001f600"
    assert ud.save_draft("John", 3, 17, "d\ud800").text == "d\ufffd"
    assert ud.add_folder("f\udfff").name == "f\ufffd"
    assert ud.add_label("l\udfff").name == "l\ufffd"
    assert ud.add_bookmark("John", 3, 16, title="b\ud800").title == "b\ufffd"
    assert ud.record_search("q\ud800").query == "q\ufffd"


def _edit(document: dict, table: str, index: int, **changes: object) -> dict:
    rows = [dict(r) for r in document[table]]
    rows[index].update(changes)
    return {**document, table: rows}


def test_import_of_a_file_without_newer_fields_uses_defaults(ud, tmp_path, valid_export):
    document = _valid_document(ud, valid_export)
    for note in document["notes"]:
        del note["title"]
    for folder in document["folders"]:
        del folder["color"]
    path = tmp_path / "older.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with UserData.open(tmp_path / "n" / "userdata.sqlite3") as other:
        other.import_json(path, mode="replace")
        assert {n.title for n in other.all_notes()} == {""}
        assert {f.color for f in other.list_folders()} == {None}


def test_replace_import_replaces(ud, tmp_path):
    populate(ud)
    exported = ud.export_json(tmp_path / "a.json")
    extra = ud.add_note("Rev", 22, 21, "amém")
    ud.import_json(exported, mode="replace")
    assert extra.id not in {n.id for n in ud.all_notes()}
    assert ud.export_json(tmp_path / "b.json").read_bytes() == exported.read_bytes()


# --- Markdown -----------------------------------------------------------------------------------------------


def test_markdown_export(ud, tmp_path):
    populate(ud)
    text = ud.export_markdown(tmp_path / "notas.md", lang="pt").read_text(encoding="utf-8")
    assert text.startswith("# Lâmpada — anotações, marcadores e destaques\n\n## Anotações (3)")  # app's words
    assert text.index("### Gênesis") < text.index("### Mateus") < text.index("### João")  # canonical order
    assert "#### João 3:16 — O amor" in text
    assert "#### Gênesis 1:1-2:3" in text
    assert "> **Deus** amou o *mundo*" in text and "> - graça" in text
    assert "_tradução: ara · criada em " in text
    assert "### Estudos\n\n- **João 3:16** — Amor · etiquetas: amor, promessa" in text
    assert "### Sem pasta\n\n- **Gênesis 1:1-3**\n- **Romanos 8:28-30** · etiquetas: promessa" in text
    assert "- João 3:16-18 — amarelo" in text and "- Salmos 23:1 — verde" in text
    assert "- Gênesis 1:31 — rosa\n" in text  # across chapters: one line per chapter run
    assert "Sermões" not in text  # an empty folder is not listed

    english = ud.export_markdown(tmp_path / "notes.md", lang="en").read_text(encoding="utf-8")
    assert "#### John 3:16 — O amor" in english and "### No folder" in english
    assert "- Psalms 23:1 — green" in english
    assert english.startswith("# Lâmpada — notes, bookmarks and highlights\n\n## Notes (3)")
    assert "· labels: amor, promessa" in english


def test_markdown_export_quotes_each_passage_and_names_its_translation(ud, tmp_path, library):
    """Under each note, bookmark and highlight, its passage's text: in the note's translation when it is
    installed, else in the one being read; the translation named, never by its id."""
    from app.core.userdata.quoted_verses import LibraryScripture

    populate(ud)  # made in "ara", which this library does not have: quoted from the one being read
    ud.add_note("John", 3, 16, "Em inglês", translation="ten", title="English")
    scripture = LibraryScripture(library, "tpt")
    text = ud.export_markdown(tmp_path / "n.md", lang="pt", scripture=scripture).read_text(encoding="utf-8")
    assert ("#### João 3:16 — O amor\n\nPorque Deus amou o mundo de tal maneira que deu o seu Filho único, "
            "para que todo aquele que nele crê não pereça, mas tenha a vida eterna. — *Tiny PT*\n\n"
            "_criada em ") in text  # fmt: skip
    assert "#### João 3:16 — English\n\nFor God so loved the world" in text and "— *Tiny WEB*" in text
    assert "tradução: ara" not in text and "tradução: ten" not in text
    assert "#### Gênesis 1:1-2:3\n\n<sup>1</sup> No princípio Deus criou os céus e a terra. <sup>2" in text
    assert "- **João 3:16** — Amor · etiquetas: amor, promessa\n  Porque Deus amou o mundo" in text
    assert "- **Romanos 8:28-30** · etiquetas: promessa\n\n" in text  # a passage no translation has: no quote
    assert "- João 3:16-18 — amarelo\n  <sup>16</sup> Porque Deus amou" in text
    assert "<sup>18</sup> Quem crê nele não é condenado. — *Tiny PT*" in text


def test_markdown_export_of_empty_database(ud, tmp_path):
    text = ud.export_markdown(tmp_path / "x.md", lang="en").read_text(encoding="utf-8")
    assert "## Notes (0)\n\n(none)" in text


# --- HTML rendering -----------------------------------------------------------------------------------------


def test_render_note_html_escapes():
    html = render_note_html("<script>alert('x')</script> & <b onclick=\"x\">**ok**</b>")
    assert "<script" not in html and "<b " not in html
    assert "&lt;script&gt;" in html and "&amp;" in html and "&quot;" in html
    assert "<strong>ok</strong>" in html


def test_render_note_html_subset():
    assert render_note_html("**negrito** e *itálico*") == "<p><strong>negrito</strong> e <em>itálico</em></p>"
    assert render_note_html("a\nb\n\nc") == "<p>a<br>b</p><p>c</p>"
    assert render_note_html("- um\n- **dois**\n  continua") == (
        "<ul><li>um</li><li><strong>dois</strong><br>continua</li></ul>"
    )
    assert render_note_html("3. três\n4. quatro") == '<ol start="3"><li>três</li><li>quatro</li></ol>'
    assert render_note_html("2 * 3 * 4 e \\*literal\\*") == "<p>2 * 3 * 4 e *literal*</p>"
    assert render_note_html("**a *b***") == "<p><strong>a <em>b</em></strong></p>"
    assert render_note_html("**aberto *sem fechar**") == "<p><strong>aberto *sem fechar</strong></p>"
    assert render_note_html("") == ""
    assert note_plain_text("- **um**\n- *dois*\n\n&lt;") == "um\ndois\n&lt;"


@pytest.mark.parametrize("source", ["**a *b** c*", "***x** y*", "*a **b* c**", "***", "** **", "*a\n*b*"])
def test_render_note_html_always_nests(source):
    html = render_note_html(source)
    stack = []
    for slash, tag in re.findall(r"<(/?)(strong|em|p|ul|ol|li)\b[^>]*>", html):
        if slash:
            assert stack and stack.pop() == tag, html
        else:
            stack.append(tag)
    assert not stack, html


# --- migration ----------------------------------------------------------------------------------------------


def _make_v1_file(path: Path) -> None:
    """A real v1 file, built by the v1 DDL as it shipped, with data in every table."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    for statement in ud_schema.V1_STATEMENTS:
        conn.execute(statement)
    t = "2024-01-02T03:04:05.000006Z"
    f, lab, b, h, n = (f"0000000{i}-0000-4000-8000-000000000000" for i in range(1, 6))
    conn.execute("INSERT INTO meta VALUES ('schema_version', '1'), ('created_at', ?)", (t,))
    conn.execute("INSERT INTO folders VALUES (?, 'Estudos', 0, ?, ?)", (f, t, t))
    conn.execute("INSERT INTO labels VALUES (?, 'promessa', ?, ?)", (lab, t, t))
    conn.execute(
        "INSERT INTO bookmarks VALUES (?, 'John', 3, 16, NULL, NULL, 'ara', ?, 'Amor', ?, ?)", (b, f, t, t)
    )
    conn.execute("INSERT INTO bookmark_labels VALUES (?, ?)", (b, lab))
    conn.execute("INSERT INTO highlights VALUES (?, 'Ps', 23, 1, 'green', NULL, ?, ?)", (h, t, t))
    conn.execute("INSERT INTO notes VALUES (?, 'Gen', 1, 1, 1, 3, NULL, '**No princípio**', ?, ?)", (n, t, t))
    conn.execute(
        "INSERT INTO reading_history (id, book, chapter, verse, translation, read_at)"
        " VALUES (?, 'Gen', 1, 1, 'ara', ?)",
        (n, t),
    )
    conn.execute(
        "INSERT INTO search_history (id, query, translation, searched_at) VALUES (?, 'amor', NULL, ?)", (n, t)
    )
    conn.commit()
    conn.close()


def test_migration_from_v1(db_path):
    _make_v1_file(db_path)
    with UserData.open(db_path) as ud:
        assert ud.schema_version == SCHEMA_VERSION
        [note] = ud.all_notes()
        assert (note.text, note.title, note.passage.osis) == ("**No princípio**", "", "Gen.1.1-Gen.1.3")
        assert [(f.name, f.color) for f in ud.list_folders()] == [("Estudos", None)]
        assert [(x.name, x.color) for x in ud.list_labels()] == [("promessa", None)]
        [mark] = ud.list_bookmarks()
        assert (mark.title, mark.folder_id is not None, len(mark.labels)) == ("Amor", True, 1)
        assert [h.color for h in ud.highlights_for_chapter("Ps", 23)] == ["green"]
        assert ud.reading_history()[0].book == "Gen" and ud.search_history()[0].query == "amor"
        assert ud.update_note(note.id, title="Criação").title == "Criação"  # the new column works
        assert ud.update_folder(mark.folder_id, color="pink").color == "pink"
        draft = ud.save_draft("Gen", 1, 1, "rascunho", 1, 3, note_id=note.id)  # v3: the editor's drafts
        assert ud.list_drafts() == [draft]
        pre = [b for b in ud.list_backups() if b.tag == f"pre-v{SCHEMA_VERSION}"]
        assert len(pre) == 1
    with closing(sqlite3.connect(f"file:{pre[0].path}?mode=ro&immutable=1", uri=True)) as old, old:
        assert old.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == "1"
        assert old.execute("SELECT text FROM notes").fetchone()[0] == "**No princípio**"


def _make_file_at(path: Path, version: int) -> None:
    """A file at an older schema version: the v1 file, then the shipped migrations up to `version`."""
    _make_v1_file(path)
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        for migration in ud_schema.MIGRATIONS[1:version]:
            conn.execute("BEGIN")
            ud_schema.apply_migration(conn, migration, "2024-02-03T04:05:06.000007Z")
            conn.execute("COMMIT")


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_every_older_version_migrates_keeping_the_data(db_path, version):
    _make_file_at(db_path, version)
    with closing(sqlite3.connect(db_path)) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(
            version
        )
    with UserData.open(db_path) as ud:
        assert ud.schema_version == SCHEMA_VERSION
        assert [n.text for n in ud.all_notes()] == ["**No princípio**"]
        assert [b.title for b in ud.list_bookmarks()] == ["Amor"]
        [pre] = [b for b in ud.list_backups() if b.tag == f"pre-v{SCHEMA_VERSION}"]
    with closing(sqlite3.connect(f"file:{pre.path}?mode=ro&immutable=1", uri=True)) as old, old:
        assert old.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(
            version
        )


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_migrated_schema_equals_fresh_schema(tmp_path, version):
    _make_file_at(tmp_path / "old" / "userdata.sqlite3", version)
    UserData.open(tmp_path / "old" / "userdata.sqlite3").close()
    UserData.open(tmp_path / "new" / "userdata.sqlite3").close()

    def ddl(path: Path) -> list[tuple]:
        with closing(sqlite3.connect(path)) as conn, conn:
            return conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()

    assert ddl(tmp_path / "old" / "userdata.sqlite3") == ddl(tmp_path / "new" / "userdata.sqlite3")


# --- backups ------------------------------------------------------------------------------------------------


def test_backups_rotate_and_tagged_ones_stay(db_path):
    with UserData.open(db_path, keep_backups=3) as ud:
        ud.add_note("John", 1, 1, "x")
        assert ud.list_backups() == []  # a new database has nothing to back up
        made = [ud.backup_now() for _ in range(5)]
        tagged = ud.import_json(ud.export_json(db_path.parent / "e.json")).backup
        backups = ud.list_backups()
        regular = [b.path for b in backups if b.regular]
        assert regular == made[:-4:-1]  # the newest three, newest first
        assert all(p.parent == db_path.parent / "backups" for p in regular)
        assert [b.path for b in backups if not b.regular] == [tagged]
        assert ud.latest_backup().path in (made[-1], tagged)
        with closing(sqlite3.connect(f"file:{made[-1]}?mode=ro&immutable=1", uri=True)) as copy, copy:
            assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert copy.execute("SELECT text FROM notes").fetchone()[0] == "x"


def test_backup_on_open_at_most_once_a_day(db_path):
    UserData.open(db_path).close()  # created: no backup
    UserData.open(db_path).close()
    UserData.open(db_path).close()
    backups = list_backups(db_path)
    assert len(backups) == 1 and backups[0].regular
    yesterday = datetime.now(UTC) - timedelta(days=1)
    backups[0].path.rename(backups[0].path.with_name(f"userdata-{yesterday:%Y%m%d}-120000.sqlite3"))
    UserData.open(db_path).close()
    assert len(list_backups(db_path)) == 2
    with UserData.open(db_path, auto_backup=False):
        pass
    assert len(list_backups(db_path)) == 2


def test_default_backups_folder():
    with UserData.open() as ud:
        ud.add_note("John", 1, 1, "x")
        path = ud.backup_now()
    assert path.parent == paths.data_dir() / "backups"
    assert re.fullmatch(r"userdata-n000001-\d{8}-\d{6}\.sqlite3", path.name)


def test_restore_backup_keeps_the_current_data(ud):
    keep = ud.add_note("John", 1, 1, "guardar")
    backup = ud.backup_now()
    ud.delete_note(keep.id)
    later = ud.add_note("John", 1, 2, "depois")
    kept = ud.restore_backup(backup)
    assert [n.id for n in ud.all_notes()] == [keep.id]
    assert ud.schema_version == SCHEMA_VERSION
    with closing(sqlite3.connect(f"file:{kept}?mode=ro&immutable=1", uri=True)) as before, before:
        assert [r[0] for r in before.execute("SELECT id FROM notes")] == [later.id]
    assert ud.add_note("John", 1, 3, "continua").text == "continua"  # still writable


def test_restore_of_a_pre_migration_backup_migrates_again(db_path):
    _make_v1_file(db_path)
    with UserData.open(db_path) as ud:
        [pre] = [b for b in ud.list_backups() if not b.regular]
        ud.add_note("Rev", 1, 1, "nova")
        ud.restore_backup(pre)
        assert ud.schema_version == SCHEMA_VERSION
        assert [n.passage.book for n in ud.all_notes()] == ["Gen"]


# --- refusing files it must not touch -----------------------------------------------------------------------


def test_corrupt_file_is_refused_copied_and_untouched(db_path):
    with UserData.open(db_path) as ud:
        ud.add_note("John", 1, 1, "antes")
    with UserData.open(db_path) as ud:  # a day's backup now exists
        pass
    db_path.write_bytes(b"this is not a database at all" * 200)
    before = digest(db_path)
    with pytest.raises(UserDataCorrupt) as caught:
        UserData.open(db_path)
    error = caught.value
    assert error.path == str(db_path) and "not an SQLite database" in error.problem
    assert digest(db_path) == before
    assert error.copy is not None and error.copy.name.startswith("userdata.sqlite3.corrupt-")
    assert digest(error.copy) == before

    best = latest_backup(db_path)
    assert best is not None
    kept = restore_backup(best, db_path)
    assert kept is not None and digest(kept) == before
    with UserData.open(db_path) as ud:
        assert [n.text for n in ud.all_notes()] == ["antes"]


def test_file_failing_integrity_check_is_refused(db_path):
    with UserData.open(db_path) as ud:
        for i in range(20):
            ud.add_note("John", 1 + i % 3, 1 + i, "x" * 40)
    with closing(sqlite3.connect(db_path)) as conn, conn:
        conn.execute("PRAGMA writable_schema = ON")
        conn.execute(
            "UPDATE sqlite_master SET sql = 'CREATE INDEX notes_place ON notes (chapter, book)'"
            " WHERE name = 'notes_place'"
        )
    before = digest(db_path)
    with pytest.raises(UserDataCorrupt) as caught:
        UserData.open(db_path)
    assert "integrity check failed" in caught.value.problem
    assert digest(db_path) == before and digest(caught.value.copy) == before
    assert latest_backup(db_path) is None  # never backed up: nothing to offer


def test_foreign_sqlite_file_is_refused(db_path):
    db_path.parent.mkdir(parents=True)
    with closing(sqlite3.connect(db_path)) as conn, conn:
        conn.execute("CREATE TABLE something (x)")
    before = digest(db_path)
    with pytest.raises(UserDataCorrupt, match="not a Lâmpada user database"):
        UserData.open(db_path)
    assert digest(db_path) == before


def test_newer_schema_is_refused_and_untouched(db_path):
    with UserData.open(db_path) as ud:
        ud.add_note("John", 1, 1, "de uma versão futura")
    with closing(sqlite3.connect(db_path)) as conn, conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
        conn.execute("ALTER TABLE notes ADD COLUMN future TEXT")
    before = digest(db_path)
    with pytest.raises(UserDataTooNew) as caught:
        UserData.open(db_path)
    assert (caught.value.found, caught.value.supported, caught.value.path) == (
        99,
        SCHEMA_VERSION,
        str(db_path),
    )
    assert digest(db_path) == before
    assert not list(db_path.parent.glob("*.corrupt-*"))
    with pytest.raises(UserDataTooNew):  # and a newer backup is not offered for restore
        restore_backup(db_path, db_path.parent / "elsewhere.sqlite3")


def test_start_fresh_moves_the_file_aside(db_path):
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"garbage" * 100)
    with pytest.raises(UserDataCorrupt):
        UserData.open(db_path)
    aside = start_fresh(db_path)
    assert aside is not None and aside.read_bytes() == b"garbage" * 100
    with UserData.open(db_path) as ud:
        assert ud.all_notes() == []


def test_empty_file_is_a_new_database(db_path):
    db_path.parent.mkdir(parents=True)
    db_path.touch()
    with UserData.open(db_path) as ud:
        assert ud.schema_version == SCHEMA_VERSION


# --- concurrency --------------------------------------------------------------------------------------------


def test_writes_from_several_threads(ud):
    def work(k: int) -> None:
        for i in range(20):
            ud.add_note("Ps", 119, 1 + i, f"{k}-{i}")
            ud.record_reading("Ps", 1 + (k * 20 + i) % 150)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(ud.all_notes()) == 80
    with closing(sqlite3.connect(ud.path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_second_process_sees_committed_notes(db_path):
    with UserData.open(db_path) as a, UserData.open(db_path, auto_backup=False) as b:
        note = a.add_note("John", 1, 1, "visível")
        assert b.get_note(note.id).text == "visível"


def test_restore_refuses_a_corrupt_backup(ud, tmp_path):
    bad = tmp_path / "userdata-20240101-000000.sqlite3"
    shutil.copyfile(__file__, bad)
    with pytest.raises(UserDataCorrupt):
        ud.restore_backup(bad)


def test_module_restore_brings_a_backups_wal_along(db_path, tmp_path):
    """A raw copy of a database that was open (its newest commits only in its -wal) restores whole."""
    with UserData.open(db_path) as ud:
        note = ud.add_note("John", 11, 35, "Jesus chorou")
        raw = copy_files_aside(db_path, tmp_path / "raw-copy.sqlite3")
    assert Path(f"{raw}-wal").exists()  # the note lives in the WAL of the copy
    target = tmp_path / "elsewhere" / "userdata.sqlite3"
    target.parent.mkdir()
    assert restore_backup(raw, target) is None  # nothing there before
    assert sorted(p.name for p in target.parent.iterdir()) == ["userdata.sqlite3"]
    with UserData.open(target) as restored:
        assert restored.get_note(note.id).text == "Jesus chorou"


def test_labels_differing_beyond_ascii_case_round_trip(ud, tmp_path):
    ud.add_label("Fé")
    assert ud.add_label("fé").name == "Fé"  # ASCII case: the same label
    assert ud.add_label("FÉ").name == "FÉ"  # SQLite NOCASE folds ASCII only: "É" makes a second label
    assert len(ud.list_labels()) == 2
    exported = ud.export_json(tmp_path / "a.json")
    with UserData.open(tmp_path / "b" / "userdata.sqlite3") as other:
        other.import_json(exported, mode="replace")
        assert other.export_json(tmp_path / "b.json").read_bytes() == exported.read_bytes()
