"""The library's commands: `lampada setup`, `import`, `translations`, `sources`, `index`, `remove` and
`check` — building the library, filling it, listing and crediting what is in it, and keeping it whole. The
core does the work; this module words it."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from app.cli.data_sets import print_import_report
from app.cli.progress_bar import ProgressBar, StageBars
from app.cli.shared import default_translation, import_overrides, indexes_dir, open_library, ui_language
from app.cli.words import _
from app.core import instance, paths
from app.core.errors import LampadaError, TopicNamesDamaged
from app.core.formats.common import id_from_name, printable
from app.core.library import openbible
from app.core.library.reading import Library
from app.core.library.writing import add_translation


def step_words(step: Any) -> str:
    """A set-up step as the interface's language says it, naming its translation (not its id)."""
    kind = step.key.partition(":")[0]
    if kind == "import":
        return _("Importing {name}").format(name=step.subject)
    if kind == "reindex":
        return _("Updating the word index of {name}").format(name=step.subject)
    return _(step.label)


def cmd_setup(args: argparse.Namespace) -> int:
    """The library's steps; then, unless --texts-only, word study's tags and meaning search's first pass. A
    Ctrl+C says what is kept: every step done, and the verses a meaning index had embedded."""
    kept: list[str] = []
    try:
        return _setup(args, kept)
    except KeyboardInterrupt:
        _say_kept(kept, "setup")
        return 130


def _say_kept(kept: list[str], command: str) -> None:
    words = _("\nlampada: interrupted. What was finished is kept: {kept}. Run `make run` (or `lampada "
              "{command}`) again to go on from there.")  # fmt: skip
    print(words.format(kept="; ".join(kept) or _("nothing yet"), command=command), file=sys.stderr)


def _setup(args: argparse.Namespace, kept: list[str]) -> int:
    from app.core.library.setup import library_steps

    with open_library(write=True) as library:
        steps = library_steps(library)
        for step in steps:
            bar = ProgressBar(step_words(step))
            report = step.run(bar, lambda: False)
            bar.finish()
            kept.append(step_words(step))
            problem = getattr(report, "names_problem", None)  # OpenBible.info's step: never fatal
            if problem is not None:
                print(describe_topic_names(problem), file=sys.stderr)
            if getattr(report, "problem", None) is not None:  # Strong's dictionaries: never fatal either
                print(f"(Strong's dictionaries could not be loaded — {report.problem}; word study shows no "
                      "definitions)", file=sys.stderr)  # fmt: skip
        if args.texts_only:  # `make run`: the app opens now and prepares the rest in the background
            print(_("Library ready: {path}").format(path=paths.library_path()))
            return 0
        from app.cli import word_commands

        word_commands.tag_translations(library, ProgressBar)  # word study: every translation's words tagged
        if not args.no_model:
            # The first run indexes the translations people start with (their language's and the WEB); the
            # desktop app builds the others in the background, and `lampada index` builds them all.
            # Only their first pass (the isolated verses, a quarter of the work) runs here: it is searchable,
            # and the app embeds the context in the background.
            primary = [default_translation(library, ui_language()), "web"]
            _setup_meaning(
                library,
                only=[t for t in dict.fromkeys(primary) if library.has_translation(t)],
                refine=False,
                kept=kept,
            )
        print(_("Library ready: {path}").format(path=paths.library_path()))
    return 0


def describe_topic_names(exc: TopicNamesDamaged) -> str:
    """A names' file that could not be used, said plainly: what it costs (English names), where it is."""
    if exc.whole:
        return (f"(the Portuguese names of the OpenBible.info topics could not be read — {exc.path}: "
                f"{exc.problem}; the topics are named in English, search works as before)")  # fmt: skip
    return (f"({exc.path}: {exc.rows} of its rows could not be read or name no OpenBible.info topic; "
            "those topics are named in English)")  # fmt: skip


