"""Opt-in (pytest -m full): the whole Bíblia Livre from ../shared and the built-in English texts."""

from __future__ import annotations

import pytest

from app.core.formats.detect import read_translation
from app.core.library import builtin
from app.core.library.reading import Library
from app.core.library.setup import BLIVRE_META, blivre_source
from app.core.library.writing import add_translation
from app.core.retrieval import keyword

pytestmark = pytest.mark.full


def test_blivre_imports_whole(tmp_path):
    source = blivre_source()
    if source is None:
        pytest.skip("../shared/corpora/blivre-usfm is not beside this checkout")
    with Library(tmp_path / "lib.sqlite3") as lib:
        report = add_translation(lib, read_translation(source), overrides=BLIVRE_META)
        assert report.verses == 31_101 and report.books == 66
        assert lib.translation("blivre").attribution.startswith("Todas as Escrituras")
        ids, _ = keyword.search(lib, "blivre", "Melquisedeque", limit=20)
        books = {v.book for v in lib.verses_by_ids(list(ids))}
        assert {"Gen", "Ps", "Heb"} <= books
        lib.check_integrity()


@pytest.mark.parametrize(("tid", "count"), [("web", 31_098), ("kjv", 31_102)])
def test_builtin_imports_whole(tmp_path, tid, count):
    with Library(tmp_path / "lib.sqlite3") as lib:
        assert add_translation(lib, builtin.read_builtin(tid), builtin=True).verses == count


def test_openbible_data_on_the_bible_livre_whose_mark_5_lacks_verse_19(tmp_path):
    """The shipped OpenBible.info files over a translation of another versification: the Bíblia Livre has no
    Mark 5:19 (its verse 20 follows 18). Topics and cross-references skip what it lacks, never crash."""
    import numpy as np

    from app.core.indexing.topics import vote_table
    from app.core.library import openbible
    from app.core.retrieval import topical

    source = blivre_source()
    if source is None:
        pytest.skip("../shared/corpora/blivre-usfm is not beside this checkout")
    with Library(tmp_path / "lib.sqlite3") as lib:
        add_translation(lib, read_translation(source), overrides=BLIVRE_META)
        report = openbible.load(lib)
        assert report.topics == 6_700 and report.cross_references > 340_000 and report.skipped < 50
        assert lib.verse("blivre", "Mark", 5, 19) is None
        # readers link Mark 5:19 to other verses and others to it: those links are left out, the rest shown
        linked = lib.conn.execute(
            "SELECT count(*) FROM cross_references WHERE to_book = 'Mark' AND to_chapter = 5 "
            "AND to_verse = 19 AND to_end_verse = 19"
        ).fetchone()[0]
        assert linked > 0
        for number in (18, 20):
            found = openbible.cross_references(lib, lib.verse("blivre", "Mark", 5, number))
            assert found and all(v.translation == "blivre" for x in found for v in x.verses)
            assert ("Mark", 5, 19) not in {(v.book, v.chapter, v.verse) for x in found for v in x.verses}
        # every voted verse the Bíblia Livre has is mapped; the ones it lacks (Mark 5:19 among them) are not
        names = openbible.topic_names(lib)
        index = topical.TopicIndex(names, np.zeros((len(names), 4), np.float32), vote_table(lib))
        verses = topical.TopicVerses.load(lib, "blivre", index)
        present = lib.conn.execute(
            "SELECT count(*) FROM topic_verses tv JOIN verses v ON v.translation = 'blivre' "
            "AND v.book = tv.book AND v.chapter = tv.chapter AND v.verse = tv.verse"
        ).fetchone()[0]
        missing = lib.conn.execute(
            "SELECT count(*) FROM topic_verses WHERE book = 'Mark' AND chapter = 5 AND verse = 19"
        ).fetchone()[0]
        assert len(verses.ids) == present and missing > 0
