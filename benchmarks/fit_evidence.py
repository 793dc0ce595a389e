"""Fit the no-evidence detector on its own training set (never on the dev set) and write its JSON model.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/fit_evidence.py \
        --features top1+mu+z+known --max-false-rate 0.03 --write resources/evidence_model.json

Training data — every shape a person types, on and off topic, in both languages:
- `benchmarks/evidence_train.jsonl`: off-topic questions in Portuguese and English (everyday things the Bible
  does not speak to) and on-topic queries we wrote (feelings, topics, stories, names, quotes; no dev query);
- `benchmarks/evidence_shapes.jsonl`: off-topic single words and short topics (modern things, brands, foods,
  sports, places and animals the Bible never names), written for this set, then filtered: none is an
  OpenBible.info topic name in either language, and none is made only of words the translation contains (a
  word of the Bible is on-topic by construction: "carro" is a chariot, "baleia" is Jonah's);
- on-topic by construction: a fixed-seed sample of OpenBible.info's topic names in English and in Portuguese
  (the project's translation, `resources/openbible/topic-names-pt.tsv`), minus topics equal to a dev query and
  those in `benchmarks/evidence_openbible_exclude.txt`; a fixed-seed sample of the translation's proper names
  (`retrieval.names.NameLexicon`) and of its content words (in lower case in at least three verses, not
  stopwords).
`--check N` then counts, on N *other* topic names and proper names per language (never trained on), how
many the fitted detector flags: the figure the product promises (≤ 5 %).

Portuguese queries run on the Bíblia Livre, English ones on the WEB, with the app's own Retriever (or the
indexes in --index-dir). One model per language; feature subsets are compared by 10-fold cross-validation on
the training set; the threshold is set on the training set for a target share of on-topic queries flagged.
The dev set is only read to exclude its queries. Takes about 20 s.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import date
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core import paths  # noqa: E402
from app.core.evaluation.datasets import (  # noqa: E402
    SAMPLE_SEED,
    EvalQuery,
    load_dev,
    load_openbible_topics,
    normalise_topic,
    sample_queries,
    split_topics,
)
from app.core.evaluation.query_runs import QueryRun, collect, load_index_any_window  # noqa: E402
from app.core.evaluation.strategies import product_candidates  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.model import DEFAULT_MODEL  # noqa: E402
from app.core.model.embedder import load_embedder  # noqa: E402
from app.core.retrieval import evidence  # noqa: E402
from app.core.retrieval.bible import Retriever  # noqa: E402

HERE = Path(__file__).resolve().parent
TRAIN = HERE / "evidence_train.jsonl"
SHAPES = HERE / "evidence_shapes.jsonl"
PT_TOPIC_NAMES = paths.resources_dir() / "openbible" / "topic-names-pt.tsv"
OPENBIBLE_EXCLUDE = HERE / "evidence_openbible_exclude.txt"
LANGUAGES = ("pt", "en")
FEATURE_SETS = {
    "top1": ("top1",),
    "z": ("z_top1", "z_top10"),
    "known": ("known",),
    "top1+mu": ("top1", "mu"),
    "z+known": ("z_top1", "z_top10", "known"),
    "top1+mu+known": ("top1", "mu", "known"),
    "top1+mu+z+known": ("top1", "mu", "z_top1", "z_top10", "known"),
    "top1+mu+z+known+agree": ("top1", "mu", "z_top1", "z_top10", "known", "agree"),
    "top1+mu+z+known+rare": ("top1", "mu", "z_top1", "z_top10", "known", "rare_known"),
    "top1+mu+z+known+topic": ("top1", "mu", "z_top1", "z_top10", "known", "topic"),
    "all": ("z_top1", "z_top10", "known", "known_plain", "rare_known", "agree", "top1", "mu", "sigma"),
}


def held_out_topic_closeness(retriever, runs: list[QueryRun]) -> None:
    """An OpenBible topic used as a training query would find its own name (cosine 1): its closeness is the
    nearest name once the topic and its near-duplicates (`evaluation.datasets.split_topics`' rule) are held
    out."""
    import dataclasses

    arm = next((retriever.topical_arm(r.translation) for r in runs), None)
    if arm is None:
        return
    index = arm.index
    for run in runs:
        if run.query.kind != "openbible" or run.features is None or run.query_vector is None:
            continue
        held = np.array([normalise_topic(run.query.text) == name for name in index.names])
        split = split_topics(index.names, index.matrix, held=held)
        _, sims = index.nearest(run.query_vector, 1, split.no_near_duplicates)
        run.features = dataclasses.replace(run.features, topic=float(sims[0]) if len(sims) else None)


def training_queries(
    openbible: Path | None, topics: int, seed: int, dev: Path | None
) -> list[tuple[EvalQuery, int]]:
    out = []
    for source in (TRAIN, SHAPES):
        for n, line in enumerate(source.read_text(encoding="utf-8").splitlines()):
            row = json.loads(line)
            label = 1 if row["label"] == "offtopic" else 0
            out.append((EvalQuery(f"{source.stem}{n}", row["kind"], row["lang"], row["text"], ()), label))
    if openbible is not None and topics > 0:
        out += [(t, 0) for t in topic_queries(openbible, dev)[0][:topics]]
    return out


def topic_queries(openbible: Path, dev: Path | None) -> tuple[list[EvalQuery], list[EvalQuery]]:
    """OpenBible.info's topic names as queries, English and Portuguese, in one fixed-seed order: the training
    sample is a head of it, `--check` reads the tail."""
    dev_texts = {q.text.casefold() for q in load_dev(dev)} if dev is not None and dev.exists() else set()
    excluded = {
        line.strip().casefold()
        for line in OPENBIBLE_EXCLUDE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    } | dev_texts
    english = [
        t for t in load_openbible_topics(openbible, min_relevant=1) if t.text.casefold() not in excluded
    ]
    english = sample_queries(english, None)
    order = np.random.default_rng(SEED_NAMES).permutation(len(english))
    english = [english[i] for i in order]
    portuguese = []
    if PT_TOPIC_NAMES.exists():
        names = dict(
            line.split("\t")[:2]
            for line in PT_TOPIC_NAMES.read_text(encoding="utf-8").splitlines()[1:]
            if "\t" in line
        )
        for t in english:
            pt = names.get(t.text) or names.get(t.text + " ")
            if pt and pt.strip().casefold() not in excluded:
                portuguese.append(EvalQuery(t.qid + "-pt", "openbible", "pt", pt.strip(), t.refs))
    return english, portuguese


SEED_NAMES = 20261202


def lexicon_queries(retriever, tid: str, lang: str) -> tuple[list[EvalQuery], list[EvalQuery]]:
    """The translation's proper names and its content words, each in a fixed-seed order."""
    from app.core.analysis import get_analyzer

    lexicon = retriever.names(tid)
    names = sorted(f for f in lexicon.capital if lexicon.capital[f] >= 1 and f.isalpha() and len(f) > 2)
    analyzer = get_analyzer(lang)
    counts: dict[str, int] = {}
    rows = retriever.library.conn.execute("SELECT text FROM verses WHERE translation = ?", (tid,))
    for (text,) in rows:
        for word in set(text.split()):
            word = word.strip(".,;:!?\"'()[]“”‘’—-")
            if word.isalpha() and word.islower() and len(word) > 3:
                counts[word] = counts.get(word, 0) + 1
    words = sorted(w for w, n in counts.items() if n >= 3 and analyzer.query_tokens(w))
    rng = np.random.default_rng(SEED_NAMES)
    names = [names[i] for i in rng.permutation(len(names))]
    words = [words[i] for i in rng.permutation(len(words))]
    as_query = lambda kind: lambda i, w: EvalQuery(f"{kind}-{lang}-{i}", kind, lang, w, ())  # noqa: E731
    return [as_query("name")(i, n) for i, n in enumerate(names)], [
        as_query("word")(i, w) for i, w in enumerate(words)
    ]


def matrix(runs: list[QueryRun], names: tuple[str, ...]) -> np.ndarray:
    return np.array([[run.features.as_dict()[n] for n in names] for run in runs], dtype=float)


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    # Balance the classes: off-topic examples are fewer than on-topic ones.
    weight = np.where(y == 1, 0.5 / max(y.mean(), 1e-9), 0.5 / max(1 - y.mean(), 1e-9))
    w, b = evidence.fit_logistic((x - mean) / scale, y, l2=l2, sample_weight=weight)
    return mean, scale, w, b


def predict(x, mean, scale, w, b) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(((x - mean) / scale) @ w + b, -60, 60)))


