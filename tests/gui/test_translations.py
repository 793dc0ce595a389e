"""Every string the interface shows is translated: lupdate's view of app/gui against the committed .ts files.

A new `tr()` without a Portuguese translation (or without its English plural forms) fails here, with the
strings to add; placeholders (%1, %2, %n) must survive translation.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.core import paths

ROOT = paths.install_root()
PLACEHOLDER = re.compile(r"%(?:n|\d)")


def _tool(name: str) -> str | None:
    local = ROOT / ".venv" / "bin" / name
    return str(local) if local.exists() else shutil.which(name)


def _messages(ts: Path) -> dict[tuple[str, str, str | None], ET.Element]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.find("name").text
        for m in ctx.findall("message"):
            comment = m.find("comment")
            out[(name, m.find("source").text, comment.text if comment is not None else None)] = m
    return out


@pytest.fixture(scope="module")
def in_the_code(tmp_path_factory) -> set[tuple[str, str, str | None]]:
    lupdate = _tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path_factory.mktemp("ts") / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "app" / "gui").rglob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh), "-no-obsolete"], check=True, capture_output=True)
    found = set(_messages(fresh))
    assert len(found) > 300  # lupdate read the code
    return found


@pytest.mark.parametrize("name", ["lampada_pt_BR.ts", "lampada_en.ts"])
def test_every_interface_string_is_translated(in_the_code, name):
    committed = _messages(ROOT / "resources" / "i18n" / name)
    missing = []
    for key in sorted(in_the_code, key=str):
        message = committed.get(key)
        translation = message.find("translation") if message is not None else None
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            missing.append(key)
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        if not all(t.strip() for t in texts) or (message.get("numerus") == "yes" and len(forms) < 2):
            missing.append(key)
    assert not missing, f"{len(missing)} strings without a translation in {name}: {missing[:10]}"


def test_placeholders_survive_translation():
    for name in ("lampada_pt_BR.ts", "lampada_en.ts"):
        for (ctx, source, _), message in _messages(ROOT / "resources" / "i18n" / name).items():
            wanted = set(PLACEHOLDER.findall(source))
            translation = message.find("translation")
            texts = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            for text in texts:
                got = set(PLACEHOLDER.findall(text))
                # a singular form may spell the number out ("uma anotação"); every other placeholder stays
                assert got == wanted or (got | {"%n"}) == wanted, (name, ctx, source, text)
