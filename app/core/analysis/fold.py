"""Folding, word splitting and the generic analyzer that the language analyzers build on.

Spans always point into the caller's original string, so highlighting can slice the text it was given;
folding happens per word, after the word has been located.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

__all__ = [
    "APOSTROPHES",
    "INVISIBLE",
    "MAX_WORD_LEN",
    "FoldingAnalyzer",
    "fold",
    "pieces",
    "raw_words",
    "words",
]

# Longer "words" are garbage (URLs, base64, runs of digits); the index gains nothing from them.
MAX_WORD_LEN = 40

# Characters that join two letters into one word ("God's", "d'água"): ASCII, typographic, modifier.
APOSTROPHES = "'\u2019\u02bc"

# Combining marks are not matched by `\w` in `re`; decomposed input ("e" + U+0301) must still be one word.
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7"
    "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
)
# Invisible format characters that may sit inside a word without splitting it, and are dropped from its folded
# form: soft hyphen, zero-width space, ZWNJ, ZWJ, word joiner, zero-width no-break space (a stray BOM). A
# "cora\u200bção" pasted from a web page is "coração", not "cora" (Korah) and "ção".
INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_WORD_CHAR = rf"(?:[^\W_]|[{_MARKS}])"
_INNER = rf"(?:[^\W_]|[{_MARKS}{INVISIBLE}])"
# A word: letters/digits (+ marks), optionally joined by single apostrophes with a word character each side.
_WORD_RE = re.compile(rf"{_WORD_CHAR}{_INNER}*(?:[{APOSTROPHES}]{_WORD_CHAR}{_INNER}*)*")
_APOSTROPHE_RE = re.compile(f"[{APOSTROPHES}]")
_DROP_RE = re.compile(r"[^\w']|_")

# Letters without a Unicode decomposition that readers treat as plain letters; apostrophes become ASCII.
_EXTRA = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ı": "i", "\u2019": "'", "\u02bc": "'"})


def fold(text: str) -> str:
    """Lowercase, NFKC, strip diacritics (ç→c, ã→a): the comparison form of every word and stopword."""
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKC", text).lower().translate(_EXTRA)
    decomposed = unicodedata.normalize("NFD", text)
    stripped = "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn" and ch not in INVISIBLE)
    return unicodedata.normalize("NFC", stripped)


@lru_cache(maxsize=200_000)
def _fold_word(word: str) -> str:
    """Fold one located word; what NFKC turns into punctuation (½ → 1⁄2) is dropped: a word stays a word."""
    folded = fold(word)
    if folded.isascii() and folded.isalnum():
        return folded
    return _DROP_RE.sub("", folded)


def raw_words(text: str) -> list[str]:
    """The words of `text` as written (not folded, apostrophes kept): what `pieces` then splits and folds."""
    return _WORD_RE.findall(text)


def _spans(text: str) -> Iterator[tuple[int, int]]:
    for match in _WORD_RE.finditer(text):
        yield match.start(), match.end()


def words(text: str) -> list[tuple[int, int, str]]:
    """Words of `text` with their spans in `text` and their folded form.

    Letters and digits; hyphens and all punctuation split ("deu-lhes" → deu, lhes); an apostrophe between two
    letters stays inside the word ("God's" → "god's", "d'água" → "d'agua"); words longer than MAX_WORD_LEN go.
    """
    out: list[tuple[int, int, str]] = []
    for start, end in _spans(text):
        folded = _fold_word(text[start:end])
        if folded and len(folded) <= MAX_WORD_LEN:
            out.append((start, end, folded))
    return out


def pieces(text: str) -> list[tuple[int, int, str]]:
    """Like `words`, but an apostrophe also splits: "God's" → god, s; "d'água" → d, agua.

    This is what SQLite's unicode61 tokenizer sees, so analyzers index, query and highlight these pieces.
    """
    out: list[tuple[int, int, str]] = []
    for start, end in _spans(text):
        token = text[start:end]
        if _APOSTROPHE_RE.search(token) is None:
            parts = [(start, end, token)]
        else:
            parts = []
            offset = start
            for part in _APOSTROPHE_RE.split(token):
                if part:
                    parts.append((offset, offset + len(part), part))
                offset += len(part) + 1
        for p_start, p_end, part in parts:
            folded = _fold_word(part)
            if folded and len(folded) <= MAX_WORD_LEN:
                out.append((p_start, p_end, folded))
    return out


_Analyzed = tuple[tuple[int, int, str, str], ...]  # per piece: start, end (relative to the word), folded, key
CACHE_LIMIT = 300_000  # distinct raw words an analyzer remembers (a Bible has ~30k)


class FoldingAnalyzer:
    """The generic analyzer (no stemming, no stopwords) and the base of the language ones.

    Python decides the tokens: the stemmed FTS column holds `index_text`, already folded and stemmed, so
    SQLite's unicode61 only splits it on spaces. Subclasses override `stem`, `stopwords`, `version` and, where
    the index keeps more than the query's words (English keeps its stopwords), `index_text`.

    Each distinct raw word is analyzed once and remembered (a Bible has ~30k of them): that is what makes a
    whole-Bible index build take about a second. The memo only ever gains identical entries, so sharing one
    analyzer between threads is safe.
    """

    fts_tokenizer: str = "unicode61 remove_diacritics 2"
    stopwords: frozenset[str] = frozenset()
    # What the stemmed index holds; a change means re-analysing the library's verses.
    version: str = "fold-2"  # 1: a zero-width space or a BOM split a word

    def __init__(self, language: str = "und") -> None:
        self.language = language
        self._cache: dict[str, _Analyzed] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.language!r})"

    def stem(self, folded_word: str) -> str:
        return folded_word

    def _analyze(self, token: str) -> _Analyzed:
        """The surviving pieces of one raw word (as matched by the word pattern)."""
        cached = self._cache.get(token)
        if cached is not None:
            return cached
        out = tuple(
            (start, end, word, self.stem(word))
            for start, end, word in pieces(token)
            if word not in self.stopwords
        )
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        self._cache[token] = out
        return out

    def _analyzed(self, text: str) -> list[tuple[int, int, str, str]]:
        out: list[tuple[int, int, str, str]] = []
        analyze = self._analyze
        for match in _WORD_RE.finditer(text):
            found = analyze(match.group())
            if found:
                offset = match.start()
                out.extend((offset + start, offset + end, word, key) for start, end, word, key in found)
        return out

    def spans(self, text: str) -> list[tuple[int, int, str]]:
        return [(start, end, key) for start, end, _, key in self._analyzed(text)]

    def index_text(self, text: str) -> str:
        analyze = self._analyze
        return " ".join([key for token in raw_words(text) for _, _, _, key in analyze(token)])

    def query_tokens(self, text: str) -> list[str]:
        return list(dict.fromkeys(key for _, _, _, key in self._analyzed(text)))

    def keys(self, query: str) -> set[str]:
        return {key for _, _, _, key in self._analyzed(query)}
