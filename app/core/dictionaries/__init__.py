"""Dictionaries and lexicons: the built-in Strong's Greek and Hebrew dictionaries (`strongs`) and the SWORD
dictionaries a person imports (`store`). Looked up by key, never searched as an arm of Bible search.

The public calls are gathered here: `strongs(library, "G26")` gives a `StrongsEntry`.
"""

from __future__ import annotations

from app.core.dictionaries.strongs_data import StrongsEntry, find_lemma, normal_number, strongs

__all__ = ["StrongsEntry", "find_lemma", "normal_number", "strongs"]
