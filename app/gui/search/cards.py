"""What the result cards share: a delegate that draws each row as a rounded card with a bold title, a badge
pill on the right and a body laid out by a QTextDocument (cached by item, width, font and theme).

`CardDelegate` is subclassed by the Bible results (app.gui.search.results) and the notes results
(app.gui.study.notes_results); a subclass says which role holds the item, what the badge and the body say, and
may change the card's colours, the title's colour, what follows the title and a quiet note left of the badge.
`CardListModel` is the paged list both show: items replaced or appended page by page (an item already shown
is not shown twice), and a `more_requested` signal when the view reaches the end and another page may exist.
`CardListView` is the list both are shown in: scrolled by pixels, cards as wide as it is, laid out again when
its width changes.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QAbstractListModel, QModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTextDocument
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme


class CardListModel(QAbstractListModel):
    """A paged list of cards; a subclass gives `item_key` (what makes an item the same) and `data`."""

    # the view scrolled to the end and another page may exist (no payload)
    more_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: list = []
        self._more = False

    def item_key(self, item) -> object:
        raise NotImplementedError

    def set_items(self, items: list, *, more: bool = False) -> None:
        self.beginResetModel()
        self._items = list(items)
        self._more = more
        self.endResetModel()

    def append_items(self, items: list, *, more: bool) -> None:
        seen = {self.item_key(i) for i in self._items}
        fresh = [i for i in items if self.item_key(i) not in seen]
        self._more = more and bool(fresh)
        if not fresh:
            return
        first = len(self._items)
        self.beginInsertRows(QModelIndex(), first, first + len(fresh) - 1)
        self._items.extend(fresh)
        self.endInsertRows()

    def clear(self) -> None:
        self.set_items([])

    def items(self) -> list:
        return list(self._items)

    def item(self, row: int):
        return self._items[row] if 0 <= row < len(self._items) else None

    def rowCount(self, parent=None) -> int:  # noqa: N802
        return 0 if parent is not None and parent.isValid() else len(self._items)

    def canFetchMore(self, parent=None) -> bool:  # noqa: N802
        return (parent is None or not parent.isValid()) and self._more

    def fetchMore(self, parent=None) -> None:  # noqa: N802
        if self._more:
            self._more = False  # one request at a time; the answer says whether more follow
            self.more_requested.emit()


class CardDelegate(QStyledItemDelegate):
    ITEM_ROLE: int  # the role holding the card's item; a row without one is drawn the default way
    SIDE = 10  # card margin left/right inside the viewport
    GAP = 8  # vertical space between cards
    PAD_X = 14
    PAD_Y = 11
    HEADER_GAP = 6
    CACHE = 400  # laid-out documents kept

    def __init__(self, view: QListView, theme: Theme = LIGHT):
        super().__init__(view)
        self.theme = theme
        self._docs: OrderedDict[tuple, QTextDocument] = OrderedDict()

    @property
    def _view(self) -> QListView:
        """The view drawing the cards: the delegate's Qt parent. Never kept in an attribute: the view holds
        its delegate, so the two would form a cycle, and a view without a parent would then be freed by
        Python's cycle collector at an arbitrary moment — possibly while Qt walks every widget for a font or
        style change, which crashes the process."""
        return self.parent()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.clear_cache()

    def clear_cache(self) -> None:
        self._docs.clear()

    # --------------------------------------------- what a card says (each kind of card says it)
    def badge_label(self, item) -> str:
        raise NotImplementedError

    def badge_note(self, item) -> str:
        """A short, quiet line left of the badge (the Bible results name the topics that brought a verse)."""
        return ""

    def body_html(self, item, index: QModelIndex) -> str:
        raise NotImplementedError

    def _doc_key(self, item, index: QModelIndex) -> tuple:
        """What, besides the item's identity, width, font and theme, the body's layout depends on."""
        return ()

    def _resting_fill(self, index: QModelIndex) -> str:
        """The card's colour when it is neither selected nor under the mouse."""
        return self.theme.card

    def _card_colors(self, option: QStyleOptionViewItem, index: QModelIndex) -> tuple[str, str, float]:
        """(fill, border, border width) of the card."""
        t = self.theme
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hover = bool(option.state & QStyle.StateFlag.State_MouseOver)
        fill = t.card_selected if selected else (t.card_hover if hover else self._resting_fill(index))
        return fill, t.border, 1.0

    def _title_color(self, index: QModelIndex) -> str:
        return self.theme.accent

    def _paint_after_title(
        self, painter: QPainter, option: QStyleOptionViewItem, item, title_w: float, room: QRectF
    ) -> None:
        """Draw beside the title (`title_w` wide) inside `room`, the header's space left of the badge."""

    # ---------------------------------------------------------------- layout
    def _text_width(self) -> float:
        return max(120.0, self._view.viewport().width() - 2 * self.SIDE - 2 * self.PAD_X)

    def _body_font(self, base: QFont) -> QFont:
        return fonts.scripture_font(base)

    @staticmethod
    def _header_font(base: QFont) -> QFont:
        f = QFont(base)
        f.setBold(True)
        return f

    @staticmethod
    def _badge_font(base: QFont) -> QFont:
        f = QFont(base)
        f.setPointSizeF(max(6.0, base.pointSizeF() * 0.8))
        f.setBold(True)
        return f

    def _doc(self, item, index: QModelIndex, base: QFont, width: float) -> QTextDocument:
        key = (id(item), *self._doc_key(item, index), round(width), base.toString(), self.theme.name)
        doc = self._docs.get(key)
        if doc is not None:
            self._docs.move_to_end(key)
            return doc
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self._body_font(base))
        doc.setHtml(self.body_html(item, index))
        doc.setTextWidth(width)
        self._docs[key] = doc
        while len(self._docs) > self.CACHE:
            self._docs.popitem(last=False)
        return doc

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802
        item = index.data(self.ITEM_ROLE)
        if item is None:
            return super().sizeHint(option, index)
        doc = self._doc(item, index, option.font, self._text_width())
        header = QFontMetricsF(self._header_font(option.font)).height()
        height = self.GAP + 2 * self.PAD_Y + header + self.HEADER_GAP + doc.size().height()
        return QSize(int(self._text_width() + 2 * (self.SIDE + self.PAD_X)), int(height + 1))

    # ---------------------------------------------------------------- paint
    def _paint_card(self, painter: QPainter, option: QStyleOptionViewItem, index, card: QRectF) -> None:
        fill, border, width = self._card_colors(option, index)
        path = QPainterPath()
        path.addRoundedRect(card.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        painter.fillPath(path, QColor(fill))
        painter.setPen(QPen(QColor(border), width))
        painter.drawPath(path)

    def _paint_badge(
        self, painter: QPainter, base: QFont, why: str, label: str, right: float, y: float, line_h: float
    ) -> QRectF:
        """The pill ending at `right`, centred on the header line at `y`; returns its rectangle."""
        badge_font = self._badge_font(base)
        bfm = QFontMetricsF(badge_font)
        badge_w = bfm.horizontalAdvance(label) + 16
        badge_h = bfm.height() + 4
        badge = QRectF(right - badge_w, y + (line_h - badge_h) / 2, badge_w, badge_h)
        badge_bg, badge_fg = self.theme.badge(why)
        bpath = QPainterPath()
        bpath.addRoundedRect(badge, badge_h / 2, badge_h / 2)
        painter.fillPath(bpath, QColor(badge_bg))
        painter.setFont(badge_font)
        painter.setPen(QColor(badge_fg))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
        return badge

    def _paint_note(
        self,
        painter: QPainter,
        base: QFont,
        note: str,
        right: float,
        y: float,
        line_h: float,
        room: float,
        title_w: float,
    ) -> float:
        """The badge's note, small and muted, ending at `right`, in what the title leaves (elided; left out
        when that is not room for a few characters: the reference names the card, the note only says why,
        and the tooltip and the accessible text keep it); returns the width it took from the title's room."""
        small = QFont(base)
        small.setPointSizeF(max(6.0, base.pointSizeF() * 0.85))
        sfm = QFontMetricsF(small)
        wanted = sfm.horizontalAdvance(note)
        width = min(wanted, room - title_w - 12)
        if width < min(wanted, sfm.averageCharWidth() * 8):
            return 0.0
        painter.setFont(small)
        painter.setPen(QColor(self.theme.muted))
        painter.drawText(
            QRectF(right - width, y, width, line_h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            sfm.elidedText(note, Qt.TextElideMode.ElideRight, width),
        )
        return width + 10

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        item = index.data(self.ITEM_ROLE)
        if item is None:
            return super().paint(painter, option, index)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(option.rect).adjusted(self.SIDE, self.GAP / 2, -self.SIDE, -self.GAP / 2)
        self._paint_card(painter, option, index, card)

        # header: title (and what a subclass adds after it), badge
        x = card.left() + self.PAD_X
        y = card.top() + self.PAD_Y
        header_font = self._header_font(option.font)
        fm = QFontMetricsF(header_font)
        label = self.badge_label(item)
        badge = self._paint_badge(
            painter, option.font, item.why, label, card.right() - self.PAD_X, y, fm.height()
        )
        title = item.title()
        room = badge.left() - x - 10
        note = self.badge_note(item)
        if note:
            title_w = fm.horizontalAdvance(title)
            room -= self._paint_note(
                painter, option.font, note, badge.left() - 8, y, fm.height(), room, title_w
            )
        painter.setFont(header_font)
        painter.setPen(QColor(self._title_color(index)))
        painter.drawText(
            QRectF(x, y, room, fm.height()),
            Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(title, Qt.TextElideMode.ElideRight, room),
        )
        title_w = min(fm.horizontalAdvance(title), room)
        self._paint_after_title(painter, option, item, title_w, QRectF(x, y, room, fm.height()))

        # body
        doc = self._doc(item, index, option.font, self._text_width())
        painter.translate(x, y + fm.height() + self.HEADER_GAP)
        doc.drawContents(painter)
        painter.restore()


class WidthFollowing:
    """For a list view whose rows are as tall as their text wrapped to its width (the cards, the related
    passages): a change of width lays the rows out again. Mixed in before the Qt view class."""

    _laid_out_width = -1  # the viewport's width at the last layout

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)  # type: ignore[misc]
        width = self.viewport().width()  # type: ignore[attr-defined]
        if width != self._laid_out_width:
            self._laid_out_width = width
            self.scheduleDelayedItemsLayout()  # type: ignore[attr-defined]


class CardListView(WidthFollowing, QListView):
    """A list of cards of many heights, drawn by its `delegate` (a `CardDelegate` made with the view as its
    parent): scrolled by pixels, never scrolled sideways nor edited, each card as wide as the list and laid
    out again when the list's width changes (the delegate keeps each width's layouts)."""

    def __init__(self, delegate_type: type[CardDelegate], parent=None):
        super().__init__(parent)
        self.setObjectName("ResultsList")
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMouseTracking(True)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.delegate = delegate_type(self)
        self.setItemDelegate(self.delegate)

    def relayout(self) -> None:
        """The cards' look changed (the theme, the fonts): lay them out and draw them again."""
        self.delegate.clear_cache()
        self.scheduleDelayedItemsLayout()
        self.viewport().update()
