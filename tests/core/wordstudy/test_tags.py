from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from app.core.errors import Cancelled, WordStudyDataDamaged, WordTagsMissing
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.wordstudy import numbers, tags
from tests.fixtures.tiny_corpus import tiny_pt
from tests.fixtures.wordstudy import kjv_builtin


@pytest.fixture
def lib(tmp_path: Path, tagged_dir: Path) -> Library:
    library = Library(tmp_path / "lib.sqlite3")
    # the app's KJV writes one verse otherwise than the tagged module ("In the beginning, God…")
    add_translation(
        library,
        kjv_builtin({"Gen.1.1": "In the beginning, God created the heavens and the earth."}), builtin=True
    )
    add_translation(library, tiny_pt())
    yield library
    library.close()


def _words(
    library: Library, index_dir: Path, tid: str, ref: tuple[str, int, int]
) -> list[tuple[str, str, int]]:
    """(word, number, probability × 10,000) of the tags of one verse."""
    _, rows = tags.load(index_dir, library, tid)
    verse = library.verse(tid, *ref)
    assert verse is not None
    return [(verse.text[s:e], numbers.text(c), p) for o, s, e, c, p in rows if o == verse.ord]


def test_the_kjv_takes_the_tagged_words_even_where_its_text_differs(lib: Library, tmp_path: Path) -> None:
    report = tags.build_tags(lib, "kjv", tmp_path)
    assert report.source == tags.SOURCE_KJV and not report.skipped
    charity = _words(lib, tmp_path, "kjv", ("1Cor", 13, 4))
    assert charity[0] == ("Charity", "G26", 10_000)
    assert ("suffereth", "G3114") not in [(w, n) for w, n, _ in charity]  # the module tags "long" only
    genesis = _words(lib, tmp_path, "kjv", ("Gen", 1, 1))
    assert ("God", "H430", 10_000) in genesis
    assert ("earth", "H776", 10_000) in genesis
    assert "heavens" not in [w for w, _, _ in genesis]  # not the module's word: left untagged
    assert tags.build_tags(lib, "kjv", tmp_path).skipped


def test_a_translation_is_aligned_with_the_kjvs_numbers(lib: Library, tmp_path: Path) -> None:
    report = tags.build_tags(lib, "tpt", tmp_path)
    assert report.source == tags.SOURCE_ALIGNMENT and report.rows > 0
    love = [(w, n) for w, n, p in _words(lib, tmp_path, "tpt", ("1Cor", 13, 13)) if w == "amor"]
    assert love == [("amor", "G26"), ("amor", "G26")]
    assert tags.status(tmp_path, lib, "tpt") == "ready"
    manifest = json.loads((tmp_path / "words" / "tpt.json").read_text())
    assert manifest["source"] == "alignment" and manifest["algorithm"].startswith("model1-agree")


def test_tags_of_another_text_are_outdated_and_built_again(lib: Library, tmp_path: Path) -> None:
    tags.build_tags(lib, "tpt", tmp_path)
    changed = tiny_pt()
    changed.verses[0].text = "No começo Deus criou os céus e a terra."
    add_translation(lib, changed, replace=True)
    assert tags.status(tmp_path, lib, "tpt") == "outdated"
    with pytest.raises(WordTagsMissing, match="another text"):
        tags.load(tmp_path, lib, "tpt")
    assert not tags.build_tags(lib, "tpt", tmp_path).skipped
    assert tags.status(tmp_path, lib, "tpt") == "ready"


def test_damaged_tags_are_not_used_and_are_built_again(lib: Library, tmp_path: Path) -> None:
    tags.build_tags(lib, "kjv", tmp_path)
    _, good = tags.load(tmp_path, lib, "kjv")
    npy = tmp_path / "words" / "kjv.npy"
    data = bytearray(npy.read_bytes())
    data[-5] ^= 0xFF
    npy.write_bytes(bytes(data))
    with pytest.raises(WordTagsMissing, match="checksum"):
        tags.load(tmp_path, lib, "kjv")
    assert not tags.build_tags(lib, "kjv", tmp_path).skipped
    np.testing.assert_array_equal(tags.load(tmp_path, lib, "kjv")[1], good)  # built again, the same


