"""Crash safety: a writer process saving notes is killed with SIGKILL at random moments; every note it
reported as saved must be there, intact, and the database must pass its integrity check.

The writer saves each new note the way the note editor does: first a draft (`D <key> <hash>` once
`save_draft` returned), then the note, which removes the draft in the same transaction (`A <id> <hash>` once
`add_note` returned, the "saved" report). It prints `u <id> <hash>` before / `U <id>` after an `update_note`,
so an update that was in flight may be found applied or not, but never torn. Each note's and draft's title is
the hash of its text (every text is unique), so every record in the file — reported or not — can be checked: a
reported draft is still a draft or has become a note, and no text is ever both.
20% of the kills land while the writer is still opening the database (integrity check, migration, backup).
Half of the checks reopen with `UserData` (recovery through our open path), half only read the file, leaving
the WAL hot for the next writer to recover.

SIGKILL tests the process dying, not the power going out: committed data survives a process kill even with
synchronous=NORMAL. What this proves is atomicity (nothing torn, nothing half-migrated) and that "saved" means
committed; `synchronous=FULL` adds the power-loss guarantee on top (docs/userdata.md).
"""

from __future__ import annotations

import hashlib
import logging
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from app.core.userdata import UserData

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")

WRITER = textwrap.dedent(
    """
    import hashlib, random, sys
    from app.core.userdata import UserData

    def digest(text):
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    chapter = 1 + seed % 1_000_000  # drafts are keyed by passage: each writer has its own
    words = ["luz", "graça", "fé", "amor", "Senhor", "**paz**", "*esperança*", "- item", "\\n", "pão"]
    out = sys.stdout
    ud = UserData.open(path)
    out.write("ready\\n")
    out.flush()
    saved = []
    i = 0
    while True:
        text = f"{seed}.{i} " + " ".join(rng.choice(words) for _ in range(rng.randint(1, 700)))
        if saved and rng.random() < 0.2:
            note_id = rng.choice(saved)
            out.write(f"u {note_id} {digest(text)}\\n")
            out.flush()
            ud.update_note(note_id, text=text, title=digest(text))
            out.write(f"U {note_id}\\n")
        else:
            draft = ud.save_draft("Ps", chapter, 1 + i, text, title=digest(text), translation="ara")
            out.write(f"D {draft.key} {digest(text)}\\n")
            out.flush()
            note = ud.add_note(
                "Ps", chapter, 1 + i, text, title=digest(text), translation="ara", draft_key=draft.key
            )
            saved.append(note.id)
            out.write(f"A {note.id} {digest(text)}\\n")
        out.flush()
        i += 1
    """
)


@dataclass
class Ledger:
    """What the writers reported, across all trials."""

    confirmed: dict[str, str] = field(default_factory=dict)  # note id -> hash of its last reported content
    in_flight: dict[str, str] = field(default_factory=dict)  # note id -> hash of an unconfirmed update
    drafts: dict[str, str] = field(default_factory=dict)  # hash -> key of a draft not (yet) reported a note

    def read(self, lines: list[str]) -> int:
        """Apply one writer's output; returns how many saves it reported."""
        saves = 0
        pending: dict[str, str] = {}
        for line in lines:
            parts = line.split()
            if not parts:
                continue
            if parts[0] == "D" and len(parts) == 3:
                self.drafts[parts[2]] = parts[1]
            elif parts[0] == "A" and len(parts) == 3:
                self.confirmed[parts[1]] = parts[2]
                self.in_flight.pop(parts[1], None)
                self.drafts.pop(parts[2], None)
                saves += 1
            elif parts[0] == "u" and len(parts) == 3:
                pending[parts[1]] = parts[2]
            elif parts[0] == "U" and len(parts) == 2 and parts[1] in pending:
                self.confirmed[parts[1]] = pending.pop(parts[1])
                self.in_flight.pop(parts[1], None)
                saves += 1
        self.in_flight.update(pending)  # an update without its "U": either state is correct
        return saves


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _run_writer_and_kill(script: Path, db: Path, seed: int, rng: random.Random) -> tuple[list[str], float]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, str(script), str(db), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
        text=True,
        encoding="utf-8",
    )
    lines: list[str] = []
    ready = threading.Event()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:  # a partial last line is possible: the kill may cut a write
            lines.append(line.rstrip("\n"))
            if line.startswith("ready"):
                ready.set()

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    if rng.random() < 0.2:
        delay = rng.uniform(0.0, 0.35)  # somewhere in start-up / open
        time.sleep(delay)
    else:
        assert ready.wait(20), "writer did not start"
        delay = rng.uniform(0.0, 0.25)
        time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    reader.join(10)
    stderr = proc.stderr.read() if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.stdout:
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL, f"writer ended by itself ({proc.returncode}):\n{stderr}"
    return lines, delay


