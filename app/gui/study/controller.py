"""Study tools over the user's own data: bookmarks, highlights, notes, histories — and never losing them.

`StudyController` wires the parts of this package into the window, through the narrow `host.StudyHost` (the
window as the study tools see it), never the window's own attributes:

    store.StudyStore          the one open UserData (or why it is not), and what changed in it
    actions.StudyActions      every study action, declared once; on while the notes can be written
    operations                what a person does to their data: one write and one error path each
    reader_tools.ReaderTools  the marks on each chapter, the selection as a passage, the reader's menu
    bookmarks.BookmarkTools   Ctrl+D and its popup, folders and labels
    editors.NoteEditors       the open note editors and their drafts
    files.DataFiles           export, import, backups
    recovery.Recovery         a database that cannot open, and the ways out
    history                   recent searches and reading places, in the user database
    notes_search              notes search: the second engine behind the search box, and its cards
    panel.StudyPanel          the dock's tabs: it reads the store and says by signals what was asked
    plans.ReadingPlans        the reading plans' dock, starting a plan, today's reading in one click
    questions.Questions       the modal questions (tests replace them)

The controller itself owns the dock and its panel, the life cycle (open, release for a repair, shut down),
the theme, and the few reader actions that are one call each (highlight, open a passage).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

import app.gui.study.operations as ops
from app.gui.compact import CompactToolButton
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader import printing
from app.gui.reader.mark_painting import COLOURS
from app.gui.reader.navigation import Location
from app.gui.shell.docks import SideDock
from app.gui.study.bookmarks import BookmarkTools
from app.gui.study.data_dialogs import describe_userdata_error
from app.gui.study.data_files import DataFiles
from app.gui.study.editors import NoteEditors
from app.gui.study.histories import ReadingHistory, UserDataHistory
from app.gui.study.host import MeaningModel, ResultsArea, StudyHost
from app.gui.study.notes_search import NotesResults, NotesSearch
from app.gui.study.panel import StudyPanel
from app.gui.study.questions import Questions
from app.gui.study.reader_tools import ReaderTools
from app.gui.study.reading_plans import ReadingPlans
from app.gui.study.recovery import Recovery
from app.gui.study.study_actions import StudyActions, highlight_name
from app.gui.study.study_store import StudyStore

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.core.userdata import Passage, UserData
    from app.gui.settings import HistoryStore
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

STATUS_MS = 4000


class StudyController(QObject):
    """Everything the study tools add to the main window."""

    # the person was told something about their data: (kind "info" | "warn" | "error", title, text)
    told = Signal(str, str, str)
    # the user database opened read-only, or writable again: why it cannot be written ("" when it can)
    read_only_changed = Signal(str)

    def __init__(
        self,
        host: StudyHost,
        runner: TaskRunner,
        meaning: MeaningModel,
        results: ResultsArea,
        *,
        fallback_history: HistoryStore,
        more: Callable[[], None],
        userdata_path: Path | None = None,
    ):
        super().__init__(host)  # type: ignore[arg-type] - the host is the main window
        self.host = host
        self.reader = host.reader
        window: QWidget = host  # type: ignore[assignment] - the parent of dialogs and editors
        self.theme: Theme = LIGHT
        self.store = StudyStore(runner, userdata_path, self)
        self.history = UserDataHistory(self.store, fallback_history, host.current_translation)
        self.reading = ReadingHistory(self.store, self)
        self.questions = Questions(window)
        self.ctx = ops.Context(self.store, self.say, self.write_failed)
        self.actions = StudyActions(window)
        self.reader_tools = ReaderTools(
            self.reader,
            self.store,
            self.actions,
            translation=host.current_translation,
            say=self.say,
            parent=self,
        )
        self.bookmarks = BookmarkTools(self.ctx, self.reader_tools, self.questions, self.translation, window)
        self.editors = NoteEditors(
            self.ctx, self.questions, host.notice,
            verse_text=self.reader_tools.verse_text, translation=self.translation, window=window,
            print_note=self.print_note,
        )  # fmt: skip
        self.files = DataFiles(
            self.store, runner, self.questions, tell=self.told.emit, say=self.say, window=window,
            scripture=lambda: (self.reader.library.path if self.reader.library else None, self.translation()),
        )  # fmt: skip
        self.recovery = Recovery(self.store, runner, tell=self.told.emit, window=window)
        self.notes = NotesSearch(self.store, runner, meaning, self)
        self.notes_results = NotesResults(results, more, self)
        self.plans = ReadingPlans(self.ctx, host, self.questions, window)  # the reading plans' dock
        self._panel: StudyPanel | None = None  # made when the dock is first shown
        self._panel_state: tuple[bool, tuple[str, str] | None] = (True, None)
        self._shut = False
        self._build_dock(window)
        self._connect()
        self._update_actions()

    @property
    def userdata(self) -> UserData | None:
        return self.store.userdata

    def translation(self) -> str | None:
        """The translation being read (recorded with a bookmark, a highlight, a note), or None."""
        return self.host.current_translation() or None

    # ================================================================== building
    def _build_dock(self, window: QWidget) -> None:
        self.dock = SideDock(self.tr("Study"), "StudyDock", self.tr("Close the study panel (F9)"), window)
        self.dock.visibilityChanged.connect(lambda visible: visible and self.panel)
        self.host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.panel_action = self.dock.toggleViewAction()
        self.panel_action.setText(self.tr("&Study panel"))
        self.panel_action.setIconText(self.tr("Study"))
        self.panel_action.setShortcut(QKeySequence("F9"))
        self.host.addAction(self.panel_action)
        self.host.tabifyDockWidget(self.dock, self.plans.dock)  # a saved window state places it otherwise
        self.plans.dock.hide()

    def _connect(self) -> None:
        a = self.actions
        a["bookmark"].triggered.connect(self.bookmarks.add)
        a["remove_bookmark"].triggered.connect(self.bookmarks.remove_selected)
        for colour in COLOURS:
            a[highlight_name(colour)].triggered.connect(lambda _=False, c=colour: self.highlight(c))
        a["clear_highlight"].triggered.connect(self.clear_highlight)
        a["note"].triggered.connect(self.edit_note_for_selection)
        a["export_json"].triggered.connect(lambda: self.files.export_json())
        a["export_markdown"].triggered.connect(lambda: self.files.export_markdown())
        a["import_data"].triggered.connect(lambda: self.files.import_data())
        a["backups"].triggered.connect(self.files.open_backups)
        for action in a.window_actions():
            self.host.addAction(action)
        self.reader_tools.note_chosen.connect(lambda note: self.editors.open(note.passage, note))
        self.reader_tools.bookmarks_wanted.connect(self.show_bookmarks)
        self.editors.passage_wanted.connect(self.open_passage)
        self.notes_results.note_opened.connect(self.editors.open_note)
        self.notes_results.bookmark_opened.connect(self.open_passage)
        self.store.opened.connect(self._on_opened)
        self.store.failed.connect(self._on_failed)
        self.store.changed.connect(self._on_changed)
        self.told.connect(lambda kind, title, text: self.host.notice.show_message(title, text, kind=kind))

    @property
    def panel(self) -> StudyPanel:
        """The study panel, built the first time it is needed (most starts never show it)."""
        if self._panel is None:
            panel = StudyPanel(self.store, self.reader_tools.verse_text, self.dock)
            panel.set_theme(self.theme)
            panel.set_available(*self._panel_state)
            self._connect_panel(panel)
            self._panel = panel
            self.dock.setWidget(panel)
        return self._panel

    def _connect_panel(self, panel: StudyPanel) -> None:
        b, e = self.bookmarks, self.editors
        panel.passage_requested.connect(self.open_passage)
        panel.note_requested.connect(e.open_note)
        panel.note_delete_requested.connect(e.delete_note)
        panel.draft_requested.connect(e.open_draft)
        panel.draft_discard_requested.connect(e.discard_draft)
        panel.reading_requested.connect(self.open_reading)
        panel.search_requested.connect(lambda q: self.host.search(q, committed=True))
        panel.bookmark_rename_requested.connect(b.rename)
        panel.bookmark_move_requested.connect(b.move)
        panel.bookmark_new_folder_requested.connect(b.move_to_new_folder)
        panel.bookmark_label_toggled.connect(b.set_label)
        panel.bookmark_new_label_requested.connect(b.new_label)
        panel.bookmark_remove_requested.connect(b.delete)
        panel.folder_new_requested.connect(b.new_folder)
        panel.folder_rename_requested.connect(b.rename_folder)
        panel.folder_delete_requested.connect(b.delete_folder)
        panel.highlight_remove_requested.connect(lambda p: ops.clear_highlight(self.ctx, p))
        panel.reading_clear_requested.connect(self.clear_reading_history)
        panel.searches_clear_requested.connect(self.clear_search_history)
        panel.help_requested.connect(self.recovery.show_problem)

    def panel_button(self, parent: QWidget) -> QToolButton:
        """The header's Study button (it shows and hides the dock)."""
        button = CompactToolButton(parent)
        button.setObjectName("StudyButton")
        button.setDefaultAction(self.panel_action)
        button.setToolTip(self.tr("Bookmarks, notes, highlights and history (F9)"))
        return button

    def install_menus(self, file_menu: QMenu, before: QAction, view_menu: QMenu) -> None:
        """File ▸ the data entries (before `before`: Quit); View ▸ the study panel."""
        self.actions.install_menus(file_menu, before)
        view_menu.addSeparator()
        view_menu.addAction(self.panel_action)
        view_menu.addActions([self.plans.toggle_action, self.plans.today_action])

    def _set_panel_state(self, available: bool, message: tuple[str, str] | None = None) -> None:
        self._panel_state = (available, message)
        if self._panel is not None:
            self._panel.set_available(available, message)

    # ================================================================== life cycle
    def open(self) -> None:
        """After the first paint: the user database, on the runner (notes search follows the model)."""
        self.notes.open()
        self.store.open()

    def _on_opened(self) -> None:
        self._set_panel_state(True)
        try:
            self.history.migrate()
        except Exception:  # noqa: BLE001 - the old history stays in the settings file
            log.exception("cannot move the recent searches to the user database")
        recovered = self.recovery.opened()
        self._update_actions()
        self.read_only_changed.emit(self.store.read_only)
        if not recovered:  # after a restore, that message comes first; its drafts still show in the panel
            self.editors.offer_drafts()
        self.notes.warm()

    def _on_failed(self, exc: BaseException) -> None:
        self._set_panel_state(False, describe_userdata_error(exc))
        self._update_actions()
        self.recovery.failed()

    def _on_changed(self, kinds: set[str]) -> None:
        if "all" in kinds or kinds & {"bookmarks", "highlights", "notes"}:
            self.reader.refresh_marks()
        if self._panel is not None:
            self._panel.refresh(kinds)
        self._update_actions()

    def _update_actions(self) -> None:
        available, writable = self.store.available, self.store.available and not self.store.read_only
        self.actions.update(available, writable)
        self.plans.set_available(available, writable, None if available else self._panel_state[1])

    def confirm_close(self) -> bool:
        """Before the window closes: every note being edited is saved or, if the person says so, dropped."""
        return self.editors.confirm_close()

    def release(self) -> bool:
        """Before the data folder is repaired: each note being edited is saved or dropped (the person says
        which), the reading place recorded, and the user database closed. False: the person cancelled."""
        if not self.confirm_close():
            return False
        self.reading.flush()
        self.bookmarks.close_popup()
        self.store.suspend()
        self._set_panel_state(
            False,
            (
                self.tr("Your notes are closed for a moment"),
                self.tr("Lâmpada is repairing its data; they come back when it is done."),
            ),
        )
        self._update_actions()
        return True

    def shutdown(self) -> None:
        """The window is going away: record the last place, keep any unsaved note (no one can be asked now
        — save rather than lose), close the editors and the database."""
        if self._shut:
            return
        self._shut = True
        self.reading.flush()
        self.bookmarks.close_popup()  # keeps what was chosen, while the database is still open
        self.editors.close_all()
        self.notes.close()
        self.store.close()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        if self._panel is not None:
            self._panel.set_theme(theme)
        self.notes_results.set_theme(theme)
        self.editors.set_theme(theme)
        self.bookmarks.theme = theme
        self.actions.set_theme(theme)
        self.plans.set_theme(theme)
        self.dock.set_theme(theme, "study")
        self.panel_action.setIcon(icon("study", theme.text))

    # ================================================================== telling the person
    def say(self, text: str) -> None:
        self.host.statusBar().showMessage(text, STATUS_MS)

    def write_failed(self, exc: BaseException) -> None:
        """The one error path of a write, worded in the notice (nothing was saved)."""
        log.error("a user-data write failed: %s", exc)
        self.told.emit("error", self.tr("That could not be saved"), describe_userdata_error(exc)[1])

    # ================================================================== from the reader and the panel
    def highlight(self, colour: str) -> None:
        passage = self.reader_tools.selected_passage()
        if passage is not None:
            ops.highlight(self.ctx, passage, colour, self.translation())

    def clear_highlight(self) -> None:
        passage = self.reader_tools.selected_passage()
        if passage is not None:
            ops.clear_highlight(self.ctx, passage)

    def edit_note_for_selection(self):
        """Ctrl+N: the note on exactly the selected passage, or a new one."""
        passage = self.reader_tools.selected_passage()
        if passage is None:
            return None
        notes = self.store.userdata.notes_for_chapter(passage.book, passage.chapter)
        same = [n for n in notes if n.passage == passage]
        return self.editors.open(passage, same[0] if same else None)

    def print_note(self, editor, pdf: bool):
        """A note editor's Print (Ctrl+P) and Save as PDF: the note with its passage."""
        ask = lambda suggested: self.questions.ask_path(  # noqa: E731
            self.tr("Save the note as PDF"), suggested, self.tr("PDF documents (*.pdf)"), save=True
        )
        return printing.print_note(editor, pdf, library=self.reader.library, reading=self.translation(),
                                   ask_path=ask, say=self.say, notice=self.host.notice)  # fmt: skip

    def show_bookmarks(self) -> None:
        self.dock.show()
        self.panel.show_tab("bookmarks")

    def open_passage(self, passage: Passage) -> None:
        tid = self.host.current_translation()
        if not tid:
            return
        end_chapter, end_verse = passage.last
        end = end_verse if end_chapter == passage.chapter and end_verse > passage.verse else 0
        self.reader.show_location(
            Location(tid, passage.book, passage.chapter, passage.verse, end), committed=True
        )

    def open_reading(self, entry) -> None:
        tid = self.host.current_translation()
        self.reader.show_location(Location(tid, entry.book, entry.chapter, entry.verse), committed=True)

    def clear_reading_history(self) -> None:
        if self.questions.confirm(
            self.tr("Clear reading history"), self.tr("Forget the chapters you read?"), self.tr("Clear")
        ):
            ops.clear_reading_history(self.ctx)

    def clear_search_history(self) -> None:
        if self.questions.confirm(
            self.tr("Clear recent searches"), self.tr("Forget your recent searches?"), self.tr("Clear")
        ):
            ops.clear_search_history(self.ctx, self.history)
