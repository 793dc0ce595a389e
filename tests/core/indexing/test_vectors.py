from __future__ import annotations

import json

import numpy as np
import pytest

from app.core.errors import Cancelled, IndexMissing, IndexOutdated
from app.core.indexing import vectors
from app.core.library.reading import Filters
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from app.core.retrieval.vector import VectorIndex
from tests.fixtures.tiny_corpus import PT


@pytest.fixture
def embedder():
    return FakeEmbedder()


@pytest.fixture
def index_dir(tmp_path):
    return tmp_path / "indexes"


def test_build_then_load_and_search(library, embedder, index_dir):
    report = vectors.build_index(library, "tpt", embedder, index_dir)
    assert report.rows == len(PT) and not report.skipped
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "ready"
    index = VectorIndex.load(index_dir, library, "tpt", embedder)
    assert index.matrix.shape == (len(PT), embedder.dim) and index.matrix.dtype == np.float32
    q = embedder.embed_queries(["Melquisedeque rei de Salém"])[0]
    ids, scores = index.search(q, 3)
    assert len(ids) == 3 and list(scores) == sorted(scores, reverse=True)
    assert library.verses_by_ids([ids[0]])[0].book in {"Gen", "Heb"}


def test_rows_embed_the_context_window(library, embedder, index_dir):
    vectors.build_index(library, "tpt", embedder, index_dir, window=1)
    matrix = np.load(index_dir / "tpt.npy")
    texts = dict(library.iter_context_texts("tpt", 1))
    v = library.verse("tpt", "Matt", 5, 44)
    window, verse = embedder.embed_passages([texts[v.ord], v.text])
    expected = (window + verse) / 2  # two views of the verse, not renormalised
    assert np.allclose(matrix[v.ord].astype(np.float32), expected, atol=2e-3)


def test_second_build_is_skipped(library, embedder, index_dir):
    vectors.build_index(library, "tpt", embedder, index_dir)
    assert vectors.build_index(library, "tpt", embedder, index_dir).skipped


def test_filters_restrict_rows_before_top_k(library, embedder, index_dir):
    vectors.build_index(library, "tpt", embedder, index_dir)
    index = VectorIndex.load(index_dir, library, "tpt", embedder)
    q = embedder.embed_queries(["Deus"])[0]
    nt = Filters.testament("NT")
    ids, _ = index.search(q, 5, nt)
    assert len(ids) == 5
    assert all(v.book in {"Matt", "John", "1Cor", "Heb", "Jude"} for v in library.verses_by_ids(list(ids)))
    everything, _ = index.search(q, 1000)
    assert len(everything) == len(PT)


def test_missing_and_outdated_indexes_are_refused(library, embedder, index_dir):
    with pytest.raises(IndexMissing):
        VectorIndex.load(index_dir, library, "tpt", embedder)
    vectors.build_index(library, "tpt", embedder, index_dir)
    other = FakeEmbedder(dim=256)
    assert other.model_id != embedder.model_id
    assert vectors.index_status(index_dir, library, "tpt", other) == "outdated"
    with pytest.raises(IndexOutdated):
        VectorIndex.load(index_dir, library, "tpt", other)
    # A rebuild for the new model replaces it.
    assert not vectors.build_index(library, "tpt", other, index_dir).skipped
    assert vectors.index_status(index_dir, library, "tpt", other) == "ready"


def test_changed_text_makes_the_index_outdated(library, embedder, index_dir):
    from tests.fixtures.tiny_corpus import tiny_pt

    vectors.build_index(library, "tpt", embedder, index_dir)
    changed = tiny_pt()
    changed.verses[0].text = "Outro texto."
    add_translation(library, changed, replace=True)
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "outdated"


def test_corrupted_matrix_fails_checksum(library, embedder, index_dir):
    vectors.build_index(library, "tpt", embedder, index_dir)
    path = index_dir / "tpt.npy"
    data = bytearray(path.read_bytes())
    data[-10] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(IndexOutdated, match="checksum"):
        VectorIndex.load(index_dir, library, "tpt", embedder)


class CountingEmbedder(FakeEmbedder):
    """Counts the texts it embeds, to tell which pass a build ran."""

    def __init__(self):
        super().__init__()
        self.embedded: list[str] = []

    def embed_passages(self, texts, *args, **kwargs):
        self.embedded.extend(texts)
        return super().embed_passages(texts, *args, **kwargs)


