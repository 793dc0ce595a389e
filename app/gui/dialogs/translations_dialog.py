"""File ▸ Translations: the translations in the library, importing another, removing an imported one.

Removing asks first, inline, and says what stays: the person's notes, bookmarks and highlights are kept by
book, chapter and verse, not by translation, so they show in every other translation. A translation that
comes with Lâmpada (`BuiltinTranslation` in the core) cannot be removed: its Remove button is greyed out and
its tooltip says why; so is every Remove while the library cannot be written. The dialog writes nothing: it
says what was confirmed, and `TranslationsController` removes it on the work lane once meaning-search work
has let go, then tells the window (`TranslationsHost`), whose picker, reader and meaning search follow.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QListWidgetItem, QPushButton

from app.gui import i18n, plain
from app.gui.dialogs.list_dialog import ListActionDialog

if TYPE_CHECKING:
    from app.core.library.reading import Translation
    from app.gui.banner import Banner
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)


def is_builtin(translation: Translation) -> bool:
    from app.core.library.builtin import BUILTIN_IDS

    return translation.builtin or translation.id in BUILTIN_IDS


class TranslationsDialog(ListActionDialog):
    # removing this translation was confirmed (translation id)
    remove_requested = Signal(str)
    # "Import…" was pressed (no payload)
    import_requested = Signal()

    def __init__(self, translations: list[Translation], read_only: str = "", parent=None):
        super().__init__("TranslationList", (560, 380), parent)
        self.setWindowTitle(self.tr("Translations"))
        self.read_only = read_only  # why the library cannot be changed ("" when it can)
        intro = QLabel(
            self.tr(
                "The translations in your library. Removing one keeps your notes, bookmarks and highlights: "
                "they belong to the verses and show in every translation."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.list.setAccessibleName(self.tr("Installed translations"))
        self.import_button = QPushButton(self.tr("Import…"), self)
        self.remove_button = QPushButton(self.tr("Remove…"), self)
        self.close_button.setText(self.tr("Close"))
        self.import_button.clicked.connect(self.import_requested)
        self.remove_button.clicked.connect(self.ask_remove)
        self.confirm_button.clicked.connect(self._confirm_remove)
        self.list.currentRowChanged.connect(self._on_row)
        self.lay_out([intro], [self.import_button, self.remove_button])
        self.import_button.setEnabled(not read_only)
        if read_only:
            self.import_button.setToolTip(i18n.describe_write_problem(read_only))
        self.set_translations(translations)

    @property
    def translations(self) -> list[Translation]:
        return self.items

    def set_translations(self, translations: list[Translation]) -> None:
        self.fill(translations, self._row, self.tr("No translation yet."))
        self.list.setCurrentRow(0 if self.items else -1)
        self._on_row(self.list.currentRow())

    def _row(self, t: Translation) -> QListWidgetItem:
        n = t.verse_count
        verses = self.tr("%n verse(s)", None, n).replace(str(n), i18n.number(n), 1)  # 31.102 in pt
        text = f"{t.name} — {t.id.upper()} · {t.language} · {verses}"
        if is_builtin(t):
            text += " · " + self.tr("comes with Lâmpada")
        item = QListWidgetItem(text)
        item.setToolTip(plain.tooltip(t.licence or ""))
        return item

    def why_not_removable(self, translation: Translation | None) -> str:
        """ "" when it can be removed; otherwise the reason, for the greyed-out button's tooltip."""
        if translation is None:
            return self.tr("Select a translation first.")
        if is_builtin(translation):
            return self.tr("%1 comes with Lâmpada and cannot be removed.").replace("%1", translation.name)
        if self.read_only:
            return self.tr("The library cannot be changed: %1.").replace(
                "%1", i18n.describe_write_problem(self.read_only)
            )
        return ""

    def _on_row(self, _row: int) -> None:
        translation = self.selected()
        why = self.why_not_removable(translation)
        self.remove_button.setEnabled(not why)
        self.remove_button.setToolTip(
            plain.tooltip(
                why or self.tr("Remove %1 from the library; your notes stay.").replace("%1", translation.name)
            )
        )
        self.hide_confirmation()

    def ask_remove(self) -> None:
        """The confirmation, inline: what goes, and that the person's notes stay."""
        translation = self.selected()
        if translation is None or self.why_not_removable(translation):
            return
        self.confirm_button.setText(self.tr("Remove “%1”").replace("%1", translation.name))
        self.ask(
            self.tr(
                "Remove “%1” (%2) from the library, with its word and meaning indexes? Your notes, bookmarks "
                "and highlights stay, including those you made while reading it: they show in the other "
                "translations. To read it again, import its file again."
            )
            .replace("%1", translation.name)
            .replace("%2", translation.id.upper())
        )

    def _confirm_remove(self) -> None:
        translation = self.confirmed()
        if translation is not None and not self.why_not_removable(translation):
            self.remove_button.setEnabled(False)
            self.remove_requested.emit(translation.id)


