"""What the study tools need from the main window, and nothing more: the controller is handed these, never
the window's own attributes, so the window can change behind them and a test can pass something smaller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import Qt, SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QStatusBar, QWidget

    from app.gui.banner import Banner
    from app.gui.reader.chapter_view import ReaderPane


class StudyHost(Protocol):
    """The main window as the study tools see it (a `QMainWindow`: dialogs and editors are its children)."""

    reader: ReaderPane  # the selection, the marks drawn on each chapter, where a passage opens
    notice: Banner  # the inline message above the results

    def current_translation(self) -> str:
        """The translation being read ("" before the library is open)."""

    def search(self, text: str, *, committed: bool = True) -> None:
        """Search now, in the scope picked (a past search run again from the panel)."""

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - QMainWindow's

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...  # noqa: N802

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget) -> None: ...  # noqa: N802

    def addAction(self, action: QAction) -> None: ...  # noqa: N802 - a shortcut of the whole window


class MeaningModel(Protocol):
    """The meaning model as notes search needs it (`MeaningManager`): the embedder once loaded, and when
    that changes."""

    status_changed: SignalInstance
    embedder: object | None


class ResultsArea(Protocol):
    """Where a search scope shows its answers: the window's results pane."""

    def add_page(self, page: QWidget) -> None: ...

    def show_page(self, page: QWidget) -> None: ...

    def showing(self, page: QWidget) -> bool: ...

    def show_empty(self, title: str, text: str) -> None: ...

    def set_status(self, text: str) -> None: ...
