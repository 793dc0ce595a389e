"""Desktop start-up benchmark: cold start to the first painted window and to the first answered query.

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--query "amor ao próximo"] [--meaning auto|off]

Each run is a fresh `python` process (subprocess) that starts the real window the way `lampada` does
(`app.gui.main.create_application` + `show_main_window`) and prints time stamps (CLOCK_MONOTONIC, comparable
across processes): first paint of the main window, the library ready, the first query answered (keyword search
answers while meaning search is still loading), and — when the model is built — meaning search ready and a
query answered by words and meaning. The baseline is `python -c "import PySide6.QtWidgets"`, timed the same
way, so the ratios travel across machines better than the seconds do. Medians of `--runs` runs; the machine is
shared and noisy.

The data folder (`--data`, default `.cache/bench-data`) holds the World English Bible and, when `models/` has
the model, its meaning index; both are built once, before any timing. First-run setup is not part of a cold
start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from app.core.library.writing import add_translation

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = r"""
import os, sys, time
T0 = float(sys.argv[1])
def mark(name):
    print(f"{name} {time.monotonic() - T0:.4f}", flush=True)
mark("python")
from app.core import paths
from app.gui.main import create_application, show_main_window
app = create_application([sys.argv[0]])
mark("qapplication")
from app.gui.settings import Settings, SettingsHistory
from app.gui.shell.window import Services
from app.core.retrieval.service import load_embedder
settings = Settings()
meaning = sys.argv[3] in ("auto", "model")
services = Services(paths.library_path(), paths.indexes_dir(), settings, SettingsHistory(settings),
                    load_embedder if meaning else None, None)
query = sys.argv[2]
state = {"asked": 0}

def ask(w):
    state["asked"] += 1
    w.search(query + " " * state["asked"], committed=False)  # a distinct request each time

def on_results(w, result):
    if result is None:
        return
    if state["asked"] == 1 and "first" not in state:
        state["first"] = True
        mark("answer_meaning" if result.meaning_ready else "answer_words")
        if sys.argv[3] == "model":
            maybe_quit_model_only()
        elif result.meaning_ready or not meaning or state.get("meaning") == "failed":
            app.quit()
        elif state.get("meaning") == "done":
            ask(w)
    elif state["asked"] >= 2:
        mark("answer_meaning")
        app.quit()

def maybe_quit_model_only():
    if sys.argv[3] == "model" and "first" in state and "model" in state:
        app.quit()

def on_meaning(w, status):
    if status.phase == "indexing" and "model" not in state:
        state["model"] = True
        mark("model_loaded")
        maybe_quit_model_only()
    if sys.argv[3] == "model":
        return
    if status.phase in ("done", "failed") and "meaning" not in state:
        state["meaning"] = status.phase
        mark("meaning_ready" if status.phase == "done" else "meaning_failed")
        if "first" in state:
            ask(w) if status.phase == "done" else app.quit()

def on_translation_ready(w, tid):
    # the translation being searched has its meaning index loaded: others may still be building
    if sys.argv[3] != "model" and tid == w.current_translation() and "meaning" not in state:
        state["meaning"] = "done"
        mark("meaning_ready")
        if "first" in state:
            ask(w)

def painted(w):
    mark("paint")
    w.library_ready.connect(lambda: (mark("library"), ask(w)))
    w.results_shown.connect(lambda r: on_results(w, r))
    w.meaning.status_changed.connect(lambda s: on_meaning(w, s))
    w.meaning.translation_ready.connect(lambda t: on_translation_ready(w, t))

