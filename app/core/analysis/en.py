"""English analysis: irregular forms to their base word, then the Porter stemmer — all in Python.

`porter_stem` is the classic Porter (1980) algorithm as in Martin Porter's reference C implementation, which
SQLite's FTS5 `porter` tokenizer follows ("bli"→"ble" and "logi"→"log" in step 2; words under 3 or over 64
bytes are left alone). A test checks agreement with FTS5 through an `fts5vocab` table; on the 15,723 distinct
words of the KJV and the WEB the two agree on every one.

Porter alone cannot join "rose", "risen" and "rise", "forgiven" and "forgive", "men" and "man", or the KJV's
"believeth" and "believes": `en_forms.base_form` maps such words first (docs/retrieval.md, "English analysis",
has the measurement). The stemmed FTS column therefore holds Python's stems, like the Portuguese one;
stopwords stay in it (unstemmed, never queried) so that BM25's verse lengths are those of the text — without
the irregular forms, the index ranks exactly as FTS5's own porter tokenizer did over the raw verse.
"""

from __future__ import annotations

from functools import lru_cache

from app.core.analysis.en_forms import base_form
from app.core.analysis.fold import CACHE_LIMIT, FoldingAnalyzer, pieces, raw_words

__all__ = ["ENGLISH_STOPWORDS", "EnglishAnalyzer", "porter_stem", "stem_en"]

# Function words, with the King James ones (thee, thou, thy, ye, unto, hath, shalt...) and the pieces SQLite
# splits off at an apostrophe (s, t, ll...). Deliberately NOT here: god, lord, not, no, nor, never, none, will
# (a noun: "thy will be done"), might ("with all thy might"), saith, said, one, first.
ENGLISH_STOPWORDS: frozenset[str] = frozenset(
    """
    a an the and or but if then else so than as of at by for with about against between into through
    during before after above below to from up down in out on off over under again further once here there
    when where why how all any both each few more most other some such only own same too very just also yet
    i me my myself mine we us our ours ourselves you your yours yourself yourselves he him his himself she
    her hers herself it its itself they them their theirs themselves what which who whom whose this that
    these those
    am is are was were be been being have has had having do does did doing done
    can could shall should would may must ought
    s t d ll m re ve o oh
    thee thou thy thine ye hath hast doth dost art shalt wilt wouldest couldest didst hadst canst mayest
    unto upon thereof therein thereby whereof wherein whereby wherefore lo
    """.split()
)

_MAX_PORTER_BYTES = 64  # FTS5_PORTER_MAX_TOKEN
_VOWELS = frozenset("aeiou")


