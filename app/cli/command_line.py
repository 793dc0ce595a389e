"""`lampada` — the command line over the same core the desktop app uses.

    lampada                       start the desktop app (building what is missing on first run)
    lampada setup                 build what a new library needs: texts, model, meaning-search indexes
        --texts-only              ...only what the app needs to open (`make run`): it prepares the rest
    lampada import PATH           import a translation (USFM folder/zip, OSIS, USFX, Zefania, vref text) or a
                                  SWORD module (a CrossWire .zip, a SWORD folder): a Bible, a commentary
                                  or a dictionary
    lampada import --sword NAME   import a SWORD module installed by BibleTime, Xiphos or the SWORD tools
    lampada sword list            the SWORD modules installed on this computer (--json for scripts)
    lampada dict list             the dictionaries and lexicons: Strong's (built in) and the imported ones
    lampada dict NAME KEY         an entry of a dictionary (`lampada dict strongs G26`; --json for scripts)
        --prefix P                ...or, without KEY, the dictionary's keys that start with P
    lampada word G26              word study: Strong's entry, the KJV's renderings, every occurrence in a
                                  translation (--translation ID), by book; `lampada word agape` or
                                  `lampada word ἀγάπη` by the original word (--json for scripts)
    lampada word amor -t blivre   the Strong's numbers a word of a translation renders, with counts
    lampada translations          list the translations
    lampada sources               every text and data set the app uses, with licences and attributions
    lampada show "Jo 3:16"        print a passage, with context (--context N)
        --xrefs                   ...and its cross-references (OpenBible.info), most voted first
        --similar                 ...and more like this: the verses its cross-references, topics and
                                  meaning agree on, each saying why
        --commentary NAME         ...and what an imported commentary says on it (e.g. MHCC)
        --compare                 ...in every installed translation, one under the other
    lampada search "QUERY"        search (hybrid by default; --mode keyword|vector); results say what
                                  brought them: palavra, sentido, ambos, tema (an OpenBible.info topic)
        --order bible             ...in Bible order, as the app: the best 100 sorted by place, then paged
    lampada index                 build or refresh the meaning-search indexes
    lampada remove ID             remove an imported translation (notes, bookmarks and highlights stay)
    lampada check                 look for damage: library, word indexes, user data, meaning indexes
        --quick                   ...only SQLite's quick checks (what the app runs at start)
        --repair                  ...and repair it: rebuild the library, restore the user data from a backup
    lampada eval --dataset FILE   measure the retrieval strategies (docs/retrieval.md)
    lampada plan list|start|today|done|catch-up|restart|remove
                                  reading plans: start one (--start DATE; your own with --file, --name,
                                  --days), today's reading, mark it read (--day N, --unread), catch up;
                                  --on DATE as if today were DATE, --lang, --json (app/cli/plan_commands.py)

Here: the parser, the dispatch, and each typed error said in one line with its exit code. The commands are
the modules beside this one: `library_commands` (setup, import, translations, sources, index, remove,
check), `search_commands` (show, search), `sword_commands`, `dictionary_commands`, `word_commands`,
`plan_commands` and `eval_command`.
"""

from __future__ import annotations

import argparse
import logging
import os
import sqlite3
import sys
from typing import Any

from app import __version__
from app.cli import (
    dictionary_commands,
    eval_command,
    library_commands,
    plan_commands,
    search_commands,
    sword_commands,
    word_commands,
    words,
)
from app.cli.progress_bar import ProgressBar
from app.cli.shared import default_translation, open_library, ui_language
from app.cli.words import _
from app.core import instance, paths
from app.core.errors import (
    BadReference,
    BuiltinTranslation,
    Cancelled,
    DataFolderBusy,
    DataFolderUnusable,
    DuplicateCommentary,
    DuplicateDictionary,
    DuplicateTranslation,
    ImportFormatError,
    InstanceBusy,
    LampadaError,
    LibraryBusy,
    LibraryCorrupt,
    LibraryReadOnly,
    ModelUnavailable,
    UnknownTranslation,
    UserDataError,
)

log = logging.getLogger("lampada")


def _seed_from_installer() -> None:
    """An installed app's first run starts from the library and indexes its installer carries."""
    from app.core.library.setup import seed_from_bundle, seed_needed

    if not seed_needed():
        return
    bar = ProgressBar(_("Preparing the library"))
    report = seed_from_bundle(bar)
    bar.finish(_("{n} files").format(n=report.files))


def cmd_gui(args: argparse.Namespace) -> int:
    try:
        from app.gui.main import run
    except ImportError as exc:
        print(f"The desktop app is not available: {exc}", file=sys.stderr)
        return 2
    return run(sys.argv[:1])


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lampada", description="Lâmpada — offline Bible study")
    p.add_argument("--version", action="version", version=f"lampada {__version__}")
    p.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")
    sub = p.add_subparsers(dest="command")
    library_commands.add_parsers(sub)
    sword_commands.add_parser(sub)
    dictionary_commands.add_parser(sub, open_library)
    word_commands.add_parser(sub, open_library, lambda library: default_translation(library, ui_language()))
    search_commands.add_parsers(sub)
    plan_commands.add_parser(sub, ui_language)
    library_commands.add_maintenance_parsers(sub)
    eval_command.add_parser(sub)
    return p


def _run(args: argparse.Namespace) -> int:
    """The command, holding the data folder's writers' lock when it may write it (app.core.instance): a
    repair cannot replace the library under it. A repair interrupted before its rebuilt library was in
    place is finished first."""
    if args.command == "sword":  # SWORD's own folders only
        return int(args.func(args) or 0)
    data_dir = paths.data_dir()
    _finish_interrupted_repair(data_dir)
    with instance.writing(data_dir):
        _seed_from_installer()
        if args.command != "check":
            return int(args.func(args) or 0)
    return int(args.func(args) or 0)  # a check only reads; a repair holds the folder itself


