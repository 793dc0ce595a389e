"""An installed app's first start copies the installer's library and indexes into the user data folder,
decompressing the files the installer carries compressed and checking them against the seed's seed.json."""

from __future__ import annotations

import hashlib
import json
import lzma
import sys
from pathlib import Path

import pytest

from app.core import paths
from app.core.errors import Cancelled, SeedDamaged
from app.core.library import setup
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt


def make_bundle(folder: Path, *, compressed: bool) -> dict[str, bytes]:
    """A stand-in for the bundle's read-only `data/`: a library with two translations and two index files,
    with the library and the `.npy` carried as `.xz` when `compressed`, and a seed.json with the checksums of
    what is installed. Returns the installed files' contents by installed path."""
    (folder / "indexes").mkdir(parents=True)
    with Library(folder / "library.sqlite3") as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
        lib.conn.execute("PRAGMA journal_mode = DELETE")
    (folder / "indexes" / "tpt.npy").write_bytes(b"\x93NUMPY fake index " * 1000)
    (folder / "indexes" / "tpt.json").write_text('{"translation": "tpt"}', encoding="utf-8")
    (folder / "indexes" / "ten.partial").mkdir()  # an unfinished build is never part of a seed
    (folder / "indexes" / "notes.txt").write_text("not an index", encoding="utf-8")
    installed = {rel: (folder / rel).read_bytes() for rel in ("indexes/tpt.json", "indexes/tpt.npy",
                                                             "library.sqlite3")}  # fmt: skip
    if compressed:
        for rel in ("library.sqlite3", "indexes/tpt.npy"):
            (folder / f"{rel}.xz").write_bytes(lzma.compress(installed[rel]))
            (folder / rel).unlink()
        files = {rel: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
                 for rel, data in installed.items()}  # fmt: skip
        (folder / "seed.json").write_text(json.dumps({"files": files}), encoding="utf-8")
    for path in folder.rglob("*"):
        if path.is_file():
            path.chmod(0o444)  # an install folder is read-only
    return installed


@pytest.fixture(params=["plain", "compressed"])
def bundle(request, tmp_path):
    """The seed as the installer carries it: every file as it is installed, or the library and the float16
    index compressed (build_spec/stage_data.py), with seed.json's checksums."""
    folder = tmp_path / "bundle" / "data"
    make_bundle(folder, compressed=request.param == "compressed")
    return folder


@pytest.fixture
def packed(tmp_path):
    folder = tmp_path / "packed" / "data"
    make_bundle(folder, compressed=True)
    return folder


def writable(path: Path) -> Path:
    path.chmod(0o644)
    return path


def test_seed_copies_the_library_and_indexes(bundle, tmp_path):
    target = tmp_path / "user"
    target.mkdir()
    seen = []
    report = setup.seed_from_bundle(
        lambda done, total, msg: seen.append((done, total)), bundle=bundle, target=target
    )
    assert report.seeded and report.files == 3 and report.source == bundle
    assert sorted(p.name for p in (target / "indexes").iterdir()) == ["tpt.json", "tpt.npy"]
    assert (target / "indexes" / "tpt.npy").read_bytes() == b"\x93NUMPY fake index " * 1000
    installed = [target / setup.installed_name(rel) for rel in setup.seed_files(bundle)]
    assert report.bytes == sum(path.stat().st_size for path in installed)
    # progress counts what is read from the bundle, to its end
    carried = sum((bundle / rel).stat().st_size for rel in setup.seed_files(bundle))
    assert seen[-1][0] == seen[-1][1] == carried
    assert not [p for p in target.rglob("*.tmp")]  # no temporary file left behind
    with Library(target / "library.sqlite3") as lib:  # the copy is writable and usable
        assert {t.id for t in lib.translations()} == {"tpt", "ten"}
        lib.conn.execute("UPDATE translations SET name = name")
    assert not setup.seed_needed(bundle, target)


def test_the_library_is_copied_last(bundle, tmp_path):
    carried = [str(p) for p in setup.seed_files(bundle)]
    if (bundle / "seed.json").exists():
        assert carried == ["indexes/tpt.json", "indexes/tpt.npy.xz", "library.sqlite3.xz"]
    else:
        assert carried == ["indexes/tpt.json", "indexes/tpt.npy", "library.sqlite3"]


