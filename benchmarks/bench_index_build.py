"""Time a meaning-index build pass by pass: when meaning search starts working (the first pass, the isolated
verses, published as a searchable index) and when the index is complete (with the context windows).

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/bench_index_build.py -t blivre -t web

Builds into a temporary folder (never the app's own indexes), with the app's model and the data folder's
library, from scratch, one translation at a time. Prints seconds per pass, verses per second and the first
pass as a share of the whole build (a ratio from the same run, which the shared machine's load moves less
than the absolute figures). Takes about as long as the builds: ≈ 25 minutes per translation on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core import paths  # noqa: E402
from app.core.indexing.vectors import STAGE_CONTEXT, build_index, index_status  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.model import DEFAULT_MODEL  # noqa: E402
from app.core.model.embedder import load_embedder  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--translation", "-t", action="append", required=True)
    p.add_argument("--model-dir", default=None)
    p.add_argument("--first-pass-only", action="store_true", help="stop when meaning search works")
    args = p.parse_args()
    model_dir = Path(args.model_dir) if args.model_dir else paths.models_dir() / DEFAULT_MODEL
    embedder = load_embedder(model_dir)
    print(f"model {embedder.model_id}, {embedder.threads} threads, {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.2f} at start")  # fmt: skip
    print("| translation | verses | first pass (searchable) s | complete s | first pass share | verses/s |")
    print("|---|---|---|---|---|---|")
    with Library(paths.library_path(), create=False) as library:
        for tid in args.translation:
            with tempfile.TemporaryDirectory(prefix="lampada-bench-") as tmp:
                out = Path(tmp)
                marks: dict[str, float] = {}
                started = time.monotonic()

                def progress(done, total, stage="", out=out, tid=tid, marks=marks, started=started) -> None:
                    if stage == STAGE_CONTEXT and "first" not in marks:
                        marks["first"] = time.monotonic() - started
                        assert index_status(out, library, tid, embedder) == "usable"

                report = build_index(
                    library, tid, embedder, out, refine=not args.first_pass_only, progress=progress
                )
                total = time.monotonic() - started
                first = marks.get("first", total)
                whole = f"{total:.0f}" if not args.first_pass_only else "–"
                share = f"{first / total:.2f}" if not args.first_pass_only else "–"
                rate = report.rows / first
                print(f"| {tid} | {report.rows} | {first:.0f} | {whole} | {share} | {rate:.0f} |", flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
