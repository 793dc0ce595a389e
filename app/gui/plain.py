"""Text from files and from the person, shown as text: never read by Qt as markup.

A QLabel left in Qt's automatic text format, a tooltip and a message box's text are HTML as soon as they
*look* like HTML (`Qt.mightBeRichText`): a module whose Description is `<img src="/dev/zero">` made Qt load
that file until the process ran out of memory. So a label that shows such text is `label()`/`make_plain()`, in
`Qt.PlainText`; a tooltip that includes it goes through `tooltip()`; HTML the app builds escapes every piece
it did not write itself (`html.escape`). `tests/gui/test_text_is_data.py` fills every such field with markup
and walks the windows.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui  # mightBeRichText lives in QtGui
from PySide6.QtWidgets import QLabel, QWidget


def make_plain(widget: QLabel) -> QLabel:
    """The label shows its text as it is, whatever it holds."""
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel in `Qt.PlainText`: for a name, a licence, a title or a path that came from a file or the
    person."""
    return make_plain(QLabel(text, parent))


def tooltip(text: str) -> str:
    """A tooltip that shows `text` as it is. Qt reads a tooltip as rich text when it looks like HTML; then
    the text is escaped inside a paragraph of its own (line breaks kept), otherwise it is left alone."""
    if not QtGui.mightBeRichText(text):
        return text
    return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"
