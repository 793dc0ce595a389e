"""The keyword arm: FTS5 BM25 over the isolated verse (and, through `bm25`, over the notes).

User text never reaches `MATCH` as syntax. The query is parsed here into three kinds of parts:
- `"quoted phrases"` → exact phrase on the unstemmed table (folded, so accents don't matter);
- `word*` → prefix on the unstemmed table;
- everything else → the analyzer's stemmed terms, OR-ed, on the stemmed table (BM25 rewards verses with more
  and rarer terms).
A query with a phrase or a prefix is an exact search: every phrase, prefix and bare word must match, and the
matches come in Bible order (a concordance: every verse holding the phrase holds it alike, so BM25's length
normalisation would only decide that "Este estava no princípio com Deus" outranks Gênesis 1:1 for
`"no princípio"`; the phrase's first occurrence comes first).
Each token is emitted double-quoted, so `NEAR(`, `AND`, `*`, `"` or 100 KB of text cannot break the query.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import dataclass, field

import numpy as np

from app.core.analysis import fold, get_analyzer, words
from app.core.analysis.fold import pieces
from app.core.library.reading import Filters, Library
from app.core.retrieval import names as proper_names

log = logging.getLogger(__name__)

MAX_TERMS = 48  # a pasted chapter still answers; BM25 over hundreds of OR terms is slow and meaningless
MAX_QUERY_CHARS = 4000
_PHRASE = re.compile(r'"([^"]*)"')
_PREFIX = re.compile(r"(\w{2,})\*", re.UNICODE)


@dataclass(frozen=True)
class KeywordQuery:
    terms: tuple[str, ...] = ()  # analyzed (stemmed) terms for the stem table
    phrases: tuple[tuple[str, ...], ...] = ()  # each phrase as folded words
    prefixes: tuple[str, ...] = ()  # folded prefixes
    exact_words: tuple[str, ...] = field(default=())  # bare words, folded, when the query is exact

    @property
    def exact(self) -> bool:
        return bool(self.phrases or self.prefixes)

    @property
    def empty(self) -> bool:
        return not (self.terms or self.phrases or self.prefixes)

    def match_expression(self) -> str:
        """The FTS5 MATCH string, every token quoted."""
        if self.exact:
            # A phrase is one quoted string: FTS5 tokenizes it into consecutive words.
            parts = [_quote(" ".join(p)) for p in self.phrases if p]
            parts += [f"{_quote(p)}*" for p in self.prefixes]
            parts += [_quote(w) for w in self.exact_words]
            return " AND ".join(parts)
        return " OR ".join(_quote(t) for t in self.terms)


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


def parse_query(text: str, language: str, drop: frozenset[str] = frozenset()) -> KeywordQuery:
    """The query's parts for the keyword arm of a translation in `language`; bare words in `drop` (the
    stopwords of the query's own language when it is another: `analysis.foreign_stopwords`) never match."""
    text = text[:MAX_QUERY_CHARS]
    analyzer = get_analyzer(language)
    phrases: list[tuple[str, ...]] = []
    for m in _PHRASE.finditer(text):
        ws = tuple(w for _, _, w in words(m.group(1)))
        if ws:
            phrases.append(ws[:MAX_TERMS])
    rest = _PHRASE.sub(" ", text)
    if rest.count('"') % 2:  # an unbalanced quote: treat it as an ordinary character
        rest = rest.replace('"', " ")
    prefixes = tuple(dict.fromkeys(fold(m.group(1)) for m in _PREFIX.finditer(rest)))[:8]
    rest = _PREFIX.sub(" ", rest)
    if drop:
        rest = " ".join(rest[start:end] for start, end, word in pieces(rest) if word not in drop)
    if phrases or prefixes:
        bare = tuple(dict.fromkeys(w for _, _, w in words(rest) if w not in analyzer.stopwords))
        return KeywordQuery(phrases=tuple(phrases[:8]), prefixes=prefixes, exact_words=bare[:MAX_TERMS])
    return KeywordQuery(terms=tuple(analyzer.query_tokens(rest))[:MAX_TERMS])