def _setup_meaning(
    library: Library, only: list[str] | None = None, refine: bool = True, kept: list[str] | None = None
) -> None:
    """Build the model (a bar only when it is built now), then each translation's meaning index, one bar per
    pass (the verses, then their context). `refine=False` stops after the first pass, already searchable:
    the app or `lampada index` finish it. `kept` is told what an interruption keeps."""
    from app.core.indexing import topics
    from app.core.indexing.vectors import build_index
    from app.core.retrieval.service import load_embedder

    kept = kept if kept is not None else []
    bar = ProgressBar(_("Building the e5 model"), quiet=True)
    embedder = load_embedder(progress=bar)
    bar.finish()
    if not openbible.is_loaded(library):  # an install without its data files: the app works without them
        print(_("(no OpenBible.info topics in the library: search runs without the topical arm)"))
    elif topics.topic_index_status(paths.indexes_dir(), library, embedder) != "ready":
        bar = ProgressBar(_("Embedding the OpenBible.info topic names"))
        report = topics.build_topic_index(library, embedder, paths.indexes_dir(), progress=bar)
        bar.finish(_("{n} topics").format(n=report.rows))
    ids = only if only is not None else [t.id for t in library.translations()]
    for tid in ids:
        label = _("Meaning index of {name}").format(name=printable(library.translation(tid).name))
        bars = StageBars(label, between=_("searchable"))
        kept.append(f"{label}: {_('the verses already embedded')}")
        report = build_index(library, tid, embedder, paths.indexes_dir(), refine=refine, progress=bars)
        kept[-1] = label
        if report.skipped:
            later = "" if report.window else " (verses; context to come)"
            name = printable(library.translation(tid).name)
            print(_("Meaning index of {name}: up to date" + later).format(name=name))
        else:
            bars.finish(_("{n} verses").format(n=report.rows))


def cmd_index(args: argparse.Namespace) -> int:
    kept: list[str] = []
    try:
        with open_library() as library:
            if args.translation:
                library.translation(args.translation)
            from app.cli import word_commands

            only = [args.translation] if args.translation else None
            word_commands.tag_translations(library, ProgressBar, only)
            _setup_meaning(library, only=[args.translation] if args.translation else None, kept=kept)
    except KeyboardInterrupt:
        _say_kept(kept, "index")
        return 130
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from app.cli import sword_commands
    from app.core.formats.detect import read_translation

    if sword_commands.wants_module(args):
        return sword_commands.cmd_import_module(args, lambda: open_library(write=True))
    if args.path is None:
        raise LampadaError("import needs a PATH (a file or folder), or --sword NAME for an installed module")
    overrides = import_overrides(args, source=str(args.path))
    bar = ProgressBar(f"Reading {os.path.basename(str(args.path).rstrip('/'))}")
    parsed = read_translation(args.path, args.format, progress=bar)
    bar.finish(f"{len(parsed.verses)} verses")
    if overrides.id is None and parsed.meta.id is None:
        overrides.id = id_from_name(os.path.splitext(os.path.basename(str(args.path).rstrip("/\\")))[0])
    with open_library(write=True) as library:
        bar = ProgressBar("Indexing")
        report = add_translation(library, parsed, overrides=overrides, replace=args.replace, progress=bar)
        bar.finish()
    print_import_report(report)
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from app.core.library import maintenance

    with open_library(write=True) as library:
        if not library.has_translation(args.translation):
            from app.cli import sword_commands

            if sword_commands.remove_commentary(library, args.translation):
                return 0
            from app.cli import dictionary_commands

            if dictionary_commands.remove_dictionary(library, args.translation):
                return 0
        t = library.translation(args.translation)
        report = maintenance.remove_translation(library, t.id, indexes_dir())
    files = len(report.files)
    print(f"{t.id}: {printable(t.name)} removed, with its meaning index and its copy ({files} files).")
    print("Notes, bookmarks and highlights made on it are kept: they show on every translation.")
    return 0


# How `lampada check` names what it checked, and what a problem means for the person.
_CHECK_STATES = {
    "ok": "ok", "damaged": "DAMAGED", "lost": "LOST", "unreadable": "cannot be checked",
    "missing": "missing", "outdated": "outdated",
}  # fmt: skip


def cmd_check(args: argparse.Namespace) -> int:
    from app.core.library import maintenance

    data_dir = paths.data_dir()
    if args.repair:
        with instance.InstanceLock(data_dir):
            bar = ProgressBar("Repairing")
            repaired = maintenance.repair(data_dir, progress=bar)
            bar.finish()
        report = repaired.after
        _print_repair(repaired)
    else:
        report = maintenance.check(data_dir, full=not args.quick)
    if args.json:
        print(json.dumps({
            "ok": report.ok, "full": report.full, "seconds": round(report.seconds, 3),
            "findings": [f.__dict__ for f in report.findings],
        }, ensure_ascii=False, indent=1))  # fmt: skip
        return 0 if report.ok else 1
    for f in report.findings:
        detail = f" — {printable(f.detail)}" if f.detail else ""
        print(f"{f.part:<16} {printable(f.name):<24} {_CHECK_STATES.get(f.state, f.state)}{detail}")
    if report.ok:
        print(f"\nNothing is damaged ({report.seconds:.1f} s).")
        return 0
    damaged = [f for f in report.problems if f.state != maintenance.UNREADABLE]
    unchecked = [f for f in report.problems if f.state == maintenance.UNREADABLE]
    if damaged:
        print("\nlampada: damaged: " + "; ".join(f"{f.part} {f.name}" for f in damaged), file=sys.stderr)
    if unchecked:  # not damage: a full disk, a newer Lâmpada's file, permissions — a repair would not help
        print("\nlampada: could not check: " + "; ".join(f"{f.part} {f.name} ({printable(f.detail)})"
                                                        for f in unchecked), file=sys.stderr)  # fmt: skip
    if damaged and not args.repair:
        print("lampada: `lampada check --repair` rebuilds what can be rebuilt (close the app first).",
              file=sys.stderr)
    return 1


