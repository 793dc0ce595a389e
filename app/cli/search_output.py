"""What `lampada search` says beside its results: a question in another language than the translation's
(searched in a translation of its language when none was asked for), and the spelling a typed word may have
meant. The core decides (`bible.SearchResponse.language`, `.suggestion`); this module only words it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from app.cli.words import _
from app.core.formats.common import printable
from app.core.library.reading import Library
from app.core.retrieval.bible import OTHER_LANGUAGE

LANGUAGE_NAMES = {"pt": "Portuguese", "en": "English"}


def follow_language(
    response: Any, search: Callable[[str], Any], asked: str | None
) -> tuple[Any, dict[str, Any] | None]:
    """The response to show and what to say of its language: a question in another language is searched in
    the suggested translation of that language unless the person named a translation (`asked`)."""
    other = response.language
    if other is None:
        return response, None
    said = {
        "query_language": other.query,
        "translation_language": other.translation,
        "translation": response.translation,
        "suggested_translation": other.suggested,
        "searched": response.translation,
    }
    if other.suggested is not None and asked is None:
        found = search(other.suggested)
        if not found.error:
            said["searched"] = other.suggested
            found.notices = [OTHER_LANGUAGE, *found.notices]  # what the person asked was in another language
            return found, said
    return response, said


def language_json(said: dict[str, Any] | None) -> dict[str, Any]:
    """`"language"` in `search --json`: the query's language, the translation asked, the one suggested, and
    the one searched (the suggested one when no translation was named)."""
    return {} if said is None else {"language": said}


def print_language(library: Library, said: dict[str, Any] | None) -> None:
    if said is None:
        return
    query = _(LANGUAGE_NAMES.get(said["query_language"], said["query_language"]))
    translation = _name(library, said["translation"])
    if said["searched"] != said["translation"]:
        searched = _name(library, said["searched"])
        words = _("(the question looks {query}: searched {searched} instead of {translation}; -t {asked} "
                  "searches it anyway)")  # fmt: skip
        asked = said["translation"]
        print(words.format(query=query, searched=searched, translation=translation, asked=asked),
              file=sys.stderr)
    elif said["suggested_translation"]:
        suggested = _name(library, said["suggested_translation"])
        tongue = _(LANGUAGE_NAMES.get(said["translation_language"], said["translation_language"]))
        other = said["suggested_translation"]
        words = _("(the question looks {query} and {translation} is {tongue}: its {query} function words are "
                  "left out here; -t {other} searches {suggested})")  # fmt: skip
        said_words = words.format(
            query=query, translation=translation, tongue=tongue, other=other, suggested=suggested
        )
        print(said_words, file=sys.stderr)
    else:
        words = _("(the question looks {query} and no {query} translation is installed: searching "
                  "{translation} by meaning; `lampada import` adds a translation)")  # fmt: skip
        print(words.format(query=query, translation=translation), file=sys.stderr)


def suggestion_json(response: Any) -> dict[str, Any]:
    """`"suggestion"` in `search --json`: the corrected query and each word replaced."""
    found = response.suggestion
    if found is None:
        return {}
    words = [{"typed": typed, "suggested": new} for typed, new in found.words]
    return {"suggestion": {"query": found.query, "words": words}}


def print_suggestion(response: Any) -> None:
    if response.suggestion is not None:
        query = printable(response.suggestion.query)
        print(_("(did you mean: {query}?)").format(query=query), file=sys.stderr)


def _name(library: Library, translation_id: str) -> str:
    return f"{printable(library.translation(translation_id).name)} ({translation_id})"


def highlight_terminal(text: str, spans) -> str:
    """The text with the spans in bold, on a terminal (as it is when piped or redirected)."""
    if not sys.stdout.isatty() or not spans:
        return text
    out, last = [], 0
    for s, e in sorted(spans):
        out += [text[last:s], "\x1b[1m", text[s:e], "\x1b[0m"]
        last = e
    return "".join(out) + text[last:]