window = show_main_window(services, on_painted=painted)
from PySide6.QtCore import QTimer
QTimer.singleShot(120000, app.quit)
app.exec()
window.shutdown()
mark("exit")
"""

BASELINE = (
    "import sys, time; import PySide6.QtWidgets; print('import', time.monotonic() - float(sys.argv[1]))"
)


def prepare(data: Path, meaning: str) -> None:
    os.environ["LAMPADA_DATA_DIR"] = str(data)
    from app.core import paths
    from app.core.library import builtin
    from app.core.library.reading import Library

    with Library(paths.library_path()) as lib:
        if not lib.has_translation("web"):
            print("preparing: importing the World English Bible (once)…", flush=True)
            add_translation(lib, builtin.read_builtin("web"), builtin=True)
        if meaning == "auto":  # "model" times the model load and leaves the index missing
            try:
                from app.core.indexing import vectors
                from app.core.model import DEFAULT_MODEL, embedder

                emb = embedder.load_embedder(paths.models_dir() / DEFAULT_MODEL)
            except Exception as exc:  # noqa: BLE001
                print(
                    f"preparing: no model ({exc}); meaning search will report itself unavailable", flush=True
                )
                return
            if vectors.index_status(paths.indexes_dir(), lib, "web", emb) != "ready":
                print("preparing: building the WEB meaning index (once; minutes)…", flush=True)
                started = time.monotonic()
                vectors.build_index(lib, "web", emb, paths.indexes_dir())
                print(f"preparing: index built in {time.monotonic() - started:.0f} s", flush=True)
    settings = data / "settings.ini"
    if settings.exists():
        settings.unlink()


def run_child(args, env) -> dict[str, float]:
    t0 = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, repr(t0), args.query, args.meaning],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    marks: dict[str, float] = {}
    for line in proc.stdout.splitlines():
        name, _, value = line.partition(" ")
        try:
            marks[name] = float(value)
        except ValueError:
            pass
    if proc.returncode != 0 or "paint" not in marks:
        print(proc.stderr[-2000:], file=sys.stderr)
    return marks


def run_baseline(env) -> float:
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-c", BASELINE, repr(t0)], env=env, check=True, capture_output=True)
    return time.monotonic() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--query", default="amor ao próximo")
    parser.add_argument(
        "--meaning",
        choices=["auto", "model", "off"],
        default="auto",
        help="auto: wait for meaning search (builds the WEB index once, first); model: time the model "
        "load only (no index is built beforehand); off: no model",
    )
    parser.add_argument("--data", type=Path, default=ROOT / ".cache" / "bench-data")
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()

    args.data.mkdir(parents=True, exist_ok=True)
    prepare(args.data, args.meaning)
    env = dict(
        os.environ,
        LAMPADA_DATA_DIR=str(args.data),
        QT_QPA_PLATFORM=args.platform,
        LAMPADA_LANG="pt",
        PYTHONPATH=str(ROOT),
    )

    baseline = [run_baseline(env) for _ in range(args.runs)]
    runs = []
    for i in range(args.runs):
        (args.data / "settings.ini").unlink(missing_ok=True)
        marks = run_child(args, env)
        runs.append(marks)
        shown = "  ".join(f"{k}={v:.3f}" for k, v in marks.items())
        print(f"run {i + 1}: {shown}", flush=True)

    def median(key: str) -> float | None:
        values = [m[key] for m in runs if key in m]
        return statistics.median(values) if values else None

    base = statistics.median(baseline)
    print()
    print(f"platform {args.platform}, {args.runs} runs, query {args.query!r}, medians:")
    print(f"  baseline  python -c 'import PySide6.QtWidgets'      {base:7.3f} s   1.00x")
    rows = [
        ("qapplication", "QApplication + translations"),
        ("paint", "first painted window"),
        ("library", "library ready (translations listed)"),
        ("answer_words", "first answered query (words)"),
        ("model_loaded", "model loaded (verified, ONNX session ready)"),
        ("meaning_ready", "meaning search ready (model + index)"),
        ("answer_meaning", "query answered by words and meaning"),
    ]
    for key, label in rows:
        value = median(key)
        if value is not None:
            print(f"  {label:<48} {value:7.3f} s  {value / base:5.2f}x")
    failed = [m for m in runs if "meaning_failed" in m]
    if failed:
        print("  (meaning search was unavailable: model not built)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
