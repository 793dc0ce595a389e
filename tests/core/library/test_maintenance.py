"""`check` finds damage a disk can do and names it; `repair` rebuilds the library from what can be trusted and
restores the notes from a backup; `remove_translation` keeps the person's notes."""

from __future__ import annotations

import inspect
import shutil
from pathlib import Path

import numpy as np
import pytest

from app.core.errors import BuiltinTranslation, Cancelled
from app.core.formats.common import TranslationMeta
from app.core.indexing import vectors
from app.core.library import copies, maintenance
from app.core.library.reading import Library
from app.core.library.setup import Step
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from app.core.userdata import UserData
from tests.core.damage import damage_page
from tests.fixtures.tiny_corpus import EN, PT, tiny_en, tiny_pt


@pytest.fixture
def folder(tmp_path) -> Path:
    """A data folder: two imported translations (with their copies), a meaning index, notes and a backup."""
    data = tmp_path / "data"
    with Library(data / "library.sqlite3") as library:
        add_translation(library, tiny_pt())
        add_translation(library, tiny_en())
        vectors.build_index(library, "tpt", FakeEmbedder(), data / "indexes")
    with UserData.open(data / "userdata.sqlite3") as ud:
        ud.add_note("John", 3, 16, "Deus amou", translation="tpt")
        ud.backup_now()
    return data


def no_setup(library):  # the built-ins and OpenBible.info data are set-up's, tested on their own
    return []


def states(report) -> dict[tuple[str, str], str]:
    return {(f.part, f.name): f.state for f in report.findings}


def _flip_text(path: Path, old: bytes, new: bytes) -> None:
    """Change a verse's text inside its page, as bit rot would: SQLite's own check cannot see it."""
    data = path.read_bytes()
    assert data.count(old) >= 1 and len(old) == len(new)
    path.write_bytes(data.replace(old, new))


def test_a_healthy_folder_checks_ok(folder):
    for full in (True, False):
        report = maintenance.check(folder, full=full)
        assert report.ok, report.problems
    found = states(maintenance.check(folder))
    assert found[("library", "library.sqlite3")] == "ok"
    assert found[("word index", "tpt (stems)")] == "ok" and found[("translation", "ten")] == "ok"
    assert found[("meaning index", "tpt")] == "ok" and found[("meaning index", "ten")] == "missing"
    assert found[("user data", "userdata.sqlite3")] == "ok"
    assert found[("translation copy", "ten")] == "ok"


def test_a_damaged_page_is_found_and_named(folder):
    damage_page(folder / "library.sqlite3", "verses")
    report = maintenance.check(folder)
    assert not report.ok and report.library_damaged
    assert ("library", "library.sqlite3") in [(f.part, f.name) for f in report.problems]


def test_verse_text_changed_inside_its_page_is_found_by_its_hash(folder):
    _flip_text(folder / "library.sqlite3", b"Melquisedeque, rei", b"Melquisedequx, rei")
    found = states(maintenance.check(folder))
    assert found[("library", "library.sqlite3")] == "ok"  # SQLite's integrity check sees nothing
    assert found[("translation", "tpt")] == "damaged" and found[("translation", "ten")] == "ok"
    assert maintenance.check(folder, full=False).ok  # the quick check at start does not read every verse


def test_a_damaged_word_index_is_found(folder):
    import sqlite3

    conn = sqlite3.connect(folder / "library.sqlite3")  # blocks of the index zeroed, as bit rot would
    conn.execute("UPDATE fts_tpt_stem_data SET block = zeroblob(length(block)) WHERE id > 10")
    conn.commit()
    conn.close()
    found = states(maintenance.check(folder))
    assert found[("library", "library.sqlite3")] == "ok"  # SQLite's integrity check sees nothing
    assert found[("word index", "tpt (stems)")] == "damaged" and found[("word index", "ten (stems)")] == "ok"


def test_a_damaged_meaning_index_and_lost_notes_are_found(folder):
    npy = folder / "indexes" / "tpt.npy"
    npy.write_bytes(npy.read_bytes()[:-100])
    (folder / "userdata.sqlite3").write_bytes(b"")
    found = states(maintenance.check(folder))
    assert found[("meaning index", "tpt")] == "damaged" and found[("user data", "userdata.sqlite3")] == "lost"
    assert states(maintenance.check(folder, full=False))[("meaning index", "tpt")] == "damaged"


def test_repair_rebuilds_the_library_from_the_copies_and_the_damaged_file(folder):
    (folder / "sources" / "ten.json.gz").unlink()  # ten has no copy: its verses come from the damaged file
    _flip_text(folder / "library.sqlite3", b"Melquisedeque, rei", b"Melquisedequx, rei")
    repaired = maintenance.repair(folder, setup_steps=no_setup)
    kinds = {(a.kind, a.name): a.detail for a in repaired.actions}
    assert kinds[("translation_rebuilt", "tpt")] == "copy"
    assert kinds[("translation_rebuilt", "ten")] == "library"
    assert repaired.after.ok, repaired.after.problems
    assert list(folder.glob("library.sqlite3.damaged-*"))  # kept aside, never deleted
    with Library(folder / "library.sqlite3") as library:
        assert library.verse("tpt", "Gen", 14, 18).text.startswith("Melquisedeque, rei")
        assert library.translation("ten").verse_count == len(EN)
        assert library.translation("tpt").verse_count == len(PT)
        assert vectors.index_health(folder / "indexes", library, "tpt")[0] == "ok"  # the same text


