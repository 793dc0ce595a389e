"""The installer build's own scripts (build_spec/): the seed staging, the icons, the Windows script and its
workflow."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import lzma
import re
import shutil
import sqlite3
import struct
from pathlib import Path

import pytest

from app.core.indexing import topics
from app.core.indexing.vectors import CONTEXT_WINDOW, FORMAT_VERSION
from app.core.library import openbible
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from app.core.model.manifest import Manifest
from app.core.retrieval.topical import TopicIndex
from tests.fixtures import openbible as openbible_fixture
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

ROOT = Path(__file__).resolve().parents[1]


def load(relative: str):
    spec = importlib.util.spec_from_file_location(Path(relative).stem, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def data_folder(tmp_path, monkeypatch):
    """A data folder as `lampada setup` leaves it (its English keyword index an older analyzer's), with one
    good index and three that must not ship, OpenBible.info's tables (the tiny fixture's, standing in for this
    checkout's files) and a topic index built with the installer's model."""
    folder = tmp_path / "data"
    (folder / "indexes").mkdir(parents=True)
    knowledge = openbible_fixture.write(tmp_path / "openbible")
    monkeypatch.setattr(openbible, "resources", lambda: knowledge)
    with Library(folder / "library.sqlite3") as lib:
        add_translation(lib, tiny_pt())
        add_translation(lib, tiny_en())
        openbible.load(lib)
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
    embedder = FakeEmbedder()
    embedder.model_id = manifest.model_id  # as if the installer's model had embedded the topic names
    with Library(folder / "library.sqlite3") as lib:
        topics.build_topic_index(lib, embedder, folder / "indexes")

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


TOPIC_FILES = ["topic-names.json", "topic-names.npy", "topic-votes.npy"]
STAGED_TOPIC_FILES = ["topic-names.json", "topic-names.npy", "topic-votes.npy.xz"]  # the votes compressed


def staged_library(seed: Path, tmp_path: Path) -> sqlite3.Connection:
    """The staged library (carried as library.sqlite3.xz), decompressed into a scratch file to look inside."""
    scratch = tmp_path / "staged-library.sqlite3"
    scratch.write_bytes(lzma.decompress((seed / "library.sqlite3.xz").read_bytes()))
    return sqlite3.connect(scratch)


def test_stage_data_ships_only_current_verified_indexes(data_folder, tmp_path, capsys):
    folder, model, _ = data_folder
    stage = load("build_spec/stage_data.py")
    dest = tmp_path / "seed"
    assert stage.main([str(folder), str(dest), "--model-dir", str(model)]) == 0
    staged = sorted(p.name for p in (dest / "indexes").iterdir())
    assert staged == [*STAGED_TOPIC_FILES, "tpt.json", "tpt.npy"]
    out, err = capsys.readouterr()
    assert "skipping the index ten: index format" in err
    assert "topic" not in err and "None" not in err  # the topic index is not taken for a translation's
    assert "topic index yes" in out
    seed = json.loads((dest / "seed.json").read_text(encoding="utf-8"))
    assert [i["translation"] for i in seed["indexes"]] == ["tpt"]
    assert seed["topic_index"]["knowledge"] == seed["library"]["openbible"] == openbible.data_version()
    assert {t["id"] for t in seed["library"]["translations"]} == {"tpt", "ten"}
    conn = staged_library(dest, tmp_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one file, no -wal beside it
    assert conn.execute("SELECT source FROM translations WHERE id = 'tpt'").fetchone()[0] == "tpt-usfm"
    conn.close()
    with Library(tmp_path / "staged-library.sqlite3") as staged:  # (opening it switches it to WAL: last)
        assert staged.stale_analysis() == []  # the source's English index was an older analyzer's
    assert not dest.with_name("seed.tmp").exists()


def test_the_seed_carries_its_library_and_topic_votes_compressed_with_the_installed_files_checksums(
    data_folder, tmp_path
):
    folder, model, _ = data_folder
    dest = tmp_path / "seed"
    load("build_spec/stage_data.py").main([str(folder), str(dest), "--model-dir", str(model)])
    assert not (dest / "library.sqlite3").exists() and not (dest / "indexes" / "topic-votes.npy").exists()
    seed = json.loads((dest / "seed.json").read_text(encoding="utf-8"))
    installed = {
        "library.sqlite3": lzma.decompress((dest / "library.sqlite3.xz").read_bytes()),
        "indexes/topic-votes.npy": lzma.decompress((dest / "indexes" / "topic-votes.npy.xz").read_bytes()),
        **{f"indexes/{name}": (dest / "indexes" / name).read_bytes()
           for name in ("topic-names.json", "topic-names.npy", "tpt.json", "tpt.npy")},
    }  # fmt: skip
    assert installed["indexes/topic-votes.npy"] == (folder / "indexes" / "topic-votes.npy").read_bytes()
    assert seed["files"] == {
        rel: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
        for rel, data in installed.items()
    }
    assert seed["library"]["sha256"] == seed["files"]["library.sqlite3"]["sha256"]
    assert seed["topic_index"]["votes_sha256"] == seed["files"]["indexes/topic-votes.npy"]["sha256"]


def test_a_staged_topic_index_is_ready_once_the_app_copies_the_seed(data_folder, tmp_path):
    from app.core.library.setup import seed_from_bundle

    folder, model, _ = data_folder
    load("build_spec/stage_data.py").main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    user = tmp_path / "user"
    assert seed_from_bundle(bundle=tmp_path / "seed", target=user).seeded
    embedder = FakeEmbedder()
    embedder.model_id = Manifest.from_json((model / "manifest.json").read_text(encoding="utf-8")).model_id
    with Library(user / "library.sqlite3") as lib:
        assert topics.topic_index_status(user / "indexes", lib, embedder) == "ready"
        TopicIndex.load(user / "indexes", lib, embedder)  # checksums verified on load


def _edit_topic_manifest(folder, **changes):
    path = folder / "indexes" / "topic-names.json"
    path.write_text(json.dumps({**json.loads(path.read_text(encoding="utf-8")), **changes}), encoding="utf-8")


def _damage(path):
    raw = bytearray(path.read_bytes())
    raw[-1] ^= 0xFF
    path.write_bytes(bytes(raw))


@pytest.mark.parametrize(
    "problem, expected",
    [
        (lambda f: _edit_topic_manifest(f, knowledge="1:0000"), "from OpenBible.info data 1:0000,"),
        (lambda f: _edit_topic_manifest(f, model_id="e5-small-enpt-q4@0"), "built with e5-small-enpt-q4@0,"),
        (lambda f: _edit_topic_manifest(f, format_version=topics.FORMAT_VERSION + 1), "index format"),
        (lambda f: _damage(f / "indexes" / "topic-names.npy"), "do not match their manifest"),
        (lambda f: _damage(f / "indexes" / "topic-votes.npy"), "do not match their manifest"),
        (lambda f: (f / "indexes" / "topic-votes.npy").unlink(), "is missing"),
        (lambda f: (f / "indexes" / "topic-names.json").write_text("{", encoding="utf-8"), "unreadable"),
    ],
)
def test_stage_data_leaves_out_a_topic_index_that_does_not_match(data_folder, tmp_path, capsys, problem,
                                                                  expected):
    folder, model, _ = data_folder
    problem(folder)
    load("build_spec/stage_data.py").main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    out, err = capsys.readouterr()
    line = next(line for line in err.splitlines() if "skipping the topic index: " in line)
    assert expected in line and "topic index no" in out
    assert sorted(p.name for p in (tmp_path / "seed" / "indexes").iterdir()) == ["tpt.json", "tpt.npy"]
    assert json.loads((tmp_path / "seed" / "seed.json").read_text(encoding="utf-8"))["topic_index"] is None


def test_stage_data_brings_older_openbible_data_up_to_date_and_leaves_its_topic_index_out(
    data_folder, tmp_path, capsys
):
    folder, model, _ = data_folder
    with Library(folder / "library.sqlite3") as lib:  # as an older app left it: its data, its topic index
        lib.conn.execute("UPDATE meta SET value = '0:old' WHERE key = ?", (openbible.META_KEY,))
        lib.conn.commit()
    _edit_topic_manifest(folder, knowledge="0:old")
    load("build_spec/stage_data.py").main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    err = capsys.readouterr().err
    assert "loading this version's OpenBible.info data" in err
    assert f"built from OpenBible.info data 0:old, the library holds {openbible.data_version()}" in err
    conn = staged_library(tmp_path / "seed", tmp_path)
    assert conn.execute("SELECT value FROM meta WHERE key = ?", (openbible.META_KEY,)).fetchone()[0] == (
        openbible.data_version()
    )
    conn.close()


def test_the_bundle_carries_the_openbible_data_and_the_seeds_indexes(data_folder, tmp_path):
    folder, model, _ = data_folder
    load("build_spec/stage_data.py").main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    bundle = load("build_spec/bundle_files.py")
    carried = {(Path(src).name, dest) for src, dest in bundle.data_files(ROOT, tmp_path / "seed", model)}
    for name in ("topic-scores.txt.xz", "cross_references.txt.xz", "README.md"):
        assert (name, "resources/openbible") in carried
    for name in [*STAGED_TOPIC_FILES, "tpt.npy", "tpt.json"]:
        assert (name, "data/indexes") in carried
    assert {("library.sqlite3.xz", "data"), ("seed.json", "data"), ("manifest.json", "models/model")} <= (
        carried
    )
    staged = {p.relative_to(tmp_path / "seed") for p in (tmp_path / "seed").rglob("*") if p.is_file()}
    in_data = {Path(dest).relative_to("data") / name for name, dest in carried if dest.startswith("data")}
    assert staged == in_data  # every file of the seed, and nothing else
    assert ("lampada.svg", "resources/icons") in carried
    spec = (ROOT / "build_spec" / "lampada.spec").read_text(encoding="utf-8")
    assert "datas = data_files(ROOT, SEED, MODEL)" in spec and "datas=datas" in spec  # what the spec carries


# Files of resources/ the installed app never reads: the translations' sources (the .qm are built from them)
NOT_CARRIED = {"i18n/lampada_en.ts", "i18n/lampada_pt_BR.ts"}


def test_the_bundle_carries_every_resource_the_app_reads(tmp_path):
    """The installed app reads resources/ in place: a file added there (a learned ranker, a dictionary) must
    be carried, or the installed app ranks or answers otherwise than from source."""
    bundle = load("build_spec/bundle_files.py")
    resources = ROOT / "resources"
    listed = bundle.data_files(ROOT, tmp_path / "seed", tmp_path / "model")
    carried = {Path(src).resolve() for src, _ in listed}
    present = {p.relative_to(resources).as_posix() for p in resources.rglob("*") if p.is_file()}
    missing = sorted(rel for rel in present - NOT_CARRIED if (resources / rel).resolve() not in carried)
    assert not missing, f"resources the bundle leaves out: {missing}"
    for src, dest in listed:
        if Path(src).is_relative_to(resources):  # each in the same place under the bundle's resources/
            assert Path(dest) == Path("resources") / Path(src).relative_to(resources).parent


def test_the_bundle_names_what_is_missing_before_pyinstaller_runs(tmp_path):
    bundle = load("build_spec/bundle_files.py")
    missing = bundle.missing_inputs(ROOT, tmp_path / "seed", tmp_path / "model")
    assert any("build_spec/stage_data.py" in m for m in missing)
    assert any("lampada setup" in m for m in missing)
    assert not any("OpenBible" in m for m in missing)  # committed: always there


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
    assert sorted(p.name for p in (tmp_path / "seed" / "indexes").iterdir()) == STAGED_TOPIC_FILES


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


FAKE_APP = """#!{python}
# Stands in for a bundled `lampada search QUERY --json`: copies a seed into the data folder, prints an answer.
import json, os, pathlib, sys
data = pathlib.Path(os.environ["LAMPADA_DATA_DIR"])
(data / "indexes").mkdir(parents=True)
for name in ["library.sqlite3", "web.npy", "web.json"] + {topic_files!r}:
    (data / name if name.startswith("library") else data / "indexes" / name).write_bytes(b"x")
print("Preparing the library ... 6 files", file=sys.stderr)
print(json.dumps({answer!r}))
"""


@pytest.mark.parametrize(
    "topic_files, topic_arm, expected",
    [
        (TOPIC_FILES, True, None),
        (TOPIC_FILES[:2], True, "topic index was not copied: topic-votes.npy"),
        (TOPIC_FILES, False, "no result came from OpenBible.info's topics"),
    ],
)
def test_the_smoke_tests_first_search_wants_the_seeds_topic_index(tmp_path, topic_files, topic_arm, expected):
    import sys

    from build_spec import dist_checks

    arms = {"keyword": {}, "vector": {}, **({"topic": {}} if topic_arm else {})}
    result = {"arms": arms, "topics": ["love your neighbor"] if topic_arm else []}
    answer = {"query": "amor", "route": "hybrid", "notices": [], "results": [result],
              **({"credit": "OpenBible.info, CC-BY"} if topic_arm else {})}  # fmt: skip
    exe = tmp_path / "lampada"
    exe.write_text(FAKE_APP.format(python=sys.executable, topic_files=topic_files, answer=answer))
    exe.chmod(0o755)
    env = dist_checks.clean_env(tmp_path / "user-data")
    if expected is None:
        assert dist_checks.check_search(exe, env, "amor", cwd=tmp_path)["results"] == [result]
    else:
        with pytest.raises(dist_checks.CheckFailed, match=expected):
            dist_checks.check_search(exe, env, "amor", cwd=tmp_path)


def test_the_smoke_test_compares_the_installed_indexes_with_the_seeds_checksums(tmp_path):
    from build_spec import dist_checks

    seed, user = tmp_path / "seed", tmp_path / "user"
    seed.mkdir()
    (user / "indexes").mkdir(parents=True)
    votes = b"votes " * 100
    (user / "indexes" / "topic-votes.npy").write_bytes(votes)
    (user / "library.sqlite3").write_bytes(b"opened since, so changed")
    files = {"library.sqlite3": {"sha256": "0" * 64, "size": 1},
             "indexes/topic-votes.npy": {"sha256": hashlib.sha256(votes).hexdigest(), "size": len(votes)}}
    (seed / "seed.json").write_text(json.dumps({"files": files}), encoding="utf-8")  # fmt: skip
    dist_checks.check_seed_installed(seed, user)
    (user / "indexes" / "topic-votes.npy").write_bytes(votes[:-1])  # decompressed short
    with pytest.raises(dist_checks.CheckFailed, match="topic-votes.npy is not the seed's"):
        dist_checks.check_seed_installed(seed, user)
    (user / "indexes" / "topic-votes.npy").unlink()
    with pytest.raises(dist_checks.CheckFailed, match="topic-votes.npy was not installed"):
        dist_checks.check_seed_installed(seed, user)


def test_the_windows_workflow_tests_before_it_builds_and_caches_on_files_that_exist():
    """The workflow once built the installer without running the suite, and keyed its cache on a file that had
    moved (app/core/vectors.py): every path of the cache key names files, and the suite runs offscreen before
    PyInstaller and NSIS."""
    text = (ROOT / ".github" / "workflows" / "windows.yml").read_text(encoding="utf-8")
    (arguments,) = re.findall(r"hashFiles\(([^)]*)\)", text)
    patterns = re.findall(r"'([^']+)'", arguments)
    assert "app/core/indexing/**" in patterns
    for pattern in patterns:
        found = ROOT.glob(pattern + "/*" if pattern.endswith("**") else pattern)
        assert any(path.is_file() for path in found), f"the cache key names {pattern}, which matches no file"
    steps = text[text.index("    steps:") :]
    suite = steps.index("python -m pytest")
    assert "QT_QPA_PLATFORM: offscreen" in steps[steps.rindex("- name:", 0, suite) : suite]
    assert steps.index("ruff check app tests benchmarks scripts") < suite
    assert suite < steps.index("run: pyinstaller ") < steps.index("makensis.exe")


def test_staged_library_is_vacuumed(data_folder, tmp_path):
    folder, model, _ = data_folder
    with Library(folder / "library.sqlite3") as lib:  # pages freed by a dropped table, as rebuilds leave them
        lib.conn.execute("CREATE TABLE scratch (blob BLOB)")
        lib.conn.executemany("INSERT INTO scratch VALUES (?)", [(bytes(4000),)] * 500)
        lib.conn.commit()
        lib.conn.execute("DROP TABLE scratch")
        lib.conn.commit()
    source = sqlite3.connect(folder / "library.sqlite3")
    assert source.execute("PRAGMA freelist_count").fetchone()[0] > 400
    source.close()
    load("build_spec/stage_data.py").main([str(folder), str(tmp_path / "seed"), "--model-dir", str(model)])
    staged = staged_library(tmp_path / "seed", tmp_path)
    assert staged.execute("PRAGMA freelist_count").fetchone()[0] == 0
    assert staged.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    staged.close()
    staged_size = (tmp_path / "staged-library.sqlite3").stat().st_size
    assert staged_size < (folder / "library.sqlite3").stat().st_size


# ------------------------------------------------------------------------------ what the spec leaves out
# Modules of the app that import a package the spec excludes, on purpose: they run before PyInstaller does.
BUILD_TIME_IMPORTS = {
    ("app/core/model/graph.py", "onnx"),  # writes the model's ONNX graph (`lampada setup`, from source)
    ("app/core/model/convert.py", "onnx"),  # builds the model; a frozen app never builds one
    ("app/core/model/convert.py", "onnxruntime"),  # onnxruntime.quantization: the same build step
    # reads the built-in texts; the bundle's seed library holds them
    ("app/core/library/builtin.py", "pythonbible"),
}


def spec_excludes() -> list[str]:
    """lampada.spec's EXCLUDES, evaluated from the spec's own source (QT_UNUSED, EXCLUDES), no PyInstaller."""
    import ast

    tree = ast.parse((ROOT / "build_spec" / "lampada.spec").read_text(encoding="utf-8"))
    names: dict = {}
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) else None
        if isinstance(target, ast.Name) and target.id in ("QT_UNUSED", "EXCLUDES"):
            exec(compile(ast.Module([node], []), "lampada.spec", "exec"), names)  # noqa: S102 - our own spec
    return names["EXCLUDES"]


def app_imports() -> set[tuple[str, str]]:
    """(file, module) for every absolute import in app/, those inside functions included."""
    import ast

    found = set()
    for path in sorted((ROOT / "app").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {(rel, alias.name) for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found |= {(rel, node.module)} | {(rel, f"{node.module}.{a.name}") for a in node.names}
    return found


def test_the_spec_leaves_out_no_module_the_app_imports():
    excludes = spec_excludes()
    assert "PySide6.QtQml" in excludes  # read from the spec, not guessed
    left_out = {
        (rel, module)
        for rel, module in app_imports()
        for excluded in excludes
        if module == excluded or module.startswith(excluded + ".")
    }
    unexpected = {(rel, mod) for rel, mod in left_out if (rel, mod.split(".")[0]) not in BUILD_TIME_IMPORTS}
    assert not unexpected, f"the bundle would miss modules the app imports: {sorted(unexpected)}"


# ------------------------------------------------------------------------------------------ ICU data
def _cnv(max_bytes: int) -> bytes:
    """A converter file as far as icu_data reads it: a 32-byte data header, then UConverterStaticData."""
    header = struct.pack("<H", 32) + bytes(30)
    static = struct.pack("<i60siBBBB", 100, b"test", 0, 0, 2, 1, max_bytes)
    return header + static + bytes(16)


def test_icu_data_keeps_what_qt_reads_for_portuguese_and_english():
    from build_spec.linux import icu_data as icu
    kept = {
        "coll/root.res", "coll/pt.res", "coll/en_US.res", "coll/ucadata.icu", "root.res", "pt_BR.res",
        "en.res", "pool.res", "likelySubtags.res", "cnvalias.icu", "nfkc.nrm", "zone/pt.res",
        "zone/tzdbNames.res",
    }  # fmt: skip
    dropped = {
        "coll/de.res", "coll/zh.res", "fr.res", "zh_Hant_TW.res", "zone/ja.res", "brkitr/word.brk",
        "curr/pt.res", "lang/pt.res", "region/en.res", "unit/pt.res", "rbnf/pt.res", "translit/root.res",
        "unames.icu", "rfc3491.spp", "confusables.cfu",
    }  # fmt: skip
    for name in kept | dropped:
        assert icu.keep_item(name, b"") == (name in kept), name
    assert icu.keep_item("ibm-5348_P100-1997.cnv", _cnv(1))  # windows-1252
    assert not icu.keep_item("gb18030.cnv", _cnv(4))


def test_icu_common_data_survives_a_rewrite():
    from build_spec.linux import icu_data as icu
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + bytes(8) + b"CmnD" + bytes(16)
    items = [("coll/pt.res", b"p" * 5), ("coll/root.res", b"r" * 40), ("pool.res", b"")]
    blob = icu.write_common_data(icu.CommonData(header, "icudt73l/", items))
    back = icu.read_common_data(blob)
    assert back.header == header and back.prefix == "icudt73l/"
    assert [(name, item.rstrip(b"\xaa")) for name, item in back.items] == items
    offsets = [struct.unpack_from("<I", blob, 32 + 8 + 8 * i)[0] for i in range(len(items))]
    assert all((32 + offset) % 16 == 0 for offset in offsets)  # every item 16-byte aligned, as ICU wants


QT_COLLATION = """
import sys
from PySide6.QtCore import QCollator, QLocale
words = ["Ávila", "avião", "Zebra", "árvore", "Éden", "eco", "ação", "acao", "Acácia", "Øre", "öl", "ol"]
print([sorted(words, key=QCollator(QLocale(name)).sortKey) for name in ("pt_BR", "en_US")])
print(any("{folder}" in line for line in open("/proc/self/maps")))
"""


def test_qt_collates_portuguese_and_english_the_same_with_the_rebuilt_icu_data(tmp_path):
    import os
    import subprocess
    import sys

    import PySide6

    if not all(shutil.which(tool) for tool in ("as", "ld")):
        pytest.skip("binutils (as, ld) are not installed")
    sources = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not sources:
        pytest.skip("this PySide6 carries no ICU")
    from build_spec.linux import icu_data as icu
    out = tmp_path / "icu" / sources[0].name
    report = icu.trim(sources[0], out)
    assert report.size_after < report.size_before / 5 and report.dropped > report.kept
    rebuilt = icu.read_common_data(icu.elf_symbol(out, f"icudt{sources[0].name.rsplit('.', 1)[1]}_dat"))
    names = {name for name, _ in rebuilt.items}
    assert {"coll/pt.res", "coll/ucadata.icu", "cnvalias.icu"} <= names and "coll/de.res" not in names

    def collate(folder: str | None) -> list[str]:
        env = dict(os.environ, **({"LD_LIBRARY_PATH": folder} if folder else {}))
        code = QT_COLLATION.format(folder=folder or "no folder")
        return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                              check=True).stdout.splitlines()  # fmt: skip

    full, trimmed = collate(None), collate(str(out.parent))
    assert trimmed == [full[0], "True"]  # the same order, from the rebuilt library


# ------------------------------------------------------------------------------------------ stripping
@pytest.mark.skipif(shutil.which("strip") is None, reason="binutils (strip) are not installed")
def test_strip_removes_symbols_from_a_linked_library_and_it_still_loads(tmp_path):
    import _json
    import subprocess
    import sys

    from build_spec.linux import strip_bundle as strip
    module = tmp_path / Path(_json.__file__).name
    shutil.copyfile(_json.__file__, module)
    size = module.stat().st_size
    if b".symtab" not in module.read_bytes():
        pytest.skip("this Python's _json carries no symbol table")
    assert strip.strip_file(module) == size - module.stat().st_size > 0
    assert b".symtab" not in module.read_bytes()
    load_it = (
        "import importlib.util, sys; spec = importlib.util.spec_from_file_location('_json', sys.argv[1]); "
        "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); "
        "print(m.encode_basestring_ascii('lâmpada'))"
    )
    ran = subprocess.run([sys.executable, "-c", load_it, str(module)], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == '"l\\u00e2mpada"'


@pytest.mark.skipif(shutil.which("strip") is None, reason="binutils (strip) are not installed")
def test_strip_leaves_a_library_patchelf_rewrote_as_it_is(tmp_path):
    import numpy

    from build_spec.linux import strip_bundle as strip
    patched = sorted((Path(numpy.__file__).parent.parent / "numpy.libs").glob("libgfortran*"))
    if not patched:
        pytest.skip("this numpy carries no auditwheel-repaired libgfortran")
    library = tmp_path / patched[0].name
    shutil.copyfile(patched[0], library)
    before = library.read_bytes()
    assert strip.strip_file(library) is None  # stripping it would move the segments patchelf added
    assert library.read_bytes() == before
    report = strip.strip_tree(tmp_path)
    assert report.kept == [library.name] and report.saved == 0


# ------------------------------------------------------------------------------- the .deb and Debian
def test_the_deb_leaves_debians_own_libraries_to_its_packages_and_keeps_the_others(tmp_path):
    """A library in the bundle's top folder that is the very file a Debian package installs (same soname,
    same build-id) leaves the .deb for a `Depends` on that package; another build under the same name, and
    SQLite (the seed's keyword index was built by its tokenizer), stay."""
    if not all(shutil.which(tool) for tool in ("readelf", "dpkg", "/sbin/ldconfig")):
        pytest.skip("needs readelf, dpkg and ldconfig (a Debian build machine)")
    from build_spec.linux import package

    system = package.system_library_paths()
    needed = ("libz.so.1", "libbz2.so.1.0", "libsqlite3.so.0", "libpng16.so.16")
    if not all(name in system for name in needed) or package.package_of(system["libz.so.1"]) is None:
        pytest.skip(f"this machine lacks one of {', '.join(needed)} from a Debian package")
    internal = tmp_path / "lampada" / "_internal"
    internal.mkdir(parents=True)
    shutil.copyfile(system["libz.so.1"], internal / "libz.so.1")  # Debian's own file
    shutil.copyfile(system["libz.so.1"], internal / "libbz2.so.1.0")  # another build under bzip2's name
    shutil.copyfile(system["libsqlite3.so.0"], internal / "libsqlite3.so.0")
    shutil.copyfile(system["libpng16.so.16"], internal / "libpng-private.so")  # needs libz.so.1
    (internal / "sub").mkdir()
    (internal / "sub" / "libz.so.1").symlink_to("../libz.so.1")

    zlib = package.package_of(system["libz.so.1"])
    assert package.leave_to_debian(tmp_path / "lampada") == {"libz.so.1": zlib}
    left = sorted(p.relative_to(internal).as_posix() for p in internal.rglob("*"))
    assert left == ["libbz2.so.1.0", "libpng-private.so", "libsqlite3.so.0", "sub"]  # and no dangling link
    assert zlib in package.depends(tmp_path / "lampada")
