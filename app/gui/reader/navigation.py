"""Where the reader is, and the back/forward history of places (no Qt: plain values)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.core.library.reading import Verse


@dataclass(frozen=True)
class Location:
    translation: str
    book: str
    chapter: int
    verse: int = 0  # 0: no verse highlighted
    end_verse: int = 0  # > verse for a passage ("Jo 3:16-18")

    def with_verse(self, verse: int, end_verse: int = 0) -> Location:
        return replace(self, verse=verse, end_verse=end_verse)

    def same_place(self, other: Location | None) -> bool:
        return other is not None and (self.book, self.chapter, self.verse, self.end_verse) == (
            other.book,
            other.chapter,
            other.verse,
            other.end_verse,
        )

    @property
    def verses(self) -> range:
        if not self.verse:
            return range(0)
        return range(self.verse, max(self.verse, self.end_verse) + 1)


def passage_location(verses: Sequence[Verse]) -> Location:
    """Where the reader opens the verses: their first chapter, the range highlighted within it."""
    first, last = verses[0], verses[-1]
    end = (last.verse_end or last.verse) if last.chapter == first.chapter else 0
    return Location(
        first.translation, first.book, first.chapter, first.verse, end if end > first.verse else 0
    )


class NavHistory:
    """Back/forward over reader places. A *transient* place (the reader following as you type a reference)
    replaces the previous transient one instead of piling up; any committed move keeps it."""

    def __init__(self, limit: int = 200):
        self._items: list[tuple[Location, bool]] = []
        self._index = -1
        self.limit = limit

    def push(self, location: Location, *, transient: bool = False) -> None:
        current = self.current()
        if (
            current is not None
            and current.same_place(location)
            and current.translation == location.translation
        ):
            if not transient and self._items[self._index][1]:
                self._items[self._index] = (location, False)  # confirmed
            return
        del self._items[self._index + 1 :]
        if transient and self._items and self._items[self._index][1]:
            self._items[self._index] = (location, True)
        else:
            self._items.append((location, transient))
        if len(self._items) > self.limit:
            del self._items[0 : len(self._items) - self.limit]
        self._index = len(self._items) - 1

    def current(self) -> Location | None:
        return self._items[self._index][0] if self._index >= 0 else None

    def can_back(self) -> bool:
        return self._index > 0

    def can_forward(self) -> bool:
        return self._index < len(self._items) - 1

    def back(self) -> Location | None:
        if not self.can_back():
            return None
        self._index -= 1
        return self._items[self._index][0]

    def forward(self) -> Location | None:
        if not self.can_forward():
            return None
        self._index += 1
        return self._items[self._index][0]

    def __len__(self) -> int:
        return len(self._items)
