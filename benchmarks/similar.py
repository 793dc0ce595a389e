""" "More like this" measured (docs/retrieval.md, "More like this"): how many of a verse's OpenBible.info
cross-references it finds when they are hidden from it, against today's cosine neighbours.

    LAMPADA_DATA_DIR=/tmp/similar-data .venv/bin/python benchmarks/similar.py tune [-t blivre] [--limit N]
    LAMPADA_DATA_DIR=/tmp/similar-data .venv/bin/python benchmarks/similar.py test [-t blivre]
    LAMPADA_DATA_DIR=/tmp/similar-data .venv/bin/python benchmarks/similar.py latency [-t blivre]

The verses are split by a hash of their OSIS (`similar.verse_part`): part 0 is held out for `test`, part 1 is
where `tune` chooses the constants (part 0's links are then removed altogether, as if those verses did not
exist). For a verse of the evaluated part, two cases (`similar.hide`):

- unlinked: every link it has, either way, is hidden — a verse readers never linked;
- half linked: a fixed half of its links (by the pair) is hidden, the other half stays; the method's list is
  scored without the verses of the links it can still see (the product lists them, but they are not
  answers), so what is measured is what "more like this" adds to a verse's own cross-references.

The answers are the verse's own hidden cross-references with at least `MIN_VOTES` votes, each passage found
by any of its verses, the verse's own passage (±2) left out; Recall@10 over min(answers, 10) and nDCG@10,
per verse, mean and paired difference against today (±1.96 standard errors). `tune`: each constant varied
around `similar.DEFAULT_PARAMS` on part 1, the two cases' mean nDCG@10 deciding. `test`: part 0, once, with
the product's constants.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from app.core import paths  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.retrieval import similar as S  # noqa: E402

MIN_VOTES = 5
CUTOFF = 10
DEPTH = 100  # lists are computed this deep once, and cut to each setting's depth
TUNE_PART, TEST_PART = 1, 0


@dataclasses.dataclass
class Case:
    ord: int
    answers: list[tuple[int, int]]  # passages (first, last ord) to find
    known: np.ndarray  # ords of the links the method still sees: not scored


@dataclasses.dataclass
class Setup:
    """One case of the evaluation: the knowledge the method may use, the meaning index, the verses."""

    name: str
    library: Library
    translation: str
    knowledge: S.Knowledge
    matrix: np.ndarray | None
    cases: list[Case]
    lists: dict[tuple, list[tuple[np.ndarray, np.ndarray]]] = dataclasses.field(default_factory=dict)


def open_data(translation: str) -> tuple[Library, np.ndarray | None, object]:
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.service import optional_embedder

    library = Library(paths.library_path(), read_only=True)
    embedder = optional_embedder()
    index = Retriever(library, embedder, paths.indexes_dir()).vector_index(translation) if embedder else None
    if index is None:
        print(f"{translation}: no meaning index: the meaning list and today's are left out", file=sys.stderr)
    return library, (index.matrix if index is not None else None), index


def verse_parts(library: Library, translation: str) -> np.ndarray:
    from app.core.scripture import canon

    rows = library.conn.execute(
        "SELECT book, chapter, verse FROM verses WHERE translation = ? ORDER BY ord", (translation,)
    ).fetchall()
    return np.array([S.verse_part(canon.osis_ref(b, c, v)) for b, c, v in rows], dtype=np.int64)


def build_setup(
    name: str, library: Library, translation: str, full: S.Knowledge, matrix, parts: np.ndarray, part: int
) -> Setup:
    links = full.links
    if part != TEST_PART:  # choosing the constants: the held-out verses do not exist
        links = S.hide(links, parts == TEST_PART).visible
    hidden = S.hide(links, parts == part, half=(name == "half linked"))
    knowledge = full.with_links(hidden.visible)
    rows = hidden.answers[links.votes[hidden.answers] >= MIN_VOTES]
    by_source: dict[int, list[tuple[int, int]]] = {}
    for r in rows:
        v, a, b = int(links.source[r]), int(links.first[r]), int(links.last[r])
        own = S.near(full.book_index, v)
        if a >= own.min() and b <= own.max():
            continue  # inside the verse's own passage: never listed
        by_source.setdefault(v, []).append((a, b))
    src, dst, _ = S.expand_rows(hidden.visible)
    cases = []
    for v, answers in sorted(by_source.items()):
        known = np.unique(np.concatenate([dst[src == v], src[dst == v]]))
        cases.append(Case(v, sorted(set(answers)), known))
    return Setup(name, library, translation, knowledge, matrix, cases)


def arm_key(arm: str, params: S.LikeParams) -> tuple:
    fields = {
        S.CROSS_REFERENCE: ("span", "vote_power"),
        S.SHARED_LINKS: ("span", "vote_power", "spread"),
        S.PASSAGE_LINKS: ("span", "vote_power"),
        S.TOPIC: ("topic_size_power", "topic_position"),
        S.MEANING: ("window",),
    }[arm]
    return (arm, *(getattr(params, f) for f in fields))


def arm_lists(setup: Setup, arm: str, params: S.LikeParams) -> list[tuple[np.ndarray, np.ndarray]]:
    """The arm's list for every case, `DEPTH` deep (computed once per setting of its constants)."""
    key = arm_key(arm, params)
    if key in setup.lists:
        return setup.lists[key]
    knowledge = setup.knowledge
    if arm in (S.CROSS_REFERENCE, S.SHARED_LINKS, S.PASSAGE_LINKS) and (params.span, params.vote_power) != (
        S.DEFAULT_PARAMS.span,
        S.DEFAULT_PARAMS.vote_power,
    ):
        knowledge = knowledge.with_links(knowledge.links, params)
    if arm == S.TOPIC and params.topic_position != S.DEFAULT_PARAMS.topic_position:
        keys, owner = S.standard_ords(setup.library, setup.translation)
        topics = S.read_topics(setup.library, keys, owner, knowledge.size, params)
        knowledge = dataclasses.replace(knowledge, topics=topics)
    deep = dataclasses.replace(params, depth=DEPTH)
    found = []
    for case in setup.cases:
        skip = S.near(knowledge.book_index, case.ord)
        if arm == S.CROSS_REFERENCE:
            found.append(S.cross_references(knowledge.graph, case.ord, DEPTH, skip))
        elif arm == S.SHARED_LINKS:
            found.append(S.second_hand(knowledge.graph, case.ord, DEPTH, skip, deep.spread))
        elif arm == S.PASSAGE_LINKS:
            found.append(S.passage_links(knowledge.graph, knowledge.book_index, case.ord, DEPTH, skip))
        elif arm == S.TOPIC:
            found.append(S.shared_topics(knowledge.topics, case.ord, DEPTH, skip, deep.topic_size_power))
        else:
            assert setup.matrix is not None
            found.append(S.meaning(setup.matrix, knowledge.book_index, case.ord, DEPTH, skip, deep.window))
    setup.lists[key] = found
    return found


