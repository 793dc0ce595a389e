"""A dictionary entry's markup (TEI, OSIS, ThML, GBF or plain text) as plain text and its links.

What the app keeps of an entry is its text — paragraphs separated by a blank line, line breaks kept — and the
links inside it as spans over that text (`Link`), never markup: the GUI escapes the text and draws the spans
itself, so nothing a module writes reaches Qt as markup. A link is one of:

- "strongs": a Strong's number ("G26", "H2617") — TEI `<ref target="StrongsGreek:25">`, ThML/HTML
  `<a href="sword://StrongsHebrew/02617">` or `…showStrongs&type=Greek&value=26`, OSIS
  `<w lemma="strong:G26">`;
- "ref": a passage of the Bible, its target as written ("John.3.16" for OSIS, "Joh 3:16" for ThML's scripRef)
  — OSIS `<reference osisRef>`, ThML `<scripRef passage>`, TEI `<ref osisRef>` or `target="Bible:…"`;
- "entry": another entry, `target` its key and `module` the dictionary's name as the module writes it
  (`<a href="sword://Easton/Love">`, `<ref target="Nave:LOVE">`).

The fragment is read as a stream of tags and text (Python's HTML tokenizer: linear, never fails on broken
markup); an unmatched closing tag is ignored, an unclosed link ends with the entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser
from urllib.parse import parse_qs, unquote, urlsplit

MAX_LINKS = 5000  # per entry; the longest real entries (a concordance's) have a few hundred
MAX_TARGET_CHARS = 200
_STRONGS_TARGET = re.compile(r"^(?:x-)?strongs?:\s*([GH]?)0*(\d{1,5})[a-z]?$", re.I)
_STRONGS_TEXT = re.compile(r"^([GH])0*(\d{1,5})$", re.I)
_STRONGS_MODULE = re.compile(r"^(?:strongs)?(?:real)?(greek|hebrew)$", re.I)
_DIGITS = re.compile(r"^0*(\d{1,5})[a-z]?$", re.I)
_BREAK = frozenset("lb br".split())
_PARAGRAPH = frozenset("p div entry entryfree sense item li l lg list table tr row".split())
_DROP = frozenset("script style head title".split())
_SPACE = re.compile(r"\s+")
_CONTROLS = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f]")  # the others are spaces (\\s)


@dataclass(frozen=True)
class Link:
    start: int
    end: int
    kind: str  # "strongs" | "ref" | "entry"
    target: str
    module: str = ""  # "entry": the dictionary the module names ("" for its own)

    def as_list(self) -> list:
        return [self.start, self.end, self.kind, self.target, self.module]


def strongs_number(letter: str, digits: str) -> str:
    """ "G" or "H" and a number without its leading zeros: "G26"."""
    return f"{letter.upper()}{int(digits)}"


class _Text:
    """The text being built: whitespace of the markup collapsed, breaks and paragraphs as asked."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.tail = "\n"  # what the text ends with, as far as spaces go: "\n" at the start

    def add(self, text: str) -> str:
        """Adds `text` and returns what was added."""
        text = _SPACE.sub(" ", _CONTROLS.sub("", text))
        if self.tail in (" ", "\n"):
            text = text.lstrip(" ")
        if not text:
            return ""
        self.parts.append(text)
        self.size += len(text)
        self.tail = text[-1]
        return text

    def brk(self, lines: int) -> None:
        if not self.parts:
            return
        while self.parts and self.parts[-1].endswith(" "):
            last = self.parts.pop()
            self.size -= len(last)
            kept = last.rstrip(" ")
            if kept:
                self.parts.append(kept)
                self.size += len(kept)
        ending = "".join(self.parts[-3:])
        have = len(ending) - len(ending.rstrip("\n"))
        if have < lines:
            self.parts.append("\n" * (lines - have))
            self.size += lines - have
        self.tail = "\n"

    def text(self) -> str:
        return "".join(self.parts)


def _plain_lines(text: str) -> str:
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(_SPACE.sub(" ", _CONTROLS.sub("", line)).strip() for line in lines)


