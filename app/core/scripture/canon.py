"""The canon: OSIS book ids, their order, testament, USFM codes and display names in Portuguese and English.

Book order is the Protestant 66 (index 1..66) followed by the deuterocanonical books (67+), so that a
"book range" filter is a range of indexes. Names and abbreviations are written by us.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Book:
    index: int  # canonical order, 1-based
    osis: str  # OSIS id: "Gen", "1Cor"
    usfm: str  # Paratext/USFM code: "GEN", "1CO"
    testament: str  # "OT", "NT" or "DC" (deuterocanon / apocrypha)
    name_pt: str
    name_en: str

    def name(self, lang: str) -> str:
        return self.name_pt if lang.startswith("pt") else self.name_en


_TABLE = """
Gen GEN OT Gênesis|Genesis
Exod EXO OT Êxodo|Exodus
Lev LEV OT Levítico|Leviticus
Num NUM OT Números|Numbers
Deut DEU OT Deuteronômio|Deuteronomy
Josh JOS OT Josué|Joshua
Judg JDG OT Juízes|Judges
Ruth RUT OT Rute|Ruth
1Sam 1SA OT 1 Samuel|1 Samuel
2Sam 2SA OT 2 Samuel|2 Samuel
1Kgs 1KI OT 1 Reis|1 Kings
2Kgs 2KI OT 2 Reis|2 Kings
1Chr 1CH OT 1 Crônicas|1 Chronicles
2Chr 2CH OT 2 Crônicas|2 Chronicles
Ezra EZR OT Esdras|Ezra
Neh NEH OT Neemias|Nehemiah
Esth EST OT Ester|Esther
Job JOB OT Jó|Job
Ps PSA OT Salmos|Psalms
Prov PRO OT Provérbios|Proverbs
Eccl ECC OT Eclesiastes|Ecclesiastes
Song SNG OT Cânticos|Song of Songs
Isa ISA OT Isaías|Isaiah
Jer JER OT Jeremias|Jeremiah
Lam LAM OT Lamentações|Lamentations
Ezek EZK OT Ezequiel|Ezekiel
Dan DAN OT Daniel|Daniel
Hos HOS OT Oseias|Hosea
Joel JOL OT Joel|Joel
Amos AMO OT Amós|Amos
Obad OBA OT Obadias|Obadiah
Jonah JON OT Jonas|Jonah
Mic MIC OT Miqueias|Micah
Nah NAM OT Naum|Nahum
Hab HAB OT Habacuque|Habakkuk
Zeph ZEP OT Sofonias|Zephaniah
Hag HAG OT Ageu|Haggai
Zech ZEC OT Zacarias|Zechariah
Mal MAL OT Malaquias|Malachi
Matt MAT NT Mateus|Matthew
Mark MRK NT Marcos|Mark
Luke LUK NT Lucas|Luke
John JHN NT João|John
Acts ACT NT Atos|Acts
Rom ROM NT Romanos|Romans
1Cor 1CO NT 1 Coríntios|1 Corinthians
2Cor 2CO NT 2 Coríntios|2 Corinthians
Gal GAL NT Gálatas|Galatians
Eph EPH NT Efésios|Ephesians
Phil PHP NT Filipenses|Philippians
Col COL NT Colossenses|Colossians
1Thess 1TH NT 1 Tessalonicenses|1 Thessalonians
2Thess 2TH NT 2 Tessalonicenses|2 Thessalonians
1Tim 1TI NT 1 Timóteo|1 Timothy
2Tim 2TI NT 2 Timóteo|2 Timothy
Titus TIT NT Tito|Titus
Phlm PHM NT Filemom|Philemon
Heb HEB NT Hebreus|Hebrews
Jas JAS NT Tiago|James
1Pet 1PE NT 1 Pedro|1 Peter
2Pet 2PE NT 2 Pedro|2 Peter
1John 1JN NT 1 João|1 John
2John 2JN NT 2 João|2 John
3John 3JN NT 3 João|3 John
Jude JUD NT Judas|Jude
Rev REV NT Apocalipse|Revelation
Tob TOB DC Tobias|Tobit
Jdt JDT DC Judite|Judith
AddEsth ESG DC Ester (grego)|Esther (Greek)
Wis WIS DC Sabedoria|Wisdom
Sir SIR DC Eclesiástico|Sirach
Bar BAR DC Baruque|Baruch
EpJer LJE DC Carta de Jeremias|Letter of Jeremiah
PrAzar S3Y DC Cântico dos Três Jovens|Song of the Three Young Men
Sus SUS DC Susana|Susanna
Bel BEL DC Bel e o Dragão|Bel and the Dragon
1Macc 1MA DC 1 Macabeus|1 Maccabees
2Macc 2MA DC 2 Macabeus|2 Maccabees
1Esd 1ES DC 1 Esdras|1 Esdras
2Esd 2ES DC 2 Esdras|2 Esdras
PrMan MAN DC Oração de Manassés|Prayer of Manasseh
"""


def _load() -> tuple[Book, ...]:
    books = []
    for i, line in enumerate(x for x in _TABLE.strip().splitlines() if x.strip()):
        osis, usfm, testament, names = line.split(" ", 3)
        pt, en = names.split("|")
        books.append(Book(i + 1, osis, usfm, testament, pt, en))
    return tuple(books)


BOOKS: tuple[Book, ...] = _load()
BY_OSIS: dict[str, Book] = {b.osis: b for b in BOOKS}
BY_USFM: dict[str, Book] = {b.usfm: b for b in BOOKS}
BY_INDEX: dict[int, Book] = {b.index: b for b in BOOKS}
PROTESTANT_COUNT = 66


def book(osis: str) -> Book:
    """The book with this OSIS id (KeyError if unknown)."""
    return BY_OSIS[osis]


def testament_range(testament: str) -> tuple[int, int]:
    """(first, last) book index of a testament, for range filters."""
    idx = [b.index for b in BOOKS if b.testament == testament]
    return min(idx), max(idx)


def osis_ref(book_osis: str, chapter: int, verse: int) -> str:
    return f"{book_osis}.{chapter}.{verse}"
