"""The built-in Strong's dictionaries: loaded at set-up, looked up by number or lemma, a damaged file refused
with a typed error and the library unchanged."""

from __future__ import annotations

import lzma

import pytest

from app.core import dictionaries
from app.core.dictionaries import strongs_data
from app.core.errors import StrongsDataDamaged
from tests.fixtures import strongs as fixture


@pytest.fixture
def loaded(library, tmp_path):
    folder = fixture.write(tmp_path / "strongs")
    strongs_data.load(library, folder)
    return library, folder


def test_an_entry_by_its_number_in_any_spelling(loaded):
    library, _ = loaded
    entry = dictionaries.strongs(library, "G26")
    assert entry == dictionaries.StrongsEntry(
        "G26", "ἀγάπη", "agápē", "ag-ah'-pay",
        "from G25; love, i.e. affection or benevolence; specially (plural) a love-feast",
        "(feast of) charity(-ably), dear, love",
    )  # fmt: skip
    for spelling in ("g26", "G0026", "strong:G26", " G26 ", "G26a"):
        assert dictionaries.strongs(library, spelling) == entry
    assert dictionaries.strongs(library, "H2617").lemma == "חסד"
    assert dictionaries.strongs(library, "H2617").language == "hbo"
    assert dictionaries.strongs(library, "G9999") is None
    assert dictionaries.strongs(library, "love") is None
    assert dictionaries.strongs(library, "G0") is None


def test_no_data_loaded_is_no_entry(library):
    assert dictionaries.strongs(library, "G26") is None
    assert strongs_data.numbers(library) == []
    assert dictionaries.find_lemma(library, "agape") == []


def test_a_lemma_or_transliteration_finds_its_numbers(loaded):
    library, _ = loaded
    assert dictionaries.find_lemma(library, "agape") == ["G26"]
    assert dictionaries.find_lemma(library, "ἀγάπη") == ["G26"]
    assert dictionaries.find_lemma(library, "ΑΓΑΠΗ") == ["G26"]
    assert dictionaries.find_lemma(library, "חֶסֶד") == ["H2616", "H2617"]  # points aside
    assert dictionaries.find_lemma(library, "chesed") == ["H2617"]
    assert dictionaries.find_lemma(library, "love") == []


def test_numbers_in_order_by_prefix(loaded):
    library, _ = loaded
    assert strongs_data.numbers(library) == ["G25", "G26", "G5368", "H157", "H2616", "H2617"]
    assert strongs_data.numbers(library, "G2") == ["G25", "G26"]
    assert strongs_data.numbers(library, "h26") == ["H2616", "H2617"]
    assert strongs_data.numbers(library, "H") == ["H157", "H2616", "H2617"]
    assert strongs_data.numbers(library, "x") == []


def test_stale_until_loaded_and_after_the_file_changes(library, tmp_path):
    folder = fixture.write(tmp_path / "strongs")
    assert strongs_data.stale(library, folder)
    report = strongs_data.load(library, folder)
    assert report.entries == len(fixture.ROWS)
    assert not strongs_data.stale(library, folder)
    fixture.write(folder, rows=fixture.ROWS[:2])
    assert strongs_data.stale(library, folder)
    strongs_data.load(library, folder)
    assert dictionaries.strongs(library, "H2617") is None
    assert not strongs_data.stale(library, tmp_path / "nothing here")  # nothing to load: not stale


@pytest.mark.parametrize(
    "damage",
    [
        lambda p: p.write_bytes(p.read_bytes()[:40]),  # cut short
        lambda p: p.write_bytes(b"not xz at all"),
        lambda p: p.write_bytes(lzma.compress(b"number\tlemma\n")),  # not our header
        lambda p: p.write_bytes(lzma.compress("\t".join(strongs_data.COLUMNS).encode() + b"\nG26\tonly\n")),
        lambda p: p.write_bytes(lzma.compress("\t".join(strongs_data.COLUMNS).encode() + b"\n")),  # empty
        lambda p: p.write_bytes(lzma.compress(b"\xff\xfe" * 10)),
        lambda p: p.write_bytes(
            lzma.compress("\t".join(strongs_data.COLUMNS).encode() + b"\nX1\ta\tb\tc\td\te\n")
        ),
    ],
)
def test_a_damaged_file_is_a_typed_error_and_changes_nothing(loaded, damage):
    library, folder = loaded
    before = strongs_data.loaded_version(library)
    damage(folder / strongs_data.FILE_NAME)
    assert strongs_data.stale(library, folder)
    with pytest.raises(StrongsDataDamaged) as caught:
        strongs_data.load(library, folder)
    assert caught.value.path.endswith(strongs_data.FILE_NAME)
    assert strongs_data.loaded_version(library) == before
    assert dictionaries.strongs(library, "G26").lemma == "ἀγάπη"


def test_the_shipped_file_reads_whole():
    entries = strongs_data.read(strongs_data.resources() / strongs_data.FILE_NAME)
    by_number = {e.number: e for e in entries}
    assert len(entries) > 14_000
    assert by_number["G26"].lemma == "ἀγάπη" and "love" in by_number["G26"].kjv_usage
    assert by_number["H2617"].translit == "chêsêd"
    assert by_number["H3068"].translit == "yehôvâh"


def test_set_up_loads_them_and_a_damaged_file_does_not_stop_it(library, tmp_path, monkeypatch):
    from app.core.library import setup

    folder = fixture.write(tmp_path / "strongs")
    monkeypatch.setattr(strongs_data, "resources", lambda: folder)
    steps = [s for s in setup.library_steps(library) if s.key == "strongs"]
    assert len(steps) == 1
    report = steps[0].run(lambda *a: None, lambda: False)
    assert report.entries == len(fixture.ROWS) and report.problem is None
    assert dictionaries.strongs(library, "G26") is not None
    assert not [s for s in setup.library_steps(library) if s.key == "strongs"]  # loaded: no step
    (folder / strongs_data.FILE_NAME).write_bytes(b"damaged")
    steps = [s for s in setup.library_steps(library) if s.key == "strongs"]
    report = steps[0].run(lambda *a: None, lambda: False)
    assert isinstance(report.problem, StrongsDataDamaged) and report.entries == 0
    assert dictionaries.strongs(library, "G26") is not None  # what was loaded stays
