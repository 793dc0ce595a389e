"""The main window shown every way a person can arrange its side: each panel beside the reader in front, then
each tab of the study panel — for the tests that look at everything the window shows."""

from __future__ import annotations

from collections.abc import Iterator


def each_side_view(qtbot, window) -> Iterator[None]:
    """Yields with the window as it opened, then once with each side panel in front and once with each tab of
    the study panel."""
    yield
    for dock in (window.related, window.commentary, window.compare):
        dock.show_dock()
        qtbot.waitUntil(lambda d=dock: d.panel.isVisible())
        yield
    for tab in range(window.study.panel.tabs.count()):
        window.study.dock.show()
        window.study.dock.raise_()
        window.study.panel.tabs.setCurrentIndex(tab)
        qtbot.waitUntil(lambda: window.study.panel.isVisible())
        yield
