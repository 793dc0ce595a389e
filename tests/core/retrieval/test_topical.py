from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from app.core.errors import IndexMissing, IndexOutdated
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.indexing import topics as topic_index
from app.core.indexing.vectors import build_index
from app.core.library import openbible
from app.core.library.reading import Filters
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import topical
from app.core.retrieval.bible import Retriever
from tests.fixtures import openbible as fixture


@pytest.fixture
def embedder():
    return FakeEmbedder()


@pytest.fixture
def data(tmp_path):
    return fixture.write(tmp_path / "openbible")


@pytest.fixture
def index_dir(tmp_path):
    return tmp_path / "indexes"


@pytest.fixture
def index(library, data, embedder, index_dir):
    openbible.load(library, data)
    topic_index.build_topic_index(library, embedder, index_dir)
    return topical.TopicIndex.load(index_dir, library, embedder)


def arm_for(library, index, translation="tpt", mask=None):
    return topical.TopicalArm(index, topical.TopicVerses.load(library, translation, index), mask)


def refs_of(library, ids):
    return [v.osis for v in library.verses_by_ids(list(ids))]


def test_build_status_and_a_second_build_is_skipped(library, data, embedder, index_dir):
    assert topic_index.topic_index_status(index_dir, library, embedder) == "missing"
    with pytest.raises(IndexMissing):  # no topics in the library yet
        topic_index.build_topic_index(library, embedder, index_dir)
    openbible.load(library, data)
    report = topic_index.build_topic_index(library, embedder, index_dir)
    assert report.rows == len(openbible.topic_names(library)) and not report.skipped
    assert topic_index.topic_index_status(index_dir, library, embedder) == "ready"
    assert topic_index.build_topic_index(library, embedder, index_dir).skipped


def test_another_model_or_other_topics_make_the_index_outdated(library, data, embedder, index_dir, index):
    assert topic_index.topic_index_status(index_dir, library, FakeEmbedder(dim=64)) == "outdated"
    with pytest.raises(IndexOutdated):
        topical.TopicIndex.load(index_dir, library, FakeEmbedder(dim=64))
    fixture.write(data, topics=fixture.TOPICS[:4])
    openbible.load(library, data)
    assert topic_index.topic_index_status(index_dir, library, embedder) == "outdated"
    topic_index.build_topic_index(library, embedder, index_dir)
    assert len(topical.TopicIndex.load(index_dir, library, embedder).names) == 2


def test_a_damaged_file_fails_its_checksum(library, embedder, index_dir, index):
    votes = index_dir / "topic-votes.npy"
    raw = bytearray(votes.read_bytes())
    raw[-1] ^= 0xFF
    votes.write_bytes(bytes(raw))
    with pytest.raises(IndexOutdated):
        topical.TopicIndex.load(index_dir, library, embedder)


def test_verses_a_translation_lacks_are_skipped(library, index):
    verses = topical.TopicVerses.load(library, "tpt", index)
    row = {name: i for i, name in enumerate(index.names)}

    def listed(name):
        lo, hi = verses.ptr[row[name]], verses.ptr[row[name] + 1]
        return refs_of(library, verses.ids[lo:hi])

    assert listed("worry about tomorrow") == ["Matt.6.34"]  # one of the range's ten verses is in tpt
    assert listed("obadiah") == []
    assert sorted(listed("creation")) == ["Gen.1.1", "Gen.1.2", "Gen.1.3"]


def test_a_merged_verse_answers_for_both_numbers(library, index):
    add_translation(library, ParsedTranslation(
        TranslationMeta("mrg", "Merged", "pt-BR"),
        [VerseRecord("Gen", 1, 1, "No princípio.", verse_end=3), VerseRecord("Prov", 6, 6, "A formiga.")],
    ))  # fmt: skip
    verses = topical.TopicVerses.load(library, "mrg", index)
    creation = index.names.index("creation")
    lo, hi = verses.ptr[creation], verses.ptr[creation + 1]
    assert hi - lo == 1 and verses.pos[lo] == 0  # three voted verses, one merged verse, its best place kept


