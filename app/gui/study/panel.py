"""The study panel (a dock beside the reader): Bookmarks, Notes, Highlights, History.

Each tab is a tree over records read from the user database (the `StudyStore` it is given) when the tab is
shown or its data changed (a few milliseconds for thousands of records). Items carry ids, never copies to
edit, and the panel writes nothing: what the person asks of an item is a signal, the study tools do it, the
store says what changed (`StudyStore.changed`) and the panel reloads. Activating an item opens its passage in
the reader (a note opens at its verse; a past search runs again).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QTabWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.gui import i18n, plain
from app.gui.banner import Banner
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.mark_painting import COLOURS, colour_name, highlight_runs, passage_ref, swatch
from app.gui.shell.access import name_choice
from app.gui.study.data_dialogs import local_time
from app.gui.study.study_store import StudyStore

if TYPE_CHECKING:
    from app.core.userdata import Passage

log = logging.getLogger(__name__)

SubtitleRole = Qt.ItemDataRole.UserRole + 31
KindRole = Qt.ItemDataRole.UserRole + 32
IdRole = Qt.ItemDataRole.UserRole + 33
PassageRole = Qt.ItemDataRole.UserRole + 34
HISTORY_SHOWN = 50

ALL_LABELS = "__all__"


class TwoLineDelegate(QStyledItemDelegate):
    """An item's text, and under it a muted second line (SubtitleRole) when it has one."""

    def __init__(self, parent, theme: Theme = LIGHT):
        super().__init__(parent)
        self.theme = theme

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        size = super().sizeHint(option, index)
        if index.data(SubtitleRole):
            fm = QFontMetrics(option.font)
            return QSize(size.width(), int(fm.height() * 2 + 10))
        return QSize(size.width(), max(size.height(), QFontMetrics(option.font).height() + 8))

    def paint(self, painter: QPainter, option, index) -> None:
        subtitle = index.data(SubtitleRole)
        if not subtitle and index.data(PassageRole) is None:  # a group: folder, colour, history kind
            return super().paint(painter, option, index)
        self.initStyleOption(option, index)
        title = option.text
        option.text = ""
        style = option.widget.style() if option.widget else QStyle()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        rect = option.rect.adjusted(6, 4, -6, -4)
        icon_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemDecoration, option, option.widget)
        if not option.icon.isNull():
            rect.setLeft(icon_rect.right() + 6)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        fm = QFontMetrics(option.font)
        painter.save()
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor(self.theme.selection_text if selected else self.theme.accent))
        if not subtitle:  # a passage without a title or labels: its reference alone, styled like the others
            top = QRect(rect.left(), rect.top(), rect.width(), rect.height())
        else:
            top = QRect(rect.left(), rect.top(), rect.width(), fm.height())
        painter.drawText(
            top,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            QFontMetrics(bold).elidedText(title, Qt.TextElideMode.ElideRight, rect.width()),
        )
        if not subtitle:
            painter.restore()
            return
        painter.setFont(option.font)
        painter.setPen(QColor(self.theme.selection_text if selected else self.theme.muted))
        bottom = QRect(rect.left(), rect.top() + fm.height() + 2, rect.width(), fm.height())
        painter.drawText(
            bottom,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            fm.elidedText(str(subtitle), Qt.TextElideMode.ElideRight, rect.width()),
        )
        painter.restore()


def _hint(text: str, parent: QWidget) -> QLabel:
    """The quiet line a tab shows while its list is empty."""
    label = QLabel(text, parent)
    label.setObjectName("Hint")
    label.setWordWrap(True)
    return label


def _tree(parent: QWidget, name: str, theme: Theme) -> QTreeWidget:
    tree = QTreeWidget(parent)
    tree.setObjectName(name)
    tree.setHeaderHidden(True)
    tree.setColumnCount(1)
    tree.setUniformRowHeights(False)
    tree.setIndentation(14)
    tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    tree.setItemDelegate(TwoLineDelegate(tree, theme))
    tree.setTextElideMode(Qt.TextElideMode.ElideRight)
    tree.setFrameShape(QFrame.Shape.NoFrame)
    tree.setWordWrap(False)
    return tree


