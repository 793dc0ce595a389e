"""Export → import is an identity for everything the app accepts: every field of every exported table is
walked at the edge of what the API takes (the longest text, the largest number, hostile characters), exported,
imported into an empty database and exported again, byte for byte; one past the edge the API refuses."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from app.core.errors import BadReference, TextTooLong
from app.core.plans import MAX_PLAN_DAYS, days_text
from app.core.scripture import canon
from app.core.scripture.refs import Reference
from app.core.userdata import UserData, transfer
from app.core.userdata.plan_progress import MAX_DATE, MIN_DATE
from app.core.userdata.records import (
    MAX_NAME_CHARS,
    MAX_NUMBER,
    MAX_QUERY_CHARS,
    MAX_TEXT_CHARS,
    MAX_TRANSLATION_CHARS,
    MIN_NUMBER,
)
from app.core.userdata.schema import COLOURS

LONGEST_PLAN = [(Reference("Ps", 1 + i % 150),) for i in range(MAX_PLAN_DAYS)]
HOSTILE = "<img src=/dev/zero> \x00 \u202eRTL \x1b[31m 😀 Fé"
# the database makes these
GENERATED = {"id", "created_at", "updated_at", "read_at", "searched_at", "plan_id"}
# per field kind, the values at the edge the walk must find in the export (besides HOSTILE for text)
EDGES: dict[str, list[object]] = {
    "name": ["n" * MAX_NAME_CHARS, HOSTILE],
    "query": ["q" * MAX_QUERY_CHARS, HOSTILE],
    "text": ["t" * MAX_TEXT_CHARS, HOSTILE],
    "str?": ["w" * MAX_TRANSLATION_CHARS, None],
    "int": [MIN_NUMBER, MAX_NUMBER],
    "pos": [1, MAX_NUMBER],
    "pos?": [MAX_NUMBER, None],
    "book": ["Gen", "Rev"],
    "colour": list(COLOURS),
    "colour?": [*COLOURS, None],
    "id?": [None],
    "ids": [[]],
    "source": ["", "psalms-proverbs-month"],
    "readings": ["Gen.1", days_text(LONGEST_PLAN)],
    "date": [MIN_DATE.isoformat(), MAX_DATE.isoformat()],
    "date?": [MAX_DATE.isoformat(), None],
    "day": [1, MAX_PLAN_DAYS],
}


def _fill(ud: UserData) -> None:
    """Records whose fields, together, hold every edge value of `EDGES`, made through the app's API."""
    long_name, long_text, translation = EDGES["name"][0], EDGES["text"][0], EDGES["str?"][0]
    folders = [ud.add_folder(long_name, position=MIN_NUMBER), ud.add_folder(HOSTILE, position=MAX_NUMBER)]
    for i, colour in enumerate(COLOURS):
        ud.add_folder(f"pasta {i}", color=colour)
    labels = [ud.add_label(long_name), ud.add_label(HOSTILE)]
    labels += [ud.add_label(f"etiqueta {c}", color=c) for c in COLOURS]
    ud.add_bookmark("Rev", MAX_NUMBER, MAX_NUMBER, translation=translation, folder_id=folders[0].id,
                    labels=[x.id for x in labels], title=long_text)  # fmt: skip
    ud.add_bookmark("Gen", 1, 1, MAX_NUMBER, MAX_NUMBER, title=HOSTILE)
    ud.add_bookmark("Gen", 1, 1)
    for i, colour in enumerate(COLOURS):
        ud.set_highlight("Rev", MAX_NUMBER, 1 + i, colour, translation=translation if i else None)
    ud.set_highlight("Gen", 1, MAX_NUMBER, "yellow")
    for book in canon.BOOKS:
        ud.add_note(book.osis, 1, 1, HOSTILE, title=HOSTILE)
    ud.add_note("Rev", MAX_NUMBER, MAX_NUMBER, long_text, title=long_text, translation=translation)
    ud.add_note("Rev", 1, 1, "", MAX_NUMBER, MAX_NUMBER)
    ud.record_reading("Rev", MAX_NUMBER, MAX_NUMBER, translation=translation)
    ud.record_reading("Gen", 1, 1)
    ud.record_search(EDGES["query"][0], translation=translation)
    ud.record_search(HOSTILE)
    longest = ud.add_plan(long_name, LONGEST_PLAN, start=MIN_DATE)
    ud.mark_read(longest.id, [1, MAX_PLAN_DAYS])
    ud.catch_up(longest.id, MAX_DATE)  # every day is missed: spread up to the last date a plan may have
    ud.add_plan(HOSTILE, [(Reference("Gen", 1),)], start=MAX_DATE)
    ud.start_plan("psalms-proverbs-month", start=date(2026, 1, 1))


