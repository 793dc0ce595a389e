"""The command line's words in the interface's language, chosen by the app's own rule
(`app.core.interface_language`): `LAMPADA_LANG`, else the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`);
Portuguese unless that says English (Portuguese first, as the app). A command's `--lang` chooses for that
command.

The source strings are English, as the app's; `PT` gives their Portuguese. A string that `PT` lacks stays
English — never an error. `--json` output is data, never translated.
"""

from __future__ import annotations

import locale
import os

from app.core import interface_language
from app.core.progress import minutes_to_say

_chosen: dict[str, str | None] = {"lang": None}  # a command's --lang, for the length of one `main`


def system_language() -> str:
    """The app's rule (`interface_language.choose`) over the locale of messages: the first of `LC_ALL`,
    `LC_MESSAGES` and `LANG` that is set, as POSIX reads them."""
    lang = os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
    if not lang:
        lang = (locale.getlocale()[0] or "") if hasattr(locale, "getlocale") else ""
    return interface_language.choose([lang])


def use(lang: str | None) -> None:
    """The language of the command about to run (its --lang), or None for the environment's."""
    _chosen["lang"] = lang


def language() -> str:
    return _chosen["lang"] or system_language()


def _(text: str) -> str:
    """`text` in the interface's language."""
    return PT.get(text, text) if language() == "pt" else text


def time_left(seconds: float | None) -> str:
    """ "about 25 min left", "about 1 h 20 min left", "under a minute left"; "" while it is not known."""
    if seconds is None:
        return ""
    minutes = minutes_to_say(seconds)
    if minutes == 0:
        return _("under a minute left")
    if minutes < 60:
        return _("about {m} min left").format(m=minutes)
    hours, minutes = divmod(minutes, 60)
    if minutes == 0:
        return _("about {h} h left").format(h=hours)
    return _("about {h} h {m} min left").format(h=hours, m=minutes)


