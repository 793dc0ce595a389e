"""One Lâmpada per data folder, in the desktop app: the first start holds the folder's lock and listens on a
local socket; a second start asks it to come forward, then leaves without a window.

`app.core.instance.InstanceLock` is the lock (an OS lock, released by the system when its process ends, even
by a kill); `server_name(data_dir)` names the socket, the same for every start on that folder. The exchange is
one line each way: the second start sends `raise`, the first raises and activates its window and answers `ok`.

A first instance that holds the lock but does not answer (starting, stuck, or `lampada check --repair`
holding the folder) gets no second window either: the second start says so in words and exits.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMainWindow

from app.core.errors import InstanceBusy
from app.core.instance import InstanceLock, server_name

log = logging.getLogger(__name__)

RAISE = b"raise\n"
OK = b"ok\n"
ANSWER_MS = 3000  # how long a second start waits for the first to answer


class SingleInstance(QObject):
    """The data folder's lock, held for the life of the process, and the socket a second start talks to."""

    # a second start asked this one to come forward (no payload)
    activation_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.name = server_name(self.data_dir)
        self.lock = InstanceLock(self.data_dir)
        self.server: QLocalServer | None = None

    def claim(self) -> None:
        """Take the folder's lock and listen; `InstanceBusy` (naming the holder) when another start has it."""
        if not self.lock.acquire():
            raise InstanceBusy(str(self.data_dir), self.lock.holder())
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a socket file left by a crashed start is stale: only the lock's holder may listen, and that is us
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("cannot listen on %s: %s (a second start cannot raise this window)",
                        self.name, server.errorString())  # fmt: skip
        server.newConnection.connect(self._on_connection)
        self.server = server

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.release()

    def _on_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._on_request(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_request(socket)

    def _on_request(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine().data())
        if line.strip() == RAISE.strip():
            log.info("a second start asked this window to come forward")
            self.activation_requested.emit()
            socket.write(OK)
            socket.flush()
            if socket.bytesToWrite():  # the answer must leave before we hang up (a local socket: at once)
                socket.waitForBytesWritten(500)
        socket.disconnectFromServer()

    def hand_over(self, timeout_ms: int | None = None) -> bool:
        """From a second start: ask the first to come forward; True once it answered. Connecting is retried
        for a moment (the first may hold the lock an instant before it listens)."""
        deadline = time.monotonic() + (ANSWER_MS if timeout_ms is None else timeout_ms) / 1000
        socket = QLocalSocket()
        try:
            while True:
                socket.connectToServer(self.name)
                if socket.waitForConnected(min(500, max(1, int((deadline - time.monotonic()) * 1000)))):
                    break
                socket.abort()
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.1)
            socket.write(RAISE)
            socket.flush()
            if socket.bytesToWrite():
                socket.waitForBytesWritten(max(1, int((deadline - time.monotonic()) * 1000)))
            answer = b""
            while OK not in answer and time.monotonic() < deadline:
                if not socket.waitForReadyRead(max(1, int((deadline - time.monotonic()) * 1000))):
                    break
                answer += bytes(socket.readAll().data())
            return OK in answer
        finally:
            socket.abort()


def bring_forward(window: QMainWindow) -> None:
    """Lâmpada was started again on this data folder: show this window instead of a second one."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    window.statusBar().showMessage(
        QCoreApplication.translate("Lampada", "Lâmpada was already open: here it is."), 5000
    )


def not_answering_text(exc: InstanceBusy) -> tuple[str, str]:
    """(title, text) when another start holds the data folder and did not answer."""
    translate = QCoreApplication.translate
    title = translate("Lampada", "Lâmpada is already open")
    who = (
        translate(
            "Lampada", "Another Lâmpada (process %1) is using your data folder, but it did not answer."
        ).replace("%1", str(exc.pid))
        if exc.pid
        else translate("Lampada", "Another Lâmpada is using your data folder, but it did not answer.")
    )
    text = (
        who
        + "\n\n"
        + translate(
            "Lampada",
            "It may still be starting, be repairing your data, or have stopped responding. Look for its "
            "window; if it is stuck, close it and start Lâmpada again. Only one Lâmpada can use a data "
            "folder at a time, so that no note is lost.",
        )
        + "\n\n"
        + translate("Lampada", "Data folder: %1").replace("%1", exc.data_dir)
    )
    return title, text
