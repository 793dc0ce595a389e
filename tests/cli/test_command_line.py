"""The `lampada` command, driven in-process with a temporary data folder (LAMPADA_DATA_DIR, see conftest)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app.cli import command_line as cli
from app.core import paths
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from tests.cli import parser_walk
from tests.fixtures.tiny_corpus import tiny_en, tiny_pt

FIXTURES = Path(__file__).parents[1] / "fixtures" / "formats"


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


def test_search_in_bible_order_sorts_the_same_results_by_their_place(capsys, populated):
    from app.core.retrieval.passages import bible_key

    args = ("search", "Deus amor", "-t", "tpt", "--mode", "keyword", "-n", "8", "--json")
    ranked = json.loads(run(capsys, *args)[1])["results"]
    code, out, err = run(capsys, *args, "--order", "bible")
    assert code == 0, err
    ordered = json.loads(out)["results"]

    def place(result):
        book, chapter, verse = result["osis"].split(".")
        return bible_key(book, int(chapter), int(verse))

    assert [place(r) for r in ranked] != sorted(place(r) for r in ranked)  # the relevance order is another
    assert [place(r) for r in ordered] == sorted(place(r) for r in ranked)
    code, out, err = run(capsys, "search", "Deus", "-t", "tpt", "--mode", "keyword", "--order", "bible")
    assert code == 0 and "1." in out  # and in words: numbered in the order shown


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
        add_translation(lib, tiny_pt())
    monkeypatch.setattr(paths, "bundled_data_dir", lambda: seed)
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "translations", "--json")
    assert code == 0, err
    assert [t["id"] for t in json.loads(out)] == ["tpt"]
    assert "Preparando a biblioteca" in err  # on stderr: --json output stays clean
    assert paths.library_path().is_file()


def test_a_closed_pipe_ends_quietly(populated):
    import subprocess
    import sys

    code = (
        "import sys; from app.cli import command_line as cli; "
        "sys.exit(cli.main(['search', 'amor', '-t', 'tpt', '--mode', 'keyword', '-n', '50']))"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # like `| head -0`: nobody reads
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) in (0, 141)
    assert "Traceback" not in err and "Errno 32" not in err


def test_setup_stops_after_the_searchable_first_pass_and_index_finishes(capsys, populated, monkeypatch):
    from app.core.indexing import vectors
    from app.core.library import setup
    from app.core.model import convert
    from app.core.model import embedder as emb
    from app.core.model.fake import FakeEmbedder

    fake = FakeEmbedder()
    monkeypatch.setattr(convert, "ensure_model", lambda progress=None, cancelled=None: Path("fake-model"))
    monkeypatch.setattr(emb, "load_embedder", lambda model_dir: fake)
    monkeypatch.setattr(setup, "library_steps", lambda library: [])  # the tiny library is all there is

    def statuses():
        with Library(paths.library_path()) as lib:
            return {t: vectors.index_status(paths.indexes_dir(), lib, t, fake) for t in ("tpt", "ten")}

    monkeypatch.setenv("LAMPADA_LANG", "en")
    code, _, err = run(capsys, "setup")
    assert code == 0, err
    assert "usable" in statuses().values() and "ready" not in statuses().values()
    assert "Building the e5 model" not in err  # it was there: nothing to say ("done (0:00)" on every run)
    code, _, err = run(capsys, "index")
    assert code == 0, err
    assert statuses() == {"tpt": "ready", "ten": "ready"}
    assert "Meaning index of Tiny PT (verses) searchable" in err
    assert "Meaning index of Tiny PT (context)" in err
    code, out, _ = run(capsys, "index", "--translation", "tpt")
    assert code == 0 and "Meaning index of Tiny PT: up to date" in out
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR.UTF-8")  # the translation by its name, in the person's language
    code, out, _ = run(capsys, "index", "--translation", "tpt")
    assert code == 0 and "Índice de sentido da Tiny PT: em dia" in out


def test_setup_texts_only_prepares_what_the_window_needs_and_nothing_slow(capsys, populated, monkeypatch):
    """`make run`: the window opens once the texts are in; the app builds the model, the meaning indexes and
    the word tags in the background."""
    from app.cli import word_commands
    from app.core.indexing import vectors
    from app.core.library import setup
    from app.core.model import convert

    ran = []

    def step(progress, cancelled):
        ran.append("step")

    def slow(*args, **kwargs):
        raise AssertionError("not at set-up with --texts-only")

    monkeypatch.setattr(setup, "library_steps", lambda library: [setup.Step("openbible", "x", step)])
    monkeypatch.setattr(convert, "ensure_model", slow)
    monkeypatch.setattr(vectors, "build_index", slow)
    monkeypatch.setattr(word_commands, "tag_translations", slow)
    code, out, err = run(capsys, "setup", "--texts-only")
    assert code == 0, err
    assert ran == ["step"] and "Biblioteca pronta" in out


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["What was finished is kept: Importing Tiny PT", "Run `make run` (or `lampada setup`) again"]),
    ("pt_BR", ["O que ficou pronto está guardado: Importando a Tiny PT", "Rode `make run` (ou `lampada "
               "setup`)"]),
])  # fmt: skip
def test_ctrl_c_during_set_up_says_what_was_kept_and_how_to_go_on(
    capsys, populated, monkeypatch, lang, words
):
    """It said "interrupted; nothing was changed" while the steps done were kept and the next run went on."""
    from app.core.library import setup

    def interrupted(progress, cancelled):
        raise KeyboardInterrupt

    done = setup.Step("import:tpt", "x", lambda p, c: None, "Tiny PT")
    steps = [done, setup.Step("openbible", "x", interrupted)]
    monkeypatch.setattr(setup, "library_steps", lambda library: steps)
    monkeypatch.setenv("LAMPADA_LANG", lang)
    code, out, err = run(capsys, "setup", "--texts-only")
    assert code == 130 and all(w in err for w in words), err
    assert "nothing was changed" not in err and "nada foi alterado" not in err


def test_setup_says_when_the_topic_names_cannot_be_read_and_loads_the_topics(
    capsys, populated, monkeypatch, tmp_path
):
    from app.core.library import openbible, setup
    from tests.fixtures import openbible as fixture

    data = fixture.write(tmp_path / "openbible")
    (data / openbible.NAMES_FILE).write_bytes(bytes(range(256)) * 40)  # not the app's file
    monkeypatch.setattr(openbible, "resources", lambda: data)
    real = setup.library_steps
    monkeypatch.setattr(setup, "library_steps", lambda lib: [s for s in real(lib) if s.key == "openbible"])
    code, out, err = run(capsys, "setup", "--no-model")
    assert code == 0 and "Traceback" not in err
    assert "the Portuguese names of the OpenBible.info topics could not be read" in err
    assert f"{openbible.NAMES_FILE}: no readable row; the topics are named in English" in err
    with Library(populated) as lib:
        assert "fear" in openbible.topic_names(lib) and openbible.name_table(lib, "pt") == {}
    fixture.write_names(data, [*fixture.NAMES, ("no such topic", "nenhum")])
    code, out, err = run(capsys, "setup", "--no-model")
    assert code == 0 and f"{openbible.NAMES_FILE}: 1 of its rows could not be read" in err
    with Library(populated) as lib:
        assert openbible.name_table(lib, "pt")["fear"] == "medo"


def test_a_library_indexed_by_an_older_analyzer_is_brought_up_to_date(capsys, populated):
    from app.core.library import setup

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

    from app.core.library import reading as library_module

    with Library(populated) as lib:
        lib.conn.execute("DELETE FROM meta WHERE key = 'analysis:ten'")
    monkeypatch.setattr(library_module, "BUSY_TIMEOUT", 0.2)
    writer = sqlite3.connect(populated, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        code, out, err = run(capsys, "search", "loving enemies", "-t", "ten", "--mode", "keyword", "--json")
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert code == 0 and json.loads(out)["results"]
    assert "word index of ten was not updated now" in err and "Traceback" not in err


# ------------------------------------------------------------------ OpenBible.info, more like this, credits
@pytest.fixture
def openbible_loaded(populated, tmp_path):
    from app.core.library import openbible
    from tests.fixtures import openbible as fixture

    with Library(populated) as lib:
        openbible.load(lib, fixture.write(tmp_path / "openbible"))
    return populated


@pytest.fixture
def meaning(openbible_loaded, monkeypatch):
    """The fake embedder stands in for the model; both translations and the topic names are indexed."""
    from app.core.indexing import topics, vectors
    from app.core.model import embedder as emb
    from app.core.model.fake import FakeEmbedder

    fake = FakeEmbedder()
    monkeypatch.setattr(emb, "load_embedder", lambda model_dir: fake)
    with Library(openbible_loaded) as lib:
        topics.build_topic_index(lib, fake, paths.indexes_dir())
        for tid in ("tpt", "ten"):
            vectors.build_index(lib, tid, fake, paths.indexes_dir())
    return fake


def test_show_xrefs_most_voted_first_in_the_same_translation_with_the_credit(
    capsys, openbible_loaded, monkeypatch
):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR.UTF-8")  # the labels in the interface's language, as the books
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs")
    assert code == 0, err
    lines = out.splitlines()
    start = lines.index("Referências cruzadas, mais votadas primeiro:")
    heads = [line.strip() for line in lines[start + 1 :] if line.startswith("  ") and line[2] != " "]
    assert heads == ["João 3:17 (30 votos)", "1 Coríntios 13:4-5 (20 votos)", "Judas 1 (2 votos)"]
    assert "      13:5 Não se porta com indecência, não busca os seus interesses, não guarda rancor." in lines
    assert lines[-1] == "Referências cruzadas: OpenBible.info, CC-BY"
    monkeypatch.setenv("LAMPADA_LANG", "en")
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs")
    lines = out.splitlines()
    start = lines.index("Cross-references, most voted first:")
    assert lines[start + 1].strip() == "John 3:17 (30 votes)"
    assert lines[-1] == "Cross-references: OpenBible.info, CC-BY"

    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs", "--json")
    data = json.loads(out)
    assert [(x["osis"], x["votes"]) for x in data["cross_references"]] == [
        ("John.3.17", 30), ("1Cor.13.4-1Cor.13.5", 20), ("Jude.1.1", 2)]  # fmt: skip
    assert data["cross_references"][0]["verses"][0]["text"].startswith("Deus não enviou")
    assert data["credit"] == "OpenBible.info, CC-BY" and "notices" not in data
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs", "--json", "-n", "1")
    assert [x["osis"] for x in json.loads(out)["cross_references"]] == ["John.3.17"]


def test_show_xrefs_of_a_passage_leave_out_its_own_verses(capsys, openbible_loaded):
    code, out, _ = run(capsys, "show", "Gn 1:1-2", "-t", "tpt", "--xrefs", "--json")
    assert [x["osis"] for x in json.loads(out)["cross_references"]] == ["John.3.16"]  # not Gen.1.2


def test_show_xrefs_without_openbible_data_says_so(capsys, populated, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs")
    assert code == 0 and out.startswith("João 3:16")
    assert "não tem as referências cruzadas do OpenBible.info" in err and "lampada setup" in err
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--xrefs", "--json")
    data = json.loads(out)
    assert data["cross_references"] == [] and data["notices"] == ["cross_references_unavailable"]
    assert "credit" not in data


def test_show_similar_lists_what_cross_references_topics_and_meaning_agree_on(capsys, meaning, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--similar", "-n", "3", "--json")
    assert code == 0, err
    similar = json.loads(out)["similar"]
    # its most voted cross-reference outside its own passage (John 3:17 is the next verse), on "love" too
    assert similar[0]["osis"] == "1Cor.13.4" and len(similar) == 3
    assert similar[0]["why"][0] == "cross_reference" and "topic" in similar[0]["why"]
    assert not [v for v in similar if v["osis"].startswith("John.3.")]
    scores = [v["score"] for v in similar]
    assert scores == sorted(scores, reverse=True)
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--similar", "-n", "3")
    assert "Parecidos (referências cruzadas, temas, sentido):" in out and similar[0]["text"] in out
    assert "  1 Coríntios 13:4  [referência cruzada · " in out
    # a passage: the verses like each of its verses, never one of its own or its neighbours'
    code, out, _ = run(capsys, "show", "Sl 23", "-t", "tpt", "--similar", "-n", "20", "--json")
    similar = json.loads(out)["similar"]
    osis = [v["osis"] for v in similar]
    assert osis and not [o for o in osis if o.startswith("Ps.")] and len(set(osis)) == len(osis)
    assert [v["score"] for v in similar] == sorted((v["score"] for v in similar), reverse=True)
    assert all(v["why"] for v in similar)


def test_show_similar_without_the_model_or_the_index_is_a_message(capsys, populated, monkeypatch):
    from app.core.model import embedder as emb
    from app.core.model.fake import FakeEmbedder

    def no_model(model_dir):
        raise cli.ModelUnavailable("no model in models/")

    monkeypatch.setattr(emb, "load_embedder", no_model)
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--similar")
    assert code == 3 and "more like this" in err and "lampada setup" in err
    assert "Traceback" not in err and not out
    monkeypatch.setattr(emb, "load_embedder", lambda model_dir: FakeEmbedder())
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt", "--similar")
    assert code == 2 and "lampada index --translation tpt" in err and "Traceback" not in err


def test_search_names_the_topics_that_brought_a_result(capsys, meaning, monkeypatch):
    """In the interface's language (LAMPADA_LANG): the app's Portuguese names, or OpenBible's English ones;
    --json keeps the English names as the topics' keys and adds the Portuguese ones."""
    from app.core.library import openbible

    args = ("search", "worry about tomorrow", "-t", "tpt", "-n", "10", "-c", "0")
    monkeypatch.setenv("LAMPADA_LANG", "en")
    code, out, err = run(capsys, *args)
    assert code == 0, err
    assert "Matthew 6:34  [sentido · tema: worry about tomorrow, fear]" in out
    assert out.splitlines()[-1] == "Topics (tema): OpenBible.info, CC-BY"
    monkeypatch.setenv("LAMPADA_LANG", "pt")
    code, out, err = run(capsys, *args)
    assert "Mateus 6:34  [sentido · tema: preocupação com o amanhã, medo]" in out
    assert out.splitlines()[-1] == f"Temas: {openbible.NAMES_CREDIT}"
    code, out, err = run(capsys, "search", "worry about tomorrow", "-t", "tpt", "-n", "10", "--json")
    data = json.loads(out)
    result = next(r for r in data["results"] if r["osis"] == "Matt.6.34")
    assert result["topics"] == ["worry about tomorrow", "fear"] and "topic" in result["arms"]
    assert result["topics_pt"] == ["preocupação com o amanhã", "medo"]
    assert result["verses"][0]["topics"] == ["worry about tomorrow", "fear"]
    assert result["verses"][0]["topics_pt"] == ["preocupação com o amanhã", "medo"]
    assert data["credit"] == "OpenBible.info, CC-BY; Portuguese names: Lâmpada's translation"
    code, out, _ = run(capsys, "search", "worry about tomorrow", "-t", "tpt", "--mode", "keyword", "--json")
    data = json.loads(out)  # no topical arm by words alone: no topics, no credit
    assert all(not r["topics"] and not r["topics_pt"] for r in data["results"]) and "credit" not in data


