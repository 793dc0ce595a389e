"""One-verse-per-line text with vref.txt, and TSV."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.core.errors import Cancelled, ImportFormatError
from app.core.formats import vref


def test_vref_absent_range_and_extra_books(fixtures: Path, caplog) -> None:
    with caplog.at_level(logging.WARNING):
        parsed = vref.read(fixtures / "vref" / "fxb.txt")
    refs = {(v.book, v.chapter, v.verse): v for v in parsed.verses}
    assert refs["Ruth", 1, 3].verse_end == 4  # "<range>" on the next line
    assert ("Ruth", 1, 4) not in refs and ("Ruth", 1, 6) not in refs  # merged / empty line = absent
    assert "PS2" in caplog.text


def test_vref_explicit_list_and_line_count(write) -> None:
    refs = write("lists/my-vref.txt", "GEN 1:1\nGEN 1:2\n")
    text = write("bible.txt", "In the beginning.\nAnd the earth.\n")
    parsed = vref.read(text, vref_path=refs)
    assert [(v.book, v.verse, v.text) for v in parsed.verses] == [
        ("Gen", 1, "In the beginning."),
        ("Gen", 2, "And the earth."),
    ]
    longer = write("long.txt", "a\nb\nc\n")
    with pytest.raises(ImportFormatError, match="3 lines but my-vref.txt lists only 2"):
        vref.read(longer, vref_path=refs)


def test_vref_missing_list_and_bad_reference(write) -> None:
    text = write("alone/bible.txt", "In the beginning.\n")
    with pytest.raises(ImportFormatError, match="no vref.txt beside"):
        vref.read(text)
    write("bad/vref.txt", "GEN 1:1\nGenesis one two\n")
    with pytest.raises(ImportFormatError, match="line 2 is not a verse reference") as e:
        vref.read(write("bad/bible.txt", "One.\nTwo.\n"))
    assert e.value.line == 2 and e.value.path.endswith("vref.txt")
    write("unknown/vref.txt", "QQQ 1:1\n")
    with pytest.raises(ImportFormatError, match="'QQQ'"):
        vref.read(write("unknown/bible.txt", "Text.\n"))


def test_vref_empty_and_cancel(write, fixtures: Path) -> None:
    write("empty/vref.txt", "GEN 1:1\n")
    with pytest.raises(ImportFormatError, match="empty"):
        vref.read(write("empty/bible.txt", ""))
    with pytest.raises(ImportFormatError, match="empty"):
        vref.read(write("empty/blank.txt", " \n\n"))
    write("extra/vref.txt", "PS2 1:1\n")
    with pytest.raises(ImportFormatError, match="no verses found"):
        vref.read(write("extra/bible.txt", "Only a book outside the canon.\n"))
    with pytest.raises(Cancelled):
        vref.read(fixtures / "vref" / "fxb.txt", cancelled=lambda: True)


def test_tsv(fixtures: Path, write) -> None:
    parsed = vref.read_tsv(fixtures / "sample.tsv")
    assert parsed.verses[2].verse_end == 4
    with pytest.raises(ImportFormatError, match="line 3 is not 'reference<TAB>text'") as e:
        vref.read_tsv(write("t.tsv", "GEN 1:1\tOne.\nGEN 1:2\tTwo.\nGEN 1:3 Three without a tab\n"))
    assert e.value.line == 3


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("GEN 1:1", ("GEN", 1, 1, None)),
        ("1CO 13:4-7", ("1CO", 13, 4, 7)),
        ("Gen.1.1", ("Gen", 1, 1, None)),
        ("1John.4.8-1John.4.9", ("1John", 4, 8, 9)),
        ("Genesis", None),
        ("GEN 1", None),
    ],
)
def test_parse_ref(raw: str, expected) -> None:
    ref = vref.parse_ref(raw)
    assert (ref and (ref.book, ref.chapter, ref.verse, ref.verse_end)) == expected
