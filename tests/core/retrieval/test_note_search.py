"""Search over the user's notes: keyword and meaning arms, fusion, the embedding cache, budgets, filters."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import numpy as np
import pytest

from app.core.errors import Cancelled
from app.core.library.reading import Filters
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import keyword
from app.core.retrieval.note_search import (
    RRF_K,
    DocumentCache,
    NotesIndex,
    document_text,
    match_spans,
    note_documents,
    similarity_floor,
)
from app.core.userdata import UserData


class CountingEmbedder(FakeEmbedder):
    """The FakeEmbedder, counting the passages it embeds."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded: list[str] = []

    def embed_passages(self, texts, batch_size=32, progress=None, cancelled=None):
        self.embedded.extend(texts)
        return super().embed_passages(texts)


@pytest.fixture
def ud(tmp_path: Path):
    with UserData.open(tmp_path / "u" / "userdata.sqlite3", synchronous="OFF") as data:
        yield data


@pytest.fixture
def notes(ud):
    ids = {
        "mercy": ud.add_note("Lam", 3, 22, "A **misericórdia** de Deus se renova cada manhã."),
        "forgive": ud.add_note(
            "Matt", 6, 14, "Preciso *perdoar* meu irmão.\n\n- orar por ele\n- ligar amanhã"
        ),
        "shepherd": ud.add_note("Ps", 23, 1, "O bom pastor cuida das ovelhas.", title="Pastor"),
        "melchi": ud.add_note("Heb", 7, 1, "Melquisedeque: rei de Salém e sacerdote.", 7, 3),
    }
    return {k: n.id for k, n in ids.items()}


def build(ud, tmp_path, embedder=None, language="pt") -> NotesIndex:
    index = NotesIndex(tmp_path / "cache", embedder, language)
    index.update(note_documents(ud.all_notes()))
    return index


def test_document_text_is_what_iter_note_documents_yields(ud, notes):
    ud.add_note("John", 3, 16, "Lista:\n1. um\n2. *dois*\n\n\\*literal\\*", title="Título <b>")
    expected = {i: (ref, text) for i, ref, text in ud.iter_note_documents()}
    docs = note_documents(ud.all_notes())
    assert {d.id: (d.reference, d.text) for d in docs} == expected
    assert all(document_text(n) == expected[n.id][1] for n in ud.all_notes())


def test_keyword_finds_a_note_by_a_word_and_its_inflections(ud, notes, tmp_path):
    index = build(ud, tmp_path)  # no embedder: keyword only
    res = index.search("perdão")
    assert [h.note_id for h in res.hits] == [notes["forgive"]]
    assert res.hits[0].why == "keyword" and res.hits[0].arms["keyword"].rank == 1
    assert "meaning_search_unavailable" in res.notices
    assert [h.note_id for h in index.search("pastores").hits] == [notes["shepherd"]]  # the title counts
    assert index.search("xyzzy").hits == []


def test_phrase_and_prefix_queries_are_exact(ud, notes, tmp_path):
    index = build(ud, tmp_path, FakeEmbedder())
    res = index.search('"cada manhã"')
    assert res.route == "phrase" and [h.note_id for h in res.hits] == [notes["mercy"]]
    assert [h.note_id for h in index.search("melqui*").hits] == [notes["melchi"]]
    assert index.search('"manhã cada"').hits == []


def test_meaning_finds_a_note_by_a_related_word(ud, notes, tmp_path):
    index = build(ud, tmp_path, FakeEmbedder())
    # "misericordioso" and "misericórdia" have different stems: only the meaning arm can find it
    assert build(ud, tmp_path).search("misericordioso").hits == []
    res = index.search("misericordioso")
    assert res.hits and res.hits[0].note_id == notes["mercy"]
    assert res.hits[0].why == "vector" and res.hits[0].similarity >= similarity_floor("fake-hash")
    assert notes["shepherd"] not in [h.note_id for h in res.hits]  # below the floor: not a match


def test_fusion_uses_the_bible_constants_and_reports_both_arms(ud, notes, tmp_path):
    index = build(ud, tmp_path, FakeEmbedder())
    res = index.search("misericórdia de Deus")
    top = res.hits[0]
    assert top.note_id == notes["mercy"] and top.why == "both"
    k = RRF_K
    assert top.score == pytest.approx(1 / (k + top.arms["keyword"].rank) + 1 / (k + top.arms["vector"].rank))
    # the keyword-only quota of the Bible search applies when the meaning arm found something
    plain = index.search("misericórdia de Deus", max_keyword_only=None)
    assert len(plain.hits) >= len(res.hits)


