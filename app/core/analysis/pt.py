"""Portuguese analysis: folding, stopwords and a suffix stemmer in the style of RSLP.

RSLP (Orengo & Huyck, 2001) strips suffixes in fixed steps: plural, feminine, adverb,
augmentative/diminutive, noun, verb (only if no noun suffix went), final vowel (only if neither went); each
rule has a minimum stem length and exceptions. This stemmer keeps that shape but is written for *folded*
words (no accents: "ões" is "oes", "ção" is "cao") and tuned on Bible vocabulary:

- words shorter than 4 letters are never stemmed (fé, luz, paz, pai, mãe, rei, lei, céu, sal, pão, nós...);
- a rule fires only if the stem left is at least its minimum length and, outside the plural step, never
  when that stem would be one of the short words in `PROTECTED` ("marido" does not become "mar", "mesa"
  not "mes", "solidão" not "sol");
- `NEVER_STEM` words (deus, medo, numerals, names that look inflected: Jesus, Moisés, Davi, Levi, Pedro...)
  stay whole, also after plural reduction ("deuses" → "deus", "sábados" → "sabado");
- proper names (`pt_names.PORTUGUESE_NAMES`, found in the Bíblia Livre's own text) are never stemmed: the
  rules would fold them into common words' stems ("Ofir" → "of", "Amós" → the "am" of "amor");
- `WORD_MAP` fixes irregular plurals and forms the rules cannot reach (reis → rei, perdão → perdo); it is
  looked up for the word and again after plural, adverb and feminine reduction;
- `_VERB_STEMS` keeps -erar/-irar/-arar verbs whole (esperam → esper, not esp).

The index stores what `stem_pt` returns, so any change here needs the keyword index rebuilt.
"""

from __future__ import annotations

from functools import lru_cache

from app.core.analysis.fold import FoldingAnalyzer
from app.core.analysis.pt_names import PORTUGUESE_NAMES
from app.core.analysis.pt_stopwords import PORTUGUESE_STOPWORDS

__all__ = [
    "MIN_WORD_LEN",
    "NEVER_STEM",
    "PROTECTED",
    "WORD_MAP",
    "PortugueseAnalyzer",
    "stem_pt",
    "suffix_stem",
]

MIN_WORD_LEN = 4  # shorter words are returned as they are

# Short content words no suffix rule may produce (plural reduction may: "mares" → "mar" is right). Verb
# forms (faz, diz, dar, ver...) are not here: "fazer" → "faz" is a conflation we want.
PROTECTED: frozenset[str] = frozenset(
    """
    ar fe pe po ri nu le re jo ma pa ir vi
    rei dia pai mao voz mil mal lei ira ceu mar vem ano vez luz pao fim sim paz mae pes mes bom dez boa
    sol rio sul cem mau sei asa som mel veu lua dor lia ave ben fio sal dom via cor tio uva pau reu pia uso
    rua cal ato nua fel vau avo ovo eco res nus vil col gas rol lar
    """.split()
)

NEVER_STEM: frozenset[str] = frozenset(
    """
    deus medo nada coracao sabado dizimo amem altar aguia vide prata arca arco face fogo vinho vinha
    jesus moises messias elias jonas judas lucas marcos isaias jeremias zacarias ananias matias josias
    ezequias neemias obadias sofonias malaquias tobias barrabas nicodemos herodes silas emaus patmos tomas
    golias mateus belem sinai davi levi pedro ester gade
    um duas dois tres quatro cinco seis sete oito nove dez onze doze treze quatorze catorze quinze
    dezesseis dezessete dezoito dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa
    cem cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos mil
    milhao milhoes
    """.split()
)

WORD_MAP: dict[str, str] = {
    # irregular plurals in -eis/-ois/-les/-is
    "reis": "rei",
    "leis": "lei",
    "papeis": "papel",
    "aneis": "anel",
    "fieis": "fiel",
    "infieis": "infiel",
    "crueis": "cruel",
    "faceis": "facil",
    "dificeis": "dificil",
    "uteis": "util",
    "inuteis": "inutil",
    "frageis": "fragil",
    "herois": "heroi",
    "anzois": "anzol",
    "lencois": "lencol",
    "farois": "farol",
    "males": "mal",
    "fezes": "fezes",
    "hostis": "hostil",
    "gentis": "gentil",
    "covis": "covil",
    "redis": "redil",
    "barris": "barril",
    # perdão ~ perdoar (the -ão noun of an -oar verb)
    "perdao": "perdo",
    # short forms of amar, below the 4-letter floor
    "ama": "am",
    "ame": "am",
    "amo": "am",
    # poderoso → poder → pod (the noun step runs once)
    "poderoso": "pod",
    "crente": "cre",
    # ira (wrath) and irar, kept apart from ir (to go)
    "irado": "ira",
    "irou": "ira",
    "irar": "ira",
    "iraste": "ira",
    "iraram": "ira",
}

