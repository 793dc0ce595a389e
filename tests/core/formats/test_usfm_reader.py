"""USFM: folders, zips, single files, markers, notes and the errors a user can meet."""

from __future__ import annotations

import logging
import zipfile
from pathlib import Path

import pytest

from app.core.errors import Cancelled, ImportFormatError
from app.core.formats import usfm

HEAD = "\\id JHN Test Bible\n\\h John\n"


def _verses(parsed):
    return {(v.book, v.chapter, v.verse): v for v in parsed.verses}


def test_folder_skips_front_matter_and_reads_meta(fixtures: Path) -> None:
    parsed = usfm.read(fixtures / "usfm")
    assert parsed.meta.name == "Fixture Bible (FXB), test edition"
    assert parsed.meta.source == "usfm"
    assert {v.book for v in parsed.verses} == {"Ruth", "Ps", "John"}
    assert "introduction" not in " ".join(v.text for v in parsed.verses)


def test_zip_of_usfm(fixtures: Path, tmp_path: Path) -> None:
    archive = tmp_path / "bible.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for p in sorted((fixtures / "usfm").iterdir()):
            zf.write(p, f"release/{p.name}")
        zf.writestr("release/README.md", "not a book")
        zf.writestr("__MACOSX/release/._08RUT.usfm", "junk")
    parsed = usfm.read(archive)
    assert len(parsed.verses) == len(usfm.read(fixtures / "usfm").verses)
    assert parsed.meta.source == "bible.zip"


def test_zip_without_usfm_and_broken_zip(write) -> None:
    empty = write("x.zip", b"")
    with zipfile.ZipFile(empty, "w") as zf:
        zf.writestr("notes.txt", "hello")
    with pytest.raises(ImportFormatError, match="no USFM files"):
        usfm.read(empty)
    broken = write("broken.zip", b"PK\x03\x04 this is not really a zip")
    with pytest.raises(ImportFormatError, match="not a valid .zip"):
        usfm.read(broken)


def test_single_file(fixtures: Path) -> None:
    parsed = usfm.read(fixtures / "usfm" / "43JHN.usfm")
    assert [(v.chapter, v.verse) for v in parsed.verses] == [(3, 16), (3, 17), (3, 18), (4, 1), (4, 2)]
    assert parsed.book_titles == {"John": "John"}


def test_character_markers_attributes_and_unknown_markers(write) -> None:
    path = write(
        "JHN.usfm",
        HEAD + "\\c 1\n\\p\n"
        '\\v 1 \\w In|lemma="en" strong="G1722"\\w* the \\+nd beginning\\+nd* was~the \\bd Word\\bd*,'
        " \\zcustom odd\\zcustom* text \\zz and more.\n"
        '\\v 2 \\va 2a\\va*\\vp 2b\\vp*This // one \\fig A picture|src="a.jpg"\\fig* was '
        "\\em with\\em* God.\n"
        "\\v 3 Here *fn a stray residue \\added lost\\add* its backslash.\n",
    )
    v = _verses(usfm.read(path))
    assert v["John", 1, 1].text == "In the beginning was the Word, odd text and more."
    assert v["John", 1, 2].text == "This one was with God."
    assert v["John", 1, 3].text == "Here a stray residue lost its backslash."


def test_usfm3_milestones_and_alignment(write) -> None:
    path = write(
        "JHN.usfm",
        HEAD + "\\c 1\n\\ts\\*\n\\p\n"
        '\\v 1 \\qt-s |who="Jesus"\\*\\zaln-s |x-strong="G1722" x-lemma="ἐν"\\*\\w In|x-occurrence="1"\\w*'
        '\\zaln-e\\* \\zaln-s |x-strong="G746"\\*\\w the beginning|x-occurrence="1"\\w*\\zaln-e\\*'
        ".\\qt-e\\*\n",
    )
    assert usfm.read(path).verses[0].text == "In the beginning."


def test_notes_never_leave_space_before_punctuation(write) -> None:
    path = write(
        "JHN.usfm",
        HEAD + "\\c 1\n\\p\n"
        "\\v 1 Word \\f + \\fr 1:1 \\ft a note\\f* , and \\x - \\xo 1:1 \\xt Gen 1:1\\x* .\n"
        "\\v 2 \\f + \\fq Quoted \\ft explained\\f*Starts with a note.\n",
    )
    v = _verses(usfm.read(path))
    assert v["John", 1, 1].text == "Word, and."
    assert [(n.kind, n.text, n.offset) for n in v["John", 1, 1].notes] == [
        ("footnote", "a note", 4),
        ("crossref", "Gen 1:1", 9),
    ]
    assert v["John", 1, 2].text == "Starts with a note."
    assert [(n.text, n.offset) for n in v["John", 1, 2].notes] == [("Quoted: explained", 0)]


def test_unclosed_footnote_ends_at_next_verse(write) -> None:
    path = write("JHN.usfm", HEAD + "\\c 1\n\\p\n\\v 1 Text \\f + \\ft never closed\n\\v 2 Next.\n")
    v = _verses(usfm.read(path))
    assert v["John", 1, 1].text == "Text"
    assert v["John", 1, 1].notes[0].text == "never closed"
    assert v["John", 1, 2].text == "Next."


