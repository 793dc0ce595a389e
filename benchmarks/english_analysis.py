"""English keyword analysis, measured (docs/retrieval.md, "English analysis"): which analyzer fills the
keyword index of the WEB and the KJV, judged on all OpenBible topics first, then on the development set.

Variants (each gets its own copy of the library, whose English stem tables are rebuilt with it; `get_analyzer`
answers it for English, so queries, no-evidence features and highlighting use it too):

- `porter`: the app's first English analyzer — FTS5's own porter tokenizer over the raw verse (version en-1);
- `python-porter`: the same Porter stems computed in Python, stopwords kept in the index (ranks identically:
  the check that the port is exact);
- `irregular`: + irregular verbs and plurals to their base word (`en_forms.IRREGULAR`);
- `forms`: + the -eth third person and -men plurals: the app's analyzer (`EnglishAnalyzer`, en-2).

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/english_analysis.py ob [--limit-topics N]
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/english_analysis.py dev

`ob`: keyword and product (RRF + quota) nDCG@10 / Hit@10 / Recall@100 on WEB, keyword on KJV (no meaning index
needed), and paired per-topic differences against `porter`. `dev`: the English development queries on WEB.
Library copies go to --work (default /tmp/lampada-english-analysis); the library itself is only read.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from app.core import analysis, paths  # noqa: E402
from app.core.analysis.en import ENGLISH_STOPWORDS, EnglishAnalyzer, porter_stem  # noqa: E402
from app.core.analysis.en_forms import IRREGULAR  # noqa: E402
from app.core.analysis.fold import FoldingAnalyzer, pieces  # noqa: E402
from app.core.evaluation.datasets import SAMPLE_SEED, load_dev, load_openbible_topics, sample_queries  # noqa: E402
from app.core.evaluation.metrics import TOP_K, hit_at, ndcg_at  # noqa: E402
from app.core.evaluation.query_runs import collect  # noqa: E402
from app.core.evaluation.scoring import evidence_report, passage_scores, ranking_for_metrics, score  # noqa: E402
from app.core.evaluation.strategies import Strategy, first_ids, product_strategy  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.library.writing import reanalyze  # noqa: E402
from app.core.retrieval.bible import Retriever  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = paths.shared_dir() or ROOT.parent / "shared"
ENGLISH = ("web", "kjv")


class FtsPorter(FoldingAnalyzer):
    """en-1: SQLite stems the raw verse; queries are folded words, which SQLite stems the same way."""

    fts_tokenizer = "porter unicode61 remove_diacritics 2"
    stopwords = ENGLISH_STOPWORDS
    version = "en-1"

    def __init__(self) -> None:
        super().__init__("en")

    def stem(self, folded_word: str) -> str:
        return porter_stem(folded_word)

    def index_text(self, text: str) -> str:
        return text

    def query_tokens(self, text: str) -> list[str]:
        return list(dict.fromkeys(word for _, _, word, _ in self._analyzed(text)))


class PythonPorter(FtsPorter):
    fts_tokenizer = "unicode61 remove_diacritics 2"
    version = "bench-python-porter"

    def base(self, word: str) -> str:
        return word

    def stem(self, folded_word: str) -> str:
        return porter_stem(self.base(folded_word))

    def index_text(self, text: str) -> str:  # stopwords kept, as EnglishAnalyzer does
        return " ".join(w if w in self.stopwords else self.stem(w) for _, _, w in pieces(text))

    def query_tokens(self, text: str) -> list[str]:
        return FoldingAnalyzer.query_tokens(self, text)


class Irregular(PythonPorter):
    version = "bench-irregular"

    def base(self, word: str) -> str:
        return IRREGULAR.get(word, word)


VARIANTS = {
    "porter": FtsPorter,
    "python-porter": PythonPorter,
    "irregular": Irregular,
    "forms": EnglishAnalyzer,
}
_ORIGINAL = analysis._analyzer_for
KEYWORD = Strategy("keyword", lambda run, d: first_ids(run.kw_ids, d), ("keyword",))
VECTOR = Strategy("vector", lambda run, d: first_ids(run.vec_ids, d), ("vector",))
PRODUCT = product_strategy()


def library_for(name: str, work: Path) -> Path:
    """A copy of the library whose English stem tables the variant built."""
    work.mkdir(parents=True, exist_ok=True)
    copy = work / f"library-{name}.sqlite3"
    shutil.copyfile(paths.library_path(), copy)
    with Library(copy) as lib:
        for tid in ENGLISH:
            if lib.has_translation(tid):
                reanalyze(lib, tid, analyzer=VARIANTS[name]())
    return copy


def retriever_for(name: str, embedder, work: Path) -> Retriever:
    analysis._analyzer_for = _ORIGINAL
    path = library_for(name, work)
    analyzer = VARIANTS[name]()
    analysis._analyzer_for = lambda primary: analyzer if primary.startswith("en") else _ORIGINAL(primary)
    return Retriever(Library(path), embedder, paths.indexes_dir())


def per_topic(runs, strategy, metric) -> np.ndarray:
    out = []
    for r in runs:
        if r.relevant:
            ranked = ranking_for_metrics(r, strategy, TOP_K)[0]
            out.append(
                ndcg_at(ranked, r.relevant) if metric == "ndcg" else hit_at(ranked, r.relevant, 10)
            )
    return np.array(out)


def run_ob(names: list[str], embedder, work: Path, limit: int | None) -> None:
    topics = sample_queries(load_openbible_topics(SHARED / "eval" / "openbible"), limit, SAMPLE_SEED)
    print(f"# OpenBible: {len(topics)} topics; WEB keyword and product, KJV keyword\n")
    print(
        "| analyzer | WEB keyword nDCG@10 / Hit@10 / R@100 | WEB product nDCG@10 / Hit@10 / R@100 "
        "| KJV keyword nDCG@10 / Hit@10 / R@100 |"
    )
    print("|---|---|---|---|")
    cache: dict = {}
    runs = {}
    for name in names:
        retriever = retriever_for(name, embedder, work)
        web = collect(retriever, topics, "web", end_to_end=False, query_vectors=cache)
        kjv = collect(retriever, topics, "kjv", end_to_end=False, query_vectors=cache)
        runs[name] = (web, kjv)
        cells = [score(web, KEYWORD), score(web, PRODUCT), score(kjv, KEYWORD)]
        print(
            f"| {name} | "
            + " | ".join(f"{s.ndcg:.4f} / {s.hit[10]:.4f} / {s.recall:.4f}" for s in cells)
            + " |",
            flush=True,
        )
    base = names[0]
    print(f"\nPaired per-topic differences against `{base}` (mean ± 1.96 SE; topics better / worse):\n")
    for name in names[1:]:
        for label, which, strategy in (
            ("WEB keyword", 0, KEYWORD),
            ("WEB product", 0, PRODUCT),
            ("KJV keyword", 1, KEYWORD),
        ):
            for metric in ("ndcg", "hit"):
                d = per_topic(runs[name][which], strategy, metric) - per_topic(
                    runs[base][which], strategy, metric
                )
                se = d.std(ddof=1) / np.sqrt(len(d))
                print(
                    f"- {name}, {label}, {'nDCG@10' if metric == 'ndcg' else 'Hit@10'}: {d.mean():+.4f} ± "
                    f"{1.96 * se:.4f} ({int((d > 1e-12).sum())} / {int((d < -1e-12).sum())})"
                )


def run_dev(names: list[str], embedder, work: Path) -> None:
    queries = [q for q in load_dev(SHARED / "eval" / "dev.jsonl") if q.lang == "en"]
    print(
        "| analyzer | keyword hit@10 / MRR@10 | vector | product | as displayed | off-topic flagged "
        "| on-topic flagged |"
    )
    print("|---|---|---|---|---|---|---|")
    for name in names:
        runs = collect(retriever_for(name, embedder, work), queries, "web")
        cells = [score(runs, s, recall_depth=0) for s in (KEYWORD, VECTOR, PRODUCT)] + [
            passage_scores(runs)
        ]
        er = evidence_report(runs)
        print(
            f"| {name} | "
            + " | ".join(f"{s.hit[10]:.3f} / {s.mrr:.3f}" for s in cells)
            + f" | {er.offtopic_flagged}/{er.offtopic} | {er.ontopic_flagged}/{er.ontopic} |",
            flush=True,
        )


def main() -> int:
    from app.core.model import DEFAULT_MODEL
    from app.core.model.embedder import load_embedder

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("ob", "dev"))
    parser.add_argument(
        "--variants", default=",".join(VARIANTS), help="comma-separated; the first is the baseline"
    )
    parser.add_argument("--limit-topics", type=int, help="a fixed-seed sample of OpenBible topics")
    parser.add_argument("--work", type=Path, default=Path("/tmp/lampada-english-analysis"))
    args = parser.parse_args()
    names = [n.strip() for n in args.variants.split(",")]
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        parser.error(f"unknown variants {unknown}; choose from {list(VARIANTS)}")
    started = time.perf_counter()
    embedder = load_embedder(paths.models_dir() / DEFAULT_MODEL)
    if args.mode == "ob":
        run_ob(names, embedder, args.work, args.limit_topics)
    else:
        run_dev(names, embedder, args.work)
    print(
        f"\n({time.perf_counter() - started:.0f} s, library {paths.library_path()}, "
        f"model {embedder.model_id})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
