"""Soak: the app's core for ten minutes under kills — two processes writing notes, one searching, one
importing and removing translations as `lampada import` and `lampada remove` do, one damaging the library and
repairing it as `lampada check --repair` does, and this one killing and restarting them at random. Nothing
reported saved may be lost: no note, no translation.

    .venv/bin/python benchmarks/soak_userdata.py                     # 10 minutes in a temporary data folder
    .venv/bin/python benchmarks/soak_userdata.py --minutes 1 --seed 3 --dir /var/tmp/soak

The data folder gets a library (the built-in WEB, imported once) and a user database. Each writer opens the
user database as the app does (so each start races the others for the daily backup), then, like the note
editor, saves a draft, saves the note (removing the draft in the same transaction), sometimes edits an older
note, and reports each save on its stdout only after the call returned. The searcher opens the library and the
user database and runs keyword searches over the Bible and over the notes (`NotesIndex`). The importer runs
`lampada import` (the test fixtures' USFM, under a new id each time) and, past ten, `lampada remove` of an
older one, announcing each removal before it and reporting each import and removal after it returned; a
repair running is a refusal it retries. The repairer changes a verse of a translation inside its page (damage
only the full check sees), then repairs as `lampada check --repair` does (the data folder's locks, the full
check, the rebuild from the copies and the WEB's package), announcing the repair before and reporting it
after. This process SIGKILLs a writer every 0.2–2 s (half the time while it is opening), and the searcher, the
importer or the repairer every 2–20 s (each takes seconds to start on a busy machine; the repairer half as
often as the other two), and starts it again: a repair is killed anywhere. A third of the repairs also die
(`os._exit`) at a random file operation of the swap of their rebuilt library, the milliseconds a random kill
almost never hits; the next command finishes them.

At the end a last repair runs; then every note reported saved must be in the file with its last reported text,
every translation reported imported (and not announced removed) must be in the library whole, `lampada check`
must find nothing, and `PRAGMA integrity_check` of the user database and the library must be `ok`. It prints
its counts and exits non-zero on any loss. Run it on the disk that holds real user data, not a RAM-backed
/tmp, for the fsync costs to be real.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
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

from app.core.library.writing import add_translation

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORDS = ("graça fé amor esperança perdão luz caminho verdade vida paz alegria oração pão água vinho "
         "pastor ovelha reino justiça misericórdia").split()  # fmt: skip
QUERIES = ["love your enemies", "shepherd", "light of the world", "forgive", "bread of life", "faith hope"]
USFM = ROOT / "tests" / "fixtures" / "formats" / "usfm"  # four small books: an import takes under a second
KEEP_IMPORTED = 10  # past this many, the importer removes an older one
SLOW_KILLS = (2.0, 20.0)  # seconds between kills of the searcher, the importer or the repairer
SLOW_WEIGHTS = (2, 2, 1)  # which of them: a repair takes about 10 s, so half as often as the others


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
    from app.core.library.reading import open_library
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.note_search import NotesIndex, note_documents
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


def _lampada(data_dir: Path, *argv: str) -> tuple[int, str]:
    """`lampada ARGV` in this process, as a person would run it on this data folder: (exit code, stderr)."""
    from app.cli import command_line as cli

    os.environ["LAMPADA_DATA_DIR"] = str(data_dir)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = cli.main(list(argv))
    return code, err.getvalue()


def run_importer(data_dir: Path, seed: int) -> None:
    """Imports and removals through `lampada`, each reported only after it returned."""
    from app.core.library.reading import open_library

    rng = random.Random(seed)
    print(json.dumps({"event": "opened"}), flush=True)
    n = 0
    while True:
        n += 1
        tid = f"s{seed}_{n}"
        code, err = _lampada(data_dir, "import", str(USFM), "--id", tid, "--language", "pt", "--name", tid)
        if "interrupted repair was finished" in err:
            print(json.dumps({"event": "finished_interrupted"}), flush=True)
        if code == 0:
            print(json.dumps({"event": "imported", "id": tid}), flush=True)
        elif "a repair is running" in err or "a repair was interrupted" in err:
            print(json.dumps({"event": "refused"}), flush=True)
        else:
            print(json.dumps({"event": "failed", "code": code, "err": err.strip()[-300:]}), flush=True)
        with open_library(data_dir / "library.sqlite3") as library:
            imported = [t.id for t in library.translations() if t.id.startswith("s")]
        if len(imported) > KEEP_IMPORTED:
            victim = rng.choice(imported)
            print(json.dumps({"event": "removing", "id": victim}), flush=True)
            code, err = _lampada(data_dir, "remove", victim)
            if code == 0:
                print(json.dumps({"event": "removed", "id": victim}), flush=True)
        time.sleep(rng.uniform(0, 0.3))


def run_repairer(data_dir: Path, seed: int) -> None:
    """Damage a translation's text (only the full check sees it), then repair as `lampada check --repair`."""
    from app.core import instance
    from app.core.errors import DataFolderBusy, InstanceBusy
    from app.core.library import maintenance

    rng = random.Random(seed)
    _die_in_swaps(rng)
    print(json.dumps({"event": "opened"}), flush=True)
    while True:
        time.sleep(rng.uniform(0.5, 3.0))
        try:
            with instance.InstanceLock(data_dir):
                if _pending(data_dir):  # a repair killed before its last rename: this one finishes it
                    print(json.dumps({"event": "finished_interrupted"}), flush=True)
                else:
                    _damage(data_dir, rng)
                print(json.dumps({"event": "repairing"}), flush=True)
                report = maintenance.repair(data_dir, setup_steps=_builtin_steps)
        except (DataFolderBusy, InstanceBusy):
            print(json.dumps({"event": "refused"}), flush=True)
            continue
        lost = [a.name for a in report.actions if a.kind == "translation_lost"]
        print(json.dumps({"event": "repaired", "ok": report.after.ok, "lost": lost,
                          "rebuilt": any(a.kind == "library_rebuilt" for a in report.actions)}), flush=True)