def search(
    library: Library,
    translation_id: str,
    query: str | KeywordQuery,
    *,
    limit: int = 50,
    filters: Filters | None = None,
    names: tuple[str, ...] = (),
) -> tuple[np.ndarray, np.ndarray]:
    """Top `limit` verse ids and BM25 scores (higher is better), filters applied before the top-k. The verses
    that write one of `names` exactly as given (the query's proper names, `names.NameLexicon`) come first,
    each part in BM25 order: *Caná* before the *cana* of a reed."""
    t = library.translation(translation_id)
    kq = query if isinstance(query, KeywordQuery) else parse_query(query, t.language)
    table = library.fts_table(translation_id, "exact" if kq.exact else "stem")
    bounds = filters.bounds() if filters is not None and filters.active else None
    books = ("verses", bounds) if bounds else None
    rows = bm25(library.conn, table, kq, limit=limit, books=books, in_order=kq.exact)
    carrying = name_verses(library, translation_id, names, books) if names and not kq.exact else []
    if carrying:
        first = bm25(library.conn, table, kq, limit=limit, books=books, only=carrying)
        taken = {r[0] for r in first}
        rows = (first + [r for r in rows if r[0] not in taken])[:limit]
    ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
    scores = np.fromiter((r[1] for r in rows), dtype=np.float32, count=len(rows))
    return ids, scores


def bm25(
    conn: sqlite3.Connection,
    table: str,
    kq: KeywordQuery,
    *,
    limit: int,
    books: tuple[str, tuple[int, int]] | None = None,
    only: list[int] | None = None,
    in_order: bool = False,
) -> list[tuple[int, float]]:
    """(rowid, BM25 score, higher is better) of the best `limit` rows of an FTS5 table matching `kq`, ties
    by rowid. `books` = (a table whose `id` is the FTS rowid and whose `book_idx` is the canon book index,
    (first, last) book): only rows in those books; `only`: only these rowids; `in_order`: the matches by
    rowid (Bible order), not by score. The Bible's and the notes' keyword arms both use it."""
    if kq.empty or limit <= 0 or only == []:
        return []
    sql = f'SELECT "{table}".rowid, bm25("{table}") AS s FROM "{table}"'
    params: list[object] = [kq.match_expression()]
    where = f'"{table}" MATCH ?'
    if books is not None:
        books_table, (lo, hi) = books
        sql += f' JOIN "{books_table}" AS v ON v.id = "{table}".rowid'
        where += " AND v.book_idx BETWEEN ? AND ?"
        params += [lo, hi]
    if only is not None:
        where += f' AND "{table}".rowid IN ({",".join(str(int(i)) for i in only)})'
    order = f'"{table}".rowid' if in_order else f's, "{table}".rowid'
    sql += f" WHERE {where} ORDER BY {order} LIMIT ?"
    params.append(int(limit))
    try:
        rows = conn.execute(sql, params).fetchall()
    except sqlite3.OperationalError as exc:  # should not happen: every token is quoted; never crash a search
        log.warning("keyword query failed (%s) for %r", exc, kq.match_expression()[:200])
        return []
    return [(int(rowid), -float(score)) for rowid, score in rows]


MAX_NAME_VERSES = 2000  # verses read to find a name's exact spelling (a frequent name: David, Jerusalém)


def name_verses(
    library: Library, translation_id: str, names: tuple[str, ...], books: tuple[str, tuple[int, int]] | None
) -> list[int]:
    """The verses (within the filters) that write one of `names` exactly: the folded word's matches in the
    unstemmed table, read back and checked for the spelling."""
    table = library.fts_table(translation_id, "exact")
    folded = tuple(dict.fromkeys(fold(n) for n in names))
    rows = bm25(library.conn, table, KeywordQuery(terms=folded), limit=MAX_NAME_VERSES + 1, books=books)
    if len(rows) > MAX_NAME_VERSES:  # a name this common is not what folding hides: BM25 ranks it as it is
        return []
    ids = [r[0] for r in rows]
    found = library.verses_by_ids(ids) if ids else []
    return sorted(v.id for v in found if proper_names.carries(v.text, names))


def terms_found(
    library: Library, translation_id: str, terms: tuple[str, ...], ids: list[int]
) -> dict[int, int]:
    """How many of the analysed `terms` each of the verses `ids` holds (one indexed lookup a term, no verse
    text read): the learned ranker's coverage of the query."""
    if not terms or not ids:
        return {}
    table = library.fts_table(translation_id, "stem")
    inside = ",".join(str(int(i)) for i in ids)
    found: dict[int, int] = {}
    for term in dict.fromkeys(terms):
        sql = f'SELECT rowid FROM "{table}" WHERE "{table}" MATCH ? AND rowid IN ({inside})'
        try:
            rows = library.conn.execute(sql, (_quote(term),)).fetchall()
        except sqlite3.OperationalError as exc:  # every token is quoted; never fail a search over it
            log.warning("term lookup failed (%s) for %r", exc, term[:80])
            continue
        for (rowid,) in rows:
            found[int(rowid)] = found.get(int(rowid), 0) + 1
    return found