def test_only_new_or_changed_notes_are_embedded_and_the_cache_is_reused(ud, notes, tmp_path):
    emb = CountingEmbedder()
    cache = DocumentCache()
    index = NotesIndex(tmp_path / "cache", emb)
    first = index.update(cache.documents(ud.all_notes()))
    assert first.embedded == 4 and len(emb.embedded) == 4
    assert index.update(cache.documents(ud.all_notes())).embedded == 0
    ud.update_note(notes["shepherd"], text="O Senhor é o meu pastor; nada me faltará.")
    new = ud.add_note("Gen", 1, 1, "No princípio.")
    emb.embedded.clear()
    report = index.update(cache.documents(ud.all_notes()))
    assert report.embedded == 2 and report.reused == 3
    assert sorted(emb.embedded) == sorted(
        ["Pastor\nO Senhor é o meu pastor; nada me faltará.", "No princípio."]
    )
    ud.delete_note(notes["melchi"])
    assert index.update(cache.documents(ud.all_notes())).removed == 1
    assert notes["melchi"] not in [h.note_id for h in index.search("Melquisedeque").hits]
    # a new index (the next start of the app) reads the cache file: nothing to embed
    files = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert files == ["fake-hash-v1-384.json", "fake-hash-v1-384.npy"]
    emb2 = CountingEmbedder()
    again = NotesIndex(tmp_path / "cache", emb2)
    assert again.update(note_documents(ud.all_notes())).embedded == 0 and emb2.embedded == []
    assert again.search("princípio").hits[0].note_id == new.id


def test_a_torn_or_foreign_cache_is_rebuilt_not_trusted(ud, notes, tmp_path):
    build(ud, tmp_path, FakeEmbedder())
    npy = tmp_path / "cache" / "fake-hash-v1-384.npy"
    matrix = np.load(npy)
    np.save(npy, np.zeros_like(matrix))  # the .npy no longer matches the JSON's checksum
    emb = CountingEmbedder()
    assert NotesIndex(tmp_path / "cache", emb).update(note_documents(ud.all_notes())).embedded == 4
    meta = tmp_path / "cache" / "fake-hash-v1-384.json"
    meta.write_text("{not json")
    assert (
        NotesIndex(tmp_path / "cache", CountingEmbedder()).update(note_documents(ud.all_notes())).embedded
        == 4
    )
    data = json.loads(meta.read_text())
    assert data["rows"] == 4 and data["model_id"] == "fake-hash-v1-384" and len(data["notes"]) == 4


def test_same_time_stamp_but_another_text_is_embedded_again(ud, notes, tmp_path):
    emb = CountingEmbedder()
    index = NotesIndex(tmp_path / "cache", emb)
    docs = note_documents(ud.all_notes())
    index.update(docs)
    from dataclasses import replace

    changed = [replace(d, text=d.text + " mais", digest="") if d.id == notes["mercy"] else d for d in docs]
    assert index.update(changed).embedded == 1


def test_a_budget_embeds_in_steps_and_cancelling_keeps_what_was_done(ud, tmp_path):
    for i in range(40):
        ud.add_note("Ps", 119, i + 1, f"Nota número {i} sobre a lei do Senhor.")
    docs = note_documents(ud.all_notes())
    index = NotesIndex(tmp_path / "cache", FakeEmbedder())
    report = index.update(docs, embed_budget=10)
    assert (report.embedded, report.pending) == (10, 30)
    res = index.search("lei do Senhor")
    assert res.pending == 30 and "notes_being_prepared" in res.notices
    calls = {"n": 0}

    def cancel_after_one_batch() -> bool:
        calls["n"] += 1
        return calls["n"] > 1

    with pytest.raises(Cancelled):
        index.update(docs, cancelled=cancel_after_one_batch)
    assert index.pending == 30 - 16  # one batch of 16 was kept
    fresh = NotesIndex(tmp_path / "cache", FakeEmbedder())  # and saved
    assert fresh.update(docs, embed_budget=0).pending == 14
    assert index.update(docs).pending == 0


def test_filters_restrict_both_arms(ud, notes, tmp_path):
    index = build(ud, tmp_path, FakeEmbedder())
    nt = Filters.testament("NT")
    found = {h.note_id for h in index.search("Deus Senhor pastor Melquisedeque perdoar", filters=nt).hits}
    assert found and found <= {notes["forgive"], notes["melchi"]}
    assert index.search("pastor", filters=nt).hits == []


