"""Notes are stored as a small Markdown subset and rendered to safe HTML for the reader's rich-text view.

The subset: paragraphs (blank line), line breaks, `**bold**`, `*italic*`, `- `/`* `/`+ ` bullet lists and
`1.`/`1)` numbered lists (an indented line continues the item), and `\\*` for a literal asterisk. Anything
else is plain text. The source is HTML-escaped *before* any tag is produced, so a note can never inject
markup; emphasis is matched with a stack, so the output is always properly nested.
"""

from __future__ import annotations

import html
import re

_BULLET = re.compile(r"^ {0,3}[-*+][ \t]+(.*)$")
_NUMBERED = re.compile(r"^ {0,3}(\d{1,9})[.)][ \t]+(.*)$")
_DELIMS = re.compile(r"(\*\*\*|\*\*|\*)")
_LITERAL_STAR = "\ue000"  # private-use placeholder for an escaped "\*"
_TAGS = {"**": "strong", "*": "em"}


def render_note_html(text: str) -> str:
    """Safe HTML for a note's Markdown source (see the module docstring for the subset)."""
    blocks: list[str] = []
    paragraph: list[str] = []
    items: list[list[str]] = []  # each item's lines
    list_kind: str | None = None
    list_start = 1

    def flush_paragraph() -> None:
        if paragraph:
            blocks.append("<p>" + "<br>".join(_inline(line) for line in paragraph) + "</p>")
            paragraph.clear()

    def flush_list() -> None:
        nonlocal list_kind
        if list_kind is None:
            return
        body = "".join("<li>" + "<br>".join(_inline(x) for x in item) + "</li>" for item in items)
        start = f' start="{list_start}"' if list_kind == "ol" and list_start != 1 else ""
        blocks.append(f"<{list_kind}{start}>{body}</{list_kind}>")
        items.clear()
        list_kind = None

    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            flush_paragraph()
            flush_list()
            continue
        bullet = _BULLET.match(line)
        numbered = None if bullet else _NUMBERED.match(line)
        if bullet or numbered:
            flush_paragraph()
            kind = "ul" if bullet else "ol"
            if kind != list_kind:
                flush_list()
                list_kind = kind
                list_start = int(numbered.group(1)) if numbered else 1
            items.append([(bullet or numbered).group(bullet and 1 or 2).strip()])
        elif list_kind is not None and raw[:1] in (" ", "\t"):
            items[-1].append(line.strip())
        else:
            flush_list()
            paragraph.append(line.strip())
    flush_paragraph()
    flush_list()
    return "".join(blocks)


def note_plain_text(text: str) -> str:
    """The words of a note without its markup (for keyword and meaning search)."""
    rendered = render_note_html(text)
    rendered = re.sub(r"<br>|</p>|</li>", "\n", rendered)
    rendered = re.sub(r"<[^>]+>", "", rendered)
    lines = (" ".join(line.split()) for line in html.unescape(rendered).split("\n"))
    return "\n".join(line for line in lines if line)


def note_heading(title: str, text: str) -> str:
    """What a list calls a note (or a draft): its title, else the first line of its words ("" for none)."""
    return title or note_plain_text(text).split("\n", 1)[0]


def note_document_text(title: str, text: str) -> str:
    """What search reads of a note: its title, a newline, then its plain text (the title only when set)."""
    body = note_plain_text(text)
    return f"{title}\n{body}" if title else body


def _inline(line: str) -> str:
    """Escape one line, then turn paired runs of `*` into properly nested <em>/<strong>.

    A run can close when the character before it is not a space and open when the character after it is not a
    space. Closing pairs the run with the innermost open delimiter of the same length, else the innermost that
    fits; openers above it stay literal, so tags always nest. Whatever is left unpaired stays literal.
    Each opener is pushed once and dropped once, and a closer looks only at the innermost opener of each
    kind, so a line of thousands of unpaired delimiters takes linear time.
    """
    if "*" not in line:
        return html.escape(line, quote=True)
    parts = _DELIMS.split(html.escape(line.replace("\\*", _LITERAL_STAR), quote=True))
    out = [parts[0]]  # the HTML so far; an opener is a literal run in `out` until a closer pairs it
    openers: dict[str, list[int]] = {"*": [], "**": []}  # each kind's places in `out`, innermost last
    for slot in range(1, len(parts), 2):
        before = parts[slot - 1][-1:]
        after = parts[slot + 1][:1] if slot + 1 < len(parts) else ""
        remaining = len(parts[slot])
        if before and not before.isspace():
            while remaining:
                kind = _pair(openers, remaining)
                if kind is None:
                    break
                out[openers[kind].pop()] = f"<{_TAGS[kind]}>"
                out.append(f"</{_TAGS[kind]}>")
                remaining -= len(kind)
        if remaining and after and not after.isspace():
            for kind in ("**", "*") if remaining == 3 else ("*" * remaining,):
                openers[kind].append(len(out))
                out.append(kind)
        elif remaining:
            out.append("*" * remaining)
        if slot + 1 < len(parts):
            out.append(parts[slot + 1])
    return "".join(out).replace(_LITERAL_STAR, "*")


def _pair(openers: dict[str, list[int]], remaining: int) -> str | None:
    """The kind of opener a run of `remaining` stars closes: the innermost of its own length, else the
    innermost shorter one. Openers above it are dropped (they stay literal), so tags always nest."""
    single, double = openers["*"], openers["**"]
    if remaining == 1:
        kind = "*" if single else None
    elif remaining == 2:
        kind = "**" if double else "*" if single else None
    elif single or double:
        kind = "**" if double and (not single or double[-1] > single[-1]) else "*"
    else:
        kind = None
    if kind is not None:
        place = openers[kind][-1]
        for kinds in openers.values():
            while kinds and kinds[-1] > place:
                kinds.pop()
    return kind
