"""Build resources/strongs/strongs.tsv.xz, the built-in Strong's Greek and Hebrew dictionaries, from the SWORD
modules StrongsGreek and StrongsHebrew (public domain) as Debian installs them:

    apt-get install -y sword-dict-strongs-greek sword-dict-strongs-hebrew
    .venv/bin/python scripts/convert_strongs.py [--sword /usr/share/sword] [--out resources/strongs]

The modules are read with Lâmpada's own SWORD dictionary reader (`app.core.formats.sword_ld`); each entry's
TEI (`<orth>` lemma, `<orth type="trans">` transliteration, `<pron>`, `<def>`) becomes one row:

    number <TAB> lemma <TAB> transliteration <TAB> pronunciation <TAB> definition <TAB> KJV usage

"G26", one line per number, the text on one line (the Hebrew module's stray braces, "{mercy}", dropped).
The KJV usage is what follows Strong's ":--" (Greek) or ": -" (Hebrew). docs/dictionaries.md says where the
modules come from and how to refresh the file.
"""

from __future__ import annotations

import argparse
import lzma
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core.dictionaries.strongs_data import COLUMNS, FILE_NAME  # noqa: E402
from app.core.formats import sword_ld  # noqa: E402

MODULES = {"StrongsGreek": "G", "StrongsHebrew": "H"}
_USAGE = re.compile(r":\s*-{1,2}\s*")


class _Fields(HTMLParser):
    """The parts of one TEI entry of Strong's lexicons, as text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, dict[str, str]]] = []
        self.lemma: list[list[str]] = []  # a list of text parts per element
        self.translit: list[list[str]] = []
        self.pron: list[list[str]] = []
        self.defs: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("lb", "br"):
            self.handle_data(" ")
            return
        values = {k: v or "" for k, v in attrs}
        self.stack.append((tag, values))
        if tag == "def":
            self.defs.append([])
        elif tag == "pron":
            self.pron.append([])
        elif tag == "orth":
            (self.translit if values.get("type") == "trans" else self.lemma).append([])

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_data(" ")

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data: str) -> None:
        tags = [t for t, _ in self.stack]
        if "def" in tags and self.defs:
            self.defs[-1].append(data)
            return
        orth = next((v for t, v in reversed(self.stack) if t == "orth"), None)
        if orth is not None:
            kind = orth.get("type", "")
            if kind == "trans" and self.translit:
                self.translit[-1].append(data)
            elif not kind and self.lemma:
                self.lemma[-1].append(data)
        elif "pron" in tags and self.pron:
            self.pron[-1].append(data)


def _one_line(parts: list[str]) -> str:
    text = "".join(parts).replace("{", "").replace("}", "")
    return " ".join(text.split())


def fields(number: str, markup: str) -> tuple[str, ...]:
    """One row of the file (COLUMNS) from an entry's TEI."""
    parser = _Fields()
    parser.feed(markup)
    parser.close()
    definitions, usage = [], ""
    for part in parser.defs:
        text = _one_line(part)
        if not usage:
            m = _USAGE.search(text)
            if m:
                usage = text[m.end() :].strip().rstrip(".").strip()
                text = text[: m.start()].strip()
        if text:
            definitions.append(text)
    lemma, translit, pron = (
        " ".join(filter(None, (_one_line(p) for p in found)))
        for found in (parser.lemma, parser.translit, parser.pron)
    )
    definition = " ".join(definitions).rstrip(":").strip()
    return (number, lemma, translit, pron, definition, usage)


def rows(sword: Path) -> list[tuple[str, ...]]:
    out = []
    for module, letter in MODULES.items():
        conf, files = sword_ld.open_dictionary(sword, module)
        with files:
            for key, markup in sword_ld.raw_entries(conf, files):
                digits = re.match(r"^0*(\d{1,5})$", key.strip())
                if digits is None or int(digits.group(1)) == 0:
                    continue
                row = fields(f"{letter}{int(digits.group(1))}", markup)
                if row[1] or row[4]:
                    out.append(row)
    out.sort(key=lambda r: (r[0][0], int(r[0][1:])))
    return out


def write(found: list[tuple[str, ...]], out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    target = out / FILE_NAME
    lines = ["\t".join(COLUMNS)] + ["\t".join(c.replace("\t", " ") for c in row) for row in found]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    target.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sword", type=Path, default=Path("/usr/share/sword"))
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "strongs")
    args = parser.parse_args(argv)
    found = rows(args.sword)
    target = write(found, args.out)
    greek = sum(1 for r in found if r[0][0] == "G")
    print(f"{target}: {greek} Greek and {len(found) - greek} Hebrew entries, {target.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
