from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.core.dictionaries import strongs_data
from app.core.errors import WordTagsMissing
from app.core.library.reading import Filters, Library
from app.core.library.writing import add_translation
from app.core.wordstudy import numbers, study, tags
from tests.fixtures import strongs as strongs_fixture
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt
from tests.fixtures.wordstudy import PT_MARKS, hand_tags, kjv_builtin


@pytest.fixture
def words(tmp_path: Path, tagged_dir: Path) -> study.WordStudy:
    library = Library(tmp_path / "lib.sqlite3")
    add_translation(library, kjv_builtin(), builtin=True)
    add_translation(library, tiny_pt())
    add_translation(library, tiny_en())
    strongs_data.load(library, strongs_fixture.write(tmp_path / "strongs"))
    index_dir = tmp_path / "indexes"
    tags.build_tags(library, "kjv", index_dir)
    hand_tags(library, "tpt", index_dir, PT_MARKS)
    yield study.WordStudy(library, index_dir)
    library.close()


def _offset(
    ws: study.WordStudy, tid: str, ref: tuple[str, int, int], word: str, nth: int = 0
) -> tuple[int, int]:
    verse = ws.library.verse(tid, *ref)
    assert verse is not None
    at = -1
    for _ in range(nth + 1):
        at = verse.text.index(word, at + 1)
    return verse.ord, at


def test_the_number_under_a_clicked_word(words: study.WordStudy) -> None:
    ord_, at = _offset(words, "kjv", ("1Cor", 13, 4), "charity", 0)
    assert [(w.number, w.probability) for w in words.tags("kjv").numbers_at(ord_, at + 3)] == [("G26", 1.0)]
    ord_, at = _offset(words, "kjv", ("1Cor", 13, 4), "suffereth")
    assert words.tags("kjv").numbers_at(ord_, at) == []  # untagged in the module
    ord_, at = _offset(words, "tpt", ("1Cor", 13, 4), "amor", 1)
    found = words.tags("tpt").numbers_at(ord_, at)
    assert [w.number for w in found] == ["G26"] and found[0].probability >= study.SHOW_THRESHOLD
    assert not words.tags("tpt").certain and words.tags("kjv").certain


def test_occurrences_in_the_translation_read_grouped_by_book(words: study.WordStudy) -> None:
    found = words.occurrences("G26", "kjv")
    assert [
        words.library.verses_by_ids([int(words.library.ord_ids("kjv")[o])])[0].verse for o in found.ords
    ] == [4, 13]
    assert found.words == 5
    assert [(b.book, b.verses, b.words) for b in found.by_book] == [("1Cor", 2, 5)]
    assert words.occurrences("G26", "kjv", Filters.testament("OT")).verses == 0
    in_pt = words.occurrences("G26", "tpt")
    assert in_pt.verses == 2 and in_pt.words == 5  # "amor" three times in 13:4, twice in 13:13
    ord_ = int(in_pt.ords[0])
    text = words.library.verses_by_ids([int(words.library.ord_ids("tpt")[ord_])])[0].text
    assert {text[s:e] for s, e in in_pt.spans[ord_]} == {"amor"}
    assert words.occurrences("H2617", "kjv").verses == 0


def test_how_the_kjv_renders_a_number(words: study.WordStudy) -> None:
    assert words.kjv_renderings("G26") == [("charity", 5)]
    assert words.kjv_renderings("G2889") == [("world", 1)]  # "the world" is one span: the article goes
    assert words.kjv_renderings("G3439") == [("only begotten", 1)]
    assert words.kjv_renderings("H9999") == []


def test_which_numbers_a_word_of_a_translation_renders(words: study.WordStudy) -> None:
    found, untagged = words.renderings("tpt", "Amor")
    assert [(r.number, r.count) for r in found] == [("G26", 5)]
    assert untagged == 0
    assert [(r.number, r.count) for r in words.renderings("tpt", "inveja")[0]] == []  # 0.6: not shown
    assert words.renderings("tpt", "inveja")[1] == 1
    assert words.renderings("tpt", "nonexistent") == ([], 0)
    assert words.renderings("tpt", 'a"b') == ([], 0)  # never FTS syntax


def test_the_words_of_a_hit_that_carry_the_number(words: study.WordStudy) -> None:
    ord_, _ = _offset(words, "kjv", ("1Cor", 13, 13), "charity")
    text = words.library.verses_by_ids([int(words.library.ord_ids("kjv")[ord_])])[0].text
    spans = words.spans("kjv", ord_, [numbers.code("G26")])
    assert [text[s:e] for s, e in spans] == ["charity", "charity"]


def test_strongs_definition_comes_from_the_dictionaries(words: study.WordStudy) -> None:
    entry = words.entry("G26")
    assert entry is not None and entry.lemma == "ἀγάπη" and entry.translit == "agápē"


def test_a_translation_not_tagged_yet_says_so(words: study.WordStudy) -> None:
    assert not words.tagged("ten")
    with pytest.raises(WordTagsMissing):
        words.occurrences("G26", "ten")


def test_words_under_the_threshold_are_not_shown() -> None:
    manifest = tags.TagsManifest(1, "x", tags.SOURCE_ALIGNMENT, "h", "d", "a", rows=2)
    limit = int(study.SHOW_THRESHOLD * 10_000)
    rows = np.array([[0, 0, 4, 26, limit], [0, 5, 9, 25, limit - 1]], dtype=np.int32)
    shown = study.WordTags(manifest, rows)
    assert [w.number for w in shown.verse_numbers(0)] == ["G26"]
    assert len(shown.rows_of(25)) == 0


def test_a_lone_article_is_no_rendering_unless_the_number_is_the_article(tmp_path, tagged_dir) -> None:
    library = Library(tmp_path / "art.sqlite3")
    add_translation(library, kjv_builtin(), builtin=True)
    index_dir = tmp_path / "idx"
    marks = {
        "1Cor.13.4": [("Charity", 0, "G26", 1.0), ("charity", 0, "G26", 1.0)],
        "1Cor.13.13": [("the", 0, "G26", 1.0)],  # a module's slip: "the" alone tagged G26
        "John.3.16": [("the", 0, "G3588", 1.0)],
    }
    hand_tags(library, "kjv", index_dir, marks)
    words = study.WordStudy(library, index_dir)
    assert words.kjv_renderings("G26") == [("charity", 2)]
    assert words.kjv_renderings("G3588") == [("the", 1)]
    library.close()
