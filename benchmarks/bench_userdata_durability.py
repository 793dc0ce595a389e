"""Measure what `synchronous=FULL` costs on a note save, against NORMAL (numbers go in docs/userdata.md).

    .venv/bin/python benchmarks/bench_userdata_durability.py [--dir DIR] [--saves 300]

Run it with DIR on the disk that holds the user data (the default is a temporary folder inside `data_dir()`):
/tmp is often RAM-backed, where fsync costs nothing and the comparison says nothing.
"""

from __future__ import annotations

import argparse
import logging
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core import paths  # noqa: E402
from app.core.userdata.store import Synchronous, UserData  # noqa: E402

log = logging.getLogger(__name__)


def measure_note_saves(directory: Path, synchronous: Synchronous, saves: int = 300) -> dict[str, float]:
    """Milliseconds per `add_note` (a full commit) on a fresh database in `directory`."""
    path = directory / f"bench-{synchronous.lower()}.sqlite3"
    timings = []
    with UserData.open(path, synchronous=synchronous, auto_backup=False) as ud:
        for i in range(20):  # warm up: file growth, page cache
            ud.add_note("Ps", 23, 1 + i % 6, "aquecimento " * 20)
        for i in range(saves):
            text = f"Nota {i}: **o Senhor** é o meu pastor; *nada me faltará*. " * (1 + i % 8)
            start = time.perf_counter()
            ud.add_note("Ps", 23, 1 + i % 6, text, translation="ara")
            timings.append((time.perf_counter() - start) * 1000)
    timings.sort()
    return {
        "median_ms": statistics.median(timings),
        "p95_ms": timings[int(len(timings) * 0.95) - 1],
        "mean_ms": statistics.fmean(timings),
    }


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None, help="where to create the test databases")
    parser.add_argument("--saves", type=int, default=300)
    args = parser.parse_args(argv)
    own = args.dir is None
    directory = Path(tempfile.mkdtemp(prefix="durability-", dir=paths.data_dir())) if own else args.dir
    directory.mkdir(parents=True, exist_ok=True)
    try:
        results = {level: measure_note_saves(directory, level, args.saves) for level in ("NORMAL", "FULL")}
    finally:
        if own:
            shutil.rmtree(directory, ignore_errors=True)
    for level, r in results.items():
        log.info(
            "%-6s median %.3f ms  p95 %.3f ms  mean %.3f ms", level, r["median_ms"], r["p95_ms"], r["mean_ms"]
        )
    extra = results["FULL"]["median_ms"] - results["NORMAL"]["median_ms"]
    log.info("FULL costs %+.3f ms per note save (median) in %s", extra, directory)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
