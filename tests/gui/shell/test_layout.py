"""The window at 1366 × 768 (the smallest common laptop screen), at the normal text size and at twice it: it
fits, nothing is cut (a button narrower than its text, a picker narrower than its least width, a study tab
scrolled out of sight or shortened without a tooltip), and no two widgets of a layout overlap.

In Portuguese, whose labels are the longer ones, with translations named as the real ones are.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QTabBar, QWidget

from app.core import paths
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.gui.compact import CompactToolButton
from app.gui.shell.geometry import FRAME, first_geometry, fitted
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt
from tests.gui.search_helpers import search
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture

SCREEN = (1366, 768)


@pytest.fixture
def library_path():
    """The tiny corpus under the real translations' names: the translation picker is as wide as it will be."""
    path = paths.library_path()
    with Library(path) as lib:
        for parsed, name in ((tiny_pt(), "Bíblia Livre"), (tiny_en(), "World English Bible")):
            add_translation(lib, parsed, overrides=dataclasses.replace(parsed.meta, name=name))
    return path


def shown(window: QWidget, kind) -> list:
    return [w for w in window.findChildren(kind) if w.isVisible()]


def cut_buttons(window) -> list[str]:
    """Buttons narrower than their text (a compact one: than its icon, and then its tooltip says the text)."""
    out = []
    for button in shown(window, QAbstractButton):
        if isinstance(button.parentWidget(), QLineEdit | QTabBar):
            continue  # the search box's own icons and a tab bar's arrows: placed by their widget
        name = button.text() or button.toolTip() or button.objectName()
        if isinstance(button, CompactToolButton):
            if button.width() < button.minimumSizeHint().width():
                out.append(f"{name}: {button.width()} < its icon's {button.minimumSizeHint().width()}")
            elif button.compact() and not button.toolTip():
                out.append(f"{name}: shows its icon alone and no tooltip says what it is")
        elif button.width() < button.sizeHint().width() or button.height() < button.sizeHint().height():
            out.append(f"{name}: {button.size().toTuple()} < {button.sizeHint().toTuple()}")
    return out


def cut_pickers(window) -> list[str]:
    return [
        f"{combo.objectName() or combo.currentText()}: {combo.width()} < {combo.minimumSizeHint().width()}"
        for combo in shown(window, QComboBox)
        if combo.width() < combo.minimumSizeHint().width()
    ]


def cut_labels(window) -> list[str]:
    """Labels on one line narrower than their text (a wrapped one grows down instead)."""
    return [
        f"label {label.text()[:40]!r}: {label.width()} < {label.minimumSizeHint().width()}"
        for label in shown(window, QLabel)
        if label.text() and label.width() < label.minimumSizeHint().width()
    ]


def cut_tabs(bar: QTabBar, *, whole: bool) -> list[str]:
    """Every tab in view; with `whole`, every name whole; otherwise a shortened one says it in its tooltip."""
    out = []
    fits = bar.width() >= bar.sizeHint().width()
    for i in range(bar.count()):
        rect, name = bar.tabRect(i), repr(bar.tabText(i))
        if rect.left() < 0 or rect.right() >= bar.width():
            out.append(f"tab {name} is out of view ({rect.left()}–{rect.right()} of {bar.width()})")
        elif whole and not fits:
            out.append(f"tab {name} is shortened: the bar is {bar.width()} of {bar.sizeHint().width()}")
        elif not fits and bar.tabToolTip(i) != bar.tabText(i):
            out.append(f"tab {name} may be shortened and its tooltip does not say it")
    return out


def overlaps(window) -> list[str]:
    """Two shown widgets of the same layout that overlap."""
    out = []
    for parent in [window, *window.findChildren(QWidget)]:
        layout = parent.layout() if parent.isVisible() else None
        if layout is None:
            continue
        items = [layout.itemAt(i).widget() for i in range(layout.count())]
        widgets = [w for w in items if w is not None and w.isVisible()]
        for i, a in enumerate(widgets):
            for b in widgets[i + 1 :]:
                if a.geometry().intersects(b.geometry()):
                    names = [w.objectName() or type(w).__name__ for w in (a, b)]
                    out.append(" overlaps ".join(names))
    return out


def settled(top: QWidget) -> bool:
    """True once no layout under `top` had anything left to lay out (a label wrapped anew asks again)."""
    widgets = [top, *top.findChildren(QWidget)]
    redone = [w.layout().activate() for w in widgets if w.layout() is not None]
    return not any(redone)


