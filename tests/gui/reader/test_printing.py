"""Print and PDF: the reader's passage, a search's results and a note with its passage are written as PDFs and
read back with pdftotext — the text, the reference and the translation's name are on the page. Paper goes
through the same document: Qt's print dialog is answered with a printer writing a PDF."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from app.core.userdata import make_passage
from tests.gui.search_helpers import search
from tests.gui.study_helpers import ready, select

PDFTOTEXT = shutil.which("pdftotext")


def needs_pdftotext(test):
    """Marked `pdf`: it reads its PDF back with pdftotext, which the README's machine may lack (skipped there,
    saying so: apt-get install poppler-utils)."""
    skip = pytest.mark.skipif(
        PDFTOTEXT is None, reason="pdftotext reads the PDF back: apt-get install poppler-utils"
    )
    return pytest.mark.pdf(skip(test))


def pdf_text(path) -> str:
    """The PDF's text as pdftotext reads it, its lines joined (a long line may wrap anywhere) and its
    ligatures undone ("ﬁ")."""
    out = subprocess.run([PDFTOTEXT, "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True)
    return " ".join(unicodedata.normalize("NFKC", out.stdout.decode("utf-8")).split())


@needs_pdftotext
def test_the_selected_verses_as_a_pdf_with_the_translation_named(qtbot, window, tmp_path):
    select(window, "John", 3, 16, 17)
    window.printing.ask_path = lambda suggested: tmp_path / suggested
    written = window.printing.output(pdf=True)
    assert written is not None and written.exists() and written.name.endswith(".pdf")
    text = pdf_text(written)
    assert "3:16-17" in text and "Tiny PT" in text  # the reference and the translation's name
    assert "Porque Deus amou o mundo de tal maneira" in text and "Deus não enviou o seu Filho" in text
    assert "Quem crê nele" not in text  # verse 18 was not selected
    assert "CC0" in text  # the translation's licence is credited under the text


@needs_pdftotext
def test_a_chapter_with_nothing_selected_is_printed_whole(qtbot, window, tmp_path):
    select(window, "Ps", 23, 0)
    window.printing.ask_path = lambda suggested: tmp_path / "salmo.pdf"
    text = pdf_text(window.printing.output(pdf=True))
    assert "O Senhor é o meu pastor" in text and "vale da sombra da morte" in text and "Tiny PT" in text


@needs_pdftotext
def test_the_search_results_as_a_pdf_when_their_list_has_the_focus(qtbot, window, tmp_path):
    shown = search(qtbot, window, "preguiçoso")
    assert shown is not None and window.results_model.rowCount() >= 2
    window.results_view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: window.results_view.hasFocus() or window.focusWidget() is window.results_view)
    window.printing.ask_path = lambda suggested: tmp_path / "busca.pdf"
    text = pdf_text(window.printing.output(pdf=True))
    assert "preguiçoso" in text and "Tiny PT" in text
    assert "Provérbios 6:6" in text or "Proverbs 6:6" in text
    assert "Vai ter com a formiga" in text and "Até quando ficarás deitado" in text


@needs_pdftotext
def test_a_note_with_its_passage_as_a_pdf(qtbot, window, tmp_path):
    ready(qtbot, window)
    select(window, "John", 3, 16)
    editor = window.study.editors.open(make_passage("John", 3, 16), None)
    editor.title_edit.setText("O amor de Deus")
    editor.source.setPlainText("Deus **amou** primeiro.\n\n- graça\n- fé")
    window.study.questions.ask_path = lambda title, suggested, filters, save: tmp_path / "nota.pdf"
    written = editor.print_note(pdf=True)
    text = pdf_text(written)
    assert "O amor de Deus" in text and "Deus amou primeiro." in text and "graça" in text
    assert "Porque Deus amou o mundo" in text and "Tiny PT" in text  # the passage, in its translation
    editor.close()


def test_a_pdf_that_cannot_be_written_is_said_and_nothing_is_left(qtbot, window, tmp_path):
    select(window, "John", 3, 16)
    folder = tmp_path / "not-a-folder"
    folder.write_text("a file", encoding="utf-8")
    window.printing.ask_path = lambda suggested: folder / "jo.pdf"
    assert window.printing.output(pdf=True) is None
    qtbot.waitUntil(lambda: window.notice.isVisible())
    assert folder.read_text(encoding="utf-8") == "a file" and not list(tmp_path.rglob("*.pdf"))


@needs_pdftotext
def test_paper_goes_through_qt_s_print_dialog_and_printer(qtbot, window, tmp_path, monkeypatch):
    select(window, "Gen", 1, 1, 3)
    target = tmp_path / "printer.pdf"

    def answer(dialog):  # the person picks a printer that writes a PDF and presses Print
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", answer)
    assert window.printing.output(pdf=False) is True
    text = pdf_text(target)
    assert "No princípio Deus criou" in text and "Haja luz" in text and "Tiny PT" in text
    assert window.findChildren(QPrintDialog) == []  # not left behind pointing at a printer that is gone


def test_a_cancelled_print_leaves_no_dialog_behind(qtbot, window, monkeypatch):
    select(window, "Gen", 1, 1)
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    assert window.printing.output(pdf=False) is False
    assert window.findChildren(QPrintDialog) == []


def test_print_and_pdf_are_in_the_file_menu_with_their_keys(qtbot, window):
    file_menu = window.menuBar().actions()[0].menu()
    keys = {a.shortcut().toString() for a in file_menu.actions()}
    assert {"Ctrl+P", "Ctrl+Shift+E"} <= keys