# Verbs whose stem ends in -er-/-ir-/-ar- (esperar, admirar, separar): the endings -eram, -erei, -iram, -aram
# would cut into the stem ("esperam" → "esp"), so any word starting with one of these stems gets that stem.
_VERB_STEMS: tuple[str, ...] = tuple(
    """
    esper desesper prosper consider oper toler persever exasper recuper alter moder vener temper lacer
    dilacer reverber deliber
    admir respir suspir retir inspir conspir expir atir
    prepar separ declar compar ampar
    """.split()
)

# Irregular stems of fazer/dizer brought together (fez, fiz, farei → faz; direi → diz).
_ALIASES: dict[str, str] = {"far": "faz", "fiz": "faz", "fez": "faz", "dir": "diz"}

_Rule = tuple[str, int, str, frozenset[str]]
_Rules = dict[str, tuple[_Rule, ...]]  # by the suffix's last letter, longest suffix first


def _rules(*specs: tuple[str, int] | tuple[str, int, str] | tuple[str, int, str, str]) -> _Rules:
    """(suffix, min_stem[, replacement[, exceptions]]) → rules by last letter, longest suffix first."""
    out: dict[str, list[_Rule]] = {}
    for spec in specs:
        suffix, min_stem = spec[0], spec[1]
        replacement = spec[2] if len(spec) > 2 else ""
        exceptions = frozenset(spec[3].split()) if len(spec) > 3 else frozenset()
        out.setdefault(suffix[-1], []).append((suffix, min_stem, replacement, exceptions))
    return {last: tuple(sorted(rules, key=lambda rule: -len(rule[0]))) for last, rules in out.items()}


# Step 1, words ending in -s. No PROTECTED check here: mares → mar, pais → pai.
_PLURAL = _rules(
    ("ns", 1, "m"),
    ("oes", 2, "ao"),
    ("aes", 1, "ao", "maes"),
    ("ais", 1, "al", "cais mais jamais demais sais vais dais ais quais tais pais"),
    ("veis", 1, "vel"),
    ("res", 2, "r"),
    ("zes", 2, "z"),
    ("ses", 2, "s"),
    ("s", 2, "", "lapis pires onibus virus atras apos alias tras atraves portugues ingles frances depois"),
)

# Step 2.
_ADVERB = _rules(("mente", 4, "", "experimente atormente"))

# Step 3, words ending in -a: only where the masculine form has a suffix of its own to lose.
_FEMININE = _rules(
    ("dora", 2, "dor"),
    ("tora", 2, "tor"),
    ("sora", 2, "sor"),
    ("nhora", 2, "nhor"),
    ("ada", 2, "ado", "agrada desagrada brada espada escada"),
    ("ida", 2, "ido", "duvida"),
    ("osa", 4, "oso"),
    ("iva", 4, "ivo"),
    ("eira", 3, "eiro", "maneira videira"),
    ("issima", 2, "issimo"),
)

# Step 4. No plain "-ão" (it would eat Simão, Salomão, Abraão) and no "-(z)inho" (caminho, vizinho,
# espinho are words, not diminutives); Bible text has superlatives: altíssimo, santíssimo.
_AUGMENTATIVE = _rules(("issimo", 3))

# Step 5.
_NOUN = _rules(
    ("amento", 3),
    ("imento", 3),
    ("mento", 4),
    ("idade", 3),
    ("acao", 2),
    ("cao", 3, "", "porcao"),
    ("idao", 3),
    ("ador", 3),
    ("edor", 3),
    ("idor", 3),
    ("or", 2, "", "terror valor sabor ador redor"),
    ("ante", 3, "", "levante"),
    ("ente", 3, "", "vidente presente contente valente parente"),
    ("ancia", 3),
    ("encia", 3),
    ("anca", 3, "", "crianca"),
    ("eza", 3),
    ("agem", 3),
    ("avel", 2),
    ("ivel", 3, "", "terrivel"),
    ("oso", 4),
    ("ado", 2, "", "covado"),
    ("ido", 2),
    ("ivo", 4),
    ("eiro", 3, "", "cordeiro carneiro primeiro dinheiro inteiro madeiro"),
    ("ual", 3),
    ("ial", 3),
    ("al", 2, "", "cristal"),
    ("ura", 4, "", "procura murmura assegura perdura"),
    ("ice", 3, "", "calice indice"),
)