def test_the_nearest_topic_brings_its_most_voted_verses_first(library, embedder, index):
    hits = arm_for(library, index).search(embedder.embed_queries(["laziness"])[0], 10)
    assert refs_of(library, hits.ids[:2]) == ["Prov.6.6", "Prov.6.9"]
    assert index.names[hits.topics[0][0]] == "laziness"
    assert hits.nearest == pytest.approx(1.0, abs=1e-3)  # the query is the topic's name


def test_filters_apply_inside_the_arm(library, embedder, index):
    q = embedder.embed_queries(["melchizedek"])[0]
    arm = arm_for(library, index)
    assert set(refs_of(library, arm.search(q, 10).ids[:2])) == {"Heb.7.1", "Gen.14.18"}
    nt = arm.search(q, 10, Filters.testament("NT"))
    assert "Gen.14.18" not in refs_of(library, nt.ids) and refs_of(library, nt.ids)[0] == "Heb.7.1"


def test_a_mask_holds_topics_out(library, embedder, index):
    mask = np.array([name != "laziness" for name in index.names])
    hits = arm_for(library, index, mask=mask).search(embedder.embed_queries(["laziness"])[0], 10)
    assert not {"Prov.6.6", "Prov.6.9"} & set(refs_of(library, hits.ids))
    assert all(index.names[t] != "laziness" for ts in hits.topics for t in ts)


def test_params_gate_cap_and_cut_long_passages(library, embedder, index):
    arm = arm_for(library, index)
    q = embedder.embed_queries(["creation"])[0]
    assert not len(arm.search(q, 10, params=topical.TopicParams(min_similarity=1.5)).ids)
    assert len(arm.search(q, 10, params=topical.TopicParams(depth=2)).ids) == 2
    first_only = arm.search(q, 10, params=topical.TopicParams(topics=1, max_position=1))
    assert refs_of(library, first_only.ids) == ["Gen.1.1"]


def test_closer_topics_weigh_more(library, embedder, index):
    arm = arm_for(library, index)
    q = embedder.embed_queries(["fear"])[0]
    sharp = arm.search(q, 10, params=topical.TopicParams(temperature=0.001))
    assert all(index.names[ts[0]] == "fear" for ts in sharp.topics[:3])


# ------------------------------------------------------------------------------------------ the retriever


@pytest.fixture
def retriever(library, data, embedder, index_dir, index):
    build_index(library, "tpt", embedder, index_dir)
    build_index(library, "ten", embedder, index_dir)
    return Retriever(library, embedder, index_dir)


def test_hybrid_search_fuses_the_topical_arm_and_says_which_topic(retriever):
    response = retriever.search("worry about tomorrow", "tpt", limit=5)
    hit = next(h for h in response.hits if h.verse.osis == "Matt.6.34")
    assert "topic" in hit.arms and "worry about tomorrow" in hit.topic_names
    assert response.topic_similarity is not None


def test_keyword_and_vector_modes_leave_the_topical_arm_out(retriever):
    for mode in ("keyword", "vector"):
        response = retriever.search("worry about tomorrow", "tpt", mode=mode)
        assert all("topic" not in h.arms and not h.topics for h in response.hits)


def test_without_a_topic_index_search_has_two_arms(library, embedder, tmp_path):
    build_index(library, "tpt", embedder, tmp_path / "other")
    response = Retriever(library, embedder, tmp_path / "other").search("worry about tomorrow", "tpt")
    assert response.hits and all("topic" not in h.arms for h in response.hits)
    assert response.topic_similarity is None


def test_a_topic_only_result_says_so(retriever):
    retriever.fusion = replace(retriever.fusion, head=2)  # short keyword and vector lists on the tiny corpus
    hits = retriever.search("worry about tomorrow", "tpt", limit=10, passages=False).hits
    only = [h for h in hits if set(h.arms) == {"topic"}]
    assert only, [h.arms for h in hits]
    names = set(openbible.topic_names(retriever.library))
    assert all(h.why == "topic" and h.topic_names and set(h.topic_names) <= names for h in only)
    assert all(h.why != "topic" for h in hits if {"keyword", "vector"} & set(h.arms))


def test_the_topical_arm_sees_the_evaluation_mask(retriever):
    index = retriever.topical_arm("tpt").index
    retriever.topic_mask = np.array([name != "worry about tomorrow" for name in index.names])
    hits = retriever.search("worry about tomorrow", "tpt", limit=10).hits
    assert all("worry about tomorrow" not in h.topics for h in hits)


