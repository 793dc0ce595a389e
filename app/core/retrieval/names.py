"""Proper names as the translation writes them, so that a name stays a name: *Caná* is not *cana*, *Peca* is
not *pecar*, and *Justo* capitalised is Justus, not "just".

Folding and stemming make the keyword arm blind to case and accents, which is right for words and wrong for
names: "Caná" folds to the "cana" of a reed, "Peca" stems with "pecar". A translation's **names** are read
from its own text: a word written with a capital letter where no sentence starts (not first in the verse, not
after . ! ? : ; a quote, a dash or a bracket), kept exactly as written. A query word is taken for a name when

- it is written as a name form is, accents included, and the same spelling never stands in lower case in the
  translation ("caná", "Caná", "Melquisedeque", "melquisedeque"); or
- it is capitalised and a name form folds to it, and it is not the query's first word ("Matias e Justo"), or
  the text writes the form capitalised where no sentence starts at least as often as in lower case ("Peca"
  alone); a query's first word is capitalised by habit, so "Amor ao próximo" stays a question about love and
  "Justo" alone the word (the Bíblia Livre writes "justo" 224 times, the name 7).

The keyword arm then ranks the verses that carry the name as written before the others — only for a name that
folding or stemming confuses with a word written in lower case (`colliding`: "Caná"/"cana", "Peca"/"pecar",
"Justo"/"justo"), carried by at most `keyword.MAX_NAME_VERSES` verses; elsewhere BM25 already finds only the
name. The lexicon is read from the text once (about 3 s for a Bible) and kept beside the meaning indexes,
checked by the text's hash (`load`, `save`).
"""

from __future__ import annotations

import bisect
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from app.core.analysis import fold
from app.core.analysis.fold import raw_words

SENTENCE_ENDS = ".!?:;“”\"‘’'(—–-[«»"
FORMAT_VERSION = 1
_LETTERS = re.compile(r"[^\W\d_]+")  # a name is letters; a hyphen or an apostrophe ends it
_AFTER = re.compile(r"(\S)(?=[ \t]+([^\W\d_]+))")  # a word and the character before it on its line
KeyFn = Callable[[str], list[str]]  # a word -> the keyword index's keys for it (the translation's analyzer)


@dataclass(frozen=True)
class NameLexicon:
    """A translation's name forms (exact spelling) and how each folded word is used."""

    forms: dict[str, tuple[str, ...]]  # folded -> the name forms that fold to it, most used first
    capital: Counter  # name form -> times capitalised where no sentence starts
    lower: Counter  # lower-case spelling -> times written in lower case (only the spellings of name forms)
    colliding: frozenset[str] = frozenset()  # name forms whose index key a lower-case word shares
    text_hash: str = ""

    @classmethod
    def build(cls, texts: Iterable[str], text_hash: str = "", key: KeyFn | None = None) -> NameLexicon:
        joined = "\n".join(texts)  # one pass of the C regex engine; a verse starts after a newline
        every = Counter(_LETTERS.findall(joined))
        lower = Counter({w: n for w, n in every.items() if w[0].islower()})
        capital: Counter = Counter()
        for (before, word), n in Counter(_AFTER.findall(joined)).items():
            if word[0].isupper() and not word.isupper() and before not in SENTENCE_ENDS:
                capital[word] += n
        forms = _forms(capital)
        kept = {f for found in forms.values() for f in found}
        spellings = {f.lower() for f in kept}
        return cls(
            forms,
            Counter({f: capital[f] for f in kept}),
            Counter({w: n for w, n in lower.items() if w in spellings}),
            _colliding(kept, lower, key or (lambda word: [fold(word)])),
            text_hash,
        )

    def save(self, path: Path) -> None:
        from app.core.files import write_json

        write_json(path, {
            "format": FORMAT_VERSION, "text_hash": self.text_hash, "capital": dict(self.capital),
            "lower": dict(self.lower), "colliding": sorted(self.colliding),
        })  # fmt: skip

    @classmethod
    def load(cls, path: Path, text_hash: str) -> NameLexicon | None:
        """The lexicon kept at `path`, or None when it is missing, damaged or of another text."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT_VERSION or data.get("text_hash") != text_hash:
                return None
            capital = Counter({str(k): int(v) for k, v in data["capital"].items()})
            lower = Counter({str(k): int(v) for k, v in data["lower"].items()})
            colliding = frozenset(str(f) for f in data["colliding"])
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        return cls(_forms(capital), capital, lower, colliding, text_hash)

    def name_of(self, token: str, first: bool = False) -> str | None:
        """The name form a query word stands for, or None when it is a word (see the module's rules)."""
        found = self.forms.get(fold(token))
        if not found:
            return None
        exact = next((f for f in found if f.lower() == token.lower()), None)
        if exact is not None and not self.lower[token.lower()]:
            return exact
        if token[:1].isupper():
            form = exact or found[0]
            mostly_name = self.capital[form] >= self.lower[form.lower()]
            if not first or mostly_name:
                return form
        return None

    def ambiguous(self, names: Iterable[str]) -> tuple[str, ...]:
        """Those of `names` that folding or stemming confuses with a word (the keyword arm prefers them)."""
        return tuple(n for n in names if n in self.colliding)

    def names_in(self, query: str) -> tuple[str, ...]:
        """The name forms of a query's words, in order, each once."""
        out: list[str] = []
        for n, token in enumerate(raw_words(query)):
            name = self.name_of(token, first=n == 0)
            if name is not None and name not in out:
                out.append(name)
        return tuple(out)


def _forms(capital: Counter) -> dict[str, tuple[str, ...]]:
    """Folded word -> the name forms that fold to it, most used first (a single letter is no name)."""
    forms: dict[str, list[str]] = {}
    for form, _ in capital.most_common():
        if len(form) > 1:
            forms.setdefault(fold(form), []).append(form)
    return {k: tuple(v) for k, v in forms.items()}


def _colliding(forms: set[str], lower: Counter, key: KeyFn) -> frozenset[str]:
    """The name forms whose index key a word written in lower case shares. Keys are the stemmer's prefixes
    of the folded word, so only the lower-case words that begin with a form's key are analysed."""
    folded = sorted({fold(w) for w in lower})
    out = set()
    for form in forms:
        for k in key(form):
            start = bisect.bisect_left(folded, k)
            end = bisect.bisect_left(folded, k + "\uffff")
            if any(k in key(word) for word in folded[start:end]):
                out.add(form)
                break
    return frozenset(out)


def carries(text: str, names: Iterable[str]) -> bool:
    """Does the verse write one of the names exactly (case and accents)?"""
    wanted = set(names)
    return bool(wanted) and any(w in wanted for w in raw_words(text))


def prefer(ids: list[int], scores: list[float], carrying: set[int]) -> tuple[list[int], list[float]]:
    """The keyword list with the verses that carry a query's names first, each part in its BM25 order."""
    first = [i for i in range(len(ids)) if ids[i] in carrying]
    rest = [i for i in range(len(ids)) if ids[i] not in carrying]
    order = first + rest
    return [ids[i] for i in order], [scores[i] for i in order]
