"""Damaging a database file the way a failing disk would: bytes of one page overwritten."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def table_pages(path: Path, table: str) -> tuple[list[int], int]:
    """The pages of a table's b-tree (SQLite's `dbstat`), root first, and the page size."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno", (table,)).fetchall()
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()
    return [root] + [r[0] for r in rows if r[0] != root], size


def damage_page(path: Path, table: str, which: int = -1) -> None:
    """Overwrite the middle of one page of `table` (its last by default) with garbage. The file must be
    closed (no -wal beside it)."""
    assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0
    pages, size = table_pages(path, table)
    page = pages[which]
    with open(path, "r+b") as f:
        f.seek((page - 1) * size + 8)
        f.write(b"\xa5\x5a" * (size // 4))
