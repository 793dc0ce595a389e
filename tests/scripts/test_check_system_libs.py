"""`make run`'s check for the system libraries Qt's X11 plugin needs."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest

from scripts import check_system_libs as check

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-cursor.so.0 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f)
\tlibweird.so.9 => not found
"""


def test_the_missing_libraries_are_read_from_ldd():
    assert check.missing_libraries(LDD_OUTPUT) == [
        "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libweird.so.9"
    ]  # fmt: skip
    assert check.missing_libraries("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []


def test_the_advice_names_the_debian_packages_to_install():
    text = check.advice(check.missing_libraries(LDD_OUTPUT))
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n" in text
    assert "libweird.so.9" in text and "make run" in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd is Linux's")
def test_main_fails_with_the_advice_when_a_library_is_missing(tmp_path, monkeypatch, capsys):
    fake = tmp_path / "ldd"
    fake.write_text("#!/bin/sh\nprintf '\\tlibxcb-cursor.so.0 => not found\\n'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(check, "xcb_plugin", lambda: plugin)
    assert check.main() == 1
    assert "sudo apt-get install libxcb-cursor0" in capsys.readouterr().err
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")  # another platform plugin: nothing to check
    assert check.main() == 0


@pytest.mark.desktop
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd is Linux's")
def test_this_machine_has_what_the_plugin_needs(monkeypatch):
    """The venv's real plugin (what the Makefile checks) on a machine meant to show the window: opt-in, since
    the test suite runs offscreen and needs none of the desktop's libraries (`pytest -m desktop`)."""
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    if check.xcb_plugin() is None:
        pytest.skip("no PySide6 xcb plugin here")
    assert check.check() == []


def test_make_run_sets_up_then_checks_just_before_it_opens_the_window():
    """Set-up needs no display, so a missing X11 library must not stop it; the window must not open without
    them. Set-up does only what the window needs (the texts): the app prepares meaning search behind it."""
    makefile = (Path(check.__file__).resolve().parents[1] / "Makefile").read_text(encoding="utf-8")
    run = [line.strip() for line in makefile.split("\nrun:", 1)[1].split("\n\n", 1)[0].splitlines()[1:]]
    assert run == [
        "$(BIN)/lampada setup --texts-only", "$(BIN)/python scripts/check_system_libs.py", "$(BIN)/lampada"
    ]  # fmt: skip