def _builtin_step(library: Library) -> list[Step]:
    """Set-up's step for a built-in that is not there: the tiny English text stands in for the WEB."""
    if library.has_translation("web"):
        return []

    def run(progress, cancelled):
        return add_translation(
            library,
            tiny_en(),
            overrides=TranslationMeta(id="web"),
            builtin=True,
            progress=progress,
            cancelled=cancelled,
        )

    return [Step("import:web", "Importing WEB", run)]


class StopAt:
    """`cancelled` that turns True at its n-th poll (never: None), remembering where it was polled then."""

    def __init__(self, at: int | None):
        self.at, self.polls, self.inside = at, 0, set()

    def __call__(self) -> bool:
        self.polls += 1
        if self.polls == self.at:
            self.inside = {frame.function for frame in inspect.stack()[1:12]}
        return self.at is not None and self.polls >= self.at


def _files(folder: Path) -> dict[str, bytes]:
    """Every file's bytes, but SQLite's -wal and -shm (a read-only check may leave them, empty of changes)
    and the data folder's lock files (a repair takes the writers' lock: the file holds no data)."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.name.endswith(("-wal", "-shm")) and not p.name.startswith(".lampada")
    }


def test_a_repair_cancelled_at_any_point_changes_nothing_or_finishes(folder, tmp_path):
    """Cancel, wherever it lands — the check before, rebuilding an imported translation from its copy or from
    the damaged file, re-importing a built-in, writing the verses and word indexes — leaves the folder as it
    was (`Cancelled`: the app says nothing was changed, and a check finds the same damage); once the rebuilt
    library is in place the repair ends whole (a report), notes restored. Never a half-written library, and
    no temporary file left behind."""
    with Library(folder / "library.sqlite3") as library:
        add_translation(library, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
        texts = {t.id: t.text_hash for t in library.translations()}
    import sqlite3

    conn = sqlite3.connect(folder / "library.sqlite3")  # the word index of tpt damaged
    conn.execute("UPDATE fts_tpt_stem_data SET block = zeroblob(length(block)) WHERE id > 10")
    conn.commit()
    conn.close()
    (folder / "sources" / "ten.json.gz").unlink()  # ten comes back from the damaged file, with a new copy
    (folder / "userdata.sqlite3").write_bytes(b"")  # and the notes from their backup
    before = states(maintenance.check(folder))
    assert before[("word index", "tpt (stems)")] == "damaged"
    polls = StopAt(None)
    maintenance.repair(
        shutil.copytree(folder, tmp_path / "count"), cancelled=polls, setup_steps=_builtin_step
    )
    reached = []
    for at in range(1, polls.polls + 2):  # every poll, and one past the last (never cancelled)
        data = shutil.copytree(folder, tmp_path / f"at-{at}")
        files = _files(data)
        stop = StopAt(at)
        try:
            report = maintenance.repair(data, cancelled=stop, setup_steps=_builtin_step)
        except Cancelled:
            reached.append(stop.inside)
            assert _files(data) == files, f"cancelled at poll {at} inside {stop.inside}, yet changed"
            assert states(maintenance.check(data)) == before
        else:
            assert report.after.ok, (at, report.after.problems)
            with Library(data / "library.sqlite3") as library:
                assert {t.id: t.text_hash for t in library.translations()} == texts
            with UserData.open(data / "userdata.sqlite3") as ud:
                assert [n.text for n in ud.all_notes()] == ["Deus amou"]
        left = [p.name for p in data.rglob("*") if "rebuild" in p.name or p.name.endswith(".tmp")]
        assert not left, (at, left)
    assert len(reached) == polls.polls  # every poll was obeyed; one past the last finished the repair
    inside_rebuild = [where for where in reached if "rebuild_library" in where]
    assert any("run" in where and "_write_translation" in where for where in inside_rebuild)  # a built-in
    assert any("run" not in where and "_write_translation" in where for where in inside_rebuild)  # imported
    assert any("check" in where for where in reached)  # the check before


def test_a_translation_with_no_copy_and_damaged_verses_is_reported_lost(folder):
    (folder / "sources" / "tpt.json.gz").unlink()
    _flip_text(folder / "library.sqlite3", b"Melquisedeque, rei", b"Melquisedequx, rei")
    repaired = maintenance.repair(folder, setup_steps=no_setup)
    assert repaired.lost == ["tpt"]
    with Library(folder / "library.sqlite3") as library:
        assert [t.id for t in library.translations()] == ["ten"]


def test_repair_restores_lost_notes_and_removes_a_damaged_index(folder):
    (folder / "userdata.sqlite3").write_bytes(b"")
    npy = folder / "indexes" / "tpt.npy"
    np.save(npy, np.full((len(PT), 384), np.nan, dtype=np.float16))
    repaired = maintenance.repair(folder, setup_steps=no_setup)
    kinds = [a.kind for a in repaired.actions]
    assert "userdata_restored" in kinds and "index_removed" in kinds and "library_rebuilt" not in kinds
    with UserData.open(folder / "userdata.sqlite3") as ud:
        assert [n.text for n in ud.all_notes()] == ["Deus amou"]
    assert not npy.exists() and repaired.after.ok


def test_removing_a_translation_keeps_the_notes_made_on_it(folder):
    with Library(folder / "library.sqlite3") as library:
        report = maintenance.remove_translation(library, "tpt", folder / "indexes")
        assert [t.id for t in library.translations()] == ["ten"]
        add_translation(library, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
        with pytest.raises(BuiltinTranslation):
            maintenance.remove_translation(library, "web", folder / "indexes")
    assert not copies.copy_path(folder / "library.sqlite3", "tpt").exists()
    assert not (folder / "indexes" / "tpt.npy").exists() and len(report.files) >= 3
    with UserData.open(folder / "userdata.sqlite3") as ud:
        (note,) = ud.all_notes()
        assert note.text == "Deus amou" and note.translation == "tpt"


def test_a_translation_on_undamaged_pages_is_salvaged_through_its_index(tmp_path):
    """All translations share the verses table: a damaged page of one must not cost the others."""
    from app.core.formats.common import ParsedTranslation, VerseRecord

    data = tmp_path / "data"
    path = data / "library.sqlite3"

    def bible(tid: str) -> ParsedTranslation:
        verses = [VerseRecord("Ps", 119, v, f"{tid} verso {v} " + "palavra " * 25) for v in range(1, 177)]
        verses += [VerseRecord("Prov", c, v, f"{tid} {c}:{v} " + "sabedoria " * 20) for c in range(1, 20)
                   for v in range(1, 20)]  # fmt: skip
        return ParsedTranslation(TranslationMeta(id=tid, language="pt"), verses)

    with Library(path) as library:
        add_translation(library, bible("first"))
        add_translation(library, bible("second"))
    for tid in ("first", "second"):
        copies.copy_path(path, tid).unlink()  # no copies: only the damaged file can give them back
    import sqlite3

    with sqlite3.connect(path) as conn:  # the last leaf page of the table holds only the second's verses
        last = conn.execute(
            "SELECT max(pageno) FROM dbstat WHERE name = 'verses' AND pagetype = 'leaf'"
        ).fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    with open(path, "r+b") as f:
        f.seek((last - 1) * size + 8)
        f.write(b"\xa5\x5a" * (size // 4))
    repaired = maintenance.repair(data, setup_steps=no_setup)
    kinds = {(a.kind, a.name): a.detail for a in repaired.actions}
    assert kinds[("translation_rebuilt", "first")] == "library"
    assert ("translation_lost", "second") in kinds


def test_repair_keeps_a_commentary_the_damaged_library_still_holds_whole(folder):
    from app.core.library import commentaries, sword_import

    sword = Path(__file__).resolve().parents[2] / "fixtures" / "sword"
    with Library(folder / "library.sqlite3") as library:
        sword_import.import_module(library, sword, "LTComm")
    _flip_text(folder / "library.sqlite3", b"Melquisedeque, rei", b"Melquisedequx, rei")
    repaired = maintenance.repair(folder, setup_steps=no_setup)
    assert ("commentary_rebuilt", "ltcomm") in [(a.kind, a.name) for a in repaired.actions]
    with Library(folder / "library.sqlite3") as library:
        (entry,) = commentaries.entries(library, "ltcomm", "John", 3, 16)
        assert entry.text.startswith("The love of God")
        assert commentaries.find(library, "ltcomm").licence == "Public Domain"


def test_a_commentary_missing_entries_is_reported_lost(folder):
    import sqlite3

    from app.core.library import sword_import

    sword = Path(__file__).resolve().parents[2] / "fixtures" / "sword"
    with Library(folder / "library.sqlite3") as library:
        sword_import.import_module(library, sword, "LTComm")
    conn = sqlite3.connect(folder / "library.sqlite3")
    conn.execute("DELETE FROM commentary_entries WHERE verse = 16")  # as a lost page would
    conn.commit()
    conn.close()
    _flip_text(folder / "library.sqlite3", b"Melquisedeque, rei", b"Melquisedequx, rei")
    repaired = maintenance.repair(folder, setup_steps=no_setup)
    assert ("commentary_lost", "ltcomm") in [(a.kind, a.name) for a in repaired.actions]


def test_a_read_only_folder_checks_ok_and_its_notes_are_not_called_unreadable(folder):
    """SQLite cannot make its shared-memory file in a folder that cannot be written: the check reads the
    notes as they are instead of reporting them "unreadable" at every start."""
    from tests.core.readonly import read_only

    with read_only(folder):
        report = maintenance.check(folder, full=False)
        assert states(report)[("user data", "userdata.sqlite3")] == "ok", report.findings
        assert report.ok, report.problems
