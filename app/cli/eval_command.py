"""`lampada eval`: the retrieval strategies measured on a query set (docs/retrieval.md), the Markdown tables
on stdout."""

from __future__ import annotations

import argparse
from typing import Any

from app.cli.progress_bar import ProgressBar
from app.cli.shared import open_library, whole_number
from app.core import paths
from app.core.errors import LampadaError, ModelUnavailable


def cmd_eval(args: argparse.Namespace) -> int:
    from pathlib import Path

    from app.core.evaluation.query_runs import load_index_any_window
    from app.core.evaluation.runner import EvalConfig, run_evaluation
    from app.core.evaluation.strategies import STRATEGY_NAMES
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.service import optional_embedder

    if args.dataset is None and args.openbible is None:
        raise LampadaError("nothing to evaluate: pass --dataset and/or --openbible")
    strategies = tuple(s.strip() for s in args.strategies.split(",")) if args.strategies else None
    unknown = set(strategies or ()) - set(STRATEGY_NAMES)
    if unknown:
        known = ", ".join(STRATEGY_NAMES)
        raise LampadaError(f"unknown strategies {sorted(unknown)}; known: {known}")
    languages = tuple(x.strip() for x in args.languages.split(",") if x.strip())
    if not languages or set(languages) - {"pt", "en"}:
        raise LampadaError("--languages takes pt, en or pt,en")
    with open_library() as library:
        tids = [{"pt": args.translation_pt, "en": args.translation_en}[lang] for lang in languages]
        for tid in tids:
            library.translation(tid)
        embedder = optional_embedder()
        if embedder is None:
            raise ModelUnavailable("the evaluation needs the e5 model (run `lampada setup`)")
        index_dir = Path(args.index_dir) if args.index_dir else paths.indexes_dir()
        retriever = Retriever(library, embedder, index_dir)
        if args.evidence_model:
            from app.core.retrieval import evidence

            retriever.evidence = evidence.load_detector(args.evidence_model)
        if args.index_dir:  # window experiments: indexes built with another CONTEXT_WINDOW
            for tid in tids:
                retriever.set_index(tid, load_index_any_window(index_dir, library, tid, embedder))
        for tid in tids:
            if retriever.vector_index(tid) is None:
                raise LampadaError(f"no usable meaning index for {tid} in {index_dir} (run `lampada index`)")
        config = EvalConfig(
            dataset=Path(args.dataset) if args.dataset else None,
            translation_pt=args.translation_pt,
            translation_en=args.translation_en,
            openbible=Path(args.openbible) if args.openbible else None,
            strategies=strategies or STRATEGY_NAMES,
            limit_topics=args.limit_topics,
            candidates=args.candidates,
            levers=not args.no_levers,
            languages=languages,
        )
        bar = ProgressBar("Evaluating")
        result = run_evaluation(retriever, config, progress=bar)
        bar.finish(f"{result.seconds:.0f} s")
    print(result.markdown)
    return 0


def add_parser(sub: Any) -> None:
    from app.core.evaluation.strategies import STRATEGY_NAMES

    s = sub.add_parser("eval", help="measure retrieval strategies on a query set (Markdown on stdout)")
    s.add_argument("--dataset", help="JSON lines with pt, en, kind, refs (../shared/eval/dev.jsonl)")
    s.add_argument("--translation-pt", default="blivre", help="translation for the Portuguese queries")
    s.add_argument("--translation-en", default="web", help="translation for the English queries")
    s.add_argument("--openbible", help="folder with OpenBible's topic-scores.txt (../shared/eval/openbible)")
    s.add_argument("--languages", default="pt,en", help="pt, en or pt,en (default): which sides to run")
    s.add_argument("--strategies", help="comma-separated subset of: " + ", ".join(STRATEGY_NAMES))
    s.add_argument("--limit-topics", type=whole_number(1, 1_000_000),
                   help="a fixed-seed random sample of N OpenBible topics")
    s.add_argument("--candidates", type=whole_number(1, 10_000), default=200,
                   help="candidates fetched once per arm and query")
    s.add_argument("--index-dir", help="evaluate the meaning indexes in this folder (any context window)")
    s.add_argument("--evidence-model", help="no-evidence detector JSON to use (default: the bundled one)")
    s.add_argument("--no-levers", action="store_true", help="skip the RRF k / quota / candidates tables")
    s.set_defaults(func=cmd_eval)
