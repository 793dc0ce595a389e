"""The learned ranker (`app/core/retrieval/learned.py`): its training data, cross-validated figures and fit.

Training data: the query sets of `benchmarks/sets/` (names, stories, quotations, subjects; how each was made
is in its README) — never the development set (`../shared/eval/dev.jsonl`, run once afterwards with `lampada
eval`), never OpenBible.info's topics (they built the topical arm; their evaluation part stays a held-out
check), never a public topical dictionary. Portuguese queries on the Bíblia Livre, English on the WEB.

For each query the product's own arms run (`Retriever.run_arms`, 50 candidates per text arm, the topical arm's
30) and the product's own feature code (`Retriever.ranker_inputs`) describes every candidate; the ranker is a
pairwise logistic model (each relevant candidate against the 40 best-ranked irrelevant ones by RRF, every
query weighing the same, L2 `--l2`). Figures are **as displayed** — `ranking.rank_page` with the product's
passage merging and keyword-only quota, a result a hit when any of its verses is listed — for keyword alone,
today's RRF and the learned ranker, per set and language, from 5-fold cross-validation grouped by query (a
query's Portuguese and English phrasings in one fold); the interval is 1.96 standard errors of the per-query
paired difference.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/fit_ranker.py cv
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/fit_ranker.py fit \
        --write resources/ranker_model.json

The arms' lists are kept in `--cache` (a pickle under /tmp, keyed by the sets' and the indexes' contents).
"""

from __future__ import annotations

import argparse
import hashlib
import pickle
import sys
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from scipy.optimize import minimize  # noqa: E402

from app.core import paths  # noqa: E402
from app.core.evaluation.datasets import EvalQuery, VerseMap, load_dev  # noqa: E402
from app.core.files import write_json  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.retrieval import bible, fusion, learned, ranking  # noqa: E402

SETS = ROOT / "benchmarks" / "sets"
TRANSLATIONS = {"pt": "blivre", "en": "web"}
NEGATIVES = 40
FOLDS = 5
TOP = 10


@dataclass
class Sample:
    """One query's lists and what the ranker reads of them, with the verses that answer it."""

    qid: str
    kind: str
    lang: str
    text: str
    relevant: frozenset[int]
    keyword: list[int]
    vector: list[int]
    topic: list[int]
    arms: learned.ArmLists
    query: learned.QuerySignals
    positions: dict[int, tuple[tuple[str, int], int]]


def load_sets(names: Sequence[str]) -> list[EvalQuery]:
    out = []
    for name in names:
        path = SETS / f"{name}.jsonl"
        if path.exists():
            out += load_dev(path)
    return out


def open_retriever(translation: str) -> bible.Retriever:
    from app.core.retrieval.service import optional_embedder

    embedder = optional_embedder()
    if embedder is None:
        raise SystemExit("the e5 model is not built (lampada setup)")
    retriever = bible.Retriever(Library(paths.library_path()), embedder, paths.indexes_dir())
    if retriever.vector_index(translation) is None or retriever.topical_arm(translation) is None:
        raise SystemExit(f"{translation}: the meaning index or the topic index is missing (lampada index)")
    return retriever


def collect(queries: Sequence[EvalQuery], languages: Sequence[str]) -> list[Sample]:
    samples: list[Sample] = []
    for lang, translation in TRANSLATIONS.items():
        asked = [q for q in queries if q.lang == lang and lang in languages]
        if not asked:
            continue
        retriever = open_retriever(translation)
        verse_map = VerseMap(retriever.library, translation)
        positions = bible.verse_positions(retriever.library, translation_id=translation)
        started = time.perf_counter()
        for q in asked:
            relevant, _ = verse_map.resolve(q.refs)
            if not relevant or retriever.read(q.text, translation, lang).reference is not None:
                continue
            found = retriever.run_arms(q.text, translation, depth=ranking.MIN_CANDIDATES)
            if found.route != "hybrid" or not len(found.vector[0]):
                continue
            arms, signals = retriever.ranker_inputs(found, translation)
            listed = {*ranking.keys(found.keyword[0]), *ranking.keys(found.vector[0])}
            listed |= set(ranking.keys(found.topics.ids))
            samples.append(Sample(
                q.qid, q.kind, lang, q.text, relevant, ranking.keys(found.keyword[0]),
                ranking.keys(found.vector[0]), ranking.keys(found.topics.ids), arms, signals,
                {i: positions[i] for i in listed},
            ))  # fmt: skip
        print(
            f"{translation}: {len(asked)} queries in {time.perf_counter() - started:.0f} s", file=sys.stderr
        )
    return samples