def test_a_topic_without_a_portuguese_name_keeps_its_english_one(capsys, openbible_loaded, monkeypatch):
    from app.core.retrieval.bible import ArmHit, Hit, Retriever, SearchResponse

    with Library(openbible_loaded) as lib:
        (verse,) = lib.span("tpt", "Prov", (6, 6), (6, 6))
    voted = Hit(verse, 0.03, {"topic": ArmHit(1, 0.9)}, topics=("laziness", "obadiah"))  # obadiah: no name

    def search(self, query, translation, **kwargs):
        return SearchResponse(query, translation, "hybrid", [voted])

    monkeypatch.setattr(Retriever, "search", search)
    monkeypatch.setenv("LAMPADA_LANG", "pt")
    code, out, err = run(capsys, "search", "preguiça", "-t", "tpt", "-c", "0")
    assert "  1. Provérbios 6:6  [tema: preguiça, obadiah]" in out
    (result,) = json.loads(run(capsys, "search", "preguiça", "-t", "tpt", "--json")[1])["results"]
    assert (result["topics"], result["topics_pt"]) == (["laziness", "obadiah"], ["preguiça", "obadiah"])


def test_a_result_only_readers_votes_brought_has_a_tema_badge(capsys, populated, monkeypatch):
    from app.core.retrieval.bible import ArmHit, Hit, Retriever, SearchResponse

    with Library(populated) as lib:
        ants, sluggard = lib.span("tpt", "Prov", (6, 6), (6, 9))
        (psalm,) = lib.span("tpt", "Ps", (23, 4), (23, 4))
    topic_only = Hit(ants, 0.03, {"topic": ArmHit(1, 0.9)}, topics=("laziness",))
    topic_only.merged = [Hit(sluggard, 0.02, {"topic": ArmHit(2, 0.5)}, topics=("laziness", "sleep"))]
    words = Hit(psalm, 0.01, {"keyword": ArmHit(1, 3.0)})

    def search(self, query, translation, **kwargs):
        return SearchResponse(query, translation, "hybrid", [topic_only, words])

    monkeypatch.setattr(Retriever, "search", search)
    code, out, err = run(capsys, "search", "preguiça", "-t", "tpt", "-c", "0")
    assert code == 0, err
    assert "  1. Provérbios 6:6-9  [tema: laziness, sleep]" in out and "  2. Salmo 23:4  [palavra]" in out
    code, out, err = run(capsys, "search", "preguiça", "-t", "tpt", "--json")
    first, second = json.loads(out)["results"]
    assert first["why"] == "topic" and first["topics"] == ["laziness", "sleep"]
    assert [v["topics"] for v in first["verses"]] == [["laziness"], ["laziness", "sleep"]]
    assert second["topics"] == [] and second["verses"][0]["topics"] == []


