"""Walk widgets for text from files or from the person that Qt rendered as markup.

Every field a test fills from "outside" (a module's name, a translation's licence, a note's title…) holds
`MARK`, a harmless piece of HTML. Shown as data, the person sees it literally: "<i>Zq</i>". Rendered as rich
text, it becomes an italic "Zq" — what a `<img src="/dev/zero">` in a module's description would have been,
Qt then loading the file. `findings(root)` names every descendant of `root` (labels, text views, tooltips, the
rows and tooltips of item views, and what item delegates and documents were given as HTML) that rendered it,
or that escaped it twice ("&lt;i&gt;" on screen).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as QtGui  # Qt.mightBeRichText is QtGui's
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

MARK = "<i>Zq</i>"
ESCAPED = "&lt;i&gt;Zq"
_WORD = "Zq"


def rich(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Whether Qt shows `text` as rich text in a label of this format (a tooltip is AutoText)."""
    if text_format == Qt.TextFormat.RichText:
        return True
    if text_format == Qt.TextFormat.AutoText:
        return QtGui.mightBeRichText(text)
    return False


def _judge(where: str, text: str, text_format: Qt.TextFormat) -> list[str]:
    """A text Qt is given for display: does the mark show as markup, or escaped twice?"""
    if not text or _WORD not in text:
        return []
    shown_rich = rich(text, text_format)
    if MARK in text and shown_rich:
        return [f"{where}: rendered as rich text: {text[:160]!r}"]
    if ESCAPED in text and not shown_rich:
        return [f"{where}: escaped twice (shows “&lt;”): {text[:160]!r}"]
    return []


def _name(widget: QWidget) -> str:
    parents = []
    w: QWidget | None = widget
    while w is not None and len(parents) < 4:
        parents.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(parents))


def _model_rows(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[QModelIndex]:
    parent = parent if parent is not None else QModelIndex()
    try:
        columns = max(1, model.columnCount(parent))
    except TypeError:  # a list model: one column, and the binding keeps columnCount private
        columns = 1
    for row in range(min(model.rowCount(parent), 200)):
        for column in range(columns):
            index = model.index(row, column, parent)
            yield index
            if column == 0 and _has_children(model, index):
                yield from _model_rows(model, index)


def _has_children(model: QAbstractItemModel, index: QModelIndex) -> bool:
    try:
        return model.hasChildren(index)
    except TypeError:  # a list model: no children, and the binding keeps hasChildren private
        return False


def _view_findings(view: QAbstractItemView, where: str) -> list[str]:
    out: list[str] = []
    model = view.model()
    if model is None:
        return out
    for index in _model_rows(model):
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        if isinstance(tip, str):
            out += _judge(f"{where} row {index.row()} tooltip", tip, Qt.TextFormat.AutoText)
        shown = index.data(Qt.ItemDataRole.DisplayRole)
        if isinstance(shown, str) and ESCAPED in shown:  # the standard delegate draws plain text
            out.append(f"{where} row {index.row()}: escaped twice: {shown[:160]!r}")
    return out


def findings(root: QWidget) -> list[str]:
    """What in `root` and its descendants shows the mark as markup (see the module docstring)."""
    out: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        where = _name(widget)
        out += _judge(f"{where} tooltip", widget.toolTip(), Qt.TextFormat.AutoText)
        if isinstance(widget, QLabel):
            out += _judge(f"{where} label", widget.text(), widget.textFormat())
        elif isinstance(widget, QTextEdit):
            plain = widget.toPlainText()
            if _WORD in plain and MARK not in plain:
                out.append(f"{where} text view: rendered as rich text: {plain[:160]!r}")
            if ESCAPED in plain:
                out.append(f"{where} text view: escaped twice: {plain[:160]!r}")
        elif isinstance(widget, (QPlainTextEdit, QLineEdit)):
            if ESCAPED in (widget.toPlainText() if isinstance(widget, QPlainTextEdit) else widget.text()):
                out.append(f"{where} plain text: escaped twice")
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                tip = widget.itemData(i, Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str):
                    out += _judge(f"{where} item {i} tooltip", tip, Qt.TextFormat.AutoText)
        if isinstance(widget, QAbstractItemView):
            out += _view_findings(widget, where)
        for action in QWidget.actions(widget):
            out += _judge(f"{where} action tooltip", action.toolTip(), Qt.TextFormat.AutoText)
    return out


@contextmanager
def html_given_to_documents() -> Iterator[list[str]]:
    """Every HTML string the app hands a QTextDocument or a text view while the block runs (item delegates
    paint cards through documents no widget walk reaches); `documents_findings` judges them."""
    given: list[str] = []
    originals = {
        (QTextDocument, "setHtml"): QTextDocument.setHtml,
        (QTextEdit, "setHtml"): QTextEdit.setHtml,
        (QTextEdit, "insertHtml"): QTextEdit.insertHtml,
    }

    def recorder(original):
        def record(self, text, *args):
            given.append(text)
            return original(self, text, *args)

        return record

    for (cls, name), original in originals.items():
        setattr(cls, name, recorder(original))
    try:
        yield given
    finally:
        for (cls, name), original in originals.items():
            setattr(cls, name, original)


def documents_findings(given: list[str]) -> list[str]:
    return [f"HTML given to a document holds the mark unescaped: …{h[max(0, h.find(MARK) - 80):][:200]!r}"
            for h in given if MARK in h]  # fmt: skip


def action_findings(actions: list[QAction]) -> list[str]:
    out: list[str] = []
    for action in actions:
        out += _judge(f"action {action.text()!r} tooltip", action.toolTip(), Qt.TextFormat.AutoText)
    return out
