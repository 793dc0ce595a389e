"""One passage in every installed translation."""

from __future__ import annotations

from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library import compare
from app.core.library.writing import add_translation
from app.core.scripture import refs


def _add(library, tid: str, language: str, text: str) -> None:
    meta = TranslationMeta(tid, f"Other {tid}", language, "CC0", "", "tests")
    add_translation(library, ParsedTranslation(meta, [VerseRecord("John", 3, 16, text)]))


def test_the_translation_read_first_then_its_language_then_the_others(library):
    _add(library, "apt", "pt", "Outra tradução.")
    _add(library, "aen", "en", "Another translation.")
    found = compare.compare(library, refs.Reference("John", 3, 16), first="ten")
    assert [r.translation.id for r in found] == ["ten", "aen", "apt", "tpt"]
    assert found[0].verses[0].text.startswith("For God so loved the world")
    found = compare.compare(library, refs.Reference("John", 3, 16), first="tpt")
    assert [r.translation.id for r in found][:2] == ["tpt", "apt"]


def test_a_translation_lacking_the_passage_is_listed_with_no_verses(library):
    found = compare.compare(library, refs.Reference("Ps", 23, 3), first="tpt")
    by_id = {r.translation.id: r for r in found}
    assert not by_id["tpt"].missing and by_id["tpt"].verses[0].text.startswith("Ele restaura")
    assert by_id["ten"].missing and by_id["ten"].verses == ()


def test_a_range_and_a_chosen_set_of_translations(library):
    found = compare.compare(library, refs.Reference("John", 3, 16, None, 17), translations=["tpt"])
    assert [r.translation.id for r in found] == ["tpt"]
    assert [v.verse for v in found[0].verses] == [16, 17]
