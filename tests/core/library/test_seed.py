"""An installed app's first start copies the installer's library and indexes into the user data folder."""

from __future__ import annotations

import sys

import pytest

from app.core import paths
from app.core.errors import Cancelled
from app.core.library import setup
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


@pytest.fixture
def bundle(tmp_path):
    """A stand-in for the bundle's read-only `data/`: a library with two translations and two index files."""
    folder = tmp_path / "bundle" / "data"
    (folder / "indexes").mkdir(parents=True)
    with Library(folder / "library.sqlite3") as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
        lib.conn.execute("PRAGMA journal_mode = DELETE")
    (folder / "indexes" / "tpt.npy").write_bytes(b"\x93NUMPY fake index " * 1000)
    (folder / "indexes" / "tpt.json").write_text('{"translation": "tpt"}', encoding="utf-8")
    (folder / "indexes" / "ten.partial").mkdir()  # an unfinished build is never part of a seed
    (folder / "indexes" / "notes.txt").write_text("not an index", encoding="utf-8")
    for path in folder.rglob("*"):
        if path.is_file():
            path.chmod(0o444)  # an install folder is read-only
    return folder


def test_seed_copies_the_library_and_indexes(bundle, tmp_path):
    target = tmp_path / "user"
    target.mkdir()
    seen = []
    report = setup.seed_from_bundle(
        lambda done, total, msg: seen.append((done, total)), bundle=bundle, target=target
    )
    assert report.seeded and report.files == 3 and report.source == bundle
    assert sorted(p.name for p in (target / "indexes").iterdir()) == ["tpt.json", "tpt.npy"]
    assert (target / "indexes" / "tpt.npy").read_bytes() == (bundle / "indexes" / "tpt.npy").read_bytes()
    assert report.bytes == sum((bundle / rel).stat().st_size for rel in setup.seed_files(bundle))
    assert seen[-1][0] == seen[-1][1] == report.bytes
    assert not [p for p in target.rglob("*.tmp")]  # no temporary file left behind
    with Library(target / "library.sqlite3") as lib:  # the copy is writable and usable
        assert {t.id for t in lib.translations()} == {"tpt", "ten"}
        lib.conn.execute("UPDATE translations SET name = name")
    assert not setup.seed_needed(bundle, target)


def test_the_library_is_copied_last(bundle, tmp_path):
    assert [str(p) for p in setup.seed_files(bundle)] == [
        "indexes/tpt.json",
        "indexes/tpt.npy",
        "library.sqlite3",
    ]


def test_an_existing_library_is_never_touched(bundle, tmp_path):
    target = tmp_path / "user"
    with Library(target / "library.sqlite3") as lib:
        add_translation(lib, tiny_en())
    (target / "indexes").mkdir()
    (target / "indexes" / "tpt.npy").write_bytes(b"mine")
    report = setup.seed_from_bundle(bundle=bundle, target=target)
    assert not report.seeded
    assert (target / "indexes" / "tpt.npy").read_bytes() == b"mine"
    with Library(target / "library.sqlite3") as lib:
        assert [t.id for t in lib.translations()] == ["ten"]


def test_no_bundle_means_nothing_to_do(tmp_path):
    assert paths.bundled_data_dir() is None  # a source checkout carries no seed
    assert not setup.seed_needed()
    assert setup.seed_from_bundle() == setup.SeedReport(False)
    assert not (paths.data_dir() / "library.sqlite3").exists()


def test_a_journal_left_beside_a_deleted_library_is_not_replayed(bundle, tmp_path):
    target = tmp_path / "user"
    target.mkdir()
    (target / "library.sqlite3-wal").write_bytes(b"stale journal of another library")
    (target / "library.sqlite3-shm").write_bytes(b"stale")
    setup.seed_from_bundle(bundle=bundle, target=target)
    assert not (target / "library.sqlite3-wal").exists() and not (target / "library.sqlite3-shm").exists()
    with Library(target / "library.sqlite3") as lib:
        assert len(lib.translations()) == 2


def test_a_cancelled_copy_leaves_no_library_and_is_done_again_next_time(bundle, tmp_path):
    target = tmp_path / "user"
    target.mkdir()
    calls = {"n": 0}

    def cancel_during_the_library() -> bool:
        calls["n"] += 1
        return calls["n"] > 4  # after the indexes, while the library is being copied

    with pytest.raises(Cancelled):
        setup.seed_from_bundle(cancelled=cancel_during_the_library, bundle=bundle, target=target)
    assert not (target / "library.sqlite3").exists()
    assert not [p for p in target.rglob("*.tmp")]  # no temporary file left behind
    assert setup.seed_needed(bundle, target)
    assert setup.seed_from_bundle(bundle=bundle, target=target).seeded


def test_a_frozen_app_finds_its_seed_inside_the_bundle(bundle, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle.parent), raising=False)
    assert paths.install_root() == bundle.parent
    assert paths.bundled_data_dir() == bundle
    assert paths.models_dir() == bundle.parent / "models"
    assert setup.seed_needed()  # the per-test data folder has no library yet
    assert setup.seed_from_bundle().seeded
    assert (paths.data_dir() / "library.sqlite3").is_file()
    assert paths.bundled_data_dir() == bundle  # nothing was written into the bundle
    assert sorted(p.name for p in bundle.rglob("*")) == sorted(
        ["indexes", "library.sqlite3", "tpt.npy", "tpt.json", "ten.partial", "notes.txt",
         "sources", "tpt.json.gz", "ten.json.gz"]  # the imports' copies (app.core.library.copies)
    )  # fmt: skip
