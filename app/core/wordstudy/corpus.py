"""From the library and the tagged KJV to what the alignment and the word tags are made of.

- `TranslationWords`: a translation's verses as words (spans and the alignment's key per word: the folded
  word, stemmed when it is no stopword — "loveth" and "loved" are one word to align, "amores" and "amor"
  too);
- `kjv_numbers`: the Strong's codes of each verse of the tagged KJV, by (book, chapter, verse);
- `english_prior`: the KJV's own table of English word ↔ number, the prior of an English translation;
- `gold_rows`: the tagged KJV laid on the app's KJV text (the two differ in a few dozen verses: matched
  word by word).
"""

from __future__ import annotations

import difflib
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from app.core.analysis import Analyzer, get_analyzer
from app.core.analysis.fold import words
from app.core.library.reading import Library
from app.core.progress import CancelFn, check_cancelled, never
from app.core.scripture import canon
from app.core.wordstudy import numbers, tagged

Key = tuple[str, int, int]  # (book, chapter, verse)
CERTAIN = 10_000  # a probability as the tags store it: 10,000 = 1.0


def word_key(analyzer: Analyzer, folded: str) -> str:
    """What the alignment sees of a word: its stem, or the stopword itself (stems would merge them)."""
    return folded if folded in analyzer.stopwords else analyzer.stem(folded)


@dataclass
class VerseWords:
    ord: int
    book: str
    chapter: int
    verse: int
    verse_end: int | None
    spans: list[tuple[int, int]]  # each word's offsets in the verse text
    keys: list[str]  # each word's alignment key
    folded: list[str]  # each word, folded


def translation_words(library: Library, translation_id: str, cancelled: CancelFn = never) -> list[VerseWords]:
    """Every verse of a translation as words, in `ord` order."""
    analyzer = get_analyzer(library.translation(translation_id).language)
    rows = library.conn.execute(
        "SELECT ord, book, chapter, verse, verse_end, text FROM verses WHERE translation = ? ORDER BY ord",
        (translation_id,),
    ).fetchall()
    out = []
    for i, r in enumerate(rows):
        if i % 2000 == 0:
            check_cancelled(cancelled)
        found = words(r["text"])
        out.append(
            VerseWords(
                r["ord"], r["book"], r["chapter"], r["verse"], r["verse_end"],
                [(s, e) for s, e, _ in found],
                [word_key(analyzer, w) for _, _, w in found],
                [w for _, _, w in found],
            )
        )  # fmt: skip
    return out


def kjv_numbers(verses: Iterable[tagged.TaggedVerse]) -> dict[Key, list[int]]:
    """Each tagged verse's Strong's codes, repeats kept (a number twice in a verse renders two words)."""
    return {v.key: [numbers.code(n) for t in v.tags for n in t.numbers] for v in verses}


def verse_numbers(v: VerseWords, table: dict[Key, list[int]]) -> list[int]:
    """The numbers of a library verse: its KJV verse's, or those of every verse a merged verse spans."""
    last = v.verse_end if v.verse_end and v.verse_end > v.verse else v.verse
    out: list[int] = []
    for n in range(v.verse, min(last, v.verse + 50) + 1):
        out.extend(table.get((v.book, v.chapter, n), ()))
    return out


def english_prior(verses: Iterable[tagged.TaggedVerse]) -> Counter[tuple[str, int]]:
    """(alignment key of an English word, Strong's code) → how often the KJV's tags join them."""
    analyzer = get_analyzer("en")
    table: Counter[tuple[str, int]] = Counter()
    for v in verses:
        found = words(v.text)
        for t in v.tags:
            for i in range(t.first, t.last + 1):
                key = word_key(analyzer, found[i][2])
                for n in t.numbers:
                    table[(key, numbers.code(n))] += 1
    return table


def gold_rows(verses: Sequence[VerseWords], source: Sequence[tagged.TaggedVerse]) -> np.ndarray:
    """The tagged KJV's words laid on the app's KJV verses (by reference, then word by word): rows of
    (ord, start, end, code, CERTAIN)."""
    by_key = {v.key: v for v in source}
    rows: list[tuple[int, int, int, int, int]] = []
    for v in verses:
        found = by_key.get((v.book, v.chapter, v.verse))
        if found is None:
            continue
        theirs = found.word_numbers()
        mine = _matched(v.folded, [w for _, _, w in words(found.text)])
        for i, j in mine:
            for n in theirs[j]:
                rows.append((v.ord, *v.spans[i], numbers.code(n), CERTAIN))
    return as_rows(rows)


def _matched(mine: list[str], theirs: list[str]) -> list[tuple[int, int]]:
    """Pairs (my word, their word) of the same word in two wordings of one verse."""
    if mine == theirs:
        return [(i, i) for i in range(len(mine))]
    matcher = difflib.SequenceMatcher(None, mine, theirs, autojunk=False)
    return [(a + k, b + k) for a, b, size in matcher.get_matching_blocks() for k in range(size)]


def module_rows(library: Library, translation_id: str, verses: Sequence[VerseWords]) -> np.ndarray:
    """A translation's own Strong's tags (a SWORD Bible tagged by its makers) as rows: every word inside a
    tagged span takes its numbers."""
    found = library.conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'verse_words'"
    ).fetchone()
    if found is None:
        return as_rows([])
    by_ord = {v.ord: v for v in verses}
    rows: list[tuple[int, int, int, int, int]] = []
    for ord_, raw in library.conn.execute(
        "SELECT ord, words FROM verse_words WHERE translation = ? ORDER BY ord", (translation_id,)
    ):
        v = by_ord.get(ord_)
        if v is None:
            continue
        testament = canon.BY_OSIS[v.book].testament if v.book in canon.BY_OSIS else "NT"
        for start, end, tag, *_ in json.loads(raw):
            codes = [numbers.code(n) for n in numbers.from_tag(str(tag), testament)]
            for s, e in v.spans:
                if s < end and e > start:
                    rows.extend((ord_, s, e, c, CERTAIN) for c in codes)
    return as_rows(rows)


def as_rows(rows: list[tuple[int, int, int, int, int]]) -> np.ndarray:
    out = np.asarray(rows, dtype=np.int32).reshape(-1, 5)
    return out[np.lexsort((out[:, 3], out[:, 1], out[:, 0]))] if len(out) else out
