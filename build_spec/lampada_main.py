"""The installed app's entry point (PyInstaller): `lampada` alone opens the desktop app; with a subcommand it
is the command line (`lampada search "amor ao próximo"`), exactly as `.venv/bin/lampada` from source.

On Windows the windowed `lampada.exe` has no console, so Python's standard streams are None there: they are
pointed at the null device, so that a stray print or progress bar cannot crash it. `lampada-cli.exe` (same
code, console subsystem) is the one for terminals and scripts.
"""

import os
import sys

for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives as long as the app

from app.cli.command_line import main  # noqa: E402

raise SystemExit(main())
