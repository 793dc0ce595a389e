"""A side panel of the main window: a dock with its own title bar (a label and a close button), and the
controller of a panel that follows the reader (the related passages, the commentary, the comparison of
translations): `ReaderDock` owns the dock and its actions, `FollowingDock` the request for the reader's
verse, asked on the search lane and answered only while it is still the one wanted; `LibrarySource` is what
such a controller is given of the search lane's engine.

The style's own close button is a fixed dark grey that vanishes in the dark theme, so every side panel (the
study panel, the related passages, the commentary) draws its title bar with our icon in the theme's colours.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QMainWindow, QToolButton, QWidget

from app.gui import i18n
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme

if TYPE_CHECKING:
    from app.core.library.reading import Library
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)


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
        self.close_button.setAccessibleName(self.tr("Close"))
        self.close_button.clicked.connect(self.close)
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 3, 2, 1)
        row.addWidget(self.title_label, 1)
        row.addWidget(self.close_button)
        self.setTitleBarWidget(bar)

    def set_theme(self, theme: Theme, icon_name: str) -> None:
        self.setWindowIcon(icon(icon_name, theme.text))
        self.close_button.setIcon(icon("close", theme.muted))


@dataclass(frozen=True)
class DockTexts:
    """What a reader panel's dock and actions say, translated by its controller (its own `tr` context)."""

    title: str
    close_tip: str
    action: str  # the View menu's entry, with its accelerator ("&Commentary")
    icon_text: str  # the reader bar's button
    tooltip: str
    show: str  # the reader's context-menu entry that shows the panel


class ReaderDock(QObject):
    """A dock beside the reader, hidden until asked for: the action that toggles it (with a shortcut), one
    that shows it, its panel built when first needed (`make_panel`), the theme. A subclass calls `build_dock`
    with its texts (translated in its own context) and asks for its content in `refresh`, called whenever the
    dock is shown."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self.theme = LIGHT
        self.icon_name = ""
        self._panel: QWidget | None = None  # built when the dock is first shown

    def build_dock(self, name: str, texts: DockTexts, shortcut: str, icon_name: str) -> None:
        window = self.window
        self.icon_name = icon_name
        self.dock = SideDock(texts.title, name, texts.close_tip, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.visibilityChanged.connect(self._on_visibility)
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setText(texts.action)
        self.toggle_action.setIconText(texts.icon_text)
        self.toggle_action.setToolTip(texts.tooltip)
        self.toggle_action.setShortcut(QKeySequence(shortcut))
        window.addAction(self.toggle_action)
        self.show_action = QAction(texts.show, window)
        self.show_action.triggered.connect(self.show_dock)

    def make_panel(self) -> QWidget:
        raise NotImplementedError

    def refresh(self) -> None:
        """The dock was shown: bring its content up to date."""

    @property
    def panel(self):
        if self._panel is None:
            panel = self.make_panel()
            panel.set_theme(self.theme)  # type: ignore[attr-defined]
            self._panel = panel
            self.dock.setWidget(panel)
        return self._panel

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.dock.set_theme(theme, self.icon_name)
        self.toggle_action.setIcon(icon(self.icon_name, theme.text))
        self.show_action.setIcon(icon(self.icon_name, theme.text))
        if self._panel is not None:
            self._panel.set_theme(theme)  # type: ignore[attr-defined]

    def place_beside(self, other: SideDock) -> None:
        """Share `other`'s side as a tab (used once, when no saved window state placed the docks)."""
        self.window.tabifyDockWidget(other, self.dock)

    def show_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()

    def _on_visibility(self, visible: bool) -> None:
        if visible:
            self.refresh()


class LibrarySource(Protocol):
    """What the controller needs of the search lane's engine: its library handle (used on that lane only)."""

    @property
    def library(self) -> Library: ...


class FollowingDock(ReaderDock):
    """A reader dock whose content answers a request made from the reader's place (`wanted`): asked on the
    search lane when the dock is visible, superseded by the next, shown only if it is still the one wanted.
    A subclass says what to run (`ask`), how to show the answer (`present`) and how to word a failure
    (`error_text`); an answer carries its `request`."""

    # an answer was shown (the subclass's answer object)
    shown = Signal(object)

    def __init__(self, window: QMainWindow, runner: TaskRunner, task: str):
        super().__init__(window)
        self.runner = runner
        self.task = task  # the lane's supersede key and the log's name
        self.wanted: Any = None  # the request for the reader's place (None: no verse selected)
        self.asked: Any = None  # the request on the lane, or answered

    def ask(self, request: Any) -> Callable[[Any], Any]:
        """The work for `request`, run on the search lane (it receives the task's state)."""
        raise NotImplementedError

    def present(self, answer: Any) -> None:
        self.panel.show_answer(answer)

    def error_text(self, reason: str) -> str:
        raise NotImplementedError

    def cleared(self) -> None:
        """No verse is selected any more (the panel already shows nothing)."""

    def refresh(self) -> None:
        self.update_answer()

    def want(self, request: Any) -> None:
        self.wanted = request
        self.update_answer()

    def update_answer(self, force: bool = False) -> None:
        if not self.dock.isVisible():
            return  # asked for when the dock is shown
        wanted = self.wanted
        if wanted is None:
            self.runner.cancel(self.task)
            self.asked = None
            self.cleared()
            self.panel.show_nothing()
            return
        if wanted == self.asked and not force:
            return
        self.asked = wanted
        self.runner.run(
            self.ask(wanted),
            self._on_answer,
            self._on_error,
            lane="search",
            supersede=self.task,
            name=f"{self.task} {wanted.book} {wanted.chapter}:{wanted.verse}",
        )

    def _on_answer(self, answer: Any) -> None:
        if answer.request != self.wanted:
            return
        self.present(answer)
        self.shown.emit(answer)

    def _on_error(self, exc: BaseException) -> None:
        log.error("%s failed: %s\n%s", self.task, exc, getattr(exc, "__lampada_traceback__", ""))
        self.asked = None
        self.panel.show_error(self.error_text(i18n.describe_error(exc)))
