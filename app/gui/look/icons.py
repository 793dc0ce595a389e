"""Our SVG icons (resources/icons), drawn in the theme's text colour.

Stroke icons use the placeholder colour `#COLOR`; the app icon keeps its own colours. Rendered once per
(name, colour) at a few sizes, so QIcon picks a sharp pixmap on any screen scale.
"""

from __future__ import annotations

import logging
from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from app.core import paths

log = logging.getLogger(__name__)

SIZES = (16, 20, 24, 32, 48, 64)


@lru_cache(maxsize=256)
def icon(name: str, color: str = "#2a2521") -> QIcon:
    path = paths.resources_dir() / "icons" / f"{name}.svg"
    try:
        data = path.read_text(encoding="utf-8").replace("#COLOR", color)
    except OSError:
        log.warning("icon %s is missing", path)
        return QIcon()
    renderer = QSvgRenderer(QByteArray(data.encode("utf-8")))
    result = QIcon()
    sizes = SIZES + ((128, 256) if name == "lampada" else ())
    for size in sizes:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        result.addPixmap(pixmap)
    return result


def app_icon() -> QIcon:
    return icon("lampada")
