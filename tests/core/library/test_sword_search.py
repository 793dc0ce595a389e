"""An imported SWORD Bible is a translation like any other: OpenBible.info's cross-references and topics reach
it through its OSIS references, meaning search and hybrid search run on it (FakeEmbedder, tiny fixtures)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.indexing import topics as topic_index
from app.core.indexing.vectors import build_index
from app.core.library import openbible, sword_import
from app.core.library.reading import Library
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import topical
from app.core.retrieval.bible import Retriever
from tests.fixtures import openbible as fixture

SWORD = Path(__file__).resolve().parents[2] / "fixtures" / "sword"


@pytest.fixture
def library(tmp_path):
    with Library(tmp_path / "library.sqlite3") as lib:
        sword_import.import_module(lib, SWORD, "LTBible")
        data = fixture.write(
            tmp_path / "openbible", topics=[*fixture.TOPICS, ("god's love", "John.3.16", 80)]
        )
        openbible.load(lib, data)
        yield lib


def test_cross_references_reach_the_module_by_osis_reference(library):
    verse = library.verse("ltbible", "John", 3, 16)
    found = openbible.cross_references(library, verse)
    assert [(x.target.book, x.target.chapter, x.target.verse) for x in found] == [("John", 3, 17)]
    assert found[0].verses[0].translation == "ltbible"


def test_meaning_topics_and_hybrid_search_run_on_the_module(library, tmp_path):
    embedder = FakeEmbedder()
    index_dir = tmp_path / "indexes"
    report = build_index(library, "ltbible", embedder, index_dir)
    assert report.rows == library.translation("ltbible").verse_count
    topic_index.build_topic_index(library, embedder, index_dir)
    index = topical.TopicIndex.load(index_dir, library, embedder)
    arm = topical.TopicalArm(index, topical.TopicVerses.load(library, "ltbible", index), None)
    found = arm.search(embedder.embed_queries(["god's love"])[0], 5)
    assert [v.osis for v in library.verses_by_ids(list(found.ids))][0] == "John.3.16"
    retriever = Retriever(library, embedder, index_dir)
    for mode in ("vector", "hybrid"):
        hits = retriever.search("God so loved the world", "ltbible", mode=mode, limit=3, passages=False).hits
        assert "John.3.16" in [h.verse.osis for h in hits]
        assert {h.verse.translation for h in hits} == {"ltbible"}
