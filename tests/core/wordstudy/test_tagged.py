from __future__ import annotations

import lzma
from pathlib import Path

import pytest

from app.core.errors import WordStudyDataDamaged
from app.core.wordstudy import tagged
from tests.fixtures.wordstudy import VERSES, write_tagged


def test_the_file_reads_back_each_verse_and_its_tagged_words(tmp_path: Path) -> None:
    write_tagged(tmp_path)
    verses = tagged.read(tmp_path)
    assert [v.key for v in verses][:2] == [("Gen", 1, 1), ("Gen", 1, 3)]
    john = next(v for v in verses if v.key == ("John", 3, 16))
    per_word = john.word_numbers()
    assert per_word[3] == ("G25",)  # loved
    assert per_word[4] == per_word[5] == ("G2889",)  # "the world" is one tagged span
    charity = next(v for v in verses if v.key == ("1Cor", 13, 4))
    assert charity.word_numbers()[1] == ()  # "suffereth": the module tags "long", not it


def test_format_line_is_what_read_accepts(tmp_path: Path) -> None:
    tags = [tagged.Tag(0, 0, ("G26",)), tagged.Tag(1, 2, ("G1537", "G3319"), "N-NSM")]
    line = tagged.format_line("1Cor", 13, 4, "Charity  suffereth long", tags)
    assert line == "1Cor.13.4\tCharity suffereth long\t0:G26 1-2:G1537+G3319/N-NSM"
    write_tagged(tmp_path, [line])
    assert tagged.read(tmp_path)[0].tags == tuple(tags)


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("Gen.1.1\tIn the beginning", "fields"),
        ("Xyz.1.1\tIn the beginning\t2:H7225", "not a verse"),
        ("Gen.0.1\tIn the beginning\t2:H7225", "not a verse"),
        ("Gen.1.1\tIn the beginning\t2:love", "not a word's tag"),
        ("Gen.1.1\tIn the beginning\t3:H7225", "points past"),
        ("Gen.1.1\tIn the beginning\t2-1:H7225", "points past"),
        ("Gen.1.1\tIn the beginning\t2:G0", "Strong's has not"),
        ("Gen.1.1\t" + "word " * 5000 + "\t1:H1", "characters"),
    ],
)
def test_a_damaged_line_is_named_with_its_line(tmp_path: Path, line: str, problem: str) -> None:
    write_tagged(tmp_path, ["\t".join(VERSES[0]), line])
    with pytest.raises(WordStudyDataDamaged) as caught:
        tagged.read(tmp_path)
    assert problem in caught.value.problem
    assert caught.value.line == 3  # the header is line 1


def test_a_verse_twice_is_refused(tmp_path: Path) -> None:
    write_tagged(tmp_path, ["\t".join(VERSES[0])] * 2)
    with pytest.raises(WordStudyDataDamaged, match="twice"):
        tagged.read(tmp_path)


def test_files_that_are_not_ours_are_refused_whole(tmp_path: Path) -> None:
    path = write_tagged(tmp_path, header="# something else")
    with pytest.raises(WordStudyDataDamaged, match="not this app's file"):
        tagged.read(tmp_path)
    path.write_bytes(b"plain text, not xz")
    with pytest.raises(WordStudyDataDamaged, match="cannot be read"):
        tagged.read(tmp_path)
    write_tagged(tmp_path)
    path.write_bytes(path.read_bytes()[:-40])  # cut short
    with pytest.raises(WordStudyDataDamaged, match="cannot be read"):
        tagged.read(tmp_path)
    path.write_bytes(lzma.compress(f"# {tagged.FORMAT}\nGen.1.1\t\xff\t\n".encode("latin-1")))
    with pytest.raises(WordStudyDataDamaged, match="not UTF-8"):
        tagged.read(tmp_path)
    path.write_bytes(lzma.compress(f"# {tagged.FORMAT}\n".encode()))
    with pytest.raises(WordStudyDataDamaged, match="no verse"):
        tagged.read(tmp_path)
    path.unlink()
    with pytest.raises(WordStudyDataDamaged, match="missing"):
        tagged.read(tmp_path)
    with pytest.raises(WordStudyDataDamaged, match="cannot be read"):
        tagged.data_version(tmp_path)


def test_an_inflating_bomb_is_stopped_at_the_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tagged, "MAX_INFLATED", 1000)
    write_tagged(tmp_path, ["\t".join(VERSES[0])] * 100)
    with pytest.raises(WordStudyDataDamaged, match="inflates"):
        tagged.read(tmp_path)


@pytest.mark.full
def test_the_shipped_file_is_the_whole_tagged_kjv() -> None:
    verses = tagged.read()
    assert len(verses) == 31102
    assert sum(t.last - t.first + 1 for v in verses for t in v.tags) > 350_000
    charity = next(v for v in verses if v.key == ("1Cor", 13, 4))
    assert charity.word_numbers()[0] == ("G26",)
