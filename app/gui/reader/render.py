"""HTML for Qt's rich-text engine: a result's context window, a chapter, two translations side by side.

Pure functions over core objects and a Theme (no widgets), so they are cheap to test. Every piece of verse
text is escaped here; highlight spans index the verse text before escaping.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.gui.reader.mark_painting import ChapterMarks, highlight_colour

if TYPE_CHECKING:
    from app.core.library.reading import Verse
    from app.gui.look.theme import Theme

NBSP = "\u00a0"


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def marked(text: str, spans: Sequence[tuple[int, int]], theme: Theme) -> str:
    """The text with its matched spans highlighted (overlapping or out-of-range spans are tolerated)."""
    if not spans:
        return esc(text)
    out: list[str] = []
    last = 0
    for start, end in sorted(spans):
        start, end = max(start, last), min(end, len(text))
        if end <= start:
            continue
        out.append(esc(text[last:start]))
        out.append(
            f'<span style="background-color:{theme.match_bg}; color:{theme.match_text};">'
            f"{esc(text[start:end])}</span>"
        )
        last = end
    out.append(esc(text[last:]))
    return "".join(out)


def verse_label(v: Verse, chapter: int | None = None) -> str:
    """ "16", or "4:1" when the verse sits in another chapter than the one being shown; "3-4" when merged."""
    num = f"{v.verse}-{v.verse_end}" if v.verse_end and v.verse_end > v.verse else str(v.verse)
    return num if chapter is None or v.chapter == chapter else f"{v.chapter}:{num}"


def result_body(
    cited: Sequence[Verse],
    context: Sequence[Verse],
    spans: Mapping[int, Sequence[tuple[int, int]]],
    theme: Theme,
    *,
    soft: bool = False,
) -> str:
    """The context window as one paragraph: neighbours in a lighter tone, the cited verse(s) emphasised with
    their matched words (`spans`: verse id -> spans in its text) highlighted."""
    cited_ids = {v.id for v in cited}
    verses = list(context) or list(cited)
    if not any(v.id in cited_ids for v in verses):
        verses = list(cited)
    chapter = cited[0].chapter if cited else None
    main, side = (theme.muted, theme.faint) if soft else (theme.text, theme.muted)
    parts = []
    for v in verses:
        number = f'<span style="color:{theme.faint};"><sup>{esc(verse_label(v, chapter))}</sup></span>{NBSP}'
        if v.id in cited_ids:
            body = marked(v.text, spans.get(v.id, ()), theme)
            parts.append(f'{number}<span style="color:{main};">{body}</span>')
        else:
            parts.append(f'{number}<span style="color:{side};">{esc(v.text)}</span>')
    return f'<p style="margin:0; line-height:135%;">{" ".join(parts)}</p>'


def _with_notes(v: Verse, theme: Theme, scheme: str = "note", words: Sequence[tuple[int, int]] = ()) -> str:
    """Verse text with a discreet superscript marker per footnote; the marker is a link the reader turns into
    a tooltip (href "note:<chapter>:<verse>:<i>", `i` indexing `Verse.footnotes`). A Psalm's title is not a
    footnote: it is drawn as a heading (`heading_html`). `words` are spans of the text to mark (the words
    carrying the Strong's number the word study shows): underlined in the accent colour."""
    notes = v.footnotes
    if not notes and not words:
        return esc(v.text)
    n = len(v.text)
    markers: dict[int, list[str]] = {}
    for i, note in sorted(enumerate(notes), key=lambda x: (max(0, min(x[1].offset, n)), x[0])):
        letter = chr(ord("a") + i % 26)
        markers.setdefault(max(0, min(note.offset, n)), []).append(
            f'<a href="{scheme}:{v.chapter}:{v.verse}:{i}" '
            f'style="color:{theme.accent}; text-decoration:none;">'
            f"<sup>{letter}</sup></a>"
        )
    spans = [(max(0, s), min(n, e)) for s, e in words if max(0, s) < min(n, e)]
    cuts = sorted({0, n, *markers, *(x for span in spans for x in span)})
    out: list[str] = []
    for a, b in zip(cuts, [*cuts[1:], None], strict=True):
        out.extend(markers.get(a, ()))
        if b is None:
            break
        piece = esc(v.text[a:b])
        if any(s <= a and b <= e for s, e in spans):
            piece = f'<span style="color:{theme.accent}; text-decoration:underline;">{piece}</span>'
        out.append(piece)
    return "".join(out)


def text_offset(v: Verse, paragraph_offset: int) -> int:
    """Where a position in a verse's paragraph of `chapter_html` falls in the verse's text: the paragraph
    starts with the verse's number and a space, and each footnote adds its one-letter marker."""
    at = paragraph_offset - len(verse_label(v)) - 1
    shift = 0
    for k, offset in enumerate(sorted(max(0, min(n.offset, len(v.text))) for n in v.footnotes)):
        if at > offset + k:
            shift += 1
    return max(0, min(at - shift, len(v.text)))


MARKER_NOTE = "note"
MARKER_BOOKMARK = "bookmark"


def marker_image(kind: str, colour: str) -> str:
    """The `src` of a marker image; the reader draws it (`ReaderView.loadResource`). The colour is part of the
    URL, so a theme change never reuses an image cached in the other colour."""
    return f"umark:{kind}?c={colour.lstrip('#')}"


def _user_marks(v: Verse, body: str, marks: ChapterMarks | None, theme: Theme, marker_px: int) -> str:
    """The verse body with the user's highlight behind it and, after it, a bookmark and a note marker (links
    `umark:bookmark:<verse>` / `umark:note:<verse>` the reader handles)."""
    if not marks:
        return body
    numbers = range(v.verse, max(v.verse, v.verse_end or v.verse) + 1)
    colour = next((marks.highlights[n] for n in numbers if n in marks.highlights), None)
    if colour:
        body = (
            f'<span style="background-color:{highlight_colour(colour, theme)}; color:{theme.text};">'
            f"{body}</span>"
        )
    px = max(10, int(marker_px or 14))
    after = []
    for kind, found in ((MARKER_BOOKMARK, marks.bookmarks), (MARKER_NOTE, marks.notes)):
        hit = next((n for n in numbers if n in found), None)
        if hit is not None:
            after.append(
                f'<a href="umark:{kind}:{hit}" style="text-decoration:none;">'
                f'<img src="{marker_image(kind, theme.accent)}" width="{px}" height="{px}" '
                f'style="vertical-align:middle;"></a>'
            )
    if after:
        body += NBSP + NBSP.join(after)
    return body


def chapter_html(
    title: str,
    subtitle: str,
    verses: Sequence[Verse],
    theme: Theme,
    empty_text: str,
    marks: ChapterMarks | None = None,
    marker_px: int = 0,
    words: Mapping[int, Sequence[tuple[int, int]]] | None = None,
) -> str:
    """A whole chapter, one paragraph per verse; each paragraph starts with the anchor `v<verse>`. `marks`
    are the user's highlights, notes and bookmarks on this chapter; `words`, by verse number, the spans of
    words to mark (the word study's number)."""
    head = (
        f'<p style="margin:0 0 2px 0; color:{theme.faint};">{esc(subtitle)}</p>'
        f'<h2 style="margin:0 0 14px 0; color:{theme.text}; font-weight:600;">{esc(title)}</h2>'
    )
    if not verses:
        return head + f'<p style="color:{theme.muted};"><i>{esc(empty_text)}</i></p>'
    rows = []
    for i, v in enumerate(verses):
        if v.heading:
            rows.append(heading_html(v.heading, theme, first=i == 0))
        body = _with_notes(v, theme, words=(words or {}).get(v.verse, ()))
        rows.append(
            f'<p style="margin:0 0 7px 0; line-height:150%;">'
            f'<a name="v{v.verse}"><span style="color:{theme.accent}; font-weight:600;">'
            f"<sup>{esc(verse_label(v))}</sup></span></a>"
            f"{NBSP}{_user_marks(v, body, marks, theme, marker_px)}</p>"
        )
        if v.closing:
            rows.append(closing_html(v.closing, theme))
    return head + "".join(rows)


def heading_html(text: str, theme: Theme, *, first: bool = False, margin: str = "") -> str:
    """A Psalm's title ("Salmo de Davi, quando fugia de Absalão") on a line of its own above its verse: in
    italics and the muted colour, so it reads as the psalm's heading, not as the verse or a footnote."""
    margin = margin or ("2px 0 8px 0" if first else "14px 0 6px 0")
    return (
        f'<p style="margin:{margin}; line-height:135%; color:{theme.muted}; font-style:italic;">'
        f"{esc(text)}</p>"
    )


def closing_html(text: str, theme: Theme, margin: str = "0 0 12px 0") -> str:
    """A title that closes a chapter after its verse (Habakkuk 3:19's "to the chief musician")."""
    return (
        f'<p style="margin:{margin}; line-height:135%; color:{theme.muted}; font-style:italic;">'
        f"{esc(text)}</p>"
    )


# --- parallel view ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    """One verse number across the columns: each column's verse, or None; `merged` when the number is part of
    a merged verse ("3-4") that column shows on an earlier row."""

    chapter: int
    verse: int
    cells: tuple[Verse | None, ...]
    merged: tuple[bool, ...]

    @property
    def left(self) -> Verse | None:
        return self.cells[0]

    @property
    def right(self) -> Verse | None:
        return self.cells[1] if len(self.cells) > 1 else None

    @property
    def left_merged(self) -> bool:
        return self.merged[0]

    @property
    def right_merged(self) -> bool:
        return len(self.merged) > 1 and self.merged[1]

    def missing(self, side: str | int) -> bool:
        """The column ("left", "right" or its index) has no verse for this number, not even a merged one."""
        column = {"left": 0, "right": 1}.get(side, side) if isinstance(side, str) else side
        return self.cells[column] is None and not self.merged[column]


def align(*columns: Sequence[Verse]) -> list[Row]:
    """Rows keyed by (chapter, verse), in order, one cell per column. A column with no verse for a number is
    missing there, unless a merged verse ("3-4") shown on an earlier row covers it."""

    def covered(verses: Sequence[Verse]) -> dict[tuple[int, int], tuple[Verse, bool]]:
        out: dict[tuple[int, int], tuple[Verse, bool]] = {}
        for v in verses:
            for n in range(v.verse, max(v.verse, v.verse_end or v.verse) + 1):
                out.setdefault((v.chapter, n), (v, n != v.verse))
        return out

    maps = [covered(c) for c in columns]
    rows: list[Row] = []
    for key in sorted(set().union(*maps)):
        found = [m.get(key, (None, False)) for m in maps]
        cells = tuple(None if cont else v for v, cont in found)
        rows.append(Row(key[0], key[1], cells, tuple(cont for _, cont in found)))
    return rows


def note_scheme(column: int) -> str:
    """The footnote links of a column: "note" for the translation read, "note2", "note3"… beside it."""
    return "note" if column == 0 else f"note{column + 1}"


def parallel_html(
    title: str,
    rows: Sequence[Row],
    theme: Theme,
    missing_text: str,
    marks: ChapterMarks | None = None,
    marker_px: int = 0,
) -> str:
    """The columns side by side, one table row per verse number (so rows stay aligned however long a verse
    is). The translations' names are not in the text: the reader's column pickers stand above the columns."""
    head = f'<h2 style="margin:0 0 12px 0; color:{theme.text}; font-weight:600;">{esc(title)}</h2>'
    count = max((len(r.cells) for r in rows), default=1)
    width = (100 - NUMBER_WIDTH) / count
    table = [
        f'<table width="100%" cellspacing="0" cellpadding="{CELL_PADDING}" style="border-collapse:collapse;">'
    ]
    highlights_only = ChapterMarks(marks.chapter, marks.highlights) if marks else None

    def cell(row: Row, column: int) -> str:
        v = row.cells[column]
        if row.merged[column]:
            return ""
        if v is None:
            return f'<span style="color:{theme.faint};"><i>{esc(missing_text)}</i></span>'
        heading = heading_html(v.heading, theme, margin="0 0 4px 0") if v.heading else ""
        body = _with_notes(v, theme, note_scheme(column))
        # the highlight on every column, the markers once, on the translation read
        body = _user_marks(v, body, marks if column == 0 else highlights_only, theme, marker_px)
        closing = closing_html(v.closing, theme, margin="4px 0 0 0") if v.closing else ""
        return f"{heading}{body}{closing}"

    for row in rows:
        cells = "".join(
            f'<td width="{width:.2f}%" valign="top" style="line-height:140%;">{cell(row, c)}</td>'
            for c in range(len(row.cells))
        )
        table.append(
            f'<tr><td width="{NUMBER_WIDTH}%" valign="top" align="right" '
            f'style="color:{theme.accent}; font-weight:600;">'
            f'<a name="v{row.verse}"><sup>{row.verse}</sup></a></td>{cells}</tr>'
        )
    table.append("</table>")
    return head + "".join(table)


NUMBER_WIDTH = 4  # % of the parallel table taken by the verse numbers
CELL_PADDING = 6  # px around the text of each cell of the parallel table
