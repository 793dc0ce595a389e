"""The checks both installer smoke tests run on the bundled app: tests/test_dist.py (Linux .deb and tarball,
under pytest) and build_spec/windows/smoke_test.py (the Windows installer, or any unpacked bundle).

Standard library only: the Windows runner runs the smoke test with a plain Python, and the app under test
must not lean on this checkout's packages. A failed check raises `CheckFailed` (an AssertionError, so pytest
reports it as a failed assertion) with what went wrong and the end of the app's output.

- `clean_env`: a base environment (the caller's own, or one it builds) without any Python variable, without
  Python or a virtual environment on its PATH, with a fresh `LAMPADA_DATA_DIR` and the offscreen Qt platform;
- `check_search`: `lampada search QUERY --json` on a fresh data folder exits 0 and answers the query by the
  hybrid route with results, at least one of them from meaning search and one from OpenBible.info's topics
  (naming its topic, with the credit), no "meaning search unavailable" notice, after "Preparing the library"
  (or "Preparando a biblioteca": the command line speaks the interface's language) copied the installer's
  library, meaning indexes and topic index into the folder, each index file (the topic votes decompressed)
  matching the sha256 and size the bundle's `seed.json` gives it;
- `check_gui`: the desktop app (`LAMPADA_EXIT_AFTER=library`) exits 0 with "library ready after" and no
  "uncaught exception" or "could not start" in its log; through a console executable its start-up marks
  (start, paint, library) are printed too, a windowed one (Windows' `lampada.exe`) has only its log;
- `snapshot`: every path inside a folder, directories included, with its size and modification time (lstat),
  to show that running the app wrote nothing inside its install folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

STARTUP_MARKS = ["start", "paint", "library"]
# the first run's progress line, in the interface's language (app/cli/words.py: Portuguese unless the locale
# or LAMPADA_LANG says English)
PREPARING = ("Preparing the library", "Preparando a biblioteca")


class CheckFailed(AssertionError):
    """A check of the bundled app failed; the message says which and shows the app's output."""


def require(condition: object, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def clean_env(data_dir: Path, base: Mapping[str, str] | None = None, **extra: str) -> dict[str, str]:
    """`base` (default: this process's environment) as a user's session would give it to the installed app.

    No PYTHONPATH, PYTHONHOME, VIRTUAL_ENV or PYTHONUTF8, no PATH entry naming Python or a `.venv` (the app
    must not need one), `LAMPADA_DATA_DIR=data_dir`, `QT_QPA_PLATFORM=offscreen`, then `extra`.
    """
    env = dict(os.environ if base is None else base)
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONUTF8"):
        env.pop(name, None)
    paths = env.get("PATH", "").split(os.pathsep)
    env["PATH"] = os.pathsep.join(p for p in paths if "python" not in p.lower() and ".venv" not in p.lower())
    env["LAMPADA_DATA_DIR"] = str(data_dir)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def run(
    exe: Path | str,
    args: list[str],
    env: Mapping[str, str],
    *,
    cwd: Path | str,
    timeout: float,
    check: bool = True,
) -> subprocess.CompletedProcess[str]:
    """Runs `exe args` with `env` in `cwd`; stdout must be UTF-8 (the bundle runs in Python's UTF-8 mode)."""
    proc = subprocess.run([str(exe), *args], env=dict(env), cwd=cwd, capture_output=True, timeout=timeout)
    name = " ".join([Path(exe).name, *args])
    stderr = proc.stderr.decode("utf-8", "replace")
    try:
        stdout = proc.stdout.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CheckFailed(f"{name} wrote non-UTF-8 output ({exc}):\n{stderr[-3000:]}") from None
    if check:
        require(proc.returncode == 0, f"{name} exited {proc.returncode}:\n{stderr[-3000:]}")
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)


