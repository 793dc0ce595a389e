"""Related passages beside the reader: the selected verse's cross-references, as OpenBible.info's readers
voted them, and "more like this", the verses its cross-references, topics and meaning agree on, each saying
why ("cross-reference · shared topic").

`RelatedController` follows the reader's current verse (`ReaderPane.location_changed`: a click, Shift+click, a
result previewed with the arrow keys, a typed reference, back and forward). While its dock is shown, each new
verse asks `SearchEngine.related` on the search lane with the supersede key "related" — a newer verse cancels
the older request and its answer is dropped — and the answer, a plain `Related`, fills `RelatedPanel` on the
main thread. Opening a listed passage moves the reader but keeps the list, so a verse's cross-references can
be gone through one by one; selecting another verse in the reader replaces it.

It is a dock of its own, not a tab of the study panel: the study panel is the user's data and turns
unavailable when the user database cannot open, while cross-references are the Bible's and always work. The
two docks share the right side as tabs when both are open, so the reader keeps its width.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QTextLayout
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from app.core.retrieval.service import Related, RelatedRequest
from app.core.scripture import refs
from app.gui import i18n
from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme
from app.gui.panels.panel_parts import hint_label, title_label
from app.gui.reader.navigation import Location, passage_location
from app.gui.search.cards import WidthFollowing
from app.gui.shell.docks import DockTexts, FollowingDock

if TYPE_CHECKING:
    from app.core.library.reading import Verse
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

LocationRole = Qt.ItemDataRole.UserRole + 51
TextRole = Qt.ItemDataRole.UserRole + 52
NoteRole = Qt.ItemDataRole.UserRole + 53  # said beside the reference, small: why "more like this" lists it
TOOLTIP_CHARS = 600


class RelatedSource(Protocol):
    """What the controller needs of the search lane's engine."""

    def related(self, request: RelatedRequest) -> Related: ...


def passage_title(verses: list[Verse] | tuple[Verse, ...]) -> str:
    """ "João 3:16", "1 Coríntios 13:4-5" — the verses' reference in the interface language."""
    return i18n.format_ref(refs.passage_of(verses))


