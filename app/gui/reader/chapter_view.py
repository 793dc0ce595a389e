"""The reader: a whole chapter, scrolled to and highlighting the verse you opened; or two translations side by
side, verse-aligned, saying plainly where one of them lacks a verse.

Reading a chapter is a single indexed query (about a millisecond), so the reader reads on the main thread
through its own library handle; searches, imports and index builds never touch that handle.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSignalBlocker,
    Qt,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QFontMetricsF, QPainter, QPen, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.scripture import booknames
from app.gui import i18n
from app.gui.compact import CompactToolButton
from app.gui.look import fonts
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader import render
from app.gui.reader.mark_painting import ChapterMarks
from app.gui.reader.navigation import Location
from app.gui.reader.parallel import ParallelBar, columns_from_setting, next_parallel, setting_value
from app.gui.reader.reader_links import ReaderLinks
from app.gui.shell.access import name_choice
from app.gui.shell.actions import ActionSpec

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.core.library.reading import BookInfo, Library, Translation, Verse

log = logging.getLogger(__name__)
# the reader's own keys (`ReaderView.keyPressEvent`), declared for Help; the other keys scroll as Qt's do
READER_KEYS = (
    ActionSpec("verse", QT_TRANSLATE_NOOP("ReaderView", "Previous or next verse"), ("Up", "Down")),
    ActionSpec("extend", QT_TRANSLATE_NOOP("ReaderView", "Extend the selection"), ("Shift+Up", "Shift+Down")),
)


class ReaderView(QTextBrowser):
    """The text; a click on a verse selects it (Shift extends), Up and Down move the selection (Shift
    extends), links are footnotes shown as tooltips. The selected verses get a neutral band under their text
    and, over it, a bar in the margin and an outline: no highlight colour can hide them."""

    # a verse was clicked: (verse number, extend selection?)
    verse_clicked = Signal(int, bool)
    # Up or Down was pressed: (+1 the next verse, -1 the previous one; extend the selection?)
    verse_stepped = Signal(int, bool)
    # a word was clicked or right-clicked: (verse number, position in the verse's paragraph; the word study)
    word_clicked = Signal(int, int)
    word_pointed = Signal(int, int)

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
        self.block_verses: dict[int, int] = {}  # block number -> verse number
        self.verse_blocks: dict[int, list[int]] = {}  # verse number -> its blocks (all cells of its row)
        self.row_verses: list[int] = []  # table row -> verse number (the parallel view)
        self.selection: list[int] = []  # the verses marked as selected
        self.selection_band, self.selection_bar = "#efeae3", "#8a5508"  # their band; their bar and outline
        self._press = QPoint()
        self._keeps = 0  # counts resizes: a deferred keep_place that is no longer the latest is dropped
        self._scrolls = 0  # counts scroll requests: a deferred one that is no longer the latest is dropped
        self._due = 0  # deferred scrolls not run yet

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
        """The text laid out again for the new width (a panel opened beside the reader, the window resized)
        keeps its place: the selected verse in sight where it was, else the verse at the top at the top —
        the same scroll value would show other verses."""
        place = self.place()
        super().resizeEvent(event)
        self.apply_measure(wide=bool(self.row_verses))
        if place is not None:
            self._keeps += 1
            ticket = self._keeps
            self.keep_place(place)
            self._defer(lambda: self.keep_place(place) if ticket == self._keeps else None)

    def scroll_later(self, scroll: Callable[[], None]) -> None:
        """Scroll now, and again once the document is laid out (the scroll bar's range grows as it is);
        a later request (another chapter opened meanwhile) or `drop_scrolls` cancels the second time."""
        self._scrolls += 1
        ticket = self._scrolls
        scroll()
        self._defer(lambda: scroll() if ticket == self._scrolls else None)

    def drop_scrolls(self) -> None:
        """The person moved the text (a verse stepped to): a deferred scroll must not move it back."""
        self._scrolls += 1

    def _defer(self, scroll: Callable[[], None]) -> None:
        self._due += 1

        def later() -> None:
            self._due -= 1
            scroll()

        QTimer.singleShot(0, later)

    def settled(self) -> bool:
        """True when no deferred scroll is still to come: the text stays where it is."""
        return self._due == 0

    def place(self) -> tuple[int, float] | None:
        """(verse, how far below the top edge it starts): the first selected verse in sight, or the first
        verse in sight; None with nothing shown."""
        top, height = self.verticalScrollBar().value(), self.viewport().height()
        for verse in [*self.selection, self.first_visible_verse()]:
            box = self.verse_box(verse) if verse else None
            if box is not None and box.bottom() > top and box.top() < top + height:
                return verse, box.top() - top
        return None

    def keep_place(self, place: tuple[int, float]) -> None:
        verse, offset = place
        box = self.verse_box(verse)
        if box is None:
            return
        self._scroll_to(box.top() - offset)
        if verse in self.selection:
            self.ensure_visible(verse)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        verse = self.verse_at(event.pos())
        self.word_pointed.emit(*self.word_place(event.pos()))
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
            if not extend:
                self.word_clicked.emit(*self.word_place(event.position().toPoint()))

    def word_place(self, pos: QPoint) -> tuple[int, int]:
        """(verse number, position in its paragraph) of the point; (0, 0) in the parallel view's table."""
        cursor = self.cursorForPosition(pos)
        if cursor.currentTable() is not None:
            return 0, 0
        return self.block_verses.get(cursor.block().blockNumber(), 0), cursor.positionInBlock()

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
        """verse number -> its first block: a paragraph's `v<n>` anchor, or the table row of the parallel
        view (every cell's blocks belong to the row's verse). Also the reverse map, for clicks."""
        self.block_verses.clear()
        self.verse_blocks = {}
        block = self.document().begin()
        while block.isValid():
            table = QTextCursor(block).currentTable()
            verse = 0
            if table is not None:
                row = table.cellAt(block.position()).row()
                verse = self.row_verses[row] if 0 <= row < len(self.row_verses) else 0
            else:
                it = block.begin()
                while not it.atEnd() and not verse:
                    names = it.fragment().charFormat().anchorNames()
                    verse = next((int(n[1:]) for n in names if n.startswith("v") and n[1:].isdigit()), 0)
                    it += 1
            if verse:
                self.block_verses[block.blockNumber()] = verse
                self.verse_blocks.setdefault(verse, []).append(block.blockNumber())
            block = block.next()
        return {verse: blocks[0] for verse, blocks in self.verse_blocks.items()}

    def verse_order(self) -> list[int]:
        """The verse numbers in the order they are shown."""
        return list(self.verse_blocks)

    def verse_box(self, verse: int) -> QRectF | None:
        """Where a verse is in the document (its row, in the parallel view); None when it is not shown."""
        blocks = self.verse_blocks.get(verse)
        if not blocks:
            return None
        doc = self.document()
        layout = doc.documentLayout()
        box = QRectF()
        for number in blocks:
            box = box.united(layout.blockBoundingRect(doc.findBlockByNumber(number)))
        return box

    def line_height(self) -> float:
        return QFontMetricsF(self.document().defaultFont()).lineSpacing()

    BEFORE_SHARE = 0.25  # the verse before the one opened is shown whole if it takes this of the view at most

    def scroll_to_verse(self, verse: int) -> None:
        """Put the verse near the top in whole lines: the verse before it above it, entire, when it takes a
        quarter of the view at most (it leads into the one opened), else none — never a line cut in half
        at the top edge (the verse before, cut across, read as a mistake)."""
        box = self.verse_box(verse)
        if box is None:
            self.scrollToAnchor(f"v{verse}")
            return
        top = box.top() - self._pad()
        order = self.verse_order()
        at = order.index(verse)
        before = self.verse_box(order[at - 1]) if at > 0 else None
        if before is not None and before.height() <= self.BEFORE_SHARE * self.viewport().height():
            top = before.top() - self._pad()
        self._scroll_to(top)

    def ensure_visible(self, verse: int) -> None:
        """Scroll as little as needed for the verse to be in sight, with a line's margin, the top edge on
        a line's edge."""
        box = self.verse_box(verse)
        if box is None:
            return
        bar = self.verticalScrollBar()
        margin = self.line_height()
        top, height = bar.value(), self.viewport().height()
        if box.top() - margin < top or box.height() + 2 * margin > height:
            self._scroll_to(self.line_top(box.top() - margin))
        elif box.bottom() + margin > top + height:
            self._scroll_to(self.line_top(box.bottom() + margin - height, down=True))

    def _pad(self) -> float:
        """Room over a verse's text for its selection band: a table cell's padding in the parallel view
        (blank), a few pixels otherwise (the margin between paragraphs)."""
        return float(render.CELL_PADDING if self.row_verses else 3)

    def _scroll_to(self, y: float) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(max(0, min(bar.maximum(), int(y))))

    def line_top(self, y: float, *, down: bool = False) -> float:
        """`y`, moved to the top of the line of text it falls in (to the top of the next one, `down`), so
        that a view whose top edge is there shows that line whole."""
        for top, bottom in self.text_lines():
            if top < y < bottom:
                return bottom if down else top
        return y

    def text_lines(self) -> list[tuple[float, float]]:
        """Every line of text laid out: (top, bottom) in document coordinates."""
        out = []
        doc = self.document()
        block = doc.begin()
        while block.isValid():
            layout = block.layout()
            origin = doc.documentLayout().blockBoundingRect(block).top()  # a table cell's too
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                out.append((origin + line.y(), origin + line.y() + line.height()))
            block = block.next()
        return out

    def first_visible_verse(self) -> int:
        """The first verse whose text shows at the top of the view; 0 when none does."""
        top = self.verticalScrollBar().value()
        for verse in self.verse_blocks:
            box = self.verse_box(verse)
            if box is not None and box.bottom() > top:
                return verse
        return 0

    def show_selection(self, verses: list[int], band: str, bar: str) -> None:
        """Mark these verses as selected: `paintEvent` draws the band under their text, and the bar and the
        outline over it (the document is not touched: no layout again)."""
        self.selection = [v for v in verses if v in self.verse_blocks]
        self.selection_band, self.selection_bar = band, bar
        self.viewport().update()

    def selection_runs(self) -> list[QRectF]:
        """The outline of each run of consecutive selected verses, in viewport coordinates."""
        order = self.verse_order()
        runs: list[QRectF] = []
        last = -2
        offset = QPointF(self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        pad = render.CELL_PADDING + 1 if self.row_verses else 0  # a row's band is its cells, padding included
        for verse in sorted(self.selection, key=order.index):
            box = self.verse_box(verse)
            if box is None:
                continue
            box = box.translated(-offset).adjusted(-max(pad, 8), -max(pad, 3), max(pad, 8), max(pad, 1))
            if runs and order.index(verse) == last + 1:
                runs[-1] = runs[-1].united(box)
            else:
                runs.append(box)
            last = order.index(verse)
        return runs

    def paintEvent(self, event) -> None:  # noqa: N802
        runs = self.selection_runs() if self.selection else []
        if runs:  # the band first: the text and its highlights are drawn over it
            painter = QPainter(self.viewport())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.selection_band))
            for run in runs:
                painter.drawRoundedRect(run, 4, 4)
            painter.end()
        super().paintEvent(event)
        if not runs:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.selection_bar)
        for run in runs:
            painter.setPen(QPen(colour, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(run, 4, 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(run.left() - 7, run.top(), 4, run.height()), 2, 2)
        painter.end()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Up and Down move the selected verse (Shift extends it); the other keys scroll as they always do."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        shift = mods == Qt.KeyboardModifier.ShiftModifier
        arrow = event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        if arrow and (shift or mods == Qt.KeyboardModifier.NoModifier):
            self.verse_stepped.emit(1 if event.key() == Qt.Key.Key_Down else -1, shift)
            event.accept()
            return
        super().keyPressEvent(event)


class ReaderBar(QWidget):
    """The bar over the text: previous and next chapter, the book and chapter pickers, the window's tools
    (`add_tool`), and the parallel view's switch (its columns' pickers are the `ParallelBar` under it)."""

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
        self.parallel_button.setToolTip(self.tr("Show other translations side by side"))
        self.parallel_button.setText(self.tr("Parallel"))
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(12, 8, 12, 8)
        self.row.setSpacing(6)
        for widget in (self.prev_button, self.book_combo, self.chapter_combo, self.next_button):
            self.row.addWidget(widget)
        self.row.addStretch(1)
        self.row.addWidget(self.parallel_button)

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


def marker_px() -> int:
    """The size of the marks beside a verse (bookmark, note), from the scripture font's line."""
    return max(11, round(QFontMetricsF(fonts.scripture_font()).height() * 0.8))


class ReaderPane(QWidget):
    # the reader moved (Location); `committed` is False while following a reference being typed
    location_changed = Signal(object, bool)
    # the highlighted verses changed (list of verse numbers)
    selection_changed = Signal(list)
    # a user-data marker was clicked: (kind "note" | "bookmark", verse number)
    marker_clicked = Signal(str, int)
    # whether the parallel view can be shown (bool: another translation is installed)
    parallel_available = Signal(bool)
    # a word of the text was clicked, or right-clicked: (Verse, the offset of the point in its text)
    word_clicked = Signal(object, int)
    word_pointed = Signal(object, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ReaderPane")
        self.library: Library | None = None
        self._read_error = ""  # why the chapter shown could not be read (a damaged library), or ""
        self.theme: Theme = LIGHT
        self._translations: dict[str, Translation] = {}  # by id, in the library's order
        self._books: list[BookInfo] = []
        self.location: Location | None = None
        self.parallels: list[str] = []  # the translations shown beside the one read (the parallel view)
        self._last_parallels: list[str] = []  # the columns shown last, for the switch to bring back
        self.verses: list[Verse] = []
        self.parallel_rows: list[render.Row] = []
        self._selected: list[int] = []
        self._anchor = self._active = 0  # the selection's fixed end and the end the keys move
        self._shown: tuple[str, str, int] | None = None  # the chapter drawn (translation, book, chapter)
        # the user's highlights, notes and bookmarks: (book, chapter, last verse) -> ChapterMarks
        self.marks_provider: Callable[[str, int, int], ChapterMarks] | None = None
        self.marks = ChapterMarks()

        self.bar = ReaderBar(self)
        # the bar's controls, by the names the reader's methods (and the window) use
        self.prev_button, self.next_button = self.bar.prev_button, self.bar.next_button
        self.book_combo, self.chapter_combo = self.bar.book_combo, self.bar.chapter_combo
        self.parallel_button = self.bar.parallel_button
        self.prev_button.clicked.connect(self.previous_chapter)
        self.next_button.clicked.connect(self.next_chapter)
        self.book_combo.activated.connect(self._on_book_picked)
        self.chapter_combo.activated.connect(self._on_chapter_picked)
        self.parallel_button.toggled.connect(self._on_parallel_toggled)
        self.parallel_bar = ParallelBar(self)
        self.parallel_bar.columns_changed.connect(self._choose_parallels)

        self.view = ReaderView(self)
        self.view.selected_verses = self.highlighted
        self.links = ReaderLinks(self.view, self._column, lambda: self.marks)
        self.links.marker_clicked.connect(self.marker_clicked)
        self.view.anchorClicked.connect(self.links.open)
        self.view.highlighted.connect(self.links.hover)
        self.view.verse_clicked.connect(lambda verse, extend: self._select(verse, extend, committed=True))
        self.view.verse_stepped.connect(self._on_verse_stepped)
        self.view.word_clicked.connect(lambda n, at: self._word_signal(self.word_clicked, n, at))
        self.view.word_pointed.connect(lambda n, at: self._word_signal(self.word_pointed, n, at))
        self.word_marks: tuple[tuple[str, str, int], dict[int, list[tuple[int, int]]]] = (("", "", 0), {})
        self.notice = QLabel(self)
        self.notice.setObjectName("Hint")
        self.notice.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(self.parallel_bar)
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
        """The library's translations changed (or were read first): the column pickers list them, a column
        whose translation is gone goes, and the parallel switch is off while there is nothing to show."""
        if self.library is None:
            return
        self._translations = {t.id: t for t in self.library.translations()}
        self.parallel_bar.set_translations(list(self._translations.values()))
        available = len(self._translations) > 1
        self.parallel_button.setEnabled(available)
        self.parallel_button.setToolTip(
            self.tr("Show other translations side by side")
            if available
            else self.tr("Side by side needs a second translation: import one (File ▸ Import a translation)")
        )
        self.parallel_available.emit(available)
        if any(tid not in self._translations for tid in self.parallels):
            self._choose_parallels([tid for tid in self.parallels if tid in self._translations])

    @property
    def parallel(self) -> str | None:
        """The first translation beside the one read, or None when the parallel view is off."""
        return self.parallels[0] if self.parallels else None

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.refresh_icons()
        self.render()

    def refresh_icons(self) -> None:
        color = self.palette().color(self.foregroundRole()).name()
        self.prev_button.setIcon(icon("prev", color))
        self.next_button.setIcon(icon("next", color))
        self.parallel_button.setIcon(icon("parallel", color))
        self.parallel_bar.set_colour(color)

    def apply_fonts(self) -> None:
        self.view.setFont(fonts.scripture_font())
        self.render()

    # ------------------------------------------------------------- navigation
    def show_location(self, location: Location, *, committed: bool = True, scroll: bool = True) -> None:
        """Show a place; re-reads the chapter only when book, chapter or translation changed. A chapter opens
        at its heading, a verse near the top of the view (`scroll`: False leaves the view where it is when
        the chapter stays)."""
        if self.library is None:
            return
        old = self.location
        self.location = location
        self._anchor = self._active = location.verse
        if old is None or old.translation != location.translation:
            self._follow_reading(old.translation if old else "")
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

    def set_parallels(self, translation_ids: list[str]) -> None:
        """The translations beside the one read, in column order: at most three, never the one read, each
        once, installed ones only; none turns the parallel view off. The selected verse (else the first one
        in sight) stays in sight."""
        reading = self.location.translation if self.location else ""
        self.parallels = columns_from_setting(
            setting_value(translation_ids), reading, list(self._translations) or translation_ids
        )
        if self.parallels:
            self._last_parallels = list(self.parallels)
        with QSignalBlocker(self.parallel_button):
            self.parallel_button.setChecked(bool(self.parallels))
        self.parallel_bar.show_columns(reading, self.parallels)
        self.parallel_bar.setVisible(bool(self.parallels))
        in_sight = self._selected[0] if self._selected else self.view.first_visible_verse()
        self._load_chapter()
        self.render(scroll_to=in_sight or None)

    def _follow_reading(self, previous: str) -> None:
        """Another translation is read: a column that showed it now shows the one read before."""
        reading = self.location.translation if self.location else ""
        if reading in self.parallels:
            swapped = [previous if tid == reading else tid for tid in self.parallels]
            self.parallels = [tid for tid in dict.fromkeys(swapped) if tid]
            self._last_parallels = list(self.parallels) or self._last_parallels
            with QSignalBlocker(self.parallel_button):
                self.parallel_button.setChecked(bool(self.parallels))
            self.parallel_bar.setVisible(bool(self.parallels))
            self.parallel_changed()
        self.parallel_bar.show_columns(reading, self.parallels)

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
        part of the reader (its row, in the parallel view); the reader's top when the verse is not shown
        (another chapter). Popups about a verse open next to it."""
        viewport = self.view.viewport()
        visible = viewport.rect().adjusted(0, 0, 0, -40)
        rect = QRect(visible.left() + 24, visible.top() + 8, max(1, visible.width() - 48), 1)
        same_chapter = chapter is None or (self.location is not None and self.location.chapter == chapter)
        box = self.view.verse_box(verse) if same_chapter else None
        if box is not None:
            top = int(box.top()) - self.view.verticalScrollBar().value()
            left = int(box.left()) - self.view.horizontalScrollBar().value()
            rect = QRect(left, top, int(box.width()), int(box.height()))
            if rect.bottom() > visible.bottom():
                rect.moveBottom(visible.bottom())
            if rect.top() < visible.top():
                rect.moveTop(visible.top())
        return QRect(viewport.mapToGlobal(rect.topLeft()), rect.size())

    def _select(self, verse: int, extend: bool, *, committed: bool) -> None:
        """Select a verse (a click, an arrow key), or extend the selection to it from its fixed end; the
        panels that follow the reader hear of it."""
        if self.location is None:
            return
        anchor = self._anchor if extend and self._selected and self._anchor else verse
        lo, hi = min(anchor, verse), max(anchor, verse)
        loc = self.location.with_verse(lo, hi if hi > lo else 0)
        self._anchor, self._active = anchor, verse
        self.location = loc
        self._selected = list(loc.verses)
        self._apply_selection(scroll_to=None)
        self.location_changed.emit(loc, committed)
        self.selection_changed.emit(list(self._selected))

    def _on_verse_stepped(self, delta: int, extend: bool) -> None:
        """Up or Down: the next or previous verse is selected and scrolled into sight; with nothing selected,
        the first verse in sight. A run of steps is one place in Back and Forward (not committed)."""
        order = self.view.verse_order()
        if not order or self.location is None:
            return
        if self._active in order:
            i = order.index(self._active) + delta
            if not 0 <= i < len(order):
                return  # the chapter's edge: Ctrl+PgDown goes on to the next one
            target = order[i]
        else:
            target = self.view.first_visible_verse() or order[0]
        self._select(target, extend, committed=False)
        self.view.drop_scrolls()
        self.view.ensure_visible(target)

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
            if self.parallels:
                others = [self.library.chapter(tid, loc.book, loc.chapter) for tid in self.parallels]
                self.parallel_rows = render.align(self.verses, *others)
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
        """The switch: on brings back the columns shown last, else one translation in another language."""
        if not on:
            self._choose_parallels([])
            return
        reading = self.location.translation if self.location else ""
        columns = [tid for tid in self._last_parallels if tid != reading and tid in self._translations]
        if not columns:
            first = next_parallel(reading, [], list(self._translations.values()))
            columns = [first] if first else []
        self._choose_parallels(columns)

    def _choose_parallels(self, translation_ids: list[str]) -> None:
        """The user chose the columns (the switch, a picker, "+", a column's remove button)."""
        self.set_parallels(translation_ids)
        self.parallel_changed()

    def parallel_changed(self) -> None:
        """Hook for the window (settings); kept as a method so tests can drive set_parallel directly."""

    def _column(self, column: int) -> list[Verse]:
        """The verses shown in a column (0: the translation read)."""
        if column == 0:
            return list(self.verses)
        return [r.cells[column] for r in self.parallel_rows if column < len(r.cells) and r.cells[column]]

    # -------------------------------------------------------------- render
    def missing_text(self) -> str:
        return self.tr("— this verse does not exist in this translation —")

    def render(self, scroll_to: int | None = None) -> None:
        """Draw the chapter. With `scroll_to` that verse is put near the top; without, a chapter drawn again
        (a highlight, the theme, the font changed) stays where it was, and another one opens at its
        heading."""
        loc = self.location
        if loc is None:
            self.view.clear()
            return
        shown = (loc.translation, loc.book, loc.chapter)
        keep = self.view.verticalScrollBar().value() if shown == self._shown else 0
        self._shown = shown
        title = i18n.chapter_ref(loc.book, loc.chapter)
        self.view.setAccessibleDescription(title)
        self.view.document().setDefaultFont(fonts.scripture_font())
        if self.parallels:
            self.view.row_verses = [r.verse for r in self.parallel_rows]
            html = render.parallel_html(
                title, self.parallel_rows, self.theme, self.missing_text(), self.marks, marker_px()
            )
        else:
            self.view.row_verses = []
            reading = self._translations.get(loc.translation)
            subtitle = reading.name if reading else loc.translation.upper()
            empty = self._read_error or self.tr("This translation does not have %1.").replace("%1", title)
            words = self.word_marks[1] if self.word_marks[0] == shown else None
            html = render.chapter_html(
                title, subtitle, self.verses, self.theme, empty, self.marks, marker_px(), words
            )
        self.view.setHtml(html)
        self.view.map_blocks()
        self.view.apply_measure(wide=bool(self.parallels))
        if self.parallels:
            self.parallel_bar.align_to(self.view)
        self._apply_selection(scroll_to=scroll_to)
        if not scroll_to:
            self.view.scroll_later(lambda: self.view.verticalScrollBar().setValue(keep))

    def _word_signal(self, signal, number: int, paragraph_offset: int) -> None:
        """A click or right-click on a verse's text, as (Verse, offset in its text) — none in the parallel
        view (`number` 0)."""
        verse = next((v for v in self.verses if v.verse == number), None) if number else None
        if verse is not None:
            signal.emit(verse, render.text_offset(verse, paragraph_offset))

    def set_word_marks(self, translation: str, book: str, chapter: int, marks: dict) -> None:
        """Mark these words of the chapter (by verse number, spans of its text): the word study's number."""
        previous = self.word_marks
        self.word_marks = ((translation, book, chapter), dict(marks))
        if self.word_marks != previous and self._shown in (previous[0], self.word_marks[0]):
            self.render()

    def _apply_selection(self, scroll_to: int | None) -> None:
        self.view.show_selection(self._selected, self.theme.current_verse, self.theme.current_verse_bar)
        if scroll_to:
            self.view.scroll_later(lambda v=scroll_to: self.view.scroll_to_verse(v))

    def plain_text(self) -> str:
        return self.view.toPlainText()