def check_search(
    exe: Path | str,
    env: Mapping[str, str],
    query: str,
    *,
    cwd: Path | str,
    translation: str | None = None,
    timeout: float = 180,
) -> dict:
    """A first search on a fresh data folder: by words and meaning, from the library the installer carries.

    Returns the parsed `--json` answer.
    """
    args = ["search", query, "--json", "--limit", "5"]
    if translation:
        args += ["--translation", translation]
    proc = run(exe, args, env, cwd=cwd, timeout=timeout)
    try:
        data = json.loads(proc.stdout)
    except ValueError as exc:
        raise CheckFailed(f"the search's output is not JSON ({exc}):\n{proc.stdout[-3000:]}") from None
    require(data["query"] == query, f"the search answered {data['query']!r}, not {query!r}")
    require(data["route"] == "hybrid", f"the search took the {data['route']!r} route, not 'hybrid'")
    require(data["results"], "the search found nothing")
    require(
        "meaning_search_unavailable" not in data["notices"],
        "meaning search is not available at once (the seed's index was not used)",
    )
    require(any("vector" in hit["arms"] for hit in data["results"]), "no result came from meaning search")
    require(
        any("topic" in hit["arms"] and hit["topics"] for hit in data["results"]) and data.get("credit"),
        "no result came from OpenBible.info's topics (the seed's topic index was not used)",
    )
    require(
        any(words in proc.stderr for words in PREPARING),
        f"the first run did not copy the installer's library:\n{proc.stderr[-3000:]}",
    )
    data_dir = Path(env["LAMPADA_DATA_DIR"])
    require((data_dir / "library.sqlite3").is_file(), "the installer's library was not copied")
    require(list((data_dir / "indexes").glob("*.npy")), "the installer's meaning indexes were not copied")
    topic_files = ["topic-names.npy", "topic-votes.npy", "topic-names.json"]
    missing = [name for name in topic_files if not (data_dir / "indexes" / name).is_file()]
    require(not missing, f"the installer's topic index was not copied: {', '.join(missing)}")
    check_seed_installed(bundled_seed(exe), data_dir)
    return data


def bundled_seed(exe: Path | str) -> Path:
    """The seed an installed executable carries: `_internal/data` beside it (through /usr/bin's link)."""
    return Path(exe).resolve().parent / "_internal" / "data"


def check_seed_installed(seed: Path, data_dir: Path) -> None:
    """Every file the seed's `seed.json` lists is in the data folder, and each index file as the seed gives
    it (sha256, size; the topic votes the installer carries compressed, decompressed whole). The library is
    not compared: opening it switches its journal to WAL, a change of its header (the app checks it against
    `seed.json` before it is renamed into place). Nothing to check for a seed without `seed.json` (a
    stand-in app)."""
    manifest = seed / "seed.json"
    if not manifest.is_file():
        return
    expected = json.loads(manifest.read_text(encoding="utf-8")).get("files") or {}
    require(expected, f"{manifest} lists no files with their checksums")
    for rel, want in expected.items():
        path = data_dir / rel
        require(path.is_file(), f"the installer's {rel} was not installed in {data_dir}")
        if rel == "library.sqlite3":
            continue
        digest = hashlib.sha256()
        with open(path, "rb") as f:
            while chunk := f.read(1 << 20):
                digest.update(chunk)
        found = {"sha256": digest.hexdigest(), "size": path.stat().st_size}
        require(found == want, f"the installed {rel} is not the seed's: {found} != {want}")


def read_log(data_dir: Path) -> str:
    log_file = data_dir / "logs" / "lampada.log"
    return log_file.read_text(encoding="utf-8") if log_file.is_file() else ""


def check_gui(
    exe: Path | str, env: Mapping[str, str], *, cwd: Path | str, console: bool = True, timeout: float = 120
) -> list[str]:
    """The desktop app, offscreen, until its library is open: it must exit 0 with a clean log.

    A console executable must also print its start-up marks; a windowed one (no console) has only its log.
    Returns the marks printed (none for a windowed executable).
    """
    name = Path(exe).name
    env = {**env, "LAMPADA_EXIT_AFTER": "library"}
    proc = run(exe, [], env, cwd=cwd, timeout=timeout, check=False)
    log = read_log(Path(env["LAMPADA_DATA_DIR"]))
    require(proc.returncode == 0, f"{name} exited {proc.returncode}:\n{proc.stderr[-3000:]}\n{log[-3000:]}")
    require(log, f"{name} wrote no log file")
    require(
        "library ready after" in log and "uncaught exception" not in log and "could not start" not in log,
        f"{name} did not open its library cleanly:\n{log[-3000:]}",
    )
    events = [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("lampada-startup ")]
    if console:
        output = proc.stdout + proc.stderr[-2000:]
        require(events == STARTUP_MARKS, f"{name} start-up marks {events}:\n{output}")
    return events


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every path under `folder`, folders included: its size and modification time (not following links)."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}