PT: dict[str, str] = {
    # progress
    "under a minute left": "falta menos de um minuto",
    "about {m} min left": "faltam cerca de {m} min",
    "about {h} h left": "faltam cerca de {h} h",
    "about {h} h {m} min left": "faltam cerca de {h} h {m} min",
    "done": "pronto",
    "indexing": "indexando",
    "topics": "temas",
    "cross-references": "referências cruzadas",
    "names": "nomes",
    "reading": "lendo",
    "storing": "guardando",
    "reading the weights": "lendo os pesos",
    "reading the tokenizer": "lendo o tokenizador",
    "building the graph": "montando o grafo",
    "writing the model": "gravando o modelo",
    "quantizing to int8": "quantizando para int8",
    "checking the result": "conferindo o resultado",
    # set-up
    "Importing {name}": "Importando a {name}",
    "Updating the word index of {name}": "Atualizando o índice de palavras da {name}",
    "Loading OpenBible.info topics and cross-references": "Carregando os temas e as referências cruzadas do "
    "OpenBible.info",
    "Loading Strong's Greek and Hebrew dictionaries": "Carregando os dicionários de Strong de grego e "
    "hebraico",
    "Preparing the library": "Preparando a biblioteca",
    "{n} files": "{n} arquivo(s)",
    "Building the e5 model": "Construindo o modelo e5",
    "Embedding the OpenBible.info topic names": "Calculando o sentido dos nomes dos temas do OpenBible.info",
    "{n} topics": "{n} temas",
    "Meaning index of {name}": "Índice de sentido da {name}",
    "verses": "versículos",
    "context": "contexto",
    "searchable": "já pesquisável",
    "{n} verses": "{n} versículos",
    "Meaning index of {name}: up to date": "Índice de sentido da {name}: em dia",
    "Meaning index of {name}: up to date (verses; context to come)": "Índice de sentido da {name}: em dia "
    "(versículos; o contexto vem depois)",
    "Library ready: {path}": "Biblioteca pronta: {path}",
    "(no OpenBible.info topics in the library: search runs without the topical arm)": "(a biblioteca não tem "
    "os temas do OpenBible.info: a busca funciona sem eles)",
    # interrupted
    "\nlampada: interrupted; nothing was changed.": "\nlampada: interrompido; nada foi alterado.",
    "\nlampada: cancelled; nothing was changed.": "\nlampada: cancelado; nada foi alterado.",
    "\nlampada: interrupted. What was finished is kept: {kept}. Run `make run` (or `lampada {command}`) "
    "again to go on from there.": "\nlampada: interrompido. O que ficou pronto está guardado: {kept}. Rode "
    "`make run` (ou `lampada {command}`) de novo para continuar de onde parou.",
    "nothing yet": "nada ainda",
    "the steps done": "as etapas feitas",
    "the verses already embedded": "os versículos já calculados",
    # show
    "{reference}: not in {translation}": "{reference}: não está na {translation}",
    "\nCross-references, most voted first:": "\nReferências cruzadas, mais votadas primeiro:",
    "1 vote": "1 voto",
    "{n} votes": "{n} votos",
    "Cross-references: {credit}": "Referências cruzadas: {credit}",
    "\n(no cross-references for this passage)": "\n(nenhuma referência cruzada para este trecho)",
    "(this library has no OpenBible.info cross-references: run `lampada setup`)": "(esta biblioteca não tem "
    "as referências cruzadas do OpenBible.info: rode `lampada setup`)",
    "\nMore like this (cross-references, topics, meaning):": "\nParecidos (referências cruzadas, temas, "
    "sentido):",
    "\n(nothing found)": "\n(nada encontrado)",
    "  (not in this translation: its verse numbering has no such verse)": "  (não está nesta tradução: a "
    "numeração dos seus versículos não tem este)",
    "not shown: {what}": "não mostrado: {what}",
    "{book} has {n} chapter(s), not {chapter}": "{book} tem {n} capítulo(s), não {chapter}",
    "{chapter} has {n} verse(s), not {verse}": "{chapter} tem {n} versículo(s), não {verse}",
    "chapter and verse numbers start at 1": "os números de capítulo e versículo começam em 1",
    "the range ends before it starts": "o trecho termina antes de começar",
    "not a passage of the Bible": "não é um trecho da Bíblia",
    "{n} more part(s) after the first {first}": "mais {n} parte(s) depois das primeiras {first}",
    # search
    "(did you mean: {query}?)": "(você quis dizer: {query}?)",
    "(no results)": "(nenhum resultado)",
    "Topics (tema): {credit}": "Temas: {credit}",
    "(meaning search is unavailable: its index is not built, out of date or damaged, so "
    "--mode vector finds nothing; `lampada check` says which, `lampada index` builds it; "
    "--mode keyword searches the words)": "(a busca por sentido não está disponível: o índice não foi "
    "construído, está desatualizado ou danificado, e --mode vector não encontra nada; `lampada check` diz "
    "qual, `lampada index` o constrói; --mode keyword busca pelas palavras)",
    "(meaning search is unavailable — its index is not built, out of date or damaged: "
    "showing keyword results only; `lampada check` says which, `lampada index` builds it)": "(a busca por "
    "sentido não está disponível — o índice não foi construído, está desatualizado ou danificado: só "
    "resultados por palavras; `lampada check` diz qual, `lampada index` o constrói)",
    "Portuguese": "português",
    "English": "inglês",
    "(the question looks {query}: searched {searched} instead of {translation}; -t {asked} "
    "searches it anyway)": "(a pergunta parece estar em {query}: foi buscada na {searched} em vez da "
    "{translation}; -t {asked} busca nela assim mesmo)",
    "(the question looks {query} and {translation} is {tongue}: its {query} function words are "
    "left out here; -t {other} searches {suggested})": "(a pergunta parece estar em {query} e a "
    "{translation} está em {tongue}: as palavras gramaticais em {query} ficam de fora aqui; -t {other} busca "
    "na {suggested})",
    "(the question looks {query} and no {query} translation is installed: searching "
    "{translation} by meaning; `lampada import` adds a translation)": "(a pergunta parece estar em {query} e "
    "não há tradução em {query} instalada: buscando na {translation} pelo sentido; `lampada import` "
    "adiciona uma tradução)",
}