class _Parser(HTMLParser):
    def __init__(self, module: str):
        super().__init__(convert_charrefs=True)
        self.module = module
        self.out = _Text()
        self.links: list[Link] = []
        self.open: list[list] = []  # [tag, start, kind, target, module, the start of its text]
        self.dropping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k.lower(): (v or "") for k, v in attrs}
        if tag in _DROP:
            self.dropping += 1
            return
        if tag in _BREAK:
            self.out.brk(1)
            return
        if tag in _PARAGRAPH:
            self.out.brk(2)
        found = _link_of(tag, values, self.module)
        if found is not None and len(self.links) + len(self.open) < MAX_LINKS:
            self.open.append([tag, self.out.size, *found, ""])

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BREAK or tag in _PARAGRAPH:
            self.out.brk(1 if tag in _BREAK else 2)

    def handle_endtag(self, tag: str) -> None:
        if tag in _DROP:
            self.dropping = max(0, self.dropping - 1)
            return
        if tag in _PARAGRAPH:
            self.out.brk(2)
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                self._close(self.open.pop(i))
                break

    def _close(self, item: list) -> None:
        _tag, start, kind, target, module, text = item
        end = self.out.size
        while start < end and text[:1].isspace():
            start, text = start + 1, text[1:]
        if end <= start:
            return
        if kind == "strongs":
            # the number as shown wins over the target ("<ref target='StrongsGreek:0175'>H0175</ref>")
            shown = _STRONGS_TEXT.match(text.strip())
            if shown:
                target = strongs_number(*shown.groups())
        if kind == "ref" and not target:
            target = text.strip()[:MAX_TARGET_CHARS]
        if target:
            self.links.append(Link(start, end, kind, target, module))

    def handle_data(self, data: str) -> None:
        if self.dropping:
            return
        added = self.out.add(data)
        for item in self.open:
            if len(item[5]) < 32:
                item[5] += added[:32]

    def finish(self) -> tuple[str, tuple[Link, ...]]:
        self.close()
        while self.open:
            self._close(self.open.pop())
        text = self.out.text().rstrip()
        links = [
            Link(link.start, min(link.end, len(text)), link.kind, link.target, link.module)
            for link in self.links
            if link.start < len(text)
        ]
        links.sort(key=lambda link: (link.start, -link.end))
        return text, tuple(links)


def _link_of(tag: str, values: dict[str, str], module: str) -> tuple[str, str, str] | None:
    """(kind, target, module) of a tag that links, else None."""
    if tag in ("reference", "scripref") or values.get("osisref"):
        target = values.get("osisref") or values.get("passage") or ""
        return "ref", target.strip()[:MAX_TARGET_CHARS], ""
    if tag == "w":
        for part in values.get("lemma", "").split():
            m = _STRONGS_TARGET.match(part)
            if m and m.group(1):
                return "strongs", strongs_number(m.group(1), m.group(2)), ""
        return None
    if tag == "ref" and values.get("target"):
        module_part, _, key = values["target"].partition(":")
        return _named(module_part, key, module)
    if tag == "a" and values.get("href"):
        return _href(values["href"], module)
    return None


def _named(module_part: str, key: str, own: str) -> tuple[str, str, str] | None:
    """A link to `key` of the module `module_part` ("StrongsGreek", "Bible", "Easton")."""
    module_part, key = unquote(module_part).strip(), unquote(key).strip()
    if not key:
        return None
    if module_part.lower() in ("bible", "scripture"):
        return "ref", key[:MAX_TARGET_CHARS], ""
    kind = _STRONGS_MODULE.match(module_part)
    digits = _DIGITS.match(key)
    if kind and digits:
        return "strongs", strongs_number(kind.group(1)[0], digits.group(1)), ""
    strongs = _STRONGS_TEXT.match(key)
    if module_part.lower() in ("strong", "strongs") and strongs:
        return "strongs", strongs_number(*strongs.groups()), ""
    same = module_part.lower() == own.lower()
    return "entry", key[:MAX_TARGET_CHARS], "" if same else module_part[:MAX_TARGET_CHARS]


def _href(href: str, own: str) -> tuple[str, str, str] | None:
    href = href.strip()
    if href.lower().startswith("sword://"):
        module_part, _, key = href[len("sword://") :].partition("/")
        return _named(module_part, key, own)
    parts = urlsplit(href)
    query = parse_qs(parts.query)
    if "showStrongs" in query.get("action", []):
        letter = (query.get("type", [""])[0][:1] or "").upper()
        digits = _DIGITS.match(query.get("value", [""])[0])
        if letter in ("G", "H") and digits:
            return "strongs", strongs_number(letter, digits.group(1)), ""
    if "showRef" in query.get("action", []) and query.get("value"):
        return "ref", query["value"][0].strip()[:MAX_TARGET_CHARS], ""
    return None  # a web address: shown as text, never followed


def looks_marked(markup: str) -> bool:
    """A module that does not say its SourceType (Plain, then) and writes its entries in tags anyway (Strong's
    Hebrew lexicon of CrossWire does: TEI without SourceType=TEI)."""
    head = markup.lstrip()[:200]
    return head.startswith("<") and bool(re.match(r"<[A-Za-z][\w:.-]*[\s/>]", head)) and "</" in markup


def convert(markup: str, source_type: str, module: str = "") -> tuple[str, tuple[Link, ...]]:
    """The entry's plain text and its links, offsets into the text (see the module's docstring)."""
    source_type = source_type.lower()
    if source_type == "plain" and not looks_marked(markup):
        return re.sub(r"\n{3,}", "\n\n", _plain_lines(markup)).strip(), ()
    parser = _Parser(module)
    parser.feed(markup)
    return parser.finish()
