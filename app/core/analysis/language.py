"""Which language a query is written in, told by the analyzers' stopwords.

A question in English on a Portuguese Bible used to be searched word by word in Portuguese: "love of god"
matched "Ofir" through "of", and the no-evidence detector (fitted on questions in the translation's own
language) called it "not in the Bible". Function words give the language away: a query is English when it has
more words that are English stopwords and not Portuguese ones ("of", "the", "is", "my") than the reverse
("de", "e", "um", "meu"), and Portuguese the other way round; a query with none, or as many of each ("Jesus
wept", "salmo 23", "Tabita"), has no language of its own and is searched as it is. Words both lists hold ("a",
"o", "me", "as", "do") tell nothing. On the 72 dev queries no query is given the other language (19 have
none).
"""

from __future__ import annotations

from functools import lru_cache

from app.core.analysis.en import ENGLISH_STOPWORDS
from app.core.analysis.fold import pieces
from app.core.analysis.pt_stopwords import PORTUGUESE_STOPWORDS

__all__ = ["LANGUAGES", "foreign_stopwords", "query_language"]

_STOPWORDS: dict[str, frozenset[str]] = {"pt": PORTUGUESE_STOPWORDS, "en": ENGLISH_STOPWORDS}
LANGUAGES = tuple(_STOPWORDS)  # the languages a query can be told to be in
MAX_CHARS = 2000  # a pasted chapter's language shows in its first lines


@lru_cache(maxsize=1)
def _telling() -> dict[str, frozenset[str]]:
    """Per language, its stopwords that no other language's list holds."""
    out = {}
    for lang, words in _STOPWORDS.items():
        others = frozenset().union(*(w for other, w in _STOPWORDS.items() if other != lang))
        out[lang] = words - others
    return out


def query_language(text: str) -> str | None:
    """ "pt", "en", or None when the query's function words do not say (none, or as many of each)."""
    counts = dict.fromkeys(LANGUAGES, 0)
    telling = _telling()
    for _, _, word in pieces(text[:MAX_CHARS]):
        for lang, words in telling.items():
            if word in words:
                counts[lang] += 1
    best = max(counts.values())
    found = [lang for lang, n in counts.items() if n == best]
    return found[0] if best and len(found) == 1 else None


def foreign_stopwords(query: str | None, translation: str) -> frozenset[str]:
    """The stopwords of a query's language (`query_language`) when it is not the translation's (its
    analyzer's `language`): they must never match there ("of" is not a Portuguese word, "de" not an English
    one)."""
    if query is None or query == translation or translation not in _STOPWORDS:
        return frozenset()
    return _STOPWORDS[query] - _STOPWORDS[translation]
