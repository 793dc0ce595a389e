"""Retrieval evaluation: the dev set and OpenBible topics, every fusion strategy on the same candidate lists.

Each query runs the product's arms ONCE (`Retriever.run_arms`, the route decided by the product's router)
with `ARM_CANDIDATES` candidates; every strategy is then a pure function over those ranked lists, so
strategies and levers (RRF k, keyword-only quota, candidates per arm) are compared on identical inputs. The
product's ranking is the product's own page function (`rank_page`), which reads the lists to the
depth the product fetches: there is no simulation to keep in step. The product is also run end to end
through the search service every front end asks (`service.SearchService.search`): its latency and no-evidence
flag are the ones reported, and its passages are the results "as displayed". A query is read once by the
product's router (`Retriever.read`) and that reading serves both.

Metrics (a query is answered when any listed verse is in the top k; lists are not exhaustive): hit@1/5/10,
MRR@10, and for OpenBible nDCG@10 (binary gains), Recall@100, Hit@10. A typed reference goes through the
router and counts as a hit at rank 1 when the opened passage contains a listed verse. Off-topic queries are
scored by the no-evidence detector only. References that a translation lacks (versification) are skipped and
counted.

Min-max and z-score (DBSF) fusions live here and nowhere else: they are measured alternatives, not product
code (the product fuses by rank — docs/retrieval.md).

The package: `datasets` (the dev set, OpenBible's topics and their split), `metrics`, `query_runs` (the arms
run once per query), `strategies` (every fusion compared, the levers), `scoring`, `report` (the Markdown
tables) and `runner` (`run_evaluation`, what `lampada eval` runs).
"""
