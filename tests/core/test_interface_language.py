"""The interface's language, one rule for the app and the command line: LAMPADA_LANG when it names Portuguese
or English, else the first of the system's languages that does, else Portuguese."""

from __future__ import annotations

import pytest

from app.core.interface_language import choose


@pytest.mark.parametrize(
    ("forced", "system", "expected"),
    [
        ("en_US.UTF-8", ["pt-BR"], "en"),  # the environment variable wins
        ("pt_BR", ["en-US"], "pt"),
        ("", ["de-DE", "en-GB", "pt-BR"], "en"),  # the first of the system's that the app speaks
        ("", ["fr-FR", "PT-pt", "en-US"], "pt"),
        ("fr", ["en-US"], "en"),  # a language the app does not speak chooses nothing
        ("", ["de-DE"], "pt"),  # none: Portuguese, the app's first language
        ("", [], "pt"),
    ],
)
def test_the_override_then_the_systems_languages_then_portuguese(monkeypatch, forced, system, expected):
    monkeypatch.setenv("LAMPADA_LANG", forced)
    assert choose(system) == expected