def cached_samples(names: Sequence[str], cache: Path, languages: Sequence[str]) -> list[Sample]:
    digest = hashlib.sha256(",".join(languages).encode())
    for name in names:
        path = SETS / f"{name}.jsonl"
        if path.exists():
            digest.update(path.read_bytes())
    for translation in TRANSLATIONS.values():
        manifest = paths.indexes_dir() / f"{translation}.json"
        digest.update(manifest.read_bytes() if manifest.exists() else b"-")
    key = digest.hexdigest()[:16]
    file = cache.with_name(f"{cache.stem}-{key}{cache.suffix}")
    if file.exists():
        return pickle.loads(file.read_bytes())
    samples = collect(load_sets(names), languages)
    file.write_bytes(pickle.dumps(samples))
    return samples


# ------------------------------------------------------------------------------------------- the fit


def rrf_order(s: Sample) -> list[int]:
    fused = fusion.rrf(
        s.keyword, s.vector, extra={fusion.TOPIC: s.topic}, k=bible.RRF_K, max_keyword_only=None
    )
    return [int(f.key) for f in fused]


def candidate_ranks(s: Sample) -> dict[int, dict[str, int]]:
    ranks: dict[int, dict[str, int]] = {}
    for arm, ids in ((fusion.KEYWORD, s.keyword), (fusion.VECTOR, s.vector), (fusion.TOPIC, s.topic)):
        for position, key in enumerate(ids, 1):
            ranks.setdefault(key, {}).setdefault(arm, position)
    return ranks


def pair_matrix(s: Sample) -> np.ndarray | None:
    """Differences (relevant − irrelevant) of the candidates' features, or None without both kinds."""
    ranks = candidate_ranks(s)
    q = s.query.vector(s.arms)
    rows = {key: np.outer(s.arms.candidate(key, r, bible.RRF_K), q).ravel() for key, r in ranks.items()}
    positives = [k for k in ranks if k in s.relevant]
    negatives = [k for k in rrf_order(s) if k not in s.relevant][:NEGATIVES]
    if not positives or not negatives:
        return None
    pos = np.stack([rows[k] for k in positives])
    neg = np.stack([rows[k] for k in negatives])
    return (pos[:, None, :] - neg[None, :, :]).reshape(-1, pos.shape[1])


def fit(samples: Sequence[Sample], l2: float) -> np.ndarray:
    """Pairwise logistic loss, every query weighing the same, on standardised differences (raw weights
    out)."""
    pairs = [m for m in (pair_matrix(s) for s in samples) if m is not None]
    x = np.concatenate(pairs)
    scale = x.std(axis=0) + 1e-6
    x = x / scale
    weight = np.concatenate([np.full(len(m), 1.0 / len(m)) for m in pairs]) / len(pairs)

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ w
        p = 1.0 / (1.0 + np.exp(np.clip(z, -30, 30)))
        value = float(weight @ np.logaddexp(0.0, -z)) + l2 * w @ w
        return value, -(x.T @ (weight * p)) + 2 * l2 * w

    names = learned.feature_names()
    start = np.zeros(len(names))
    for arm in ("keyword", "vector", "topic"):
        start[names.index(f"rrf_{arm}*one")] = 1.0
    done = minimize(loss, start * scale, jac=True, method="L-BFGS-B", options={"maxiter": 1000})
    return done.x / scale


# --------------------------------------------------------------------------------------- the figures


def shown(s: Sample, scorer: fusion.Scorer | None, keyword_alone: bool = False) -> list[tuple[int, ...]]:
    """The first page of results as the product displays them (passages merged)."""
    settings = bible.FUSION
    if keyword_alone:
        page = ranking.rank_page(s.keyword, [], [], offset=0, limit=TOP, settings=settings,
                                 position=s.positions.__getitem__)  # fmt: skip
    else:
        page = ranking.rank_page(s.keyword, s.vector, s.topic, offset=0, limit=TOP, settings=settings,
                                 position=s.positions.__getitem__, scorer=scorer)  # fmt: skip
    return [tuple(int(f.key) for f in result) for result in page.results]


def metrics(s: Sample, results: list[tuple[int, ...]]) -> tuple[float, float]:
    for n, verses in enumerate(results[:TOP], 1):
        if set(verses) & s.relevant:
            return 1.0, 1.0 / n
    return 0.0, 0.0


