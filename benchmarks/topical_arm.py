"""The topical arm's constants, measured (docs/retrieval.md, "Topical arm"): on OpenBible's evaluation part
only, with the arm built from the knowledge part — and, the figure that decides, from the knowledge part
without the evaluation topics' near-duplicates. The development set is not read here: it is run once,
afterwards, with `lampada eval`.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/topical_arm.py grid [--limit-topics N]
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/topical_arm.py gate
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/topical_arm.py paired --params topics=8,...
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/topical_arm.py weights [-t blivre]
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/topical_arm.py names [--queries pt:blivre]

`grid`: each constant varied around the product's (`topics.DEFAULT_PARAMS`), then a joint grid of the two
that matter most; cells are nDCG@10 / Hit@10 / Recall@100 of the product (three arms) and of the topical list
alone, for the arm from the knowledge part and from the knowledge part without near-duplicates, beside the two
arms. `gate`: the nearest topic name's cosine for the no-evidence detector's training queries (on-topic and
off-topic, Portuguese and English; never the development set) and for the OpenBible evaluation topics.
`paired`: per-topic differences of one setting against two arms, mean ± 1.96 SE. `rrfk` and `weights`: RRF k,
and the arms' weights in the RRF sum, each against the product's, per topic. `names`: the topics' Portuguese
names — the evaluation topics asked by their Portuguese names on the Bíblia Livre, and by OpenBible's English
names on the WEB and the Bíblia Livre —, each way of matching a topic (its English name only, as before the
Portuguese names; the better of both names; the Portuguese name only) against the English name only, per
topic; a topic held out is held out in both languages, and the near-duplicates removed are those of either
language.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from app.core import paths  # noqa: E402
from app.core.evaluation import query_runs  # noqa: E402
from app.core.evaluation.datasets import (  # noqa: E402
    NO_NEAR_DUPLICATES,
    PRODUCT_TOPICS,
    SAMPLE_SEED,
    EvalQuery,
    TopicSplit,
    evaluation_topics,
    load_dev,
    load_openbible_topics,
    normalise_topic,
    sample_queries,
    split_topics,
)
from app.core.evaluation.metrics import TOP_K, hit_at, ndcg_at  # noqa: E402
from app.core.evaluation.query_runs import ARM_CANDIDATES, QueryRun  # noqa: E402
from app.core.evaluation.scoring import passage_scores, ranking_for_metrics, score  # noqa: E402
from app.core.evaluation.strategies import Strategy, product_fusion, rank_product, topic_ids, two_arm_strategy  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.retrieval import bible, fusion  # noqa: E402
from app.core.retrieval.topical import DEFAULT_PARAMS, TopicParams  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = paths.shared_dir() or ROOT.parent / "shared"
VARIANTS = (PRODUCT_TOPICS, NO_NEAR_DUPLICATES)
LABEL = {PRODUCT_TOPICS: "knowledge", NO_NEAR_DUPLICATES: "no near-dups"}


def open_retriever(translation: str):
    from app.core.retrieval.service import optional_embedder

    library = Library(paths.library_path())
    embedder = optional_embedder()
    if embedder is None:
        raise SystemExit("the e5 model is not built (lampada setup)")
    retriever = bible.Retriever(library, embedder, paths.indexes_dir())
    if retriever.vector_index(translation) is None or retriever.topical_arm(translation) is None:
        raise SystemExit(f"{translation}: the meaning index or the topic index is missing (lampada index)")
    return retriever


def collect(retriever, translation: str, limit: int | None) -> tuple[list[QueryRun], TopicSplit]:
    arm = retriever.topical_arm(translation)
    split = split_topics(arm.index.names, arm.index.matrix)
    queries = evaluation_topics(load_openbible_topics(SHARED / "eval" / "openbible"))
    queries = sample_queries(queries, limit, SAMPLE_SEED)
    started = time.perf_counter()
    runs = query_runs.collect(retriever, queries, translation, end_to_end=False, topic_masks=split.masks())
    runs = [r for r in runs if r.relevant]
    knowledge, without = int(split.knowledge.sum()), int(split.no_near_duplicates.sum())
    print(f"{len(runs)} evaluation topics on {translation} in {time.perf_counter() - started:.0f} s; "
          f"knowledge {knowledge} topics, without near-duplicates {without}", file=sys.stderr)  # fmt: skip
    return runs, split


def with_params(retriever, runs: Sequence[QueryRun], split: TopicSplit, params: TopicParams) -> None:
    """Rebuild every run's topical lists with `params` (the keyword and vector lists stay)."""
    arm = retriever.topical_arm(runs[0].translation)
    for variant, mask in split.masks().items():
        restricted = arm.restricted(mask)
        for run in runs:
            hits = restricted.search(run.query_vector, ARM_CANDIDATES, params=params, query=run.query.text)
            run.topic_lists[variant] = (hits.ids, hits.scores)
            run.topic_nearest[variant] = hits.nearest