class PassageDelegate(QStyledItemDelegate):
    """A reference in bold (and beside it, muted, its note), and under it the passage's text, wrapped to a few
    lines (the last one elided)."""

    LINES = 3
    PAD_X = 8
    PAD_Y = 7
    GAP = 2

    def __init__(self, view: QListWidget, theme: Theme = LIGHT):
        super().__init__(view)
        self.theme = theme

    def _width(self) -> int:
        # the view is the Qt parent, not an attribute: see CardDelegate._view (a cycle view ⇄ delegate)
        return max(80, self.parent().viewport().width() - 2 * self.PAD_X)

    @staticmethod
    def _title_font(base: QFont) -> QFont:
        f = QFont(base)
        f.setBold(True)
        return f

    def _lines(self, text: str, font: QFont, width: int) -> list[str]:
        """The text broken at `width` into at most LINES lines; the last one elided when more would follow."""
        layout = QTextLayout(text, font)
        layout.beginLayout()
        lines: list[tuple[int, int]] = []
        while len(lines) < self.LINES:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append((line.textStart(), line.textLength()))
        more = layout.createLine().isValid()
        layout.endLayout()
        out = [text[start : start + length].rstrip() for start, length in lines]
        if more and out:
            start = lines[-1][0]
            out[-1] = QFontMetrics(font).elidedText(text[start:], Qt.TextElideMode.ElideRight, width)
        return out

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        body = fonts.scripture_font(option.font)
        lines = self._lines(index.data(TextRole) or "", body, self._width())
        height = QFontMetrics(self._title_font(option.font)).height() + self.GAP
        height += len(lines) * QFontMetrics(body).lineSpacing() + 2 * self.PAD_Y
        return QSize(self._width() + 2 * self.PAD_X, height)

    def paint(self, painter: QPainter, option, index) -> None:
        self.initStyleOption(option, index)
        title = option.text
        option.text = ""
        style = option.widget.style() if option.widget else QStyle()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        rect = option.rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        painter.save()
        head = self._title_font(option.font)
        hfm = QFontMetrics(head)
        painter.setFont(head)
        painter.setPen(QColor(self.theme.selection_text if selected else self.theme.accent))
        shown = hfm.elidedText(title, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(
            QRect(rect.left(), rect.top(), rect.width(), hfm.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            shown,
        )
        self._paint_note(painter, index.data(NoteRole) or "", option.font, rect, hfm, shown, selected)
        body = fonts.scripture_font(option.font)
        bfm = QFontMetrics(body)
        painter.setFont(body)
        painter.setPen(QColor(self.theme.selection_text if selected else self.theme.text))
        y = rect.top() + hfm.height() + self.GAP
        for line in self._lines(index.data(TextRole) or "", body, self._width()):
            painter.drawText(QRect(rect.left(), y, rect.width(), bfm.lineSpacing()), 0, line)
            y += bfm.lineSpacing()
        painter.restore()


    def _paint_note(
        self, painter: QPainter, note: str, font: QFont, rect: QRect, hfm: QFontMetrics, title: str, on: bool
    ) -> None:
        """The note after the reference on its line, in the muted colour, elided to the room left."""
        left = rect.left() + hfm.horizontalAdvance(title) + hfm.horizontalAdvance("  ")
        room = rect.right() - left
        if not note or room < 24:
            return
        painter.setFont(font)
        painter.setPen(QColor(self.theme.selection_text if on else self.theme.muted))
        painter.drawText(
            QRect(left, rect.top(), room, hfm.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            QFontMetrics(font).elidedText(note, Qt.TextElideMode.ElideRight, room),
        )


class PassageList(WidthFollowing, QListWidget):
    """A list of passages; a click or Enter opens one (`passage_activated`)."""

    # a listed passage was opened (Location)
    passage_activated = Signal(object)

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setUniformItemSizes(False)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.delegate = PassageDelegate(self)
        self.setItemDelegate(self.delegate)
        self.clicked.connect(self._open)
        self.activated.connect(self._open)  # Enter (and a double click, which opens the same place again)

    def set_passages(self, passages: list[tuple[tuple[Verse, ...], str, str]]) -> None:
        """(verses, extra tooltip line, note beside the reference) for each passage, in order."""
        self.clear()
        for verses, extra, note in passages:
            title = passage_title(verses)
            text = " ".join(v.text for v in verses)
            item = QListWidgetItem(title)
            item.setData(TextRole, text)
            item.setData(NoteRole, note)
            item.setData(LocationRole, passage_location(verses))
            tip = text if len(text) <= TOOLTIP_CHARS else text[:TOOLTIP_CHARS].rsplit(" ", 1)[0] + " …"
            item.setToolTip(
                f"<b>{escape(title)}</b><br>{escape(tip)}" + (f"<br><i>{escape(extra)}</i>" if extra else "")
            )
            said = f"{title} ({note})" if note else title
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{said} — {text}")
            self.addItem(item)

    def titles(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _open(self, index) -> None:
        location = index.data(LocationRole)
        if location is not None:
            self.passage_activated.emit(location)


def votes(count: int) -> str:
    """ "30 readers' votes" (a cross-reference's tooltip)."""
    return QCoreApplication.translate("Lampada", "%n reader vote(s)", None, count)


def like_reasons(why: tuple[str, ...]) -> str:
    """Why "more like this" lists a verse, short, beside its reference: "cross-reference · shared topic"."""
    words = {
        "cross_reference": QCoreApplication.translate(
            "Lampada", "cross-reference", "more like this: readers linked the two verses"
        ),
        "shared_links": QCoreApplication.translate(
            "Lampada", "shared cross-references", "more like this: both verses are linked to the same verses"
        ),
        "passage_links": QCoreApplication.translate(
            "Lampada", "passage cross-reference", "more like this: readers linked a neighbouring verse to it"
        ),
        "topic": QCoreApplication.translate(
            "Lampada", "shared topic", "more like this: readers voted both verses for a topic"
        ),
        "meaning": QCoreApplication.translate("Lampada", "meaning", "more like this: close in meaning"),
    }
    return " · ".join(words[w] for w in why if w in words)


def _section(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("RelatedSection")
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


class RelatedPanel(QWidget):
    """The verse, its cross-references (with OpenBible.info's credit) and the verses most like it."""

    # a listed passage was opened (Location)
    passage_activated = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        from app.core.library import openbible  # built when first shown: the library is loaded by then

        self.setObjectName("RelatedPanel")
        self.title = title_label("RelatedTitle", self)
        self.choose = self.tr(
            "Select a verse in the reader to see its cross-references and the verses most like it."
        )
        self.placeholder = hint_label(self, self.choose)  # or why the passages could not be read

        cross = QWidget(self)
        self.cross_heading = _section(self.tr("Cross-references"), cross)
        self.cross_list = PassageList("CrossReferenceList", cross)
        self.cross_list.setAccessibleName(self.tr("Cross-references"))
        self.cross_hint = hint_label(cross)  # under its heading
        self.credit = QLabel(self.tr("Cross-references: %1").replace("%1", openbible.CREDIT), cross)
        self.credit.setObjectName("RelatedCredit")
        self.credit.setWordWrap(True)
        self.credit.setToolTip(
            self.tr("Readers of OpenBible.info voted for these links between passages (%1).").replace(
                "%1", openbible.WEBSITE
            )
        )
        lay = QVBoxLayout(cross)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.setSpacing(4)
        lay.addWidget(self.cross_heading)
        lay.addWidget(self.cross_hint)
        lay.addWidget(self.cross_list, 1)
        lay.addWidget(self.credit)

        similar = QWidget(self)
        self.similar_heading = _section(self.tr("More like this"), similar)
        self.similar_list = PassageList("SimilarList", similar)
        self.similar_list.setAccessibleName(self.tr("More like this"))
        self.similar_hint = hint_label(similar)
        lay = QVBoxLayout(similar)
        lay.setContentsMargins(0, 6, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.similar_heading)
        lay.addWidget(self.similar_hint)
        lay.addWidget(self.similar_list, 1)

        self.sections = QSplitter(Qt.Orientation.Vertical, self)
        self.sections.setChildrenCollapsible(False)
        self.sections.addWidget(cross)
        self.sections.addWidget(similar)
        self.sections.setStretchFactor(0, 3)
        self.sections.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.placeholder)
        layout.addWidget(self.sections, 1)
        for view in (self.cross_list, self.similar_list):
            view.passage_activated.connect(self.passage_activated)
        self.show_nothing()

    def set_theme(self, theme: Theme) -> None:
        for view in (self.cross_list, self.similar_list):
            view.delegate.theme = theme
            view.viewport().update()
        self.title.setStyleSheet(f"color: {theme.accent};")
        self.credit.setStyleSheet(f"color: {theme.muted};")  # a credit owed, legible: not a faint hint

    def show_nothing(self) -> None:
        """No verse is selected."""
        self.title.hide()
        self.placeholder.setText(self.choose)
        self.placeholder.show()
        self.sections.hide()
        self.cross_list.clear()
        self.similar_list.clear()

    def show_related(self, related: Related, similar_hint: str) -> None:
        """`similar_hint` says why "more like this" is empty (meaning search not ready or not available)."""
        req = related.request
        self.placeholder.hide()
        self.title.show()
        self.sections.show()
        where = i18n.verse_ref(req.book, req.chapter, req.verse)
        self.title.setText(f"{where} · {req.translation.upper()}")
        if related.verse is None:
            self.title.setText(where)
            missing = self.tr("This translation does not have %1.").replace("%1", where)
            self._fill(self.cross_list, self.cross_hint, [], missing)
            self._fill(self.similar_list, self.similar_hint, [], "")
            return
        if not related.openbible:
            empty = self.tr(
                "This library has no cross-references yet: Lâmpada adds them from OpenBible.info when it "
                "sets up the library."
            )
        else:
            empty = self.tr("Readers have linked no other passage to %1.").replace("%1", where)
        self._fill(
            self.cross_list,
            self.cross_hint,
            [(x.verses, votes(x.votes), "") for x in related.cross_references],
            empty,
        )
        if related.meaning_ready:
            empty = self.tr("No verse of this translation is close to it in meaning.")
        else:
            empty = similar_hint
        liked = []
        for like in related.similar:
            reasons = like_reasons(like.said)
            liked.append(((like.verse,), reasons, reasons))
        self._fill(self.similar_list, self.similar_hint, liked, empty)

    def show_error(self, text: str) -> None:
        self.placeholder.setText(text)
        self.placeholder.show()
        self.sections.hide()

    @staticmethod
    def _fill(view: PassageList, hint: QLabel, passages: list, empty: str) -> None:
        view.set_passages(passages)
        view.setVisible(bool(passages))
        hint.setText(empty)
        hint.setVisible(not passages and bool(empty))


class RelatedController(FollowingDock):
    """The related-passages dock: follows the reader's verse, asks the search lane, shows the answer."""

    # the person opened a listed passage (Location)
    open_requested = Signal(object)

    def __init__(
        self,
        window: QMainWindow,
        runner: TaskRunner,
        source: RelatedSource,
        meaning_state: Callable[[str], str],
    ):
        super().__init__(window, runner, "related")
        texts = DockTexts(
            title=self.tr("Related passages"),
            close_tip=self.tr("Close the related passages (Ctrl+Shift+R)"),
            action=self.tr("&Related passages"),
            icon_text=self.tr("Related"),
            tooltip=self.tr("Cross-references and the verses most like the selected one (Ctrl+Shift+R)"),
            show=self.tr("Cross-references and similar verses"),
        )
        self.build_dock("RelatedDock", texts, "Ctrl+Shift+R", "related")
        self.source = source
        self.meaning_state = meaning_state  # MeaningManager.state: "ready", "usable", "unavailable"…
        self._answer: Related | None = None
        self._opened: Location | None = None  # a place this panel opened: the list stays

    def make_panel(self) -> RelatedPanel:
        panel = RelatedPanel(self.window)
        panel.passage_activated.connect(self._open)
        return panel

    # ------------------------------------------------------------------ following the reader
    def follow(self, location: Location, committed: bool = True) -> None:
        """The reader moved: its verse is the one to show (nothing while no verse is selected)."""
        if self._opened is not None and location.same_place(self._opened):
            self._opened = None  # the place this panel just opened: keep the list it came from
            return
        self._opened = None
        self.want(
            RelatedRequest(location.translation, location.book, location.chapter, location.verse)
            if location.verse
            else None
        )

    def meaning_changed(self, translation_id: str) -> None:
        """Meaning search became ready for a translation: "more like this" can answer now."""
        answer = self._answer
        if answer is not None and answer.request.translation == translation_id and not answer.meaning_ready:
            self.update_answer(force=True)

    def ask(self, request: RelatedRequest):
        source = self.source
        return lambda state: source.related(request)

    def cleared(self) -> None:
        self._answer = None

    def present(self, related: Related) -> None:
        self._answer = related
        state = self.meaning_state(related.request.translation)
        if state == "unavailable":
            hint = self.tr("“More like this” needs meaning search, which is not available.")
        else:
            hint = self.tr("“More like this” appears when meaning search is ready.")
        self.panel.show_related(related, hint)

    def error_text(self, reason: str) -> str:
        return self.tr("The related passages could not be read: %1").replace("%1", reason)

    def _open(self, location: Location) -> None:
        self._opened = location
        self.open_requested.emit(location)
