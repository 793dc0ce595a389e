"""Result cards say which OpenBible.info topic brought a verse, and a result only readers' votes brought has
the badge "tema" (never "palavra" / "sentido" / "ambos"): an answer from people's votes is not passed off as
one found in the text."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.core.library import openbible
from app.core.library.reading import Library
from app.core.retrieval.bible import ArmHit, Hit
from app.gui import i18n
from app.gui.look import theme
from app.gui.panels.related import PassageList
from app.gui.search.results import ResultDelegate, ResultItem, ResultsModel, ResultsView
from app.gui.study.notes_results import NoteResultsView
from tests.fixtures import openbible as fixture
from tests.gui.search_helpers import search
from tests.gui.ui_language import portuguese  # noqa: F401 - a fixture


class ObservedDelegate(ResultDelegate):
    """The Bible results' delegate, keeping each note it paints beside a badge with the width it took."""

    def __init__(self, view):
        super().__init__(view)
        self.painted: list[tuple[str, float, float, float]] = []  # note, room, title width, width taken

    def _paint_note(self, painter, base, note, right, y, line_h, room, title_w):
        taken = super()._paint_note(painter, base, note, right, y, line_h, room, title_w)
        self.painted.append((note, room, title_w, taken))
        return taken


def said(view: ResultsView, item: ResultItem) -> tuple[str, str]:
    """A card's badge and the note beside it."""
    return view.delegate.badge_label(item), view.delegate.badge_note(item)


def observed(view: ResultsView) -> ObservedDelegate:
    view.delegate = ObservedDelegate(view)
    view.setItemDelegate(view.delegate)
    return view.delegate


def hit(library, osis: str, arms: dict, topics: tuple[str, ...]) -> Hit:
    book, chapter, verse = openbible.parse_osis(osis)
    found = library.verse("tpt", book, chapter, verse)
    return Hit(found, 0.03, {k: ArmHit(1, 0.5) for k in arms}, context=[found], topics=topics)


@pytest.mark.usefixtures("portuguese")
def test_a_card_names_its_topics_and_a_votes_only_result_has_the_topic_badge(qtbot, library):
    by_votes = ResultItem.from_hit(hit(library, "Matt.6.34", {"topic"}, ("anxiety", "worry")))
    by_words = ResultItem.from_hit(hit(library, "Isa.41.10", {"keyword", "topic"}, ("fear",)))
    plain = ResultItem.from_hit(hit(library, "Ps.23.1", {"vector"}, ()))
    assert (by_votes.why, by_votes.topics) == ("topic", ("anxiety", "worry"))
    view = ResultsView()
    qtbot.addWidget(view)
    model = ResultsModel()
    view.setModel(model)
    model.set_items([by_votes, by_words, plain])
    delegate = observed(view)
    cards = [said(view, i) for i in (by_votes, by_words, plain)]
    assert [label for label, _ in cards] == ["tema", "palavra", "sentido"]
    for t in (theme.LIGHT, theme.DARK):  # the votes' badge has a colour of its own
        assert t.badge("topic") not in {t.badge(w) for w in ("keyword", "vector", "both", "reference")}
    assert [note for _, note in cards] == [
        "tema: anxiety",  # the best one; the tooltip names them all
        "tema: fear",
        "",
    ]
    tip = model.data(model.index(0), Qt.ItemDataRole.ToolTipRole)
    assert "Leitores do OpenBible.info (CC-BY) votaram este versículo para os temas «anxiety», «worry»" in tip
    assert "votos" in tip.splitlines()[0]  # the badge's reason: readers' votes, not the text
    tip = model.data(model.index(1), Qt.ItemDataRole.ToolTipRole)
    assert "para o tema «fear»" in tip
    assert "OpenBible" not in model.data(model.index(2), Qt.ItemDataRole.ToolTipRole)
    # the note is painted beside the badge, with room for it on a card of ordinary width
    view.resize(520, 600)
    view.show()
    qtbot.waitExposed(view)
    view.grab()
    assert {note for note, _, _, taken in delegate.painted if taken > 0} == {"tema: anxiety", "tema: fear"}
    assert "tema: anxiety, worry" in model.data(model.index(0), Qt.ItemDataRole.AccessibleTextRole)