def strategies(variant: str) -> tuple[Strategy, Strategy]:
    product = Strategy("three", rank_product(topics=variant), ("keyword", "vector", "topic"))
    alone = Strategy("topics", lambda run, d: topic_ids(run, variant)[:d], ("topic",))
    return product, alone


def cell(runs: Sequence[QueryRun], strategy: Strategy) -> str:
    sc = score(runs, strategy)
    return f"{sc.ndcg:.3f} / {sc.hit[10]:.3f} / {sc.recall:.3f}"


def row(label: str, retriever, runs, split, params: TopicParams) -> str:
    with_params(retriever, runs, split, params)
    cells = []
    for variant in VARIANTS:
        product, alone = strategies(variant)
        cells += [cell(runs, product), cell(runs, alone)]
    return f"| {label} | " + " | ".join(cells) + " |"


HEAD = (
    "| setting | three arms (knowledge) | topical list (knowledge) | three arms (no near-dups) "
    "| topical list (no near-dups) |\n|---|---|---|---|---|"
)

SWEEPS: dict[str, tuple[str, Sequence[object]]] = {
    "topics": ("topics", (1, 2, 4, 8, 16, 32)),
    "temperature": ("temperature", (0.005, 0.01, 0.02, 0.05, 1.0)),
    "depth": ("depth", (10, 20, 30, 50)),
    "max_position": ("max_position", (1, 3, 5, 200)),
    "relative_votes": ("relative_votes", (True, False)),
    "name_match": ("name_match", (False, True)),
}


def cmd_grid(args: argparse.Namespace) -> None:
    retriever = open_retriever(args.translation)
    runs, split = collect(retriever, args.translation, args.limit_topics)
    two = two_arm_strategy()
    print(f"Two arms (no topical list): nDCG@10 / Hit@10 / Recall@100 = {cell(runs, two)}; "
          f"{len(runs)} topics on {args.translation}\n")  # fmt: skip
    base = DEFAULT_PARAMS
    for title, (field, values) in SWEEPS.items():
        print(f"### {title} (others as the product: {base})\n\n{HEAD}")
        for value in values:
            params = dataclasses.replace(base, **{field: value})
            mark = "**" if params == base else ""
            print(row(f"{mark}{field}={value}{mark}", retriever, runs, split, params))
        print()
    print(f"### topics × temperature (others as the product)\n\n{HEAD}")
    for n in (4, 8, 16):
        for t in (0.01, 0.02, 0.05):
            params = dataclasses.replace(base, topics=n, temperature=t)
            print(row(f"topics={n}, temperature={t}", retriever, runs, split, params))
    print()
    print(f"### topics × depth (others as the product)\n\n{HEAD}")
    for n in (4, 8, 16):
        for d in (20, 30, 50):
            params = dataclasses.replace(base, topics=n, depth=d)
            print(row(f"topics={n}, depth={d}", retriever, runs, split, params))


def parse_params(text: str) -> TopicParams:
    values: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, raw = part.partition("=")
        current = getattr(DEFAULT_PARAMS, key)
        if isinstance(current, bool):
            values[key] = raw.lower() in ("1", "true", "yes")
        elif raw.lower() == "none":
            values[key] = None
        elif isinstance(current, int):
            values[key] = int(raw)
        else:
            values[key] = float(raw)
    return dataclasses.replace(DEFAULT_PARAMS, **values)


def _ranked(runs: Sequence[QueryRun], strategy: Strategy) -> list[list[int]]:
    return [ranking_for_metrics(run, strategy, TOP_K)[0] for run in runs]


