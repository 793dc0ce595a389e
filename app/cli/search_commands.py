"""`lampada show` and `lampada search`: the search service's answers (`app.core.retrieval.service`) printed
for a person, or as --json; passages and comparisons are printed by `passage_output`, a search's
highlights, language and suggestions by `search_output`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.cli.search_output import highlight_terminal
from app.cli.shared import default_translation, indexes_dir, open_library, ui_language, whole_number
from app.cli.words import _
from app.core.errors import BadReference, ModelUnavailable
from app.core.formats.common import printable
from app.core.library import openbible
from app.core.library.reading import Filters, Library, Verse
from app.core.scripture import canon, refs

MAX_RESULTS = 1000  # --limit: results (or cross-references, similar verses) on one page
MAX_OFFSET = 100_000
MAX_CONTEXT = 50  # --context: neighbouring verses on each side


def cmd_show(args: argparse.Namespace) -> int:
    """Every part of the typed reference in turn ("Jo 3:16; 4:1"), and why a part is not shown; 1 when one
    is not."""
    from app.cli import passage_output
    from app.core.retrieval.service import SearchService

    lang = args.lang or ui_language()
    with open_library() as library:
        tid = args.translation or default_translation(library, lang)
        library.translation(tid)
        service = SearchService.open(library)  # with the model only when "more like this" is asked for
        typed = service.retriever.read(args.reference, tid, lang).reference
        if typed is None:
            shown = printable(passage_output.shortened(args.reference))
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
                print(f"      {v.chapter}:{v.verse} {printable(v.text)}")
        print(_("Cross-references: {credit}").format(credit=openbible.CREDIT))
    elif xrefs is not None and not notices:
        print(_("\n(no cross-references for this passage)"))
    if similar is not None:
        heading = "\nMore like this (cross-references, topics, meaning):" if similar else "\n(nothing found)"
        print(_(heading))
        for like in similar:
            print(f"  {_fmt_verse_ref(like.verse, lang)}  [{_like_badge(like.said)}]")
            print(f"      {like.verse.chapter}:{like.verse.verse} {printable(like.verse.text)}")
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
        service = meaning["service"] = SearchService.open(library, embedder, indexes_dir())
    if service.retriever.vector_index(tid) is None:
        raise IndexMissing(
            f"the meaning index of {tid} is not built, or is out of date: "
            f"run `lampada index --translation {tid}`"
        )
    return service.similar(verses, limit)


def _passage_json(verses: list[Verse] | tuple[Verse, ...], lang: str) -> dict[str, str]:
    """The reference and OSIS of adjacent verses of one book, as the translation numbers them."""
    ref = refs.passage_of(verses)
    return {"reference": refs.format_reference(ref, lang=lang), "osis": refs.to_osis(ref)}


def _verse_json(v: Verse, lang: str) -> dict[str, Any]:
    return {"osis": v.osis, "reference": _fmt_verse_ref(v, lang), "text": printable(v.text)}


def _fmt_verse_ref(v: Verse, lang: str) -> str:
    return refs.format_reference(refs.Reference(v.book, v.chapter, v.verse, None, v.verse_end), lang=lang)


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
    with open_library() as library:
        tid = args.translation or default_translation(library, lang)
        library.translation(tid)
        embedder = None
        if args.mode != "keyword":
            embedder = _try_embedder()
        service = SearchService.open(library, embedder, indexes_dir())
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
                    print(f"  {v.chapter}:{v.verse} {printable(v.text)}")
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
            print(f"{n:>3}. {refs.format_reference(hit.reference, lang=lang)}  [{printable(badge)}]")
            cited = {v.id for v in hit.verses}
            for v in hit.context or hit.verses:
                shown = printable(v.text)  # one for one: the highlighted spans still hold
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


def add_parsers(sub: Any) -> None:
    """`show` and `search`."""
    from app.core.retrieval.bible import MODES
    from app.core.retrieval.passages import ORDERS

    s = sub.add_parser("show", help="print a passage")
    s.add_argument("reference")
    s.add_argument("--translation", "-t")
    s.add_argument("--context", "-c", type=whole_number(0, MAX_CONTEXT), default=0,
                   help="neighbouring verses on each side")
    s.add_argument("--xrefs", action="store_true", help="its cross-references (OpenBible.info), most voted")
    s.add_argument("--similar", action="store_true",
                   help="more like this: the verses its cross-references, topics and meaning agree on")
    s.add_argument("--commentary", metavar="NAME", help="what an imported commentary says on the passage")
    s.add_argument("--compare", action="store_true",
                   help="the passage in every installed translation, one under the other")
    s.add_argument("--limit", "-n", type=whole_number(1, MAX_RESULTS), default=10,
                   help="cross-references/similar verses shown")
    s.add_argument("--lang", choices=["pt", "en"])
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_show)

    s = sub.add_parser("search", help="search by reference, words or meaning")
    s.add_argument("query")
    s.add_argument("--translation", "-t")
    s.add_argument("--limit", "-n", type=whole_number(1, MAX_RESULTS), default=10)
    s.add_argument("--offset", type=whole_number(0, MAX_OFFSET), default=0)
    s.add_argument("--mode", choices=list(MODES), default="hybrid")
    s.add_argument("--order", choices=list(ORDERS), default="relevance",
                   help="bible: the best 100 results sorted by their place, then paged (as the app)")
    s.add_argument("--testament", choices=["ot", "nt", "at", "OT", "NT", "AT"])
    s.add_argument("--books", help="a book or a range of books, e.g. 'Mt-Jo'")
    s.add_argument("--context", "-c", type=whole_number(0, MAX_CONTEXT), default=1)
    s.add_argument("--lang", choices=["pt", "en"])
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_search)
