"""Text analyzers for keyword search (SQLite FTS5, BM25) and for highlighting matches.

One analyzer per language decides, for a verse, what the stemmed FTS column stores (`index_text`) and, for a
query, which tokens go (quoted) into `MATCH` (`query_tokens`); `spans`/`keys` give the same stems with their
positions so the GUI can highlight what matched. Both languages are stemmed in Python (FTS5 has no Portuguese
stemmer, and its English `porter` cannot join irregular forms); `version` names what the index holds, so a
library indexed by another version is re-analysed (`Library.stale_analysis`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol, runtime_checkable

from app.core.analysis.en import EnglishAnalyzer
from app.core.analysis.fold import FoldingAnalyzer, fold, words
from app.core.analysis.language import foreign_stopwords, query_language
from app.core.analysis.pt import PortugueseAnalyzer

__all__ = [
    "Analyzer",
    "EnglishAnalyzer",
    "FoldingAnalyzer",
    "PortugueseAnalyzer",
    "fold",
    "foreign_stopwords",
    "get_analyzer",
    "query_language",
    "words",
]


@runtime_checkable
class Analyzer(Protocol):
    language: str  # "pt", "en", or the primary subtag of another language (generic analyzer)
    fts_tokenizer: str  # the FTS5 tokenize= argument of the stemmed index table
    stopwords: frozenset[str]  # folded
    version: str  # changes whenever `index_text` does: a library indexed by another version is re-analysed

    def stem(self, folded_word: str) -> str: ...

    def index_text(self, text: str) -> str:
        """What the stemmed FTS column stores for this verse."""
        ...

    def query_tokens(self, text: str) -> list[str]:
        """Tokens to quote into an FTS5 MATCH on that column: no stopwords, no duplicates, query order."""
        ...

    def spans(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, key) of every non-stopword of `text`; key = stem(fold(word))."""
        ...

    def keys(self, query: str) -> set[str]:
        """The keys of a query, comparable with those of `spans`."""
        ...


def _primary_subtag(language: str) -> str:
    return language.strip().replace("_", "-").split("-", 1)[0].lower()


@lru_cache(maxsize=32)
def _analyzer_for(primary: str) -> Analyzer:
    if primary in ("pt", "por"):
        return PortugueseAnalyzer()
    if primary.startswith("en"):
        return EnglishAnalyzer()
    return FoldingAnalyzer(primary or "und")


def get_analyzer(language: str) -> Analyzer:
    """ "pt", "pt-BR", "pt_PT" → Portuguese; "en*" → English; anything else → folding without stemming."""
    return _analyzer_for(_primary_subtag(language or ""))
