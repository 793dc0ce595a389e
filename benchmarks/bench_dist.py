"""Installer benchmark: sizes of the Linux artifacts, and cold starts of the bundled app against the same app
run from source, measured in the same run.

    .venv/bin/python benchmarks/bench_dist.py [--runs 5] [--bundle build/pyinstaller/lampada] [--dist dist]

Needs `make dist` first. Sizes: the .deb and the tarball, the installed folder (and what takes the room), and
for reference the source install (the virtual environment's packages plus the model and the library). Cold
starts (each a new process; the files are in the page cache after the first run, so this is the start-up
work itself, not the disk): the desktop app to its first painted window and to its library being open
(offscreen, LAMPADA_EXIT_AFTER=library), and a search through the command line from process start to exit —
frozen (`build/pyinstaller/lampada/lampada`) and from source (`.venv/bin/lampada`), alternating, over the same
data folder, with ratios frozen / source. Plus the frozen app's very first start, which decompresses the
installer's library into a new data folder. And the seed's installation alone
(`app.core.library.setup.seed_from_bundle` into a new folder): the installer's seed, its library and topic
votes decompressed and every file checked, against the same seed carried uncompressed (a decompressed copy of
it without `seed.json`'s checksums: copied byte for byte). Medians of --runs; the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

QUERY = "amor ao próximo"


def du(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir())


def mb(n: float) -> str:
    return f"{n / 1e6:7.1f} MB"


def sizes(bundle: Path, dist: Path) -> None:
    deb = dist / f"lampada_{__version__}_amd64.deb"
    tarball = dist / f"lampada-{__version__}-linux-x86_64.tar.gz"
    internal = bundle / "_internal"
    total = du(bundle)
    print("sizes")
    for label, path in [("installer .deb (xz)", deb), ("portable .tar.gz", tarball)]:
        if path.is_file():
            print(f"  {label:<44} {mb(du(path))}")
    print(f"  {'installed folder (/opt/lampada)':<44} {mb(total)}")
    parts = [
        ("  library + meaning indexes (data/)", [internal / "data"]),
        ("  e5 model (models/)", [internal / "models"]),
        ("  Qt + PySide6", [internal / "PySide6", internal / "shiboken6"]
         + list(internal.glob("libQt6*")) + list(internal.glob("libicu*"))),
        ("  onnxruntime", [internal / "onnxruntime"]),
        ("  numpy (+ OpenBLAS)", [internal / "numpy", internal / "numpy.libs"]),
        ("  tokenizers", [internal / "tokenizers"]),
        ("  Python (libpython, stdlib, extensions)",
         [*internal.glob("libpython*"), internal / "base_library.zip", *internal.glob("python3*")]),
    ]  # fmt: skip
    counted = 0
    for label, paths in parts:
        size = sum(du(p) for p in paths if p.exists() and not p.is_symlink())
        counted += size
        print(f"  {label:<44} {mb(size)}")
    print(f"  {'  other (system libraries, executable, app)':<44} {mb(total - counted)}")
    venv = ROOT / ".venv" / "lib"
    source = du(venv) + du(ROOT / "models" / "e5-small-enpt-int8") + installed_seed(ROOT / "build" / "seed")
    print(f"  {'for reference, a source checkout:':<44}")
    print(f"  {'  .venv (all extras) + model + library':<44} {mb(source)}")


def installed_seed(seed: Path) -> int:
    """The seed's size once the first start has installed it (its library and topic votes decompressed)."""
    manifest = seed / "seed.json"
    files = json.loads(manifest.read_text(encoding="utf-8")).get("files") if manifest.is_file() else None
    return sum(f["size"] for f in files.values()) if files else du(seed)


def time_seed_install(seed: Path, runs: int) -> dict[str, list[float]]:
    """Seconds to install `seed` into a new data folder, and the same seed uncompressed, alternating."""
    import lzma

    from app.core.library.setup import COMPRESSED, SEED_MANIFEST, seed_from_bundle

    times: dict[str, list[float]] = {"uncompressed, copied": [], "compressed, decompressed and checked": []}
    with tempfile.TemporaryDirectory(prefix="lampada-seed-") as temp:
        plain = Path(temp) / "plain"
        shutil.copytree(seed, plain)
        (plain / SEED_MANIFEST).unlink()
        for packed in list(plain.rglob(f"*{COMPRESSED}")):
            with lzma.open(packed) as fin, open(packed.with_suffix(""), "wb") as fout:
                shutil.copyfileobj(fin, fout, 1 << 20)
            packed.unlink()
        for i in range(runs):
            for label, bundle in zip(times, (plain, seed), strict=True):
                target = Path(temp) / f"user-{i}"
                t0 = time.perf_counter()
                seed_from_bundle(bundle=bundle, target=target)
                times[label].append(time.perf_counter() - t0)
                shutil.rmtree(target)
    return times


