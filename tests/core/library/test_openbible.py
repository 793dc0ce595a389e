from __future__ import annotations

import pytest

from app.core.errors import Cancelled, TopicNamesDamaged
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library import openbible
from app.core.library.writing import add_translation
from tests.fixtures import openbible as fixture


@pytest.fixture
def data(tmp_path):
    return fixture.write(tmp_path / "openbible")


@pytest.fixture
def loaded(library, data):
    openbible.load(library, data)
    return library


def test_parse_passage():
    assert openbible.parse_passage("Gen.1.1") == openbible.Passage("Gen", 1, 1, 1, 1)
    assert openbible.parse_passage("Exod.20.1-Exod.20.26") == openbible.Passage("Exod", 20, 1, 20, 26)
    # a range into the next book stops at the end of the first (Jude has one chapter of 25 verses)
    assert openbible.parse_passage("Jude.1.24-Rev.1.3") == openbible.Passage("Jude", 1, 24, 1, 25)
    for bad in ("Nowhere.1.1", "Gen.1", "Gen.0.1", "Gen.1.5-Gen.1.2", "Rev.1.1-Gen.1.1", ""):
        with pytest.raises(ValueError):
            openbible.parse_passage(bad)


def test_expand_crosses_a_chapter_end_with_the_standard_counts():
    # Gen 1 has 31 verses
    assert openbible.expand(openbible.Passage("Gen", 1, 30, 2, 2)) == [(1, 30), (1, 31), (2, 1), (2, 2)]
    assert openbible.expand(openbible.Passage("Gen", 1, 1, 50, 26), limit=10) == []  # a whole book: nothing


def test_load_reads_topics_and_cross_references_and_skips_what_is_not_a_row(library, data):
    report = openbible.load(library, data)
    assert report.topics == len({t for t, _, _ in fixture.TOPICS})
    assert report.skipped == 2 * len(fixture.GARBAGE)  # each garbage line, in each file
    rows = dict(library.conn.execute("SELECT name, count(*) FROM topics JOIN topic_verses ON topic = id "
                                     "GROUP BY name").fetchall())  # fmt: skip
    assert rows["creation"] == 3 and rows["worry about tomorrow"] == 10  # ranges expanded
    assert rows["loving your enemies"] == 3  # Matt 5:44 listed twice keeps one row
    best = library.conn.execute(
        "SELECT score, pos FROM topic_verses JOIN topics ON topic = id WHERE name = 'loving your enemies' "
        "AND verse = 44"
    ).fetchone()
    assert tuple(best) == (70.0, 0)  # the better vote of the two rows
    votes = [r[0] for r in library.conn.execute("SELECT votes FROM cross_references")]
    assert votes and min(votes) >= 0  # voted-down rows dropped


def test_version_is_recorded_and_a_changed_file_is_stale_again(library, data):
    assert openbible.stale(library, data)
    openbible.load(library, data)
    assert not openbible.stale(library, data)
    fixture.write(data, topics=fixture.TOPICS[:3])
    assert openbible.stale(library, data)
    assert openbible.load(library, data).topics == 1


def test_a_cancelled_reload_keeps_the_previous_tables(loaded, data):
    before = loaded.conn.execute("SELECT count(*) FROM topic_verses").fetchone()[0]
    fixture.write(data, topics=fixture.TOPICS[:1])
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(Cancelled):
        openbible.load(loaded, data, cancelled=cancelled)
    assert loaded.conn.execute("SELECT count(*) FROM topic_verses").fetchone()[0] == before
    assert openbible.stale(loaded, data)  # the new file is still to be loaded


def test_missing_files_mean_nothing_to_load(library, tmp_path):
    assert not openbible.available(tmp_path)
    assert not openbible.stale(library, tmp_path)
    assert openbible.cross_references(library, library.verse("ten", "John", 3, 16)) == []


def test_cross_references_rank_by_votes_in_the_reading_translation(loaded):
    found = openbible.cross_references(loaded, loaded.verse("tpt", "John", 3, 16))
    assert [(x.target.book, x.target.chapter, x.target.verse, x.votes) for x in found] == [
        ("John", 3, 17, 30),
        ("1Cor", 13, 4, 20),
        ("Jude", 1, 1, 2),
    ]  # Rom 5:8 is not in the tiny corpus; Gen 1:1 was voted down
    assert [v.verse for v in found[1].verses] == [4, 5]  # a range, in the reading translation
    assert all(v.translation == "tpt" for x in found for v in x.verses)


def test_cross_references_skip_targets_the_translation_lacks(loaded):
    # the English excerpt lacks 1 Cor 13:5 but has 13:4; it lacks Jude
    found = openbible.cross_references(loaded, loaded.verse("ten", "John", 3, 16))
    assert [(x.target.book, [v.verse for v in x.verses]) for x in found] == [("John", [17]), ("1Cor", [4])]


def test_a_merged_verse_has_the_cross_references_of_both_numbers(loaded, data):
    merged = ParsedTranslation(
        TranslationMeta("mrg", "Merged", "pt-BR"),
        [VerseRecord("Gen", 1, 1, "No princípio… e a terra era vazia.", verse_end=2),
         VerseRecord("John", 3, 16, "Deus amou o mundo."), VerseRecord("John", 3, 17, "Para salvar.")],
    )  # fmt: skip
    add_translation(loaded, merged)
    found = openbible.cross_references(loaded, loaded.verse("mrg", "Gen", 1, 1))
    assert [x.target.verse for x in found] == [16]  # Gen 1:2 is the verse itself: not listed


