"""Stage the installer's seed: a consistent copy of a built library and its meaning indexes.

    python build_spec/stage_data.py SOURCE_DATA_DIR DEST_DIR [--model-dir models/e5-small-enpt-int8]

SOURCE_DATA_DIR is a Lâmpada data folder (`lampada setup` with LAMPADA_DATA_DIR pointing at it). The library
is copied with SQLite's backup API (a snapshot even while another process writes, journal folded in),
switched to a single-file journal and vacuumed (its pages rewritten full); in the copy, a keyword index built
by an older analyzer is rebuilt and OpenBible.info's tables are (re)loaded when they are not this checkout's
version.

A translation's index is staged only when its `.npy` matches the sha256 of its manifest, its format is the
current one, both of its passes are done and it was built from the library's text with the model the installer
carries (the same model id). The topic index (`topic-names.npy`, `topic-votes.npy`, `topic-names.json`) is
staged only when both files match their checksums, its format is the current one, it was built with that model
and from the OpenBible.info data the staged library holds (its `knowledge` is the library's `meta` row
`knowledge:openbible`). An outdated or half-rebuilt index is left out, with the reason, rather than shipped.

DEST_DIR gets `library.sqlite3.xz`, `indexes/<id>.npy|json`, the topic index (its `topic-votes.npy.xz`) and
`seed.json` (what is inside, with checksums, and `files`: the sha256 and size of every file as it is
installed); it is replaced whole, never merged. The library and the topic votes are carried compressed (xz
preset 9: 70.9 → 16.4 MB and 3.7 → 0.3 MB); the float16 matrices are not (23.9 → 20.7 MB, for a slower first
start). The bundle carries it read-only as `data/`, and the app's first start decompresses or copies it into
the user data folder, checking each file against `files` (app.core.library.setup.seed_from_bundle).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import shutil
import sqlite3
import sys
import time
from pathlib import Path

from app.core.library.writing import reanalyze

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


# Carried as `.xz` and decompressed by the app's first start: SQLite's pages and the topic votes' int32 rows
# compress 4x and 12x; the float16 matrices barely do.
COMPRESSED = ("library.sqlite3", "indexes/topic-votes.npy")
XZ_PRESET = 9  # 1.5 MB smaller than the default 6 for the library; decompressing takes 65 MB of memory


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def stage_library(source: Path, dest: Path) -> list[dict]:
    from app.core.library import openbible
    from app.core.library.reading import Library

    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    out = sqlite3.connect(dest)
    try:
        src.backup(out)
    finally:
        out.close()
        src.close()
    with Library(dest) as lib:  # a keyword index built by an older analyzer is rebuilt in the copy
        for tid in lib.stale_analysis():
            print(f"stage_data: updating the keyword index of {tid}", file=sys.stderr)
            reanalyze(lib, tid)
        if openbible.stale(lib):  # else the installed app would reload them at its first start
            print("stage_data: loading this version's OpenBible.info data into the copy", file=sys.stderr)
            openbible.load(lib)
    out = sqlite3.connect(dest)
    try:
        mode = out.execute("PRAGMA journal_mode = DELETE").fetchone()[0]  # fetched: the switch is done
        if mode != "delete":
            raise SystemExit(f"stage_data: cannot give {dest} a single-file journal ({mode})")
        # an imported text records the folder it came from: keep its name, not the build machine's path
        for tid, source in out.execute("SELECT id, source FROM translations").fetchall():
            if source and ("/" in source or "\\" in source):
                name = source.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
                out.execute("UPDATE translations SET source = ? WHERE id = ?", (name, tid))
        out.commit()
        # pages rewritten in order and full: the library an installer carries (and a first start copies)
        # is 2.6 MB smaller, its content the same
        out.execute("VACUUM")
        problems = out.execute("PRAGMA quick_check").fetchone()[0]
        if problems != "ok":
            raise SystemExit(f"stage_data: {source} fails SQLite's quick_check: {problems}")
        rows = out.execute(
            "SELECT id, name, language, licence, verse_count, text_hash FROM translations ORDER BY id"
        ).fetchall()
    finally:
        out.close()
    keys = ("id", "name", "language", "licence", "verses", "text_hash")
    return [dict(zip(keys, row, strict=True)) for row in rows]


def stage_indexes(source: Path, dest: Path, model_id: str, translations: dict[str, dict]) -> list[dict]:
    from app.core.indexing import topics
    from app.core.indexing.vectors import CONTEXT_WINDOW, FORMAT_VERSION

    staged = []
    for manifest_path in sorted(source.glob("*.json")):
        if manifest_path.stem == topics.FILE_STEM:  # the topic index: stage_topic_index
            continue
        npy = manifest_path.with_suffix(".npy")
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"stage_data: skipping {manifest_path.name}: unreadable ({exc})", file=sys.stderr)
            continue
        tid = manifest.get("translation")
        reason = None
        if not npy.is_file():
            reason = "no .npy"
        elif tid not in translations:
            reason = f"translation {tid!r} is not in the library"
        elif manifest.get("format_version") != FORMAT_VERSION:
            reason = f"index format {manifest.get('format_version')}, this version reads {FORMAT_VERSION}"
        elif manifest.get("window") != CONTEXT_WINDOW:
            reason = f"only its first pass is built (window {manifest.get('window')}): run `lampada index`"
        elif manifest.get("text_hash") != translations[tid]["text_hash"]:
            reason = "built from another text of the translation"
        elif manifest.get("model_id") != model_id:
            reason = f"built with {manifest.get('model_id')}, the installer carries {model_id}"
        elif manifest.get("sha256") != sha256(npy):
            reason = "the .npy does not match its manifest (a rebuild in progress?)"
        if reason:
            print(f"stage_data: skipping the index {manifest_path.stem}: {reason}", file=sys.stderr)
            continue
        shutil.copyfile(npy, dest / npy.name)
        shutil.copyfile(manifest_path, dest / manifest_path.name)
        staged.append(
            {
                "translation": tid,
                "format_version": manifest.get("format_version"),
                "model_id": manifest.get("model_id"),
                "rows": manifest.get("rows"),
                "sha256": manifest.get("sha256"),
            }
        )
    return staged


TOPIC_FILES = ("topic-names.npy", "topic-votes.npy", "topic-names.json")  # app/core/indexing/topics.py


def stage_topic_index(source: Path, dest: Path, model_id: str, knowledge: str | None) -> dict | None:
    """Copy the topic index when it belongs to the staged library and the bundled model; None otherwise (the
    app then embeds the topic names itself, about half a minute, and searches without topics meanwhile)."""
    from app.core.indexing import topics

    names, votes, manifest_path = (source / name for name in TOPIC_FILES)
    if not manifest_path.is_file():
        print("stage_data: no topic index in the data folder (run `lampada index` there)", file=sys.stderr)
        return None
    manifest = topics.read_manifest(manifest_path)
    reason = None
    if manifest is None:
        reason = "its manifest is unreadable"
    elif not names.is_file() or not votes.is_file():
        reason = f"{names.name} or {votes.name} is missing"
    elif manifest.format_version != topics.FORMAT_VERSION:
        reason = f"index format {manifest.format_version}, this version reads {topics.FORMAT_VERSION}"
    elif knowledge is None:
        reason = "the library holds no OpenBible.info data"
    elif manifest.knowledge != knowledge:
        reason = f"built from OpenBible.info data {manifest.knowledge}, the library holds {knowledge}"
    elif manifest.model_id != model_id:
        reason = f"built with {manifest.model_id}, the installer carries {model_id}"
    elif manifest.sha256 != sha256(names) or manifest.votes_sha256 != sha256(votes):
        reason = "its files do not match their manifest (a rebuild in progress?)"
    if reason:
        print(f"stage_data: skipping the topic index: {reason}", file=sys.stderr)
        return None
    for path in (names, votes, manifest_path):  # the manifest last, as the app writes it
        shutil.copyfile(path, dest / path.name)
    keys = ("model_id", "knowledge", "rows", "votes", "sha256", "votes_sha256")
    return {key: getattr(manifest, key) for key in keys}


def pack(folder: Path) -> dict[str, dict]:
    """Compress the files of COMPRESSED in `folder` (each replaced by its `.xz`); returns the sha256 and size
    of every file as the app's first start installs it (seed.json's `files`, which it checks)."""
    installed = {
        path.relative_to(folder).as_posix(): {"sha256": sha256(path), "size": path.stat().st_size}
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }
    for rel in COMPRESSED:
        path = folder / rel
        if not path.is_file():
            continue
        with open(path, "rb") as fin, lzma.open(f"{path}.xz", "wb", preset=XZ_PRESET) as fout:
            shutil.copyfileobj(fin, fout, 1 << 20)
        path.unlink()
    return installed


def library_knowledge(library: Path) -> str | None:
    """The staged library's `meta` row `knowledge:openbible` (None: no OpenBible.info data)."""
    from app.core.library import openbible

    conn = sqlite3.connect(f"file:{library}?mode=ro", uri=True)
    try:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not set(openbible.TABLES) <= tables:
            return None
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (openbible.META_KEY,)).fetchone()
    finally:
        conn.close()
    return row[0] if row else None