def test_topics_named_in_the_query_join_when_asked(library, embedder, index):
    arm = arm_for(library, index)
    query = "creation and laziness"
    qvec = embedder.embed_queries([query])[0]
    one = arm.search(qvec, 10, params=topical.TopicParams(topics=1), query=query)
    both = arm.search(qvec, 10, params=topical.TopicParams(topics=1, name_match=True), query=query)
    assert len({index.names[ts[0]] for ts in one.topics}) == 1
    assert {"Gen.1.1", "Prov.6.6"} <= set(refs_of(library, both.ids))
    masked = arm_for(library, index, mask=np.array([n != "laziness" for n in index.names]))
    held = masked.search(qvec, 10, params=topical.TopicParams(topics=1, name_match=True), query=query)
    assert "Prov.6.6" not in refs_of(library, held.ids)  # a held-out topic never joins by name


# ------------------------------------------------------------------- the topics' Portuguese names


def test_a_portuguese_query_finds_its_topic_through_its_portuguese_name(library, embedder, index):
    q = embedder.embed_queries(["preguiça"])[0]  # "laziness" in the app's names
    arm = arm_for(library, index)
    hits = arm.search(q, 10)
    laziness = index.names.index("laziness")
    assert hits.topics[0][0] == laziness and index.local_name(laziness) == "preguiça"
    assert refs_of(library, hits.ids[:2]) == ["Prov.6.6", "Prov.6.9"]
    assert hits.nearest == pytest.approx(1.0, abs=1e-3)
    english = arm.search(q, 10, params=topical.TopicParams(names="en"))  # OpenBible's names alone
    assert english.nearest < 0.5 and not (english.topics and english.topics[0][0] == laziness)


def test_a_topic_is_as_near_as_the_better_of_its_two_names(library, embedder, index):
    q = embedder.embed_queries(["medo do amanhã"])[0]
    both, en, pt = (index.cosines(q, names) for names in ("both", "en", "pt"))
    assert np.allclose(both, np.maximum(en, pt)) and not np.allclose(en, pt)
    obadiah = index.names.index("obadiah")  # no Portuguese name: its English one stands in both layers
    assert index.local_name(obadiah) == "obadiah"
    by_name = embedder.embed_queries(["obadiah"])[0]
    assert index.cosines(by_name, "pt")[obadiah] == pytest.approx(1.0, abs=1e-3)


def test_a_held_out_topic_is_held_out_in_both_languages(library, embedder, index):
    mask = np.array([name != "laziness" for name in index.names])
    for query in ("laziness", "preguiça"):
        hits = arm_for(library, index, mask=mask).search(embedder.embed_queries([query])[0], 10)
        assert not {"Prov.6.6", "Prov.6.9"} & set(refs_of(library, hits.ids))


def test_the_index_has_a_layer_per_language_and_new_names_rebuild_it(
    library, data, embedder, index_dir, index
):
    manifest = topic_index.read_manifest(topic_index.index_files(index_dir)[2])
    assert manifest.languages == ["en", "pt"] and index.local_matrix is not None
    assert np.load(topic_index.index_files(index_dir)[0]).shape == (2, len(index.names), embedder.dim)
    fixture.write_names(data, [("laziness", "indolência")])
    openbible.load(library, data)
    assert topic_index.topic_index_status(index_dir, library, embedder) == "outdated"
    topic_index.build_topic_index(library, embedder, index_dir)
    rebuilt = topical.TopicIndex.load(index_dir, library, embedder)
    assert rebuilt.local_name(rebuilt.names.index("laziness")) == "indolência"
    assert rebuilt.local_name(rebuilt.names.index("fear")) == "fear"


def test_without_portuguese_names_the_index_has_the_english_layer_only(library, embedder, tmp_path):
    data = fixture.write(tmp_path / "bare", names=None)
    openbible.load(library, data)
    topic_index.build_topic_index(library, embedder, tmp_path / "idx")
    index = topical.TopicIndex.load(tmp_path / "idx", library, embedder)
    assert index.local_matrix is None and index.local_name(0) == index.names[0]
    q = embedder.embed_queries(["preguiça"])[0]
    assert np.allclose(index.cosines(q, "both"), index.cosines(q, "en"))
