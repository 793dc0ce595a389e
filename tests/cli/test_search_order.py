"""`lampada search --order bible` lists what the app lists in Bible order: the best hundred results sorted by
their place, then paged — the same verses in the same order as the search service and the app's engine give
for the same request (the command used to sort only its own page of ten)."""

from __future__ import annotations

import json

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.retrieval.service import SearchRequest
from app.gui.search.engine import SearchEngine


def cli_page(capsys, *argv: str) -> list[list[str]]:
    code = cli.main(["search", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return [[v["osis"] for v in result["verses"]] for result in json.loads(out)["results"]]


def shown(answer) -> list[list[str]]:
    return [[v.osis for v in hit.verses] for hit in answer.hits]


@pytest.mark.parametrize("offset", [0, 3])
def test_the_commands_bible_order_is_the_apps(capsys, populated, offset):
    page = cli_page(capsys, "Deus amor", "-t", "tpt", "--mode", "keyword", "--order", "bible", "-n", "3",
                    "--offset", str(offset))  # fmt: skip
    request = SearchRequest("Deus amor", "tpt", mode="keyword", order="bible", offset=offset, limit=3)
    engine = SearchEngine(paths.library_path(), paths.indexes_dir())
    try:
        service_page = shown(engine.service.search(request))
        app_list = shown(engine.search(request))  # the app lists Bible order whole, as one page
    finally:
        engine.close()
    assert len(app_list) > offset + 3  # more results than one page: which ones are sorted matters
    assert page == service_page == app_list[offset : offset + 3]
