"""Dialogs about the user's own data as a whole: a problem when opening it, importing a file, backups.

The core raises typed errors (`UserDataCorrupt`, `UserDataTooNew`, `UserDataUnavailable`,
`ImportFormatError`); here they are worded for people, translatably, always saying what happened to the
files (kept, copied aside, unchanged). Nothing in this module writes: the dialogs say what the person chose
and `StudyController` does it on the task runner.
"""

from __future__ import annotations

import html
import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, QTimeZone, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from app.core.errors import ImportFormatError
from app.gui import plain
from app.gui.banner import Banner
from app.gui.dialogs.list_dialog import ListActionDialog
from app.gui.look.icons import app_icon

if TYPE_CHECKING:
    from app.core.userdata import Backup, ImportReport, UserDataMissing

log = logging.getLogger(__name__)


translate = QCoreApplication.translate  # lupdate reads `translate("Lampada", "...")` calls


# --- wording ------------------------------------------------------------------------------------------------
def local_time(value: datetime | str) -> str:
    """A UTC time (datetime, or the user database's ISO text) in the person's locale and time zone."""
    if isinstance(value, str):
        from app.core.userdata.records import parse_timestamp

        value = parse_timestamp(value)
    stamp = QDateTime.fromSecsSinceEpoch(int(value.timestamp()), QTimeZone.utc()).toLocalTime()
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


def backup_kind(backup: Backup) -> str:
    if backup.tag is None:
        return translate("Lampada", "Regular backup")
    if backup.tag == "before-import":
        return translate("Lampada", "Before an import")
    if backup.tag == "before-restore":
        return translate("Lampada", "Before a restore")
    if backup.tag.startswith("pre-v"):
        return translate("Lampada", "Before an update of Lâmpada")
    return backup.tag


def size_text(size: int) -> str:
    return QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat)


def describe_missing(exc: UserDataMissing) -> tuple[str, str]:
    """(title, explanation) for a user database that is missing or empty while a backup holds notes."""
    title = (
        translate("Lampada", "Your notes, bookmarks and highlights are missing")
        if exc.state == "missing"
        else translate("Lampada", "Your notes, bookmarks and highlights are empty")
    )
    what = (
        translate("Lampada", "The file that holds them is not there (“%1”).")
        if exc.state == "missing"
        else translate("Lampada", "The file that holds them is empty (“%1”).")
    ).replace("%1", exc.path)
    n = exc.records
    held = translate(
        "Lampada", "The backup of %1 holds %n item(s) you made (notes, bookmarks, highlights).", None, n
    ).replace("%1", local_time(exc.backup.created_at))
    return title, f"{what} {held}"


def describe_userdata_error(exc: BaseException) -> tuple[str, str]:
    """(title, explanation) for a user database that could not be opened, saying what happened to the file."""
    from app.core.userdata import (
        UserDataCorrupt,
        UserDataMissing,
        UserDataReadOnly,
        UserDataTooNew,
        UserDataUnavailable,
    )

    if isinstance(exc, UserDataMissing):
        return describe_missing(exc)
    if isinstance(exc, UserDataReadOnly):
        from app.gui import i18n

        return (
            translate("Lampada", "Your notes, bookmarks and highlights cannot be saved"),
            i18n.describe_userdata_read_only(exc.problem),
        )

    if isinstance(exc, UserDataCorrupt):
        kept = (
            translate(
                "Lampada",
                "Nothing was deleted or overwritten: the file is still at “%1”, and a copy was kept at “%2”.",
            )
            .replace("%1", exc.path)
            .replace("%2", str(exc.copy))
            if exc.copy is not None
            else translate(
                "Lampada", "Nothing was deleted or overwritten: the file is still at “%1”."
            ).replace("%1", exc.path)
        )
        return (
            translate("Lampada", "Your notes, bookmarks and highlights could not be opened"),
            translate("Lampada", "The file that holds them is damaged (%1).").replace("%1", exc.problem)
            + "\n\n"
            + kept,
        )
    if isinstance(exc, UserDataTooNew):
        return (
            translate("Lampada", "Your notes, bookmarks and highlights were saved by a newer Lâmpada"),
            translate(
                "Lampada",
                "This version of Lâmpada cannot read them (format %1; it reads up to %2). Update Lâmpada "
                "to use them. The file was left untouched at “%3”.",
            )
            .replace("%1", str(exc.found))
            .replace("%2", str(exc.supported))
            .replace("%3", exc.path),
        )
    if isinstance(exc, UserDataUnavailable):
        return (
            translate("Lampada", "Your notes, bookmarks and highlights could not be opened"),
            translate("Lampada", "The file “%1” could not be opened (%2). Nothing was changed.")
            .replace("%1", exc.path)
            .replace("%2", exc.problem),
        )
    from app.gui import i18n

    return (
        translate("Lampada", "Your notes, bookmarks and highlights could not be opened"),
        i18n.describe_error(exc),
    )


