"""What word study asks of the tags: the numbers under a word, a number's occurrences in a translation, how
the KJV renders a number, and which numbers a translation's word renders.

`WordStudy` is the one object the word-study panel, `lampada word` and the search route use: it loads each
translation's tags once (`tags.load`, verified), reads Strong's definitions through
`app.core.dictionaries.strongs`, and shows a number only from `SHOW_THRESHOLD` — the probability at which the
alignment was measured precise (docs/wordstudy.md: on the KJV with its tags hidden, content words of both
testaments at precision ≥ 0.90). Tags the KJV or a module gives are certain, and always shown.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.core.analysis.fold import fold, words
from app.core.dictionaries import StrongsEntry, strongs
from app.core.errors import UnknownTranslation, WordTagsMissing
from app.core.library.reading import Filters, Library
from app.core.scripture import canon
from app.core.wordstudy import corpus, numbers, tags

log = logging.getLogger(__name__)

SHOW_THRESHOLD = 0.7
MAX_RENDERINGS = 12  # "love 86×, charity 27×, dear 1×": the KJV's commonest renderings of a number
_ARTICLES = frozenset({"the", "a", "an"})  # "the world" (one tagged span) renders G2889 as "world"


@dataclass(frozen=True)
class WordNumber:
    """A number under a word of a verse: where the word is, the number, how sure the tags are."""

    start: int
    end: int
    number: str  # "G26"
    probability: float  # 1.0 for the KJV's own tags


@dataclass(frozen=True)
class BookCount:
    book: str  # OSIS id
    verses: int
    words: int


@dataclass
class Occurrences:
    """Every verse of a translation whose words carry a number, in Bible order, with the words."""

    number: str
    translation: str
    ords: np.ndarray  # the verses' ords, ascending
    spans: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # ord -> the words carrying it
    by_book: list[BookCount] = field(default_factory=list)  # Bible order

    @property
    def verses(self) -> int:
        return len(self.ords)

    @property
    def words(self) -> int:
        return sum(len(s) for s in self.spans.values())


@dataclass(frozen=True)
class Rendering:
    """A number a translation's word renders, how often (words shown), and the first verses where."""

    number: str
    count: int
    ords: tuple[int, ...]


class WordTags:
    """One translation's loaded tags, with the lookups word study needs (rows sorted by ord and start)."""

    def __init__(self, manifest: tags.TagsManifest, rows: np.ndarray):
        self.manifest = manifest
        shown = rows[:, 4] >= int(round(SHOW_THRESHOLD * corpus.CERTAIN))
        self.rows = np.ascontiguousarray(rows[shown])
        self._by_code: np.ndarray | None = None

    @property
    def translation(self) -> str:
        return self.manifest.translation

    @property
    def certain(self) -> bool:
        """Tags given by hand (the KJV's, a module's), not by the alignment."""
        return self.manifest.source != tags.SOURCE_ALIGNMENT

    def in_verse(self, ord_: int) -> np.ndarray:
        lo, hi = np.searchsorted(self.rows[:, 0], [ord_, ord_ + 1])
        return self.rows[lo:hi]

    def verse_numbers(self, ord_: int) -> list[WordNumber]:
        return [
            WordNumber(int(s), int(e), numbers.text(c), p / corpus.CERTAIN)
            for _, s, e, c, p in self.in_verse(ord_)
        ]

    def numbers_at(self, ord_: int, offset: int) -> list[WordNumber]:
        """The numbers of the word of verse `ord_` at character `offset` (none for an untagged word)."""
        return [w for w in self.verse_numbers(ord_) if w.start <= offset < w.end]

    def _code_order(self) -> np.ndarray:
        if self._by_code is None:
            self._by_code = np.argsort(self.rows[:, 3], kind="stable")
        return self._by_code

    def rows_of(self, code: int) -> np.ndarray:
        """Every shown word carrying the number, in Bible order."""
        order = self._code_order()
        codes = self.rows[order, 3]
        lo, hi = np.searchsorted(codes, [code, code + 1])
        return self.rows[order[lo:hi]]


def renderings_in(text_of: dict[int, str], rows: np.ndarray) -> Counter[str]:
    """The words the rows mark, a run of adjacent words one rendering ("only begotten"), a leading article
    aside ("the world" renders G2889 as "world"), folded: how a translation renders a number."""
    found: Counter[str] = Counter()
    run: list[str] = []
    last: tuple[int, int] | None = None  # (ord, end) of the run's last word
    for o, s, e in rows[:, :3].tolist():
        text = text_of.get(o, "")
        if run and (last is None or last[0] != o or text[last[1] : s].strip()):
            found[_rendering(run)] += 1
            run = []
        run.append(fold(text[s:e]))
        last = (o, e)
    if run:
        found[_rendering(run)] += 1
    return found


def _rendering(words_: list[str]) -> str:
    while len(words_) > 1 and words_[0] in _ARTICLES:
        words_ = words_[1:]
    return " ".join(words_)


