"""The "Comentário" panel beside the reader: what an imported commentary (a SWORD module: Matthew Henry's,
Spurgeon's Treasury of David…) says on the selected verse, with the commentary's licence and attribution.

Built like the related passages (app/gui/panels/related.py): `CommentaryController` follows the reader's verse
(`ReaderPane.location_changed`); while its dock is shown each new verse is fetched on the search lane with
the supersede key "commentary" (a newer verse cancels the older request, whose answer is dropped), and the
answer, a plain `CommentaryAnswer`, fills `CommentaryPanel` on the main thread. Entries are kept by the
standard verse, so an entry on a range (“Verses 1-8”) shows for each verse in it, whatever the reading
translation.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QMainWindow, QTextBrowser, QVBoxLayout, QWidget

from app.core.scripture import refs
from app.gui import i18n
from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme
from app.gui.panels.panel_parts import credit_label, credit_text, hint_label, title_label
from app.gui.reader.navigation import Location
from app.gui.shell.access import name_choice
from app.gui.shell.docks import DockTexts, FollowingDock, LibrarySource

if TYPE_CHECKING:
    from app.core.library.commentaries import Commentary, Entry
    from app.core.library.reading import Library
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CommentaryRequest:
    translation: str
    book: str
    chapter: int
    verse: int
    commentary: str | None  # the chosen commentary's id; None: the first one in the reading language


@dataclass
class CommentaryAnswer:
    request: CommentaryRequest
    commentaries: list[Commentary] = field(default_factory=list)  # every commentary of the library
    chosen: Commentary | None = None
    entries: list[Entry] = field(default_factory=list)  # on the verse, in the book's order


def fetch(library: Library, request: CommentaryRequest) -> CommentaryAnswer:
    """Runs on the search lane: the library's commentaries and the chosen one's entries on the verse (a merged
    verse "3-4" of the reading translation asks for both numbers)."""
    from app.core.library import commentaries

    found = commentaries.commentaries(library)
    if not found:
        return CommentaryAnswer(request)
    chosen = next((c for c in found if c.id == request.commentary), None)
    if chosen is None:
        language = ""
        if library.has_translation(request.translation):
            language = library.translation(request.translation).language.split("-")[0]
        chosen = next((c for c in found if c.language.split("-")[0] == language), found[0])
    verse = library.verse(request.translation, request.book, request.chapter, request.verse)
    if verse is not None:
        entries = commentaries.for_verses(library, chosen.id, [verse])
    else:
        entries = commentaries.entries(library, chosen.id, request.book, request.chapter, request.verse)
    return CommentaryAnswer(request, found, chosen, entries)


def entry_title(entry: Entry) -> str:
    """ "João 3:1-8", "João 3" (a chapter's introduction), "Gênesis 1:30–2:3"."""
    if entry.verse == 0:
        return i18n.format_ref(refs.Reference(entry.book, entry.chapter))
    if (entry.end_chapter, entry.end_verse) == (entry.chapter, entry.verse):
        return i18n.format_ref(refs.Reference(entry.book, entry.chapter, entry.verse))
    if entry.end_chapter == entry.chapter:
        return i18n.format_ref(refs.Reference(entry.book, entry.chapter, entry.verse, None, entry.end_verse))
    return i18n.format_ref(
        refs.Reference(entry.book, entry.chapter, entry.verse, entry.end_chapter, entry.end_verse)
    )


class CommentaryPanel(QWidget):
    """The verse, the commentary to read (a choice when there are several), its entries and its credit."""

    # the person chose another commentary (its id)
    commentary_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.theme = LIGHT
        self.title = title_label("CommentaryTitle", self)
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("CommentaryChooser")
        self.chooser.setToolTip(self.tr("The commentary to read"))
        name_choice(self.chooser, self.tr("Commentary"))
        self.chooser.activated.connect(self._on_chosen)
        self.placeholder = hint_label(self)  # names the commentary, or why it failed
        self.text = QTextBrowser(self)
        self.text.setObjectName("CommentaryText")
        self.text.setAccessibleName(self.tr("What the commentary says"))
        self.text.setOpenLinks(False)
        self.text.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.text.setFont(fonts.scripture_font(self.text.font()))
        self.credit = credit_label("CommentaryCredit", self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.chooser)
        layout.addWidget(self.placeholder)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.credit)
        self.show_nothing()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.title.setStyleSheet(f"color: {theme.accent};")
        self.credit.setStyleSheet(f"color: {theme.muted};")  # a credit owed, legible: not a faint hint
        self.text.document().setDefaultStyleSheet(f"h4 {{ color: {theme.accent}; margin: 0; }}")

    def _show_only(self, *widgets: QWidget) -> None:
        for w in (self.title, self.chooser, self.placeholder, self.text, self.credit):
            w.setVisible(w in widgets)

    def show_nothing(self) -> None:
        """No verse is selected."""
        self.placeholder.setText(
            self.tr("Select a verse in the reader to see what the commentary says on it.")
        )
        self._show_only(self.placeholder)

    def show_no_commentary(self) -> None:
        self.placeholder.setText(
            self.tr(
                "No commentary yet. Import one from BibleTime, Xiphos or AndBible (a SWORD commentary, "
                "such as Matthew Henry's) with File ▸ Import from another Bible program…"
            )
        )
        self._show_only(self.placeholder)

    def show_answer(self, answer: CommentaryAnswer) -> None:
        req, chosen = answer.request, answer.chosen
        if chosen is None:
            self.show_no_commentary()
            return
        self.chooser.clear()
        for c in answer.commentaries:
            self.chooser.addItem(c.name, c.id)
        self.chooser.setCurrentIndex(self.chooser.findData(chosen.id))
        where = i18n.verse_ref(req.book, req.chapter, req.verse)
        self.title.setText(where)
        widgets: list[QWidget] = [self.title, self.credit]
        if len(answer.commentaries) > 1:
            widgets.append(self.chooser)
        if answer.entries:
            self.text.setHtml(self._html(answer.entries))
            self.text.verticalScrollBar().setValue(0)
            widgets.append(self.text)
        else:
            self.placeholder.setText(self.tr("%1 says nothing on %2.").replace("%1", chosen.name)
                                     .replace("%2", where))  # fmt: skip
            widgets.append(self.placeholder)
        self.credit.setText(credit_text(chosen))
        self._show_only(*widgets)

    def show_error(self, text: str) -> None:
        self.placeholder.setText(text)
        self._show_only(self.placeholder)

    def _html(self, entries: list[Entry]) -> str:
        parts = []
        for e in entries:
            paragraphs = "".join(f"<p>{escape(p)}</p>" for p in e.text.split("\n\n"))
            parts.append(f"<h4>{escape(entry_title(e))}</h4>{paragraphs}")
        return "".join(parts)

    def _on_chosen(self, index: int) -> None:
        commentary_id = self.chooser.itemData(index)
        if commentary_id:
            self.commentary_chosen.emit(commentary_id)


