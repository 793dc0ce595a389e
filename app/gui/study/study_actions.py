"""Every study action, declared once (`ACTIONS`, and a highlight per colour of `mark_painting.COLOURS`) as the
window's are (`app.gui.shell.actions`): its text, shortcut, icon, when it may run, and whether it is a
shortcut of the whole window.

An action that writes (`needs="write"`) is enabled while the notes are open and writable; one that only reads
(`needs="open"`: the exports, the backups) while they are open at all, read-only included. What an action
does is connected where it is done (`StudyController`); where it shows is the File menu (`install_menus`) and
the reader's right-click menu (`reader_actions`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from app.gui.look.icons import icon
from app.gui.look.theme import Theme
from app.gui.reader.mark_painting import COLOURS, colour_name, swatch
from app.gui.shell.actions import ActionRegistry, ActionSpec

CONTEXT = "StudyActions"

ACTIONS = (
    ActionSpec(
        "bookmark",
        QT_TRANSLATE_NOOP("StudyActions", "&Bookmark"),
        ("Ctrl+D",),
        "bookmark",
        window=True,
        needs="write",
    ),
    ActionSpec("remove_bookmark", QT_TRANSLATE_NOOP("StudyActions", "Remove bookmark"), needs="write"),
    ActionSpec("clear_highlight", QT_TRANSLATE_NOOP("StudyActions", "Remove highlight"), needs="write"),
    ActionSpec(
        "note",
        QT_TRANSLATE_NOOP("StudyActions", "Add or edit &note…"),
        ("Ctrl+N",),
        "note",
        window=True,
        needs="write",
    ),
    ActionSpec(
        "export_json", QT_TRANSLATE_NOOP("StudyActions", "As JSON (complete, to import again)…"), needs="open"
    ),
    ActionSpec(
        "export_markdown", QT_TRANSLATE_NOOP("StudyActions", "As Markdown (to read or print)…"), needs="open"
    ),
    ActionSpec("import_data", QT_TRANSLATE_NOOP("StudyActions", "Import &my data…"), needs="write"),
    ActionSpec("backups", QT_TRANSLATE_NOOP("StudyActions", "&Backups of my data…"), needs="open"),
)


def highlight_name(colour: str) -> str:
    return f"highlight_{colour}"


def highlight_spec(n: int, colour: str) -> ActionSpec:
    """Ctrl+1…5 in `COLOURS` order, named by the colour (already in the person's language)."""
    return ActionSpec(
        highlight_name(colour),
        colour_name(colour),
        (f"Ctrl+{n}",),
        window=True,
        needs="write",
        translate=False,
    )


class StudyActions(ActionRegistry):
    """The declared actions, made once for the window; `update` turns them on and off."""

    def __init__(self, window: QWidget):
        super().__init__(CONTEXT, ACTIONS, window)
        self.highlight_menu = QMenu(self.tr("&Highlight"), window)
        for n, colour in enumerate(COLOURS, 1):
            action = self.add(highlight_spec(n, colour), window)
            action.setIcon(swatch(colour))
            self.highlight_menu.addAction(action)
        self.highlight_menu.addSeparator()
        self.highlight_menu.addAction(self["clear_highlight"])
        self.export_menu = QMenu(self.tr("&Export my data"), window)
        self.export_menu.addActions([self["export_json"], self["export_markdown"]])

    def reader_actions(self) -> list[QAction]:
        """What the reader's right-click menu starts with."""
        return [self["bookmark"], self.highlight_menu.menuAction(), self["note"]]

    def install_menus(self, file_menu: QMenu, before: QAction) -> None:
        """File ▸ Export my data, Import my data, Backups of my data (before `before`: Quit)."""
        file_menu.insertMenu(before, self.export_menu)
        file_menu.insertAction(before, self["import_data"])
        file_menu.insertAction(before, self["backups"])
        file_menu.insertSeparator(before)

    def update(self, available: bool, writable: bool) -> None:
        """Writing actions while the notes are open and writable; reading ones while they are open. Without
        a selected verse the reader's actions still run, to say "Select a verse first"."""
        for name, spec in self.specs.items():
            self[name].setEnabled(writable if spec.needs == "write" else available)
        self.highlight_menu.setEnabled(writable)

    def set_theme(self, theme: Theme) -> None:
        super().set_theme(theme)
        self.highlight_menu.setIcon(icon("highlight", theme.text))
