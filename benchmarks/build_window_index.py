"""Build a meaning index with another CONTEXT_WINDOW into a folder of its own, for `lampada eval --index-dir`.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/build_window_index.py \
        --window 0 --translation blivre --out /tmp/lampada-eval/indexes-w0 [--threads 1]

Never point --out at the app's own indexes folder: the app would find an index with another window outdated.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.cli.progress_bar import StageBars  # noqa: E402
from app.core import paths  # noqa: E402
from app.core.indexing.vectors import build_index  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.model import DEFAULT_MODEL  # noqa: E402
from app.core.model.embedder import load_embedder  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--window", type=int, required=True)
    p.add_argument("--translation", "-t", action="append", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--model-dir", default=None, help=f"default: models/{DEFAULT_MODEL}")
    p.add_argument("--threads", type=int, default=None)
    args = p.parse_args()
    out = Path(args.out).resolve()
    if out == paths.indexes_dir().resolve():
        p.error("--out is the app's own indexes folder")
    embedder = load_embedder(args.model_dir or paths.models_dir() / DEFAULT_MODEL, threads=args.threads)
    with Library(paths.library_path(), create=False) as library:
        for tid in args.translation:
            started = time.monotonic()
            bar = StageBars(f"{tid} window {args.window}")
            report = build_index(library, tid, embedder, out, window=args.window, progress=bar)
            bar.finish(f"{report.rows} verses")
            print(
                f"{tid} window {args.window}: {report.rows} rows in {time.monotonic() - started:.0f} s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
