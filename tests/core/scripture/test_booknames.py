"""Book-name lookup (Jo/Jó, Jn, ordinals, accents) and the chapter/verse count tables."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.core.scripture import booknames, canon
from app.core.scripture.booknames import (
    STANDARD,
    Versification,
    abbreviation,
    all_aliases,
    chapter_count,
    is_single_chapter,
    lookup_book,
    verse_count,
)


def osis_of(name: str, lang: str = "pt") -> str | None:
    found = lookup_book(name, lang)
    return found.osis if found else None


@pytest.mark.parametrize(
    ("name", "lang", "expected"),
    [
        # the Jo / Jó / Job ambiguity: an exact accented spelling wins, folded "jo" is João
        ("Jo", "pt", "John"),
        ("jo", "pt", "John"),
        ("JO", "pt", "John"),
        ("Jó", "pt", "Job"),
        ("jó", "pt", "Job"),
        ("JÓ", "pt", "Job"),
        ("Job", "pt", "Job"),
        ("Job", "en", "Job"),
        ("Jo", "en", "John"),
        ("João", "pt", "John"),
        ("joao", "pt", "John"),
        ("JOÃO", "en", "John"),
        # "Jn": Jonas in Portuguese, John in English
        ("Jn", "pt", "Jonah"),
        ("Jn", "en", "John"),
        ("jn", "pt-BR", "Jonah"),
        ("jn", "en-US", "John"),
        ("Jon", "pt", "Jonah"),
        ("Jonas", "en", "Jonah"),
        # short Portuguese forms that are also words
        ("Am", "pt", "Amos"),
        ("Is", "pt", "Isa"),
        ("At", "pt", "Acts"),
        ("Ex", "pt", "Exod"),
        ("Êx", "pt", "Exod"),
        ("Ez", "pt", "Ezek"),
        ("Et", "pt", "Esth"),
        ("Os", "pt", "Hos"),
        ("Ed", "pt", "Ezra"),
        ("Ne", "pt", "Neh"),
        ("Sl", "pt", "Ps"),
        ("Salmo", "pt", "Ps"),
        ("Salmos", "pt", "Ps"),
        ("Psalm", "pt", "Ps"),
        ("Psa", "en", "Ps"),
        ("Ct", "pt", "Song"),
        ("Cântico dos Cânticos", "pt", "Song"),
        ("cantico dos canticos", "pt", "Song"),
        ("Cantares", "pt", "Song"),
        ("Song of Solomon", "en", "Song"),
        ("Canticles", "en", "Song"),
        ("SOS", "en", "Song"),
        ("Eccles", "en", "Eccl"),
        ("Qoh", "en", "Eccl"),
        ("Eclesiastes", "pt", "Eccl"),
        ("Eclesiástico", "pt", "Sir"),
        ("eclesiastico", "pt", "Sir"),
        ("Ecclesiasticus", "en", "Sir"),
        ("Jd", "pt", "Jude"),
        ("Judas", "pt", "Jude"),
        ("Jude", "pt", "Jude"),
        ("Jas", "en", "Jas"),
        ("James", "en", "Jas"),
        ("Tg", "pt", "Jas"),
        ("Phil", "en", "Phil"),
        ("Php", "en", "Phil"),
        ("Philem", "en", "Phlm"),
        ("Phlm", "en", "Phlm"),
        ("Fm", "pt", "Phlm"),
        ("Rev", "en", "Rev"),
        ("Revelation", "en", "Rev"),
        ("Apocalypse", "en", "Rev"),
        ("Ap", "pt", "Rev"),
        ("Mk", "en", "Mark"),
        ("Mrk", "en", "Mark"),
        ("Mc", "pt", "Mark"),
        ("Lk", "en", "Luke"),
        ("Jhn", "en", "John"),
        ("Matt", "en", "Matt"),
        ("Mt", "pt", "Matt"),
        # ordinals
        ("1Sm", "pt", "1Sam"),
        ("1 Sm", "pt", "1Sam"),
        ("I Samuel", "pt", "1Sam"),
        ("1 Sam", "en", "1Sam"),
        ("1Sam", "en", "1Sam"),
        ("First Samuel", "en", "1Sam"),
        ("1st Samuel", "en", "1Sam"),
        ("Primeiro Samuel", "pt", "1Sam"),
        ("1º Samuel", "pt", "1Sam"),
        ("II Reis", "pt", "2Kgs"),
        ("2ª Coríntios", "pt", "2Cor"),
        ("Segunda Coríntios", "pt", "2Cor"),
        ("1a Co", "pt", "1Cor"),
        ("1ªCo", "pt", "1Cor"),
        ("1 Co", "pt", "1Cor"),
        ("1co", "pt", "1Cor"),
        ("I Co", "pt", "1Cor"),
        ("Primeira Coríntios", "pt", "1Cor"),
        ("1 Cor", "en", "1Cor"),
        ("1 Thess", "en", "1Thess"),
        ("1 Tim", "en", "1Tim"),
        ("1 Pet", "en", "1Pet"),
        ("1 Jo", "pt", "1John"),
        ("1 Jn", "pt", "1John"),
        ("1 John", "en", "1John"),
        ("III João", "pt", "3John"),
        ("Third John", "en", "3John"),
        ("3rd John", "en", "3John"),
        ("2nd Peter", "en", "2Pet"),
        ("1. Co", "pt", "1Cor"),
        # codes, punctuation, case
        ("GEN", "pt", "Gen"),
        ("1CO", "en", "1Cor"),
        ("JHN", "pt", "John"),
        ("1Cor", "pt", "1Cor"),
        ("Gn.", "pt", "Gen"),
        ("gênesis", "pt", "Gen"),
        ("GENESIS", "pt", "Gen"),
        ("Deut", "en", "Deut"),
        ("Dt", "en", "Deut"),
        ("Josh", "en", "Josh"),
        ("Judg", "en", "Judg"),
        ("Juízes", "pt", "Judg"),
        ("juizes", "pt", "Judg"),
        # deuterocanon
        ("Tobias", "pt", "Tob"),
        ("Tobit", "en", "Tob"),
        ("Sabedoria", "pt", "Wis"),
        ("Sirach", "en", "Sir"),
        ("1 Macabeus", "pt", "1Macc"),
        ("2Mc", "pt", "2Macc"),
        ("1 Maccabees", "en", "1Macc"),
        ("Ester (grego)", "pt", "AddEsth"),
        ("Bel e o Dragão", "pt", "Bel"),
        ("Prayer of Manasseh", "en", "PrMan"),
    ],
)
def test_lookup(name: str, lang: str, expected: str) -> None:
    assert osis_of(name, lang) == expected


@pytest.mark.parametrize(
    "name", ["", "   ", "Xyz", "amor", "1", "I", "Primeira", "Melquisedeque", "Jesus", "Deus", "123"]
)
def test_lookup_unknown(name: str) -> None:
    assert lookup_book(name) is None
    assert lookup_book(name, "en") is None


def test_no_two_books_claim_one_spelling_in_one_language() -> None:
    assert booknames.CONFLICTS == []


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_every_canon_name_code_and_abbreviation_resolves(lang: str) -> None:
    for b in canon.BOOKS:
        for name in (b.name_pt, b.name_en, b.osis, b.usfm, abbreviation(b.osis, lang)):
            assert osis_of(name, lang) == b.osis, name


def test_every_alias_resolves_to_its_book_in_its_language() -> None:
    for lang in ("pt", "en"):
        for alias, osis in all_aliases(lang, codes=True):
            assert osis_of(alias, lang) == osis, (lang, alias)


def test_all_aliases_for_completion() -> None:
    both = all_aliases()
    assert ("João", "John") in both and ("John", "John") in both and ("Jó", "Job") in both
    assert ("Jn", "Jonah") in all_aliases("pt") and ("Jn", "John") in all_aliases("en")
    assert len(both) == len(set(both))
    assert both[0][1] == "Gen"
    assert ("GEN", "Gen") not in both and ("GEN", "Gen") in all_aliases(codes=True)
    assert ("Gen", "Gen") in both  # an OSIS id that is also an ordinary abbreviation


def test_abbreviations() -> None:
    assert [abbreviation(o) for o in ("Gen", "Exod", "Job", "Ps", "John", "1Cor", "Jude", "Rev")] == [
        "Gn", "Êx", "Jó", "Sl", "Jo", "1Co", "Jd", "Ap",
    ]  # fmt: skip
    assert [abbreviation(o, "en") for o in ("Gen", "Ps", "John", "1Cor", "Phlm")] == [
        "Gen", "Ps", "John", "1 Cor", "Phlm",
    ]  # fmt: skip


def test_chapter_counts() -> None:
    expected = {"Gen": 50, "Exod": 40, "Ps": 150, "Isa": 66, "Jer": 52, "Ezek": 48, "Joel": 3, "Mal": 4,
                "Matt": 28, "John": 21, "Acts": 28, "Rom": 16, "Heb": 13, "Rev": 22, "Obad": 1, "Jude": 1,
                "Tob": 14, "Sir": 51, "1Macc": 16, "2Macc": 15}  # fmt: skip
    assert {o: chapter_count(o) for o in expected} == expected
    assert sum(chapter_count(b.osis) or 0 for b in canon.BOOKS[: canon.PROTESTANT_COUNT]) == 1189
    assert all(chapter_count(b.osis) for b in canon.BOOKS)
    assert chapter_count("Nope") is None


def test_verse_counts() -> None:
    total = sum(
        verse_count(b.osis, c) or 0
        for b in canon.BOOKS[: canon.PROTESTANT_COUNT]
        for c in range(1, (chapter_count(b.osis) or 0) + 1)
    )
    assert total == 31102
    assert verse_count("Gen", 1) == 31
    assert verse_count("Ps", 119) == 176
    assert verse_count("Ps", 117) == 2
    assert verse_count("John", 3) == 36
    assert verse_count("Esth", 8) == 17
    assert verse_count("Rev", 12) == 17
    assert verse_count("3John", 1) == 14
    assert verse_count("Jude", 1) == 25
    assert verse_count("John", 22) is None
    assert verse_count("John", 0) is None
    assert verse_count("Tob", 1) is None  # deuterocanon: chapters only


def test_single_chapter_books() -> None:
    single = {b.osis for b in canon.BOOKS if is_single_chapter(b.osis)}
    assert single == {"Obad", "Phlm", "2John", "3John", "Jude", "EpJer", "PrAzar", "Sus", "Bel", "PrMan"}


def test_custom_versification() -> None:
    web_rom = list(STANDARD.verses["Rom"])
    web_rom[13], web_rom[15] = 26, 24  # the doxology after 14:23, as in some editions
    vers = Versification("web", {**STANDARD.verses, "Rom": tuple(web_rom)}, {})
    assert vers.verse_count("Rom", 14) == 26 and vers.chapter_count("Rom") == 16
    assert vers.chapter_count("Tob") is None


BLIVRE = Path(__file__).resolve().parents[4] / "shared" / "corpora" / "blivre-usfm"


@pytest.mark.full
@pytest.mark.skipif(not BLIVRE.is_dir(), reason="Bíblia Livre corpus not present")
def test_verse_counts_match_biblia_livre() -> None:
    for path in sorted(BLIVRE.glob("[0-9]*.usfm")):
        osis = canon.BY_USFM[path.stem.split("-", 1)[1]].osis
        last: dict[int, int] = {}
        chapter = 0
        for line in path.read_text(encoding="utf-8").splitlines():
            if m := re.match(r"\\c (\d+)", line):
                chapter = int(m.group(1))
            for m in re.finditer(r"\\v (\d+)(?:-(\d+))?", line):
                last[chapter] = max(last.get(chapter, 0), int(m.group(2) or m.group(1)))
        assert chapter_count(osis) == max(last), osis
        assert [verse_count(osis, c) for c in sorted(last)] == [last[c] for c in sorted(last)], osis
