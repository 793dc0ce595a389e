"""The plain parts of the study tools: marks of a chapter, their HTML, highlight colours, runs, references."""

from __future__ import annotations

import pytest

from app.core.library.reading import Verse
from app.core.userdata import UserData
from app.gui.look.theme import DARK, LIGHT, contrast_ratio
from app.gui.reader import render
from app.gui.reader.mark_painting import (
    HIGHLIGHTS,
    chapter_marks,
    highlight_colour,
    highlight_runs,
    passage_ref,
)


@pytest.fixture
def ud(tmp_path):
    with UserData.open(tmp_path / "u.sqlite3", synchronous="OFF") as data:
        yield data


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_highlighted_text_stays_legible(theme):
    for name, rgb in HIGHLIGHTS[theme.name].items():
        assert contrast_ratio(theme.text, rgb) >= 7, (theme.name, name)
        assert contrast_ratio(theme.accent, rgb) >= 4.3, (theme.name, name)  # footnote and note markers
    assert highlight_colour("blue", DARK) == HIGHLIGHTS["dark"]["blue"]


def test_chapter_marks_cut_passages_at_the_chapter_edges(ud):
    ud.set_highlight("John", 3, 16, "yellow")
    ud.add_note("John", 3, 16, "um", 3, 18)
    ud.add_note("John", 2, 25, "dois", 3, 2)  # from the previous chapter
    ud.add_note("John", 3, 35, "três", 4, 2)  # into the next one
    ud.add_bookmark("John", 3, 36, 4, 1)
    marks = chapter_marks(
        3,
        ud.highlights_for_chapter("John", 3),
        ud.notes_for_chapter("John", 3),
        ud.bookmarks_for_chapter("John", 3),
        36,
    )
    assert marks.highlights == {16: "yellow"}
    assert sorted(marks.notes) == [2, 18, 36]  # a note's marker sits on its last verse in this chapter
    assert marks.noted >= {1, 2, 16, 17, 18, 35, 36}
    assert sorted(marks.bookmarks) == [36] and marks.bookmarked == {36}
    assert [n.text for n in marks.notes_on(17)] == ["um"]
    assert chapter_marks(5, [], ud.notes_for_chapter("John", 5), [], 10).notes == {}


def test_chapter_html_draws_highlights_and_marker_links(ud):
    ud.set_highlight("Ps", 23, 1, "green")
    ud.add_note("Ps", 23, 1, "nota")
    ud.add_bookmark("Ps", 23, 1)
    marks = chapter_marks(
        23,
        ud.highlights_for_chapter("Ps", 23),
        ud.notes_for_chapter("Ps", 23),
        ud.bookmarks_for_chapter("Ps", 23),
    )
    verses = [
        Verse(1, "tpt", 0, "Ps", 23, 1, "O Senhor é o meu pastor"),
        Verse(2, "tpt", 1, "Ps", 23, 2, "Ele"),
    ]
    html = render.chapter_html("Salmo 23", "TPT", verses, LIGHT, "", marks, 14)
    assert f"background-color:{HIGHLIGHTS['light']['green']}" in html
    assert 'href="umark:note:1"' in html and 'href="umark:bookmark:1"' in html
    assert render.marker_image("note", LIGHT.accent) in html
    assert html.count("umark:") == 4  # two links, two images, nothing on verse 2
    plain = render.chapter_html("Salmo 23", "TPT", verses, LIGHT, "")
    assert "umark" not in plain and "background-color" not in plain


def test_highlight_runs_join_consecutive_verses_of_one_colour(ud):
    for verse, colour in ((1, "yellow"), (2, "yellow"), (3, "blue"), (5, "blue"), (6, "blue")):
        ud.set_highlight("Ps", 23, verse, colour)
    runs = [(passage_ref(p, "pt"), c) for p, c in highlight_runs(ud.all_highlights())]
    assert runs == [("Salmo 23:1-2", "yellow"), ("Salmo 23:3", "blue"), ("Salmo 23:5-6", "blue")]