def arms_of(setup: Setup) -> tuple[str, ...]:
    return S.ARMS if setup.matrix is not None else S.ARMS[:-1]


def product_rankings(
    setup: Setup, params: S.LikeParams, arms: Sequence[str] | None = None
) -> list[np.ndarray]:
    """The fused list of every case, as the product ranks it (`similar.fuse`), cut to its depth."""
    arms = arms_of(setup) if arms is None else arms
    per_arm = {arm: arm_lists(setup, arm, params) for arm in arms}
    out = []
    for j in range(len(setup.cases)):
        lists = {
            arm: (found[j][0][: params.depth], found[j][1][: params.depth]) for arm, found in per_arm.items()
        }
        out.append(S.fuse(lists, params.rrf_k, dict(params.weights)).ords)
    return out


def today_rankings(setup: Setup, index) -> list[np.ndarray]:
    """Today's "more like this": the verse's own row's nearest rows (`VectorIndex.similar`)."""
    ids = setup.library.ord_ids(setup.translation)
    position = {int(i): o for o, i in enumerate(ids)}
    out = []
    for case in setup.cases:
        found, _ = index.similar(case.ord, CUTOFF + len(case.known) + 5)
        out.append(np.array([position[int(i)] for i in found], dtype=np.int64))
    return out


