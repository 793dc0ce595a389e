"""The Bible text the Markdown export quotes (`transfer.Scripture`), read from the verse library.

A note or bookmark quotes its passage in the translation it was made in when that is still installed, else in
the translation the person reads (`default`); a passage longer than `MAX_QUOTED` verses is quoted up to there.
The export names translations as people know them ("Bíblia Livre"), never by id.
"""

from __future__ import annotations

from app.core.library.reading import Library
from app.core.userdata.records import Passage
from app.core.userdata.transfer import Quote

MAX_QUOTED = 50  # verses of one passage the export quotes (a note on a whole psalm stays readable)


class LibraryScripture:
    """Used on the thread that owns `library`'s connection (the export runs there)."""

    def __init__(self, library: Library, default: str | None):
        self.library = library
        self.default = default

    def quote(self, passage: Passage, translation: str | None) -> Quote | None:
        for tid in dict.fromkeys(t for t in (translation, self.default) if t):
            if not self.library.has_translation(tid):
                continue
            verses = self.library.span(tid, passage.book, (passage.chapter, passage.verse), passage.last)
            if verses:
                quoted = tuple((v.chapter, v.verse, v.text) for v in verses[:MAX_QUOTED])
                if len(verses) > MAX_QUOTED:
                    quoted += ((verses[MAX_QUOTED].chapter, verses[MAX_QUOTED].verse, "…"),)
                return Quote(self.name(tid), quoted)
        return None

    def name(self, translation: str) -> str:
        if self.library.has_translation(translation):
            return self.library.translation(translation).name
        return translation
