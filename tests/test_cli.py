"""The `lampada` command, driven in-process with a temporary data folder (LAMPADA_DATA_DIR, see conftest)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app import cli
from app.core import paths
from app.core.library import Library
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

FIXTURES = Path(__file__).parent / "fixtures" / "formats"


@pytest.fixture
def populated():
    with Library(paths.library_path()) as lib:
        lib.add_translation(tiny_pt())
        lib.add_translation(tiny_en())
    return paths.library_path()


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_usfm_folder_then_list(capsys, tmp_path):
    code, out, err = run(capsys, "import", str(FIXTURES / "usfm"), "--id", "fx", "--language", "pt-BR",
                         "--name", "Fixture", "--licence", "CC0")
    assert code == 0, err
    assert "fx: Fixture (pt-BR)" in out
    code, out, _ = run(capsys, "translations", "--json")
    data = json.loads(out)
    assert [t["id"] for t in data] == ["fx"] and data[0]["licence"] == "CC0"


@pytest.mark.parametrize(
    ("content", "name"),
    [
        (b"", "empty.xml"),
        (b"<?xml version='1.0'?><osis><osisText><div type='book' osisID='Gen'>", "truncated.xml"),
        (bytes(range(256)) * 10, "garbage.usfm"),
        (b"just some words\n", "notes.txt"),
    ],
)
def test_bad_import_exits_non_zero_and_changes_nothing(capsys, tmp_path, populated, content, name):
    bad = tmp_path / name
    bad.write_bytes(content)
    code, out, err = run(capsys, "import", str(bad), "--id", "bad", "--language", "pt")
    assert code == 2
    assert name in err and "not changed" in err
    assert "Traceback" not in err
    with Library(populated) as lib:
        assert [t.id for t in lib.translations()] == ["ten", "tpt"]
        assert lib.conn.execute("SELECT count(*) FROM verses").fetchone()[0] == 24 + 14


def test_import_zip_of_usfm(capsys, tmp_path):
    archive = shutil.make_archive(str(tmp_path / "books"), "zip", FIXTURES / "usfm")
    code, out, err = run(capsys, "import", archive, "--id", "zipped", "--language", "pt")
    assert code == 0, err


def test_duplicate_import_is_refused_with_advice(capsys, populated):
    code, _, err = run(capsys, "import", str(FIXTURES / "usfm"), "--id", "tpt", "--language", "pt")
    assert code == 2 and "--replace" in err


def test_show_with_context(capsys, populated):
    code, out, err = run(capsys, "show", "Jo 3:16", "--translation", "tpt", "--context", "1")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("João 3:16")
    assert any(line.startswith("» 3:16 Porque Deus amou") for line in lines)
    assert any("3:17" in line for line in lines)


def test_show_json_and_english_names(capsys, populated):
    code, out, _ = run(capsys, "show", "John 3:16-17", "-t", "ten", "--lang", "en", "--json")
    data = json.loads(out)
    assert data["reference"] == "John 3:16-17"
    assert [v["osis"] for v in data["verses"]] == ["John.3.16", "John.3.17"]


def test_show_rejects_nonsense(capsys, populated):
    code, _, err = run(capsys, "show", "Jo 99:1", "-t", "tpt")
    assert code == 2 and "21 chapters" in err
    code, _, err = run(capsys, "show", "amor ao próximo", "-t", "tpt")
    assert code == 2 and "not a Bible reference" in err


def test_search_json_shape(capsys, populated):
    code, out, err = run(capsys, "search", "amar os inimigos", "-t", "tpt", "--mode", "keyword", "-n", "3",
                         "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["query"] == "amar os inimigos" and isinstance(data["no_evidence"], bool)
    first = data["results"][0]
    assert first["osis"] == "Matt.5.44" and first["translation"] == "tpt"
    assert first["reference"] == "Mateus 5:44"
    assert first["arms"]["keyword"]["rank"] == 1 and "score" in first["arms"]["keyword"]
    assert first["context"] and first["matched"]
    # adjacent hits are one result: the passage, and each verse with its own evidence
    osis = [v["osis"] for v in first["verses"]]
    assert "Matt.5.44" in osis and first["passage"]["osis"].startswith("Matt.5.")
    assert all(v["why"] == "keyword" and v["arms"]["keyword"]["rank"] >= 1 for v in first["verses"])


def test_search_reference_routes_to_passage(capsys, populated):
    code, out, _ = run(capsys, "search", "jo 3 16", "-t", "tpt", "--json")
    data = json.loads(out)
    assert data["route"] == "reference" and data["osis"] == "John.3.16"
    assert data["results"][0]["text"].startswith("Porque Deus")


@pytest.mark.parametrize("hostile", ['"', "NEAR(", "*", "amor AND OR (", "x" * 100_000])
def test_search_hostile_queries(capsys, populated, hostile):
    code, out, err = run(capsys, "search", hostile, "-t", "tpt", "--mode", "keyword", "--json")
    assert code == 0, err
    assert "results" in json.loads(out)


def test_unknown_translation_is_a_message(capsys, populated):
    code, _, err = run(capsys, "search", "amor", "-t", "nope")
    assert code == 2 and "nope" in err and "Traceback" not in err


def test_filters_in_search(capsys, populated):
    code, out, _ = run(capsys, "search", "Deus", "-t", "tpt", "--mode", "keyword", "--testament", "nt",
                       "--json", "-n", "50")
    books = {r["osis"].split(".")[0] for r in json.loads(out)["results"]}
    assert books and books <= {"Matt", "John", "1Cor", "Heb", "Jude"}
    code, out, _ = run(capsys, "search", "Deus", "-t", "tpt", "--mode", "keyword", "--books", "Gn-Sl",
                       "--json", "-n", "50")
    books = {r["osis"].split(".")[0] for r in json.loads(out)["results"]}
    assert books and books <= {"Gen", "Ps"}


def test_pagination_page_two_is_not_empty(capsys, populated):
    _, out1, _ = run(capsys, "search", "Deus", "-t", "tpt", "--mode", "keyword", "-n", "3", "--json")
    _, out2, _ = run(capsys, "search", "Deus", "-t", "tpt", "--mode", "keyword", "-n", "3", "--offset", "3",
                     "--json")
    page1 = [r["osis"] for r in json.loads(out1)["results"]]
    page2 = [r["osis"] for r in json.loads(out2)["results"]]
    assert len(page1) == 3 and len(page2) == 3 and not set(page1) & set(page2)


def test_corrupt_library_is_a_message(capsys):
    paths.library_path().write_bytes(b"garbage" * 1000)
    code, _, err = run(capsys, "translations")
    assert code == 3 and "not a readable" in err


def test_an_installed_app_starts_from_the_installers_library(capsys, tmp_path, monkeypatch):
    seed = tmp_path / "bundle" / "data"
    seed.mkdir(parents=True)
    with Library(seed / "library.sqlite3") as lib:
        lib.add_translation(tiny_pt())
    monkeypatch.setattr(paths, "bundled_data_dir", lambda: seed)
    code, out, err = run(capsys, "translations", "--json")
    assert code == 0, err
    assert [t["id"] for t in json.loads(out)] == ["tpt"]
    assert "Preparing the library" in err  # on stderr: --json output stays clean
    assert paths.library_path().is_file()


def test_a_closed_pipe_ends_quietly(populated):
    import subprocess
    import sys

    code = (
        "import sys; from app import cli; "
        "sys.exit(cli.main(['search', 'amor', '-t', 'tpt', '--mode', 'keyword', '-n', '50']))"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # like `| head -0`: nobody reads
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) in (0, 141)
    assert "Traceback" not in err and "Errno 32" not in err


def test_setup_stops_after_the_searchable_first_pass_and_index_finishes(capsys, populated, monkeypatch):
    from app.core import setup, vectors
    from app.core.model import convert
    from app.core.model import embedder as emb
    from app.core.model.fake import FakeEmbedder

    fake = FakeEmbedder()
    monkeypatch.setattr(convert, "ensure_model", lambda progress=None: Path("fake-model"))
    monkeypatch.setattr(emb, "load_embedder", lambda model_dir: fake)
    monkeypatch.setattr(setup, "library_steps", lambda library: [])  # the tiny library is all there is

    def statuses():
        with Library(paths.library_path()) as lib:
            return {t: vectors.index_status(paths.indexes_dir(), lib, t, fake) for t in ("tpt", "ten")}

    code, _, err = run(capsys, "setup")
    assert code == 0, err
    assert "usable" in statuses().values() and "ready" not in statuses().values()
    code, _, err = run(capsys, "index")
    assert code == 0, err
    assert statuses() == {"tpt": "ready", "ten": "ready"}
    assert "Meaning index tpt (verses) searchable" in err and "Meaning index tpt (context)" in err
    code, out, _ = run(capsys, "index", "--translation", "tpt")
    assert code == 0 and "Meaning index tpt: up to date" in out


def test_a_library_indexed_by_an_older_analyzer_is_brought_up_to_date(capsys, populated):
    from app.core import setup

    with Library(populated) as lib:
        lib.conn.execute("DELETE FROM meta WHERE key = 'analysis:ten'")  # as an older app left it
        steps = setup.library_steps(lib)
        assert "reindex:ten" in [s.key for s in steps] and lib.stale_analysis() == ["ten"]
    code, out, err = run(capsys, "search", "loving enemies", "-t", "ten", "--mode", "keyword", "--json")
    assert code == 0, err
    assert "Updating the word index of ten" in err and json.loads(out)["results"]
    with Library(populated) as lib:
        assert lib.stale_analysis() == []
        assert not [s for s in setup.library_steps(lib) if s.key.startswith("reindex:")]
    code, out, err = run(capsys, "search", "loving enemies", "-t", "ten", "--mode", "keyword", "--json")
    assert "Updating the word index" not in err  # once


def test_a_busy_library_is_searched_with_its_old_word_index(capsys, populated, monkeypatch):
    import sqlite3

    with Library(populated) as lib:
        lib.conn.execute("DELETE FROM meta WHERE key = 'analysis:ten'")

    def busy(self, tid, **kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Library, "reanalyze", busy)
    code, out, err = run(capsys, "search", "loving enemies", "-t", "ten", "--mode", "keyword", "--json")
    assert code == 0 and json.loads(out)["results"]
    assert "word index of ten was not updated now" in err and "Traceback" not in err
