"""Print and PDF: the passage in the reader, a search's results, or a note with its passage — on paper or
as a PDF, always naming the translation the text is from.

A document is HTML the app builds (`PrintDocument`), every piece of text it did not write escaped, laid out
by a `QTextDocument` and printed through Qt's print support: `QPrintDialog` and a `QPrinter` for paper, a
`QPdfWriter` for a PDF, which is written whole or not at all (`app.core.files`). Ctrl+P prints what is in
front: the search results when their list has the focus, otherwise the reader's passage (its selected
verses, or the whole chapter); File ▸ Save as PDF does the same to a file. The note editor prints its note.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QObject
from PySide6.QtGui import QAction, QKeySequence, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from app.core.scripture import refs
from app.gui import i18n
from app.gui.reader.mark_painting import passage_ref

if TYPE_CHECKING:
    from app.core.library.reading import Library, Verse
    from app.core.userdata.transfer import Quote
    from app.gui.banner import Banner
    from app.gui.reader.chapter_view import ReaderPane
    from app.gui.search.results import ResultsModel
    from app.gui.study.note_editor import NoteEditor

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # lupdate reads `translate("Printing", "...")` calls

PDF_DPI = 300
MARGIN_MM = 18
STYLE = """
h1 { font-size: 17pt; margin-bottom: 2pt; }
p.source { color: #555555; margin-top: 0; font-size: 10pt; }
p.verse { margin: 0 0 4pt 0; }
p.result { margin: 8pt 0 0 0; }
p.reference { font-weight: bold; margin: 10pt 0 2pt 0; }
p.credit { color: #555555; font-size: 8.5pt; }
blockquote { margin: 4pt 0 8pt 14pt; }
sup { color: #666666; }
"""


@dataclass(frozen=True)
class PrintDocument:
    title: str  # the print job's name, and the PDF's title
    html: str

    def text_document(self) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultStyleSheet(STYLE)
        document.setHtml(self.html)
        document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, self.title)
        return document


def _page(title: str, source: str, body: str, credit: str = "") -> str:
    footer = f'<hr><p class="credit">{escape(credit)}</p>' if credit else ""
    return (
        f"<html><body><h1>{escape(title)}</h1>"
        f'<p class="source">{escape(source)}</p>{body}{footer}</body></html>'
    )


def _verses_html(verses: Iterable[Verse]) -> str:
    """Verses as paragraphs after their numbers ("3:16" when the passage crosses chapters)."""
    verses = list(verses)
    chapters = {v.chapter for v in verses}
    out = []
    for v in verses:
        number = f"{v.chapter}:{v.verse}" if len(chapters) > 1 else str(v.verse)
        if v.verse_end and v.verse_end > v.verse:
            number += f"-{v.verse_end}"
        out.append(f'<p class="verse"><sup>{escape(number)}</sup> {escape(v.text)}</p>')
    return "".join(out)


def passage_document(verses: list[Verse], name: str, credit: str = "") -> PrintDocument:
    """The verses of a passage under its reference, the translation named above them and in the credit."""
    title = i18n.format_ref(refs.passage_of(verses))
    return PrintDocument(f"{title} — {name}", _page(title, name, _verses_html(verses), credit))


def results_document(query: str, items: list, name_of: Callable[[str], str]) -> PrintDocument:
    """A search's results as listed: each reference with its verses, each naming its translation."""
    heading = translate("Printing", "Search: “%1”").replace("%1", query.strip())
    names = sorted({name_of(v.translation) for item in items for v in item.cited})
    count = len(items)
    source = translate("Printing", "%n result(s)", None, count)
    if names:
        source += " · " + ", ".join(names)
    body = []
    for item in items:
        tid = item.cited[0].translation if item.cited else ""
        text = " ".join(v.text for v in item.cited)
        body.append(
            f'<p class="result"><b>{escape(item.title())}</b> — <i>{escape(name_of(tid))}</i><br>'
            f"{escape(text)}</p>"
        )
    return PrintDocument(heading, _page(heading, source, "".join(body)))


def note_document(note_title: str, note_html: str, where: str, quote: Quote | None) -> PrintDocument:
    """A note under its passage: the passage's text with its translation named, then the note."""
    title = note_title or translate("Printing", "Note on %1").replace("%1", where)
    if quote is not None and quote.verses:
        one_chapter = len({c for c, _, _ in quote.verses}) == 1
        verses = " ".join(
            f"<sup>{escape(str(v) if one_chapter else f'{c}:{v}')}</sup> {escape(t)}"
            for c, v, t in quote.verses
        )
        source = f"{where} — {quote.translation}"
        passage = f"<blockquote>{verses}</blockquote>"
    else:
        source, passage = where, ""
    return PrintDocument(title, _page(title, source, passage + note_html))


# --- paper and PDF ------------------------------------------------------------------------------------------


def pdf_bytes(document: PrintDocument) -> bytes:
    """The document as a PDF (A4, margins of 18 mm)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(document.title)
    writer.setCreator("Lâmpada")
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    document.text_document().print_(writer)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return bytes(buffer.data().data())


def save_pdf(document: PrintDocument, path: Path) -> Path:
    """Write the PDF whole or not at all: a reader never finds half of one."""
    from app.core import files

    return files.write_bytes(path, pdf_bytes(document))


def print_on_paper(document: PrintDocument, parent: QWidget) -> bool:
    """Qt's print dialog, then the printer it chose; False when the person cancelled. The dialog is deleted
    before the printer it points to: left behind as a child of the window, it outlived the printer and an
    event reaching it later crashed the app."""
    import shiboken6
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(document.title)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(translate("Printing", "Print"))
    try:
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        shiboken6.delete(dialog)
    if accepted:
        document.text_document().print_(printer)
    return accepted


def pdf_name(title: str) -> str:
    """A file name for the PDF of `title` ("João 3.16-18 — Bíblia Livre.pdf"), without / or :."""
    cleaned = "".join("." if c in ":" else "-" if c in '/\\?*"<>|' else c for c in title).strip(" .")
    return (cleaned[:120] or "Lampada") + ".pdf"


# --- the window's print actions -----------------------------------------------------------------------------


class PrintHost(Protocol):
    """The main window as printing sees it."""

    reader: ReaderPane  # the passage shown, its selection, its library
    results_model: ResultsModel  # the search's results as listed, and their query
    notice: Banner  # where a failure is said

    def translation_name(self, tid: str, *, with_id: bool = True) -> str: ...

    def focusWidget(self) -> QWidget | None: ...  # noqa: N802 - QWidget's


class PrintController(QObject):
    """File ▸ Print… (Ctrl+P) and Save as PDF… (Ctrl+Shift+E): what is in front, on paper or in a file."""

    def __init__(self, host: PrintHost, window: QWidget, results_view: QWidget, say: Callable[[str], None]):
        super().__init__(window)
        self.host = host
        self.window = window
        self.results_view = results_view
        self.say = say
        # where a PDF goes (a test answers without a dialog)
        self.ask_path: Callable[[str], Path | None] = self._ask_path
        self.print_action = QAction(self.tr("&Print…"), window)
        self.print_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_action.triggered.connect(lambda: self.output(pdf=False))
        self.pdf_action = QAction(self.tr("Save as P&DF…"), window)
        self.pdf_action.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.pdf_action.triggered.connect(lambda: self.output(pdf=True))
        for action in (self.print_action, self.pdf_action):
            window.addAction(action)

    def document(self) -> PrintDocument | None:
        """The search results when their list has the focus and holds some; else the reader's passage."""
        focus = self.host.focusWidget()
        items = self.host.results_model.items()
        if (
            items
            and focus is not None
            and (focus is self.results_view or self.results_view.isAncestorOf(focus))
        ):
            name_of = lambda tid: self.host.translation_name(tid, with_id=False)  # noqa: E731
            return results_document(self.host.results_model.query, items, name_of)
        return self.passage()

    def passage(self) -> PrintDocument | None:
        reader = self.host.reader
        verses = reader.selected_verses() or list(reader.verses)
        if not verses or reader.library is None:
            return None
        tid = verses[0].translation
        name = self.host.translation_name(tid, with_id=False)
        try:
            translation = reader.library.translation(tid)
            credit = " — ".join(
                x for x in (translation.name, translation.licence, translation.attribution) if x
            )
        except Exception:  # noqa: BLE001 - printed without its licence line
            credit = name
        return passage_document(verses, name, credit)

    def output(self, *, pdf: bool) -> Path | bool | None:
        document = self.document()
        if document is None:
            self.say(self.tr("Open a passage or search first: there is nothing to print yet."))
            return None
        return deliver(document, pdf=pdf, parent=self.window, ask_path=self.ask_path, say=self.say,
                       notice=self.host.notice)  # fmt: skip

    def _ask_path(self, suggested: str) -> Path | None:
        return ask_pdf_path(self.window, suggested)


def ask_pdf_path(parent: QWidget, suggested: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(
        parent,
        translate("Printing", "Save as PDF"),
        str(Path.home() / suggested),
        translate("Printing", "PDF documents (*.pdf)"),
    )
    if not path:
        return None
    return Path(path) if path.lower().endswith(".pdf") else Path(path + ".pdf")


def deliver(
    document: PrintDocument,
    *,
    pdf: bool,
    parent: QWidget,
    ask_path: Callable[[str], Path | None],
    say: Callable[[str], None],
    notice: Banner,
) -> Path | bool | None:
    """On paper (the print dialog), or to a PDF the person names; what went wrong is said in the notice."""
    if not pdf:
        return print_on_paper(document, parent)
    path = ask_path(pdf_name(document.title))
    if path is None:
        return None
    try:
        written = save_pdf(document, path)
    except OSError as exc:
        log.error("cannot write %s: %s", path, exc)
        notice.show_message(
            translate("Printing", "The PDF could not be saved"),
            translate("Printing", "%1: %2. Nothing was written.")
            .replace("%1", str(path))
            .replace("%2", exc.strerror or str(exc)),
            kind="error",
        )
        return None
    say(translate("Printing", "Saved %1.").replace("%1", written.name))
    return written


def print_note(
    editor: NoteEditor,
    pdf: bool,
    *,
    library: Library | None,
    reading: str | None,
    ask_path: Callable[[str], Path | None],
    say: Callable[[str], None],
    notice: Banner,
) -> Path | bool | None:
    """The note an editor holds (saved or not) under its passage's text — in the translation the note was
    made in when it is installed, else the one being read — on paper or as a PDF."""
    from app.core.userdata import render_note_html
    from app.core.userdata.quoted_verses import LibraryScripture

    quote = None
    if library is not None:
        try:
            quote = LibraryScripture(library, reading).quote(editor.passage, editor.translation)
        except Exception:  # noqa: BLE001 - a damaged page: the note is printed without its passage's text
            log.exception("cannot read the passage of the note being printed")
    where = passage_ref(editor.passage, i18n.ui_language())
    document = note_document(editor.title(), render_note_html(editor.text()), where, quote)
    return deliver(document, pdf=pdf, parent=editor, ask_path=ask_path, say=say, notice=notice)
