from __future__ import annotations

import pytest

from app.core.analysis import PortugueseAnalyzer, fold, get_analyzer
from app.core.analysis.pt import MIN_WORD_LEN, stem_pt
from app.core.analysis.pt_stopwords import PORTUGUESE_STOPWORDS


@pytest.fixture(scope="module")
def pt() -> PortugueseAnalyzer:
    analyzer = get_analyzer("pt-BR")
    assert isinstance(analyzer, PortugueseAnalyzer)
    return analyzer


def stems(text: str) -> set[str]:
    return {stem_pt(fold(w)) for w in text.split()}


SHORT_WORDS = (
    "deus mar fé luz paz pai mãe rei lei céu sal pão vós nós vi ir pé pó mês sol mal dia mão voz".split()
)


def test_short_words_are_never_stemmed():
    for word in SHORT_WORDS:
        folded = fold(word)
        if len(folded) < MIN_WORD_LEN:
            assert stem_pt(folded) == folded
    assert stem_pt("deus") == "deus"  # not "d", not "deu" (gave)
    assert stem_pt("fe") == "fe"


def test_short_words_stay_distinct():
    keys = [stem_pt(fold(word)) for word in SHORT_WORDS]
    assert len(set(keys)) == len(keys)
    assert stem_pt("deu") != stem_pt("deus")


def test_longer_words_do_not_collapse_onto_short_ones():
    # The PROTECTED guard: a suffix rule may not leave one of these short words.
    assert stem_pt("marido") != "mar"
    assert stem_pt("mesa") != "mes"
    assert stem_pt("solidao") != "sol"
    assert stem_pt("sala") != "sal"
    assert stem_pt("maria") != "mar"
    assert stem_pt(fold("salém")) != "sal"
    assert stem_pt(fold("bênção")) != "ben"


@pytest.mark.parametrize(
    "plural, singular",
    [
        ("deuses", "deus"),
        ("mares", "mar"),
        ("luzes", "luz"),
        ("pais", "pai"),
        ("mães", "mãe"),
        ("reis", "rei"),
        ("leis", "lei"),
        ("céus", "céu"),
        ("pães", "pão"),
        ("medos", "medo"),
        ("inimigos", "inimigo"),
        ("corações", "coração"),
        ("igrejas", "igreja"),
        ("pecados", "pecado"),
        ("homens", "homem"),
        ("nações", "nação"),
        ("animais", "animal"),
        ("mulheres", "mulher"),
        ("sábados", "sábado"),
    ],
)
def test_plurals_conflate(plural, singular):
    assert stem_pt(fold(plural)) == stem_pt(fold(singular))


@pytest.mark.parametrize(
    "family",
    [
        "amar amou amado amados amada ama amam amava amaram amei amai amor amores",
        "perdoar perdoou perdão perdoados perdoa perdoe perdoará perdões",
        "pecado pecados pecador pecadores pecar pecou pecaram",
        "salvar salvou salvação salvador salvo salvos",
        "santo santa santos santidade santíssimo",
        "temer temeu temor temas",
        "louvar louvor louvores louvai",
        "esperar espera esperança esperam esperei",
        "crer creu creram crendo crente crentes",
        "adorar adora adoração adoradores",
        "verdade verdadeiro verdadeira verdadeiramente",
        "orar orou oração orações",
        "caminho caminhos caminhar",
        "irado ira irou",
        "fazer faz fez fiz farei",
        "poder poderoso poderosa",
    ],
)
def test_word_families_conflate(family):
    assert len(stems(family)) == 1, {w: stem_pt(fold(w)) for w in family.split()}


@pytest.mark.parametrize(
    "a, b",
    [
        ("medo", "medida"),  # fear / measure
        ("cordeiro", "corda"),  # lamb / rope
        ("carneiro", "carne"),  # ram / flesh
        ("terrível", "terra"),
        ("terror", "terra"),
        ("altar", "alto"),
        ("arca", "arco"),  # ark / bow
        ("pedro", "pedra"),
        ("vinho", "vinha"),  # wine / vineyard
        ("nove", "novo"),  # nine / new
        ("sete", "seta"),
        ("sábado", "saber"),
        ("dízimo", "dizer"),
        ("amém", "amar"),
        ("crer", "criar"),
        ("águia", "água"),
        ("espada", "espinho"),
        ("vizinho", "vir"),
        ("esperam", "espada"),
        ("marido", "mar"),
        ("irado", "ir"),
        ("coração", "cor"),
    ],
)
def test_unrelated_words_stay_apart(a, b):
    assert stem_pt(fold(a)) != stem_pt(fold(b))


def test_known_collision_luto_lutavam():
    """Documented: "luto" (mourning) and "lutavam" (they fought) share the stem "lut"; so does "luta"."""
    assert stem_pt("luto") == stem_pt("lutavam") == stem_pt("luta") == "lut"


