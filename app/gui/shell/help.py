"""The Help menu's screens: the keyboard shortcuts and how to search.

The shortcuts screen is made from the window as it is, never from a list kept by hand, so it cannot go stale:
each menu of the menu bar in order (a submenu's entries as "Highlight ▸ Yellow"), then what only the reader's
and the results' right-click menus hold, then any other action of the window that has a key, then the note
editor's keys (declared once in `note_editor.EDITOR_KEYS`). An action shows every key bound to it, written as
this platform writes keys; the keys Qt adds for dedicated keyboard buttons (Back, Zoom In…) are left out.
`markdown_table` writes the same sections for docs/gui.md (scripts/keyboard_table.py; a test compares them).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenuBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import getCppPointer

from app.gui.look.icons import app_icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.chapter_view import READER_KEYS
from app.gui.search.results import RESULTS_KEYS
from app.gui.search.search_bar import SEARCH_BOX_KEYS
from app.gui.shell.actions import ActionSpec, key_sequences
from app.gui.study.note_editor import EDITOR_KEYS

# Qt's keys for a keyboard's own buttons (Back, Zoom In, Open…) are a range, and Help
DEDICATED_KEYS = range(Qt.Key.Key_Back.value, Qt.Key.Key_unknown.value + 1)
HELP_KEY = Qt.Key.Key_Help.value
# Key names Qt's own Portuguese catalogue lacks (it names Up, Space, Left…, not Return); ours gives them, in
# Qt's context, and is asked first: "Enter", as Brazilian keyboards say
KEY_NAMES = (QT_TRANSLATE_NOOP("QShortcut", "Return"),)


@dataclass(frozen=True)
class Row:
    text: str  # the action's name as the menu says it, without its mnemonic
    keys: tuple[str, ...]


@dataclass(frozen=True)
class Section:
    title: str
    rows: tuple[Row, ...]


def plain(text: str) -> str:
    """A menu entry's text as read: "&Import a translation…" → "Import a translation"."""
    text = text.split("\t")[0].replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("….").rstrip()


def shown_keys(sequences: Iterable[QKeySequence]) -> tuple[str, ...]:
    """The keys as this platform writes them, without a keyboard's dedicated buttons (Back, Zoom In, Help)."""
    out = []
    for sequence in sequences:
        if sequence.isEmpty():
            continue
        key = sequence[0].key().value
        if key in DEDICATED_KEYS or key == HELP_KEY:
            continue
        text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        if text not in out:
            out.append(text)
    return tuple(out)


def action_rows(actions: Iterable[QAction], listed: set[int], prefix: str = "") -> list[Row]:
    """The actions with a key, a submenu's after its name; each action once (`listed`: the actions shown, by
    their Qt object: a dock's toggle action may come back in another Python wrapper)."""
    rows = []
    for action in actions:
        address = getCppPointer(action)[0]
        if action.isSeparator() or address in listed:
            continue
        if action.menu() is not None:
            rows.extend(action_rows(action.menu().actions(), listed, f"{prefix}{plain(action.text())} ▸ "))
            continue
        keys = shown_keys(action.shortcuts())
        if keys:
            listed.add(address)
            rows.append(Row(prefix + plain(action.text()), keys))
    return rows


def spec_rows(context: str, specs: Iterable[ActionSpec]) -> tuple[Row, ...]:
    """Declared keys of a part that makes its actions later (the note editor), translated in its context."""
    return tuple(
        Row(plain(QCoreApplication.translate(context, s.text)), shown_keys(key_sequences(s.shortcuts)))
        for s in specs
        if s.shortcuts
    )


def keyboard_sections(
    menu_bar: QMenuBar,
    window_actions: Sequence[QAction],
    context_menus: Sequence[tuple[str, Sequence[QAction]]],
    others_title: str,
    more: Sequence[Section] = (),
) -> list[Section]:
    """The menu bar's menus, then the right-click menus' own entries, then every other action of the window
    with a key, then `more`."""
    listed: set[int] = set()
    sections = []
    for top in menu_bar.actions():
        if top.menu() is not None:
            rows = action_rows(top.menu().actions(), listed)
            if rows:
                sections.append(Section(plain(top.text()), tuple(rows)))
    for title, actions in (*context_menus, (others_title, window_actions)):
        rows = action_rows(actions, listed)
        if rows:
            sections.append(Section(title, tuple(rows)))
    return sections + [s for s in more if s.rows]


TABLE_START = "<!-- keyboard table: made by scripts/keyboard_table.py -->"
TABLE_END = "<!-- end of the keyboard table -->"