class TranslationsHost(Protocol):
    """What managing the translations needs from the window."""

    runner: TaskRunner
    translations: list[Translation]

    def translation_name(self, tid: str) -> str: ...

    def translations_changed(self, removed: str | None = None) -> None: ...

    def open_import(self) -> object: ...


class Pausable(Protocol):
    def stop(self) -> None: ...


class TranslationsController(QObject):
    """The Translations dialog and the removal it asks for."""

    def __init__(
        self,
        host: TranslationsHost,
        background: Pausable,
        library_path: Path,
        index_dir: Path,
        notice: Banner,
        *,
        read_only: Callable[[], str] = str,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.host = host
        self.background = background  # meaning-search work: stopped while a translation goes
        self.library_path = library_path
        self.index_dir = index_dir
        self.notice = notice
        self.read_only = read_only
        self.dialog: TranslationsDialog | None = None

    def open(self) -> TranslationsDialog:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            return self.dialog
        dialog = TranslationsDialog(self.host.translations, self.read_only(), self.parent())
        dialog.import_requested.connect(self.host.open_import)
        dialog.remove_requested.connect(self.remove)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog

    def refresh(self) -> None:
        """The library's translations changed (an import): the open dialog lists them again."""
        if self.dialog is not None:
            self.dialog.set_translations(self.host.translations)

    def remove(self, tid: str) -> None:
        """Remove an imported translation on the work lane, after the meaning-search work let go of it (a
        build of it must not race its removal). The person's notes stay: they are kept by verse. A built-in
        is refused by the core, and that is worded."""
        from app.core.library import maintenance
        from app.core.library.reading import open_library

        path, index_dir = self.library_path, self.index_dir
        name = self.host.translation_name(tid)
        self.background.stop()

        def work(state):
            with open_library(path, write=True) as library:
                return maintenance.remove_translation(library, tid, index_dir)

        self.host.runner.run(
            work,
            lambda report: self._on_removed(tid, name),
            lambda exc: self._on_failed(tid, name, exc),
            name=f"remove {tid}",
        )

    def _on_removed(self, tid: str, name: str) -> None:
        self.host.translations_changed(tid)
        title = self.tr("%1 was removed").replace("%1", name)
        text = self.tr("Your notes, bookmarks and highlights are all kept; they show in every translation.")
        self.refresh()
        if self.dialog is not None:
            self.dialog.show_result(title, text)
        self.notice.show_message(title, text, kind="info")

    def _on_failed(self, tid: str, name: str, exc: BaseException) -> None:
        log.warning("removing %s failed: %s", tid, exc)
        self.host.translations_changed(None)
        title = self.tr("%1 was not removed").replace("%1", name)
        text = i18n.describe_error(exc, self.library_path)
        self.refresh()
        if self.dialog is not None:
            self.dialog.show_result(title, text, "error")
        else:
            self.notice.show_message(title, text, kind="error")