def scores(setup: Setup, rankings: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Per case: Recall@10 and nDCG@10, the verses of links the method sees left out of its list."""
    recall, ndcg = [], []
    for case, ranked in zip(setup.cases, rankings, strict=True):
        shown = ranked[~np.isin(ranked, case.known)] if len(case.known) else ranked
        r, n = S.ranked_answers([int(o) for o in shown[:CUTOFF]], case.answers, CUTOFF)
        recall.append(r)
        ndcg.append(n)
    return np.array(recall), np.array(ndcg)


def paired(a: np.ndarray, b: np.ndarray) -> str:
    d = a - b
    se = d.std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else 0.0
    return f"{d.mean():+.3f} ± {1.96 * se:.3f}"


def table(setups: Sequence[Setup], index, params: S.LikeParams) -> None:
    """Today, each list alone, and the product, per case."""
    for setup in setups:
        print(f"\n{setup.name}: {len(setup.cases)} verses ({setup.translation}), answers with ≥ {MIN_VOTES} "
              f"votes: {sum(len(c.answers) for c in setup.cases)}\n")  # fmt: skip
        print("| method | Recall@10 | nDCG@10 | nDCG@10 against today |\n|---|---|---|---|")
        base = None
        if index is not None:
            base = scores(setup, today_rankings(setup, index))
            print(f"| today (cosine of the verse's row) | {base[0].mean():.3f} | {base[1].mean():.3f} | |")
        rows: list[tuple[str, Sequence[str] | None]] = [(f"{arm} alone", (arm,)) for arm in arms_of(setup)]
        rows.append(("**the product (fused)**", None))
        for label, arms in rows:
            r, n = scores(setup, product_rankings(setup, params, arms))
            against = paired(n, base[1]) if base is not None else ""
            print(f"| {label} | {r.mean():.3f} | {n.mean():.3f} | {against} |")


SWEEPS: dict[str, Sequence[object]] = {
    "rrf_k": (1, 5, 10, 30, 60),
    "depth": (10, 20, 50, 100),
    "span": (1, 3, 10),
    "vote_power": (0.0, 0.5, 1.0),
    "spread": (0.0, 0.5, 1.0),
    "topic_size_power": (0.0, 0.5, 1.0),
    "topic_position": (1, 3, 200),
    "window": (0, 1, 2),
}
WEIGHTS = (0.0, 0.5, 1.0, 2.0, 3.0)


def objective(setups: Sequence[Setup], params: S.LikeParams) -> tuple[float, list[str]]:
    """The cases' mean nDCG@10, and each case's "nDCG / Recall" cell."""
    cells, means = [], []
    for setup in setups:
        r, n = scores(setup, product_rankings(setup, params))
        cells.append(f"{n.mean():.4f} / {r.mean():.4f}")
        means.append(n.mean())
    return float(np.mean(means)), cells


def sweep(setups: Sequence[Setup], base: S.LikeParams) -> S.LikeParams:
    """Each constant around `base`, in turn; a value that beats the best so far is kept for the next."""
    names = " | ".join(f"{s.name}: nDCG@10 / Recall@10" for s in setups)
    best_value, _ = objective(setups, base)
    for field, values in SWEEPS.items():
        print(f"\n### {field}\n\n| value | mean nDCG@10 | {names} |\n|---|---|" + "---|" * len(setups))
        for value in values:
            params = dataclasses.replace(base, **{field: value})
            mean, cells = objective(setups, params)
            mark = "**" if getattr(base, field) == value else ""
            print(f"| {mark}{value}{mark} | {mean:.4f} | " + " | ".join(cells) + " |")
            if mean > best_value + 1e-4:
                best_value, base = mean, params
    for arm in arms_of(setups[0])[1:]:  # not the verse's own links: the measure leaves them out
        print(
            f"\n### weight of {arm}\n\n| weight | mean nDCG@10 | {names} |\n|---|---|" + "---|" * len(setups)
        )
        for w in WEIGHTS:
            weights = tuple((a, x) for a, x in base.weights if a != arm) + ((arm, w),)
            params = dataclasses.replace(base, weights=weights)
            mean, cells = objective(setups, params)
            mark = "**" if base.weight(arm) == w else ""
            print(f"| {mark}{w}{mark} | {mean:.4f} | " + " | ".join(cells) + " |")
            if mean > best_value + 1e-4:
                best_value, base = mean, params
    return base


def setups_for(args: argparse.Namespace, part: int) -> tuple[list[Setup], object]:
    started = time.perf_counter()
    library, matrix, index = open_data(args.translation)
    full = S.Knowledge.load(library, args.translation)
    parts = verse_parts(library, args.translation)
    setups = [build_setup(name, library, args.translation, full, matrix, parts, part)
              for name in ("unlinked", "half linked")]  # fmt: skip
    if args.limit:
        rng = np.random.default_rng(20261202)
        for s in setups:
            if len(s.cases) > args.limit:
                s.cases = [s.cases[i] for i in sorted(rng.choice(len(s.cases), args.limit, replace=False))]
    print(f"part {part} of {S.EVALUATION_PART}, {args.translation}: set up in "
          f"{time.perf_counter() - started:.0f} s", file=sys.stderr)  # fmt: skip
    return setups, index


def cmd_tune(args: argparse.Namespace) -> None:
    setups, index = setups_for(args, TUNE_PART)
    print(f"## Choosing the constants: part {TUNE_PART} ({args.translation})")
    table(setups, index, S.DEFAULT_PARAMS)
    chosen = sweep(setups, S.DEFAULT_PARAMS)
    print(f"\nBest on part {TUNE_PART}: {chosen}")
    print("\n## Again around the best")
    chosen = sweep(setups, chosen)
    print(f"\nBest on part {TUNE_PART}: {chosen}")
    table(setups, index, chosen)


def cmd_test(args: argparse.Namespace) -> None:
    setups, index = setups_for(args, TEST_PART)
    print(f"## Held out: part {TEST_PART} ({args.translation}), the product's constants: {S.DEFAULT_PARAMS}")
    table(setups, index, S.DEFAULT_PARAMS)


def cmd_latency(args: argparse.Namespace) -> None:
    """What the product costs: the knowledge's first load, then "more like this" for random verses, warm."""
    library, matrix, _ = open_data(args.translation)
    started = time.perf_counter()
    S.knowledge_for(library, args.translation)
    load = time.perf_counter() - started
    rng = np.random.default_rng(20261202)
    ids = library.ord_ids(args.translation)
    verses = library.verses_by_ids([int(i) for i in rng.choice(ids, args.limit or 200, replace=False)])
    times = []
    for verse in verses:
        started = time.perf_counter()
        S.more_like_this(library, verse, 10, matrix)
        times.append(time.perf_counter() - started)
    ms = np.array(times) * 1000
    print(f"{args.translation}: first load {load:.2f} s; more like this over {len(ms)} verses: p50 "
          f"{np.percentile(ms, 50):.1f} ms, p95 {np.percentile(ms, 95):.1f} ms")  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name, run in (("tune", cmd_tune), ("test", cmd_test), ("latency", cmd_latency)):
        p = sub.add_parser(name)
        p.add_argument("-t", "--translation", default="blivre")
        p.add_argument(
            "--limit", type=int, default=0, help="at most this many verses per case (latency: in all)"
        )
        p.set_defaults(run=run)
    args = parser.parse_args(argv)
    args.run(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
