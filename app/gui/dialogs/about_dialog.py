"""About Lâmpada: the version, the Bible texts with their licences, the credits of the data and the model."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from app import __version__
from app.gui.look.icons import app_icon

if TYPE_CHECKING:
    from app.core.library.reading import Translation

MODEL_NOTICE = (
    "intfloat/multilingual-e5-small — Copyright (c) 2023 Intfloat contributors — MIT "
    "License.\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this "
    'software and associated documentation files (the "Software"), to deal in the Software without '
    "restriction, including without limitation the rights to use, copy, modify, merge, publish, "
    "distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the "
    "Software is furnished to do so, subject to the following conditions:\n\nThe above copyright "
    "notice and this permission notice shall be included in all copies or substantial portions of the "
    'Software.\n\nTHE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, '
    "INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE "
    "AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, "
    "DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, "
    "OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."
)
MODEL_CREDIT = (
    "The Portuguese/English vocabulary of the model comes from cnmoro/portuguese-multilingual-e5-small "
    "(https://huggingface.co/cnmoro/portuguese-multilingual-e5-small), credited with thanks."
)


def model_notes() -> list[str]:
    """The model's licence notes, from the model package when it is there (it knows its own sources)."""
    try:
        from app.core.model.manifest import LICENCE_NOTES

        return [LICENCE_NOTES[k] for k in ("model", "enpt", "weights", "tokenizer") if k in LICENCE_NOTES]
    except ImportError:
        return []


class AboutDialog(QDialog):
    def __init__(self, translations: list[Translation], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Lâmpada"))
        self.setWindowIcon(app_icon())
        self.resize(640, 560)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("About Lâmpada"))
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(self.about_html(translations))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

    def knowledge_html(self) -> list[str]:
        """The credit OpenBible.info's topics and cross-references ask for (CC-BY), and Strong's (public
        domain)."""
        from app.core.library import openbible  # the About box opens after the library: the module is loaded

        e = html.escape
        title = self.tr("Topics and cross-references")
        text = self.tr(
            "The topics that help searching and the cross-references beside the reader were voted by the "
            "readers of OpenBible.info."
        )
        site = openbible.WEBSITE
        from app.core.dictionaries import strongs_data

        words = self.tr("Word study")
        strongs_text = self.tr(
            "The Greek and Hebrew words behind the text, their meaning and how the KJV renders them come "
            "from Strong's dictionaries."
        )
        from app.core.wordstudy import tagged

        kjv_text = self.tr(
            "The Strong's numbers behind the words come from the King James Version, tagged word by word; "
            "every other translation is aligned with it by Lâmpada."
        )
        return [
            f"<h3>{e(title)}</h3>",
            f"<p>{e(text)}<br><b>{e(openbible.NAMES_CREDIT)}</b> — <a href='{e(site)}'>{e(site)}</a></p>",
            f"<h3>{e(words)}</h3>",
            f"<p>{e(strongs_text)}<br><b>{e(strongs_data.CREDIT)}</b> — {e(strongs_data.SOURCE)}</p>",
            f"<p>{e(kjv_text)}<br><b>{e(tagged.CREDIT)}</b></p>",
        ]

    def about_html(self, translations: list[Translation]) -> str:
        e = html.escape
        motto = self.tr("Your word is a lamp to my feet, and a light for my path.")
        motto_ref = self.tr("Psalm 119:105")
        offline = self.tr("An offline Bible study app. Nothing you type leaves this computer.")
        texts_title = self.tr("Bible texts")
        none_yet = self.tr("No translation is installed yet.")
        licence_label = self.tr("Licence")
        not_stated = self.tr("not stated")
        model_title = self.tr("Meaning search model")
        model_text = self.tr("Meaning search uses the multilingual-e5-small model, running on this computer.")
        software_title = self.tr("Software")
        software_text = self.tr(
            "Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and "
            "ONNX Runtime."
        )
        parts = [
            f"<h2>Lâmpada {e(__version__)}</h2>",
            f"<p><i>{e(motto)}</i> — {e(motto_ref)}</p>",
            f"<p>{e(offline)}</p>",
            f"<h3>{e(texts_title)}</h3>",
        ]
        if not translations:
            parts.append(f"<p>{e(none_yet)}</p>")
        for t in translations:
            attribution = f"<br>{e(t.attribution)}" if t.attribution else ""
            parts.append(
                f"<p><b>{e(t.name)}</b> ({e(t.id.upper())}, {e(t.language)})<br>"
                f"{e(licence_label)}: {e(t.licence or not_stated)}{attribution}</p>"
            )
        parts.extend(self.knowledge_html())
        parts.append(f"<h3>{e(model_title)}</h3>")
        parts.append(f"<p>{e(model_text)}</p>")
        parts.append(f"<p>{e(MODEL_CREDIT)}</p>")
        for note in model_notes():
            parts.append(f"<p style='color:gray;'>{e(note)}</p>")
        parts.append("<pre style='white-space:pre-wrap;'>" + e(MODEL_NOTICE) + "</pre>")
        parts.append(f"<h3>{e(software_title)}</h3>")
        parts.append(f"<p>{e(software_text)}</p>")
        return "".join(parts)
