"""The SWORD dictionary readers (zLD, RawLD, RawLD4) on tiny modules made with SWORD's own imp2ld
(tests/fixtures/sword/make_dictionaries.py), and the entries' markup as plain text with links."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.formats import ld_markup, sword_ld
from tests.core.dictionaries import ld_modules

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SWORD = FIXTURES / "sword"
OWN = FIXTURES / "sword_dicts"


def _spans(entry) -> list[tuple[str, str, str, str]]:
    return [(link.kind, link.target, link.module, entry.text[link.start : link.end]) for link in entry.links]


def test_zld_in_thml_with_links_of_every_kind():
    parsed = sword_ld.read_module(SWORD, "LTDict")
    assert parsed.driver == "zld" and parsed.feature == ""
    assert parsed.meta.id == "ltdict" and parsed.meta.name == "Lâmpada Test Dictionary"
    assert parsed.meta.language == "en" and parsed.meta.licence == "Public Domain"
    by_key = {e.key: e for e in parsed.entries}
    assert list(by_key) == ["ABRAHAM", "CHARITY", "ISAAC", "LOVE"]  # imp2ld writes keys in capitals
    abraham = by_key["ABRAHAM"]
    assert (
        abraham.text
        == "Abraham, father of a multitude; see Isaac.\nCalled in Genesis 12:1; his faith, Rom 4:3."
    )
    assert _spans(abraham) == [
        ("entry", "Isaac", "", "Isaac"),
        ("ref", "Gen 12:1", "", "Genesis 12:1"),
        ("ref", "Rom 4:3", "", "Rom 4:3"),  # a scripRef without passage: its text
    ]
    assert by_key["ISAAC"].text == "Son of Abraham & Sarah.\n\nBorn when Abraham was a hundred years old."
    love = by_key["LOVE"]
    assert _spans(love) == [
        ("strongs", "G26", "", "G26"),
        ("ref", "1Co 13:4-7", "", "1 Cor 13:4-7"),
        ("entry", "Charity", "Easton", "Easton"),  # another module's entry
    ]  # the web address is text, never a link
    assert by_key["CHARITY"].text == love.text  # @LINK Love
    assert any("link to a key the dictionary lacks" in w for w in parsed.warnings)  # @LINK Missing


def test_zld_strongs_lexicon_in_tei_over_several_blocks():
    parsed = sword_ld.read_module(OWN, "LTGreek")
    assert parsed.feature == "greek"
    assert [e.key for e in parsed.entries] == ["00025", "00026", "05368"]
    g26 = parsed.entries[1]
    assert g26.text.startswith("ἀγάπη agápē ag-ah'-pay\nfrom G25;\nlove, i.e. affection")
    assert _spans(g26) == [("strongs", "G25", "", "G25")]


def test_rawld_in_osis_in_portuguese():
    parsed = sword_ld.read_module(OWN, "LTPalavras")
    assert parsed.driver == "rawld" and parsed.meta.language == "pt-BR"
    by_key = {e.key: e for e in parsed.entries}
    assert by_key["GRAÇA"].text == "Favor imerecido; ver Ef 2:8-9."
    assert _spans(by_key["GRAÇA"]) == [("ref", "Eph.2.8-Eph.2.9", "", "Ef 2:8-9")]
    assert by_key["AMOR"].text == "O amor é paciente (1Co 13:4)."


def test_rawld4_in_plain_text():
    parsed = sword_ld.read_module(OWN, "LTPlain4")
    assert parsed.driver == "rawld4"
    assert [(e.key, e.text, e.links) for e in parsed.entries] == [
        ("ALPHA", "The first letter. Indented second line.", ()),
        ("OMEGA", "The last letter.", ()),
    ]


def test_a_folder_of_several_dictionaries_asks_for_a_name():
    with pytest.raises(sword_ld.ImportFormatError, match="several dictionaries"):
        sword_ld.read_module(OWN)
    with pytest.raises(sword_ld.ImportFormatError, match="no dictionary named 'Nope'"):
        sword_ld.read_module(OWN, "Nope")


def test_hand_made_raw_and_zld_modules_read_alike(tmp_path):
    entries = [("Beta", b"second <b>entry</b>"), ("Alpha", b"first"), ("Gamma", b"@LINK alpha")]
    for n, make in enumerate((ld_modules.raw, ld_modules.zld)):
        parsed = sword_ld.read_module(make(tmp_path / str(n), entries))
        assert [(e.key, e.text) for e in parsed.entries] == [
            ("Beta", "second entry"), ("Alpha", "first"), ("Gamma", "first"),
        ]  # fmt: skip


@pytest.mark.parametrize(
    ("markup", "text", "spans"),
    [
        ('<ref target="StrongsGreek:0175">H0175</ref>', "H0175", [("strongs", "H175", "", "H0175")]),
        ('<a href="sword://StrongsHebrew/02617">chesed</a>', "chesed", [("strongs", "H2617", "", "chesed")]),
        ('<w lemma="strong:G26">love</w>', "love", [("strongs", "G26", "", "love")]),
        ('<ref target="Bible:John 3:16">here</ref>', "here", [("ref", "John 3:16", "", "here")]),
        ('<reference osisRef="John.3.16">Jo 3:16</reference>', "Jo 3:16",
         [("ref", "John.3.16", "", "Jo 3:16")]),
        ("<script>alert(1)</script>kept", "kept", []),
        ("a<br>b<p>c</p>d", "a\nb\n\nc\n\nd", []),
        ('<a href="javascript:alert(1)">x</a> &lt;b&gt;', "x <b>", []),  # text, escaped by the GUI
        ("<a href='sword://Nave/LOVE'><a href='sword://Nave/HATE'>x", "x",
         [("entry", "LOVE", "Nave", "x"), ("entry", "HATE", "Nave", "x")]),  # unclosed: end with the entry
        ("\x1b[2Jclear\x07", "[2Jclear", []),
    ],
)  # fmt: skip
def test_markup_becomes_text_and_spans(markup, text, spans):
    plain, links = ld_markup.convert(markup, "ThML", "Own")
    assert plain == text
    assert sorted((k, t, m, plain[s:e]) for s, e, k, t, m in (x.as_list() for x in links)) == sorted(spans)


def test_plain_source_written_in_tags_is_read_as_markup():
    assert ld_markup.convert("<entryFree><orth>חסד</orth><lb/><def>x</def></entryFree>", "Plain") == (
        "חסד\nx",
        (),
    )
    assert ld_markup.convert("a < b and c > d", "Plain") == ("a < b and c > d", ())


def test_links_per_entry_are_capped():
    markup = '<a href="sword://X/y">y</a>' * (ld_markup.MAX_LINKS + 50)
    _text, links = ld_markup.convert(markup, "ThML")
    assert len(links) == ld_markup.MAX_LINKS
