"""A tool button that gives up its text before anything is cut: text beside the icon while its bar has room,
the icon alone when it has not (a large font scale, a narrow window, the side panel open at 1366 px).

The header's Filters and Study buttons and the reader's Related and Parallel are these. A layout may give
such a button anything between its icon alone (`minimumSizeHint`) and its icon with its text (`sizeHint`);
with less than the whole text's width it paints the icon alone. Its text stays its accessible name and its
tooltip says it, so a screen reader and the mouse lose nothing. Its icon grows with the text size (16 px
at the normal size, 22 at twice it), so an icon left alone is still seen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QSizePolicy, QStyle, QStyleOptionToolButton, QStylePainter, QToolButton


class CompactToolButton(QToolButton):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # a tool button is Fixed: a layout short of room would squeeze it past its icon instead of to it
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._fit_icon()

    ICON_SHARE = 0.8  # of the text's line height

    def _fit_icon(self) -> None:
        side = max(16, round(QFontMetrics(self.font()).height() * self.ICON_SHARE))
        if self.iconSize() != QSize(side, side):
            self.setIconSize(QSize(side, side))

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_icon()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        opt = QStyleOptionToolButton()
        self.initStyleOption(opt)
        opt.toolButtonStyle = Qt.ToolButtonStyle.ToolButtonIconOnly
        opt.text = ""
        contents = QSize(opt.iconSize)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_ToolButton, opt, contents, self)

    def sizeHint(self) -> QSize:  # noqa: N802
        return super().sizeHint() if self.text() else self.minimumSizeHint()  # an icon without a text

    def compact(self) -> bool:
        """The icon alone is shown: there is no room for the text."""
        return self.width() < self.sizeHint().width()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QStylePainter(self)
        opt = QStyleOptionToolButton()
        self.initStyleOption(opt)
        if self.compact() and not self.icon().isNull():
            opt.toolButtonStyle = Qt.ToolButtonStyle.ToolButtonIconOnly
            opt.text = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, opt)
