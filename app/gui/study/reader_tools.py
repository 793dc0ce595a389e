"""What the study tools add to the reader: the person's marks on each chapter, the selected verses as a
passage, what a marker opens, and the per-verse entries of the right-click menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from app.gui import i18n
from app.gui.look.icons import icon
from app.gui.reader.mark_painting import ChapterMarks, chapter_marks, passage_ref
from app.gui.study.study_actions import StudyActions
from app.gui.study.study_store import StudyStore

if TYPE_CHECKING:
    from app.core.userdata import Bookmark, Note, Passage
    from app.gui.reader.chapter_view import ReaderPane


class ReaderTools(QObject):
    # a note was chosen from its marker or the reader's menu (Note)
    note_chosen = Signal(object)
    # a bookmark marker was clicked (no payload): the bookmarks are shown
    bookmarks_wanted = Signal()

    def __init__(
        self,
        reader: ReaderPane,
        store: StudyStore,
        actions: StudyActions,
        *,
        translation: Callable[[], str],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.reader = reader
        self.store = store
        self.actions = actions
        self.translation = translation  # the translation being read ("" when none)
        self.say = say  # the status line
        reader.marks_provider = self.chapter_marks
        reader.marker_clicked.connect(self._on_marker)
        reader.view.extend_context_menu = self.extend_menu

    # ------------------------------------------------------------------ the selection
    def selection(self) -> tuple[str, int, int, int] | None:
        """(book, chapter, first verse, last verse) of the reader's selection, or None."""
        loc = self.reader.location
        if loc is None:
            return None
        verses = self.reader.view.verses_in_selection() or self.reader.highlighted()
        if not verses:
            return None
        return loc.book, loc.chapter, min(verses), max(verses)

    def selected_passage(self, *, quiet: bool = False) -> Passage | None:
        """The selection as a passage; None, said in the status line (unless `quiet`), without a selection or
        while the notes are not open."""
        from app.core.userdata import make_passage

        t = self.selection()
        if t is None or self.store.userdata is None:
            if not quiet:
                self.say(
                    self.tr("Select a verse first.")
                    if t is None
                    else self.tr("Your notes and bookmarks are not available right now.")
                )
            return None
        book, chapter, first, last = t
        return make_passage(
            book, chapter, first, chapter if last > first else None, last if last > first else None
        )

    # ------------------------------------------------------------------ what the reader shows
    def chapter_marks(self, book: str, chapter: int, last_verse: int) -> ChapterMarks:
        ud = self.store.userdata
        if ud is None:
            return ChapterMarks(chapter=chapter)
        return chapter_marks(
            chapter,
            ud.highlights_for_chapter(book, chapter),
            ud.notes_for_chapter(book, chapter),
            ud.bookmarks_for_chapter(book, chapter),
            last_verse,
        )

    def verse_text(self, passage: Passage, limit: int = 400) -> str:
        """The passage's text in the translation being read (for the panel and the note editor)."""
        library = self.reader.library
        tid = self.translation()
        if library is None or not tid:
            return ""
        end_chapter, end_verse = passage.last
        try:
            verses = library.span(
                tid, passage.book, (passage.chapter, passage.verse), (end_chapter, end_verse)
            )
        except Exception:  # noqa: BLE001 - a versification gap: no preview
            return ""
        text = " ".join(v.text for v in verses)
        return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"

    def bookmarks_at(self, passage: Passage) -> list[Bookmark]:
        """The bookmarks on exactly this passage."""
        ud = self.store.userdata
        if ud is None:
            return []
        return [b for b in ud.bookmarks_for_chapter(passage.book, passage.chapter) if b.passage == passage]

    # ------------------------------------------------------------------ markers and the menu
    def _on_marker(self, kind: str, verse: int) -> None:
        if kind == "note":
            notes = self.reader.marks.notes.get(verse, [])
            if len(notes) == 1:
                self.note_chosen.emit(notes[0])
            elif notes:
                menu = QMenu(self.reader)
                self._add_note_entries(menu, notes)
                menu.exec(QCursor.pos())
                menu.deleteLater()
        elif kind == "bookmark":
            self.bookmarks_wanted.emit()

    def _add_note_entries(self, menu: QMenu, notes: list[Note]) -> None:
        from app.core.userdata import note_heading

        for n in notes:
            first = note_heading(n.title, n.text)
            label = f"{passage_ref(n.passage, i18n.ui_language())} — {first[:40]}"
            text = self.tr("Edit note: %1").replace("%1", label)
            note_icon = icon("note", self.reader.theme.text)
            menu.addAction(note_icon, text, lambda n=n: self.note_chosen.emit(n))

    def extend_menu(self, menu: QMenu) -> None:
        """The reader's right-click menu, per verse: remove its bookmark, edit the notes on it."""
        self.actions.update(self.store.available, self.store.available and not self.store.read_only)
        passage = self.selected_passage(quiet=True)
        first_std = next((a for a in menu.actions() if a not in self.reader.view.context_actions), None)
        extra = []
        if passage is not None and self.bookmarks_at(passage):
            extra.append(self.actions["remove_bookmark"])
        if passage is not None:
            notes = self.reader.marks.notes_on(passage.verse)
            if notes:
                sub = QMenu(menu)
                self._add_note_entries(sub, notes)
                extra.extend(sub.actions())
        if extra:
            menu.insertActions(first_std, extra)
