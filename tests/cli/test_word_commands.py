"""`lampada word`, and word study in `search`, `setup`, `sources` and `remove`, on the tiny word-study
library (tests/fixtures/wordstudy.py) in a temporary data folder."""

from __future__ import annotations

import json

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.library.reading import Library
from app.core.wordstudy import tags
from tests.fixtures.wordstudy import word_study_library


@pytest.fixture
def data(monkeypatch):
    library, index_dir = word_study_library(paths.data_dir(), monkeypatch, "library.sqlite3")
    library.close()
    return index_dir


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_number_in_a_translation(capsys, data):
    code, out, err = run(capsys, "word", "G26", "--translation", "tpt")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "G26  ἀγάπη  agápē (ag-ah'-pay)"
    assert "KJV: charity 5×" in out
    assert "Tiny PT: 2 verses, 5 words" in out
    assert any(line.split()[:2] == ["1", "Corinthians"] and line.rstrip().endswith("█ 5") for line in lines)
    assert "1 Corinthians 13:4  O amor é paciente" in out
    assert "from its alignment with the KJV" in out  # Tiny PT is aligned, not tagged by hand


def test_the_same_number_as_json(capsys, data):
    code, out, _ = run(capsys, "word", "strong:G0026", "-t", "tpt", "--json", "--limit", "1")
    assert code == 0
    found = json.loads(out)
    assert found["translation"] == "tpt"
    (g26,) = found["numbers"]
    assert g26["number"] == "G26" and g26["verses"] == 2 and g26["words"] == 5
    assert g26["strongs"]["lemma"] == "ἀγάπη" and g26["strongs"]["language"] == "grc"
    assert g26["kjv"] == [{"word": "charity", "count": 5}]
    assert g26["books"] == [{"book": "1Cor", "verses": 2, "words": 5}]
    (first,) = g26["occurrences"]  # --limit 1
    assert first["reference"] == "1Cor.13.4"
    assert [first["text"][s:e] for s, e in first["words"]] == ["amor", "amor", "amor"]


def test_an_original_word_or_its_transliteration(capsys, data):
    for typed in ("agape", "ἀγάπη"):
        code, out, _ = run(capsys, "word", typed, "-t", "kjv")
        assert code == 0 and out.startswith("G26  ἀγάπη")
        assert "King James Version: 2 verses, 5 words" in out
        assert "alignment" not in out  # the KJV's own tags


def test_the_numbers_a_word_of_a_translation_renders(capsys, data):
    code, out, _ = run(capsys, "word", "amor", "--translation", "tpt")
    assert code == 0
    assert out.splitlines()[0] == "“amor” in Tiny PT renders:"
    assert "G26" in out and "5×" in out and "ἀγάπη agápē" in out
    code, out, _ = run(capsys, "word", "Amor", "-t", "tpt", "--json")
    found = json.loads(out)
    assert [(n["number"], n["count"]) for n in found["numbers"]] == [("G26", 5)]
    assert found["numbers"][0]["examples"] == ["1Cor.13.4", "1Cor.13.13"]
    assert found["without_number"] == 0


def test_what_is_not_there_is_said(capsys, data):
    code, out, _ = run(capsys, "word", "xyzzy", "-t", "tpt")
    assert code == 1 and "is not a word of Tiny PT" in out
    code, _, err = run(capsys, "word", "G26", "-t", "ten")
    assert code == 2 and "not tagged with Strong's numbers yet" in err and "lampada setup" in err
    assert "Traceback" not in err
    code, _, err = run(capsys, "word", "G26", "-t", "nope")
    assert code == 2 and "no translation with id 'nope'" in err
    code, _, err = run(capsys, "word", "two words", "-t", "tpt")
    assert code == 2 and "single word" in err


def test_search_by_number_names_it_and_highlights_nothing_else(capsys, data):
    code, out, _ = run(capsys, "search", "G26", "-t", "tpt", "--context", "0")
    assert code == 0
    assert out.splitlines()[0] == "G26 ἀγάπη agápē: 2 verses, 5 words"
    assert "1 Coríntios 13:4" in out or "1 Corinthians 13:4" in out
    code, out, _ = run(capsys, "search", "G26", "-t", "tpt", "--json")
    found = json.loads(out)
    assert found["route"] == "strongs"
    assert found["strongs"] == {"numbers": ["G26"], "how": "number", "verses": 2, "words": 5}
    code, _, err = run(capsys, "search", "G26", "-t", "ten")
    assert code == 0 and "not tagged with Strong's numbers yet" in err


def test_sources_credit_the_tagged_kjv(capsys, data):
    code, out, _ = run(capsys, "sources")
    assert code == 0 and "Word study: KJV with Strong's numbers: CrossWire Bible Society" in out
    code, out, _ = run(capsys, "sources", "--json")
    found = [s for s in json.loads(out)["sources"] if s["name"] == "KJV with Strong's numbers"]
    assert found and found[0]["licence"] == "Public domain" and found[0]["available"]


def test_setup_tags_what_is_not_tagged(capsys, data):
    assert tags.status(data, Library(paths.library_path()), "ten") == "missing"
    code, _, err = run(capsys, "setup", "--no-model")
    assert code == 0
    assert "Word study ten" in err and "words aligned" in err
    with Library(paths.library_path()) as library:
        assert tags.status(data, library, "ten") == "ready"
        assert tags.status(data, library, "tpt") == "ready"  # already tagged: left as it was


def test_removing_a_translation_removes_its_word_tags(capsys, data):
    assert (data / "words" / "tpt.npy").exists()
    code, _, err = run(capsys, "remove", "tpt")
    assert code == 0, err
    assert not (data / "words" / "tpt.npy").exists() and not (data / "words" / "tpt.json").exists()
