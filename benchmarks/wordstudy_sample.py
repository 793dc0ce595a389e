"""A fixed random sample of the words a translation shows a Strong's number on, to be judged by a reader
(docs/wordstudy.md, "Translations without tags").

    .venv/bin/python benchmarks/wordstudy_sample.py draw --translation blivre   # writes the sample
    .venv/bin/python benchmarks/wordstudy_sample.py score                       # precision of each sample

`draw` takes, with a fixed seed, 200 content words (not stopwords of the translation's language) among those
the app shows a number on (probability ≥ study.SHOW_THRESHOLD), and writes each to
benchmarks/wordstudy_sample_<id>.jsonl with what a reader needs to judge it: the verse, the word, the number,
Strong's word and its KJV usage, and the KJV's words that carry the same number in the same verse. A reader
then sets `verdict` to "right" (the word renders that number: the Greek or Hebrew word stands behind it in
this verse) or "wrong", with a `note` when it helps. Drawing again with the same seed and the same tags gives
the same sample, so the verdicts stay with their words. `score` counts the verdicts.

Needs a library with the translation and its word tags (LAMPADA_DATA_DIR: `lampada setup` builds them).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core import paths  # noqa: E402
from app.core.analysis import get_analyzer  # noqa: E402
from app.core.analysis.fold import fold  # noqa: E402
from app.core.dictionaries import strongs  # noqa: E402
from app.core.library.reading import open_library  # noqa: E402
from app.core.wordstudy import numbers, study, tags  # noqa: E402

SEED = 20261202
SIZE = 200
HERE = Path(__file__).resolve().parent


def sample_path(translation_id: str) -> Path:
    return HERE / f"wordstudy_sample_{translation_id}.jsonl"


def draw(translation_id: str, size: int = SIZE, seed: int = SEED) -> Path:
    library = open_library(paths.library_path())
    words = study.WordStudy(library, paths.indexes_dir())
    shown = words.tags(translation_id)
    analyzer = get_analyzer(library.translation(translation_id).language)
    ids = library.ord_ids(translation_id)
    texts = dict(
        library.conn.execute(
            "SELECT ord, text FROM verses WHERE translation = ?", (translation_id,)
        ).fetchall()
    )
    rows = shown.rows
    content = np.array([fold(texts[o][s:e]) not in analyzer.stopwords for o, s, e in rows[:, :3].tolist()])
    pool = rows[content]
    picked = np.sort(np.random.default_rng(seed).choice(len(pool), size=min(size, len(pool)), replace=False))
    kjv = words.tags(tags.KJV)
    lines = []
    for o, s, e, code, p in pool[picked].tolist():
        verse = library.verses_by_ids([int(ids[o])])[0]
        number = numbers.text(code)
        entry = strongs(library, number)
        kjv_verse = library.verse(tags.KJV, verse.book, verse.chapter, verse.verse)
        kjv_words = []
        if kjv_verse is not None:
            kjv_words = [
                kjv_verse.text[a:b] for _, a, b, c, _ in kjv.in_verse(kjv_verse.ord).tolist() if c == code
            ]
        lines.append({
            "reference": verse.osis, "word": verse.text[s:e], "start": s, "end": e, "number": number,
            "probability": round(p / 10_000, 3), "lemma": entry.lemma if entry else "",
            "translit": entry.translit if entry else "", "kjv_usage": entry.kjv_usage if entry else "",
            "kjv_words": kjv_words, "text": verse.text, "kjv": kjv_verse.text if kjv_verse else "",
            "verdict": None, "note": "",
        })  # fmt: skip
    path = sample_path(translation_id)
    kept = _verdicts(path)
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            key = (line["reference"], line["start"], line["number"])
            line["verdict"], line["note"] = kept.get(key, (None, ""))
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"{path}: {len(lines)} words of {len(pool)} shown content words ({len(kept)} verdicts kept)")
    return path


def _verdicts(path: Path) -> dict[tuple[str, int, str], tuple[str | None, str]]:
    if not path.exists():
        return {}
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        out[(d["reference"], d["start"], d["number"])] = (d.get("verdict"), d.get("note", ""))
    return out


def score() -> None:
    for path in sorted(HERE.glob("wordstudy_sample_*.jsonl")):
        verdicts = [json.loads(line)["verdict"] for line in path.read_text(encoding="utf-8").splitlines()]
        judged = [v for v in verdicts if v in ("right", "wrong")]
        right = judged.count("right")
        n = len(judged)
        p = right / n if n else 0.0
        half = 1.96 * math.sqrt(p * (1 - p) / n) if n else 0.0
        left = len(verdicts) - n
        print(f"{path.name}: {right}/{n} right = precision {p:.3f} (95 % ±{half:.3f}); {left} not judged")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("action", choices=["draw", "score"])
    p.add_argument("--translation", "-t")
    args = p.parse_args()
    if args.action == "draw":
        if not args.translation:
            p.error("draw needs --translation")
        draw(args.translation)
    else:
        score()
    return 0


if __name__ == "__main__":
    sys.exit(main())