class _Porter:
    """One word being stemmed; `b[:k+1]` is the current word, `j` marks the end of the stem under test."""

    __slots__ = ("b", "k", "j")

    def __init__(self, word: str):
        self.b = list(word)
        self.k = len(word) - 1
        self.j = 0

    def cons(self, i: int) -> bool:
        ch = self.b[i]
        if ch in _VOWELS:
            return False
        if ch == "y":
            return True if i == 0 else not self.cons(i - 1)
        return True

    def m(self) -> int:
        """The number of VC sequences in b[0..j] (the stem is [C](VC)^m[V]): each vowel followed by a
        consonant counts one."""
        consonant = [self.cons(i) for i in range(self.j + 1)]
        return sum(1 for i in range(1, self.j + 1) if consonant[i] and not consonant[i - 1])

    def vowel_in_stem(self) -> bool:
        return any(not self.cons(i) for i in range(self.j + 1))

    def doublec(self, j: int) -> bool:
        return j >= 1 and self.b[j] == self.b[j - 1] and self.cons(j)

    def cvc(self, i: int) -> bool:
        if i < 2 or not self.cons(i) or self.cons(i - 1) or not self.cons(i - 2):
            return False
        return self.b[i] not in "wxy"

    def ends(self, suffix: str) -> bool:
        n = len(suffix)
        if n > self.k + 1:
            return False
        if "".join(self.b[self.k - n + 1 : self.k + 1]) != suffix:
            return False
        self.j = self.k - n
        return True

    def setto(self, s: str) -> None:
        self.b[self.j + 1 :] = list(s)
        self.k = self.j + len(s)

    def r(self, s: str) -> None:
        if self.m() > 0:
            self.setto(s)

    def step1ab(self) -> None:
        b = self.b
        if b[self.k] == "s":
            if self.ends("sses"):
                self.k -= 2
            elif self.ends("ies"):
                self.setto("i")
            elif self.k >= 1 and b[self.k - 1] != "s":
                self.k -= 1
            del b[self.k + 1 :]
        if self.ends("eed"):
            if self.m() > 0:
                self.k -= 1
        elif (self.ends("ed") or self.ends("ing")) and self.vowel_in_stem():
            self.k = self.j
            del b[self.k + 1 :]
            if self.ends("at"):
                self.setto("ate")
            elif self.ends("bl"):
                self.setto("ble")
            elif self.ends("iz"):
                self.setto("ize")
            elif self.doublec(self.k):
                self.k -= 1
                if b[self.k] in "lsz":
                    self.k += 1
            else:
                self.j = self.k
                if self.m() == 1 and self.cvc(self.k):
                    self.setto("e")
        del b[self.k + 1 :]

    def step1c(self) -> None:
        if self.ends("y") and self.vowel_in_stem():
            self.b[self.k] = "i"

    _STEP2 = {
        "a": (("ational", "ate"), ("tional", "tion")),
        "c": (("enci", "ence"), ("anci", "ance")),
        "e": (("izer", "ize"),),
        "l": (("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")),
        "o": (("ization", "ize"), ("ation", "ate"), ("ator", "ate")),
        "s": (("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")),
        "t": (("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")),
        "g": (("logi", "log"),),
    }
    _STEP3 = {
        "e": (("icate", "ic"), ("ative", ""), ("alize", "al")),
        "i": (("iciti", "ic"),),
        "l": (("ical", "ic"), ("ful", "")),
        "s": (("ness", ""),),
    }
    _STEP4 = {
        "a": ("al",),
        "c": ("ance", "ence"),
        "e": ("er",),
        "i": ("ic",),
        "l": ("able", "ible"),
        "n": ("ant", "ement", "ment", "ent"),
        "o": ("ion", "ou"),
        "s": ("ism",),
        "t": ("ate", "iti"),
        "u": ("ous",),
        "v": ("ive",),
        "z": ("ize",),
    }

    def _replace(self, table: dict[str, tuple[tuple[str, str], ...]]) -> None:
        if self.k < 1:
            return
        for suffix, replacement in table.get(self.b[self.k - 1], ()):
            if self.ends(suffix):
                self.r(replacement)
                return

    def step2(self) -> None:
        self._replace(self._STEP2)

    def step3(self) -> None:
        if self.k < 1:
            return
        for suffix, replacement in self._STEP3.get(self.b[self.k], ()):
            if self.ends(suffix):
                self.r(replacement)
                return

    def step4(self) -> None:
        if self.k < 1:
            return
        for suffix in self._STEP4.get(self.b[self.k - 1], ()):
            if self.ends(suffix):
                if suffix == "ion" and not (self.j >= 0 and self.b[self.j] in "st"):
                    return
                break
        else:
            return
        if self.m() > 1:
            self.k = self.j
            del self.b[self.k + 1 :]

    def step5(self) -> None:
        self.j = self.k
        if self.b[self.k] == "e":
            a = self.m()
            if a > 1 or (a == 1 and not self.cvc(self.k - 1)):
                self.k -= 1
        # As in the reference code, m() here still measures up to the original end (j was not moved).
        if self.b[self.k] == "l" and self.doublec(self.k) and self.m() > 1:
            self.k -= 1
        del self.b[self.k + 1 :]

    def stem(self) -> str:
        self.step1ab()
        if self.k > 0:
            self.step1c()
            self.step2()
            self.step3()
            self.step4()
            self.step5()
        return "".join(self.b[: self.k + 1])


@lru_cache(maxsize=100_000)
def porter_stem(word: str) -> str:
    """Porter stem of a folded word, as SQLite's FTS5 `porter` tokenizer computes it."""
    size = len(word.encode("utf-8", "surrogatepass"))  # SQLite measures in bytes
    if size < 3 or size > _MAX_PORTER_BYTES:
        return word
    return _Porter(word).stem()


@lru_cache(maxsize=100_000)
def stem_en(word: str) -> str:
    """Stem of a folded English word: its base form if it is irregular (`en_forms`), Porter-stemmed."""
    return porter_stem(base_form(word) or word)


class EnglishAnalyzer(FoldingAnalyzer):
    """Python folds, maps irregular forms and stems; the FTS column gets the words separated by spaces."""

    fts_tokenizer = "unicode61 remove_diacritics 2"
    stopwords = ENGLISH_STOPWORDS
    version = "en-3"  # 1: FTS5's porter tokenizer over the raw verse; 2: a zero-width space split a word

    def __init__(self) -> None:
        super().__init__("en")
        self._indexed: dict[str, str] = {}

    def stem(self, folded_word: str) -> str:
        return stem_en(folded_word)

    def _index_token(self, token: str) -> str:
        found = self._indexed.get(token)
        if found is None:
            found = " ".join(w if w in self.stopwords else stem_en(w) for _, _, w in pieces(token))
            if len(self._indexed) >= CACHE_LIMIT:
                self._indexed.clear()
            self._indexed[token] = found
        return found

    def index_text(self, text: str) -> str:
        """Every word of the verse, stopwords included (as they are), so BM25 sees the verse's real length."""
        return " ".join(filter(None, map(self._index_token, raw_words(text))))