def test_topic_names_are_in_id_order(loaded):
    names = openbible.topic_names(loaded)
    assert names[0] == "fear" and len(names) == len(set(names))


# ------------------------------------------------------------------- the topics' Portuguese names


def test_the_portuguese_names_load_with_the_topics(loaded):
    names, local = openbible.topic_names(loaded), openbible.local_names(loaded)
    assert len(local) == len(names)
    by_name = dict(zip(names, local, strict=True))
    assert by_name["fear"] == "medo" and by_name["worry about tomorrow"] == "preocupação com o amanhã"
    assert by_name["obadiah"] is None  # a topic without one keeps its English name
    table = openbible.name_table(loaded, "pt")
    assert openbible.shown_names(("fear", "obadiah"), table) == ("medo", "obadiah")
    assert openbible.name_table(loaded, "en") == {}  # the English interface shows OpenBible's names


def test_the_report_counts_the_names_and_no_problem(library, data):
    report = openbible.load(library, data)
    assert report.names == len(fixture.NAMES) and report.names_problem is None


def test_names_are_matched_to_topics_as_the_topics_are_stored(library, data):
    """OpenBible's names as written in its file (a trailing space, capitals) name the stored topics; a header
    and a byte-order mark are not rows."""
    bom = b"\xef\xbb\xbf"
    (data / openbible.NAMES_FILE).write_bytes(bom + b"Topic\tPortuguese\r\nFear \tmedo\r\nLove\tamor\r\n")
    report = openbible.load(library, data)
    assert report.names == 2 and report.names_problem is None
    assert openbible.name_table(library, "pt") == {"fear": "medo", "love": "amor"}


@pytest.mark.parametrize(
    "content",
    [None, b"", bytes(range(256)) * 40, b"Topic\tPortuguese\n", b"\x00" * 100],
    ids=["missing", "empty", "binary", "header only", "zeros"],
)
def test_a_missing_or_unreadable_names_file_leaves_the_english_names(library, tmp_path, content):
    data = fixture.write(tmp_path / "ob", names=None)
    if content is not None:
        (data / openbible.NAMES_FILE).write_bytes(content)
    report = openbible.load(library, data)
    assert report.topics == len({t for t, _, _ in fixture.TOPICS}) and report.names == 0
    problem = report.names_problem
    assert isinstance(problem, TopicNamesDamaged) and problem.whole
    assert problem.path.endswith(openbible.NAMES_FILE)
    assert openbible.local_names(library) == [] and openbible.name_table(library, "pt") == {}
    assert "fear" in openbible.topic_names(library) and openbible.is_loaded(library)
    assert not openbible.stale(library, data)  # loaded as it is: not tried again at every start


def test_rows_that_cannot_be_used_are_counted_and_the_others_load(library, data):
    good = b"Topic\tPortuguese\nfear\tmedo\n"
    bad = [
        b"laziness\tpregui\xe7a\n",  # not UTF-8 (Latin-1)
        b"love\tamor\textra\n",  # three fields
        b"creation\t  \n",  # no name
        b"no such topic\tnenhum\n",  # names no topic of OpenBible's file
        b"fear\tpavor\n",  # a second name for a topic: the first stays
        b"melchizedek\tMelqui\x1bsedeque\n",  # a control character
        b"just words\n",
    ]
    (data / openbible.NAMES_FILE).write_bytes(good + b"".join(bad))
    report = openbible.load(library, data)
    assert report.names == 1 and openbible.name_table(library, "pt") == {"fear": "medo"}
    problem = report.names_problem
    assert problem is not None and not problem.whole and problem.rows == len(bad)


def test_a_changed_or_removed_names_file_reloads_the_library(library, data):
    openbible.load(library, data)
    assert not openbible.stale(library, data)
    fixture.write_names(data, [("fear", "temor")])
    assert openbible.stale(library, data)
    openbible.load(library, data)
    assert openbible.name_table(library, "pt") == {"fear": "temor"}
    (data / openbible.NAMES_FILE).unlink()
    assert openbible.stale(library, data)
    assert openbible.load(library, data).names == 0 and openbible.name_table(library, "pt") == {}


def test_a_library_loaded_before_the_names_came_has_none_and_is_stale(library, data):
    openbible.load(library, data)
    library.conn.execute("DROP TABLE topic_names")  # as an older app left it
    library.conn.execute("UPDATE meta SET value = '1:old' WHERE key = ?", (openbible.META_KEY,))
    assert openbible.local_names(library) == [] and openbible.name_table(library, "pt") == {}
    assert openbible.stale(library, data)


def test_a_damaged_names_file_does_not_break_set_up(library, data, monkeypatch):
    from app.core.library import setup

    (data / openbible.NAMES_FILE).write_bytes(bytes(range(256)) * 40)
    monkeypatch.setattr(openbible, "resources", lambda: data)
    (step,) = [s for s in setup.library_steps(library) if s.key == "openbible"]
    report = step.run(lambda *a: None, lambda: False)
    assert openbible.is_loaded(library) and report.names_problem is not None and report.names_problem.whole
    assert not [s for s in setup.library_steps(library) if s.key == "openbible"]  # done: not run again