def test_sources_lists_every_text_and_data_set_with_its_licence(capsys, openbible_loaded):
    code, out, err = run(capsys, "sources")
    assert code == 0, err
    assert "Tiny PT — CC0" in out and "Test text written for Lâmpada's tests" in out
    assert "Data: OpenBible.info, CC-BY (https://www.openbible.info)" in out
    assert "OpenBible.info topics, 2026-02-09 — CC-BY" in out
    assert "OpenBible.info cross-references, 2026-02-23 — CC-BY" in out
    assert "multilingual-e5-small (intfloat) — MIT" in out
    assert "cnmoro/portuguese-multilingual-e5-small" in out  # the pruned vocabulary's credit
    code, out, _ = run(capsys, "sources", "--json")
    sources = json.loads(out)["sources"]
    kinds = ["translation", "translation", "lexicon", "wordstudy", "data", "data", "model"]
    assert [s["kind"] for s in sources] == kinds  # word study: the KJV with Strong's numbers
    topics, xrefs = [s for s in sources if s["kind"] == "data"]
    assert topics["attribution"] == "OpenBible.info, CC-BY; Portuguese names: Lâmpada's translation"
    assert xrefs["attribution"] == "OpenBible.info, CC-BY"
    data = [topics, xrefs]
    assert all(s["licence"] == "CC-BY" for s in data)
    assert all(s["loaded"] and s["used_for"] for s in data)
    assert sources[-1]["licence"] == "MIT"


