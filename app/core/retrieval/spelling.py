""""Did you mean": a query word the translation does not know, and the known word nearest it.

"Jesus chorrou" finds John 11:35 by meaning, but the keyword arm knows no "chorrou". A word is *unknown* when
neither its folded form is in the translation's word index (`fts_<id>_exact`) nor its stem in the stemmed one
(so "choraremos", absent from the text but sharing the stem of "chorou", is not a typo). For an unknown word
of at least `MIN_LETTERS` letters the suggestion is the known word at the smallest Damerau–Levenshtein
distance — 1 (a letter left out, added, changed, or two swapped), or else 2 for words of `TWO_EDITS_FROM`
letters or more (among the known words with the same first two letters) — and, among those, the one in the
most verses. A word that differs only by a last letter left out or added is not offered: that is another form
or another word far more often than a typo ("depressão" is not "depressa"). Stopwords, numbers and words of
the query's other language (`analysis.foreign_stopwords`) are never corrected.

The words come from SQLite's `fts5vocab` view of the word index, never loaded whole: a known word costs one
lookup, an unknown one a lookup of its ≈ 400 one-edit variants (≈ 20 ms) and, for two edits, of the words
with its first two letters.
"""

from __future__ import annotations

import sqlite3
import string
from collections.abc import Callable
from dataclasses import dataclass

from app.core.analysis import get_analyzer, words
from app.core.library.reading import Library

__all__ = ["MIN_LETTERS", "Speller", "Suggestion", "tokenizer_words"]

MIN_LETTERS = 4  # shorter words have too many neighbours one letter away
TWO_EDITS_FROM = 7  # letters from which a word may be two edits away from the suggestion
_LETTERS = string.ascii_lowercase  # the vocabulary is folded: no accents, no ç


@dataclass(frozen=True)
class Suggestion:
    """The query with its unknown words replaced (`query`), and each replacement."""

    query: str  # "Jesus chorou"
    words: tuple[tuple[str, str], ...]  # (as typed, suggested): (("chorrou", "chorou"),)


class Speller:
    """Suggestions from one translation's own words (used from one thread: the search's)."""

    def __init__(self, library: Library, translation_id: str, whole: Callable[[str], bool] | None = None):
        self.library = library
        self.translation_id = translation_id
        translation = library.translation(translation_id)
        self.language = translation.language
        self.text_hash = translation.text_hash  # a translation imported again has other words
        self.analyzer = get_analyzer(self.language)
        self.whole = whole  # is a word, as typed, one the language model knows whole (`tokenizer_words`)?
        self._views: dict[str, str] = {}

    def suggest(self, query: str, skip: frozenset[str] = frozenset()) -> Suggestion | None:
        """None when every word is known (or none can be corrected); `skip`: folded words never corrected."""
        replaced: list[tuple[int, int, str, str]] = []
        for start, end, word in words(query):
            if not self._correctable(word, skip) or self._known(word):
                continue
            if self.whole is not None and self.whole(query[start:end]):
                continue  # a word of the language the Bible does not use ("computador"), not a typo
            found = self.nearest(word)
            if found is not None:
                replaced.append((start, end, query[start:end], self._spelled(found, query[start:end])))
        if not replaced:
            return None
        out, last = [], 0
        for start, end, _, new in replaced:
            out += [query[last:start], new]
            last = end
        text = " ".join(("".join(out) + query[last:]).split())
        return Suggestion(text, tuple((typed, new) for _, _, typed, new in replaced))

    def nearest(self, word: str) -> str | None:
        """The known word nearest a folded word (see the module docstring), or None."""
        found = self._documents(sorted(_edits(word) - {word}))
        found = {w: n for w, n in found.items() if _distance(word, w, 1) <= 1}
        if not found and len(word) >= TWO_EDITS_FROM:
            found = {  # two letters dropped or added make another word ("formatar", "formar"), not a typo
                w: n
                for w, n in self._starting(word[:2]).items()
                if abs(len(w) - len(word)) < 2 and _distance(word, w, 2) <= 2
            }
        found = {
            w: n
            for w, n in found.items()
            if w not in self.analyzer.stopwords and w.isalpha() and not _other_ending(word, w)
        }
        if not found:
            return None
        return min(found, key=lambda w: (_distance(word, w, 2), -found[w], w))

    def _documents(self, terms: list[str]) -> dict[str, int]:
        """The verses each of these words is in, for the words the translation has."""
        view = self._view("exact")
        out: dict[str, int] = {}
        for start in range(0, len(terms), 500):
            chunk = terms[start : start + 500]
            sql = f'SELECT term, doc FROM temp."{view}" WHERE term IN ({",".join("?" * len(chunk))})'
            out.update((str(t), int(n)) for t, n in self.library.conn.execute(sql, chunk))
        return out

    def _starting(self, prefix: str) -> dict[str, int]:
        sql = f'SELECT term, doc FROM temp."{self._view("exact")}" WHERE term >= ? AND term < ?'
        end = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        return {str(t): int(n) for t, n in self.library.conn.execute(sql, (prefix, end))}

    def _correctable(self, word: str, skip: frozenset[str]) -> bool:
        return len(word) >= MIN_LETTERS and word.isalpha() and word not in self.analyzer.stopwords | skip

    def _known(self, word: str) -> bool:
        return self._has("exact", word) or self._has("stem", self.analyzer.stem(word))

    def _has(self, kind: str, term: str) -> bool:
        sql = f'SELECT 1 FROM temp."{self._view(kind)}" WHERE term = ?'
        return self.library.conn.execute(sql, (term,)).fetchone() is not None

    def _view(self, kind: str) -> str:
        """A temporary fts5vocab view of one of the translation's word indexes (read-only libraries too)."""
        view = self._views.get(kind)
        if view is None:
            table = self.library.fts_table(self.translation_id, kind)
            view = f"vocab_{table}"
            sql = f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.\"{view}\" USING fts5vocab(main, '{table}', row)"
            try:
                self.library.conn.execute(sql)
            except sqlite3.OperationalError as exc:  # never fail a search for its suggestion
                raise LookupError(f"no vocabulary for {table}: {exc}") from exc
            self._views[kind] = view
        return view

    def _spelled(self, folded: str, typed: str) -> str:
        """The suggested word as the text writes it (accents: "coracao" → "coração"), in the typed case."""
        table = self.library.fts_table(self.translation_id, "exact")
        row = self.library.conn.execute(
            f'SELECT v.text FROM "{table}" JOIN verses AS v ON v.id = "{table}".rowid '
            f'WHERE "{table}" MATCH ? LIMIT 1',
            ('"' + folded + '"',),
        ).fetchone()
        written = folded
        if row is not None:
            written = next((row[0][s:e] for s, e, w in words(row[0]) if w == folded), folded).lower()
        if typed.isupper() and len(typed) > 1:
            return written.upper()
        return written[:1].upper() + written[1:] if typed[:1].isupper() else written


