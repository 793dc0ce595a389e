"""Reading an import's files safely: regular files only, sizes capped as read, encodings decided once.

A pipe or a device named like a Bible is refused before it is opened; a file, or a .zip member, is read with
a hard cap on the bytes actually read (`common.MAX_FILE_BYTES`, and `MAX_TOTAL_BYTES` for an import's files
together); bytes become text by `decode_text`, which names the file, the line and the byte it refuses.
"""

from __future__ import annotations

import codecs
import logging
import os
import stat
import zipfile
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats.common import MAX_FILE_BYTES, MAX_TOTAL_BYTES

log = logging.getLogger(__name__)


def looks_binary(head: bytes) -> bool:
    """NUL bytes in the first kilobytes, and no UTF-16/32 byte-order mark to explain them."""
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return False
    return b"\x00" in head


MAX_BAD_BYTES = 100  # a "mostly UTF-8" file: at most this many bad sequences, and twice as many good ones
_UTF8_BOM = b"\xef\xbb\xbf"


def decode_text(data: bytes, path: str | Path, warnings: list[str] | None = None) -> str:
    """Bytes of a text format to str, the encoding decided once for the whole file.

    UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such. A file that is mostly UTF-8 with a
    few bad bytes stays UTF-8: those bytes become U+FFFD and are reported with their line (`warnings`), so
    one bad byte never turns every accent of the file into mojibake. A file with no UTF-8 sequences at all is
    Windows-1252 (with a warning). Anything else — binary, empty, encodings mixed — is refused, naming the
    file, the line and the byte.
    """
    if not data.strip():
        raise ImportFormatError(str(path), "file is empty")
    if looks_binary(data[:8192]):
        raise ImportFormatError(str(path), "binary file, not a Bible text format")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as e:
            raise ImportFormatError(str(path), f"invalid UTF-16 text: {e.reason} at byte {e.start}") from e
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd") - data.count(b"\xef\xbf\xbd")  # one U+FFFD per bad sequence
    good = len(text) - len(text.encode("ascii", "ignore")) - text.count("\ufffd")
    where = _utf8_errors(data, 5)
    if bad <= MAX_BAD_BYTES and good >= 2 * bad:
        shown = ", ".join(f"line {line} (byte 0x{byte:02X})" for line, byte in where)
        more = f" and {bad - len(where)} more" if bad > len(where) else ""
        _warn(warnings, path, f"{bad} byte(s) that are not UTF-8 were replaced by \ufffd: {shown}{more}")
        return text
    if good * 20 < bad:
        try:
            decoded = data.decode("cp1252")
        except UnicodeDecodeError as e:
            line = data.count(b"\n", 0, e.start) + 1
            raise ImportFormatError(
                str(path),
                f"not a text file in UTF-8 or Windows-1252: byte 0x{data[e.start]:02X} is neither",
                line,
            ) from e
        _warn(warnings, path, "not UTF-8: read as Windows-1252")
        return decoded
    line, byte = where[0]
    raise ImportFormatError(
        str(path),
        f"mixes encodings: mostly UTF-8, but {bad} byte sequences are not (the first is byte 0x{byte:02X});"
        " save the file as UTF-8",
        line,
    )


def _utf8_errors(data: bytes, limit: int) -> list[tuple[int, int]]:
    """(line, first byte) of the first `limit` invalid UTF-8 sequences."""
    view = memoryview(data)
    found: list[tuple[int, int]] = []
    pos = 0
    while len(found) < limit and pos < len(data):
        try:
            codecs.utf_8_decode(view[pos:], "strict", True)
            break
        except UnicodeDecodeError as e:
            at = pos + e.start
            found.append((data.count(b"\n", 0, at) + 1, data[at]))
            pos += e.end
    return found


def _warn(warnings: list[str] | None, path: str | Path, message: str) -> None:
    log.warning("%s: %s", path, message)
    if warnings is not None:
        warnings.append(f"{Path(path).name}: {message}")


def existing_file(path: str | Path) -> Path:
    """`path` as a Path, refused when no file is there (a folder, a missing name)."""
    path = Path(path)
    if not path.is_file():
        raise ImportFormatError(str(path), "file does not exist")
    return path


def require_regular(path: Path, shown: str) -> None:
    """Refuse what is not a regular file before opening it: a FIFO (or a device) named like a Bible would
    block the import forever."""
    try:
        mode = os.stat(path).st_mode
    except OSError as e:
        raise ImportFormatError(shown, f"cannot read the file: {e.strerror or e}") from e
    if not stat.S_ISREG(mode):
        raise ImportFormatError(shown, "not a regular file (a pipe, a device or a socket): nothing to import")


def read_capped(path: Path, display: str | None = None, limit: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes, refused past `limit` (counted as read, not as the file system says)."""
    shown = display or str(path)
    require_regular(path, shown)
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise ImportFormatError(shown, f"cannot read the file: {e.strerror or e}") from e
    if len(data) > limit:
        mb = limit // (1024 * 1024)
        raise ImportFormatError(shown, f"the file is larger than {mb} MB: not a Bible text")
    return data


_READ_CHUNK = 1 << 20  # inflated bytes asked for at a time: deflate never returns more than that
_ZIP_METHODS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)


def read_source(
    display: str, src: Path | zipfile.ZipInfo, zf: zipfile.ZipFile | None, budget: list[int],
    what: str = "not a Bible book",
) -> bytes:
    """One file's bytes, or one .zip member's. A member is streamed with a hard cap on the bytes actually
    inflated (its header's size may lie: a zip bomb declares a small one), as is every file; `budget` caps
    them all together. `what` ends the message of a file past the cap ("not a Bible book")."""
    limit = min(MAX_FILE_BYTES, budget[0])
    if isinstance(src, zipfile.ZipInfo):
        assert zf is not None
        if src.compress_type not in _ZIP_METHODS:
            # zipfile inflates bzip2 and LZMA without a bound on what one read returns: a small member could
            # fill the memory before any cap is checked. Bible archives use deflate.
            raise ImportFormatError(
                display,
                f"compressed with method {src.compress_type} (not deflate): extract the archive and import "
                "its folder",
            )
        chunks: list[bytes] = []
        size = 0
        try:
            with zf.open(src) as member:
                while chunk := member.read(min(_READ_CHUNK, limit + 1 - size)):
                    chunks.append(chunk)
                    size += len(chunk)
                    if size > limit:
                        break
        except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, EOFError,
                RuntimeError, ValueError) as e:  # fmt: skip
            raise ImportFormatError(display, f"cannot extract from the .zip archive: {e}") from e
        if size > limit:
            raise _too_large(display, limit, what)
        data = b"".join(chunks)
    else:
        try:
            data = read_capped(src, display, limit)
        except ImportFormatError:
            if src.is_file() and src.stat().st_size > limit:
                raise _too_large(display, limit, what) from None
            raise
    budget[0] -= len(data)
    return data


def _too_large(display: str, limit: int, what: str) -> ImportFormatError:
    if limit < MAX_FILE_BYTES:
        mb = MAX_TOTAL_BYTES // (1024 * 1024)
        whole = what.replace(" book", "")
        return ImportFormatError(display, f"the files together are larger than {mb} MB: {whole}")
    mb = MAX_FILE_BYTES // (1024 * 1024)
    return ImportFormatError(display, f"larger than {mb} MB once extracted: {what}")
