"""The same hand-written verses in every format must read to the same records."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.formats.detect import detect_format, read_translation

SAMPLES = {
    "usfm": "usfm",
    "osis": "sample.osis.xml",
    "usfx": "sample.usfx.xml",
    "zefania": "sample.zefania.xml",
    "vref": "vref/fxb.txt",
    "tsv": "sample.tsv",
}
WITH_NOTES = ("usfm", "osis", "usfx", "zefania")

EXPECTED_REFS = [
    ("Ruth", 1, 1, None),
    ("Ruth", 1, 2, None),
    ("Ruth", 1, 3, 4),
    ("Ruth", 1, 5, None),
    ("Ruth", 2, 1, None),
    ("Ps", 2, 11, None),
    ("Ps", 2, 12, None),
    ("Ps", 3, 1, None),
    ("Ps", 3, 2, None),
    ("John", 3, 16, None),
    ("John", 3, 17, None),
    ("John", 3, 18, None),
    ("John", 4, 1, None),
    ("John", 4, 2, None),
]
JOHN_3_16_BEFORE_NOTE = "For God so loved the world, that he gave his one and only Son"
JOHN_3_16 = JOHN_3_16_BEFORE_NOTE + ", that whoever believes in him should not perish, but have eternal life."


def _read(fixtures: Path, fmt: str):
    return read_translation(fixtures / SAMPLES[fmt])


@pytest.mark.parametrize("fmt", SAMPLES)
def test_detects_each_sample(fixtures: Path, fmt: str) -> None:
    assert detect_format(fixtures / SAMPLES[fmt]) == fmt


@pytest.mark.parametrize("fmt", SAMPLES)
def test_same_verses_in_canonical_order(fixtures: Path, fmt: str) -> None:
    parsed = _read(fixtures, fmt)
    refs = [(v.book, v.chapter, v.verse, v.verse_end) for v in parsed.verses if v.book != "Sir"]
    assert refs == EXPECTED_REFS


@pytest.mark.parametrize("fmt", SAMPLES)
def test_clean_text(fixtures: Path, fmt: str) -> None:
    verses = {(v.book, v.chapter, v.verse): v for v in _read(fixtures, fmt).verses}
    assert verses["John", 3, 16].text == JOHN_3_16
    assert (
        verses["Ps", 2, 11].text == "Serve Yahweh with fear, and rejoice with trembling."
    )  # \nd, line break
    assert verses["Ps", 3, 1].text.startswith("Yahweh, how my adversaries")  # title kept out
    # supplied words and Strong's-tagged words keep their text; apostrophes become typographic
    assert verses["John", 3, 18].text == (
        "He who believes in him is not judged. Whoever doesn’t believe has been judged already."
    )
    for v in verses.values():
        assert "\\" not in v.text and "*" not in v.text and "<" not in v.text and "|" not in v.text
        assert "  " not in v.text and v.text == v.text.strip()
        assert " ," not in v.text and " ." not in v.text


@pytest.mark.parametrize("fmt", WITH_NOTES)
def test_notes_titles_and_crossrefs(fixtures: Path, fmt: str) -> None:
    verses = {(v.book, v.chapter, v.verse): v for v in _read(fixtures, fmt).verses}

    (foot,) = verses["John", 3, 16].notes
    assert (foot.kind, foot.text, foot.offset) == (
        "footnote",
        "Or, his only begotten Son",
        len(JOHN_3_16_BEFORE_NOTE),
    )

    (xref,) = verses["John", 3, 17].notes
    assert xref.kind == "crossref" and xref.text == "Luke 9:56; 1 John 4:14"
    assert xref.offset == len(verses["John", 3, 17].text)

    (ruth,) = verses["Ruth", 1, 5].notes
    assert ruth.kind == "footnote" and ruth.text == "Mahlon: means “sickly”."

    (title,) = verses["Ps", 3, 1].notes
    assert (title.kind, title.text, title.offset) == (
        "title",
        "A Psalm by David, when he fled from Absalom his son.",
        0,
    )
    assert not verses["Ps", 2, 12].notes  # the title does not leak into the previous chapter


@pytest.mark.parametrize("fmt", ("usfm", "osis", "usfx", "zefania"))
def test_book_titles_and_name(fixtures: Path, fmt: str) -> None:
    parsed = _read(fixtures, fmt)
    assert parsed.book_titles["Ruth"] == "Ruth"
    assert parsed.book_titles["Ps"] == "Psalms"
    assert parsed.meta.name and parsed.meta.name.startswith("Fixture Bible")
    assert parsed.meta.source


def test_progress_is_reported_per_book(fixtures: Path) -> None:
    for fmt in SAMPLES:
        calls: list[tuple[int, int, str]] = []
        read_translation(fixtures / SAMPLES[fmt], progress=lambda d, t, m, c=calls: c.append((d, t, m)))
        assert calls, fmt
        assert all(0 <= d <= t for d, t, _ in calls), fmt
        assert {"Ruth", "Ps", "John"} <= {m for _, _, m in calls}, fmt
