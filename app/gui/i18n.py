"""Interface language: which one, loading our `.qm` and Qt's own, and wording the core's typed errors.

The source strings are English; `resources/i18n/lampada_pt_BR.ts` translates them. The language follows the
system (`QLocale.system().uiLanguages()`: the first Portuguese or English entry wins; otherwise Portuguese,
the app's first language). `LAMPADA_LANG=en|pt` overrides it. A missing `.qm` leaves the English text: never a
crash.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.core import canon, paths, refs
from app.core.errors import (
    DuplicateTranslation,
    ImportFormatError,
    LampadaError,
    LibraryCorrupt,
    ModelUnavailable,
    UnknownTranslation,
)

log = logging.getLogger(__name__)

_state = {"lang": "pt"}


def choose_language() -> str:
    """ "pt" or "en"."""
    forced = (os.environ.get("LAMPADA_LANG") or "").lower()
    if forced.startswith(("pt", "en")):
        return forced[:2]
    for tag in QLocale.system().uiLanguages():
        tag = tag.lower()
        if tag.startswith("pt"):
            return "pt"
        if tag.startswith("en"):
            return "en"
    return "pt"


def ui_language() -> str:
    return _state["lang"]


def set_ui_language(lang: str) -> None:
    _state["lang"] = "en" if lang.startswith("en") else "pt"


def install_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Load Qt's and our translations for `lang`; returns the translators (keep them alive)."""
    set_ui_language(lang)
    installed: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    i18n_dir = paths.resources_dir() / "i18n"
    wanted = [("qtbase", qt_dir), ("lampada", str(i18n_dir))]
    locale = "pt_BR" if lang == "pt" else "en"
    for name, directory in wanted:
        translator = QTranslator(app)
        if translator.load(f"{name}_{locale}", directory):
            app.installTranslator(translator)
            installed.append(translator)
        elif name == "lampada" and lang == "pt":
            log.warning(
                "no %s_%s.qm in %s: the interface stays in English (run `make translations`)",
                name,
                locale,
                directory,
            )
    QLocale.setDefault(
        QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil)
        if lang == "pt"
        else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    )
    return installed


# --- names --------------------------------------------------------------------------------------------------
def book_name(osis: str) -> str:
    book = canon.BY_OSIS.get(osis)
    return book.name(ui_language()) if book else osis


def format_ref(ref: refs.Reference, lang: str | None = None) -> str:
    return refs.format_reference(ref, lang=lang or ui_language())


def verse_ref(
    book: str, chapter: int, verse: int, verse_end: int | None = None, lang: str | None = None
) -> str:
    end = verse_end if verse_end and verse_end > verse else None
    return refs.format_reference(refs.Reference(book, chapter, verse, None, end), lang=lang or ui_language())


def chapter_ref(book: str, chapter: int) -> str:
    return refs.format_reference(refs.Reference(book, chapter), lang=ui_language())


def time_left(seconds: float | None) -> str:
    """ "about 25 min left" (rounded up to whole minutes), or "" when the time is not known yet."""
    if seconds is None:
        return ""
    if seconds < 60:
        return QCoreApplication.translate("Lampada", "less than a minute left")
    minutes = int(-(-seconds // 60))
    return QCoreApplication.translate("Lampada", "about %n min left", None, minutes)


def number(n: int) -> str:
    return QLocale().toString(n)


# --- the core's errors and notices, in words ----------------------------------------------------------------
def describe_bad_reference(exc: Exception) -> str:
    if isinstance(exc, refs.ImpossibleReference):
        book = book_name(exc.book)
        if exc.problem == "zero":
            return QCoreApplication.translate("Lampada", "Chapters and verses start at 1.")
        if exc.problem == "chapter" and exc.limit is not None:
            return (
                QCoreApplication.translate(
                    "Lampada", "%1 has %n chapter(s), so there is no chapter %2.", None, exc.limit
                )
                .replace("%1", book)
                .replace("%2", str(exc.chapter))
            )
        if exc.problem == "verse" and exc.limit is not None:
            where = chapter_ref(exc.book, exc.chapter)
            return (
                QCoreApplication.translate(
                    "Lampada", "%1 has %n verse(s), so there is no verse %2.", None, exc.limit
                )
                .replace("%1", where)
                .replace("%2", str(exc.verse))
            )
        if exc.problem == "reversed":
            return QCoreApplication.translate("Lampada", "That range ends before it starts.")
    return QCoreApplication.translate("Lampada", "That does not look like a Bible reference I know.")


def describe_import_error(exc: ImportFormatError) -> str:
    where = os.path.basename(exc.path.rstrip("/\\")) or exc.path
    if exc.line:
        return (
            QCoreApplication.translate("Lampada", "Could not import “%1” (line %2): %3")
            .replace("%1", where)
            .replace("%2", str(exc.line))
            .replace("%3", exc.problem)
        )
    return (
        QCoreApplication.translate("Lampada", "Could not import “%1”: %2")
        .replace("%1", where)
        .replace("%2", exc.problem)
    )


def describe_error(exc: BaseException) -> str:
    """One sentence for people; the details go to the log."""
    if isinstance(exc, ImportFormatError):
        return describe_import_error(exc)
    if isinstance(exc, DuplicateTranslation):
        return QCoreApplication.translate(
            "Lampada", "There is already a translation with the id “%1”. Choose another id."
        ).replace("%1", exc.translation_id)
    if isinstance(exc, UnknownTranslation):
        return QCoreApplication.translate("Lampada", "The translation “%1” is not in the library.").replace(
            "%1", exc.translation_id
        )
    if isinstance(exc, LibraryCorrupt):
        return QCoreApplication.translate("Lampada", "The library file cannot be read: %1").replace(
            "%1", str(exc)
        )
    if isinstance(exc, ModelUnavailable):
        return QCoreApplication.translate("Lampada", "The meaning-search model is not available: %1").replace(
            "%1", str(exc)
        )
    if isinstance(exc, LampadaError):
        return str(exc)
    if isinstance(exc, OSError):
        return QCoreApplication.translate("Lampada", "The file could not be read or written: %1").replace(
            "%1", exc.strerror or str(exc)
        )
    return QCoreApplication.translate("Lampada", "Something went wrong: %1").replace(
        "%1", str(exc) or type(exc).__name__
    )
