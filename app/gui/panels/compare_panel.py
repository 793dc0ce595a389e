"""Compare translations: the selected verse (or passage) in every installed translation, one under the other,
each named, in a panel beside the reader — what `lampada show --compare` prints, from the same core function
(`app.core.library.compare.compare`: the translation being read first, then the others of its language, then
the rest; a translation whose numbering lacks the passage is listed, saying so).

A panel that follows the reader, as AndBible's "Compare" list and BibleTime's parallel view are things one
reads beside the text rather than a dialog to dismiss: `CompareController` follows the reader's verse
(`ReaderPane.location_changed`), fetches on the search lane with the supersede key "compare" while the dock is
shown, and fills `ComparePanel`. The reader's right-click menu and the results' cards open it on their
passage; View ▸ Comparar traduções (Ctrl+Shift+T) shows and hides it. The text is selectable, and *Copiar*
copies it all: the reference, then each translation's name and its text.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.core.scripture import refs
from app.gui import i18n
from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme
from app.gui.panels.panel_parts import hint_label, title_label
from app.gui.reader.copying import passage_text
from app.gui.reader.navigation import Location
from app.gui.shell.docks import DockTexts, FollowingDock, LibrarySource

if TYPE_CHECKING:
    from app.core.library.compare import Rendering
    from app.core.library.reading import Library, Verse
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

SHORTCUT = "Ctrl+Shift+T"


@dataclass(frozen=True)
class CompareRequest:
    translation: str  # the one being read: first in the list
    book: str
    chapter: int
    verse: int
    end_verse: int = 0  # > verse for a passage

    @property
    def reference(self) -> refs.Reference:
        end = self.end_verse if self.end_verse > self.verse else None
        return refs.Reference(self.book, self.chapter, self.verse, None, end)


@dataclass
class CompareAnswer:
    request: CompareRequest
    renderings: list[Rendering] = field(default_factory=list)


def fetch(library: Library, request: CompareRequest) -> CompareAnswer:
    """Runs on the search lane: the passage in every installed translation."""
    from app.core.library.compare import compare

    return CompareAnswer(request, compare(library, request.reference, first=request.translation))


def translation_title(rendering: Rendering) -> str:
    """ "Bíblia Livre (BLIVRE)"."""
    t = rendering.translation
    return f"{t.name} ({t.id.upper()})" if t.name else t.id.upper()


def verses_text(verses: Sequence[Verse]) -> str:
    """One translation's text of the passage, a later verse after its number (as copying writes it)."""
    return passage_text(list(verses))


