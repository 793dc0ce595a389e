"""Runs a built e5 model directory (see convert.py) with onnxruntime + tokenizers: texts in, unit vectors out.

e5 wants "query: " before questions and "passage: " before the texts searched; vectors are the
attention-masked mean of the last hidden states, L2-normalised, so a dot product is the cosine. Passages are
embedded in batches of similar length (sorted by token count, padded only to the longest of their batch) and
returned in input order.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from app.core.errors import ModelUnavailable
from app.core.model.manifest import MODEL_FILE, TOKENIZER_FILE, Manifest, read_manifest, verify
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

DEFAULT_MAX_LENGTH = 256  # tokens, specials and prefix included; a verse with its neighbours fits comfortably
PAD_ID = 1  # XLM-R <pad>; its value never matters since padded positions are masked out


def default_threads() -> int:
    """Cores onnxruntime may use: all of them up to 4 (more gives little for a model this small)."""
    return max(1, min(4, os.cpu_count() or 1))


class Embedder:
    def __init__(
        self, model_dir: Path | str, threads: int | None = None, max_length: int = DEFAULT_MAX_LENGTH
    ):
        self.model_dir = Path(model_dir)
        self.manifest: Manifest = read_manifest(self.model_dir)
        self.dim = self.manifest.dim
        self.model_id = self.manifest.model_id
        self.max_length = max(8, min(int(max_length), self.manifest.max_length))
        self.threads = threads or default_threads()
        self._query_prefix = self.manifest.query_prefix
        self._passage_prefix = self.manifest.passage_prefix
        started = time.perf_counter()
        self._tokenizer = _load_tokenizer(self.model_dir / TOKENIZER_FILE, self.max_length)
        self._counter = None
        self._session = _load_session(self.model_dir / MODEL_FILE, self.threads)
        outputs = {o.name for o in self._session.get_outputs()}
        self._pooled = "sentence_embedding" in outputs
        if not self._pooled and "last_hidden_state" not in outputs:
            raise ModelUnavailable(f"{self.model_dir / MODEL_FILE} has no sentence_embedding output nor "
                                   "last_hidden_state")  # fmt: skip
        log.info(
            "loaded %s (%d threads) in %.2f s", self.model_id, self.threads, time.perf_counter() - started
        )

    # ------------------------------------------------------------------------------------------ public

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """`(n, dim)` float32 unit vectors for questions typed by the user."""
        return self._embed(_check_texts(texts), self._query_prefix, 32, no_progress, never)

    def embed_passages(
        self,
        texts: Sequence[str],
        batch_size: int = 32,
        progress: ProgressFn = no_progress,
        cancelled: CancelFn = never,
    ) -> np.ndarray:
        """`(n, dim)` float32 unit vectors for the texts searched; `progress(done, total, "")` per batch."""
        return self._embed(_check_texts(texts), self._passage_prefix, batch_size, progress, cancelled)

    def count_tokens(self, texts: Sequence[str], passage: bool = True) -> list[int]:
        """Tokens each text takes (prefix and specials included, before truncation at max_length)."""
        prefix = self._passage_prefix if passage else self._query_prefix
        if self._counter is None:  # a second instance, so the embedding tokenizer is never reconfigured
            self._counter = _load_tokenizer(self.model_dir / TOKENIZER_FILE, None)
        return [len(e.ids) for e in self._counter.encode_batch([prefix + t for t in _check_texts(texts)])]

    # ---------------------------------------------------------------------------------------- internals

    def _embed(
        self, texts: list[str], prefix: str, batch_size: int, progress: ProgressFn, cancelled: CancelFn
    ) -> np.ndarray:
        n = len(texts)
        out = np.empty((n, self.dim), dtype=np.float32)
        if n == 0:
            return out
        check_cancelled(cancelled)
        encodings = self._tokenizer.encode_batch([prefix + t for t in texts])
        ids = [e.ids for e in encodings]
        lengths = np.fromiter((len(x) for x in ids), dtype=np.int64, count=n)
        order = np.argsort(-lengths, kind="stable")  # longest first: the worst batch comes first
        batch_size = max(1, int(batch_size))
        done = 0
        progress(0, n, "")
        for start in range(0, n, batch_size):
            check_cancelled(cancelled)
            rows = order[start : start + batch_size]
            out[rows] = self._run([ids[i] for i in rows], int(lengths[rows].max()))
            done += len(rows)
            progress(done, n, "")
        return out

    def _run(self, batch: list[list[int]], width: int) -> np.ndarray:
        input_ids = np.full((len(batch), width), PAD_ID, dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for r, row in enumerate(batch):
            input_ids[r, : len(row)] = row
            mask[r, : len(row)] = 1
        feed = {"input_ids": input_ids, "attention_mask": mask}
        if self._pooled:
            return self._session.run(["sentence_embedding"], feed)[0]
        hidden = self._session.run(["last_hidden_state"], feed)[0]
        return mean_pool_normalize(hidden, mask)


def mean_pool_normalize(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    m = mask.astype(np.float32)[:, :, None]
    mean = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1.0)
    norms = np.linalg.norm(mean, axis=1, keepdims=True)
    return (mean / np.maximum(norms, 1e-12)).astype(np.float32)


def _check_texts(texts: Sequence[str]) -> list[str]:
    if isinstance(texts, str):
        raise TypeError("pass a list of texts, not a single string")
    return [str(t) for t in texts]


def _load_tokenizer(path: Path, max_length: int | None):  # -> tokenizers.Tokenizer
    from tokenizers import Tokenizer

    if not path.is_file():
        raise ModelUnavailable(f"tokenizer file {path} is missing")
    try:
        tokenizer = Tokenizer.from_file(str(path))
    except Exception as exc:  # tokenizers raises plain Exception subclasses
        raise ModelUnavailable(f"tokenizer file {path} is unreadable: {exc}") from exc
    tokenizer.no_padding()
    if max_length:
        tokenizer.enable_truncation(max_length)
    else:
        tokenizer.no_truncation()
    return tokenizer


def _load_session(path: Path, threads: int):  # -> onnxruntime.InferenceSession
    import onnxruntime as ort

    if not path.is_file():
        raise ModelUnavailable(f"model file {path} is missing")
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    # Idle worker threads would otherwise spin for a while after each batch, stealing CPU from the GUI.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    try:
        return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime's errors (Fail, InvalidGraph, NoSuchFile...) share no useful base
        raise ModelUnavailable(f"onnxruntime cannot load {path}: {exc}") from exc


def load_embedder(
    model_dir: Path | str,
    threads: int | None = None,
    max_length: int = DEFAULT_MAX_LENGTH,
    verify_checksums: bool = True,
) -> Embedder:
    """An Embedder for a verified model folder, or ModelUnavailable saying what is wrong.

    Hashing runs at about 1 GB/s: 30-70 ms for the 26 MB default model, under 10 % of the load time
    (docs/model.md), so the full check runs every time unless `verify_checksums=False`.
    """
    started = time.perf_counter()
    verify(Path(model_dir), full=verify_checksums)
    log.debug("verified %s in %.3f s", model_dir, time.perf_counter() - started)
    return Embedder(model_dir, threads=threads, max_length=max_length)
