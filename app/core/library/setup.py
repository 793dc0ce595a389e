"""First-run setup: what a new library needs, as a list of steps the CLI and the GUI both run.

Each step is a plain function taking `progress` and `cancelled`; steps already done are skipped, so running
setup again is cheap and an interrupted setup resumes.

An installed app skips all of it: its installer carries a built library and meaning indexes
(`paths.bundled_data_dir()`), which the first start copies into the user data folder (`seed_from_bundle`), so
meaning search works at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import lzma
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.core import files, paths
from app.core.errors import SeedDamaged
from app.core.formats.common import TranslationMeta
from app.core.library.reading import Library
from app.core.library.writing import add_translation, reanalyze
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

BLIVRE_META = TranslationMeta(
    id="blivre",
    name="Bíblia Livre",
    language="pt-BR",
    licence="CC BY 3.0 BR",
    attribution=(
        "Todas as Escrituras em português citadas são da Bíblia Livre (BLIVRE), Copyright © Diego Santos, "
        "Mario Sérgio, e Marco Teles, http://sites.google.com/site/biblialivre/ - fevereiro de 2018. Licença "
        "Creative Commons Atribuição 3.0 Brasil (http://creativecommons.org/licenses/by/3.0/br/). Reprodução "
        "permitida desde que devidamente mencionados fonte e autores."
    ),
)


@dataclass
class Step:
    key: str  # "import:web", "reindex:blivre", "openbible", "strongs": what the interfaces word
    label: str  # in English, for the log
    run: Callable[[ProgressFn, CancelFn], object]
    subject: str = ""  # the name of the translation it works on ("Bíblia Livre"), never its id


def blivre_source() -> Path | None:
    """The Bíblia Livre USFM folder of a development checkout (../shared), if present."""
    shared = paths.shared_dir()
    candidate = shared / "corpora" / "blivre-usfm" if shared else None
    return candidate if candidate and candidate.is_dir() else None


def library_steps(library: Library) -> list[Step]:
    """Import the built-in texts (and, on a development machine, the Bíblia Livre) that are not there yet,
    re-analyse the keyword index of translations indexed by an older analyzer (after an update of the app),
    and load OpenBible.info's topics and cross-references and Strong's dictionaries when the library lacks
    this app's version of them."""
    from app.core.dictionaries import strongs_data
    from app.core.formats.detect import read_translation
    from app.core.library import builtin, openbible

    steps: list[Step] = []
    for tid in builtin.BUILTIN_IDS:
        # A built-in's id taken by an import (an older app allowed it) gets the built-in text back.
        if not library.has_translation(tid) or not library.translation(tid).builtin:

            def run(progress: ProgressFn, cancelled: CancelFn, tid: str = tid) -> object:
                parsed = builtin.read_builtin(tid, cancelled=cancelled)
                return add_translation(
                    library,
                    parsed, builtin=True, replace=True, progress=progress, cancelled=cancelled
                )

            name = builtin.name_of(tid)
            steps.append(Step(f"import:{tid}", f"Importing {name}", run, name))
    source = blivre_source()
    if source is not None and not library.has_translation("blivre"):

        def run_blivre(progress: ProgressFn, cancelled: CancelFn) -> object:
            parsed = read_translation(source, "usfm", cancelled=cancelled)
            meta = TranslationMeta(**{**BLIVRE_META.__dict__, "source": str(source)})
            return add_translation(library, parsed, overrides=meta, progress=progress, cancelled=cancelled)

        steps.append(Step("import:blivre", "Importing Bíblia Livre", run_blivre, BLIVRE_META.name or ""))
    for tid in library.stale_analysis():

        def run_reanalyze(progress: ProgressFn, cancelled: CancelFn, tid: str = tid) -> object:
            return reanalyze(library, tid, progress=progress, cancelled=cancelled)

        name = library.translation(tid).name
        steps.append(Step(f"reindex:{tid}", f"Updating the word index of {name}", run_reanalyze, name))
    if openbible.stale(library):

        def run_openbible(progress: ProgressFn, cancelled: CancelFn) -> object:
            return openbible.load(library, progress=progress, cancelled=cancelled)

        steps.append(Step("openbible", "Loading OpenBible.info topics and cross-references", run_openbible))
    if strongs_data.stale(library):

        def run_strongs(progress: ProgressFn, cancelled: CancelFn) -> object:
            # never fatal: a damaged file leaves word study without definitions, said in the report
            return strongs_data.load_or_report(library, progress=progress, cancelled=cancelled)

        steps.append(Step("strongs", "Loading Strong's Greek and Hebrew dictionaries", run_strongs))
    return steps


# --- the installer's seed -----------------------------------------------------------------------------------
LIBRARY_FILE = "library.sqlite3"
INDEXES_DIR = "indexes"
SEED_SUFFIXES = (".npy", ".json")  # an index and its manifest (indexing/); never a `.partial/` build
COMPRESSED = ".xz"  # a seed file carried compressed (build_spec/stage_data.py): installed decompressed
SEED_MANIFEST = "seed.json"  # what the seed holds; its "files" give each installed file's sha256 and size
_COPY_CHUNK = 4 * 1024 * 1024


@dataclass(frozen=True)
class SeedReport:
    seeded: bool  # False: nothing to do (no seed in this install, or the user already has a library)
    files: int = 0
    bytes: int = 0  # written into the user data folder (decompressed)
    source: Path | None = None


