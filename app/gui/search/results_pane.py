"""The results side of the window: banners over a stack of pages — the welcome page, each search scope's list
(`ScopeResults`: the Bible's cards, the notes' cards), an empty state that says why nothing is shown — and a
status line under them.

The banners, top to bottom: the data folder's health (damaged parts, with Repair), what cannot be saved and
why, meaning search being prepared or unavailable, and the notice — what was just done or found. Under them,
"Did you mean: …?" when a query word is unknown to the translation: a link that searches the correction.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QTextBrowser, QVBoxLayout, QWidget

from app.core import paths
from app.gui.banner import Banner
from app.gui.look.theme import LIGHT, Theme

if TYPE_CHECKING:
    from app.gui.search.search_controller import SearchController

BUSY_DELAY_MS = 300  # "Searching…" only when a search takes long enough to notice

EXAMPLES = {
    "pt": ["estou com medo do futuro", "como posso perdoar quem me feriu?", "Melquisedeque", "Jo 3:16",
           "amor ao próximo"],
    "en": ["I am afraid of the future", "how can I forgive someone who hurt me?", "Melchizedek", "John 3:16",
           "love your neighbor"],
}  # fmt: skip


class ScopeResults(Protocol):
    """How a search scope shows its answers in the pane (`BibleResults`; the study tools' `NotesResults`)."""

    def show_result(self, result) -> None:
        """The answer to a new query: its first page, or why there is nothing."""

    def show_page(self, result) -> None:
        """Another page of the query shown."""

    def show_failure(self, request, exc: BaseException) -> None:
        """The query could not be answered, in words."""

    def clear(self) -> None:
        """Forget the answer shown (the query was cleared)."""


class ResultsPane(QWidget):
    # an example on the welcome page was clicked (query)
    example_requested = Signal(str)
    # the "Did you mean" correction was clicked (the corrected query)
    suggestion_picked = Signal(str)

    def __init__(self, language: Callable[[], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ResultsPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a QWidget subclass paints #ResultsPane so
        self.language = language  # the interface's language: the welcome's examples are in it
        self.theme: Theme = LIGHT
        self.health_banner = Banner(self)  # damaged data, with Repair
        self.read_only_banner = Banner(self)  # what cannot be saved, and why
        self.meaning_banner = Banner(self)
        self.notice = Banner(self)
        self.welcome = self._page_text(self.tr("Welcome"))
        self.empty = self._page_text(self.tr("No results"))
        self.suggestion = QLabel(self)  # "Did you mean: Jesus chorou?"
        self.suggestion.setObjectName("DidYouMean")
        self.suggestion.setTextFormat(Qt.TextFormat.RichText)
        self.suggestion.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.suggestion.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.suggestion.setContentsMargins(14, 0, 14, 0)
        self.suggestion.linkActivated.connect(
            lambda link: self.suggestion_picked.emit(QUrl.fromPercentEncoding(link[2:].encode()))
        )
        self.suggestion.hide()
        self.offered = ""  # the correction "Did you mean" offers
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.empty)
        self.status = QLabel(self)
        self.status.setObjectName("ResultsStatus")
        self.status.setWordWrap(True)  # a narrow column at a large text size: on two lines, not cut
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_DELAY_MS)
        self._busy_timer.timeout.connect(lambda: self.status.setText(self.tr("Searching…")))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.setSpacing(6)
        banners = QVBoxLayout()
        banners.setContentsMargins(12, 0, 12, 0)
        banners.setSpacing(6)
        for banner in self.banners():
            banners.addWidget(banner)
        layout.addLayout(banners)
        layout.addWidget(self.suggestion)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.status)

    def _page_text(self, name: str) -> QTextBrowser:
        page = QTextBrowser(self)
        page.setObjectName("Welcome")
        page.setAccessibleName(name)
        page.setOpenLinks(False)
        page.anchorClicked.connect(self._on_link)
        return page

    def banners(self) -> list[Banner]:
        return [self.health_banner, self.read_only_banner, self.meaning_banner, self.notice]

    # ------------------------------------------------------------------ pages
    def add_page(self, page: QWidget) -> None:
        self.stack.addWidget(page)

    def show_page(self, page: QWidget) -> None:
        self.stack.setCurrentWidget(page)

    def showing(self, page: QWidget) -> bool:
        return self.stack.currentWidget() is page

    def show_welcome(self) -> None:
        t = self.theme
        lang = "en" if self.language().lower().startswith("en") else "pt"
        examples = "".join(
            f'<p align="center" style="margin:0 0 7px 0;"><a href="q:{html.escape(q)}" '
            f'style="color:{t.accent}; text-decoration:none;">{html.escape(q)}</a></p>'
            for q in EXAMPLES[lang]
        )
        logo = (paths.resources_dir() / "icons" / "lampada.svg").as_uri()
        verse = html.escape(self.tr("Your word is a lamp to my feet, and a light for my path."))
        ref = html.escape(self.tr("Psalm 119:105"))
        hint = html.escape(self.tr("Type a reference, a name, a theme, or a question — in your own words."))
        try_ = html.escape(self.tr("Try:"))
        self.welcome.setHtml(
            f'<div align="center" style="margin-top:40px;"><img src="{logo}" width="76" height="76"></div>'
            f'<p align="center" style="margin:20px 28px 4px 28px; color:{t.text}; font-size:large;">'
            f"<i>{verse}</i></p>"
            f'<p align="center" style="margin:0 0 30px 0; color:{t.muted};">{ref}</p>'
            f'<p align="center" style="margin:0 28px 14px 28px; color:{t.muted};">{hint}</p>'
            f'<p align="center" style="margin:0 0 8px 0; color:{t.faint};">{try_}</p>'
            f"{examples}"
        )
        self.stack.setCurrentWidget(self.welcome)

    def show_empty(self, title: str, text: str) -> None:
        """Nothing to list, and why (a title and a line under it)."""
        t = self.theme
        self.empty.setHtml(
            f'<p align="center" style="margin-top:48px; color:{t.text}; font-size:large;">'
            f"{html.escape(title)}</p>"
            f'<p align="center" style="margin:6px 32px; color:{t.muted};">{html.escape(text)}</p>'
        )
        self.stack.setCurrentWidget(self.empty)

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("q:"):
            self.example_requested.emit(QUrl.fromPercentEncoding(text[2:].encode()))

    # ------------------------------------------------------------------ did you mean
    def set_suggestion(self, query: str | None, changed: Iterable[str] = ()) -> None:
        """ "Did you mean: <query>?" with the `changed` words in bold, a link; None hides it."""
        self.offered = query or ""  # the correction offered ("" when none is)
        self.suggestion.setVisible(query is not None)
        if query is None:
            self.suggestion.setText("")
            return
        bold = {w.casefold() for w in changed}
        shown = " ".join(
            f"<b><i>{html.escape(w)}</i></b>" if w.casefold() in bold else html.escape(w)
            for w in query.split()
        )
        link = (
            f'<a href="q:{html.escape(QUrl.toPercentEncoding(query).data().decode())}" '
            f'style="color:{self.theme.accent}; text-decoration:none;">{shown}</a>'
        )
        self.suggestion.setText(html.escape(self.tr("Did you mean: %1?")).replace("%1", link))
        self.suggestion.setAccessibleName(self.tr("Did you mean: %1?").replace("%1", query))

    # ------------------------------------------------------------------ the status line
    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def set_busy(self, busy: bool) -> None:
        """Say "Searching…" only when a search takes long enough to notice (a busy machine, a cold index)."""
        if busy:
            self._busy_timer.start()
        else:
            self._busy_timer.stop()
            if self.status.text() == self.tr("Searching…"):
                self.status.setText("")

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for banner in self.banners():
            banner.refresh_icon()