def _check(db: Path, ledger: Ledger, via_userdata: bool) -> int:
    """Every reported note intact; every reported draft a draft or a note; every record self-consistent and no
    text both a draft and a note; integrity ok. Returns the number of notes."""
    if via_userdata:
        with UserData.open(db, auto_backup=False) as ud:
            rows = [(n.id, n.title, n.text) for n in ud.all_notes()]
            draft_rows = [(d.key, d.title, d.text) for d in ud.list_drafts()]
            with closing(sqlite3.connect(db)) as conn:
                check = conn.execute("PRAGMA integrity_check").fetchall()
    else:
        with closing(sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            check = conn.execute("PRAGMA integrity_check").fetchall()
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            rows = conn.execute("SELECT id, title, text FROM notes").fetchall() if "notes" in tables else []
            draft_rows = (
                conn.execute("SELECT key, title, text FROM note_drafts").fetchall()
                if "note_drafts" in tables
                else []
            )
    assert check == [("ok",)], check
    found = {}
    for note_id, title, text in rows:
        assert title == _digest(text), f"note {note_id} is torn"
        found[note_id] = title
    for note_id, expected in ledger.confirmed.items():
        assert note_id in found, f"note {note_id} was reported saved but is missing"
        allowed = {expected, ledger.in_flight.get(note_id)}
        assert found[note_id] in allowed, f"note {note_id} lost its last saved content"
    drafts = {}
    for key, title, text in draft_rows:
        assert title == _digest(text), f"draft {key} is torn"
        drafts[title] = key
    note_texts = set(found.values())
    assert not note_texts & set(drafts), "a text is both a note and a draft: the hand-over was not atomic"
    for digest, key in ledger.drafts.items():
        assert drafts.get(digest) == key or digest in note_texts, f"draft {key} was reported kept but is lost"
    return len(found)


def _crash_trials(tmp_path: Path, trials: int, seed: int) -> None:
    rng = random.Random(seed)
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    db = tmp_path / "crash" / "userdata.sqlite3"
    db.parent.mkdir()
    ledger = Ledger()
    started = time.monotonic()
    killed_while_saving = 0
    notes = 0
    for trial in range(trials):
        lines, delay = _run_writer_and_kill(script, db, rng.randrange(2**31), rng)
        saves = ledger.read(lines)
        killed_while_saving += saves > 0
        try:
            notes = _check(db, ledger, via_userdata=trial % 2 == 0) if db.exists() else 0
        except AssertionError as e:
            raise AssertionError(f"trial {trial} (seed {seed}, kill after {delay:.3f}s): {e}") from e
        if not db.exists():
            assert not ledger.confirmed
    elapsed = time.monotonic() - started
    log.info(
        "crash test: %d trials in %.1fs, %d killed mid-saving, %d notes reported saved, %d in the file,"
        " %d drafts reported kept whose note was not reported",
        trials,
        elapsed,
        killed_while_saving,
        len(ledger.confirmed),
        notes,
        len(ledger.drafts),
    )
    assert killed_while_saving >= trials // 2, "too few kills landed while notes were being saved"
    assert ledger.confirmed, "no note was ever reported saved"


def test_notes_survive_sigkill(tmp_path):
    """50 kills by default (about 20 s); LAMPADA_CRASH_TRIALS=500 for a soak, LAMPADA_CRASH_SEED to vary."""
    _crash_trials(
        tmp_path,
        trials=int(os.environ.get("LAMPADA_CRASH_TRIALS", "50")),
        seed=int(os.environ.get("LAMPADA_CRASH_SEED", "20240501")),
    )
