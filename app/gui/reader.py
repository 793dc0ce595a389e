"""The reader: a whole chapter, scrolled to and highlighting the verse you opened; or two translations side by
side, verse-aligned, saying plainly where one of them lacks a verse.

Reading a chapter is a single indexed query (about a millisecond), so the reader reads on the main thread
through its own library handle; searches, imports and index builds never touch that handle.
"""

from __future__ import annotations

import logging
from html import escape as html_escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSignalBlocker, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QColor, QCursor, QFontMetricsF, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.core import booknames
from app.gui import fonts, i18n, render
from app.gui.access import name_choice
from app.gui.compact import CompactToolButton
from app.gui.icons import icon
from app.gui.marks import ChapterMarks, passage_ref
from app.gui.navigation import Location
from app.gui.theme import LIGHT, Theme

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.core.library import BookInfo, Library, Verse

log = logging.getLogger(__name__)


class ReaderView(QTextBrowser):
    """The text; a click on a verse selects it (Shift extends), links are footnotes shown as tooltips."""

    # a verse was clicked: (verse number, extend selection?)
    verse_clicked = Signal(int, bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ReaderView")
        self.setAccessibleName(self.tr("Bible text"))
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.document().setDocumentMargin(22)
        self.context_actions: list = []  # the window's actions added to the right-click menu
        self.extend_context_menu: Callable | None = None  # adds per-verse entries (the study tools)
        self.selected_verses: Callable[[], list[int]] = list  # the pane's selected verse numbers
        self.block_verses: dict[int, int] = {}  # block number -> verse number (single view)
        self.row_verses: list[int] = []  # table row -> verse number (parallel view; row 0 is the header)
        self._press = QPoint()

    MEASURE = 90  # characters per line at most: long lines tire the eye on a wide window

    def apply_measure(self, wide: bool = False) -> None:
        """Centre the text in a comfortable column (the parallel view uses the whole width)."""
        margin = 22.0
        if not wide:
            room = QFontMetricsF(self.document().defaultFont()).averageCharWidth() * self.MEASURE
            margin = max(margin, (self.viewport().width() - room) / 2)
        root = self.document().rootFrame()
        fmt = root.frameFormat()
        if abs(fmt.leftMargin() - margin) > 0.5 or abs(fmt.rightMargin() - margin) > 0.5:
            fmt.setLeftMargin(margin)
            fmt.setRightMargin(margin)
            root.setFrameFormat(fmt)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.apply_measure(wide=bool(self.row_verses))

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        verse = self.verse_at(event.pos())
        inside = verse in self.selected_verses() and len(self.selected_verses()) > 1
        if verse and not self.textCursor().hasSelection() and not inside:  # keep a range right-clicked in
            self.verse_clicked.emit(verse, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        menu = self.createStandardContextMenu(event.pos())
        if self.context_actions:
            menu.insertActions(menu.actions()[0] if menu.actions() else None, self.context_actions)
            menu.insertSeparator(menu.actions()[len(self.context_actions)])
        if self.extend_context_menu is not None:
            self.extend_context_menu(menu)
        menu.exec(event.globalPos())
        menu.deleteLater()

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802
        """The user-data markers (`umark:<kind>?c=<rgb>`), drawn from our icons in the theme's colour."""
        if url.scheme() == "umark" and kind == int(QTextDocument.ResourceType.ImageResource.value):
            colour = "#" + (url.query().partition("c=")[2] or "8a5508")
            size = max(16, int(self.fontMetrics().height() * 2))
            return icon(url.path(), colour).pixmap(size, size).toImage()
        return super().loadResource(kind, url)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        moved = (event.position().toPoint() - self._press).manhattanLength() > 4
        if moved or self.textCursor().hasSelection() or self.anchorAt(event.position().toPoint()):
            return
        verse = self.verse_at(event.position().toPoint())
        if verse:
            extend = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.verse_clicked.emit(verse, extend)

    def verse_at(self, pos: QPoint) -> int:
        cursor = self.cursorForPosition(pos)
        table = cursor.currentTable()
        if table is not None:
            row = table.cellAt(cursor).row()
            return self.row_verses[row] if 0 <= row < len(self.row_verses) else 0
        return self.block_verses.get(cursor.block().blockNumber(), 0)

    def verses_in_selection(self) -> list[int]:
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return []
        doc = self.document()
        start, end = cursor.selectionStart(), cursor.selectionEnd()
        found = []
        block = doc.findBlock(start)
        while block.isValid() and block.position() <= end:
            c = QTextCursor(block)
            table = c.currentTable()
            if table is not None:
                row = table.cellAt(c).row()
                verse = self.row_verses[row] if 0 <= row < len(self.row_verses) else 0
            else:
                verse = self.block_verses.get(block.blockNumber(), 0)
            if verse and verse not in found:
                found.append(verse)
            block = block.next()
        return found

    def map_blocks(self) -> dict[int, int]:
        """verse number -> block number, from the `v<n>` anchors (and the reverse map for clicks)."""
        self.block_verses.clear()
        by_verse: dict[int, int] = {}
        block = self.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                for name in it.fragment().charFormat().anchorNames():
                    if name.startswith("v") and name[1:].isdigit():
                        n = int(name[1:])
                        by_verse.setdefault(n, block.blockNumber())
                        self.block_verses.setdefault(block.blockNumber(), n)
                it += 1
            block = block.next()
        return by_verse


class ReaderBar(QWidget):
    """The bar over the text: previous and next chapter, the book and chapter pickers, the window's tools
    (`add_tool`), and the parallel translation's switch and picker."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("ReaderBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a QWidget subclass paints #ReaderBar so
        self.prev_button = CompactToolButton(self)
        self.prev_button.setToolTip(self.tr("Previous chapter (Ctrl+PgUp)"))
        self.prev_button.setAccessibleName(self.tr("Previous chapter"))
        self.next_button = CompactToolButton(self)
        self.next_button.setToolTip(self.tr("Next chapter (Ctrl+PgDown)"))
        self.next_button.setAccessibleName(self.tr("Next chapter"))
        self.book_combo = self._picker("BookPicker", self.tr("Book"), 13)
        self.chapter_combo = self._picker("ChapterPicker", self.tr("Chapter"), 3)
        self.parallel_button = CompactToolButton(self)
        self.parallel_button.setCheckable(True)
        self.parallel_button.setToolTip(self.tr("Show a second translation side by side"))
        self.parallel_button.setText(self.tr("Parallel"))
        self.parallel_combo = QComboBox(self)
        self.parallel_combo.setObjectName("ParallelPicker")
        self.parallel_combo.setToolTip(self.tr("Translation shown beside the one you read"))
        name_choice(self.parallel_combo, self.tr("Parallel translation"))
        self.parallel_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.parallel_combo.setMinimumContentsLength(12)
        self.parallel_combo.hide()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(12, 8, 12, 8)
        self.row.setSpacing(6)
        for widget in (self.prev_button, self.book_combo, self.chapter_combo, self.next_button):
            self.row.addWidget(widget)
        self.row.addStretch(1)
        self.row.addWidget(self.parallel_button)
        self.row.addWidget(self.parallel_combo)

    def _picker(self, name: str, tip: str, width: int) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setToolTip(tip)
        name_choice(combo, tip)
        combo.setMaxVisibleItems(20)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(width)  # characters
        return combo

    def add_tool(self, action: QAction) -> QToolButton:
        """A button for one of the window's actions, before "Parallel"."""
        button = CompactToolButton(self)
        button.setDefaultAction(action)
        self.row.insertWidget(self.row.indexOf(self.parallel_button), button)
        return button


class ReaderPane(QWidget):
    # the reader moved (Location); `committed` is False while following a reference being typed
    location_changed = Signal(object, bool)
    # the highlighted verses changed (list of verse numbers)
    selection_changed = Signal(list)
    # a user-data marker was clicked: (kind "note" | "bookmark", verse number)
    marker_clicked = Signal(str, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ReaderPane")
        self.library: Library | None = None
        self._read_error = ""  # why the chapter shown could not be read (a damaged library), or ""
        self.theme: Theme = LIGHT
        self._translations: dict[str, str] = {}  # id -> name
        self._books: list[BookInfo] = []
        self.location: Location | None = None
        self.parallel: str | None = None
        self.verses: list[Verse] = []
        self.parallel_rows: list[render.Row] = []
        self._selected: list[int] = []
        self._block_of: dict[int, int] = {}
        self._painted: list[int] = []  # blocks whose background marks the highlighted verses
        # the user's highlights, notes and bookmarks: (book, chapter, last verse) -> ChapterMarks
        self.marks_provider: Callable[[str, int, int], ChapterMarks] | None = None
        self.marks = ChapterMarks()

        self.bar = ReaderBar(self)
        # the bar's controls, by the names the reader's methods (and the window) use
        self.prev_button, self.next_button = self.bar.prev_button, self.bar.next_button
        self.book_combo, self.chapter_combo = self.bar.book_combo, self.bar.chapter_combo
        self.parallel_button, self.parallel_combo = self.bar.parallel_button, self.bar.parallel_combo
        self.prev_button.clicked.connect(self.previous_chapter)
        self.next_button.clicked.connect(self.next_chapter)
        self.book_combo.activated.connect(self._on_book_picked)
        self.chapter_combo.activated.connect(self._on_chapter_picked)
        self.parallel_button.toggled.connect(self._on_parallel_toggled)
        self.parallel_combo.activated.connect(self._on_parallel_picked)

        self.view = ReaderView(self)
        self.view.selected_verses = self.highlighted
        self.view.anchorClicked.connect(self._on_anchor)
        self.view.highlighted.connect(self._on_hover_link)
        self.view.verse_clicked.connect(self._on_verse_clicked)
        self.notice = QLabel(self)
        self.notice.setObjectName("Hint")
        self.notice.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(self.view, 1)
        self.refresh_icons()

    # --------------------------------------------------------------- set-up
    def add_tool(self, action: QAction) -> QToolButton:
        """A button for one of the window's actions in the reader's bar, before "Parallel"."""
        return self.bar.add_tool(action)

    def set_library(self, library: Library | None) -> None:
        self.library = library
        self.refresh_translations()

    def refresh_translations(self) -> None:
        if self.library is None:
            return
        self._translations = {t.id: t.name for t in self.library.translations()}
        with QSignalBlocker(self.parallel_combo):
            current = self.parallel
            self.parallel_combo.clear()
            for tid, name in self._translations.items():
                self.parallel_combo.addItem(name, tid)
                self.parallel_combo.setItemData(
                    self.parallel_combo.count() - 1, tid.upper(), Qt.ItemDataRole.ToolTipRole
                )
            if current:
                self.parallel_combo.setCurrentIndex(max(0, self.parallel_combo.findData(current)))

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.refresh_icons()
        self.render()

    def refresh_icons(self) -> None:
        color = self.palette().color(self.foregroundRole()).name()
        self.prev_button.setIcon(icon("prev", color))
        self.next_button.setIcon(icon("next", color))
        self.parallel_button.setIcon(icon("parallel", color))

    def apply_fonts(self) -> None:
        self.view.setFont(fonts.scripture_font())
        self.render()

    # ------------------------------------------------------------- navigation
    def show_location(self, location: Location, *, committed: bool = True, scroll: bool = True) -> None:
        """Show a place; re-reads the chapter only when book, chapter or translation changed."""
        if self.library is None:
            return
        old = self.location
        self.location = location
        if old is None or (old.translation, old.book) != (location.translation, location.book):
            self._load_books()
        chapter_changed = old is None or (old.translation, old.book, old.chapter) != (
            location.translation,
            location.book,
            location.chapter,
        )
        self._selected = list(location.verses)
        if chapter_changed:
            self._load_chapter()
            self.render(scroll_to=location.verse or None if scroll else None)
        else:
            self._apply_selection(scroll_to=location.verse or None if scroll else None)
        self._sync_pickers()
        self.location_changed.emit(location, committed)

    def reload(self) -> None:
        """Read the place shown again from the library (it was repaired, or reopened)."""
        if self.library is None or self.location is None:
            return
        self._load_books()
        self._load_chapter()
        self.render()
        self._sync_pickers()

    def set_translation(self, translation_id: str) -> None:
        if self.location is None or self.location.translation == translation_id:
            return
        loc = self.location
        self.show_location(Location(translation_id, loc.book, loc.chapter, loc.verse, loc.end_verse))

    def set_parallel(self, translation_id: str | None) -> None:
        self.parallel = translation_id or None
        with QSignalBlocker(self.parallel_button):
            self.parallel_button.setChecked(self.parallel is not None)
        self.parallel_combo.setVisible(self.parallel is not None)
        if self.parallel:
            with QSignalBlocker(self.parallel_combo):
                idx = self.parallel_combo.findData(self.parallel)
                if idx >= 0:
                    self.parallel_combo.setCurrentIndex(idx)
        self._load_chapter()
        self.render(scroll_to=self._selected[0] if self._selected else None)

    def previous_chapter(self) -> None:
        self._step_chapter(-1)

    def next_chapter(self) -> None:
        self._step_chapter(+1)

    def _step_chapter(self, delta: int) -> None:
        loc = self.location
        if loc is None or not self._books:
            return
        osis = [b.osis for b in self._books]
        if loc.book not in osis:
            return
        i = osis.index(loc.book)
        chapter = loc.chapter + delta
        if chapter < 1:
            if i == 0:
                return
            book = self._books[i - 1]
            target = Location(loc.translation, book.osis, book.chapters)
        elif chapter > self._books[i].chapters:
            if i + 1 >= len(self._books):
                return
            target = Location(loc.translation, self._books[i + 1].osis, 1)
        else:
            target = Location(loc.translation, loc.book, chapter)
        self.show_location(target)

    def can_step(self, delta: int) -> bool:
        loc = self.location
        osis = [b.osis for b in self._books]
        if loc is None or loc.book not in osis:
            return False
        i = osis.index(loc.book)
        if delta < 0:
            return loc.chapter > 1 or i > 0
        return loc.chapter < self._books[i].chapters or i + 1 < len(self._books)

    # ------------------------------------------------------------- selection
    def selected_verses(self) -> list[Verse]:
        """Verses to copy: those covered by the text selection, else the highlighted ones."""
        numbers = self.view.verses_in_selection() or self._selected
        by_number = {v.verse: v for v in self.verses}
        return [by_number[n] for n in numbers if n in by_number]

    def highlighted(self) -> list[int]:
        return list(self._selected)

    def verse_rect_global(self, verse: int, chapter: int | None = None) -> QRect:
        """Where a verse of the chapter shown is on the screen (global coordinates), kept inside the visible
        part of the reader; the reader's top when the verse is not laid out as its own block (the parallel
        view, another chapter). Popups about a verse open next to it."""
        viewport = self.view.viewport()
        visible = viewport.rect().adjusted(0, 0, 0, -40)
        rect = QRect(visible.left() + 24, visible.top() + 8, max(1, visible.width() - 48), 1)
        block_no = self._block_of.get(verse)
        same_chapter = chapter is None or (self.location is not None and self.location.chapter == chapter)
        if block_no is not None and same_chapter and not self.view.row_verses:
            doc = self.view.document()
            box = doc.documentLayout().blockBoundingRect(doc.findBlockByNumber(block_no))
            top = int(box.top()) - self.view.verticalScrollBar().value()
            left = int(box.left()) - self.view.horizontalScrollBar().value()
            rect = QRect(left, top, int(box.width()), int(box.height()))
            if rect.bottom() > visible.bottom():
                rect.moveBottom(visible.bottom())
            if rect.top() < visible.top():
                rect.moveTop(visible.top())
        return QRect(viewport.mapToGlobal(rect.topLeft()), rect.size())

    def _on_verse_clicked(self, verse: int, extend: bool) -> None:
        if self.location is None:
            return
        if extend and self._selected:
            lo, hi = min(self._selected[0], verse), max(self._selected[0], verse)
            loc = self.location.with_verse(lo, hi if hi > lo else 0)
        else:
            loc = self.location.with_verse(verse)
        self.location = loc
        self._selected = list(loc.verses)
        if self.parallel:
            self.render(scroll_to=None)
        else:
            self._apply_selection(scroll_to=None)
        self.location_changed.emit(loc, True)
        self.selection_changed.emit(list(self._selected))

    # ---------------------------------------------------------------- data
    def _load_books(self) -> None:
        assert self.library is not None and self.location is not None
        try:
            self._books = self.library.books(self.location.translation)
        except Exception:  # noqa: BLE001 - an unknown translation shows an empty reader, not a crash
            log.exception("cannot list the books of %s", self.location.translation)
            self._books = []
        with QSignalBlocker(self.book_combo):
            self.book_combo.clear()
            for b in self._books:
                self.book_combo.addItem(i18n.book_name(b.osis), b.osis)

    def _load_chapter(self) -> None:
        loc = self.location
        if self.library is None or loc is None:
            return
        self._read_error = ""
        self.parallel_rows = []
        try:
            self.verses = self.library.chapter(loc.translation, loc.book, loc.chapter)
            if self.parallel and self.parallel != loc.translation:
                other = self.library.chapter(self.parallel, loc.book, loc.chapter)
                self.parallel_rows = render.align(self.verses, other)
        except Exception as exc:  # noqa: BLE001 - a damaged page of the library: said in the reader, no crash
            log.error("cannot read %s %s %s: %s", loc.translation, loc.book, loc.chapter, exc)
            self.verses = []
            self._read_error = i18n.describe_error(exc, self.library.path)
        self._load_marks()

    def _load_marks(self) -> None:
        loc = self.location
        self.marks = ChapterMarks()
        if self.marks_provider is None or loc is None:
            return
        last = max((v.verse_end or v.verse for v in self.verses), default=0)
        try:
            self.marks = self.marks_provider(loc.book, loc.chapter, last)
        except Exception:  # noqa: BLE001 - the text still shows without the user's marks
            log.exception("cannot read the user's marks for %s %s", loc.book, loc.chapter)

    def refresh_marks(self) -> None:
        """The user's data changed: show it again, keeping the place (one query, then a re-render)."""
        self._load_marks()
        self.render()

    def _sync_pickers(self) -> None:
        loc = self.location
        if loc is None:
            return
        with QSignalBlocker(self.book_combo):
            idx = self.book_combo.findData(loc.book)
            if idx < 0:  # the book is not in this translation: still say where we are
                self.book_combo.addItem(i18n.book_name(loc.book), loc.book)
                idx = self.book_combo.count() - 1
            self.book_combo.setCurrentIndex(idx)
        chapters = (
            next((b.chapters for b in self._books if b.osis == loc.book), 0)
            or booknames.chapter_count(loc.book)
            or loc.chapter
        )
        with QSignalBlocker(self.chapter_combo):
            if self.chapter_combo.count() != chapters:
                self.chapter_combo.clear()
                for n in range(1, chapters + 1):
                    self.chapter_combo.addItem(i18n.number(n), n)
            self.chapter_combo.setCurrentIndex(max(0, self.chapter_combo.findData(loc.chapter)))
        self.prev_button.setEnabled(self.can_step(-1))
        self.next_button.setEnabled(self.can_step(+1))

    def _on_book_picked(self, index: int) -> None:
        osis = self.book_combo.itemData(index)
        if osis and self.location is not None:
            self.show_location(Location(self.location.translation, osis, 1))

    def _on_chapter_picked(self, index: int) -> None:
        chapter = self.chapter_combo.itemData(index)
        if chapter and self.location is not None:
            self.show_location(Location(self.location.translation, self.location.book, int(chapter)))

    def _on_parallel_toggled(self, on: bool) -> None:
        if on:
            other = next(
                (t for t in self._translations if self.location and t != self.location.translation), None
            )
            chosen = self.parallel_combo.currentData() if self.parallel_combo.count() else None
            if chosen == (self.location.translation if self.location else None) or not chosen:
                chosen = other
            self.set_parallel(chosen)
        else:
            self.set_parallel(None)
        self.parallel_changed()

    def _on_parallel_picked(self, index: int) -> None:
        self.set_parallel(self.parallel_combo.itemData(index))
        self.parallel_changed()

    def parallel_changed(self) -> None:
        """Hook for the window (settings); kept as a method so tests can drive set_parallel directly."""

    # -------------------------------------------------------------- render
    def missing_text(self) -> str:
        return self.tr("— this verse does not exist in this translation —")

    def render(self, scroll_to: int | None = None) -> None:
        loc = self.location
        if loc is None:
            self.view.clear()
            return
        keep = self.view.verticalScrollBar().value() if scroll_to is None else None
        title = i18n.chapter_ref(loc.book, loc.chapter)
        self.view.setAccessibleDescription(title)
        self.view.document().setDefaultFont(fonts.scripture_font())
        if self.parallel and self.parallel != loc.translation:
            self.view.row_verses = [0] + [r.verse for r in self.parallel_rows]
            left = self._translations.get(loc.translation, loc.translation.upper())
            right = self._translations.get(self.parallel, self.parallel.upper())
            html = render.parallel_html(
                title,
                left,
                right,
                self.parallel_rows,
                self.theme,
                self.missing_text(),
                current=self._selected[0] if len(self._selected) == 1 else None,
                selected=set(self._selected),
                marks=self.marks,
                marker_px=self._marker_px(),
            )
            self.view.setHtml(html)
            self.view.block_verses = {}
            self._block_of = {}
            self._painted = []
        else:
            self.view.row_verses = []
            subtitle = self._translations.get(loc.translation, loc.translation.upper())
            empty = self._read_error or self.tr("This translation does not have %1.").replace("%1", title)
            self.view.setHtml(
                render.chapter_html(
                    title, subtitle, self.verses, self.theme, empty, self.marks, self._marker_px()
                )
            )
            self._block_of = self.view.map_blocks()
            self._painted = []
            self._apply_selection(scroll_to=None)
        self.view.apply_measure(wide=bool(self.view.row_verses))
        if scroll_to:
            self._scroll_to(scroll_to)
            QTimer.singleShot(0, lambda v=scroll_to: self._scroll_to(v))
        elif keep is not None:
            self.view.verticalScrollBar().setValue(keep)
        else:
            self.view.verticalScrollBar().setValue(0)

    def _marker_px(self) -> int:
        return max(11, round(QFontMetricsF(fonts.scripture_font()).height() * 0.8))

    def _apply_selection(self, scroll_to: int | None) -> None:
        if self.parallel and self.parallel != (self.location.translation if self.location else None):
            self.render(scroll_to=scroll_to)
            return
        doc = self.view.document()
        for block_no in self._painted:
            block = doc.findBlockByNumber(block_no)
            if block.isValid():
                cursor = QTextCursor(block)
                fmt = cursor.blockFormat()
                fmt.clearBackground()
                cursor.setBlockFormat(fmt)
        self._painted = []
        for n in self._selected:
            block_no = self._block_of.get(n)
            if block_no is None:
                continue
            cursor = QTextCursor(doc.findBlockByNumber(block_no))
            fmt = cursor.blockFormat()
            fmt.setBackground(QColor(self.theme.current_verse))
            cursor.setBlockFormat(fmt)
            self._painted.append(block_no)
        if scroll_to:
            self._scroll_to(scroll_to)
            QTimer.singleShot(0, lambda v=scroll_to: self._scroll_to(v))

    def _scroll_to(self, verse: int) -> None:
        """Put the verse about a third of the way down the view."""
        doc = self.view.document()
        block_no = self._block_of.get(verse)
        if block_no is None:
            self.view.scrollToAnchor(f"v{verse}")
            return
        block = doc.findBlockByNumber(block_no)
        rect = doc.documentLayout().blockBoundingRect(block)
        bar = self.view.verticalScrollBar()
        target = int(rect.top() - self.view.viewport().height() / 3)
        bar.setValue(max(0, min(bar.maximum(), target)))

    def plain_text(self) -> str:
        return self.view.toPlainText()

    # ----------------------------------------------------------- footnotes
    def _note_for(self, url: QUrl) -> str:
        text = url.toString()
        scheme, _, rest = text.partition(":")
        if scheme == "note":
            pool = list(self.verses)
        elif scheme == "note2":
            pool = [r.right for r in self.parallel_rows if r.right is not None]
        else:
            return ""
        try:
            chapter, verse, i = (int(x) for x in rest.split(":"))
            v = next(v for v in pool if v.chapter == chapter and v.verse == verse)
            return v.notes[i].text
        except (ValueError, StopIteration, IndexError):
            return ""

    def _marker_for(self, url: QUrl) -> tuple[str, int] | None:
        """("note" | "bookmark", verse) for a user-data marker link `umark:<kind>:<verse>`."""
        if url.scheme() != "umark":
            return None
        kind, _, verse = url.path().partition(":")
        return (kind, int(verse)) if verse.isdigit() else None

    def marker_tooltip(self, kind: str, verse: int) -> str:
        """Rich text for hovering a marker: the note's first lines, or the bookmark's reference."""
        if kind == "note":
            notes = self.marks.notes.get(verse, [])
            if not notes:
                return ""
            from app.core.userdata import note_plain_text

            parts = []
            for n in notes[:3]:
                text = note_plain_text(n.text)
                head = html_escape((n.title or text.split("\n", 1)[0])[:120])
                where = passage_ref(n.passage, i18n.ui_language())
                parts.append(f"<b>{html_escape(where)}</b><br>{head}")
            return "<br><br>".join(parts)
        lines = []
        for b in self.marks.bookmarks.get(verse, []):
            title = f" — {html_escape(b.title)}" if b.title else ""
            lines.append(f"<b>{html_escape(passage_ref(b.passage, i18n.ui_language()))}</b>{title}")
        return "<br>".join(lines)

    def _on_anchor(self, url: QUrl) -> None:
        marker = self._marker_for(url)
        if marker is not None:
            self.marker_clicked.emit(*marker)
            return
        note = self._note_for(url)
        if note:
            QToolTip.showText(QCursor.pos(), note, self.view)

    def _on_hover_link(self, url: QUrl) -> None:
        marker = self._marker_for(url) if url.isValid() else None
        note = self.marker_tooltip(*marker) if marker else (self._note_for(url) if url.isValid() else "")
        if note:
            QToolTip.showText(QCursor.pos(), note, self.view)
        else:
            QToolTip.hideText()
