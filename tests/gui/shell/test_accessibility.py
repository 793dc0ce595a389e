"""A person with a keyboard or a screen reader can use the window: every control is named in Qt's
accessibility tree (in Portuguese and in English), the result cards and the reader give their text, Tab visits
the window as it is read, and whatever has the focus shows it.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication, QWidget

from app.gui.look import theme
from tests.gui.search_helpers import search
from tests.gui.study_helpers import ready, select
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture
from tests.gui.window_views import each_side_view

Role = QAccessible.Role
# what a person acts on: each needs a name a screen reader can say
INTERACTIVE = {
    Role.Button,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.EditableText,
    Role.List,
    Role.ListItem,
    Role.Tree,
    Role.TreeItem,
    Role.PageTab,
    Role.PageTabList,
    Role.ButtonMenu,
    Role.ButtonDropDown,
    Role.SpinBox,
    Role.Slider,
    Role.Table,
    Role.Link,
}


def elements(iface, out=None):
    """Every element under `iface` that is shown, depth first: (interface, role, name, widget or None)."""
    out = [] if out is None else out
    if iface is None or not iface.isValid() or iface.state().invisible:
        return out
    obj = iface.object()
    if isinstance(obj, QWidget) and not obj.isVisible():
        return out
    out.append(iface)
    for i in range(iface.childCount()):
        elements(iface.child(i), out)
    return out


def spoken_name(iface) -> str:
    """What a screen reader calls an element. Qt on Linux names a combo box by its current value and says
    what it chooses through the label it is the buddy of (the "labelled by" relation); elsewhere the name."""
    name = iface.text(QAccessible.Text.Name).strip()
    if iface.role() == Role.ComboBox and name == iface.text(QAccessible.Text.Value).strip():
        labels = iface.relations(QAccessible.RelationFlag.Label)
        name = " ".join(label.text(QAccessible.Text.Name) for label, _ in labels).strip()
    return name


def unnamed(window) -> list[str]:
    """What a screen reader could not name: an interactive element without a name, or a choice named by its
    current value only (a combo box that says "Tiny PT", not what it chooses)."""
    missing = []
    for iface in elements(QAccessible.queryAccessibleInterface(window)):
        role, state = iface.role(), iface.state()
        if (role in INTERACTIVE or state.focusable) and not spoken_name(iface):
            obj = iface.object()
            what = f"{type(obj).__name__} {obj.objectName()}" if obj is not None else ""
            missing.append(f"{role.name} {what}")
    return missing


def open_everything(qtbot, window) -> None:
    """A search answered, the reader's parallel view, the filters shown with the book range, a notice with
    its button, the study panel."""
    search(qtbot, window, "pastor")
    window.reader.set_parallels(["ten"])
    bar = window.search_bar
    bar.filter_button.setChecked(True)
    bar.testament_combo.setCurrentIndex(bar.testament_combo.findData("books"))
    bar.testament_combo.activated.emit(bar.testament_combo.currentIndex())
    window.notice.show_message("Title", "Text", action=("Act", lambda: None))
    window.study.dock.show()
    qtbot.waitUntil(lambda: window.study.panel.isVisible())


def node_of(window, widget):
    for iface in elements(QAccessible.queryAccessibleInterface(window)):
        if iface.object() is widget:
            return iface
    raise AssertionError(f"{widget!r} is not in the accessibility tree")


def check_panels(qtbot, window) -> list[str]:
    """The names missing with each side panel in front (they share the right side as tabs)."""
    return sorted({name for _ in each_side_view(qtbot, window) for name in unnamed(window)})


@pytest.mark.usefixtures("portuguese")
def test_every_control_is_named_in_portuguese(qtbot, make_services, open_window):
    window = open_window(make_services())
    open_everything(qtbot, window)
    missing = check_panels(qtbot, window)
    assert not missing, "\n".join(missing)
    # the names are the translated ones
    assert spoken_name(node_of(window, window.translation_combo)) == "Tradução"
    assert spoken_name(node_of(window, window.results_view)) == "Resultados"
    assert spoken_name(node_of(window, window.reader.view)) == "Texto da Bíblia"
    # a notice is said by its title and text
    notice = node_of(window, window.notice)
    said = (notice.text(QAccessible.Text.Name), notice.text(QAccessible.Text.Description))
    assert said == ("Title", "Text")


def test_every_control_is_named_in_english(qtbot, window):
    open_everything(qtbot, window)  # no catalogue installed: the interface's own English
    missing = check_panels(qtbot, window)
    assert not missing, "\n".join(missing)
    assert spoken_name(node_of(window, window.translation_combo)) == "Translation"


def test_every_control_of_the_dialogs_is_named(qtbot, window):
    """File ▸ Import, Import from another Bible program, Translations, the backups, About, a note being
    written, the bookmark popup, Help's keyboard shortcuts and how to search."""
    ready(qtbot, window)
    select(window, "Ps", 23, 1)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    popup = window.study.bookmarks.popup
    qtbot.waitUntil(popup.isVisible)
    missing = {"bookmark popup": unnamed(popup)}
    popup.close()
    dialogs = {
        "import": window.open_import(),
        "sword": window.open_sword_import(),
        "translations": window.translations_manager.open(),
        "backups": window.study.files.open_backups(),
        "about": window.open_about(),
        "note": window.study.edit_note_for_selection(),
        "shortcuts": window.help.open_shortcuts(),
        "how to search": window.help.open_search_help(),
    }
    for name, dialog in dialogs.items():
        qtbot.waitUntil(dialog.isVisible)
        missing[name] = unnamed(dialog)
        dialog.close()
    assert not any(missing.values()), missing


