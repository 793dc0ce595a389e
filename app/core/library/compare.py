"""One passage in every installed translation, one under the other: what `lampada show --compare` prints and
the app's compare view shows.

Translations are matched by their verse numbers, as the parallel view matches them; a translation whose
numbering lacks the passage (another versification, a book it does not have) is listed with no verses, so the
person sees that it is missing rather than a silent gap. The translation being read comes first, then the
others in the order `Library.translations()` gives (its language's first when `language` is given).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.core.analysis import get_analyzer
from app.core.library.reading import Library, Translation, Verse
from app.core.scripture import refs

__all__ = ["Rendering", "compare"]


@dataclass(frozen=True)
class Rendering:
    """A passage as one translation has it."""

    translation: Translation
    verses: tuple[Verse, ...]  # empty: the translation lacks the passage

    @property
    def missing(self) -> bool:
        return not self.verses


def compare(
    library: Library,
    ref: refs.Reference,
    first: str | None = None,
    translations: Sequence[str] | None = None,
) -> list[Rendering]:
    """The passage in `translations` (default: every installed one), `first` at the top, then the others of
    its language, then the rest, each group in the library's order."""
    chosen = library.translations()
    if translations is not None:
        wanted = set(translations)
        chosen = [t for t in chosen if t.id in wanted]
    language = None
    if first is not None:
        language = get_analyzer(library.translation(first).language).language
        chosen = [library.translation(first)] + [t for t in chosen if t.id != first]

    def place(index_t: tuple[int, Translation]) -> tuple[int, int]:
        index, t = index_t
        if t.id == first:
            return (0, index)
        return (1 if get_analyzer(t.language).language == language else 2, index)

    ordered = [t for _, t in sorted(enumerate(chosen), key=place)]
    return [Rendering(t, tuple(library.passage(t.id, ref))) for t in ordered]
