"""Interface language: which one, loading our `.qm` and Qt's own, and wording the core's typed errors.

The source strings are English; `resources/i18n/lampada_pt_BR.ts` translates them. The language follows the
system (`QLocale.system().uiLanguages()`: the first Portuguese or English entry wins; otherwise Portuguese,
the app's first language). `LAMPADA_LANG=en|pt` overrides it. A missing `.qm` leaves the English text: never a
crash.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.core import interface_language, paths
from app.core.errors import (
    BuiltinTranslation,
    DataFolderBusy,
    DuplicateTranslation,
    ImportFormatError,
    IndexDamaged,
    InstanceBusy,
    LampadaError,
    LibraryBusy,
    LibraryCorrupt,
    LibraryReadOnly,
    ModelUnavailable,
    TopicNamesDamaged,
    UnknownTranslation,
)
from app.core.scripture import canon, refs

log = logging.getLogger(__name__)

_state = {"lang": "pt"}


def choose_language() -> str:
    """ "pt" or "en": the command line's rule (`interface_language.choose`) over the desktop's languages."""
    return interface_language.choose(QLocale.system().uiLanguages())


def ui_language() -> str:
    return _state["lang"]


def set_ui_language(lang: str) -> None:
    _state["lang"] = "en" if lang.startswith("en") else "pt"


def with_mnemonic(text: str, letter: str) -> str:
    """`text` with its mnemonic (`&`) on a word starting with `letter` (the source's), else on its first
    letter: "Arquivos do tipo:", "t" → "Arquivos do &tipo:"."""
    starts = [i for i, c in enumerate(text) if c.isalpha() and (i == 0 or not text[i - 1].isalnum())]
    if not starts:
        return text
    at = next((i for i in starts if text[i].lower() == letter.lower()), starts[0])
    return f"{text[:at]}&{text[at:]}"


class QtMnemonics(QTranslator):
    """Qt's own labels that gained a keyboard mnemonic after Qt's Portuguese catalogue was made are missing
    from it: the file dialog's "&Look in:" and "Files of &type:" stayed English while "Look in:" is there
    ("Procurar em:"). Installed first, so asked last (only for what no catalogue had), this asks `qt` for the
    text without the `&` and puts a mnemonic back."""

    def __init__(self, qt: QTranslator, parent: QCoreApplication):
        super().__init__(parent)
        self.qt = qt

    def translate(self, context, source_text, disambiguation=None, n=-1):  # Qt's override
        at = source_text.find("&") if source_text else -1
        if at < 0 or at + 1 >= len(source_text) or source_text[at + 1] == "&":
            return None  # a null string: "not found", the source text is shown
        plain = source_text[:at] + source_text[at + 1 :]
        found = self.qt.translate(context, plain, disambiguation, n)
        return with_mnemonic(found, source_text[at + 1]) if found else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's override
        return False


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
            if name == "qtbase":  # the last one asked (a translator installed later is asked first)
                mnemonics = QtMnemonics(translator, app)
                app.installTranslator(mnemonics)
                installed.append(mnemonics)
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
    """ "about 25 min left", "about 1 h 20 min left", rounded as a person says it (`minutes_to_say`); "" while
    the time is not known (the rate has not settled)."""
    from app.core.progress import minutes_to_say

    if seconds is None:
        return ""
    minutes = minutes_to_say(seconds)
    if minutes == 0:
        return QCoreApplication.translate("Lampada", "less than a minute left")
    if minutes < 60:
        return QCoreApplication.translate("Lampada", "about %n min left", None, minutes)
    hours, minutes = divmod(minutes, 60)
    if minutes == 0:
        return QCoreApplication.translate("Lampada", "about %n hour(s) left", None, hours)
    text = QCoreApplication.translate("Lampada", "about %1 h %2 min left")
    return text.replace("%1", str(hours)).replace("%2", str(minutes))


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


def describe_write_problem(reason: str) -> str:
    """Why a file cannot be written (`app.core.writable.write_problem`, or a read-only library's reason), in
    the interface's language; an unknown reason is shown as the core gave it."""
    translate = QCoreApplication.translate
    for pattern, text in (
        (r"the disk holding (.+) is read-only", translate("Lampada", "the disk holding “%1” is read-only")),
        (r"the file (.+) is read-only", translate("Lampada", "the file “%1” is read-only")),
        (r"its journal file (.+) is read-only", translate("Lampada", "its journal file “%1” is read-only")),
        (r"the folder (.+) is read-only", translate("Lampada", "the folder “%1” is read-only")),
        (
            r"it cannot be read: its folder is read-only and holds an unfinished journal.*",
            translate("Lampada", "its folder is read-only and holds changes that were never finished"),
        ),
        (r"the disk holding (.+) is full", translate("Lampada", "the disk holding “%1” is full")),
        (
            r"a repair was interrupted before its rebuilt library was put in place.*",
            translate("Lampada", "a repair was interrupted; repairing again finishes it"),
        ),
    ):
        found = re.fullmatch(pattern, reason.strip())
        if found:
            return text.replace("%1", found.group(1)) if found.groups() else text
    return reason


def describe_userdata_read_only(problem: str) -> str:
    """`UserDataReadOnly.problem` ("nothing can be saved: the folder … is read-only") in words."""
    translate = QCoreApplication.translate
    for prefix, text in (
        (
            "nothing can be saved: ",
            translate("Lampada", "Nothing can be saved to your notes, bookmarks and highlights: %1."),
        ),
        ("nothing can be imported: ", translate("Lampada", "Nothing can be imported into your notes: %1.")),
        ("nothing can be restored: ", translate("Lampada", "No backup can be restored: %1.")),
        (
            "there is no user database yet and none can be made: ",
            translate("Lampada", "You have no notes here yet, and none can be saved: %1."),
        ),
        (
            "it needs an update for this version of Lâmpada, and ",
            translate(
                "Lampada", "Your notes need an update for this version of Lâmpada, and it cannot be made: %1."
            ),
        ),
    ):
        if problem.startswith(prefix):
            return text.replace("%1", describe_write_problem(problem[len(prefix) :]))
    return translate("Lampada", "Your notes cannot be saved: %1.").replace(
        "%1", describe_write_problem(problem)
    )


SQLITE_DAMAGE = {"database disk image is malformed", "file is not a database"}


def _library_problem(exc: LibraryCorrupt) -> str:
    """A `LibraryCorrupt`'s reason without the file's path (said apart) nor the CLI's advice."""
    text = re.sub(r":? ?run `lampada check[^`]*`", "", str(exc)).strip()
    path = str(paths.library_path())
    text = text[len(path) :].lstrip(" :") if text.startswith(path) else text
    found = re.fullmatch(r"is damaged \((.*)\)|(?:could not|cannot) be read: (.*)", text, re.DOTALL)
    return next((g for g in found.groups() if g), text) if found else text


def describe_library_corrupt(exc: LibraryCorrupt) -> str:
    """A library that cannot be read: written by a newer Lâmpada, or damaged (and the app offers a repair)."""
    translate = QCoreApplication.translate
    problem = _library_problem(exc)
    newer = re.fullmatch(r"has library schema version (\d+); this Lâmpada reads version (\d+)", problem)
    if newer:  # not damage: a newer Lâmpada wrote it
        return (
            translate(
                "Lampada",
                "The Bible library was written by a newer Lâmpada (format %1; this one reads format %2). "
                "Update Lâmpada to read it.",
            )
            .replace("%1", newer.group(1))
            .replace("%2", newer.group(2))
        )
    if problem in SQLITE_DAMAGE:  # SQLite's own words for damage say nothing more to a person
        return translate(
            "Lampada",
            "The Bible library is damaged. Lâmpada checks it at every start and offers to repair it.",
        )
    return translate(
        "Lampada",
        "The Bible library is damaged or cannot be read (%1). Lâmpada checks it at every start and offers to "
        "repair it.",
    ).replace("%1", problem)


def describe_topic_names(exc: TopicNamesDamaged) -> str:
    """The topics' Portuguese names could not be read (the app's file, or some of its rows): what it costs."""
    if exc.whole:
        return QCoreApplication.translate(
            "Lampada",
            "The Portuguese names of the OpenBible.info topics could not be read (%1: %2). The topics are "
            "named in English; search works as before.",
        ).replace("%1", exc.path).replace("%2", exc.problem)
    rows = exc.rows  # lupdate reads a plain name as the count, not an attribute
    return QCoreApplication.translate(
        "Lampada", "%n row(s) of the topics' Portuguese names could not be read (%1).", None, rows
    ).replace("%1", exc.path)


def describe_data_folder_busy(exc: DataFolderBusy) -> str:
    """A `lampada` command holds the data folder: a repair waits for it, or it waits for a repair."""
    if exc.repairing:
        return QCoreApplication.translate(
            "Lampada", "A repair is running on the data folder “%1”; try again when it has finished."
        ).replace("%1", exc.data_dir)
    return QCoreApplication.translate(
        "Lampada",
        "A lampada command is writing to the data folder “%1”, so the repair did not start. Nothing was "
        "changed; try again when it has finished.",
    ).replace("%1", exc.data_dir)


def describe_error(exc: BaseException, library_path: Path | None = None) -> str:
    """One sentence for people; the details go to the log. Any other SQLite error is the library's
    (`library_error`: busy, read-only or damaged) unless it was already typed."""
    translate = QCoreApplication.translate
    if isinstance(exc, sqlite3.DatabaseError):
        from app.core.library.database import library_error

        exc = library_error(exc, library_path or paths.library_path())
    if isinstance(exc, ImportFormatError):
        return describe_import_error(exc)
    if isinstance(exc, DuplicateTranslation):
        return translate(
            "Lampada", "There is already a translation with the id “%1”. Choose another id."
        ).replace("%1", exc.translation_id)
    if isinstance(exc, BuiltinTranslation):
        if exc.action == "remove":
            return translate("Lampada", "“%1” comes with Lâmpada and cannot be removed.").replace(
                "%1", exc.translation_id
            )
        return translate(
            "Lampada", "“%1” is the id of a translation that comes with Lâmpada. Choose another id."
        ).replace("%1", exc.translation_id)
    if isinstance(exc, UnknownTranslation):
        return translate("Lampada", "The translation “%1” is not in the library.").replace(
            "%1", exc.translation_id
        )
    if isinstance(exc, LibraryReadOnly):
        return translate("Lampada", "The Bible library cannot be changed: %1.").replace(
            "%1", describe_write_problem(exc.reason)
        )
    if isinstance(exc, LibraryBusy):
        return translate(
            "Lampada",
            "The Bible library is busy: another program (another Lâmpada, or a lampada command) kept it "
            "locked for %1 s. Nothing was changed; try again in a moment.",
        ).replace("%1", QLocale().toString(round(exc.waited)))
    if isinstance(exc, LibraryCorrupt):
        return describe_library_corrupt(exc)
    if isinstance(exc, IndexDamaged):
        return translate(
            "Lampada",
            "A meaning-search index is damaged (%1); it is built again. Meanwhile, searching by words works.",
        ).replace("%1", str(exc))
    if isinstance(exc, DataFolderBusy):
        return describe_data_folder_busy(exc)
    if isinstance(exc, InstanceBusy):
        return translate("Lampada", "Another Lâmpada is using the data folder “%1”: close it first.").replace(
            "%1", exc.data_dir
        )
    if isinstance(exc, ModelUnavailable):
        return translate("Lampada", "The meaning-search model is not available: %1").replace("%1", str(exc))
    if isinstance(exc, TopicNamesDamaged):
        return describe_topic_names(exc)
    from app.core.errors import UserDataReadOnly

    if isinstance(exc, UserDataReadOnly):
        return describe_userdata_read_only(exc.problem)
    if isinstance(exc, LampadaError):
        return str(exc)
    if isinstance(exc, OSError):
        return translate("Lampada", "The file could not be read or written: %1").replace(
            "%1", exc.strerror or str(exc)
        )
    return translate("Lampada", "Something went wrong: %1").replace("%1", str(exc) or type(exc).__name__)
