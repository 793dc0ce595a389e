"""A meaning index is verified on load, not only by its checksum: a file rewritten together with its
manifest, NaN rows or rows that are not embeddings are refused (`IndexDamaged`), search falls back to words
and says so, and the next build replaces the damaged index."""

from __future__ import annotations

import json
from dataclasses import asdict

import numpy as np
import pytest

from app.core import files
from app.core.errors import IndexDamaged
from app.core.indexing import vectors
from app.core.model.fake import FakeEmbedder
from app.core.retrieval.bible import Retriever
from app.core.retrieval.vector import VectorIndex


@pytest.fixture
def embedder():
    return FakeEmbedder()


@pytest.fixture
def built(library, embedder, tmp_path):
    directory = tmp_path / "indexes"
    vectors.build_index(library, "tpt", embedder, directory)
    return directory


def _rewrite(directory, matrix: np.ndarray | None = None, raw: bytes | None = None) -> None:
    """Replace the index file and give its manifest the new checksum, as a careless tool would."""
    npy, man = directory / "tpt.npy", directory / "tpt.json"
    if raw is not None:
        npy.write_bytes(raw)
    else:
        np.save(npy, matrix, allow_pickle=False)
    manifest = vectors.read_manifest(man)
    man.write_text(json.dumps({**asdict(manifest), "sha256": files.sha256_file(npy)}), encoding="utf-8")


def _good(directory) -> np.ndarray:
    return np.load(directory / "tpt.npy")


@pytest.mark.parametrize(
    "damage",
    [
        "garbage",  # not an .npy at all
        "nan",  # the right shape and type, every value NaN
        "zeros",  # rows that are no embedding
        "noise",  # values far from unit length
        "float64",  # another type than the manifest says
        "shape",  # rows missing
    ],
)
def test_a_damaged_index_with_a_matching_checksum_is_refused(library, embedder, built, damage):
    good = _good(built)
    if damage == "garbage":
        _rewrite(built, raw=b"\x93NUMPY garbage" * 1000)
    elif damage == "nan":
        _rewrite(built, np.full_like(good, np.nan))
    elif damage == "zeros":
        _rewrite(built, np.zeros_like(good))
    elif damage == "noise":
        _rewrite(built, (np.random.default_rng(1).standard_normal(good.shape) * 30).astype(good.dtype))
    elif damage == "float64":
        _rewrite(built, good.astype(np.float64))
    else:
        _rewrite(built, good[:-2])
    with pytest.raises(IndexDamaged):
        VectorIndex.load(built, library, "tpt", embedder)
    state, _ = vectors.index_health(built, library, "tpt")
    assert state == "damaged"


def test_hybrid_search_falls_back_to_words_and_says_so(library, embedder, built):
    _rewrite(built, np.full_like(_good(built), np.nan))
    retriever = Retriever(library, embedder, built)
    response = retriever.search("amor inimigos", "tpt", mode="hybrid")
    assert "meaning_search_unavailable" in response.notices
    assert response.hits and all("vector" not in hit.arms for hit in response.hits)


def test_the_next_build_replaces_a_damaged_index(library, embedder, built):
    good = _good(built)
    _rewrite(built, np.zeros_like(good))
    report = vectors.build_index(library, "tpt", embedder, built)
    assert not report.skipped
    np.testing.assert_array_equal(_good(built), good)  # whole again: the rows of the first build
    VectorIndex.load(built, library, "tpt", embedder)  # and loads


def test_a_good_index_is_healthy(library, built):
    assert vectors.index_health(built, library, "tpt")[0] == "ok"
    assert vectors.index_health(built, library, "tpt", verify=False)[0] == "ok"
    assert vectors.index_health(built, library, "ten")[0] == "missing"