def describe_data_import_error(exc: BaseException) -> str:
    """A failed import of a user-data export, in words; the import changed nothing."""
    from app.gui import i18n

    unchanged = translate("Lampada", "Nothing was changed.")
    if isinstance(exc, ImportFormatError):
        name = Path(exc.path).name or exc.path
        problem = exc.problem
        if problem.startswith("not a Lâmpada user-data export"):
            text = translate(
                "Lampada", "“%1” is not an export of Lâmpada notes, bookmarks and highlights."
            ).replace("%1", name)
        elif problem.startswith("made by a newer Lâmpada"):
            text = translate(
                "Lampada", "“%1” was made by a newer version of Lâmpada; update Lâmpada to import it."
            ).replace("%1", name)
        elif problem.startswith(("not valid JSON", "not UTF-8", "the file is empty", "cannot be read")):
            text = (
                translate("Lampada", "“%1” is damaged or incomplete (%2).")
                .replace("%1", name)
                .replace("%2", problem + (f", line {exc.line}" if exc.line else ""))
            )
        else:
            text = translate("Lampada", "“%1” has a problem: %2").replace("%1", name).replace("%2", problem)
        return f"{text} {unchanged}"
    return f"{i18n.describe_error(exc)} {unchanged}"


_KINDS = ("notes", "bookmarks", "highlights", "folders", "labels", "plans", "plan_days")


def describe_import_report(report: ImportReport) -> str:
    """ "Added 3 notes and 1 bookmark; updated 2." and where the previous data was kept."""
    added = {k: report.added.get(k, 0) for k in _KINDS}
    parts = []
    for kind, n in added.items():
        if not n:
            continue
        parts.append(
            {
                "notes": translate("Lampada", "%n note(s)", None, n),
                "bookmarks": translate("Lampada", "%n bookmark(s)", None, n),
                "highlights": translate("Lampada", "%n highlighted verse(s)", None, n),
                "folders": translate("Lampada", "%n folder(s)", None, n),
                "labels": translate("Lampada", "%n label(s)", None, n),
                "plans": translate("Lampada", "%n reading plan(s)", None, n),
                "plan_days": translate("Lampada", "%n day(s) read in the plans", None, n),
            }[kind]
        )
    updated = sum(report.updated.get(k, 0) for k in _KINDS)
    text = (
        translate("Lampada", "Added: %1.").replace("%1", ", ".join(parts))
        if parts
        else translate("Lampada", "Nothing new was added.")
    )
    if updated:
        text += " " + translate("Lampada", "%n item(s) updated with a newer version.", None, updated)
    skipped = [x for x in report.skipped if not x.startswith("…")]
    if skipped:
        text += " " + translate(
            "Lampada", "%n record(s) of the file could not be imported and were left out (%1).", None,
            len(skipped),
        ).replace("%1", "; ".join(skipped[:3]) + ("; …" if len(report.skipped) > 3 else ""))
    if report.repaired:
        text += " " + translate(
            "Lampada", "Broken characters in %n text(s) were replaced by “�”.", None, len(report.repaired)
        )
    if report.backup is not None:
        text += " " + translate("Lampada", "Your data as it was before is kept in the backup “%1”.").replace(
            "%1", Path(report.backup).name
        )
    return text


