from __future__ import annotations

import random
import sqlite3

import pytest

from app.core.analysis import FoldingAnalyzer, get_analyzer, words

HOSTILE = [
    "",
    " ",
    '"',
    '""""',
    "*",
    "NEAR(",
    'NEAR("a" "b", 3) AND NOT OR (',
    "deus* -amor ^luz col:umn {x} [y]",
    "\x00\x01\x02\x1b[31mvermelho\x7f",
    "emoji 🙏🏽 ✝️ 👨‍👩‍👧 fé🔥luz",
    "lone \ud800 surrogate \udfff here",
    "\u200b\u200c\u200d\u2060\u00ad\ufeff",
    "\u202eRTL override\u202c",
    "\u0301\u0301 only marks \u0300",
    "Ἐν ἀρχῇ ἦν ὁ λόγος — בְּרֵאשִׁית בָּרָא אֱלֹהִים",
    "x" * 1000,
    "a'b'c'd '' ' 'x' ’’ ʼʼ",
    "½ ² ⅻ ① ﬁ ＤＥＵＳ",
    "\r\n\t\v\f",
    "-".join(["deu"] * 500),
]


def _random_text(seed: int, size: int) -> str:
    rng = random.Random(seed)
    alphabet = [chr(c) for c in range(0x20, 0x250)] + list("  \n\t'’\"*()-:;.,!?🙏\u0301\ud800")
    return "".join(rng.choice(alphabet) for _ in range(size))


HOSTILE += [_random_text(seed, 2000) for seed in range(5)]


@pytest.fixture(params=["pt", "en", "es"])
def analyzer(request):
    return get_analyzer(request.param)


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_nothing_raises_and_spans_are_in_bounds(analyzer, text):
    for start, end, word in words(text):
        assert 0 <= start < end <= len(text) and word
    spans = analyzer.spans(text)
    previous_end = 0
    for start, end, key in spans:
        assert previous_end <= start < end <= len(text)
        assert key
        previous_end = end
    assert isinstance(analyzer.index_text(text), str)
    tokens = analyzer.query_tokens(text)
    assert len(tokens) == len(set(tokens))
    assert all(tok and '"' not in tok and " " not in tok for tok in tokens)
    assert isinstance(analyzer.keys(text), set)


def test_hostile_text_goes_through_sqlite_and_finds_itself(analyzer):
    """Each hostile text, indexed, is found by every one of its own query tokens, quoted: what the analyzer
    stores and what it asks for agree with FTS5's tokenizer, whatever the text."""
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(x, tokenize='{analyzer.fts_tokenizer}')")
    db.executemany("INSERT INTO t(x) VALUES (?)", [(analyzer.index_text(text),) for text in HOSTILE])
    searched = 0
    for rowid, text in enumerate(HOSTILE, start=1):
        tokens = analyzer.query_tokens(text)
        searched += bool(tokens)
        for token in tokens:
            match = '"' + token.replace('"', '""') + '"'
            found = {r for (r,) in db.execute("SELECT rowid FROM t WHERE t MATCH ?", (match,))}
            assert rowid in found, (rowid, token)
    assert searched > len(HOSTILE) // 2  # most of them have words to search


def test_100_kb_input_is_fine(analyzer):
    text = _random_text(99, 100_000)
    assert len(analyzer.spans(text)) > 0
    assert analyzer.index_text(text).strip()
    tokens = analyzer.query_tokens(text)
    assert tokens and len(tokens) == len(set(tokens))


def test_get_analyzer_by_language_tag():
    assert get_analyzer("pt").language == "pt"
    assert get_analyzer("pt-BR") is get_analyzer("pt_PT")
    assert get_analyzer("PT-br").language == "pt"
    assert get_analyzer("en").language == "en"
    assert get_analyzer("en_GB") is get_analyzer("en-US")
    generic = get_analyzer("es-MX")
    assert type(generic) is FoldingAnalyzer
    assert generic.fts_tokenizer == "unicode61 remove_diacritics 2"
    assert generic.stopwords == frozenset()
    assert generic.query_tokens("Él es el Señor, el Señor") == ["el", "es", "senor"]
    assert generic.index_text("Corazón-de-Jesús") == "corazon de jesus"
    assert get_analyzer("").fts_tokenizer == "unicode61 remove_diacritics 2"
