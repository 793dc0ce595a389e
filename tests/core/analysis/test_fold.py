from __future__ import annotations

import unicodedata

from app.core.analysis import fold, words
from app.core.analysis.fold import MAX_WORD_LEN, pieces


def test_fold_lowercases_and_strips_diacritics():
    assert fold("Coração") == "coracao"
    assert fold("AÇÃO") == "acao"
    assert fold("fé, céu, pão, mãe, vós, nós") == "fe, ceu, pao, mae, vos, nos"
    assert fold("Über naïve café") == "uber naive cafe"


def test_fold_applies_nfkc_and_keeps_digits():
    assert fold("ﬁlho") == "filho"  # ligature
    assert fold("ＤＥＵＳ １２") == "deus 12"  # fullwidth
    assert fold("Salmos 23:1") == "salmos 23:1"
    decomposed = unicodedata.normalize("NFD", "João")
    assert fold(decomposed) == "joao"


def test_words_spans_point_into_the_original_text():
    text = "No princípio, Deus criou os céus."
    found = words(text)
    assert [w for _, _, w in found] == ["no", "principio", "deus", "criou", "os", "ceus"]
    for start, end, word in found:
        assert fold(text[start:end]) == word


def test_words_with_decomposed_accents_keep_one_span():
    text = unicodedata.normalize("NFD", "coração de pão")
    found = words(text)
    assert [w for _, _, w in found] == ["coracao", "de", "pao"]
    assert text[found[0][0] : found[0][1]] == unicodedata.normalize("NFD", "coração")


def test_hyphens_split_and_apostrophes_join():
    assert [w for _, _, w in words("deu-lhes poder")] == ["deu", "lhes", "poder"]
    assert [w for _, _, w in words("copo d'água")] == ["copo", "d'agua"]
    assert [w for _, _, w in words("God’s love")] == ["god's", "love"]
    # Quotes around words are not apostrophes inside them.
    assert [w for _, _, w in words("‘O que vem após mim’")] == ["o", "que", "vem", "apos", "mim"]
    assert [w for _, _, w in words("'tis 'Hello'")] == ["tis", "hello"]


def test_pieces_split_at_apostrophes_with_their_own_spans():
    text = "God's d’água"
    found = pieces(text)
    assert found == [(0, 3, "god"), (4, 5, "s"), (6, 7, "d"), (8, 12, "agua")]


def test_digits_are_words():
    assert [w for _, _, w in words("Gênesis 3:16 e 12 tribos")] == ["genesis", "3", "16", "e", "12", "tribos"]


def test_overlong_words_are_dropped():
    long_word = "a" * (MAX_WORD_LEN + 1)
    assert [w for _, _, w in words(f"luz {long_word} paz")] == ["luz", "paz"]
    assert [w for _, _, w in words("a" * MAX_WORD_LEN)] == ["a" * MAX_WORD_LEN]


def test_soft_hyphen_does_not_split_a_word():
    assert [w for _, _, w in words("salva\u00adção")] == ["salvacao"]