class WordStudy:
    """Word study over a library and its tags folder."""

    def __init__(self, library: Library, index_dir: Path | None):
        self.library = library
        self.index_dir = index_dir  # None: no tags folder (a library searched without its indexes)
        self._tags: dict[str, WordTags] = {}
        self._renderings: dict[int, Counter[str]] = {}  # the KJV's renderings by number, once asked

    def tags(self, translation_id: str) -> WordTags:
        """The translation's tags (WordTagsMissing: not built yet, outdated or damaged)."""
        found = self._tags.get(translation_id)
        text_hash = self.library.translation(translation_id).text_hash
        if found is None or found.manifest.text_hash != text_hash:
            found = self._tags[translation_id] = WordTags(
                *tags.load(self.index_dir, self.library, translation_id)
            )
        return found

    def forget(self, translation_id: str | None = None) -> None:
        """Load the tags again at the next question (they were just built)."""
        if translation_id is None:
            self._tags.clear()
        else:
            self._tags.pop(translation_id, None)
        if translation_id in (None, tags.KJV):
            self._renderings.clear()

    def tagged(self, translation_id: str) -> bool:
        try:
            self.tags(translation_id)
        except WordTagsMissing:
            return False
        return True

    def entry(self, number: str) -> StrongsEntry | None:
        """Strong's entry of the number: the word, transliteration, pronunciation, definition."""
        return strongs(self.library, number)

    def kjv_renderings(self, number: str, limit: int = MAX_RENDERINGS) -> list[tuple[str, int]]:
        """How the KJV renders the number, commonest first: [("love", 86), ("charity", 27), ("dear", 1)]
        (from the KJV's tags; none while they are not built)."""
        code = numbers.code(number)
        found = self._renderings.get(code)
        if found is None:
            try:
                rows = self.tags(tags.KJV).rows_of(code)
            except (WordTagsMissing, UnknownTranslation):
                return []
            found = self._renderings[code] = renderings_in(self._texts(tags.KJV, rows[:, 0]), rows)
        ranked = sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))
        # a lone article tagged by itself is the module's slip, unless the number is the article (G3588)
        kept = [(w, n) for i, (w, n) in enumerate(ranked) if i == 0 or w not in _ARTICLES]
        return kept[:limit]

    def _texts(self, translation_id: str, ords: np.ndarray) -> dict[int, str]:
        wanted = sorted({int(o) for o in ords})
        out: dict[int, str] = {}
        for start in range(0, len(wanted), 900):
            chunk = wanted[start : start + 900]
            marks = ",".join("?" * len(chunk))
            out.update(
                self.library.conn.execute(
                    f"SELECT ord, text FROM verses WHERE translation = ? AND ord IN ({marks})",
                    (translation_id, *chunk),
                ).fetchall()
            )
        return out

    def occurrences(self, number: str, translation_id: str, filters: Filters | None = None) -> Occurrences:
        """Every verse of the translation with the number, the words carrying it, and the count per book."""
        found = self.tags(translation_id).rows_of(numbers.code(number))
        if filters is not None and filters.active and len(found):
            first, last = filters.bounds()
            book = self.library.ord_book_index(translation_id)[found[:, 0]]
            found = found[(book >= first) & (book <= last)]
        spans: dict[int, list[tuple[int, int]]] = {}
        for o, s, e, _, _ in found.tolist():
            spans.setdefault(o, []).append((s, e))
        ords = np.array(sorted(spans), dtype=np.int64)
        return Occurrences(number, translation_id, ords, spans, self._by_book(translation_id, spans))

    def _by_book(self, translation_id: str, spans: dict[int, list[tuple[int, int]]]) -> list[BookCount]:
        if not spans:
            return []
        books = self.library.ord_book_index(translation_id)
        verses: Counter[int] = Counter()
        words_: Counter[int] = Counter()
        for o, found in spans.items():
            verses[int(books[o])] += 1
            words_[int(books[o])] += len(found)
        by_index = {b.index: b.osis for b in canon.BOOKS}
        return [BookCount(by_index[i], verses[i], words_[i]) for i in sorted(verses) if i in by_index]

    def spans(self, translation_id: str, ord_: int, codes: Sequence[int]) -> list[tuple[int, int]]:
        """The words of one verse that carry any of these numbers (what a hit highlights)."""
        rows = self.tags(translation_id).in_verse(ord_)
        wanted = np.isin(rows[:, 3], np.asarray(codes, dtype=np.int32))
        return sorted({(int(s), int(e)) for _, s, e, _, _ in rows[wanted]})

    def renderings(self, translation_id: str, word: str, examples: int = 3) -> tuple[list[Rendering], int]:
        """Which numbers a translation's word renders (the word as written, accents and case aside), most
        often first; and how many times the word stands with no number shown."""
        wanted = fold(" ".join(word.split()))
        word_tags = self.tags(translation_id)
        counts: Counter[int] = Counter()
        where: dict[int, list[int]] = {}
        untagged = 0
        for ord_, text in self._verses_with(translation_id, wanted):
            rows = word_tags.in_verse(ord_)
            for s, _, w in words(text):
                if w != wanted:
                    continue
                here = {int(c) for _, rs, _, c, _ in rows if rs == s}
                untagged += not here
                for c in here:
                    counts[c] += 1
                    seen = where.setdefault(c, [])
                    if len(seen) < examples and ord_ not in seen:
                        seen.append(ord_)
        out = [Rendering(numbers.text(c), n, tuple(where[c])) for c, n in counts.most_common()]
        return out, untagged

    def _verses_with(self, translation_id: str, folded_word: str) -> list[tuple[int, str]]:
        """(ord, text) of the verses whose exact-word index holds the word."""
        if not folded_word or '"' in folded_word:
            return []
        table = self.library.fts_table(translation_id, "exact")
        rows = self.library.conn.execute(
            f'SELECT v.ord, v.text FROM "{table}" f JOIN verses v ON v.id = f.rowid '
            f'WHERE "{table}" MATCH ? ORDER BY v.ord',
            (f'"{folded_word}"',),
        ).fetchall()
        return [(int(r[0]), r[1]) for r in rows]
