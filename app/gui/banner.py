"""An inline banner: a message above the results (or in a dialog) instead of a pop-up.

Kinds "info", "warn" and "error" are styled by the theme's style sheet; an optional thin progress bar (busy or
determinate), an optional action button and a close button.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
)

from app.gui.look.icons import icon

ICON_FOR = {"info": "info", "warn": "warning", "error": "warning"}


class Banner(QFrame):
    # the user closed the banner (no payload)
    dismissed = Signal()

    def __init__(self, parent=None, *, closable: bool = True):
        super().__init__(parent)
        self.setObjectName("Banner")
        self.setProperty("kind", "info")
        self._kind = "info"
        self._action: Callable[[], None] | None = None
        self._icon = QLabel(self)
        self._icon.setFixedSize(20, 20)
        self._title = QLabel(self)
        self._title.setWordWrap(True)
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        font = self._title.font()
        font.setBold(True)
        self._title.setFont(font)
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.PlainText)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._progress = QProgressBar(self)
        self._progress.setTextVisible(False)
        self._progress.hide()
        self._button = QPushButton(self)
        self._button.hide()
        self._button.clicked.connect(self._on_action)
        self._close = QToolButton(self)
        self._close.setAutoRaise(True)
        self._close.setToolTip(self.tr("Close"))
        self._close.setAccessibleName(self.tr("Close"))
        self._close.clicked.connect(self._on_close)
        self._close.setVisible(closable)

        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self._title)
        texts.addWidget(self._text)
        texts.addWidget(self._progress)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 9, 8, 9)
        row.setSpacing(10)
        row.addWidget(self._icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(texts, 1)
        row.addWidget(self._button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self._close, 0, Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.hide()

    # ------------------------------------------------------------------ API
    def show_message(
        self,
        title: str,
        text: str = "",
        *,
        kind: str = "info",
        busy: bool = False,
        action: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        self._kind = kind
        self.setProperty("kind", kind)
        self.style().unpolish(self)
        self.style().polish(self)
        for child in (self._title, self._text):
            child.style().unpolish(child)
            child.style().polish(child)
        self._title.setText(title)
        self._title.setVisible(bool(title))
        self._text.setText(text)
        self._text.setVisible(bool(text))
        self.refresh_icon()
        if busy:
            self._progress.setRange(0, 0)
            self._progress.show()
        else:
            self._progress.hide()
        if action is not None:
            self._button.setText(action[0])
            self._action = action[1]
            self._button.show()
        else:
            self._action = None
            self._button.hide()
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.show()
        # a screen reader says the message as it appears, as it would a dialog's
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))

    def set_progress(self, done: int, total: int) -> None:
        if total > 0:
            self._progress.setRange(0, total)
            self._progress.setValue(min(done, total))
        else:
            self._progress.setRange(0, 0)
        self._progress.show()

    def set_text(self, text: str) -> None:
        self._text.setText(text)
        self.setAccessibleDescription(text)
        self._text.setVisible(bool(text))

    @property
    def kind(self) -> str:
        return self._kind

    def title(self) -> str:
        return self._title.text()

    def text(self) -> str:
        return self._text.text()

    def refresh_icon(self) -> None:
        color = self._title.palette().color(self._title.foregroundRole()).name()
        self._icon.setPixmap(icon(ICON_FOR.get(self._kind, "info"), color).pixmap(20, 20))
        self._close.setIcon(icon("close", color))

    def sizeHint(self) -> QSize:  # noqa: N802
        """As tall as its wrapped text needs at the width it has: a word-wrapped label's own hint assumes
        another width, and the banner may not grow past its hint (a long message was cut off)."""
        hint = super().sizeHint()
        if self.width() > 0 and self.hasHeightForWidth():
            hint.setHeight(max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the text wraps otherwise: the hint changed

    def _on_action(self) -> None:
        if self._action is not None:
            self._action()

    def _on_close(self) -> None:
        self.hide()
        self.dismissed.emit()