def test_paging_and_totals(ud, tmp_path):
    for i in range(12):
        ud.add_note("Prov", 6, i + 1, f"formiga {i}")
    index = build(ud, tmp_path)
    first = index.search("formiga", limit=5)
    second = index.search("formiga", limit=5, offset=5)
    assert first.total == 12 and len(first.hits) == 5 and len(second.hits) == 5
    assert not {h.note_id for h in first.hits} & {h.note_id for h in second.hits}


HOSTILE = ["NOT", "NEAR(a b", "a AND", "pastor OR", "ovelhas)", "col:sal", "^pão", '"cálice', "luz " * 2000]


@pytest.mark.parametrize("query", HOSTILE)
def test_user_text_is_found_in_the_note_that_holds_it(ud, notes, tmp_path, query, caplog):
    """FTS5 syntax typed in the box is text: the note that holds it is found, and the query never fails (a
    failure would be logged and answered with nothing)."""
    holder = ud.add_note("Ps", 119, 105, f"Anotei isto: {query}")
    index = build(ud, tmp_path)  # keyword only: the words must do it
    with caplog.at_level(logging.WARNING, logger=keyword.__name__):
        found = [h.note_id for h in index.search(query).hits]
    assert "keyword query failed" not in caplog.text
    assert holder.id in found


@pytest.mark.parametrize("query", ['"', "*", "()", "^", "x" * 5000])
def test_user_text_without_words_finds_nothing_and_never_fails(ud, notes, tmp_path, query, caplog):
    ud.add_note("Ps", 119, 105, f"Anotei isto: {query}")
    index = build(ud, tmp_path, FakeEmbedder())
    with caplog.at_level(logging.WARNING, logger=keyword.__name__):
        response = index.search(query, mode="keyword")
    assert "keyword query failed" not in caplog.text
    assert response.hits == []


def test_english_analyzer_and_language_switch(ud, tmp_path):
    ud.add_note("Matt", 6, 34, "Worrying about tomorrow steals today.")
    index = build(ud, tmp_path, language="en")
    assert index.search("worried").hits  # porter: worri
    index.set_language("pt")
    index.update(note_documents(ud.all_notes()))
    assert index.search("tomorrow").hits


def test_match_spans_highlight_stems_and_phrases():
    text = "Preciso perdoar meu irmão; o perdão liberta."
    spans = match_spans(text, "perdão", "pt")
    assert [text[s:e] for s, e in spans] == ["perdoar", "perdão"]
    assert [text[s:e] for s, e in match_spans(text, '"meu irmão"', "pt")] == ["meu", "irmão"]
    assert [text[s:e] for s, e in match_spans(text, "perd*", "pt")] == ["perdoar", "perdão"]


def test_empty_index_and_empty_query(tmp_path):
    index = NotesIndex(tmp_path / "cache", FakeEmbedder())
    index.update([])
    assert index.search("nada").hits == [] and index.search("  ").hits == []


def test_bible_order_sorts_the_page_by_each_notes_passage(ud, notes, tmp_path):
    index = build(ud, tmp_path)
    query = "Melquisedeque perdoar misericórdia pastor"
    relevance = index.search(query)
    bible = index.search(query, order="bible")
    place = {n.id: n.passage.sort_key() for n in ud.all_notes()}
    assert len(relevance.hits) == 4
    assert [place[h.note_id] for h in relevance.hits] != sorted(place[h.note_id] for h in relevance.hits)
    assert [place[h.note_id] for h in bible.hits] == sorted(place[h.note_id] for h in relevance.hits)
    with pytest.raises(ValueError, match="unknown order"):
        index.search(query, order="alphabetical")


# ------------------------------------------------------------------ bookmarks; what a note's passage is about
def test_bookmarks_are_found_by_their_title_labels_and_folder(ud, notes, tmp_path):
    from app.core.retrieval.note_search import BOOKMARK, NOTE, bookmark_documents

    folder = ud.add_folder("Estudos de Romanos")
    hope = ud.add_label("esperança")
    marked = ud.add_bookmark("Rom", 5, 5, title="Promessa para os dias difíceis", labels=[hope.id],
                             folder_id=folder.id)  # fmt: skip
    index = NotesIndex(tmp_path / "cache", None, "pt")
    docs = note_documents(ud.all_notes()) + bookmark_documents(ud.list_bookmarks(), ud.list_labels(),
                                                               ud.list_folders())  # fmt: skip
    index.update(docs)
    for query in ("promessa", "esperança", "romanos"):
        hits = index.search(query).hits
        assert [(h.note_id, h.kind) for h in hits] == [(marked.id, BOOKMARK)], query
    assert index.search("perdoar").hits[0].kind == NOTE
    ud.update_label(hope.id, name="consolo")  # renaming a label changes what its bookmarks are found by
    index.update(note_documents(ud.all_notes()) + bookmark_documents(ud.list_bookmarks(), ud.list_labels(),
                                                                     ud.list_folders()))  # fmt: skip
    assert [h.note_id for h in index.search("consolo").hits] == [marked.id]
    assert not index.search("esperança").hits