def test_sources_say_when_openbible_data_is_not_loaded(capsys, populated):
    code, out, _ = run(capsys, "sources")
    assert code == 0 and "not loaded in this library yet: run `lampada setup`" in out


def test_the_openbible_dates_are_those_of_the_shipped_files():
    from app.core.library import openbible

    readme = (openbible.resources() / "README.md").read_text(encoding="utf-8")
    for name, date in openbible.RELEASED.items():
        (line,) = [line for line in readme.splitlines() if f"`{name}`" in line]
        assert date in line, f"{name}: {date} is not the README's date ({line})"


def test_translations_end_with_the_openbible_credit(capsys, populated, openbible_loaded):
    code, out, _ = run(capsys, "translations")
    assert out.splitlines()[-1] == "Topics and cross-references: OpenBible.info, CC-BY (https://www.openbible.info)"
    code, out, _ = run(capsys, "translations", "--json")
    assert [t["id"] for t in json.loads(out)] == ["ten", "tpt"]  # the JSON list keeps its shape


def test_translations_without_openbible_data_claim_no_credit(capsys, populated):
    code, out, _ = run(capsys, "translations")
    assert code == 0 and "OpenBible" not in out


def test_every_command_and_option_is_documented():
    """A command or option the help lists is in the module docstring and the README (or, for the evaluation's
    many options, in docs/)."""
    root = Path(cli.__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    docs = "\n".join(p.read_text(encoding="utf-8") for p in sorted((root / "docs").glob("*.md")))
    missing = []
    for name, command in parser_walk.commands(cli.build_parser()).items():
        for where, text in (("the module docstring", cli.__doc__), ("README.md", readme)):
            if f"lampada {name}" not in text:
                missing.append(f"`lampada {name}` in {where}")
        for action in parser_walk.arguments(command):  # an option is documented under one of its names
            options = [o for o in action.option_strings if o.startswith("--") and o != "--help"]
            if options and not any(o in cli.__doc__ + readme + docs for o in options):
                missing.append(f"`lampada {name} {options[0]}`")
    assert not missing, "undocumented: " + "; ".join(missing)


# ------------------------------------------------------------------ damage, busy, read-only, hostile input
def _damage_all_verse_pages(path: Path) -> None:
    from tests.core.damage import table_pages

    pages, size = table_pages(path, "verses")
    with open(path, "r+b") as f:
        for page in pages:
            f.seek((page - 1) * size)
            f.write(b"\xa5" * size)


def test_check_says_nothing_is_damaged_then_names_the_damage(capsys, populated):
    code, out, err = run(capsys, "check")
    assert code == 0 and "Nothing is damaged" in out, err
    _damage_all_verse_pages(populated)
    code, out, err = run(capsys, "check")
    assert code == 1 and "damaged: library" in err and "Traceback" not in err + out
    code, out, _ = run(capsys, "check", "--json")
    assert code == 1 and not json.loads(out)["ok"]


def test_reading_damaged_pages_is_a_message_not_a_traceback(capsys, populated):
    _damage_all_verse_pages(populated)
    code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt")
    assert code == 3 and "lampada check" in err and "Traceback" not in err


def test_repair_waits_for_the_app_to_close(capsys, populated):
    from app.core.instance import InstanceLock

    with InstanceLock(paths.data_dir()):  # the app is running on this data folder
        code, _, err = run(capsys, "check", "--repair")
    assert code == 3 and "close it first" in err


def test_repair_rebuilds_a_damaged_library(capsys, populated, monkeypatch):
    from app.core.library import setup

    monkeypatch.setattr(setup, "library_steps", lambda library: [])  # no built-ins to import in a test
    _damage_all_verse_pages(populated)
    code, out, err = run(capsys, "check", "--repair")
    assert code == 0, err
    assert "library rebuilt" in out and "tpt: rebuilt (from copy)" in out
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "tpt")
    assert code == 0 and "Porque Deus amou" in out


