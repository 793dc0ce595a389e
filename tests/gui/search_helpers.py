"""Helpers shared by the GUI tests that search from the window."""

from __future__ import annotations


def search(qtbot, window, query: str):
    """Search `query` from the window and return the result it shows, once it shows that query's answer."""
    with qtbot.waitSignal(
        window.results_shown,
        timeout=5000,
        check_params_cb=lambda r: r is not None and r.request.query == query,
    ):
        window.search(query)
    return window.answers.shown


def pick_translation(window, translation_id: str) -> None:
    """Choose a translation in the search bar's picker, as a person does: searching and reading follow."""
    combo = window.search_bar.translation_combo
    index = combo.findData(translation_id)
    assert index >= 0, translation_id
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
