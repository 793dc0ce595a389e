"""The results list: a thin Qt model over the core's hits, a delegate that draws each as a card, and the view.

A card shows the reference, a badge saying why it matched ("palavra" / "sentido" / "ambos"), and the verse
inside its context window: neighbours in a lighter tone, the cited verse emphasised with the matched words
highlighted. Cards are laid out by a QTextDocument per row, cached by width, font and theme.

A verse the topical arm brought says so beside the badge ("tema: ansiedade": the OpenBible.info topic names,
in the Portuguese interface the app's translation of them), and its tooltip credits the readers who voted; a
result that only their votes brought (no word or meaning matched) has the badge "tema" instead, so a person
can tell an answer from people's votes from one found in the text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPersistentModelIndex, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeySequence, QPainter
from PySide6.QtWidgets import QAbstractItemView, QMenu, QStyle, QStyleOptionViewItem

from app.core.scripture import refs
from app.gui import i18n
from app.gui.reader import render
from app.gui.search.cards import CardDelegate, CardListModel, CardListView
from app.gui.shell.actions import ActionSpec

if TYPE_CHECKING:
    from app.core.library.reading import Verse
    from app.core.retrieval.bible import Hit

ItemRole = Qt.ItemDataRole.UserRole + 1
WhyRole = Qt.ItemDataRole.UserRole + 2
# the results list's keys (Qt's list keys; Enter is `activated`), declared for Help
RESULTS_KEYS = (
    ActionSpec(
        "step",
        QT_TRANSLATE_NOOP("ResultsView", "Previous or next result, shown in the reader"),
        ("Up", "Down"),
    ),
    ActionSpec("open", QT_TRANSLATE_NOOP("ResultsView", "Open the result in the reader"), ("Return",)),
)


@dataclass
class ResultItem:
    """One card: a search hit, or the passage of a typed reference."""

    cited: list[Verse]  # in Bible order: one verse, a passage of adjacent hits, or a typed reference
    context: list[Verse] = field(default_factory=list)
    matched: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # verse id -> spans to highlight
    why: str = "reference"  # "keyword" | "vector" | "both" | "topic" | "reference"
    reference: refs.Reference | None = None
    score: float = 0.0
    topics: tuple[str, ...] = ()  # OpenBible.info topics whose readers' votes brought the result, as shown

    @classmethod
    def from_hit(cls, hit: Hit, topic_names: dict[str, str] | None = None) -> ResultItem:
        """`topic_names`: the topics' names in the interface's language by OpenBible's name
        (`SearchEngine.topic_names`); a topic it lacks keeps OpenBible's (English) name."""
        parts = hit.parts
        names = topic_names or {}
        matched = {h.verse.id: h.matched for h in parts}
        reference = hit.reference if len(parts) > 1 else None
        return cls(
            [h.verse for h in parts],
            list(hit.context),
            matched,
            hit.why,
            reference,
            hit.score,
            tuple(names.get(name, name) for name in hit.topic_names),
        )

    @property
    def verse(self) -> Verse:
        return self.cited[0]

    def title(self) -> str:
        if self.reference is not None:
            return i18n.format_ref(self.reference)
        v = self.verse
        return i18n.verse_ref(v.book, v.chapter, v.verse, v.verse_end)


