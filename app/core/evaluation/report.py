"""The Markdown tables of the evaluation's report (`lampada eval`)."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.evaluation.query_runs import QueryRun
from app.core.evaluation.scoring import evidence_report, passage_scores, score
from app.core.evaluation.strategies import Strategy, product_candidates, rank_minmax


def _f(x: float, digits: int = 3) -> str:
    return "–" if x != x else f"{x:.{digits}f}"


def table_strategies(runs_by_lang: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]) -> str:
    lines = [
        "| lang | strategy | n | hit@1 | hit@5 | hit@10 | MRR@10 | p50 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for lang, runs in runs_by_lang.items():
        for s in strategies:
            sc = score(runs, s, recall_depth=0)
            bold = "**" if s.product else ""
            lines.append(
                f"| {lang} | {bold}{s.name}{bold} | {sc.n} | {_f(sc.hit[1])} | {_f(sc.hit[5])} "
                f"| {_f(sc.hit[10])} | {_f(sc.mrr)} | {_f(sc.p50_ms, 1)} |"
            )
    return "\n".join(lines)


def table_passages(runs_by_lang: dict[str, Sequence[QueryRun]]) -> str:
    lines = ["| lang | product | n | hit@1 | hit@5 | hit@10 | MRR@10 |", "|---|---|---|---|---|---|---|"]
    for lang, runs in runs_by_lang.items():
        for label, two in (("**three arms**", False), ("two arms (k 60)", True)):
            sc = passage_scores(runs, two_arms=two)
            cells = " | ".join(_f(x) for x in (sc.hit[1], sc.hit[5], sc.hit[10], sc.mrr))
            lines.append(f"| {lang} | {label} | {sc.n} | {cells} |")
    return "\n".join(lines)


def table_kinds(runs_by_lang: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]) -> str:
    """hit@10 / MRR@10 per kind, one column per strategy."""
    head = "| lang | kind | n | " + " | ".join(s.name for s in strategies) + " |"
    lines = [head, "|---|---|---|" + "---|" * len(strategies)]
    for lang, runs in runs_by_lang.items():
        kinds = sorted({r.query.kind for r in runs if r.query.kind != "offtopic"})
        for kind in kinds:
            subset = [r for r in runs if r.query.kind == kind]
            cells = []
            for s in strategies:
                sc = score(subset, s, recall_depth=0)
                cells.append(f"{_f(sc.hit[10], 2)} / {_f(sc.mrr, 2)}")
            n = score(subset, strategies[0], recall_depth=0).n
            lines.append(f"| {lang} | {kind} | {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def table_openbible(
    runs_by_translation: dict[str, Sequence[QueryRun]], strategies: Sequence[Strategy]
) -> str:
    lines = [
        "| translation | strategy | topics | nDCG@10 | Recall@100 | Hit@10 |",
        "|---|---|---|---|---|---|",
    ]
    for tid, runs in runs_by_translation.items():
        for s in strategies:
            sc = score(runs, s)
            bold = "**" if s.product else ""
            lines.append(
                f"| {tid} | {bold}{s.name}{bold} | {sc.n} | {_f(sc.ndcg)} | {_f(sc.recall)} "
                f"| {_f(sc.hit[10])} |"
            )
    return "\n".join(lines)


def table_evidence(runs_by_lang: dict[str, Sequence[QueryRun]]) -> str:
    lines = [
        "| lang | off-topic flagged | on-topic wrongly flagged | wrongly flagged | missed |",
        "|---|---|---|---|---|",
    ]
    for lang, runs in runs_by_lang.items():
        r = evidence_report(runs)
        lines.append(
            f"| {lang} | {r.offtopic_flagged}/{r.offtopic} | {r.ontopic_flagged}/{r.ontopic} "
            f"| {'; '.join(r.flagged_on_topic) or '–'} | {'; '.join(r.missed_off_topic) or '–'} |"
        )
    return "\n".join(lines)


def coverage_note(runs: Sequence[QueryRun]) -> str:
    missing = sum(r.missing_refs for r in runs)
    total = sum(len(r.query.refs) for r in runs)
    dropped = sum(1 for r in runs if r.query.refs and not r.relevant)
    return f"{missing} of {total} listed verses absent from the translation; {dropped} queries left with none"


def lever_rows(
    runs_by_set: dict[str, Sequence[QueryRun]],
    variants: Sequence[tuple[str, Strategy]],
    *,
    openbible: set[str],
) -> str:
    """One row per variant; per set hit@10 / MRR@10 (dev) or nDCG@10 / Hit@10 (OpenBible)."""
    head = (
        "| variant | "
        + " | ".join(
            f"{name} nDCG@10 / Hit@10" if name in openbible else f"{name} hit@10 / MRR@10"
            for name in runs_by_set
        )
        + " |"
    )
    lines = [head, "|---|" + "---|" * len(runs_by_set)]
    for label, strategy in variants:
        cells = []
        for name, runs in runs_by_set.items():
            sc = score(runs, strategy, recall_depth=0)
            cells.append(f"{_f(sc.ndcg)} / {_f(sc.hit[10])}" if name in openbible else
                         f"{_f(sc.hit[10])} / {_f(sc.mrr)}")  # fmt: skip
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def best_minmax_weight(
    runs: Sequence[QueryRun], weights: Sequence[float] = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
) -> tuple[float, str]:
    """The weight with the best MRR@10 over `runs` (generous to the alternative: tuned on its test data)."""
    c = product_candidates()
    rows = ["| keyword weight | hit@10 | MRR@10 |", "|---|---|---|"]
    best, best_mrr = 0.5, -1.0
    for w in weights:
        sc = score(runs, Strategy(f"minmax-{w:g}", rank_minmax(w, c)), recall_depth=0)
        rows.append(f"| {w:g} | {_f(sc.hit[10])} | {_f(sc.mrr)} |")
        if sc.mrr > best_mrr + 1e-12:
            best, best_mrr = w, sc.mrr
    return best, "\n".join(rows)
