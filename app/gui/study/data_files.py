"""The person's data as files: export (JSON to import again, Markdown to read or print), import (merge or
replace, a backup made first), and the backups (list, back up now, restore after a confirmation).

Whole-file work runs on the user-data lane (`study_store.USERDATA_LANE`), never on the main thread, and each
ends by saying what happened — where the file is, what was added, what was kept — or, worded, why not.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.gui import i18n
from app.gui.study.data_dialogs import (
    BackupsDialog,
    ImportDataDialog,
    describe_data_import_error,
    describe_import_report,
    local_time,
)
from app.gui.study.questions import Questions
from app.gui.study.study_store import USERDATA_LANE, StudyStore

if TYPE_CHECKING:
    from app.core.userdata import Backup, UserData
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

Tell = Callable[[str, str, str], None]  # (kind "info" | "error", title, text): the window's notice
# the Bible the Markdown export quotes: (the library file, the translation being read), either None
Scripture = Callable[[], tuple[Path | None, str | None]]


def write_markdown(
    ud: UserData, path: Path, lang: str, library_path: Path | None, reading: str | None
) -> Path:
    """Runs on the user-data lane: the export in the interface's words (`lang`), each note, bookmark and
    highlight under its passage's text from the library — its own handle, opened here, as every lane opens
    its own — naming the translation. A library that cannot be read leaves the text out, not the export."""
    if library_path is None:
        return ud.export_markdown(path, lang=lang)
    from app.core.library.reading import open_library
    from app.core.userdata.quoted_verses import LibraryScripture

    try:
        library = open_library(library_path)
    except Exception:  # noqa: BLE001 - the notes matter more than the quotes
        log.exception("the export quotes no Bible text: the library cannot be read")
        return ud.export_markdown(path, lang=lang)
    try:
        return ud.export_markdown(path, lang=lang, scripture=LibraryScripture(library, reading))
    finally:
        library.close()


class DataFiles(QObject):
    def __init__(
        self,
        store: StudyStore,
        runner: TaskRunner,
        questions: Questions,
        *,
        tell: Tell,
        say: Callable[[str], None],
        window: QWidget,
        scripture: Scripture = lambda: (None, None),
    ):
        super().__init__(window)
        self.store = store
        self.scripture = scripture
        self.runner = runner
        self.questions = questions
        self.tell = tell
        self.say = say  # the status line
        self.window = window  # the dialogs' parent
        self.import_dialog: ImportDataDialog | None = None
        self.backups_dialog: BackupsDialog | None = None

    def _run(self, fn: Callable[[], object], on_done, on_error, name: str) -> None:
        self.runner.run(lambda state: fn(), on_done, on_error, lane=USERDATA_LANE, name=name)

    # ------------------------------------------------------------------ export
    def export_json(self, path: Path | None = None) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        path = path or self._ask_export(
            f"lampada-{date.today().isoformat()}.json", self.tr("Lâmpada data (*.json)")
        )
        if path is None:
            return
        self.say(self.tr("Exporting…"))
        self._run(
            lambda: ud.export_json(path),
            lambda p: self.tell(
                "info",
                self.tr("Your data was exported"),
                self.tr(
                    "Everything is in “%1”; it can be imported again with File ▸ Import my data."
                ).replace("%1", str(p)),
            ),
            self._on_export_failed,
            "export json",
        )

    def export_markdown(self, path: Path | None = None) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        path = path or self._ask_export(f"lampada-{date.today().isoformat()}.md", self.tr("Markdown (*.md)"))
        if path is None:
            return
        lang = i18n.ui_language()
        library_path, reading = self.scripture()
        self._run(
            lambda: write_markdown(ud, path, lang, library_path, reading),
            lambda p: self.tell(
                "info",
                self.tr("Your notes were exported"),
                self.tr("Notes, bookmarks and highlights are in “%1”, ready to read or print.").replace(
                    "%1", str(p)
                ),
            ),
            self._on_export_failed,
            "export markdown",
        )

    def _ask_export(self, suggested: str, filters: str) -> Path | None:
        return self.questions.ask_path(self.tr("Export my data"), suggested, filters, save=True)

    def _on_export_failed(self, exc: BaseException) -> None:
        self.tell("error", self.tr("The export could not be written"), i18n.describe_error(exc))

    # ------------------------------------------------------------------ import
    def import_data(self, path: Path | None = None) -> ImportDataDialog | None:
        """Ask for the file (unless given), then merge or replace, in a dialog that says a backup is made
        first."""
        if self.store.userdata is None:
            return None
        path = path or self.questions.ask_path(
            self.tr("Import my data"), "", self.tr("Lâmpada data (*.json);;All files (*)"), save=False
        )
        if path is None:
            return None
        dialog = ImportDataDialog(path, self.window)
        dialog.confirmed.connect(self.run_import)
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def run_import(self, path: Path, mode: str) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        self.say(self.tr("Importing…"))
        self._run(
            lambda: ud.import_json(path, mode=mode), self._on_imported, self._on_import_failed, "import"
        )

    def _on_imported(self, report) -> None:
        self.store.mark_changed({"all"})
        self.tell("info", self.tr("Your data was imported"), describe_import_report(report))

    def _on_import_failed(self, exc: BaseException) -> None:
        log.warning("user-data import failed: %s", exc)
        self.tell("error", self.tr("The file could not be imported"), describe_data_import_error(exc))

    # ------------------------------------------------------------------ backups
    def open_backups(self) -> BackupsDialog | None:
        ud = self.store.userdata
        if ud is None:
            return None
        dialog = BackupsDialog(ud.list_backups(), ud.backups_dir, self.window)
        dialog.backup_requested.connect(self.backup_now)
        dialog.restore_requested.connect(self.restore)
        self.backups_dialog = dialog
        dialog.open()
        return dialog

    def backup_now(self) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        self._run(ud.backup_now, self._on_backed_up, self._on_backup_failed, "back up now")

    def restore(self, backup: Backup) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        self._run(
            lambda: ud.restore_backup(backup),
            lambda kept, b=backup: self._on_restored(b, kept),
            self._on_backup_failed,
            "restore a backup",
        )

    def _show_in_dialog(self, ud: UserData | None, title: str, text: str, kind: str = "info") -> bool:
        """Say it in the open backups dialog (its list read again); False when no dialog is open."""
        if self.backups_dialog is None:
            return False
        if ud is not None:
            self.backups_dialog.set_backups(ud.list_backups())
        self.backups_dialog.show_result(title, text, kind)
        return True

    def _on_backed_up(self, path: Path) -> None:
        if self.store.userdata is not None:
            self._show_in_dialog(self.store.userdata, self.tr("Backed up"), Path(path).name)
        self.say(self.tr("Backed up: %1").replace("%1", Path(path).name))

    def _on_backup_failed(self, exc: BaseException) -> None:
        text = i18n.describe_error(exc)
        if not self._show_in_dialog(None, self.tr("The backup could not be made"), text, "error"):
            self.tell("error", self.tr("The backup could not be made"), text)

    def _on_restored(self, backup: Backup, kept: Path) -> None:
        self.store.mark_changed({"all"})
        text = (
            self.tr("Restored the backup of %1. Your data as it was is kept in “%2”.")
            .replace("%1", local_time(backup.created_at))
            .replace("%2", Path(kept).name)
        )
        if self.store.userdata is not None:
            self._show_in_dialog(self.store.userdata, self.tr("Restored"), text)
        self.tell("info", self.tr("Your data was restored"), text)
