"""scripts/convert_strongs.py: the fields of Strong's TEI entries, Greek and Hebrew as CrossWire writes them
(the full conversion, on the Debian modules, under `pytest -m full`)."""

from __future__ import annotations

import importlib.util
import lzma
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("convert_strongs", ROOT / "scripts" / "convert_strongs.py")
convert = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(convert)

GREEK = """<entryFree n="00026">
<orth>ἀγάπη</orth>
<orth type="writing">A)GA/PH</orth>
<orth rend="bold" type="trans">agápē</orth>
<pron rend="italic">ag-ah'-pay</pron><lb/>
 <lb/>
<def><orig>from <ref target="StrongsGreek:25">G25</ref>;</orig><lb/>
 love, i.e. affection or benevolence; specially (plural) a
 love-feast:--(feast of) charity(-ably), dear, love.
</def>
</entryFree>"""

HEBREW = """<entryFree n="3068">
\t\t<orth>יהוה</orth><lb/>
\t\t<orth rend="bold" type="trans">y<hi rend="super">e</hi>hôvâh</orth>
\t\t<pron rend="italic">{yeh-ho-vaw'}</pron><lb/>
\t\t<def>From <ref target="StrongsHebrew:1961">H1961</ref>; (the) <hi rend="italic">self Existent</hi> or
 {eternal}; <hi rend="bold">Jehovah:</hi> - Jehovah, the Lord.</def>
\t</entryFree>"""


def test_a_greek_entry():
    assert convert.fields("G26", GREEK) == (
        "G26", "ἀγάπη", "agápē", "ag-ah'-pay",
        "from G25; love, i.e. affection or benevolence; specially (plural) a love-feast",
        "(feast of) charity(-ably), dear, love",
    )  # fmt: skip


def test_a_hebrew_entry_without_its_braces_and_with_its_superscript_joined():
    assert convert.fields("H3068", HEBREW) == (
        "H3068", "יהוה", "yehôvâh", "yeh-ho-vaw'",
        "From H1961; (the) self Existent or eternal; Jehovah",
        "Jehovah, the Lord",
    )  # fmt: skip


@pytest.mark.full
def test_the_debian_modules_give_the_shipped_file(tmp_path):
    if not Path("/usr/share/sword/mods.d/strongsgreek.conf").is_file():
        pytest.skip("apt-get install sword-dict-strongs-greek sword-dict-strongs-hebrew")
    rows = convert.rows(Path("/usr/share/sword"))
    written = convert.write(rows, tmp_path)
    shipped = ROOT / "resources" / "strongs" / "strongs.tsv.xz"
    assert lzma.decompress(written.read_bytes()) == lzma.decompress(shipped.read_bytes())
    assert sum(r[0].startswith("G") for r in rows) == 5624 and sum(r[0].startswith("H") for r in rows) == 8674
