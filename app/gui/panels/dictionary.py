"""The "Dicionário" panel beside the reader: the word selected in the reader looked up in every dictionary
(the built-in Strong's and the SWORD dictionaries imported), and any dictionary read by its keys.

Built like the commentary panel (app/gui/panels/commentary.py): `DictionaryController` is a
`FollowingDock`; each request (a word selected in the reader, a dictionary and a key chosen, a filter typed)
is fetched on the search lane with the supersede key "dictionary" and the answer, a plain
`DictionaryAnswer`, fills `DictionaryPanel` on the main thread.

An entry is plain text with its links as spans (`app.core.dictionaries.Entry`): the panel escapes every piece
of text and writes the links itself as `strongs:G26`, `ref:<target>` and `entry:<dictionary>/<key>`, so
nothing a module writes reaches Qt as markup. A Strong's link emits `strongs_requested` (the word study
answers it), a passage opens the reader, another entry is shown in the panel.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from html import escape
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.gui.look import fonts
from app.gui.look.theme import LIGHT, Theme
from app.gui.panels.panel_parts import credit_label, credit_text, hint_label, title_label
from app.gui.reader.navigation import Location
from app.gui.shell.access import name_choice
from app.gui.shell.docks import DockTexts, FollowingDock, LibrarySource

if TYPE_CHECKING:
    from app.core.dictionaries import Dictionary, Entry
    from app.core.library.reading import Library
    from app.gui.tasks import TaskRunner

log = logging.getLogger(__name__)

MAX_WORD_CHARS = 60  # a selection longer than this is no word to look up
KEYS_SHOWN = 300
ALL = ""  # the chooser's "every dictionary" item: the selected word looked up in each


@dataclass(frozen=True)
class DictionaryRequest:
    word: str = ""  # the word to look up in every dictionary ("" : none)
    dictionary: str = ALL  # the dictionary read by its keys (ALL: every one, for `word`)
    key: str = ""  # the key to show in it
    prefix: str = ""  # the key list's filter
    translation: str = ""  # where the word was selected, to open passages in that translation
    book: str = ""
    chapter: int = 0
    verse: int = 0


@dataclass
class DictionaryAnswer:
    request: DictionaryRequest
    dictionaries: list[Dictionary] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)  # of the chosen dictionary, from the filter on


def fetch(library: Library, request: DictionaryRequest) -> DictionaryAnswer:
    """Runs on the search lane: the dictionaries, the entries asked for and the chosen one's keys."""
    from app.core import dictionaries

    found = dictionaries.list_dictionaries(library)
    answer = DictionaryAnswer(request, found)
    if request.dictionary == ALL:
        if request.word:
            answer.entries = dictionaries.lookup_word(library, request.word)
        return answer
    answer.keys = dictionaries.keys(library, request.dictionary, request.prefix, KEYS_SHOWN)
    key = request.key or request.word
    entry = dictionaries.lookup(library, request.dictionary, key) if key else None
    if entry is None and request.word and not request.key:
        entry = next(iter(dictionaries.lookup_word(library, request.word)), None)
        entry = entry if entry is not None and entry.module == request.dictionary else None
    answer.entries = [entry] if entry is not None else []
    return answer


def entry_html(entry: Entry, title: str) -> str:
    """An entry as HTML: every piece of its text escaped, its links written here (see the module's
    docstring), paragraphs and line breaks kept."""
    out: list[str] = [f"<h4>{escape(title)}</h4><p>"]
    at = 0
    for link in sorted(entry.links, key=lambda x: (x.start, -x.end)):
        if link.start < at:
            continue  # a link inside another: the outer one is kept
        out.append(_text_html(entry.text[at : link.start]))
        href = _href(link.kind, link.target, link.module or entry.module)
        out.append(f'<a href="{escape(href)}">{_text_html(entry.text[link.start : link.end])}</a>')
        at = link.end
    out.append(_text_html(entry.text[at:]))
    out.append("</p>")
    return "".join(out)


def _text_html(text: str) -> str:
    return escape(text).replace("\n\n", "</p><p>").replace("\n", "<br>")


def _href(kind: str, target: str, module: str) -> str:
    if kind == "entry":
        return f"entry:{quote(module, safe='')}/{quote(target, safe='')}"
    return f"{kind}:{quote(target, safe='')}"


