"""A dialog over a list of things with an action that asks first (the translations, the backups of the user
data): the list, an inline confirmation — a text and a button, hidden until asked, hidden again whenever the
selection moves — a banner for the outcome, a row of buttons and Close.

The subclass names everything (its title, the list's accessible name, the buttons' texts: translated in its
own context), fills the list (`fill`) and says what the action does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.gui import plain
from app.gui.banner import Banner
from app.gui.look.icons import app_icon


class ListActionDialog(QDialog):
    def __init__(self, list_object_name: str, minimum: tuple[int, int], parent=None):
        super().__init__(parent)
        self.setWindowIcon(app_icon())
        self.setMinimumSize(*minimum)
        self.items: list[Any] = []
        self.list = QListWidget(self)
        self.list.setObjectName(list_object_name)
        self.list.setAlternatingRowColors(True)
        self.banner = Banner(self)
        self.confirm_label = plain.label("", self)  # names the item: a translation's or a backup's
        self.confirm_label.setWordWrap(True)
        self.confirm_button = QPushButton(self)
        self.confirm_button.setObjectName("Primary")
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.accept)
        self.hide_confirmation()

    def lay_out(self, above: Sequence[QWidget], buttons: Sequence[QPushButton]) -> None:
        """`above` the list (an introduction…), then the list, the banner, the confirmation, and the row of
        `buttons` with Close at its end."""
        row = QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(8)
        for widget in above:
            layout.addWidget(widget)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.banner)
        layout.addWidget(self.confirm_label)
        layout.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(row)

    def fill(self, items: Sequence[Any], row_of: Callable[[Any], QListWidgetItem], empty: str) -> None:
        """The list's rows, one per item (`row_of`), or a greyed-out `empty` line."""
        self.items = list(items)
        self.list.clear()
        for item in self.items:
            self.list.addItem(row_of(item))
        if not self.items:
            line = QListWidgetItem(empty)
            line.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(line)

    def selected(self) -> Any | None:
        row = self.list.currentRow()
        return self.items[row] if 0 <= row < len(self.items) else None

    def ask(self, text: str) -> None:
        """Show the confirmation (the button says what it will do, set by the subclass)."""
        self.confirm_label.setText(text)
        self.confirm_label.show()
        self.confirm_button.show()

    def hide_confirmation(self) -> None:
        self.confirm_label.hide()
        self.confirm_button.hide()

    def confirmed(self) -> Any | None:
        """The confirmation's button was pressed: the item it was asked for (the confirmation goes)."""
        self.hide_confirmation()
        return self.selected()

    def show_result(self, title: str, text: str, kind: str = "info") -> None:
        self.banner.show_message(title, text, kind=kind)