def test_compressed_files_are_installed_decompressed_and_identical(tmp_path):
    installed = make_bundle(tmp_path / "bundle", compressed=True)
    assert not (tmp_path / "bundle" / "library.sqlite3").exists()
    report = setup.seed_from_bundle(bundle=tmp_path / "bundle", target=tmp_path / "user")
    assert report.seeded and report.bytes == sum(len(data) for data in installed.values())
    assert {rel: (tmp_path / "user" / rel).read_bytes() for rel in installed} == installed
    assert not list((tmp_path / "user").rglob("*.xz"))


def damage_truncated(path: Path) -> None:
    data = path.read_bytes()
    writable(path).write_bytes(data[: len(data) // 2])


def damage_flipped(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    writable(path).write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [damage_truncated, damage_flipped], ids=["truncated", "corrupt"])
def test_a_damaged_compressed_library_is_refused_and_the_next_start_succeeds(packed, tmp_path, damage):
    target = tmp_path / "user"
    good = (packed / "library.sqlite3.xz").read_bytes()
    damage(packed / "library.sqlite3.xz")
    with pytest.raises(SeedDamaged) as caught:
        setup.seed_from_bundle(bundle=packed, target=target)
    assert caught.value.path == str(packed / "library.sqlite3.xz")
    assert "damaged" in caught.value.problem and "reinstall" in caught.value.problem
    assert not (target / "library.sqlite3").exists()  # never a half-written library
    assert not [p for p in target.rglob("*") if p.name.endswith(".tmp")]
    assert setup.seed_needed(packed, target)
    (packed / "library.sqlite3.xz").write_bytes(good)  # the app reinstalled
    assert setup.seed_from_bundle(bundle=packed, target=target).seeded
    with Library(target / "library.sqlite3") as lib:
        assert {t.id for t in lib.translations()} == {"tpt", "ten"}


def test_a_file_that_does_not_match_seed_json_is_refused(packed, tmp_path):
    manifest = writable(packed / "seed.json")
    seed = json.loads(manifest.read_text(encoding="utf-8"))
    seed["files"]["library.sqlite3"]["sha256"] = "0" * 64  # the library of another build
    manifest.write_text(json.dumps(seed), encoding="utf-8")
    with pytest.raises(SeedDamaged, match="checksum"):
        setup.seed_from_bundle(bundle=packed, target=tmp_path / "user")
    assert not (tmp_path / "user" / "library.sqlite3").exists()
    assert not [p for p in (tmp_path / "user").rglob("*") if p.name.endswith(".tmp")]


def test_a_decompressed_index_is_checked_too(packed, tmp_path):
    index = writable(packed / "indexes" / "tpt.npy.xz")
    index.write_bytes(lzma.compress(b"\x93NUMPY another index " * 1000))  # a sound stream of other bytes
    with pytest.raises(SeedDamaged) as caught:
        setup.seed_from_bundle(bundle=packed, target=tmp_path / "user")
    assert caught.value.path == str(index)
    assert not (tmp_path / "user" / "indexes" / "tpt.npy").exists()


def test_an_unreadable_seed_description_is_refused(packed, tmp_path):
    writable(packed / "seed.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(SeedDamaged) as caught:
        setup.seed_from_bundle(bundle=packed, target=tmp_path / "user")
    assert caught.value.path == str(packed / "seed.json")
    assert not (tmp_path / "user" / "library.sqlite3").exists()


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
    assert (target / "indexes" / "tpt.npy").exists()  # cancelled after the indexes
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
    carried = [str(p) for p in setup.seed_files(bundle)] + ["seed.json"] * (bundle / "seed.json").exists()
    assert sorted(p.name for p in bundle.rglob("*")) == sorted(
        ["indexes", "ten.partial", "notes.txt", *(Path(rel).name for rel in carried),
         "sources", "tpt.json.gz", "ten.json.gz"]  # the imports' copies (app.core.library.copies)
    )  # fmt: skip
