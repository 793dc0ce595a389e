"""Bring resources/i18n/*.ts up to date with the strings in app/gui, keeping every translation made.

    .venv/bin/python scripts/update_translations.py   # translate what it lists, then `make translations`

Why not `pyside6-lupdate … -ts lampada_pt_BR.ts` directly: for Python sources lupdate does not see that
`self.tr("%n note(s)", None, n)` is a plural, so it turns those messages back into singular ones and drops
their plural forms; and it cannot follow `QCoreApplication.translate` through a variable (app/gui/i18n.py), so
it would call those messages obsolete. Here lupdate only lists the strings (into a temporary file beside the
real ones, so the recorded source paths stay relative to resources/i18n); existing translations are copied
over, a source with `%n` is a plural, and messages lupdate did not find are kept where they were. A message
whose code moved to another class (another context) keeps its translation: when the old context no longer
has it and every old context that had it agrees on the translation, it is carried over, and the old entry
goes. New strings are written as unfinished and printed; tests/gui/test_translations.py fails until they are
translated.
"""

from __future__ import annotations

import copy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
FILES = ("lampada_pt_BR.ts", "lampada_en.ts")

Key = tuple[str, str, str | None]


def _key(context: str, message: ET.Element) -> Key:
    comment = message.find("comment")
    return (context, message.find("source").text or "", comment.text if comment is not None else None)


def _lupdate() -> str:
    local = ROOT / ".venv" / "bin" / "pyside6-lupdate"
    return str(local) if local.exists() else "pyside6-lupdate"


def _finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    return translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete")


def _moved(key: Key, known: dict[Key, ET.Element], found: set[Key]) -> list[Key]:
    """The old entries of a message that moved to `key`'s context: same source and comment, in a context the
    code no longer has it in, translated, all the same way. Empty when there is none, or they differ."""
    entries = [
        k for k in known if k[1:] == key[1:] and k[0] != key[0] and k not in found and _finished(known[k])
    ]
    texts = {ET.tostring(known[k].find("translation"), encoding="unicode") for k in entries}
    return entries if len(texts) == 1 else []


def merge(committed: Path, fresh: Path) -> list[Key]:
    """Rewrite `committed` with `fresh`'s messages and `committed`'s translations; returns the new ones."""
    old = ET.parse(committed).getroot()
    known: dict[Key, ET.Element] = {}
    for ctx in old.iter("context"):
        for m in ctx.findall("message"):
            known[_key(ctx.find("name").text, m)] = m
    fresh_root = ET.parse(fresh).getroot()
    found = {_key(c.find("name").text, m) for c in fresh_root.iter("context") for m in c.findall("message")}
    out = ET.Element("TS", {"version": "2.1", "language": old.get("language", "")})
    used: set[Key] = set()
    new: list[Key] = []
    for fctx in fresh_root.findall("context"):
        name = fctx.find("name").text
        ctx = ET.SubElement(out, "context")
        ET.SubElement(ctx, "name").text = name
        for fm in fctx.findall("message"):
            key = _key(name, fm)
            m = ET.SubElement(ctx, "message")
            if fm.get("numerus") or "%n" in key[1]:
                m.set("numerus", "yes")
            for loc in fm.findall("location"):
                ET.SubElement(m, "location", {"filename": loc.get("filename"), "line": loc.get("line")})
            ET.SubElement(m, "source").text = key[1]
            if key[2] is not None:
                ET.SubElement(m, "comment").text = key[2]
            moved = [] if key in known else _moved(key, known, found)
            if key in known:
                used.add(key)
                m.append(known[key].find("translation"))
            elif moved:
                used.update(moved)
                m.append(copy.deepcopy(known[moved[0]].find("translation")))
            else:
                new.append(key)
                translation = ET.SubElement(m, "translation", {"type": "unfinished"})
                if m.get("numerus"):
                    ET.SubElement(translation, "numerusform")
                    ET.SubElement(translation, "numerusform")
    # messages lupdate cannot see but the code still uses: keep them, after the message they followed
    for octx in old.iter("context"):
        name = octx.find("name").text
        target = next((c for c in out.findall("context") if c.find("name").text == name), None)
        if target is None:
            target = ET.SubElement(out, "context")
            ET.SubElement(target, "name").text = name
        previous: Key | None = None
        for m in octx.findall("message"):
            key = _key(name, m)
            if key not in used:
                children = list(target)
                at = len(children)
                for i, child in enumerate(children):
                    if child.tag == "message" and _key(name, child) == previous:
                        at = i + 1
                target.insert(at, m)
            previous = key
    ET.indent(out, space="    ")
    body = ET.tostring(out, encoding="unicode")
    committed.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return new


def main() -> int:
    fresh = I18N / ".lupdate-fresh.ts"
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app" / "gui").rglob("*.py"))
    try:
        subprocess.run(
            [_lupdate(), *sources, "-ts", str(fresh.relative_to(ROOT)), "-no-obsolete", "-silent"],
            cwd=ROOT,
            check=True,
        )
        for name in FILES:
            for context, source, comment in merge(I18N / name, fresh):
                print(f"{name}: to translate: [{context}] {source!r}" + (f" ({comment})" if comment else ""))
    finally:
        fresh.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
