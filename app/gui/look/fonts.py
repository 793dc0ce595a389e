"""Fonts: the interface uses the application font (scaled by the font-size setting); scripture is set in a
serif face a little larger, derived from the application font so that scaling reaches it too."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

SERIF_FAMILIES = [
    "Noto Serif", "Source Serif 4", "Source Serif Pro", "Literata", "Charis SIL", "Georgia", "Cambria",
    "Liberation Serif", "DejaVu Serif", "Times New Roman", "serif",
]  # fmt: skip
SCRIPTURE_SCALE = 1.08
STEP = 0.1
MIN_SCALE, MAX_SCALE = 0.7, 2.5

_base = {"font": None}


def remember_base_font(app: QApplication) -> QFont:
    """The platform's default font, before any scaling (captured once at start-up)."""
    if _base["font"] is None:
        _base["font"] = QFont(app.font())
    return QFont(_base["font"])


def scaled_app_font(app: QApplication, scale: float) -> QFont:
    base = remember_base_font(app)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font = QFont(base)
    font.setPointSizeF(round(size * scale, 2))
    return font


def scripture_font(base: QFont | None = None) -> QFont:
    base = QFont(base) if base is not None else QApplication.font()
    font = QFont(base)
    font.setFamilies(SERIF_FAMILIES)
    font.setStyleHint(QFont.StyleHint.Serif)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(round(size * SCRIPTURE_SCALE, 2))
    return font


def clamp_scale(scale: float) -> float:
    return round(min(MAX_SCALE, max(MIN_SCALE, scale)), 2)