def test_result_cards_and_the_reader_give_their_text(qtbot, window):
    result = search(qtbot, window, "pastor")
    first = window.results_model.item(0)
    cards = node_of(window, window.results_view)
    items = [cards.child(i) for i in range(cards.childCount())]
    items = [c for c in items if c is not None and c.role() == Role.ListItem]
    assert len(items) == window.results_model.rowCount() and result.response.hits
    name = items[0].text(QAccessible.Text.Name)
    assert first.title() in name and first.cited[0].text in name  # the reference and the verse itself
    assert items[0].text(QAccessible.Text.Description)  # and why it was found ("Found by …")
    # the reader: its text, through the text interface a screen reader reads
    window.results_view.setCurrentIndex(window.results_model.index(0))
    window.bible_results.open(window.results_model.index(0))
    reader = node_of(window, window.reader.view)
    text = reader.textInterface()
    assert text is not None
    whole = text.text(0, text.characterCount())
    assert first.cited[0].text in whole
    assert reader.text(QAccessible.Text.Description) == window.reader.view.accessibleDescription() != ""


# ---------------------------------------------------------------------------------------------- the keyboard
def tab_through(qtbot, window, count: int) -> list[QWidget]:
    seen = []
    for _ in range(count):
        widget = QApplication.focusWidget()
        seen.append(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    return seen


def test_tab_visits_the_window_as_it_is_read(qtbot, window):
    search(qtbot, window, "pastor")
    window.search_bar.filter_button.setChecked(True)
    window.study.dock.show()
    qtbot.waitUntil(lambda: window.study.panel.isVisible())
    window.activateWindow()
    window.search_box.setFocus()
    qtbot.waitUntil(lambda: window.search_box.hasFocus())
    bar, reader = window.search_bar, window.reader
    expected = [
        window.search_box,
        bar.scope_combo,
        window.translation_combo,
        window.filter_button,
        window.sort_combo,
        window.findChild(QWidget, "StudyButton"),
        window.testament_combo,  # the filters, shown under the header's row
        window.results_view,
        reader.prev_button,
        reader.book_combo,
        reader.chapter_combo,
        reader.next_button,
        *focus_row(reader.bar)[4:],  # the window's tools (Related), Parallel
        reader.view,
    ]
    expected = [w for w in expected if w.isVisible() and w.isEnabled()]
    seen = tab_through(qtbot, window, len(expected) + 12)
    assert seen[: len(expected)] == expected
    # then the study panel: its tabs and its list, before Tab comes back to the search box
    rest = seen[len(expected) :]
    panel = window.study.panel
    assert panel.tabs.tabBar() in rest and panel.bookmarks in rest
    assert rest.index(panel.tabs.tabBar()) < rest.index(panel.bookmarks)
    assert window.search_box not in rest[: rest.index(panel.bookmarks)]


def focus_row(bar: QWidget) -> list[QWidget]:
    """The reader bar's controls left to right (its tools are added by the window)."""
    layout = bar.layout()
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    return [w for w in widgets if w is not None and w.focusPolicy() & Qt.FocusPolicy.TabFocus]


def test_the_welcome_examples_are_reached_with_the_keyboard(qtbot, window):
    """Tab moves through the welcome page's examples; Enter searches one."""
    window.activateWindow()
    window.welcome.setFocus()
    qtbot.waitUntil(lambda: window.welcome.hasFocus())
    qtbot.keyClick(window.welcome, Qt.Key.Key_Tab)
    assert window.welcome.hasFocus() and window.welcome.textCursor().hasSelection()
    example = window.welcome.textCursor().selectedText()
    with qtbot.waitSignal(window.results_shown, timeout=5000):
        qtbot.keyClick(window.welcome, Qt.Key.Key_Return)
    assert window.search_box.text() == example


# ------------------------------------------------------------------------------------------ the focus ring
FOCUS_RULES = {
    "#SearchBox:focus",
    "QComboBox:focus",
    "QToolButton:focus",
    "QPushButton:focus",
    "QLineEdit:focus",
    "QCheckBox:focus",
    "#ResultsList:focus",
    "#ReaderView:focus",
    "#Welcome:focus",
    "#StudyPanel QTreeView:focus",
    "#RelatedPanel QListView:focus",
    "QAbstractItemView:focus",
    "QTabBar::tab:focus",
    "#StudyTabs QTabBar::tab:focus",
}


def rules(sheet: str) -> dict[str, str]:
    """selector -> declarations, for every rule of a style sheet."""
    out = {}
    sheet = re.sub(r"/\*.*?\*/", "", sheet, flags=re.S)
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", sheet):
        for selector in selectors.split(","):
            out[" ".join(selector.split())] = out.get(" ".join(selector.split()), "") + body
    return out


@pytest.mark.parametrize("t", [theme.LIGHT, theme.DARK], ids=["light", "dark"])
def test_focus_rules_in_both_themes(t):
    sheet = rules(theme.style_sheet(t))
    missing = [s for s in sorted(FOCUS_RULES) if s not in sheet]
    assert not missing, missing
    for selector in FOCUS_RULES:
        assert t.focus.lower() in sheet[selector].lower(), selector  # drawn in the focus colour
    # the ring is seen on every surface it is drawn against (WCAG 2.2: 3:1 for what is not text)
    for surface in (t.window, t.base, t.alt_base, t.card, t.card_hover, t.card_selected):
        assert theme.contrast_ratio(t.focus, surface) >= 3, (t.name, surface)
    # a focused tab is the focus colour with the accent's text on it
    assert theme.contrast_ratio(t.accent_text, t.focus) >= 4.5


def ring(widget: QWidget) -> QColor:
    """The colour at the middle of the widget's left edge, one pixel in."""
    image = widget.grab().toImage()
    return image.pixelColor(1, image.height() // 2)


@pytest.mark.parametrize("choice", ["light", "dark"])
def test_focused_lists_and_reader_are_ringed(qtbot, window, choice):
    window.apply_theme(choice)
    search(qtbot, window, "pastor")
    window.study.dock.show()
    qtbot.waitUntil(lambda: window.study.panel.isVisible())
    window.activateWindow()
    focus = QColor(window.theme.focus)
    for widget in (window.results_view, window.reader.view, window.study.panel.bookmarks):
        window.search_box.setFocus()
        qtbot.waitUntil(lambda: window.search_box.hasFocus())
        assert ring(widget) != focus, widget.objectName()
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        assert ring(widget) == focus, widget.objectName()
    window.apply_theme("light")
