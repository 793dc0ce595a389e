"""The names set (`names.jsonl`): people and places of the Bible, each asked as a query by its name as
the translation spells it, answered by every verse that carries that name.

How it is made, from the texts alone (nobody chooses the names):
- a Portuguese name is a word the Bíblia Livre writes with a capital letter where no sentence starts (not
  first in the verse, not after . ! ? : ; a quote, a dash or a bracket), kept exactly as written (accents and
  case: "Caná" is not "cana"), in 1 to 60 verses, not a stopword and not a title of God;
- its English name is the WEB's name word whose verses overlap the Portuguese name's verses best (Dice ≥ 0.6):
  "Caná" → "Cana", "Melquisedeque" → "Melchizedek"; names with no clear English twin are left out, and so
  are capitalised common nouns (the English twin is also written in lower case: "Cordeiro"/"Lamb");
- a name whose folded form is also a common word in the translation ("Caná"/"cana", "Peca"/"peca", "Justo"/
  "justo") is marked `"collides": true`;
- refs are the verses that carry the name exactly as written, per language (`refs_pt`, `refs_en`);
- a fixed-seed sample of 400, stratified by how many verses carry the name (1, 2–5, 6–20, 21–60).

    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/sets/make_names.py

The library is only read.
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.core import paths  # noqa: E402
from app.core.analysis import fold  # noqa: E402
from app.core.analysis.en import ENGLISH_STOPWORDS  # noqa: E402
from app.core.analysis.fold import pieces  # noqa: E402
from app.core.analysis.pt_stopwords import PORTUGUESE_STOPWORDS  # noqa: E402
from app.core.library.reading import open_library  # noqa: E402

SENTENCE_ENDS = ".!?:;“”\"‘’'(—–-[«»"
TITLES = {"Deus", "Senhor", "SENHOR", "Espírito", "Cristo", "Jesus", "Pai", "Filho", "Santo", "Altíssimo",
          "God", "Lord", "LORD", "Spirit", "Christ", "Father", "Son", "Holy", "Most", "High"}  # fmt: skip
MAX_VERSES = 60
SIZE = 400
SEED = 119105
OUT = Path(__file__).with_name("names.jsonl")


def name_verses(rows, stopwords) -> tuple[dict[str, set[tuple]], set[str]]:
    """Surface name -> the verse keys carrying it exactly; and the folded words written in lower case."""
    capital_mid: collections.Counter = collections.Counter()
    carriers: dict[str, set[tuple]] = collections.defaultdict(set)
    lower: set[str] = set()
    for book, chapter, verse, text in rows:
        for start, end, word in pieces(text):
            raw = text[start:end]
            if raw[0].isupper():
                carriers[raw].add((book, chapter, verse))
                before = text[:start].rstrip()
                if before and before[-1] not in SENTENCE_ENDS:
                    capital_mid[raw] += 1
            elif raw[0].islower():
                lower.add(word)
    names = {
        raw: keys for raw, keys in carriers.items()
        if capital_mid[raw] and raw.isalpha() and not raw.isupper() and raw not in TITLES
        and fold(raw) not in stopwords and len(raw) > 2 and len(keys) <= MAX_VERSES
    }  # fmt: skip
    return names, lower


def english_twin(keys: set[tuple], en_names: dict[str, set[tuple]], by_verse) -> str | None:
    candidates = collections.Counter(n for k in keys for n in by_verse.get(k, ()))
    best, best_dice = None, 0.0
    for name, _ in candidates.most_common(8):
        other = en_names[name]
        dice = 2 * len(keys & other) / (len(keys) + len(other))
        if dice > best_dice:
            best, best_dice = name, dice
    return best if best_dice >= 0.6 else None


def osis(key: tuple) -> str:
    return f"{key[0]}.{key[1]}.{key[2]}"


def main() -> int:
    with open_library(paths.library_path()) as library:

        def rows(tid):
            return library.conn.execute(
                "SELECT book, chapter, verse, text FROM verses WHERE translation = ? ORDER BY ord", (tid,)
            ).fetchall()

        pt_names, pt_lower = name_verses(rows("blivre"), PORTUGUESE_STOPWORDS)
        en_names, en_lower = name_verses(rows("web"), ENGLISH_STOPWORDS)
    by_verse: dict[tuple, list[str]] = collections.defaultdict(list)
    for name, keys in en_names.items():
        for k in keys:
            by_verse[k].append(name)
    pairs = []
    for name, keys in sorted(pt_names.items()):
        twin = english_twin(keys, en_names, by_verse)
        if twin is not None and fold(twin) not in en_lower:
            pairs.append((name, twin, keys, en_names[twin]))
    strata = collections.defaultdict(list)
    for p in pairs:
        n = len(p[2])
        strata[0 if n == 1 else 1 if n <= 5 else 2 if n <= 20 else 3].append(p)
    rng = random.Random(SEED)
    chosen = []
    for s in sorted(strata):
        group = strata[s]
        chosen += rng.sample(group, min(len(group), SIZE // 4))
    chosen.sort(key=lambda p: fold(p[0]))
    with OUT.open("w", encoding="utf-8") as out:
        for pt, en, pt_keys, en_keys in chosen:
            row = {
                "id": f"name-{fold(pt)}", "kind": "name", "pt": pt, "en": en,
                "refs_pt": sorted(map(osis, pt_keys)), "refs_en": sorted(map(osis, en_keys)),
                "refs": sorted(map(osis, pt_keys | en_keys)), "collides": fold(pt) in pt_lower,
            }  # fmt: skip
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(
        f"{len(pt_names)} Portuguese names, {len(pairs)} with an English twin; {len(chosen)} written to {OUT}"
    )
    print("by verses:", {s: len(g) for s, g in sorted(strata.items())},
          "colliding:", sum(fold(p[0]) in pt_lower for p in chosen))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
