"""The main window: one search box, the results, the reader; menus and shortcuts around them.

The window wires small parts together and words what they report: `SearchController` (debounced searches on
the task runner), `MeaningManager` (model and indexes in the background), `ReaderPane`, the results model and
view, `HealthController` (the quick check at start and the repair), `TranslationsDialog`. It opens its own
library handle for the reader and for listing translations (main thread only): read-only when the library
cannot be written, which a banner says.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLocale, QPoint, QSignalBlocker, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QProgressBar,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core import canon, paths, refs
from app.core.errors import BadReference
from app.core.progress import CancelFn, ProgressFn
from app.gui import copying, fonts, i18n
from app.gui import settings as S
from app.gui import theme as themes
from app.gui.banner import Banner
from app.gui.commentary import CommentaryController
from app.gui.dialogs import AboutDialog, ImportDialog, SetupDialog, StepsProvider
from app.gui.engine import (
    PASSAGE_CARD_VERSES,
    EmbedderFactory,
    SearchEngine,
    SearchRequest,
    SearchResult,
    default_embedder_factory,
)
from app.gui.health import HealthController
from app.gui.icons import app_icon, icon
from app.gui.meaning import MeaningManager, MeaningStatus
from app.gui.navigation import Location, NavHistory
from app.gui.reader import ReaderPane
from app.gui.related import RelatedController
from app.gui.results import ItemRole, ResultItem, ResultsModel, ResultsView
from app.gui.search_controller import SearchController
from app.gui.settings import HistoryStore, Settings, SettingsHistory
from app.gui.study import StudyController
from app.gui.sword_dialog import SwordImportDialog
from app.gui.tasks import TaskRunner
from app.gui.translations_dialog import TranslationsController

if TYPE_CHECKING:
    from app.core.library import Filters, ImportReport, Library, Translation

log = logging.getLogger(__name__)

IMPORT_WARNINGS_SHOWN = 5  # an import's warnings listed in its notice; the rest go to the log

EXAMPLES = {
    "pt": ["estou com medo do futuro", "como posso perdoar quem me feriu?", "Melquisedeque", "Jo 3:16",
           "amor ao próximo"],
    "en": ["I am afraid of the future", "how can I forgive someone who hurt me?", "Melchizedek", "John 3:16",
           "love your neighbor"],
}  # fmt: skip


@dataclass
class Services:
    """What the window needs from the outside; tests and the screenshot script pass their own."""

    library_path: Path
    index_dir: Path
    settings: Settings
    history: HistoryStore
    embedder_factory: EmbedderFactory | None = default_embedder_factory
    setup_steps: StepsProvider | None = None  # first-run steps; None skips them
    userdata_path: Path | None = None  # the user database; None: userdata.sqlite3 in the data folder
    # an installed app's first start: copy the installer's library and indexes in (before the library opens)
    seed: Callable[[ProgressFn, CancelFn], object] | None = None
    data_dir: Path | None = None  # what the quick check and the repair look after; None: the library's folder


def default_services() -> Services:
    from app.core.setup import library_steps, seed_from_bundle

    settings = Settings()
    return Services(
        library_path=paths.library_path(),
        index_dir=paths.indexes_dir(),
        settings=settings,
        history=SettingsHistory(settings),
        embedder_factory=default_embedder_factory,
        setup_steps=library_steps,
        seed=seed_from_bundle,
    )


def _import_core(state) -> None:
    """Runs on the work lane: import what the main thread needs next, off the main thread."""
    import app.core.library  # noqa: F401
    import app.core.setup  # noqa: F401


class SearchBox(QLineEdit):
    """The one search box. Down moves into the results; Alt+Down opens the recent searches."""

    # Down was pressed (no payload)
    down_pressed = Signal()
    # the history drop-down was asked for (no payload)
    history_requested = Signal()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Down and event.modifiers() & Qt.KeyboardModifier.AltModifier:
            self.history_requested.emit()
            return
        if event.key() == Qt.Key.Key_Down:
            self.down_pressed.emit()
            return
        if event.key() == Qt.Key.Key_Escape and self.text():
            self.clear()
            self.textEdited.emit("")
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    # the library is ready and the window shows it (no payload)
    library_ready = Signal()
    # the results shown changed (SearchResult or None)
    results_shown = Signal(object)

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
        self.nav = NavHistory()
        self.theme = themes.LIGHT
        self._ready = False
        self._meaning_dismissed = False
        self._last_list_focus = False
        self._shown_result: SearchResult | None = None

        self._build_ui()
        # bookmarks, highlights, notes, histories (the user database), the study panel and notes search
        self.study = StudyController(self)
        self.history: HistoryStore = self.study.history
        # the selected verse's cross-references and the verses most like it, in a dock beside the reader
        self.related = RelatedController(self, self.runner, self.engine, self.meaning.state)
        # what an imported commentary says on the selected verse, in a dock beside the reader
        self.commentary = CommentaryController(self, self.runner, self.engine)
        # the quick check at start, its banner, the repair; what cannot be saved
        self.health = HealthController(
            self.runner,
            self,
            self.health_banner,
            self.data_dir,
            name_of=self.translation_name,
            translation_ids=lambda: [t.id for t in self.translations],
            setup_steps=services.setup_steps,
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
            services.library_path,
            services.index_dir,
            self.notice,
            read_only=lambda: self.library.read_only_reason if self.library is not None else "",
            parent=self,
        )
        self._build_actions()
        self._connect()
        self.apply_font_scale(self.settings.get(S.FONT_SCALE), save=False)
        self.apply_theme(self.settings.get(S.THEME), save=False)
        self._restore_geometry()
        self.search_box.setFocus(Qt.FocusReason.OtherFocusReason)  # the header bar is last in the focus chain

    # =================================================================== UI
    def _build_ui(self) -> None:
        # --- top bar: search, translation, filters, sort
        top = QWidget(self)
        top.setObjectName("TopBar")
        self.search_box = SearchBox(top)
        self.search_box.setObjectName("SearchBox")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setPlaceholderText(self.tr("Type a reference, a word, or what is on your heart…"))
        self.search_box.setMinimumWidth(320)
        self.search_box.setAccessibleName(self.tr("Search"))
        self._search_icon = self.search_box.addAction(
            icon("search"), QLineEdit.ActionPosition.LeadingPosition
        )
        self.history_action = self.search_box.addAction(
            icon("history"), QLineEdit.ActionPosition.TrailingPosition
        )
        self.history_action.setToolTip(self.tr("Recent searches (Alt+Down)"))
        self.history_menu = QMenu(self)

        self.translation_combo = QComboBox(top)
        self.translation_combo.setObjectName("TranslationPicker")
        self.translation_combo.setToolTip(self.tr("Translation for searching and reading"))
        self.translation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filter_button = QToolButton(top)
        self.filter_button.setCheckable(True)
        self.filter_button.setToolTip(self.tr("Filters: testament and books"))
        self.filter_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.filter_button.setText(self.tr("Filters"))
        self.sort_combo = QComboBox(top)
        self.sort_combo.setObjectName("SortPicker")
        self.sort_combo.addItem(self.tr("Best match"), "relevance")
        self.sort_combo.addItem(self.tr("Bible order"), "canonical")
        self.sort_combo.setToolTip(self.tr("Order of the results"))
        self.logo = QLabel(top)
        self.logo.setPixmap(app_icon().pixmap(30, 30))
        self.logo.setToolTip("Lâmpada")

        row = QHBoxLayout(top)
        self.top_row = row
        row.setContentsMargins(12, 10, 12, 10)
        row.setSpacing(8)
        row.addWidget(self.logo)
        row.addWidget(self.search_box, 1)
        row.addWidget(self.translation_combo)
        row.addWidget(self.filter_button)
        row.addWidget(self.sort_combo)

        # --- filter bar
        self.filter_bar = QWidget(self)
        self.filter_bar.setObjectName("FilterBar")
        self.testament_combo = QComboBox(self.filter_bar)
        self.testament_combo.setObjectName("TestamentPicker")
        self.testament_combo.addItem(self.tr("Whole Bible"), "all")
        self.testament_combo.addItem(self.tr("Old Testament"), "OT")
        self.testament_combo.addItem(self.tr("New Testament"), "NT")
        self.testament_combo.addItem(self.tr("Books…"), "books")
        self.first_book_combo = QComboBox(self.filter_bar)
        self.first_book_combo.setObjectName("FirstBookPicker")
        self.last_book_combo = QComboBox(self.filter_bar)
        self.last_book_combo.setObjectName("LastBookPicker")
        for b in canon.BOOKS:
            self.first_book_combo.addItem(i18n.book_name(b.osis), b.osis)
            self.last_book_combo.addItem(i18n.book_name(b.osis), b.osis)
        for combo in (self.first_book_combo, self.last_book_combo):
            combo.setMaxVisibleItems(22)
        self.books_from_label = QLabel(self.tr("from"), self.filter_bar)
        self.books_to_label = QLabel(self.tr("to"), self.filter_bar)
        frow = QHBoxLayout(self.filter_bar)
        frow.setContentsMargins(54, 0, 12, 10)
        frow.setSpacing(8)
        frow.addWidget(QLabel(self.tr("Search in"), self.filter_bar))
        frow.addWidget(self.testament_combo)
        frow.addWidget(self.books_from_label)
        frow.addWidget(self.first_book_combo)
        frow.addWidget(self.books_to_label)
        frow.addWidget(self.last_book_combo)
        frow.addStretch(1)
        self.filter_bar.hide()

        # --- results pane
        results = QWidget(self)
        results.setObjectName("ResultsPane")
        self.health_banner = Banner(results)  # damaged data, with Repair
        self.read_only_banner = Banner(results)  # what cannot be saved, and why
        self.meaning_banner = Banner(results)
        self.meaning_banner.dismissed.connect(self._on_meaning_dismissed)
        self.notice = Banner(results)
        self.results_model = ResultsModel(self)
        self.results_view = ResultsView(results)
        self.results_view.setModel(self.results_model)
        self.welcome = QTextBrowser(results)
        self.welcome.setObjectName("Welcome")
        self.welcome.setOpenLinks(False)
        self.empty = QTextBrowser(results)
        self.empty.setObjectName("Welcome")
        self.empty.setOpenLinks(False)
        self.results_stack = QStackedWidget(results)
        self.results_stack.addWidget(self.welcome)
        self.results_stack.addWidget(self.results_view)
        self.results_stack.addWidget(self.empty)
        self.results_status = QLabel(results)
        self.results_status.setObjectName("ResultsStatus")
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(300)
        self._busy_timer.timeout.connect(self._show_searching)
        rlayout = QVBoxLayout(results)
        rlayout.setContentsMargins(0, 8, 0, 0)
        rlayout.setSpacing(6)
        banners = QVBoxLayout()
        banners.setContentsMargins(12, 0, 12, 0)
        banners.setSpacing(6)
        banners.addWidget(self.health_banner)
        banners.addWidget(self.read_only_banner)
        banners.addWidget(self.meaning_banner)
        banners.addWidget(self.notice)
        rlayout.addLayout(banners)
        rlayout.addWidget(self.results_stack, 1)
        rlayout.addWidget(self.results_status)

        # --- reader
        self.reader = ReaderPane(self)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(results)
        self.splitter.addWidget(self.reader)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)
        self.splitter.setChildrenCollapsible(False)
        results.setMinimumWidth(300)
        self.reader.setMinimumWidth(320)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        # the search bar and its filters span the whole window, above the study panel's dock as well
        header = QWidget(self)
        column = QVBoxLayout(header)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(top)
        column.addWidget(self.filter_bar)
        self.header_bar = QToolBar(self)
        self.header_bar.setObjectName("HeaderBar")
        self.header_bar.setMovable(False)
        self.header_bar.setFloatable(False)
        self.header_bar.toggleViewAction().setVisible(False)
        self.header_bar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.header_bar.setStyleSheet("QToolBar#HeaderBar { border: none; padding: 0px; spacing: 0px; }")
        self.header_bar.addWidget(header)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.header_bar)

        # --- status bar: background work
        self.work_label = QLabel(self)
        self.work_progress = QProgressBar(self)
        self.work_progress.setMaximumWidth(140)
        self.work_progress.setTextVisible(False)
        self.work_progress.setMaximumHeight(12)
        self.statusBar().addPermanentWidget(self.work_label)
        self.statusBar().addPermanentWidget(self.work_progress)
        self.work_label.hide()
        self.work_progress.hide()
        self.statusBar().setSizeGripEnabled(True)

    def _build_actions(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        self.import_action = QAction(self.tr("&Import a translation…"), self)
        self.import_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        self.import_action.triggered.connect(self.open_import)
        file_menu.addAction(self.import_action)
        self.sword_action = QAction(self.tr("Import from another &Bible program…"), self)
        self.sword_action.triggered.connect(self.open_sword_import)
        file_menu.addAction(self.sword_action)
        self.translations_action = QAction(self.tr("&Translations…"), self)
        self.translations_action.triggered.connect(lambda: self.translations_manager.open())
        file_menu.addAction(self.translations_action)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        edit_menu = menu.addMenu(self.tr("&Edit"))
        self.copy_action = QAction(self.tr("&Copy verses with reference"), self)
        self.copy_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_action.triggered.connect(self.copy_with_reference)
        edit_menu.addAction(self.copy_action)
        fmt_menu = edit_menu.addMenu(self.tr("Copy &format"))
        self.copy_format_group = QActionGroup(self)
        labels = {
            "quote_first": self.tr("“Text” — Reference (TRANSLATION)"),
            "reference_first": self.tr("Reference (TRANSLATION), then the text"),
            "text_only": self.tr("Text only"),
        }
        for key in copying.FORMATS:
            act = QAction(labels[key], self, checkable=True)
            act.setData(key)
            act.setChecked(self.settings.get(S.COPY_FORMAT) == key)
            act.triggered.connect(lambda _=False, k=key: self.settings.set(S.COPY_FORMAT, k))
            self.copy_format_group.addAction(act)
            fmt_menu.addAction(act)
        edit_menu.addSeparator()
        self.focus_search_action = QAction(self.tr("&Search"), self)
        self.focus_search_action.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("Ctrl+K")])
        self.focus_search_action.triggered.connect(self.focus_search)
        edit_menu.addAction(self.focus_search_action)
        self.clear_history_action = QAction(self.tr("Clear recent searches"), self)
        self.clear_history_action.triggered.connect(self._clear_history)
        edit_menu.addAction(self.clear_history_action)

        view_menu = menu.addMenu(self.tr("&View"))
        self.zoom_in_action = QAction(self.tr("&Larger text"), self)
        self.zoom_in_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")]
        )
        self.zoom_in_action.triggered.connect(lambda: self.change_font_scale(+fonts.STEP))
        self.zoom_out_action = QAction(self.tr("&Smaller text"), self)
        self.zoom_out_action.setShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut))
        self.zoom_out_action.triggered.connect(lambda: self.change_font_scale(-fonts.STEP))
        self.zoom_reset_action = QAction(self.tr("&Normal size"), self)
        self.zoom_reset_action.setShortcut(QKeySequence("Ctrl+0"))
        self.zoom_reset_action.triggered.connect(lambda: self.apply_font_scale(1.0))
        for act in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            view_menu.addAction(act)
        view_menu.addSeparator()
        theme_menu = view_menu.addMenu(self.tr("&Theme"))
        self.theme_group = QActionGroup(self)
        for key, label in (
            ("system", self.tr("Follow the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            act = QAction(label, self, checkable=True)
            act.setData(key)
            act.setChecked(self.settings.get(S.THEME) == key)
            act.triggered.connect(lambda _=False, k=key: self.apply_theme(k))
            self.theme_group.addAction(act)
            theme_menu.addAction(act)
        self.parallel_action = QAction(self.tr("&Parallel translations"), self, checkable=True)
        self.parallel_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.parallel_action.toggled.connect(self._toggle_parallel_from_menu)
        view_menu.addAction(self.parallel_action)
        self.filters_action = QAction(self.tr("Search &filters"), self, checkable=True)
        self.filters_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.filters_action.toggled.connect(self.filter_button.setChecked)
        view_menu.addAction(self.filters_action)
        self.study.install_menus(file_menu, quit_action, view_menu)
        view_menu.addAction(self.related.toggle_action)
        self.reader.add_tool(self.related.toggle_action)
        view_menu.addAction(self.commentary.toggle_action)
        self.study.install_scope(self.top_row, self.top_row.indexOf(self.translation_combo))

        go_menu = menu.addMenu(self.tr("&Go"))
        self.back_action = QAction(self.tr("&Back"), self)
        self.back_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Back), QKeySequence("Alt+Left")])
        self.back_action.triggered.connect(self.go_back)
        self.forward_action = QAction(self.tr("&Forward"), self)
        self.forward_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Forward), QKeySequence("Alt+Right")]
        )
        self.forward_action.triggered.connect(self.go_forward)
        self.prev_chapter_action = QAction(self.tr("&Previous chapter"), self)
        self.prev_chapter_action.setShortcut(QKeySequence("Ctrl+PgUp"))
        self.prev_chapter_action.triggered.connect(self.reader.previous_chapter)
        self.next_chapter_action = QAction(self.tr("&Next chapter"), self)
        self.next_chapter_action.setShortcut(QKeySequence("Ctrl+PgDown"))
        self.next_chapter_action.triggered.connect(self.reader.next_chapter)
        for act in (
            self.back_action,
            self.forward_action,
            self.prev_chapter_action,
            self.next_chapter_action,
        ):
            go_menu.addAction(act)
        self.back_action.setEnabled(False)
        self.forward_action.setEnabled(False)

        self.open_result_action = QAction(self.tr("&Open in the reader"), self)
        self.open_result_action.triggered.connect(lambda: self._open_result(self.results_view.currentIndex()))
        self.results_view.context_actions = [self.open_result_action, self.copy_action]
        self.reader.view.context_actions = [
            *self.study.reader_actions(),
            self.copy_action,
            self.related.show_action,
        ]

        help_menu = menu.addMenu(self.tr("&Help"))
        about_action = QAction(self.tr("&About Lâmpada"), self)
        about_action.setMenuRole(QAction.MenuRole.AboutRole)
        about_action.triggered.connect(self.open_about)
        help_menu.addAction(about_action)
        for act in (
            self.copy_action,
            self.focus_search_action,
            self.back_action,
            self.forward_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.zoom_reset_action,
        ):
            self.addAction(act)

    def _connect(self) -> None:
        self.search_box.textEdited.connect(self._on_text_edited)
        self.search_box.returnPressed.connect(self._on_enter)
        self.search_box.down_pressed.connect(self._focus_results)
        self.search_box.history_requested.connect(self._show_history)
        self.history_action.triggered.connect(self._show_history)
        self.translation_combo.activated.connect(self._on_translation_picked)
        self.sort_combo.activated.connect(self._on_sort_changed)
        self.filter_button.toggled.connect(self._on_filter_toggled)
        self.testament_combo.activated.connect(self._on_filters_changed)
        self.first_book_combo.activated.connect(self._on_filters_changed)
        self.last_book_combo.activated.connect(self._on_filters_changed)
        self.controller.answered.connect(self._on_answered)
        self.controller.page_answered.connect(self._on_page)
        self.controller.failed.connect(self._on_search_failed)
        self.controller.cleared.connect(self._on_cleared)
        self.controller.busy_changed.connect(self._on_busy)
        self.results_model.more_requested.connect(self.controller.more)
        self.results_view.activated.connect(self._open_result)
        self.results_view.clicked.connect(self._open_result)
        self.results_view.copy_requested.connect(self.copy_with_reference)
        self.results_view.selectionModel().currentChanged.connect(self._preview_result)
        self.welcome.anchorClicked.connect(self._on_example)
        self.empty.anchorClicked.connect(self._on_example)
        self.reader.location_changed.connect(self._on_location_changed)
        self.reader.location_changed.connect(self.related.follow)
        self.reader.location_changed.connect(self.commentary.follow)
        self.related.open_requested.connect(self._open_related)
        self.reader.parallel_changed = self._on_reader_parallel_changed  # type: ignore[method-assign]
        self.meaning.status_changed.connect(self._on_meaning_status)
        self.meaning.translation_ready.connect(self._on_meaning_ready)
        self.meaning.translation_ready.connect(self.related.meaning_changed)
        QApplication.instance().focusChanged.connect(self._on_focus_changed)
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
        from app.core.library import open_library

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
        if self._ready:
            return
        self._ready = True
        self.reload_translations()
        self.reader.set_library(self.library)
        self._restore_reader()
        self._restore_filters()
        self.show_welcome()
        # the user database (its check and daily backup run on the runner); the reader shows its marks then
        self.study.open()
        # the quick check, on the work lane before the meaning-search work
        self.health.check()
        ids = [t.id for t in self.translations]
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

    def reload_translations(self) -> None:
        self.translations = self.library.translations()
        current = self.settings.get(S.TRANSLATION)
        ids = [t.id for t in self.translations]
        if current not in ids:
            current = self._default_translation()
        with QSignalBlocker(self.translation_combo):
            self.translation_combo.clear()
            for t in self.translations:
                self.translation_combo.addItem(t.name, t.id)
                tip = (
                    f"{t.id.upper()} · {t.language} · {t.licence}"
                    if t.licence
                    else f"{t.id.upper()} · {t.language}"
                )
                self.translation_combo.setItemData(
                    self.translation_combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole
                )
            if current:
                self.translation_combo.setCurrentIndex(max(0, self.translation_combo.findData(current)))
        if current:
            self.settings.set(S.TRANSLATION, current)
        self.reader.refresh_translations()

    def _default_translation(self) -> str:
        from app.core.library import default_translation_id

        return default_translation_id(self.translations, i18n.ui_language()) or ""

    def current_translation(self) -> str:
        return self.translation_combo.currentData() or ""

    def translation_name(self, tid: str) -> str:
        """ "Bíblia Livre (BLIVRE)", or the id alone for a translation the library does not list."""
        name = next((t.name for t in self.translations if t.id == tid), "")
        return f"{name} ({tid.upper()})" if name else tid.upper()

    def translation_language(self, tid: str) -> str:
        return next((t.language for t in self.translations if t.id == tid), "pt")

    # ============================================================== search
    def make_request(self, text: str) -> SearchRequest:
        if self.study.notes_scope():
            return self.study.notes_request(text, self.current_filters(), self.sort_combo.currentData())
        return SearchRequest(
            query=text,
            translation=self.current_translation(),
            lang=i18n.ui_language(),
            filters=self.current_filters(),
            sort=self.sort_combo.currentData() or "relevance",
        )

    def current_filters(self) -> Filters | None:
        from app.core.library import Filters

        mode = self.testament_combo.currentData()
        if mode in ("OT", "NT"):
            return Filters.testament(mode)
        if mode == "books":
            a = canon.BY_OSIS[self.first_book_combo.currentData()].index
            b = canon.BY_OSIS[self.last_book_combo.currentData()].index
            return Filters(min(a, b), max(a, b))
        return None

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
        if not self.current_translation():
            return
        self.controller.schedule(self.make_request(text))

    def _on_enter(self) -> None:
        self.search(self.search_box.text(), committed=True)

    def _on_answered(self, result: SearchResult) -> None:
        if self.study.show_result(result):  # an answer from the user's notes
            self.results_shown.emit(result)
            return
        response = result.response
        self.notice.hide()
        self._shown_result = result
        tid = result.request.translation
        if response.error:
            self.results_model.clear()
            self._show_reference_error(result.request.query)
            self.results_status.setText("")
            self.results_shown.emit(result)
            return
        if response.route == "reference" and response.reference is not None:
            ref = response.reference
            end_verse = ref.end_verse if ref.end_chapter is None and ref.end_verse else 0
            self.reader.show_location(
                Location(tid, ref.book, ref.chapter, ref.verse or 0, end_verse),
                committed=self.controller.committed,
            )
            if response.passage:
                cited = list(response.passage)[:PASSAGE_CARD_VERSES]
                item = ResultItem(cited, list(result.extra.get("context", [])), {}, "reference", ref)
                self.results_model.set_items([item], query=response.query)
                self.results_stack.setCurrentWidget(self.results_view)
                self.results_status.setText(
                    self.tr("%1 — opened in the reader").replace("%1", i18n.format_ref(ref))
                )
            else:
                self.results_model.clear()
                self.show_empty(
                    self.tr("%1 is not in this translation (%2).")
                    .replace("%1", i18n.format_ref(ref))
                    .replace("%2", tid.upper()),
                    self.tr("Translations number some verses differently; try the parallel view."),
                )
                self.results_status.setText("")
            self.results_shown.emit(result)
            return
        items = [ResultItem.from_hit(h) for h in response.hits]
        self.results_model.set_items(items, more=result.more, soft=response.no_evidence, query=response.query)
        self.results_view.scrollToTop()
        if items:
            self.results_stack.setCurrentWidget(self.results_view)
        else:
            self.show_empty(
                self.tr("Nothing found for “%1”.").replace("%1", response.query.strip()),
                self.tr("Try other words, fewer words, or a wider filter."),
            )
        if response.no_evidence and items:
            self.notice.show_message(
                self.tr("The Bible does not seem to speak of this directly"),
                self.tr(
                    "These are the passages closest to what you wrote. Read them in their context, with care."
                ),
                kind="info",
            )
        self._update_status(result)
        self._update_meaning_banner()
        self.results_shown.emit(result)

    def _on_page(self, result: SearchResult) -> None:
        if self.study.show_page(result):
            return
        items = [ResultItem.from_hit(h) for h in result.response.hits]
        self.results_model.append_items(items, more=result.more)
        self._update_status(result)

    def _update_status(self, result: SearchResult) -> None:
        n = self.results_model.rowCount()
        if not n:
            self.results_status.setText("")
            return
        route = result.response.route
        if route == "phrase":
            how = self.tr("exact words")
        elif "meaning_search_unavailable" in result.response.notices or route == "keyword":
            how = self.tr("by words")
        else:
            how = self.tr("by words and meaning")
        text = self.tr("%n result(s)", None, n) + " · " + how
        seconds = result.response.seconds
        if seconds < 1:
            took = self.tr("%1 ms").replace("%1", QLocale().toString(max(1, round(seconds * 1000))))
        else:
            took = self.tr("%1 s").replace("%1", QLocale().toString(seconds, "f", 1))
        text += " · " + took
        self.results_status.setText(text)

    def _on_search_failed(self, request: SearchRequest, exc: BaseException) -> None:
        if self.study.show_failure(request, exc):
            return
        self.results_model.clear()
        self.show_empty(self.tr("The search could not be done"), i18n.describe_error(exc))

    def _on_cleared(self) -> None:
        self.results_model.clear()
        self.notice.hide()
        self.results_status.setText("")
        self._shown_result = None
        self.show_welcome()
        self.results_shown.emit(None)

    def _on_busy(self, busy: bool) -> None:
        """Say "Searching…" only when a search takes long enough to notice (a busy machine, a cold index)."""
        if busy:
            self._busy_timer.start()
        else:
            self._busy_timer.stop()
            if self.results_status.text() == self.tr("Searching…"):
                self.results_status.setText("")

    def _show_searching(self) -> None:
        if self.controller.latest is not None:
            self.results_status.setText(self.tr("Searching…"))

    def _show_reference_error(self, query: str) -> None:
        try:
            refs.parse_reference(query, lang=i18n.ui_language())
            message = i18n.describe_bad_reference(BadReference(query))
        except BadReference as exc:
            message = i18n.describe_bad_reference(exc)
        self.show_empty(self.tr("That reference does not exist"), message)

    def show_welcome(self) -> None:
        t = self.theme
        tid = self.current_translation()
        lang = "en" if self.translation_language(tid).lower().startswith("en") else "pt"
        examples = "".join(
            f'<p align="center" style="margin:0 0 7px 0;"><a href="q:{html.escape(q)}" '
            f'style="color:{t.accent}; text-decoration:none;">{html.escape(q)}</a></p>'
            for q in EXAMPLES[lang]
        )
        logo = (paths.resources_dir() / "icons" / "lampada.svg").as_uri()
        verse = html.escape(self.tr("Your word is a lamp to my feet, and a light for my path."))
        ref = html.escape(self.tr("Psalm 119:105"))
        hint = html.escape(self.tr("Type a reference, a name, a theme, or a question — in your own words."))
        try_ = html.escape(self.tr("Try:"))
        self.welcome.setHtml(
            f'<div align="center" style="margin-top:40px;"><img src="{logo}" width="76" height="76"></div>'
            f'<p align="center" style="margin:20px 28px 4px 28px; color:{t.text}; font-size:large;">'
            f"<i>{verse}</i></p>"
            f'<p align="center" style="margin:0 0 30px 0; color:{t.muted};">{ref}</p>'
            f'<p align="center" style="margin:0 28px 14px 28px; color:{t.muted};">{hint}</p>'
            f'<p align="center" style="margin:0 0 8px 0; color:{t.faint};">{try_}</p>'
            f"{examples}"
        )
        self.results_stack.setCurrentWidget(self.welcome)

    def show_empty(self, title: str, text: str) -> None:
        t = self.theme
        self.empty.setHtml(
            f'<p align="center" style="margin-top:48px; color:{t.text}; font-size:large;">'
            f"{html.escape(title)}</p>"
            f'<p align="center" style="margin:6px 32px; color:{t.muted};">{html.escape(text)}</p>'
        )
        self.results_stack.setCurrentWidget(self.empty)

    def _on_example(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("q:"):
            self.search(QUrl.fromPercentEncoding(text[2:].encode()), committed=True)

    # ---------------------------------------------------------- history
    def _show_history(self) -> None:
        self.history_menu.clear()
        recent = self.history.recent(self.settings.get(S.HISTORY_SIZE))
        if not recent:
            act = self.history_menu.addAction(self.tr("No recent searches"))
            act.setEnabled(False)
        for q in recent:
            act = self.history_menu.addAction(q)
            act.triggered.connect(lambda _=False, q=q: self.search(q, committed=True))
        if recent:
            self.history_menu.addSeparator()
            self.history_menu.addAction(self.clear_history_action)
        pos = self.search_box.mapToGlobal(self.search_box.rect().bottomRight())
        self.history_menu.popup(pos - QPoint(self.history_menu.sizeHint().width(), 0))

    def _clear_history(self) -> None:
        self.history.clear()

    # ============================================================== results → reader
    def _open_result(self, index) -> None:
        item: ResultItem | None = index.data(ItemRole)
        if item is None:
            return
        v = item.verse
        last = item.cited[-1]
        end = (last.verse_end or last.verse) if last.chapter == v.chapter else 0
        self.reader.show_location(
            Location(v.translation, v.book, v.chapter, v.verse, end if end > v.verse else 0), committed=True
        )
        if self.controller.answered_request is not None:
            self.history.add(self.controller.answered_request.query)

    def _preview_result(self, current, previous) -> None:
        if current.isValid() and self.results_view.hasFocus():
            item: ResultItem | None = current.data(ItemRole)
            if item is not None:
                v = item.verse
                self.reader.show_location(
                    Location(v.translation, v.book, v.chapter, v.verse), committed=False
                )

    def _open_related(self, location: Location) -> None:
        """A cross-reference or a similar verse was opened from the related passages."""
        self.reader.show_location(location, committed=True)

    def _focus_results(self) -> None:
        if self.results_model.rowCount() and self.results_stack.currentWidget() is self.results_view:
            self.results_view.setFocus()
            if not self.results_view.currentIndex().isValid():
                self.results_view.setCurrentIndex(self.results_model.index(0))

    def focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def _on_focus_changed(self, old, new) -> None:
        if new is self.results_view:
            self._last_list_focus = True
        elif new is self.reader.view:
            self._last_list_focus = False

    # ============================================================== reader
    def _restore_reader(self) -> None:
        tid = self.current_translation()
        if not tid:
            return
        book = self.settings.get(S.READER_BOOK)
        if book not in canon.BY_OSIS:
            book = "John"
        loc = Location(tid, book, self.settings.get(S.READER_CHAPTER), self.settings.get(S.READER_VERSE))
        parallel = self.settings.get(S.PARALLEL_TRANSLATION)
        if parallel and parallel in [t.id for t in self.translations]:
            self.reader.parallel = parallel
            self.reader.set_parallel(parallel)
            with QSignalBlocker(self.parallel_action):
                self.parallel_action.setChecked(True)
        self.reader.show_location(loc, committed=True)

    def _on_location_changed(self, loc: Location, committed: bool) -> None:
        self.nav.push(loc, transient=not committed)
        self._update_nav_actions()
        self.settings.set(S.READER_BOOK, loc.book)
        self.settings.set(S.READER_CHAPTER, loc.chapter)
        self.settings.set(S.READER_VERSE, loc.verse)
        self.study.reader_moved(loc, committed)
        self.setWindowTitle(f"{i18n.chapter_ref(loc.book, loc.chapter)} — Lâmpada")

    def _update_nav_actions(self) -> None:
        self.back_action.setEnabled(self.nav.can_back())
        self.forward_action.setEnabled(self.nav.can_forward())

    def go_back(self) -> None:
        loc = self.nav.back()
        if loc is not None:
            self._go(loc)

    def go_forward(self) -> None:
        loc = self.nav.forward()
        if loc is not None:
            self._go(loc)

    def _go(self, loc: Location) -> None:
        self.reader.location_changed.disconnect(self._on_location_changed)
        try:
            if loc.translation != self.current_translation():
                self._select_translation(loc.translation, rerun=False)
            self.reader.show_location(loc, committed=True)
            self.settings.set(S.READER_BOOK, loc.book)
            self.settings.set(S.READER_CHAPTER, loc.chapter)
            self.settings.set(S.READER_VERSE, loc.verse)
            self.study.reader_moved(loc, True)
        finally:
            self.reader.location_changed.connect(self._on_location_changed)
        self._update_nav_actions()

    def _toggle_parallel_from_menu(self, on: bool) -> None:
        if on == (self.reader.parallel is not None):
            return
        self.reader.parallel_button.setChecked(on)

    def _on_reader_parallel_changed(self) -> None:
        self.settings.set(S.PARALLEL_TRANSLATION, self.reader.parallel or "")
        with QSignalBlocker(self.parallel_action):
            self.parallel_action.setChecked(self.reader.parallel is not None)

    # ============================================================== translations, filters, sort
    def _on_translation_picked(self, index: int) -> None:
        self._select_translation(self.translation_combo.itemData(index))

    def _select_translation(self, tid: str, *, rerun: bool = True) -> None:
        if not tid:
            return
        with QSignalBlocker(self.translation_combo):
            self.translation_combo.setCurrentIndex(max(0, self.translation_combo.findData(tid)))
        self.settings.set(S.TRANSLATION, tid)
        self.reader.set_translation(tid)
        self.meaning.prioritise(tid)
        self._update_meaning_banner()
        if rerun and self.search_box.text().strip():
            self.controller.submit(self.make_request(self.search_box.text()), committed=False)
        elif self.results_stack.currentWidget() is self.welcome:
            self.show_welcome()

    def _on_sort_changed(self, index: int) -> None:
        self.settings.set(S.SORT, self.sort_combo.itemData(index))
        self._rerun()

    def _on_filter_toggled(self, on: bool) -> None:
        self.filter_bar.setVisible(on)
        with QSignalBlocker(self.filters_action):
            self.filters_action.setChecked(on)

    def _on_filters_changed(self, *_args) -> None:
        mode = self.testament_combo.currentData()
        for w in (self.first_book_combo, self.last_book_combo, self.books_from_label, self.books_to_label):
            w.setVisible(mode == "books")
        self.settings.set(S.TESTAMENT, mode)
        self.settings.set(S.FIRST_BOOK, self.first_book_combo.currentData())
        self.settings.set(S.LAST_BOOK, self.last_book_combo.currentData())
        self.filter_button.setText(self.tr("Filters") + (" •" if mode != "all" else ""))
        self._rerun()

    def _restore_filters(self) -> None:
        with QSignalBlocker(self.sort_combo):
            self.sort_combo.setCurrentIndex(max(0, self.sort_combo.findData(self.settings.get(S.SORT))))
        for combo, setting in (
            (self.testament_combo, S.TESTAMENT),
            (self.first_book_combo, S.FIRST_BOOK),
            (self.last_book_combo, S.LAST_BOOK),
        ):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(0, combo.findData(self.settings.get(setting))))
        mode = self.testament_combo.currentData()
        for w in (self.first_book_combo, self.last_book_combo, self.books_from_label, self.books_to_label):
            w.setVisible(mode == "books")
        self.filter_button.setText(self.tr("Filters") + (" •" if mode != "all" else ""))

    def _rerun(self) -> None:
        if self.search_box.text().strip() and self.current_translation():
            self.controller.submit(self.make_request(self.search_box.text()), committed=False)

    # ============================================================== meaning search
    def _on_meaning_status(self, status: MeaningStatus) -> None:
        self._update_meaning_banner()
        # the banner speaks of the translation being read until its meaning search works; the status bar of
        # the rest, and of the second pass that refines a searchable index
        refining = status.phase == "indexing" and self.meaning.state(status.translation) == "usable"
        other = status.phase == "indexing" and (refining or status.translation != self.current_translation())
        if other:
            pct = int(100 * status.done / status.total) if status.total else 0
            left = i18n.time_left(status.remaining)
            text = (
                self.tr("Refining meaning search for %1: %2%")
                if refining
                else self.tr("Preparing meaning search for %1: %2%")
            )
            self.work_label.setText(
                text.replace("%1", status.translation.upper()).replace("%2", str(pct))
                + (" · " + left if left else "")
            )
            self.work_progress.setRange(0, max(1, status.total))
            self.work_progress.setValue(status.done)
        self.work_label.setVisible(other)
        self.work_progress.setVisible(other)

    def _on_meaning_ready(self, tid: str) -> None:
        self._update_meaning_banner()
        if tid == self.current_translation() and self._shown_result is not None:
            r = self._shown_result
            if r.response.route not in ("reference", "phrase") and not r.meaning_ready:
                self._rerun()  # the same query, now with meaning search

    def _on_meaning_dismissed(self) -> None:
        self._meaning_dismissed = True

    def _update_meaning_banner(self) -> None:
        tid = self.current_translation()
        if not tid or not self._ready:
            self.meaning_banner.hide()
            return
        state = self.meaning.state(tid)
        status = self.meaning.status
        if state in ("ready", "usable"):
            self.meaning_banner.hide()
            return
        if state == "unavailable":
            if self._meaning_dismissed:
                self.meaning_banner.hide()
                return
            exc = status.error or self.meaning.errors.get(tid)
            detail = i18n.describe_error(exc) + "\n" if exc is not None else ""
            self.meaning_banner.show_message(
                self.tr("Meaning search is not available"),
                detail + self.tr("Searching by words and references still works."),
                kind="warn",
            )
            return
        title = self.tr("Meaning search is still being prepared…")
        if status.phase == "indexing" and status.translation == tid:
            detail = (
                self.tr("Reading %1: %2 of %3 verses. Meanwhile, words and references already work.")
                .replace("%1", tid.upper())
                .replace("%2", i18n.number(status.done))
                .replace("%3", i18n.number(status.total))
            )
            left = i18n.time_left(status.remaining)
            if left:
                detail += " (" + left + ")"
        elif status.phase == "indexing":
            detail = self.tr(
                "Reading %1 first; this translation comes next. Meanwhile, words and references already work."
            ).replace("%1", status.translation.upper())
        else:
            detail = self.tr(
                "Getting the language model ready on this computer. Meanwhile, words and references "
                "already work."
            )
        if self.meaning_banner.isVisible() and self.meaning_banner.title() == title:
            self.meaning_banner.set_text(detail)
        else:
            self.meaning_banner.show_message(title, detail, kind="info", busy=True)
        if status.phase == "indexing" and status.translation == tid and status.total:
            self.meaning_banner.set_progress(status.done, status.total)

    # ============================================================== copy
    def copy_with_reference(self) -> str:
        reader_menu = self.reader.view.hasFocus()
        use_list = (self._last_list_focus or self.results_view.hasFocus()) and not reader_menu
        verses = []
        if use_list:
            for item in self.results_view.selected_items():
                verses.extend(item.cited)
        if not verses:
            verses = self.reader.selected_verses()
        if not verses:
            self.statusBar().showMessage(self.tr("Select a verse first."), 3000)
            return ""
        language = self.translation_language(verses[0].translation)
        text = copying.copy_text(verses, language, self.settings.get(S.COPY_FORMAT))
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Copied: %1").replace("%1", text.splitlines()[0][:80]), 3000)
        return text

    # ============================================================== fonts and themes
    def change_font_scale(self, delta: float) -> None:
        self.apply_font_scale(self.settings.get(S.FONT_SCALE) + delta)

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
        if self.results_model.rowCount():
            self.results_view.relayout()
        self.reader.apply_fonts()
        self.logo.setPixmap(app_icon().pixmap(QSize(30, 30) * max(1.0, scale)))
        if self.results_stack.currentWidget() is self.welcome:
            self.show_welcome()

    def font_scale(self) -> float:
        return self.settings.get(S.FONT_SCALE)

    def apply_theme(self, choice: str, *, save: bool = True) -> None:
        if save:
            self.settings.set(S.THEME, choice)
        for act in self.theme_group.actions():
            act.setChecked(act.data() == choice)
        self.theme = themes.resolve(choice)
        themes.apply(QApplication.instance(), self.theme)
        self.results_view.delegate.set_theme(self.theme)
        if self.results_model.rowCount():
            self.results_view.relayout()
        self.reader.set_theme(self.theme)
        self.study.set_theme(self.theme)
        self.related.set_theme(self.theme)
        self.commentary.set_theme(self.theme)
        self._refresh_icons()
        if self.results_stack.currentWidget() is self.welcome or not self._ready:
            self.show_welcome()

    def _refresh_icons(self) -> None:
        color = self.theme.text
        self._search_icon.setIcon(icon("search", self.theme.faint))
        self.history_action.setIcon(icon("history", self.theme.faint))
        self.filter_button.setIcon(icon("filter", color))
        self.import_action.setIcon(icon("import", color))
        self.copy_action.setIcon(icon("copy", color))
        self.back_action.setIcon(icon("back", color))
        self.forward_action.setIcon(icon("forward", color))
        self.parallel_action.setIcon(icon("parallel", color))
        for banner in (self.health_banner, self.read_only_banner, self.meaning_banner, self.notice):
            banner.refresh_icon()

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

    def open_sword_import(self) -> SwordImportDialog:
        """The SWORD modules of BibleTime, Xiphos… on this computer: a Bible imports like any translation, a
        commentary opens in its panel."""
        dialog = SwordImportDialog(self.runner, self.services.library_path, self)
        dialog.imported.connect(self._on_imported)
        dialog.commentary_imported.connect(self._on_commentary_imported)
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
        if not self._ready:
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
        if self.reader.location is None:
            self._restore_reader()

    def _show_read_only(self) -> None:
        """What cannot be saved, and why (the health banner); no importing while the library is read-only."""
        reason = self.library.read_only_reason if self.library is not None else ""
        self.import_action.setEnabled(not reason)
        self.sword_action.setEnabled(not reason)
        self.health.show_read_only(reason, self.study.store.read_only)

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

    # ---------------------------------------------------------- the data folder, for a repair (DataHost)
    def release_data(self) -> bool:
        """Stop background work and close the handles this thread holds; the search lane closes its own
        (`HealthController.search_handles`). False when the person kept a note being edited open."""
        if not self.study.release():
            return False
        self.meaning.stop()
        self.controller.clear()
        self.reader.set_library(None)
        if self.library is not None:
            self.library.close()
            self.library = None
        self.search_box.setEnabled(False)
        return True

    def reopen_data(self) -> None:
        from app.core.library import open_library

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
            self._restore_reader()
        self.study.store.resume()  # restored from a backup if the repair found it damaged or lost
        self.meaning.resume([t.id for t in self.translations], self.current_translation())

    def open_about(self) -> AboutDialog:
        dialog = AboutDialog(self.library.translations() if self.library else [], self)
        dialog.open()
        self.about_dialog = dialog
        return dialog

    # ============================================================== window state
    def _restore_geometry(self) -> None:
        geometry = self.settings.get(S.WINDOW_GEOMETRY)
        if geometry:
            self.restoreGeometry(QByteArray(geometry))
        else:
            self.resize(1200, 780)
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
        state = self.settings.get(S.WINDOW_STATE)
        if not state or not self.restoreState(QByteArray(state)):
            self.study.dock.hide()  # first run: the reader keeps its room; the Study button shows the panel
            self.resizeDocks([self.study.dock], [320], Qt.Orientation.Horizontal)

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
