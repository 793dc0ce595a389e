"""The reader: chapters, the parallel view, navigation history, place kept between sessions, footnotes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor

from app.core.formats.common import Note, ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.gui.look.theme import DARK, LIGHT, contrast_ratio
from app.gui.reader import render
from app.gui.reader.mark_painting import COLOURS, HIGHLIGHTS, ChapterMarks, highlight_colour
from app.gui.reader.navigation import Location
from app.gui.shell.window import MainWindow
from tests.gui.search_helpers import pick_translation

MISSING = "— this verse does not exist in this translation —"


def test_parallel_view_aligns_and_reports_the_missing_verse(qtbot, window):
    window.reader.show_location(Location("tpt", "Ps", 23, 1))
    window.reader.set_parallels(["ten"])
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
    pick_translation(window, "ten")
    window.reader.show_location(Location("ten", "Gen", 14, 18))
    window.reader.set_parallels(["tpt"])
    rows = window.reader.parallel_rows
    assert len(rows) == 1 and rows[0].missing("left") and rows[0].right.text.startswith("Melquisedeque")
    assert MISSING in window.reader.plain_text()


def test_align_handles_merged_verses():
    from app.core.library.reading import Verse

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
    reader.book_combo.activated.emit(reader.book_combo.currentIndex())
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
    from app.gui.reader.navigation import NavHistory

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
    reader.view.verse_clicked.emit(2, False)
    assert reader.highlighted() == [2]
    reader.view.verse_clicked.emit(4, True)
    assert reader.highlighted() == [2, 3, 4]
    assert [v.verse for v in reader.selected_verses()] == [2, 3, 4]


def test_footnotes_are_discreet_tooltips(qtbot, window):
    reader = window.reader
    reader.show_location(Location("tpt", "Gen", 1, 1))
    html = reader.view.toHtml()
    assert "note:1:1:0" in html  # a superscript marker linking to the note
    assert reader.links.note_for(QUrl("note:1:1:0")) == "Ou: no começo."
    assert "Ou: no começo." not in reader.plain_text()  # not inline


# --- where a chapter opens ----------------------------------------------------------------------------------
def _long_pt() -> ParsedTranslation:
    """Long chapters (Psalm 119's 176 verses) for scrolling; a Psalm with its title, a footnote and a closing
    title (Habakkuk 3:19)."""
    words = "e guardarei a tua palavra de todo o meu coração, porque os teus caminhos são retos e bons"
    records = [VerseRecord("Ps", 119, n, f"Verso {n} {words}.") for n in range(1, 177)]
    records += [VerseRecord("Ps", 120, n, f"Cântico {n} {words}.") for n in range(1, 8)]
    records += [VerseRecord("Rom", 12, n, f"Romanos {n} {words}.") for n in range(1, 22)]
    first = VerseRecord("Ps", 3, 1, "Ah SENHOR, como têm se multiplicado meus adversários!")
    first.notes += [
        Note("title", "Salmo de Davi, quando fugia de Absalão.", 0),
        Note("footnote", "Ou: inimigos", 52),
    ]
    records += [first, VerseRecord("Ps", 3, 2, "Muitos dizem de minha vida: Não há salvação.")]
    last = VerseRecord("Hab", 3, 19, "O SENHOR Deus é minha força.")
    last.notes.append(Note("title", "Para o regente, com meus instrumentos de cordas.", len(last.text)))
    records.append(last)
    order = {"Ps": 0, "Hab": 1, "Rom": 2}
    records.sort(key=lambda r: (order[r.book], r.chapter, r.verse))
    return ParsedTranslation(
        TranslationMeta("tlong", "Long PT", "pt-BR", "CC0", "test text", "tests"), records
    )


@pytest.fixture
def long_library(library_path):
    with Library(library_path) as lib:
        add_translation(lib, _long_pt())
    return library_path


def _type_reference(qtbot, window, text: str) -> None:
    box = window.search_box
    box.setFocus()
    box.clear()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def _verse_top_in_lines(reader, verse: int) -> float:
    """How far below the view's top edge the verse starts, in lines of text."""
    box = reader.view.verse_box(verse)
    return (box.top() - reader.view.verticalScrollBar().value()) / reader.view.line_height()


def test_a_chapter_opens_at_its_heading_and_a_verse_a_little_below_the_top(qtbot, long_library, window):
    reader = window.reader
    bar = reader.view.verticalScrollBar()
    pick_translation(window, "tlong")
    _type_reference(qtbot, window, "Sl 119:150")
    qtbot.waitUntil(lambda: reader.location is not None and reader.location.verse == 150, timeout=5000)
    qtbot.waitUntil(reader.view.settled)
    assert bar.value() > 0
    assert 0.5 <= _verse_top_in_lines(reader, 150) <= 5  # under the verse before it, whole (a few lines)

    _type_reference(qtbot, window, "Rm 12")
    qtbot.waitUntil(lambda: reader.location.book == "Rom", timeout=5000)
    qtbot.waitUntil(reader.view.settled)
    assert bar.value() == 0  # the heading, then verse 1: not verses 6–21

    reader.show_location(Location("tlong", "Ps", 119, 150))
    window.actions["next_chapter"].trigger()  # Ctrl+PgDown
    qtbot.waitUntil(reader.view.settled)
    assert (reader.location.chapter, bar.value()) == (120, 0)

    reader.show_location(Location("tlong", "Ps", 119, 150))
    reader.chapter_combo.activated.emit(reader.chapter_combo.findData(3))  # the chapter picker
    qtbot.waitUntil(reader.view.settled)
    assert (reader.location.chapter, bar.value()) == (3, 0)


def _cut_lines(view) -> list[tuple[float, float]]:
    """The lines of text the view's top edge cuts across."""
    top = view.verticalScrollBar().value()
    return [(a, b) for a, b in view.text_lines() if a < top < b]


@pytest.mark.parametrize("parallel", [False, True], ids=["reader", "parallel"])
def test_a_verse_opens_with_whole_lines_above_it(qtbot, library_path, window, parallel):
    """The verse before the one opened is above it entire when it is short, or not at all when it is long;
    no line is cut in half at the top edge (João 3:16 opened under half of 3:15)."""
    words = "e guardarei a tua palavra de todo o meu coração, porque os teus caminhos são retos e bons"
    records = [VerseRecord("Ps", 119, n, f"Verso {n} {words}.") for n in range(1, 177)]
    records[39] = VerseRecord("Ps", 119, 40, " ".join([f"Verso 40 {words}."] * 12))  # many lines
    for tid in ("tl1", "tl2"):
        with Library(library_path) as lib:
            meta = TranslationMeta(tid, tid, "pt-BR", "CC0", "t", "t")
            add_translation(lib, ParsedTranslation(meta, records))
    reader, view = window.reader, window.reader.view
    window.reload_translations()
    pick_translation(window, "tl1")
    reader.set_parallels(["tl2"] if parallel else [])
    for verse, before_shown in ((150, True), (41, False)):
        reader.show_location(Location("tl1", "Ps", 119, verse))
        qtbot.waitUntil(reader.view.settled)
        top = view.verticalScrollBar().value()
        before, box = view.verse_box(verse - 1), view.verse_box(verse)
        assert not _cut_lines(view), (verse, top, _cut_lines(view))
        assert top <= box.top() and box.top() - top < view.viewport().height() / 2
        if before_shown:
            assert before.top() >= top  # the verse before, entire
        else:
            assert before.bottom() <= top  # too long to be shown whole: none of it


@pytest.mark.parametrize("panel", ["compare", "related", "commentary", "study"])
def test_opening_a_panel_never_moves_the_reader(qtbot, long_library, window, panel):
    """Salmo 119:125 selected, then Compare translations (Ctrl+Shift+T): the reader jumped to verses 97–111
    as its text was laid out again in a narrower column, the selection out of sight. The verse at the top
    stays at the top, the selected verse stays in sight."""
    window.resize(1366, 768)
    window.splitter.setSizes([820, 546])  # a reader narrow enough for a panel to make its lines wrap again
    reader, view = window.reader, window.reader.view
    pick_translation(window, "tlong")
    reader.show_location(Location("tlong", "Ps", 119, 125))
    qtbot.waitUntil(reader.view.settled)
    first, width = view.first_visible_verse(), view.viewport().width()
    docks = {"compare": window.compare.dock, "related": window.related.dock,
             "commentary": window.commentary.dock, "study": window.study.dock}  # fmt: skip
    assert not docks[panel].isVisible()
    if panel == "compare":
        ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        qtbot.keyClick(view, Qt.Key.Key_T, ctrl_shift)
    else:
        docks[panel].show()
    qtbot.waitUntil(docks[panel].isVisible)
    qtbot.waitUntil(lambda: view.viewport().width() < width - 100)  # the reader gave the panel its room
    qtbot.waitUntil(reader.view.settled)  # the text laid out again
    box, top = view.verse_box(125), view.verticalScrollBar().value()
    assert view.first_visible_verse() == first and reader.highlighted() == [125]
    assert top <= box.top() and box.bottom() <= top + view.viewport().height()  # the selection in sight
    assert not _cut_lines(view)


def test_the_same_chapter_drawn_again_keeps_its_place(qtbot, long_library, window):
    reader = window.reader
    reader.show_location(Location("tlong", "Ps", 119, 100))
    qtbot.waitUntil(reader.view.settled)
    place = reader.view.verticalScrollBar().value()
    assert place > 0
    reader.refresh_marks()  # a highlight changed
    qtbot.waitUntil(reader.view.settled)
    assert reader.view.verticalScrollBar().value() == place


# --- the selected verse -------------------------------------------------------------------------------------
def _lab(colour: str) -> tuple[float, float, float]:
    c = QColor(colour)

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = lin(c.redF()), lin(c.greenF()), lin(c.blueF())
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def colour_distance(a: str, b: str) -> float:
    """CIE76 ΔE: about 2 is the smallest difference an eye sees side by side; 10 reads as another colour."""
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_the_selection_cannot_be_taken_for_a_highlight(theme):
    """The band under the selected verse is another colour than every highlight and the search matches; its
    bar and outline stand out (WCAG non-text contrast ≥ 3) against every highlight, the band and the page."""
    covers = [*HIGHLIGHTS[theme.name].values(), theme.match_bg]
    for colour in covers:
        assert colour_distance(theme.current_verse, colour) >= 15, (theme.name, colour)
        assert contrast_ratio(theme.current_verse_bar, colour) >= 3, (theme.name, colour)
    for surface in (theme.base, theme.current_verse):
        assert contrast_ratio(theme.current_verse_bar, surface) >= 3, theme.name
    assert contrast_ratio(theme.text, theme.current_verse) >= 7


def _pixel(image, x: float, y: float) -> str:
    return image.pixelColor(int(x), int(y)).name()


@pytest.mark.parametrize("name", ["light", "dark"])
def test_a_highlighted_verse_shows_that_it_is_selected(qtbot, window, name):
    """Drawn, not only declared: the selected verse under each highlight colour has the bar beside it, in a
    colour that stands out from that highlight, and the highlight still shows inside the outline."""
    window.apply_theme(name)
    try:
        _check_the_selection_over_each_highlight(qtbot, window.reader, name)
    finally:
        window.apply_theme("light")  # the application's palette: "system" in later tests reads it


def _check_the_selection_over_each_highlight(qtbot, reader, name: str) -> None:
    for colour in COLOURS:
        reader.marks_provider = lambda book, chapter, last, c=colour: ChapterMarks(chapter, {2: c})
        reader.show_location(Location("tpt", "Ps", 23, 2))
        reader.refresh_marks()
        qtbot.waitUntil(reader.view.settled)
        image = reader.view.viewport().grab().toImage()
        (run,) = reader.view.selection_runs()
        bar = _pixel(image, run.left() - 5, run.center().y())
        highlight = highlight_colour(colour, reader.theme)
        inside = {_pixel(image, x, y) for x in range(int(run.left()), int(run.right()), 3)
                  for y in range(int(run.top()), int(run.bottom()), 3)}  # fmt: skip
        assert highlight in inside and reader.theme.current_verse in inside, (name, colour)  # both show
        assert bar == reader.theme.current_verse_bar, (name, colour, bar)
        assert contrast_ratio(bar, highlight) >= 3, (name, colour)
        reader.show_location(Location("tpt", "Ps", 23))  # nothing selected: no bar
        qtbot.waitUntil(reader.view.settled)
        image = reader.view.viewport().grab().toImage()
        assert _pixel(image, run.left() - 5, run.center().y()) != reader.theme.current_verse_bar


# --- Psalm titles -------------------------------------------------------------------------------------------
def test_a_psalm_title_is_a_heading_and_a_closing_title_follows_its_verse(qtbot, long_library, window):
    reader = window.reader
    reader.show_location(Location("tlong", "Ps", 3))
    lines = [line for line in reader.plain_text().splitlines() if line.strip()]
    title = lines.index("Salmo de Davi, quando fugia de Absalão.")  # a line of its own
    assert lines[title + 1].startswith("1") and "Ah SENHOR" in lines[title + 1]
    html = reader.view.toHtml()
    assert "note:3:1:0" in html and "note:3:1:1" not in html  # one mark: the footnote, not the title
    assert reader.links.note_for(QUrl("note:3:1:0")) == "Ou: inimigos"
    assert "Ou: inimigos" not in reader.plain_text()
    doc = reader.view.document()
    heading = doc.find("Salmo de Davi, quando fugia").block().blockNumber()
    assert heading not in reader.view.block_verses  # a click on the title selects no verse

    reader.show_location(Location("tlong", "Hab", 3))
    lines = [line for line in reader.plain_text().splitlines() if line.strip()]
    assert "minha força" in lines[-2] and lines[-1] == "Para o regente, com meus instrumentos de cordas."

    reader.set_parallels(["tpt"])  # in the parallel view the title heads its cell
    reader.show_location(Location("tlong", "Ps", 3))
    text = reader.plain_text()
    assert text.index("Salmo de Davi") < text.index("Ah SENHOR")
    assert "note:3:1:0" in reader.view.toHtml()


# --- the keyboard -------------------------------------------------------------------------------------------
def test_up_and_down_move_the_selected_verse_and_keep_it_in_sight(qtbot, long_library, window):
    reader = window.reader
    reader.show_location(Location("tlong", "Ps", 119))
    followed = []
    reader.location_changed.connect(lambda loc, committed: followed.append(loc.verse))
    view, down, up = reader.view, Qt.Key.Key_Down, Qt.Key.Key_Up
    view.setFocus()
    qtbot.keyClick(view, down)
    assert reader.highlighted() == [1]  # nothing was selected: the first verse in sight
    qtbot.keyClick(view, down)
    qtbot.keyClick(view, down)
    qtbot.keyClick(view, up)
    assert reader.highlighted() == [2]
    qtbot.keyClick(view, down, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(view, down, Qt.KeyboardModifier.ShiftModifier)
    assert reader.highlighted() == [2, 3, 4]
    assert followed == [1, 2, 3, 2, 2, 2]  # what follows the reader (study, related, commentary) heard each
    assert reader.location.verses == range(2, 5)

    bar = view.verticalScrollBar()
    for _ in range(40):
        qtbot.keyClick(view, down)
    assert reader.highlighted() == [44]  # from the moving end, 4
    box = view.verse_box(44)
    assert (
        bar.value() > 0
        and bar.value() <= box.top()
        and box.bottom() <= bar.value() + view.viewport().height()
    )
    qtbot.keyClick(view, Qt.Key.Key_PageDown)  # the other keys still scroll
    assert reader.highlighted() == [44] and bar.value() > box.top()
    window.places.back()  # a run of steps is one place: Back goes to before it
    assert reader.location.verse == 0
