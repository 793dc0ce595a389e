"""`lampada import` of SWORD modules, `lampada sword list`, `lampada show --commentary`, and commentaries in
`translations`, `sources` and `remove` (driven in-process, like tests/cli/test_command_line.py)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import threading
import zipfile
from pathlib import Path

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.library.reading import Library

SWORD = Path(__file__).parents[1] / "fixtures" / "sword"


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def sword_path(monkeypatch, tmp_path):
    monkeypatch.setenv("SWORD_PATH", str(SWORD))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))


def library_state() -> tuple:
    with Library(paths.library_path()) as lib:
        rows = lib.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ).fetchall()
        tables = [r[0] for r in rows]
        return tables, [t.id for t in lib.translations()], lib.conn.execute("SELECT * FROM meta").fetchall()


def test_sword_list_names_the_installed_modules(capsys, sword_path):
    code, out, _ = run(capsys, "sword", "list")
    assert code == 0
    lines = {line.split()[0]: line for line in out.splitlines() if line.startswith("LT")}
    assert (
        "Bible" in lines["LTBible"]
        and "commentary" in lines["LTComm"]
        and "dictionary" in lines["LTDict"]
    )
    assert "locked" in lines["LTLocked"]
    code, out, _ = run(capsys, "sword", "list", "--json")
    data = json.loads(out)
    assert str(SWORD.resolve()) in data["folders"]
    assert {"name": "LTComm", "kind": "commentary"}.items() <= next(
        m for m in data["modules"] if m["name"] == "LTComm"
    ).items()


def test_the_import_options_name_a_module_as_they_name_a_file(capsys, sword_path):
    code, out, err = run(capsys, "import", "--sword", "LTBible", "--id", "mine", "--name", "My Bible",
                         "--language", "pt-BR", "--licence", "CC0")  # fmt: skip
    assert code == 0, err
    assert "mine: My Bible (pt-BR) — 9 verses in 4 books" in out
    with Library(paths.library_path()) as lib:
        assert lib.translation("mine").licence == "CC0"


def test_import_by_name_then_show_with_the_commentary(capsys, sword_path):
    code, out, err = run(capsys, "import", "--sword", "LTBible")
    assert code == 0, err
    assert "ltbible: Lâmpada Test Bible (en) — 9 verses in 4 books" in out
    code, out, err = run(capsys, "import", "--sword", "ltcomm")
    assert code == 0, err
    assert "ltcomm: Lâmpada Test Commentary (en) — commentary, 2 entries in 1 books" in out
    code, out, err = run(capsys, "show", "Jo 3:5", "-t", "ltbible", "--commentary", "LTComm", "--lang", "pt")
    assert code == 1  # João 3:5 is not in the tiny Bible
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "ltbible", "--commentary", "LTComm", "--lang", "pt")
    assert code == 0, err
    assert "Lâmpada Test Commentary (ltcomm):\n  João 3:16\n      The love of God" in out
    assert out.rstrip().endswith("Lâmpada Test Commentary: Public Domain")
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "ltbible", "--commentary", "ltcomm", "--json")
    entry = json.loads(out)["commentary"]
    assert entry["id"] == "ltcomm" and entry["entries"][0]["text"].startswith("The love of God")
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "ltbible", "--commentary", "Nope")
    assert code == 2 and "no commentary called 'Nope'" in err


def test_a_passage_without_entries_says_so(capsys, tmp_path):
    bible = tmp_path / "bible"
    shutil.copytree(SWORD, bible)
    run(capsys, "import", str(bible), "--sword", "LTBible")
    run(capsys, "import", str(bible / "mods.d" / "ltcomm.conf"))
    code, out, err = run(capsys, "show", "Rt 1:3", "-t", "ltbible", "--commentary", "ltcomm", "--lang", "en")
    assert code == 0 and "(nothing on this passage)" in out


def test_import_a_zip_then_translations_sources_and_remove(capsys, tmp_path):
    archive = tmp_path / "LTComm4.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(SWORD / "mods.d" / "ltcomm4.conf", "mods.d/ltcomm4.conf")
        for f in (SWORD / "modules" / "comments" / "rawcom4" / "ltcomm4").iterdir():
            zf.write(f, f"modules/comments/rawcom4/ltcomm4/{f.name}")
    code, out, err = run(capsys, "import", str(archive))
    assert code == 0, err
    code, out, _ = run(capsys, "translations")
    assert "Commentaries\nltcomm4" in out
    code, out, _ = run(capsys, "sources", "--json")
    found = [s for s in json.loads(out)["sources"] if s["kind"] == "commentary"]
    assert [(s["id"], s["licence"]) for s in found] == [("ltcomm4", "Public Domain")]
    code, out, err = run(capsys, "import", str(archive))
    assert code == 2 and "already exists; choose another --id or pass --replace" in err
    code, out, err = run(capsys, "remove", "ltcomm4")
    assert code == 0 and "ltcomm4: Lâmpada Test Commentary (RawCom4) removed." in out
    code, out, _ = run(capsys, "translations")
    assert "Commentaries" not in out


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (
            lambda root: (root / "mods.d" / "ltbible.conf").write_text("Description=x\n", "utf-8"),
            "does not start with [ModuleName]",
        ),
        (
            lambda root: (root / "modules" / "texts" / "ztext" / "ltbible" / "ot.bzz").write_bytes(b"x" * 10),
            "truncated",
        ),
        (
            lambda root: (root / "mods.d" / "ltbible.conf").write_text(
                "[LTBible]\nDataPath=./modules/texts/ztext/ltbible/\nModDrv=RawGenBook\n", "utf-8"
            ),
            "is a general book",
        ),
        (
            lambda root: (root / "mods.d" / "ltbible.conf").write_text(
                (SWORD / "mods.d" / "ltlocked.conf").read_text("utf-8").replace("ltlocked", "ltbible"),
                "utf-8",
            ),
            "is locked",
        ),
    ],
)
def test_a_bad_module_exits_non_zero_and_changes_nothing(capsys, tmp_path, setup, message):
    run(capsys, "import", str(SWORD / "mods.d" / "ltcomm.conf"))
    before = library_state()
    root = tmp_path / "module"
    (root / "mods.d").mkdir(parents=True)
    shutil.copy(SWORD / "mods.d" / "ltbible.conf", root / "mods.d")
    shutil.copytree(
        SWORD / "modules" / "texts" / "ztext" / "ltbible", root / "modules" / "texts" / "ztext" / "ltbible"
    )
    setup(root)
    code, out, err = run(capsys, "import", str(root))
    assert code == 2, err
    assert message in err and "the library was not changed" in err and "Traceback" not in err
    assert library_state() == before


def test_import_without_a_path_or_a_module(capsys, sword_path):
    code, _, err = run(capsys, "import")
    assert code == 2 and "import needs a PATH" in err
    code, _, err = run(capsys, "import", "--sword", "KJV99")
    assert code == 2 and "no SWORD module of that name" in err


def test_a_commentary_named_web_gets_its_own_id_and_can_be_removed(capsys, tmp_path):
    root = tmp_path / "module"
    (root / "mods.d").mkdir(parents=True)
    conf = (SWORD / "mods.d" / "ltcomm4.conf").read_text("utf-8").replace("[LTComm4]", "[WEB]")
    (root / "mods.d" / "web.conf").write_text(conf, "utf-8")
    shutil.copytree(SWORD / "modules" / "comments" / "rawcom4", root / "modules" / "comments" / "rawcom4")
    code, out, err = run(capsys, "import", str(root))
    assert code == 0, err
    assert out.startswith("web_comm: Lâmpada Test Commentary (RawCom4) (en) — commentary")
    assert "the id 'web' is taken by a built-in translation: imported as 'web_comm'" in err
    code, out, err = run(capsys, "remove", "web_comm")
    assert code == 0 and "web_comm: Lâmpada Test Commentary (RawCom4) removed." in out, err
    code, out, _ = run(capsys, "translations")
    assert "Commentaries" not in out


def _unblocked(fifo: Path, *argv: str) -> tuple[int, str, str]:
    """`lampada ARGV` in a thread, its output captured; a FIFO that blocks it for 30 s is opened for writing
    so that the command ends, and the test fails."""
    out, err, result = io.StringIO(), io.StringIO(), {}

    def target() -> None:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            result["code"] = cli.main(list(argv))

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(30)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(5)
        pytest.fail(f"lampada {' '.join(argv)} blocked on a FIFO")
    return result["code"], out.getvalue(), err.getvalue()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_named_conf_blocks_neither_sword_list_nor_an_import(monkeypatch, tmp_path):
    root = tmp_path / "sword"
    shutil.copytree(SWORD, root)
    fifo = root / "mods.d" / "aaa.conf"
    os.mkfifo(fifo)
    monkeypatch.setenv("SWORD_PATH", str(root))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    code, out, _ = _unblocked(fifo, "sword", "list")
    assert code == 0 and "LTComm4" in out
    for conf in (root / "mods.d").glob("lt*.conf"):
        if conf.name != "ltcomm4.conf":
            conf.unlink()
    code, out, err = _unblocked(fifo, "import", str(root))
    assert code == 0, err
    assert out.startswith("ltcomm4: ")
    code, out, err = _unblocked(fifo, "import", str(fifo))
    assert code == 2 and "not a regular file" in err and "Traceback" not in err
