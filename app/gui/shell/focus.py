"""Keyboard focus: Tab visits the window as it is read — the header (search box, where to search, translation,
filters, order, Study), the results, the reader's bar and text, then the side panels.

Qt's own chain follows the order widgets were created in, which is not the order they are seen in (the
reader's next-chapter button was made before its book picker; the Study button and the reader's tools are
added after the panels). `in_layout_order` reads a part's widgets from its layouts, top to bottom and left
to right, and `chain` makes Tab follow them; the side panels, built when first shown, join the end of the
chain.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QWidget


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def in_layout_order(widget: QWidget) -> list[QWidget]:
    """The widgets Tab can reach inside `widget`, in the order its layouts place them (hidden ones too: Tab
    skips them while they are hidden, and finds them where they belong once shown)."""
    found: list[QWidget] = []
    layout = widget.layout()
    if layout is not None:
        _collect(layout, found)
    return found


def _collect(layout: QLayout, found: list[QWidget]) -> None:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        child = item.widget()
        if child is not None:
            if takes_tab(child):
                found.append(child)
            inner = child.layout()
            if inner is not None:
                _collect(inner, found)
        elif item.layout() is not None:
            _collect(item.layout(), found)


def chain(widgets: list[QWidget]) -> None:
    """Tab goes from each widget to the next one listed."""
    for first, second in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(first, second)
