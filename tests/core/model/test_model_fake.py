"""FakeEmbedder: deterministic, unit-length, and word overlap shows up as cosine."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from app.core.errors import Cancelled
from app.core.model import FakeEmbedder, TextEmbedder
from app.core.model.fake import fold


def test_deterministic_across_instances_and_processes():
    texts = ["Não temas, porque eu sou contigo", "The Lord is my shepherd"]
    a = FakeEmbedder().embed_passages(texts)
    b = FakeEmbedder().embed_passages(texts)
    np.testing.assert_array_equal(a, b)
    code = (
        "from app.core.model.fake import FakeEmbedder; import sys; "
        "v = FakeEmbedder().embed_passages(['Não temas, porque eu sou contigo'])[0]; "
        "sys.stdout.write(v.tobytes().hex())"
    )
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert bytes.fromhex(other) == a[0].tobytes()  # no dependence on PYTHONHASHSEED


def test_shape_dtype_unit_norm_and_empty():
    emb = FakeEmbedder(dim=64)
    out = emb.embed_passages(["a b c", "", "!!!", "luz"])
    assert out.shape == (4, 64) and out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    assert emb.embed_queries([]).shape == (0, 64)
    with pytest.raises(TypeError):
        emb.embed_queries("texto")


def test_shared_words_score_higher_and_accents_fold():
    emb = FakeEmbedder()
    q = emb.embed_queries(["nao temas"])[0]
    p = emb.embed_passages(["Não temas, porque eu sou contigo", "No princípio era a Palavra"])
    assert p[0] @ q > p[1] @ q + 0.2
    assert fold("Não TEMAS, Ação") == "nao temas, acao"
    np.testing.assert_array_equal(emb.embed_queries(["NÃO"]), emb.embed_queries(["nao"]))


def test_progress_cancel_and_protocol():
    emb = FakeEmbedder()
    calls = []
    emb.embed_passages(["a"] * 5, batch_size=2, progress=lambda d, t, m: calls.append((d, t)))
    assert calls[-1] == (5, 5)
    with pytest.raises(Cancelled):
        emb.embed_passages(["a"] * 5, cancelled=lambda: True)
    assert isinstance(emb.model_id, str) and emb.model_id != FakeEmbedder(dim=16).model_id

    def takes(e: TextEmbedder) -> int:
        return e.dim

    assert takes(emb) == 384
