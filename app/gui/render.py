"""HTML for Qt's rich-text engine: a result's context window, a chapter, two translations side by side.

Pure functions over core objects and a Theme (no widgets), so they are cheap to test. Every piece of verse
text is escaped here; highlight spans index the verse text before escaping.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.gui.marks import ChapterMarks, highlight_colour

if TYPE_CHECKING:
    from app.core.library import Verse
    from app.gui.theme import Theme

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


def _with_notes(v: Verse, theme: Theme, scheme: str = "note") -> str:
    """Verse text with a discreet superscript marker per footnote; the marker is a link the reader turns into
    a tooltip (href "note:<verse>:<i>")."""
    if not v.notes:
        return esc(v.text)
    marks = sorted(((max(0, min(n.offset, len(v.text))), i) for i, n in enumerate(v.notes)), key=lambda x: x)
    out, last = [], 0
    for offset, i in marks:
        out.append(esc(v.text[last:offset]))
        letter = chr(ord("a") + i % 26)
        out.append(
            f'<a href="{scheme}:{v.chapter}:{v.verse}:{i}" '
            f'style="color:{theme.accent}; text-decoration:none;">'
            f"<sup>{letter}</sup></a>"
        )
        last = offset
    out.append(esc(v.text[last:]))
    return "".join(out)


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
) -> str:
    """A whole chapter, one paragraph per verse; each paragraph starts with the anchor `v<verse>`. `marks`
    are the user's highlights, notes and bookmarks on this chapter."""
    head = (
        f'<p style="margin:0 0 2px 0; color:{theme.faint};">{esc(subtitle)}</p>'
        f'<h2 style="margin:0 0 14px 0; color:{theme.text}; font-weight:600;">{esc(title)}</h2>'
    )
    if not verses:
        return head + f'<p style="color:{theme.muted};"><i>{esc(empty_text)}</i></p>'
    rows = []
    for v in verses:
        rows.append(
            f'<p style="margin:0 0 7px 0; line-height:150%;">'
            f'<a name="v{v.verse}"><span style="color:{theme.accent}; font-weight:600;">'
            f"<sup>{esc(verse_label(v))}</sup></span></a>"
            f"{NBSP}{_user_marks(v, _with_notes(v, theme), marks, theme, marker_px)}</p>"
        )
    return head + "".join(rows)


# --- parallel view ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    chapter: int
    verse: int
    left: Verse | None
    right: Verse | None
    left_merged: bool = False  # this number is part of a merged verse ("3-4") shown on an earlier row
    right_merged: bool = False

    def missing(self, side: str) -> bool:
        return getattr(self, side) is None and not getattr(self, f"{side}_merged")


def align(left: Sequence[Verse], right: Sequence[Verse]) -> list[Row]:
    """Rows keyed by (chapter, verse), in order. A side with no verse for a number is missing there, unless a
    merged verse ("3-4") shown on an earlier row covers it."""

    def covered(verses: Sequence[Verse]) -> dict[tuple[int, int], tuple[Verse, bool]]:
        out: dict[tuple[int, int], tuple[Verse, bool]] = {}
        for v in verses:
            for n in range(v.verse, max(v.verse, v.verse_end or v.verse) + 1):
                out.setdefault((v.chapter, n), (v, n != v.verse))
        return out

    lmap, rmap = covered(left), covered(right)
    rows: list[Row] = []
    for key in sorted(set(lmap) | set(rmap)):
        lv, lcont = lmap.get(key, (None, False))
        rv, rcont = rmap.get(key, (None, False))
        rows.append(Row(key[0], key[1], None if lcont else lv, None if rcont else rv, lcont, rcont))
    return rows


def parallel_html(
    title: str,
    left_name: str,
    right_name: str,
    rows: Sequence[Row],
    theme: Theme,
    missing_text: str,
    current: int | None = None,
    selected: set[int] | None = None,
    marks: ChapterMarks | None = None,
    marker_px: int = 0,
) -> str:
    head = f'<h2 style="margin:0 0 12px 0; color:{theme.text}; font-weight:600;">{esc(title)}</h2>'
    table = [
        f'<table width="100%" cellspacing="0" cellpadding="6" style="border-collapse:collapse;">'
        f'<tr><th width="5%"></th>'
        f'<th width="47%" align="left" style="color:{theme.muted};">{esc(left_name)}</th>'
        f'<th width="48%" align="left" style="color:{theme.muted};">{esc(right_name)}</th></tr>'
    ]

    def cell(v: Verse | None, merged: bool, scheme: str) -> str:
        if merged:
            return ""
        if v is None:
            return f'<span style="color:{theme.faint};"><i>{esc(missing_text)}</i></span>'
        body = _with_notes(v, theme, scheme)
        if marks and scheme == "note2":  # the other side: the highlight only, the markers once, on the left
            return _user_marks(v, body, ChapterMarks(marks.chapter, marks.highlights), theme, marker_px)
        return _user_marks(v, body, marks, theme, marker_px)

    marked = set(selected or ()) | ({current} if current else set())

    for row in rows:
        bg = f' bgcolor="{theme.current_verse}"' if row.verse in marked else ""
        table.append(
            f'<tr{bg}><td valign="top" align="right" style="color:{theme.accent}; font-weight:600;">'
            f'<a name="v{row.verse}"><sup>{row.verse}</sup></a></td>'
            f'<td valign="top" style="line-height:140%;">{cell(row.left, row.left_merged, "note")}</td>'
            f'<td valign="top" style="line-height:140%;">'
            f"{cell(row.right, row.right_merged, 'note2')}</td></tr>"
        )
    table.append("</table>")
    return head + "".join(table)
