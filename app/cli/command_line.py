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
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sqlite3
import sys
from typing import Any

from app import __version__
from app.cli import words
from app.cli.progress_bar import ProgressBar, StageBars
from app.cli.search_output import highlight_terminal
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
    TopicNamesDamaged,
    UnknownTranslation,
    UserDataError,
)
from app.core.formats.common import TranslationMeta, printable
from app.core.library import openbible
from app.core.library.reading import Filters, Library, Verse, open_library
from app.core.library.writing import add_translation, reanalyze
from app.core.scripture import canon, refs

log = logging.getLogger("lampada")


def ui_language() -> str:
    """pt unless the environment (or the command's --lang) asks for English: Portuguese first, as the app."""
    return words.language()


def _open_library(write: bool = False) -> Library:
    """The library, its keyword indexes brought up to date first (after an update of the app's analyzers).
    A command that only reads opens a library it cannot write read-only; one that writes says why it
    cannot."""
    library = open_library(paths.library_path(), write=write)
    for tid in library.stale_analysis():
        if library.read_only:
            print(f"lampada: the word index of {tid} is from another version of Lâmpada and cannot be "
                  f"updated ({library.read_only_reason}); searching it as it is", file=sys.stderr)
            continue
        bar = ProgressBar(f"Updating the word index of {tid}")
        try:
            reanalyze(library, tid, progress=bar)
        except LibraryBusy:  # the app is writing: the old index still answers
            print(f"\nlampada: the word index of {tid} was not updated now (the library is busy); it will be "
                  "next time", file=sys.stderr)
            continue
        bar.finish()
    return library


def _indexes_dir() -> Any:
    """The meaning indexes' folder, for reading: not created (a read-only data folder may lack it)."""
    return paths.data_dir() / "indexes"


def _text(text: str) -> str:
    """Text from the library as it may be printed: no control character reaches the terminal."""
    return printable(text)


def default_translation(library: Library, lang: str) -> str:
    from app.core.library.reading import default_translation_id

    found = default_translation_id(library.translations(), lang)
    if found is None:
        raise LampadaError(
            "the library has no translations yet: run `lampada setup` or `lampada import PATH`"
        )
    return found


def _fmt_verse_ref(v: Verse, lang: str) -> str:
    return refs.format_reference(refs.Reference(v.book, v.chapter, v.verse, None, v.verse_end), lang=lang)


# ------------------------------------------------------------------ commands
def _seed_from_installer() -> None:
    """An installed app's first run starts from the library and indexes its installer carries."""
    from app.core.library.setup import seed_from_bundle, seed_needed

    if not seed_needed():
        return
    bar = ProgressBar(_("Preparing the library"))
    report = seed_from_bundle(bar)
    bar.finish(_("{n} files").format(n=report.files))


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

    with _open_library(write=True) as library:
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
        label = _("Meaning index of {name}").format(name=_text(library.translation(tid).name))
        bars = StageBars(label, between=_("searchable"))
        kept.append(f"{label}: {_('the verses already embedded')}")
        report = build_index(library, tid, embedder, paths.indexes_dir(), refine=refine, progress=bars)
        kept[-1] = label
        if report.skipped:
            later = "" if report.window else " (verses; context to come)"
            name = _text(library.translation(tid).name)
            print(_("Meaning index of {name}: up to date" + later).format(name=name))
        else:
            bars.finish(_("{n} verses").format(n=report.rows))


