"""File ▸ Export my data ▸ As Markdown, from the window: in the interface's words, each note, bookmark and
highlight under its passage's text, the translation named."""

from __future__ import annotations

import pytest

from app.gui import i18n
from tests.gui.study_helpers import ready


def export(qtbot, window, path):
    """The File menu's entry, the file asked for answered with `path`; returns the file's text."""
    window.study.questions.ask_path = lambda *args, **kwargs: path
    with qtbot.waitSignal(
        window.study.told, timeout=5000, check_params_cb=lambda kind, title, text: str(path) in text
    ):
        window.study.actions["export_markdown"].trigger()
    return path.read_text(encoding="utf-8")


@pytest.fixture
def english():
    yield
    i18n.set_ui_language("pt")


def test_the_markdown_export_quotes_the_passages_and_names_the_translation(qtbot, window, tmp_path, english):
    ready(qtbot, window)
    ud = window.study.userdata
    ud.add_note("John", 3, 16, "O **amor** de Deus", translation="tpt", title="Amor")
    ud.add_note("Isa", 41, 10, "Sem medo")  # no translation recorded: the one being read
    ud.add_bookmark("Ps", 23, 1, title="O pastor", translation="ten")
    ud.set_highlight("Matt", 6, 34, "green")
    text = export(qtbot, window, tmp_path / "notas.md")
    assert "## Anotações (2)" in text and "## Marcadores (1)" in text and "## Destaques (1)" in text
    assert "#### João 3:16 — Amor" in text
    assert "Porque Deus amou o mundo de tal maneira" in text and "*Tiny PT*" in text
    assert "Não temas, porque eu sou contigo" in text  # Isaías 41:10, in the translation being read
    assert "Yahweh is my shepherd" in text and "*Tiny WEB*" in text  # the bookmark's own translation
    assert "Não vos preocupeis com o dia de amanhã" in text
    # in English, the app's words are English; each passage keeps its translation
    i18n.set_ui_language("en")
    text = export(qtbot, window, tmp_path / "notes.md")
    assert "## Notes (2)" in text and "#### John 3:16 — Amor" in text
    assert "Porque Deus amou o mundo" in text and "*Tiny PT*" in text