def read_href(url: QUrl | str) -> tuple[str, str, str]:
    """(kind, target, dictionary) of a link the panel wrote."""
    text = url.toString() if isinstance(url, QUrl) else url
    kind, _, rest = text.partition(":")
    if kind == "entry":
        module, _, key = rest.partition("/")
        return kind, unquote(key), unquote(module)
    return kind, unquote(rest), ""


class DictionaryPanel(QWidget):
    """The dictionary to read (or every one, for the selected word), a key list with its filter, the
    entries with their links, and the dictionary's credit."""

    # the person chose a dictionary (its id; "" for every one)
    dictionary_chosen = Signal(str)
    # the person chose a key of the chosen dictionary
    key_chosen = Signal(str)
    # the person typed in the keys' filter (the text)
    filter_changed = Signal(str)
    # a link was followed: (kind "strongs" | "ref" | "entry", target, dictionary)
    link_followed = Signal(str, str, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.theme = LIGHT
        self.names: dict[str, str] = {}  # dictionary id -> name
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("DictionaryChooser")
        self.chooser.setToolTip(self.tr("The dictionary to read"))
        name_choice(self.chooser, self.tr("Dictionary"))
        self.chooser.activated.connect(self._on_chosen)
        self.filter = QLineEdit(self)
        self.filter.setObjectName("DictionaryFilter")
        self.filter.setPlaceholderText(self.tr("Filter the keys"))
        self.filter.setAccessibleName(self.tr("Filter the keys"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textEdited.connect(self.filter_changed)
        self.key_list = QListWidget(self)
        self.key_list.setObjectName("DictionaryKeys")
        self.key_list.setAccessibleName(self.tr("Keys of the dictionary"))
        self.key_list.itemActivated.connect(self._on_key)
        self.key_list.itemClicked.connect(self._on_key)
        self.title = title_label("DictionaryTitle", self)  # the selected word, as it is
        self.placeholder = hint_label(self)
        self.text = QTextBrowser(self)
        self.text.setObjectName("DictionaryText")
        self.text.setAccessibleName(self.tr("The dictionary's entry"))
        self.text.setOpenLinks(False)
        self.text.setOpenExternalLinks(False)
        self.text.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.text.setFont(fonts.scripture_font(self.text.font()))
        self.text.anchorClicked.connect(self._on_link)
        self.credit = credit_label("DictionaryCredit", self)
        keys = QWidget(self)
        keys_layout = QVBoxLayout(keys)
        keys_layout.setContentsMargins(0, 0, 0, 0)
        keys_layout.addWidget(self.filter)
        keys_layout.addWidget(self.key_list)
        entry = QWidget(self)
        entry_layout = QVBoxLayout(entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        entry_layout.addWidget(self.title)
        entry_layout.addWidget(self.placeholder)
        entry_layout.addWidget(self.text, 1)
        self.split = QSplitter(Qt.Orientation.Vertical, self)
        self.split.addWidget(keys)
        self.split.addWidget(entry)
        self.split.setStretchFactor(1, 3)
        self.keys_box = keys
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.chooser)
        layout.addWidget(self.split, 1)
        layout.addWidget(self.credit)
        self.show_nothing()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.title.setStyleSheet(f"color: {theme.accent};")
        self.credit.setStyleSheet(f"color: {theme.muted};")
        self.text.document().setDefaultStyleSheet(
            f"h4 {{ color: {theme.accent}; margin: 0; }} a {{ color: {theme.accent}; }}"
        )

    def show_nothing(self) -> None:
        self.placeholder.setText(
            self.tr("Select a word in the reader (a double click) to look it up in the dictionaries.")
        )
        self._show(entries=False, placeholder=True)

    def show_error(self, text: str) -> None:
        self.placeholder.setText(text)
        self._show(entries=False, placeholder=True)

    def _show(self, *, entries: bool, placeholder: bool, keys: bool | None = None) -> None:
        self.text.setVisible(entries)
        self.placeholder.setVisible(placeholder)
        if keys is not None:
            self.keys_box.setVisible(keys)

    def show_answer(self, answer: DictionaryAnswer) -> None:
        req = answer.request
        self.names = {d.id: d.name for d in answer.dictionaries}
        self._fill_chooser(answer.dictionaries, req.dictionary)
        reading = req.dictionary != ALL
        if reading:
            self._fill_keys(answer.keys, req.prefix)
        self.title.setText(req.key or req.word)
        self.title.setVisible(bool(req.key or req.word))
        chosen = next((d for d in answer.dictionaries if d.id == req.dictionary), None)
        self._credit(chosen)
        if not answer.dictionaries:
            self.placeholder.setText(
                self.tr(
                    "No dictionary yet. Set-up loads Strong's Greek and Hebrew dictionaries; import another "
                    "(a SWORD dictionary or lexicon) with File ▸ Import from another Bible program…"
                )
            )
            self._show(entries=False, placeholder=True, keys=False)
            return
        if answer.entries:
            self.title.setVisible(False)  # each entry has its heading
            many = len(answer.entries) > 1 or not reading
            html = "".join(
                entry_html(e, f"{self.names.get(e.module, e.module)} — {e.key}" if many else e.key)
                for e in answer.entries
            )
            self.text.setHtml(html)
            self.text.verticalScrollBar().setValue(0)
            self._show(entries=True, placeholder=False, keys=reading)
            self._select_key(answer.entries[0].key if reading else "")  # once the list is shown
            return
        if req.word or req.key:
            self.placeholder.setText(self.tr("No entry for “%1”.").replace("%1", req.key or req.word))
        elif reading:
            self.placeholder.setText(self.tr("Choose a key in the list, or type its first letters."))
        else:
            self.placeholder.setText(
                self.tr("Select a word in the reader (a double click) to look it up in the dictionaries.")
            )
        self._show(entries=False, placeholder=True, keys=reading)

    def _fill_chooser(self, found: list[Dictionary], chosen: str) -> None:
        self.chooser.clear()
        self.chooser.addItem(self.tr("Every dictionary (the selected word)"), ALL)
        for d in found:
            self.chooser.addItem(d.name, d.id)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(chosen)))

    def _fill_keys(self, keys: list[str], prefix: str) -> None:
        if self.filter.text() != prefix:
            self.filter.setText(prefix)
        self.key_list.clear()
        for key in keys:
            self.key_list.addItem(QListWidgetItem(key))

    def _select_key(self, key: str) -> None:
        found = self.key_list.findItems(key, Qt.MatchFlag.MatchExactly) if key else []
        if found:
            self.key_list.setCurrentItem(found[0])
            self.key_list.scrollToItem(found[0], QListWidget.ScrollHint.PositionAtCenter)

    def _credit(self, chosen: Dictionary | None) -> None:
        if chosen is None:
            self.credit.setText(self.tr("Strong's dictionaries: public domain."))
            return
        self.credit.setText(credit_text(chosen))

    def _on_chosen(self, index: int) -> None:
        self.dictionary_chosen.emit(self.chooser.itemData(index) or ALL)

    def _on_key(self, item: QListWidgetItem) -> None:
        self.key_chosen.emit(item.text())

    def _on_link(self, url: QUrl) -> None:
        kind, target, dictionary = read_href(url)
        if kind in ("strongs", "ref", "entry") and target:
            self.link_followed.emit(kind, target, dictionary)


class DictionaryController(FollowingDock):
    """The dictionary dock: follows the word selected in the reader, reads a dictionary by its keys, follows
    the links of its entries."""

    # a Strong's number was asked for, from a link of an entry ("G26"): the word study shows it
    strongs_requested = Signal(str)
    # a passage was asked for, from a link of an entry (Location): the reader opens it
    open_requested = Signal(object)

    def __init__(self, window: QMainWindow, runner: TaskRunner, source: LibrarySource):
        super().__init__(window, runner, "dictionary")
        texts = DockTexts(
            title=self.tr("Dictionary"),
            close_tip=self.tr("Close the dictionary (Ctrl+Shift+D)"),
            action=self.tr("&Dictionary"),
            icon_text=self.tr("Dictionary"),
            tooltip=self.tr("The selected word in the dictionaries and lexicons (Ctrl+Shift+D)"),
            show=self.tr("Look up in the dictionaries"),
        )
        self.build_dock("DictionaryDock", texts, "Ctrl+Shift+D", "book")
        self.source = source
        self.place = Location("", "", 0)  # the reader's place: passages open in its translation
        self.wanted = DictionaryRequest()
        self.languages: dict[str, str] = {}  # dictionary id -> language, from the last answer

    def make_panel(self) -> DictionaryPanel:
        panel = DictionaryPanel(self.window)
        panel.dictionary_chosen.connect(self.choose)
        panel.key_chosen.connect(self.show_key)
        panel.filter_changed.connect(self.filter_keys)
        panel.link_followed.connect(self.follow_link)
        return panel

    # ------------------------------------------------------------------ what the person asks
    def follow(self, location: Location, committed: bool = True) -> None:
        """The reader moved: passages of entries open in its translation."""
        self.place = location

    def word_selected(self, text: str) -> None:
        """A word was selected in the reader: look it up (in every dictionary, or in the one being read)."""
        word = " ".join(text.replace("\u2029", " ").split()).strip(".,;:!?¿¡\"'“”‘’()[]«»—–-")
        if not word or len(word) > MAX_WORD_CHARS or " " in word:
            return
        p = self.place
        self.want(replace(self.wanted, word=word, key="", translation=p.translation, book=p.book,
                          chapter=p.chapter, verse=p.verse))  # fmt: skip

    def choose(self, dictionary_id: str) -> None:
        self.want(replace(self.wanted, dictionary=dictionary_id, key="", prefix=""))

    def show_key(self, key: str) -> None:
        self.want(replace(self.wanted, key=key))

    def filter_keys(self, prefix: str) -> None:
        self.want(replace(self.wanted, prefix=prefix.strip()))

    def show_entry(self, dictionary_id: str, key: str) -> None:
        """Show this entry (a word study's "in the dictionary" link, a link between entries)."""
        from app.core.dictionaries import BUILTIN_STRONGS, normal_number

        number = normal_number(key)
        # the key list from the key on: Strong's numbers by their own prefix ("G26": G26, G260…), a Strong's
        # lexicon's keys ("00026") from its first, a word's from its first letter
        prefix = key if dictionary_id == BUILTIN_STRONGS else "" if number else key[:1]
        self.show_dock()
        self.want(replace(self.wanted, dictionary=dictionary_id, key=key, prefix=prefix))

    def imported(self, report) -> None:
        """A dictionary was imported (app.core.dictionaries.DictionaryReport): show it."""
        self.show_dock()
        self.want(replace(self.wanted, dictionary=report.dictionary.id, key="", prefix=""))

    def follow_link(self, kind: str, target: str, dictionary: str) -> None:
        if kind == "strongs":
            self.strongs_requested.emit(target)
        elif kind == "entry":
            module = next((d for d in self.languages if d.lower() == dictionary.lower()), None)
            if module is None:  # a dictionary not imported here: the word in every dictionary
                self.want(replace(self.wanted, dictionary=ALL, key="", word=target))
            else:
                self.want(replace(self.wanted, dictionary=module, key=target, prefix=target[:1]))
        elif kind == "ref":
            self._open_reference(target, dictionary)

    def _open_reference(self, target: str, dictionary: str) -> None:
        from app.core.dictionaries import reference_of

        found = reference_of(target, self.languages.get(dictionary, "en"))
        if found is None or not self.place.translation:
            self.panel.show_error(self.tr("“%1” names no passage Lâmpada knows.").replace("%1", target))
            return
        verse = found.verse or 0
        end = found.end_verse if found.end_chapter in (None, found.chapter) and found.end_verse else 0
        self.open_requested.emit(Location(self.place.translation, found.book, found.chapter, verse, end or 0))

    # ------------------------------------------------------------------ the lane
    def update_answer(self, force: bool = False) -> None:
        if not self.dock.isVisible():
            return
        wanted = self.wanted
        if wanted == self.asked and not force:
            return
        self.asked = wanted
        self.runner.run(
            self.ask(wanted), self._on_answer, self._on_error, lane="search", supersede=self.task,
            name=f"{self.task} {wanted.dictionary or '*'} {wanted.key or wanted.word}",
        )  # fmt: skip

    def ask(self, request: DictionaryRequest):
        source = self.source
        return lambda state: fetch(source.library, request)

    def present(self, answer: DictionaryAnswer) -> None:
        self.languages = {d.id: d.language for d in answer.dictionaries}
        self.panel.show_answer(answer)

    def error_text(self, reason: str) -> str:
        return self.tr("The dictionary could not be read: %1").replace("%1", reason)
