"""Irregular and older English forms mapped before Porter (app/core/analysis/en_forms.py)."""

from __future__ import annotations

import pytest

from app.core.analysis.en import porter_stem, stem_en
from app.core.analysis.en_forms import IRREGULAR, base_form


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("rose", "rise"),
        ("risen", "rise"),
        ("forgiven", "forgive"),
        ("spake", "speak"),
        ("wrought", "work"),
        ("slain", "slay"),
        ("brethren", "brother"),
        ("children", "child"),
        ("feet", "foot"),
        ("teeth", "tooth"),
        ("wives", "wife"),
        ("kine", "cow"),
    ],
)
def test_irregular_forms(word, base):
    assert base_form(word) == base
    assert stem_en(word) == porter_stem(base)


def test_every_form_maps_to_a_different_word_and_bases_are_not_forms():
    assert all(form != base for form, base in IRREGULAR.items())
    assert not set(IRREGULAR.values()) & set(IRREGULAR), "a base word would be mapped again"


@pytest.mark.parametrize(
    "word",
    # as often another word in the Bible: the left hand, the ground, a wound, born again, tears, lives...
    [
        "left",
        "ground",
        "wound",
        "born",
        "bare",
        "tore",
        "torn",
        "lay",
        "lie",
        "thought",
        "lives",
        "leaves",
        "saw",
    ],
)
def test_ambiguous_forms_are_left_to_porter(word):
    assert base_form(word) is None
    assert stem_en(word) == porter_stem(word)


def test_plurals_in_men():
    assert base_form("horsemen") == "horseman"
    assert base_form("kinswomen") == "kinswoman"
    assert stem_en("fishermen") == stem_en("fisherman")
    for word in ["amen", "omen", "abdomen", "specimen"]:  # not plurals
        assert base_form(word) is None


@pytest.mark.parametrize(
    ("old", "modern"),
    [
        ("believeth", "believes"),
        ("loveth", "loves"),
        ("goeth", "goes"),
        ("seeth", "sees"),
        ("crieth", "cries"),
        ("runneth", "runs"),
        ("sitteth", "sits"),
        ("passeth", "passes"),
        ("falleth", "falls"),
        ("addeth", "adds"),
        ("cometh", "comes"),
    ],
)
def test_third_person_in_eth_stems_as_the_modern_form(old, modern):
    assert stem_en(old) == stem_en(modern)


@pytest.mark.parametrize(
    "word", ["nazareth", "seth", "heth", "beth", "japheth", "elizabeth", "twentieth", "teeth"]
)
def test_words_in_eth_that_are_not_verbs(word):
    assert base_form(word) in (None, "tooth")
