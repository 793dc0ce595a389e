"""Search by the original word: a Strong's number, a Greek or Hebrew word, or its transliteration.

`G26`, `H2617`, `strong:G26` (or several: `G25 G26`) find every verse of the translation whose words carry
the number — by its own tags (the KJV, a tagged SWORD Bible) or by the alignment (every other translation,
`app.core.wordstudy`). A single word in Greek or Hebrew script (`ἀγάπη`, `חֶסֶד`) or a transliteration
(`agape`, `chesed`) that Strong's dictionary knows and the translation does not write is the same search
(`lampada search agape` would otherwise find nothing). A route of Bible search, like a typed reference:
the verses come in Bible order, filters apply, and each hit highlights the words that carry the number.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from app.core.dictionaries import find_lemma
from app.core.errors import WordTagsMissing
from app.core.library.reading import Filters, Verse
from app.core.wordstudy import numbers
from app.core.wordstudy.study import WordStudy

MAX_NUMBERS = 8  # numbers one query may name ("G25 G26 G5368"); a lemma finds at most this many
NOT_TAGGED = "word_tags_missing"  # notice: the translation's words are not tagged yet (being aligned)
_LIST = re.compile(r"[\s,;]+")
_WORD = re.compile(r"^[^\W\d_]+(?:['’][^\W\d_]+)?$")


@dataclass(frozen=True)
class StrongsQuery:
    numbers: tuple[str, ...]  # ("G26",)
    how: str  # "number" | "word" (a lemma or a transliteration)


@dataclass
class StrongsHit:
    verse: Verse
    matched: list[tuple[int, int]]  # the words carrying the number
    context: list[Verse] = field(default_factory=list)


@dataclass
class StrongsPage:
    query: StrongsQuery
    hits: list[StrongsHit]
    total: int  # verses carrying the number(s), within the filters
    words: int  # words carrying them
    notices: list[str] = field(default_factory=list)


def typed_numbers(text: str) -> tuple[str, ...] | None:
    """ "G26", "strong:G26", "G25, G26" → the numbers; None when any part is not one."""
    parts = [p for p in _LIST.split(text.strip()) if p]
    if not parts or len(parts) > MAX_NUMBERS:
        return None
    found = [numbers.parse(p) for p in parts]
    if any(n is None for n in found):
        return None
    return tuple(dict.fromkeys(found))  # type: ignore[arg-type]


def parse(study: WordStudy, text: str, translation_id: str) -> StrongsQuery | None:
    """The query as a search by the original word, or None (a query for the other routes)."""
    typed = typed_numbers(text)
    if typed is not None:
        return StrongsQuery(typed, "number")
    word = unicodedata.normalize("NFC", text.strip())
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    if not _WORD.match(bare) or len(bare) < 2 or _written_by(study, translation_id, word):
        return None
    found = find_lemma(study.library, word, limit=MAX_NUMBERS)
    return StrongsQuery(tuple(found), "word") if found else None


def _written_by(study: WordStudy, translation_id: str, word: str) -> bool:
    """Whether the translation writes the word (then it is a word search: "sun" is English, not G4862)."""
    table = study.library.fts_table(translation_id, "exact")
    quoted = '"' + word.replace('"', '""') + '"'
    return (
        study.library.conn.execute(
            f'SELECT 1 FROM "{table}" WHERE "{table}" MATCH ? LIMIT 1', (quoted,)
        ).fetchone()
        is not None
    )


def answer(
    study: WordStudy,
    text: str,
    translation_id: str,
    *,
    filters: Filters | None = None,
    offset: int = 0,
    limit: int = 10,
    context: int = 0,
) -> StrongsPage | None:
    """The page [offset, offset + limit) of verses carrying the number(s), in Bible order; None when the
    query is not a search by the original word."""
    query = parse(study, text, translation_id)
    if query is None:
        return None
    try:
        found = [study.occurrences(n, translation_id, filters) for n in query.numbers]
    except WordTagsMissing:
        return StrongsPage(query, [], 0, 0, [NOT_TAGGED])
    spans: dict[int, list[tuple[int, int]]] = {}
    for occurrences in found:
        for ord_, where in occurrences.spans.items():
            spans.setdefault(ord_, []).extend(where)
    ords = sorted(spans)
    page = ords[offset : offset + limit]
    ids = study.library.ord_ids(translation_id)
    verses = study.library.verses_by_ids([int(ids[o]) for o in page])
    hits = [
        StrongsHit(v, sorted(set(spans[v.ord])), study.library.context(v, context) if context > 0 else [])
        for v in verses
    ]
    return StrongsPage(query, hits, len(ords), sum(len(s) for s in spans.values()))