class ResultsModel(CardListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.soft = False  # no evidence: the whole list is shown in a softer tone
        self.query = ""

    def item_key(self, item: ResultItem) -> int:
        return item.verse.id

    def set_items(
        self, items: list[ResultItem], *, more: bool = False, soft: bool = False, query: str = ""
    ) -> None:
        self.soft = soft
        self.query = query
        super().set_items(items, more=more)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        item = self.item(index.row()) if index.isValid() else None
        if item is None:
            return None
        if role == ItemRole:
            return item
        if role == WhyRole:
            return item.why
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            topic = f" ({topic_note(item.topics)})" if item.topics else ""
            return f"{item.title()}{topic} — {' '.join(v.text for v in item.cited)}"
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return card_tooltip(item)
        return None


def why_label(why: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return {
        "keyword": QCoreApplication.translate("Lampada", "words", "badge: matched by its words"),
        "vector": QCoreApplication.translate("Lampada", "meaning", "badge: matched by meaning"),
        "both": QCoreApplication.translate("Lampada", "both", "badge: matched by words and meaning"),
        "topic": QCoreApplication.translate(
            "Lampada", "topic", "badge: brought only by readers' votes for a topic, not by the text"
        ),
    }.get(why, QCoreApplication.translate("Lampada", "reference", "badge: the passage you typed"))


def search_method(route: str, notices: list[str]) -> str:
    """How an answer was searched, for the status line: exact words (a phrase), by Strong's number, by words
    (no meaning search, or asked so), or by words and meaning."""
    from PySide6.QtCore import QCoreApplication

    if route == "phrase":
        return QCoreApplication.translate("Lampada", "exact words")
    if route == "strongs":  # G26, agape: the verses whose words carry the number
        return QCoreApplication.translate("Lampada", "by Strong's number")
    if "meaning_search_unavailable" in notices or route == "keyword":
        return QCoreApplication.translate("Lampada", "by words")
    return QCoreApplication.translate("Lampada", "by words and meaning")


def why_tooltip(why: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return {
        "keyword": QCoreApplication.translate("Lampada", "Found by the words you typed"),
        "vector": QCoreApplication.translate(
            "Lampada", "Found by meaning: it speaks of what you wrote, in other words"
        ),
        "both": QCoreApplication.translate("Lampada", "Found by its words and by its meaning"),
        "topic": QCoreApplication.translate(
            "Lampada", "Not found in the text: brought by readers' votes for a topic"
        ),
    }.get(why, QCoreApplication.translate("Lampada", "The passage you typed"))


def topic_note(topics: tuple[str, ...]) -> str:
    """ "topic: anxiety, worry" — said beside the badge, small."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "Lampada", "topic: %1", "beside a result's badge: OpenBible.info topics"
    ).replace("%1", ", ".join(topics))


def topic_credit(topics: tuple[str, ...], passage: bool = False) -> str:
    """Who brought the result, plainly: the readers of OpenBible.info, by their votes for these topics."""
    from PySide6.QtCore import QCoreApplication

    quote = QCoreApplication.translate("Lampada", "“%1”", "a topic's name, quoted")
    names = ", ".join(quote.replace("%1", name) for name in topics)
    if passage:
        one = QCoreApplication.translate(
            "Lampada", "Readers of OpenBible.info (CC-BY) voted this passage for the topic %1"
        )
        many = QCoreApplication.translate(
            "Lampada", "Readers of OpenBible.info (CC-BY) voted this passage for the topics %1"
        )
    else:
        one = QCoreApplication.translate(
            "Lampada", "Readers of OpenBible.info (CC-BY) voted this verse for the topic %1"
        )
        many = QCoreApplication.translate(
            "Lampada", "Readers of OpenBible.info (CC-BY) voted this verse for the topics %1"
        )
    return (one if len(topics) == 1 else many).replace("%1", names)


def card_tooltip(item: ResultItem) -> str:
    """Why the card is here: its badge's reason, and the readers' votes when a topic brought it."""
    tip = why_tooltip(item.why)
    if item.topics:
        tip += "\n" + topic_credit(item.topics, passage=len(item.cited) > 1)
    return tip


class ResultDelegate(CardDelegate):
    """A Bible result: reference and translation, why it matched, the cited verse in its context window."""

    ITEM_ROLE = ItemRole

    @staticmethod
    def _soft(index) -> bool:
        return bool(getattr(index.model(), "soft", False))

    def badge_label(self, item: ResultItem) -> str:
        return why_label(item.why)

    def badge_note(self, item: ResultItem) -> str:
        """The best topic only: its neighbours are often near repeats ("anxious", "anxiety"); the tooltip and
        the accessible text name them all."""
        return topic_note(item.topics[:1]) if item.topics else ""

    def _doc_key(self, item: ResultItem, index) -> tuple:
        return (item.verse.id, self._soft(index))

    def body_html(self, item: ResultItem, index) -> str:
        return render.result_body(item.cited, item.context, item.matched, self.theme, soft=self._soft(index))

    def _resting_fill(self, index) -> str:
        return self.theme.alt_base if self._soft(index) else self.theme.card

    def _card_colors(self, option: QStyleOptionViewItem, index) -> tuple[str, str, float]:
        """The current card of the focused list gets an accent border."""
        fill, border, width = super()._card_colors(option, index)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus) and self._view.hasFocus()
        return (fill, self.theme.accent, 1.4) if focused and selected else (fill, border, width)

    def _title_color(self, index) -> str:
        return self.theme.muted if self._soft(index) else self.theme.accent

    def _paint_after_title(
        self, painter: QPainter, option: QStyleOptionViewItem, item: ResultItem, title_w: float, room: QRectF
    ) -> None:
        """The translation's id, small and faint, after the reference when there is room for it."""
        small = QFont(option.font)
        small.setPointSizeF(max(6.0, option.font.pointSizeF() * 0.85))
        painter.setFont(small)
        painter.setPen(QColor(self.theme.faint))
        tid = item.verse.translation.upper()
        sfm = QFontMetricsF(small)
        if title_w + 8 + sfm.horizontalAdvance(tid) < room.width():
            painter.drawText(
                QRectF(room.left() + title_w + 8, room.top(), room.width() - title_w - 8, room.height()),
                Qt.AlignmentFlag.AlignVCenter,
                tid,
            )


class ResultsView(CardListView):
    """The list; Enter or a click opens the current result (`activated`)."""

    # copy of the selected results was asked with the keyboard (no payload)
    copy_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(ResultDelegate, parent)
        self.setAccessibleName(self.tr("Results"))
        self.setAccessibleDescription(self.tr("Enter opens the passage in the reader"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setSpacing(0)
        self.context_actions: list = []  # the window's actions for the right-click menu

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        if not self.context_actions or not self.indexAt(event.pos()).isValid():
            return
        index = self.indexAt(event.pos())
        if not self.selectionModel().isSelected(index):
            self.setCurrentIndex(index)
        menu = QMenu(self)
        menu.addActions(self.context_actions)
        menu.exec(event.globalPos())
        menu.deleteLater()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_requested.emit()
            return
        super().keyPressEvent(event)

    def selected_items(self) -> list[ResultItem]:
        rows = (
            sorted({i.row() for i in self.selectionModel().selectedIndexes()})
            if self.selectionModel()
            else []
        )
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        model = self.model()
        return [model.item(r) for r in rows if model.item(r) is not None]

    def persistent_current(self) -> QPersistentModelIndex:
        return QPersistentModelIndex(self.currentIndex())