def test_cancel_in_the_first_pass_then_resume(library, embedder, index_dir, monkeypatch):
    monkeypatch.setattr(vectors, "CHUNK_ROWS", 5)
    calls = {"n": 0}

    def cancel_after_two_chunks():  # polled once per chunk and once per embedding call
        calls["n"] += 1
        return calls["n"] > 4

    with pytest.raises(Cancelled):
        vectors.build_index(library, "tpt", embedder, index_dir, cancelled=cancel_after_two_chunks)
    assert not (index_dir / "tpt.npy").exists()  # nothing half-built is visible
    assert len(list((index_dir / "tpt.partial").glob("verses-*.npy"))) >= 1
    (index_dir / "tpt.partial" / "seconds").write_text("600.0")  # as if the first run took 10 minutes
    reports = []
    report = vectors.build_index(
        library, "tpt", embedder, index_dir, progress=lambda done, total, msg="": reports.append((done, msg))
    )
    assert report.resumed_rows >= 5 and report.rows == len(PT) and report.window == vectors.CONTEXT_WINDOW
    # kept chunks are reported at once, then the work done now
    assert reports[0] == (report.resumed_rows, vectors.STAGE_VERSES)
    assert report.seconds >= 600 and vectors.read_manifest(index_dir / "tpt.json").seconds >= 600
    assert not (index_dir / "tpt.partial").exists()
    # The resumed index equals a clean build.
    resumed = np.load(index_dir / "tpt.npy")
    clean_dir = index_dir.parent / "clean"
    vectors.build_index(library, "tpt", embedder, clean_dir)
    assert np.array_equal(resumed, np.load(clean_dir / "tpt.npy"))


def test_the_first_pass_is_searchable_before_the_second_starts(library, embedder, index_dir):
    seen = []

    def progress(done, total, stage=""):
        if stage == vectors.STAGE_CONTEXT and not seen:
            seen.append(vectors.index_status(index_dir, library, "tpt", embedder))
            index = VectorIndex.load(index_dir, library, "tpt", embedder)
            seen.append(index.manifest.layout)
            verse = library.verse("tpt", "Matt", 5, 44)
            (own,) = embedder.embed_passages([verse.text])
            seen.append(np.allclose(index.matrix[verse.ord], own, atol=2e-3))  # the isolated verse alone

    vectors.build_index(library, "tpt", embedder, index_dir, progress=progress)
    assert seen == ["usable", f"v{vectors.FORMAT_VERSION}-w0", True]
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "ready"
    assert VectorIndex.load(index_dir, library, "tpt", embedder).manifest.layout == (
        f"v{vectors.FORMAT_VERSION}-w{vectors.CONTEXT_WINDOW}"
    )


def test_a_first_pass_only_build_is_refined_later_without_embedding_the_verses_again(library, index_dir):
    embedder = CountingEmbedder()
    first = vectors.build_index(library, "tpt", embedder, index_dir, refine=False)
    assert first.window == 0 and not first.skipped
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "usable"
    assert len(embedder.embedded) == len(PT)
    assert vectors.build_index(library, "tpt", embedder, index_dir, refine=False).skipped
    embedder.embedded.clear()
    report = vectors.build_index(library, "tpt", embedder, index_dir)
    assert report.window == vectors.CONTEXT_WINDOW and report.resumed_rows == len(PT)
    windows = [t for _, t in library.iter_context_texts("tpt", vectors.CONTEXT_WINDOW)]
    assert embedder.embedded == windows  # only the context pass ran
    clean_dir = index_dir.parent / "clean"
    vectors.build_index(library, "tpt", FakeEmbedder(), clean_dir)
    assert np.array_equal(np.load(index_dir / "tpt.npy"), np.load(clean_dir / "tpt.npy"))


def test_cancel_in_the_second_pass_leaves_the_first_usable(library, embedder, index_dir, monkeypatch):
    monkeypatch.setattr(vectors, "CHUNK_ROWS", 5)
    stage = {"now": ""}

    def cancel_in_context_pass():
        return stage["now"] == vectors.STAGE_CONTEXT

    def progress(done, total, message=""):
        stage["now"] = message

    with pytest.raises(Cancelled):
        vectors.build_index(
            library, "tpt", embedder, index_dir, progress=progress, cancelled=cancel_in_context_pass
        )
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "usable"
    VectorIndex.load(index_dir, library, "tpt", embedder)  # searchable meanwhile
    report = vectors.build_index(library, "tpt", embedder, index_dir)
    assert report.resumed_rows == len(PT)
    assert vectors.index_status(index_dir, library, "tpt", embedder) == "ready"


