"""Notes and the note editor's drafts (methods of `UserData`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any

from app.core.userdata.markup import note_document_text
from app.core.userdata.records import (
    Draft,
    Note,
    clean_text,
    clean_translation,
    draft_key,
    make_passage,
    new_id,
    utc_now,
)
from app.core.userdata.rows import (
    Tables,
    canonical,
    coords,
    delete_row,
    draft_of,
    note_of,
    update_row,
)


def _note_text(text: str) -> str:
    """A note's text, checked the same for the note and for its draft (a note not yet saved)."""
    return clean_text(text, "a note's text")


def _note_title(title: str) -> str:
    return clean_text(title, "a note's title")


def _drop_draft(conn: sqlite3.Connection, key: str) -> bool:
    """Remove the editor's draft under `key`; False if there was none."""
    return conn.execute("DELETE FROM note_drafts WHERE key = ?", (key,)).rowcount > 0


class Notes(Tables):
    """Notes on passages, and the drafts that keep what an editor holds until it is saved."""

    # --- notes ----------------------------------------------------------------------------------------------

    def add_note(
        self,
        book: str,
        chapter: int,
        verse: int,
        text: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        translation: str | None = None,
        title: str = "",
        draft_key: str | None = None,
    ) -> Note:
        """Save a note (Markdown source). When this returns, the note is on disk (fsynced).

        `draft_key`: the editor's draft of this note, removed in the same transaction — the text is at every
        moment either a draft or a note, never both and never neither."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        text, title = _note_text(text), _note_title(title)
        translation = clean_translation(translation)
        now = utc_now()
        note_id = new_id()
        with self._write() as conn:
            conn.execute(
                "INSERT INTO notes (id, book, chapter, verse, end_chapter, end_verse, translation, title,"
                " text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (note_id, *coords(passage), translation, title, text, now, now),
            )
            if draft_key is not None:
                _drop_draft(conn, draft_key)
        return Note(note_id, passage, translation, title, text, now, now)

    def update_note(
        self,
        note_id: str,
        *,
        text: str | None = None,
        title: str | None = None,
        draft_key: str | None = None,
    ) -> Note:
        """Change a note; `draft_key` (the editor's draft) is removed in the same transaction."""
        changes: dict[str, Any] = {}
        if text is not None:
            changes["text"] = _note_text(text)
        if title is not None:
            changes["title"] = _note_title(title)
        with self._write() as conn:
            update_row(conn, "notes", note_id, changes, "note")
            if draft_key is not None:
                _drop_draft(conn, draft_key)
        return self.get_note(note_id)

    def delete_note(self, note_id: str) -> None:
        """Delete a note, and the editor's draft of it (a draft of a deleted note has nothing to update)."""
        with self._write() as conn:
            delete_row(conn, "notes", note_id, "note")
            _drop_draft(conn, f"note:{note_id}")

    def get_note(self, note_id: str) -> Note:
        return self._item("notes", note_id, "note", note_of)

    def notes_for_chapter(self, book: str, chapter: int) -> list[Note]:
        """Notes whose passage touches this chapter (a range from the previous chapter included)."""
        sql = "SELECT * FROM notes WHERE book = ? AND chapter <= ? AND COALESCE(end_chapter, chapter) >= ?"
        return canonical(self._records(note_of, sql, (book, chapter, chapter)))

    def notes_for_verse(self, book: str, chapter: int, verse: int) -> list[Note]:
        """Notes on this verse or on a range that contains it."""
        sql = (
            "SELECT * FROM notes WHERE book = ? AND (chapter, verse) <= (?, ?)"
            " AND (COALESCE(end_chapter, chapter), COALESCE(end_verse, verse)) >= (?, ?)"
        )
        return canonical(self._records(note_of, sql, (book, chapter, verse, chapter, verse)))

    def all_notes(self) -> list[Note]:
        """Every note in canonical order of its passage."""
        return canonical(self._records(note_of, "SELECT * FROM notes"))

    def iter_note_documents(self) -> Iterator[tuple[str, str, str]]:
        """(note id, OSIS reference, plain text) for every note: what the retriever indexes for search."""
        for note in self.all_notes():
            yield note.id, note.passage.osis, note_document_text(note.title, note.text)

    # --- drafts of the note editor --------------------------------------------------------------------------

    def save_draft(
        self,
        book: str,
        chapter: int,
        verse: int,
        text: str,
        end_chapter: int | None = None,
        end_verse: int | None = None,
        *,
        note_id: str | None = None,
        title: str = "",
        translation: str | None = None,
        base_updated_at: str | None = None,
    ) -> Draft:
        """Keep what the editor holds (one draft per editor: `draft_key(note_id, passage)`; a later call
        replaces it). Durable when it returns, like every write. The note itself is not touched."""
        passage = make_passage(book, chapter, verse, end_chapter, end_verse)
        key = draft_key(note_id, passage)
        text, title = _note_text(text), _note_title(title)
        translation = clean_translation(translation)
        now = utc_now()
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO note_drafts (key, note_id, book, chapter, verse, end_chapter,"
                " end_verse, translation, title, text, base_updated_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    note_id,
                    *coords(passage),
                    translation,
                    title,
                    text,
                    base_updated_at,
                    now,
                ),
            )
        return Draft(key, note_id, passage, translation, title, text, base_updated_at, now)

    def get_draft(self, key: str) -> Draft | None:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM note_drafts WHERE key = ?", (key,)).fetchone()
        return draft_of(row) if row is not None else None

    def list_drafts(self) -> list[Draft]:
        """Every draft waiting to be saved or dropped, newest first."""
        return self._records(draft_of, "SELECT * FROM note_drafts ORDER BY updated_at DESC, key")

    def delete_draft(self, key: str) -> bool:
        """Drop a draft (saved, or discarded by the person); False if there was none."""
        with self._write() as conn:
            return _drop_draft(conn, key)
