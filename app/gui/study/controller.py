"""Study tools over the user's own data: bookmarks, highlights, notes, histories — and never losing them.

`StudyStore` owns the one `UserData` of the process. It is opened on the task runner when the window
starts; if that fails (`UserDataCorrupt`, `UserDataTooNew`, `UserDataUnavailable`) the Bible still works, the
study panel says so, and `UserDataProblemDialog` offers to restore the latest backup or to start fresh (the
old file is always kept). A database found missing or emptied while a backup holds notes (`UserDataMissing`)
is never started anew in silence: the same dialog offers that backup, or empty notes on purpose. A database
that cannot be written opens read-only: the writing actions turn off and `read_only_changed` says why.

Where the writes run:
- **Main thread** for what a person does to one item: a bookmark, a highlight, a note save, a history entry.
  Each is one `BEGIN IMMEDIATE … COMMIT` with `synchronous=FULL` — about 4 ms measured (docs/userdata.md) —
  and the "Saved" message is shown only after the call returned, i.e. after the fsync.
- **The runner's "search" lane** for whole-file work: opening (integrity check, daily backup), export,
  import, back up now, restore, and notes search. Not the "work" lane: it holds the model load and the vector
  index builds, which on a first run take minutes to hours, and an export must not wait behind them. The
  search lane only runs short tasks; `UserData` serialises its methods with a lock, so the main thread and the
  lane never interleave inside a transaction.

`StudyController` wires it into the window: reader actions (Ctrl+D bookmark, Ctrl+1…5 highlight, Ctrl+N note),
the study panel dock, note editors, the File menu entries, the "Search in: my notes" scope, and the reading
and search histories (moved from the settings file to the user database).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QToolButton,
)

from app.core import paths
from app.gui import i18n
from app.gui import settings as S
from app.gui.docks import SideDock
from app.gui.icons import icon
from app.gui.marks import COLOURS, ChapterMarks, chapter_marks, colour_name, passage_ref, swatch
from app.gui.navigation import Location

if TYPE_CHECKING:
    from app.core.userdata import Backup, Draft, Note, Passage, UserData
    from app.gui.study.bookmark_popup import BookmarkEdit, BookmarkPopup
    from app.gui.study.note_editor import NoteEditor
    from app.gui.study.notes_results import NoteResultsView, NotesEngine, NotesRequest, NotesResult
    from app.gui.settings import HistoryStore
    from app.gui.study.panel import StudyPanel
    from app.gui.tasks import TaskRunner
    from app.gui.study.dialogs import BackupsDialog, ImportDataDialog, UserDataProblemDialog
    from app.gui.window import MainWindow

log = logging.getLogger(__name__)

USERDATA_LANE = "search"  # see the module docstring
READING_DELAY_MS = 1200  # a reading position is recorded once the reader rests this long
STATUS_MS = 4000


def _is_notes(request) -> bool:
    """A request of the notes scope (`NotesRequest`), told apart without importing its module."""
    return getattr(request, "scope", "bible") == "notes"


def _dialogs():
    """`app.gui.userdata_dialogs`, imported when first needed (the window's start stays light)."""
    from app.gui.study import dialogs as userdata_dialogs

    return userdata_dialogs


def notes_cache_dir() -> Path:
    """The notes embedding cache, in the user data folder (never the install folder)."""
    return paths.data_dir() / "notes-index"


# --- the user database --------------------------------------------------------------------------------------
class StudyStore(QObject):
    """The open `UserData` (or why it is not), and what changed in it."""

    # the user database is open and usable (no payload)
    opened = Signal()
    # the user database could not be opened (the exception)
    failed = Signal(object)
    # data of these kinds changed: set of "bookmarks", "folders", "labels", "highlights", "notes", "reading",
    # "searches", or "all"
    changed = Signal(set)

    def __init__(self, runner: TaskRunner, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self._path = Path(path) if path is not None else None
        self.userdata: UserData | None = None
        self.error: BaseException | None = None
        self.notes_version = 0  # moves whenever notes may have changed (notes search re-reads them then)
        self._opening = False
        # set while the data folder is being repaired: an open under way must not leave a handle behind
        self._suspended = threading.Event()
        self._last_opened: UserData | None = None  # written and read on the user-data lane only

    @property
    def path(self) -> Path:
        """The user database (imported lazily: the core's user-data modules load after the first paint)."""
        if self._path is None:
            from app.core.userdata import default_path

            self._path = default_path()
        return self._path

    @property
    def available(self) -> bool:
        return self.userdata is not None

    @property
    def read_only(self) -> str:
        """Why the open database cannot be written ("" when it can, or when it is not open)."""
        return self.userdata.read_only if self.userdata is not None else ""

    def open(self, *, allow_empty: bool = False) -> None:
        """`allow_empty`: the person chose to start with empty notes although a backup holds some."""
        if self._opening or self.userdata is not None:
            return
        self._opening = True
        self.runner.run(
            lambda state: self._open(allow_empty),
            self._on_opened,
            self._on_failed,
            lane=USERDATA_LANE,
            name="open the user data",
        )

    def _open(self, allow_empty: bool = False):
        from app.core.userdata import UserData

        if self._suspended.is_set():
            return None
        userdata = UserData.open(self.path, allow_empty=allow_empty)
        self._last_opened = userdata
        if self._suspended.is_set():  # the repair began meanwhile
            userdata.close()
            return None
        return userdata

    @property
    def suspended(self) -> bool:
        return self._suspended.is_set()

    def suspend(self) -> None:
        """Close the database for a repair; an open under way closes what it opened (`drop_late_open`)."""
        self._suspended.set()
        self.close()

    def drop_late_open(self) -> None:
        """On the user-data lane, before a repair: an open that finished just before `suspend` was seen may
        have handed its database to the main thread, which closes it later; close it here, now."""
        userdata, self._last_opened = self._last_opened, None
        if userdata is not None and self._suspended.is_set():
            userdata.close()

    def resume(self) -> None:
        self._suspended.clear()
        self.error = None
        self.open()

    def _on_opened(self, userdata: UserData | None) -> None:
        self._opening = False
        if userdata is None or userdata.closed or self._suspended.is_set():
            if userdata is not None:
                userdata.close()
            return
        self.userdata = userdata
        self.error = None
        log.info("user data open: %s", self.path)
        self.opened.emit()
        self.mark_changed({"all"})

    def _on_failed(self, exc: BaseException) -> None:
        self._opening = False
        if self._suspended.is_set():  # said again, if it still fails, once the repair is done
            return
        self.error = exc
        log.error("user data unavailable: %s", exc)
        self.failed.emit(exc)

    def mark_changed(self, kinds: set[str]) -> None:
        if "notes" in kinds or "all" in kinds:
            self.notes_version += 1
        self.changed.emit(set(kinds))

    def write(self, fn: Callable[[UserData], object], kinds: set[str]):
        """Run one quick write on the main thread; when this returns the change is on disk."""
        from app.core.userdata import UserDataUnavailable

        if self.userdata is None:
            raise UserDataUnavailable(self.path, "the user database is not open")
        result = fn(self.userdata)
        self.mark_changed(kinds)
        return result

    def close(self) -> None:
        if self.userdata is not None:
            self.userdata.close()
            self.userdata = None


class UserDataHistory:
    """The `HistoryStore` of recent searches, in the user database. Until it is open (or if it cannot be),
    the previous store (the settings file) answers; once open, its entries move over once."""

    def __init__(self, store: StudyStore, fallback: HistoryStore, translation: Callable[[], str]):
        self.store = store
        self.fallback = fallback
        self.translation = translation

    def recent(self, limit: int = 20) -> list[str]:
        ud = self.store.userdata
        if ud is None:
            return self.fallback.recent(limit)
        try:
            return [e.query for e in ud.search_history(limit)]
        except Exception:  # noqa: BLE001 - a read failing leaves the menu empty, not the app broken
            log.exception("cannot read the search history")
            return []

    def add(self, query: str) -> None:
        if self.store.userdata is None:
            self.fallback.add(query)
            return
        try:
            self.store.write(lambda ud: ud.record_search(query, self.translation() or None), {"searches"})
        except Exception:  # noqa: BLE001 - a lost history entry is not worth an error message
            log.exception("cannot record the search %r", query)

    def clear(self) -> None:
        self.fallback.clear()
        if self.store.userdata is not None:
            self.store.write(lambda ud: ud.clear_search_history(), {"searches"})

    def migrate(self) -> int:
        """Move the settings file's recent searches into the user database (oldest first), then clear them."""
        old = self.fallback.recent(200)
        if not old or self.store.userdata is None:
            return 0
        ud = self.store.userdata
        known = {e.query.casefold() for e in ud.search_history(500)}
        for query in reversed(old):
            if query.casefold() not in known:
                ud.record_search(query)
        self.fallback.clear()
        log.info("moved %d recent searches from the settings file to the user database", len(old))
        self.store.mark_changed({"searches"})
        return len(old)


# --- the controller -----------------------------------------------------------------------------------------
class StudyController(QObject):
    """Everything the study tools add to the main window."""

    # the person was told something about their data: (kind "info" | "warn" | "error", title, text)
    told = Signal(str, str, str)
    # the user database opened read-only, or writable again: why it cannot be written ("" when it can)
    read_only_changed = Signal(str)

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.reader = window.reader
        self.runner = window.runner
        self.settings = window.settings
        self.store = StudyStore(window.runner, getattr(window.services, "userdata_path", None), self)
        self.history = UserDataHistory(self.store, window.services.history, window.current_translation)
        self.notes_engine: NotesEngine | None = None  # made in open(), after the first paint
        self._panel: StudyPanel | None = None  # made when the dock is first shown
        self._panel_state: tuple[bool, tuple[str, str] | None] = (True, None)
        self._note_results: NoteResultsView | None = None  # made for the first notes answer
        self.editors: list[NoteEditor] = []
        self.bookmark_popup: BookmarkPopup | None = None
        self.problem_dialog: UserDataProblemDialog | None = None
        self.import_dialog: ImportDataDialog | None = None
        self.backups_dialog: BackupsDialog | None = None
        self._pending_reading: Location | None = None
        self._reading_timer = QTimer(self)
        self._reading_timer.setSingleShot(True)
        self._reading_timer.setInterval(READING_DELAY_MS)
        self._reading_timer.timeout.connect(self.flush_reading)
        self._warming = False
        self._closing = False
        self._restored_from: Backup | None = None
        self._emptied_from: Backup | None = None  # a backup holding notes, kept while starting empty

        self._build_actions()
        self._build_panel()
        self._build_notes_view()
        self.reader.marks_provider = self.chapter_marks
        self.reader.marker_clicked.connect(self._on_marker)
        self.reader.view.extend_context_menu = self._extend_reader_menu
        self.store.opened.connect(self._on_opened)
        self.store.failed.connect(self._on_failed)
        self.store.changed.connect(self._on_changed)
        self.told.connect(self._tell)
        window.meaning.status_changed.connect(self._on_meaning_status)
        window.controller.cleared.connect(self._clear_notes)
        self._update_actions()
        self._show_scope()

    @property
    def userdata(self) -> UserData | None:
        return self.store.userdata

    # ================================================================== building
    def _build_actions(self) -> None:
        w = self.window
        self.bookmark_action = QAction(self.tr("&Bookmark"), w)
        self.bookmark_action.setShortcut(QKeySequence("Ctrl+D"))
        self.bookmark_action.triggered.connect(self.add_bookmark)
        self.remove_bookmark_action = QAction(self.tr("Remove bookmark"), w)
        self.remove_bookmark_action.triggered.connect(self.remove_bookmark)
        self.highlight_menu = QMenu(self.tr("&Highlight"), w)
        self.highlight_actions: dict[str, QAction] = {}
        for n, colour in enumerate(COLOURS, 1):
            act = QAction(swatch(colour), colour_name(colour), w)
            act.setShortcut(QKeySequence(f"Ctrl+{n}"))
            act.triggered.connect(lambda _=False, c=colour: self.highlight(c))
            self.highlight_actions[colour] = act
            self.highlight_menu.addAction(act)
        self.highlight_menu.addSeparator()
        self.clear_highlight_action = QAction(self.tr("Remove highlight"), w)
        self.clear_highlight_action.triggered.connect(self.clear_highlight)
        self.highlight_menu.addAction(self.clear_highlight_action)
        self.note_action = QAction(self.tr("Add or edit &note…"), w)
        self.note_action.setShortcut(QKeySequence("Ctrl+N"))
        self.note_action.triggered.connect(self.edit_note_for_selection)

        self.export_menu = QMenu(self.tr("&Export my data"), w)
        self.export_json_action = self.export_menu.addAction(
            self.tr("As JSON (complete, to import again)…"), lambda: self.export_json()
        )
        self.export_md_action = self.export_menu.addAction(
            self.tr("As Markdown (to read or print)…"), lambda: self.export_markdown()
        )
        self.import_data_action = QAction(self.tr("Import &my data…"), w)
        self.import_data_action.triggered.connect(lambda: self.import_data())
        self.backups_action = QAction(self.tr("&Backups of my data…"), w)
        self.backups_action.triggered.connect(self.open_backups)
        self.search_notes_action = QAction(self.tr("Search my &notes"), w)
        self.search_notes_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.search_notes_action.triggered.connect(lambda: self.set_scope("notes", focus=True))
        for act in (
            self.bookmark_action,
            self.note_action,
            self.search_notes_action,
            *self.highlight_actions.values(),
        ):
            w.addAction(act)

        # "Search in": the Bible or my notes
        self.scope_combo = QComboBox(w)
        self.scope_combo.setObjectName("ScopePicker")
        self.scope_combo.addItem(self.tr("Bible"), "bible")
        self.scope_combo.addItem(self.tr("My notes"), "notes")
        self.scope_combo.setToolTip(self.tr("Search the Bible, or your own notes (Ctrl+Shift+N)"))
        with QSignalBlocker(self.scope_combo):
            self.scope_combo.setCurrentIndex(
                max(0, self.scope_combo.findData(self.settings.get(S.SEARCH_SCOPE)))
            )
        self.scope_combo.activated.connect(lambda i: self.set_scope(self.scope_combo.itemData(i)))

    def reader_actions(self) -> list[QAction]:
        """The actions the reader's right-click menu starts with."""
        return [self.bookmark_action, self.highlight_menu.menuAction(), self.note_action]

    def install_menus(self, file_menu: QMenu, before: QAction, view_menu: QMenu) -> None:
        file_menu.insertMenu(before, self.export_menu)
        file_menu.insertAction(before, self.import_data_action)
        file_menu.insertAction(before, self.backups_action)
        file_menu.insertSeparator(before)
        view_menu.addSeparator()
        view_menu.addAction(self.panel_action)

    def install_scope(self, row, index: int) -> None:
        """The "Search in" picker before the translation, and the study panel's button at the end."""
        row.insertWidget(index, self.scope_combo)
        self.panel_button = QToolButton(self.window)
        self.panel_button.setObjectName("StudyButton")
        self.panel_button.setDefaultAction(self.panel_action)
        self.panel_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.panel_button.setToolTip(self.tr("Bookmarks, notes, highlights and history (F9)"))
        row.addWidget(self.panel_button)

    def _build_panel(self) -> None:
        w = self.window
        self.dock = SideDock(self.tr("Study"), "StudyDock", self.tr("Close the study panel (F9)"), w)
        self.dock.visibilityChanged.connect(lambda visible: visible and self.panel)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.panel_action = self.dock.toggleViewAction()
        self.panel_action.setText(self.tr("&Study panel"))
        self.panel_action.setIconText(self.tr("Study"))
        self.panel_action.setShortcut(QKeySequence("F9"))
        w.addAction(self.panel_action)

    @property
    def panel(self) -> StudyPanel:
        """The study panel, built the first time it is needed (most starts never show it)."""
        if self._panel is None:
            from app.gui.study.panel import StudyPanel

            panel = StudyPanel(self, self.window)
            panel.set_theme(self.window.theme)
            panel.set_available(*self._panel_state)
            panel.passage_requested.connect(self.open_passage)
            panel.note_requested.connect(self.open_note)
            panel.search_requested.connect(lambda q: self.window.search(q, committed=True))
            self._panel = panel
            self.dock.setWidget(panel)
        return self._panel

    def _set_panel_state(self, available: bool, message: tuple[str, str] | None = None) -> None:
        self._panel_state = (available, message)
        if self._panel is not None:
            self._panel.set_available(available, message)

    @property
    def note_results(self) -> NoteResultsView:
        """The list of matching notes, built for the first notes answer."""
        if self._note_results is None:
            from app.gui.study.notes_results import NoteResultsView

            w = self.window
            view = NoteResultsView(w.results_stack)
            view.delegate.set_theme(w.theme)
            w.results_stack.addWidget(view)
            view.note_activated.connect(self.open_note)
            view.notes_model.more_requested.connect(w.controller.more)
            self._note_results = view
        return self._note_results

    def _clear_notes(self) -> None:
        if self._note_results is not None:
            self._note_results.notes_model.clear()

    def _build_notes_view(self) -> None:
        """Nothing until the first notes answer (`note_results`)."""

    # ================================================================== life cycle
    def open(self) -> None:
        """After the first paint: the notes search engine, then the user database (on the runner)."""
        if self.notes_engine is None:
            from app.gui.study.notes_results import NotesEngine

            self.notes_engine = NotesEngine(self.store, notes_cache_dir())
            self.notes_engine.embedder = self.window.meaning.embedder
            self.window.controller.notes_engine = self.notes_engine
        self.store.open()

    def _on_opened(self) -> None:
        restored = self._restored_from is not None or self._emptied_from is not None
        self._set_panel_state(True)
        if self.problem_dialog is not None:
            self.problem_dialog.close()
            self.problem_dialog = None
        try:
            self.history.migrate()
        except Exception:  # noqa: BLE001 - the old history stays in the settings file
            log.exception("cannot move the recent searches to the user database")
        if self._restored_from is not None:
            self.told.emit(
                "info",
                self.tr("Your notes, bookmarks and highlights are back"),
                self.tr("They were restored from the backup of %1.").replace(
                    "%1", _dialogs().local_time(self._restored_from.created_at)
                ),
            )
            self._restored_from = None
        if self._emptied_from is not None:
            self.told.emit(
                "info",
                self.tr("You start with empty notes"),
                self.tr(
                    "The backup of %1 still holds your earlier notes; File ▸ Backups of my data can restore "
                    "it."
                ).replace("%1", _dialogs().local_time(self._emptied_from.created_at)),
            )
            self._emptied_from = None
        self._update_actions()
        self.read_only_changed.emit(self.store.read_only)
        if not restored:  # after a restore, that message comes first; its drafts still show in the panel
            self._offer_drafts()
        self._warm_notes()

    def _on_failed(self, exc: BaseException) -> None:
        self._emptied_from = None
        self._set_panel_state(False, _dialogs().describe_userdata_error(exc))
        self._update_actions()
        self.show_problem()

    def _on_changed(self, kinds: set[str]) -> None:
        if "all" in kinds or kinds & {"bookmarks", "highlights", "notes"}:
            self.reader.refresh_marks()
        if self._panel is not None:
            self._panel.refresh(kinds)
        self._update_actions()

    def _update_actions(self) -> None:
        """Enabled while the user data is open and can be written; without a selected verse they say "Select
        a verse first" rather than doing nothing in silence. A read-only database still exports."""
        ok = self.store.available and not self.store.read_only
        for act in (
            self.bookmark_action,
            self.note_action,
            self.clear_highlight_action,
            self.remove_bookmark_action,
            *self.highlight_actions.values(),
        ):
            act.setEnabled(ok)
        self.highlight_menu.setEnabled(ok)
        self.import_data_action.setEnabled(ok)
        for act in (self.export_json_action, self.export_md_action, self.backups_action):
            act.setEnabled(self.store.available)

    def confirm_close(self) -> bool:
        """Before the window closes: every note being edited is saved or, if the person says so, dropped."""
        for editor in list(self.editors):
            if editor.dirty:
                editor.show()
                editor.raise_()
                if not editor.resolve_unsaved():
                    return False
        return True

    def release(self) -> bool:
        """Before the data folder is repaired: each note being edited is saved or dropped (the person says
        which), the reading place recorded, and the user database closed. False: the person cancelled."""
        if not self.confirm_close():
            return False
        self._reading_timer.stop()
        self.flush_reading()
        if self.bookmark_popup is not None and self.bookmark_popup.isVisible():
            self.bookmark_popup.close()
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
        if self._closing:
            return
        self._closing = True
        self._reading_timer.stop()
        self.flush_reading()
        if self.bookmark_popup is not None and self.bookmark_popup.isVisible():
            self.bookmark_popup.close()  # keeps what was chosen, while the database is still open
        for editor in list(self.editors):
            if editor.dirty and (editor.text().strip() or editor.title()):
                editor.save_now()
            else:
                editor.keep_draft()  # an emptied note is not saved as empty: its draft waits to be confirmed
            editor._closing = True
            editor.close()
        self.editors.clear()
        if self.notes_engine is not None:
            self.notes_engine.close()
        self.store.close()

    def set_theme(self, theme) -> None:
        if self._panel is not None:
            self._panel.set_theme(theme)
        if self._note_results is not None:
            self._note_results.delegate.set_theme(theme)
            self._note_results.relayout()
        for editor in self.editors:
            editor.apply_theme(theme)
        colour = theme.text
        self.bookmark_action.setIcon(icon("bookmark", colour))
        self.note_action.setIcon(icon("note", colour))
        self.highlight_menu.setIcon(icon("highlight", colour))
        self.dock.set_theme(theme, "study")
        self.panel_action.setIcon(icon("study", colour))

    # ================================================================== telling the person
    def say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_MS)

    def _tell(self, kind: str, title: str, text: str) -> None:
        self.window.notice.show_message(title, text, kind=kind)

    def _write_failed(self, exc: BaseException) -> None:
        log.error("a user-data write failed: %s", exc)
        text = _dialogs().describe_userdata_error(exc)[1]
        self.told.emit("error", self.tr("That could not be saved"), text)

    def ask_unsaved(self, editor: NoteEditor) -> str:
        """ "save" | "discard" | "cancel" — tests replace this."""
        box = QMessageBox(editor)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unsaved note"))
        box.setText(
            self.tr("Save your note on %1?").replace("%1", passage_ref(editor.passage, i18n.ui_language()))
        )
        box.setInformativeText(self.tr("If you don't save, your changes will be lost."))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(QMessageBox.StandardButton(answer), "cancel")

    def confirm(self, title: str, text: str, yes: str) -> bool:
        """A yes/no question before something that cannot be undone — tests replace this."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(text)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is yes_button

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        """One line of text, or None if cancelled — tests replace this."""
        value, ok = QInputDialog.getText(self.window, title, label, text=text)
        return value.strip() if ok and value.strip() else None

    def ask_path(self, title: str, suggested: str, filters: str, *, save: bool) -> Path | None:
        """A file to write or read — tests replace this."""
        start = str(Path.home() / suggested) if suggested else str(Path.home())
        if save:
            path, _ = QFileDialog.getSaveFileName(self.window, title, start, filters)
        else:
            path, _ = QFileDialog.getOpenFileName(self.window, title, start, filters)
        return Path(path) if path else None

    # ================================================================== the reader's selection
    def target(self) -> tuple[str, int, int, int] | None:
        """(book, chapter, first verse, last verse) of the reader's selection, or None."""
        loc = self.reader.location
        if loc is None:
            return None
        verses = self.reader.view.verses_in_selection() or self.reader.highlighted()
        if not verses:
            return None
        return loc.book, loc.chapter, min(verses), max(verses)

    def _target_passage(self) -> Passage | None:
        from app.core.userdata import make_passage

        t = self.target()
        if t is None:
            self.say(self.tr("Select a verse first."))
            return None
        if self.userdata is None:
            self.say(self.tr("Your notes and bookmarks are not available right now."))
            return None
        book, chapter, first, last = t
        return make_passage(
            book, chapter, first, chapter if last > first else None, last if last > first else None
        )

    def _translation(self) -> str | None:
        return self.window.current_translation() or None

    def chapter_marks(self, book: str, chapter: int, last_verse: int) -> ChapterMarks:
        ud = self.userdata
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
        """The passage's text in the translation being read (for the panel and the editor)."""
        library = self.window.library
        tid = self.window.current_translation()
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

    # ================================================================== bookmarks
    def _bookmarks_at(self, passage: Passage):
        ud = self.userdata
        if ud is None:
            return []
        return [b for b in ud.bookmarks_for_chapter(passage.book, passage.chapter) if b.passage == passage]

    def add_bookmark(self) -> BookmarkPopup | None:
        """Ctrl+D: bookmark the selection at once (in the folder of the last bookmark made), then a small
        popup under the verse offers a title, a folder and labels. On a bookmarked passage, the popup edits
        that bookmark."""
        passage = self._target_passage()
        if passage is None:
            return None
        where = passage_ref(passage, i18n.ui_language())
        existing = self._bookmarks_at(passage)
        if existing:
            self.say(self.tr("%1 is already bookmarked.").replace("%1", where))
            return self.show_bookmark_popup(existing[0], created=False)

        def add(ud):
            newest = ud.newest_bookmark()
            return ud.add_bookmark(
                passage.book,
                passage.chapter,
                passage.verse,
                passage.end_chapter,
                passage.end_verse,
                translation=self._translation(),
                folder_id=newest.folder_id if newest is not None else None,
            )

        try:
            bookmark = self.store.write(add, {"bookmarks"})
        except Exception as exc:  # noqa: BLE001 - worded for the person; nothing was saved
            self._write_failed(exc)
            return None
        self.say(self.tr("Bookmarked %1 — saved.").replace("%1", where))
        return self.show_bookmark_popup(bookmark, created=True)

    def show_bookmark_popup(self, bookmark, *, created: bool) -> BookmarkPopup | None:
        ud = self.userdata
        if ud is None:
            return None
        if self.bookmark_popup is not None:
            self.bookmark_popup.close()  # keeps what was chosen there (nothing if it closed already)
            self.bookmark_popup.deleteLater()
        from app.gui.study.bookmark_popup import BookmarkPopup

        popup = BookmarkPopup(
            bookmark, ud.list_folders(), ud.list_labels(), created=created, theme=self.window.theme,
            parent=self.window,
        )  # fmt: skip
        popup.applied.connect(lambda edit, b=bookmark: self.apply_bookmark_edit(b.id, edit))
        popup.removed.connect(lambda b=bookmark: self.delete_bookmark(b.id))
        self.bookmark_popup = popup
        popup.show_at(self.reader.verse_rect_global(bookmark.passage.last[1], bookmark.passage.chapter))
        return popup

    def apply_bookmark_edit(self, bookmark_id: str, edit: BookmarkEdit) -> None:
        """Write what was chosen in the popup: one transaction each for a new folder, new labels, the
        bookmark (a folder made just before a failure stays, empty — nothing is lost)."""

        def write(ud):
            folder_id = edit.folder_id
            if edit.new_folder:
                folder_id = ud.add_folder(edit.new_folder).id
            labels = [*edit.label_ids, *(ud.add_label(name).id for name in edit.new_labels)]
            return ud.update_bookmark(bookmark_id, title=edit.title, folder_id=folder_id, labels=labels)

        kinds = (
            {"bookmarks"}
            | ({"folders"} if edit.new_folder else set())
            | ({"labels"} if edit.new_labels else set())
        )
        bookmark = self._do(write, kinds, "")
        if bookmark is not None:
            self.say(
                self.tr("Bookmark saved: %1").replace("%1", passage_ref(bookmark.passage, i18n.ui_language()))
            )

    def remove_bookmark(self) -> None:
        passage = self._target_passage()
        if passage is None:
            return
        found = self._bookmarks_at(passage)
        if not found:
            return
        try:
            self.store.write(lambda ud: [ud.delete_bookmark(b.id) for b in found], {"bookmarks"})
        except Exception as exc:  # noqa: BLE001
            self._write_failed(exc)
            return
        self.say(self.tr("Bookmark removed: %1").replace("%1", passage_ref(passage, i18n.ui_language())))

    def delete_bookmark(self, bookmark_id: str) -> None:
        self._do(lambda ud: ud.delete_bookmark(bookmark_id), {"bookmarks"}, self.tr("Bookmark removed."))

    def rename_bookmark(self, bookmark_id: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        current = ud.get_bookmark(bookmark_id)
        title = self.ask_text(self.tr("Bookmark"), self.tr("Title:"), current.title)
        if title is not None:
            self._do(
                lambda ud: ud.update_bookmark(bookmark_id, title=title), {"bookmarks"}, self.tr("Saved.")
            )

    def move_bookmark(self, bookmark_id: str, folder_id: str | None) -> None:
        self._do(
            lambda ud: ud.update_bookmark(bookmark_id, folder_id=folder_id), {"bookmarks"}, self.tr("Saved.")
        )

    def move_to_new_folder(self, bookmark_id: str) -> None:
        """A new folder, and the bookmark in it (cancelling the name leaves the bookmark where it was)."""
        folder_id = self.new_folder()
        if folder_id is not None:
            self.move_bookmark(bookmark_id, folder_id)

    def set_bookmark_label(self, bookmark_id: str, label_id: str, on: bool) -> None:
        ud = self.userdata
        if ud is None:
            return
        labels = set(ud.get_bookmark(bookmark_id).labels)
        labels = labels | {label_id} if on else labels - {label_id}
        self._do(
            lambda ud: ud.update_bookmark(bookmark_id, labels=sorted(labels)),
            {"bookmarks"},
            self.tr("Saved."),
        )

    def new_label(self, bookmark_id: str | None = None) -> str | None:
        name = self.ask_text(self.tr("New label"), self.tr("Label name:"))
        if name is None:
            return None
        label = self._do(lambda ud: ud.add_label(name), {"labels"}, "")
        if label is not None and bookmark_id is not None:
            self.set_bookmark_label(bookmark_id, label.id, True)
        return label.id if label is not None else None

    def new_folder(self) -> str | None:
        name = self.ask_text(self.tr("New folder"), self.tr("Folder name:"))
        if name is None:
            return None
        folder = self._do(lambda ud: ud.add_folder(name), {"folders"}, "")
        return folder.id if folder is not None else None

    def rename_folder(self, folder_id: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        name = self.ask_text(self.tr("Folder"), self.tr("Folder name:"), ud.get_folder(folder_id).name)
        if name is not None:
            self._do(lambda ud: ud.update_folder(folder_id, name=name), {"folders"}, self.tr("Saved."))

    def delete_folder(self, folder_id: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        folder = ud.get_folder(folder_id)
        if self.confirm(
            self.tr("Delete folder"),
            self.tr("Delete the folder “%1”? Its bookmarks are kept, outside any folder.").replace(
                "%1", folder.name
            ),
            self.tr("Delete folder"),
        ):
            self._do(
                lambda ud: ud.delete_folder(folder_id), {"folders", "bookmarks"}, self.tr("Folder deleted.")
            )

    def _do(self, fn, kinds: set[str], done: str):
        try:
            result = self.store.write(fn, kinds)
        except ValueError as exc:  # an empty or taken name
            self.say(str(exc))
            return None
        except Exception as exc:  # noqa: BLE001
            self._write_failed(exc)
            return None
        if done:
            self.say(done)
        return result

    # ================================================================== highlights
    def highlight(self, colour: str) -> None:
        passage = self._target_passage()
        if passage is None:
            return
        ud = self.userdata
        verses = range(passage.verse, passage.last[1] + 1)
        current = {h.verse: h.color for h in ud.highlights_for_chapter(passage.book, passage.chapter)}
        where = passage_ref(passage, i18n.ui_language())
        args = (passage.book, passage.chapter, passage.verse)
        ends = (passage.end_chapter, passage.end_verse)
        if all(current.get(v) == colour for v in verses):  # the same colour again: take it off
            if self._do(lambda ud: ud.clear_highlight(*args, *ends), {"highlights"}, "") is not None:
                self.say(self.tr("Highlight removed: %1").replace("%1", where))
            return
        if (
            self._do(
                lambda ud: ud.set_highlight(*args, colour, *ends, translation=self._translation()),
                {"highlights"},
                "",
            )
            is not None
        ):
            self.say(
                self.tr("%1 highlighted in %2 — saved.")
                .replace("%1", where)
                .replace("%2", colour_name(colour).lower())
            )

    def clear_highlight(self) -> None:
        passage = self._target_passage()
        if passage is not None:
            self.clear_highlight_passage(passage)

    def clear_highlight_passage(self, passage: Passage) -> None:
        args = (passage.book, passage.chapter, passage.verse, passage.end_chapter, passage.end_verse)
        if self._do(lambda ud: ud.clear_highlight(*args), {"highlights"}, "") is not None:
            self.say(self.tr("Highlight removed: %1").replace("%1", passage_ref(passage, i18n.ui_language())))

    # ================================================================== notes
    def edit_note_for_selection(self) -> NoteEditor | None:
        """Ctrl+N: the note on exactly the selected passage, or a new one."""
        passage = self._target_passage()
        if passage is None:
            return None
        ud = self.userdata
        same = [n for n in ud.notes_for_chapter(passage.book, passage.chapter) if n.passage == passage]
        return self.open_editor(passage, same[0] if same else None)

    def open_note(self, note_id: str) -> NoteEditor | None:
        """Show the note's passage in the reader and open the note."""
        ud = self.userdata
        if ud is None:
            return None
        from app.core.userdata import UnknownItem

        try:
            note = ud.get_note(note_id)
        except UnknownItem:
            self.say(self.tr("That note no longer exists."))
            return None
        self.open_passage(note.passage)
        return self.open_editor(note.passage, note)

    def open_editor(self, passage: Passage, note: Note | None, *, draft: Draft | None = None) -> NoteEditor:
        """The editor of this note (or of a new note on this passage); a draft of it is put back."""
        for editor in self.editors:
            if (note is not None and editor.note_id == note.id) or (
                note is None and editor.note is None and editor.passage == passage
            ):
                editor.show()
                editor.raise_()
                editor.activateWindow()
                return editor
        from app.gui.study.note_editor import NoteEditor

        editor = NoteEditor(
            passage,
            note,
            verse_text=self.verse_text(passage),
            translation=self._translation(),
            save=lambda e: self._save_editor(e),
            delete=lambda e: self._delete_editor(e),
            ask_unsaved=lambda e: self.ask_unsaved(e),
            save_draft=lambda e: self._save_draft(e),
            drop_draft=lambda e: self._drop_draft(e),
            theme=self.window.theme,
            parent=self.window,
        )
        editor.finished.connect(lambda _r, e=editor: self._forget_editor(e))
        self.editors.append(editor)
        self._recover_draft(editor, draft)
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    def _recover_draft(self, editor: NoteEditor, draft: Draft | None) -> None:
        """Put back the draft of this editor's note (looked up when not given). A draft that holds nothing
        unsaved is dropped; one of a note deleted meanwhile becomes the draft of a new note here."""
        ud = self.userdata
        if ud is None:
            return
        try:
            if draft is None:
                draft = ud.get_draft(editor.draft_key)
            if draft is None:
                return
            if (draft.title, draft.text) == editor.saved_state:
                ud.delete_draft(draft.key)
                self.store.mark_changed({"drafts"})
                return
            if draft.key != editor.draft_key:
                p = editor.passage
                ud.save_draft(
                    p.book,
                    p.chapter,
                    p.verse,
                    draft.text,
                    p.end_chapter,
                    p.end_verse,
                    title=draft.title,
                    translation=draft.translation,
                )
                ud.delete_draft(draft.key)
        except Exception:  # noqa: BLE001 - the editor still opens, with the note as saved
            log.exception("cannot recover the draft of the note on %s", editor.passage)
            return
        editor.recover(draft.title, draft.text, _dialogs().local_time(draft.updated_at))

    def _save_draft(self, editor: NoteEditor) -> None:
        """Keep what the editor holds (main thread, one fsynced transaction, ~4 ms, once typing pauses)."""
        ud = self.userdata
        if ud is None:
            from app.core.userdata import UserDataUnavailable

            raise UserDataUnavailable(self.store.path, "the user database is not open")
        p = editor.passage
        first = not editor.has_draft
        ud.save_draft(
            p.book,
            p.chapter,
            p.verse,
            editor.text(),
            p.end_chapter,
            p.end_verse,
            note_id=editor.note_id,
            title=editor.title(),
            translation=editor.translation,
            base_updated_at=editor.note.updated_at if editor.note is not None else None,
        )
        if first:
            self.store.mark_changed({"drafts"})

    def _drop_draft(self, editor: NoteEditor) -> None:
        if self.userdata is not None and self.userdata.delete_draft(editor.draft_key):
            self.store.mark_changed({"drafts"})

    def open_draft(self, key: str) -> NoteEditor | None:
        """Continue a draft (from the study panel or the notice at start): the reader at its passage, and
        the editor with the draft's text."""
        ud = self.userdata
        if ud is None:
            return None
        draft = ud.get_draft(key)
        if draft is None:
            self.say(self.tr("That draft is no longer there."))
            return None
        from app.core.userdata import UnknownItem

        note = None
        if draft.note_id is not None:
            try:
                note = ud.get_note(draft.note_id)
            except UnknownItem:
                note = None  # deleted meanwhile: the draft becomes a new note
        self.open_passage(draft.passage)
        return self.open_editor(draft.passage, note, draft=draft)

    def open_drafts(self) -> list[NoteEditor]:
        self.window.notice.hide()
        ud = self.userdata
        if ud is None:
            return []
        opened = [self.open_draft(d.key) for d in reversed(ud.list_drafts())]
        return [e for e in opened if e is not None]

    def discard_draft(self, key: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        draft = ud.get_draft(key)
        if draft is None:
            return
        for editor in self.editors:
            if editor.draft_key == key:  # open: the editor decides (it may be saved from there)
                editor.show()
                editor.raise_()
                return
        where = passage_ref(draft.passage, i18n.ui_language())
        if self.confirm(
            self.tr("Discard draft"),
            self.tr("Throw away the text you had not saved on %1?").replace("%1", where),
            self.tr("Discard draft"),
        ):
            self._do(lambda ud: ud.delete_draft(key), {"drafts"}, self.tr("Draft discarded."))

    def _offer_drafts(self) -> None:
        """At start: notes that were being written when the app last ended (a crash, a kill, a power cut)."""
        ud = self.userdata
        if ud is None:
            return
        try:
            drafts = ud.list_drafts()
        except Exception:  # noqa: BLE001 - they are still offered when their note is opened
            log.exception("cannot list the drafts")
            return
        if not drafts:
            return
        lang = i18n.ui_language()
        places = ", ".join(passage_ref(d.passage, lang) for d in drafts[:3]) + (
            "…" if len(drafts) > 3 else ""
        )
        self.window.notice.show_message(
            self.tr("You have notes that were not saved"),
            self.tr(
                "When Lâmpada last closed, %n note(s) had not been saved: %1. The text was kept.",
                None,
                len(drafts),
            ).replace("%1", places),
            kind="warn",
            action=(self.tr("Open"), self.open_drafts),
        )

    def _forget_editor(self, editor: NoteEditor) -> None:
        if editor in self.editors and not editor.dirty:
            self.editors.remove(editor)
            editor.deleteLater()

    def _save_editor(self, editor: NoteEditor) -> Note | None:
        """Write the editor's note (main thread, ~4 ms, fsynced); raises if it could not be saved."""
        from app.core.userdata import UnknownItem

        text, title = editor.text(), editor.title()
        p = editor.passage
        where = passage_ref(p, i18n.ui_language())
        key = editor.draft_key  # the draft goes in the same transaction as the save

        def add(ud):
            return ud.add_note(
                p.book,
                p.chapter,
                p.verse,
                text,
                p.end_chapter,
                p.end_verse,
                translation=editor.translation,
                title=title,
                draft_key=key,
            )

        if editor.note is None:
            if not text.strip() and not title:
                return None
            note = self.store.write(add, {"notes"})
        else:
            note_id = editor.note.id
            try:
                note = self.store.write(
                    lambda ud: ud.update_note(note_id, text=text, title=title, draft_key=key), {"notes"}
                )
            except UnknownItem:  # deleted meanwhile (an import that replaced the data): keep it as a new note
                note = self.store.write(add, {"notes"})
        self.say(self.tr("Note saved: %1").replace("%1", where))
        return note

    def _delete_editor(self, editor: NoteEditor) -> bool:
        if editor.note is None:
            return False
        where = passage_ref(editor.passage, i18n.ui_language())
        if not self.confirm(
            self.tr("Delete note"),
            self.tr("Delete your note on %1? This cannot be undone.").replace("%1", where),
            self.tr("Delete note"),
        ):
            return False
        note_id = editor.note.id
        return (
            self._do(lambda ud: ud.delete_note(note_id) or True, {"notes"}, self.tr("Note deleted."))
            is not None
        )

    def delete_note(self, note_id: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        note = ud.get_note(note_id)
        where = passage_ref(note.passage, i18n.ui_language())
        if self.confirm(
            self.tr("Delete note"),
            self.tr("Delete your note on %1? This cannot be undone.").replace("%1", where),
            self.tr("Delete note"),
        ):
            self._do(lambda ud: ud.delete_note(note_id), {"notes"}, self.tr("Note deleted."))
            for editor in self.editors:
                if editor.note_id == note_id:
                    editor.discard()

    def _on_marker(self, kind: str, verse: int) -> None:
        marks = self.reader.marks
        if kind == "note":
            notes = marks.notes.get(verse, [])
            if len(notes) == 1:
                self.open_editor(notes[0].passage, notes[0])
            elif notes:
                menu = QMenu(self.window)
                self._add_note_entries(menu, notes)
                from PySide6.QtGui import QCursor

                menu.exec(QCursor.pos())
                menu.deleteLater()
        elif kind == "bookmark":
            self.dock.show()
            self.panel.show_tab("bookmarks")

    def _add_note_entries(self, menu: QMenu, notes: list[Note]) -> None:
        from app.core.userdata import note_plain_text

        for n in notes:
            first = n.title or next((x for x in note_plain_text(n.text).splitlines() if x.strip()), "")
            label = f"{passage_ref(n.passage, i18n.ui_language())} — {first[:40]}"
            text = self.tr("Edit note: %1").replace("%1", label)
            note_icon = icon("note", self.window.theme.text)
            menu.addAction(note_icon, text, lambda n=n: self.open_editor(n.passage, n))

    def _extend_reader_menu(self, menu: QMenu) -> None:
        """Per-verse entries in the reader's menu: remove a bookmark, edit the notes on this verse."""
        self._update_actions()
        passage = None
        t = self.target()
        if t is not None and self.userdata is not None:
            from app.core.userdata import make_passage

            book, chapter, first, last = t
            passage = make_passage(
                book, chapter, first, chapter if last > first else None, last if last > first else None
            )
        first_std = next((a for a in menu.actions() if a not in self.reader.view.context_actions), None)
        extra = []
        if passage is not None and self._bookmarks_at(passage):
            extra.append(self.remove_bookmark_action)
        if passage is not None:
            notes = self.reader.marks.notes_on(passage.verse)
            if notes:
                sub = QMenu(menu)
                self._add_note_entries(sub, notes)
                extra.extend(sub.actions())
        if extra:
            menu.insertActions(first_std, extra)

    # ================================================================== histories
    def reader_moved(self, location: Location, committed: bool) -> None:
        """Record where the person reads, once the reader rests (holding Ctrl+PgDown makes one entry)."""
        if not committed or self.userdata is None:
            return
        self._pending_reading = location
        self._reading_timer.start()

    def flush_reading(self) -> None:
        loc, self._pending_reading = self._pending_reading, None
        if loc is None or self.userdata is None:
            return
        try:
            self.store.write(
                lambda ud: ud.record_reading(
                    loc.book, loc.chapter, max(1, loc.verse), loc.translation or None
                ),
                {"reading"},
            )
        except Exception:  # noqa: BLE001 - a reading position is not worth an error message
            log.exception("cannot record the reading position")

    def open_reading(self, entry) -> None:
        tid = self.window.current_translation()
        self.reader.show_location(Location(tid, entry.book, entry.chapter, entry.verse), committed=True)

    def clear_reading_history(self) -> None:
        if self.confirm(
            self.tr("Clear reading history"), self.tr("Forget the chapters you read?"), self.tr("Clear")
        ):
            self._do(lambda ud: ud.clear_reading_history(), {"reading"}, self.tr("Reading history cleared."))

    def clear_search_history(self) -> None:
        if self.confirm(
            self.tr("Clear recent searches"), self.tr("Forget your recent searches?"), self.tr("Clear")
        ):
            try:
                self.history.clear()
            except Exception as exc:  # noqa: BLE001
                self._write_failed(exc)

    def open_passage(self, passage: Passage) -> None:
        tid = self.window.current_translation()
        if not tid:
            return
        end_chapter, end_verse = passage.last
        end = end_verse if end_chapter == passage.chapter and end_verse > passage.verse else 0
        self.reader.show_location(
            Location(tid, passage.book, passage.chapter, passage.verse, end), committed=True
        )

    # ================================================================== notes search
    def notes_scope(self) -> bool:
        return self.scope_combo.currentData() == "notes"

    def set_scope(self, scope: str, *, focus: bool = False) -> None:
        with QSignalBlocker(self.scope_combo):
            self.scope_combo.setCurrentIndex(max(0, self.scope_combo.findData(scope)))
        self.settings.set(S.SEARCH_SCOPE, scope)
        self._show_scope()
        box = self.window.search_box
        if focus:
            self.window.focus_search()
        if box.text().strip():
            self.window._rerun()
        elif (
            scope == "bible"
            and self._note_results is not None
            and (self.window.results_stack.currentWidget() is self._note_results)
        ):
            self.window.show_welcome()

    def _show_scope(self) -> None:
        self.window.search_box.setPlaceholderText(
            self.tr("Search your notes: a word, or what it was about…")
            if self.notes_scope()
            else QCoreApplication.translate(
                "MainWindow", "Type a reference, a word, or what is on your heart…"
            )
        )

    def notes_request(self, text: str, filters, sort: str) -> NotesRequest:
        from app.gui.study.notes_results import NotesRequest

        return NotesRequest(
            query=text,
            lang=i18n.ui_language(),
            filters=filters,
            sort=sort,
            version=self.store.notes_version,
            translation=self.window.current_translation(),
        )

    def show_result(self, result) -> bool:
        """Show a notes search answer; False when it is a Bible answer (the window shows those)."""
        if not _is_notes(result.request):
            return False
        w = self.window
        w.notice.hide()
        w._shown_result = None
        self.note_results.notes_model.set_items(result.items, more=result.more)
        self.note_results.scrollToTop()
        if result.items:
            w.results_stack.setCurrentWidget(self.note_results)
        else:
            w.show_empty(
                self.tr("No note matches “%1”.").replace("%1", result.request.query.strip()),
                self.tr("Try other words, or search the Bible instead."),
            )
        self._notes_status(result)
        return True

    def show_page(self, result) -> bool:
        if not _is_notes(result.request):
            return False
        self.note_results.notes_model.append_items(result.items, more=result.more)
        self._notes_status(result)
        return True

    def show_failure(self, request, exc: BaseException) -> bool:
        if not _is_notes(request):
            return False
        self.note_results.notes_model.clear()
        text = _dialogs().describe_userdata_error(exc)[1]
        self.window.show_empty(self.tr("Your notes could not be searched"), text)
        return True

    def _notes_status(self, result: NotesResult) -> None:
        n = self.note_results.notes_model.rowCount()
        response = result.response
        if not n:
            self.window.results_status.setText("")
            return
        if response.route == "phrase":
            how = QCoreApplication.translate("MainWindow", "exact words")
        elif "meaning_search_unavailable" in response.notices:
            how = QCoreApplication.translate("MainWindow", "by words")
        else:
            how = QCoreApplication.translate("MainWindow", "by words and meaning")
        text = self.tr("%n note(s)", None, n) + " · " + how
        if response.pending:
            text += " · " + self.tr(
                "%n note(s) still being prepared for meaning search", None, response.pending
            )
        self.window.results_status.setText(text)

    def _on_meaning_status(self, status) -> None:
        embedder = self.window.meaning.embedder
        engine = self.notes_engine
        if engine is not None and embedder is not None and engine.embedder is not embedder:
            engine.embedder = embedder
            self._warm_notes()

    def _warm_notes(self) -> None:
        """Embed the notes in the background, a few at a time, so searches still run between the steps."""
        engine = self.notes_engine
        if self._warming or self._closing or self.userdata is None or engine is None:
            return
        if engine.embedder is None:
            return
        self._warming = True
        version, lang = self.store.notes_version, i18n.ui_language()
        self.runner.run(
            lambda state: self.notes_engine.warm(version, lang, state),
            self._on_warmed,
            self._on_warm_failed,
            lane="search",
            name="embed notes",
        )

    def _on_warmed(self, pending: int) -> None:
        self._warming = False
        if pending:
            QTimer.singleShot(0, self, self._warm_notes)

    def _on_warm_failed(self, exc: BaseException) -> None:
        self._warming = False
        log.warning("embedding the notes failed: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))

    # ================================================================== problems on open
    def show_problem(self) -> UserDataProblemDialog | None:
        exc = self.store.error
        if exc is None:
            return None
        from app.core.userdata import UserDataMissing, latest_backup

        try:
            latest = exc.backup if isinstance(exc, UserDataMissing) else latest_backup(self.store.path)
        except Exception:  # noqa: BLE001 - no usable backup then
            log.exception("cannot list the backups")
            latest = None
        if self.problem_dialog is not None:
            self.problem_dialog.close()
        dialog = _dialogs().UserDataProblemDialog(exc, latest, self.window)
        dialog.chosen.connect(lambda choice, b=latest: self._on_problem_choice(choice, b))
        self.problem_dialog = dialog
        dialog.open()
        return dialog

    def _on_problem_choice(self, choice: str, latest: Backup | None) -> None:
        from app.core.userdata import restore_backup, start_fresh

        path = self.store.path
        self.problem_dialog = None
        if choice == "restore" and latest is not None:
            self._restored_from = latest
            self.runner.run(
                lambda state: restore_backup(latest, path),
                lambda _kept: self.store.open(),
                self._on_recovery_failed,
                lane=USERDATA_LANE,
                name="restore the user data",
            )
        elif choice == "fresh":
            self.runner.run(
                lambda state: start_fresh(path),
                lambda aside: self._on_fresh(aside),
                self._on_recovery_failed,
                lane=USERDATA_LANE,
                name="start fresh",
            )
        elif choice == "empty":  # missing or emptied while a backup holds notes: empty on purpose
            self._emptied_from = latest
            self.store.open(allow_empty=True)
        elif choice == "retry":
            self.store.open()

    def _on_fresh(self, aside) -> None:
        if aside is not None:
            self.told.emit(
                "info",
                self.tr("You start with empty notes"),
                self.tr("The previous file was kept at “%1”.").replace("%1", str(aside)),
            )
        self.store.open()

    def _on_recovery_failed(self, exc: BaseException) -> None:
        self._restored_from = None
        log.error("recovering the user data failed: %s", exc)
        self.told.emit("error", self.tr("That did not work"), _dialogs().describe_userdata_error(exc)[1])

    # ================================================================== export, import, backups
    def _file_task(self, fn, on_done, on_error, name: str) -> None:
        self.runner.run(lambda state: fn(), on_done, on_error, lane=USERDATA_LANE, name=name)

    def export_json(self, path: Path | None = None) -> None:
        if self.userdata is None:
            return
        path = path or self.ask_path(
            self.tr("Export my data"),
            f"lampada-{date.today().isoformat()}.json",
            self.tr("Lâmpada data (*.json)"),
            save=True,
        )
        if path is None:
            return
        ud = self.userdata
        self.say(self.tr("Exporting…"))
        self._file_task(
            lambda: ud.export_json(path),
            lambda p: self.told.emit(
                "info",
                self.tr("Your data was exported"),
                self.tr(
                    "Everything is in “%1”; it can be imported again with File ▸ Import my data."
                ).replace("%1", str(p)),
            ),
            self._on_export_failed,
            "export json",
        )

    def export_markdown(self, path: Path | None = None) -> None:
        if self.userdata is None:
            return
        path = path or self.ask_path(
            self.tr("Export my data"),
            f"lampada-{date.today().isoformat()}.md",
            self.tr("Markdown (*.md)"),
            save=True,
        )
        if path is None:
            return
        ud, lang = self.userdata, i18n.ui_language()
        self._file_task(
            lambda: ud.export_markdown(path, lang=lang),
            lambda p: self.told.emit(
                "info",
                self.tr("Your notes were exported"),
                self.tr("Notes, bookmarks and highlights are in “%1”, ready to read or print.").replace(
                    "%1", str(p)
                ),
            ),
            self._on_export_failed,
            "export markdown",
        )

    def _on_export_failed(self, exc: BaseException) -> None:
        from app.gui.i18n import describe_error

        self.told.emit("error", self.tr("The export could not be written"), describe_error(exc))

    def import_data(self, path: Path | None = None) -> ImportDataDialog | None:
        if self.userdata is None:
            return None
        path = path or self.ask_path(
            self.tr("Import my data"), "", self.tr("Lâmpada data (*.json);;All files (*)"), save=False
        )
        if path is None:
            return None
        dialog = _dialogs().ImportDataDialog(path, self.window)
        dialog.confirmed.connect(self.run_import)
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def run_import(self, path: Path, mode: str) -> None:
        ud = self.userdata
        if ud is None:
            return
        self.say(self.tr("Importing…"))
        self._file_task(
            lambda: ud.import_json(path, mode=mode), self._on_imported, self._on_import_failed, "import"
        )

    def _on_imported(self, report) -> None:
        self.store.mark_changed({"all"})
        self.told.emit("info", self.tr("Your data was imported"), _dialogs().describe_import_report(report))

    def _on_import_failed(self, exc: BaseException) -> None:
        log.warning("user-data import failed: %s", exc)
        text = _dialogs().describe_data_import_error(exc)
        self.told.emit("error", self.tr("The file could not be imported"), text)

    def open_backups(self) -> BackupsDialog | None:
        ud = self.userdata
        if ud is None:
            return None
        dialog = _dialogs().BackupsDialog(ud.list_backups(), ud.backups_dir, self.window)
        dialog.backup_requested.connect(self.backup_now)
        dialog.restore_requested.connect(self.restore)
        self.backups_dialog = dialog
        dialog.open()
        return dialog

    def backup_now(self) -> None:
        ud = self.userdata
        if ud is None:
            return
        self._file_task(ud.backup_now, self._on_backed_up, self._on_backup_failed, "back up now")

    def _on_backed_up(self, path: Path) -> None:
        if self.backups_dialog is not None and self.userdata is not None:
            self.backups_dialog.set_backups(self.userdata.list_backups())
            self.backups_dialog.show_result(self.tr("Backed up"), Path(path).name)
        self.say(self.tr("Backed up: %1").replace("%1", Path(path).name))

    def _on_backup_failed(self, exc: BaseException) -> None:
        from app.gui.i18n import describe_error

        text = describe_error(exc)
        if self.backups_dialog is not None:
            self.backups_dialog.show_result(self.tr("The backup could not be made"), text, "error")
        else:
            self.told.emit("error", self.tr("The backup could not be made"), text)

    def restore(self, backup: Backup) -> None:
        ud = self.userdata
        if ud is None:
            return
        self._file_task(
            lambda: ud.restore_backup(backup),
            lambda kept, b=backup: self._on_restored(b, kept),
            self._on_backup_failed,
            "restore a backup",
        )

    def _on_restored(self, backup: Backup, kept: Path) -> None:
        self.store.mark_changed({"all"})
        text = (
            self.tr("Restored the backup of %1. Your data as it was is kept in “%2”.")
            .replace("%1", _dialogs().local_time(backup.created_at))
            .replace("%2", Path(kept).name)
        )
        if self.backups_dialog is not None and self.userdata is not None:
            self.backups_dialog.set_backups(self.userdata.list_backups())
            self.backups_dialog.show_result(self.tr("Restored"), text)
        self.told.emit("info", self.tr("Your data was restored"), text)