def cmd_index(args: argparse.Namespace) -> int:
    kept: list[str] = []
    try:
        with _open_library() as library:
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
        return sword_commands.cmd_import_module(args, lambda: _open_library(write=True))
    if args.path is None:
        raise LampadaError("import needs a PATH (a file or folder), or --sword NAME for an installed module")
    overrides = TranslationMeta(
        id=args.id,
        name=args.name,
        language=args.language,
        licence=args.licence,
        attribution=args.attribution,
        source=str(args.path),
    )
    bar = ProgressBar(f"Reading {os.path.basename(str(args.path).rstrip('/'))}")
    parsed = read_translation(args.path, args.format, progress=bar)
    bar.finish(f"{len(parsed.verses)} verses")
    if overrides.id is None and parsed.meta.id is None:
        base = os.path.splitext(os.path.basename(str(args.path).rstrip("/")))[0]
        overrides.id = "".join(c for c in base.lower() if c.isalnum() or c == "_")[:32] or "imported"
    with _open_library(write=True) as library:
        bar = ProgressBar("Indexing")
        report = add_translation(library, parsed, overrides=overrides, replace=args.replace, progress=bar)
        bar.finish()
    t = report.translation
    print(f"{t.id}: {_text(t.name)} ({t.language}) — {report.verses} verses in {report.books} books")
    for warning in report.warnings:
        print(f"lampada: note: {_text(warning)}", file=sys.stderr)
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from app.core.library import maintenance

    with _open_library(write=True) as library:
        if not library.has_translation(args.translation):
            from app.cli import sword_commands

            if sword_commands.remove_commentary(library, args.translation):
                return 0
            from app.cli import dictionary_commands

            if dictionary_commands.remove_dictionary(library, args.translation):
                return 0
        t = library.translation(args.translation)
        report = maintenance.remove_translation(library, t.id, _indexes_dir())
    files = len(report.files)
    print(f"{t.id}: {_text(t.name)} removed, with its meaning index and its copy ({files} files).")
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
        detail = f" — {_text(f.detail)}" if f.detail else ""
        print(f"{f.part:<16} {_text(f.name):<24} {_CHECK_STATES.get(f.state, f.state)}{detail}")
    if report.ok:
        print(f"\nNothing is damaged ({report.seconds:.1f} s).")
        return 0
    damaged = [f for f in report.problems if f.state != maintenance.UNREADABLE]
    unchecked = [f for f in report.problems if f.state == maintenance.UNREADABLE]
    if damaged:
        print("\nlampada: damaged: " + "; ".join(f"{f.part} {f.name}" for f in damaged), file=sys.stderr)
    if unchecked:  # not damage: a full disk, a newer Lâmpada's file, permissions — a repair would not help
        print("\nlampada: could not check: " + "; ".join(f"{f.part} {f.name} ({_text(f.detail)})"
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
    with _open_library() as library:
        items = library.translations()
        if args.json:
            listed = [{k: _text(v) if isinstance(v, str) else v for k, v in t.__dict__.items()}
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
        print(f"{t.id:<10} {_text(t.language):<6} {t.verse_count:>6} verses  {_text(t.name)} — "
              f"{_text(t.licence)}")
        if t.attribution:
            print(f"{'':<10} {_text(t.attribution)}")


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

    with _open_library() as library:
        items = library.translations()
        loaded = openbible.is_loaded(library)
        comments = sword_commands.commentaries_json(library)
        from app.cli import dictionary_commands

        dictionaries = dictionary_commands.sources_json(library)
    sources: list[dict[str, Any]] = [
        {"kind": "translation", **{k: _text(v) if isinstance(v, str) else v for k, v in t.__dict__.items()}}
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


def cmd_show(args: argparse.Namespace) -> int:
    """Every part of the typed reference in turn ("Jo 3:16; 4:1"), and why a part is not shown; 1 when one
    is not."""
    from app.cli import passage_output
    from app.core.retrieval.service import SearchService

    lang = args.lang or ui_language()
    with _open_library() as library:
        tid = args.translation or default_translation(library, lang)
        library.translation(tid)
        service = SearchService.open(library)  # with the model only when "more like this" is asked for
        typed = service.retriever.read(args.reference, tid, lang).reference
        if typed is None:
            shown = _text(passage_output.shortened(args.reference))
            raise BadReference(f"{shown!r} is not a Bible reference")
        if not typed.found:
            raise typed.impossible[0]
        listed: list[dict[str, Any]] | None = [] if args.json and passage_output.is_list(typed) else None
        missing = 0
        meaning: dict[str, Any] = {}
        for n, ref in enumerate(typed.found):
            if n and not args.json:
                print()
            missing += _show_passage(service, tid, ref, args, lang, listed, meaning)
    if listed is not None:
        print(json.dumps(passage_output.list_json(tid, listed, typed), ensure_ascii=False, indent=1))
    passage_output.print_not_shown(typed.impossible, typed.left_out)
    return 1 if missing or typed.impossible or typed.left_out else 0


def _show_passage(
    service: Any, tid: str, ref: refs.Reference, args: argparse.Namespace, lang: str,
    listed: list[dict[str, Any]] | None, meaning: dict[str, Any],
) -> int:
    """One passage of `show`, printed (or its JSON added to `listed`, for a list); 1 when the translation
    lacks it. `meaning` keeps the service with the model once "more like this" has needed it."""
    from app.cli import passage_output

    library = service.library
    verses = service.retriever.passage(tid, ref)
    if not verses:
        print(_("{reference}: not in {translation}").format(reference=refs.format_reference(ref, lang=lang),
                                                           translation=tid), file=sys.stderr)  # fmt: skip
        return 1
    similar = _similar(library, tid, verses, args.limit, meaning) if args.similar else None
    commentary = None
    if args.commentary:
        from app.cli import sword_commands

        commentary = sword_commands.commentary_entries(library, args.commentary, verses)
    notices: list[str] = []
    xrefs = None
    if args.xrefs:
        xrefs = service.cross_references(verses, args.limit)
        if not openbible.is_loaded(library):
            notices.append("cross_references_unavailable")
            print(_("(this library has no OpenBible.info cross-references: run `lampada setup`)"),
                  file=sys.stderr)
    before = [v for v in library.context(verses[0], args.context) if v.ord < verses[0].ord]
    after = [v for v in library.context(verses[-1], args.context) if v.ord > verses[-1].ord]
    shown = before + verses + after
    cited = {v.id for v in verses}
    compared = passage_output.compared(library, ref, tid) if args.compare else None
    if args.json:
        data: dict[str, Any] = {
            "reference": refs.format_reference(ref, lang=lang),
            "translation": tid,
            "verses": [_verse_json(v, lang) | passage_output.titles_json(v) | {"cited": v.id in cited}
                       for v in shown],
        }  # fmt: skip
        if compared is not None:
            data["compare"] = passage_output.compare_json(compared, lambda v: _verse_json(v, lang))
        _show_extras_json(data, xrefs, similar, commentary, notices, lang)
        if listed is not None:
            listed.append(data)
            return 0
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    if compared is not None:
        print(refs.format_reference(ref, lang=lang))
        passage_output.print_compare(compared)
    else:
        print(refs.format_reference(ref, lang=lang) + f" ({tid})")
        passage_output.print_verses(shown, cited)
    if xrefs:
        print(_("\nCross-references, most voted first:"))
        for x in xrefs:
            votes = _("1 vote") if x.votes == 1 else _("{n} votes").format(n=x.votes)
            print(f"  {_passage_json(x.verses, lang)['reference']} ({votes})")
            for v in x.verses:
                print(f"      {v.chapter}:{v.verse} {_text(v.text)}")
        print(_("Cross-references: {credit}").format(credit=openbible.CREDIT))
    elif xrefs is not None and not notices:
        print(_("\n(no cross-references for this passage)"))
    if similar is not None:
        heading = "\nMore like this (cross-references, topics, meaning):" if similar else "\n(nothing found)"
        print(_(heading))
        for like in similar:
            print(f"  {_fmt_verse_ref(like.verse, lang)}  [{_like_badge(like.said)}]")
            print(f"      {like.verse.chapter}:{like.verse.verse} {_text(like.verse.text)}")
    if commentary is not None:
        sword_commands.print_commentary(*commentary, lang)
    return 0


def _show_extras_json(
    data: dict[str, Any], xrefs: Any, similar: Any, commentary: Any, notices: list[str], lang: str
) -> None:
    """What `show --json` adds to the passage: cross-references, similar verses, a commentary, notices."""
    if xrefs is not None:
        data["cross_references"] = [
            {**_passage_json(x.verses, lang), "votes": x.votes,
             "verses": [_verse_json(v, lang) for v in x.verses]}
            for x in xrefs
        ]  # fmt: skip
        if not notices:
            data["credit"] = openbible.CREDIT
    if similar is not None:
        data["similar"] = [
            _verse_json(like.verse, lang) | {"score": round(like.score, 4), "why": list(like.why)}
            for like in similar
        ]
    if commentary is not None:
        from app.cli import sword_commands

        data["commentary"] = sword_commands.commentary_json(*commentary, lang)
    if notices:
        data["notices"] = notices


LIKE_WORDS = {  # why "more like this" lists a verse, in the app's words (its Related panel's)
    "cross_reference": "referência cruzada",
    "shared_links": "referências em comum",
    "passage_links": "referência do trecho",
    "topic": "tema comum",
    "meaning": "sentido",
}


def _like_badge(why: tuple[str, ...]) -> str:
    return " · ".join(LIKE_WORDS.get(w, w) for w in why)


def _similar(
    library: Library, tid: str, verses: list[Verse], limit: int, meaning: dict[str, Any]
) -> list[Any]:
    """"More like this" for a passage (`SearchService.similar`); a message without the model or the meaning
    index. The service with the model is made once, at the first passage that asks (`meaning`)."""
    from app.core.errors import IndexMissing
    from app.core.retrieval.service import SearchService

    service = meaning.get("service")
    if service is None:
        embedder = _try_embedder()
        if embedder is None:
            raise ModelUnavailable("“more like this” needs the e5 model: run `lampada setup`")
        service = meaning["service"] = SearchService.open(library, embedder, _indexes_dir())
    if service.retriever.vector_index(tid) is None:
        raise IndexMissing(
            f"the meaning index of {tid} is not built, or is out of date: "
            f"run `lampada index --translation {tid}`"
        )
    return service.similar(verses, limit)


def _passage_json(verses: list[Verse] | tuple[Verse, ...], lang: str) -> dict[str, str]:
    """The reference and OSIS of adjacent verses of one book, as the translation numbers them."""
    first, last = verses[0], verses[-1]
    end = last.verse_end or last.verse
    if (last.chapter, end) == (first.chapter, first.verse):
        ref = refs.Reference(first.book, first.chapter, first.verse)
    elif last.chapter == first.chapter:
        ref = refs.Reference(first.book, first.chapter, first.verse, end_verse=end)
    else:
        ref = refs.Reference(first.book, first.chapter, first.verse, end_chapter=last.chapter, end_verse=end)
    return {"reference": refs.format_reference(ref, lang=lang), "osis": refs.to_osis(ref)}


def _verse_json(v: Verse, lang: str) -> dict[str, Any]:
    return {"osis": v.osis, "reference": _fmt_verse_ref(v, lang), "text": _text(v.text)}


def _parse_filters(args: argparse.Namespace, lang: str) -> Filters | None:
    first = last = None
    if args.testament:
        first, last = canon.testament_range({"ot": "OT", "at": "OT", "nt": "NT"}[args.testament.lower()])
    if args.books:
        from app.core.scripture.booknames import lookup_book

        names = args.books.split("-", 1) if "-" in args.books else [args.books, args.books]
        found = [lookup_book(n.strip(), lang) for n in names]
        if None in found:
            raise BadReference(f"unknown book in --books {args.books!r}")
        first, last = found[0].index, found[1].index  # type: ignore[union-attr]
    return Filters(first, last) if first is not None else None


def cmd_search(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from app.cli import search_output, word_commands
    from app.core.retrieval.service import SearchRequest, SearchService

    lang = args.lang or ui_language()
    with _open_library() as library:
        tid = args.translation or default_translation(library, lang)
        library.translation(tid)
        embedder = None
        if args.mode != "keyword":
            embedder = _try_embedder()
        service = SearchService.open(library, embedder, _indexes_dir())
        request = SearchRequest(
            args.query, tid, lang=lang, filters=_parse_filters(args, lang), order=args.order,
            offset=args.offset, limit=args.limit, context=args.context, mode=args.mode,
        )  # fmt: skip

        def search(translation_id: str) -> Any:
            return service.search(replace(request, translation=translation_id)).response

        response, language = search_output.follow_language(search(tid), search, args.translation)
        if response.error:
            raise response.error
        portuguese = service.topic_names(openbible.NAMES_LANGUAGE)  # the topics' Portuguese names
        if args.json:
            data = _response_json(response, lang, portuguese) | search_output.language_json(language)
            data |= search_output.suggestion_json(response) | word_commands.search_json(response)
            print(json.dumps(data, ensure_ascii=False, indent=1))
            return 0
        search_output.print_language(library, language)
        search_output.print_suggestion(response)
        word_commands.print_search_header(library, response)  # G26: which numbers, how many verses
        if "meaning_search_unavailable" in response.notices and args.mode == "vector":
            print(_("(meaning search is unavailable: its index is not built, out of date or damaged, so "
                    "--mode vector finds nothing; `lampada check` says which, `lampada index` builds it; "
                    "--mode keyword searches the words)"), file=sys.stderr)
        elif "meaning_search_unavailable" in response.notices and args.mode != "keyword":
            print(_("(meaning search is unavailable — its index is not built, out of date or damaged: "
                    "showing keyword results only; `lampada check` says which, `lampada index` builds it)"),
                  file=sys.stderr)
        if response.route == "reference":
            from app.cli import passage_output

            for n, part in enumerate(response.parts):
                print(("\n" if n else "") + refs.format_reference(part.reference, lang=lang))
                for v in part.verses:
                    print(f"  {v.chapter}:{v.verse} {_text(v.text)}")
                if not part.verses:
                    where = refs.format_reference(part.reference, lang=lang)
                    print("lampada: " + _("{reference}: not in {translation}").format(
                        reference=where, translation=response.translation), file=sys.stderr)  # fmt: skip
            passage_output.print_not_shown(response.impossible, response.parts_left_out)
            return 0
        if not response.hits:
            print(_("(no results)"))
        in_portuguese = portuguese if lang == openbible.NAMES_LANGUAGE else {}
        for n, hit in enumerate(response.hits, start=args.offset + 1):
            badge = _badge(hit, in_portuguese)
            print(f"{n:>3}. {refs.format_reference(hit.reference, lang=lang)}  [{_text(badge)}]")
            cited = {v.id for v in hit.verses}
            for v in hit.context or hit.verses:
                shown = _text(v.text)  # one for one: the highlighted spans still hold
                text = highlight_terminal(shown, hit.matched_in(v.id)) if v.id in cited else shown
                prefix = "    »" if v.id in cited else "     "
                print(f"{prefix} {v.chapter}:{v.verse} {text}")
        if any(hit.topic_names for hit in response.hits):
            credit = openbible.NAMES_CREDIT if in_portuguese else openbible.CREDIT
            print(_("Topics (tema): {credit}").format(credit=credit))
    return 0


def _badge(hit: Any, names_shown: dict[str, str]) -> str:
    """What brought a result, in the app's words: palavra, sentido, ambos; `tema: …` names the OpenBible.info
    topics whose readers' votes brought it (alone when only they did), in Portuguese when `names_shown` has
    their Portuguese names (the Portuguese interface)."""
    names = ", ".join(openbible.shown_names(hit.topic_names, names_shown))
    tema = f"tema: {names}" if names else "tema"
    if hit.why == "topic":
        return tema
    why = {"keyword": "palavra", "vector": "sentido", "both": "ambos"}[hit.why]
    return f"{why} · {tema}" if names else why



def _response_json(response: Any, lang: str, portuguese: dict[str, str]) -> dict[str, Any]:
    """`topics` are OpenBible's (English) names, the topics' keys; `topics_pt` the same topics, in the same
    order, by the app's Portuguese names (a topic without one keeps its English name)."""
    data: dict[str, Any] = {
        "query": response.query,
        "translation": response.translation,
        "route": response.route,
        "no_evidence": response.no_evidence,
        "notices": response.notices,
        "seconds": round(response.seconds, 4),
        "results": [],
    }
    if response.route == "reference":  # every part's verses; the first part names the reference
        data["reference"] = refs.format_reference(response.reference, lang=lang)
        data["osis"] = refs.to_osis(response.reference)
        data["results"] = [
            {**_verse_json(v, lang), "translation": v.translation, "arms": {}, "topics": [], "topics_pt": []}
            for part in response.parts for v in part.verses
        ]
        data["passages"] = [
            {"reference": refs.format_reference(p.reference, lang=lang), "osis": refs.to_osis(p.reference),
             "verses": [_verse_json(v, lang) for v in p.verses]}
            for p in response.parts
        ]
        data["not_shown"] = [str(e) for e in response.impossible]
        data["parts_left_out"] = response.parts_left_out
        return data
    for hit in response.hits:
        data["results"].append({
            **_verse_json(hit.verse, lang),
            "translation": hit.verse.translation,
            "score": round(hit.score, 6),
            "why": hit.why,
            "arms": _arms_json(hit),
            "topics": list(hit.topic_names),  # OpenBible.info topics whose votes brought the passage
            "topics_pt": list(openbible.shown_names(hit.topic_names, portuguese)),
            "matched": hit.matched,
            "context": [_verse_json(v, lang) for v in hit.context],
            # adjacent hits merged into one result: the passage and each of its verses with its own evidence
            "passage": {"reference": refs.format_reference(hit.reference, lang=lang),
                        "osis": refs.to_osis(hit.reference)},
            "verses": [{**_verse_json(h.verse, lang), "why": h.why, "matched": h.matched,
                        "arms": _arms_json(h), "topics": list(h.topics),
                        "topics_pt": list(openbible.shown_names(h.topics, portuguese))} for h in hit.parts],
        })  # fmt: skip
    if any(hit.topic_names for hit in response.hits):
        data["credit"] = openbible.NAMES_CREDIT if portuguese else openbible.CREDIT
    return data


def _arms_json(hit: Any) -> dict[str, dict[str, float]]:
    return {arm: {"rank": a.rank, "score": round(a.score, 6)} for arm, a in hit.arms.items()}


def _try_embedder() -> Any:
    from app.core.retrieval.service import optional_embedder

    return optional_embedder()


def cmd_eval(args: argparse.Namespace) -> int:
    from pathlib import Path

    from app.core.evaluation.query_runs import load_index_any_window
    from app.core.evaluation.runner import EvalConfig, run_evaluation
    from app.core.evaluation.strategies import STRATEGY_NAMES
    from app.core.retrieval.bible import Retriever

    if args.dataset is None and args.openbible is None:
        raise LampadaError("nothing to evaluate: pass --dataset and/or --openbible")
    strategies = tuple(s.strip() for s in args.strategies.split(",")) if args.strategies else None
    unknown = set(strategies or ()) - set(STRATEGY_NAMES)
    if unknown:
        known = ", ".join(STRATEGY_NAMES)
        raise LampadaError(f"unknown strategies {sorted(unknown)}; known: {known}")
    languages = tuple(x.strip() for x in args.languages.split(",") if x.strip())
    if not languages or set(languages) - {"pt", "en"}:
        raise LampadaError("--languages takes pt, en or pt,en")
    with _open_library() as library:
        tids = [{"pt": args.translation_pt, "en": args.translation_en}[lang] for lang in languages]
        for tid in tids:
            library.translation(tid)
        embedder = _try_embedder()
        if embedder is None:
            raise ModelUnavailable("the evaluation needs the e5 model (run `lampada setup`)")
        index_dir = Path(args.index_dir) if args.index_dir else paths.indexes_dir()
        retriever = Retriever(library, embedder, index_dir)
        if args.evidence_model:
            from app.core.retrieval import evidence

            retriever.evidence = evidence.load_detector(args.evidence_model)
        if args.index_dir:  # window experiments: indexes built with another CONTEXT_WINDOW
            for tid in tids:
                retriever.set_index(tid, load_index_any_window(index_dir, library, tid, embedder))
        for tid in tids:
            if retriever.vector_index(tid) is None:
                raise LampadaError(f"no usable meaning index for {tid} in {index_dir} (run `lampada index`)")
        config = EvalConfig(
            dataset=Path(args.dataset) if args.dataset else None,
            translation_pt=args.translation_pt,
            translation_en=args.translation_en,
            openbible=Path(args.openbible) if args.openbible else None,
            strategies=strategies or STRATEGY_NAMES,
            limit_topics=args.limit_topics,
            candidates=args.candidates,
            levers=not args.no_levers,
            languages=languages,
        )
        bar = ProgressBar("Evaluating")
        result = run_evaluation(retriever, config, progress=bar)
        bar.finish(f"{result.seconds:.0f} s")
    print(result.markdown)
    return 0


def cmd_gui(args: argparse.Namespace) -> int:
    try:
        from app.gui.main import run
    except ImportError as exc:
        print(f"The desktop app is not available: {exc}", file=sys.stderr)
        return 2
    return run(sys.argv[:1])


# ------------------------------------------------------------------ plumbing
def _whole(lo: int, hi: int) -> Any:
    """An argparse type: a whole number from `lo` to `hi`, refused with the range otherwise (a number past
    what SQLite or numpy can take never reaches them)."""

    def parse(text: str) -> int:
        value = int(text) if text.strip().lstrip("+-").isdigit() and len(text) <= 20 else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number from {lo} to {hi}")
        return value

    parse.__name__ = "whole number"
    return parse


MAX_RESULTS = 1000  # --limit: results (or cross-references, similar verses) on one page
MAX_OFFSET = 100_000
MAX_CONTEXT = 50  # --context: neighbouring verses on each side


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lampada", description="Lâmpada — offline Bible study")
    p.add_argument("--version", action="version", version=f"lampada {__version__}")
    p.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")
    sub = p.add_subparsers(dest="command")
    _library_commands(sub)
    _reading_commands(sub)
    _maintenance_commands(sub)
    _eval_command(sub)
    return p


def _library_commands(sub: Any) -> None:
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

    from app.cli import sword_commands

    sword_commands.add_parser(sub)
    from app.cli import dictionary_commands

    dictionary_commands.add_parser(sub, _open_library)
    from app.cli import word_commands

    word_commands.add_parser(sub, _open_library, lambda library: default_translation(library, ui_language()))


def _reading_commands(sub: Any) -> None:
    from app.core.retrieval.bible import MODES
    from app.core.retrieval.passages import ORDERS

    s = sub.add_parser("show", help="print a passage")
    s.add_argument("reference")
    s.add_argument("--translation", "-t")
    s.add_argument("--context", "-c", type=_whole(0, MAX_CONTEXT), default=0,
                   help="neighbouring verses on each side")
    s.add_argument("--xrefs", action="store_true", help="its cross-references (OpenBible.info), most voted")
    s.add_argument("--similar", action="store_true",
                   help="more like this: the verses its cross-references, topics and meaning agree on")
    s.add_argument("--commentary", metavar="NAME", help="what an imported commentary says on the passage")
    s.add_argument("--compare", action="store_true",
                   help="the passage in every installed translation, one under the other")
    s.add_argument("--limit", "-n", type=_whole(1, MAX_RESULTS), default=10,
                   help="cross-references/similar verses shown")
    s.add_argument("--lang", choices=["pt", "en"])
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_show)

    s = sub.add_parser("search", help="search by reference, words or meaning")
    s.add_argument("query")
    s.add_argument("--translation", "-t")
    s.add_argument("--limit", "-n", type=_whole(1, MAX_RESULTS), default=10)
    s.add_argument("--offset", type=_whole(0, MAX_OFFSET), default=0)
    s.add_argument("--mode", choices=list(MODES), default="hybrid")
    s.add_argument("--order", choices=list(ORDERS), default="relevance",
                   help="bible: the best 100 results sorted by their place, then paged (as the app)")
    s.add_argument("--testament", choices=["ot", "nt", "at", "OT", "NT", "AT"])
    s.add_argument("--books", help="a book or a range of books, e.g. 'Mt-Jo'")
    s.add_argument("--context", "-c", type=_whole(0, MAX_CONTEXT), default=1)
    s.add_argument("--lang", choices=["pt", "en"])
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_search)

    from app.cli import plan_commands

    plan_commands.add_parser(sub, ui_language)


def _maintenance_commands(sub: Any) -> None:
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


def _eval_command(sub: Any) -> None:
    from app.core.evaluation.strategies import STRATEGY_NAMES

    s = sub.add_parser("eval", help="measure retrieval strategies on a query set (Markdown on stdout)")
    s.add_argument("--dataset", help="JSON lines with pt, en, kind, refs (../shared/eval/dev.jsonl)")
    s.add_argument("--translation-pt", default="blivre", help="translation for the Portuguese queries")
    s.add_argument("--translation-en", default="web", help="translation for the English queries")
    s.add_argument("--openbible", help="folder with OpenBible's topic-scores.txt (../shared/eval/openbible)")
    s.add_argument("--languages", default="pt,en", help="pt, en or pt,en (default): which sides to run")
    s.add_argument("--strategies", help="comma-separated subset of: " + ", ".join(STRATEGY_NAMES))
    s.add_argument("--limit-topics", type=_whole(1, 1_000_000),
                   help="a fixed-seed random sample of N OpenBible topics")
    s.add_argument("--candidates", type=_whole(1, 10_000), default=200,
                   help="candidates fetched once per arm and query")
    s.add_argument("--index-dir", help="evaluate the meaning indexes in this folder (any context window)")
    s.add_argument("--evidence-model", help="no-evidence detector JSON to use (default: the bundled one)")
    s.add_argument("--no-levers", action="store_true", help="skip the RRF k / quota / candidates tables")
    s.set_defaults(func=cmd_eval)


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


def _main(args: argparse.Namespace) -> int:
    """The command, its typed errors said in one line each with an exit code."""
    try:
        return _run(args)
    except ImportFormatError as exc:
        line = f" (line {exc.line})" if exc.line else ""
        print(f"lampada: cannot import {exc.path}: {exc.problem}{line}", file=sys.stderr)
        print("lampada: the library was not changed.", file=sys.stderr)
        return 2
    except (DuplicateTranslation, DuplicateCommentary, DuplicateDictionary) as exc:
        print(f"lampada: {exc}; choose another --id or pass --replace", file=sys.stderr)
        return 2
    except BuiltinTranslation as exc:
        if exc.action == "replace":
            print(f"lampada: {exc.translation_id!r} is a built-in translation: it cannot be replaced; import "
                  "the file under another --id", file=sys.stderr)
        else:
            print(f"lampada: {exc.translation_id!r} is a built-in translation: it cannot be removed",
                  file=sys.stderr)
        return 2
    except LibraryBusy as exc:
        print(f"lampada: the library is busy: another program (the app, or another lampada) has been "
              f"writing to it for {exc.waited:g} s; nothing was changed, try again when it has finished",
              file=sys.stderr)
        return 3
    except LibraryReadOnly as exc:
        print(f"lampada: the library {exc.path} cannot be written: {exc.reason}; nothing was changed",
              file=sys.stderr)
        return 3
    except (DataFolderBusy, DataFolderUnusable, InstanceBusy) as exc:
        return _data_folder_error(exc)
    except UserDataError as exc:
        print(f"lampada: the user data {exc.path}: {exc.problem}", file=sys.stderr)
        return 3
    except UnknownTranslation as exc:
        print(f"lampada: {exc} (see `lampada translations`)", file=sys.stderr)
        return 2
    except BadReference as exc:
        print(f"lampada: {exc}", file=sys.stderr)
        return 2
    except LibraryCorrupt as exc:
        print(f"lampada: {exc}", file=sys.stderr)
        return 3
    except ModelUnavailable as exc:
        print(f"lampada: meaning search is unavailable: {exc}", file=sys.stderr)
        return 3
    except Cancelled:
        print(_("\nlampada: cancelled; nothing was changed."), file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print(_("\nlampada: interrupted; nothing was changed."), file=sys.stderr)
        return 130
    except LampadaError as exc:
        print(f"lampada: {exc}", file=sys.stderr)
        return 2
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