def _item(
    title: str,
    subtitle: str = "",
    *,
    kind: str,
    ident: object = None,
    passage=None,
    icon_: QIcon | None = None,
) -> QTreeWidgetItem:
    item = QTreeWidgetItem([title])
    item.setData(0, KindRole, kind)
    item.setData(0, IdRole, ident)
    if subtitle:
        item.setData(0, SubtitleRole, subtitle)
        item.setData(0, Qt.ItemDataRole.AccessibleDescriptionRole, subtitle)  # the line the delegate paints
        item.setToolTip(0, plain.tooltip(f"{title}\n{subtitle}"))  # a folder's or a query's own words
    if passage is not None:
        item.setData(0, PassageRole, passage)
    if icon_ is not None:
        item.setIcon(0, icon_)
    return item


class StudyPanel(QWidget):
    # the person asked to see a passage in the reader (Passage)
    passage_requested = Signal(object)
    # the person asked to edit a note (note id)
    note_requested = Signal(str)
    # the person asked to delete a note (note id)
    note_delete_requested = Signal(str)
    # the person asked to go on writing a draft (draft key)
    draft_requested = Signal(str)
    # the person asked to throw a draft away (draft key)
    draft_discard_requested = Signal(str)
    # the person asked to read again where they read (ReadingEntry)
    reading_requested = Signal(object)
    # the person asked to run a past search again (query)
    search_requested = Signal(str)
    # the person asked to rename a bookmark (bookmark id)
    bookmark_rename_requested = Signal(str)
    # the person asked to move a bookmark: (bookmark id, folder id or None for outside any folder)
    bookmark_move_requested = Signal(str, object)
    # the person asked to move a bookmark into a new folder (bookmark id)
    bookmark_new_folder_requested = Signal(str)
    # the person ticked or unticked a label of a bookmark: (bookmark id, label id, on)
    bookmark_label_toggled = Signal(str, str, bool)
    # the person asked for a new label on a bookmark (bookmark id)
    bookmark_new_label_requested = Signal(str)
    # the person asked to remove a bookmark (bookmark id)
    bookmark_remove_requested = Signal(str)
    # the person asked for a new folder (no payload)
    folder_new_requested = Signal()
    # the person asked to rename a folder (folder id)
    folder_rename_requested = Signal(str)
    # the person asked to delete a folder (folder id)
    folder_delete_requested = Signal(str)
    # the person asked to remove a highlight (Passage)
    highlight_remove_requested = Signal(object)
    # the person asked to forget the chapters read (no payload)
    reading_clear_requested = Signal()
    # the person asked to forget the recent searches (no payload)
    searches_clear_requested = Signal()
    # the person asked what can be done about notes that could not be opened (no payload)
    help_requested = Signal()

    TABS = ("bookmarks", "notes", "highlights", "history")

    def __init__(self, store: StudyStore, verse_text: Callable[[Passage], str], parent=None):
        super().__init__(parent)
        self.setObjectName("StudyPanel")
        self.store = store
        self.verse_text = verse_text  # a passage's text in the translation being read
        self.theme = LIGHT
        self._stale = set(self.TABS)

        self.banner = Banner(self, closable=False)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("StudyTabs")
        self.tabs.setDocumentMode(False)

        # bookmarks
        page = QWidget(self)
        self.label_filter = QComboBox(page)
        self.label_filter.setObjectName("LabelFilter")
        self.label_filter.setToolTip(self.tr("Show the bookmarks with this label"))
        self.new_folder_button = QToolButton(page)
        self.new_folder_button.setToolTip(self.tr("New folder"))
        self.new_folder_button.clicked.connect(self.folder_new_requested)
        self.bookmarks = _tree(page, "BookmarkTree", self.theme)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label_filter, 1)
        row.addWidget(self.new_folder_button)
        lay = QVBoxLayout(page)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addLayout(row)
        lay.addWidget(self.bookmarks, 1)
        self.bookmarks_empty = _hint(self.tr("No bookmarks yet. Select a verse and press Ctrl+D."), page)
        lay.addWidget(self.bookmarks_empty)
        self.tabs.addTab(page, self.tr("Bookmarks"))

        # notes
        page, self.notes, self.notes_empty = self._list_page(
            "NoteList", self.tr("No notes yet. Select a verse and press Ctrl+N.")
        )
        self.notes.setRootIsDecorated(False)
        self.tabs.addTab(page, self.tr("Notes"))

        # highlights
        page, self.highlights, self.highlights_empty = self._list_page(
            "HighlightTree", self.tr("No highlights yet. Select a verse and press Ctrl+1 … Ctrl+5.")
        )
        self.tabs.addTab(page, self.tr("Highlights"))

        # history
        page = QWidget(self)
        self.history = _tree(page, "HistoryTree", self.theme)
        self.clear_reading_button = QPushButton(self.tr("Clear reading"), page)
        self.clear_reading_button.clicked.connect(self.reading_clear_requested)
        self.clear_searches_button = QPushButton(self.tr("Clear searches"), page)
        self.clear_searches_button.clicked.connect(self.searches_clear_requested)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.clear_reading_button)
        row.addWidget(self.clear_searches_button)
        row.addStretch(1)
        lay = QVBoxLayout(page)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.history, 1)
        lay.addLayout(row)
        self.tabs.addTab(page, self.tr("History"))
        self._fit_and_name()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)

        for tree in (self.bookmarks, self.notes, self.highlights, self.history):
            tree.itemActivated.connect(self._on_activated)
            tree.customContextMenuRequested.connect(lambda pos, t=tree: self._context_menu(t, pos))
        self.label_filter.activated.connect(lambda _i: self.load_bookmarks())
        self.tabs.currentChanged.connect(lambda _i: self.refresh(set()))
        self.set_theme(self.theme)

    def _fit_and_name(self) -> None:
        """The four tabs stay in view: short of room (a large text size) their names are shortened, never
        scrolled out of sight, and each tab's tooltip says its whole name. What a screen reader calls the
        panel's lists and pickers."""
        self.tabs.setUsesScrollButtons(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        for i in range(self.tabs.count()):
            self.tabs.setTabToolTip(i, self.tabs.tabText(i))
        self.tabs.setAccessibleName(self.tr("Study panel"))
        trees = (self.bookmarks, self.notes, self.highlights, self.history)
        names = (self.tr("Bookmarks"), self.tr("Notes"), self.tr("Highlights"), self.tr("History"))
        for tree, name in zip(trees, names, strict=True):
            tree.setAccessibleName(name)
        name_choice(self.label_filter, self.tr("Label"))
        self.new_folder_button.setAccessibleName(self.tr("New folder"))

    def _list_page(self, name: str, hint: str) -> tuple[QWidget, QTreeWidget, QLabel]:
        """A tab page: a list, and the hint shown while it is empty."""
        page = QWidget(self)
        tree = _tree(page, name, self.theme)
        empty = _hint(hint, page)
        lay = QVBoxLayout(page)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(tree, 1)
        lay.addWidget(empty)
        return page, tree, empty

    # ------------------------------------------------------------------ state

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme  # the tabs' look is the theme's style sheet's (#StudyTabs)
        for tree in (self.bookmarks, self.notes, self.highlights, self.history):
            delegate = tree.itemDelegate()
            if isinstance(delegate, TwoLineDelegate):
                delegate.theme = theme
            tree.viewport().update()
        self.new_folder_button.setIcon(icon("folder", theme.text))
        self.banner.refresh_icon()
        self._stale = set(self.TABS)
        self.refresh(set())

    def set_available(self, available: bool, message: tuple[str, str] | None = None) -> None:
        self.tabs.setEnabled(available)
        if available:
            self.banner.hide()
        elif message is not None:
            self.banner.show_message(
                message[0],
                message[1],
                kind="warn",
                action=(self.tr("What can I do?"), self.help_requested.emit),
            )

    def refresh(self, kinds: set[str]) -> None:
        """Data of these kinds changed ("all" for everything): reload the tabs that show them."""
        touched = {
            "bookmarks": {"bookmarks", "folders", "labels"},
            "notes": {"notes", "drafts"},
            "highlights": {"highlights"},
            "history": {"reading", "searches"},
        }
        for tab, what in touched.items():
            if "all" in kinds or kinds & what:
                self._stale.add(tab)
        current = self.TABS[self.tabs.currentIndex()]
        if current in self._stale and self.isVisible() and self.store.userdata is not None:
            self._stale.discard(current)
            getattr(self, f"load_{current}")()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.refresh(set())

    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentIndex(self.TABS.index(name))

    # ------------------------------------------------------------------ loading
    def load_bookmarks(self) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        labels = ud.list_labels()
        names = {label.id: label.name for label in labels}
        wanted = self.label_filter.currentData() or ALL_LABELS
        self.label_filter.blockSignals(True)
        self.label_filter.clear()
        self.label_filter.addItem(self.tr("All labels"), ALL_LABELS)
        for label in labels:
            self.label_filter.addItem(icon("label", self.theme.muted), label.name, label.id)
        self.label_filter.setCurrentIndex(max(0, self.label_filter.findData(wanted)))
        self.label_filter.setVisible(bool(labels))
        self.label_filter.blockSignals(False)
        label_id = self.label_filter.currentData()
        bookmarks = ud.list_bookmarks(label_id=None if label_id in (None, ALL_LABELS) else label_id)
        folders = ud.list_folders()
        expanded = {
            self.bookmarks.topLevelItem(i).data(0, IdRole)
            for i in range(self.bookmarks.topLevelItemCount())
            if self.bookmarks.topLevelItem(i).isExpanded()
        }
        first_load = self.bookmarks.topLevelItemCount() == 0
        self.bookmarks.clear()
        lang = i18n.ui_language()
        groups: dict[str | None, QTreeWidgetItem] = {}
        folder_icon = icon("folder", self.theme.muted)
        for folder in folders:
            group = _item(folder.name, kind="folder", ident=folder.id, icon_=folder_icon)
            groups[folder.id] = group
        loose = _item(self.tr("No folder"), kind="folder", ident=None, icon_=folder_icon)
        groups[None] = loose
        for b in bookmarks:
            parent = groups.get(b.folder_id, loose)
            subtitle = b.title
            if b.labels:
                tags = " · ".join(names[i] for i in b.labels if i in names)
                subtitle = f"{subtitle}  ·  {tags}" if subtitle else tags
            parent.addChild(
                _item(
                    passage_ref(b.passage, lang),
                    subtitle,
                    kind="bookmark",
                    ident=b.id,
                    passage=b.passage,
                    icon_=icon("bookmark", self.theme.accent),
                )
            )
        for key, group in groups.items():
            n = group.childCount()
            group.setText(0, f"{group.text(0)}  ({i18n.number(n)})")
            if key is None and n == 0:
                continue
            self.bookmarks.addTopLevelItem(group)
            group.setExpanded(first_load or key in expanded)
        self.bookmarks_empty.setVisible(not bookmarks and not folders)

    def load_notes(self) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        notes = sorted(ud.all_notes(), key=lambda n: n.updated_at, reverse=True)
        drafts = ud.list_drafts()
        self.notes.clear()
        lang = i18n.ui_language()
        from app.core.userdata import note_heading

        for d in drafts:  # unsaved text first: it is what needs attention
            first = note_heading(d.title, d.text)
            item = _item(
                passage_ref(d.passage, lang),
                self.tr("Not saved: %1").replace("%1", first) if first else self.tr("Not saved"),
                kind="draft",
                ident=d.key,
                passage=d.passage,
                icon_=icon("warning", self.theme.muted),
            )
            item.setToolTip(
                0,
                plain.tooltip(
                    self.tr("A draft kept at %1 and not saved yet").replace("%1", local_time(d.updated_at))
                    + f"\n\n{d.text[:600]}"
                ),
            )
            self.notes.addTopLevelItem(item)

        for n in notes:
            first = note_heading(n.title, n.text)
            item = _item(
                passage_ref(n.passage, lang),
                first or self.tr("(empty)"),
                kind="note",
                ident=n.id,
                passage=n.passage,
                icon_=icon("note", self.theme.accent),
            )
            item.setToolTip(
                0,
                plain.tooltip(
                    f"{passage_ref(n.passage, lang)} — {local_time(n.updated_at)}\n\n{n.text[:600]}"
                ),
            )
            self.notes.addTopLevelItem(item)
        self.notes_empty.setVisible(not notes and not drafts)

    def load_highlights(self) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        highlights = ud.all_highlights()
        self.highlights.clear()
        lang = i18n.ui_language()
        by_colour: dict[str, list] = {c: [] for c in COLOURS}
        for passage, colour in highlight_runs(highlights):
            by_colour.setdefault(colour, []).append(passage)
        for colour, runs in by_colour.items():
            if not runs:
                continue
            group = _item(f"{colour_name(colour)}  ({i18n.number(len(runs))})", kind="colour", ident=colour)
            group.setIcon(0, swatch(colour))
            for passage in runs:
                text = self.verse_text(passage)
                group.addChild(
                    _item(passage_ref(passage, lang), text, kind="highlight", ident=colour, passage=passage)
                )
            self.highlights.addTopLevelItem(group)
            group.setExpanded(True)
        self.highlights_empty.setVisible(not highlights)

    def load_history(self) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        self.history.clear()
        reading = _item(self.tr("Reading"), kind="group", icon_=icon("book", self.theme.muted))
        for entry in ud.reading_history(HISTORY_SHOWN):
            where = i18n.verse_ref(entry.book, entry.chapter, entry.verse)
            when = local_time(entry.read_at)
            subtitle = f"{when} · {entry.translation.upper()}" if entry.translation else when
            reading.addChild(_item(where, subtitle, kind="reading", ident=entry))
        searches = _item(self.tr("Searches"), kind="group", icon_=icon("search", self.theme.muted))
        for entry in ud.search_history(HISTORY_SHOWN):
            searches.addChild(
                _item(entry.query, local_time(entry.searched_at), kind="search", ident=entry.query)
            )
        for group in (reading, searches):
            group.setText(0, f"{group.text(0)}  ({i18n.number(group.childCount())})")
            self.history.addTopLevelItem(group)
            group.setExpanded(True)

    # ------------------------------------------------------------------ actions
    def _on_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self._open(item.data(0, KindRole), item.data(0, IdRole), item.data(0, PassageRole))

    def _open(self, kind: str, ident, passage) -> None:
        if kind in ("bookmark", "highlight", "note"):
            self.passage_requested.emit(passage)
        elif kind == "draft":
            self.draft_requested.emit(ident)
        elif kind == "reading":
            self.reading_requested.emit(ident)
        elif kind == "search":
            self.search_requested.emit(ident)

    def _context_menu(self, tree: QTreeWidget, pos) -> None:
        item = tree.itemAt(pos)
        if item is None:
            return
        menu = QMenu(self)
        self.fill_menu(menu, item)
        if menu.actions():
            menu.exec(tree.viewport().mapToGlobal(pos))
        menu.deleteLater()

    def fill_menu(self, menu: QMenu, item: QTreeWidgetItem) -> None:
        """The actions for an item (also used by tests, without showing the menu)."""
        kind = item.data(0, KindRole)
        ident = item.data(0, IdRole)
        passage = item.data(0, PassageRole)  # values, not the item: the tree may be reloaded meanwhile
        if kind in ("bookmark", "highlight", "note", "reading"):
            menu.addAction(self.tr("Open in the reader"), lambda: self._open(kind, ident, passage))
        if kind == "note":
            menu.addAction(self.tr("Edit note…"), lambda: self.note_requested.emit(ident))
            menu.addSeparator()
            menu.addAction(self.tr("Delete note…"), lambda: self.note_delete_requested.emit(ident))
        elif kind == "draft":
            menu.addAction(self.tr("Continue writing…"), lambda: self.draft_requested.emit(ident))
            menu.addSeparator()
            menu.addAction(self.tr("Discard draft…"), lambda: self.draft_discard_requested.emit(ident))
        elif kind == "bookmark":
            self._bookmark_menu(menu, ident)
        elif kind == "folder" and ident is not None:
            menu.addAction(self.tr("Rename folder…"), lambda: self.folder_rename_requested.emit(ident))
            menu.addAction(self.tr("Delete folder…"), lambda: self.folder_delete_requested.emit(ident))
        elif kind == "highlight":
            menu.addAction(self.tr("Remove highlight"), lambda: self.highlight_remove_requested.emit(passage))
        elif kind == "search":
            menu.addAction(self.tr("Search again"), lambda: self.search_requested.emit(ident))

    def _bookmark_menu(self, menu: QMenu, ident: str) -> None:
        """Rename, move to a folder (or a new one), labels (or a new one), remove."""
        menu.addAction(self.tr("Rename…"), lambda: self.bookmark_rename_requested.emit(ident))
        move = menu.addMenu(self.tr("Move to folder"))
        ud = self.store.userdata
        bookmark = ud.get_bookmark(ident) if ud is not None else None
        current = bookmark.folder_id if bookmark is not None else None
        for folder_id, name in [(None, self.tr("No folder"))] + [
            (f.id, f.name) for f in (ud.list_folders() if ud else [])
        ]:
            act = move.addAction(name, lambda f=folder_id: self.bookmark_move_requested.emit(ident, f))
            act.setCheckable(True)
            act.setChecked(folder_id == current)
        move.addSeparator()
        move.addAction(self.tr("New folder…"), lambda: self.bookmark_new_folder_requested.emit(ident))
        labels = menu.addMenu(self.tr("Labels"))
        have = set(bookmark.labels) if bookmark is not None else set()
        for label in ud.list_labels() if ud else []:
            act = labels.addAction(
                label.name, lambda on, lid=label.id: self.bookmark_label_toggled.emit(ident, lid, on)
            )
            act.setCheckable(True)
            act.setChecked(label.id in have)
        labels.addSeparator()
        labels.addAction(self.tr("New label…"), lambda: self.bookmark_new_label_requested.emit(ident))
        menu.addSeparator()
        menu.addAction(self.tr("Remove bookmark"), lambda: self.bookmark_remove_requested.emit(ident))
