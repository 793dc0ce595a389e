"""The GUI's import path for notes search until it imports `app.core.retrieval.notes` itself."""

from app.core.retrieval.notes import DocumentCache, NoteHit, NotesIndex, NotesResponse, match_spans

__all__ = ["DocumentCache", "NoteHit", "NotesIndex", "NotesResponse", "match_spans"]
