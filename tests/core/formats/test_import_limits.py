"""What a hostile or broken file can do to an import: bombs, giant verses, huge numbers, control characters,
bad bytes. Each ends in a typed error naming the file (and the line), or imports with a warning — never a
traceback, never unbounded memory."""

from __future__ import annotations

import io
import struct
import tracemalloc
import zipfile
from pathlib import Path

import pytest

from app.core.errors import ImportFormatError
from app.core.formats import safe_reading, usfm
from app.core.formats.common import MAX_VERSE_CHARS, printable, strip_controls
from app.core.formats.detect import read_translation
from app.core.library.writing import add_translation

USFM_HEAD = "\\id JHN Test\n\\c 3\n\\p\n"


def _zip(path: Path, members: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", compression=method) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def _lie_about_sizes(path: Path, declared: int) -> None:
    """Rewrite every member's uncompressed size, in its local header and in the central directory."""
    data = bytearray(path.read_bytes())
    for signature, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        start = 0
        while (at := data.find(signature, start)) != -1:
            data[at + offset : at + offset + 4] = struct.pack("<I", declared)
            start = at + 4
    path.write_bytes(bytes(data))


# --- zip bombs --------------------------------------------------------------------------------------------


def test_a_zip_whose_header_lies_is_read_in_bounded_memory(tmp_path):
    """A member declaring 1 KB that inflates to 80 MB: the old reader trusted the header and inflated it all
    in one read (80 MB here; 2 GB with a bigger member)."""
    bomb = USFM_HEAD.encode() + b"\\v 1 " + b"a" * (80 * 1024 * 1024)
    archive = _zip(tmp_path / "bomb.zip", {"43JHN.usfm": bomb})
    del bomb
    _lie_about_sizes(archive, 1024)
    tracemalloc.start()
    try:
        with pytest.raises(ImportFormatError) as info:
            usfm.read(archive)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "bomb.zip" in str(info.value)
    assert peak < 24 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"


def test_a_member_past_the_cap_is_refused_as_read(tmp_path, monkeypatch):
    monkeypatch.setattr(safe_reading, "MAX_FILE_BYTES", 100_000)
    verses = "".join(f"\\v {n} " + "word " * 40 + "\n" for n in range(1, 999))  # 200 KB, declared honestly
    data = USFM_HEAD.encode() + verses.encode()
    archive = _zip(tmp_path / "big.zip", {"43JHN.usfm": data})
    with pytest.raises(ImportFormatError, match="once extracted"):
        usfm.read(archive)


def test_members_together_past_the_total_cap_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(usfm, "MAX_TOTAL_BYTES", 150_000)
    book = "".join(f"\\v {n} " + "word " * 10 + "\n" for n in range(1, 999)).encode()  # 60 KB each
    members = {
        f"{n:02d}{code}.usfm": f"\\id {code} Test\n\\c 1\n\\p\n".encode() + book
        for n, code in enumerate(["GEN", "EXO", "LEV", "NUM"], start=1)
    }
    archive = _zip(tmp_path / "many.zip", members)
    with pytest.raises(ImportFormatError, match="together are larger"):
        usfm.read(archive)


def test_bzip2_members_are_refused_before_inflating(tmp_path):
    archive = _zip(tmp_path / "b.zip", {"43JHN.usfm": USFM_HEAD.encode() + b"\\v 1 x"}, zipfile.ZIP_BZIP2)
    with pytest.raises(ImportFormatError, match="not deflate"):
        usfm.read(archive)


# --- giant verses, huge numbers ---------------------------------------------------------------------------


def test_a_giant_verse_is_refused_with_its_place(write):
    path = write("giant.tsv", "JHN 3:16\t" + "amor " * (MAX_VERSE_CHARS // 4) + "\nJHN 3:17\tok\n")
    with pytest.raises(ImportFormatError) as info:
        read_translation(path)
    message = str(info.value)
    assert "John 3:16" in message and "line 1" in message and "characters long" in message


def test_a_giant_usfm_verse_is_refused(write):
    path = write("43JHN.usfm", USFM_HEAD + "\\v 16 " + "palavra " * 5000)
    with pytest.raises(ImportFormatError, match="characters long"):
        read_translation(path)


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("big.tsv", "JHN 9223372036854775808:1\tamor\n"),
        ("big.tsv", "JHN 3:9223372036854775808\tamor\n"),
        ("big.tsv", "JHN 3:16\tok\nJHN 3:" + "9" * 5000 + "\tamor\n"),
        ("43JHN.usfm", "\\id JHN\n\\c 99999999999999999999\n\\p\n\\v 1 amor\n"),
        ("43JHN.usfm", "\\id JHN\n\\c 3\n\\p\n\\v " + "9" * 5000 + " amor\n"),
        ("43JHN.usfm", "\\id JHN\n\\c 3\n\\p\n\\v 1000 amor\n"),
    ],
)
def test_huge_numbers_are_refused_not_overflowed(write, name, content):
    path = write(name, content)
    with pytest.raises(ImportFormatError):
        read_translation(path)


def test_huge_numbers_in_osis_are_refused(write):
    path = write(
        "big.osis.xml",
        '<osis><osisText><div type="book" osisID="John"><chapter osisID="John.3">'
        '<verse osisID="John.3.9223372036854775808">amor</verse></chapter></div></osisText></osis>',
    )
    with pytest.raises(ImportFormatError, match="beyond"):
        read_translation(path)


# --- control characters -----------------------------------------------------------------------------------


def test_control_characters_are_stripped_at_import(write, tmp_path):
    from app.core.library.reading import Library

    path = write("ctl.tsv", "JHN 3:16\tPorque \x1b[2J\x1b]0;pwned\x07Deus\x9b31m amou\x01 o mundo\n")
    parsed = read_translation(path)
    with Library(tmp_path / "lib.sqlite3") as library:
        add_translation(library, parsed, overrides=_meta())
        text = library.verse("ctl", "John", 3, 16).text
    assert text == "Porque [2J]0;pwnedDeus31m amou o mundo"
    assert not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in text)


