"""Light and dark themes: one set of named colours drives the Qt palette, the style sheet and the HTML we
render.

`resources/themes/lampada.qss` is a template whose `${name}` fields are the colours below; widgets set no font
sizes in the style sheet, so the font-size setting scales every text through the application font.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from string import Template

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.core import paths

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Theme:
    name: str
    window: str
    base: str  # reading surfaces: results, reader
    alt_base: str
    card: str
    card_hover: str
    card_selected: str
    border: str
    text: str  # the cited verse, the reader text
    muted: str  # neighbouring verses, secondary text
    faint: str  # verse numbers, hints
    accent: str  # references, links, focus
    accent_text: str  # text on an accent background
    focus: str  # the keyboard focus ring: ≥ 3:1 against every surface it is drawn on (docs/gui.md)
    current_verse: str  # reader: the selected verse's band, a neutral tone no highlight colour comes near
    current_verse_bar: str  # reader: the bar and outline that mark the selected verse over any highlight
    match_bg: str  # matched words
    match_text: str
    info_bg: str
    info_text: str
    warn_bg: str
    warn_text: str
    error_bg: str
    error_text: str
    badge_keyword_bg: str
    badge_keyword_text: str
    badge_vector_bg: str
    badge_vector_text: str
    badge_both_bg: str
    badge_both_text: str
    badge_ref_bg: str
    badge_ref_text: str
    badge_topic_bg: str  # brought by readers' votes for a topic, not by the text
    badge_topic_text: str
    selection: str
    selection_text: str

    @property
    def dark(self) -> bool:
        return self.name == "dark"

    def badge(self, why: str) -> tuple[str, str]:
        return {
            "keyword": (self.badge_keyword_bg, self.badge_keyword_text),
            "vector": (self.badge_vector_bg, self.badge_vector_text),
            "both": (self.badge_both_bg, self.badge_both_text),
            "topic": (self.badge_topic_bg, self.badge_topic_text),
        }.get(why, (self.badge_ref_bg, self.badge_ref_text))


LIGHT = Theme(
    name="light",
    window="#f4f1ec",
    base="#fffdf9",
    alt_base="#f8f4ee",
    card="#fffdf9",
    card_hover="#fbf6ee",
    card_selected="#f6ead3",
    border="#e3dcd1",
    text="#2a2521",
    muted="#776d64",
    faint="#9c9187",
    accent="#8a5508",
    accent_text="#ffffff",
    focus="#8a5508",
    current_verse="#efeae3",
    current_verse_bar="#8a5508",
    match_bg="#fde7a6",
    match_text="#2a2010",
    info_bg="#eef3f9",
    info_text="#23415f",
    warn_bg="#fbf1dc",
    warn_text="#5d3d07",
    error_bg="#fbe9e7",
    error_text="#8a2417",
    badge_keyword_bg="#e4ecf8",
    badge_keyword_text="#1e4a82",
    badge_vector_bg="#efe6f6",
    badge_vector_text="#5a2c84",
    badge_both_bg="#e1f0e5",
    badge_both_text="#1f5c35",
    badge_ref_bg="#f1ebe2",
    badge_ref_text="#5e5045",
    badge_topic_bg="#f9e6dc",
    badge_topic_text="#8a3516",
    selection="#ead3a8",
    selection_text="#2a2521",
)

DARK = Theme(
    name="dark",
    window="#1c1a18",
    base="#23201d",
    alt_base="#2a2623",
    card="#262320",
    card_hover="#2d2926",
    card_selected="#3b3224",
    border="#3b3632",
    text="#ede7df",
    muted="#aaa097",
    faint="#8a8078",
    accent="#e6b25e",
    accent_text="#1c1a18",
    focus="#e6b25e",
    current_verse="#2f2c29",
    current_verse_bar="#e6b25e",
    match_bg="#614a1c",
    match_text="#fff6e0",
    info_bg="#1f2c3a",
    info_text="#c4d9ef",
    warn_bg="#3a2e17",
    warn_text="#f4dcaa",
    error_bg="#45231f",
    error_text="#f6c7bf",
    badge_keyword_bg="#243449",
    badge_keyword_text="#b8d0f2",
    badge_vector_bg="#372a46",
    badge_vector_text="#dcc4f2",
    badge_both_bg="#203628",
    badge_both_text="#b7e2c4",
    badge_ref_bg="#34302b",
    badge_ref_text="#d5ccc2",
    badge_topic_bg="#45281d",
    badge_topic_text="#f3c7b2",
    selection="#5a4726",
    selection_text="#fff6e0",
)

THEMES = {"light": LIGHT, "dark": DARK}


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else Qt.ColorScheme.Unknown
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    # Unknown (some Linux desktops): judge the platform palette's window colour.
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 110


def resolve(choice: str) -> Theme:
    """ "system", "light" or "dark" → the Theme to use now."""
    if choice == "system":
        return DARK if system_prefers_dark() else LIGHT
    return THEMES.get(choice, LIGHT)


def palette(theme: Theme) -> QPalette:
    p = QPalette()
    c = QColor
    roles = QPalette.ColorRole
    p.setColor(roles.Window, c(theme.window))
    p.setColor(roles.WindowText, c(theme.text))
    p.setColor(roles.Base, c(theme.base))
    p.setColor(roles.AlternateBase, c(theme.alt_base))
    p.setColor(roles.ToolTipBase, c(theme.card))
    p.setColor(roles.ToolTipText, c(theme.text))
    p.setColor(roles.PlaceholderText, c(theme.faint))
    p.setColor(roles.Text, c(theme.text))
    p.setColor(roles.Button, c(theme.alt_base))
    p.setColor(roles.ButtonText, c(theme.text))
    p.setColor(roles.BrightText, c(theme.error_text))
    p.setColor(roles.Highlight, c(theme.selection))
    p.setColor(roles.HighlightedText, c(theme.selection_text))
    p.setColor(roles.Link, c(theme.accent))
    p.setColor(roles.LinkVisited, c(theme.accent))
    p.setColor(roles.Mid, c(theme.border))
    p.setColor(roles.Midlight, c(theme.border))
    p.setColor(roles.Dark, c(theme.faint))
    p.setColor(roles.Shadow, c(theme.border))
    for role in (roles.Text, roles.WindowText, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, c(theme.faint))
    return p


def style_sheet(theme: Theme) -> str:
    path = paths.resources_dir() / "themes" / "lampada.qss"
    try:
        template = path.read_text(encoding="utf-8")
    except OSError:
        log.warning("style sheet %s is missing: plain Fusion look", path)
        return ""
    return Template(template).safe_substitute(asdict(theme))


def apply(app: QApplication, theme: Theme) -> None:
    app.setStyle("Fusion")
    app.setPalette(palette(theme))
    app.setStyleSheet(style_sheet(theme))


def contrast_ratio(fg: str, bg: str) -> float:
    """WCAG contrast ratio of two colours (tests keep the current verse legible in both themes)."""

    def luminance(hex_colour: str) -> float:
        col = QColor(hex_colour)
        out = []
        for v in (col.redF(), col.greenF(), col.blueF()):
            out.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]

    hi, lo = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
