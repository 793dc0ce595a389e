"""The reading and search histories (methods of `UserData`)."""

from __future__ import annotations

from app.core.userdata.records import (
    MAX_QUERY_CHARS,
    ReadingEntry,
    SearchEntry,
    clean_translation,
    make_passage,
    new_id,
    utc_now,
    whole_text,
)
from app.core.userdata.rows import Tables, fold_query, reading_of, search_of, trim


class Histories(Tables):
    """Where the person read and what they searched, newest first, each kept to its cap."""

    reading_cap: int
    search_cap: int

    # --- reading and search history -------------------------------------------------------------------------

    def record_reading(
        self, book: str, chapter: int, verse: int = 1, translation: str | None = None
    ) -> ReadingEntry:
        """Remember a reading position. Moving inside the same chapter updates the newest entry instead of
        adding one; the history keeps the newest `reading_cap` entries."""
        make_passage(book, chapter, verse)
        translation = clean_translation(translation)
        now = utc_now()
        with self._write() as conn:
            last = conn.execute(
                "SELECT id, book, chapter FROM reading_history ORDER BY read_at DESC, seq DESC LIMIT 1"
            ).fetchone()
            if last is not None and (last["book"], last["chapter"]) == (book, chapter):
                entry_id = last["id"]
                conn.execute(
                    "UPDATE reading_history SET verse = ?, translation = ?, read_at = ? WHERE id = ?",
                    (verse, translation, now, entry_id),
                )
            else:
                entry_id = new_id()
                conn.execute(
                    "INSERT INTO reading_history (id, book, chapter, verse, translation, read_at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (entry_id, book, chapter, verse, translation, now),
                )
            trim(conn, "reading_history", "read_at", self.reading_cap)
        return ReadingEntry(entry_id, book, chapter, verse, translation, now)

    def reading_history(self, limit: int = 50) -> list[ReadingEntry]:
        """Newest first."""
        return self._records(
            reading_of, "SELECT * FROM reading_history ORDER BY read_at DESC, seq DESC LIMIT ?", (limit,)
        )

    def last_position(self) -> ReadingEntry | None:
        history = self.reading_history(1)
        return history[0] if history else None

    def clear_reading_history(self) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM reading_history")

    def record_search(self, query: str, translation: str | None = None) -> SearchEntry | None:
        """Remember a search. The same query again (ignoring case and spacing) moves to the top instead of
        repeating; blank queries are ignored; a query is kept to its first `MAX_QUERY_CHARS` characters; the
        history keeps the newest `search_cap` entries."""
        text = " ".join(whole_text(str(query)[: MAX_QUERY_CHARS * 4]).split())[:MAX_QUERY_CHARS].rstrip()
        if not text:
            return None
        translation = clean_translation(translation)
        now = utc_now()
        entry_id = new_id()
        with self._write() as conn:
            conn.execute("DELETE FROM search_history WHERE ud_fold(query) = ?", (fold_query(text),))
            conn.execute(
                "INSERT INTO search_history (id, query, translation, searched_at) VALUES (?, ?, ?, ?)",
                (entry_id, text, translation, now),
            )
            trim(conn, "search_history", "searched_at", self.search_cap)
        return SearchEntry(entry_id, text, translation, now)

    def search_history(self, limit: int = 50) -> list[SearchEntry]:
        """Newest first."""
        return self._records(
            search_of, "SELECT * FROM search_history ORDER BY searched_at DESC, seq DESC LIMIT ?", (limit,)
        )

    def delete_search(self, entry_id: str) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM search_history WHERE id = ?", (entry_id,))

    def clear_search_history(self) -> None:
        with self._write() as conn:
            conn.execute("DELETE FROM search_history")
