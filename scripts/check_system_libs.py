"""Before `make run` starts the app from source: are the system libraries Qt's X11 plugin loads installed?

PySide6's wheel carries Qt but not the X11 libraries its `xcb` platform plugin links to; on a plain Debian or
Ubuntu desktop some are missing (libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1…) and the app aborts at start
with Qt's "could not load the Qt platform plugin xcb". The installers carry or depend on them
(docs/installers.md); from source this check asks the dynamic linker (`ldd` on the plugin) what it cannot find
and says exactly what to install:

    .venv/bin/python scripts/check_system_libs.py    # 0: nothing missing (or nothing to check); 1: missing

Nothing is checked off Linux, when another platform plugin is asked for (QT_QPA_PLATFORM=wayland, offscreen),
or where `ldd` is not there.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# The Debian/Ubuntu package of each library the xcb plugin (and Qt's GUI library under it) links to.
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}
_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin, found without loading Qt."""
    try:
        import PySide6
    except ImportError:
        return None
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries `ldd` could not find, in its order, each once."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def advice(missing: list[str]) -> str:
    """What to tell the person: which libraries are missing and the command that installs them."""
    packages = list(dict.fromkeys(PACKAGES[name] for name in missing if name in PACKAGES))
    unknown = [name for name in missing if name not in PACKAGES]
    lines = [
        "lampada: the desktop app cannot start: Qt's X11 plugin needs system libraries that are not "
        f"installed: {', '.join(missing)}."
    ]
    if packages:
        lines += ["Install them with:", f"    sudo apt-get install {' '.join(packages)}"]
    if unknown:
        lines.append(f"(and the packages that provide {', '.join(unknown)}: `apt-file search` names them)")
    lines.append("then run `make run` again.")
    return "\n".join(lines)


def check(plugin: Path | None = None) -> list[str]:
    """The libraries the xcb plugin needs and this system lacks ([] when there is nothing to check)."""
    if not sys.platform.startswith("linux"):
        return []
    asked = os.environ.get("QT_QPA_PLATFORM", "")
    if asked and not asked.startswith("xcb"):
        return []
    plugin = plugin or xcb_plugin()
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return []
    done = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, check=False)
    return missing_libraries(done.stdout + done.stderr)


def main() -> int:
    missing = check()
    if missing:
        print(advice(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
