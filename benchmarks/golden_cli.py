"""The CLI's `--json` answers for a fixed list of requests, written one file per request, so that a change
meant to keep behaviour (a refactoring) can be checked by comparing two runs' folders (`diff -r`).

    python benchmarks/golden_cli.py OUT_DIR [--data-dir FOLDER] [--dataset ../shared/eval/dev.jsonl]

The requests: every dev query in both languages (hybrid), references, names, filters, paging, each search
mode, Bible order, and `show` with cross-references, "more like this" and comparison. Timings are removed from
the answers before they are written."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMINGS = {"seconds", "elapsed", "ms"}

FIXED: list[list[str]] = [
    ["search", "Jo 3:16", "--json"],
    ["search", "John 3:16-18", "--json", "-t", "web"],
    ["search", "Sl 23", "--json"],
    ["search", "Melquisedeque", "--json"],
    ["search", "Melchizedek", "--json", "-t", "web"],
    ["search", "como posso perdoar quem me feriu?", "--json"],
    ["search", "estou com medo do futuro", "--json"],
    ["search", "ansiedade", "--json", "--testament", "nt"],
    ["search", "amor", "--json", "--books", "Mt-Jo", "--order", "relevance"],
    ["search", "amor", "--json", "--books", "1Co", "--mode", "keyword"],
    ["search", "fé", "--json", "--mode", "vector", "--limit", "5"],
    ["search", "fé", "--json", "--offset", "10", "--limit", "10"],
    ["search", "\"no princípio\"", "--json"],
    ["search", "receita de bolo de chocolate", "--json"],
    ["search", "Jo 99:1", "--json"],
    ["search", "G26", "--json"],
    ["search", "faith without works", "--json", "-t", "web", "--context", "2"],
    ["show", "Jo 3:16", "--json", "--xrefs"],
    ["show", "Rm 8:28", "--json", "--similar"],
    ["show", "Sl 23:1-3", "--json", "--compare"],
    ["show", "Gn 1:1", "--json", "-c", "2"],
]


def requests(dataset: Path | None) -> list[list[str]]:
    found = list(FIXED)
    if dataset and dataset.exists():
        for line in dataset.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                found.append(["search", row["pt"], "--json"])
                found.append(["search", row["en"], "--json", "-t", "web"])
    return found


def _without_timings(value):
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k not in TIMINGS}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


def run(args: list[str], data_dir: str) -> str:
    env = dict(os.environ, LAMPADA_DATA_DIR=data_dir, LAMPADA_LANG="pt")
    done = subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=600)
    try:
        answer = _without_timings(json.loads(done.stdout))
        body = json.dumps(answer, ensure_ascii=False, indent=1, sort_keys=True)
    except json.JSONDecodeError:
        body = done.stdout
    return f"exit {done.returncode}\n{body}\n--- stderr\n{done.stderr}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--data-dir", default=os.environ.get("LAMPADA_DATA_DIR", ""))
    parser.add_argument("--dataset", type=Path, default=ROOT.parent / "shared" / "eval" / "dev.jsonl")
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    for args in requests(options.dataset):
        name = hashlib.sha1("\0".join(args).encode()).hexdigest()[:10]
        text = " ".join(args) + "\n" + run(args, options.data_dir)
        (options.out / f"{name}.txt").write_text(text, encoding="utf-8")
        print(name, " ".join(args), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
