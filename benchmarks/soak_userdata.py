"""Soak: the app's core for ten minutes under kills — two processes writing notes, one searching, and this one
killing and restarting them at random. Nothing reported saved may be lost.

    .venv/bin/python benchmarks/soak_userdata.py                     # 10 minutes in a temporary data folder
    .venv/bin/python benchmarks/soak_userdata.py --minutes 1 --seed 3 --dir /var/tmp/soak

The data folder gets a library (the built-in WEB, imported once) and a user database. Each writer opens the
user database as the app does (so each start races the others for the daily backup), then, like the note
editor, saves a draft, saves the note (removing the draft in the same transaction), sometimes edits an older
note, and reports each save on its stdout only after the call returned. The searcher opens the library and the
user database and runs keyword searches over the Bible and over the notes (`NotesIndex`). This process
SIGKILLs one of the three every 0.2–2 s (half the time while it is opening) and starts it again.

At the end every note reported saved must be in the file with its last reported text, and `PRAGMA
integrity_check` of the user database and the library must be `ok`. It prints its counts and exits non-zero on
any loss. Run it on the disk that holds real user data, not a RAM-backed /tmp, for the fsync costs to be real.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import selectors
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORDS = ("graça fé amor esperança perdão luz caminho verdade vida paz alegria oração pão água vinho "
         "pastor ovelha reino justiça misericórdia").split()  # fmt: skip
QUERIES = ["love your enemies", "shepherd", "light of the world", "forgive", "bread of life", "faith hope"]


# --- the children -----------------------------------------------------------------------------------------


def run_writer(data_dir: Path, name: str, seed: int, pause: float = 0.05) -> None:
    from app.core.userdata import UserData, draft_key, make_passage

    rng = random.Random(seed)
    with UserData.open(data_dir / "userdata.sqlite3") as ud:
        print(json.dumps({"event": "opened"}), flush=True)
        mine: list[str] = []
        n = 0
        while True:
            n += 1
            text = f"{name}-{seed}-{n} " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 40)))
            chapter, verse = rng.randint(1, 20), rng.randint(1, 20)
            key = draft_key(None, make_passage("John", chapter, verse))
            ud.save_draft("John", chapter, verse, text)
            note = ud.add_note("John", chapter, verse, text, title=_digest(text), draft_key=key)
            mine.append(note.id)
            print(json.dumps({"event": "saved", "id": note.id, "digest": _digest(text)}), flush=True)
            if mine and rng.random() < 0.25:
                target = rng.choice(mine)
                edited = f"{name}-{seed}-{n} edited " + " ".join(rng.choice(WORDS) for _ in range(5))
                # announced first: killed between the commit and the report, the edit may be found applied
                print(json.dumps({"event": "editing", "id": target, "digest": _digest(edited)}), flush=True)
                ud.update_note(target, text=edited, title=_digest(edited))
                print(json.dumps({"event": "saved", "id": target, "digest": _digest(edited)}), flush=True)
            time.sleep(rng.uniform(0, pause))


def run_searcher(data_dir: Path, seed: int) -> None:
    from app.core.library import open_library
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.notes import NotesIndex, note_documents
    from app.core.userdata import UserData

    rng = random.Random(seed)
    with open_library(data_dir / "library.sqlite3") as library, UserData.open(
        data_dir / "userdata.sqlite3", auto_backup=False
    ) as ud:
        retriever = Retriever(library)
        notes = NotesIndex(None, language="pt")
        print(json.dumps({"event": "opened"}), flush=True)
        while True:
            response = retriever.search(rng.choice(QUERIES), "web", mode="keyword", limit=10)
            notes.update(note_documents(ud.all_notes()))
            found = notes.search(rng.choice(WORDS), mode="keyword", limit=10)
            print(json.dumps({"event": "searched", "hits": len(response.hits), "notes": len(found.hits)}),
                  flush=True)  # fmt: skip


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


# --- the killer -------------------------------------------------------------------------------------------


class Child:
    def __init__(self, role: str, data_dir: Path, seed: int):
        self.role, self.data_dir, self.seed = role, data_dir, seed
        self.proc: subprocess.Popen | None = None
        self.buffer = b""
        self.starts = 0
        self.opened = False

    def start(self, selector: selectors.BaseSelector) -> None:
        self.starts += 1
        self.opened = False
        seed = self.seed * 1000 + self.starts
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--child", self.role, "--dir", str(self.data_dir),
             "--seed", str(seed)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        )  # fmt: skip
        os.set_blocking(self.proc.stdout.fileno(), False)
        selector.register(self.proc.stdout, selectors.EVENT_READ, self)
        self.buffer = b""

    def kill(self, selector: selectors.BaseSelector) -> tuple[bool, str]:
        """SIGKILL; returns (whether it was still opening, its stderr if it had died on its own)."""
        assert self.proc is not None
        died = self.proc.poll() is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.drain()
        selector.unregister(self.proc.stdout)
        err = self.proc.stderr.read().decode("utf-8", "replace") if died else ""
        self.proc.stdout.close()
        self.proc.stderr.close()
        return not self.opened, err

    def drain(self) -> list[dict]:
        assert self.proc is not None
        try:
            while chunk := os.read(self.proc.stdout.fileno(), 65536):
                self.buffer += chunk
        except BlockingIOError:
            pass
        except OSError:
            pass
        *lines, self.buffer = self.buffer.split(b"\n")
        events = [json.loads(line) for line in lines if line.strip()]
        if any(e["event"] == "opened" for e in events):
            self.opened = True
        return events  # a line cut by the kill stays in the buffer: never reported, never counted


def soak(data_dir: Path, minutes: float, seed: int) -> int:
    rng = random.Random(seed)
    prepare(data_dir)
    selector = selectors.DefaultSelector()
    children = [Child("writer", data_dir, seed * 10 + 1), Child("writer", data_dir, seed * 10 + 2),
                Child("searcher", data_dir, seed * 10 + 3)]  # fmt: skip
    for child in children:
        child.start(selector)
    saved: dict[str, str] = {}  # note id -> last reported digest
    in_flight: dict[str, set[str]] = {}  # note id -> edits announced but never reported (their writer died)
    counts = {"saves": 0, "edits_or_saves_reported": 0, "searches": 0, "kills": 0, "kills_while_opening": 0,
              "crashes": 0}  # fmt: skip
    crashes: list[str] = []
    started = time.monotonic()
    deadline = started + minutes * 60
    next_kill = time.monotonic() + rng.uniform(0.2, 2.0)

    def take(events: list[dict]) -> None:
        for event in events:
            if event["event"] == "editing":
                in_flight.setdefault(event["id"], set()).add(event["digest"])
            elif event["event"] == "saved":
                if event["id"] not in saved:
                    counts["saves"] += 1
                saved[event["id"]] = event["digest"]
                in_flight.get(event["id"], set()).discard(event["digest"])
                counts["edits_or_saves_reported"] += 1
            elif event["event"] == "searched":
                counts["searches"] += 1

    while time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.05):
            take(key.data.drain())
        for child in children:
            if child.proc is not None and child.proc.poll() is not None:  # died on its own: a failure
                take(child.drain())
                _, err = child.kill(selector)
                counts["crashes"] += 1
                last = err.strip().splitlines()[-1] if err.strip() else "no message"
                crashes.append(f"{child.role}: {last}")
                child.start(selector)
        if time.monotonic() >= next_kill:
            victim = rng.choice(children)
            take(victim.drain())
            opening, _ = victim.kill(selector)
            counts["kills"] += 1
            counts["kills_while_opening"] += opening
            victim.start(selector)
            # half the kills land while the new process is still opening the database
            soon = rng.uniform(0.05, 0.4) if rng.random() < 0.5 else rng.uniform(0.2, 2.0)
            next_kill = time.monotonic() + soon
    for child in children:
        take(child.drain())
        child.kill(selector)
    seconds = time.monotonic() - started
    lost, stale, in_file, integrity, library_ok, drafts = verify(data_dir, saved, in_flight)
    print(f"soak: {seconds / 60:.1f} min, seed {seed}, data folder {data_dir}")
    print(f"  notes reported saved: {counts['saves']} ({counts['edits_or_saves_reported']} saves and edits)")
    print(f"  notes in the file: {in_file}; drafts left: {drafts}")
    print(f"  searches: {counts['searches']}")
    print(f"  kills: {counts['kills']} ({counts['kills_while_opening']} while opening); "
          f"restarts: {sum(c.starts for c in children) - len(children)}; crashes: {counts['crashes']}")
    print(f"  lost: {lost}; with a stale text: {stale}")
    print(f"  integrity_check: user data {integrity}, library {library_ok}")
    for line in crashes[:5]:
        print(f"  crash: {line}")
    ok = not lost and not stale and integrity == "ok" and library_ok == "ok" and not counts["crashes"]
    print("  result: " + ("nothing lost" if ok else "FAILED"))
    return 0 if ok else 1


def prepare(data_dir: Path) -> None:
    from app.core import builtin
    from app.core.library import Library

    data_dir.mkdir(parents=True, exist_ok=True)
    with Library(data_dir / "library.sqlite3") as library:
        if not library.has_translation("web"):
            library.add_translation(builtin.read_builtin("web"), builtin=True)


def verify(
    data_dir: Path, saved: dict[str, str], in_flight: dict[str, set[str]]
) -> tuple[int, int, int, str, str, int]:
    """Every reported note is there with its last reported text — or with an edit its writer announced and
    was killed before reporting (applied or not, never torn)."""
    from app.core.userdata import UserData

    with UserData.open(data_dir / "userdata.sqlite3", auto_backup=False) as ud:
        found = {n.id: n.title for n in ud.all_notes()}
        drafts = len(ud.list_drafts())
    lost = sum(1 for note_id in saved if note_id not in found)
    stale = sum(
        1
        for note_id, digest in saved.items()
        if note_id in found and found[note_id] != digest and found[note_id] not in in_flight.get(note_id, ())
    )
    with sqlite3.connect(data_dir / "userdata.sqlite3") as conn:
        integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    with sqlite3.connect(data_dir / "library.sqlite3") as conn:
        library_ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
    return lost, stale, len(found), integrity, library_ok, drafts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dir", help="data folder (default: a new temporary one)")
    parser.add_argument("--child", choices=["writer", "searcher"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        data_dir = Path(args.dir)
        try:
            if args.child == "writer":
                run_writer(data_dir, "w", args.seed)
            else:
                run_searcher(data_dir, args.seed)
        except BrokenPipeError:
            return 0
        return 0
    data_dir = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="lampada-soak-"))
    return soak(data_dir, args.minutes, args.seed)


if __name__ == "__main__":
    raise SystemExit(main())
