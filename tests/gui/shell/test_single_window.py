"""One Lâmpada per data folder: a second start brings the first window forward and leaves without one of its
own; when the first does not answer, the second says so instead of opening a second copy on the same notes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from app.core import paths
from app.core.instance import InstanceLock
from app.gui import main
from app.gui.shell import single_window as single
from app.gui.shell.single_window import SingleInstance, bring_forward
from tests.gui.child_app import APP


def test_a_second_start_brings_the_first_window_forward_and_exits(qtbot, window):
    first = SingleInstance(paths.data_dir())
    first.claim()
    first.activation_requested.connect(lambda: bring_forward(window))  # as main.run wires it
    window.showMinimized()
    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, LAMPADA_EXIT_AFTER="paint", QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    second = None
    try:
        with qtbot.waitSignal(first.activation_requested, timeout=30000):
            second = subprocess.Popen(
                [sys.executable, "-c", APP], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)  # this loop answers meanwhile
        out, err = second.communicate()
    finally:
        first.release()
        if second is not None and second.poll() is None:  # it would wait on its "did not answer" box
            second.kill()
            second.communicate()
    assert second.returncode == 0, err.decode()[-3000:]
    assert b"lampada-startup paint" not in out  # it painted no window of its own
    assert not window.isMinimized() and not (window.windowState() & Qt.WindowState.WindowMinimized)
    assert window.statusBar().currentMessage() == "Lâmpada was already open: here it is."


def test_a_first_start_that_does_not_answer_is_said_and_no_window_opens(qtbot, monkeypatch):
    held = InstanceLock(paths.data_dir())  # e.g. a Lâmpada that hangs, or `lampada check --repair`
    assert held.acquire()
    told = []
    monkeypatch.setattr(main, "tell_not_answering", lambda title, text: told.append((title, text)))
    monkeypatch.setattr(single, "ANSWER_MS", 300)
    try:
        instance, code = main.claim_data_folder(None)
    finally:
        held.release()
    assert instance is None and code == 1
    [(title, text)] = told
    assert title == "Lâmpada is already open"
    assert f"(process {os.getpid()})" in text and "did not answer" in text and str(paths.data_dir()) in text
    # once the folder is free, the next start holds it
    instance, code = main.claim_data_folder(None)
    assert instance is not None and code == 0 and instance.lock.held
    instance.release()
