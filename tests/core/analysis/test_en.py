from __future__ import annotations

import sqlite3

import pytest

from app.core.analysis import EnglishAnalyzer, get_analyzer
from app.core.analysis.en import ENGLISH_STOPWORDS, porter_stem

# English Bible words (KJV and WEB) chosen to exercise every Porter step, plus frequent content words.
BIBLE_WORDS = """
    unintentional baptizer gemalli eli areli jehieli heli congregation salvation nation generation
    abomination desolation mediator creator orator fornicator testator arbitrator forgiveness
    persuasiveness faithfulness fulness fearfulness deceitfulness carefulness slothfulness righteousness
    unrighteousness covetousness lasciviousness maliciousness plenteousness dedicate delicate
    communicate vindicate relative native contemplative narrative musical hypocritical levitical
    magnifical magical faithful beautiful merciful lawful fruitful joyful wilderness darkness wickedness
    witness lovingkindness nakedness baal meal deal eternal animal gilgal inheritance abundance
    appearance vengeance substance ordinance presence thence violence whence pestilence silence her
    father after over neither together music paralytic traffic public majestic aromatic able table
    parable acceptable abominable honorable terrible possible impossible corruptible horrible
    incorruptible servant covenant remnant want pleasant plant atonement pavement agreement chastisement
    amazement divorcement judgment commandment garment raiment punishment astonishment went sent tent
    present repent innocent possession vision compassion circumcision oppression transgression portion
    destruction affliction habitation foundation interpretation you thou tou baptism schism favoritism
    gate desolate hate pilate ate separate righteous precious rebellious glorious grievous gracious give
    five live receive alive captive baptize seize recognize size prize sympathize witnesses asses passes
    trespasses distresses lovingkindnesses cities enemies families lies iniquities adversaries pass
    brass bless possess nevertheless trespass his was this has things sons seed indeed feed heed need
    reed called hundred answered commanded wicked blessed king saying according offering bring thing
    that what great eat sat meat keziz jaziz ziz they thy day may every away the have are were there one
    shall all will tell dwell well beth cometh goeth giveth maketh knoweth priest rest lest west harvest
    mayest holy surely only assembly family utterly with them lord your unto said their from which
    yahweh when israel people then house into thee came come children before land also against hand made
    upon even behold therefore because these down hath david make jesus earth those name forth among
    know take days city brought moses heart judah jerusalem shalt like place whom took good word thus
    should more about evil saith heard again egypt time many done christ fathers words spirit fire years
    hast himself says hear through eyes thousand speak voice three gave servants given where would than
    life thine seven heaven thereof until another might soul hands blood work other first sword peace
    saul cast flesh mouth been gold side nations wife found face themselves brother priests water high
    glory under didn death midst jacob altar head year bread right without burnt drink keep woman fear
    mine dead left toward aaron kingdom kings love both none taken four cause daughter stood mother
    silver sight same young turn hosts whose solomon field night twenty spoke babylon spake being told
    mighty waters chief spoken god loved loving faith grace sin sins sinned sinner sinners forgive
    forgiven mercy hope feared afraid joy rejoice rejoiced saved saviour savior believe believed
    believeth believers heavens glorify glorified holiness sanctify sanctification justify justification
    resurrection baptized prophet prophets prophesy prophecy wisdom knowledge understanding commandments
    blessing cursed temptation tempted suffering sufferings shepherd sheep lamb wine abraham
""".split()


