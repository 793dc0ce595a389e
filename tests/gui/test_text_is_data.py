"""Text from files and from the person is data, never markup.

Every field a translation, a commentary, a SWORD module or the person can fill holds `<i>Zq</i>`; every
window, dock, dialog and panel of the app must show it as those characters — never as an italic "Zq", which is
what a module's `Description=<img src="/dev/zero">` became (Qt loading the file until the process ran out of
memory). `markup_walk.findings` walks the widgets; what the card delegates paint is checked through the HTML
they give their documents.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.formats import sword
from app.core.formats.common import Note, ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library import commentaries
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.userdata import UserData, default_path
from app.gui import plain
from app.gui.dialogs.repair_dialog import RepairDialog
from app.gui.dialogs.sword_import_dialog import SwordImportDialog
from app.gui.reader.navigation import Location
from app.gui.study.questions import Questions
from app.gui.tasks import TaskRunner
from tests.fixtures.tiny_corpus import PT
from tests.gui.markup_walk import MARK, documents_findings, findings, html_given_to_documents, rich
from tests.gui.search_helpers import search
from tests.gui.study_helpers import ready, select
from tests.gui.window_views import each_side_view

SWORD = Path(__file__).resolve().parents[1] / "fixtures" / "sword"


def _marked_translation() -> ParsedTranslation:
    """The tiny Portuguese text with every field it can carry marked: name, licence, attribution, source, book
    titles, a footnote, a Psalm's title and a verse."""
    verses = []
    for osis, text in PT.items():
        book, chapter, verse = osis.split(".")
        verses.append(VerseRecord(book, int(chapter), int(verse), text))
    john = next(v for v in verses if (v.book, v.chapter, v.verse) == ("John", 3, 16))
    john.text = f"{john.text} {MARK}"
    john.notes.append(Note("footnote", f"{MARK} nota", 5))
    psalm = next(v for v in verses if (v.book, v.chapter, v.verse) == ("Ps", 23, 1))
    psalm.notes.append(Note("title", f"{MARK} Salmo de Davi", 0))  # a Psalm's title, shown above the verse
    meta = TranslationMeta(
        "tmk", f"{MARK} Marcada", "pt-BR", f"{MARK} Licença", f"{MARK} Autor", f"{MARK} fonte"
    )
    titles = {book: f"{MARK} {book}" for book in ("John", "Ps", "Gen")}
    return ParsedTranslation(meta, verses, titles)


def _marked_sword(tmp_path: Path) -> Path:
    """The SWORD fixtures, the test Bible's .conf with every text field marked."""
    folder = tmp_path / "sword"
    shutil.copytree(SWORD, folder)
    conf = folder / "mods.d" / "ltbible.conf"
    lines = []
    for line in conf.read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition("=")
        marked = key in ("Description", "DistributionLicense", "Copyright", "About")
        lines.append(f"{key}={MARK} {value}" if marked else line)
    conf.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture
def marked(library_path, tmp_path) -> Path:
    """A marked translation and commentary in the library, marked study data, and marked SWORD modules (the
    folder is returned)."""
    with Library(library_path) as lib:
        add_translation(lib, _marked_translation())
        commentaries.add(lib, sword.ParsedCommentary(
            TranslationMeta(id="cmk", name=f"{MARK} Comentário", language="pt", licence=f"{MARK} CC0",
                            attribution=f"{MARK} Autor", source=f"{MARK} fonte"),
            [sword.CommentaryEntry("John", 3, 16, 3, 16, f"{MARK} Sobre o amor\n\n{MARK} Outro parágrafo")],
        ))  # fmt: skip
    with UserData.open(default_path()) as ud:
        folder = ud.add_folder(f"{MARK} Pasta")
        label = ud.add_label(f"{MARK} Etiqueta")
        ud.add_note("John", 3, 16, f"{MARK} Texto e **negrito**", translation="tmk", title=f"{MARK} Título")
        ud.add_bookmark("John", 3, 16, translation="tmk", folder_id=folder.id, labels=[label.id],
                        title=f"{MARK} Marcador")  # fmt: skip
        ud.set_highlight("John", 3, 16, "yellow", translation="tmk")
        ud.record_search(f"{MARK} busca", "tmk")
    return _marked_sword(tmp_path)


@pytest.fixture
def marked_window(qtbot, marked, make_services, open_window):
    window = ready(qtbot, open_window(make_services()))
    window.bible_results.translation_chosen.emit("tmk")
    qtbot.waitUntil(lambda: window.current_translation() == "tmk", timeout=5000)
    return window


def _walk_window(qtbot, window) -> list[str]:
    """The window with each side panel in front, then with each tab of the study panel."""
    return [found for _ in each_side_view(qtbot, window) for found in findings(window)]


