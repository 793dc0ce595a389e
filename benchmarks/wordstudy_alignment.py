"""How well the word alignment finds the Strong's number of a word: measured on the KJV, whose words are
tagged by hand, with those tags hidden from training (docs/wordstudy.md, "Measurement").

    .venv/bin/python benchmarks/wordstudy_alignment.py [--quick] [--json out.json]

Training sees what it sees for any other translation: each verse's words (the KJV's plain text) and the bag
of Strong's numbers of the same verse — never which word carries which number. Each word's predicted number
is then checked against the KJV's own tag of that word. Words the module leaves untagged ("suffereth" in
"suffereth long", where "long" carries G3114) have no answer and are not counted. A word is **shown** when
its probability reaches the threshold and its number is not NULL:

- precision = shown words whose number is the tag's / shown words;
- recall = shown words whose number is the tag's / tagged words;

on content words (not in the English stopword list) and on all words, per testament, at each threshold.

Configurations:
- `floor`: plain IBM Model 1 as first probed — the New Testament alone, unstemmed words, no smoothing, one
  direction (words from numbers);
- `model1`: the same over the whole Bible;
- `product`: what the app runs (`app.core.wordstudy.tags.PARAMS`: both directions agreeing, smoothing, NULL,
  stemmed words);
- `prior-cv`: the product with the English prior an English translation gets, made from half of the KJV's
  books and scored on the other half (and the other way round), so that no word is scored against the tags
  its own prior came from; `product-cv` is the product scored on the same halves, without the prior.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core.analysis import get_analyzer  # noqa: E402
from app.core.analysis.fold import words  # noqa: E402
from app.core.scripture import canon  # noqa: E402
from app.core.wordstudy import align, corpus, numbers, tagged, tags  # noqa: E402

THRESHOLDS = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)


@dataclass
class Gold:
    """Per word of the KJV (in corpus order): its tag's codes, whether it is a content word, its testament
    and its book's index."""

    codes: list[frozenset[int]]
    content: np.ndarray
    testament: np.ndarray
    book: np.ndarray


def kjv_corpus(verses: list[tagged.TaggedVerse], stem: bool) -> tuple[list[list[str]], list[list[int]], Gold]:
    analyzer = get_analyzer("en")
    keys, bags, codes, content, testament, book = [], [], [], [], [], []
    for v in verses:
        found = [w for _, _, w in words(v.text)]
        keys.append([corpus.word_key(analyzer, w) if stem else w for w in found])
        bags.append([numbers.code(n) for t in v.tags for n in t.numbers])
        b = canon.book(v.book)
        for w, tag in zip(found, v.word_numbers(), strict=True):
            codes.append(frozenset(numbers.code(n) for n in tag))
            content.append(w not in analyzer.stopwords)
            testament.append(b.testament)
            book.append(b.index)
    gold = Gold(codes, np.array(content), np.array(testament), np.array(book))
    return keys, bags, gold


def scores(predicted: np.ndarray, probability: np.ndarray, gold: Gold, mask: np.ndarray) -> dict:
    """Precision and recall at each threshold over the tagged words of `mask`, by scope and testament."""
    tagged_words = np.array([bool(c) for c in gold.codes])
    right = np.array([int(p) in c for p, c in zip(predicted, gold.codes, strict=True)])
    out: dict = {}
    for scope in ("content", "all"):
        for testament in ("OT", "NT"):
            sel = mask & tagged_words & (gold.testament == testament)
            if scope == "content":
                sel &= gold.content
            rows = []
            for th in THRESHOLDS:
                shown = sel & (probability >= th) & (predicted != 0)
                hits = int((shown & right).sum())
                rows.append((th, hits / max(int(shown.sum()), 1), hits / max(int(sel.sum()), 1)))
            out[f"{scope} {testament}"] = {"words": int(sel.sum()), "curve": rows}
    return out


