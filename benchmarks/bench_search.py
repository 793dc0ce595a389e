"""Search latency: query encoding, the vector arm over 31k and 250k rows, and the whole hybrid search (warm).

    LAMPADA_DATA_DIR=... .venv/bin/python benchmarks/bench_search.py [--translation blivre] [--repeats 5]

Needs a library with a built meaning index and topic index (`lampada setup`). Every figure comes from this
run on this machine; the shared machine is noisy, so read the ratios: a numpy float32 matmul of the same shape
is the baseline, and hybrid search without the topical arm (a folder holding the meaning index only) is
measured in the same run. Targets: query encoded + vector top-10 < 25 ms median; hybrid search (three arms)
≤ 25 ms median on the WEB.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core import paths  # noqa: E402
from app.core.library.reading import Filters, Library  # noqa: E402
from app.core.model import DEFAULT_MODEL  # noqa: E402
from app.core.model.embedder import load_embedder  # noqa: E402
from app.core.retrieval import learned  # noqa: E402
from app.core.retrieval.bible import Retriever  # noqa: E402
from app.core.retrieval.vector import VectorIndex  # noqa: E402

QUERIES = {
    "pt": ["estou com medo do futuro", "como posso perdoar quem me feriu?", "Melquisedeque",
           "amor ao próximo", "preciso de coragem", "o que a Bíblia diz sobre ansiedade",
           "trabalho e preguiça", "Davi e Golias", "a ressurreição de Lázaro", "não temas"],
    "en": ["I am afraid of the future", "how can I forgive someone who hurt me", "Melchizedek",
           "love your neighbour", "I need courage", "anxiety", "work and laziness", "David and Goliath",
           "the raising of Lazarus", "do not fear"],
}


def stats(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]


def measure(fn, items, repeats: int) -> tuple[float, float]:
    out = []
    for _ in range(repeats):
        for item in items:
            t = time.perf_counter()
            fn(item)
            out.append((time.perf_counter() - t) * 1000)
    return stats(out)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--translation", default="blivre")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    library = Library(paths.library_path(), create=False)
    t = library.translation(args.translation)
    lang = "pt" if t.language.startswith("pt") else "en"
    queries = QUERIES[lang]
    started = time.perf_counter()
    embedder = load_embedder(paths.models_dir() / DEFAULT_MODEL)
    load_model_s = time.perf_counter() - started
    started = time.perf_counter()
    index = VectorIndex.load(paths.indexes_dir(), library, args.translation, embedder)
    load_index_s = time.perf_counter() - started
    print(f"model load {load_model_s * 1000:.0f} ms; index load {load_index_s * 1000:.0f} ms "
          f"({index.matrix.shape[0]} rows, checksum verified)")

    encode = measure(lambda q: embedder.embed_queries([q]), queries, args.repeats)
    qvecs = embedder.embed_queries(queries)
    vec31 = measure(lambda v: index.search(v, 10), list(qvecs), args.repeats * 3)
    nt = Filters.testament("NT")
    vec31f = measure(lambda v: index.search(v, 10, nt), list(qvecs), args.repeats * 3)

    rng = np.random.default_rng(0)
    big = rng.standard_normal((250_000, index.matrix.shape[1]), dtype=np.float32)
    big /= np.linalg.norm(big, axis=1, keepdims=True)
    big_index = VectorIndex(index.manifest, big, np.ones(big.shape[0], np.int16),
                            np.arange(big.shape[0], dtype=np.int64))
    vec250 = measure(lambda v: big_index.search(v, 10), list(qvecs), args.repeats)
    baseline = measure(lambda v: big @ v, list(qvecs), args.repeats)

    retriever = Retriever(library, embedder, paths.indexes_dir())
    retriever.search(queries[0], args.translation, lang=lang)  # warm: loads the index and its background
    if retriever.topical_arm(args.translation) is None:
        raise SystemExit("no topic index: run `lampada setup` (the topical arm is part of hybrid search)")
    arm = retriever.topical_arm(args.translation)
    topical = measure(lambda v: arm.search(v, 50), list(qvecs), args.repeats * 3)
    with tempfile.TemporaryDirectory() as only_meaning:  # the same meaning index, no topic index beside it
        for suffix in (".npy", ".json"):
            name = f"{args.translation}{suffix}"
            os.symlink(paths.indexes_dir() / name, Path(only_meaning) / name)
        two_arms = Retriever(library, embedder, Path(only_meaning))
        two_arms.search(queries[0], args.translation, lang=lang)
        assert two_arms.topical_arm(args.translation) is None
        rrf = Retriever(library, embedder, paths.indexes_dir())  # three arms fused by RRF, no learned ranker
        rrf.rankers = learned.Rankers(())
        rrf.search(queries[0], args.translation, lang=lang)
        learned_on = retriever.ranker_for(args.translation) is not None
        rounds = []
        for _ in range(args.repeats):  # interleaved, so all see the same machine
            rounds.append((measure(lambda q: retriever.search(q, args.translation, lang=lang), queries, 1),
                           measure(lambda q: two_arms.search(q, args.translation, lang=lang), queries, 1),
                           measure(lambda q: rrf.search(q, args.translation, lang=lang), queries, 1)))
    hybrid = (statistics.median(r[0][0] for r in rounds), max(r[0][1] for r in rounds))
    hybrid2 = (statistics.median(r[1][0] for r in rounds), max(r[1][1] for r in rounds))
    hybrid_rrf = (statistics.median(r[2][0] for r in rounds), max(r[2][1] for r in rounds))
    keyword_only = measure(
        lambda q: retriever.search(q, args.translation, mode="keyword", lang=lang), queries, args.repeats
    )

    print(f"\n{'what (ms)':<44}{'median':>9}{'p95':>9}")
    rows = [
        ("query encode (1 query)", encode),
        (f"vector top-10, {index.matrix.shape[0]} rows", vec31),
        (f"vector top-10, {index.matrix.shape[0]} rows, NT filter", vec31f),
        ("vector top-10, 250,000 rows (8 translations)", vec250),
        ("  baseline: bare matmul, 250,000 rows", baseline),
        ("encode + vector top-10 (31k)", (encode[0] + vec31[0], encode[1] + vec31[1])),
        ("topical arm alone (16 topics, 30 verses)", topical),
        (f"hybrid search, warm (three arms, {'learned ranker' if learned_on else 'RRF'})", hybrid),
        ("  the same fused by RRF", hybrid_rrf),
        ("  the same without the topical arm (RRF)", hybrid2),
        ("keyword-only search, warm", keyword_only),
    ]
    for name, (p50, p95) in rows:
        print(f"{name:<44}{p50:>9.2f}{p95:>9.2f}")
    print(f"\nvector top-10 over 250k rows / bare matmul: {vec250[0] / baseline[0]:.2f}x")
    print(f"hybrid search, three arms / two arms: {hybrid[0] / hybrid2[0]:.2f}x")
    print(f"hybrid search, learned ranker / RRF: {hybrid[0] / hybrid_rrf[0]:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
