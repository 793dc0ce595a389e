"""Bible answers in the results pane (`ScopeResults` of the "bible" scope): a card per passage found, the
passage of a typed reference (opened in the reader), why nothing was found, the status line. A card opened
(Enter, a click) goes to the reader; the card the keyboard is on (Up, Down) is shown there too.

What the core says beside the results is worded here: a question in another language than the translation's
(`OtherLanguage`) gets a notice offering, in one click, the installed translation of its language — never the
"does not seem to speak of this" notice, which the core does not give such a question — or saying plainly
that none is installed; a word the translation does not know gets "Did you mean: …?" above the list."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, Signal

from app.core.retrieval.service import SearchAnswer, SearchRequest
from app.core.scripture import refs
from app.gui import i18n
from app.gui.look.theme import Theme
from app.gui.reader.navigation import Location, passage_location
from app.gui.search.engine import PASSAGE_CARD_VERSES
from app.gui.search.results import ItemRole, ResultItem, ResultsModel, ResultsView, search_method
from app.gui.search.results_pane import ResultsPane


def language_name(code: str) -> str:
    """A query's or a translation's language, as a sentence names it ("inglês", "English")."""
    from PySide6.QtCore import QCoreApplication

    names = {
        "pt": QCoreApplication.translate("BibleResults", "Portuguese", "the language, in a sentence"),
        "en": QCoreApplication.translate("BibleResults", "English", "the language, in a sentence"),
    }
    return names.get(code, code)


class BibleResults(QObject):
    # a typed reference was answered: the reader shows it (Location)
    reference_shown = Signal(object)
    # a card was opened: the reader shows its passage (Location)
    passage_opened = Signal(object)
    # the keyboard moved to a card: the reader follows, not yet committed (Location)
    passage_previewed = Signal(object)
    # the person chose to search and read another translation, from a notice (translation id)
    translation_chosen = Signal(str)
    # the person asked to import a translation, from a notice (no payload)
    import_wanted = Signal()

    def __init__(
        self,
        pane: ResultsPane,
        more: Callable[[], None],
        parent: QObject | None = None,
        *,
        name_of: Callable[[str], str] = str.upper,
    ):
        super().__init__(parent)
        self.pane = pane
        self.name_of = name_of  # a translation's name, by its id
        self.switched: tuple[str, str] | None = None  # (from, to): the language notice's switch, until shown
        self.model = ResultsModel(self)
        self.model.more_requested.connect(more)  # the search controller's next page
        self.view = ResultsView(pane)
        self.view.setModel(self.model)
        pane.add_page(self.view)
        self.view.activated.connect(self.open)
        self.view.clicked.connect(self.open)
        self.view.selectionModel().currentChanged.connect(self._preview)

    # ------------------------------------------------------------------ answers (ScopeResults)
    def show_result(self, result: SearchAnswer) -> None:
        response = result.response
        if response.error:
            self.model.clear()
            self._show_reference_error(result)
            self.pane.set_status("")
        elif response.route == "reference" and response.reference is not None:
            self._show_reference(result)
        else:
            self._show_hits(result)

    def _show_reference(self, result: SearchAnswer) -> None:
        """A typed reference: a card for each part of a list (the reader opens the first), and a notice naming
        the parts that were not shown and why."""
        response, ref = result.response, result.response.reference
        end_verse = ref.end_verse if ref.end_chapter is None and ref.end_verse else 0
        self.reference_shown.emit(
            Location(result.request.translation, ref.book, ref.chapter, ref.verse or 0, end_verse)
        )
        contexts = result.contexts
        items: dict[int, ResultItem] = {}  # one card per first verse: "Jo 3:16; 3:16-18" shows two passages
        for n, part in enumerate(response.parts):
            if part.verses and part.verses[0].id not in items:
                context = list(contexts[n]) if n < len(contexts) else []
                cited = list(part.verses)[:PASSAGE_CARD_VERSES]
                items[part.verses[0].id] = ResultItem(cited, context, {}, "reference", part.reference)
        lacking = [part.reference for part in response.parts if not part.verses]
        if items:
            self.model.set_items(list(items.values()), query=response.query)
            self.pane.show_page(self.view)
            self.pane.set_status(self.tr("%1 — opened in the reader").replace("%1", i18n.format_ref(ref)))
        else:
            self.model.clear()
            self.pane.show_empty(
                self.tr("%1 is not in this translation (%2).")
                .replace("%1", "; ".join(i18n.format_ref(r) for r in lacking))
                .replace("%2", self.name_of(result.request.translation)),
                self.tr("Translations number some verses differently; try the parallel view."),
            )
            self.pane.set_status("")
        self._say_not_shown(result, lacking if items else [])

    def _say_not_shown(self, result: SearchAnswer, lacking: list[refs.Reference]) -> None:
        """The parts of a typed list that have no card, each with why."""
        response = result.response
        reasons = [i18n.describe_bad_reference(exc) for exc in response.impossible]
        if lacking:
            reasons.append(
                self.tr("%1 is not in this translation (%2).")
                .replace("%1", "; ".join(i18n.format_ref(r) for r in lacking))
                .replace("%2", self.name_of(result.request.translation))
            )
        if response.parts_left_out:
            reasons.append(
                self.tr("Only the first %n passage(s) of the list are shown.", None, len(response.parts))
            )
        if reasons:
            self.pane.notice.show_message(
                self.tr("Part of the reference is not shown"), " ".join(reasons), kind="info"
            )

    def _show_hits(self, result: SearchAnswer) -> None:
        response = result.response
        items = [ResultItem.from_hit(h, result.topic_names) for h in response.hits]
        soft = response.no_evidence and response.language is None
        self.model.set_items(items, more=result.more, soft=soft, query=response.query)
        self.view.scrollToTop()
        if items:
            self.pane.show_page(self.view)
        else:
            self.pane.show_empty(
                self.tr("Nothing found for “%1”.").replace("%1", response.query.strip()),
                self.tr("Try other words, fewer words, or a wider filter."),
            )
        if response.suggestion is not None:
            self.pane.set_suggestion(response.suggestion.query, [new for _, new in response.suggestion.words])
        if response.language is not None:
            self._say_language(result)
        elif self.switched is not None and self.switched[1] == result.request.translation:
            self._say_switched(*self.switched)
        elif soft and items:
            self.pane.notice.show_message(
                self.tr("The Bible does not seem to speak of this directly"),
                self.tr(
                    "These are the passages closest to what you wrote. Read them in their context, with care."
                ),
                kind="info",
            )
        self._status(result)

    def _say_language(self, result: SearchAnswer) -> None:
        """The question is in another language than the translation: offer the one of its language, or say
        that none is installed."""
        other = result.response.language
        asked, tongue = language_name(other.query), language_name(other.translation)
        here = self.name_of(result.request.translation)
        if other.suggested:
            there = self.name_of(other.suggested)
            title = self.tr("Your question seems to be in %1. Search the %2?")
            text = self.tr(
                "“%1” is in %2: it is searched here only by the meaning of your words, and these are the "
                "closest passages."
            )
            self.pane.notice.show_message(
                title.replace("%1", asked).replace("%2", there),
                text.replace("%1", here).replace("%2", tongue),
                kind="info",
                action=(
                    self.tr("Search the %1").replace("%1", there),
                    lambda: self._switch(result.request.translation, other.suggested),
                ),
            )
        else:
            text = self.tr(
                "No %1 translation is installed, so “%2” is searched by the meaning of your words. To search "
                "in %1, import a translation in that language."
            )
            self.pane.notice.show_message(
                self.tr("Your question seems to be in %1").replace("%1", asked),
                text.replace("%1", asked).replace("%2", here),
                kind="info",
                action=(self.tr("Import…"), self.import_wanted.emit),
            )

    def _switch(self, here: str, there: str) -> None:
        """Search and read `there` (the reader changes too, and the notice then offers the way back)."""
        self.switched = (here, there)
        self.translation_chosen.emit(there)

    def _say_switched(self, here: str, there: str) -> None:
        self.switched = None
        self.pane.notice.show_message(
            self.tr("Searching the %1").replace("%1", self.name_of(there)),
            self.tr("The reader shows it too; the translation picker above changes it back at any time."),
            kind="info",
            action=(
                self.tr("Back to %1").replace("%1", self.name_of(here)),
                lambda: self.translation_chosen.emit(here),
            ),
        )

    def show_page(self, result: SearchAnswer) -> None:
        items = [ResultItem.from_hit(h, result.topic_names) for h in result.response.hits]
        self.model.append_items(items, more=result.more)
        self._status(result)

    def show_failure(self, request: SearchRequest, exc: BaseException) -> None:
        self.model.clear()
        self.pane.show_empty(self.tr("The search could not be done"), i18n.describe_error(exc))

    def clear(self) -> None:
        self.model.clear()

    def _status(self, result: SearchAnswer) -> None:
        n = self.model.rowCount()
        if not n:
            self.pane.set_status("")
            return
        text = (
            self.tr("%n result(s)", None, n)
            + " · "
            + search_method(result.response.route, result.response.notices)
        )
        seconds = result.response.seconds
        if seconds < 1:
            took = self.tr("%1 ms").replace("%1", QLocale().toString(max(1, round(seconds * 1000))))
        else:
            took = self.tr("%1 s").replace("%1", QLocale().toString(seconds, "f", 1))
        self.pane.set_status(text + " · " + took)

    def _show_reference_error(self, result: SearchAnswer) -> None:
        """No part of the typed reference exists: why, as the core found it in the translation's numbering."""
        message = i18n.describe_bad_reference(result.response.error)
        self.pane.show_empty(self.tr("That reference does not exist"), message)

    # ------------------------------------------------------------------ the cards and the reader
    def open(self, index) -> None:
        """Open a card's passage in the reader (Enter, a click)."""
        item: ResultItem | None = index.data(ItemRole)
        if item is not None:
            self.passage_opened.emit(passage_location(item.cited))

    def _preview(self, current, previous) -> None:
        """The keyboard moved from a card to another (Up, Down): the reader shows its passage as a click
        would, without making each step a place to go back to. Focus coming into the list (a hidden notice's
        button hands it on) makes a card current without moving: that leaves the reader alone."""
        if current.isValid() and previous.isValid() and self.view.hasFocus():
            item: ResultItem | None = current.data(ItemRole)
            if item is not None:
                self.passage_previewed.emit(passage_location(item.cited))

    def focus(self) -> None:
        """Down from the search box: into the list, on its first card, scrolled into view (the list may
        have been scrolled away from it)."""
        if self.model.rowCount() and self.pane.showing(self.view):
            self.view.setFocus()
            if not self.view.currentIndex().isValid():
                self.view.setCurrentIndex(self.model.index(0))
            self.view.scrollTo(self.view.currentIndex())
            item: ResultItem | None = self.view.currentIndex().data(ItemRole)
            if item is not None:
                self.passage_previewed.emit(passage_location(item.cited))

    def set_theme(self, theme: Theme) -> None:
        self.view.delegate.set_theme(theme)
        self.relayout()

    def relayout(self) -> None:
        """The cards measured again (a new font size or theme)."""
        if self.model.rowCount():
            self.view.relayout()