def cmd_paired(args: argparse.Namespace) -> None:
    """Per-topic differences of `--params` against two arms, or against the three arms with `--against`."""
    retriever = open_retriever(args.translation)
    runs, split = collect(retriever, args.translation, args.limit_topics)
    params = parse_params(args.params or "")
    baseline: dict[str, list[list[int]]] = {}
    if args.against is not None:
        with_params(retriever, runs, split, parse_params(args.against))
        baseline = {v: _ranked(runs, strategies(v)[0]) for v in VARIANTS}
        label = f"{parse_params(args.against)}"
    else:
        two = _ranked(runs, two_arm_strategy())
        baseline = {v: two for v in VARIANTS}
        label = "two arms"
    with_params(retriever, runs, split, params)
    print(f"{params}; {len(runs)} topics on {args.translation}; per-topic difference against {label}, "
          "mean ± 1.96 SE (better / worse)\n")  # fmt: skip
    for variant in VARIANTS:
        ranked = _ranked(runs, strategies(variant)[0])
        for metric in ("ndcg", "hit"):
            diffs = []
            for run, a, b in zip(runs, ranked, baseline[variant], strict=True):
                diffs.append(_metric(metric, a, run) - _metric(metric, b, run))
            d = np.array(diffs)
            se = d.std(ddof=1) / np.sqrt(len(d))
            print(f"- {LABEL[variant]}, {metric}@10: {d.mean():+.4f} ± {1.96 * se:.4f} "
                  f"({int((d > 0).sum())} / {int((d < 0).sum())})")  # fmt: skip


def _metric(metric: str, ranked: list[int], run: QueryRun) -> float:
    return ndcg_at(ranked, run.relevant) if metric == "ndcg" else hit_at(ranked, run.relevant, 10)


def cmd_rrfk(args: argparse.Namespace) -> None:
    """RRF k with three arms: each k against 60 (the two-arm product's), per topic, both knowledge parts."""
    retriever = open_retriever(args.translation)
    runs, split = collect(retriever, args.translation, args.limit_topics)
    with_params(retriever, runs, split, DEFAULT_PARAMS)
    print(f"{len(runs)} topics on {args.translation}; three arms, RRF k against k = {fusion.RRF_K}: "
          "nDCG@10 and Hit@10, the difference per topic (mean ± 1.96 SE)\n")  # fmt: skip
    print(
        "| k | knowledge nDCG@10 | Δ | knowledge Hit@10 | Δ | no near-dups nDCG@10 | Δ "
        "| no near-dups Hit@10 | Δ |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    base = {v: _ranked(runs, Strategy("k", rank_product(product_fusion(fusion.RRF_K), topics=v)))
            for v in VARIANTS}  # fmt: skip
    for k in (5, 10, 20, 30, 40, 60, 100):
        cells = []
        for variant in VARIANTS:
            ranked = _ranked(runs, Strategy("k", rank_product(product_fusion(k), topics=variant)))
            for metric in ("ndcg", "hit"):

                def f(r, run, metric=metric):
                    return ndcg_at(r, run.relevant) if metric == "ndcg" else hit_at(r, run.relevant, 10)

                now = np.array([f(a, run) for run, a in zip(runs, ranked, strict=True)])
                was = np.array([f(b, run) for run, b in zip(runs, base[variant], strict=True)])
                d = now - was
                se = d.std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else 0.0
                cells += [f"{now.mean():.3f}", f"{d.mean():+.4f} ± {1.96 * se:.4f}"]
        print(f"| {k} | " + " | ".join(cells) + " |")


