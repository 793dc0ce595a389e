"""The person's histories in the user database: recent searches (`UserDataHistory`, the search box's
drop-down) and the places read (`ReadingHistory`, recorded once the reader rests)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from app.gui.study.study_store import StudyStore

if TYPE_CHECKING:
    from app.gui.reader.navigation import Location
    from app.gui.settings import HistoryStore

log = logging.getLogger(__name__)

READING_DELAY_MS = 1200  # a reading position is recorded once the reader rests this long


class UserDataHistory:
    """The `HistoryStore` of recent searches, in the user database. Until it is open (or if it cannot be),
    the previous store (the settings file) answers; once open, its entries move over once."""

    def __init__(self, store: StudyStore, fallback: HistoryStore, translation: Callable[[], str]):
        self.store = store
        self.fallback = fallback
        self.translation = translation

    def recent(self, limit: int = 20) -> list[str]:
        ud = self.store.userdata
        if ud is None:
            return self.fallback.recent(limit)
        try:
            return [e.query for e in ud.search_history(limit)]
        except Exception:  # noqa: BLE001 - a read failing leaves the menu empty, not the app broken
            log.exception("cannot read the search history")
            return []

    def add(self, query: str) -> None:
        if self.store.userdata is None:
            self.fallback.add(query)
            return
        try:
            self.store.write(lambda ud: ud.record_search(query, self.translation() or None), {"searches"})
        except Exception:  # noqa: BLE001 - a lost history entry is not worth an error message
            log.exception("cannot record the search %r", query)

    def clear(self) -> None:
        self.fallback.clear()
        if self.store.userdata is not None:
            self.store.write(lambda ud: ud.clear_search_history(), {"searches"})

    def migrate(self) -> int:
        """Move the settings file's recent searches into the user database (oldest first), then clear them."""
        old = self.fallback.recent(200)
        if not old or self.store.userdata is None:
            return 0
        ud = self.store.userdata
        known = {e.query.casefold() for e in ud.search_history(500)}
        for query in reversed(old):
            if query.casefold() not in known:
                ud.record_search(query)
        self.fallback.clear()
        log.info("moved %d recent searches from the settings file to the user database", len(old))
        self.store.mark_changed({"searches"})
        return len(old)


class ReadingHistory(QObject):
    """Where the person reads, recorded once the reader rests (holding Ctrl+PgDown makes one entry, not
    fifty); a reading position is not worth an error message, so a failed write is only logged."""

    def __init__(self, store: StudyStore, parent: QObject | None = None):
        super().__init__(parent)
        self.store = store
        self._pending: Location | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(READING_DELAY_MS)
        self._timer.timeout.connect(self.flush)

    def reader_moved(self, location: Location, committed: bool) -> None:
        if not committed or self.store.userdata is None:
            return
        self._pending = location
        self._timer.start()

    def flush(self) -> None:
        """Record the place waiting for the reader to rest, now (before the database closes)."""
        self._timer.stop()
        loc, self._pending = self._pending, None
        if loc is None or self.store.userdata is None:
            return
        try:
            self.store.write(
                lambda ud: ud.record_reading(
                    loc.book, loc.chapter, max(1, loc.verse), loc.translation or None
                ),
                {"reading"},
            )
        except Exception:  # noqa: BLE001 - a reading position is not worth an error message
            log.exception("cannot record the reading position")
