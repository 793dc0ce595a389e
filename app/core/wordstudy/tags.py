"""Each translation's word tags on disk: per word, its likeliest Strong's number and how sure that is.

Three sources, one form. The built-in KJV takes its tags from the tagged KJV (`tagged`, certain); a SWORD
Bible tagged by its makers takes its own (`verse_words`, certain); every other translation is aligned with the
KJV's numbers (`align`, a probability per word). On disk, under `indexes/words/`: `<id>.npy` (int32 rows of
ord, start, end, Strong's code, probability × 10,000, sorted by ord and start; words aligned to no number, or
below `MIN_KEPT`, are not kept) and `<id>.json` (manifest: format, source, the translation's text hash, the
tagged KJV's version, the alignment's settings, rows, sha256). A manifest that does not match the library
means the tags are outdated: built again, never used to mark wrong words.

An alignment saves its model after every EM iteration under `<id>.partial/`, so a build stopped (the app
closed, a cancel) resumes at the iteration it reached; every file is written atomically (`app.core.files`).
"""

from __future__ import annotations

import json
import logging
import shutil
import time
from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import numpy as np

from app.core import files
from app.core.errors import IndexDamaged, WordTagsMissing
from app.core.library.reading import Library
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.wordstudy import align, corpus, tagged

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
FOLDER = "words"
KJV = "kjv"  # the built-in whose tags are the tagged KJV's
SOURCE_KJV, SOURCE_MODULE, SOURCE_ALIGNMENT = "kjv", "module", "alignment"
# The alignment's settings (docs/wordstudy.md, "Choices"): measured on the KJV with its tags hidden.
PARAMS = align.Params(iterations=12, null_weight=1.0, smoothing=0.01, null_agreement=0.4)
ENGLISH_PRIOR = 1.0  # pseudo-counts per KJV count for an English translation
MIN_KEPT = 0.2  # a word's number kept on disk from this probability (shown from `study.SHOW_THRESHOLD`)
MODULE_SHARE = 0.5  # a translation's own tags are used when at least this share of its verses has some
COLUMNS = 5  # ord, start, end, code, probability × CERTAIN
STAGE_READING, STAGE_ALIGNING, STAGE_WRITING = "reading", "aligning", "writing"


@dataclass(frozen=True)
class TagsManifest:
    format_version: int
    translation: str
    source: str  # SOURCE_KJV | SOURCE_MODULE | SOURCE_ALIGNMENT
    text_hash: str
    data_version: str  # the tagged KJV's (tagged.data_version); "" for a module's own tags
    algorithm: str  # the alignment's settings; "" when nothing was aligned
    rows: int = 0
    sha256: str = ""
    seconds: float = 0.0

    def same_source(self, other: TagsManifest) -> bool:
        keys = ("format_version", "translation", "source", "text_hash", "data_version", "algorithm")
        return all(getattr(self, k) == getattr(other, k) for k in keys)


@dataclass(frozen=True)
class BuildReport:
    translation: str
    source: str
    rows: int
    seconds: float
    skipped: bool  # already up to date
    resumed_iterations: int = 0


def folder(index_dir: Path) -> Path:
    return index_dir / FOLDER


def tag_files(directory: Path, translation_id: str) -> tuple[Path, Path, Path]:
    """The rows, their manifest and the folder of an unfinished alignment (`directory`: `folder(...)`)."""
    return (
        directory / f"{translation_id}.npy",
        directory / f"{translation_id}.json",
        directory / f"{translation_id}.partial",
    )


def algorithm_name(params: align.Params = PARAMS, english: bool = False) -> str:
    p = params
    prior = f"-prior{ENGLISH_PRIOR:g}" if english else ""
    return (f"model1{'-agree' if p.agreement else ''}-it{p.iterations}-null{p.null_weight:g}"
            f"-s{p.smoothing:g}-na{p.null_agreement:g}{prior}")  # fmt: skip


def module_tagged(library: Library, translation_id: str) -> bool:
    """Whether the translation carries its own Strong's tags on most verses (a tagged SWORD Bible)."""
    if not library.conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'verse_words'"
    ).fetchone():
        return False
    tagged_verses = library.conn.execute(
        "SELECT count(*) FROM verse_words WHERE translation = ?", (translation_id,)
    ).fetchone()[0]
    return tagged_verses >= MODULE_SHARE * max(1, library.translation(translation_id).verse_count)


