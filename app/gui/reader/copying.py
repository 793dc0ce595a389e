"""Verses as text for the clipboard, with their reference, in the format chosen in the settings.

    quote_first      “Porque Deus amou o mundo…” — João 3:16 (BLIVRE)
    reference_first  João 3:16 (BLIVRE)
                     Porque Deus amou o mundo…
    text_only        Porque Deus amou o mundo…

The reference is written in the translation's language ("John 3:16 (WEB)"), since it travels with its text.
Consecutive verses are joined into one passage ("João 3:16-17"), each later verse prefixed by its number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.core.scripture import refs

if TYPE_CHECKING:
    from app.core.library.reading import Verse

FORMATS = ("quote_first", "reference_first", "text_only")


def _lang(language: str) -> str:
    return "en" if language.lower().startswith("en") else "pt"


def passages(verses: Sequence[Verse]) -> list[list[Verse]]:
    """Split verses (sorted by ord) into runs of consecutive verses of one book."""
    runs: list[list[Verse]] = []
    for v in sorted(verses, key=lambda v: (v.translation, v.ord)):
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and last.translation == v.translation
            and last.book == v.book
            and v.ord == last.ord + 1
        ):
            runs[-1].append(v)
        else:
            runs.append([v])
    return runs


def passage_text(run: Sequence[Verse]) -> str:
    if len(run) == 1:
        return run[0].text
    parts = [run[0].text]
    for v in run[1:]:
        number = f"{v.chapter}:{v.verse}" if v.chapter != run[0].chapter else str(v.verse)
        parts.append(f"{number} {v.text}")
    return " ".join(parts)


def copy_text(verses: Sequence[Verse], language: str, fmt: str = "quote_first") -> str:
    """The clipboard text for these verses (any order; duplicates ignored)."""
    unique = list({v.id: v for v in verses}.values())
    if not unique:
        return ""
    lang = _lang(language)
    blocks = []
    for run in passages(unique):
        label = f"{refs.format_reference(refs.passage_of(run), lang=lang)} ({run[0].translation.upper()})"
        text = passage_text(run)
        if fmt == "reference_first":
            blocks.append(f"{label}\n{text}")
        elif fmt == "text_only":
            blocks.append(text)
        else:
            blocks.append(f"“{text}” — {label}")
    return ("\n\n" if fmt == "reference_first" else "\n").join(blocks)