def at_screen_size(qtbot, window, scale: float) -> None:
    """The window as a person with this text size sees it at 1366 × 768: a search answered, two translations
    side by side, the filters and the study panel open."""
    window.apply_font_scale(scale, save=False)
    window.search_bar.filter_button.setChecked(True)
    window.study.dock.show()
    qtbot.waitUntil(lambda: window.study.panel.isVisible())
    window.resize(*SCREEN)
    search(qtbot, window, "pastor")
    window.reader.set_parallels(["ten"])  # a second column, its picker above it
    qtbot.waitUntil(lambda: settled(window))


@pytest.mark.usefixtures("portuguese")
@pytest.mark.parametrize("scale", [1.0, 2.0], ids=["100%", "200%"])
def test_the_window_fits_a_1366_by_768_screen(qtbot, make_services, open_window, scale):
    window = open_window(make_services())
    at_screen_size(qtbot, window, scale)
    least = window.minimumSizeHint()
    assert least.width() <= SCREEN[0] and least.height() <= SCREEN[1], least
    assert window.size().toTuple() == SCREEN
    problems = cut_buttons(window) + cut_pickers(window) + cut_labels(window) + overlaps(window)
    panel = window.study.panel
    for tab in range(panel.tabs.count()):  # every tab's page, the History's buttons among them
        panel.tabs.setCurrentIndex(tab)
        qtbot.waitUntil(lambda: settled(panel))
        problems += cut_buttons(panel) + cut_labels(panel) + overlaps(panel)
    problems += cut_tabs(panel.tabs.tabBar(), whole=scale == 1.0)
    assert not problems, "\n".join(sorted(set(problems)))
    window.apply_font_scale(1.0, save=False)


# --- the window's first size, and the size it was left at ---------------------------------------------------
@pytest.mark.parametrize(
    "available",
    [QRect(0, 0, *SCREEN), QRect(0, 27, 1366, 741), QRect(0, 0, 1280, 720), QRect(1920, 0, 1920, 1040)],
    ids=["1366x768", "1366x768-top-panel", "1280x720", "second-screen"],
)
def test_the_first_window_fits_the_screen_with_its_frame(available):
    rect = first_geometry(available)
    assert available.contains(rect.marginsAdded(FRAME)), (rect, available)
    if available.height() >= 1000:
        assert rect.size().toTuple() == (1200, 780)  # room for it: the size the layout was made for


def test_the_window_opens_inside_a_1366_by_768_screen_and_reopens_at_the_size_it_was_left(
    qtbot, make_services, monkeypatch
):
    """Its status bar (the progress and time left of what is prepared in the background) is on the screen;
    a fixed 1200 × 780 put it below the bottom of a 1366 × 768 laptop."""
    from app.gui.shell.window import MainWindow

    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 0, *SCREEN))
    services = make_services()
    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()
    status = window.statusBar()
    qtbot.waitUntil(status.isVisible)
    bottom = status.mapToGlobal(QPoint(0, status.height() - 1)).y()
    top = window.mapToGlobal(QPoint(0, 0)).y()
    assert top - FRAME.top() >= 0 and bottom + FRAME.bottom() < SCREEN[1], (top, bottom)
    window.resize(780, 560)  # the size left (the test screen is 800 × 800 for restoreGeometry)
    window.shutdown()
    again = MainWindow(make_services(settings=services.settings))
    qtbot.addWidget(again)
    assert again.size().toTuple() == (780, 560)
    again.shutdown()


def test_a_size_saved_on_a_larger_screen_is_fitted_to_this_one():
    saved = QRect(300, 200, 1800, 1000)
    rect = fitted(saved, QRect(0, 0, *SCREEN))
    assert QRect(0, 0, *SCREEN).contains(rect.marginsAdded(FRAME)) and rect.width() <= 1350


@pytest.mark.parametrize("picked", [0, 2], ids=["first", "last"])
def test_the_translation_list_drops_down_whole(qtbot, make_services, open_window, library_path, picked):
    """Three translations, the last one picked: the list opened with the picked one over the box, the
    first ones above the top of the screen, and had to be scrolled. It drops down below the box, whole."""
    third = tiny_en()
    with Library(library_path) as lib:
        add_translation(lib, third, overrides=dataclasses.replace(third.meta, id="kjv3", name="King James"))
    window = open_window(make_services())
    window.move(0, 0)
    combo = window.translation_combo
    assert combo.count() == 3
    combo.setCurrentIndex(picked)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    popup = view.window()
    screen = combo.screen().availableGeometry()
    box_bottom = combo.mapToGlobal(combo.rect().bottomLeft()).y()
    assert popup.geometry().top() >= screen.top() and popup.geometry().top() >= box_bottom - 1
    rows = [view.visualRect(combo.model().index(row, 0)) for row in range(3)]
    assert all(0 <= r.top() and r.bottom() <= view.viewport().height() for r in rows), rows  # every one shown
    assert view.verticalScrollBar().maximum() == 0  # nothing to scroll
    assert screen.contains(popup.geometry())
    combo.hidePopup()
