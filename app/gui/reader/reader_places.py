"""Where the reader is: Back and Forward through the places read (`navigation.NavHistory`), the place and the
parallel view's columns kept in the settings and restored at start."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSignalBlocker, Signal
from PySide6.QtGui import QAction

from app.core.scripture import canon
from app.gui import settings as S
from app.gui.reader.chapter_view import ReaderPane
from app.gui.reader.navigation import Location, NavHistory
from app.gui.reader.parallel import columns_from_setting, setting_value
from app.gui.settings import Settings


class ReaderPlaces(QObject):
    # the reader moved (Location, committed: False while following a reference being typed)
    moved = Signal(object, bool)

    def __init__(
        self,
        reader: ReaderPane,
        settings: Settings,
        *,
        back: QAction,
        forward: QAction,
        parallel: QAction,
        current_translation: Callable[[], str],
        select_translation: Callable[[str], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.reader = reader
        self.settings = settings
        self.back_action = back
        self.forward_action = forward
        self.parallel_action = parallel  # View ▸ Parallel translations, in step with the reader's button
        self.current_translation = current_translation  # the window's picker
        self.select_translation = select_translation  # another translation, without searching again
        self.nav = NavHistory()
        back.triggered.connect(self.back)
        forward.triggered.connect(self.forward)
        back.setEnabled(False)
        forward.setEnabled(False)
        parallel.toggled.connect(self._on_parallel_toggled)
        reader.parallel_available.connect(parallel.setEnabled)
        parallel.setEnabled(reader.parallel_button.isEnabled())
        reader.location_changed.connect(self._on_moved)
        reader.parallel_changed = self.parallel_changed  # type: ignore[method-assign]

    def restore(self, translation: str, translation_ids: list[str]) -> None:
        """The place read last (John 3:16 the first time), in `translation`, with the parallel view's
        columns."""
        if not translation:
            return
        book = self.settings.get(S.READER_BOOK)
        if book not in canon.BY_OSIS:
            book = "John"
        loc = Location(
            translation, book, self.settings.get(S.READER_CHAPTER), self.settings.get(S.READER_VERSE)
        )
        columns = columns_from_setting(
            self.settings.get(S.PARALLEL_TRANSLATION), translation, translation_ids
        )
        if columns:
            self.reader.set_parallels(columns)
            with QSignalBlocker(self.parallel_action):
                self.parallel_action.setChecked(True)
        self.reader.show_location(loc, committed=True)

    def _on_moved(self, loc: Location, committed: bool) -> None:
        self.nav.push(loc, transient=not committed)
        self._remember(loc, committed)

    def _remember(self, loc: Location, committed: bool) -> None:
        self.back_action.setEnabled(self.nav.can_back())
        self.forward_action.setEnabled(self.nav.can_forward())
        self.settings.set(S.READER_BOOK, loc.book)
        self.settings.set(S.READER_CHAPTER, loc.chapter)
        self.settings.set(S.READER_VERSE, loc.verse)
        self.moved.emit(loc, committed)

    def back(self) -> None:
        loc = self.nav.back()
        if loc is not None:
            self._go(loc)

    def forward(self) -> None:
        loc = self.nav.forward()
        if loc is not None:
            self._go(loc)

    def _go(self, loc: Location) -> None:
        """Show a place of the history without pushing it again."""
        self.reader.location_changed.disconnect(self._on_moved)
        try:
            if loc.translation != self.current_translation():
                self.select_translation(loc.translation)
            self.reader.show_location(loc, committed=True)
        finally:
            self.reader.location_changed.connect(self._on_moved)
        self._remember(loc, True)

    def _on_parallel_toggled(self, on: bool) -> None:
        if on != (self.reader.parallel is not None):
            self.reader.parallel_button.setChecked(on)

    def parallel_changed(self) -> None:
        """The parallel view's columns changed: kept in the settings, and the View menu says so."""
        self.settings.set(S.PARALLEL_TRANSLATION, setting_value(self.reader.parallels))
        with QSignalBlocker(self.parallel_action):
            self.parallel_action.setChecked(self.reader.parallel is not None)
