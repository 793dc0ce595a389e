"""The hand-built ONNX BERT against a pure-numpy forward pass, on a tiny random model."""

from __future__ import annotations

import hashlib

import numpy as np
import onnxruntime as ort
import pytest

from app.core.model.embedder import mean_pool_normalize
from app.core.model.graph import as_q4, build_bert_graph


def _session(model) -> ort.InferenceSession:
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])


def _batch(vocab: int, lengths: list[int], seed: int = 5) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    width = max(lengths)
    ids = np.full((len(lengths), width), 1, dtype=np.int64)
    mask = np.zeros((len(lengths), width), dtype=np.int64)
    for r, n in enumerate(lengths):
        ids[r, :n] = rng.integers(4, vocab, n)
        ids[r, 0], ids[r, n - 1] = 0, 2
        mask[r, :n] = 1
    return ids, mask


@pytest.mark.parametrize("weight_format", ["float32", "q4"])
def test_graph_matches_numpy_reference(tiny_weights, reference_forward, weight_format):
    weights = tiny_weights
    if weight_format == "q4":  # the oracle then uses the dequantized Q4 weights
        weights = type(tiny_weights)(**{**tiny_weights.__dict__})
        weights.word = as_q4(tiny_weights.word)
        weights.layers = [
            type(ly)(**{k: (as_q4(v) if k.endswith("_w") and not k.endswith("ln_w") else v)
                        for k, v in ly.__dict__.items()})
            for ly in tiny_weights.layers
        ]  # fmt: skip
    session = _session(build_bert_graph(weights, weight_format=weight_format))
    ids, mask = _batch(weights.word.shape[0], [9, 3, 17, 17])
    hidden, pooled = session.run(
        ["last_hidden_state", "sentence_embedding"], {"input_ids": ids, "attention_mask": mask}
    )
    expected = reference_forward(weights, ids, mask)
    assert hidden.shape == (4, 17, 32) and hidden.dtype == np.float32
    real = mask.astype(bool)
    assert np.abs(hidden[real] - expected[real]).max() < 1e-4
    np.testing.assert_allclose(pooled, mean_pool_normalize(expected, mask), atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(pooled, axis=1), 1.0, atol=1e-6)


def test_padding_does_not_change_real_positions(tiny_weights):
    session = _session(build_bert_graph(tiny_weights))
    ids, mask = _batch(tiny_weights.word.shape[0], [6, 20])
    both = session.run(["sentence_embedding"], {"input_ids": ids, "attention_mask": mask})[0]
    alone = session.run(["sentence_embedding"], {"input_ids": ids[:1, :6], "attention_mask": mask[:1, :6]})[0]
    assert np.abs(both[0] - alone[0]).max() < 1e-6


@pytest.mark.parametrize("weight_format", ["float32", "q4"])
def test_build_is_deterministic(tiny_weights, weight_format):
    one = build_bert_graph(tiny_weights, weight_format=weight_format).SerializeToString()
    two = build_bert_graph(tiny_weights, weight_format=weight_format).SerializeToString()
    assert hashlib.sha256(one).digest() == hashlib.sha256(two).digest()


def test_graph_interface(tiny_weights):
    session = _session(build_bert_graph(tiny_weights))
    assert [(i.name, i.type) for i in session.get_inputs()] == [
        ("input_ids", "tensor(int64)"),
        ("attention_mask", "tensor(int64)"),
    ]
    outputs = {o.name: o.shape for o in session.get_outputs()}
    assert outputs["last_hidden_state"][2] == 32 and outputs["sentence_embedding"][1] == 32


def test_unknown_weight_format(tiny_weights):
    with pytest.raises(ValueError):
        build_bert_graph(tiny_weights, weight_format="int3")