# --- the user database could not be opened ------------------------------------------------------------------
class UserDataProblemDialog(QDialog):
    """Says what went wrong and what was kept; offers to restore the latest backup, to start fresh (the old
    file is set aside, never deleted) or to go on reading without the user's data for now.

    For a missing or emptied database while a backup holds notes (`UserDataMissing`) it offers that backup,
    or to start with empty notes on purpose ("empty": the backup stays); nothing happens without a choice."""

    # the person chose: "restore" | "fresh" | "empty" | "later" | "retry"
    chosen = Signal(str)

    def __init__(self, exc: BaseException, latest: Backup | None, parent=None):
        super().__init__(parent)
        from app.core.userdata import UserDataMissing, UserDataUnavailable

        self.setWindowTitle(self.tr("Your study data"))
        self.setWindowIcon(app_icon())
        self.setMinimumWidth(520)
        self.error = exc
        self.latest = latest
        title, text = describe_userdata_error(exc)
        self.title_label = plain.label(title, self)  # the problem, which may name a file
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        self.text_label = plain.label(text, self)
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        reading = QLabel(self.tr("Reading and searching the Bible work as usual."), self)
        reading.setObjectName("Hint")
        reading.setWordWrap(True)
        missing = isinstance(exc, UserDataMissing)
        if missing:
            latest = exc.backup
            self.latest = latest
            offer = self.tr(
                "Restore that backup to get them back. Or start with empty notes: the backup stays in the "
                "backups folder, and File ▸ Backups of my data can restore it later."
            )
        elif latest is not None:
            offer = self.tr(
                "You can restore the latest backup, from %1. The current file is kept as another backup "
                "first."
            ).replace("%1", local_time(latest.created_at))
        else:
            offer = self.tr(
                "There is no backup to restore. You can start with empty notes: the current file is set "
                "aside (renamed, not deleted)."
            )
        self.offer_label = QLabel(offer, self)
        self.offer_label.setWordWrap(True)

        self.buttons = QDialogButtonBox(self)
        self.restore_button = self.buttons.addButton(
            self.tr("Restore the backup"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.restore_button.setObjectName("Primary")
        self.fresh_button = self.buttons.addButton(
            self.tr("Start fresh"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.retry_button = self.buttons.addButton(
            self.tr("Try again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.later_button = self.buttons.addButton(
            self.tr("Continue without them"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.restore_button.setVisible(latest is not None)
        unavailable = type(exc) is UserDataUnavailable
        self.retry_button.setVisible(unavailable)
        self.fresh_button.setVisible(not unavailable)
        self.offer_label.setVisible(not unavailable)
        if missing:
            self.fresh_button.setText(self.tr("Start with empty notes"))
            self.later_button.setText(self.tr("Decide later"))
        self.restore_button.clicked.connect(lambda: self._choose("restore"))
        self.fresh_button.clicked.connect(lambda: self._choose("empty" if missing else "fresh"))
        self.retry_button.clicked.connect(lambda: self._choose("retry"))
        self.later_button.clicked.connect(lambda: self._choose("later"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(self.title_label)
        layout.addWidget(self.text_label)
        layout.addWidget(reading)
        layout.addWidget(self.offer_label)
        layout.addWidget(self.buttons)

    def _choose(self, choice: str) -> None:
        self.chosen.emit(choice)
        if choice == "later":
            self.reject()
        else:
            self.accept()


# --- import ------------------------------------------------------------------------------------------------
class ImportDataDialog(QDialog):
    """Confirms an import of a JSON export: merge (default) or replace, each said in plain words."""

    # the person confirmed: (path, "merge" | "replace")
    confirmed = Signal(object, str)

    def __init__(self, path: Path, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import my data"))
        self.setWindowIcon(app_icon())
        self.setMinimumWidth(500)
        self.path = Path(path)
        heading = QLabel(
            self.tr("Import the notes, bookmarks and highlights in “%1”?").replace("%1", self.path.name), self
        )
        heading.setWordWrap(True)
        self.merge = QRadioButton(self.tr("Merge with my data"), self)
        merge_hint = QLabel(
            self.tr(
                "Adds what is new. When both have the same item, the more recently changed one is kept. "
                "Nothing is deleted."
            ),
            self,
        )
        self.replace = QRadioButton(self.tr("Replace my data"), self)
        replace_hint = QLabel(
            self.tr("Your current notes, bookmarks, highlights and history are replaced by the file's."), self
        )
        for hint in (merge_hint, replace_hint):
            hint.setObjectName("Hint")
            hint.setWordWrap(True)
            hint.setContentsMargins(24, 0, 0, 4)
        self.group = QButtonGroup(self)
        self.group.addButton(self.merge)
        self.group.addButton(self.replace)
        self.merge.setChecked(True)
        safety = QLabel(
            self.tr("A backup of your data as it is now is made first, so this can be undone."), self
        )
        safety.setWordWrap(True)
        self.banner = Banner(self, closable=False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = self.buttons.addButton(self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("Primary")
        self.buttons.accepted.connect(self._on_accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(8)
        layout.addWidget(heading)
        layout.addWidget(self.merge)
        layout.addWidget(merge_hint)
        layout.addWidget(self.replace)
        layout.addWidget(replace_hint)
        layout.addWidget(safety)
        layout.addWidget(self.banner)
        layout.addWidget(self.buttons)

    @property
    def mode(self) -> str:
        return "replace" if self.replace.isChecked() else "merge"

    def _on_accept(self) -> None:
        self.confirmed.emit(self.path, self.mode)
        self.accept()


# --- backups -----------------------------------------------------------------------------------------------
class BackupsDialog(ListActionDialog):
    """The backups of the user database, newest first; back up now; restore one (after a confirmation)."""

    # "back up now" was pressed (no payload)
    backup_requested = Signal()
    # restoring this backup was confirmed (Backup)
    restore_requested = Signal(object)

    def __init__(self, backups: list[Backup], folder: Path, parent=None):
        super().__init__("BackupList", (560, 400), parent)
        self.setWindowTitle(self.tr("Backups of my data"))
        self.folder = folder
        intro = QLabel(
            self.tr(
                "Lâmpada backs up your notes, bookmarks and highlights once a day, and before an import, a "
                "restore or an update. The last 10 daily backups are kept."
            ),
            self,
        )
        intro.setWordWrap(True)
        where = plain.label(self.tr("Folder: %1").replace("%1", str(folder)), self)
        where.setObjectName("Hint")
        where.setWordWrap(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.list.setAccessibleName(self.tr("Backups"))
        self.backup_button = QPushButton(self.tr("Back up now"), self)
        self.restore_button = QPushButton(self.tr("Restore…"), self)
        self.restore_button.setEnabled(False)
        self.confirm_button.setText(self.tr("Restore this backup"))
        self.close_button.setText(self.tr("Close"))
        self.backup_button.clicked.connect(self.backup_requested)
        self.restore_button.clicked.connect(self.ask_restore)
        self.confirm_button.clicked.connect(self._confirm_restore)
        self.list.currentRowChanged.connect(self._on_row)
        self.lay_out([intro, where], [self.backup_button, self.restore_button])
        self.set_backups(backups)

    @property
    def backups(self) -> list[Backup]:
        return self.items

    def set_backups(self, backups: list[Backup]) -> None:
        self.fill(backups, self._row, self.tr("No backups yet."))
        self._on_row(self.list.currentRow())

    @staticmethod
    def _row(b: Backup) -> QListWidgetItem:
        item = QListWidgetItem(f"{local_time(b.created_at)} — {backup_kind(b)} · {size_text(b.size)}")
        item.setToolTip(plain.tooltip(str(b.path)))
        return item

    def _on_row(self, _row: int) -> None:
        self.restore_button.setEnabled(self.selected() is not None)
        self.hide_confirmation()

    def ask_restore(self) -> None:
        """The confirmation, inline: what will be replaced and that the current data is kept."""
        backup = self.selected()
        if backup is None:
            return
        self.ask(
            self.tr(
                "Replace your current notes, bookmarks, highlights and history with the backup of %1? Your "
                "data as it is now is kept as another backup first, so you can undo this."
            ).replace("%1", local_time(backup.created_at))
        )

    def _confirm_restore(self) -> None:
        backup = self.confirmed()
        if backup is not None:
            self.restore_requested.emit(backup)


def escape(text: str) -> str:
    return html.escape(text, quote=False)
