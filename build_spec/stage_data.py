"""Stage the installer's seed: a consistent copy of a built library and its meaning indexes.

    python build_spec/stage_data.py SOURCE_DATA_DIR DEST_DIR [--model-dir models/e5-small-enpt-int8]

SOURCE_DATA_DIR is a Lâmpada data folder (`lampada setup` with LAMPADA_DATA_DIR pointing at it). The library
is copied with SQLite's backup API (a snapshot even while another process writes, journal folded in) and
switched to a single-file journal (a keyword index built by an older analyzer is rebuilt in the copy); an index is staged only when its `.npy` matches the sha256 of its manifest,
its format is the current one, both of its passes are done and it was built from the library's text with the model the installer carries
(the same model id), so an outdated or half-rebuilt index is left out rather than shipped.
DEST_DIR gets `library.sqlite3`, `indexes/<id>.npy|json` and `seed.json` (what is inside, with checksums);
it is replaced whole, never merged. The bundle carries it read-only as `data/`, and the app's first start
copies it into the user data folder (app.core.setup.seed_from_bundle).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sqlite3
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def stage_library(source: Path, dest: Path) -> list[dict]:
    from app.core.library import Library

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
            lib.reanalyze(tid)
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
    from app.core.vectors import CONTEXT_WINDOW, FORMAT_VERSION

    staged = []
    for manifest_path in sorted(source.glob("*.json")):
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
    seed = {
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "model": model_id,
        "library": {"sha256": sha256(temp / "library.sqlite3"), "translations": translations},
        "indexes": indexes,
    }
    (temp / "seed.json").write_text(json.dumps(seed, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    shutil.rmtree(args.dest, ignore_errors=True)
    temp.rename(args.dest)
    size = sum(p.stat().st_size for p in args.dest.rglob("*") if p.is_file())
    print(
        f"seed staged in {args.dest}: translations {', '.join(by_id)}; "
        f"meaning indexes {', '.join(i['translation'] for i in indexes) or 'none'}; {size / 1e6:.1f} MB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
