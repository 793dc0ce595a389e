"""What a screen reader is told about the window's controls, where Qt needs help to say it.

A combo box is a case: Windows and macOS read its accessible name, but Qt on Linux gives a combo box's current
value as its name ("Tiny PT") and says what it chooses through the label whose buddy it is (the "labelled by"
relation Orca reads). The header and the reader's bar show no labels beside their pickers, so `name_choice`
gives each the label it lacks, hidden: it is read, not seen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel


def name_choice(combo: QComboBox, name: str, label: QLabel | None = None) -> QLabel:
    """`combo` is named `name` on every platform: its accessible name, and a label whose buddy it is (`label`,
    when one is shown beside it; else a hidden one)."""
    combo.setAccessibleName(name)
    if label is None:
        label = QLabel(name, combo.parentWidget())
        label.hide()
    label.setBuddy(combo)
    return label