def _die_in_swaps(rng: random.Random) -> None:
    """A third of this repairer's repairs die inside the swap of their rebuilt library, at one of its file
    operations chosen at random: the moment a random SIGKILL almost never lands on (it lasts milliseconds),
    and the one that once left the folder without a library."""
    from app.core.library import copies, rebuild

    real_finish, real_replace, real_link = rebuild.finish, os.replace, os.link

    def finish(library_path: Path) -> str | None:
        if rng.random() < 1 / 3:  # the copies' renames, then the link, the journal's and the library's
            built = rebuild.work_dir(library_path) / library_path.name
            published = len(list(copies.copies_dir(built).glob(f"*{copies.SUFFIX}")))
            first = published + 1 if rng.random() < 0.5 else 1  # half of them past the copies
            step = [rng.randint(first, published + 3)]

            def dying(real):
                def op(*args, **kwargs):
                    step[0] -= 1
                    if step[0] == 0:
                        print(json.dumps({"event": "dying_in_swap"}), flush=True)
                        os._exit(137)
                    return real(*args, **kwargs)

                return op

            os.replace, os.link = dying(real_replace), dying(real_link)
        try:
            return real_finish(library_path)
        finally:
            os.replace, os.link = real_replace, real_link

    rebuild.finish = finish


def _pending(data_dir: Path) -> bool:
    from app.core.library import rebuild

    return rebuild.pending(data_dir / "library.sqlite3")


def _damage(data_dir: Path, rng: random.Random) -> None:
    """One verse's text changed in place, as bit rot would: the quick check passes, the full one does not."""
    from app.core import instance

    with instance.repairing(data_dir), sqlite3.connect(data_dir / "library.sqlite3", timeout=30) as conn:
        ids = [r[0] for r in conn.execute("SELECT id FROM translations")]
        tid = rng.choice(ids)
        conn.execute("UPDATE verses SET text = text || ' ~' WHERE id = (SELECT min(id) FROM verses "
                     "WHERE translation = ?)", (tid,))  # fmt: skip


def _builtin_steps(library) -> list:
    """Set-up's steps a rebuilt library needs here: the WEB from its package (no OpenBible.info data, no other
    built-in: the soak's library never had them)."""
    from app.core.library.setup import library_steps

    return [step for step in library_steps(library) if step.key == "import:web"]


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
        self.repairing = False  # a repairer between "repairing" and "repaired"
        self.dying = False  # it said it dies on purpose (in a swap): its end is not a crash

    def start(self, selector: selectors.BaseSelector) -> None:
        self.starts += 1
        self.opened = False
        self.repairing = False
        self.dying = False
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
        for event in events:
            if event["event"] in ("repairing", "repaired"):
                self.repairing = event["event"] == "repairing"
            self.dying = self.dying or event["event"] == "dying_in_swap"
        return events  # a line cut by the kill stays in the buffer: never reported, never counted