def _print_repair(report: Any) -> None:
    words = {
        "library_rebuilt": "library rebuilt; the damaged file is kept as {name}",
        "translation_rebuilt": "{name}: rebuilt (from {detail})",
        "translation_lost": "{name}: could not be rebuilt (no copy, and its verses are damaged): import "
                            "its file again",
        "userdata_restored": "user data restored from the backup {name}",
        "userdata_unrepaired": "user data not repaired: {detail}",
        "index_removed": "meaning index of {name} removed (damaged): `lampada index` builds it again",
        "copy_rewritten": "copy of {name} written again",
        "commentary_rebuilt": "{name}: commentary kept",
        "commentary_lost": "{name}: the commentary could not be read back: import its SWORD module again",
    }  # fmt: skip
    if not report.actions:
        print("Nothing needed repair.")
    for action in report.actions:
        print(words.get(action.kind, "{name}: {detail}").format(name=action.name, detail=action.detail))


def cmd_translations(args: argparse.Namespace) -> int:
    with open_library() as library:
        items = library.translations()
        if args.json:
            listed = [{k: printable(v) if isinstance(v, str) else v for k, v in t.__dict__.items()}
                      for t in items]
            print(json.dumps(listed, ensure_ascii=False, indent=1))
            return 0
        if not items:
            print("(no translations: run `lampada setup`)")
        _print_translations(items)
        from app.cli import sword_commands

        sword_commands.print_commentaries(library)
        from app.cli import dictionary_commands

        dictionary_commands.print_dictionaries(library)
        if openbible.is_loaded(library):
            print(f"\nTopics and cross-references: {openbible.CREDIT} ({openbible.WEBSITE})")
    return 0


def _print_translations(items: list[Any]) -> None:
    for t in items:
        print(f"{t.id:<10} {printable(t.language):<6} {t.verse_count:>6} verses  {printable(t.name)} — "
              f"{printable(t.licence)}")
        if t.attribution:
            print(f"{'':<10} {printable(t.attribution)}")


# What the app does with each of OpenBible.info's files (the credits say what the data is for).
OPENBIBLE_USES = {
    openbible.TOPICS_FILE: (
        "OpenBible.info topics",
        "readers' votes on the verses that speak to a topic (\"anxiety\", \"forgiveness\"): search finds "
        "verses through the topics nearest the query (the \"tema\" results); their Portuguese names are "
        "Lâmpada's translation",
    ),
    openbible.XREFS_FILE: (
        "OpenBible.info cross-references",
        "readers' votes on passages that belong together: shown in the reader and by `lampada show --xrefs`",
    ),
}


