"""Meaning search comes up in the background: built indexes are ready at once, missing ones are built
after."""

from __future__ import annotations

import threading

from app.core import paths
from app.core.indexing import vectors
from app.core.library.reading import Library
from tests.gui.search_helpers import search


def test_built_indexes_are_ready_before_missing_ones_are_built(
    qtbot, make_services, open_window, library_path, embedder, monkeypatch
):
    with Library(library_path) as library:  # the English index exists; the Portuguese one (current) does not
        vectors.build_index(library, "ten", embedder, paths.indexes_dir())
    release, building = threading.Event(), []
    real_build = vectors.build_index

    def slow_build(library, tid, *args, **kwargs):  # a long build, held until the test has looked
        building.append(tid)
        assert release.wait(10)
        return real_build(library, tid, *args, **kwargs)

    monkeypatch.setattr(vectors, "build_index", slow_build)
    window = open_window(make_services(), wait_meaning=False)
    qtbot.waitUntil(lambda: building == ["tpt"], timeout=5000)
    # while tpt is still building
    qtbot.waitUntil(lambda: window.meaning.state("ten") == "ready", timeout=5000)
    assert window.meaning.state("tpt") == "building"
    release.set()
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "ready", timeout=10000)
    assert window.meaning.status.phase == "done"


def test_meaning_search_works_after_the_first_pass_while_the_context_is_embedded(
    qtbot, make_services, open_window, embedder, monkeypatch
):
    release, held = threading.Event(), []
    real_build = vectors.build_index

    def build_held_in_second_pass(library, tid, *args, progress, **kwargs):
        def hold(done, total, stage=""):
            progress(done, total, stage)
            if stage == vectors.STAGE_CONTEXT and tid not in held:
                held.append(tid)
                assert release.wait(10)

        return real_build(library, tid, *args, progress=hold, **kwargs)

    monkeypatch.setattr(vectors, "build_index", build_held_in_second_pass)
    window = open_window(make_services(), wait_meaning=False)
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "usable", timeout=5000)
    assert held == ["tpt"] and not window.meaning_banner.isVisible()
    qtbot.waitUntil(lambda: window.work_label.isVisible(), timeout=5000)
    assert "Refining meaning search for Tiny PT" in window.work_label.text()  # by its name, not its id
    result = search(qtbot, window, "perdoar quem me feriu")
    assert result.meaning_ready and "meaning_search_unavailable" not in result.response.notices
    release.set()
    qtbot.waitUntil(lambda: window.meaning.status.phase == "done", timeout=10000)
    assert window.meaning.state("tpt") == window.meaning.state("ten") == "ready"
    assert not window.work_label.isVisible()


def test_a_first_pass_index_found_at_start_is_searchable_and_then_refined(
    qtbot, make_services, open_window, library_path, embedder
):
    with Library(library_path) as library:
        for tid in ("tpt", "ten"):
            vectors.build_index(library, tid, embedder, paths.indexes_dir(), refine=False)
            assert vectors.index_status(paths.indexes_dir(), library, tid, embedder) == "usable"
    window = open_window(make_services())
    assert window.meaning.state("tpt") == "ready"
    with Library(library_path) as library:
        assert vectors.index_status(paths.indexes_dir(), library, "tpt", embedder) == "ready"


def test_the_topic_index_is_built_in_the_background_and_searched(
    qtbot, make_services, open_window, library_path
):
    """With OpenBible.info's data in the library and no topic index yet, the app embeds the topic names once
    the model is loaded; the next search has the topical arm, loaded before the first query needs it."""
    from app.core.indexing import topics
    from app.core.library import openbible
    from tests.fixtures import openbible as fixture

    with Library(library_path) as library:
        openbible.load(library, fixture.write(paths.data_dir() / "openbible-source"))
    window = open_window(make_services(), wait_meaning=False)
    qtbot.waitUntil(lambda: window.meaning.status.phase == "done", timeout=20000)
    with Library(library_path) as library:
        assert topics.topic_index_status(paths.indexes_dir(), library, window.meaning.embedder) == "ready"
    result = search(qtbot, window, "worry about tomorrow")
    assert any("topic" in h.arms for h in result.response.hits)


def test_the_status_bar_says_each_pass_with_a_time_left_that_only_counts_down(qtbot, window):
    """A build of 100,000 verses (both passes: 400,000 in the count), resumed with its first pass published
    and 35 % of the second kept: the status bar names the translation, says nothing of the time until the
    rate has settled, then a time left that holds — the second pass's, at 100 verse-equivalents a second —
    and only goes down. It read 5, 6, 8, 11, 13 then 20 min as a resumed build's kept work wore off."""
    import re

    from app.core.progress import TimeLeft

    now = [0.0]
    window.meaning.time_left = lambda: TimeLeft(lambda: now[0])
    remaining = (window.meaning.time_left(), window.meaning.time_left())
    total, verses = 400_000, 100_000
    reports = [(0.0, verses, vectors.STAGE_VERSES), (0.0, 140_000, vectors.STAGE_CONTEXT)]  # at once
    reports += [(t / 2, 140_000 + 50 * t, vectors.STAGE_CONTEXT) for t in range(1, 2001)]  # then 100 a second
    shown = []
    for at, done, stage in reports:
        now[0] = at
        window.meaning.show_build_progress("ten", done, total, stage, remaining)
        shown.append((at, done, window.work_label.text()))
    assert window.work_label.isVisible()
    assert all(text.startswith("Refining meaning search for Tiny WEB: ") for _, _, text in shown[1:])
    found = [(at, done, re.search(r"about (\d+) min", text)) for at, done, text in shown]
    said = [(at, done, int(m.group(1))) for at, done, m in found if m]
    assert said and all(at >= 20 for at, _, _ in said)  # nothing before the rate settled
    for _, done, minutes in said:  # 43 min down to 27: within a tenth, and rounded to five minutes
        truth = (total - done) / 100 / 60
        assert abs(minutes - truth) <= 0.12 * truth + 2.5
    assert [m for _, _, m in said] == sorted((m for _, _, m in said), reverse=True)


def test_a_first_start_opens_at_once_and_the_status_bar_says_what_is_prepared_behind_it(
    qtbot, make_services, open_window, embedder
):
    """`make run` opens the window with the texts alone: no model, no meaning index. Words and references work
    at once; the status bar says the language model is being prepared, then the topics, then each
    translation's index, and goes when meaning search is ready."""
    release = threading.Event()

    def slow_model(progress, cancelled):  # building the model: under a minute, held here until looked at
        assert release.wait(10)
        return embedder

    window = open_window(make_services(factory=slow_model), wait_meaning=False)
    assert window.ready and not list(paths.indexes_dir().glob("*.npy"))
    result = search(qtbot, window, "Jo 3:16")  # a reference works before anything else is ready
    assert result.response.route == "reference"
    qtbot.waitUntil(lambda: window.work_label.isVisible(), timeout=5000)
    assert "language model" in window.work_label.text() and window.meaning_banner.isVisible()
    seen = []
    window.meaning.status_changed.connect(lambda status: seen.append(window.work_label.text()))
    release.set()
    qtbot.waitUntil(lambda: window.meaning.status.phase == "done", timeout=20000)
    assert any(text.startswith("Preparing meaning search: the OpenBible.info topics") for text in seen)
    assert any(text.startswith("Preparing meaning search for Tiny PT: ") for text in seen)
    assert window.meaning.state("tpt") == "ready" and not window.work_label.isVisible()