def cmd_weights(args: argparse.Namespace) -> None:
    """Arm weights in the RRF sum (k as the product's): each setting against the product's (every arm 1), per
    topic, both knowledge parts. A weight above 1 lets one arm's top ranks outrank two arms' middling ones."""
    retriever = open_retriever(args.translation)
    runs, split = collect(retriever, args.translation, args.limit_topics)
    with_params(retriever, runs, split, DEFAULT_PARAMS)
    product = product_fusion()
    print(f"{len(runs)} topics on {args.translation}; three arms, RRF k {product.rrf_k}, arm weights against "
          "all 1: nDCG@10 and Hit@10, the difference per topic (mean ± 1.96 SE)\n")  # fmt: skip
    print(
        "| weights | knowledge nDCG@10 | Δ | knowledge Hit@10 | Δ | no near-dups nDCG@10 | Δ "
        "| no near-dups Hit@10 | Δ |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    base = {v: _ranked(runs, Strategy("w", rank_product(product, topics=v))) for v in VARIANTS}
    settings = [
        (("topic", 1.25),), (("topic", 1.5),), (("topic", 2.0),), (("topic", 3.0),),
        (("vector", 1.5),), (("topic", 1.5), ("vector", 1.5)), (("keyword", 0.75),),
    ]  # fmt: skip
    for weights in settings:
        fused = dataclasses.replace(product, weights=weights)
        cells = []
        for variant in VARIANTS:
            ranked = _ranked(runs, Strategy("w", rank_product(fused, topics=variant)))
            for metric in ("ndcg", "hit"):
                now = np.array([_metric(metric, a, run) for run, a in zip(runs, ranked, strict=True)])
                was = np.array([_metric(metric, b, run) for run, b in zip(runs, base[variant], strict=True)])
                d = now - was
                se = d.std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else 0.0
                cells += [f"{now.mean():.3f}", f"{d.mean():+.4f} ± {1.96 * se:.4f}"]
        label = ", ".join(f"{arm} {w:g}" for arm, w in weights)
        print(f"| {label} | " + " | ".join(cells) + " |", flush=True)


def cmd_gate(args: argparse.Namespace) -> None:
    """The nearest topic name's cosine, on-topic against off-topic (quartiles), for the detector's training
    queries and for OpenBible's evaluation topics (arm from the knowledge part)."""
    retriever = open_retriever(args.translation)
    arm = retriever.topical_arm(args.translation)
    split = split_topics(arm.index.names, arm.index.matrix)
    train = (ROOT / "benchmarks" / "evidence_train.jsonl").read_text().splitlines()
    rows = [json.loads(x) for x in train if x]
    embedder = retriever.embedder
    print("| queries | n | nearest cosine: min / 25 % / median / 75 % / max |\n|---|---|---|")

    def line(label: str, texts: list[str], mask) -> None:
        if not texts:
            return
        vectors = embedder.embed_queries(texts)
        nearest = [float(arm.index.nearest(v, 1, mask)[1][0]) for v in vectors]
        q = np.percentile(nearest, [0, 25, 50, 75, 100])
        print(f"| {label} | {len(texts)} | " + " / ".join(f"{x:.3f}" for x in q) + " |")

    for lang in ("pt", "en"):
        for label in ("ontopic", "offtopic"):
            texts = [r["text"] for r in rows if r["lang"] == lang and r["label"] == label]
            line(f"detector training, {lang}, {label}", texts, None)
    topics_ = evaluation_topics(load_openbible_topics(SHARED / "eval" / "openbible"))
    sample = [q.text for q in sample_queries(topics_, args.limit_topics or 400, SAMPLE_SEED)]
    line("OpenBible evaluation topics (knowledge arm)", sample, split.knowledge)
    line("OpenBible evaluation topics (no near-dups)", sample, split.no_near_duplicates)


NAMES = ("en", "both", "pt")  # TopicParams.names: how a topic is matched
NAMES_HEAD = (
    "| nDCG@10 (knowledge) | Δ | Hit@10 | Δ | nDCG@10 (no near-dups) | Δ | Hit@10 | Δ |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def portuguese_queries(arm, queries: Sequence[EvalQuery]) -> list[EvalQuery]:
    """The evaluation topics asked by their Portuguese names (the same relevant verses); a topic without
    one is left out."""
    local = {name: arm.index.local_name(row) for row, name in enumerate(arm.index.names)}
    out = []
    for q in queries:
        name = local.get(normalise_topic(q.text))
        if name and name != normalise_topic(q.text):
            out.append(dataclasses.replace(q, lang="pt", text=name))
    return out


PT_NEAR_DUPLICATE_COSINE = 0.96  # Portuguese names sit closer in e5 than English ones (read from pairs)


def both_languages_split(arm) -> TopicSplit:
    """The evaluation's split; its near-duplicates are those of the English names (`split_topics`) and
    those of the Portuguese names: the same terms after Portuguese analysis ("provações" / "provação", two
    English names translated alike: "cheerful" / "joyful" → "alegre"), or a cosine of at least 0.96 (pairs
    read: at 0.96–0.97 nearly all say the same thing, "o fim dos dias" / "o fim dos tempos"; at 0.95 about
    half, "solidão" / "solidariedade"; at 0.94 a third, "correção" / "provação")."""
    from app.core.analysis import get_analyzer

    english = split_topics(arm.index.names, arm.index.matrix)
    index = arm.index
    if index.local_matrix is None:
        return english
    held = np.flatnonzero(~english.knowledge)
    rows = np.flatnonzero(english.knowledge)
    local = [index.local_name(row) for row in range(len(index.names))]
    analyzer = get_analyzer("pt")
    terms = [frozenset(analyzer.keys(name)) for name in local]
    held_terms = {terms[i] for i in held if terms[i]}
    sims = (index.local_matrix[rows] @ index.local_matrix[held].T).max(axis=1)
    same = np.array([bool(terms[r]) and terms[r] in held_terms for r in rows], dtype=bool)
    near = (sims >= PT_NEAR_DUPLICATE_COSINE) | same
    no_dup = english.no_near_duplicates.copy()
    no_dup[rows[near]] = False
    return TopicSplit(english.knowledge, no_dup, english.near_duplicates)


def names_rows(
    label: str, retriever, runs: Sequence[QueryRun], split: TopicSplit, settings: dict[str, TopicParams]
) -> list[str]:
    """A table row per setting (the first is the baseline): nDCG@10 and Hit@10 of the three arms, and the
    per-topic difference against the first, for both knowledge parts."""
    ranked: dict[str, dict[str, list[list[int]]]] = {}
    for name, params in settings.items():
        with_params(retriever, runs, split, params)
        ranked[name] = {v: _ranked(runs, strategies(v)[0]) for v in VARIANTS}
    base = next(iter(settings))
    rows = []
    for name in settings:
        cells = []
        for variant in VARIANTS:
            for metric in ("ndcg", "hit"):

                def scores(way: str, metric: str = metric, variant: str = variant) -> np.ndarray:
                    pairs = zip(runs, ranked[way][variant], strict=True)
                    return np.array([_metric(metric, r, run) for run, r in pairs])

                now, d = scores(name), scores(name) - scores(base)
                se = d.std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else 0.0
                delta = f"{d.mean():+.4f} ± {1.96 * se:.4f} ({int((d > 0).sum())}/{int((d < 0).sum())})"
                cells += [f"{now.mean():.3f}", "–" if name == base else delta]
        rows.append(f"| {label} | {name} | " + " | ".join(cells) + " |")
    return rows


def names_settings() -> dict[str, TopicParams]:
    """English names only (before), both (the product), Portuguese only."""
    return {names: dataclasses.replace(DEFAULT_PARAMS, names=names) for names in NAMES}


def constants_settings() -> dict[str, TopicParams]:
    """The arm's constants around the product's, with both names."""
    out = {"product": DEFAULT_PARAMS}
    for field, value in (("topics", 8), ("topics", 32), ("temperature", 0.01), ("temperature", 0.05)):
        out[f"{field} {value}"] = dataclasses.replace(DEFAULT_PARAMS, **{field: value})
    return out


def cmd_names(args: argparse.Namespace) -> None:
    """The Portuguese names, measured: Portuguese queries on the Bíblia Livre, English ones on the WEB and
    the Bíblia Livre; then the nearest topic's cosine before and after, for the gate's queries."""
    topics_ = evaluation_topics(load_openbible_topics(SHARED / "eval" / "openbible"))
    topics_ = sample_queries(topics_, args.limit_topics, SAMPLE_SEED)
    print(f"| queries | topics matched by {NAMES_HEAD}")
    later = []  # every set's runs: the constants are measured on them afterwards
    for lang, translation in (pair.split(":") for pair in args.queries.split(",")):
        retriever = open_retriever(translation)
        arm = retriever.topical_arm(translation)
        split = both_languages_split(arm)
        queries = portuguese_queries(arm, topics_) if lang == "pt" else topics_
        started = time.perf_counter()
        runs = query_runs.collect(
            retriever, queries, translation, end_to_end=False, topic_masks=split.masks()
        )
        runs = [r for r in runs if r.relevant]
        seconds = time.perf_counter() - started
        print(f"{len(runs)} {lang} topics on {translation} in {seconds:.0f} s; knowledge "
              f"{int(split.knowledge.sum())}, without near-duplicates {int(split.no_near_duplicates.sum())}",
              file=sys.stderr)  # fmt: skip
        label = f"{lang}, {translation}, {len(runs)} topics"
        for row in names_rows(label, retriever, runs, split, names_settings()):
            print(row, flush=True)
        later.append((label, retriever, runs, split))
    print(f"\n| queries | both names, the constants {NAMES_HEAD}")
    for label, retriever, runs, split in later:
        for row in names_rows(label, retriever, runs, split, constants_settings()):
            print(row, flush=True)
    names_gate(retriever, arm)
    if args.dev is not None:
        names_dev(args.dev)


def names_dev(path: Path) -> None:
    """The development set as displayed, once, with the English names only and with both (run after the
    choice was made on OpenBible): hit@1 / hit@10 / MRR@10 per language."""
    print("\n| dev set | English names: hit@1 / hit@10 / MRR@10 | both names |\n|---|---|---|")
    for lang, translation in (("pt", "blivre"), ("en", "web")):
        retriever = open_retriever(translation)
        queries = load_dev(path, (lang,))
        cells = []
        for names in ("en", "both"):
            retriever.topic_params = dataclasses.replace(DEFAULT_PARAMS, names=names)
            sc = passage_scores(query_runs.collect(retriever, queries, translation, end_to_end=True))
            cells.append(f"{sc.hit[1]:.3f} / {sc.hit[10]:.3f} / {sc.mrr:.3f}")
        retriever.topic_params = DEFAULT_PARAMS
        print(f"| {lang}, {translation} ({sc.n} on-topic queries) | " + " | ".join(cells) + " |", flush=True)


def names_gate(retriever, arm) -> None:
    """The nearest topic name's cosine with the English names only and with both, for the no-evidence
    detector's training queries (the notes' topical gate and the learned ranker read it)."""
    lines = (ROOT / "benchmarks" / "evidence_train.jsonl").read_text().splitlines()
    rows = [json.loads(x) for x in lines if x]
    print("\n| queries | n | nearest cosine, English names: 25 % / median / 75 % | both names | median Δ |"
          "\n|---|---|---|---|---|")  # fmt: skip
    for lang in ("pt", "en"):
        for label in ("ontopic", "offtopic"):
            texts = [r["text"] for r in rows if r["lang"] == lang and r["label"] == label]
            if not texts:
                continue
            vectors = retriever.embedder.embed_queries(texts)
            cells = []
            for names in ("en", "both"):
                near = [float(arm.index.nearest(v, 1, None, names)[1][0]) for v in vectors]
                cells.append(np.percentile(near, [25, 50, 75]))
            q = " / ".join
            print(f"| {lang}, {label} | {len(texts)} | {q(f'{x:.3f}' for x in cells[0])} | "
                  f"{q(f'{x:.3f}' for x in cells[1])} | {cells[1][1] - cells[0][1]:+.3f} |")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("command", choices=["grid", "paired", "gate", "rrfk", "weights", "names"])
    p.add_argument("--translation", "-t", default="web")
    p.add_argument("--limit-topics", type=int)
    p.add_argument("--params", help="for paired: e.g. topics=8,temperature=0.02,depth=30")
    p.add_argument("--against", help="for paired: compare with these settings instead of two arms")
    p.add_argument("--queries", default="pt:blivre,en:web,en:blivre", help="for names: language:translation")
    p.add_argument("--dev", type=Path, help="for names: also the development set, as displayed (dev.jsonl)")
    args = p.parse_args()
    commands = {
        "grid": cmd_grid,
        "paired": cmd_paired,
        "gate": cmd_gate,
        "rrfk": cmd_rrfk,
        "weights": cmd_weights,
        "names": cmd_names,
    }
    commands[args.command](args)


if __name__ == "__main__":
    main()
