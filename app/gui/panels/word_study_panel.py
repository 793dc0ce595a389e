"""The "Estudo da palavra" panel beside the reader: the Greek or Hebrew behind a word clicked in the reader.

With the panel open, a click on a word of a tagged translation (every translation: the KJV by its own tags,
the others by their alignment with it, `app.core.wordstudy`) shows its Strong's number(s), the original word,
transliteration, pronunciation and Strong's definition (`app.core.dictionaries.strongs`), how the KJV renders
it, and every verse of the translation being read whose words carry it, grouped by book, above a small
chart of the occurrences per book (`BookChart`, painted). The words of the reader's chapter that carry the
number are marked (`marks_changed` → `ReaderPane.set_word_marks`).

Built like the other reader panels (app/gui/shell/docks.py): `WordStudyController` is a `FollowingDock`; each
request is answered on the search lane (its library handle and the retriever's `WordStudy`) with the
supersede key "wordstudy", and the plain `WordStudyAnswer` fills `WordStudyPanel` on the main thread.
`WordTagger` tags the translations whose words are not tagged yet on the work lane, at start and after an
import, and says how far it is.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.scripture import canon
from app.gui import i18n
from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme
from app.gui.panels.panel_parts import hint_label
from app.gui.reader.navigation import Location
from app.gui.reader.render import esc, marked
from app.gui.shell.access import name_choice
from app.gui.shell.docks import DockTexts, FollowingDock, LibrarySource

if TYPE_CHECKING:
    from app.core.dictionaries import StrongsEntry
    from app.core.library.reading import Verse
    from app.core.retrieval.bible import Retriever
    from app.core.wordstudy.study import BookCount, WordStudy
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

TAG_AFTER_MS = 20_000  # tagging at start or after an import waits this long, unless word study is used
VERSES_SHOWN = 300  # occurrences listed in the panel; the search lists them all (`lampada search G26`)
SHOWN, NO_NUMBER, NOT_TAGGED, NO_VERSE = "shown", "no_number", "not_tagged", "no_verse"


class RetrieverSource(LibrarySource, Protocol):
    """What the controller needs of the search lane's engine (used on that lane only): its library and its
    retriever."""

    @property
    def retriever(self) -> Retriever: ...


@dataclass(frozen=True)
class WordStudyRequest:
    translation: str
    book: str
    chapter: int
    verse: int = 0
    offset: int = -1  # the clicked word's first character in the verse's text (-1: no word)
    number: str = ""  # a number asked for by itself (a Strong's link), or the one chosen of several


@dataclass
class NumberStudy:
    """One number under the word: Strong's entry, the KJV's renderings, its occurrences in the translation."""

    number: str
    probability: float  # of the clicked word carrying it (1.0 for the KJV's own tags)
    entry: StrongsEntry | None
    kjv: list[tuple[str, int]]
    verses: int
    words: int
    by_book: list[BookCount]
    shown: list[tuple[Verse, list[tuple[int, int]]]]  # the first VERSES_SHOWN occurrences, Bible order
    chapter_marks: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # the reader's chapter


@dataclass
class WordStudyAnswer:
    request: WordStudyRequest
    state: str  # SHOWN | NO_NUMBER | NOT_TAGGED | NO_VERSE
    word: str = ""  # the clicked word as written
    translation_name: str = ""
    certain: bool = True  # the translation's tags are its own (the KJV's), not an alignment's
    numbers: list[NumberStudy] = field(default_factory=list)  # every number under the word
    chosen: int = 0  # the number shown in full (and marked in the reader)


def fetch(words: WordStudy, request: WordStudyRequest) -> WordStudyAnswer:
    """Runs on the search lane: the numbers under the clicked word (or the number asked for), each with its
    entry, renderings and occurrences; the chosen one fully, with the reader's chapter marks."""
    from app.core.errors import WordTagsMissing

    library = words.library
    answer = WordStudyAnswer(
        request, NO_VERSE, translation_name=library.translation(request.translation).name
    )
    verse = library.verse(request.translation, request.book, request.chapter, request.verse or 1)
    try:
        found = words.tags(request.translation)
    except WordTagsMissing:
        answer.state = NOT_TAGGED
        return answer
    answer.certain = found.certain
    under: list[tuple[str, float]] = []
    if request.offset >= 0 and verse is not None:
        at = found.numbers_at(verse.ord, request.offset)
        answer.word = verse.text[at[0].start : at[0].end] if at else _word_at(verse.text, request.offset)
        under = [(w.number, w.probability) for w in at]
        if not under and not request.number:
            answer.state = NO_NUMBER
            return answer
    if request.number and request.number not in [n for n, _ in under]:
        under = under or [(request.number, 1.0)]
    numbers_ = list(dict.fromkeys(n for n, _ in under))
    chosen = numbers_.index(request.number) if request.number in numbers_ else 0
    probability = dict(under)
    for i, number in enumerate(numbers_):
        answer.numbers.append(_study(words, request, number, probability.get(number, 1.0), full=i == chosen))
    answer.chosen = chosen
    answer.state = SHOWN
    return answer