def _other_ending(word: str, other: str) -> bool:
    """Do the two words differ only at the end, in a way a slip of the finger does not explain? A last letter
    left out or added makes another form or another word far more often than a typo ("depressão" is not
    "depressa", "parte" not "parto"); a neighbouring key ("bondadw") or a doubled last letter ("amorr") is a
    typo."""
    common = min(len(word), len(other)) - (len(word) == len(other))
    if word[:common] != other[:common] or abs(len(word) - len(other)) > 1:
        return False
    if len(word) == len(other):
        return other[-1] not in _NEIGHBOURS.get(word[-1], "")
    return not (len(word) == len(other) + 1 and word[-1] == word[-2])


def _neighbours(rows: tuple[str, ...]) -> dict[str, str]:
    """Keys next to each key of a keyboard: beside it, and the two above and below it (rows are staggered)."""
    out: dict[str, str] = {}
    for r, row in enumerate(rows):
        for c, key in enumerate(row):
            near = [row[i] for i in (c - 1, c + 1) if 0 <= i < len(row)]
            if r > 0:
                near += [rows[r - 1][i] for i in (c, c + 1) if i < len(rows[r - 1])]
            if r + 1 < len(rows):
                near += [rows[r + 1][i] for i in (c - 1, c) if 0 <= i < len(rows[r + 1])]
            out[key] = "".join(near)
    return out


_NEIGHBOURS = _neighbours(("qwertyuiop", "asdfghjkl", "zxcvbnm"))


def _edits(word: str) -> set[str]:
    """Every string one edit from `word`: a letter deleted, two neighbours swapped, one changed or added."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    swaps = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    changes = [a + c + b[1:] for a, b in splits if b for c in _LETTERS]
    inserts = [a + c + b for a, b in splits for c in _LETTERS]
    return set(deletes + swaps + changes + inserts)


# Letters people put for one another when they spell by ear (accents are folded away before this).
_SOUNDS = ("sz", "sc", "zc", "ck", "cq", "kq", "gj", "xs", "xc", "ae", "ei", "ou", "iy", "ul", "vb")
_CLOSE = frozenset(a + b for a, b in _SOUNDS) | frozenset(b + a for a, b in _SOUNDS)


def _change_cost(a: str, b: str) -> int:
    """One letter typed for another: 1 when a slip explains it (a neighbouring key, a letter of the same
    sound), 2 otherwise — so a word two arbitrary letters away is not one typo away."""
    if a == b:
        return 0
    return 1 if b in _NEIGHBOURS.get(a, "") or a + b in _CLOSE else 2


def _distance(a: str, b: str, most: int) -> int:
    """Damerau–Levenshtein distance (optimal string alignment) where a letter changed costs what
    `_change_cost` says, or `most + 1` once it is over `most`."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + _change_cost(ca, cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], previous2[j - 2] + 1)
        if min(row) > most:
            return most + 1
        previous2, previous = previous, row
    return min(previous[-1], most + 1)


def tokenizer_words(embedder: object) -> Callable[[str], bool] | None:
    """"Is this word, as typed, one piece of the e5 tokenizer's vocabulary?" — a word the multilingual model
    knows whole ("computador", "receita", "ticket") is a word of the language, not a typo, even when the
    Bible never uses it; typos fall apart into pieces ("chorrou", "ressurection"). None with no tokenizer."""
    count = getattr(embedder, "count_tokens", None)
    if count is None:
        return None
    empty = count([""], passage=False)[0]  # the prefix ends in a lone "▁" that a whole word replaces
    return lambda word: count([word], passage=False)[0] <= empty
