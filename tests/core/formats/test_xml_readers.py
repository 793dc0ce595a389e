"""OSIS, USFX and Zefania: structure, metadata, hostile and broken XML."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.core.errors import Cancelled, ImportFormatError
from app.core.formats import osis, usfx, zefania

OSIS_HEAD = '<?xml version="1.0"?>\n<osis><osisText osisIDWork="T" xml:lang="pt-BR">\n'
OSIS_TAIL = "</osisText></osis>\n"


def _osis(body: str) -> str:
    return OSIS_HEAD + body + OSIS_TAIL


def _verses(parsed):
    return {(v.book, v.chapter, v.verse): v for v in parsed.verses}


# --- OSIS ---------------------------------------------------------------------------------------------------


def test_osis_meta(fixtures: Path) -> None:
    parsed = osis.read(fixtures / "sample.osis.xml")
    assert parsed.meta.name == "Fixture Bible"
    assert parsed.meta.language == "en"
    assert parsed.meta.licence == "Public domain test text"


def test_osis_milestones_across_elements_and_inline_markup(write) -> None:
    body = (
        '<div type="book" osisID="Gen"><chapter sID="Gen.1" osisID="Gen.1"/>'
        '<p><verse sID="Gen.1.1" osisID="Gen.1.1"/><w lemma="strong:H7225">No princípio</w> '
        '<divineName>Deus</divineName> criou<note type="study">Ou: <hi>fez</hi></note> os céus</p>'
        '<p>e a terra.<verse eID="Gen.1.1"/>'
        '<verse sID="Gen.1.2" osisID="Gen.1.2"/><l>A terra</l><l>era vazia<lb/>e sem forma</l>'
        '<title type="x-heading">A heading inside a verse</title>'
        '<transChange type="added">então</transChange>.'
        '<verse eID="Gen.1.2"/></p><chapter eID="Gen.1"/></div>'
    )
    parsed = osis.read(write("g.xml", _osis(body)))
    assert parsed.book_titles == {}  # no book title; the heading inside the verse is not one
    v = _verses(parsed)
    assert v["Gen", 1, 1].text == "No princípio Deus criou os céus e a terra."
    assert [(n.kind, n.text, n.offset) for n in v["Gen", 1, 1].notes] == [("footnote", "Ou: fez", 23)]
    assert v["Gen", 1, 2].text == "A terra era vazia e sem forma então."
    assert parsed.meta.language == "pt-BR" and parsed.meta.name == "T"


def test_osis_verse_id_forms_and_unknown_books(write, caplog) -> None:
    body = (
        '<div type="book" osisID="Jude"><chapter osisID="Jude.1">'
        '<verse osisID="Bible.T:Jude.1.1">One.</verse><verse osisID="Jude.1.2!a">Two.</verse>'
        '<verse osisID="Jude.1.3 Jude.1.4 Jude.1.5">Three to five.</verse></chapter></div>'
        '<div type="book" osisID="3Macc"><chapter osisID="3Macc.1"><verse osisID="3Macc.1.1">Skip.</verse>'
        "</chapter></div>"
    )
    with caplog.at_level(logging.WARNING):
        parsed = osis.read(write("j.xml", _osis(body)))
    assert [(v.verse, v.verse_end) for v in parsed.verses] == [(1, None), (2, None), (3, 5)]
    assert "3Macc" in caplog.text
    with pytest.raises(ImportFormatError, match="'Foo'"):
        osis.read(write("f.xml", _osis('<verse osisID="Foo.1.1">x</verse>')))
    with pytest.raises(ImportFormatError, match="Book.chapter.verse") as e:
        osis.read(write("b.xml", _osis('\n\n<verse osisID="Gen 1:1">x</verse>')))
    assert e.value.line == 5


def test_osis_truncated_names_the_line(fixtures: Path, write) -> None:
    lines = (fixtures / "sample.osis.xml").read_text(encoding="utf-8").splitlines(keepends=True)
    cut = "".join(lines[:40]) + lines[40][:25]
    with pytest.raises(ImportFormatError) as e:
        osis.read(write("cut.xml", cut))
    assert "truncated or malformed" in e.value.problem
    assert e.value.line and e.value.line >= 40


def test_osis_refuses_entities(write) -> None:
    laughs = (
        '<?xml version="1.0"?>\n<!DOCTYPE osis [\n<!ENTITY a "aaaaaaaaaa">\n'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<osis><osisText>&b;</osisText></osis>\n'
    )
    with pytest.raises(ImportFormatError, match="entities"):
        osis.read(write("laughs.xml", laughs))
    xxe = (
        '<?xml version="1.0"?>\n<!DOCTYPE osis [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<osis>&x;</osis>\n'
    )
    with pytest.raises(ImportFormatError, match="entities"):
        osis.read(write("xxe.xml", xxe))


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (b"\\id GEN\n\\c 1\n", "truncated or malformed at line 1"),
        (b"<html><body>Hi</body></html>", "not OSIS"),
        (_osis("<div>no verses</div>").encode(), "no verses found"),
    ],
)
def test_osis_bad_files(write, content: bytes, problem: str) -> None:
    with pytest.raises(ImportFormatError) as e:
        osis.read(write("bad.xml", content))
    assert problem in e.value.problem


def test_osis_cancel(fixtures: Path) -> None:
    with pytest.raises(Cancelled):
        osis.read(fixtures / "sample.osis.xml", cancelled=lambda: True)


# --- USFX ---------------------------------------------------------------------------------------------------


def test_usfx_language_and_errors(fixtures: Path, write) -> None:
    assert usfx.read(fixtures / "sample.usfx.xml").meta.language == "en"
    with pytest.raises(ImportFormatError, match="before any chapter marker"):
        usfx.read(write("a.xml", '<usfx><book id="GEN"><p><v id="1"/>x</p></book></usfx>'))
    with pytest.raises(ImportFormatError, match="'ABC'"):
        usfx.read(write("b.xml", '<usfx><book id="ABC"><c id="1"/><v id="1"/>x</book></usfx>'))
    with pytest.raises(ImportFormatError, match="not USFX"):
        usfx.read(write("c.xml", "<XMLBIBLE/>"))
    with pytest.raises(ImportFormatError, match="truncated or malformed at line 2"):
        usfx.read(write("d.xml", '<usfx><book id="GEN">\n<c id="1"/><v id="1"/>In the beg'))


def test_usfx_text_after_verse_end_is_not_verse_text(write) -> None:
    parsed = usfx.read(
        write(
            "e.xml",
            '<usfx><book id="GEN"><c id="1"/><p><v id="1"/>One.<ve/> stray <v id="2"/>Two'
            '<f caller="+"><fr>1.2 </fr><ft>note</ft></f>.<ve/></p></book></usfx>',
        )
    )
    assert [(v.text, [n.text for n in v.notes]) for v in parsed.verses] == [("One.", []), ("Two.", ["note"])]


# --- Zefania ------------------------------------------------------------------------------------------------


def test_zefania_meta_and_deuterocanon(fixtures: Path) -> None:
    parsed = zefania.read(fixtures / "sample.zefania.xml")
    assert parsed.meta.name == "Fixture Bible"
    assert parsed.meta.language == "en"
    assert parsed.meta.licence == "Public domain test text"
    assert parsed.verses[-1].book == "Sir"
    assert "3Macc" not in {v.book for v in parsed.verses}


def test_zefania_lowercase_tags_and_xref_scope(write) -> None:
    parsed = zefania.read(
        write(
            "z.xml",
            '<xmlbible biblename="Velha"><biblebook bnumber="1"><chapter cnumber="1">'
            '<vers vnumber="1">No princípio <xref mscope="43;1;1"/>criou.</vers>'
            "</chapter></biblebook></xmlbible>",
        )
    )
    (verse,) = parsed.verses
    assert verse.text == "No princípio criou."
    assert [(n.kind, n.text) for n in verse.notes] == [("crossref", "John.1.1")]
    assert parsed.meta.name == "Velha"


def test_zefania_unknown_book_number(write) -> None:
    with pytest.raises(ImportFormatError, match="unknown Zefania book number 99"):
        zefania.read(
            write("z.xml", '<XMLBIBLE><BIBLEBOOK bnumber="99"><CHAPTER cnumber="1"/></BIBLEBOOK></XMLBIBLE>')
        )
    with pytest.raises(ImportFormatError, match="not a number"):
        zefania.read(write("y.xml", '<XMLBIBLE><BIBLEBOOK bnumber="Gen"/></XMLBIBLE>'))


def test_zefania_truncated_and_progress(fixtures: Path, write) -> None:
    text = (fixtures / "sample.zefania.xml").read_text(encoding="utf-8")
    with pytest.raises(ImportFormatError, match="truncated or malformed"):
        zefania.read(write("cut.xml", text[: len(text) // 2]))
    calls: list[tuple[int, int, str]] = []
    zefania.read(fixtures / "sample.zefania.xml", progress=lambda d, t, m: calls.append((d, t, m)))
    assert [m for _, _, m in calls if m] == ["Ruth", "Ps", "John", "Sir", "77"]
    assert calls[-1][0] == calls[-1][1]