class Tally:
    """What the children reported: notes saved (and edits in flight), translations imported and removed,
    repairs, searches."""

    def __init__(self) -> None:
        self.saved: dict[str, str] = {}  # note id -> last reported digest
        self.in_flight: dict[str, set[str]] = {}  # note id -> edits announced, never reported (writer died)
        self.imported: set[str] = set()  # translations reported imported
        self.removing: set[str] = set()  # removals announced (reported or not)
        self.failures: list[str] = []
        self.counts = dict.fromkeys(
            ("saves", "edits_or_saves_reported", "searches", "kills", "kills_while_opening", "crashes",
             "imports", "removals", "refused", "repairs_started", "repairs_done", "repairs_rebuilt",
             "repairs_killed", "repairs_died_in_swap", "interrupted_finished"), 0)  # fmt: skip

    def take(self, events: list[dict]) -> None:
        c = self.counts
        for event in events:
            kind = event["event"]
            if kind == "editing":
                self.in_flight.setdefault(event["id"], set()).add(event["digest"])
            elif kind == "saved":
                c["saves"] += event["id"] not in self.saved
                self.saved[event["id"]] = event["digest"]
                self.in_flight.get(event["id"], set()).discard(event["digest"])
                c["edits_or_saves_reported"] += 1
            elif kind == "imported":
                self.imported.add(event["id"])
                c["imports"] += 1
            elif kind == "removing":
                self.removing.add(event["id"])
            elif kind in ("removed", "refused", "searched"):
                c[{"removed": "removals", "refused": "refused", "searched": "searches"}[kind]] += 1
            elif kind == "repairing":
                c["repairs_started"] += 1
            elif kind == "repaired":
                c["repairs_done"] += 1
                c["repairs_rebuilt"] += event["rebuilt"]
                if event["lost"] or not event["ok"]:
                    self.failures.append(f"a repair lost {event['lost']} (ok: {event['ok']})")
            elif kind == "finished_interrupted":
                c["interrupted_finished"] += 1
            elif kind == "dying_in_swap":
                c["repairs_died_in_swap"] += 1
            elif kind == "failed":
                self.failures.append(f"import or removal failed ({event['code']}): {event['err']}")


def soak(data_dir: Path, minutes: float, seed: int) -> int:
    rng = random.Random(seed)
    prepare(data_dir)
    selector = selectors.DefaultSelector()
    roles = ("writer", "writer", "searcher", "importer", "repairer")
    children = [Child(role, data_dir, seed * 10 + i + 1) for i, role in enumerate(roles)]
    for child in children:
        child.start(selector)
    tally = Tally()
    crashes: list[str] = []
    started = time.monotonic()
    deadline = started + minutes * 60
    next_kill = time.monotonic() + rng.uniform(0.2, 2.0)
    next_slow_kill = time.monotonic() + rng.uniform(*SLOW_KILLS)
    while time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.05):
            tally.take(key.data.drain())
        for child in children:
            if child.proc is not None and child.proc.poll() is not None:  # died on its own: a failure
                tally.take(child.drain())
                _, err = child.kill(selector)
                if not child.dying:  # but a repair made to die in its swap
                    tally.counts["crashes"] += 1
                    last = err.strip().splitlines()[-1] if err.strip() else "no message"
                    crashes.append(f"{child.role}: {last}")
                child.start(selector)
        if time.monotonic() >= next_kill:
            victim = rng.choice(children[:2])
            kill(victim, selector, tally)
            # half the kills land while the new process is still opening the database
            soon = rng.uniform(0.05, 0.4) if rng.random() < 0.5 else rng.uniform(0.2, 2.0)
            next_kill = time.monotonic() + soon
        if time.monotonic() >= next_slow_kill:  # a search, an import, a repair take seconds: less often
            kill(rng.choices(children[2:], weights=SLOW_WEIGHTS)[0], selector, tally)
            next_slow_kill = time.monotonic() + rng.uniform(*SLOW_KILLS)
    for child in children:
        tally.take(child.drain())
        child.kill(selector)
    seconds = time.monotonic() - started
    return report(data_dir, seed, seconds, tally, children, crashes)


def kill(victim: Child, selector: selectors.BaseSelector, tally: Tally) -> None:
    """SIGKILL a child and start it again, counting where it was."""
    tally.take(victim.drain())
    mid_repair = victim.role == "repairer" and victim.repairing
    opening, _ = victim.kill(selector)
    tally.counts["kills"] += 1
    tally.counts["kills_while_opening"] += opening
    tally.counts["repairs_killed"] += mid_repair
    victim.start(selector)