def expected_manifest(library: Library, translation_id: str) -> TagsManifest:
    """What the tags of this translation, built now, would record (WordStudyDataDamaged: no tagged KJV)."""
    t = library.translation(translation_id)
    if translation_id == KJV and t.builtin:
        return TagsManifest(FORMAT_VERSION, t.id, SOURCE_KJV, t.text_hash, tagged.data_version(), "")
    if module_tagged(library, translation_id):
        return TagsManifest(FORMAT_VERSION, t.id, SOURCE_MODULE, t.text_hash, "", "")
    english = t.language.lower().startswith("en")
    return TagsManifest(
        FORMAT_VERSION,
        t.id,
        SOURCE_ALIGNMENT,
        t.text_hash,
        tagged.data_version(),
        algorithm_name(english=english),
    )


def read_manifest(path: Path) -> TagsManifest | None:
    try:
        return TagsManifest(**json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None


def status(index_dir: Path, library: Library, translation_id: str) -> str:
    """ "ready", "missing" or "outdated" — cheap (the manifest only)."""
    npy, man, _ = tag_files(folder(index_dir), translation_id)
    found = read_manifest(man)
    if found is None or not npy.exists():
        return "missing"
    return "ready" if found.same_source(expected_manifest(library, translation_id)) else "outdated"


def build_tags(
    library: Library,
    translation_id: str,
    index_dir: Path,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> BuildReport:
    """Tag a translation's words (from the tagged KJV, its own tags, or by alignment); skipped when its
    tags are up to date. Resumable, cancellable, atomic. `progress(done, total, stage)`."""
    started = time.monotonic()
    directory = folder(index_dir)
    directory.mkdir(parents=True, exist_ok=True)
    npy, man, partial = tag_files(directory, translation_id)
    want = expected_manifest(library, translation_id)
    found = read_manifest(man)
    if found is not None and found.same_source(want):
        try:
            load_rows(npy, found)
            return BuildReport(translation_id, want.source, found.rows, 0.0, True)
        except IndexDamaged as exc:
            log.warning("%s; tagging again", exc)
    total = PARAMS.iterations + 2
    progress(0, total, STAGE_READING)
    verses = corpus.translation_words(library, translation_id, cancelled)
    resumed = 0
    if want.source == SOURCE_KJV:
        rows = corpus.gold_rows(verses, tagged.load(cancelled=cancelled))
    elif want.source == SOURCE_MODULE:
        rows = corpus.module_rows(library, translation_id, verses)
    else:
        rows, resumed = _aligned_rows(verses, want, partial, progress, cancelled)
    check_cancelled(cancelled)
    progress(total - 1, total, STAGE_WRITING)
    digest = files.write_npy(npy, rows)
    seconds = round(time.monotonic() - started, 1)
    files.write_json(man, asdict(replace(want, rows=len(rows), sha256=digest, seconds=seconds)), indent=1)
    shutil.rmtree(partial, ignore_errors=True)
    progress(total, total, STAGE_WRITING)
    return BuildReport(translation_id, want.source, len(rows), seconds, False, resumed)


def _aligned_rows(
    verses: list[corpus.VerseWords],
    want: TagsManifest,
    partial: Path,
    progress: ProgressFn,
    cancelled: CancelFn,
) -> tuple[np.ndarray, int]:
    source = tagged.load(cancelled=cancelled)
    table = corpus.kjv_numbers(source)
    built = align.build_corpus([v.keys for v in verses], [corpus.verse_numbers(v, table) for v in verses])
    check_cancelled(cancelled)
    pairs = align.make_pairs(built, PARAMS.null_weight)
    prior = None
    if want.algorithm.endswith(f"-prior{ENGLISH_PRIOR:g}"):
        prior = link_prior(built, pairs, _english_prior(source)) * ENGLISH_PRIOR
    start = _resume(partial, want, len(pairs.link_word))
    resumed = start.iteration if start is not None else 0
    total = PARAMS.iterations + 2
    model = align.train(
        built,
        PARAMS,
        prior=prior,
        start=start,
        pairs=pairs,
        progress=lambda done, _total, _msg="": progress(1 + done, total, STAGE_ALIGNING),
        cancelled=cancelled,
        checkpoint=lambda m: _save_checkpoint(partial, want, m),
    )
    result = align.align(built, model, PARAMS, pairs)
    codes = built.number_codes[result.number]
    keep = (codes != 0) & (result.probability >= MIN_KEPT)
    ords = np.repeat([v.ord for v in verses], [len(v.spans) for v in verses])
    spans = np.asarray([span for v in verses for span in v.spans], dtype=np.int64).reshape(-1, 2)
    probability = np.rint(result.probability * corpus.CERTAIN).astype(np.int64)
    rows = np.column_stack([ords, spans[:, 0], spans[:, 1], codes, probability])[keep]
    return corpus.as_rows(rows.tolist()), resumed


_PRIORS: dict[int, tuple[tuple[tagged.TaggedVerse, ...], Counter]] = {}


def _english_prior(source: tuple[tagged.TaggedVerse, ...]) -> Counter:
    """`corpus.english_prior` of the loaded tagged KJV, once per process (two seconds)."""
    found = _PRIORS.get(id(source))
    if found is None or found[0] is not source:
        _PRIORS.clear()
        found = _PRIORS[id(source)] = (source, corpus.english_prior(source))
    return found[1]


def link_prior(built: align.Corpus, pairs: align.Pairs, table: dict[tuple[str, int], int]) -> np.ndarray:
    """The English prior's pseudo-counts for each link of `pairs`."""
    words = built.vocabulary
    codes = built.number_codes
    return np.fromiter(
        (
            table.get((words[w], int(codes[n])), 0)
            for w, n in zip(pairs.link_word, pairs.link_number, strict=True)
        ),
        dtype=np.float64,
        count=len(pairs.link_word),
    )


_CHECKPOINT = ("forward", "backward", "backward_null")


def _save_checkpoint(partial: Path, want: TagsManifest, model: align.Model) -> None:
    partial.mkdir(parents=True, exist_ok=True)
    for name in _CHECKPOINT:
        files.write_npy(partial / f"{name}.npy", getattr(model, name))
    files.write_json(partial / "state.json", {"manifest": asdict(want), "iteration": model.iteration})


def _resume(partial: Path, want: TagsManifest, links: int) -> align.Model | None:
    """The model an interrupted alignment of exactly this source saved, or None (anything else is removed)."""
    try:
        state = json.loads((partial / "state.json").read_text(encoding="utf-8"))
        if TagsManifest(**state["manifest"]) != want:
            raise ValueError("another source")
        arrays = [np.load(partial / f"{name}.npy", allow_pickle=False) for name in _CHECKPOINT]
        if (
            len(arrays[0]) != links
            or len(arrays[1]) != links
            or not all(np.isfinite(a).all() for a in arrays)
        ):
            raise ValueError("another shape")
        return align.Model(*arrays, iteration=min(int(state["iteration"]), PARAMS.iterations))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError) as exc:
        log.info("alignment of %s starts again: %s", want.translation, exc)
        shutil.rmtree(partial, ignore_errors=True)
        return None


def load_rows(npy: Path, manifest: TagsManifest) -> np.ndarray:
    """The rows, after the checks a damaged file can fail: checksum, a readable .npy, shape and type, values
    in range, order."""
    name = f"the word tags of {manifest.translation!r}"
    try:
        if files.sha256_file(npy) != manifest.sha256:
            raise IndexDamaged(f"{name} fail their checksum")
        rows = np.load(npy, allow_pickle=False)
    except (OSError, ValueError, EOFError) as exc:
        raise IndexDamaged(f"{name} cannot be read: {exc}") from exc
    if not isinstance(rows, np.ndarray) or rows.dtype != np.int32 or rows.shape != (manifest.rows, COLUMNS):
        raise IndexDamaged(f"{name} have the wrong shape or type")
    if len(rows) and (
        rows[:, :4].min() < 0
        or (rows[:, 2] < rows[:, 1]).any()
        or rows[:, 4].min() < 0
        or rows[:, 4].max() > corpus.CERTAIN
        or (np.diff(rows[:, 0]) < 0).any()
    ):
        raise IndexDamaged(f"{name} hold values out of range")
    return rows


def load(index_dir: Path, library: Library, translation_id: str) -> tuple[TagsManifest, np.ndarray]:
    """A translation's verified tags; WordTagsMissing when they are not built, outdated or damaged."""
    npy, man, _ = tag_files(folder(index_dir), translation_id)
    found = read_manifest(man)
    if found is None or not npy.exists():
        raise WordTagsMissing(translation_id)
    if not found.same_source(expected_manifest(library, translation_id)):
        raise WordTagsMissing(
            translation_id, "its word tags were made from another text: they are made again"
        )
    try:
        return found, load_rows(npy, found)
    except IndexDamaged as exc:
        raise WordTagsMissing(translation_id, f"{exc}: they are made again") from exc


def remove_tags(index_dir: Path, translation_id: str) -> list[Path]:
    return files.remove_paths(tag_files(folder(index_dir), translation_id))
