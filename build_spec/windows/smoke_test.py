"""Smoke test of the Windows installer: install for the current user, search, start the app, uninstall.

    python build_spec/windows/smoke_test.py dist/lampada-0.1.0-windows-x64-setup.exe
    python build_spec/windows/smoke_test.py --folder build/pyinstaller/lampada   # an unpacked bundle, any OS

The same checks as tests/test_dist.py on Linux. The bundled app runs with no Python on its PATH and a fresh
LAMPADA_DATA_DIR: a search through the command line (`lampada-cli.exe search ... --json`) must return results
from words and meaning, the desktop app (offscreen, LAMPADA_EXIT_AFTER=library) must start, open its
library and exit 0 — once through lampada-cli.exe (console: its start-up marks are printed) and once through
the windowed lampada.exe (no console: its log file is read instead) — and nothing may be written inside the
install folder. With an installer: a silent per-user install (`/S /D=`), the Start-menu shortcut and the HKCU
uninstall entry are checked, then the silent uninstall must remove the folder, the shortcut and the entry.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WINDOWS = sys.platform == "win32"
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Lampada"
QUERY = "love your neighbour"


def fail(message: str) -> None:
    raise SystemExit(f"smoke test FAILED: {message}")


def clean_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The user's environment without any Python: the installed app must not need one."""
    env = dict(os.environ)
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONUTF8"):
        env.pop(name, None)
    paths = env.get("PATH", "").split(os.pathsep)
    env["PATH"] = os.pathsep.join(p for p in paths if "python" not in p.lower() and ".venv" not in p.lower())
    env["LAMPADA_DATA_DIR"] = str(data_dir)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def executable(folder: Path, console: bool) -> Path:
    if not WINDOWS:
        return folder / "lampada"
    return folder / ("lampada-cli.exe" if console else "lampada.exe")


def snapshot(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_size for p in folder.rglob("*") if p.is_file()}


def check_search(folder: Path, work: Path) -> None:
    data_dir = work / "search-data"
    started = time.monotonic()
    proc = subprocess.run(
        [str(executable(folder, True)), "search", QUERY, "--translation", "web", "--json", "--limit", "5"],
        env=clean_env(data_dir),
        capture_output=True,
        timeout=300,
    )
    seconds = time.monotonic() - started
    if proc.returncode != 0:
        fail(f"search exited {proc.returncode}:\n{proc.stderr.decode('utf-8', 'replace')[-3000:]}")
    data = json.loads(proc.stdout.decode("utf-8"))
    if not data["results"]:
        fail("the search found nothing")
    if "meaning_search_unavailable" in data["notices"]:
        fail("meaning search is not available at once (the seed's index was not used)")
    if not any("vector" in hit["arms"] for hit in data["results"]):
        fail("no result came from meaning search")
    if not (data_dir / "library.sqlite3").is_file():
        fail("the installer's library was not copied into the data folder")
    first = data["results"][0]["reference"]
    print(f"search: {len(data['results'])} results, first {first} ({seconds:.1f} s)")


def check_gui(folder: Path, work: Path, console: bool) -> None:
    data_dir = work / ("gui-console-data" if console else "gui-windowed-data")
    exe = executable(folder, console)
    proc = subprocess.run(
        [str(exe)], env=clean_env(data_dir, LAMPADA_EXIT_AFTER="library"), capture_output=True, timeout=180
    )
    out = proc.stdout.decode("utf-8", "replace")
    log_file = data_dir / "logs" / "lampada.log"
    log = log_file.read_text(encoding="utf-8") if log_file.is_file() else ""
    if proc.returncode != 0:
        fail(f"{exe.name} exited {proc.returncode}:\n{proc.stderr.decode('utf-8', 'replace')[-3000:]}\n{log}")
    if "library ready after" not in log or "uncaught exception" in log:
        fail(f"{exe.name} did not open its library:\n{log[-3000:]}")
    if console:
        events = [line.split()[1] for line in out.splitlines() if line.startswith("lampada-startup ")]
        if events != ["start", "paint", "library"]:
            fail(f"{exe.name} start-up marks {events}:\n{out}")
    print(f"desktop app ({exe.name}): started, library open, exited 0")


def check_folder(folder: Path, work: Path) -> None:
    before = snapshot(folder)
    check_search(folder, work)
    check_gui(folder, work, console=True)
    if WINDOWS:
        check_gui(folder, work, console=False)
    if snapshot(folder) != before:
        fail("the app wrote inside its install folder")
    print("install folder untouched")


# ------------------------------------------------------------------------------------- Windows installer
def start_menu_shortcut() -> Path:
    return Path(os.environ["APPDATA"]) / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Lâmpada.lnk"


def uninstall_entry() -> dict[str, str] | None:
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, UNINSTALL_KEY) as key:
            return {
                name: winreg.QueryValueEx(key, name)[0]
                for name in ("DisplayName", "DisplayVersion", "UninstallString", "InstallLocation")
            }
    except OSError:
        return None


def check_installer(setup: Path, work: Path) -> None:
    target = work / "Programs" / "Lampada"
    started = time.monotonic()
    subprocess.run([str(setup), "/S", f"/D={target}"], check=True, timeout=900)
    print(f"installed into {target} in {time.monotonic() - started:.0f} s")
    for name in ("lampada.exe", "lampada-cli.exe", "uninstall.exe", "_internal"):
        if not (target / name).exists():
            fail(f"{name} is missing from the install folder")
    if not start_menu_shortcut().is_file():
        fail(f"no Start-menu shortcut at {start_menu_shortcut()}")
    entry = uninstall_entry()
    if entry is None or Path(entry["InstallLocation"]) != target:
        fail(f"no uninstall entry for {target} under HKCU ({entry})")
    print(f"shortcut and uninstall entry present ({entry['DisplayName']} {entry['DisplayVersion']})")

    check_folder(target, work)

    subprocess.run([str(target / "uninstall.exe"), "/S"], check=True, timeout=300)
    deadline = time.monotonic() + 120  # the uninstaller reruns itself from %TEMP% and returns at once
    while target.exists() and time.monotonic() < deadline:
        time.sleep(1)
    if target.exists():
        fail(f"the uninstaller left {sorted(str(p) for p in target.rglob('*'))[:10]}")
    if start_menu_shortcut().exists() or uninstall_entry() is not None:
        fail("the uninstaller left the shortcut or the uninstall entry")
    print("uninstalled: folder, shortcut and uninstall entry gone")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("setup", nargs="?", type=Path, help="the installer (.exe)")
    parser.add_argument("--folder", type=Path, help="check an already unpacked bundle instead")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="lampada-smoke-") as temp:
        work = Path(temp)
        if args.folder:
            check_folder(args.folder.resolve(), work)
        elif args.setup and WINDOWS:
            check_installer(args.setup.resolve(), work)
        else:
            parser.error("pass an installer (on Windows) or --folder")
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
