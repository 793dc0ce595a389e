"""The command line's language: the app's rule over the locale POSIX reads for messages."""

from __future__ import annotations

from app.cli import words


def test_the_command_line_reads_the_first_locale_posix_reads(monkeypatch):
    monkeypatch.delenv("LAMPADA_LANG", raising=False)
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LC_MESSAGES", "en_GB.UTF-8")
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert words.system_language() == "en"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # LC_ALL rules, and the app does not speak German
    assert words.system_language() == "pt"
    monkeypatch.setenv("LAMPADA_LANG", "en")
    assert words.system_language() == "en"
