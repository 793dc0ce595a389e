"""How often search says "the Bible doesn't seem to speak of this", by the shape of the query, with and
without the guard for plainly on-topic queries (`evidence.plainly_on_topic`: a short query of the
translation's own words, or a topic's own name).

On topic by construction: OpenBible.info's topic names (English on the WEB, the project's Portuguese names on
the Bíblia Livre; a fixed-seed sample), the translation's proper names and its content words (fixed-seed
samples, `fit_evidence.lexicon_queries`), the subjects set (`benchmarks/sets/subjects.jsonl`) and the on-topic
phrasings of `evidence_train.jsonl`. Off topic: the phrasings of `evidence_train.jsonl` and the single words
and short topics of `evidence_shapes.jsonl`. The dev set is not read.

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/evidence_guard.py [--sample 1000]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from fit_evidence import SHAPES, TRAIN, lexicon_queries, topic_queries  # noqa: E402

from app.core import paths  # noqa: E402
from app.core.evaluation.datasets import load_dev  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.retrieval import evidence, ranking  # noqa: E402
from app.core.retrieval.bible import Retriever  # noqa: E402

TRANSLATIONS = {"pt": "blivre", "en": "web"}


def groups(retriever: Retriever, lang: str, sample: int) -> dict[str, tuple[list[str], bool]]:
    """Group name -> (queries, off topic?)."""
    shared = paths.shared_dir() or HERE.parent.parent / "shared"
    english, portuguese = topic_queries(shared / "eval" / "openbible", None)
    names, words = lexicon_queries(retriever, TRANSLATIONS[lang], lang)
    out: dict[str, tuple[list[str], bool]] = {
        "topic names": ([q.text for q in (portuguese if lang == "pt" else english)[:sample]], False),
        "proper names": ([q.text for q in names[:sample]], False),
        "content words": ([q.text for q in words[:sample]], False),
        "subjects (ours)": ([q.text for q in load_dev(HERE / "sets" / "subjects.jsonl", (lang,))], False),
    }
    rows = [json.loads(line) for f in (TRAIN, SHAPES) for line in f.read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if r["lang"] == lang]
    out["phrasings on topic (ours)"] = ([r["text"] for r in rows if r["label"] != "offtopic"], False)
    out["off topic: questions"] = ([r["text"] for r in rows if r["kind"] == "offtopic"], True)
    out["off topic: words, short topics"] = ([r["text"] for r in rows if r["kind"] == "offtopic-short"], True)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=1000)
    args = parser.parse_args()
    from app.core.retrieval.service import optional_embedder

    library = Library(paths.library_path(), create=False)
    retriever = Retriever(library, optional_embedder(), paths.indexes_dir())
    print("| lang | queries | n | flagged, detector alone | flagged, with the guard |\n|---|---|---|---|---|")
    for lang, tid in TRANSLATIONS.items():
        model = retriever.evidence_model(tid)
        if model is None:
            raise SystemExit(f"{tid}: no detector for its index")
        for name, (texts, _) in groups(retriever, lang, args.sample).items():
            alone = guarded = scored = 0
            for text in texts:
                found = retriever.run_arms(text, tid, depth=ranking.MIN_CANDIDATES, features=True)
                if found.features is None or found.other_language:
                    continue
                scored += 1
                flagged = model.no_evidence(found.features)
                alone += flagged
                guarded += flagged and not evidence.plainly_on_topic(found.features)
            print(f"| {lang} | {name} | {scored} | {alone} ({alone / max(scored, 1):.1%}) | "
                  f"{guarded} ({guarded / max(scored, 1):.1%}) |", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