# Step 6, only if no noun suffix went. Forms in -s have already lost it ("amamos" → "amamo").
_VERB = _rules(
    ("ariamo", 2),
    ("eriamo", 2),
    ("iriamo", 2),
    ("assemo", 2),
    ("essemo", 2),
    ("issemo", 2),
    ("aramo", 2),
    ("eramo", 2),
    ("iramo", 2),
    ("avamo", 2),
    ("aremo", 2),
    ("eremo", 2),
    ("iremo", 2),
    ("ariei", 2),
    ("eriei", 2),
    ("iriei", 2),
    ("assei", 2),
    ("essei", 2),
    ("issei", 2),
    ("ariam", 2),
    ("eriam", 2),
    ("iriam", 2),
    ("assem", 2),
    ("essem", 2),
    ("issem", 2),
    ("arao", 2),
    ("erao", 2),
    ("irao", 2),
    ("aria", 2),
    ("eria", 3, "", "miseria materia galeria arteria"),
    ("iria", 2),
    ("arei", 2),
    ("erei", 2),
    ("irei", 2),
    ("asse", 2),
    ("esse", 2),
    ("isse", 2),
    ("aste", 2),
    ("este", 2, "", "celeste agreste"),
    ("iste", 2, "", "triste"),
    ("aram", 2),
    ("eram", 2),
    ("iram", 2),
    ("avam", 2),
    ("arem", 2),
    ("erem", 2),
    ("irem", 2),
    ("armo", 2),
    ("ermo", 2),
    ("irmo", 2),
    ("ando", 2),
    ("endo", 2),
    ("indo", 2),
    ("iamo", 2),
    ("amo", 2),
    ("emo", 2),
    ("imo", 2),
    ("iei", 2),
    ("ava", 2),
    ("ara", 2, "", "clara"),
    ("era", 2, "", "supera primavera"),
    ("ira", 2),
    ("iam", 2),
    ("ar", 2),
    ("er", 2),
    ("ir", 2),
    ("am", 2),
    ("em", 2),
    ("ia", 2, "", "cheia alheia meia feia"),
    ("ei", 2),
    ("ai", 2),
    ("ou", 2),
    ("eu", 2),
    ("iu", 2),
    ("i", 3),
)

# Step 7, only if neither noun nor verb suffix went; not after "-ão" (irmão, Simão keep their "o").
_VOWEL = _rules(("a", 3), ("e", 3), ("o", 3))


def _apply(word: str, rules: _Rules, protect: bool = True, had_s: bool = True) -> str | None:
    """The first rule that fits, or None; one blocked by an exception or a protected result lets the next try.

    Endings in -mo are the -mos of the 1st person plural and fire only if the word had its -s ("clamo" is
    "clam-o", not "cl-amo").
    """
    for suffix, min_stem, replacement, exceptions in rules.get(word[-1], ()):
        if not word.endswith(suffix) or (not had_s and suffix.endswith("mo")):
            continue
        stem_len = len(word) - len(suffix)
        if stem_len < min_stem or word in exceptions:
            continue
        result = word[:stem_len] + replacement
        if protect and result in PROTECTED:
            continue
        return result
    return None


def _finish(stem: str, original: str) -> str:
    if stem == "cr":  # crer/crê/creu vs criar/cria: the third letter of the word decides
        return "cre" if original.startswith("cre") else "cri"
    return _ALIASES.get(stem, stem)


@lru_cache(maxsize=200_000)
def stem_pt(word: str) -> str:
    """Stem of a folded Portuguese word (the module docstring says how); a proper name stays whole."""
    if word in PORTUGUESE_NAMES:
        return word
    return suffix_stem(word)


def suffix_stem(word: str) -> str:
    """What the suffix rules make of a word, names included (`benchmarks/proper_names.py` reads it)."""
    mapped = WORD_MAP.get(word)
    if mapped is not None:
        return mapped
    if len(word) < MIN_WORD_LEN or word in NEVER_STEM or not word.isalpha():
        return _ALIASES.get(word, word)
    if word.startswith(_VERB_STEMS):
        return next(verb_stem for verb_stem in _VERB_STEMS if word.startswith(verb_stem))
    original = word
    had_s = word.endswith("s")
    if had_s:
        word = _apply(word, _PLURAL, protect=False) or word
        if word in NEVER_STEM or word in PORTUGUESE_NAMES or len(word) < MIN_WORD_LEN:
            return WORD_MAP.get(word, word)
    word = _apply(word, _ADVERB) or word
    if word.endswith("a"):
        word = _apply(word, _FEMININE) or word
    mapped = WORD_MAP.get(word)
    if mapped is not None:
        return mapped
    word = _apply(word, _AUGMENTATIVE) or word
    changed = _apply(word, _NOUN)
    if changed is None:
        changed = _apply(word, _VERB, had_s=had_s)
    if changed is None and not word.endswith("ao"):
        changed = _apply(word, _VOWEL)
    return _finish(changed or word, original)


class PortugueseAnalyzer(FoldingAnalyzer):
    """Python folds, drops stopwords and stems; the FTS column gets the stems separated by spaces."""

    fts_tokenizer = "unicode61 remove_diacritics 2"
    stopwords = PORTUGUESE_STOPWORDS
    version = "pt-3"  # 1: proper names stemmed like other words; 2: a zero-width space or a BOM split a word

    def __init__(self) -> None:
        super().__init__("pt")

    def stem(self, folded_word: str) -> str:
        return stem_pt(folded_word)
