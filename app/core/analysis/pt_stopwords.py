"""Portuguese stopwords, folded (no accents), for BM25 indexing and queries.

Function words only: articles, prepositions and their contractions, pronouns and possessives,
conjunctions, a few adverbs of place/time/degree, and the auxiliaries ser/estar/ter/haver plus the modal
forms of poder.

Deliberately kept OUT (they carry meaning in Bible queries):
- negation: nao, nem, nunca, jamais, nada, nenhum(a), ninguem. "Não temas" / "não tenha medo" is how people
  ask; BM25's IDF already makes "não" cheap, and dropping it would make "não temas" the same query as
  "temas";
- deus, senhor, cristo, jesus, espirito, santo; sempre ("para sempre"), hoje, dia, poder (noun: "o poder
  de Deus"), ai ("ai de ti!"), dai ("dai graças"; also "daí", folding cannot tell them apart), salvo,
  segundo ("second"), estado ("state").

Folding merges some content words into stopwords; they are lost to keyword search (documented, not
fixable without accents): dó→do, nó→no, pôr→por, dê→de, sê→se, más→mas, lá/la, só→so, pôde/pode.
"""

from __future__ import annotations

__all__ = ["PORTUGUESE_STOPWORDS"]

_WORDS = """
a o as os um uma uns umas
de d em por para pra pro com sem sob sobre entre ate apos ante desde contra perante tras durante mediante
conforme
do da dos das no na nos nas ao aos pelo pela pelos pelas num numa nuns numas dum duma duns dumas
neste nesta nestes nestas nesse nessa nesses nessas naquele naquela naqueles naquelas naquilo nisto nisso
deste desta destes destas desse dessa desses dessas daquele daquela daqueles daquelas daquilo disto disso
dele dela deles delas nele nela neles nelas aquele aquela aqueles aquelas aquilo isto isso
este esta estes estas esse essa esses essas
eu tu ele ela nos vos eles elas voce voces me te se lhe lhes mim ti si lo la los las
comigo contigo consigo conosco convosco
meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa vossos vossas
que quem qual quais cujo cuja cujos cujas onde aonde donde quando como quanto quanta quantos quantas
algum alguma alguns algumas outro outra outros outras todo toda todos todas tudo
mesmo mesma mesmos mesmas tal tais tanto tanta tantos tantas cada qualquer quaisquer
muito muita muitos muitas mais menos tao tambem ja ainda so apenas entao pois porque porquanto
e ou mas porem contudo todavia logo assim se senao caso
aqui ali la ca acola agora eis oh o ah
depois antes diante dentro debaixo enquanto portanto somente
ser sou es e somos sois sao era eras eramos ereis eram fui foste foi fomos fostes foram fora foras
seja sejas sejamos sejais sejam fosse fosses fossemos fosseis fossem for fores formos fordes forem
serei sera seras seremos sereis serao seria serias seriamos serieis seriam sido sendo serem
estar estou estas estamos estais estao estava estavas estavamos estaveis estavam estive estiveste esteve
estivemos estiveram esteja estejas estejam estivesse estivessem estiver estiverem estara estarao estaria
estando estarei estaras estaremos estareis estarem estarmos estai
ter tenho tens tem temos tendes tinha tinhas tinhamos tinheis tinham tive tiveste teve tivemos tiveram
tenha tenhas tenhamos tenham tivesse tivessem tiver tiverem tera teras teremos tereis terao teria teriam
tendo tido tende
haver hei ha has havemos hao havia haviam houve houveram haja hajam houvesse houver havera haveria havendo
havido
posso podes pode podemos podeis podem podia podias podiam pude puderam pudesse pudessem puder puderem
""".split()

PORTUGUESE_STOPWORDS: frozenset[str] = frozenset(_WORDS)
