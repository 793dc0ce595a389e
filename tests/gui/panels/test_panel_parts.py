"""What the panels beside the reader build alike: the credit owed to an imported commentary or dictionary."""

from __future__ import annotations

from types import SimpleNamespace

from app.gui.panels.panel_parts import credit_text


def test_a_credit_names_the_set_its_licence_and_its_about_saying_the_name_once():
    mhcc = SimpleNamespace(
        name="Matthew Henry's Concise Commentary",
        licence="Public Domain",
        attribution="Matthew Henry's Concise Commentary: from CrossWire's module",
    )
    assert credit_text(mhcc) == (
        "Matthew Henry's Concise Commentary — Public Domain — from CrossWire's module"
    )
    bare = SimpleNamespace(name="Easton", licence="", attribution="")
    assert credit_text(bare) == "Easton"
