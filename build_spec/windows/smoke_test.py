"""Smoke test of the Windows installer: install for the current user, search, start the app, uninstall.

    python build_spec/windows/smoke_test.py dist/lampada-0.1.0-windows-x64-setup.exe
    python build_spec/windows/smoke_test.py --folder build/pyinstaller/lampada   # an unpacked bundle, any OS

The checks are build_spec/dist_checks.py's, shared with tests/test_dist.py on Linux (standard library only:
this script runs with a plain Python). The bundled app runs with no Python on its PATH, a fresh
LAMPADA_DATA_DIR and a temporary working folder: a first search through the command line (`lampada-cli.exe
search ... --json`) must copy the installer's library and meaning indexes and return results from words and
meaning, the desktop app (offscreen, LAMPADA_EXIT_AFTER=library) must start, open its library with a clean log
and exit 0 — once through lampada-cli.exe (console: its start-up marks are printed too) and once through the
windowed lampada.exe (no console: only its log file is read) — and nothing inside the install folder may be
written (sizes and modification times, folders included). With an installer: a silent per-user install
(`/S /D=`), the Start-menu shortcut and the HKCU uninstall entry are checked, then the silent uninstall must
remove the folder, the shortcut and the entry. On Windows, the installer may carry only the WEB and the KJV:
the search is an English one in the WEB.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # build_spec/, for the shared checks
import dist_checks  # noqa: E402
from dist_checks import CheckFailed  # noqa: E402

WINDOWS = sys.platform == "win32"
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Lampada"
QUERY = "love your neighbour"


def executable(folder: Path, console: bool) -> Path:
    if not WINDOWS:
        return folder / "lampada"
    return folder / ("lampada-cli.exe" if console else "lampada.exe")


def check_search(folder: Path, work: Path) -> None:
    env = dist_checks.clean_env(work / "search-data")
    started = time.monotonic()
    exe = executable(folder, True)
    data = dist_checks.check_search(exe, env, QUERY, cwd=work, translation="web", timeout=300)
    seconds = time.monotonic() - started
    first = data["results"][0]["reference"]
    print(f"search: {len(data['results'])} results, first {first} ({seconds:.1f} s)")


def check_gui(folder: Path, work: Path, console: bool) -> None:
    exe = executable(folder, console)
    env = dist_checks.clean_env(work / ("gui-console-data" if console else "gui-windowed-data"))
    dist_checks.check_gui(exe, env, cwd=work, console=console, timeout=180)
    print(f"desktop app ({exe.name}): started, library open, exited 0")


def check_folder(folder: Path, work: Path) -> None:
    before = dist_checks.snapshot(folder)
    check_search(folder, work)
    check_gui(folder, work, console=True)
    if WINDOWS:
        check_gui(folder, work, console=False)
    dist_checks.require(dist_checks.snapshot(folder) == before, "the app wrote inside its install folder")
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
            raise CheckFailed(f"{name} is missing from the install folder")
    if not start_menu_shortcut().is_file():
        raise CheckFailed(f"no Start-menu shortcut at {start_menu_shortcut()}")
    entry = uninstall_entry()
    if entry is None or Path(entry["InstallLocation"]) != target:
        raise CheckFailed(f"no uninstall entry for {target} under HKCU ({entry})")
    print(f"shortcut and uninstall entry present ({entry['DisplayName']} {entry['DisplayVersion']})")

    check_folder(target, work)

    subprocess.run([str(target / "uninstall.exe"), "/S"], check=True, timeout=300)
    deadline = time.monotonic() + 120  # the uninstaller reruns itself from %TEMP% and returns at once
    while target.exists() and time.monotonic() < deadline:
        time.sleep(1)
    if target.exists():
        raise CheckFailed(f"the uninstaller left {sorted(str(p) for p in target.rglob('*'))[:10]}")
    if start_menu_shortcut().exists() or uninstall_entry() is not None:
        raise CheckFailed("the uninstaller left the shortcut or the uninstall entry")
    print("uninstalled: folder, shortcut and uninstall entry gone")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("setup", nargs="?", type=Path, help="the installer (.exe)")
    parser.add_argument("--folder", type=Path, help="check an already unpacked bundle instead")
    args = parser.parse_args(argv)
    if not args.folder and not (args.setup and WINDOWS):
        parser.error("pass an installer (on Windows) or --folder")
    with tempfile.TemporaryDirectory(prefix="lampada-smoke-") as temp:
        work = Path(temp)
        try:
            if args.folder:
                check_folder(args.folder.resolve(), work)
            else:
                check_installer(args.setup.resolve(), work)
        except CheckFailed as exc:
            print(f"smoke test FAILED: {exc}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