def test_remove_keeps_notes_and_builtins_stay(capsys, populated, tmp_path):
    from app.core.formats.common import TranslationMeta
    from app.core.userdata import UserData

    with UserData.open(paths.data_dir() / "userdata.sqlite3") as ud:
        ud.add_note("John", 3, 16, "minha nota", translation="tpt")
    code, out, err = run(capsys, "remove", "tpt")
    assert code == 0 and "tpt" in out and "kept" in out, err
    with Library(populated) as lib:
        assert [t.id for t in lib.translations()] == ["ten"]
        add_translation(lib, tiny_en(), overrides=TranslationMeta(id="web"), builtin=True)
    with UserData.open(paths.data_dir() / "userdata.sqlite3") as ud:
        assert [n.text for n in ud.all_notes()] == ["minha nota"]
    code, _, err = run(capsys, "remove", "web")
    assert code == 2 and "built-in" in err and "cannot be removed" in err
    two = tmp_path / "two.tsv"
    two.write_text("GEN 1:1\tone\nGEN 1:2\ttwo\n", encoding="utf-8")
    code, _, err = run(capsys, "import", str(two), "--id", "web", "--replace", "--language", "en")
    assert code == 2 and "built-in" in err and "cannot be replaced" in err
    with Library(populated) as lib:
        assert lib.translation("web").verse_count == len(tiny_en().verses)