class ComparePanel(QWidget):
    """The passage's reference, then each translation's name and text; a button copies them all."""

    # a translation's name was clicked: read in it (translation id)
    translation_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.theme = LIGHT
        self.answer: CompareAnswer | None = None
        self.ui_family = self.font().family()  # the translations' names in the interface's face
        self.title = title_label("CompareTitle", self)
        self.copy_button = QPushButton(self.tr("Copy"), self)
        self.copy_button.setToolTip(self.tr("Copy the passage in every translation"))
        self.copy_button.clicked.connect(self.copy)
        self.placeholder = hint_label(self, top=False)  # or why the passage could not be read
        self.text = QTextBrowser(self)
        self.text.setObjectName("CompareText")
        self.text.setOpenLinks(False)
        self.text.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.text.setAccessibleName(self.tr("The passage in every translation"))
        self.text.anchorClicked.connect(self._on_link)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(head)
        layout.addWidget(self.placeholder)
        layout.addWidget(self.text, 1)
        self.show_nothing()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.title.setStyleSheet(f"color: {theme.accent};")
        self.text.setFont(fonts.scripture_font(self.text.font()))
        if self.answer is not None:
            self.show_answer(self.answer)

    def _show_only(self, *widgets: QWidget) -> None:
        for w in (self.title, self.copy_button, self.placeholder, self.text):
            w.setVisible(w in widgets)

    def show_nothing(self) -> None:
        """No verse is selected."""
        self.answer = None
        self.placeholder.setText(self.tr("Select a verse in the reader to read it in every translation."))
        self._show_only(self.placeholder)

    def show_error(self, text: str) -> None:
        self.answer = None
        self.placeholder.setText(text)
        self._show_only(self.placeholder)

    def reference(self) -> str:
        return i18n.format_ref(self.answer.request.reference) if self.answer is not None else ""

    def missing_text(self) -> str:
        return self.tr("— this translation does not have this passage —")

    def show_answer(self, answer: CompareAnswer) -> None:
        self.answer = answer
        self.title.setText(self.reference())
        self.text.setHtml(self._html(answer.renderings))
        self.text.verticalScrollBar().setValue(0)
        self._show_only(self.title, self.copy_button, self.text)

    def _html(self, renderings: Sequence[Rendering]) -> str:
        t = self.theme
        parts = []
        for r in renderings:
            name = (
                f'<a href="t:{escape(r.translation.id)}" style="color:{t.accent}; text-decoration:none;">'
                f"<b>{escape(translation_title(r))}</b></a>"
            )
            if r.missing:
                body = f'<span style="color:{t.muted};"><i>{escape(self.missing_text())}</i></span>'
            else:
                body = self._verses_html(r.verses)
            parts.append(
                f'<p style="margin:0 0 3px 0; font-family:{self.ui_family}; font-size:small;">{name}</p>'
                f'<p style="margin:0 0 16px 0; line-height:140%;">{body}</p>'
            )
        return "".join(parts)

    def _verses_html(self, verses: Sequence[Verse]) -> str:
        t, several = self.theme, len(verses) > 1
        out = []
        for v in verses:
            heading = f'<i style="color:{t.muted};">{escape(v.heading)}</i><br>' if v.heading else ""
            number = f'<sup style="color:{t.faint};">{v.verse}</sup>\u00a0' if several else ""
            out.append(f'{heading}{number}<span style="color:{t.text};">{escape(v.text)}</span>')
        return " ".join(out)

    def plain_text(self) -> str:
        """What Copy puts on the clipboard: the reference, then each translation's name and text."""
        if self.answer is None:
            return ""
        blocks = [self.reference()]
        for r in self.answer.renderings:
            body = self.missing_text() if r.missing else verses_text(r.verses)
            blocks.append(f"{translation_title(r)}\n{body}")
        return "\n\n".join(blocks)

    def copy(self) -> str:
        text = self.plain_text()
        if text:
            QGuiApplication.clipboard().setText(text)
        return text

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("t:"):
            self.translation_chosen.emit(text[2:])


class CompareController(FollowingDock):
    """The compare dock: follows the reader's verse, asks the search lane, shows the answer."""

    # a translation's name was clicked in the panel: read in it (translation id)
    translation_chosen = Signal(str)

    def __init__(self, window: QMainWindow, runner: TaskRunner, source: LibrarySource):
        super().__init__(window, runner, "compare")
        texts = DockTexts(
            title=self.tr("Compare translations"),
            close_tip=self.tr("Close the comparison (%1)").replace("%1", SHORTCUT),
            action=self.tr("Co&mpare translations"),
            icon_text=self.tr("Compare"),
            tooltip=self.tr("The selected verse in every translation (%1)").replace("%1", SHORTCUT),
            show=self.tr("Compare translations"),
        )
        self.build_dock("CompareDock", texts, SHORTCUT, "compare")
        # the results' right-click menu: this card's passage (the window connects it to `compare`)
        self.card_action = QAction(texts.show, window)
        self.source = source

    def make_panel(self) -> ComparePanel:
        panel = ComparePanel(self.window)
        panel.translation_chosen.connect(self.translation_chosen)
        return panel

    def set_theme(self, theme: Theme) -> None:
        super().set_theme(theme)
        self.card_action.setIcon(self.show_action.icon())

    # ------------------------------------------------------------------ what to compare
    def follow(self, location: Location, committed: bool = True) -> None:
        """The reader moved: its verse (or passage) is the one to compare (nothing while none is selected)."""
        self.want(
            CompareRequest(
                location.translation, location.book, location.chapter, location.verse, location.end_verse
            )
            if location.verse
            else None
        )

    def compare(self, location: Location) -> None:
        """Show the dock on this passage (a result card's)."""
        self.follow(location)
        self.show_dock()

    def ask(self, request: CompareRequest):
        source = self.source
        return lambda state: fetch(source.library, request)

    def error_text(self, reason: str) -> str:
        return self.tr("The translations could not be read: %1").replace("%1", reason)