def test_strip_and_printable():
    assert strip_controls("a\tb\nc\x1bd\x85e") == "a b cd e"
    assert strip_controls("plain") == "plain"
    shown = printable("x\x1by\x9bz")
    assert shown == "x\ufffdy\ufffdz" and len(shown) == 5  # one for one: highlight offsets still hold


def _meta():
    from app.core.formats.common import TranslationMeta

    return TranslationMeta(id="ctl", language="pt")


# --- encodings --------------------------------------------------------------------------------------------


def test_one_bad_byte_in_utf8_keeps_the_file_utf8_and_names_its_line(write):
    lines = ["JHN 3:16\tPorque Deus amou o mundo de tal maneira, coração e mão", "JHN 3:17\tsalvação"]
    data = ("\n".join(lines) + "\nJHN 3:18\tquem cr\xea n\xe3o\n").encode("utf-8")
    data = data.replace("crê".encode(), b"cr\xea")  # one byte that is not UTF-8, on line 3
    parsed = read_translation(write("bad.tsv", data))
    texts = [v.text for v in parsed.verses]
    assert "coração" in texts[0] and texts[1] == "salvação"  # no mojibake ("coraÃ§Ã£o")
    assert "\ufffd" in texts[2]
    assert any("line 3" in w and "0xEA" in w for w in parsed.warnings), parsed.warnings


def test_a_windows_1252_file_is_read_as_such(write):
    data = "JHN 3:16\tPorque Deus amou o mundo: coração, mão, salvação\n".encode("cp1252")
    parsed = read_translation(write("latin.tsv", data))
    assert parsed.verses[0].text.endswith("coração, mão, salvação")
    assert any("Windows-1252" in w for w in parsed.warnings)


def test_mixed_encodings_are_refused_naming_line_and_byte(write):
    utf8 = "JHN 3:16\tcoração mão ação\n".encode()
    latin = "JHN 3:17\tcoração mão ação\n".encode("cp1252")
    with pytest.raises(ImportFormatError) as info:
        read_translation(write("mixed.tsv", utf8 + latin))
    assert info.value.line == 2 and "0xE7" in info.value.problem and "mixed.tsv" in str(info.value)


def test_bytes_neither_utf8_nor_1252_are_refused_naming_line_and_byte(write):
    data = b"JHN 3:16\tone\nJHN 3:17\ttwo \x81 three\n"
    with pytest.raises(ImportFormatError) as info:
        read_translation(write("odd.tsv", data))
    assert info.value.line == 2 and "0x81" in info.value.problem


def test_zip_member_bytes_are_counted_as_read():
    """The stream reader stops a member at the cap even when zipfile would hand over more."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("a.usfm", b"x" * 5000)
    with zipfile.ZipFile(buffer) as zf:
        info = zf.infolist()[0]
        with pytest.raises(ImportFormatError):
            safe_reading.read_source("a.usfm", info, zf, [1000])


def test_an_xml_declaring_an_encoding_that_does_not_exist_is_refused(write):
    path = write("odd.osis.xml", '<?xml version="1.0" encoding="UTF-99"?><osis><osisText/></osis>')
    with pytest.raises(ImportFormatError, match="encoding"):
        read_translation(path)
