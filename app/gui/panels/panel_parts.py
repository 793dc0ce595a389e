"""What the panels beside the reader build alike: the bold title naming what is shown, the hint said in its
place when there is nothing to show (no verse selected, nothing found, a failure), and the credit owed to an
imported commentary or dictionary."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


class Credited(Protocol):
    """An imported data set as its credit names it (a commentary, a dictionary)."""

    @property
    def name(self) -> str: ...
    @property
    def licence(self) -> str: ...
    @property
    def attribution(self) -> str: ...


def title_label(name: str, parent: QWidget) -> QLabel:
    """The panel's title (a reference, a word): bold, wrapped, shown as the text it is."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    bold = QFont(label.font())
    bold.setBold(True)
    label.setFont(bold)
    return label


def hint_label(parent: QWidget, text: str = "", *, top: bool = True) -> QLabel:
    """A hint in the style's quiet colour, shown as the text it is (it may quote a reason or a name); `top`
    keeps it under what is above it when the panel gives it more room than it needs."""
    label = QLabel(text, parent)
    label.setObjectName("Hint")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if top:
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label


def credit_label(name: str, parent: QWidget) -> QLabel:
    """The data set's own name, licence and About, selectable (to be quoted)."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def credit_text(data_set: Credited) -> str:
    """ "Name — licence — About", an About that opens with the name saying it once."""
    attribution = data_set.attribution
    if attribution.startswith(data_set.name):
        attribution = attribution[len(data_set.name) :].lstrip(" —-:.")
    return " — ".join(x for x in (data_set.name, data_set.licence, attribution) if x)
