"""`lampada dict list`, `lampada dict NAME KEY [--json]`, `lampada dict NAME`, and dictionaries in `import`,
`translations`, `sources` and `remove` (driven in-process, like tests/cli/test_command_line.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.dictionaries import strongs_data
from app.core.library.reading import Library
from tests.fixtures import strongs as strongs_fixture

FIXTURES = Path(__file__).parents[1] / "fixtures"


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def stocked(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SWORD_PATH", str(FIXTURES / "sword"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    with Library(paths.library_path()) as library:
        strongs_data.load(library, strongs_fixture.write(tmp_path / "strongs"))
    code, out, err = run(capsys, "import", "--sword", "LTDict")
    assert code == 0, err
    assert out.startswith("ltdict: Lâmpada Test Dictionary (en) — dictionary, 4 entries")
    assert "link to a key the dictionary lacks" in err
    code, out, err = run(capsys, "import", str(FIXTURES / "sword_dicts" / "mods.d" / "ltgreek.conf"))
    assert code == 0, err


def test_dict_list(capsys, stocked):
    code, out, _ = run(capsys, "dict", "list")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == ["strongs", "ltdict", "ltgreek"]
    code, out, _ = run(capsys, "dict", "list", "--json")
    listed = json.loads(out)["dictionaries"]
    assert listed[0] == {
        "id": "strongs", "name": "Strong's Greek and Hebrew Dictionaries", "language": "en",
        "entries": len(strongs_fixture.ROWS), "builtin": True, "strongs": True, "licence": "Public Domain",
        "attribution": strongs_data.CREDIT, "source": strongs_data.SOURCE,
    }  # fmt: skip
    assert [(d["id"], d["strongs"], d["builtin"]) for d in listed[1:]] == [
        ("ltdict", False, False),
        ("ltgreek", True, False),
    ]


def test_dict_entry_as_text_and_json(capsys, stocked):
    code, out, _ = run(capsys, "dict", "strongs", "G26")
    assert code == 0
    assert out.startswith("G26 — Strong's Greek and Hebrew Dictionaries\n\nἀγάπη agápē (ag-ah'-pay)\n")
    assert "KJV: (feast of) charity(-ably), dear, love" in out and "See also: G25" in out
    code, out, _ = run(capsys, "dict", "strongs", "g26", "--json")
    data = json.loads(out)
    assert data["key"] == "G26" and data["strongs"]["lemma"] == "ἀγάπη"
    assert set(data["strongs"]) == {"number", "lemma", "translit", "pronunciation", "definition", "kjv_usage"}
    assert data["links"] == [
        {"start": data["text"].index("G25"), "end": data["text"].index("G25") + 3, "kind": "strongs",
         "target": "G25", "module": "", "text": "G25"}
    ]  # fmt: skip
    code, out, _ = run(capsys, "dict", "Lâmpada Test Dictionary", "love", "--json")
    data = json.loads(out)
    assert data["dictionary"]["id"] == "ltdict" and data["key"] == "LOVE" and "strongs" not in data
    assert [(x["kind"], x["target"], x["text"]) for x in data["links"]] == [
        ("strongs", "G26", "G26"), ("ref", "1Co 13:4-7", "1 Cor 13:4-7"), ("entry", "Charity", "Easton"),
    ]  # fmt: skip


def test_dict_keys_and_a_missing_entry(capsys, stocked):
    code, out, _ = run(capsys, "dict", "ltdict")
    assert (code, out.split()) == (0, ["ABRAHAM", "CHARITY", "ISAAC", "LOVE"])
    code, out, _ = run(capsys, "dict", "ltdict", "--prefix", "is", "--json")
    assert json.loads(out) == {"dictionary": "ltdict", "prefix": "is", "keys": ["ISAAC"]}
    code, out, err = run(capsys, "dict", "ltdict", "lovely")
    assert code == 1 and "has no entry 'lovely'; keys near it: LOVE" in err
    code, _, err = run(capsys, "dict", "nothing", "x")
    assert code == 2 and "no dictionary called 'nothing'" in err


def test_listed_in_translations_and_sources_and_removed(capsys, stocked):
    code, out, _ = run(capsys, "translations")
    assert "Dictionaries and lexicons" in out and "ltgreek" in out
    code, out, _ = run(capsys, "sources", "--json")
    sources = json.loads(out)["sources"]
    assert [s["id"] for s in sources if s["kind"] == "dictionary"] == ["ltdict", "ltgreek"]
    lexicon = next(s for s in sources if s["kind"] == "lexicon")
    assert lexicon["loaded"] and lexicon["licence"] == "Public Domain"
    code, out, _ = run(capsys, "sources")
    assert "Data: Strong's Greek and Hebrew dictionaries — Public Domain" in out
    code, out, _ = run(capsys, "remove", "ltgreek")
    assert code == 0 and "ltgreek: Lâmpada Test Greek Lexicon removed." in out
    code, out, _ = run(capsys, "dict", "list")
    assert "ltgreek" not in out
    code, _, err = run(capsys, "import", "--sword", "LTDict")
    assert code == 2 and "already exists; choose another --id or pass --replace" in err
