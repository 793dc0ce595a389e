"""Folders, labels, bookmarks and highlights: the marks a person leaves on the text (`UserData`'s methods)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from app.core.errors import UnknownItem
from app.core.userdata.records import (
    MAX_NUMBER,
    Bookmark,
    Folder,
    Highlight,
    Label,
    check_number,
    clean_text,
    clean_translation,
    make_passage,
    new_id,
    utc_now,
)
from app.core.userdata.rows import (
    ALL,
    UNSET,
    ChapterLengths,
    Tables,
    book_index,
    canonical,
    check_colour,
    clean_name,
    coords,
    delete_row,
    expand,
    folder_of,
    highlight_of,
    label_of,
    passage_of,
    require,
    rows_in,
    update_row,
)


def _known_labels(conn: sqlite3.Connection, labels: Iterable[str]) -> list[str]:
    """The label ids once each, in order; UnknownItem for one that does not exist."""
    label_ids = sorted(set(labels))
    for label_id in label_ids:
        require(conn, "labels", label_id, "label")
    return label_ids


def _label_bookmark(conn: sqlite3.Connection, bookmark_id: str, label_ids: list[str]) -> None:
    rows = [(bookmark_id, label_id) for label_id in label_ids]
    conn.executemany("INSERT INTO bookmark_labels (bookmark_id, label_id) VALUES (?, ?)", rows)


class Marks(Tables):
    """Folders, labels, bookmarks and highlights."""

    # --- folders --------------------------------------------------------------------------------------------

    def add_folder(self, name: str, *, color: str | None = None, position: int | None = None) -> Folder:
        name = clean_name(name, "folder")
        color = check_colour(color, optional=True)
        if position is not None:
            position = check_number(position, "a folder's position")
        now = utc_now()
        folder_id = new_id()
        with self._write() as conn:
            if position is None:  # after the last, in Python: SQLite's MAX(position) + 1 may overflow to REAL
                last = conn.execute("SELECT MAX(position) FROM folders").fetchone()[0]
                position = 0 if last is None else min(int(last) + 1, MAX_NUMBER)
            conn.execute(
                "INSERT INTO folders (id, name, position, color, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (folder_id, name, position, color, now, now),
            )
        return self.get_folder(folder_id)

    def update_folder(
        self,
        folder_id: str,
        *,
        name: str | None = None,
        color: str | None = UNSET,
        position: int | None = None,
    ) -> Folder:
        changes: dict[str, Any] = {}
        if name is not None:
            changes["name"] = clean_name(name, "folder")
        if color is not UNSET:
            changes["color"] = check_colour(color, optional=True)
        if position is not None:
            changes["position"] = check_number(position, "a folder's position")
        with self._write() as conn:
            update_row(conn, "folders", folder_id, changes, "folder")
        return self.get_folder(folder_id)

    def delete_folder(self, folder_id: str) -> None:
        """Delete a folder; its bookmarks stay, outside any folder."""
        with self._write() as conn:
            now = utc_now()
            conn.execute("UPDATE bookmarks SET updated_at = ? WHERE folder_id = ?", (now, folder_id))
            delete_row(conn, "folders", folder_id, "folder")

    def get_folder(self, folder_id: str) -> Folder:
        return self._item("folders", folder_id, "folder", folder_of)

    def list_folders(self) -> list[Folder]:
        return self._records(folder_of, "SELECT * FROM folders ORDER BY position, name COLLATE NOCASE, id")

    # --- labels ---------------------------------------------------------------------------------------------

    def add_label(self, name: str, *, color: str | None = None) -> Label:
        """A new label; if one with this name (ignoring case) exists, that one is returned."""
        name = clean_name(name, "label")
        color = check_colour(color, optional=True)
        now = utc_now()
        with self._write() as conn:
            row = conn.execute("SELECT id FROM labels WHERE name = ?", (name,)).fetchone()
            label_id = row[0] if row else new_id()
            if row is None:
                conn.execute(
                    "INSERT INTO labels (id, name, color, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
                    (label_id, name, color, now, now),
                )
        return self.get_label(label_id)

    def update_label(self, label_id: str, *, name: str | None = None, color: str | None = UNSET) -> Label:
        changes: dict[str, Any] = {}
        if name is not None:
            changes["name"] = clean_name(name, "label")
        if color is not UNSET:
            changes["color"] = check_colour(color, optional=True)
        with self._write() as conn:
            if "name" in changes:
                clash = conn.execute(
                    "SELECT id FROM labels WHERE name = ? AND id != ?", (changes["name"], label_id)
                ).fetchone()
                if clash:
                    raise ValueError(f"a label named {changes['name']!r} already exists")
            update_row(conn, "labels", label_id, changes, "label")
        return self.get_label(label_id)

    def delete_label(self, label_id: str) -> None:
        """Delete a label; bookmarks lose it and keep everything else."""
        with self._write() as conn:
            now = utc_now()
            conn.execute(
                "UPDATE bookmarks SET updated_at = ? WHERE id IN (SELECT bookmark_id FROM bookmark_labels"
                " WHERE label_id = ?)",
                (now, label_id),
            )
            delete_row(conn, "labels", label_id, "label")

    def get_label(self, label_id: str) -> Label:
        return self._item("labels", label_id, "label", label_of)

    def list_labels(self) -> list[Label]:
        return self._records(label_of, "SELECT * FROM labels ORDER BY name COLLATE NOCASE, id")

    # --- bookmarks ------------------------------------------------------------------------------------------

    def add_bookmark(
        self,
        book: str,
        chapter: int,
        verse: int,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        folder_id: str | None = None,
        labels: Iterable[str] = (),
        title: str = "",
    ) -> Bookmark:
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        title, translation = clean_text(title, "a bookmark's title"), clean_translation(translation)
        now = utc_now()
        bookmark_id = new_id()
        with self._write() as conn:
            require(conn, "folders", folder_id, "folder")
            label_ids = _known_labels(conn, labels)
            conn.execute(
                "INSERT INTO bookmarks (id, book, chapter, verse, end_chapter, end_verse, translation,"
                " folder_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (bookmark_id, *coords(passage), translation, folder_id, title, now, now),
            )
            _label_bookmark(conn, bookmark_id, label_ids)
        return self.get_bookmark(bookmark_id)

    def update_bookmark(
        self,
        bookmark_id: str,
        *,
        title: str | None = None,
        folder_id: str | None = UNSET,
        labels: Iterable[str] | None = None,
        translation: str | None = UNSET,
    ) -> Bookmark:
        """Change what is given: `folder_id=None` moves it out of every folder; `labels` replaces the set."""
        changes: dict[str, Any] = {}
        if title is not None:
            changes["title"] = clean_text(title, "a bookmark's title")
        if folder_id is not UNSET:
            changes["folder_id"] = folder_id
        if translation is not UNSET:
            changes["translation"] = clean_translation(translation)
        with self._write() as conn:
            if folder_id is not UNSET:
                require(conn, "folders", folder_id, "folder")
            label_ids = _known_labels(conn, labels) if labels is not None else None
            update_row(conn, "bookmarks", bookmark_id, changes, "bookmark")
            if label_ids is not None:
                conn.execute("DELETE FROM bookmark_labels WHERE bookmark_id = ?", (bookmark_id,))
                _label_bookmark(conn, bookmark_id, label_ids)
        return self.get_bookmark(bookmark_id)

    def delete_bookmark(self, bookmark_id: str) -> None:
        with self._write() as conn:
            delete_row(conn, "bookmarks", bookmark_id, "bookmark")

    def get_bookmark(self, bookmark_id: str) -> Bookmark:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM bookmarks WHERE id = ?", (bookmark_id,)).fetchall()
            found = self._bookmarks(conn, rows)
        if not found:
            raise UnknownItem("bookmark", bookmark_id)
        return found[0]

    def list_bookmarks(self, *, folder_id: str | None = ALL, label_id: str | None = None) -> list[Bookmark]:
        """Bookmarks in canonical order; `folder_id=None` lists those outside any folder."""
        sql, args = "SELECT * FROM bookmarks WHERE 1", []
        if folder_id is not ALL:
            sql += " AND folder_id IS ?"
            args.append(folder_id)
        if label_id is not None:
            sql += " AND id IN (SELECT bookmark_id FROM bookmark_labels WHERE label_id = ?)"
            args.append(label_id)
        with self._read() as conn:
            return canonical(self._bookmarks(conn, conn.execute(sql, args).fetchall()))

    def newest_bookmark(self) -> Bookmark | None:
        """The bookmark made last: its folder is where the next one goes unless the person says otherwise."""
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM bookmarks ORDER BY created_at DESC, id LIMIT 1").fetchall()
            found = self._bookmarks(conn, rows)
        return found[0] if found else None

    def bookmarks_for_chapter(self, book: str, chapter: int) -> list[Bookmark]:
        """Bookmarks whose passage touches this chapter (for the reader's margin)."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT * FROM bookmarks WHERE book = ? AND chapter <= ?"
                " AND COALESCE(end_chapter, chapter) >= ?",
                (book, chapter, chapter),
            ).fetchall()
            return canonical(self._bookmarks(conn, rows))

    @staticmethod
    def _bookmarks(conn: sqlite3.Connection, rows: Sequence[sqlite3.Row]) -> list[Bookmark]:
        if not rows:
            return []
        labels: dict[str, list[str]] = {}
        ids = [r["id"] for r in rows]
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for b, lab in conn.execute(
                f"SELECT bookmark_id, label_id FROM bookmark_labels WHERE bookmark_id IN ({marks})", chunk
            ):
                labels.setdefault(b, []).append(lab)
        return [
            Bookmark(
                r["id"],
                passage_of(r),
                r["translation"],
                r["folder_id"],
                tuple(sorted(labels.get(r["id"], ()))),
                r["title"],
                r["created_at"],
                r["updated_at"],
            )
            for r in rows
        ]

    # --- highlights -----------------------------------------------------------------------------------------

    def set_highlight(
        self,
        book: str,
        chapter: int,
        verse: int,
        color: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        chapter_lengths: ChapterLengths | None = None,
    ) -> list[Highlight]:
        """Colour a verse or a range (one row per verse, so a later colour or clear can cover part of it).

        A range across chapters needs `chapter_lengths(chapter) -> verse count` of this book (the reader knows
        the translation's versification; the user database does not).
        """
        color = check_colour(color, optional=False)
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        translation = clean_translation(translation)
        verses = expand(passage, chapter_lengths)
        now = utc_now()
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO highlights (id, book, chapter, verse, color, translation, created_at,"
                " updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (book, chapter, verse) DO UPDATE SET color = excluded.color,"
                " translation = excluded.translation, updated_at = excluded.updated_at"
                " WHERE highlights.color IS NOT excluded.color",
                [(new_id(), book, c, v, color, translation, now, now) for c, v in verses],
            )
        with self._read() as conn:
            return [highlight_of(r) for r in rows_in(conn, "highlights", passage)]

    def clear_highlight(
        self,
        book: str,
        chapter: int,
        verse: int,
        end_chapter: int | None = None,
        end_verse: int | None = None,
    ) -> int:
        """Remove highlights from a verse or range; returns how many verses lost theirs."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        with self._write() as conn:
            return conn.execute(
                "DELETE FROM highlights WHERE book = ?"
                " AND (chapter, verse) >= (?, ?) AND (chapter, verse) <= (?, ?)",
                (book, passage.chapter, passage.verse, *passage.last),
            ).rowcount

    def highlights_for_chapter(self, book: str, chapter: int) -> list[Highlight]:
        sql = "SELECT * FROM highlights WHERE book = ? AND chapter = ? ORDER BY verse"
        return self._records(highlight_of, sql, (book, chapter))

    def all_highlights(self) -> list[Highlight]:
        highlights = self._records(highlight_of, "SELECT * FROM highlights")
        return sorted(highlights, key=lambda h: (book_index(h.book), h.chapter, h.verse))
