"""A library id made from a name: one rule for a file imported from the app or the command line and for a
SWORD module."""

from __future__ import annotations

import pytest

from app.core.formats.common import ID_PATTERN, id_from_name
from app.core.formats.sword import module_id


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("MHCC", "mhcc"),
        ("Bíblia_Livre", "biblia_livre"),
        ("Almeida Revista e Corrigida", "almeidarevistaecorrigida"),
        ("__kjv2006", "kjv2006"),
        ("João-3", "joao3"),
        ("x" * 40, "x" * 32),
    ],
)
def test_a_name_becomes_an_id_the_library_accepts(name, expected):
    assert id_from_name(name) == expected
    assert ID_PATTERN.match(expected)


def test_a_name_with_nothing_to_keep_falls_back():
    assert id_from_name("…") == "imported"
    assert id_from_name("中文和合本") == "imported"
    assert module_id("___") == "module"


def test_a_sword_module_and_a_file_of_the_same_name_get_the_same_id():
    assert module_id("NVI_Português") == id_from_name("NVI_Português") == "nvi_portugues"
