"""A user database that could not be opened, and the ways out: the dialog says what happened to the file (it
is still where it was, byte for byte; a damaged one was copied aside) and offers to restore the latest
backup that passes its own check, to start fresh (the old file renamed aside, never deleted), to start with
empty notes on purpose (missing or emptied while a backup holds some), to try again, or to go on without.
Nothing is overwritten on any path; once the database opens, what was done is said."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.gui.study.data_dialogs import UserDataProblemDialog, describe_userdata_error, local_time
from app.gui.study.study_store import USERDATA_LANE, StudyStore

if TYPE_CHECKING:
    from app.core.userdata import Backup
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)


class Recovery(QObject):
    def __init__(
        self,
        store: StudyStore,
        runner: TaskRunner,
        *,
        tell: Callable[[str, str, str], None],
        window: QWidget,
    ):
        super().__init__(window)
        self.store = store
        self.runner = runner
        self.tell = tell  # (kind, title, text): the window's notice
        self.window = window  # the dialog's parent
        self.dialog: UserDataProblemDialog | None = None
        self._restored_from: Backup | None = None
        self._emptied_from: Backup | None = None  # a backup holding notes, kept while starting empty

    def show_problem(self) -> UserDataProblemDialog | None:
        """The dialog for the error the store met (again, from the panel's "What can I do?")."""
        exc = self.store.error
        if exc is None:
            return None
        from app.core.userdata import UserDataMissing, latest_backup

        try:
            latest = exc.backup if isinstance(exc, UserDataMissing) else latest_backup(self.store.path)
        except Exception:  # noqa: BLE001 - no usable backup then
            log.exception("cannot list the backups")
            latest = None
        if self.dialog is not None:
            self.dialog.close()
        dialog = UserDataProblemDialog(exc, latest, self.window)
        dialog.chosen.connect(lambda choice, b=latest: self._on_choice(choice, b))
        self.dialog = dialog
        dialog.open()
        return dialog

    def opened(self) -> bool:
        """The database is open: close the dialog and say what a restore or an empty start did. True when
        something was said (it comes before the drafts a restore brought back)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None
        restored, self._restored_from = self._restored_from, None
        emptied, self._emptied_from = self._emptied_from, None
        if restored is not None:
            self.tell(
                "info",
                self.tr("Your notes, bookmarks and highlights are back"),
                self.tr("They were restored from the backup of %1.").replace(
                    "%1", local_time(restored.created_at)
                ),
            )
        if emptied is not None:
            self.tell(
                "info",
                self.tr("You start with empty notes"),
                self.tr(
                    "The backup of %1 still holds your earlier notes; File ▸ Backups of my data can restore "
                    "it."
                ).replace("%1", local_time(emptied.created_at)),
            )
        return restored is not None or emptied is not None

    def failed(self) -> None:
        """The database could not be opened: the dialog says why."""
        self._emptied_from = None
        self.show_problem()

    def _on_choice(self, choice: str, latest: Backup | None) -> None:
        from app.core.userdata import restore_backup, start_fresh

        path = self.store.path
        self.dialog = None
        if choice == "restore" and latest is not None:
            self._restored_from = latest
            self.runner.run(
                lambda state: restore_backup(latest, path),
                lambda _kept: self.store.open(),
                self._on_recovery_failed,
                lane=USERDATA_LANE,
                name="restore the user data",
            )
        elif choice == "fresh":
            self.runner.run(
                lambda state: start_fresh(path),
                self._on_fresh,
                self._on_recovery_failed,
                lane=USERDATA_LANE,
                name="start fresh",
            )
        elif choice == "empty":  # missing or emptied while a backup holds notes: empty on purpose
            self._emptied_from = latest
            self.store.open(allow_empty=True)
        elif choice == "retry":
            self.store.open()

    def _on_fresh(self, aside) -> None:
        if aside is not None:
            self.tell(
                "info",
                self.tr("You start with empty notes"),
                self.tr("The previous file was kept at “%1”.").replace("%1", str(aside)),
            )
        self.store.open()

    def _on_recovery_failed(self, exc: BaseException) -> None:
        self._restored_from = None
        log.error("recovering the user data failed: %s", exc)
        self.tell("error", self.tr("That did not work"), describe_userdata_error(exc)[1])