def _typed_errors():
    from app.core import errors

    library = "/d/library.sqlite3"
    return [
        (errors.ImportFormatError("/x/a.usfm", "no \\id line", 3), 2,
         "lampada: cannot import /x/a.usfm: no \\id line (line 3)\nlampada: the library was not changed.\n"),
        (errors.DuplicateCommentary("mhcc"), 2,
         "lampada: a commentary with id 'mhcc' already exists; choose another --id or pass --replace\n"),
        (errors.BuiltinTranslation("web", "replace"), 2,
         "lampada: 'web' is a built-in translation: it cannot be replaced; import the file under another "
         "--id\n"),
        (errors.BuiltinTranslation("web", "remove"), 2,
         "lampada: 'web' is a built-in translation: it cannot be removed\n"),
        (errors.LibraryBusy(library, 5.0), 3,
         "lampada: the library is busy: another program (the app, or another lampada) has been writing to it "
         "for 5 s; nothing was changed, try again when it has finished\n"),
        (errors.RepairUnfinished(library), 3,
         f"lampada: the library {library} cannot be written: a repair was interrupted before its rebuilt "
         "library was put in place: `lampada check --repair` (or starting Lâmpada) finishes it; nothing was "
         "changed\n"),
        (errors.UserDataTooNew("/d/userdata.sqlite3", 9, 4), 3,
         "lampada: the user data /d/userdata.sqlite3: schema version 9 is newer than this version of Lâmpada "
         "reads (4)\n"),
        (errors.UnknownTranslation("xyz"), 2,
         "lampada: no translation with id 'xyz' (see `lampada translations`)\n"),
        (errors.BadReference("no book called Xy"), 2, "lampada: no book called Xy\n"),
        (errors.LibraryCorrupt(f"{library} is damaged"), 3, f"lampada: {library} is damaged\n"),
        (errors.ModelUnavailable("no model in models/"), 3,
         "lampada: meaning search is unavailable: no model in models/\n"),
        (errors.UnknownPlan("nt90"), 2, "lampada: no reading plan 'nt90'\n"),
    ]  # fmt: skip