class CommentaryController(FollowingDock):
    """The commentary dock: follows the reader's verse, asks the search lane, shows the answer."""

    def __init__(self, window: QMainWindow, runner: TaskRunner, source: LibrarySource):
        super().__init__(window, runner, "commentary")
        texts = DockTexts(
            title=self.tr("Commentary"),
            close_tip=self.tr("Close the commentary (Ctrl+Shift+M)"),
            action=self.tr("&Commentary"),
            icon_text=self.tr("Commentary"),
            tooltip=self.tr("What a commentary says on the selected verse (Ctrl+Shift+M)"),
            show=self.tr("Commentary on this verse"),
        )
        self.build_dock("CommentaryDock", texts, "Ctrl+Shift+M", "note")
        self.source = source
        self._chosen: str | None = None  # the commentary the person picked (None: the language's first)

    def make_panel(self) -> CommentaryPanel:
        panel = CommentaryPanel(self.window)
        panel.commentary_chosen.connect(self.choose)
        return panel

    def choose(self, commentary_id: str) -> None:
        """The person picked a commentary: read the verse in it (and keep it for the next verses)."""
        self._chosen = commentary_id
        self._rechoose()
        self.update_answer(force=True)

    def imported(self, report) -> None:
        """A commentary was imported (app.core.library.commentaries.CommentaryReport): read it, beside the
        reader."""
        self._chosen = report.commentary.id
        self._rechoose()
        self.show_dock()
        self.update_answer(force=True)

    def _rechoose(self) -> None:
        w = self.wanted
        if w is not None:
            self.wanted = CommentaryRequest(w.translation, w.book, w.chapter, w.verse, self._chosen)

    # ------------------------------------------------------------------ following the reader
    def follow(self, location: Location, committed: bool = True) -> None:
        """The reader moved: its verse is the one to show (nothing while no verse is selected)."""
        self.want(
            CommentaryRequest(
                location.translation, location.book, location.chapter, location.verse, self._chosen
            )
            if location.verse
            else None
        )

    def ask(self, request: CommentaryRequest):
        source = self.source
        return lambda state: fetch(source.library, request)

    def error_text(self, reason: str) -> str:
        return self.tr("The commentary could not be read: %1").replace("%1", reason)