def test_stale_partial_chunks_are_discarded(library, embedder, index_dir, monkeypatch):
    monkeypatch.setattr(vectors, "CHUNK_ROWS", 5)
    with pytest.raises(Cancelled):
        vectors.build_index(library, "tpt", embedder, index_dir, cancelled=iter([False, True]).__next__)
    other = FakeEmbedder(dim=128)
    report = vectors.build_index(library, "tpt", other, index_dir)
    assert report.resumed_rows == 0
    manifest = json.loads((index_dir / "tpt.json").read_text())
    assert manifest["model_id"] == other.model_id


def test_more_like_this_leaves_out_the_verse_and_its_neighbours(library, embedder, index_dir):
    vectors.build_index(library, "tpt", embedder, index_dir)
    index = VectorIndex.load(index_dir, library, "tpt", embedder)
    heb = library.verse("tpt", "Heb", 7, 1)
    ids, scores = index.similar(heb.ord, 3)
    found = [v.osis for v in library.verses_by_ids(list(ids))]
    assert found[0] == "Gen.14.18"  # the other Melchizedek verse
    assert "Heb.7.1" not in found and list(scores) == sorted(scores, reverse=True)
    john = library.verse("tpt", "John", 3, 17)
    near = [v.osis for v in library.verses_by_ids(list(index.similar(john.ord, 30)[0]))]
    assert not {"John.3.16", "John.3.17", "John.3.18"} & set(near)  # its window shares their text
    assert len(near) == len(PT) - 3
    assert index.similar(-1, 5)[0].size == 0 and index.similar(heb.ord, 0)[0].size == 0


def test_retriever_more_like_this_needs_a_meaning_index(library, embedder, index_dir):
    from app.core.retrieval.bible import Retriever

    heb = library.verse("tpt", "Heb", 7, 1)
    assert Retriever(library, embedder, index_dir).similar(heb) == []
    vectors.build_index(library, "tpt", embedder, index_dir)
    similar = Retriever(library, embedder, index_dir).similar(heb, 2)
    assert [like.verse.osis for like in similar][0] == "Gen.14.18" and len(similar) == 2


def test_a_published_first_pass_without_its_chunks_is_not_embedded_again(library, index_dir):
    """An installer's index, or one whose `.partial` folder went: the second pass starts from the published
    rows (it re-embedded every verse for 7 minutes before)."""
    import shutil

    embedder = CountingEmbedder()
    vectors.build_index(library, "tpt", embedder, index_dir, refine=False)
    shutil.rmtree(index_dir / "tpt.partial")
    embedder.embedded.clear()
    report = vectors.build_index(library, "tpt", embedder, index_dir)
    windows = [t for _, t in library.iter_context_texts("tpt", vectors.CONTEXT_WINDOW)]
    assert embedder.embedded == windows  # only the context pass ran
    assert report.resumed_rows == len(PT) and report.window == vectors.CONTEXT_WINDOW
    clean_dir = index_dir.parent / "clean"
    vectors.build_index(library, "tpt", FakeEmbedder(), clean_dir)
    # the verses' rows were stored as float16: the same index but for that rounding
    assert np.allclose(np.load(index_dir / "tpt.npy"), np.load(clean_dir / "tpt.npy"), atol=2e-3)


def test_progress_counts_the_whole_build_so_time_left_is_steady(library, embedder, index_dir, monkeypatch):
    """One count over both passes — a window weighs CONTEXT_COST verses — never going back, so a UI's one
    `Remaining` gives a steady time left (it read "98 %, under a minute" then "0 %, 6445 min")."""
    monkeypatch.setattr(vectors, "CHUNK_ROWS", 5)
    seen: list[tuple[int, int, str]] = []
    record = lambda d, t, s="": seen.append((d, t, s))  # noqa: E731
    vectors.build_index(library, "tpt", embedder, index_dir, progress=record)
    rows = len(PT)
    total = rows * (1 + vectors.CONTEXT_COST)
    assert {t for _, t, _ in seen} == {total}
    done = [d for d, _, _ in seen]
    assert done == sorted(done) and done[-1] == total
    first = [d for d, _, s in seen if s == vectors.STAGE_VERSES]
    assert max(first) == rows and min(d for d, _, s in seen if s == vectors.STAGE_CONTEXT) == rows
    seen.clear()
    vectors.build_index(library, "tpt", embedder, index_dir.parent / "first", refine=False, progress=record)
    assert {t for _, t, _ in seen} == {rows} and seen[-1][0] == rows  # the first pass alone: its own count
