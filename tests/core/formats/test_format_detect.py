"""Format detection and the single entry point."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from app.core.errors import ImportFormatError
from app.core.formats.detect import FORMATS, detect_format, read_translation, xml_root


def test_zip_and_folder(fixtures: Path, tmp_path: Path) -> None:
    archive = tmp_path / "usfm.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for p in (fixtures / "usfm").iterdir():
            zf.write(p, p.name)
    assert detect_format(archive) == "usfm"
    assert detect_format(fixtures / "usfm") == "usfm"
    assert len(read_translation(archive).verses) == 14


def test_content_wins_over_extension(fixtures: Path, write) -> None:
    usfm_as_txt = write("john.txt", (fixtures / "usfm" / "43JHN.usfm").read_bytes())
    assert detect_format(usfm_as_txt) == "usfm"
    osis_no_ext = write("bible", (fixtures / "sample.osis.xml").read_bytes())
    assert detect_format(osis_no_ext) == "osis"
    assert read_translation(osis_no_ext).verses


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("empty.xml", b"", "file is empty"),
        ("garbage.bin", bytes(range(256)) * 4, "binary file"),
        ("report.pdf", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\x00\x00", "binary file"),
        ("page.xml", b"<?xml version='1.0'?><!-- c --><html><body/></html>", "root element is <html>"),
        ("doc.docx", b"PK\x03\x04\x14\x00not really", "not a valid .zip"),
        ("notes.txt", b"Just some notes.\n", "no vref.txt beside it"),
        ("story.md", b"# A story\n", "unrecognised format"),
    ],
)
def test_unsupported_files_list_supported_formats(write, name: str, content: bytes, problem: str) -> None:
    path = write(name, content)
    with pytest.raises(ImportFormatError) as e:
        read_translation(path)
    assert problem in e.value.problem
    if problem != "file is empty" and "zip" not in problem:
        assert "OSIS" in e.value.problem and "USFM" in e.value.problem


def test_docx_like_zip_without_usfm(write, tmp_path: Path) -> None:
    path = tmp_path / "letter.docx"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("word/document.xml", "<w:document/>")
    with pytest.raises(ImportFormatError, match="holds no USFM files"):
        detect_format(path)


def test_vref_list_itself_and_missing(write, tmp_path: Path) -> None:
    listing = write("v/vref.txt", "GEN 1:1\n")
    with pytest.raises(ImportFormatError, match="verse list"):
        detect_format(listing)
    with pytest.raises(ImportFormatError, match="does not exist"):
        detect_format(tmp_path / "missing.usfm")
    with pytest.raises(ImportFormatError, match="holds no Bible files"):
        detect_format(write("folder/readme.md", "hi").parent)


def test_explicit_format(fixtures: Path) -> None:
    assert read_translation(fixtures / "sample.tsv", fmt="TSV").verses
    with pytest.raises(ImportFormatError, match="choose one of: usfm"):
        read_translation(fixtures / "sample.tsv", fmt="pdf")
    # the wrong reader for the file gives a clear error, not garbage
    with pytest.raises(ImportFormatError, match="malformed at line 1"):
        read_translation(fixtures / "usfm" / "43JHN.usfm", fmt="osis")
    with pytest.raises(ImportFormatError, match="not Zefania"):
        read_translation(fixtures / "sample.osis.xml", fmt="zefania")
    assert set(FORMATS) == {"usfm", "osis", "usfx", "zefania", "vref", "tsv", "sword"}


def test_xml_root_skips_prolog() -> None:
    text = '<?xml version="1.0"?>\n<!-- <osis> -->\n<!DOCTYPE x>\n<z:XMLBIBLE xmlns:z="u">'
    assert xml_root(text) == "XMLBIBLE"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_named_like_a_bible_is_refused_without_blocking(tmp_path):
    """Opening a FIFO waits for a writer forever: it is refused before it is opened, by detection and by
    every reader."""
    import subprocess
    import sys

    fifo = tmp_path / "minha.usfm"
    os.mkfifo(fifo)
    code = (
        "import sys; from pathlib import Path; from app.core.formats import detect\n"
        "from app.core.formats.safe_reading import read_capped\n"
        "from app.core.errors import ImportFormatError\n"
        "for read in (detect.detect_format, read_capped):\n"
        "    try:\n        read(Path(sys.argv[1]))\n    except ImportFormatError as e:\n        print(e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(fifo)], capture_output=True, text=True, timeout=60,
        cwd=Path(__file__).resolve().parents[3],
    )  # fmt: skip
    assert done.stdout.count("not a regular file") == 2, done.stdout + done.stderr
