"""Meaning search comes up in the background: built indexes are ready at once, missing ones are built after."""

from __future__ import annotations

import threading

from app.core import paths, vectors
from app.core.library import Library


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
    qtbot.waitUntil(lambda: window.meaning.state("ten") == "ready", timeout=5000)  # while tpt is still building
    assert window.meaning.state("tpt") == "building"
    release.set()
    qtbot.waitUntil(lambda: window.meaning.state("tpt") == "ready", timeout=10000)
    assert window.meaning.status.phase == "done"