def _word_at(text: str, offset: int) -> str:
    from app.core.analysis.fold import words as split

    return next((text[s:e] for s, e, _ in split(text) if s <= offset < e), "")


def _study(
    words: WordStudy, request: WordStudyRequest, number: str, probability: float, full: bool
) -> NumberStudy:
    library = words.library
    occurrences = words.occurrences(number, request.translation)
    study = NumberStudy(
        number, probability, words.entry(number), words.kjv_renderings(number), occurrences.verses,
        occurrences.words, occurrences.by_book, [],
    )  # fmt: skip
    if not full:
        return study
    ids = library.ord_ids(request.translation)
    first = [int(o) for o in occurrences.ords[:VERSES_SHOWN]]
    study.shown = [(v, occurrences.spans[v.ord]) for v in library.verses_by_ids([int(ids[o]) for o in first])]
    for v in library.chapter(request.translation, request.book, request.chapter):
        if v.ord in occurrences.spans:
            study.chapter_marks[v.verse] = occurrences.spans[v.ord]
    return study


# ----------------------------------------------------------------------------------------- the chart
class BookChart(QWidget):
    """Occurrences per book as columns along the canon (the Old Testament, then the New), the tallest book
    named under its column; a column's tooltip gives its book and count; a click asks for that book."""

    # a column was clicked (the book's OSIS id)
    book_clicked = Signal(str)

    HEIGHT = 86

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("WordStudyChart")
        self.setMouseTracking(True)
        self.setMinimumHeight(self.HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.theme = LIGHT
        self.counts: dict[str, int] = {}
        self.books = [b for b in canon.BOOKS if b.testament in ("OT", "NT")]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, self.HEIGHT)

    def set_counts(self, counts: dict[str, int]) -> None:
        self.counts = dict(counts)
        extra = [b for b in canon.BOOKS if b.testament not in ("OT", "NT") and b.osis in counts]
        self.books = [b for b in canon.BOOKS if b.testament in ("OT", "NT")] + extra
        self.setAccessibleDescription(
            "; ".join(f"{i18n.book_name(b)}: {n}" for b, n in sorted(counts.items(), key=lambda kv: -kv[1]))
        )
        self.update()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def _plot(self) -> QRectF:
        label = self.fontMetrics().height() + 2
        return QRectF(2, 4, max(1.0, self.width() - 4.0), max(1.0, self.height() - 8.0 - label))

    def column_at(self, x: float) -> str | None:
        plot = self._plot()
        if not self.books or not plot.left() <= x < plot.right():
            return None
        return self.books[
            min(len(self.books) - 1, int((x - plot.left()) / (plot.width() / len(self.books))))
        ].osis

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        plot = self._plot()
        n = len(self.books)
        width = plot.width() / max(1, n)
        nt = next((i for i, b in enumerate(self.books) if b.testament == "NT"), n)
        painter.fillRect(QRectF(plot.left() + nt * width, plot.top(), (n - nt) * width, plot.height()),
                         QColor(self.theme.current_verse))  # fmt: skip
        painter.setPen(QPen(QColor(self.theme.faint)))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        top = max(self.counts.values(), default=0)
        bar = QColor(self.theme.accent)
        for i, b in enumerate(self.books):
            count = self.counts.get(b.osis, 0)
            if count and top:
                h = max(2.0, plot.height() * count / top)
                painter.fillRect(
                    QRectF(plot.left() + i * width + 0.5, plot.bottom() - h, max(1.0, width - 1), h), bar
                )
        painter.setPen(QPen(QColor(self.theme.muted)))
        taken: list[tuple[float, float]] = []  # the labels drawn: none overlaps another
        for b, _ in sorted(self.counts.items(), key=lambda kv: -kv[1])[:3]:
            i = next((k for k, x in enumerate(self.books) if x.osis == b), -1)
            label = _short(b)
            advance = self.fontMetrics().horizontalAdvance(label)
            x = max(0.0, min(plot.left() + (i + 0.5) * width - advance / 2, self.width() - advance - 1.0))
            if i < 0 or any(x < right + 4 and left < x + advance + 4 for left, right in taken):
                continue
            taken.append((x, x + advance))
            painter.drawText(QPointF(x, self.height() - 3.0), label)
        painter.end()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        osis = self.column_at(event.position().x())
        self.setToolTip(f"{i18n.book_name(osis)}: {i18n.number(self.counts.get(osis, 0))}" if osis else "")
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        osis = self.column_at(event.position().x())
        if osis and self.counts.get(osis):
            self.book_clicked.emit(osis)
        super().mousePressEvent(event)


