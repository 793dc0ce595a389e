"""Proper names stay names: the keyword arm prefers the verses that write the query's name as written."""

from __future__ import annotations

import pytest

from app.core.analysis import get_analyzer
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.retrieval import keyword
from app.core.retrieval.bible import Retriever
from app.core.retrieval.names import NameLexicon, carries

# Our own sentences (not a published translation): names that fold or stem into common words.
TEXTS = {
    ("John", 2, 1): "E houve um casamento em Caná da Galileia, e a mãe de Jesus estava ali.",
    ("John", 4, 46): "Jesus foi outra vez a Caná, onde fizera da água vinho.",
    ("Isa", 42, 3): "A cana quebrada ele não esmagará, nem apagará o pavio.",
    ("Matt", 11, 7): "Que fostes ver no deserto? Uma cana agitada pelo vento? A cana do campo.",
    ("Isa", 36, 6): "Confias na cana quebrada, nessa cana do Egito.",
    ("2Kgs", 15, 25): "E Peca, filho de Remalias, conspirou contra ele.",
    ("2Kgs", 15, 27): "No ano cinquenta e dois começou a reinar Peca sobre Israel.",
    ("2Kgs", 16, 1): "No ano dezessete de Peca, filho de Remalias, começou a reinar Acaz.",
    ("1John", 3, 6): "Quem permanece nele não peca; quem peca não o conheceu.",
    ("1John", 3, 8): "Quem comete pecado é do diabo, porque o diabo peca desde o princípio.",
    ("Acts", 1, 23): "E apresentaram dois: José, chamado Barsabás, que tinha por sobrenome Justo, e Matias.",
    ("Col", 4, 11): "E Jesus, chamado Justo; estes são os únicos cooperadores.",
    ("Ps", 7, 11): "Deus é juiz justo, um Deus que se indigna todos os dias.",
    ("Prov", 10, 7): "A memória do justo é abençoada.",
    ("Prov", 4, 18): "O caminho do justo é como a luz da aurora.",
    ("Rom", 13, 10): "O amor não faz mal ao próximo; de modo que o amor é o cumprimento da lei.",
}


@pytest.fixture
def names_library(tmp_path):
    records = [VerseRecord(b, c, v, t) for (b, c, v), t in TEXTS.items()]
    lib = Library(tmp_path / "names.sqlite3")
    add_translation(
        lib,
        ParsedTranslation(
            TranslationMeta("npt", "Nomes", "pt-BR", "CC0", "Lâmpada's tests", "tests"), records
        )
    )
    yield lib
    lib.close()


def lexicon() -> NameLexicon:
    return NameLexicon.build(TEXTS.values(), "h", get_analyzer("pt").query_tokens)


def test_a_name_is_told_from_the_word_it_folds_into():
    lx = lexicon()
    assert lx.names_in("Caná") == ("Caná",) and lx.names_in("caná") == ("Caná",)  # the accent says it
    assert lx.names_in("cana") == ()  # the reed
    assert lx.names_in("Peca") == ("Peca",) and lx.names_in("peca") == ()
    assert "Caná" in lx.colliding and "Peca" in lx.colliding


def test_a_name_that_is_also_a_word_is_a_name_when_capitalised_inside_the_query():
    lx = lexicon()
    assert lx.names_in("justo") == ()
    assert lx.names_in("Matias e Justo") == ("Matias", "Justo")
    # a first word is capitalised by habit: a word both ways is a name there only when mostly a name
    assert lx.names_in("Justo") == ()
    assert lx.names_in("Amor ao próximo") == ()


def test_carries_reads_the_spelling_exactly():
    assert carries(TEXTS[("John", 2, 1)], ["Caná"])
    assert not carries(TEXTS[("Isa", 42, 3)], ["Caná"])
    assert not carries("Uma cana.", [])


def osis(library, ids):
    return [v.osis for v in library.verses_by_ids(list(ids))]


def test_the_keyword_arm_ranks_the_name_before_the_word(names_library):
    plain = osis(names_library, keyword.search(names_library, "npt", "Caná")[0])
    assert plain[0] not in ("John.2.1", "John.4.46")  # folding alone: the reed wins (two "cana" a verse)
    named = osis(names_library, keyword.search(names_library, "npt", "Caná", names=("Caná",))[0])
    assert set(named[:2]) == {"John.2.1", "John.4.46"} and set(named) == set(plain)


def test_search_keeps_names_as_names_and_words_as_words(names_library):
    retriever = Retriever(names_library)
    first = [h.verse.osis for h in retriever.search("Caná", "npt", mode="keyword", limit=5).hits]
    assert set(first[:2]) == {"John.2.1", "John.4.46"}
    reed = [h.verse.osis for h in retriever.search("cana", "npt", mode="keyword", limit=5).hits]
    assert reed[0] in ("Isa.42.3", "Matt.11.7", "Isa.36.6")
    king = [h.verse.osis for h in retriever.search("Peca", "npt", mode="keyword", limit=5).hits]
    assert king[0] in ("2Kgs.15.25", "2Kgs.15.27", "2Kgs.16.1")
    justus = [h.verse.osis for h in retriever.search("Matias e Justo", "npt", mode="keyword", limit=5).hits]
    assert set(justus[:2]) <= {"Acts.1.23", "Col.4.11"} and justus[0] == "Acts.1.23"


def test_the_lexicon_is_kept_and_checked_by_the_text_hash(names_library, tmp_path):
    retriever = Retriever(names_library, index_dir=tmp_path)
    built = retriever.names("npt")
    kept = tmp_path / "names" / "npt.json"
    assert kept.exists()
    assert NameLexicon.load(kept, built.text_hash) == built
    assert NameLexicon.load(kept, "another text") is None
    kept.write_text("{not json", encoding="utf-8")
    assert NameLexicon.load(kept, built.text_hash) is None
