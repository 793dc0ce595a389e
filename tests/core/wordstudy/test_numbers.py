from __future__ import annotations

import pytest

from app.core.wordstudy import numbers


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("G26", "G26"),
        ("g0026", "G26"),
        ("strong:G26", "G26"),
        ("strongs: h2617", "H2617"),
        ("H1254a", "H1254"),
    ],
)
def test_typed_numbers_are_read(typed: str, canonical: str) -> None:
    assert numbers.parse(typed) == canonical


@pytest.mark.parametrize("typed", ["", "G", "26", "G0", "X26", "G26 love", "G1234567", "agape"])
def test_anything_else_is_no_number(typed: str) -> None:
    assert numbers.parse(typed) is None


def test_codes_round_trip_and_keep_the_testaments_apart() -> None:
    assert numbers.code("G26") == 26
    assert numbers.code("H26") == numbers.HEBREW_BASE + 26
    assert numbers.text(numbers.code("H2617")) == "H2617"
    assert numbers.is_hebrew(numbers.code("H1")) and not numbers.is_hebrew(numbers.code("G5624"))
    with pytest.raises(ValueError):
        numbers.code("love")
    with pytest.raises(ValueError):
        numbers.text(0)


def test_a_module_tag_without_its_letter_takes_the_testaments() -> None:
    assert numbers.from_tag("430", "OT") == ["H430"]
    assert numbers.from_tag("2316", "NT") == ["G2316"]
    assert numbers.from_tag("G1537 G3319", "NT") == ["G1537", "G3319"]
    assert numbers.from_tag("N-NSM", "NT") == []
