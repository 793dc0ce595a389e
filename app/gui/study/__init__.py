"""The study tools: the person's bookmarks, highlights, notes and histories, and never losing them
(`controller` says how the parts fit)."""

from app.gui.study.controller import StudyController

__all__ = ["StudyController"]