def threshold_for(p_on: np.ndarray, max_false_rate: float) -> float:
    """The lowest threshold that flags at most `max_false_rate` of the on-topic queries."""
    ordered = np.sort(p_on)[::-1]
    allowed = int(np.floor(max_false_rate * len(ordered)))
    return float(ordered[allowed] + 1e-6) if allowed < len(ordered) else 0.5


def groups(runs: list[QueryRun], y: np.ndarray) -> dict[str, np.ndarray]:
    """Per language and shape: off-topic questions and short off-topic words; on-topic phrasings we wrote,
    topic names, proper names and content words."""
    lang = np.array([r.query.lang for r in runs])
    kind = np.array([r.query.kind for r in runs])
    out = {}
    for lg in LANGUAGES:
        at = lang == lg
        out[f"{lg} off (questions)"] = at & (y == 1) & (kind == "offtopic")
        out[f"{lg} off (words)"] = at & (y == 1) & (kind == "offtopic-short")
        out[f"{lg} on (ours)"] = at & (y == 0) & ~np.isin(kind, ["openbible", "name", "word"])
        out[f"{lg} on (topics)"] = at & (y == 0) & (kind == "openbible")
        out[f"{lg} on (names)"] = at & (y == 0) & (kind == "name")
        out[f"{lg} on (words)"] = at & (y == 0) & (kind == "word")
    return out


