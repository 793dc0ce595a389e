"""The parallel view's columns: which translations stand beside the one you read, and the row of pickers
above them.

The reader shows up to `MAX_COLUMNS` translations side by side: the one read, then the columns chosen here.
A new column defaults to a translation in a language not shown yet (reading the Bíblia Livre, the WEB comes
beside it), then to another one of a language already shown; never the one read, never one shown twice.
The choice is kept in the `reader/parallel_translation` setting as ids joined by commas (a single id, as
saved before columns could be added, reads as one column).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QTextEdit, QToolButton, QWidget

from app.gui.look.icons import icon
from app.gui.reader.render import NUMBER_WIDTH
from app.gui.shell.access import name_choice

if TYPE_CHECKING:
    from app.core.library.reading import Translation

MAX_COLUMNS = 4  # translations side by side, the one read included
# as app.core.library.reading.RECOMMENDED: the modern text of each language first
RECOMMENDED = ("web", "blivre")


def language_of(translation: Translation) -> str:
    return translation.language.lower().replace("_", "-").split("-", 1)[0]


def next_parallel(reading: str, shown: Sequence[str], translations: Sequence[Translation]) -> str | None:
    """The translation to put in a new column beside `reading` and the columns `shown`: one in a language
    not shown yet first (a recommended one before the others), then another of a language already shown;
    None when every translation is shown (or the view is full)."""
    if 1 + len(shown) >= MAX_COLUMNS:
        return None
    taken = {reading, *shown}
    languages = {language_of(t) for t in translations if t.id in taken}
    candidates = [t for t in translations if t.id not in taken]
    if not candidates:
        return None

    def order(t: Translation) -> tuple[int, int, int]:
        recommended = RECOMMENDED.index(t.id) if t.id in RECOMMENDED else len(RECOMMENDED)
        return (language_of(t) in languages, recommended, candidates.index(t))

    return min(candidates, key=order).id


def columns_from_setting(value: str, reading: str, installed: Sequence[str]) -> list[str]:
    """The saved columns that can still be shown beside `reading`, in order, each once."""
    out: list[str] = []
    for tid in (part.strip() for part in value.split(",")):
        if tid and tid != reading and tid in installed and tid not in out:
            out.append(tid)
    return out[: MAX_COLUMNS - 1]


def setting_value(columns: Sequence[str]) -> str:
    return ",".join(columns)


class ParallelBar(QWidget):
    """The row over the parallel view, its columns standing above the table's: the name of the translation
    read, then for each other column a picker and a button that removes it, and "+" to add one."""

    # the translations beside the one read changed (list of ids, in column order)
    columns_changed = Signal(list)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ParallelBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.translations: list[Translation] = []
        self.reading = ""
        self.columns: list[str] = []
        self.colour = "#2a2521"  # the icons' colour (the theme's text)
        self.pickers: list[QComboBox] = []
        self.remove_buttons: list[QToolButton] = []
        self.add_button = QToolButton(self)
        self.add_button.setObjectName("AddParallel")
        self.add_button.clicked.connect(self.add_column)
        self.row = QHBoxLayout(self)
        self.row.setSpacing(0)
        self.hide()

    def set_translations(self, translations: Sequence[Translation]) -> None:
        self.translations = list(translations)
        self.show_columns(self.reading, self.columns)

    def show_columns(self, reading: str, columns: Sequence[str]) -> None:
        """Lay the row out again for these columns (the pickers list what each column may show)."""
        self.reading, self.columns = reading, list(columns)
        self.add_button.setParent(self)  # out of the last cell, which goes
        while self.row.count():
            widget = self.row.takeAt(0).widget()
            if widget is not None and widget is not self.add_button:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.pickers, self.remove_buttons = [], []
        share = round((100 - NUMBER_WIDTH) * 10 / max(1, 1 + len(self.columns)))
        self.row.addWidget(self._cell([]), NUMBER_WIDTH * 10)
        heading = QLabel(self._name(reading), self)
        heading.setObjectName("ParallelHeading")
        heading.setTextFormat(Qt.TextFormat.PlainText)  # the translation's name, as its file gives it
        heading.setToolTip(self.tr("The translation you read: choose it in the search bar"))
        self.row.addWidget(self._cell([heading]), share)
        for column, tid in enumerate(self.columns):
            self.row.addWidget(self._cell(self._column_widgets(column, tid)), share)
        last = self.row.itemAt(self.row.count() - 1).widget()
        last.layout().addWidget(self.add_button)
        self.add_button.show()
        self._update_add_button()

    def _column_widgets(self, column: int, tid: str) -> list[QWidget]:
        picker = QComboBox(self)
        picker.setObjectName("ParallelPicker")
        picker.setToolTip(self.tr("Translation shown in this column"))
        name_choice(picker, self.tr("Column %1").replace("%1", str(column + 2)))
        picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        picker.setMinimumContentsLength(6)
        picker.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        with QSignalBlocker(picker):
            for t in self.translations:
                if t.id == tid or (t.id != self.reading and t.id not in self.columns):
                    picker.addItem(t.name, t.id)
                    picker.setItemData(picker.count() - 1, t.id.upper(), Qt.ItemDataRole.ToolTipRole)
            picker.setCurrentIndex(max(0, picker.findData(tid)))
        picker.activated.connect(lambda index, c=column, p=picker: self._picked(c, p.itemData(index)))
        remove = QToolButton(self)
        remove.setObjectName("RemoveParallel")
        remove.setIcon(icon("close", self.colour))
        remove.setToolTip(self.tr("Remove this column"))
        remove.setAccessibleName(self.tr("Remove column %1").replace("%1", str(column + 2)))
        remove.clicked.connect(lambda _=False, c=column: self.remove_column(c))
        self.pickers.append(picker)
        self.remove_buttons.append(remove)
        return [picker, remove]

    def _cell(self, widgets: list[QWidget]) -> QWidget:
        cell = QWidget(self)
        cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(cell)
        row.setContentsMargins(6, 0, 6, 0)
        row.setSpacing(2)
        for widget in widgets:
            row.addWidget(widget, 1 if isinstance(widget, QComboBox | QLabel) else 0)
        return cell

    def _name(self, tid: str) -> str:
        return next((t.name for t in self.translations if t.id == tid), tid.upper())

    def _update_add_button(self) -> None:
        self.add_button.setIcon(icon("add", self.colour))
        full = 1 + len(self.columns) >= MAX_COLUMNS
        self.add_button.setEnabled(
            not full and next_parallel(self.reading, self.columns, self.translations) is not None
        )
        if full:
            tip = self.tr("At most %1 translations side by side").replace("%1", str(MAX_COLUMNS))
        elif not self.add_button.isEnabled():
            tip = self.tr("Every installed translation is already shown")
        else:
            tip = self.tr("Add a translation beside these")
        self.add_button.setToolTip(tip)
        self.add_button.setAccessibleName(self.tr("Add a column"))

    def set_colour(self, colour: str) -> None:
        self.colour = colour
        self.show_columns(self.reading, self.columns)

    def align_to(self, view: QTextEdit) -> None:
        """Margins that put the row's columns above the table's: the view's frame and text margins on each
        side, and its scroll bar on the right."""
        margin = int(view.document().rootFrame().frameFormat().leftMargin())
        bar = view.verticalScrollBar()
        right = view.frameWidth() + margin + (bar.sizeHint().width() if bar.isVisible() else 0)
        self.row.setContentsMargins(view.frameWidth() + margin, 4, right, 6)

    # ------------------------------------------------------------ what the user asked
    def add_column(self) -> None:
        tid = next_parallel(self.reading, self.columns, self.translations)
        if tid is not None:
            self.columns_changed.emit([*self.columns, tid])

    def remove_column(self, column: int) -> None:
        self.columns_changed.emit([c for i, c in enumerate(self.columns) if i != column])

    def _picked(self, column: int, tid: str | None) -> None:
        if tid and tid != self.columns[column]:
            self.columns_changed.emit([tid if i == column else c for i, c in enumerate(self.columns)])
