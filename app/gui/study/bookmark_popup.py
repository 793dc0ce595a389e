"""The small popup that follows Ctrl+D: the bookmark is already saved; here it gets a title, a folder, labels.

Like a browser's "bookmark added" bubble: it opens under the verse, the keyboard is in the title, Enter (or a
click elsewhere) keeps what was chosen, Esc leaves the bookmark as it was made, "Remove" takes it away. A
folder that does not exist yet is made by typing its name in the folder box; new labels are typed, separated
by commas. The popup writes nothing itself: it says what was chosen (`applied`, a `BookmarkEdit`) and the
study controller writes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from app.gui import i18n
from app.gui.look.icons import icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.mark_painting import passage_ref

if TYPE_CHECKING:
    from app.core.userdata import Bookmark, Folder, Label

LABEL_ROWS = 4  # label rows shown before the list scrolls


@dataclass(frozen=True)
class BookmarkEdit:
    """What the person chose. `folder_id` None with `new_folder` "" means outside any folder."""

    title: str
    folder_id: str | None
    new_folder: str  # a folder to make (and put the bookmark in), or ""
    label_ids: tuple[str, ...]  # existing labels, sorted
    new_labels: tuple[str, ...]  # labels to make and add


def split_labels(text: str) -> tuple[str, ...]:
    """ "fé, promessa,, fé " -> ("fé", "promessa"): commas separate, blanks and repeats (ignoring case) go."""
    seen: dict[str, str] = {}
    for part in text.split(","):
        name = " ".join(part.split())
        if name and name.casefold() not in seen:
            seen[name.casefold()] = name
    return tuple(seen.values())


class BookmarkPopup(QFrame):
    # the popup closed with changes to keep (BookmarkEdit)
    applied = Signal(object)
    # the person asked to remove the bookmark (no payload)
    removed = Signal()

    def __init__(
        self,
        bookmark: Bookmark,
        folders: list[Folder],
        labels: list[Label],
        *,
        created: bool,
        theme: Theme = LIGHT,
        parent=None,
    ):
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("BookmarkPopup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.bookmark = bookmark
        self.outcome: str | None = None  # "done" | "cancel" | "removed"
        self._folders = {f.id: f.name for f in folders}
        self._labels = {label.id: label.name for label in labels}

        self._build_fields(bookmark, folders, labels, theme)
        self._lay_out(bookmark, created, theme)
        self.setMinimumWidth(340)
        self.setStyleSheet(
            f"QFrame#BookmarkPopup {{ background: {theme.base}; border: 1px solid {theme.border}; }}"
        )

    def _build_fields(
        self, bookmark: Bookmark, folders: list[Folder], labels: list[Label], theme: Theme
    ) -> None:
        """The title, the folder (pick one or type a new one), the labels (tick, or type new ones), the
        buttons."""
        self.title_edit = QLineEdit(bookmark.title, self)
        self.title_edit.setPlaceholderText(self.tr("Title (optional)"))
        self.folder_combo = QComboBox(self)
        self.folder_combo.setObjectName("BookmarkFolder")
        self.folder_combo.setEditable(True)
        self.folder_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.folder_combo.addItem(self.tr("No folder"), None)
        for folder in folders:
            self.folder_combo.addItem(icon("folder", theme.muted), folder.name, folder.id)
        self.folder_combo.setCurrentIndex(max(0, self.folder_combo.findData(bookmark.folder_id)))
        self.folder_combo.lineEdit().setPlaceholderText(self.tr("or type a new folder's name"))
        self.folder_combo.setToolTip(self.tr("Pick a folder, or type a name to make a new one"))
        self.folder_combo.lineEdit().setAccessibleName(self.tr("Folder"))  # the form's label names the box
        self.label_list = QListWidget(self)
        self.label_list.setObjectName("BookmarkLabels")
        self.label_list.setAccessibleName(self.tr("Labels"))
        for label in labels:
            item = QListWidgetItem(icon("label", theme.muted), label.name, self.label_list)
            item.setData(Qt.ItemDataRole.UserRole, label.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = label.id in bookmark.labels
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        rows = min(LABEL_ROWS, len(labels))
        row_height = self.label_list.sizeHintForRow(0) if labels else 0
        self.label_list.setFixedHeight(rows * row_height + 2 * self.label_list.frameWidth() + 2)
        self.label_list.setVisible(bool(labels))  # Space or a click on the box ticks a label
        self.new_labels = QLineEdit(self)
        self.new_labels.setAccessibleName(self.tr("New labels"))
        self.new_labels.setPlaceholderText(
            self.tr("New labels, separated by commas") if labels else self.tr("Labels, separated by commas")
        )
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self.remove)
        self.done_button = QPushButton(self.tr("Done"), self)
        self.done_button.setObjectName("Primary")
        self.done_button.setAutoDefault(False)
        self.done_button.setToolTip(self.tr("Keep these choices (Enter); Esc leaves the bookmark as it was"))
        self.done_button.clicked.connect(self.done)
        for edit in (self.title_edit, self.folder_combo.lineEdit(), self.new_labels):
            edit.returnPressed.connect(self.done)

    def _lay_out(self, bookmark: Bookmark, created: bool, theme: Theme) -> None:
        """A heading (which passage, new or not), a hint, the fields as a form, the buttons."""
        where = passage_ref(bookmark.passage, i18n.ui_language())
        self.heading = QLabel(
            (self.tr("Bookmarked %1") if created else self.tr("Bookmark on %1")).replace("%1", where), self
        )
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        mark = QLabel(self)
        mark.setPixmap(icon("bookmark", theme.accent).pixmap(18, 18))
        self.hint = QLabel(
            self.tr("Saved. A title, a folder and labels are optional.")
            if created
            else self.tr("Change its title, folder or labels, or remove it."),
            self,
        )
        self.hint.setObjectName("Hint")
        self.hint.setWordWrap(True)
        head = QHBoxLayout()
        head.setSpacing(6)
        head.addWidget(mark)
        head.addWidget(self.heading, 1)
        form = QFormLayout()
        form.setContentsMargins(0, 4, 0, 4)
        form.setHorizontalSpacing(10)
        form.setVerticalSpacing(6)
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Folder"), self.folder_combo)
        labels_box = QVBoxLayout()
        labels_box.setSpacing(4)
        labels_box.addWidget(self.label_list)
        labels_box.addWidget(self.new_labels)
        form.addRow(self.tr("Labels"), labels_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(6)
        layout.addLayout(head)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addLayout(buttons)

    # ------------------------------------------------------------------ what was chosen
    def edit(self) -> BookmarkEdit:
        text = " ".join(self.folder_combo.currentText().split())
        folder_id, new_folder = None, ""
        if text:
            match = next(
                (fid for fid, name in self._folders.items() if name.casefold() == text.casefold()), ""
            )
            if match:
                folder_id = match
            elif text != self.folder_combo.itemText(0):  # "No folder"
                new_folder = text
        checked = []
        for row in range(self.label_list.count()):
            item = self.label_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                checked.append(item.data(Qt.ItemDataRole.UserRole))
        new_labels = []
        for name in split_labels(self.new_labels.text()):
            known = next((lid for lid, n in self._labels.items() if n.casefold() == name.casefold()), None)
            if known is not None:
                checked.append(known)
            else:
                new_labels.append(name)
        return BookmarkEdit(
            title=self.title_edit.text().strip(),
            folder_id=folder_id,
            new_folder=new_folder,
            label_ids=tuple(sorted(set(checked))),
            new_labels=tuple(new_labels),
        )

    def changed(self, edit: BookmarkEdit) -> bool:
        b = self.bookmark
        return (
            edit.title != b.title
            or edit.folder_id != b.folder_id
            or bool(edit.new_folder)
            or edit.label_ids != tuple(sorted(b.labels))
            or bool(edit.new_labels)
        )

    # ------------------------------------------------------------------ showing and closing
    def show_at(self, anchor: QRect) -> None:
        """Open under `anchor` (global coordinates: the verse), kept on the screen."""
        self.adjustSize()
        size = self.sizeHint().expandedTo(self.minimumSize())
        screen = QGuiApplication.screenAt(anchor.center()) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        x = min(max(anchor.left(), room.left()), room.right() - size.width())
        y = anchor.bottom() + 6
        if y + size.height() > room.bottom():
            y = max(room.top(), anchor.top() - size.height() - 6)  # no room below: above the verse
        self.move(QPoint(x, y))
        self.show()
        self.title_edit.setFocus()
        self.title_edit.selectAll()

    def done(self) -> None:
        self._finish("done")

    def cancel(self) -> None:
        self._finish("cancel")

    def remove(self) -> None:
        self._finish("removed")

    def _finish(self, outcome: str) -> None:
        if self.outcome == "closed":  # Enter reaches both the field and the popup: act once
            return
        self.outcome = outcome
        self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.done()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        outcome, self.outcome = self.outcome or "done", "closed"  # a click elsewhere keeps the choices too
        if outcome == "closed":
            super().closeEvent(event)
            return
        if outcome == "removed":
            self.removed.emit()
        elif outcome == "done":
            edit = self.edit()
            if self.changed(edit):
                self.applied.emit(edit)
        super().closeEvent(event)
