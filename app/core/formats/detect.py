"""Which format is this file or folder, and the single entry point `read_translation`.

Detection looks at the content first and the extension second, so a USFM file saved as .txt or an OSIS file
saved without extension still imports; a file in no supported format gets an ImportFormatError listing the
formats we read.
"""

from __future__ import annotations

import logging
import re
import zipfile
from collections.abc import Callable
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats import osis, sword, usfm, usfx, vref, zefania
from app.core.formats.common import ParsedTranslation
from app.core.formats.safe_reading import looks_binary, require_regular
from app.core.progress import CancelFn, ProgressFn, never, no_progress

log = logging.getLogger(__name__)

FORMATS: dict[str, str] = {
    "usfm": "USFM: a folder or .zip of .usfm/.sfm book files, or one .usfm/.sfm file",
    "osis": "OSIS XML",
    "usfx": "USFX XML",
    "zefania": "Zefania XML",
    "vref": "one verse per line, with vref.txt beside it (eBible corpus style)",
    "tsv": "tab-separated lines: 'GEN 1:1<TAB>text' or 'Gen.1.1<TAB>text'",
    "sword": "a SWORD module (BibleTime, Xiphos, AndBible): a CrossWire .zip, a SWORD folder or its .conf",
}
_ALIASES = {"sfm": "usfm", "zef": "zefania", "zefania-xml": "zefania", "osis-xml": "osis", "txt": "vref"}
_READERS: dict[str, Callable[..., ParsedTranslation]] = {
    "usfm": usfm.read,
    "osis": osis.read,
    "usfx": usfx.read,
    "zefania": zefania.read,
    "vref": vref.read,
    "tsv": vref.read_tsv,
    "sword": sword.read,
}
SUPPORTED_FORMATS_TEXT = (
    "USFM (a folder or .zip of .usfm/.sfm files, or one .usfm/.sfm file), OSIS XML, USFX XML, Zefania XML, "
    "one-verse-per-line text with a vref.txt beside it, TSV lines 'GEN 1:1<TAB>text', or a SWORD module (a "
    "CrossWire .zip or a SWORD folder)"
)
_HEAD_BYTES = 65536
_XML_NOISE = re.compile(r"<!--.*?-->|<\?.*?\?>|<!\[CDATA\[.*?\]\]>", re.S)
_XML_TAG = re.compile(r"<(!?)([A-Za-z_][\w.:-]*)")


def _unsupported(path: Path, what: str) -> ImportFormatError:
    return ImportFormatError(str(path), f"{what}; supported formats: {SUPPORTED_FORMATS_TEXT}")


def _decode_head(head: bytes) -> str:
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return head.decode("utf-16", errors="replace")
    return head.decode("utf-8", errors="replace").lstrip("\ufeff")


def xml_root(text: str) -> str | None:
    """Local name of the first element in `text` (skipping the declaration, comments and the DOCTYPE)."""
    for m in _XML_TAG.finditer(_XML_NOISE.sub("", text)):
        if not m.group(1):
            return m.group(2).rsplit(":", 1)[-1]
    return None


def detect_format(path: str | Path) -> str:
    """One of FORMATS' keys for `path`, or ImportFormatError naming the problem and the supported formats."""
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(str(path), "file or folder does not exist")
    if sword.is_module(path):
        return "sword"
    if path.is_dir():
        if usfm.list_folder(path):
            return "usfm"
        raise _unsupported(path, "the folder holds no Bible files (.usfm or .sfm)")
    require_regular(path, str(path))
    try:
        with open(path, "rb") as f:
            head = f.read(_HEAD_BYTES)
    except OSError as e:
        raise ImportFormatError(str(path), f"cannot read the file: {e.strerror or e}") from e
    if not head.strip():
        raise ImportFormatError(str(path), "file is empty")
    suffix = path.suffix.lower()
    if head.startswith(b"PK\x03\x04") or suffix == ".zip":
        if not zipfile.is_zipfile(path):
            raise ImportFormatError(str(path), "not a valid .zip archive (damaged or truncated?)")
        if usfm.zip_has_usfm(path):
            return "usfm"
        raise _unsupported(path, "the .zip archive holds no USFM files (.usfm or .sfm)")
    if looks_binary(head[:8192]):
        raise _unsupported(path, "binary file, not a Bible text")
    text = _decode_head(head)
    if text.lstrip().startswith("<"):
        root = xml_root(text)
        if root in ("osis", "osisText"):
            return "osis"
        if root == "usfx":
            return "usfx"
        if root is not None and root.lower() == "xmlbible":
            return "zefania"
        if root is None:
            raise _unsupported(path, "looks like XML but no element was found at the start")
        raise _unsupported(path, f"XML whose root element is <{root}>")
    if re.match(r"\s*\\(id|usfm|rem)\b", text) or suffix in usfm.USFM_SUFFIXES:
        return "usfm"
    if vref.looks_like_tsv(text):
        return "tsv"
    if path.name.lower() == vref.VREF_NAME:
        raise ImportFormatError(
            str(path), "this is the verse list (vref.txt); choose the text file beside it"
        )
    if (path.parent / vref.VREF_NAME).is_file():
        return "vref"
    if suffix == ".txt":
        raise _unsupported(
            path, f"a .txt file with no {vref.VREF_NAME} beside it and no 'GEN 1:1<TAB>' lines"
        )
    raise _unsupported(path, "unrecognised format")


def read_translation(
    path: str | Path,
    fmt: str | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation:
    """Read any supported Bible file; `fmt` (a FORMATS key) skips detection."""
    if fmt is None:
        fmt = detect_format(path)
        log.info("%s: detected format %s", path, fmt)
    key = _ALIASES.get(fmt.lower(), fmt.lower())
    reader = _READERS.get(key)
    if reader is None:
        raise ImportFormatError(str(path), f"unknown format {fmt!r}; choose one of: {', '.join(FORMATS)}")
    return reader(path, progress=progress, cancelled=cancelled)
