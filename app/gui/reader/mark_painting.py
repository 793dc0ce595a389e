"""What the reader shows of the user's own data on a chapter: highlight colours, note and bookmark markers.

Plain values (no widgets), built from `app.core.userdata` records, so `render.py` can draw them and tests can
check them without a window (only `swatch` and `colour_name` touch Qt, when called). Coordinates are OSIS and
translation-independent: the same marks show on every translation of the chapter.

Highlight colours are stored by name (`app.core.userdata.COLOURS`); the RGB depends on the theme: light
pastels under dark text in the light theme, deep tones under light text in the dark one. A test keeps the
reader's text at WCAG contrast >= 7 on each of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.core.userdata import Bookmark, Highlight, Note
    from app.gui.look.theme import Theme

COLOURS = ("yellow", "green", "blue", "pink", "orange")  # the order of the palette (as app.core.userdata)

HIGHLIGHTS: dict[str, dict[str, str]] = {
    "light": {
        "yellow": "#fff0a0",
        "green": "#d3efc4",
        "blue": "#cfe2fb",
        "pink": "#fad3e4",
        "orange": "#fddcb6",
    },
    "dark": {
        "yellow": "#50430f",
        "green": "#264a2f",
        "blue": "#223f60",
        "pink": "#5c2b43",
        "orange": "#603a16",
    },
}

# swatches in menus and in the panel: the same colours, a little stronger so they read on any background
SWATCHES = {
    "yellow": "#f5d442",
    "green": "#7cc46a",
    "blue": "#6aa7ec",
    "pink": "#ec7fae",
    "orange": "#f2a154",
}


def colour_name(colour: str) -> str:
    """ "Amarelo" for "yellow": the colour's name in the interface language."""
    from PySide6.QtCore import QCoreApplication

    return {
        "yellow": QCoreApplication.translate("Lampada", "Yellow"),
        "green": QCoreApplication.translate("Lampada", "Green"),
        "blue": QCoreApplication.translate("Lampada", "Blue"),
        "pink": QCoreApplication.translate("Lampada", "Pink"),
        "orange": QCoreApplication.translate("Lampada", "Orange"),
    }.get(colour, colour)


def swatch(colour: str, size: int = 14):
    """A round QIcon of the colour, for menus and the panel (Qt is imported here, not by this module)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(SWATCHES.get(colour, colour)))
    painter.setPen(QColor(0, 0, 0, 60))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)


def highlight_colour(name: str, theme: Theme) -> str:
    palette = HIGHLIGHTS["dark" if theme.dark else "light"]
    return palette.get(name, palette["yellow"])


@dataclass
class ChapterMarks:
    """The user's marks on one chapter, by verse number."""

    chapter: int = 0
    highlights: dict[int, str] = field(default_factory=dict)  # verse -> colour name
    notes: dict[int, list[Note]] = field(default_factory=dict)  # last verse of the note (here) -> notes
    noted: set[int] = field(default_factory=set)  # every verse some note covers
    bookmarks: dict[int, list[Bookmark]] = field(default_factory=dict)  # first verse (here) -> bookmarks
    bookmarked: set[int] = field(default_factory=set)

    def __bool__(self) -> bool:
        return bool(self.highlights or self.notes or self.bookmarks)

    def notes_on(self, verse: int) -> list[Note]:
        """Notes whose passage covers `verse` (in this chapter)."""
        out: list[Note] = []
        for notes in self.notes.values():
            out.extend(n for n in notes if n not in out and _covers(n.passage, self.chapter, verse))
        return out


def _covers(passage, chapter: int, verse: int) -> bool:
    return passage.contains(chapter, verse)


def chapter_marks(
    chapter: int,
    highlights: Iterable[Highlight],
    notes: Iterable[Note],
    bookmarks: Iterable[Bookmark],
    last_verse: int = 0,
) -> ChapterMarks:
    """Marks of `chapter` from the records touching it. A passage that runs past the chapter is cut at its
    edge (`last_verse`, the chapter's last verse number, when known)."""
    marks = ChapterMarks(chapter=chapter)
    for h in highlights:
        if h.chapter == chapter:
            marks.highlights[h.verse] = h.color
    for n in notes:
        first, last = _span_here(n.passage, chapter, last_verse)
        if first is None:
            continue
        marks.notes.setdefault(last, []).append(n)
        marks.noted.update(range(first, last + 1))
    for b in bookmarks:
        first, last = _span_here(b.passage, chapter, last_verse)
        if first is None:
            continue
        marks.bookmarks.setdefault(first, []).append(b)
        marks.bookmarked.update(range(first, last + 1))
    return marks


def _span_here(passage, chapter: int, last_verse: int) -> tuple[int | None, int]:
    end_chapter, end_verse = passage.last
    if not (passage.chapter <= chapter <= end_chapter):
        return None, 0
    first = passage.verse if passage.chapter == chapter else 1
    if end_chapter == chapter:
        last = end_verse
    else:
        last = last_verse or max(first, 1)
    return first, max(first, last)


def passage_ref(passage, lang: str = "pt") -> str:
    """ "João 3:16", "João 3:16-18", "Gênesis 1:1–2:3" for a `Passage` of the user database."""
    from app.core.scripture import refs

    end_chapter, end_verse = passage.last
    if end_chapter == passage.chapter:
        end = end_verse if end_verse != passage.verse else None
        ref = refs.Reference(passage.book, passage.chapter, passage.verse, None, end)
    else:
        ref = refs.Reference(passage.book, passage.chapter, passage.verse, end_chapter, end_verse)
    return refs.format_reference(ref, lang=lang)


def highlight_runs(highlights: Iterable[Highlight]) -> list[tuple[object, str]]:
    """(Passage, colour) for runs of consecutive verses of one colour in one chapter, in canonical order."""
    from app.core.userdata import make_passage

    runs: list[tuple[object, str]] = []
    start = last = None
    for h in highlights:
        if (
            last is not None
            and (h.book, h.chapter, h.color) == (last.book, last.chapter, last.color)
            and h.verse == last.verse + 1
        ):
            last = h
            continue
        if start is not None:
            runs.append((_run(make_passage, start, last), start.color))
        start = last = h
    if start is not None:
        runs.append((_run(make_passage, start, last), start.color))
    return runs


def _run(make_passage, start, last):
    if last.verse == start.verse:
        return make_passage(start.book, start.chapter, start.verse)
    return make_passage(start.book, start.chapter, start.verse, start.chapter, last.verse)