def markdown_table(sections: Sequence[Section]) -> str:
    """The sections as docs/gui.md's keyboard table (between `TABLE_START` and `TABLE_END`)."""
    lines = ["| Where | Action | Keys |", "|---|---|---|"]
    for section in sections:
        for row in section.rows:
            keys = " / ".join(row.keys).replace("|", "\\|")
            lines.append(f"| {section.title} | {row.text} | {keys} |")
    return "\n".join(lines)


class HelpDialog(QDialog):
    """A help page: a non-modal window with the text in a browser and a Close button; the subclass names
    it (the title and the browser's accessible name, translated in its own context) and makes its page."""

    def __init__(self, name: str, size: tuple[int, int], parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowIcon(app_icon())
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName(name.replace("Dialog", "Text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(*size)

    def html(self, theme: Theme) -> str:
        raise NotImplementedError

    def set_theme(self, theme: Theme) -> None:
        self.browser.setHtml(self.html(theme))


class ShortcutsDialog(HelpDialog):
    """Help ▸ Keyboard shortcuts: every key of the window, grouped by menu, in two columns."""

    def __init__(self, sections: Sequence[Section], theme: Theme = LIGHT, parent=None):
        super().__init__("ShortcutsDialog", (880, 580), parent)
        self.sections = list(sections)
        self.setWindowTitle(self.tr("Keyboard shortcuts — Lâmpada"))
        self.browser.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.set_theme(theme)

    def _section_html(self, section: Section, theme: Theme) -> str:
        e = html.escape
        cap = f"background-color:{theme.card_selected}; color:{theme.text};"
        rows = "".join(
            f'<tr><td width="58%" style="padding:3px 10px 3px 0;">{e(r.text)}</td><td style="padding:3px 0;">'
            + " ".join(f'<span style="{cap}">&nbsp;{e(k)}&nbsp;</span>' for k in r.keys)
            + "</td></tr>"
            for r in section.rows
        )
        return (
            f'<h3 style="margin:14px 0 4px 0; color:{theme.accent};">{e(section.title)}</h3>'
            f'<table width="100%" cellspacing="0" cellpadding="0">{rows}</table>'
        )

    def html(self, theme: Theme) -> str:
        """The sections in two columns of about the same length, in order."""
        total = sum(len(s.rows) + 2 for s in self.sections)
        left, size = [], 0
        for section in self.sections:
            if size >= total / 2:
                break
            left.append(section)
            size += len(section.rows) + 2
        right = self.sections[len(left) :]
        columns = [
            "".join(self._section_html(s, theme) for s in column) for column in (left, right) if column
        ]
        cells = "".join(f'<td width="50%" valign="top" style="padding-right:28px;">{c}</td>' for c in columns)
        return f'<table width="100%" cellspacing="0"><tr>{cells}</tr></table>'


class SearchHelpDialog(HelpDialog):
    """Help ▸ How to search: what the search box understands, in the interface's language."""

    # the link to the keyboard shortcuts was clicked (no payload)
    shortcuts_wanted = Signal()

    def __init__(self, theme: Theme = LIGHT, parent=None):
        super().__init__("SearchHelpDialog", (640, 640), parent)
        self.setWindowTitle(self.tr("How to search — Lâmpada"))
        self.browser.setAccessibleName(self.tr("How to search"))
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_link)
        self.set_theme(theme)

    def topics(self) -> list[tuple[str, str, list[str]]]:
        """(heading, what it does, examples)."""
        return [
            (
                self.tr("A reference"),
                self.tr(
                    "Opens the passage in the reader: a book by its name or abbreviation, in Portuguese or "
                    "English, then a chapter, a verse or a range."
                ),
                [self.tr("John 3:16"), self.tr("Psalm 23"), self.tr("1 Cor 13:4-7")],
            ),
            (
                self.tr("A word or a name"),
                self.tr(
                    "Finds the verses that have it (badge “words”). A phrase in quotes is found exactly; a "
                    "word ending in * finds every word that starts so."
                ),
                [self.tr("Melchizedek"), self.tr("“the Lord is my shepherd”"), self.tr("forgiv*")],
            ),
            (
                self.tr("A question or a feeling, in your own words"),
                self.tr(
                    "Meaning search finds the verses that speak of it even without the same words (badge "
                    "“meaning”; “both” when the words match too). It is prepared on this computer the first "
                    "time; meanwhile, searching by words works."
                ),
                [self.tr("I am afraid of the future"), self.tr("how can I forgive someone who hurt me?")],
            ),
            (
                self.tr("Topics voted by readers"),
                self.tr(
                    "A verse the readers of OpenBible.info voted for the topic nearest your search says so "
                    "on its card (“topic: anxiety”); when only their votes brought it, its badge is “topic”. "
                    "Topics: OpenBible.info, CC-BY; their Portuguese names are Lâmpada's translation."
                ),
                [],
            ),
            (
                self.tr("Filters and order"),
                self.tr(
                    "Filters (Ctrl+Shift+F) keep the results to a testament or to a span of books; the "
                    "results come best match first, or in Bible order."
                ),
                [],
            ),
            (
                self.tr("Your notes"),
                self.tr(
                    "Choose “My notes” before the search box (Ctrl+Shift+N) to search your notes, the "
                    "passages they are on and your bookmarks, by words and by meaning."
                ),
                [],
            ),
            (
                self.tr("When nothing matches"),
                self.tr(
                    "A word typed with a slip gets “Did you mean…?”. A question in another language than "
                    "the translation being read is searched by meaning, and a translation in its language "
                    "is offered."
                ),
                [],
            ),
            (
                self.tr("Keys in the search box"),
                self.tr(
                    "Enter searches at once (typing searches after a pause); Down moves into the results; "
                    "Alt+Down shows the recent searches; Esc clears."
                ),
                [],
            ),
        ]

    def html(self, theme: Theme) -> str:
        e = html.escape
        title, for_example = self.tr("How to search"), self.tr("For example:")
        parts = [f'<h2 style="color:{theme.text};">{e(title)}</h2>']
        for heading, text, examples in self.topics():
            parts.append(f'<h3 style="margin:14px 0 2px 0; color:{theme.accent};">{e(heading)}</h3>')
            parts.append(f'<p style="margin:0 0 4px 0;">{e(text)}</p>')
            if examples:
                tried = " · ".join(f'<span style="color:{theme.muted};">{e(x)}</span>' for x in examples)
                parts.append(f'<p style="margin:0 0 4px 0;">{e(for_example)} {tried}</p>')
        link = self.tr("All the keyboard shortcuts")
        parts.append(
            f'<p style="margin-top:16px;"><a href="help:shortcuts" style="color:{theme.accent};">'
            f"{e(link)}</a></p>"
        )
        return "".join(parts)

    def _on_link(self, url: QUrl) -> None:
        if url.toString() == "help:shortcuts":
            self.shortcuts_wanted.emit()


class HelpScreens(QObject):
    """Opens the Help menu's screens for a window (one of each at a time) and keeps them in its theme.
    `reader_menu` and `results_menu` give, when asked, the entries of those right-click menus."""

    def __init__(
        self,
        window: QMainWindow,
        reader_menu: Callable[[], Sequence[QAction]],
        results_menu: Callable[[], Sequence[QAction]],
    ):
        super().__init__(window)
        self.window = window
        self.reader_menu = reader_menu
        self.results_menu = results_menu
        self.theme = LIGHT
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.search_dialog: SearchHelpDialog | None = None

    def sections(self) -> list[Section]:
        return keyboard_sections(
            self.window.menuBar(),
            QWidget.actions(self.window),  # the window's own (MainWindow.actions is its registry)
            [
                (self.tr("Reader (right-click)"), self.reader_menu()),
                (self.tr("Results (right-click)"), self.results_menu()),
            ],
            self.tr("Other keys"),
            [
                Section(self.tr("Search box"), spec_rows("SearchBox", SEARCH_BOX_KEYS)),
                Section(self.tr("Results"), spec_rows("ResultsView", RESULTS_KEYS)),
                Section(self.tr("Reader"), spec_rows("ReaderView", READER_KEYS)),
                Section(self.tr("Note editor"), spec_rows("NoteEditor", EDITOR_KEYS)),
            ],
        )

    def open_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.close()
            self.shortcuts_dialog.deleteLater()
        self.shortcuts_dialog = ShortcutsDialog(self.sections(), self.theme, self.window)
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()
        return self.shortcuts_dialog

    def open_search_help(self) -> SearchHelpDialog:
        if self.search_dialog is None:
            self.search_dialog = SearchHelpDialog(self.theme, self.window)
            self.search_dialog.shortcuts_wanted.connect(self.open_shortcuts)
        self.search_dialog.show()
        self.search_dialog.raise_()
        self.search_dialog.activateWindow()
        return self.search_dialog

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for dialog in (self.shortcuts_dialog, self.search_dialog):
            if dialog is not None:
                dialog.set_theme(theme)