def _short(osis: str) -> str:
    from app.core.scripture import booknames

    try:
        return booknames.abbreviation(osis, i18n.ui_language())
    except (AttributeError, KeyError):
        return osis


# ----------------------------------------------------------------------------------------- the panel
class WordStudyPanel(QWidget):
    """The number(s) under the word, the original word and its definition, the KJV's renderings, the chart
    and the occurrences; links open a verse in the reader or the number in the dictionary."""

    # the person chose another of the word's numbers ("G26")
    number_chosen = Signal(str)
    # a verse of the occurrences was clicked (its OSIS reference, "1Cor.13.4")
    verse_opened = Signal(str)
    # "In the dictionary" was clicked (the number)
    dictionary_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.theme = LIGHT
        self.answer: WordStudyAnswer | None = None
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("WordStudyNumbers")
        name_choice(self.chooser, self.tr("Strong's number"))
        self.chooser.activated.connect(lambda i: self.number_chosen.emit(self.chooser.itemData(i) or ""))
        self.lemma = self._label("WordStudyLemma", selectable=True)
        big = QFont(fonts.scripture_font(self.lemma.font()))
        big.setPointSizeF(big.pointSizeF() * 1.6)
        self.lemma.setFont(big)
        self.sound = self._label("WordStudySound", selectable=True)
        self.definition = self._label("WordStudyDefinition", selectable=True)
        self.kjv = self._label("WordStudyKjv", selectable=True)
        self.dictionary = QToolButton(self)
        self.dictionary.setObjectName("WordStudyDictionary")
        self.dictionary.setText(self.tr("In the dictionary"))
        self.dictionary.setToolTip(self.tr("Strong's entry in the Dictionary panel"))
        self.dictionary.setAutoRaise(True)
        self.dictionary.clicked.connect(self._on_dictionary)
        self.summary = self._label("WordStudySummary")
        self.chart = BookChart(self)
        self.chart.book_clicked.connect(self._scroll_to_book)
        self.verses = QTextBrowser(self)
        self.verses.setObjectName("WordStudyVerses")
        self.verses.setAccessibleName(self.tr("The verses where the word is"))
        self.verses.setOpenLinks(False)
        self.verses.setOpenExternalLinks(False)
        self.verses.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.verses.anchorClicked.connect(self._on_link)
        self.placeholder = hint_label(self)
        self.credit = self._label("WordStudyCredit")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        layout.setSpacing(4)
        for widget in (self.chooser, self.lemma, self.sound, self.definition, self.kjv, self.dictionary,
                       self.summary, self.chart):  # fmt: skip
            layout.addWidget(widget)
        layout.addWidget(self.verses, 1)
        layout.addWidget(self.placeholder, 1)
        layout.addWidget(self.credit)
        self.show_nothing()

    def _label(self, name: str, selectable: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)  # Strong's text and the word, as they are
        if selectable:
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.lemma.setStyleSheet(f"color: {theme.accent};")
        for label in (self.sound, self.credit):
            label.setStyleSheet(f"color: {theme.muted};")
        self.verses.document().setDefaultStyleSheet(
            f"a {{ color: {theme.accent}; text-decoration: none; }} "
            f"h4 {{ color: {theme.accent}; margin: 6px 0 2px 0; }}"
        )
        self.chart.set_theme(theme)
        if self.answer is not None:
            self.show_answer(self.answer)

    # --------------------------------------------------------------------- states
    def show_nothing(self) -> None:
        self.answer = None
        text = self.tr(
            "Click a word in the reader to see the Greek or Hebrew behind it: its Strong's number, its "
            "meaning, and every verse where it is."
        )
        self._say(text)

    def show_error(self, text: str) -> None:
        self.answer = None
        self._say(text)

    def _say(self, text: str) -> None:
        self.placeholder.setText(text)
        for widget in (self.chooser, self.lemma, self.sound, self.definition, self.kjv, self.dictionary,
                       self.summary, self.chart, self.verses):  # fmt: skip
            widget.hide()
        self.placeholder.show()
        self.credit.setText(self._credit(True))

    def show_answer(self, answer: WordStudyAnswer) -> None:
        self.answer = answer
        if answer.state == NOT_TAGGED:
            text = self.tr(
                "The words of %1 are being tagged with Strong's numbers (about a minute); the word study "
                "opens once they are."
            )
            self._say(text.replace("%1", answer.translation_name))
            return
        if answer.state == NO_VERSE:
            self._say(self.tr("This verse is not in this translation."))
            return
        if answer.state == NO_NUMBER or not answer.numbers:
            text = self.tr(
                "No Strong's number is shown under “%1”: no Greek or Hebrew word stands behind it here, or "
                "the alignment is not sure enough to say which."
            )
            self._say(text.replace("%1", answer.word))
            return
        self._fill(answer)

    def _fill(self, answer: WordStudyAnswer) -> None:
        study = answer.numbers[answer.chosen]
        self.chooser.clear()
        for n in answer.numbers:
            lemma = f" {n.entry.lemma} {n.entry.translit}" if n.entry else ""
            self.chooser.addItem(f"{n.number}{lemma}", n.number)
        self.chooser.setCurrentIndex(answer.chosen)
        self.chooser.setVisible(len(answer.numbers) > 1)
        entry = study.entry
        word = f"“{answer.word}” — " if answer.word else ""
        self.lemma.setText(f"{entry.lemma}" if entry else study.number)
        sound = [
            study.number,
            entry.translit if entry else "",
            f"[{entry.pronunciation}]" if entry and entry.pronunciation else "",
        ]
        self.sound.setText(word + " · ".join(s for s in sound if s))
        self.definition.setText(
            entry.definition if entry else self.tr("Strong's dictionaries are not loaded.")
        )
        renders = ", ".join(f"{w} {i18n.number(c)}×" for w, c in study.kjv)
        self.kjv.setText(self.tr("KJV: %1").replace("%1", renders) if renders else "")
        self.summary.setText(
            self.tr("%1: %2 verses, %3 words").replace("%1", answer.translation_name)
            .replace("%2", i18n.number(study.verses)).replace("%3", i18n.number(study.words))
        )  # fmt: skip
        self.chart.set_counts({b.book: b.words for b in study.by_book})
        self.verses.setHtml(self._verses_html(study))
        self.verses.verticalScrollBar().setValue(0)
        for widget in (self.lemma, self.sound, self.definition, self.summary, self.chart, self.verses):
            widget.show()
        self.kjv.setVisible(bool(renders))
        self.dictionary.setVisible(entry is not None)
        self.placeholder.hide()
        self.credit.setText(self._credit(answer.certain))

    def _verses_html(self, study: NumberStudy) -> str:
        out, book = [], ""
        for v, spans in study.shown:
            if v.book != book:
                book = v.book
                out.append(f'<a name="book-{book}"></a><h4>{esc(i18n.book_name(book))}</h4>')
            ref = i18n.verse_ref(v.book, v.chapter, v.verse, v.verse_end)
            out.append(f'<p style="margin:0 0 4px 0;"><a href="verse:{escape(v.osis)}">{esc(ref)}</a> '
                       f"{marked(v.text, spans, self.theme)}</p>")  # fmt: skip
        if study.verses > len(study.shown):
            more = self.tr("…and %1 more: search %2 to see them all.")
            left = i18n.number(study.verses - len(study.shown))
            more = more.replace("%1", left).replace("%2", study.number)
            out.append(f"<p><i>{esc(more)}</i></p>")
        return "".join(out)

    def _credit(self, certain: bool) -> str:
        source = self.tr("Strong's numbers: the KJV's (CrossWire, public domain)")
        if not certain:
            source = self.tr(
                "Strong's numbers: this translation aligned with the KJV's (CrossWire, public domain); shown "
                "from 70% probability, about 9 in 10 right"
            )
        return source + " · " + self.tr("Strong's dictionaries (1890), public domain")

    def _scroll_to_book(self, osis: str) -> None:
        self.verses.scrollToAnchor(f"book-{osis}")

    def _on_link(self, url: QUrl) -> None:
        kind, _, target = url.toString().partition(":")
        if kind == "verse" and target:
            self.verse_opened.emit(target)

    def _on_dictionary(self) -> None:
        if self.answer is not None and self.answer.numbers:
            self.dictionary_requested.emit(self.answer.numbers[self.answer.chosen].number)