def _finish_interrupted_repair(data_dir: Any) -> None:
    from app.core.library import maintenance, rebuild

    if not rebuild.pending(data_dir / maintenance.LIBRARY_FILE):
        return
    lock = instance.InstanceLock(data_dir)
    if not lock.acquire():  # the app is open: it finishes the repair; nothing writes the library meanwhile
        return
    try:
        with instance.repairing(data_dir):
            actions = maintenance.finish_interrupted_repair(data_dir)
    except DataFolderBusy:
        return
    finally:
        lock.release()
    for action in actions:
        print(f"lampada: an interrupted repair was finished; the damaged library is kept as {action.name}",
              file=sys.stderr)  # fmt: skip


def _data_folder_error(exc: LampadaError) -> int:
    """Why the data folder could not be used by this command, in one line; the exit code."""
    who = f" (process {exc.pid})" if getattr(exc, "pid", None) else ""
    if isinstance(exc, DataFolderUnusable):
        where = " (LAMPADA_DATA_DIR)" if os.environ.get("LAMPADA_DATA_DIR") else ""
        print(f"lampada: the data folder {exc.path}{where} cannot be used: {exc.problem}", file=sys.stderr)
        return 2
    if isinstance(exc, DataFolderBusy) and exc.repairing:
        print(f"lampada: a repair is running on {exc.data_dir}{who}: nothing was changed; try again when it "
              "has finished", file=sys.stderr)  # fmt: skip
    elif isinstance(exc, DataFolderBusy):
        print(f"lampada: another lampada{who} is writing to {exc.data_dir}: the repair did not start; try "
              "again when it has finished", file=sys.stderr)  # fmt: skip
    else:
        print(f"lampada: Lâmpada is running{who} on {exc.data_dir}: close it first", file=sys.stderr)
    return 3


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    level = logging.INFO if args.verbose else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s %(message)s")
    if args.command is None:
        return cmd_gui(args)
    words.use(getattr(args, "lang", None))  # this command's words; the environment's again after it
    try:
        return _main(args)
    finally:
        words.use(None)


def _import_refused(exc: ImportFormatError) -> str:
    line = f" (line {exc.line})" if exc.line else ""
    return f"cannot import {exc.path}: {exc.problem}{line}\nlampada: the library was not changed."


def _builtin_refused(exc: BuiltinTranslation) -> str:
    if exc.action == "replace":
        return (f"{exc.translation_id!r} is a built-in translation: it cannot be replaced; import the file "
                "under another --id")  # fmt: skip
    return f"{exc.translation_id!r} is a built-in translation: it cannot be removed"


# Each typed error's line (after "lampada: "; a template of `exc`, or a function of it) and exit code, the
# first kind it is wins: 2 when the command asked for something that cannot be, 3 when the library, the user
# data or the machine stood in the way. The data folder's errors have their own words (`_data_folder_error`).
ERROR_LINES: tuple[tuple[type[LampadaError] | tuple[type[LampadaError], ...], Any, int], ...] = (
    (ImportFormatError, _import_refused, 2),
    ((DuplicateTranslation, DuplicateCommentary, DuplicateDictionary),
     "{exc}; choose another --id or pass --replace", 2),
    (BuiltinTranslation, _builtin_refused, 2),
    (LibraryBusy, "the library is busy: another program (the app, or another lampada) has been writing to it "
     "for {exc.waited:g} s; nothing was changed, try again when it has finished", 3),
    (LibraryReadOnly, "the library {exc.path} cannot be written: {exc.reason}; nothing was changed", 3),
    (UserDataError, "the user data {exc.path}: {exc.problem}", 3),
    (UnknownTranslation, "{exc} (see `lampada translations`)", 2),
    (BadReference, "{exc}", 2),
    (LibraryCorrupt, "{exc}", 3),
    (ModelUnavailable, "meaning search is unavailable: {exc}", 3),
    (LampadaError, "{exc}", 2),
)  # fmt: skip


def _typed_error(exc: LampadaError) -> int:
    """A typed error said in one line (`ERROR_LINES`); the exit code."""
    for kinds, line, code in ERROR_LINES:
        if isinstance(exc, kinds):
            text = line.format(exc=exc) if isinstance(line, str) else line(exc)
            print(f"lampada: {text}", file=sys.stderr)
            return code
    raise AssertionError("LampadaError closes ERROR_LINES")  # pragma: no cover


def _main(args: argparse.Namespace) -> int:
    """The command, its typed errors said in one line each with an exit code."""
    try:
        return _run(args)
    except (DataFolderBusy, DataFolderUnusable, InstanceBusy) as exc:
        return _data_folder_error(exc)
    except Cancelled:
        print(_("\nlampada: cancelled; nothing was changed."), file=sys.stderr)
        return 130
    except LampadaError as exc:
        return _typed_error(exc)
    except KeyboardInterrupt:
        print(_("\nlampada: interrupted; nothing was changed."), file=sys.stderr)
        return 130
    except BrokenPipeError:  # `lampada search ... | head`: the reader has gone, which is not an error
        # no second failure at interpreter exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as exc:
        print(f"lampada: {exc}", file=sys.stderr)
        return 2
    except sqlite3.DatabaseError as exc:  # damage met while reading: never a traceback
        print(f"lampada: the library could not be read ({exc}): it may be damaged; `lampada check` says what "
              "is, `lampada check --repair` rebuilds it", file=sys.stderr)
        return 3


if __name__ == "__main__":
    raise SystemExit(main())
