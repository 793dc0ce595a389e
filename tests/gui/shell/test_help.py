"""Help in the person's language: how to search, the keyboard shortcuts, and the welcome page's examples."""

from __future__ import annotations

import pytest

from app.gui import i18n
from app.gui import settings as S
from app.gui.search.results_pane import EXAMPLES
from app.gui.settings import Settings
from app.gui.shell.help import SearchHelpDialog
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture


@pytest.fixture
def english():
    i18n.set_ui_language("en")
    yield
    i18n.set_ui_language("pt")


@pytest.mark.usefixtures("portuguese")
def test_how_to_search_and_the_shortcuts_in_portuguese(qtbot, window):
    dialog = SearchHelpDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Como buscar — Lâmpada"
    assert "Jo 3:16" in text and "estou com medo do futuro" in text and "Você quis dizer" in text
    assert "OpenBible.info, CC-BY" in text and "“tema: ansiedade”" in text and "John 3:16" not in text
    assert "os nomes em português são tradução do Lâmpada" in text
    shortcuts = window.help.open_shortcuts()
    titles = [s.title for s in shortcuts.sections]
    assert titles[:2] == ["Arquivo", "Editar"] and "Editor de anotações" in titles
    rows = {row.text for s in shortcuts.sections for row in s.rows}
    assert {"Comparar traduções", "Atalhos de teclado", "Como buscar", "Negrito"} <= rows
    keys = [key for s in shortcuts.sections for row in s.rows for key in row.keys]
    assert "Enter" in keys and "Ctrl+Enter" in keys and "Acima" in keys  # every key's name in Portuguese
    assert not [key for key in keys if "Return" in key]  # Qt's Portuguese names every key but this one


def test_the_english_welcome_shows_english_examples_whatever_the_translation(
    qtbot, english, make_services, open_window
):
    settings = Settings()
    settings.set(S.TRANSLATION, "tpt")  # a Portuguese translation is being read
    window = open_window(make_services(settings=settings))
    assert window.current_translation() == "tpt"
    window.results_pane.show_welcome()
    page = window.welcome.toPlainText()
    assert all(q in page for q in EXAMPLES["en"]) and "John 3:16" in page
    assert not any(q in page for q in EXAMPLES["pt"])
    i18n.set_ui_language("pt")
    window.results_pane.show_welcome()
    assert "Jo 3:16" in window.welcome.toPlainText()