def test_headings_and_titles(write) -> None:
    path = write(
        "HAB.usfm",
        "\\id HAB\n\\c 3\n\\d A prayer of Habakkuk.\n\\s1 A heading\n\\q1\n\\v 1 First verse.\n\\q1\n"
        "\\v 19 Last verse.\n\\qd For the music director.\n\\c 4\n\\p\n\\v 1 Invented chapter.\n",
    )
    v = _verses(usfm.read(path))
    assert v["Hab", 3, 1].text == "First verse."
    assert [(n.kind, n.text, n.offset) for n in v["Hab", 3, 1].notes] == [
        ("title", "A prayer of Habakkuk.", 0)
    ]
    assert [(n.kind, n.text, n.offset) for n in v["Hab", 3, 19].notes] == [
        ("title", "For the music director.", len("Last verse."))
    ]
    assert not v["Hab", 4, 1].notes


def test_merged_and_segmented_verses(write) -> None:
    path = write("JHN.usfm", HEAD + "\\c 1\n\\p\n\\v 1-2 Merged.\n\\v 3a Part one\n\\p\n\\v 3b part two.\n")
    parsed = usfm.read(path)
    assert [(v.verse, v.verse_end, v.text) for v in parsed.verses] == [
        (1, 2, "Merged."),
        (3, None, "Part one part two."),
    ]


def test_out_of_order_sorted_and_duplicates_keep_first(write, caplog) -> None:
    path = write(
        "JHN.usfm",
        HEAD + "\\c 2\n\\p\n\\v 1 Two one.\n\\c 1\n\\p\n\\v 2 One two.\n\\v 1 One one.\n\\v 2 Duplicate.\n"
        "\\v 1-2 Overlapping range.\n",
    )
    with caplog.at_level(logging.WARNING):
        parsed = usfm.read(path)
    assert [(v.chapter, v.verse, v.text) for v in parsed.verses] == [
        (1, 1, "One one."),
        (1, 2, "One two."),
        (2, 1, "Two one."),
    ]
    assert "appears more than once" in caplog.text


def test_verse_before_chapter_names_the_line(write) -> None:
    path = write("JHN.usfm", HEAD + "\\p\n\\v 16 Text.\n")
    with pytest.raises(ImportFormatError) as e:
        usfm.read(path)
    assert "before any chapter marker" in e.value.problem
    assert e.value.line == 4


def test_unknown_book_is_an_error_extra_book_is_skipped(write, caplog) -> None:
    with pytest.raises(ImportFormatError, match="'XYZ'"):
        usfm.read(write("XYZ.usfm", "\\id XYZ\n\\c 1\n\\v 1 Text.\n"))
    folder_book = write("b/41MAT.usfm", "\\id MAT\n\\c 1\n\\p\n\\v 1 Matthew.\n")
    write("b/A3MA.usfm", "\\id 3MA\n\\c 1\n\\p\n\\v 1 Third Maccabees.\n")
    with caplog.at_level(logging.WARNING):
        parsed = usfm.read(folder_book.parent)
    assert [v.book for v in parsed.verses] == ["Matt"]
    assert "3MA" in caplog.text


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "empty"),
        (b"   \n\n", "empty"),
        (b"\x00\x01\x02\xff\xfe garbage \x00", "binary"),
        (b"Just some words, no markers.", "no \\id"),
        (b"\\id JHN\n\\c one\n", "invalid chapter number"),
        (b"\\id JHN\n\\c 1\n\\v x Text\n", "invalid verse number"),
        (b"\\id JHN\n\\h John\n", "no verses found"),
        (b"\\c 1\n\\v 1 Text\n\\id JHN\n", "before the \\id line"),
    ],
)
def test_bad_files(write, content: bytes, problem: str) -> None:
    with pytest.raises(ImportFormatError) as e:
        usfm.read(write("bad.usfm", content))
    assert problem in e.value.problem
    assert e.value.path.endswith("bad.usfm")


def test_missing_path_and_empty_folder(tmp_path: Path) -> None:
    with pytest.raises(ImportFormatError, match="does not exist"):
        usfm.read(tmp_path / "nope")
    with pytest.raises(ImportFormatError, match="no USFM files"):
        usfm.read(tmp_path)


def test_windows_1252_and_utf16_files(write) -> None:
    text = "\\id JHN\n\\c 1\n\\p\n\\v 1 Ação e coração.\n"
    assert usfm.read(write("cp.usfm", text.encode("cp1252"))).verses[0].text == "Ação e coração."
    assert usfm.read(write("u16.usfm", text.encode("utf-16"))).verses[0].text == "Ação e coração."


def test_progress_and_cancel(fixtures: Path) -> None:
    calls: list[tuple[int, int, str]] = []
    usfm.read(fixtures / "usfm", progress=lambda d, t, m: calls.append((d, t, m)))
    assert calls == [(1, 4, "FRT"), (2, 4, "Ruth"), (3, 4, "Ps"), (4, 4, "John")]

    with pytest.raises(Cancelled):
        usfm.read(
            fixtures / "usfm",
            progress=lambda d, t, m: calls.append((d, t, m)),
            cancelled=lambda: len(calls) > 5,
        )