class FixedTopics:
    """A topical source that says every query is about these places (book index, chapter, verse)."""

    def __init__(self, *verses):
        self.verses = list(verses)
        self.asked: list[str] = []

    def __call__(self, query_vector, query):
        self.asked.append(query)
        return self.verses


def test_a_note_is_found_by_what_its_passage_is_about(ud, notes, tmp_path):
    """A note on Philippians 4:6 about "preocupação" shares neither words nor an e5 neighbourhood with
    "ansiedade"; the readers' votes for the topics near "ansiedade" hold Philippians 4:6."""
    from app.core.scripture import canon

    worry = ud.add_note("Phil", 4, 6, "Levar cada preocupação a Deus em oração.").id
    ranged = ud.add_note("Matt", 6, 25, "Não andar ansioso pela vida.", 6, 34).id
    phil, matt = canon.book("Phil").index, canon.book("Matt").index
    topics = FixedTopics((phil, 4, 6), (matt, 6, 34), (phil, 4, 7))
    index = build(ud, tmp_path, FakeEmbedder())
    index.set_topics(topics)
    res = index.search("ansiedade")
    by_id = {h.note_id: h for h in res.hits}
    assert [h.note_id for h in res.hits][:2] == [worry, ranged]  # ranked by the best verse of their passage
    assert by_id[worry].why == "topic" and by_id[worry].arms["topic"].rank == 1
    assert by_id[ranged].arms["topic"].rank == 2  # Matthew 6:25-34 holds 6:34
    assert topics.asked == ["ansiedade"]
    old = Filters.testament("OT")
    assert worry not in {h.note_id for h in index.search("ansiedade", filters=old).hits}  # filters apply
    assert index.search("ansiedade", mode="keyword").hits == []  # only hybrid search asks the topics
    assert topics.asked == ["ansiedade", "ansiedade"]
    assert by_id[worry].topics == ()  # a plain list of places names no topic


def test_a_note_found_by_its_passage_names_the_topic(ud, notes, tmp_path):
    from app.core.retrieval.note_search import Places
    from app.core.scripture import canon

    worry = ud.add_note("Phil", 4, 6, "Levar cada preocupação a Deus em oração.").id
    phil = canon.book("Phil").index
    names = {(phil, 4, 6): ("anxiety", "worry"), (phil, 4, 7): ("peace",)}
    index = build(ud, tmp_path, FakeEmbedder())
    index.set_topics(lambda vector, query: Places([(phil, 4, 7), (phil, 4, 6)], names))
    hit = next(h for h in index.search("ansiedade").hits if h.note_id == worry)
    assert hit.topics == ("anxiety", "worry")  # its passage's best verse in the list, and that verse's topics
    found = {h.note_id: h.topics for h in index.search("ansiedade", mode="vector").hits}
    assert all(t == () for t in found.values())  # no topical arm, no topic named


def test_topic_votes_say_nothing_below_the_gate(library, tmp_path):
    from app.core.indexing import topics as topic_index
    from app.core.library import openbible
    from app.core.retrieval import topical
    from app.core.retrieval.note_search import TopicVotes
    from app.core.scripture import canon
    from tests.fixtures import openbible as fixture

    embedder = FakeEmbedder()
    openbible.load(library, fixture.write(tmp_path / "openbible"))
    topic_index.build_topic_index(library, embedder, tmp_path / "indexes")
    index = topical.TopicIndex.load(tmp_path / "indexes", library, embedder)
    arm = topical.TopicalArm(index, topical.TopicVerses.load(library, "tpt", index))
    query = embedder.embed_queries(["laziness"])[0]
    found = TopicVotes(arm, library, min_similarity=0.0)(query, "laziness")
    assert found[:2] == [(canon.book("Prov").index, 6, 6), (canon.book("Prov").index, 6, 9)]
    assert "laziness" in found.names[found[0]]  # the topics that brought each place, for the card
    assert TopicVotes(arm, library, min_similarity=1.01)(query, "laziness") == []
