"""The header: one search box, where to search (the Bible or my notes), the translation, filters and order —
and under it, when Filters is on, the filter bar (a testament, or a range of books).

`SearchBar` holds these widgets and their state, restores and saves their settings, and says what the person
changed by signals; the window searches. The recent searches drop down from the box (Alt+Down or its icon).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPoint, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from app.core.scripture import canon
from app.gui import i18n, plain
from app.gui import settings as S
from app.gui.compact import CompactToolButton
from app.gui.look.icons import app_icon, icon
from app.gui.look.theme import Theme
from app.gui.shell.access import name_choice
from app.gui.shell.actions import ActionSpec

if TYPE_CHECKING:
    from app.core.library.reading import Filters, Translation
    from app.gui.settings import Settings

LOGO = 30  # px at the normal text size
# the search box's own keys (`SearchBox.keyPressEvent`, Enter: QLineEdit.returnPressed), declared for Help
SEARCH_BOX_KEYS = (
    ActionSpec("search", QT_TRANSLATE_NOOP("SearchBox", "Search, or open a typed reference"), ("Return",)),
    ActionSpec("results", QT_TRANSLATE_NOOP("SearchBox", "Go down to the results"), ("Down",)),
    ActionSpec("history", QT_TRANSLATE_NOOP("SearchBox", "Recent searches"), ("Alt+Down",)),
    ActionSpec("clear", QT_TRANSLATE_NOOP("SearchBox", "Clear the box"), ("Esc",)),
)


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


class SearchBar(QWidget):
    # the person picked where to search ("bible" | "notes")
    scope_picked = Signal(str)
    # the person picked a translation (translation id)
    translation_picked = Signal(str)
    # the order or the filters changed (no payload)
    options_changed = Signal()
    # the recent searches were asked for (no payload)
    history_wanted = Signal()
    # a recent search was picked (query)
    query_picked = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.history_menu = QMenu(self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self._build_top())
        column.addWidget(self._build_filters())
        self.search_box.history_requested.connect(self.history_wanted)
        self.history_action.triggered.connect(self.history_wanted)
        self.scope_combo.activated.connect(lambda i: self.scope_picked.emit(self.scope_combo.itemData(i)))
        self.translation_combo.activated.connect(
            lambda i: self.translation_picked.emit(self.translation_combo.itemData(i))
        )
        self.sort_combo.activated.connect(self._on_order_picked)
        self.filter_button.toggled.connect(self.filter_bar.setVisible)
        for combo in (self.testament_combo, self.first_book_combo, self.last_book_combo):
            combo.activated.connect(self._on_filters_picked)
        self._restore()

    def _build_top(self) -> QWidget:
        top = QWidget(self)
        top.setObjectName("TopBar")
        self.search_box = SearchBox(top)
        self.search_box.setObjectName("SearchBox")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setMinimumWidth(320)
        self.search_box.setAccessibleName(self.tr("Search"))
        self._search_icon = self.search_box.addAction(
            icon("search"), QLineEdit.ActionPosition.LeadingPosition
        )
        self.history_action = self.search_box.addAction(
            icon("history"), QLineEdit.ActionPosition.TrailingPosition
        )
        self.history_action.setText(self.tr("Recent searches"))
        self.history_action.setToolTip(self.tr("Recent searches (Alt+Down)"))
        self._search_icon.setText(self.tr("Search"))
        clear = self.search_box.findChild(QAction, "_q_qlineeditclearaction")
        if clear is not None:  # Qt's own clear button, named for a screen reader
            clear.setText(self.tr("Clear the search"))
        self.scope_combo = QComboBox(top)
        self.scope_combo.setObjectName("ScopePicker")
        self.scope_combo.addItem(self.tr("Bible"), "bible")
        self.scope_combo.addItem(self.tr("My notes"), "notes")
        self.scope_combo.setToolTip(self.tr("Search the Bible, or your own notes (Ctrl+Shift+N)"))
        name_choice(self.scope_combo, self.tr("Where to search"))
        self.translation_combo = QComboBox(top)
        self.translation_combo.setObjectName("TranslationPicker")
        self.translation_combo.setToolTip(self.tr("Translation for searching and reading"))
        name_choice(self.translation_combo, self.tr("Translation"))
        self.translation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filter_button = CompactToolButton(top)
        self.filter_button.setCheckable(True)
        self.filter_button.setToolTip(self.tr("Filters: testament and books"))
        self.filter_button.setText(self.tr("Filters"))
        self.sort_combo = QComboBox(top)
        self.sort_combo.setObjectName("SortPicker")
        self.sort_combo.addItem(self.tr("Best match"), "relevance")
        self.sort_combo.addItem(self.tr("Bible order"), "bible")
        self.sort_combo.setToolTip(self.tr("Order of the results"))
        name_choice(self.sort_combo, self.tr("Order"))
        self.logo = QLabel(top)
        self.logo.setPixmap(app_icon().pixmap(LOGO, LOGO))
        self.logo.setToolTip("Lâmpada")
        self.row = QHBoxLayout(top)
        self.row.setContentsMargins(12, 10, 12, 10)
        self.row.setSpacing(8)
        for widget in (self.logo, self.search_box, self.scope_combo, self.translation_combo):
            self.row.addWidget(widget, 1 if widget is self.search_box else 0)
        self.row.addWidget(self.filter_button)
        self.row.addWidget(self.sort_combo)
        return top

    def _build_filters(self) -> QWidget:
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
        name_choice(self.first_book_combo, self.tr("From the book"))
        name_choice(self.last_book_combo, self.tr("To the book"))
        self.books_from_label = QLabel(self.tr("from"), self.filter_bar)
        self.books_to_label = QLabel(self.tr("to"), self.filter_bar)
        row = QHBoxLayout(self.filter_bar)
        row.setContentsMargins(54, 0, 12, 10)
        row.setSpacing(8)
        row.addWidget(name_choice(self.testament_combo, self.tr("Search in"), QLabel(self.tr("Search in"))))
        for widget in (
            self.testament_combo,
            self.books_from_label,
            self.first_book_combo,
            self.books_to_label,
            self.last_book_combo,
        ):
            row.addWidget(widget)
        row.addStretch(1)
        self.filter_bar.hide()
        return self.filter_bar

    # ------------------------------------------------------------------ what is chosen
    def scope(self) -> str:
        return self.scope_combo.currentData() or "bible"

    def set_scope(self, scope: str) -> None:
        """Search the Bible or the notes from now on (the placeholder says which). Not a setting: every start
        searches the Bible (docs/gui.md, "Searching my notes")."""
        with QSignalBlocker(self.scope_combo):
            self.scope_combo.setCurrentIndex(max(0, self.scope_combo.findData(scope)))
        self.search_box.setPlaceholderText(
            self.tr("Search your notes: a word, or what it was about…")
            if self.scope() == "notes"
            else self.tr("Type a reference, a word, or what is on your heart…")
        )

    def order(self) -> str:
        """ "relevance" or "bible" (app.core.retrieval.passages.ORDERS)."""
        return self.sort_combo.currentData() or "relevance"

    def filters(self) -> Filters | None:
        from app.core.library.reading import Filters

        mode = self.testament_combo.currentData()
        if mode in ("OT", "NT"):
            return Filters.testament(mode)
        if mode == "books":
            a = canon.BY_OSIS[self.first_book_combo.currentData()].index
            b = canon.BY_OSIS[self.last_book_combo.currentData()].index
            return Filters(min(a, b), max(a, b))
        return None

    def current_translation(self) -> str:
        return self.translation_combo.currentData() or ""

    def set_translations(self, translations: list[Translation], current: str) -> None:
        """The translations to pick from (the library's), `current` selected."""
        with QSignalBlocker(self.translation_combo):
            self.translation_combo.clear()
            for t in translations:
                self.translation_combo.addItem(t.name, t.id)
                tip = f"{t.id.upper()} · {t.language}" + (f" · {t.licence}" if t.licence else "")
                self.translation_combo.setItemData(
                    self.translation_combo.count() - 1, plain.tooltip(tip), Qt.ItemDataRole.ToolTipRole
                )
            if current:
                self.select_translation(current)

    def select_translation(self, tid: str) -> None:
        with QSignalBlocker(self.translation_combo):
            self.translation_combo.setCurrentIndex(max(0, self.translation_combo.findData(tid)))

    def _on_order_picked(self, index: int) -> None:
        self.settings.set(S.SORT, self.sort_combo.itemData(index))
        self.options_changed.emit()

    def _on_filters_picked(self, *_args) -> None:
        self.settings.set(S.TESTAMENT, self.testament_combo.currentData())
        self.settings.set(S.FIRST_BOOK, self.first_book_combo.currentData())
        self.settings.set(S.LAST_BOOK, self.last_book_combo.currentData())
        self._show_filters_mode()
        self.options_changed.emit()

    def _show_filters_mode(self) -> None:
        """The book pickers only for "Books…"; a dot on Filters while anything is filtered out."""
        mode = self.testament_combo.currentData()
        for w in (self.first_book_combo, self.last_book_combo, self.books_from_label, self.books_to_label):
            w.setVisible(mode == "books")
        self.filter_button.setText(self.tr("Filters") + (" •" if mode != "all" else ""))
        self.filter_button.setAccessibleName(self.tr("Filters") if mode == "all" else self.tr("Filters (on)"))

    def _restore(self) -> None:
        for combo, setting in (
            (self.sort_combo, S.SORT),
            (self.testament_combo, S.TESTAMENT),
            (self.first_book_combo, S.FIRST_BOOK),
            (self.last_book_combo, S.LAST_BOOK),
        ):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(0, combo.findData(self.settings.get(setting))))
        self._show_filters_mode()
        self.set_scope("bible")

    # ------------------------------------------------------------------ the rest of the header
    def bind_filters_action(self, action: QAction) -> None:
        """View ▸ Search filters and the Filters button show the same state."""
        action.toggled.connect(self.filter_button.setChecked)

        def follow(on: bool) -> None:
            with QSignalBlocker(action):
                action.setChecked(on)

        self.filter_button.toggled.connect(follow)

    def add_tool(self, widget: QWidget) -> None:
        """A button at the end of the header (the study panel's)."""
        self.row.addWidget(widget)

    def focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def show_history(self, recent: list[str], clear: QAction) -> None:
        """The recent searches under the box, newest first, then `clear` (Clear recent searches)."""
        self.history_menu.clear()
        if not recent:
            self.history_menu.addAction(self.tr("No recent searches")).setEnabled(False)
        for q in recent:
            self.history_menu.addAction(q).triggered.connect(lambda _=False, q=q: self.query_picked.emit(q))
        if recent:
            self.history_menu.addSeparator()
            self.history_menu.addAction(clear)
        pos = self.search_box.mapToGlobal(self.search_box.rect().bottomRight())
        self.history_menu.popup(pos - QPoint(self.history_menu.sizeHint().width(), 0))

    def set_theme(self, theme: Theme) -> None:
        self._search_icon.setIcon(icon("search", theme.faint))
        self.history_action.setIcon(icon("history", theme.faint))
        self.filter_button.setIcon(icon("filter", theme.text))

    def set_font_scale(self, scale: float) -> None:
        self.logo.setPixmap(app_icon().pixmap(QSize(LOGO, LOGO) * max(1.0, scale)))
