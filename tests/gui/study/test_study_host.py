"""The study tools need only their host (`StudyHost`): a small main window with a reader, a notice, the
translation read and a search is enough to open the notes, write, and say what happened."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow

import app.gui.study.operations as ops
from app.gui.banner import Banner
from app.gui.reader.chapter_view import ReaderPane
from app.gui.settings import Settings, SettingsHistory
from app.gui.study import StudyController
from app.gui.tasks import TaskRunner


class Host(QMainWindow):
    """Nothing of MainWindow: what `StudyHost` lists, and QMainWindow's own."""

    def __init__(self):
        super().__init__()
        self.reader = ReaderPane(self)
        self.notice = Banner(self)
        self.searched: list[tuple[str, bool]] = []

    def current_translation(self) -> str:
        return "tpt"

    def search(self, text: str, *, committed: bool = True) -> None:
        self.searched.append((text, committed))


class Meaning(QObject):
    status_changed = Signal(object)
    embedder = None


class Results:
    def __init__(self):
        self.status: list[str] = []

    def add_page(self, page) -> None: ...

    def show_page(self, page) -> None: ...

    def show_empty(self, title: str, text: str) -> None: ...

    def set_status(self, text: str) -> None:
        self.status.append(text)


def test_the_study_tools_need_only_their_host(qtbot, tmp_path):
    host = Host()
    qtbot.addWidget(host)
    runner = TaskRunner(host)
    history = SettingsHistory(Settings(tmp_path / "settings.ini"))
    study = StudyController(
        host, runner, Meaning(), Results(), fallback_history=history, more=lambda: None,
        userdata_path=tmp_path / "userdata.sqlite3",
    )  # fmt: skip
    try:
        study.open()
        qtbot.waitUntil(lambda: study.store.available, timeout=5000)
        assert study.actions["bookmark"].isEnabled()
        # a past search, run again from the panel, is the host's search
        study.dock.show()
        study.panel.search_requested.emit("amor")
        assert host.searched == [("amor", True)]
        # a write is said in the host's status bar once it is on disk; a failed one in its notice
        folder = ops.add_folder(study.ctx, "Salmos")
        ops.rename_folder(study.ctx, folder.id, "Salmos de confiança")
        assert study.userdata.get_folder(folder.id).name == "Salmos de confiança"
        assert host.statusBar().currentMessage() in ("Saved.", "Salvo.")
        ops.rename_folder(study.ctx, "no-such-folder", "x")
        assert host.notice.isVisibleTo(host) and host.notice.kind == "error"
        # the reader's selection is the host's reader's: none yet, and that is said
        assert study.bookmarks.add() is None
        assert host.statusBar().currentMessage() in (
            "Select a verse first.",
            "Selecione um versículo primeiro.",
        )
    finally:
        runner.shutdown()
        study.shutdown()