def test_rows_out_of_range_are_damage_even_with_a_matching_checksum(lib: Library, tmp_path: Path) -> None:
    from app.core import files

    tags.build_tags(lib, "kjv", tmp_path)
    man_path = tmp_path / "words" / "kjv.json"
    manifest = json.loads(man_path.read_text())
    rows = np.load(tmp_path / "words" / "kjv.npy")
    rows[0, 4] = 20_000  # a probability over 1
    manifest["sha256"] = files.write_npy(tmp_path / "words" / "kjv.npy", rows)
    man_path.write_text(json.dumps(manifest))
    with pytest.raises(WordTagsMissing, match="out of range"):
        tags.load(tmp_path, lib, "kjv")


def test_an_interrupted_alignment_resumes_where_it_stopped(lib: Library, tmp_path: Path) -> None:
    seen: list[tuple[int, str]] = []

    def stop_after_three() -> bool:
        return sum(1 for _, stage in seen if stage == tags.STAGE_ALIGNING) >= 3

    with pytest.raises(Cancelled):
        tags.build_tags(
            lib, "tpt", tmp_path, progress=lambda d, t, s: seen.append((d, s)), cancelled=stop_after_three
        )
    assert not (tmp_path / "words" / "tpt.npy").exists()
    report = tags.build_tags(lib, "tpt", tmp_path)
    assert report.resumed_iterations == 3
    assert not (tmp_path / "words" / "tpt.partial").exists()
    whole = tmp_path / "whole"
    tags.build_tags(lib, "tpt", whole)
    np.testing.assert_array_equal(tags.load(tmp_path, lib, "tpt")[1], tags.load(whole, lib, "tpt")[1])


def test_a_checkpoint_of_another_source_is_thrown_away(lib: Library, tmp_path: Path) -> None:
    partial = tmp_path / "words" / "tpt.partial"
    partial.mkdir(parents=True)
    (partial / "state.json").write_text('{"manifest": {"translation": "other"}, "iteration": 5}')
    assert tags.build_tags(lib, "tpt", tmp_path).resumed_iterations == 0


def test_a_bible_tagged_by_its_makers_keeps_its_own_tags(lib: Library, tmp_path: Path) -> None:
    text = "No princípio criou Deus os céus e a terra."
    own = ParsedTranslation(
        TranslationMeta("tagpt", "Tagged PT", "pt-BR", "test"),
        [
            VerseRecord(
                "Gen", 1, 1, text, words=[[3, 12, "H7225", ""], [13, 18, "1254", ""], [19, 23, "H430", ""]]
            )
        ],
    )
    add_translation(lib, own)
    report = tags.build_tags(lib, "tagpt", tmp_path)
    assert report.source == tags.SOURCE_MODULE
    assert _words(lib, tmp_path, "tagpt", ("Gen", 1, 1)) == [
        ("princípio", "H7225", 10_000), ("criou", "H1254", 10_000), ("Deus", "H430", 10_000)
    ]  # fmt: skip


def test_without_the_tagged_kjv_nothing_is_built_and_it_is_said(
    lib: Library, tmp_path: Path, tagged_dir: Path
) -> None:
    (tagged_dir / "kjv-strongs.tsv.xz").write_bytes(b"not xz at all")
    with pytest.raises(WordStudyDataDamaged):
        tags.build_tags(lib, "tpt", tmp_path)
    assert not (tmp_path / "words" / "tpt.npy").exists()


def test_removing_the_tags_removes_every_file(lib: Library, tmp_path: Path) -> None:
    tags.build_tags(lib, "tpt", tmp_path)
    assert tags.remove_tags(tmp_path, "tpt")
    assert tags.status(tmp_path, lib, "tpt") == "missing"
    with pytest.raises(WordTagsMissing):
        tags.load(tmp_path, lib, "tpt")