@pytest.mark.parametrize(("error", "code", "said"), _typed_errors())
def test_each_typed_error_is_said_in_its_own_words_with_its_exit_code(capsys, monkeypatch, error, code, said):
    from app.cli import sword_commands

    def fail(args):
        raise error

    monkeypatch.setattr(sword_commands, "cmd_sword", fail)
    assert run(capsys, "sword", "list") == (code, "", said)


def test_an_import_while_another_program_writes_says_busy(capsys, populated, monkeypatch):
    import sqlite3

    from app.core.library import reading as library_module

    monkeypatch.setattr(library_module, "BUSY_TIMEOUT", 0.2)
    writer = sqlite3.connect(populated, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    try:
        code, _, err = run(capsys, "import", str(FIXTURES / "usfm"), "--id", "fx", "--language", "pt")
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert code == 3 and "library is busy" in err and "Traceback" not in err
    with Library(populated) as lib:
        assert not lib.has_translation("fx")


def test_a_read_only_data_folder_is_read_and_says_why_it_cannot_be_written(capsys, populated):
    from tests.core.readonly import read_only

    with read_only(populated, populated.parent):
        code, out, err = run(capsys, "show", "Jo 3:16", "-t", "tpt")
        assert code == 0 and "Porque Deus amou" in out, err
        code, out, err = run(capsys, "search", "amor", "-t", "tpt", "--mode", "keyword")
        assert code == 0 and "João" in out, err
        code, _, err = run(capsys, "import", str(FIXTURES / "usfm"), "--id", "fx", "--language", "pt")
        assert code == 3 and "cannot be written" in err and "read-only" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ("search", "amor", "--limit", str(2**63)),
        ("search", "amor", "--context", str(2**63)),
        ("search", "amor", "--offset", "-5"),
        ("search", "amor", "--limit", "0"),
        ("show", "Jo 3:16", "--context", str(2**63)),
        ("show", "Jo 3:16", "--limit", "99999999999999999999999"),
    ],
)
def test_numbers_are_checked_at_the_edges(capsys, populated, argv):
    with pytest.raises(SystemExit) as info:
        cli.main(list(argv))
    err = capsys.readouterr().err
    assert info.value.code == 2 and "is not a whole number from" in err and "Traceback" not in err


def test_a_negative_chapter_is_not_read_as_a_positive_one(capsys, populated):
    code, out, err = run(capsys, "show", "Gn -1:1", "-t", "tpt")
    assert code == 2 and "start at 1" in err and "No princípio" not in out


def test_control_characters_never_reach_the_terminal(capsys, populated):
    with Library(populated) as lib:  # a library written before control characters were stripped at import
        lib.conn.execute(
            "UPDATE verses SET text = 'Porque \x1b[2J\x1b]0;x\x07Deus \x9b31m amou' "
            "WHERE translation = 'tpt' AND book = 'John' AND chapter = 3 AND verse = 16"
        )
    outputs = [run(capsys, "show", "Jo 3:16", "-t", "tpt")[1],
               run(capsys, "show", "Jo 3:16", "-t", "tpt", "--json")[1],
               run(capsys, "search", "amou", "-t", "tpt", "--mode", "keyword")[1]]  # fmt: skip
    for out in outputs:
        assert "amou" in out
        assert not any(ord(c) < 32 and c not in "\n\t" or 0x7F <= ord(c) <= 0x9F for c in out), repr(out)


def test_vector_mode_without_a_usable_index_says_it_finds_nothing(capsys, populated, monkeypatch, tmp_path):
    monkeypatch.setenv("LAMPADA_MODELS_DIR", str(tmp_path / "no-models"))
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "search", "amor ao próximo", "-t", "tpt", "--mode", "vector")
    assert code == 0 and "(nenhum resultado)" in out
    assert "não encontra nada" in err and "só resultados por palavras" not in err


def test_verses_outside_the_numbering_are_reported_and_shown(capsys, tmp_path):
    extra = tmp_path / "extra.tsv"
    extra.write_text("PSA 150:6\tfinal\nPSA 151:1\tEu era pequeno\nPHM 1:1\tPaulo\nPHM 2:1\toutro capítulo\n",
                     encoding="utf-8")  # fmt: skip
    code, _, err = run(capsys, "import", str(extra), "--id", "ext", "--language", "pt")
    assert code == 0 and "Ps 151" in err and "Phlm 2" in err
    code, out, err = run(capsys, "show", "Sl 151", "-t", "ext")
    assert code == 0 and "Eu era pequeno" in out, err
    code, out, err = run(capsys, "show", "Fm 2:1", "-t", "ext")
    assert code == 0 and "outro capítulo" in out, err


