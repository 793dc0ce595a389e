"""The reader: chapters, the parallel view, navigation history, place kept between sessions, footnotes."""

from __future__ import annotations

from PySide6.QtCore import QUrl

from app.gui import render
from app.gui.navigation import Location
from app.gui.window import MainWindow

MISSING = "— this verse does not exist in this translation —"


def test_parallel_view_aligns_and_reports_the_missing_verse(qtbot, window):
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    window.reader.set_parallel("ten")
    rows = window.reader.parallel_rows
    assert [r.verse for r in rows] == [1, 2, 3, 4]
    assert [r.missing("right") for r in rows] == [False, False, True, False]
    assert not any(r.missing("left") for r in rows)
    text = window.reader.plain_text()
    assert text.count(MISSING) == 1
    # aligned: the missing notice sits between the English verses 2 and 4, beside the Portuguese verse 3
    assert text.index("still waters") < text.index(MISSING) < text.index("shadow of death")
    assert text.index("restaura a minha alma") < text.index(MISSING)


def test_parallel_view_the_other_way_round(qtbot, window):
    window._select_translation("ten", rerun=False)
    window.reader.show_location(Location("ten", "Gen", 14, 18))
    window.reader.set_parallel("tpt")
    rows = window.reader.parallel_rows
    assert len(rows) == 1 and rows[0].missing("left") and rows[0].right.text.startswith("Melquisedeque")
    assert MISSING in window.reader.plain_text()


def test_align_handles_merged_verses():
    from app.core.library import Verse

    def v(n, text, end=None, tid="a"):
        return Verse(
            id=n + (0 if tid == "a" else 100),
            translation=tid,
            ord=n,
            book="Ps",
            chapter=1,
            verse=n,
            text=text,
            verse_end=end,
        )

    left = [v(1, "one"), v(2, "two"), v(3, "three")]
    right = [v(1, "one", tid="b"), v(2, "two and three", end=3, tid="b")]
    rows = render.align(left, right)
    assert [(r.verse, r.right.text if r.right else None, r.right_merged) for r in rows] == [
        (1, "one", False),
        (2, "two and three", False),
        (3, None, True),
    ]
    assert not rows[2].missing("right")


def test_chapter_navigation_and_pickers(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "Ps", 23))
    assert reader.book_combo.currentData() == "Ps" and reader.chapter_combo.currentData() == 23
    reader.next_chapter()
    assert (reader.location.book, reader.location.chapter) == ("Prov", 1)
    assert "does not have Provérbios 1" in reader.plain_text()  # the tiny corpus has only Prov 6
    reader.previous_chapter()
    assert (reader.location.book, reader.location.chapter) == ("Ps", 23)
    reader.book_combo.setCurrentIndex(reader.book_combo.findData("Gen"))
    reader._on_book_picked(reader.book_combo.currentIndex())
    assert (reader.location.book, reader.location.chapter) == ("Gen", 1)
    assert not reader.can_step(-1)


def test_back_and_forward(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "Gen", 1, 1))
    reader.show_location(Location("tpt", "Ps", 23, 4))
    reader.show_location(Location("tpt", "Heb", 7, 1))
    window.places.back()
    assert (reader.location.book, reader.location.verse) == ("Ps", 4)
    window.places.back()
    assert reader.location.book == "Gen"
    window.places.forward()
    assert reader.location.book == "Ps"
    assert window.actions["back"].isEnabled() and window.actions["forward"].isEnabled()


def test_transient_places_do_not_pile_up():
    from app.gui.navigation import NavHistory

    nav = NavHistory()
    nav.push(Location("t", "Gen", 1))
    for verse in (1, 16):  # "Jo 3:1" then "Jo 3:16" while typing
        nav.push(Location("t", "John", 3, verse), transient=True)
    nav.push(Location("t", "John", 3, 16))  # Enter confirms it
    assert len(nav) == 2 and nav.back().book == "Gen"


def test_reader_place_is_restored_after_restart(qtbot, make_services, open_window):
    first = open_window(make_services())
    first.reader.show_location(Location("tpt", "Ps", 23, 4))
    first.close()
    second = open_window(make_services())
    loc = second.reader.location
    assert (loc.translation, loc.book, loc.chapter, loc.verse) == ("tpt", "Ps", 23, 4)
    assert second.reader.highlighted() == [4]
    assert isinstance(second, MainWindow)


def test_clicking_a_verse_selects_it_and_shift_extends(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "Ps", 23))
    reader._on_verse_clicked(2, False)
    assert reader.highlighted() == [2]
    reader._on_verse_clicked(4, True)
    assert reader.highlighted() == [2, 3, 4]
    assert [v.verse for v in reader.selected_verses()] == [2, 3, 4]


def test_footnotes_are_discreet_tooltips(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "Gen", 1, 1))
    html = reader.view.toHtml()
    assert "note:1:1:0" in html  # a superscript marker linking to the note
    assert reader._note_for(QUrl("note:1:1:0")) == "Ou: no começo."
    assert "Ou: no começo." not in reader.plain_text()  # not inline
