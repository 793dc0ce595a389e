"""Compile the Windows installer script on Linux, against a stand-in for PyInstaller's Windows folder.

    python build_spec/windows/nsis_check.py [--source FOLDER] [--out build/nsis-check]

Needs Debian's `makensis` (apt-get install nsis). The stand-in folder has the names the script installs
(lampada.exe, lampada-cli.exe, _internal\\), so the check covers the script, its defines, pages, languages,
registry and shortcut code and the icon; it cannot run the installer (there is no Windows here: the
Windows workflow, .github/workflows/windows.yml, installs and runs it). Warnings count as errors.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

SCRIPT = ROOT / "build_spec" / "windows" / "lampada.nsi"


def stand_in(folder: Path) -> Path:
    folder.mkdir(parents=True)
    for name in ("lampada.exe", "lampada-cli.exe"):
        (folder / name).write_bytes(b"MZ stand-in for PyInstaller's executable\n")
    internal = folder / "_internal" / "resources"
    internal.mkdir(parents=True)
    (internal / "README.txt").write_text("stand-in for the bundle\n", encoding="utf-8")
    return folder


def compile_installer(source: Path, out: Path, icon: Path | None) -> Path:
    makensis = shutil.which("makensis")
    if makensis is None:
        raise SystemExit("nsis_check: makensis is not installed (apt-get install -y nsis)")
    out.mkdir(parents=True, exist_ok=True)
    setup = out / f"lampada-{__version__}-windows-x64-setup.exe"
    setup.unlink(missing_ok=True)
    cmd = [
        makensis,
        "-V2",
        "-WX",
        "-INPUTCHARSET",
        "UTF8",
        f"-DVERSION={__version__}",
        f"-DSOURCE_DIR={source}",
        f"-DOUTFILE={setup}",
        *([f"-DICON={icon}"] if icon else []),
        str(SCRIPT),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"nsis_check: makensis failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    if not setup.is_file() or setup.read_bytes()[:2] != b"MZ":
        raise SystemExit(f"nsis_check: makensis wrote no Windows program at {setup}")
    return setup


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, help="an onedir folder to package (default: a stand-in)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "nsis-check")
    parser.add_argument("--icon", type=Path, default=ROOT / "build" / "icons" / "lampada.ico")
    args = parser.parse_args(argv)
    icon = args.icon
    with tempfile.TemporaryDirectory() as temp:
        if not icon.is_file():  # render it, as the real build does
            subprocess.run([sys.executable, str(ROOT / "build_spec" / "icons.py"), temp], check=True)
            icon = Path(temp) / "lampada.ico"
        source = args.source or stand_in(Path(temp) / "lampada")
        setup = compile_installer(source.resolve(), args.out, icon)
    print(f"nsis_check: {SCRIPT.name} compiles: {setup} ({setup.stat().st_size / 1e3:.0f} kB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
