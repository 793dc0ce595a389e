"""Keeping the data folder whole: `check` finds what is damaged, `repair` rebuilds it from what can be
trusted, `remove_translation` takes a translation out (the person's notes stay).

`check(data_dir, full=True)` — `lampada check`, and, with `full=False`, the app's quick check at start:
- the library: SQLite's `integrity_check` (`quick_check` when not full); when full, each translation's verses
  against their stored hash (damage inside a page that SQLite's check cannot see) and FTS5's `integrity-check`
  of both word indexes (run on a copy in memory: it needs a writable connection, and the file is never
  written by a check);
- the user database: its integrity, or, missing or empty, whether a backup holds notes;
- each translation's meaning index: manifest, checksum and content (`vectors.index_health`);
- each imported translation's copy (`copies`), which a repair rebuilds it from.

`repair(data_dir)`: a damaged library is rebuilt into a new file — the built-in translations from the app's
packages, each imported one from its copy or, failing that, from the damaged file itself when its verses still
give back their hash — then set-up's steps (OpenBible.info data); the damaged file is kept beside it as
`library.sqlite3.damaged-<time>`. A damaged (or lost) user database is restored from the newest good backup
(the damaged file is kept as a `before-restore` backup). A damaged meaning index is deleted, to be built
again. Nothing else may use the data folder meanwhile: the caller holds its `instance.InstanceLock` (the CLI
takes it; the app holds it already and closes its own handles first).

Both are plain functions with `progress` and `cancelled`; reports are data (`Finding`, `Action`), worded by
the CLI and the GUI. A repair cancelled has changed nothing: the new library and the copies it writes are
built in a folder of their own and renamed into place at the end; past that point (`FINISHING`) a repair
ends instead of stopping halfway.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.core import files, instance
from app.core.errors import (
    LampadaError,
    LibraryCorrupt,
    LibraryReadOnly,
    UnknownTranslation,
    UserDataCorrupt,
    UserDataError,
)
from app.core.formats.common import Note, ParsedTranslation, TranslationMeta, VerseRecord
from app.core.indexing import vectors
from app.core.library import commentaries, copies, rebuild, writing
from app.core.library.builtin import BUILTIN_IDS
from app.core.library.reading import Library
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress
from app.core.scripture import canon
from app.core.userdata import backups as bk
from app.core.userdata import store
from app.core.wordstudy import tags as word_tags
from app.core.writable import disk_full, failure_reason, write_problem

log = logging.getLogger(__name__)

LIBRARY_FILE = "library.sqlite3"
INDEXES_DIR = "indexes"

# Finding.state
OK = "ok"
DAMAGED = "damaged"  # found broken: repair acts on it
LOST = "lost"  # the user database is missing or empty while a backup holds notes
UNREADABLE = "unreadable"  # could not be checked (permissions, a newer version, a lock)
MISSING = "missing"  # not there, and that is not damage (no library yet, an index not built, no copy)
OUTDATED = "outdated"  # built from another text: rebuilt by the app, not damage
PROBLEMS = (DAMAGED, LOST, UNREADABLE)
# a library's finding when a repair was killed after its rebuilt library was whole, before it was in place
INTERRUPTED = "a repair was interrupted before its rebuilt library was put in place"
DIR = copies.DIR_NAME


@dataclass(frozen=True)
class Finding:
    """One thing checked. `part`: "library", "translation", "word index", "user data", "meaning index",
    "translation copy"; `name` what it is (a file name, a translation id); `detail` the technical reason."""

    part: str
    name: str
    state: str
    detail: str = ""

    @property
    def problem(self) -> bool:
        return self.state in PROBLEMS


@dataclass
class CheckReport:
    data_dir: Path
    full: bool
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def problems(self) -> list[Finding]:
        return [f for f in self.findings if f.problem]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def library_damaged(self) -> bool:
        return any(
            f.state == DAMAGED for f in self.findings if f.part in ("library", "translation", "word index")
        )


@dataclass(frozen=True)
class Action:
    """One thing a repair did. `kind`: "library_rebuilt" (name: where the damaged file was kept),
    "translation_rebuilt" (name: id; detail: "builtin", "copy" or "library"), "translation_lost" (name: id:
    its file must be imported again), "userdata_restored" (name: the backup used), "userdata_unrepaired"
    (detail: why), "index_removed" (name: id), "copy_rewritten" (name: id)."""

    kind: str
    name: str
    detail: str = ""


@dataclass
class RepairReport:
    actions: list[Action]
    after: CheckReport
    seconds: float = 0.0

    @property
    def lost(self) -> list[str]:
        return [a.name for a in self.actions if a.kind == "translation_lost"]


# --- check --------------------------------------------------------------------------------------------------


def check(
    data_dir: Path,
    *,
    full: bool = True,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> CheckReport:
    """What is damaged in the data folder; never writes to anything it checks."""
    started = time.monotonic()
    report = CheckReport(Path(data_dir), full)
    library_path = report.data_dir / LIBRARY_FILE
    progress(0, 3, "library")
    if rebuild.pending(library_path):  # what a repair killed before its last rename leaves
        report.findings.append(Finding("library", rebuild.work_dir(library_path).name, DAMAGED, INTERRUPTED))
    translations = _check_library(library_path, full, report.findings, cancelled)
    check_cancelled(cancelled)
    progress(1, 3, "user data")
    report.findings.append(_check_userdata(report.data_dir / store.FILE_NAME))
    check_cancelled(cancelled)
    progress(2, 3, "meaning indexes")
    if translations:
        _check_indexes_and_copies(library_path, translations, full, report.findings, cancelled)
    if translations is not None:
        orphans = sorted(_copy_ids(library_path) - set(translations) - set(BUILTIN_IDS))
        report.findings += [
            Finding("translation", tid, LOST, f"not in the library; {DIR}/{tid}{copies.SUFFIX} holds it")
            for tid in orphans
        ]
    progress(3, 3, "")
    report.seconds = time.monotonic() - started
    return report


def _check_library(path: Path, full: bool, out: list[Finding], cancelled: CancelFn) -> list[str] | None:
    """Findings about the library file; returns the ids of the translations it lists (none when there is no
    library), or None when they cannot be listed."""
    if not path.exists():
        out.append(Finding("library", path.name, MISSING, "no library yet"))
        return []
    try:
        library = Library(path, read_only=True)
    except (LibraryCorrupt, LibraryReadOnly) as exc:
        # a library from a newer Lâmpada, one that cannot be read here, or on a full disk is not damage
        newer = "schema version" in str(exc) or isinstance(exc, LibraryReadOnly)
        if disk_full(path):
            out.append(Finding("library", path.name, UNREADABLE, _not_checked(path, exc)))
        else:
            out.append(Finding("library", path.name, UNREADABLE if newer else DAMAGED, str(exc)))
        return None
    with library:
        try:
            pragma = "integrity_check(20)" if full else "quick_check(20)"
            result = [r[0] for r in library.conn.execute(f"PRAGMA {pragma}")]
            ids = [t.id for t in library.translations()]
        except sqlite3.DatabaseError as exc:
            damaged = bk.is_corruption(exc) or not disk_full(path)
            detail = str(exc) if damaged else _not_checked(path, exc)
            out.append(Finding("library", path.name, DAMAGED if damaged else UNREADABLE, detail))
            return None
        if result != ["ok"]:
            out.append(Finding("library", path.name, DAMAGED, "; ".join(result[:5])))
            return ids
        passed = "integrity check passed" if full else "quick check passed"
        out.append(Finding("library", path.name, OK, passed))
        if not full:
            return ids
        memory = _snapshot(library.conn)
        try:
            for tid in ids:
                check_cancelled(cancelled)
                out.append(_check_translation_text(library, tid))
                for kind in ("stem", "exact"):
                    out.append(_check_fts(memory, library.fts_table(tid, kind), tid, kind))
        finally:
            memory.close()
    return ids


def _snapshot(conn: sqlite3.Connection) -> sqlite3.Connection:
    memory = sqlite3.connect(":memory:", isolation_level=None)
    conn.backup(memory)
    return memory


def _check_translation_text(library: Library, tid: str) -> Finding:
    """The verses, read without any index, against the hash stored at import (and the meaning index's)."""
    try:
        t = library.translation(tid)
        parsed = _read_verses(library.conn, tid)
    except (sqlite3.DatabaseError, ValueError, TypeError, KeyError, UnknownTranslation) as exc:
        return Finding("translation", tid, DAMAGED, f"its verses cannot be read: {exc}")
    if len(parsed) != t.verse_count:
        return Finding("translation", tid, DAMAGED, f"{len(parsed)} verses stored, {t.verse_count} recorded")
    if _hash(parsed) != t.text_hash:
        return Finding("translation", tid, DAMAGED, "its verses do not match the hash recorded at import")
    return Finding("translation", tid, OK, f"{t.verse_count} verses")


def _check_fts(memory: sqlite3.Connection, table: str, tid: str, kind: str) -> Finding:
    name = f"{tid} ({'words' if kind == 'exact' else 'stems'})"
    try:
        memory.execute(f'INSERT INTO "{table}" ("{table}") VALUES (\'integrity-check\')')
    except sqlite3.DatabaseError as exc:
        return Finding("word index", name, DAMAGED, str(exc))
    return Finding("word index", name, OK)


def _check_userdata(path: Path) -> Finding:
    directory = bk.backups_dir_for(path)
    if not path.exists() or path.stat().st_size == 0:
        backup = bk.newest_with_records(directory)
        state = "missing" if not path.exists() else "empty"
        if backup is not None:
            return Finding("user data", path.name, LOST, f"{state}; {backup.path.name} holds notes")
        found = MISSING if state == "missing" else OK
        return Finding("user data", path.name, found, f"{state}, no notes yet")
    try:  # in a folder that cannot be written SQLite cannot make its shared-memory file: read it as it is
        version = bk.check_file(path, immutable=write_problem(path) is not None)
    except UserDataError as exc:
        state = DAMAGED if isinstance(exc, UserDataCorrupt) else UNREADABLE
        return Finding("user data", path.name, state, exc.problem)
    except sqlite3.Error as exc:  # not damage: a full disk (no room for SQLite's shared memory), a lock
        return Finding("user data", path.name, UNREADABLE, _not_checked(path, exc))
    if version == 0:
        backup = bk.newest_with_records(directory)
        if backup is not None:
            return Finding("user data", path.name, LOST, f"empty; {backup.path.name} holds notes")
    return Finding("user data", path.name, OK, "integrity check passed")


def _not_checked(path: Path, exc: BaseException) -> str:
    """Why a file could not be checked, when that is not damage: a full disk is said as one."""
    if disk_full(path):
        return f"could not be checked: {failure_reason(path, exc)}"
    return f"could not be checked: {exc}"


def _check_indexes_and_copies(
    library_path: Path, ids: list[str], full: bool, out: list[Finding], cancelled: CancelFn
) -> None:
    index_dir = library_path.parent / INDEXES_DIR
    try:
        library = Library(library_path, read_only=True)
    except LampadaError:
        return
    with library:
        for tid in ids:
            check_cancelled(cancelled)
            try:
                state, detail = vectors.index_health(index_dir, library, tid, verify=full)
                t = library.translation(tid)
            except (sqlite3.DatabaseError, LampadaError) as exc:
                out.append(Finding("meaning index", tid, UNREADABLE, str(exc)))
                continue
            out.append(Finding("meaning index", tid, {"ok": OK}.get(state, state), detail))
            if t.builtin or tid in BUILTIN_IDS:
                continue
            out.append(_check_copy(library_path, tid, t.text_hash, full))


def _check_copy(library_path: Path, tid: str, text_hash: str, full: bool) -> Finding:
    path = copies.copy_path(library_path, tid)
    if not path.exists():
        return Finding("translation copy", tid, MISSING, "no copy: a damaged library could not rebuild it")
    if not full:
        return Finding("translation copy", tid, OK, path.name)
    try:
        parsed = copies.read(path)
    except copies.CopyUnusable as exc:
        return Finding("translation copy", tid, DAMAGED, exc.problem)
    if _hash(parsed.verses) != text_hash:
        return Finding("translation copy", tid, DAMAGED, "it holds another text than the library's")
    return Finding("translation copy", tid, OK, path.name)


# --- repair -------------------------------------------------------------------------------------------------


SetupSteps = Callable[[Library], list]
FINISHING = "finishing"  # repair's progress message once it can no longer be cancelled


def repair(
    data_dir: Path,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
    setup_steps: SetupSteps | None = None,
) -> RepairReport:
    """Repair what `check` finds damaged (see the module doc). The caller holds the data folder's instance
    lock; the repair takes its writers' lock (`DataFolderBusy` while another process writes the folder), and
    first finishes a repair that was interrupted. Cancelled (`Cancelled` raised), it has changed nothing; it
    polls `cancelled` until the rebuilt library is put in place, then reports `FINISHING` and ends whatever
    `cancelled` says. A translation whose copy is all that is left of it (`sources/` holds it, the library
    does not) is imported again from it. `setup_steps(library)`: the steps that fill a new library with the
    built-ins and the OpenBible.info data (default: set-up's own, `app.core.library.setup.library_steps`)."""
    started = time.monotonic()
    data_dir = Path(data_dir)
    library_path = data_dir / LIBRARY_FILE
    with instance.repairing(data_dir):
        actions = finish_interrupted_repair(data_dir)
        before = check(data_dir, full=True, cancelled=cancelled)
        _refuse_if_read_only(library_path, before)
        orphans = [f.name for f in before.findings if (f.part, f.state) == ("translation", LOST)]
        rebuilt = before.library_damaged or bool(orphans and not library_path.exists())
        if rebuilt:
            actions += rebuild_library(
                library_path, progress=progress, cancelled=cancelled, setup_steps=setup_steps
            )
        # From here on the repair is finished, not stopped: `Cancelled` means that nothing was changed, and
        # what is left takes seconds (a backup copied, an index deleted, a copy written, the check after).
        progress(0, 0, FINISHING)
        for finding in before.findings:
            if finding.part == "user data" and finding.state in (DAMAGED, LOST):
                actions.append(_restore_userdata(data_dir / store.FILE_NAME, finding))
            elif finding.part == "meaning index" and finding.state == DAMAGED:
                vectors.remove_index(data_dir / INDEXES_DIR, finding.name)
                actions.append(Action("index_removed", finding.name))
            elif finding.part == "translation copy" and finding.state in (DAMAGED, MISSING):
                if not rebuilt and _rewrite_copy(library_path, finding.name):
                    actions.append(Action("copy_rewritten", finding.name))
        if not rebuilt:
            actions += [_reimport(library_path, tid) for tid in orphans]
        for leftover in copies.copies_dir(library_path).glob(f".*{copies.SUFFIX}.removing"):
            leftover.unlink(missing_ok=True)  # a removal killed before its last step: its copy's old name
        after = check(data_dir, full=True)
    return RepairReport(actions, after, time.monotonic() - started)


def finish_interrupted_repair(data_dir: Path) -> list[Action]:
    """Put in place the rebuilt library of a repair that was killed before it could (`rebuild`); nothing
    when none is waiting. The caller holds the data folder (its instance lock and, exclusively, its writers'
    lock: `instance.repairing`)."""
    library_path = Path(data_dir) / LIBRARY_FILE
    if not rebuild.pending(library_path):
        return []
    aside = rebuild.finish(library_path)
    log.warning("an interrupted repair was finished; the damaged library is kept as %s", aside)
    return [Action("library_rebuilt", aside)] if aside else []


def _refuse_if_read_only(library_path: Path, before: CheckReport) -> None:
    """Something to repair in a folder that cannot be written: said before anything is tried."""
    if not any(f.state in (DAMAGED, LOST) for f in before.findings):
        return
    problem = write_problem(library_path)
    if problem:
        raise LibraryReadOnly(str(library_path), f"{problem}, so nothing can be repaired there")


def _reimport(library_path: Path, tid: str) -> Action:
    """A translation the library lost, whose copy in `sources/` is whole, imported again from it."""
    try:
        parsed = copies.read(copies.copy_path(library_path, tid))
        with Library(library_path) as library:
            writing.add_translation(library, parsed, overrides=TranslationMeta(id=tid))
    except (LampadaError, sqlite3.DatabaseError) as exc:
        log.warning("%s could not be imported again from its copy: %s", tid, exc)
        return Action("translation_lost", tid, str(exc))
    return Action("translation_rebuilt", tid, "copy")


def rebuild_library(
    path: Path,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
    setup_steps: SetupSteps | None = None,
) -> list[Action]:
    """Build a new library file from what can be trusted, then put it in place of the damaged one (kept
    beside it). Built-ins come from the app's packages (set-up's steps, with OpenBible.info data); each
    imported translation from its copy, else from the damaged file when its verses still match their hash.

    The new library is built in a folder of its own (`.library.sqlite3.rebuild/`), with the copies its imports
    write: cancelled or failed, the folder is deleted and nothing in the data folder has changed; finished,
    the copies and then the library are renamed into place."""
    if setup_steps is None:
        from app.core.library.setup import (  # set-up imports the library: here only
            library_steps as setup_steps,
        )

    actions: list[Action] = []
    work = rebuild.work_dir(path)
    if rebuild.pending(path):  # an interrupted repair's library first: never thrown away
        rebuild.finish(path)
    shutil.rmtree(work, ignore_errors=True)  # what an interrupted build left
    tmp = work / path.name
    listed: set[str] = set()
    salvaged = _salvage(path, listed)
    kept_commentaries, lost_commentaries = _salvage_commentaries(path)
    imported = sorted({t for t in listed | set(salvaged) if t not in BUILTIN_IDS} | _copy_ids(path))
    try:
        with Library(tmp) as new:
            for n, tid in enumerate(imported):
                check_cancelled(cancelled)
                progress(n, len(imported), tid)
                parsed, origin = _trusted_text(path, tid, salvaged.get(tid))
                if parsed is None:
                    actions.append(Action("translation_lost", tid))
                    continue
                writing.add_translation(new, parsed, cancelled=cancelled)
                actions.append(Action("translation_rebuilt", tid, origin))
            for commentary in kept_commentaries:
                commentaries.add(new, commentary, cancelled=cancelled)
                actions.append(Action("commentary_rebuilt", commentary.meta.id or "", "library"))
            actions += [Action("commentary_lost", cid) for cid in lost_commentaries]
            for step in setup_steps(new):
                check_cancelled(cancelled)
                step.run(progress, cancelled)
                if step.key.startswith("import:"):
                    tid = step.key.split(":", 1)[1]
                    origin = "builtin" if tid in BUILTIN_IDS else "source"
                    actions = [a for a in actions if (a.kind, a.name) != ("translation_lost", tid)]
                    actions.append(Action("translation_rebuilt", tid, origin))
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    aside = rebuild.mark_ready(path)  # from here the repair is finished, even by the next command
    rebuild.finish(path)
    log.warning("library rebuilt; the damaged file is kept as %s", aside)
    return [Action("library_rebuilt", aside), *actions]


def _trusted_text(
    library_path: Path, tid: str, salvaged: ParsedTranslation | None
) -> tuple[ParsedTranslation | None, str]:
    try:
        return copies.read(copies.copy_path(library_path, tid)), "copy"
    except copies.CopyUnusable as exc:
        log.info("no usable copy of %s (%s)", tid, exc.problem)
    if salvaged is not None:
        return salvaged, "library"
    return None, ""


def _copy_ids(library_path: Path) -> set[str]:
    directory = copies.copies_dir(library_path)
    if not directory.is_dir():
        return set()
    return {p.name[: -len(copies.SUFFIX)] for p in directory.glob(f"*{copies.SUFFIX}")}


def _salvage(path: Path, listed: set[str]) -> dict[str, ParsedTranslation]:
    """Every translation of a damaged library whose verses can still be read whole (checked by their hash);
    `listed` receives the ids of all the translations it lists, whole or not."""
    found: dict[str, ParsedTranslation] = {}
    try:
        library = Library(path, read_only=True)
    except LampadaError as exc:
        log.warning("nothing can be read from %s: %s", path, exc)
        return found
    with library:
        try:
            rows = library.conn.execute("SELECT * FROM translations").fetchall()
        except sqlite3.DatabaseError as exc:
            log.warning("the translations of %s cannot be listed: %s", path, exc)
            return found
        listed.update(row["id"] for row in rows)
        for row in rows:
            try:
                verses = _read_verses(library.conn, row["id"])
                titles = dict(library.conn.execute(
                    "SELECT osis, title FROM books WHERE translation = ?", (row["id"],)
                ).fetchall())  # fmt: skip
            except (sqlite3.DatabaseError, ValueError, TypeError, KeyError) as exc:
                log.warning("%s cannot be read from the damaged library: %s", row["id"], exc)
                continue
            if len(verses) != row["verse_count"] or _hash(verses) != row["text_hash"]:
                log.warning("%s: its verses in the damaged library do not match their hash", row["id"])
                continue
            meta = TranslationMeta(
                id=row["id"], name=row["name"], language=row["language"], licence=row["licence"],
                attribution=row["attribution"], source=row["source"],
            )  # fmt: skip
            found[row["id"]] = ParsedTranslation(meta, verses, {k: v for k, v in titles.items() if v})
    return found


def _salvage_commentaries(path: Path) -> tuple[list, list[str]]:
    """The commentaries a damaged library still holds whole, and the ids of the others (no copy is kept:
    their module is imported again)."""
    try:
        library = Library(path, read_only=True)
    except LampadaError:
        return [], []
    with library:
        return commentaries.salvage(library)


def _read_verses(conn: sqlite3.Connection, tid: str) -> list[VerseRecord]:
    """A translation's verses in the canonical order the text hash is taken in: read from the table itself
    (NOT INDEXED: an index may be what is damaged), else through the (translation, ord) index, which reaches
    only this translation's pages (all translations share the table: one damaged page stops a full scan)."""
    columns = "book, chapter, verse, verse_end, text, notes"
    try:
        rows = conn.execute(
            f"SELECT {columns} FROM verses NOT INDEXED WHERE translation = ?", (tid,)
        ).fetchall()
    except sqlite3.DatabaseError:
        rows = conn.execute(
            f"SELECT {columns} FROM verses INDEXED BY idx_verses_translation_ord WHERE translation = ? "
            "ORDER BY ord",
            (tid,),
        ).fetchall()
    verses = [
        VerseRecord(book, chapter, verse, text, end, [Note(**n) for n in json.loads(notes)] if notes else [])
        for book, chapter, verse, end, text, notes in rows
    ]
    verses.sort(key=lambda v: (canon.BY_OSIS[v.book].index, v.chapter, v.verse))
    return verses


def _hash(verses: list[VerseRecord]) -> str:
    return copies.text_hash((v.book, v.chapter, v.verse, v.text) for v in verses)


def _restore_userdata(path: Path, finding: Finding) -> Action:
    directory = bk.backups_dir_for(path)
    backup = bk.newest_with_records(directory) if finding.state == LOST else bk.latest_backup(directory)
    if backup is None:
        return Action("userdata_unrepaired", path.name, "no usable backup")
    try:
        store.restore_backup(backup, path)
    except (UserDataError, OSError, sqlite3.Error) as exc:
        return Action("userdata_unrepaired", path.name, str(exc))
    return Action("userdata_restored", backup.path.name)


def _rewrite_copy(library_path: Path, tid: str) -> bool:
    """Write a translation's copy again from the library (whose verses match their hash)."""
    try:
        with Library(library_path, read_only=True) as library:
            t = library.translation(tid)
            verses = _read_verses(library.conn, tid)
            titles = dict(library.conn.execute(
                "SELECT osis, title FROM books WHERE translation = ?", (tid,)
            ).fetchall())  # fmt: skip
    except (LampadaError, sqlite3.DatabaseError) as exc:
        log.warning("the copy of %s cannot be written again: %s", tid, exc)
        return False
    if _hash(verses) != t.text_hash:
        return False
    meta = TranslationMeta(t.id, t.name, t.language, t.licence, t.attribution, t.source)
    tmp = copies.write_temp(library_path, ParsedTranslation(meta, verses, titles), t.text_hash)
    copies.publish(tmp, library_path, tid)
    return True


# --- removal ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RemoveReport:
    translation: str
    files: list[Path]  # meaning index files and the translation's copy, deleted with it


def remove_translation(library: Library, translation_id: str, index_dir: Path | None = None) -> RemoveReport:
    """Take a translation out of the library (`BuiltinTranslation` for a built-in one), with its meaning
    index and its copy. The person's notes, bookmarks and highlights are kept: they are stored by book,
    chapter and verse, and show on every translation.

    The copy is set aside first and deleted last: killed in between, the library still has the translation
    (its copy is written again by a repair), never a copy without its translation, which a check would take
    for a translation the library lost and a repair would bring back."""
    copy = copies.copy_path(library.path, translation_id)
    had_copy = copy.exists()
    library.translation(translation_id)  # UnknownTranslation before anything is touched
    leaving = copy.with_name(f".{copy.name}.removing")
    if had_copy:
        os.replace(copy, leaving)
    try:
        writing.remove_translation(library, translation_id)
    except BaseException:
        if had_copy:
            os.replace(leaving, copy)
        raise
    leaving.unlink(missing_ok=True)
    index_dir = index_dir if index_dir is not None else library.path.parent / INDEXES_DIR
    removed = vectors.remove_index(index_dir, translation_id)
    removed += word_tags.remove_tags(index_dir, translation_id)  # its words' Strong's numbers
    if had_copy:
        removed.append(copy)
    with contextlib.suppress(OSError):
        files.fsync_dir(index_dir)
    return RemoveReport(translation_id, removed)
