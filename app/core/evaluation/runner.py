"""The whole evaluation (`run_evaluation`): the dev set per language, OpenBible's evaluation topics on each
translation, the levers; and the Markdown report put together from their tables."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.core.evaluation.datasets import (
    SAMPLE_SEED,
    TopicSplit,
    evaluation_topics,
    load_dev,
    load_openbible_topics,
    sample_queries,
    split_topics,
)
from app.core.evaluation.query_runs import ARM_CANDIDATES, QueryRun, collect
from app.core.evaluation.report import (
    best_minmax_weight,
    coverage_note,
    lever_rows,
    table_evidence,
    table_kinds,
    table_openbible,
    table_passages,
    table_strategies,
)
from app.core.evaluation.strategies import STRATEGY_NAMES, Strategy, default_strategies, lever_variants
from app.core.progress import CancelFn, ProgressFn, never, no_progress
from app.core.retrieval import passages
from app.core.retrieval.bible import Retriever


@dataclass
class EvalConfig:
    dataset: Path | None
    translation_pt: str = "blivre"
    translation_en: str = "web"
    openbible: Path | None = None
    strategies: tuple[str, ...] = STRATEGY_NAMES
    limit_topics: int | None = None
    candidates: int = ARM_CANDIDATES
    levers: bool = True
    seed: int = SAMPLE_SEED
    languages: tuple[str, ...] = (
        "pt",
        "en",
    )  # dev queries in these languages; OpenBible on their translations


@dataclass
class EvalResult:
    markdown: str
    dev: dict[str, list[QueryRun]]
    openbible: dict[str, list[QueryRun]]
    seconds: float


def run_evaluation(
    retriever: Retriever, config: EvalConfig, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> EvalResult:
    """The whole evaluation: dev set per language, OpenBible topics on WEB and (cross-lingual) the Portuguese
    translation, levers; returns the Markdown report."""
    started = time.perf_counter()
    translations = {
        lang: tid
        for lang, tid in (("pt", config.translation_pt), ("en", config.translation_en))
        if lang in config.languages
    }
    dev: dict[str, list[QueryRun]] = {}
    if config.dataset is not None:
        queries = load_dev(config.dataset)
        for lang, tid in translations.items():
            subset = [q for q in queries if q.lang == lang]
            dev[lang] = collect(retriever, subset, tid, candidates=config.candidates, progress=progress,
                                cancelled=cancelled)  # fmt: skip
    ob, split = _collect_openbible(retriever, config, translations, progress, cancelled)
    best_w, weight_table = None, ""
    if dev and "minmax-best" in config.strategies:
        best_w, weight_table = best_minmax_weight([r for runs in dev.values() for r in runs])
    strategies = _chosen_strategies(config, best_w)
    out: list[str] = []
    if dev:
        out += _dev_report(dev, config, strategies, best_w, weight_table)
    if ob:
        out += _openbible_report(ob, config, strategies, split)
    if config.levers and (dev or ob):
        out += _lever_report(dev, ob)
    seconds = time.perf_counter() - started
    out.append(f"_Evaluation took {seconds:.0f} s._")
    return EvalResult("\n".join(out), dev, ob, seconds)


def _collect_openbible(
    retriever: Retriever,
    config: EvalConfig,
    translations: dict[str, str],
    progress: ProgressFn,
    cancelled: CancelFn,
) -> tuple[dict[str, list[QueryRun]], TopicSplit | None]:
    """OpenBible's evaluation part on each translation, English first; the topical arm answers from the
    knowledge part only."""
    if config.openbible is None:
        return {}, None
    topics = evaluation_topics(load_openbible_topics(config.openbible))
    topics = sample_queries(topics, config.limit_topics, config.seed)
    arm = retriever.topical_arm(config.translation_en)
    split = split_topics(arm.index.names, arm.index.matrix) if arm is not None else None
    masks = split.masks() if split is not None else {}
    vectors: dict[str, tuple[np.ndarray, float]] = {}
    ob: dict[str, list[QueryRun]] = {}
    for tid in sorted(translations.values(), key=lambda t: t != config.translation_en):  # English first
        ob[tid] = collect(retriever, topics, tid, candidates=config.candidates, end_to_end=False,
                          query_vectors=vectors, topic_masks=masks, progress=progress,
                          cancelled=cancelled)  # fmt: skip
    return ob, split


def _chosen_strategies(config: EvalConfig, best_w: float | None) -> list[Strategy]:
    strategies = [
        s for s in default_strategies(best_w)
        if s.name in config.strategies or (s.name.startswith("minmax-") and s.name != "minmax-0.5"
                                           and "minmax-best" in config.strategies)
    ]  # fmt: skip
    seen: set[str] = set()
    return [s for s in strategies if not (s.name in seen or seen.add(s.name))]


def _dev_report(
    dev: dict[str, list[QueryRun]],
    config: EvalConfig,
    strategies: Sequence[Strategy],
    best_w: float | None,
    weight_table: str,
) -> list[str]:
    names = {"pt": f"pt ({config.translation_pt})", "en": f"en ({config.translation_en})"}
    by_lang = {names[lang]: runs for lang, runs in dev.items()}
    out = ["## Dev set: strategies (on-topic queries, references routed)", "",
           table_strategies(by_lang, strategies), ""]  # fmt: skip
    window = passages.PASSAGE_WINDOW
    out += [f"The product as displayed (hits of a chapter within {window} verses are one card; a result is a "
            "hit when any of its verses is listed):", "", table_passages(by_lang), ""]  # fmt: skip
    out += ["## Dev set: hit@10 / MRR@10 per kind", "", table_kinds(by_lang, strategies), ""]
    out += ["## Dev set: no evidence", "", table_evidence(by_lang), ""]
    if best_w is not None:
        title = f"Min-max keyword weight sweep (dev, both languages; best = {best_w:g}):"
        out += [title, "", weight_table, ""]
    out += ["Coverage: " + "; ".join(f"{n}: {coverage_note(r)}" for n, r in by_lang.items()), ""]
    return out


def _openbible_report(
    ob: dict[str, list[QueryRun]],
    config: EvalConfig,
    strategies: Sequence[Strategy],
    split: TopicSplit | None,
) -> list[str]:
    n = len(next(iter(ob.values())))
    label = f"sample of {n} topics (seed {config.seed})" if config.limit_topics else f"all {n} topics"
    title = (f"## OpenBible topics: the evaluation part ({label}; English topics, `{config.translation_pt}` "
             "is cross-lingual)")  # fmt: skip
    out = [title, ""]
    if split is not None:
        out += [f"The topical arm answers from the knowledge part ({int(split.knowledge.sum())} topics); "
                f"without the {len(split.near_duplicates)} knowledge topics that are near-duplicates of an "
                f"evaluation topic: {int(split.no_near_duplicates.sum())} topics.", ""]  # fmt: skip
    else:
        out += ["No topical arm (the topic index is not built): its strategies equal two arms.", ""]
    out += [table_openbible(ob, strategies), ""]
    out += ["Coverage: " + "; ".join(f"{t}: {coverage_note(r)}" for t, r in ob.items()), ""]
    return out


def _lever_report(dev: dict[str, list[QueryRun]], ob: dict[str, list[QueryRun]]) -> list[str]:
    sets: dict[str, Sequence[QueryRun]] = {f"dev {lang}": runs for lang, runs in dev.items()}
    sets.update({f"OB {tid}": runs for tid, runs in ob.items()})
    openbible_sets = {k for k in sets if k.startswith("OB")}
    out: list[str] = []
    for title, variants in lever_variants().items():
        out += [f"## Lever: {title}", "", lever_rows(sets, variants, openbible=openbible_sets), ""]
    return out
