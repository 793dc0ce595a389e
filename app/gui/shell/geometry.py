"""Where the window opens: the size the person left it at, or — the first time — a size that fits the screen
it opens on, title bar and status bar included (a fixed 1200 × 780 put the status bar, with its progress and
time left, below the bottom of a 1366 × 768 laptop screen)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1200, 780)  # the first size on a screen with room for it
# what a window manager adds around the window (a title bar, borders): unknown before the window is shown,
# so the first size leaves room for a generous one
FRAME = QMargins(8, 40, 8, 8)


def first_geometry(available: QRect, preferred: QSize = PREFERRED, frame: QMargins = FRAME) -> QRect:
    """The window's first geometry (without its frame): `preferred`, made smaller to fit `available` (the
    screen less its panels) with its frame, and centred there."""
    room = available.marginsRemoved(frame)
    size = preferred.boundedTo(room.size())
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(room.center())
    return rect


def fitted(rect: QRect, available: QRect, frame: QMargins = FRAME) -> QRect:
    """`rect` made to fit `available` with its frame: smaller if it must be, moved inside (a size saved on a
    larger screen, opened on a laptop)."""
    room = available.marginsRemoved(frame)
    size = rect.size().boundedTo(room.size())
    out = QRect(rect.topLeft(), size)
    out.moveLeft(min(max(out.left(), room.left()), room.right() - size.width() + 1))
    out.moveTop(min(max(out.top(), room.top()), room.bottom() - size.height() + 1))
    return out


def available_geometry(window: QWidget) -> QRect:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def place(window: QWidget, saved: bytes | None) -> None:
    """The saved geometry when there is one (fitted to the screen it opens on, unless maximized), else the
    first geometry for this screen."""
    available = available_geometry(window)
    if saved and window.restoreGeometry(QByteArray(saved)):
        if not (window.isMaximized() or window.isFullScreen()):
            window.setGeometry(fitted(window.geometry(), available))
        return
    window.setGeometry(first_geometry(available))