def frozen_cmd(bundle: Path) -> list[str]:
    return [str(bundle / "lampada")]


def source_cmd() -> list[str]:
    return [str(ROOT / ".venv" / "bin" / "lampada")]


def env_for(data: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, LAMPADA_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen", LAMPADA_LANG="pt")
    env.pop("LAMPADA_EXIT_AFTER", None)
    env.update(extra)
    return env


def time_gui(cmd: list[str], data: Path) -> dict[str, float]:
    t0 = time.monotonic()
    proc = subprocess.run(
        cmd, env=env_for(data, LAMPADA_EXIT_AFTER="library"), capture_output=True, text=True, timeout=300
    )
    end = time.monotonic() - t0
    if proc.returncode != 0:
        raise SystemExit(f"{cmd[0]} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    marks = {"exit": end}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "lampada-startup":
            marks[parts[1]] = float(parts[2]) - t0
    return marks


def time_search(cmd: list[str], data: Path) -> float:
    t0 = time.monotonic()
    proc = subprocess.run(
        [*cmd, "search", QUERY, "--json"], env=env_for(data), capture_output=True, text=True, timeout=300
    )
    if proc.returncode != 0 or '"results"' not in proc.stdout:
        raise SystemExit(f"search failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    return time.monotonic() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", type=Path, default=ROOT / "build" / "pyinstaller" / "lampada")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    if not (args.bundle / "lampada").is_file():
        raise SystemExit(f"no bundle in {args.bundle}: run `make dist` first")

    sizes(args.bundle, args.dist)
    with tempfile.TemporaryDirectory(prefix="lampada-bench-") as temp:
        work = Path(temp)
        shared = work / "data"  # one seeded data folder for both, so both read the same library and indexes
        time_search(frozen_cmd(args.bundle), shared)  # seeds it (and warms the page cache)
        time_search(source_cmd(), shared)

        rows: dict[str, dict[str, list[float]]] = {"frozen": {}, "source": {}}
        first_runs: dict[str, list[float]] = {}
        for i in range(args.runs):
            for name, cmd in (("frozen", frozen_cmd(args.bundle)), ("source", source_cmd())):
                for key, value in time_gui(cmd, shared).items():
                    rows[name].setdefault(key, []).append(value)
                rows[name].setdefault("search", []).append(time_search(cmd, shared))
            fresh = work / f"fresh-{i}"  # the installed app's very first start: the library is copied in
            for key, value in time_gui(frozen_cmd(args.bundle), fresh).items():
                first_runs.setdefault(key, []).append(value)
            shutil.rmtree(fresh)
            print(f"run {i + 1}/{args.runs} done", flush=True)

    def med(values: list[float] | None) -> float | None:
        return statistics.median(values) if values else None

    print()
    print(f"cold starts, medians of {args.runs} runs (offscreen; query {QUERY!r}):")
    print(f"  {'':<50} {'frozen':>8} {'source':>8} {'ratio':>6}")
    for key, label in [
        ("paint", "desktop app: first painted window"),
        ("library", "desktop app: library open"),
        ("exit", "desktop app: start to exit (incl. shutdown)"),
        ("search", "command line: search, start to exit"),
    ]:
        frozen, source = med(rows["frozen"].get(key)), med(rows["source"].get(key))
        if frozen is None or source is None:
            continue
        print(f"  {label:<50} {frozen:7.3f}s {source:7.3f}s {frozen / source:5.2f}x")
    for key, label in [("paint", "first paint"), ("library", "library open (seed installed first)")]:
        value = med(first_runs.get(key))
        if value is not None:
            print(f"  {'frozen, very first start: ' + label:<50} {value:7.3f}s")
    seed = args.bundle / "_internal" / "data"
    print(f"installing the seed ({seed}), medians of {args.runs} runs:")
    for label, values in time_seed_install(seed, args.runs).items():
        print(f"  {label:<50} {statistics.median(values):7.3f}s  ({min(values):.2f}-{max(values):.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