def ranker(weights: np.ndarray) -> learned.Ranker:
    return learned.Ranker(weights, bible.RRF_K, "", ())


def fold_of(qid: str) -> int:
    return zlib.crc32(qid.encode()) % FOLDS


def cross_validate(
    samples: Sequence[Sample], l2: float, train_on: Sequence[Sample] | None = None
) -> dict[str, list[tuple[float, ...]]]:
    """Per sample (in order): (hit, rr) of keyword alone, RRF and the ranker fitted without its fold — on
    `train_on` when given (the same queries' lists from another index layout: does one fit transfer?)."""
    out: dict[str, list[tuple[float, ...]]] = {}
    per_sample: dict[int, tuple[float, ...]] = {}
    for fold in range(FOLDS):
        train = [s for s in (train_on or samples) if fold_of(s.qid) != fold]
        weights = fit(train, l2)
        model = ranker(weights)
        for i, s in enumerate(samples):
            if fold_of(s.qid) != fold:
                continue
            kw = metrics(s, shown(s, None, keyword_alone=True))
            rrf = metrics(s, shown(s, None))
            learnt = metrics(s, shown(s, model.scorer(s.arms, s.query)))
            per_sample[i] = (*kw, *rrf, *learnt)
    for i, s in enumerate(samples):
        out.setdefault(f"{s.kind}/{s.lang}", []).append(per_sample[i])
        out.setdefault(f"all/{s.lang}", []).append(per_sample[i])
    return out


def interval(d: np.ndarray) -> float:
    """1.96 standard errors of a mean of paired differences."""
    return 1.96 * d.std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else 0.0


def report(table: dict[str, list[tuple[float, ...]]]) -> str:
    lines = [
        "| set / lang | n | keyword hit@10 / MRR@10 | RRF (today) | **learned** |"
        " learned − RRF, MRR@10 ± 1.96 SE | learned − keyword, MRR@10 |",
        "|---|---|---|---|---|---|---|",
    ]
    for key in sorted(table):
        a = np.array(table[key])
        n = len(a)
        mean = a.mean(axis=0)
        d_rrf = a[:, 5] - a[:, 3]
        d_kw = a[:, 5] - a[:, 1]
        lines.append(
            f"| {key} | {n} | {mean[0]:.3f} / {mean[1]:.3f} | {mean[2]:.3f} / {mean[3]:.3f} | "
            f"**{mean[4]:.3f} / {mean[5]:.3f}** | {d_rrf.mean():+.3f} ± {interval(d_rrf):.3f} | "
            f"{d_kw.mean():+.3f} ± {interval(d_kw):.3f} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["cv", "fit", "l2"])
    parser.add_argument("--sets", default="names,stories,quotes,subjects")
    parser.add_argument("--l2", type=float, default=1e-2)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/lampada-ranker.pkl"))
    parser.add_argument("--write", type=Path)
    parser.add_argument("--languages", default="pt,en")
    parser.add_argument(
        "--train-from", type=Path, help="cv: fit the folds on these cached lists (another layout)"
    )
    parser.add_argument("--layouts", default="", help="fit: the index layouts the ranker was checked on")
    args = parser.parse_args()
    samples = cached_samples(args.sets.split(","), args.cache, args.languages.split(","))
    print(f"{len(samples)} queries ({', '.join(sorted({s.kind for s in samples}))})", file=sys.stderr)
    if args.action == "cv":
        train_on = pickle.loads(args.train_from.read_bytes()) if args.train_from else None
        print(report(cross_validate(samples, args.l2, train_on)))
    elif args.action == "l2":
        for l2 in (1e-4, 1e-2, 1e-1, 1.0):
            table = cross_validate(samples, l2)
            cells = [
                f"{k} {np.array(v)[:, 4].mean():.3f} / {np.array(v)[:, 5].mean():.3f}"
                for k, v in sorted(table.items())
            ]
            print(f"l2 {l2:g}: hit@10 / MRR@10 learned: {'; '.join(cells)}", flush=True)
    else:
        weights = fit(samples, args.l2)
        index = open_retriever("web").vector_index("web")
        assert index is not None
        layouts = tuple(dict.fromkeys([index.manifest.layout, *filter(None, args.layouts.split(","))]))
        model = learned.Ranker(weights, bible.RRF_K, index.manifest.model_id, layouts)
        for name, w in zip(learned.feature_names(), weights, strict=True):
            print(f"{name:28s} {w:+.4f}")
        if args.write:
            write_json(args.write, model.to_json(), indent=1)
            print(f"written {args.write}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