def cmd_sources(args: argparse.Namespace) -> int:
    """Every text and data set the app uses, with its licence and attribution."""
    from app.cli import sword_commands

    with open_library() as library:
        items = library.translations()
        loaded = openbible.is_loaded(library)
        comments = sword_commands.commentaries_json(library)
        from app.cli import dictionary_commands

        dictionaries = dictionary_commands.sources_json(library)
    sources: list[dict[str, Any]] = [
        {"kind": "translation", **{k: printable(v) if isinstance(v, str) else v for k, v in vars(t).items()}}
        for t in items
    ]
    sources += [{"kind": "commentary", **c} for c in comments]
    sources += dictionaries
    from app.cli import word_commands

    sources += word_commands.sources_json()
    for name, (title, use) in OPENBIBLE_USES.items():
        credit = openbible.NAMES_CREDIT if name == openbible.TOPICS_FILE else openbible.CREDIT
        sources.append({
            "kind": "data", "name": title, "licence": "CC-BY", "attribution": credit,
            "website": openbible.WEBSITE, "date": openbible.RELEASED[name], "used_for": use, "loaded": loaded,
        })  # fmt: skip
    model = _model_credit()
    sources.append({"kind": "model", **model})
    if args.json:
        print(json.dumps({"sources": sources}, ensure_ascii=False, indent=1))
        return 0
    print("Bible texts")
    if not items:
        print("(no translations: run `lampada setup`)")
    _print_translations(items)
    for c in comments:
        print(f"{c['id']:<10} {c['language']:<6} commentary  {c['name']} — {c['licence']}")
        if c["attribution"]:
            print(f"{'':<10} {c['attribution']}")
    dictionary_commands.print_sources(dictionaries)
    word_commands.print_sources([s for s in sources if s.get("name") == "KJV with Strong's numbers"])
    print(f"\nData: {openbible.CREDIT} ({openbible.WEBSITE})")
    for source in sources:
        if source["kind"] == "data":
            print(f"  {source['name']}, {source['date']} — {source['licence']}")
            print(f"      {source['used_for']}")
    if not loaded:
        print("  (not loaded in this library yet: run `lampada setup`)")
    print(f"\nMeaning-search model: {model['name']} — {model['licence']}")
    for note in model["notes"].values():
        print(f"  {note}")
    return 0


def _model_credit() -> dict[str, Any]:
    """The e5 model's licence and credits: the built model's own notes when it is there (it knows its
    sources), else those the build would record."""
    from app.core.model import DEFAULT_MODEL
    from app.core.model.manifest import Manifest, licence_notes

    notes = licence_notes(DEFAULT_MODEL.split("-")[2])  # e5-small-<variant>-<quantization>
    try:
        found = Manifest.from_json((paths.models_dir() / DEFAULT_MODEL / "manifest.json").read_text("utf-8"))
        notes = found.licence or notes
    except (OSError, ValueError, KeyError):
        pass
    return {
        "name": "multilingual-e5-small (intfloat)", "model": DEFAULT_MODEL, "licence": "MIT",
        "attribution": "Copyright (c) 2023 Intfloat contributors", "used_for": "search by meaning",
        "notes": notes,
    }  # fmt: skip


def add_parsers(sub: Any) -> None:
    """`setup`, `import`, `translations` and `sources`."""
    s = sub.add_parser("setup", help="build what a new library needs (texts, model, meaning indexes)")
    s.add_argument("--no-model", action="store_true", help="texts and keyword search only")
    s.add_argument("--texts-only", action="store_true",
                   help="only what the app needs to open (texts, topics, dictionaries): the app prepares "
                   "word study and meaning search in the background (`make run`)")
    s.set_defaults(func=cmd_setup)

    s = sub.add_parser("import", help="import a translation from a file or folder")
    s.add_argument("path", nargs="?", help="a file or folder (a SWORD module's .zip or folder too)")
    s.add_argument("--sword", metavar="NAME", help="a SWORD module installed on this computer, by its name")
    s.add_argument("--id", help="short id, e.g. blivre (default: from the file name)")
    s.add_argument("--name", help="display name")
    s.add_argument("--language", help="language code, e.g. pt-BR or en")
    s.add_argument("--licence", "--license", dest="licence", help="licence, e.g. 'CC BY 3.0 BR'")
    s.add_argument("--attribution", help="the attribution line the licence asks for")
    s.add_argument("--format", choices=["usfm", "osis", "usfx", "zefania", "vref"], help="skip detection")
    s.add_argument("--replace", action="store_true", help="replace a translation with the same id")
    s.set_defaults(func=cmd_import)

    s = sub.add_parser("translations", help="list the translations")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_translations)

    s = sub.add_parser("sources", help="every text and data set the app uses, with licences and attributions")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_sources)


def add_maintenance_parsers(sub: Any) -> None:
    """`index`, `remove` and `check`."""
    s = sub.add_parser("index", help="build or refresh meaning-search indexes")
    s.add_argument("--translation", "-t")
    s.set_defaults(func=cmd_index)

    s = sub.add_parser("remove", help="remove an imported translation (notes, bookmarks and highlights stay)")
    s.add_argument("translation", help="its id (see `lampada translations`)")
    s.set_defaults(func=cmd_remove)

    s = sub.add_parser("check", help="look for damage in the library, user data and meaning indexes")
    s.add_argument("--quick", action="store_true", help="SQLite's quick checks only (what the app runs)")
    s.add_argument("--repair", action="store_true", help="repair what is damaged (close the app first)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_check)
