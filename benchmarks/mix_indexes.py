"""Write the mean of two meaning indexes of one model and text (e.g. windows 0 and 1) as a third one.

    .venv/bin/python benchmarks/mix_indexes.py /tmp/lampada-dev/indexes /tmp/lampada-eval/indexes-w0 \
        --out /tmp/lampada-eval/indexes-mix -t blivre -t web

Row i of the result is (a_i + b_i) / 2, not renormalised, so `row · q` is exactly the mean of the two cosines:
the "two views of a verse" experiment of docs/retrieval.md, evaluated with `lampada eval --index-dir`. The
manifest records window -1 (a mix), so the app itself never mistakes it for one of its own indexes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.indexing.vectors import STORE_DTYPE, IndexManifest, read_manifest  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--out", required=True)
    p.add_argument("--translation", "-t", action="append", required=True)
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for tid in args.translation:
        ma, mb = read_manifest(Path(args.a) / f"{tid}.json"), read_manifest(Path(args.b) / f"{tid}.json")
        if ma is None or mb is None:
            raise SystemExit(f"{tid}: both indexes must exist")
        same = ("model_id", "text_hash", "rows", "dim")
        if any(getattr(ma, k) != getattr(mb, k) for k in same):
            raise SystemExit(f"{tid}: the two indexes come from different models or texts")
        a = np.load(Path(args.a) / f"{tid}.npy").astype(np.float32)
        b = np.load(Path(args.b) / f"{tid}.npy").astype(np.float32)
        mix = ((a + b) / 2).astype(STORE_DTYPE)
        tmp = out / f"{tid}.tmp.npy"
        np.save(tmp, mix, allow_pickle=False)
        digest = hashlib.sha256(tmp.read_bytes()).hexdigest()
        os.replace(tmp, out / f"{tid}.npy")
        manifest = IndexManifest(
            **{**asdict(ma), "window": -1, "sha256": digest, "seconds": ma.seconds + mb.seconds}
        )
        (out / f"{tid}.json").write_text(json.dumps(asdict(manifest), indent=1), encoding="utf-8")
        print(f"{tid}: mean of window {ma.window} and window {mb.window} → {out / (tid + '.npy')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
