"""The study tools: the person's bookmarks, highlights, notes and histories, and never losing them."""

from app.gui.study.controller import StudyController, StudyStore, UserDataHistory, notes_cache_dir

__all__ = ["StudyController", "StudyStore", "UserDataHistory", "notes_cache_dir"]