# ------------------------------------------------------------------ language, spelling, compare, titles
def test_a_question_in_another_language_searches_one_in_its_language(capsys, populated, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt")  # the default translation is the Portuguese one
    code, out, err = run(capsys, "search", "the love of God", "--mode", "keyword")
    assert code == 0 and "foi buscada na Tiny WEB (ten) em vez da Tiny PT (tpt)" in err
    assert "God" in out
    code, out, _ = run(capsys, "search", "the love of God", "--mode", "keyword", "--json")
    data = json.loads(out)
    assert data["translation"] == "ten" and "query_in_other_language" in data["notices"]
    assert data["language"] == {
        "query_language": "en", "translation_language": "pt", "translation": "tpt",
        "suggested_translation": "ten", "searched": "ten",
    }  # fmt: skip


def test_a_named_translation_is_searched_and_the_other_one_named(capsys, populated, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "search", "the love of God", "-t", "tpt", "--mode", "keyword", "--json")
    data = json.loads(out)
    assert data["translation"] == "tpt" and data["language"]["searched"] == "tpt"
    assert data["language"]["suggested_translation"] == "ten"
    code, out, err = run(capsys, "search", "the love of God", "-t", "tpt", "--mode", "keyword")
    assert "-t ten busca na Tiny WEB (ten)" in err
    args = ("search", "the love of God", "-t", "tpt", "--mode", "keyword")
    code, out, err = run(capsys, *args, "--lang", "en")
    assert "-t ten searches Tiny WEB (ten)" in err  # --lang: the command's words
    from app.cli import words

    assert words.language() == "pt"  # for that command only: not for what the process does next


def test_an_unknown_word_gets_a_did_you_mean(capsys, populated, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, err = run(capsys, "search", "Melquisdeque", "-t", "tpt", "--mode", "keyword")
    assert code == 0 and "(você quis dizer: Melquisedeque?)" in err
    code, out, err = run(capsys, "search", "Melquisdeque", "-t", "tpt", "--mode", "keyword", "--lang", "en")
    assert code == 0 and "(did you mean: Melquisedeque?)" in err
    code, out, _ = run(capsys, "search", "Melquisdeque", "-t", "tpt", "--mode", "keyword", "--json")
    data = json.loads(out)
    assert "did_you_mean" in data["notices"]
    assert data["suggestion"] == {
        "query": "Melquisedeque", "words": [{"typed": "Melquisdeque", "suggested": "Melquisedeque"}]
    }  # fmt: skip
    code, out, _ = run(capsys, "search", "Melquisedeque", "-t", "tpt", "--mode", "keyword", "--json")
    assert "suggestion" not in json.loads(out)


def test_show_compare_lists_every_translation_and_says_which_lacks_the_verse(capsys, populated, monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR")
    code, out, _ = run(capsys, "show", "Sl 23:3", "-t", "tpt", "--compare")
    assert code == 0
    pt, en = out.index("Tiny PT (tpt, pt-BR)"), out.index("Tiny WEB (ten, en)")
    assert pt < en and "Ele restaura a minha alma" in out[pt:en]
    assert "(não está nesta tradução" in out[en:]  # the tiny English text has no Psalm 23:3
    code, out, _ = run(capsys, "show", "Jo 3:16", "-t", "ten", "--compare", "--json")
    compared = json.loads(out)["compare"]
    assert [c["translation"] for c in compared] == ["ten", "tpt"]
    assert not compared[1]["missing"] and compared[1]["verses"][0]["text"].startswith("Porque Deus amou")


def test_show_prints_a_psalm_title_above_its_verse(capsys, tmp_path):
    run(capsys, "import", str(FIXTURES / "usfm"), "--id", "fx", "--language", "en", "--name", "Fixture")
    code, out, _ = run(capsys, "show", "Ps 3:1", "-t", "fx", "--lang", "en")
    lines = out.splitlines()
    title = lines.index("  A Psalm by David, when he fled from Absalom his son.")
    assert lines[title + 1].startswith("» 3:1 Yahweh, how my adversaries")
    code, out, _ = run(capsys, "show", "Ps 3:1", "-t", "fx", "--lang", "en", "--json")
    (verse,) = json.loads(out)["verses"]
    assert verse["title"] == "A Psalm by David, when he fled from Absalom his son."
    assert "Absalom" not in verse["text"]