def cross_validate(x, y, masks, l2: float, max_false_rate: float, folds: int = 10, seed: int = 7) -> dict:
    """Out-of-fold decisions (each fold's threshold set on its own training part), counted per group."""
    fold = np.random.default_rng(seed).permutation(len(y)) % folds
    flagged = np.zeros(len(y), dtype=bool)
    for f in range(folds):
        train, test = fold != f, fold == f
        mean, scale, w, b = fit(x[train], y[train], l2)
        threshold = threshold_for(predict(x[train], mean, scale, w, b)[y[train] == 0], max_false_rate)
        flagged[test] = predict(x[test], mean, scale, w, b) >= threshold
    return {name: (int(flagged[m].sum()), int(m.sum())) for name, m in masks.items()}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    shared = paths.shared_dir()
    p.add_argument("--openbible", default=str(shared / "eval" / "openbible") if shared else None)
    p.add_argument("--dev", default=str(shared / "eval" / "dev.jsonl") if shared else None)
    p.add_argument("--topics", type=int, default=600, help="OpenBible topic names per language, trained on")
    p.add_argument("--lexicon", type=int, default=300, help="proper names and content words per language")
    p.add_argument(
        "--check", type=int, default=1000, help="other topic names and names per language, checked"
    )
    p.add_argument("--seed", type=int, default=SAMPLE_SEED + 1)  # not the seed of the eval sample
    p.add_argument("--translation-pt", default="blivre")
    p.add_argument("--translation-en", default="web")
    p.add_argument("--features", default="z+known+agree", choices=sorted(FEATURE_SETS))
    p.add_argument("--l2", type=float, default=1.0)
    p.add_argument("--max-false-rate", type=float, default=0.03, help="on-topic training queries flagged")
    p.add_argument("--model-dir", default=None)
    p.add_argument("--index-dir", default=None, help="meaning indexes to use (default: the data folder's)")
    p.add_argument("--verbose", action="store_true", help="list the training errors")
    p.add_argument("--write", help="write the model JSON here (resources/evidence_model.json)")
    args = p.parse_args()

    started = time.perf_counter()
    queries = training_queries(Path(args.openbible) if args.openbible else None, args.topics, args.seed,
                               Path(args.dev) if args.dev else None)  # fmt: skip
    embedder = load_embedder(args.model_dir or paths.models_dir() / DEFAULT_MODEL)
    with Library(paths.library_path(), create=False) as library:
        index_dir = Path(args.index_dir) if args.index_dir else paths.indexes_dir()
        retriever = Retriever(library, embedder, index_dir)
        if args.index_dir:
            for tid in (args.translation_pt, args.translation_en):
                retriever.set_index(tid, load_index_any_window(index_dir, library, tid, embedder))
        manifests = {
            tid: retriever.vector_index(tid).manifest for tid in (args.translation_pt, args.translation_en)
        }
        layouts = {m.layout for m in manifests.values()}
        model_ids = {m.model_id for m in manifests.values()}
        if len(layouts) != 1 or len(model_ids) != 1:
            raise SystemExit(f"the two indexes differ: {manifests}")
        runs, labels = [], []
        checks: dict[str, list[QueryRun]] = {}
        english, portuguese = topic_queries(Path(args.openbible), Path(args.dev) if args.dev else None)
        for lang, tid in (("pt", args.translation_pt), ("en", args.translation_en)):
            names, words = lexicon_queries(retriever, tid, lang)
            queries += [(q, 0) for q in names[: args.lexicon] + words[: args.lexicon]]
            if lang == "pt":
                queries += [(q, 0) for q in portuguese[: args.topics]]
            held = {"topic names": (portuguese if lang == "pt" else english)[args.topics :][: args.check],
                    "proper names": names[args.lexicon :][: args.check]}  # fmt: skip
            for what, qs in held.items():
                if qs:
                    checks[f"{lang} {what}"] = collect(
                        retriever, qs, tid, candidates=product_candidates(), end_to_end=False
                    )
            subset = [(q, y) for q, y in queries if q.lang == lang]
            got = collect(retriever, [q for q, _ in subset], tid, candidates=product_candidates(),
                             end_to_end=False)  # fmt: skip
            held_out_topic_closeness(retriever, got)
            for run, (_, y) in zip(got, subset, strict=True):
                if run.features is not None:
                    runs.append(run)
                    labels.append(y)
    y = np.array(labels, dtype=float)
    langs = np.array([r.query.lang for r in runs])
    print(
        f"{len(runs)} training queries ({int(y.sum())} off-topic) in {time.perf_counter() - started:.0f} s\n"
    )

    names_all = FEATURE_SETS["all"]
    x_all = matrix(runs, names_all)
    print("| feature | on-topic mean (pt / en) | off-topic mean (pt / en) |\n|---|---|---|")
    for j, name in enumerate(names_all):
        cells = []
        for label in (0, 1):
            cells.append(
                " / ".join(f"{x_all[(y == label) & (langs == lang), j].mean():.3f}" for lang in ("pt", "en"))
            )
        print(f"| {name} | {cells[0]} | {cells[1]} |")

    masks = groups(runs, y)
    print("\n10-fold cross-validation on the training set, one model per language (flagged / queries):\n")
    print("| features | " + " | ".join(masks) + " |\n|---|" + "---|" * len(masks))
    for label, names in FEATURE_SETS.items():
        cells = {}
        for lang in LANGUAGES:
            m = langs == lang
            sub = [r for r, keep in zip(runs, m, strict=True) if keep]
            sub_masks = {k: v[m] for k, v in masks.items() if v[m].any()}
            cells |= cross_validate(matrix(sub, names), y[m], sub_masks, args.l2, args.max_false_rate)
        print(f"| {label} | " + " | ".join(f"{a}/{b}" for a, b in cells.values()) + " |")

    names = FEATURE_SETS[args.features]
    models = {}
    for lang in LANGUAGES:
        m = langs == lang
        sub = [r for r, keep in zip(runs, m, strict=True) if keep]
        x, yy = matrix(sub, names), y[m]
        mean, scale, w, b = fit(x, yy, args.l2)
        prob = predict(x, mean, scale, w, b)
        threshold = threshold_for(prob[yy == 0], args.max_false_rate)
        flagged = prob >= threshold
        print(
            f"\n[{lang}] features {names}, threshold {threshold:.3f}; training: "
            f"{int(flagged[yy == 1].sum())}/{int(yy.sum())} off-topic flagged, "
            f"{int(flagged[yy == 0].sum())}/{int((yy == 0).sum())} on-topic wrongly flagged"
        )
        if args.verbose:
            for run, fl, lab, pr in zip(sub, flagged, yy, prob, strict=True):
                if fl != lab:
                    print(f"  {'missed' if lab else 'false flag'}: {run.query.text} (p={pr:.2f})")
        models[lang] = evidence.EvidenceModel(
            features=tuple(names),
            mean=tuple(round(float(v), 6) for v in mean),
            scale=tuple(round(float(v), 6) for v in scale),
            weights=tuple(round(float(v), 6) for v in w),
            bias=round(float(b), 6),
            threshold=round(threshold, 4),
        )
    print("\nNever trained on — flagged by the fitted detector:\n")
    for label, got in checks.items():
        model = models[label.split()[0]]
        flagged = sum(model.no_evidence(r.features) for r in got if r.features is not None)
        scored = sum(r.features is not None for r in got)
        print(f"- {label}: {flagged}/{scored} ({flagged / max(scored, 1):.1%})")
    detector = evidence.EvidenceDetector(
        version=f"{date.today().isoformat()}: {args.features}, l2 {args.l2:g}, on-topic false-flag target "
        f"{args.max_false_rate:g}; {len(runs)} training queries ({TRAIN.name}, {SHAPES.name}, {args.topics} "
        f"OpenBible topic names a language, {args.lexicon} proper names and content words a language); "
        "benchmarks/fit_evidence.py",
        models=models,
        model_id=model_ids.pop(),
        index_layout=layouts.pop(),
    )
    text = json.dumps(detector.to_json(), indent=1, ensure_ascii=False) + "\n"
    if args.write:
        Path(args.write).write_text(text, encoding="utf-8")
        print(f"\nwrote {args.write}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