# ----------------------------------------------------------------------------------------- the controller
class WordStudyController(FollowingDock):
    """The word-study dock: a word clicked in the reader (while it is shown), a Strong's number asked for
    (a dictionary's link), the number chosen of several; the words carrying it marked in the reader."""

    # a verse was asked for (Location): the reader opens it
    open_requested = Signal(object)
    # Strong's entry of a number was asked for ("G26"): the dictionary shows it
    dictionary_requested = Signal(str)
    # the reader's words to mark: (translation, book, chapter, {verse number: [(start, end)]}); empty: none
    # something worth a notice in the window: (title, text)
    said = Signal(str, str)
    marks_changed = Signal(str, str, int, object)

    def __init__(self, window: QMainWindow, runner: TaskRunner, source: RetrieverSource, library_path: Path,
                 index_dir: Path):  # fmt: skip
        super().__init__(window, runner, "wordstudy")
        texts = DockTexts(
            title=self.tr("Word study"),
            close_tip=self.tr("Close the word study (Ctrl+Shift+W)"),
            action=self.tr("&Word study"),
            icon_text=self.tr("Word study"),
            tooltip=self.tr("The Greek or Hebrew behind a word you click in the reader (Ctrl+Shift+W)"),
            show=self.tr("Study this word"),
        )
        self.build_dock("WordStudyDock", texts, "Ctrl+Shift+W", "book")
        self.source = source
        self.place = Location("", "", 0)
        self.tagger = WordTagger(runner, library_path, index_dir, self)
        self.tagger.tagged.connect(self._on_tagged)
        self.translations: list[str] = []  # the library's translations (`start`, `added`)
        self.names: dict[str, str] = {}  # their names, for the status bar
        self.status: QLabel | None = None  # the status bar's word on tagging (`attach_status`)
        self.show_action.triggered.connect(self._study_menu_word)
        self.menu_word: tuple[Verse, int] | None = None  # the word under the reader's context menu
        self.dock.visibilityChanged.connect(self._on_shown)

    def make_panel(self) -> WordStudyPanel:
        panel = WordStudyPanel(self.window)
        panel.number_chosen.connect(self.choose_number)
        panel.verse_opened.connect(self._open_verse)
        panel.dictionary_requested.connect(self.dictionary_requested)
        return panel

    # ------------------------------------------------------------------ tagging in the background
    def start(self, translations: dict[str, str]) -> None:
        """The library is open (translation id → name): tag the words not tagged yet, behind the work the
        start queues (the model, the meaning indexes) — at once when the panel is shown or used."""
        self.names = dict(translations)
        self.translations = list(translations)
        self._tag_later(self.translations)

    def added(self, translation_id: str, name: str = "") -> None:
        """A translation was imported: tag its words in the background."""
        self.names[translation_id] = name or translation_id
        self.translations.append(translation_id)
        self._tag_later([translation_id])

    def _tag_later(self, translation_ids: list[str]) -> None:
        if self.dock.isVisible() or self.tagger.used:
            self.tagger.tag(translation_ids)
        else:  # the window's first work first; whatever asks for word study meanwhile starts it at once
            QTimer.singleShot(TAG_AFTER_MS, self, lambda ids=list(translation_ids): self.tagger.tag(ids))

    def attach_status(self, status_bar) -> None:
        """Say in the status bar how far tagging is (hidden when nothing is being tagged)."""
        self.status = QLabel(status_bar)
        self.status.setObjectName("WordTagsStatus")
        self.status.hide()
        status_bar.addPermanentWidget(self.status)
        self.tagger.progressed.connect(self._on_progress)

    def _on_progress(self, translation_id: str, done: int, total: int) -> None:
        if not translation_id or self.status is None:
            if self.status is not None:
                self.status.hide()
            return
        text = self.tr("Word study: tagging the words of %1, %2%")
        percent = str(int(100 * done / total)) if total else "0"
        self.status.setText(
            text.replace("%1", self.names.get(translation_id, translation_id)).replace("%2", percent)
        )
        self.status.show()

    def search_answered(self, result) -> None:
        """A search by Strong's number in a translation not tagged yet: tag it (the search then finds)."""
        from app.core.retrieval.strongs import NOT_TAGGED

        response = getattr(result, "response", None)
        if response is not None and response.route == "strongs" and NOT_TAGGED in response.notices:
            self.tagger.tag([response.translation])
            text = self.tr(
                "Its words are being tagged with Strong's numbers, in the background (about a minute): "
                "search again then."
            )
            self.said.emit(self.tr("No verse found by Strong's number yet"), text)

    def connect_reader(self, reader, dictionary) -> None:
        """Wire the panel to the reader (`ReaderPane`: its place, its words clicked, the words to mark) and to
        the dictionary (`DictionaryController`: Strong's entry of the number shown)."""
        reader.location_changed.connect(self.follow)
        reader.word_clicked.connect(self.word_clicked)
        reader.word_pointed.connect(lambda verse, offset: self.remember_menu_word((verse, offset)))
        self.open_requested.connect(lambda loc: reader.show_location(loc, committed=True))
        self.marks_changed.connect(reader.set_word_marks)
        self.dictionary_requested.connect(lambda number: dictionary.show_entry("strongs", number))

    # ------------------------------------------------------------------ what the person asks
    def follow(self, location: Location, committed: bool = True) -> None:
        """The reader moved: keep marking the number shown in the new chapter."""
        moved = (location.translation, location.book, location.chapter) != (
            self.place.translation,
            self.place.book,
            self.place.chapter,
        )
        self.place = location
        w = self.wanted
        if moved and w is not None and isinstance(self.asked, WordStudyRequest):
            number = self._shown_number() or w.number
            self.want(
                WordStudyRequest(
                    location.translation, location.book, location.chapter, location.verse, -1, number
                )
            )

    def word_clicked(self, verse: Verse, offset: int) -> None:
        """A word of the reader was clicked: study it when the panel is shown."""
        if not self.dock.isVisible():
            return
        self.want(WordStudyRequest(verse.translation, verse.book, verse.chapter, verse.verse, offset))

    def remember_menu_word(self, found: tuple[Verse, int] | None) -> None:
        self.menu_word = found

    def _study_menu_word(self) -> None:
        self.show_dock()
        if self.menu_word is not None:
            verse, offset = self.menu_word
            self.want(WordStudyRequest(verse.translation, verse.book, verse.chapter, verse.verse, offset))

    def study_number(self, number: str) -> None:
        """Show a number by itself (a Strong's link of the dictionary), in the translation being read."""
        p = self.place
        if not p.translation:
            return
        self.show_dock()
        self.want(WordStudyRequest(p.translation, p.book, p.chapter, p.verse, -1, number))

    def choose_number(self, number: str) -> None:
        if self.wanted is not None and number:
            self.want(replace(self.wanted, number=number))

    def _shown_number(self) -> str:
        answer = self.panel.answer
        return answer.numbers[answer.chosen].number if answer is not None and answer.numbers else ""

    def _open_verse(self, osis: str) -> None:
        from app.core.scripture.refs import from_osis

        ref = from_osis(osis)
        translation = self.wanted.translation if self.wanted is not None else self.place.translation
        self.open_requested.emit(Location(translation, ref.book, ref.chapter, ref.verse or 0))

    # ------------------------------------------------------------------ the lane
    def ask(self, request: WordStudyRequest):
        source = self.source
        return lambda state: fetch(source.retriever.words, request)

    def present(self, answer: WordStudyAnswer) -> None:
        super().present(answer)
        if answer.state == NOT_TAGGED:
            self.tagger.tag([answer.request.translation])
        r = answer.request
        marks = answer.numbers[answer.chosen].chapter_marks if answer.numbers else {}
        self.marks_changed.emit(r.translation, r.book, r.chapter, dict(marks))

    def cleared(self) -> None:
        self.marks_changed.emit("", "", 0, {})

    def _on_shown(self, visible: bool) -> None:
        if not visible:
            self.marks_changed.emit("", "", 0, {})  # no marks while the panel is closed
            return
        self.tagger.tag(self.translations)  # word study is in use: every translation's words tagged
        if self.wanted is not None:
            self.update_answer(force=True)

    def error_text(self, reason: str) -> str:
        return self.tr("The word study could not be read: %1").replace("%1", reason)

    def _on_tagged(self, translation_id: str) -> None:
        """A translation's words were just tagged: the lane loads them again; a study waiting on them is
        answered."""
        source = self.source
        self.runner.run(lambda state: source.retriever.words.forget(translation_id), lane="search",
                        name=f"wordstudy forget {translation_id}")  # fmt: skip
        if self.wanted is not None and self.wanted.translation == translation_id:
            self.update_answer(force=True)


