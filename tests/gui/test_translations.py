"""Every string the interface shows is translated: lupdate's view of app/gui, and every call to `tr()`,
`translate()` and `QT_TRANSLATE_NOOP()` found in the code's syntax tree, against the committed .ts files.

A new `tr()` without a Portuguese translation (or without its English plural forms) fails here, with the
strings to add; placeholders (%1, %2, %n) must survive translation. lupdate does not read a `tr()` inside an
f-string, nor `QCoreApplication.translate` called through a variable (app/gui/i18n.py): the syntax tree does,
so such a string cannot go untranslated unnoticed.
"""

from __future__ import annotations

import ast
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


Message = tuple[str, str, str | None]  # (context, source, disambiguation)
TRANSLATING = ("translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3")  # (context, source[, comment], …)


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class TrCalls(ast.NodeVisitor):
    """Every translating call with literal strings, wherever it is — in an f-string's `{…}`, a lambda, an
    argument of another call: `self.tr("…")` in its class's context (as lupdate gives it), `translate("Ctx",
    "…")` and `QT_TRANSLATE_NOOP("Ctx", "…")` in theirs."""

    def __init__(self) -> None:
        self.classes: list[str] = []
        self.found: set[Message] = set()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        args = [_literal(a) for a in node.args] + [None, None, None]
        if name == "tr" and args[0] is not None and self.classes:
            self.found.add((self.classes[-1], args[0], args[1]))
        elif name in TRANSLATING and args[0] is not None and args[1] is not None:
            self.found.add((args[0], args[1], args[2]))
        self.generic_visit(node)


def tr_calls(sources) -> set[Message]:
    finder = TrCalls()
    for path in sources:
        finder.visit(ast.parse(Path(path).read_text(encoding="utf-8")))
    return finder.found


def test_the_syntax_tree_finds_a_tr_inside_an_f_string(tmp_path):
    code = tmp_path / "example.py"
    code.write_text(
        "class Pane:\n"
        "    def show(self, n):\n"
        "        html = f'<p>{self.tr(\"The preview appears here.\")}</p>'\n"
        "        return html + f\"{QCoreApplication.translate('Lampada', 'About %n', None, n)!r}\"\n"
    )
    assert tr_calls([code]) == {("Pane", "The preview appears here.", None), ("Lampada", "About %n", None)}


@pytest.fixture(scope="module")
def in_the_code(tmp_path_factory) -> set[Message]:
    lupdate = _tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path_factory.mktemp("ts") / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "app" / "gui").rglob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh), "-no-obsolete"], check=True, capture_output=True)
    found = set(_messages(fresh))
    assert len(found) > 300  # lupdate read the code
    return found | tr_calls(sources)  # and what lupdate does not see


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
