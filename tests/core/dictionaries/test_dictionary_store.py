"""Imported dictionaries: from a folder, a CrossWire .zip or an installed module's name, listed with the
built-in Strong's, looked up by key (case and accents aside, "G26" in a Strong's lexicon), listed by prefix,
removed; ids shared with translations and commentaries."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from app.core import dictionaries
from app.core.dictionaries import dictionary_store, strongs_data
from app.core.errors import DuplicateDictionary, ImportFormatError, UnknownDictionary
from app.core.formats.common import TranslationMeta
from app.core.library import sword_import
from tests.fixtures import strongs as strongs_fixture

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SWORD = FIXTURES / "sword"
OWN = FIXTURES / "sword_dicts"


def crosswire_zip(path: Path, root: Path, name: str) -> Path:
    """A module as CrossWire ships it: mods.d/name.conf and its data folder in one .zip."""
    conf = root / "mods.d" / f"{name.lower()}.conf"
    data = next(
        line.split("=", 1)[1] for line in conf.read_text().splitlines() if line.startswith("DataPath=")
    )
    folder = (root / data.lstrip("./")).parent
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(conf, f"mods.d/{conf.name}")
        for f in folder.iterdir():
            zf.write(f, f.relative_to(root).as_posix())
    return path


@pytest.fixture
def stocked(library, tmp_path):
    strongs_data.load(library, strongs_fixture.write(tmp_path / "strongs"))
    sword_import.import_module(library, crosswire_zip(tmp_path / "greek.zip", OWN, "LTGreek"))
    sword_import.import_module(library, OWN, "LTPalavras")
    sword_import.import_module(library, None, "LTDict", folders=[SWORD])  # as installed on this computer
    return library


def test_listed_with_the_built_in_strongs_first(stocked):
    found = dictionaries.list_dictionaries(stocked)
    assert [(d.id, d.builtin, d.feature, d.entries) for d in found] == [
        ("strongs", True, "strongs", len(strongs_fixture.ROWS)),
        ("ltdict", False, "", 4),
        ("ltgreek", False, "greek", 3),
        ("ltpalavras", False, "", 3),
    ]
    assert dictionaries.find(stocked, "Lâmpada Test Greek Lexicon").id == "ltgreek"
    with pytest.raises(UnknownDictionary):
        dictionaries.find(stocked, "nothing")


def test_lookup_by_key(stocked):
    assert dictionaries.lookup(stocked, "ltpalavras", "graca").key == "GRAÇA"
    assert dictionaries.lookup(stocked, "ltpalavras", "Graça").text == "Favor imerecido; ver Ef 2:8-9."
    assert dictionaries.lookup(stocked, "ltgreek", "G26").key == "00026"
    assert dictionaries.lookup(stocked, "ltgreek", "26").key == "00026"
    assert dictionaries.lookup(stocked, "ltgreek", "G27") is None
    link = dictionaries.lookup(stocked, "ltgreek", "G26").links[0]
    assert (link.kind, link.target) == ("strongs", "G25")
    assert dictionaries.lookup(stocked, "ltdict", "nothing") is None
    assert dictionaries.lookup(stocked, "no such dictionary", "love") is None


def test_the_built_in_strongs_as_a_dictionary(stocked):
    entry = dictionaries.lookup(stocked, "strongs", "g26")
    assert entry.module == "strongs" and entry.key == "G26"
    assert entry.text.startswith("ἀγάπη agápē (ag-ah'-pay)\n\nfrom G25; love")
    assert entry.text.endswith("KJV: (feast of) charity(-ably), dear, love")
    assert [(link.target, entry.text[link.start : link.end]) for link in entry.links] == [("G25", "G25")]
    assert dictionaries.keys(stocked, "strongs", "G2") == ["G25", "G26"]


def test_keys_in_order_by_prefix(stocked):
    assert dictionaries.keys(stocked, "ltdict") == ["ABRAHAM", "CHARITY", "ISAAC", "LOVE"]
    assert dictionaries.keys(stocked, "ltdict", "i") == ["ISAAC"]
    assert dictionaries.keys(stocked, "ltpalavras", "gra") == ["GRAÇA"]
    assert dictionaries.keys(stocked, "ltdict", limit=2) == ["ABRAHAM", "CHARITY"]
    assert dictionaries.keys(stocked, "ltdict", "zz") == []


def test_a_word_looked_up_everywhere(stocked):
    assert [(e.module, e.key) for e in dictionaries.lookup_word(stocked, "loved")] == [("ltdict", "LOVE")]
    assert [(e.module, e.key) for e in dictionaries.lookup_word(stocked, "Abraham's")] == [
        ("ltdict", "ABRAHAM")
    ]
    assert [(e.module, e.key) for e in dictionaries.lookup_word(stocked, "ἀγάπη")] == [("strongs", "G26")]
    assert [(e.module, e.key) for e in dictionaries.lookup_word(stocked, "G26")] == [
        ("strongs", "G26"),
        ("ltgreek", "00026"),
    ]
    assert [(e.module, e.key) for e in dictionaries.lookup_word(stocked, "amor")] == [("ltpalavras", "AMOR")]
    assert dictionaries.lookup_word(stocked, "ab") == []  # no key of 3 letters or more starts it
    assert dictionaries.lookup_word(stocked, "   ") == []


def test_duplicate_replace_and_remove(stocked):
    with pytest.raises(DuplicateDictionary):
        sword_import.import_module(stocked, OWN, "LTPalavras")
    report = sword_import.import_module(stocked, OWN, "LTPalavras", replace=True)
    assert report.entries == 3
    removed = dictionary_store.remove(stocked, "ltpalavras")
    assert removed.id == "ltpalavras"
    assert dictionaries.lookup(stocked, "ltpalavras", "amor") is None
    assert "ltpalavras" not in [d.id for d in dictionaries.list_dictionaries(stocked)]
    with pytest.raises(UnknownDictionary):
        dictionary_store.remove(stocked, "ltpalavras")


def test_ids_shared_with_translations_and_commentaries(stocked):
    tid = stocked.translations()[0].id
    report = sword_import.import_module(
        stocked, OWN, "LTPlain4", overrides=TranslationMeta(id=None, name=None)
    )
    assert report.dictionary.id == "ltplain4"
    parsed = sword_import.read(OWN, "LTPlain4")
    parsed.meta = TranslationMeta(**{**parsed.meta.__dict__, "id": tid})
    report = sword_import.store(stocked, parsed)
    assert report.dictionary.id == f"{tid}_dict" and any("imported as" in w for w in report.warnings)
    with pytest.raises(ImportFormatError, match="taken"):
        sword_import.import_module(stocked, OWN, "LTPlain4", overrides=TranslationMeta(id="strongs"))


def test_an_import_is_all_or_nothing(stocked):
    before = stocked.conn.execute("SELECT count(*) FROM dictionary_entries").fetchone()[0]
    from app.core.errors import Cancelled

    with pytest.raises(Cancelled):
        sword_import.import_module(stocked, OWN, "LTPlain4", cancelled=lambda: True)
    assert stocked.conn.execute("SELECT count(*) FROM dictionary_entries").fetchone()[0] == before
    assert "ltplain4" not in [d.id for d in dictionaries.list_dictionaries(stocked)]