def installed_name(rel: Path) -> Path:
    """Where a seed file goes in the user data folder: `library.sqlite3.xz` is installed as
    `library.sqlite3`."""
    return rel.with_suffix("") if rel.suffix == COMPRESSED else rel


def seed_library(bundle: Path) -> Path | None:
    """The seed's library, compressed or not; None when the bundle carries none."""
    for name in (LIBRARY_FILE + COMPRESSED, LIBRARY_FILE):
        if (bundle / name).is_file():
            return bundle / name
    return None


def seed_files(bundle: Path) -> list[Path]:
    """What a seed holds, relative to its folder: the meaning indexes first, the library last."""
    indexes = bundle / INDEXES_DIR
    found = (
        sorted(p for p in indexes.iterdir() if p.is_file() and installed_name(p).suffix in SEED_SUFFIXES)
        if indexes.is_dir()
        else []
    )
    library = seed_library(bundle)
    return [p.relative_to(bundle) for p in found] + ([library.relative_to(bundle)] if library else [])


def seed_checksums(bundle: Path) -> dict[str, dict]:
    """`seed.json`'s "files": {installed path ("indexes/web.npy"): {"sha256", "size"}}; empty for a seed that
    records none."""
    manifest = bundle / SEED_MANIFEST
    if not manifest.is_file():
        return {}
    try:
        found = json.loads(manifest.read_text(encoding="utf-8")).get("files", {})
        if not isinstance(found, dict) or not all(isinstance(v, dict) for v in found.values()):
            raise ValueError("its 'files' are not a table of checksums")
    except (OSError, ValueError, AttributeError) as exc:
        raise SeedDamaged(manifest, f"the installer's seed description cannot be read ({exc})") from exc
    return found


def seed_needed(bundle: Path | None = None, target: Path | None = None) -> bool:
    bundle = bundle if bundle is not None else paths.bundled_data_dir()
    if bundle is None or seed_library(bundle) is None:
        return False
    target = target if target is not None else paths.data_dir()
    return not (target / LIBRARY_FILE).exists()


def seed_from_bundle(
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
    *,
    bundle: Path | None = None,
    target: Path | None = None,
) -> SeedReport:
    """Copy the installer's library and meaning indexes into the user data folder, when it has no library yet.

    Building them takes most of an hour; an installed app must not write inside its install folder, so it
    works on a copy. Each file is written under a temporary name and renamed into place, the library last: the
    library's presence means "seeded", and an interrupted copy is simply done again on the next start. A file
    carried compressed (`.xz`) is decompressed as it is copied; whatever `seed.json` gives a checksum for is
    checked before it is renamed into place (`SeedDamaged` otherwise, nothing of it installed). A user who
    already has a library keeps it untouched. Progress counts the bundle's bytes read.
    """
    bundle = bundle if bundle is not None else paths.bundled_data_dir()
    target = target if target is not None else paths.data_dir()
    if bundle is None or not seed_needed(bundle, target):
        return SeedReport(False)
    names = seed_files(bundle)
    checksums = seed_checksums(bundle)
    total = sum((bundle / rel).stat().st_size for rel in names)
    read = written = 0
    log.info("seeding %s from %s (%d files, %.1f MB)", target, bundle, len(names), total / 1e6)
    for rel in names:
        check_cancelled(cancelled)
        dest = target / installed_name(rel)
        dest.parent.mkdir(parents=True, exist_ok=True)
        if dest.name == LIBRARY_FILE:
            # a journal left beside a deleted library would be replayed into the new one
            for suffix in ("-wal", "-shm", "-journal"):
                dest.with_name(dest.name + suffix).unlink(missing_ok=True)

        def report(at: int, rel: Path = rel, before: int = read) -> None:
            progress(before + at, total, str(rel))

        expected = checksums.get(installed_name(rel).as_posix())
        written += _install_seed_file(bundle / rel, dest, expected, report, cancelled)
        read += (bundle / rel).stat().st_size
    return SeedReport(True, len(names), written, bundle)


def _install_seed_file(
    source: Path, dest: Path, expected: dict | None, report: Callable[[int], None], cancelled: CancelFn
) -> int:
    """Copy (or decompress) one seed file to `dest`, whole or not at all; the bytes written."""
    digest, size = hashlib.sha256(), 0
    try:
        with (
            open(source, "rb") as raw,
            lzma.open(raw, "rb") if source.suffix == COMPRESSED else contextlib.nullcontext(raw) as fin,
            files.atomic_write(dest) as fout,
        ):
            os.chmod(fout.name, 0o644)  # the bundle's copy may be read-only; the user's copy is theirs
            while chunk := fin.read(_COPY_CHUNK):
                fout.write(chunk)
                digest.update(chunk)
                size += len(chunk)
                report(raw.tell())
                check_cancelled(cancelled)
            wanted = (expected.get("sha256"), expected.get("size")) if expected else None
            if wanted and wanted != (digest.hexdigest(), size):
                raise SeedDamaged(source, "the installer's copy does not match its checksum in seed.json: "
                                  "nothing was installed from it; reinstall Lâmpada")  # fmt: skip
    except (lzma.LZMAError, EOFError) as exc:
        problem = f"the installer's copy is damaged ({exc}): nothing was installed from it; reinstall Lâmpada"
        raise SeedDamaged(source, problem) from exc
    return size