def fts5_porter_terms(words: list[str]) -> dict[str, str]:
    """word -> the term SQLite's FTS5 porter tokenizer indexes for it, read back through fts5vocab."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')")
    out = {}
    for word in words:
        db.execute("DELETE FROM t")
        db.execute("INSERT INTO t(x) VALUES (?)", (word,))
        terms = [row[0] for row in db.execute("SELECT term FROM v")]
        assert len(terms) == 1, (word, terms)
        out[word] = terms[0]
    db.close()
    return out


@pytest.fixture(scope="module")
def en() -> EnglishAnalyzer:
    analyzer = get_analyzer("en-US")
    assert isinstance(analyzer, EnglishAnalyzer)
    return analyzer


def test_porter_agrees_with_sqlite_fts5():
    words = sorted(set(BIBLE_WORDS))
    assert len(words) >= 300
    oracle = fts5_porter_terms(words)
    disagreements = {w: (porter_stem(w), oracle[w]) for w in words if porter_stem(w) != oracle[w]}
    assert disagreements == {}


def test_porter_classic_examples():
    assert porter_stem("caresses") == "caress"
    assert porter_stem("ponies") == "poni"
    assert porter_stem("relational") == "relat"
    assert porter_stem("generalizations") == "gener"
    assert porter_stem("hopping") == "hop"
    assert porter_stem("filing") == "file"
    assert porter_stem("happy") == "happi"
    assert porter_stem("is") == "is"  # under 3 letters: untouched, as in SQLite


def test_stopwords(en):
    for word in "the and of unto thee thou thy ye hath shalt is was be s t".split():
        assert word in ENGLISH_STOPWORDS
    for word in "god lord not no never will might love".split():
        assert word not in ENGLISH_STOPWORDS


def test_index_text_holds_stems_and_unstemmed_stopwords(en):
    text = "In the beginning God created the heaven and the earth."
    assert en.index_text(text) == "in the begin god creat the heaven and the earth"
    assert en.fts_tokenizer == "unicode61 remove_diacritics 2"  # Python stems; SQLite only splits on spaces
    # every word of the verse is there, so BM25 measures the verse's real length
    assert len(en.index_text("He is risen, as he said!").split()) == 6


def test_without_irregular_forms_the_index_ranks_as_fts5_porter_did(en):
    """The Python index replaced FTS5's porter tokenizer over the raw verse: same BM25 scores, same order."""
    verses = [
        "For God so loved the world, that he gave his only born Son",
        "Love your enemies, bless those who curse you, do good to those who hate you",
        "The LORD is my shepherd; I shall lack nothing.",
        "Beloved, let us love one another, for love is of God",
        "Blessed are the peacemakers, for they shall be called children of God.",
        "Judge not, that you be not judged.",
        "Rejoice in the Lord always! Again I will say, Rejoice!",
        "The fear of Yahweh is the beginning of wisdom; all who do his commandments understand well.",
    ]
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE old USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')")
    db.execute(f"CREATE VIRTUAL TABLE new USING fts5(x, tokenize='{en.fts_tokenizer}')")
    db.executemany("INSERT INTO old(rowid, x) VALUES (?, ?)", enumerate(verses, 1))
    db.executemany(
        "INSERT INTO new(rowid, x) VALUES (?, ?)", [(i, en.index_text(v)) for i, v in enumerate(verses, 1)]
    )
    for query in [
        "loving God",
        "blessed peacemakers",
        "rejoicing always",
        "fear wisdom understanding",
        "judging",
    ]:
        old = db.execute(
            "SELECT rowid, round(bm25(old), 9) FROM old WHERE old MATCH ? ORDER BY bm25(old), rowid",
            (" OR ".join(f'"{w}"' for w in en.query_tokens(query)),),  # porter stems the stems again: same
        ).fetchall()
        new = db.execute(
            "SELECT rowid, round(bm25(new), 9) FROM new WHERE new MATCH ? ORDER BY bm25(new), rowid",
            (" OR ".join(f'"{w}"' for w in en.query_tokens(query)),),
        ).fetchall()
        assert old and new == old, query


def test_query_tokens_are_stems_without_stopwords(en):
    assert en.query_tokens("How can I forgive those who hurt me?") == ["forgiv", "hurt"]
    assert en.query_tokens("Loving my ENEMIES, loving them") == ["love", "enemi"]
    assert en.query_tokens("God's love") == ["god", "love"]  # the possessive s is a stopword piece
    assert en.query_tokens("Fear not") == ["fear", "not"]


def test_irregular_forms_meet_their_base_word(en):
    assert en.query_tokens("Jesus rose from the dead") == ["jesu", "rise", "dead"]
    for forms in [
        "rise rose risen rising rises",
        "forgive forgave forgiven forgiving",
        "speak spoke spoken spake speaks",
        "man men",
        "child children",
        "believe believes believeth",
        "run runs runneth",
        "slay slew slain",
        "work wrought",
    ]:
        assert len({en.stem(w) for w in forms.split()}) == 1, forms
    # in the index too: "rose" finds "is risen" and "he will rise"
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(x, tokenize='{en.fts_tokenizer}')")
    verses = [
        "He is not here, for he has risen",
        "The Son of Man must rise from the dead",
        "A rose of Sharon",
    ]
    db.executemany(
        "INSERT INTO t(rowid, x) VALUES (?, ?)", [(i, en.index_text(v)) for i, v in enumerate(verses, 1)]
    )
    assert {r[0] for r in db.execute("SELECT rowid FROM t WHERE t MATCH 'rise'")} == {1, 2, 3}
    text = "Christ has been raised from the dead; he is risen"
    assert [text[s:e] for s, e, k in en.spans(text) if k in en.keys("he rose")] == ["risen"]


def test_spans_and_keys_highlight_other_forms(en):
    text = "But I say unto you, Love your enemies, bless them that curse you"
    keys = en.keys("loving enemy")
    assert [text[s:e] for s, e, k in en.spans(text) if k in keys] == ["Love", "enemies"]
    text = "For God so loved the world"
    assert [text[s:e] for s, e, k in en.spans(text) if k in en.keys("God's love")] == ["God", "loved"]


def test_query_tokens_match_the_fts_index(en):
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(x, tokenize='{en.fts_tokenizer}')")
    verses = ["For God so loved the world", "Love your enemies", "The LORD is my shepherd; I shall not want."]
    db.executemany("INSERT INTO t(x) VALUES (?)", [(en.index_text(v),) for v in verses])
    for query, expected in [("loving", {1, 2}), ("shepherds", {3}), ("enemy", {2})]:
        match = " OR ".join('"' + tok.replace('"', '""') + '"' for tok in en.query_tokens(query))
        rows = {r[0] for r in db.execute("SELECT rowid FROM t WHERE t MATCH ?", (match,))}
        assert rows == expected, query