def main(argv: list[str] | None = None) -> int:
    from app.core import paths
    from app.core.model import DEFAULT_MODEL
    from app.core.model.manifest import Manifest

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="a Lâmpada data folder (library.sqlite3, indexes/)")
    parser.add_argument("dest", type=Path)
    parser.add_argument("--model-dir", type=Path, default=paths.models_dir() / DEFAULT_MODEL)
    args = parser.parse_args(argv)
    try:
        model_id = Manifest.from_json((args.model_dir / "manifest.json").read_text(encoding="utf-8")).model_id
    except (OSError, ValueError, KeyError) as exc:
        problem = f"stage_data: no usable model in {args.model_dir} ({exc}): run `lampada setup`"
        raise SystemExit(problem) from exc

    library = args.source / "library.sqlite3"
    if not library.is_file():
        raise SystemExit(f"stage_data: no library in {args.source} (run `lampada setup` there first)")
    temp = args.dest.with_name(args.dest.name + ".tmp")
    shutil.rmtree(temp, ignore_errors=True)
    (temp / "indexes").mkdir(parents=True)
    translations = stage_library(library, temp / "library.sqlite3")
    by_id = {t["id"]: t for t in translations}
    indexes = stage_indexes(args.source / "indexes", temp / "indexes", model_id, by_id)
    knowledge = library_knowledge(temp / "library.sqlite3")
    topic_index = stage_topic_index(args.source / "indexes", temp / "indexes", model_id, knowledge)
    files = pack(temp)  # the library and the topic votes compressed; the checksums are the installed files'
    seed = {
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "model": model_id,
        "library": {"sha256": files["library.sqlite3"]["sha256"], "translations": translations,
                    "openbible": knowledge},
        "indexes": indexes,
        "topic_index": topic_index,
        "files": files,
    }  # fmt: skip
    (temp / "seed.json").write_text(json.dumps(seed, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    shutil.rmtree(args.dest, ignore_errors=True)
    temp.rename(args.dest)
    size = sum(p.stat().st_size for p in args.dest.rglob("*") if p.is_file())
    print(
        f"seed staged in {args.dest}: translations {', '.join(by_id)}; "
        f"meaning indexes {', '.join(i['translation'] for i in indexes) or 'none'}; "
        f"topic index {'yes' if topic_index else 'no'}; {size / 1e6:.1f} MB "
        f"({sum(f['size'] for f in files.values()) / 1e6:.1f} MB once installed)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