def test_known_collision_casa_casamento():
    """Documented: house and marriage share "cas" (casa, casar, casamento)."""
    assert stem_pt("casa") == stem_pt("casamento") == "cas"


def test_known_collision_from_folding():
    """Documented: folding merges "peca" (sins) and "peça" (piece), "mente" (mind) and "mente" (lies)."""
    assert stem_pt(fold("peça")) == stem_pt("peca") == stem_pt("pecar")
    assert stem_pt("mente") == stem_pt("mentira")


def test_stems_are_never_empty_or_single_letters():
    vocabulary = (
        "a e o de deus amor amar fé esperança caridade nações homens disse disseram tudo posso naquele "
        "que me fortalece bem-aventurados mansos herdarão terra dízimos ofertas irmãos irmãs servos "
        "ungido ovelhas pastor águas tranquilas refrigera alma veredas justiça aflição angústia livrou "
        "clamou ouviu socorreu são dão vão estão põe pões vês lês crês tens vens"
    )
    for word in vocabulary.replace("-", " ").split():
        folded = fold(word)
        stem = stem_pt(folded)
        assert stem, word
        assert len(stem) >= min(2, len(folded)), (word, stem)


def test_digits_and_mixed_tokens_are_kept():
    assert stem_pt("3") == "3"
    assert stem_pt("12") == "12"
    assert stem_pt("12a") == "12a"


def test_stopwords_are_folded_function_words():
    for word in "de da do dos no na pelo ao à num é são foi ser eu ele nós vós que quem como com".split():
        assert fold(word) in PORTUGUESE_STOPWORDS, word
    for word in "deus senhor amor não nunca nada jesus cristo sempre hoje poder".split():
        assert fold(word) not in PORTUGUESE_STOPWORDS, word
    assert all(w == fold(w) for w in PORTUGUESE_STOPWORDS)


def test_query_tokens(pt):
    assert pt.query_tokens("como posso perdoar quem me feriu?") == ["perdo", "fer"]
    assert pt.query_tokens("estou com medo do futuro") == ["medo", "futur"]
    assert pt.query_tokens("Amor, amar, AMOU e amados") == ["am"]  # deduplicated
    assert pt.query_tokens("Não temas") == ["nao", "tem"]  # negation is kept
    assert pt.query_tokens("o que é isso?") == []
    assert pt.query_tokens("Salmos 23") == ["salm", "23"]


def test_index_text_is_the_stems_without_stopwords(pt):
    assert pt.index_text("E disse Deus: Haja luz; e houve luz.") == "diss deus luz luz"
    assert pt.index_text("deu-lhes poder") == "deu pod"
    assert pt.index_text("copo d'água") == "cop agu"


def test_spans_and_keys_highlight_other_forms(pt):
    text = "Amai os vossos inimigos, e orai pelos que vos perseguem"
    keys = pt.keys("amar o inimigo")
    marked = [text[s:e] for s, e, k in pt.spans(text) if k in keys]
    assert marked == ["Amai", "inimigos"]


def test_spans_cover_every_non_stopword(pt):
    text = "No princípio criou Deus os céus e a terra."
    assert [(text[s:e], k) for s, e, k in pt.spans(text)] == [
        ("princípio", "principi"),
        ("criou", "cri"),
        ("Deus", "deus"),
        ("céus", "ceu"),
        ("terra", "terr"),
    ]


@pytest.mark.parametrize(
    ("name", "common"),
    [("Ofir", "of"), ("Amós", "amor"), ("Assíria", "assar"), ("Agar", "agir"), ("Festo", "festa")],
)
def test_proper_names_are_never_folded_into_common_stems(name, common):
    """The suffix rules would make "Ofir" the "of" of an English question, and "Amós" the "am" of "amor"."""
    from app.core.analysis.pt import suffix_stem

    folded = fold(name)
    assert suffix_stem(folded) == stem_pt(fold(common))  # what the suffix rules alone do
    assert stem_pt(folded) == folded
    assert stem_pt(folded) != stem_pt(fold(common))


def test_names_stay_apart_and_their_plural_joins_them():
    assert stem_pt("samaria") != stem_pt("samos")  # two places, one "sam" by the rules
    assert stem_pt("cristos") == stem_pt("cristo")  # "falsos cristos" still finds Cristo


def test_the_names_list_holds_only_what_the_rules_would_change():
    from app.core.analysis.pt import suffix_stem
    from app.core.analysis.pt_names import PORTUGUESE_NAMES

    assert len(PORTUGUESE_NAMES) > 1000
    for name in PORTUGUESE_NAMES:
        assert name.isalpha() and name == fold(name) and suffix_stem(name) != name, name
    assert not PORTUGUESE_NAMES & PORTUGUESE_STOPWORDS
