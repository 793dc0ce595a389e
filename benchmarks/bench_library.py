"""Library benchmark: import time, size on disk, keyword query latency against a pure-Python BM25.

    .venv/bin/python benchmarks/bench_library.py [--queries N]

Everything is measured in this run, on this machine: the machine is shared and noisy, so compare the ratios.
Reads the Bíblia Livre from ../shared (never from this repository).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.analysis import get_analyzer  # noqa: E402
from app.core.formats.detect import read_translation  # noqa: E402
from app.core.library import builtin  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.library.setup import BLIVRE_META, blivre_source  # noqa: E402
from app.core.library.writing import add_translation  # noqa: E402
from app.core.retrieval import keyword  # noqa: E402

QUERIES_PT = [
    "amor ao próximo", "Melquisedeque", "estou com medo do futuro", "como posso perdoar quem me feriu",
    "fé esperança caridade", "o Senhor é o meu pastor", "pecado morte vida eterna", "reino dos céus",
    "pão da vida", "luz do mundo", "Davi Golias", "trabalho preguiça formiga", "ansiedade preocupação",
    "Espírito Santo", "casamento marido mulher", "dinheiro riqueza", "oração jejum", "misericórdia",
    "ressurreição dos mortos", "paz",
]
QUERIES_EN = [
    "love your neighbor", "Melchizedek", "I am afraid of the future", "how can I forgive",
    "faith hope love", "the Lord is my shepherd", "sin death eternal life", "kingdom of heaven",
    "bread of life", "light of the world", "David Goliath", "work laziness ant", "anxiety worry",
    "Holy Spirit", "marriage husband wife", "money riches", "prayer fasting", "mercy",
    "resurrection of the dead", "peace",
]


def timed(fn, *args, **kwargs):
    t = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - t


def latency(fn, queries, repeats: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeats):
        for q in queries:
            t = time.perf_counter()
            fn(q)
            samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    try:
        from rank_bm25 import BM25Okapi
    except ImportError:
        print("rank_bm25 is not installed (pip install -e '.[dev]')")
        return 2

    with tempfile.TemporaryDirectory() as tmp:
        lib = Library(Path(tmp) / "library.sqlite3")
        rows = []
        (web, t_read_web) = timed(builtin.read_builtin, "web")
        (_, t_web) = timed(add_translation, lib, web, builtin=True)
        rows.append(("WEB", len(web.verses), t_read_web, t_web))
        source = blivre_source()
        corpora = [("web", "en", QUERIES_EN)]
        if source is not None:
            (bl, t_read_bl) = timed(read_translation, source, "usfm")
            (_, t_bl) = timed(add_translation, lib, bl, overrides=BLIVRE_META)
            rows.append(("Bíblia Livre", len(bl.verses), t_read_bl, t_bl))
            corpora.insert(0, ("blivre", "pt", QUERIES_PT))
        else:
            print("(../shared/corpora/blivre-usfm not found: Portuguese figures skipped)")
        lib.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = (Path(tmp) / "library.sqlite3").stat().st_size

        print("Import")
        print(f"  {'translation':<14}{'verses':>8}{'read s':>9}{'index s':>9}")
        for name, n, tr, ti in rows:
            print(f"  {name:<14}{n:>8}{tr:>9.2f}{ti:>9.2f}")
        print(f"  library size on disk: {size / 1e6:.1f} MB for {len(rows)} translations")

        print(f"\nKeyword query latency (ms, top 50, {args.repeats}x{len(QUERIES_PT)} queries)")
        print(f"  {'corpus':<8}{'FTS5 p50':>10}{'FTS5 p95':>10}{'rank_bm25 p50':>15}{'rank_bm25 p95':>15}"
              f"{'speed-up':>10}")
        for tid, lang, queries in corpora:
            analyzer = get_analyzer(lang)
            verses = lib.conn.execute("SELECT text FROM verses WHERE translation = ? ORDER BY ord", (tid,))
            tokenized = [analyzer.query_tokens(r[0]) if lang == "pt" else
                         [analyzer.stem(w) for w in analyzer.query_tokens(r[0])] for r in verses]
            bm25, t_build = timed(BM25Okapi, tokenized)

            def fts(q, tid=tid):
                return keyword.search(lib, tid, q, limit=50)

            def pure(q, analyzer=analyzer, bm25=bm25, lang=lang):
                toks = analyzer.query_tokens(q)
                if lang != "pt":
                    toks = [analyzer.stem(w) for w in toks]
                scores = bm25.get_scores(toks)
                return scores.argsort()[::-1][:50]

            f50, f95 = latency(fts, queries, args.repeats)
            p50, p95 = latency(pure, queries, max(1, args.repeats // 5))
            print(f"  {tid:<8}{f50:>10.2f}{f95:>10.2f}{p50:>15.2f}{p95:>15.2f}{p50 / f50:>9.1f}x")
            print(f"  {'':<8}(rank_bm25 index build {t_build:.1f} s)")
        lib.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