def test_the_english_interface_says_topic(qtbot, library):
    item = ResultItem.from_hit(hit(library, "Matt.6.34", {"topic"}, ("anxiety",)))
    assert QCoreApplication.translate("Lampada", "topic", "badge") != "tema"  # no catalogue installed here
    view = ResultsView()
    qtbot.addWidget(view)
    assert said(view, item) == ("topic", "topic: anxiety")


def test_search_results_name_the_topics_of_the_topical_arm(
    qtbot, library_path, tmp_path, make_services, open_window
):
    """In the English interface (which reads the tiny WEB) the topics keep OpenBible's names."""
    with Library(library_path) as lib:
        openbible.load(lib, fixture.write(tmp_path / "openbible"))
    i18n.set_ui_language("en")
    try:
        window = open_window(make_services())  # the topic index built by the fake embedder, then the indexes
        search(qtbot, window, "worry about tomorrow")
    finally:
        i18n.set_ui_language("pt")
    item = next(i for i in window.results_model.items() if "Matt.6.34" in {v.osis for v in i.cited})
    assert item.topics == ("worry about tomorrow", "fear")
    row = window.results_model.items().index(item)
    tip = window.results_model.data(window.results_model.index(row), Qt.ItemDataRole.ToolTipRole)
    assert "voted this verse for the topics “worry about tomorrow”, “fear”" in tip


@pytest.mark.usefixtures("portuguese")
def test_the_portuguese_interface_names_the_topics_in_portuguese(
    qtbot, library_path, tmp_path, make_services, open_window
):
    with Library(library_path) as lib:
        openbible.load(lib, fixture.write(tmp_path / "openbible"))
    window = open_window(make_services())
    search(qtbot, window, "preguiçoso")
    item = next(i for i in window.results_model.items() if "Prov.6.6" in {v.osis for v in i.cited})
    # Prov 6:6 and 6:9 (neighbours in the tiny corpus) are one passage, both voted for "laziness"
    assert [v.osis for v in item.cited] == ["Prov.6.6", "Prov.6.9"]
    assert item.topics == ("preguiça",)  # the app's name for OpenBible's "laziness"
    assert said(window.results_view, item)[1] == "tema: preguiça"
    row = window.results_model.items().index(item)
    tip = window.results_model.data(window.results_model.index(row), Qt.ItemDataRole.ToolTipRole)
    assert "votaram esta passagem para o tema «preguiça»" in tip


@pytest.mark.parametrize(
    "make",
    [ResultsView, NoteResultsView, lambda: PassageList("CrossReferenceList")],
    ids=["bible", "notes", "related"],
)
def test_a_list_nobody_holds_is_freed_at_once_not_by_the_cycle_collector(qtbot, make):
    """A view and its delegate must not hold each other: a list without a parent would then be freed by
    Python's cycle collector whenever it runs — once, inside QApplication.setFont walking every widget (the
    window's font scale), which crashed the process."""
    gc.disable()  # only reference counting may free it here
    try:
        view = make()
        view.delegate.sizeHint  # noqa: B018 - the delegate exists and is the view's
        gone = weakref.ref(view)
        del view
        assert gone() is None
    finally:
        gc.enable()


def test_a_narrow_card_keeps_its_reference_whole_and_shortens_the_topic_note(qtbot, library):
    """At twice the text size in a narrow column the reference names the card: the note takes only what the
    reference leaves of the header (here, the whole note does not fit)."""
    item = ResultItem.from_hit(hit(library, "Isa.41.10", {"keyword", "topic"}, ("overcoming fear", "fears")))
    view = ResultsView()
    qtbot.addWidget(view)
    model = ResultsModel()
    view.setModel(model)
    model.set_items([item])
    delegate = observed(view)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    view.setFont(font)
    view.resize(330, 600)
    view.show()
    qtbot.waitExposed(view)
    view.grab()
    calls = [(room, title_w, taken) for _, room, title_w, taken in delegate.painted]
    assert calls
    for room, title_w, taken in calls:
        assert room - taken >= title_w  # the reference is never elided for the note
    assert any(taken == 0 or room - title_w < 200 for room, title_w, taken in calls)  # the note was squeezed
