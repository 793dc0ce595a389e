"""Meaning search as the window shows it (`MeaningManager` does the work): a banner over the results while the
translation being read is being prepared — words and references working meanwhile — or cannot be, saying why;
and in the status bar, whatever is being prepared in the background (the language model, each translation's
index and the second pass that refines a searchable one) with its progress and the time left."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QProgressBar, QStatusBar

from app.gui import i18n, plain
from app.gui.banner import Banner
from app.gui.search.meaning import MeaningManager, MeaningStatus


class MeaningView(QObject):
    def __init__(
        self,
        meaning: MeaningManager,
        banner: Banner,
        status_bar: QStatusBar,
        *,
        translation: Callable[[], str],
        ready: Callable[[], bool],
        name_of: Callable[[str], str] = str.upper,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.meaning = meaning
        self.banner = banner
        self.translation = translation  # the translation being read
        self.name_of = name_of  # a translation's name, by its id: what people know it by
        self.ready = ready  # the library is open and shown (nothing to say before)
        self.dismissed = False  # the person closed the "not available" warning
        self.work_label = plain.label("", status_bar)  # names a translation
        self.work_progress = QProgressBar(status_bar)
        self.work_progress.setMaximumWidth(140)
        self.work_progress.setTextVisible(False)
        self.work_progress.setMaximumHeight(12)
        status_bar.addPermanentWidget(self.work_label)
        status_bar.addPermanentWidget(self.work_progress)
        self.work_label.hide()
        self.work_progress.hide()
        banner.dismissed.connect(self._on_dismissed)
        meaning.status_changed.connect(self._on_status)

    def _on_dismissed(self) -> None:
        self.dismissed = True

    def _on_status(self, status: MeaningStatus) -> None:
        self.update()
        # the banner speaks of the translation being read until its meaning search works; the status bar of
        # all the work in the background, from the model on
        working = status.phase in ("model", "topics", "indexing") and self.ready()
        if status.phase in ("model", "topics"):
            self.work_label.setText(
                self.tr("Preparing meaning search: getting the language model ready…")
                if status.phase == "model"
                else self.tr("Preparing meaning search: the OpenBible.info topics…")
            )
            self.work_progress.setRange(0, max(0, status.total))  # 0, 0: busy, without a measure
            self.work_progress.setValue(status.done)
        elif status.phase == "indexing":
            refining = status.refining or self.meaning.state(status.translation) == "usable"
            pct = int(100 * status.done / status.total) if status.total else 0
            left = i18n.time_left(status.remaining)
            text = (
                self.tr("Refining meaning search for %1: %2%")
                if refining
                else self.tr("Preparing meaning search for %1: %2%")
            )
            self.work_label.setText(
                text.replace("%1", self.name_of(status.translation)).replace("%2", str(pct))
                + (" · " + left if left else "")
            )
            self.work_progress.setRange(0, max(1, status.total))
            self.work_progress.setValue(status.done)
        self.work_label.setVisible(working)
        self.work_progress.setVisible(working)

    def update(self, *_args) -> None:
        """The banner for the translation being read, as things stand now."""
        tid = self.translation()
        if not tid or not self.ready():
            self.banner.hide()
            return
        state = self.meaning.state(tid)
        if state in ("ready", "usable"):
            self.banner.hide()
        elif state == "unavailable":
            self._show_unavailable(tid)
        else:
            self._show_preparing(tid)

    def _show_unavailable(self, tid: str) -> None:
        if self.dismissed:
            self.banner.hide()
            return
        exc = self.meaning.status.error or self.meaning.errors.get(tid)
        detail = i18n.describe_error(exc) + "\n" if exc is not None else ""
        self.banner.show_message(
            self.tr("Meaning search is not available"),
            detail + self.tr("Searching by words and references still works."),
            kind="warn",
        )

    def _show_preparing(self, tid: str) -> None:
        status = self.meaning.status
        title = self.tr("Meaning search is still being prepared…")
        first_pass = status.phase == "indexing" and status.translation == tid and not status.refining
        if first_pass:
            detail = (
                self.tr("Reading %1: %2 of %3 verses. Meanwhile, words and references already work.")
                .replace("%1", self.name_of(tid))
                .replace("%2", i18n.number(status.done))
                .replace("%3", i18n.number(status.total))
            )
            left = i18n.time_left(status.remaining)
            if left:
                detail += " (" + left + ")"
        elif status.phase == "indexing":
            detail = self.tr(
                "Reading %1 first; this translation comes next. Meanwhile, words and references already work."
            ).replace("%1", self.name_of(status.translation))
        elif status.phase == "topics":
            detail = self.tr(
                "Getting OpenBible.info's topics ready for search. Meanwhile, words and references already "
                "work."
            )
        else:
            detail = self.tr(
                "Getting the language model ready on this computer. Meanwhile, words and references "
                "already work."
            )
        if self.banner.isVisible() and self.banner.title() == title:
            self.banner.set_text(detail)
        else:
            self.banner.show_message(title, detail, kind="info", busy=True)
        if first_pass and status.total:
            self.banner.set_progress(status.done, status.total)
