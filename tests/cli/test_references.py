"""`lampada show` and `lampada search` with typed references: every part of a list, the translation's own
numbering, and huge numbers refused in a short message."""

from __future__ import annotations

import json

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


@pytest.fixture
def populated():
    with Library(paths.library_path()) as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
        verses = [
            VerseRecord("Ps", 150, 6, "Tudo quanto tem fôlego louve ao Senhor."),
            VerseRecord("Ps", 151, 1, "Eu era pequeno entre meus irmãos."),
        ]
        add_translation(
            lib,
            ParsedTranslation(TranslationMeta("t151", "Com 151", "pt-BR", "CC0", "", "t"), verses)
        )
    return paths.library_path()


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", ["show", "search"])
def test_every_part_of_a_list_is_printed(capsys, populated, command):
    code, out, err = run(capsys, command, "Jo 3:16,18; 1Co13:4-5", "-t", "tpt", "--lang", "pt")
    assert code == 0, err
    for heading in ("João 3:16", "João 3:18", "1 Coríntios 13:4-5"):
        assert any(line.startswith(heading) for line in out.splitlines()), (heading, out)
    for text in ("Porque Deus amou", "Quem crê nele", "O amor é paciente", "Não se porta"):
        assert text in out
    assert not err


@pytest.mark.parametrize("command", ["show", "search"])
def test_an_impossible_part_is_named_and_the_others_shown(capsys, populated, command):
    code, out, err = run(capsys, command, "Jo 3:16; 99:1", "-t", "tpt", "--lang", "pt")
    assert "Porque Deus amou" in out
    assert "não mostrado: João tem 21 capítulo(s), não 99" in err
    assert code == (1 if command == "show" else 0)


@pytest.mark.parametrize("command", ["show", "search"])
def test_a_part_the_translation_lacks_is_said(capsys, populated, command):
    code, out, err = run(capsys, command, "Jo 3:16; 4:1", "-t", "tpt", "--lang", "pt")
    assert "Porque Deus amou" in out
    assert "João 4:1: não está na tpt" in err


def test_show_json_of_a_list_has_each_passage_and_what_was_not_shown(capsys, populated):
    code, out, err = run(capsys, "show", "Jo 3:16,18; 99:1", "-t", "tpt", "--lang", "pt", "--json")
    data = json.loads(out)
    assert [p["reference"] for p in data["passages"]] == ["João 3:16", "João 3:18"]
    assert [v["osis"] for p in data["passages"] for v in p["verses"]] == ["John.3.16", "John.3.18"]
    assert data["not_shown"] == ["John has 21 chapters, not 99: John 99:1"]
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--lang", "pt", "--json")
    assert json.loads(out)["reference"] == "João 3:16"  # one passage keeps its single object


def test_search_json_of_a_list_has_every_part(capsys, populated):
    code, out, err = run(capsys, "search", "Jo 3:16; 1Co 13:13", "-t", "tpt", "--lang", "pt", "--json")
    data = json.loads(out)
    assert [r["osis"] for r in data["results"]] == ["John.3.16", "1Cor.13.13"]
    assert [p["osis"] for p in data["passages"]] == ["John.3.16", "1Cor.13.13"]
    assert data["not_shown"] == []


@pytest.mark.parametrize("command", ["show", "search"])
def test_a_psalm_only_the_translation_has_is_reached(capsys, populated, command):
    code, out, err = run(capsys, command, "Sl 151", "-t", "t151", "--lang", "pt")
    assert code == 0, err
    assert "Eu era pequeno entre meus irmãos." in out
    code, out, err = run(capsys, command, "Sl 151", "-t", "tpt", "--lang", "pt")
    assert code == 2 and "Psalms has 150 chapters, not 151" in err


@pytest.mark.parametrize("command", ["show", "search"])
@pytest.mark.parametrize("digits", [4300, 4301, 50_000])
def test_a_huge_number_is_a_short_message(capsys, populated, command, digits):
    code, out, err = run(capsys, command, "Jo 3:" + "9" * digits, "-t", "tpt", "--lang", "pt")
    assert code == 2 and "Traceback" not in err
    assert "John 3 has 36 verses, not 999999999\u2026" in err and len(err) < 200, err[:300]


def test_a_long_text_that_is_no_reference_is_not_echoed_whole(capsys, populated):
    code, out, err = run(capsys, "show", "amor " * 2000, "-t", "tpt")
    assert code == 2 and "is not a Bible reference" in err and len(err) < 200
