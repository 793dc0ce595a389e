"""Actions declared once (as Picard's action registry): an `ActionSpec` says an action's text, shortcuts,
icon and kind; an `ActionRegistry` makes the actions of one part of the window from its specs — translated in
that part's context — and hands them out by name. Menus and context menus then list actions by name, and what
an action does is connected where it is done."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from app.gui.look.icons import icon
from app.gui.look.theme import Theme

Shortcut = str | QKeySequence.StandardKey


def key_sequences(shortcuts: Iterable[Shortcut]) -> list[QKeySequence]:
    """Each key once: a standard key is its platform's first binding (Back: Alt+Left; Cmd+[ on macOS), and a
    key written out that a standard key already gives is not bound again — Qt finds a sequence bound twice
    "ambiguous" and runs neither. (Not every binding: Windows' second one for Back is Backspace, a key people
    press to delete.)"""
    seen: set[str] = set()
    out: list[QKeySequence] = []
    for shortcut in shortcuts:
        sequence = QKeySequence(shortcut)
        key = sequence.toString(QKeySequence.SequenceFormat.PortableText)
        if key and key not in seen:
            seen.add(key)
            out.append(sequence)
    return out


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str  # the source text, marked with QT_TRANSLATE_NOOP in the registry's context
    shortcuts: tuple[Shortcut, ...] = ()
    icon: str = ""  # a themed icon (app.gui.look.icons), in the theme's text colour
    checkable: bool = False
    role: QAction.MenuRole = QAction.MenuRole.TextHeuristicRole  # Quit and About go where macOS puts them
    window: bool = False  # a shortcut of the whole window, wherever the focus is
    needs: str = ""  # the study tools': "write" (notes open and writable), "open" (open, read-only too)
    translate: bool = True  # False: `text` is already in the person's language (a colour's name)


class ActionRegistry(QObject):
    """The actions made from `specs`, by name (`registry["quit"]`)."""

    def __init__(self, context: str, specs: Iterable[ActionSpec], window: QWidget):
        super().__init__(window)
        self.context = context
        self.specs: dict[str, ActionSpec] = {}
        self._actions: dict[str, QAction] = {}
        for spec in specs:
            self.add(spec, window)

    def add(self, spec: ActionSpec, window: QWidget) -> QAction:
        text = QCoreApplication.translate(self.context, spec.text) if spec.translate else spec.text
        action = QAction(text, window)
        if spec.shortcuts:
            action.setShortcuts(key_sequences(spec.shortcuts))
        action.setCheckable(spec.checkable)
        action.setMenuRole(spec.role)
        self.specs[spec.name] = spec
        self._actions[spec.name] = action
        return action

    def __getitem__(self, name: str) -> QAction:
        return self._actions[name]

    def window_actions(self) -> list[QAction]:
        """The ones whose shortcut works wherever the focus is (the window adds them to itself)."""
        return [self._actions[name] for name, spec in self.specs.items() if spec.window]

    def set_theme(self, theme: Theme) -> None:
        for name, spec in self.specs.items():
            if spec.icon:
                self._actions[name].setIcon(icon(spec.icon, theme.text))