# ----------------------------------------------------------------------------------------- tagging
class WordTagger(QObject):
    """Tags, on the work lane, every translation whose words are not tagged yet (or were tagged from another
    text), one after the other: the KJV from its own tags, the others by alignment (about a minute each; an
    interrupted one resumes). Says how far it is; a failure is logged and said, never fatal."""

    # a translation's words are tagged (its id)
    tagged = Signal(str)
    # how far tagging is: (translation id, done, total); ("", 0, 0) when it is over
    progressed = Signal(str, int, int)
    # tagging a translation failed (its id, the reason in words)
    failed = Signal(str, str)

    def __init__(
        self, runner: TaskRunner, library_path: Path, index_dir: Path, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.runner = runner
        self.library_path = library_path
        self.index_dir = index_dir
        self.queue: list[str] = []
        self.running: str | None = None
        self.used = False  # asked at least once: word study is in use in this session

    def tag(self, translation_ids: list[str]) -> None:
        """Tag these translations' words when they need it (checked on the work lane)."""
        self.used = True
        for tid in translation_ids:
            if tid not in self.queue and tid != self.running:
                self.queue.append(tid)
        self._next()

    def stop(self) -> None:
        self.queue.clear()
        self.runner.cancel("wordtags")

    def _next(self) -> None:
        if self.running is not None or not self.queue:
            return
        tid = self.running = self.queue.pop(0)
        path, index_dir = self.library_path, self.index_dir
        self.runner.run(
            lambda state: build(path, index_dir, tid, state.progress, state.cancelled),
            self._done,
            self._failed,
            lambda done, total, _stage="": self.progressed.emit(tid, done, total),
            lane="work",
            supersede="wordtags",
            name=f"word tags {tid}",
        )

    def _done(self, built: bool) -> None:
        tid, self.running = self.running, None
        if tid is not None and built:
            self.tagged.emit(tid)
        if not self.queue:
            self.progressed.emit("", 0, 0)
        self._next()

    def _failed(self, exc: BaseException) -> None:
        from app.core.errors import Cancelled

        tid, self.running = self.running, None
        if isinstance(exc, Cancelled):  # the app closing, a repair: it resumes next time
            log.info("word tags of %s stopped; they resume later", tid)
            return
        log.error("word tags of %s failed: %s\n%s", tid, exc, getattr(exc, "__lampada_traceback__", ""))
        self.failed.emit(tid or "", i18n.describe_error(exc))
        self._next()


def build(library_path: Path, index_dir: Path, translation_id: str, progress, cancelled) -> bool:
    """Runs on the work lane with its own library handle: tag the translation's words if they need it; True
    when tags were built."""
    from app.core.library.reading import open_library
    from app.core.wordstudy import tags

    library = open_library(library_path)
    try:
        if (
            not library.has_translation(translation_id)
            or tags.status(index_dir, library, translation_id) == "ready"
        ):
            return False
        tags.build_tags(library, translation_id, index_dir, progress=progress, cancelled=cancelled)
        return True
    finally:
        library.close()
