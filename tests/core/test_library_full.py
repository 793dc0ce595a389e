"""Opt-in (pytest -m full): the whole Bíblia Livre from ../shared and the built-in English texts."""

from __future__ import annotations

import pytest

from app.core import builtin, keyword
from app.core.formats.detect import read_translation
from app.core.library import Library
from app.core.setup import BLIVRE_META, blivre_source

pytestmark = pytest.mark.full


def test_blivre_imports_whole(tmp_path):
    source = blivre_source()
    if source is None:
        pytest.skip("../shared/corpora/blivre-usfm is not beside this checkout")
    with Library(tmp_path / "lib.sqlite3") as lib:
        report = lib.add_translation(read_translation(source), overrides=BLIVRE_META)
        assert report.verses == 31_101 and report.books == 66
        assert lib.translation("blivre").attribution.startswith("Todas as Escrituras")
        ids, _ = keyword.search(lib, "blivre", "Melquisedeque", limit=20)
        books = {v.book for v in lib.verses_by_ids(list(ids))}
        assert {"Gen", "Ps", "Heb"} <= books
        lib.check_integrity()


@pytest.mark.parametrize(("tid", "count"), [("web", 31_098), ("kjv", 31_102)])
def test_builtin_imports_whole(tmp_path, tid, count):
    with Library(tmp_path / "lib.sqlite3") as lib:
        assert lib.add_translation(builtin.read_builtin(tid), builtin=True).verses == count
