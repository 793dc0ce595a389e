"""The installer build's own scripts (build_spec/): the seed staging, the icons, the Windows script."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import sqlite3
import struct
from pathlib import Path

import pytest

from app.core.library import Library
from app.core.model.manifest import Manifest
from app.core.vectors import CONTEXT_WINDOW, FORMAT_VERSION
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

ROOT = Path(__file__).resolve().parents[1]


def load(relative: str):
    spec = importlib.util.spec_from_file_location(Path(relative).stem, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def data_folder(tmp_path):
    """A data folder as `lampada setup` leaves it (its English keyword index an older analyzer's), with one good
    index and three that must not ship."""
    folder = tmp_path / "data"
    (folder / "indexes").mkdir(parents=True)
    with Library(folder / "library.sqlite3") as lib:
        lib.add_translation(tiny_pt())
        lib.add_translation(tiny_en())
        hashes = dict(lib.conn.execute("SELECT id, text_hash FROM translations").fetchall())
        lib.conn.execute("UPDATE translations SET source = '/home/me/corpora/tpt-usfm/' WHERE id = 'tpt'")
        lib.conn.execute("UPDATE meta SET value = 'en-1' WHERE key = 'analysis:ten'")
        lib.conn.commit()
    model = tmp_path / "model"
    model.mkdir()
    manifest = Manifest("e5-small-enpt-int8", "enpt", "int8", 384, 512,
                        {"model.onnx": {"sha256": "a" * 64, "size": 1},
                         "tokenizer.json": {"sha256": "b" * 64, "size": 1}})  # fmt: skip
    (model / "manifest.json").write_text(manifest.to_json(), encoding="utf-8")

    def index(tid, *, model_id=manifest.model_id, version=FORMAT_VERSION, text_hash=None, damaged=False,
              window=CONTEXT_WINDOW):  # fmt: skip
        data = f"matrix of {tid}".encode()
        (folder / "indexes" / f"{tid}.npy").write_bytes(data + (b"!" if damaged else b""))
        (folder / "indexes" / f"{tid}.json").write_text(json.dumps({
            "format_version": version, "translation": tid, "model_id": model_id, "window": window,
            "text_hash": text_hash or hashes[tid], "rows": 3, "sha256": hashlib.sha256(data).hexdigest(),
        }), encoding="utf-8")  # fmt: skip

    index("tpt")
    index("ten", version=FORMAT_VERSION - 1)
    (folder / "indexes" / "ten.partial").mkdir()
    return folder, model, index


def test_stage_data_ships_only_current_verified_indexes(data_folder, tmp_path, capsys):
    folder, model, _ = data_folder
    stage = load("build_spec/stage_data.py")
    dest = tmp_path / "seed"
    assert stage.main([str(folder), str(dest), "--model-dir", str(model)]) == 0
    assert sorted(p.name for p in (dest / "indexes").iterdir()) == ["tpt.json", "tpt.npy"]
    assert "skipping the index ten: index format" in capsys.readouterr().err
    seed = json.loads((dest / "seed.json").read_text(encoding="utf-8"))
    assert [i["translation"] for i in seed["indexes"]] == ["tpt"]
    assert {t["id"] for t in seed["library"]["translations"]} == {"tpt", "ten"}
    conn = sqlite3.connect(dest / "library.sqlite3")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one file, no -wal beside it
    assert conn.execute("SELECT source FROM translations WHERE id = 'tpt'").fetchone()[0] == "tpt-usfm"
    conn.close()
    with Library(dest / "library.sqlite3") as staged:  # (opening it switches the copy to WAL: last)
        assert staged.stale_analysis() == []  # the source's English index was an older analyzer's
    assert not dest.with_name("seed.tmp").exists()


@pytest.mark.parametrize(
    "problem, expected",
    [
        ({"model_id": "e5-small-enpt-int8@000000000000"}, "built with"),
        ({"text_hash": "another text"}, "another text of the translation"),
        ({"damaged": True}, "does not match its manifest"),
        ({"window": 0}, "only its first pass is built"),
    ],
)
def test_stage_data_leaves_out_a_mismatched_index(data_folder, tmp_path, capsys, problem, expected):
    folder, model, index = data_folder
    index("tpt", **problem)
    stage = load("build_spec/stage_data.py")
    stage.main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    assert expected in capsys.readouterr().err
    assert not list((tmp_path / "seed" / "indexes").iterdir())


def test_icons_writes_pngs_and_a_multi_size_ico(qapp, tmp_path):  # qapp: not a bare QGuiApplication
    icons = load("build_spec/icons.py")
    icons.main([str(tmp_path)])
    assert (tmp_path / "lampada-256.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = (tmp_path / "lampada.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    widths = [data[6 + 16 * i] or 256 for i in range(count)]
    assert widths == sorted(icons.ICO_SIZES)


@pytest.mark.skipif(shutil.which("makensis") is None, reason="no makensis (apt-get install nsis)")
def test_the_windows_installer_script_compiles(tmp_path):
    nsis = load("build_spec/windows/nsis_check.py")
    assert nsis.main(["--out", str(tmp_path), "--icon", str(tmp_path / "absent.ico")]) == 0
    (setup,) = tmp_path.glob("lampada-*-windows-x64-setup.exe")
    assert setup.read_bytes()[:2] == b"MZ"
