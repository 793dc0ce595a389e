"""Retrieval: from a query to a page of results, for the Bible and for the person's notes.

    query ─┬─ keyword.py  (FTS5 BM25)            ─┐
           ├─ vector.py   (cosine, meaning index) ─┼─ fusion.py (RRF, keyword-only quota)
           └─ topical.py  (OpenBible.info votes)  ─┘        │
                                                   passages.py (adjacent hits, pages, Bible order)
                                                            │
                           ranking.rank_page: the page, one pure function of the arms' lists
                                                            │
        bible.Retriever (routing, evidence.py's no-evidence verdict, the hits shown) · note_search.NotesIndex
                                                            │
        service.SearchService: a request in, a page out (the query read once, Bible order, paging, a
        passage's cross-references and "more like this", the model loaded) — what every front end asks

`ranking.rank_page` is what Bible search, notes search and the evaluation (`app/core/evaluation/`) all call;
the app, `lampada search`/`show`, the evaluation and the benchmarks ask `service.SearchService`.
The indexes the arms read are built in `app/core/indexing/`.
"""
