"""A side panel of the main window: a dock with its own title bar (a label and a close button).

The style's own close button is a fixed dark grey that vanishes in the dark theme, so every side panel (the
study panel, the related passages) draws its title bar with our icon in the theme's colours.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QToolButton, QWidget

from app.gui.icons import icon
from app.gui.theme import Theme


class SideDock(QDockWidget):
    def __init__(self, title: str, name: str, close_tip: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.setObjectName(name)  # the window's saved state finds the dock by this name
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setMinimumWidth(240)
        bar = QWidget(self)
        bar.setObjectName(f"{name}Title")
        self.title_label = QLabel(title, bar)
        self.close_button = QToolButton(bar)
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(close_tip)
        self.close_button.clicked.connect(self.close)
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 3, 2, 1)
        row.addWidget(self.title_label, 1)
        row.addWidget(self.close_button)
        self.setTitleBarWidget(bar)

    def set_theme(self, theme: Theme, icon_name: str) -> None:
        self.setWindowIcon(icon(icon_name, theme.text))
        self.close_button.setIcon(icon("close", theme.muted))
