"""The main window: one search box, the results, the reader; menus and shortcuts around them.

The window is the composition root: it builds the parts, wires them together and words what they report. The
parts, top to bottom: `SearchBar` (the header: search box, scope, translation, filters, order),
`ResultsPane` (banners over the pages of results) with `Answers` routing each answer of the
`SearchController` to its scope's presenter (`BibleResults`, the study tools' `NotesResults`), `ReaderPane`
with `ReaderPlaces` (back, forward, the place kept), `MeaningManager` and `MeaningView` (model and indexes in
the background, and what is said of them), the study tools (`app.gui.study`, through their narrow host), the
related passages and commentary docks, `HealthController` (the quick check at start and the repair),
`TranslationsController`. Every action is declared once (`WINDOW_ACTIONS`, `app.gui.shell.actions`).

The window opens its own library handle for the reader and for listing translations (main thread only):
read-only when the library cannot be written, which a banner says.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QSplitter, QToolBar, QVBoxLayout, QWidget

from app.core import paths
from app.core.progress import CancelFn, ProgressFn
from app.core.retrieval.service import EmbedderFactory, SearchRequest, load_embedder
from app.gui import i18n
from app.gui import settings as S
from app.gui.dialogs.about_dialog import AboutDialog
from app.gui.dialogs.import_dialog import ImportDialog
from app.gui.dialogs.setup_dialog import SetupDialog
from app.gui.dialogs.sword_import_dialog import SwordImportDialog
from app.gui.dialogs.translations_dialog import TranslationsController
from app.gui.dialogs.work_operations import StepsProvider
from app.gui.look import fonts
from app.gui.look import theme as themes
from app.gui.look.icons import app_icon
from app.gui.panels.commentary import CommentaryController
from app.gui.panels.compare_panel import CompareController
from app.gui.panels.dictionary import DictionaryController
from app.gui.panels.related import RelatedController
from app.gui.panels.word_study_panel import WordStudyController
from app.gui.reader.chapter_view import ReaderPane
from app.gui.reader.clipboard import VerseCopier
from app.gui.reader.navigation import Location, passage_location
from app.gui.reader.printing import PrintController
from app.gui.reader.reader_places import ReaderPlaces
from app.gui.search.bible_results import BibleResults
from app.gui.search.engine import SearchEngine
from app.gui.search.meaning import MeaningManager
from app.gui.search.meaning_view import MeaningView
from app.gui.search.results_pane import Answers, ResultsPane
from app.gui.search.search_bar import SearchBar
from app.gui.search.search_controller import SearchController
from app.gui.settings import HistoryStore, Settings, SettingsHistory
from app.gui.shell import focus, geometry
from app.gui.shell.actions import ActionRegistry, ActionSpec
from app.gui.shell.health import HealthController
from app.gui.shell.help import HelpScreens
from app.gui.study import StudyController
from app.gui.tasks import TaskRunner

if TYPE_CHECKING:
    from app.core.library.reading import Library, Translation
    from app.core.library.writing import ImportReport

log = logging.getLogger(__name__)

IMPORT_WARNINGS_SHOWN = 5  # an import's warnings listed in its notice; the rest go to the log

Key = QKeySequence.StandardKey
WINDOW_ACTIONS = (
    ActionSpec("import", QT_TRANSLATE_NOOP("MainWindow", "&Import a translation…"), (Key.Open,), "import"),
    ActionSpec("sword", QT_TRANSLATE_NOOP("MainWindow", "Import from another &Bible program…")),
    ActionSpec("translations", QT_TRANSLATE_NOOP("MainWindow", "&Translations…")),
    ActionSpec(  # Ctrl+Q on Windows too, where Qt's standard Quit has no key
        "quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), (Key.Quit, "Ctrl+Q"), role=QAction.MenuRole.QuitRole
    ),
    ActionSpec(
        "copy",
        QT_TRANSLATE_NOOP("MainWindow", "&Copy verses with reference"),
        ("Ctrl+Shift+C",),
        "copy",
        window=True,
    ),
    ActionSpec("focus_search", QT_TRANSLATE_NOOP("MainWindow", "&Search"), ("Ctrl+L", "Ctrl+K"), window=True),
    ActionSpec("clear_history", QT_TRANSLATE_NOOP("MainWindow", "Clear recent searches")),
    ActionSpec(  # checked while the search box searches the notes; again: back to the Bible
        "search_notes",
        QT_TRANSLATE_NOOP("MainWindow", "Search my &notes"),
        ("Ctrl+Shift+N",),
        checkable=True,
        window=True,
    ),
    ActionSpec(
        "zoom_in", QT_TRANSLATE_NOOP("MainWindow", "&Larger text"), (Key.ZoomIn, "Ctrl+="), window=True
    ),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "&Smaller text"), (Key.ZoomOut,), window=True),
    ActionSpec("zoom_reset", QT_TRANSLATE_NOOP("MainWindow", "&Normal size"), ("Ctrl+0",), window=True),
    ActionSpec(
        "parallel",
        QT_TRANSLATE_NOOP("MainWindow", "&Parallel translations"),
        ("Ctrl+Shift+P",),
        "parallel",
        checkable=True,
    ),
    ActionSpec(
        "filters", QT_TRANSLATE_NOOP("MainWindow", "Search &filters"), ("Ctrl+Shift+F",), checkable=True
    ),
    # Back and Forward are Alt+Left and Alt+Right on Linux and Windows (Cmd+[ and Cmd+] on macOS)
    ActionSpec("back", QT_TRANSLATE_NOOP("MainWindow", "&Back"), (Key.Back,), "back", window=True),
    ActionSpec(
        "forward", QT_TRANSLATE_NOOP("MainWindow", "&Forward"), (Key.Forward,), "forward", window=True
    ),
    ActionSpec("previous_chapter", QT_TRANSLATE_NOOP("MainWindow", "&Previous chapter"), ("Ctrl+PgUp",)),
    ActionSpec("next_chapter", QT_TRANSLATE_NOOP("MainWindow", "&Next chapter"), ("Ctrl+PgDown",)),
    ActionSpec("open_result", QT_TRANSLATE_NOOP("MainWindow", "&Open in the reader")),
    ActionSpec(
        "search_help", QT_TRANSLATE_NOOP("MainWindow", "How to &search"), (Key.HelpContents,), window=True
    ),
    ActionSpec("shortcuts", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"), ("Ctrl+/",), window=True),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Lâmpada"), role=QAction.MenuRole.AboutRole),
)


@dataclass
class Services:
    """What the window needs from the outside; tests and the screenshot script pass their own."""

    library_path: Path
    index_dir: Path
    settings: Settings
    history: HistoryStore
    embedder_factory: EmbedderFactory | None = load_embedder  # the real e5 model, built on first use
    setup_steps: StepsProvider | None = None  # first-run steps; None skips them
    userdata_path: Path | None = None  # the user database; None: userdata.sqlite3 in the data folder
    # an installed app's first start: copy the installer's library and indexes in (before the library opens)
    seed: Callable[[ProgressFn, CancelFn], object] | None = None
    data_dir: Path | None = None  # what the quick check and the repair look after; None: the library's folder


def default_services() -> Services:
    from app.core.library.setup import library_steps, seed_from_bundle

    settings = Settings()
    return Services(
        library_path=paths.library_path(),
        index_dir=paths.indexes_dir(),
        settings=settings,
        history=SettingsHistory(settings),
        embedder_factory=load_embedder,
        setup_steps=library_steps,
        seed=seed_from_bundle,
    )


def _import_core(state) -> None:
    """Runs on the work lane: import what the main thread needs next, off the main thread."""
    import app.core.library.reading  # noqa: F401
    import app.core.library.setup  # noqa: F401


def header_toolbar(widget: QWidget, window: QMainWindow) -> QToolBar:
    """A fixed, frameless toolbar holding `widget`: it spans the window above the docks, as a header."""
    bar = QToolBar(window)
    bar.setObjectName("HeaderBar")
    bar.setMovable(False)
    bar.setFloatable(False)
    bar.toggleViewAction().setVisible(False)
    bar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
    bar.setStyleSheet("QToolBar#HeaderBar { border: none; padding: 0px; spacing: 0px; }")
    bar.addWidget(widget)
    return bar


class MainWindow(QMainWindow):
    # the library is ready and the window shows it (no payload)
    library_ready = Signal()

    def __init__(self, services: Services, parent=None):
        super().__init__(parent)
        self.services = services
        self.settings = services.settings
        self.setWindowTitle("Lâmpada")
        self.setWindowIcon(app_icon())
        self.runner = TaskRunner(self)
        self.engine = SearchEngine(services.library_path, services.index_dir)
        self.controller = SearchController(self.runner, self.engine, self)
        self.meaning = MeaningManager(
            self.runner,
            self.engine,
            services.library_path,
            services.index_dir,
            services.embedder_factory,
            self,
        )
        self.data_dir = services.data_dir or services.library_path.parent
        self.library: Library | None = None  # opened in start(), after the first paint
        self.translations: list[Translation] = []
        self.theme = themes.LIGHT
        self.ready = False  # the library is open and shown (start-up is over)
        self.actions = ActionRegistry("MainWindow", WINDOW_ACTIONS, self)

        self._build_ui()
        # bookmarks, highlights, notes, histories (the user database), the study panel, notes search
        self.study = StudyController(
            self,
            self.runner,
            self.meaning,
            self.results_pane,
            fallback_history=services.history,
            more=self.controller.more,
            userdata_path=services.userdata_path,
        )
        self.history: HistoryStore = self.study.history
        self.controller.add_engine("notes", self.study.notes.engine)
        self.study.notes.engine.bible = self.engine  # the topical arm, the bookmarks' text: the same lane
        self.answers.add_scope("notes", self.study.notes_results)
        # the selected verse's cross-references and the verses most like it, in a dock beside the reader
        self.related = RelatedController(self, self.runner, self.engine, self.meaning.state)
        # what an imported commentary says on the selected verse, in a dock beside the reader
        self.commentary = CommentaryController(self, self.runner, self.engine)
        # the word selected in the reader in the dictionaries and lexicons, in a dock beside the reader
        self.dictionary = DictionaryController(self, self.runner, self.engine)
        # the Greek or Hebrew behind a word clicked in the reader, in a dock beside the reader
        self.words = WordStudyController(
            self, self.runner, self.engine, services.library_path, services.index_dir
        )
        # the selected verse in every installed translation, in a dock beside the reader
        self.compare = CompareController(self, self.runner, self.engine)
        # File ▸ Print and Save as PDF: the reader's passage, or the results when their list has the focus
        self.printing = PrintController(self, self, self.results_view, self.study.say)
        # Help: the keyboard shortcuts (from the menus and actions as they are), how to search
        self.help = HelpScreens(
            self, lambda: self.reader.view.context_actions, lambda: self.results_view.context_actions
        )
        self._build_controllers()
        self._build_menus()
        self._connect()
        # Tab follows the window as it is read: the header, the results, the reader (the side panels follow)
        focus.chain(
            focus.in_layout_order(self.search_bar)
            + focus.in_layout_order(self.results_pane)
            + focus.in_layout_order(self.reader)
        )
        self.apply_font_scale(self.settings.get(S.FONT_SCALE), save=False)
        self.apply_theme(self.settings.get(S.THEME), save=False)
        self._restore_geometry()
        self.search_box.setFocus(Qt.FocusReason.OtherFocusReason)  # the header bar is last in the focus chain

    # =================================================================== UI
    def _build_ui(self) -> None:
        # the header: the search bar (and its filters) spans the whole window, above the docks as well
        self.search_bar = SearchBar(self.settings, self)
        self.header_bar = header_toolbar(self.search_bar, self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.header_bar)
        # the results, beside the reader
        self.results_pane = ResultsPane(i18n.ui_language, self)  # the welcome's examples: the person's words
        self.answers = Answers(self.controller, self.results_pane, self)
        self.bible_results = BibleResults(
            self.results_pane,
            self.controller.more,
            self,
            name_of=lambda tid: self.translation_name(tid, with_id=False),
        )
        self.answers.add_scope("bible", self.bible_results)
        self.reader = ReaderPane(self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.results_pane)
        self.splitter.addWidget(self.reader)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)
        self.splitter.setChildrenCollapsible(False)
        self.results_pane.setMinimumWidth(300)
        # the reader's least width is what its bar needs once its buttons gave up their text (410 px at the
        # normal text size, 540 at twice it): a fixed 320 let the bar's pickers be cut at a large text size
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.statusBar().setSizeGripEnabled(True)
        # the parts' widgets that other controllers, the screenshots and the tests reach by name
        bar, pane = self.search_bar, self.results_pane
        self.search_box, self.translation_combo, self.sort_combo = (
            bar.search_box,
            bar.translation_combo,
            bar.sort_combo,
        )
        self.testament_combo, self.filter_button = bar.testament_combo, bar.filter_button
        self.history_menu = bar.history_menu
        self.results_model, self.results_view = self.bible_results.model, self.bible_results.view
        self.results_stack, self.results_status = pane.stack, pane.status
        self.welcome, self.empty, self.notice = pane.welcome, pane.empty, pane.notice
        self.health_banner, self.read_only_banner = pane.health_banner, pane.read_only_banner
        self.meaning_banner = pane.meaning_banner
        self.results_shown = self.answers.results_shown

    def _build_controllers(self) -> None:
        """What drives the widgets: meaning search's banner and status bar, the reader's places, copying, the
        data folder's health, the translations."""
        self.meaning_view = MeaningView(
            self.meaning,
            self.meaning_banner,
            self.statusBar(),
            translation=self.current_translation,
            ready=lambda: self.ready,
            name_of=lambda tid: self.translation_name(tid, with_id=False),
            parent=self,
        )
        self.work_label = self.meaning_view.work_label
        self.places = ReaderPlaces(
            self.reader,
            self.settings,
            back=self.actions["back"],
            forward=self.actions["forward"],
            parallel=self.actions["parallel"],
            current_translation=self.current_translation,
            select_translation=lambda tid: self._select_translation(tid, rerun=False),
            parent=self,
        )
        self.copier = VerseCopier(
            self.reader,
            self.results_view,
            self.settings,
            self.statusBar(),
            language=self.translation_language,
            parent=self,
        )
        # the quick check at start, its banner, the repair; what cannot be saved
        self.health = HealthController(
            self.runner,
            self,
            self.health_banner,
            self.data_dir,
            name_of=self.translation_name,
            translation_ids=lambda: [t.id for t in self.translations],
            setup_steps=self.services.setup_steps,
            read_only_banner=self.read_only_banner,
            # on the search lane, which runs the repair right after: its library handle, and a user database
            # an open under way handed over just before the study tools let go (the same lane opens it)
            search_handles=lambda: (self.engine.close(), self.study.store.drop_late_open()),
            parent=self,
        )
        self.study.read_only_changed.connect(lambda _reason: self._show_read_only())
        # File ▸ Translations: import another, remove an imported one
        self.translations_manager = TranslationsController(
            self,
            self.meaning,
            self.services.library_path,
            self.services.index_dir,
            self.notice,
            read_only=lambda: self.library.read_only_reason if self.library is not None else "",
            parent=self,
        )

    def _build_menus(self) -> None:
        a = self.actions
        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        file_menu.addActions([a["import"], a["sword"], a["translations"]])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])
        edit_menu = menu.addMenu(self.tr("&Edit"))
        edit_menu.addAction(a["copy"])
        self._add_choices(
            edit_menu.addMenu(self.tr("Copy &format")),
            S.COPY_FORMAT,
            {
                "quote_first": self.tr("“Text” — Reference (TRANSLATION)"),
                "reference_first": self.tr("Reference (TRANSLATION), then the text"),
                "text_only": self.tr("Text only"),
            },
            lambda key: self.settings.set(S.COPY_FORMAT, key),
        )
        edit_menu.addSeparator()
        edit_menu.addActions([a["focus_search"], a["search_notes"], a["clear_history"]])
        view_menu = menu.addMenu(self.tr("&View"))
        view_menu.addActions([a["zoom_in"], a["zoom_out"], a["zoom_reset"]])
        view_menu.addSeparator()
        self.theme_group = self._add_choices(
            view_menu.addMenu(self.tr("&Theme")),
            S.THEME,
            {"system": self.tr("Follow the system"), "light": self.tr("Light"), "dark": self.tr("Dark")},
            self.apply_theme,
        )
        view_menu.addActions([a["parallel"], a["filters"]])
        self.study.install_menus(file_menu, a["quit"], view_menu)
        file_menu.insertActions(a["quit"], [self.printing.print_action, self.printing.pdf_action])
        file_menu.insertSeparator(a["quit"])
        view_menu.addAction(self.related.toggle_action)
        self.reader.add_tool(self.related.toggle_action)
        view_menu.addAction(self.commentary.toggle_action)
        view_menu.addAction(self.dictionary.toggle_action)
        view_menu.addAction(self.words.toggle_action)
        view_menu.addAction(self.compare.toggle_action)
        self.search_bar.add_tool(self.study.panel_button(self.search_bar))
        menu.addMenu(self.tr("&Go")).addActions(
            [a["back"], a["forward"], a["previous_chapter"], a["next_chapter"]]
        )
        help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addActions([a["search_help"], a["shortcuts"]])
        help_menu.addSeparator()
        help_menu.addAction(a["about"])
        self.results_view.context_actions = [a["open_result"], a["copy"], self.compare.card_action]
        self.reader.view.context_actions = [
            *self.study.actions.reader_actions(),
            a["copy"],
            self.related.show_action,
            self.compare.show_action,
            self.words.show_action,
        ]
        for action in a.window_actions():
            self.addAction(action)

    def _add_choices(self, menu: QMenu, setting: S.Setting, labels: dict[str, str], choose) -> QActionGroup:
        """A setting's choices as checkable entries of `menu`, the saved one checked."""
        group = QActionGroup(self)
        for key, label in labels.items():
            act = QAction(label, self, checkable=True)
            act.setData(key)
            act.setChecked(self.settings.get(setting) == key)
            act.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(act)
            menu.addAction(act)
        return group

    def _connect(self) -> None:
        a, bar = self.actions, self.search_bar
        a["import"].triggered.connect(self.open_import)
        a["sword"].triggered.connect(lambda: self.open_sword_import())
        a["translations"].triggered.connect(lambda: self.translations_manager.open())
        a["quit"].triggered.connect(self.close)
        a["copy"].triggered.connect(self.copier.copy)
        a["focus_search"].triggered.connect(bar.focus_search)
        a["clear_history"].triggered.connect(lambda: self.history.clear())
        a["search_notes"].triggered.connect(
            lambda on: self.set_search_scope("notes" if on else "bible", focus=True)
        )
        a["zoom_in"].triggered.connect(lambda: self.apply_font_scale(self.font_scale() + fonts.STEP))
        a["zoom_out"].triggered.connect(lambda: self.apply_font_scale(self.font_scale() - fonts.STEP))
        a["zoom_reset"].triggered.connect(lambda: self.apply_font_scale(1.0))
        a["previous_chapter"].triggered.connect(self.reader.previous_chapter)
        a["next_chapter"].triggered.connect(self.reader.next_chapter)
        a["open_result"].triggered.connect(lambda: self.bible_results.open(self.results_view.currentIndex()))
        a["about"].triggered.connect(self.open_about)
        a["search_help"].triggered.connect(self.help.open_search_help)
        a["shortcuts"].triggered.connect(self.help.open_shortcuts)
        bar.bind_filters_action(a["filters"])
        bar.search_box.textEdited.connect(self._on_text_edited)
        bar.search_box.returnPressed.connect(lambda: self.search(self.search_box.text(), committed=True))
        bar.search_box.down_pressed.connect(self.bible_results.focus)  # each moves in when its list is shown
        bar.search_box.down_pressed.connect(self.study.notes_results.focus)
        bar.history_wanted.connect(
            lambda: bar.show_history(
                self.history.recent(self.settings.get(S.HISTORY_SIZE)), a["clear_history"]
            )
        )
        bar.query_picked.connect(lambda q: self.search(q, committed=True))
        bar.scope_picked.connect(self.set_search_scope)
        bar.translation_picked.connect(self._select_translation)
        bar.options_changed.connect(self.rerun)
        self.results_pane.example_requested.connect(lambda q: self.search(q, committed=True))
        self.results_pane.suggestion_picked.connect(lambda q: self.search(q, committed=True))
        self.bible_results.translation_chosen.connect(self._select_translation)
        self.bible_results.import_wanted.connect(self.open_import)
        self.answers.results_shown.connect(self.meaning_view.update)
        self.bible_results.reference_shown.connect(
            lambda loc: self.reader.show_location(loc, committed=self.controller.committed)
        )
        self.bible_results.passage_opened.connect(self._open_passage)
        self.bible_results.passage_previewed.connect(
            lambda loc: self.reader.show_location(loc, committed=False)
        )
        self.results_view.copy_requested.connect(self.copier.copy)
        self.places.moved.connect(self.study.reading.reader_moved)
        self.places.moved.connect(
            lambda loc, _c: self.setWindowTitle(f"{i18n.chapter_ref(loc.book, loc.chapter)} — Lâmpada")
        )
        self.reader.location_changed.connect(self.related.follow)
        self.reader.location_changed.connect(self.commentary.follow)
        self.reader.location_changed.connect(self.dictionary.follow)
        self.reader.view.selectionChanged.connect(
            lambda: self.dictionary.word_selected(self.reader.view.textCursor().selectedText())
        )
        self.dictionary.open_requested.connect(lambda loc: self.reader.show_location(loc, committed=True))
        # a Strong's link: the built-in entry in the panel itself, and the word study of that number (its
        # renderings and occurrences) in front of it
        self.dictionary.strongs_requested.connect(lambda n: self.dictionary.show_entry("strongs", n))
        self.dictionary.strongs_requested.connect(self.words.study_number)
        self.words.connect_reader(self.reader, self.dictionary)
        self.answers.results_shown.connect(self.words.search_answered)
        self.words.said.connect(lambda title, text: self.notice.show_message(title, text))
        self.words.attach_status(self.statusBar())
        self.reader.location_changed.connect(self.compare.follow)
        self.compare.card_action.triggered.connect(
            lambda: self.compare.compare(passage_location(self.results_view.selected_items()[0].cited))
        )
        self.compare.translation_chosen.connect(self._select_translation)
        self.related.open_requested.connect(lambda loc: self.reader.show_location(loc, committed=True))
        self.meaning.translation_ready.connect(self._on_meaning_ready)
        self.meaning.translation_ready.connect(self.related.meaning_changed)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._on_system_scheme)

    # ============================================================== start-up
    def start(self) -> None:
        """After the window is painted: first-run setup if needed, then the library, then meaning search."""
        if getattr(self, "_started", False):
            return
        self._started = True
        # The core's heavy modules (numpy, sqlite-utils) load on a lane, so the painted window stays
        # responsive meanwhile.
        seed = self.services.seed

        def prepare(state) -> None:
            _import_core(state)
            if seed is not None:
                try:
                    seed(state.progress, state.cancelled)
                except Exception:  # noqa: BLE001 - without the seed, first-run setup builds the library
                    log.exception("cannot copy the installer's library")

        self.runner.run(
            prepare,
            lambda _r: self._start_with_library(),
            self._on_import_failed,
            name="import the core",
        )

    def _on_import_failed(self, exc: BaseException) -> None:
        log.error("the core failed to load: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))
        self.notice.show_message(self.tr("Lâmpada could not start"), i18n.describe_error(exc), kind="error")

    def _start_with_library(self) -> None:
        from app.core.library.reading import open_library

        try:  # a library that cannot be written opens read-only (read_only_reason says why)
            self.library = open_library(self.services.library_path)
        except Exception as exc:  # noqa: BLE001 - LibraryCorrupt and the like: say so instead of closing
            self._on_import_failed(exc)
            return
        self._show_read_only()
        # Only now (a new library file has its schema) the search lane opens its own handle and imports the
        # retriever, ready for the first query. Two first opens at once would race to create the schema.
        self.runner.run(lambda state: self.engine.warm_up(), lane="search", name="warm up the search lane")
        steps_provider = self.services.setup_steps
        pending = []
        if steps_provider is not None and not self.library.read_only_reason:
            try:
                pending = steps_provider(self.library)
            except Exception:  # noqa: BLE001 - setup is retried on the next start; the app still opens
                log.exception("cannot list the set-up steps")
        if pending:
            self.setup_dialog = SetupDialog(self.runner, self.services.library_path, steps_provider, self)
            self.setup_dialog.finished_setup.connect(lambda ok, exc: self._open_library())
            self.setup_dialog.rejected.connect(self._open_library)
            self.setup_dialog.open()
            self.setup_dialog.start()
        else:
            self._open_library()

    def _open_library(self) -> None:
        if self.ready:
            return
        self.ready = True
        self.reload_translations()
        self.reader.set_library(self.library)
        self.places.restore(self.current_translation(), [t.id for t in self.translations])
        self.results_pane.show_welcome()
        # the user database (its check and daily backup run on the runner); the reader shows its marks then
        self.study.open()
        # the quick check, on the work lane before the meaning-search work
        self.health.check()
        ids = [t.id for t in self.translations]
        self.words.start({t.id: t.name for t in self.translations})  # word study: the words tagged behind
        if ids:
            self.meaning.start(ids, self.current_translation())
        else:
            self.notice.show_message(
                self.tr("No translation is installed yet"),
                self.tr("Import a Bible file to start reading and searching."),
                kind="warn",
                action=(self.tr("Import…"), self.open_import),
            )
        self.library_ready.emit()

    # ============================================================== translations
    def reload_translations(self) -> None:
        from app.core.library.reading import default_translation_id

        self.translations = self.library.translations()
        current = self.settings.get(S.TRANSLATION)
        if current not in [t.id for t in self.translations]:
            current = default_translation_id(self.translations, i18n.ui_language()) or ""
        self.search_bar.set_translations(self.translations, current)
        if current:
            self.settings.set(S.TRANSLATION, current)
        self.reader.refresh_translations()

    def current_translation(self) -> str:
        return self.search_bar.current_translation()

    def translation_name(self, tid: str, *, with_id: bool = True) -> str:
        """ "Bíblia Livre (BLIVRE)" ("Bíblia Livre" without its id), or the id alone for a translation the
        library does not list."""
        name = next((t.name for t in self.translations if t.id == tid), "")
        if not name:
            return tid.upper()
        return f"{name} ({tid.upper()})" if with_id else name

    def translation_language(self, tid: str) -> str:
        return next((t.language for t in self.translations if t.id == tid), "pt")

    def _select_translation(self, tid: str, *, rerun: bool = True) -> None:
        if not tid:
            return
        self.search_bar.select_translation(tid)
        self.settings.set(S.TRANSLATION, tid)
        self.reader.set_translation(tid)
        self.meaning.prioritise(tid)
        self.meaning_view.update()
        if rerun and self.search_box.text().strip():
            self.controller.submit(self.make_request(self.search_box.text()), committed=False)
        elif self.results_pane.showing(self.welcome):
            self.results_pane.show_welcome()

    def translations_changed(self, removed: str | None = None) -> None:
        """A translation was removed (`removed`), or its removal failed: the picker, the reader and meaning
        search follow the library (TranslationsHost)."""
        if removed is not None:
            self.runner.run(lambda state: self.engine.forget_index(removed), lane="search", name="forget")
            reading = self.reader.location is not None and self.reader.location.translation == removed
            was_current = removed == self.current_translation()
            self.reload_translations()
            if self.reader.parallel == removed:
                self.reader.parallel_button.setChecked(False)
            if was_current or reading:  # the reader goes on in a translation that is still there
                self._select_translation(self.current_translation(), rerun=False)
        self.meaning.resume([t.id for t in self.translations], self.current_translation())

    # ============================================================== search
    def make_request(self, text: str) -> SearchRequest:
        bar = self.search_bar
        return SearchRequest(
            query=text,
            translation=self.current_translation(),
            lang=i18n.ui_language(),
            filters=bar.filters(),
            order=bar.order(),
            scope=bar.scope(),
        )

    def search(self, text: str, *, committed: bool = True) -> None:
        """Search now (Enter, a history pick, an example, tests)."""
        if self.search_box.text() != text:
            self.search_box.setText(text)
        if not self.current_translation():
            return
        self.controller.submit(self.make_request(text), committed=committed)
        if committed and text.strip():
            self.history.add(text)

    def _on_text_edited(self, text: str) -> None:
        if self.current_translation():
            self.controller.schedule(self.make_request(text))

    def rerun(self) -> None:
        """The query in the box again (the scope, the order or the filters changed)."""
        if self.search_box.text().strip() and self.current_translation():
            self.controller.submit(self.make_request(self.search_box.text()), committed=False)

    def set_search_scope(self, scope: str, *, focus: bool = False) -> None:
        """Search the Bible ("bible") or the notes ("notes"); the query in the box is searched there."""
        self.search_bar.set_scope(scope)
        self.actions["search_notes"].setChecked(scope == "notes")
        if focus:
            self.search_bar.focus_search()
        if self.search_box.text().strip():
            self.rerun()
        elif self.answers.shown is not None and self.answers.shown.request.scope != scope:
            self.results_pane.show_welcome()

    def _open_passage(self, location: Location) -> None:
        """A result was opened: the reader shows it, and the query goes to the recent searches."""
        self.reader.show_location(location, committed=True)
        if self.controller.answered_request is not None:
            self.history.add(self.controller.answered_request.query)

    def _on_meaning_ready(self, tid: str) -> None:
        """A translation can be searched by meaning: the Bible answer shown, if it was by words only, is
        searched again."""
        self.meaning_view.update()
        shown = self.answers.shown
        if tid == self.current_translation() and shown is not None and shown.request.scope == "bible":
            if shown.response.route not in ("reference", "phrase") and not shown.meaning_ready:
                self.rerun()  # the same query, now with meaning search

    # ============================================================== fonts and themes
    def apply_font_scale(self, scale: float, *, save: bool = True) -> None:
        scale = fonts.clamp_scale(scale)
        app = QApplication.instance()
        app.setFont(fonts.scaled_app_font(app, scale))
        if app.styleSheet():
            # widgets polished by a style sheet keep the font they had; polishing again gives them the new one
            sheet = app.styleSheet()
            app.setStyleSheet("")
            app.setStyleSheet(sheet)
        if save:
            self.settings.set(S.FONT_SCALE, scale)
        self.bible_results.relayout()
        self.reader.apply_fonts()
        self.search_bar.set_font_scale(scale)
        if self.results_pane.showing(self.welcome):
            self.results_pane.show_welcome()

    def font_scale(self) -> float:
        return self.settings.get(S.FONT_SCALE)

    def apply_theme(self, choice: str, *, save: bool = True) -> None:
        if save:
            self.settings.set(S.THEME, choice)
        for act in self.theme_group.actions():
            act.setChecked(act.data() == choice)
        self.theme = themes.resolve(choice)
        themes.apply(QApplication.instance(), self.theme)
        self.bible_results.set_theme(self.theme)
        self.reader.set_theme(self.theme)
        self.study.set_theme(self.theme)
        self.related.set_theme(self.theme)
        self.commentary.set_theme(self.theme)
        self.dictionary.set_theme(self.theme)
        self.words.set_theme(self.theme)
        self.compare.set_theme(self.theme)
        self.help.set_theme(self.theme)
        self.search_bar.set_theme(self.theme)
        self.actions.set_theme(self.theme)
        self.results_pane.set_theme(self.theme)
        if self.results_pane.showing(self.welcome) or not self.ready:
            self.results_pane.show_welcome()

    def _on_system_scheme(self, *_args) -> None:
        if self.settings.get(S.THEME) == "system":
            self.apply_theme("system", save=False)

    # ============================================================== dialogs
    def open_import(self) -> ImportDialog:
        dialog = ImportDialog(self.runner, self.services.library_path, self)
        dialog.imported.connect(self._on_imported)
        dialog.open()
        self.import_dialog = dialog
        return dialog

    def open_sword_import(self, folders: Sequence[Path] | None = None) -> SwordImportDialog:
        """The SWORD modules of BibleTime, Xiphos… on this computer (or in `folders`): a Bible imports like
        any translation, a commentary opens in its panel, a dictionary in its own."""
        dialog = SwordImportDialog(self.runner, self.services.library_path, self, folders=folders)
        dialog.imported.connect(self._on_imported)
        dialog.commentary_imported.connect(self._on_commentary_imported)
        dialog.dictionary_imported.connect(self.dictionary.imported)
        dialog.open()
        self.sword_dialog = dialog
        return dialog

    def _on_commentary_imported(self, report) -> None:
        commentary = report.commentary
        self.notice.show_message(
            self.tr("“%1” was imported").replace("%1", commentary.name),
            self.tr("Select a verse in the reader: the Commentary panel shows what it says on it."),
            kind="info",
        )
        self.commentary.imported(report)

    def _on_imported(self, report: ImportReport) -> None:
        translation = report.translation
        self.reload_translations()
        if not self.ready:
            self._open_library()
        text = self.tr("%n verse(s) are ready to read and to search by words.", None, translation.verse_count)
        if report.warnings:  # verses outside the standard numbering, bytes that were not UTF-8…
            shown = [f"• {w}" for w in report.warnings[:IMPORT_WARNINGS_SHOWN]]
            more = len(report.warnings) - len(shown)
            if more > 0:
                shown.append(self.tr("…and %n more (all of them are in the log file).", None, more))
            text += "\n" + self.tr("Worth knowing about this file:") + "\n" + "\n".join(shown)
            for warning in report.warnings:
                log.info("import of %s: %s", translation.id, warning)
        self.notice.show_message(
            self.tr("“%1” was imported").replace("%1", translation.name),
            text,
            kind="warn" if report.warnings else "info",
        )
        self.translations_manager.refresh()
        self.meaning.add(translation.id)
        self.words.added(translation.id, translation.name)
        if self.reader.location is None:
            self.places.restore(self.current_translation(), [t.id for t in self.translations])

    def _show_read_only(self) -> None:
        """What cannot be saved, and why (the health banner); no importing while the library is read-only."""
        reason = self.library.read_only_reason if self.library is not None else ""
        self.actions["import"].setEnabled(not reason)
        self.actions["sword"].setEnabled(not reason)
        self.health.show_read_only(reason, self.study.store.read_only)

    # ---------------------------------------------------------- the data folder, for a repair (DataHost)
    def release_data(self) -> bool:
        """Stop background work and close the handles this thread holds; the search lane closes its own
        (`HealthController.search_handles`). False when the person kept a note being edited open."""
        if not self.study.release():
            return False
        self.meaning.stop()
        self.words.tagger.stop()
        self.controller.clear()
        self.reader.set_library(None)
        if self.library is not None:
            self.library.close()
            self.library = None
        self.search_box.setEnabled(False)
        return True

    def reopen_data(self) -> None:
        from app.core.library.reading import open_library

        self.search_box.setEnabled(True)
        try:
            self.library = open_library(self.services.library_path)
        except Exception as exc:  # noqa: BLE001 - still damaged: said, the app stays open
            self._on_import_failed(exc)
            return
        self._show_read_only()
        self.reader.set_library(self.library)
        self.reload_translations()
        location = self.reader.location
        if location is not None and location.translation in [t.id for t in self.translations]:
            self.reader.reload()
        else:
            self.places.restore(self.current_translation(), [t.id for t in self.translations])
        self.study.store.resume()  # restored from a backup if the repair found it damaged or lost
        self.meaning.resume([t.id for t in self.translations], self.current_translation())

    def open_about(self) -> AboutDialog:
        dialog = AboutDialog(self.library.translations() if self.library else [], self)
        dialog.open()
        self.about_dialog = dialog
        return dialog

    # ============================================================== window state
    def _restore_geometry(self) -> None:
        geometry.place(self, self.settings.get(S.WINDOW_GEOMETRY))  # the size left, or one the screen fits
        splitter = self.settings.get(S.SPLITTER_STATE)
        if splitter:
            self.splitter.restoreState(QByteArray(splitter))
        else:
            self.splitter.setSizes([520, 680])
        # the side panels share the right side as tabs, hidden until asked for; a saved state (shown or not,
        # side, width) overrides that — a state saved before the related passages existed leaves them hidden
        self.related.place_beside(self.study.dock)
        self.related.dock.hide()
        self.commentary.place_beside(self.study.dock)
        self.commentary.dock.hide()
        self.dictionary.place_beside(self.study.dock)
        self.dictionary.dock.hide()
        self.words.place_beside(self.study.dock)
        self.words.dock.hide()
        self.compare.place_beside(self.study.dock)
        self.compare.dock.hide()
        state = self.settings.get(S.WINDOW_STATE)
        if not state or not self.restoreState(QByteArray(state)):
            self.study.dock.hide()  # first run: the reader keeps its room; the Study button shows the panel
            # wide enough for the study panel's four tabs side by side at the normal text size (314 px in
            # Portuguese), with room to spare for a wider system font
            self.resizeDocks([self.study.dock], [340], Qt.Orientation.Horizontal)

    def closeEvent(self, event) -> None:  # noqa: N802
        if not getattr(self, "_shut", False) and not self.study.confirm_close():  # a note is being edited
            event.ignore()
            return
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        if getattr(self, "_shut", False):
            return
        self._shut = True
        self.settings.set(S.WINDOW_GEOMETRY, bytes(self.saveGeometry().data()))
        self.settings.set(S.SPLITTER_STATE, bytes(self.splitter.saveState().data()))
        self.settings.set(S.WINDOW_STATE, bytes(self.saveState().data()))
        self.settings.sync()
        self.controller.clear()
        self.runner.shutdown()
        self.study.shutdown()  # after the lanes stopped: no task still uses the user database
        self.engine.close()
        if self.library is not None:
            self.library.close()