def report(
    data_dir: Path, seed: int, seconds: float, tally: Tally, children: list, crashes: list[str]
) -> int:
    """The last repair, the checks, the counts; 0 when nothing was lost."""
    c = tally.counts
    pending, last_repair = final_repair(data_dir)
    lost, stale, in_file, integrity, library_ok, drafts = verify(data_dir, tally.saved, tally.in_flight)
    missing, checked = verify_library(data_dir, tally.imported - tally.removing)
    print(f"soak: {seconds / 60:.1f} min, seed {seed}, data folder {data_dir}")
    print(f"  notes reported saved: {c['saves']} ({c['edits_or_saves_reported']} saves and edits)")
    print(f"  notes in the file: {in_file}; drafts left: {drafts}")
    print(f"  searches: {c['searches']}")
    print(f"  translations imported: {c['imports']}; removed: {c['removals']} ({len(tally.removing)} "
          f"announced); refused while a repair ran: {c['refused']}")  # fmt: skip
    print(f"  repairs: {c['repairs_started']} started, {c['repairs_done']} finished ({c['repairs_rebuilt']} "
          f"rebuilt the library), {c['repairs_killed']} killed mid-repair, {c['repairs_died_in_swap']} died "
          f"in the swap of their rebuilt library; interrupted repairs finished by the next command: "
          f"{c['interrupted_finished']}; a rebuilt library waiting at the end: {pending}")
    print(f"  kills: {c['kills']} ({c['kills_while_opening']} while opening); "
          f"restarts: {sum(ch.starts for ch in children) - len(children)}; crashes: {c['crashes']}")
    print(f"  notes lost: {lost}; with a stale text: {stale}; translations lost: {len(missing)} "
          f"{missing[:5]}")  # fmt: skip
    print(f"  last repair: {last_repair}; check after it: {checked}")
    print(f"  integrity_check: user data {integrity}, library {library_ok}")
    for line in crashes[:5] + tally.failures[:5]:
        print(f"  problem: {line}")
    ok = (not lost and not stale and not missing and checked == "ok" and integrity == "ok"
          and library_ok == "ok" and not c["crashes"] and not tally.failures)  # fmt: skip
    print("  result: " + ("nothing lost" if ok else "FAILED"))
    return 0 if ok else 1


def final_repair(data_dir: Path) -> tuple[bool, str]:
    """What a kill may have left (a repair half done, a damaged verse) repaired once more, as a person
    would."""
    from app.core import instance
    from app.core.library import maintenance

    pending = _pending(data_dir)
    with instance.InstanceLock(data_dir):
        done = maintenance.repair(data_dir, setup_steps=_builtin_steps)
    return pending, ", ".join(sorted({a.kind for a in done.actions})) or "nothing to do"


def verify_library(data_dir: Path, kept: set[str]) -> tuple[list[str], str]:
    """Every translation reported imported and never announced removed is in the library, whole; the full
    check finds nothing."""
    from app.core.formats.detect import read_translation
    from app.core.library import maintenance
    from app.core.library.reading import Library

    verses = len(read_translation(USFM, "usfm").verses)
    with Library(data_dir / "library.sqlite3", read_only=True) as library:
        have = {t.id: t.verse_count for t in library.translations()}
    missing = sorted(tid for tid in kept if have.get(tid) != verses)
    check = maintenance.check(data_dir, full=True)
    return missing, "ok" if check.ok else "; ".join(f"{f.part} {f.name} {f.state}" for f in check.problems)


def prepare(data_dir: Path) -> None:
    from app.core.library import builtin
    from app.core.library.reading import Library

    data_dir.mkdir(parents=True, exist_ok=True)
    with Library(data_dir / "library.sqlite3") as library:
        if not library.has_translation("web"):
            add_translation(library, builtin.read_builtin("web"), builtin=True)


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
    parser.add_argument("--child", choices=["writer", "searcher", "importer", "repairer"],
                        help=argparse.SUPPRESS)  # fmt: skip
    args = parser.parse_args()
    if args.child:
        data_dir = Path(args.dir)
        try:
            {"writer": lambda: run_writer(data_dir, "w", args.seed),
             "searcher": lambda: run_searcher(data_dir, args.seed),
             "importer": lambda: run_importer(data_dir, args.seed),
             "repairer": lambda: run_repairer(data_dir, args.seed)}[args.child]()  # fmt: skip
        except BrokenPipeError:
            return 0
        return 0
    data_dir = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="lampada-soak-"))
    return soak(data_dir, args.minutes, args.seed)


if __name__ == "__main__":
    raise SystemExit(main())
