"""Experiment (measured, not adopted — docs/retrieval.md): both views of a verse from one forward pass
("late chunking"). Row = (pool(window tokens) + pool(the centre verse's own tokens, contextualised by the
window)) / 2, each pooled vector L2-normalised: the cost of a ±1-window index instead of 1.3× it. Written with
window -1, so the app never mistakes it for its own index
evaluate with `lampada eval --index-dir OUT`.

    LAMPADA_DATA_DIR=... .venv/bin/python benchmarks/late_chunking.py blivre /tmp/lampada-eval/indexes-late
"""
import hashlib
import json
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))
import numpy as np

from app.core import paths
from app.core.indexing.vectors import expected_manifest
from app.core.library.reading import Library
from app.core.model import DEFAULT_MODEL
from app.core.model.embedder import PAD_ID, load_embedder

tid = sys.argv[1]
out = __import__("pathlib").Path(sys.argv[2])
emb = load_embedder(paths.models_dir() / DEFAULT_MODEL)
tok = emb._tokenizer
prefix = emb._passage_prefix
with Library(paths.library_path(), create=False) as lib:
    rows = lib.conn.execute(
        "SELECT ord, book, text FROM verses WHERE translation = ? ORDER BY ord", (tid,)
    ).fetchall()
    want = expected_manifest(lib, tid, emb, 1)
books = [r["book"] for r in rows]
texts = [r["text"] for r in rows]
n = len(rows)
windows, spans = [], []
for i in range(n):
    before = texts[i - 1] + " " if i > 0 and books[i - 1] == books[i] else ""
    after = " " + texts[i + 1] if i + 1 < n and books[i + 1] == books[i] else ""
    s = prefix + before
    windows.append(s + texts[i] + after)
    spans.append((len(s), len(s) + len(texts[i])))
started = time.monotonic()
enc = tok.encode_batch(windows)
lengths = np.array([len(e.ids) for e in enc])
order = np.argsort(-lengths, kind="stable")
matrix = np.empty((n, emb.dim), np.float32)
B = 32
for b in range(0, n, B):
    idx = order[b:b + B]
    width = int(lengths[idx].max())
    ids = np.full((len(idx), width), PAD_ID, np.int64)
    mask = np.zeros((len(idx), width), np.int64)
    centre = np.zeros((len(idx), width), np.float32)
    for r, i in enumerate(idx):
        e = enc[i]
        ids[r, :len(e.ids)] = e.ids
        mask[r, :len(e.ids)] = 1
        lo, hi = spans[i]
        for t, (a, z) in enumerate(e.offsets):
            if z > a and a < hi and z > lo and e.special_tokens_mask[t] == 0:
                centre[r, t] = 1
        if centre[r].sum() == 0:
            centre[r] = mask[r]
    h = emb._session.run(["last_hidden_state"], {"input_ids": ids, "attention_mask": mask})[0]
    m = mask.astype(np.float32)[:, :, None]
    w = (h * m).sum(1) / m.sum(1)
    w /= np.linalg.norm(w, axis=1, keepdims=True)
    c = centre[:, :, None]
    v = (h * c).sum(1) / c.sum(1)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    matrix[idx] = (w + v) / 2
    if b % (B * 100) == 0:
        print(f"{b}/{n} {time.monotonic() - started:.0f} s", flush=True)
secs = time.monotonic() - started
out.mkdir(parents=True, exist_ok=True)
np.save(out / f"{tid}.npy", matrix.astype(np.float16))
digest = hashlib.sha256((out / f"{tid}.npy").read_bytes()).hexdigest()
man = {**want.__dict__, "window": -1, "sha256": digest, "seconds": round(secs, 1)}
(out / f"{tid}.json").write_text(json.dumps(man, indent=1))
print(f"{tid}: {n} rows in {secs:.0f} s")