def test_the_window_its_docks_and_panels_show_marked_text_as_text(qtbot, marked_window):
    window = marked_window
    with html_given_to_documents() as given:
        search(qtbot, window, "amou o mundo")  # a card of the marked verse
        window.results_view.grab()  # the cards painted
        window.reader.set_parallels(["tpt", "ten"])
        select(window, "John", 3, 16)  # the commentary's entry, the note's and the bookmark's markers
        found = _walk_window(qtbot, window)
        select(window, "John", 3, 17)  # the commentary says nothing: it is named in the placeholder
        found += _walk_window(qtbot, window)
        select(window, "Ps", 23, 1)  # the Psalm's title above its verse, in the reader and in compare
        found += _walk_window(qtbot, window)
        window.set_search_scope("notes")
        search(qtbot, window, "Texto")  # the note's card
        window.study.notes_results.view.grab()
        found += findings(window)
    found += documents_findings(given)
    assert not found, "\n".join(sorted(set(found)))
    # the marked text is there, as text: the walk saw it
    assert MARK in window.commentary.panel.credit.text()
    assert f"{MARK} Salmo de Davi" in window.reader.view.toPlainText()


def test_every_dialog_shows_marked_text_as_text(qtbot, marked_window, marked):
    window = marked_window
    window.reader.show_location(Location("tmk", "John", 3, 16))
    select(window, "John", 3, 16)
    qtbot.waitUntil(lambda: window.study.reader_tools.selected_passage() is not None, timeout=5000)
    sword_dialog = SwordImportDialog(window.runner, window.services.library_path, window, folders=[marked])
    qtbot.addWidget(sword_dialog)
    dialogs = {
        "sword": sword_dialog,
        "import": window.open_import(),
        "translations": window.translations_manager.open(),
        "backups": window.study.files.open_backups(),
        "about": window.open_about(),
        "note": window.study.edit_note_for_selection(),
        "bookmark popup": window.study.bookmarks.add(),  # on the bookmarked verse: it edits that bookmark
    }
    found = []
    with html_given_to_documents() as given:
        for name, dialog in dialogs.items():
            dialog.show()
            qtbot.waitUntil(dialog.isVisible)
            if dialog is sword_dialog:
                qtbot.waitUntil(lambda: sword_dialog.modules.topLevelItemCount() > 0, timeout=10000)
            found += [f"{name}: {f}" for f in findings(dialog)]
            dialog.close()
    found += documents_findings(given)
    assert not found, "\n".join(sorted(set(found)))
    descriptions = [sword_dialog.modules.topLevelItem(i).text(3) for i in range(6)]
    assert f"{MARK} Lâmpada Test Bible" in descriptions  # shown, as text


def test_the_repair_report_shows_names_as_text(qtbot):
    runner = TaskRunner()
    dialog = RepairDialog(runner, {"tmk": f"{MARK} Marcada"})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.progress_reported(1, 3, "tmk")
    assert MARK in dialog.status.text()
    found = findings(dialog)
    dialog.show_report(f"Repaired {MARK}", [f"{MARK} Marcada was imported again", "the word index"])
    found += findings(dialog)
    assert not found, "\n".join(found)


def test_a_question_naming_a_folder_shows_its_name_as_text(qtbot, marked_window):
    asked = []

    def answer():
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        asked.append((box.text(), findings(box)))
        box.reject()

    QTimer.singleShot(0, answer)
    questions = Questions(marked_window)
    questions.confirm("Delete folder", f"Delete the folder “{MARK} Pasta”?", "Delete folder")
    assert asked and MARK in asked[0][0]
    assert asked[0][1] == []


def test_a_footnote_from_the_file_shows_as_text(qtbot, marked_window):
    window = marked_window
    window.reader.show_location(Location("tmk", "John", 3, 16))
    tip = window.reader.links.note_for(QUrl("note:3:16:0"))
    assert f"{MARK} nota" in tip.replace("&lt;", "<").replace("&gt;", ">")
    assert MARK not in tip or not rich(tip)  # escaped inside a rich paragraph, or left plain


@pytest.mark.parametrize(
    "text",
    [f"{MARK} nome", "a\nb <i>x</i>", "<img src='/dev/zero'>", "&lt;b&gt;", "plain, no tags", "x < y > z"],
)
def test_a_tooltip_of_any_text_shows_that_text(text):
    from PySide6.QtGui import QTextDocument

    tip = plain.tooltip(text)
    if not rich(tip):
        assert tip == text
    else:
        doc = QTextDocument()
        doc.setHtml(tip)
        assert doc.toPlainText() == text