def test_every_field_at_its_edge_exports_and_imports_back_byte_for_byte(tmp_path):
    with UserData.open(tmp_path / "a" / "userdata.sqlite3") as ud:
        _fill(ud)
        first = ud.export_json(tmp_path / "first.json")
    document = json.loads(first.read_text(encoding="utf-8"))
    walked = []
    for table, fields in transfer.TABLES.items():
        assert document[table], f"the walk made no {table}"
        for f in fields:
            if f.name in GENERATED:
                continue
            values = [row[f.name] for row in document[table]]
            for edge in EDGES[f.kind]:
                assert edge in values, f"{table}.{f.name} ({f.kind}) never holds {str(edge)[:40]!r}"
            walked.append(f"{table}.{f.name}")
    fields = [f for fs in transfer.TABLES.values() for f in fs if f.name not in GENERATED]
    assert len(walked) == len(fields)
    for mode in ("replace", "merge"):
        with UserData.open(tmp_path / mode / "userdata.sqlite3") as other:
            report = other.import_json(first, mode=mode)
            assert report.skipped == [] and report.repaired == []
            again = other.export_json(tmp_path / f"{mode}.json")
        assert again.read_bytes() == first.read_bytes(), mode


@pytest.mark.parametrize(
    ("make", "error"),
    [
        (lambda ud: ud.add_note("John", 1, 1, "t" * (MAX_TEXT_CHARS + 1)), TextTooLong),
        (lambda ud: ud.add_note("John", 1, 1, "t", title="t" * (MAX_TEXT_CHARS + 1)), TextTooLong),
        (lambda ud: ud.save_draft("John", 1, 1, "t" * (MAX_TEXT_CHARS + 1)), TextTooLong),
        (lambda ud: ud.add_bookmark("John", 1, 1, title="t" * (MAX_TEXT_CHARS + 1)), TextTooLong),
        (lambda ud: ud.add_folder("n" * (MAX_NAME_CHARS + 1)), TextTooLong),
        (lambda ud: ud.add_label("n" * (MAX_NAME_CHARS + 1)), TextTooLong),
        (lambda ud: ud.add_note("John", 1, 1, "", translation="w" * (MAX_TRANSLATION_CHARS + 1)),
         TextTooLong),  # fmt: skip
        (lambda ud: ud.add_folder("f", position=MAX_NUMBER + 1), ValueError),
        (lambda ud: ud.add_note("John", MAX_NUMBER + 1, 1, "t"), BadReference),
        (lambda ud: ud.add_bookmark("John", 1, 10**5000), BadReference),
        (lambda ud: ud.set_highlight("John", 1, 1, "yellow", 1, MAX_NUMBER), ValueError),
        (lambda ud: ud.add_plan("p", [*LONGEST_PLAN, LONGEST_PLAN[0]], start=MIN_DATE), BadReference),
        (lambda ud: ud.add_plan("n" * (MAX_NAME_CHARS + 1), LONGEST_PLAN[:1], start=MIN_DATE), TextTooLong),
        (lambda ud: ud.add_plan("p", LONGEST_PLAN[:1], start=MAX_DATE + timedelta(days=1)), ValueError),
        (lambda ud: ud.add_plan("p", LONGEST_PLAN[:1], start=MIN_DATE - timedelta(days=1)), ValueError),
    ],
)
def test_one_past_the_edge_the_api_refuses_and_writes_nothing(tmp_path, make, error):
    with UserData.open(tmp_path / "userdata.sqlite3") as ud:
        before = ud.export_json(tmp_path / "before.json").read_bytes()
        with pytest.raises(error) as caught:
            make(ud)
        assert len(str(caught.value)) < 300  # the message names the limit, never the whole value
        assert ud.export_json(tmp_path / "after.json").read_bytes() == before


def test_a_search_longer_than_the_history_keeps_is_kept_to_its_length(tmp_path):
    with UserData.open(tmp_path / "userdata.sqlite3") as ud:
        entry = ud.record_search("palavra " * 10_000)
        assert len(entry.query) <= MAX_QUERY_CHARS and entry.query.startswith("palavra palavra")
        exported = ud.export_json(tmp_path / "a.json")
    with UserData.open(tmp_path / "b" / "userdata.sqlite3") as other:
        assert other.import_json(exported, mode="replace").skipped == []
        assert [e.query for e in other.search_history()] == [entry.query]


def test_the_import_accepts_at_least_what_the_api_accepts():
    """The limits are one set of constants: the import's checks are built from them."""
    assert transfer.MAX_FILE_BYTES >= 3 * 4 * MAX_TEXT_CHARS  # three longest texts, 4 bytes a character
    for kind, edges in EDGES.items():
        for edge in edges:
            assert transfer.field_problem(kind, edge) is None, (kind, str(edge)[:40])
