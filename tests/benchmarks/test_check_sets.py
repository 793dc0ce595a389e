"""benchmarks/sets/check_sets.py: what it reports about an evaluation set, on the tiny corpus."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from app.core import paths
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "sets" / "check_sets.py"
_spec = importlib.util.spec_from_file_location("check_sets", SCRIPT)
check_sets = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("check_sets", check_sets)  # its dataclasses look their module up
_spec.loader.exec_module(check_sets)

GOOD = {
    "id": "story-creation",
    "kind": "story",
    "pt": "a criação",
    "en": "creation",
    "refs": ["Gen.1.1", "Gen.1.3"],
}


def _write(tmp_path: Path, *rows: object, name: str = "set.jsonl") -> Path:
    path = tmp_path / name
    lines = [row if isinstance(row, str) else json.dumps(row, ensure_ascii=False) for row in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _check(library: Library, *files: Path, kind: str | None = None) -> tuple[list, list[str]]:
    texts = check_sets.VerseTexts(library, {"pt": "tpt", "en": "ten"})
    return check_sets.check_files(files, texts, kind, check_sets.MAX_REFS)


def test_a_good_set_has_no_problem_and_shows_each_verse_in_both_languages(library, tmp_path):
    queries, problems = _check(library, _write(tmp_path, GOOD), kind="story")
    assert problems == []
    shown = check_sets.render(queries[0], check_sets.VerseTexts(library, {"pt": "tpt", "en": "ten"}))
    assert "No princípio Deus criou os céus e a terra." in shown
    assert "In the beginning, God created the heavens and the earth." in shown
    assert "E Deus disse: Haja luz." in shown and "a criação" in shown


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ({**GOOD, "refs": ["Gen.1.1", "Gen 1:2"]}, "'Gen 1:2' is not Book.Chapter.Verse"),
        ({**GOOD, "refs": ["Gen.1.1-3"]}, "'Gen.1.1-3' is not Book.Chapter.Verse"),
        ({**GOOD, "refs": ["Tob.1.1"]}, "'Tob.1.1' is not Book.Chapter.Verse"),
        ({**GOOD, "refs": ["Gen.1.1", "Gen.1.1"]}, "refs listed twice: Gen.1.1"),
        ({**GOOD, "refs": ["Gen.1.1", "Gen.1.9"]}, "Gen.1.9 is not in tpt"),
        ({**GOOD, "refs": ["Gen.1.1", "Ps.23.3"]}, "Ps.23.3 is not in ten"),
        ({**GOOD, "refs": []}, "no refs"),
        ({**GOOD, "refs": [f"Gen.1.{v}" for v in range(1, 17)]}, "16 refs"),
        ({**GOOD, "kind": "quote"}, "kind 'quote', expected 'story'"),
        ({**GOOD, "id": "Story creation"}, "id is not lower-case words"),
        ({**GOOD, "pt": " "}, "pt is empty"),
        ({k: v for k, v in GOOD.items() if k != "en"}, "en missing"),
        ({**GOOD, "refs": "Gen.1.1"}, "refs missing or not a list"),
    ],
)
def test_each_fault_is_reported(library, tmp_path, row, expected):
    _, problems = _check(library, _write(tmp_path, row), kind="story")
    assert any(expected in p for p in problems), problems


def test_fields_beyond_the_five_are_left_alone(library, tmp_path):
    row = {**GOOD, "refs_en": ["Gen.1.1"], "collides": False}
    _, problems = _check(library, _write(tmp_path, row))
    assert problems == []


def test_a_verse_of_a_chapter_numbered_differently_is_marked(library, tmp_path):
    """Matthew 5 ends at verse 45 in the tiny Portuguese text and at 44 in the English one; Genesis 1 at 3
    in both."""
    queries, _ = _check(library, _write(tmp_path, {**GOOD, "refs": ["Gen.1.1", "Matt.5.44"]}))
    lines = check_sets.render(
        queries[0], check_sets.VerseTexts(library, {"pt": "tpt", "en": "ten"})
    ).splitlines()
    marked = {line[2:].split()[0] for line in lines if line.startswith(" ≠")}
    assert marked == {"Matt.5.44"}
    assert any(line.startswith("  Gen.1.1 ") for line in lines)


def test_an_offtopic_query_may_list_no_verse(library, tmp_path):
    _, problems = _check(library, _write(tmp_path, {**GOOD, "kind": "offtopic", "refs": []}))
    assert problems == []


def test_an_id_used_twice_is_reported_across_files(library, tmp_path):
    first = _write(tmp_path, GOOD, name="a.jsonl")
    second = _write(tmp_path, {**GOOD, "pt": "outra"}, name="b.jsonl")
    _, problems = _check(library, first, second)
    assert problems == ["b.jsonl:1 story-creation: id already used at a.jsonl:1"]


def test_the_command_prints_the_verses_and_fails_on_a_problem(tmp_path, capsys):
    with Library(paths.library_path()) as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
    good = _write(tmp_path, GOOD, name="good.jsonl")
    assert check_sets.main([str(good), "--pt", "tpt", "--en", "ten"]) == 0
    assert "Haja luz" in capsys.readouterr().out
    bad = _write(tmp_path, {**GOOD, "refs": ["John.3.18"]}, name="bad.jsonl")
    assert check_sets.main([str(bad), "--pt", "tpt", "--en", "ten", "--problems-only"]) == 1
    out = capsys.readouterr().out
    assert out == "PROBLEM bad.jsonl:1 story-creation: John.3.18 is not in ten\n"


def test_without_a_library_the_command_says_so(tmp_path, capsys):
    assert check_sets.main([str(_write(tmp_path, GOOD))]) == 2
    assert "no library" in capsys.readouterr().err
    assert not paths.library_path().exists()
