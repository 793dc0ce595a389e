"""Write docs/gui.md's keyboard table from the window's menus and actions (what Help ▸ Keyboard shortcuts
shows), in English, as on Linux and Windows:

    .venv/bin/python scripts/keyboard_table.py

The window is built offscreen on an empty data folder and never started: its menus and actions exist from
its constructor. tests/gui/shell/test_keyboard.py fails when the table in the docs is not this one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DOC = ROOT / "docs" / "gui.md"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data:
        os.environ["LAMPADA_DATA_DIR"] = data
        from PySide6.QtWidgets import QApplication

        from app.core import paths
        from app.gui.settings import Settings, SettingsHistory
        from app.gui.shell.help import TABLE_END, TABLE_START, markdown_table
        from app.gui.shell.window import MainWindow, Services

        app = QApplication.instance() or QApplication([sys.argv[0]])
        settings = Settings()
        services = Services(
            paths.library_path(), paths.indexes_dir(), settings, SettingsHistory(settings), None, None
        )
        window = MainWindow(services)
        table = markdown_table(window.help.sections())
        window.shutdown()
        window.deleteLater()
        app.processEvents()
    doc = DOC.read_text(encoding="utf-8")
    start, end = doc.index(TABLE_START) + len(TABLE_START), doc.index(TABLE_END)
    DOC.write_text(f"{doc[:start]}\n{table}\n{doc[end:]}", encoding="utf-8")
    print(f"{DOC}: {table.count(chr(10)) - 1} keys")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
