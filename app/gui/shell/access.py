"""What a screen reader is told about the window's controls, where Qt needs help to say it.

A combo box is a case: Windows and macOS read its accessible name, but Qt on Linux gives a combo box's current
value as its name ("Tiny PT") and says what it chooses through the label whose buddy it is (the "labelled by"
relation Orca reads). The header and the reader's bar show no labels beside their pickers, so `name_choice`
gives each the label it lacks, hidden: it is read, not seen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QComboBox, QLabel


def name_choice(combo: QComboBox, name: str, label: QLabel | None = None) -> QLabel:
    """`combo` is named `name` on every platform: its accessible name, and a label whose buddy it is (`label`,
    when one is shown beside it; else a hidden one, kept beside the box and gone with it)."""
    combo.setAccessibleName(name)
    if label is None:
        label = QLabel(name, combo.parentWidget())
        label.hide()
        _Beside(combo, label)
    label.setBuddy(combo)
    return label


class _Beside(QObject):
    """A hidden label stays the box's sibling (Qt looks for a box's label among its siblings) when a layout
    moves the box into another widget, and goes when the box goes."""

    def __init__(self, combo: QComboBox, label: QLabel):
        super().__init__(combo)
        self.label = label
        combo.installEventFilter(self)
        combo.destroyed.connect(label.deleteLater)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ParentChange:
            try:
                if self.label.parentWidget() is not watched.parentWidget():
                    self.label.setParent(watched.parentWidget())
                    self.label.hide()
            except RuntimeError:  # the label went with its old parent
                pass
        return False
