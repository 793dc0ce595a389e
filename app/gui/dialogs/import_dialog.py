"""The dialogs: first-run setup progress, importing a translation, and About (texts, licences, credits)."""

from __future__ import annotations

import html
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
)

from app import __version__
from app.core.errors import Cancelled
from app.core.formats.common import ParsedTranslation, TranslationMeta
from app.gui import i18n, plain
from app.gui.banner import Banner
from app.gui.icons import app_icon
from app.gui.tasks import TaskRunner, TaskState

if TYPE_CHECKING:
    from app.core.library import ImportReport, Library, Translation

log = logging.getLogger(__name__)


def _id_pattern():
    from app.core.library import ID_PATTERN

    return ID_PATTERN


StepsProvider = Callable[["Library"], list]


# --- first run ----------------------------------------------------------------------------------------------
class SetupDialog(QDialog):
    """Runs the library's set-up steps (`app.core.setup.library_steps`) with a progress bar; cancellable."""

    # the steps ended: (completed: bool, error or None)
    finished_setup = Signal(bool, object)

    def __init__(self, runner: TaskRunner, library_path: Path, steps: StepsProvider, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preparing your library"))
        self.setWindowIcon(app_icon())
        self.setModal(True)
        self.setMinimumWidth(460)
        self.runner = runner
        self.library_path = library_path
        self.steps = steps
        self._task = None
        self.heading = QLabel(self.tr("Lâmpada is preparing the Bible texts. This happens only once."), self)
        self.heading.setWordWrap(True)
        self.step_label = QLabel(self.tr("Starting…"), self)
        self.step_label.setObjectName("Hint")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.banner = Banner(self, closable=False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addWidget(self.step_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.banner)
        layout.addWidget(self.buttons)

    def start(self) -> None:
        self._task = self.runner.run(
            self._work, self._on_done, self._on_error, self._on_progress, name="setup"
        )

    def _work(self, state: TaskState) -> list:
        """Run the steps; returns what they could not read but did without (the topics' Portuguese names)."""
        from app.core.library import Library

        problems = []
        with Library(self.library_path) as library:
            steps = self.steps(library)
            for i, step in enumerate(steps):
                if state.cancelled():
                    raise Cancelled()

                def progress(done: int, total: int, message: str = "", i: int = i, step=step) -> None:
                    state.progress(done, total, f"{i}\t{len(steps)}\t{step.key}\t{step.subject}")

                progress(0, 0)
                report = step.run(progress, state.cancelled)
                if getattr(report, "names_problem", None) is not None:
                    problems.append(report.names_problem)
            return problems

    def _on_progress(self, done: int, total: int, message: str) -> None:
        try:
            i, n, key, subject = message.split("\t", 3)
        except ValueError:
            return
        what = step_label(key, subject)
        self.step_label.setText(
            self.tr("Step %1 of %2: %3").replace("%1", str(int(i) + 1)).replace("%2", n).replace("%3", what)
        )
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
        else:
            self.progress.setRange(0, 0)

    def _on_done(self, problems: list) -> None:
        self.finished_setup.emit(True, None)
        if not problems:
            self.accept()
            return
        # the library is ready; what could not be read is said, and the person closes the dialog
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.step_label.setText(self.tr("Your library is ready."))
        self.banner.show_message(
            self.tr("Some topics keep their English names"), i18n.describe_error(problems[0]), kind="warn"
        )
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self._task = None

    def _on_error(self, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            self.finished_setup.emit(False, None)
            super().reject()
            return
        log.error("setup failed: %s\n%s", exc, getattr(exc, "__lampada_traceback__", ""))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.banner.show_message(
            self.tr("The library could not be prepared"), i18n.describe_error(exc), kind="error"
        )
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self._task = None
        self.finished_setup.emit(False, exc)

    def reject(self) -> None:
        if self._task is not None and self.runner.is_current(self._task) and self.runner.pending("work"):
            self._task.cancel()
            self.step_label.setText(self.tr("Stopping… nothing is left half-done."))
            return
        super().reject()


def step_label(key: str, subject: str = "") -> str:
    """A set-up step (`app.core.setup.Step`) in words, naming its translation (`subject`), never its id."""
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    kind, _, what = key.partition(":")
    name = subject or what.upper()
    if kind == "import":
        return translate("Lampada", "importing %1").replace("%1", name)
    if kind == "reindex":
        return translate("Lampada", "updating the word index of %1").replace("%1", name)
    if kind == "openbible":
        return translate("Lampada", "loading OpenBible.info's topics and cross-references")
    if kind == "strongs":
        return translate("Lampada", "loading Strong's Greek and Hebrew dictionaries")
    return translate("Lampada", "preparing the library")


# --- import -------------------------------------------------------------------------------------------------
LANGUAGES = ["pt-BR", "pt", "en", "es", "fr", "de", "it", "la", "el", "he"]


class ImportDialog(QDialog):
    """Choose a file or folder; the form is filled from what the file says; errors appear inline, in words."""

    # a translation was imported (app.core.library.ImportReport: the translation and what is worth knowing)
    imported = Signal(object)

    def __init__(self, runner: TaskRunner, library_path: Path, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a translation"))
        self.setWindowIcon(app_icon())
        self.setMinimumWidth(560)
        self.runner = runner
        self.library_path = library_path
        self.parsed: ParsedTranslation | None = None
        self.fmt: str | None = None
        self._task = None

        intro = QLabel(
            self.tr(
                "Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania "
                "and one verse per line with a vref.txt list beside it."
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setObjectName("Hint")
        self.path_edit = QLineEdit(self)
        self.path_edit.setPlaceholderText(self.tr("Choose a file or a folder…"))
        self.path_edit.setAccessibleName(self.tr("File or folder to import"))
        self.path_edit.returnPressed.connect(lambda: self.set_path(self.path_edit.text()))
        self.file_button = QPushButton(self.tr("File…"), self)
        self.file_button.clicked.connect(self._choose_file)
        self.folder_button = QPushButton(self.tr("Folder…"), self)
        self.folder_button.clicked.connect(self._choose_folder)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.file_button)
        path_row.addWidget(self.folder_button)

        self.summary = QLabel(self)
        self.summary.setObjectName("Hint")
        self.summary.setWordWrap(True)
        plain.make_plain(self.summary)  # what the file said of itself
        form = self._metadata_form()

        self.banner = Banner(self)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.buttons = QDialogButtonBox(self)
        self.import_button = QPushButton(self.tr("Import"), self)
        self.import_button.setObjectName("Primary")
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start_import)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(intro)
        layout.addLayout(path_row)
        layout.addWidget(self.summary)
        layout.addLayout(form)
        layout.addWidget(self.banner)
        layout.addWidget(self.progress)
        layout.addWidget(self.buttons)
        self._set_form_enabled(False)

    def _metadata_form(self) -> QFormLayout:
        """The fields a person confirms or fills in: id, name, language, licence, attribution."""
        self.id_edit = QLineEdit(self)
        self.id_edit.setPlaceholderText(self.tr("short, lowercase: blivre"))
        self.id_edit.setMaxLength(32)
        self.name_edit = QLineEdit(self)
        self.language_edit = QComboBox(self)
        self.language_edit.setEditable(True)
        self.language_edit.addItems(LANGUAGES)
        self.language_edit.lineEdit().setAccessibleName(self.tr("Language"))  # the form's label names the box
        self.licence_edit = QLineEdit(self)
        self.licence_edit.setPlaceholderText(self.tr("for example: CC BY 4.0, public domain"))
        self.attribution_edit = QPlainTextEdit(self)
        self.attribution_edit.setPlaceholderText(self.tr("The attribution the licence asks for"))
        self.attribution_edit.setFixedHeight(72)
        form = QFormLayout()
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Language"), self.language_edit)
        form.addRow(self.tr("Licence"), self.licence_edit)
        form.addRow(self.tr("Attribution"), self.attribution_edit)
        return form

    # ------------------------------------------------------------- choose
    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a Bible file"),
            str(Path.home()),
            self.tr("Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)"),
        )
        if path:
            self.set_path(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a folder of USFM books"), str(Path.home())
        )
        if path:
            self.set_path(path)

    def set_path(self, path: str | os.PathLike) -> None:
        """Read the file in the background and fill the form from it."""
        path = str(path).strip()
        if not path:
            return
        self.path_edit.setText(path)
        self.parsed = None
        self.import_button.setEnabled(False)
        self.banner.hide()
        self.summary.setText(self.tr("Reading…"))
        self._busy(True)
        self._task = self.runner.run(
            lambda state, p=path: self._read(p, state),
            self._on_read,
            self._on_failed,
            self._on_progress,
            name="read translation",
        )

    @staticmethod
    def _read(path: str, state: TaskState):
        from app.core.formats.detect import detect_format, read_translation

        fmt = detect_format(path)
        return fmt, read_translation(path, fmt, progress=state.progress, cancelled=state.cancelled)

    def _on_read(self, result) -> None:
        self._busy(False)
        self.fmt, self.parsed = result
        meta = self.parsed.meta
        path = self.path_edit.text()
        self.id_edit.setText(meta.id or suggest_id(path))
        self.name_edit.setText(meta.name or "")
        self.language_edit.setCurrentText(meta.language or "")
        self.licence_edit.setText(meta.licence or "")
        self.attribution_edit.setPlainText(meta.attribution or "")
        books = len({v.book for v in self.parsed.verses})
        self.summary.setText(
            self.tr("%1 verses in %2 books (%3). Check the details below, then import.")
            .replace("%1", i18n.number(len(self.parsed.verses)))
            .replace("%2", i18n.number(books))
            .replace("%3", (self.fmt or "").upper())
        )
        self._set_form_enabled(True)
        self.import_button.setEnabled(True)
        self.import_button.setDefault(True)
        if not meta.language:
            self.language_edit.setFocus()
        self.name_edit.setFocus() if not meta.name else None

    # ------------------------------------------------------------- import
    def form_meta(self) -> TranslationMeta:
        return TranslationMeta(
            id=self.id_edit.text().strip() or None,
            name=self.name_edit.text().strip() or None,
            language=self.language_edit.currentText().strip() or None,
            licence=self.licence_edit.text().strip() or None,
            attribution=self.attribution_edit.toPlainText().strip() or None,
            source=self.path_edit.text().strip() or None,
        )

    def start_import(self) -> None:
        if self.parsed is None:
            return
        meta = self.form_meta()
        if not meta.id or not _id_pattern().match(meta.id):
            self.show_error(
                self.tr("The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).")
            )
            self.id_edit.setFocus()
            return
        if not meta.language:
            self.show_error(self.tr("Say which language the translation is in (for example: pt-BR or en)."))
            self.language_edit.setFocus()
            return
        self.banner.hide()
        self._busy(True)
        self.import_button.setEnabled(False)
        self.summary.setText(self.tr("Importing…"))
        parsed = self.parsed
        self._task = self.runner.run(
            lambda state: self._add(parsed, meta, state),
            self._on_imported,
            self._on_failed,
            self._on_progress,
            name="import translation",
        )

    def _add(self, parsed: ParsedTranslation, meta: TranslationMeta, state: TaskState):
        from app.core.library import Library

        with Library(self.library_path) as library:
            return library.add_translation(
                parsed, overrides=meta, progress=state.progress, cancelled=state.cancelled
            )

    def _on_imported(self, report: ImportReport) -> None:
        self._busy(False)
        self.imported.emit(report)
        self.accept()

    def _on_failed(self, exc: BaseException) -> None:
        self._busy(False)
        if isinstance(exc, Cancelled):
            self.summary.setText(self.tr("Stopped. The library was not changed."))
            return
        log.info("import failed: %s", exc)
        self.summary.setText("")
        self.show_error(i18n.describe_error(exc))
        self.import_button.setEnabled(self.parsed is not None)

    def show_error(self, text: str) -> None:
        self.banner.show_message(
            self.tr("Nothing was imported"),
            text + "\n" + self.tr("The library was not changed."),
            kind="error",
        )

    def _on_progress(self, done: int, total: int, message: str) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.progress.setRange(0, 0)
        for w in (self.file_button, self.folder_button, self.path_edit):
            w.setEnabled(not busy)

    def _set_form_enabled(self, on: bool) -> None:
        for w in (self.id_edit, self.name_edit, self.language_edit, self.licence_edit, self.attribution_edit):
            w.setEnabled(on)

    def reject(self) -> None:
        if self._task is not None and self.runner.is_current(self._task) and self.progress.isVisible():
            self._task.cancel()
        super().reject()


def suggest_id(path: str) -> str:
    base = os.path.splitext(os.path.basename(path.rstrip("/\\")))[0]
    out = "".join(c for c in base.lower() if c.isalnum() or c == "_")[:32]
    return out if out and _id_pattern().match(out) else "imported"


# --- about --------------------------------------------------------------------------------------------------
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
        from app.core import openbible  # the About box opens after the library: the module is loaded

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