class Answers(QObject):
    """Each answer of the search controller shown by its scope's `ScopeResults`, in the pane."""

    # the answer shown changed (a scope's result, or None when the query was cleared)
    results_shown = Signal(object)

    def __init__(self, controller: SearchController, pane: ResultsPane, parent: QObject | None = None):
        super().__init__(parent)
        self.pane = pane
        self.scopes: dict[str, ScopeResults] = {}
        self.shown = None  # the answer shown (any scope's result), or None
        controller.answered.connect(self.show)
        controller.page_answered.connect(lambda result: self.scopes[result.request.scope].show_page(result))
        controller.failed.connect(lambda request, exc: self.scopes[request.scope].show_failure(request, exc))
        controller.cleared.connect(self.clear)
        controller.busy_changed.connect(pane.set_busy)

    def add_scope(self, scope: str, results: ScopeResults) -> None:
        self.scopes[scope] = results

    def show(self, result) -> None:
        """A new query's answer: the notice and the correction of the last one go, the answer's scope shows
        it."""
        self.pane.notice.hide()
        self.pane.set_suggestion(None)
        self.shown = result
        self.scopes[result.request.scope].show_result(result)
        self.results_shown.emit(result)

    def clear(self) -> None:
        for results in self.scopes.values():
            results.clear()
        self.pane.notice.hide()
        self.pane.set_suggestion(None)
        self.pane.set_status("")
        self.shown = None
        self.pane.show_welcome()
        self.results_shown.emit(None)