def run(
    keys: list[list[str]],
    bags: list[list[int]],
    params: align.Params,
    prior_table: Counter | None = None,
) -> tuple[np.ndarray, np.ndarray, float]:
    started = time.perf_counter()
    built = align.build_corpus(keys, bags)
    pairs = align.make_pairs(built, params.null_weight)
    prior = None
    if prior_table is not None:
        prior = tags.link_prior(built, pairs, prior_table) * tags.ENGLISH_PRIOR
    model = align.train(built, params, prior=prior, pairs=pairs)
    result = align.align(built, model, params, pairs)
    return built.number_codes[result.number], result.probability, time.perf_counter() - started


def prior_from(verses: list[tagged.TaggedVerse], keep_book) -> Counter:
    return corpus.english_prior(v for v in verses if keep_book(canon.book(v.book).index))


def print_table(name: str, result: dict, seconds: float) -> None:
    print(f"\n## {name}  ({seconds:.0f} s)")
    print("| words | " + " | ".join(f"≥ {th}" for th in THRESHOLDS) + " |")
    print("|---|" + "---|" * len(THRESHOLDS))
    for key, value in result.items():
        cells = " | ".join(f"{p:.3f} / {r:.3f}" for _, p, r in value["curve"])
        print(f"| {key} ({value['words']:,}) | {cells} |")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="the product only")
    p.add_argument("--json", type=Path, help="write every figure here")
    args = p.parse_args()
    verses = list(tagged.read())
    everything: dict = {}
    plain_keys, bags, gold = kjv_corpus(verses, stem=False)
    stem_keys, _, _ = kjv_corpus(verses, stem=True)
    whole = np.ones(len(gold.codes), dtype=bool)
    runs = []
    if not args.quick:
        nt = [i for i, v in enumerate(verses) if canon.book(v.book).testament == "NT"]
        floor = align.Params(iterations=tags.PARAMS.iterations, smoothing=0.0, agreement=False)
        runs.append(
            ("floor", [plain_keys[i] for i in nt], [bags[i] for i in nt], floor, gold.testament == "NT")
        )
        runs.append(("model1", plain_keys, bags, floor, whole))
    runs.append(("product", stem_keys, bags, tags.PARAMS, whole))
    for name, keys, verse_bags, params, mask in runs:
        predicted, probability, seconds = run(keys, verse_bags, params)
        if mask is not whole:  # the floor saw the New Testament only
            full_p = np.zeros(len(gold.codes), dtype=predicted.dtype)
            full_prob = np.zeros(len(gold.codes), dtype=probability.dtype)
            full_p[mask], full_prob[mask] = predicted, probability
            predicted, probability = full_p, full_prob
        everything[name] = scores(predicted, probability, gold, mask)
        print_table(f"{name}: {params}", everything[name], seconds)
    if not args.quick:
        for name, with_prior in (("product-cv", False), ("prior-cv", True)):
            merged: dict = {}
            seconds = 0.0
            for half in (0, 1):
                table = prior_from(verses, lambda i, half=half: i % 2 == half) if with_prior else None
                predicted, probability, took = run(stem_keys, bags, tags.PARAMS, table)
                seconds += took
                merged[half] = scores(predicted, probability, gold, gold.book % 2 != half)
            everything[name] = _pooled(merged[0], merged[1])
            print_table(f"{name} (scored on the books the prior did not see)", everything[name], seconds)
    if args.json:
        args.json.write_text(json.dumps(everything, indent=1))
    return 0


def _pooled(a: dict, b: dict) -> dict:
    """Two halves' figures as one (precision and recall weighted by their words)."""
    out = {}
    for key in a:
        wa, wb = a[key]["words"], b[key]["words"]
        curve = []
        for (th, pa, ra), (_, pb, rb) in zip(a[key]["curve"], b[key]["curve"], strict=True):
            hits = ra * wa + rb * wb
            shown = (ra * wa / pa if pa else 0) + (rb * wb / pb if pb else 0)
            curve.append((th, hits / max(shown, 1e-9), hits / max(wa + wb, 1)))
        out[key] = {"words": wa + wb, "curve": curve}
    return out


if __name__ == "__main__":
    sys.exit(main())
