"""SWORD modules (the CrossWire format of BibleTime, Xiphos and AndBible): Bibles and commentaries.

A module is a `.conf` in `mods.d/` (its name in brackets, then `Key=Value` lines) and a folder of data files
named by its `DataPath`. Lâmpada reads it from a CrossWire `.zip`, from a SWORD folder (the one holding
`mods.d/`) or by its name from the SWORD folders found on this computer (`discover`).

What is read here and what comes from `pysword` (MIT): pysword gives the versification tables (which book,
chapter and verse each entry of the index stands for, per `Versification=`: KJV, NRSVA, Synodal, Vulg…) and
the Sapphire cipher of locked modules. The files themselves are read here, because an import must check them
(a truncated index or data file is refused with the file named, where pysword returns empty verses), must see
which entries are linked (one text for several verses: a merged verse, or a commentary entry on a range), and
must read commentaries (zCom, zCom4, RawCom, RawCom4: the same files as zText, zText4, RawText, RawText4),
which pysword refuses. The markup of each entry is read by `sword_markup`.

Versification: each verse keeps the number the module gives it, its book placed by OSIS id in the library's
canon (as for every importer); verses the standard numbering lacks are kept and named in the import report,
books outside the canon are skipped with a warning.
"""

from __future__ import annotations

import bz2
import functools
import logging
import lzma
import os
import re
import stat
import struct
import sys
import zipfile
import zlib
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from app.core.errors import ImportFormatError, ModuleLocked, UnsupportedModule
from app.core.formats import sword_markup
from app.core.formats.common import (
    MAX_FILE_BYTES,
    MAX_NUMBER,
    MAX_TOTAL_BYTES,
    ParsedTranslation,
    TranslationMeta,
    id_from_name,
    strip_controls,
)
from app.core.formats.safe_reading import read_source
from app.core.formats.text_cleaning import normalize_language
from app.core.formats.verse_collector import SkipBook, VerseCollector, book_from_osis
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

BIBLE_DRIVERS = {"ztext": 10, "ztext4": 12, "rawtext": 6, "rawtext4": 8}  # driver -> index record size
COMMENTARY_DRIVERS = {"zcom": 10, "zcom4": 12, "rawcom": 6, "rawcom4": 8}
MAX_CONF_BYTES = 1024 * 1024
MAX_ENTRY_CHARS = 4_000_000  # one commentary entry: Treasury of David on Psalm 119 is one of 1.44 million
# What a module's entries may give, whatever the driver (raw or compressed, Bible or commentary):
# - MAX_MODULE_TEXT_BYTES: every entry's markup together, an entry read again for another verse each time;
# - distinct entries' markup at most TEXT_PER_DATA_BYTE times the module's own text (its raw data files as
#   read, its compressed blocks as inflated) plus TEXT_SLACK_BYTES. SWORD writes each entry once and links
#   verses by repeating an entry's place, so a real module gives at most its text; entries that overlap (a
#   10 KB zip whose 7,957 entries covered one 3.9 MB file asked for 31 GB) are refused within a few MB.
MAX_MODULE_TEXT_BYTES = MAX_TOTAL_BYTES
TEXT_PER_DATA_BYTE = 2
TEXT_SLACK_BYTES = 1024 * 1024
# What a block that does not decompress raises (a damaged block, or one decrypted with a wrong CipherKey).
DAMAGED_BLOCK_ERRORS = (zlib.error, OSError, lzma.LZMAError, EOFError, ValueError)
# A module's entries that are not text: the share of control bytes (and of bytes that do not decode) past
# which a testament's text is binary — a raw module decrypted with a wrong CipherKey gives one control byte in
# nine.
NOT_TEXT_SHARE = 0.03
NOT_TEXT_SAMPLE = 32  # bytes of a testament's text needed before judging it
# From the .conf: the name (Description) is cut at MAX_NAME_CHARS, the licence at MAX_LICENCE_CHARS, the
# attribution at MAX_ATTRIBUTION_CHARS; `Lang` must be a language code (BCP-47's shape, at most
# MAX_LANGUAGE_CHARS) or it is ignored with a note.
MAX_NAME_CHARS = 200
MAX_LICENCE_CHARS = 300
MAX_ATTRIBUTION_CHARS = 1000
MAX_LANGUAGE_CHARS = 35
_LANGUAGE = re.compile(r"^(?:[A-Za-z]{2,8}|[xXiI])(?:-[A-Za-z0-9]{1,8})*$")
_CONF_NAME = re.compile(r"^\[([^\]\r\n]{1,100})\]\s*$")
_RTF_WORD = re.compile(r"\\(?:(par|pard|qc|ql|qr|b0|b|i0|i|line|tab)\s?|(u-?\d{1,6})\??)")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _pysword_canons() -> Mapping[str, dict]:
    from pysword.canons import canons

    return canons


# --------------------------------------------------------------------------------------------------- .conf


@dataclass(frozen=True)
class ModuleConf:
    """A module's .conf: its name and its fields (keys lower-cased; a repeated key keeps every value)."""

    name: str
    fields: Mapping[str, tuple[str, ...]]
    path: str  # where it was read, for messages

    def get(self, key: str, default: str = "") -> str:
        values = self.fields.get(key.lower())
        return values[0].strip() if values else default

    @property
    def driver(self) -> str:
        return self.get("ModDrv").lower()

    @property
    def kind(self) -> str:
        """ "bible", "commentary", or "other" (a dictionary, a general book, a map…)."""
        if self.driver in BIBLE_DRIVERS:
            return "bible"
        if self.driver in COMMENTARY_DRIVERS:
            return "commentary"
        return "other"

    @property
    def locked(self) -> bool:
        """Encrypted and no key given: `CipherKey=` present but empty."""
        return "cipherkey" in self.fields and not self.get("CipherKey")

    @property
    def description(self) -> str:
        """The module's name for people: its Description (the name in brackets if it has none), one line, cut
        at MAX_NAME_CHARS."""
        text = " ".join(printable_text(self.get("Description")).split()) or printable_text(self.name)
        return cut_text(text, MAX_NAME_CHARS)

    @property
    def language(self) -> str | None:
        """`Lang` as a language code ("por" -> "pt"); None when absent or not shaped as one."""
        found = normalize_language(clean_text(self.get("Lang")))
        return found if found and is_language_code(found) else None

    @property
    def licence(self) -> str:
        return cut_text(" ".join(printable_text(self.get("DistributionLicense")).split()), MAX_LICENCE_CHARS)

    @property
    def about(self) -> str:
        return rtf_text(self.get("About"))

    def notes(self) -> list[str]:
        """What the import report says about the .conf's own fields: a name cut, a language ignored."""
        out = []
        description = " ".join(printable_text(self.get("Description")).split())
        if len(description) > MAX_NAME_CHARS:
            out.append(
                f"{self.name}: its Description is {len(description):,} characters long; the name keeps the "
                f"first {MAX_NAME_CHARS}"
            )
        if self.get("Lang") and self.language is None:
            shown = cut_text(printable_text(self.get("Lang")), 40)
            out.append(f"{self.name}: Lang={shown} is not a language code: ignored")
        return out

    def attribution(self) -> str:
        """Copyright, holder and date as the .conf gives them, and the start of About."""
        parts = [
            self.get("ShortCopyright") or self.get("Copyright"),
            self.get("CopyrightHolder"),
            self.get("CopyrightDate"),
        ]
        seen: list[str] = []
        for part in (rtf_text(p) for p in parts):
            if part and part.lower() not in (s.lower() for s in seen):
                seen.append(part)
        about = _first_sentences(self.about, 300)
        if about and about.lower() not in (s.lower() for s in seen):
            seen.append(about)
        joined = " — ".join(cut_text(p, MAX_ATTRIBUTION_CHARS) for p in seen)
        return cut_text(strip_controls(joined), MAX_ATTRIBUTION_CHARS)


def rtf_text(value: str) -> str:
    """A .conf value as one line of plain text: its RTF goes (`\\par` and `\\tab` become spaces, `\\u233?` the
    character; `\\u55357?\\u56842?`, a character past U+FFFF as RTF writes it, the one character)."""

    def word(m: re.Match[str]) -> str:
        token, code = m.groups()
        if code:  # "\\u233?": the character, then its fallback "?" (a space after it is text)
            return chr(int(code[1:]) % 65536)  # RTF writes code units as signed 16-bit numbers
        return " " if token in ("par", "line", "tab") else ""

    return strip_controls(" ".join(clean_text(_RTF_WORD.sub(word, value)).split()))


def is_language_code(code: str) -> bool:
    """Shaped as a BCP-47 tag ("pt", "pt-BR", "grc", "zh-Hant", "x-E-ABC"), at most MAX_LANGUAGE_CHARS."""
    return len(code) <= MAX_LANGUAGE_CHARS and bool(_LANGUAGE.match(code))


def clean_text(text: str) -> str:
    """`text` with its surrogates resolved: a high and a low one in a row become their character, one alone
    becomes U+FFFD (no encoder, SQLite's included, accepts it). Text from a .conf, an RTF escape or a file's
    name (Python gives undecodable bytes of a name as lone surrogates) passes here before it is kept."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def printable_text(text: str) -> str:
    """Text from a file, safe in a message: surrogates resolved, control characters gone."""
    return strip_controls(clean_text(text))


def cut_text(text: str, limit: int) -> str:
    """`text` at most `limit` characters long, cut at a space when one is near the end, with "…"."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space > limit * 3 // 4 else head).rstrip() + "…"


def _first_sentences(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(". ", 0, limit)
    return text[: cut + 1] if cut > 40 else text[:limit].rstrip() + "…"


def parse_conf(data: bytes, where: str) -> ModuleConf:
    """A .conf's bytes (UTF-8, else Latin-1 as SWORD assumes). ImportFormatError when it is not a module's
    .conf: no `[Name]` line, or no `DataPath`/`ModDrv`."""
    where = clean_text(where)
    if len(data) > MAX_CONF_BYTES:
        raise ImportFormatError(where, "too large for a SWORD module's .conf")
    if b"\x00" in data[:8192]:
        raise ImportFormatError(where, "binary file, not a SWORD module's .conf")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    name = ""
    fields: dict[str, list[str]] = {}
    key = ""
    continued = False
    for raw in text.splitlines():
        line = raw.rstrip("\r")
        if continued and key:
            fields[key][-1] += "\n" + line.rstrip("\\")
            continued = line.endswith("\\")
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not name:
            m = _CONF_NAME.match(stripped)
            if not m:
                raise ImportFormatError(
                    where, "not a SWORD module's .conf: it does not start with [ModuleName]"
                )
            name = printable_text(m.group(1)).strip()
            continue
        if _CONF_NAME.match(stripped):
            break  # a second module in the same file: SWORD reads the first
        if "=" not in stripped:
            continue
        key, value = stripped.split("=", 1)
        key = key.strip().lower()
        continued = value.endswith("\\")
        fields.setdefault(key, []).append(value.rstrip("\\").strip() if continued else value.strip())
    if not name:
        raise ImportFormatError(where, "not a SWORD module's .conf: it does not start with [ModuleName]")
    conf = ModuleConf(name, {k: tuple(v) for k, v in fields.items()}, where)
    for required in ("DataPath", "ModDrv"):
        if not conf.get(required):
            raise ImportFormatError(where, f"the module's .conf has no {required}= line: it is incomplete")
    return conf


# ------------------------------------------------------------------------------------------ files of a module


class ModuleFiles:
    """The files of a SWORD folder or a CrossWire .zip, by their path inside it ("mods.d/web.conf")."""

    def __init__(self, path: Path):
        self.path = path
        self._zip: zipfile.ZipFile | None = None
        self._members: dict[str, zipfile.ZipInfo] = {}
        self.budget = [MAX_TOTAL_BYTES]
        if path.is_dir():
            return
        try:
            regular = stat.S_ISREG(path.stat().st_mode)
        except OSError as e:
            raise ImportFormatError(clean_text(str(path)), f"cannot be read: {e.strerror or e}") from e
        if not regular:  # a FIFO would block the archive's open forever
            raise ImportFormatError(clean_text(str(path)), "not a regular file (a pipe, a device): refused")
        try:
            self._zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError, ValueError) as e:  # ValueError: a name that is not UTF-8
            raise ImportFormatError(str(path), "not a valid .zip archive (damaged or truncated?)") from e
        for info in self._zip.infolist():
            if not info.is_dir():
                self._members[_normal(info.filename)] = info

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()

    def __enter__(self) -> ModuleFiles:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def display(self, name: str) -> str:
        return clean_text(f"{self.path}!{name}" if self._zip is not None else str(self.path / name))

    def confs(self) -> list[str]:
        if self._zip is not None:
            names = self._members
        else:
            folder = self.path / "mods.d"
            try:
                names = {f"mods.d/{p.name}": None for p in folder.iterdir()} if folder.is_dir() else {}
            except OSError as e:
                raise ImportFormatError(self.display("mods.d"), f"cannot be read: {e.strerror or e}") from e
        return sorted(
            n
            for n in names
            if n.lower().startswith("mods.d/") and n.lower().endswith(".conf") and n.count("/") == 1
        )

    def exists(self, name: str) -> bool:
        name = _normal(name)
        if self._zip is not None:
            return name in self._members
        return (self.path / name).is_file()

    def read(self, name: str) -> bytes:
        name = _normal(name)
        if self._zip is not None:
            info = self._members.get(name)
            if info is None:
                raise ImportFormatError(self.display(name), "missing from the archive")
            return read_source(self.display(name), info, self._zip, self.budget, "not a SWORD module")
        path = self.path / name
        if not name.lower().startswith("mods.d/"):
            _check_inside(path, self.path, self.display(name))
        limit = min(MAX_FILE_BYTES, self.budget[0])
        data = read_regular(path, self.display(name), limit)
        if len(data) > limit:
            if limit < MAX_FILE_BYTES:
                raise ImportFormatError(
                    self.display(name),
                    f"the files together are larger than {megabytes(MAX_TOTAL_BYTES)}: not a SWORD module",
                )
            raise ImportFormatError(
                self.display(name), f"larger than {megabytes(MAX_FILE_BYTES)}: not a SWORD module"
            )
        self.budget[0] -= len(data)
        return data


def _normal(name: str) -> str:
    parts = [p for p in PurePosixPath(name.replace("\\", "/")).parts if p not in (".", "", "/")]
    return "/".join(parts)


def _confined(value: str, where: str) -> str:
    """A path the .conf gives (DataPath), inside the module's folder: ImportFormatError when it is absolute or
    climbs out with `..` (SWORD reads DataPath from its own folder; `DataPath=/etc/` once made /etc/passwd a
    verse)."""
    text = value.replace("\\", "/")
    parts: list[str] = []
    for part in text.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                break
            parts.pop()
            continue
        parts.append(part)
    else:
        if not text.startswith("/") and not re.match(r"^[A-Za-z]:", text):
            return "/".join(parts)
    raise ImportFormatError(
        where, f"DataPath={printable_text(value)[:200]} points outside the module's folder: refused"
    )


def _check_inside(path: Path, root: Path, display: str) -> None:
    """A module's data file, links followed, must be inside its SWORD folder."""
    try:
        real = path.resolve()
        inside = real.is_relative_to(root.resolve())
    except (OSError, RuntimeError) as e:
        raise ImportFormatError(display, f"cannot be read: {e}") from e
    if not inside:
        raise ImportFormatError(display, "a link to a file outside the module's folder: refused")


def read_regular(path: Path, display: str, limit: int) -> bytes:
    """A regular file's first `limit` + 1 bytes (more than `limit`: the caller refuses it). Opened without
    waiting (a FIFO or a device named `x.conf` would block a plain open forever), and refused unless it is a
    regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise ImportFormatError(display, f"cannot be read: {e.strerror or e}") from e
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ImportFormatError(display, "not a regular file (a pipe, a device or a folder): refused")
        try:
            data = f.read(limit + 1)
        except OSError as e:
            raise ImportFormatError(display, f"cannot be read: {e.strerror or e}") from e
    return data


# --------------------------------------------------------------------------------------------- the index


@dataclass
class _Testament:
    """One testament's index (a record per verse slot) and its text, checked on loading."""

    name: str
    records: list[tuple[int, int, int]]  # (block, start, size); block is 0 in a raw module
    blocks: list[tuple[int, int, int]] | None  # compressed modules: (offset, size, uncompressed size)
    data: bytes
    files: str  # for messages
    _cache: dict[int, bytes] = field(default_factory=dict)


class Store:
    """A module's data files: each testament's index, checked before any entry is read, and its entries."""

    def __init__(self, conf: ModuleConf, files: ModuleFiles, expected: Mapping[str, int]):
        self.conf = conf
        self.files = files
        self.warnings: list[str] = []
        driver = conf.driver
        self.compressed = driver.startswith("z")
        declared = {**BIBLE_DRIVERS, **COMMENTARY_DRIVERS}[driver]
        self.datapath = _confined(conf.get("DataPath"), conf.path)
        compress = (conf.get("CompressType") or "ZIP").upper()
        if self.compressed and compress not in ("ZIP", "BZIP2", "XZ"):
            raise ImportFormatError(
                conf.path,
                f"compression {printable_text(compress)[:40]} is not supported (ZIP, BZIP2, XZ are)",
            )
        self.compress = compress
        self.source_bytes = 0  # the module's own text: raw data files as read, blocks as inflated
        self.distinct = 0  # bytes of the entries read so far (an entry repeated for another verse once)
        key = conf.get("CipherKey")
        self.cipher = None
        if key:
            from pysword.sapphire import Sapphire

            self.cipher = Sapphire(key)
        block = (conf.get("BlockType") or "BOOK").upper()[:1].lower()
        if block not in ("b", "c", "v"):
            block = "b"
        self.testaments: dict[str, _Testament] = {}
        for name in ("ot", "nt"):
            base = f"{self.datapath}/{name}"
            if self.compressed:
                names = [f"{base}.{block}z{x}" for x in "vsz"]
            else:
                names = [f"{base}.vss", base]
            present = [self.files.exists(n) for n in names]
            if not any(present):
                continue
            if not all(present):
                missing = names[present.index(False)]
                raise ImportFormatError(self.files.display(missing), "missing: the module is incomplete")
            self.testaments[name] = self._load(name, names, declared, expected.get(name, 0))
        if not self.testaments:
            raise ImportFormatError(
                self.files.display(self.datapath),
                f"no text files of a {printable_text(conf.get('ModDrv'))[:40]} module here "
                f"(DataPath={printable_text(conf.get('DataPath'))[:200]}): the "
                "module is not installed or its .conf does not belong to these files",
            )
        self.check_index()

    def check_index(self) -> None:
        """Before any entry is read or block inflated: each testament's distinct entries, their sizes summed,
        within the text budget of the bytes they cover together (SWORD never writes two entries over the same
        bytes, so the two are equal in a real module; `_count` checks the text actually read as well)."""
        for t in self.testaments.values():
            total = covered = 0
            block, end = -1, 0
            for b, start, size in sorted({r for r in t.records if r[2]}):
                total += size
                if b != block:
                    block, end = b, 0
                if start + size > end:
                    covered += start + size - max(start, end)
                    end = start + size
            if total > text_allowed(covered):
                raise ImportFormatError(
                    t.files,
                    f"damaged: its index entries give {megabytes(total)} of text from {megabytes(covered)} "
                    "of data — entries that overlap one another (a module's entries share no bytes)",
                )

    def _load(self, name: str, names: list[str], declared: int, expected: int) -> _Testament:
        index = self.files.read(names[0])
        size = declared
        other = {6: 8, 8: 6, 10: 12, 12: 10}[declared]
        if expected and len(index) != expected * declared and len(index) == expected * other:
            size = other  # a .conf naming the wrong driver (zCom4 for a zCom module): the files decide
            if not self.warnings:
                self.warnings.append(
                    f"{self.conf.name}: its .conf says ModDrv={self.conf.get('ModDrv')}, but its index has "
                    f"{other}-byte entries; read as such"
                )
        if len(index) % size:
            raise ImportFormatError(
                self.files.display(names[0]),
                f"truncated or damaged: {len(index):,} bytes is not a whole number of {size}-byte entries",
            )
        fmt = {6: "<IH", 8: "<II", 10: "<IIH", 12: "<III"}[size]
        records = [(0, *r) if len(r) == 2 else r for r in struct.iter_unpack(fmt, index)]
        blocks = None
        if self.compressed:
            raw = self.files.read(names[1])
            if len(raw) % 12:
                raise ImportFormatError(
                    self.files.display(names[1]),
                    f"truncated or damaged: {len(raw):,} bytes is not a whole number of 12-byte entries",
                )
            blocks = list(struct.iter_unpack("<III", raw))
            data = self.files.read(names[2])
            for n, (offset, length, _) in enumerate(blocks):
                if offset + length > len(data):
                    raise ImportFormatError(
                        self.files.display(names[2]),
                        f"truncated: block {n} ends at byte {offset + length:,}, past the end of the file "
                        f"({len(data):,} bytes)",
                    )
            for n, (b, _start, length) in enumerate(records):
                if length and b >= len(blocks):
                    raise ImportFormatError(
                        self.files.display(names[0]),
                        f"damaged: entry {n} points to block {b}, and there are {len(blocks)}",
                    )
        else:
            data = self.files.read(names[1])
            self.source_bytes += len(data)
            for n, (_, start, length) in enumerate(records):
                if length and start + length > len(data):
                    raise ImportFormatError(
                        self.files.display(names[1]),
                        f"truncated: entry {n} ends at byte {start + length:,}, past the end of the file "
                        f"({len(data):,} bytes)",
                    )
        return _Testament(name, records, blocks, data, self.files.display(names[0]))

    def record(self, testament: str, index: int) -> tuple[int, int, int] | None:
        t = self.testaments.get(testament)
        if t is None or index >= len(t.records):
            return None
        rec = t.records[index]
        return rec if rec[2] else None

    def raw(self, testament: str, rec: tuple[int, int, int]) -> bytes:
        """An entry's bytes, counted against the module's text budget before they cost anything more."""
        t = self.testaments[testament]
        block, start, length = rec
        if t.blocks is None:
            self._count(t, length)
            data = t.data[start : start + length]
            return self.cipher.decrypt_bytes(data) if self.cipher else data
        text = t._cache.get(block)
        if text is None:
            t._cache.clear()  # blocks are read in order: one at a time is enough
            text = t._cache[block] = self._inflate(t, block)
        if start + length > len(text):
            raise ImportFormatError(
                t.files,
                f"damaged: an entry ends at byte {start + length:,} of block {block}, which has "
                f"{len(text):,}",
            )
        self._count(t, length)
        return text[start : start + length]

    def _count(self, t: _Testament, length: int) -> None:
        """Entries may give at most TEXT_PER_DATA_BYTE times the module's text (plus TEXT_SLACK_BYTES), and
        never more than MAX_MODULE_TEXT_BYTES: entries that overlap would otherwise multiply a small file."""
        self.distinct += length
        allowed = text_allowed(self.source_bytes)
        if self.distinct > allowed:
            raise ImportFormatError(
                t.files,
                f"damaged: its index entries give over {megabytes(allowed)} of text from "
                f"{megabytes(self.source_bytes)} of data — entries that overlap one another (a module's "
                "entries share no bytes)",
            )

    def _inflate(self, t: _Testament, block: int) -> bytes:
        assert t.blocks is not None
        offset, length, expected = t.blocks[block]
        data = t.data[offset : offset + length]
        if self.cipher:
            data = self.cipher.decrypt_bytes(data)
        limit = min(self.files.budget[0], MAX_TOTAL_BYTES)
        try:
            out = inflate_block(self.compress, data, limit)
        except DAMAGED_BLOCK_ERRORS as e:
            if self.cipher:
                raise ImportFormatError(
                    self.conf.path, "the module's CipherKey does not unlock it: check the key"
                ) from e
            raise ImportFormatError(t.files, f"damaged: block {block} cannot be decompressed ({e})") from e
        if len(out) > limit:
            mb = MAX_TOTAL_BYTES // (1024 * 1024)
            raise ImportFormatError(t.files, f"larger than {mb} MB once decompressed: not a Bible module")
        self.files.budget[0] -= len(out)
        self.source_bytes += len(out)
        if expected and len(out) != expected:
            log.info(
                "%s: block %d inflates to %d bytes, its index says %d", t.files, block, len(out), expected
            )
        return out


_CONTROL_BYTES = bytes([*range(0, 9), 11, 12, *range(14, 32), 127])


class _TextCheck:
    """Whether a testament's entries are text. A compressed module read with a wrong CipherKey fails to
    inflate; a raw one decrypts to bytes of which one in nine is a control character and most do not decode:
    past NOT_TEXT_SHARE of such bytes (at least 16) the key is wrong, or the files are not text."""

    def __init__(self, store: Store, where: str):
        self.store = store
        self.where = where
        self.counts: dict[str, list[int]] = {}

    def add(self, testament: str, raw: bytes, text: str) -> None:
        seen = self.counts.setdefault(testament, [0, 0])
        seen[0] += len(raw)
        seen[1] += len(raw) - len(raw.translate(None, _CONTROL_BYTES))
        if "\ufffd" in text:
            seen[1] += text.count("\ufffd") - raw.count("\ufffd".encode())
        if seen[1] < 16 or seen[1] <= NOT_TEXT_SHARE * seen[0]:
            return
        if self.store.cipher is not None:
            raise ImportFormatError(self.where, "the module's CipherKey does not unlock it: check the key")
        share = 100 * seen[1] / seen[0]
        raise ImportFormatError(
            self.store.testaments[testament].files,
            f"damaged: its entries are not text ({share:.0f} % of their bytes are control characters or do "
            "not decode)",
        )


def megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):,.1f} MB"


def text_allowed(source_bytes: int) -> int:
    """The distinct text a module's entries may give from `source_bytes` of its own text (see
    TEXT_PER_DATA_BYTE): more means entries that overlap one another."""
    return min(MAX_MODULE_TEXT_BYTES, TEXT_PER_DATA_BYTE * source_bytes + TEXT_SLACK_BYTES)


def inflate_block(compress: str, data: bytes, limit: int) -> bytes:
    """A compressed block by the module's CompressType (ZIP, BZIP2, else XZ), inflated to at most `limit + 1`
    bytes, so a block past the limit shows without being inflated whole; DAMAGED_BLOCK_ERRORS when it is not
    a block."""
    if compress == "ZIP":
        return zlib.decompressobj().decompress(data, limit + 1)
    if compress == "BZIP2":
        return bz2.BZ2Decompressor().decompress(data, limit + 1)
    return lzma.LZMADecompressor().decompress(data, limit + 1)


def _decode(data: bytes, encoding: str, warnings: list[str], where: str) -> str:
    if encoding == "utf-8":
        text = data.decode("utf-8", errors="replace")
        if "\ufffd" in text and b"\xef\xbf\xbd" not in data and len(warnings) < 5:
            warnings.append(f"{where}: bytes that are not UTF-8 were replaced by \ufffd")
        return text
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


# --------------------------------------------------------------------------------------------- the layout


@dataclass(frozen=True)
class Slot:
    """What one index entry stands for: a book heading (chapter 0), a chapter heading (verse 0) or a verse."""

    testament: str
    index: int
    book: str  # OSIS id as the versification names it
    chapter: int
    verse: int


def versification(conf: ModuleConf) -> tuple[str, dict]:
    """The module's versification (`Versification=`, the KJV's when unsaid): its name and pysword's table."""
    name = (conf.get("Versification") or "KJV").strip()
    canons = _pysword_canons()
    found = canons.get(name.lower())
    if found is None:
        known = ", ".join(sorted(canons))
        raise ImportFormatError(conf.path, f"unknown versification {name!r} (SWORD knows: {known})")
    return name, found


@functools.lru_cache(maxsize=8)
def _layout_of(v11n: str) -> tuple[tuple[Slot, ...], dict[str, int]]:
    """`_layout` of a versification SWORD knows, by its lower-cased name, made once (never change it)."""
    slots, sizes = _layout(_pysword_canons()[v11n])
    return tuple(slots), sizes


def index_sizes(name: str = "KJV") -> dict[str, int]:
    """Each testament's number of index entries in a versification SWORD knows: the length of a module's
    whole `ot` or `nt` index, as SWORD writes it."""
    return dict(_layout_of(name.lower())[1])


def _layout(table: dict) -> tuple[list[Slot], dict[str, int]]:
    """Every slot of the index in order, and each testament's entry count."""
    slots: list[Slot] = []
    sizes: dict[str, int] = {}
    for testament in ("ot", "nt"):
        index = 2  # 0: the module's heading, 1: the testament's
        for _name, osis, _abbrev, chapters in table.get(testament, ()):
            slots.append(Slot(testament, index, osis, 0, 0))
            index += 1
            for chapter, count in enumerate(chapters, start=1):
                slots.append(Slot(testament, index, osis, chapter, 0))
                index += 1
                for verse in range(1, count + 1):
                    slots.append(Slot(testament, index, osis, chapter, verse))
                    index += 1
        sizes[testament] = index
    return slots, sizes


# --------------------------------------------------------------------------------------------- modules


@dataclass
class SwordModule:
    """An opened module: its .conf and its files (close it, or use it as a context manager)."""

    conf: ModuleConf
    files: ModuleFiles

    @property
    def kind(self) -> str:
        return self.conf.kind

    def close(self) -> None:
        self.files.close()

    def __enter__(self) -> SwordModule:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def meta(self) -> TranslationMeta:
        return TranslationMeta(
            id=module_id(self.conf.name),
            name=self.conf.description,
            language=self.conf.language,
            licence=self.conf.licence or None,
            attribution=self.conf.attribution() or None,
            source=printable_text(f"SWORD module {self.conf.name} ({self.files.path.name})"),
        )


def module_id(name: str) -> str:
    """The library id of a module: its name as an id ("MHCC" -> "mhcc"; `common.id_from_name`)."""
    return id_from_name(name, fallback="module")


def is_module(path: str | Path) -> bool:
    """Whether `path` looks like a SWORD module: a .conf, a folder with mods.d/, or a .zip holding one."""
    path = Path(path)
    if path.suffix.lower() == ".conf" and path.exists() and not path.is_dir():
        return True  # a FIFO named x.conf too: `open_module` refuses it, where detection would wait on it
    if path.is_dir():
        return (path / "mods.d").is_dir()
    if path.is_file() and zipfile.is_zipfile(path):
        try:
            with zipfile.ZipFile(path) as zf:
                return any(
                    _normal(n).lower().startswith("mods.d/") and n.lower().endswith(".conf")
                    for n in zf.namelist()
                )
        except (zipfile.BadZipFile, OSError):
            return False
    return False


def open_module(path: str | Path, name: str | None = None) -> SwordModule:
    """The module in a CrossWire .zip, a SWORD folder (holding mods.d/) or named by its .conf. `name` picks
    one when several are there. ImportFormatError for anything else: a missing or wrong .conf, a locked
    module, a type Lâmpada does not read (a dictionary, a general book, a map)."""
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(str(path), "file or folder does not exist")
    conf_name: str | None = None
    root = path
    if path.suffix.lower() == ".conf" and path.is_file():
        root = path.parent.parent
        conf_name = f"mods.d/{path.name}"
    elif path.is_dir() and not (path / "mods.d").is_dir():
        raise ImportFormatError(str(path), "not a SWORD folder: it has no mods.d folder of .conf files")
    files = ModuleFiles(root)
    try:
        confs = [conf_name] if conf_name else files.confs()
        if not confs:
            raise ImportFormatError(str(path), "no SWORD module here: no mods.d/*.conf")
        parsed: list[ModuleConf] = []
        errors: list[ImportFormatError] = []
        for c in confs:
            try:
                parsed.append(parse_conf(files.read(c), files.display(c)))
            except ImportFormatError as e:  # another module's broken .conf does not stop this one
                errors.append(e)
        if name is not None:
            parsed = [c for c in parsed if c.name.lower() == name.lower()]
            if not parsed:
                raise ImportFormatError(str(path), f"no module named {name!r} here")
        if not parsed:
            raise errors[0]
        readable = [c for c in parsed if c.kind != "other"] or parsed
        if len(readable) > 1:
            names = ", ".join(c.name for c in readable)
            raise ImportFormatError(str(path), f"holds several modules ({names}): choose one by its name")
        conf = readable[0]
        check_supported(conf)
        return SwordModule(conf, files)
    except BaseException:
        files.close()
        raise


def check_supported(conf: ModuleConf) -> None:
    if conf.kind == "other":
        kind = _KINDS.get(conf.driver, conf.get("ModDrv"))
        what = f"a {kind}" if conf.driver in _KINDS else f"a module of type {kind}"
        raise UnsupportedModule(
            conf.path,
            conf.name,
            kind,
            f"{conf.name} is {what}: Lâmpada imports SWORD Bibles and commentaries "
            "(zText, zText4, RawText, RawText4, zCom, zCom4, RawCom, RawCom4)",
        )
    if conf.locked:
        raise ModuleLocked(
            conf.path,
            conf.name,
            f"{conf.name} is locked: it is encrypted and its .conf has no key. Ask its publisher for the key "
            "and write it in the .conf as CipherKey=…, then import it again",
        )
    source = (conf.get("SourceType") or "Plain").lower()
    if source not in ("osis", "thml", "gbf", "plain", "tei"):
        raise ImportFormatError(conf.path, f"markup SourceType={conf.get('SourceType')} is not supported")


_KINDS = {
    "rawld": "dictionary", "rawld4": "dictionary", "zld": "dictionary", "rawgenbook": "general book",
    "rawfiles": "module of personal notes", "hrefcom": "web commentary",
}  # fmt: skip


def read_module(
    path: str | Path,
    name: str | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedTranslation | ParsedCommentary:
    """A Bible module as a ParsedTranslation, a commentary as a ParsedCommentary."""
    with open_module(path, name) as module:
        if module.kind == "commentary":
            return read_commentary(module, progress, cancelled)
        return read_bible(module, progress, cancelled)


def read(
    path: str | Path, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> ParsedTranslation:
    """The reader of `formats.detect`: a SWORD Bible (a commentary is refused: it is no translation)."""
    with open_module(path) as module:
        if module.kind == "commentary":
            raise ImportFormatError(
                str(path), f"{module.conf.name} is a commentary, not a Bible: import it as a SWORD module"
            )
        return read_bible(module, progress, cancelled)


class Entries:
    """Walks a module's index in canonical order: (slot, last slot of its link run, markup, key). `key` names
    the entry's place in the files; an entry that several runs of verses point to (`repeated`) is read and
    decoded once, and a reader may keep what it made of it. Every entry given out, a repeated one each time,
    counts against MAX_MODULE_TEXT_BYTES."""

    def __init__(self, module: SwordModule):
        self.module = module
        self.conf = module.conf
        self.v11n, _table = versification(module.conf)
        self.slots, sizes = _layout_of(self.v11n.lower())
        self.store = Store(module.conf, module.files, sizes)
        self.warnings = list(self.store.warnings) + module.conf.notes()
        enc = (self.conf.get("Encoding") or "").lower().replace("_", "-")
        self.encoding = "utf-8" if enc in ("utf-8", "utf8") else "latin-1"
        self.source_type = self.conf.get("SourceType") or "Plain"
        self.runs = list(self._runs())
        counts = Counter(key for _i, _j, key in self.runs)
        self.repeated = {key for key, n in counts.items() if n > 1}
        self._texts: dict[tuple, tuple[str, int]] = {}
        self.produced = 0
        self._check = _TextCheck(self.store, self.conf.path)

    def _runs(self) -> Iterator[tuple[int, int, tuple]]:
        """(first slot, last slot, key) of each run of verse slots pointing to one entry."""
        slots = self.slots
        tables = {name: t.records for name, t in self.store.testaments.items()}
        recs: list[tuple[int, int, int] | None] = []
        for slot in slots:
            records = tables.get(slot.testament)
            rec = records[slot.index] if records is not None and slot.index < len(records) else None
            recs.append(rec if rec is not None and rec[2] else None)
        i = 0
        while i < len(slots):
            rec = recs[i]
            if rec is None:
                i += 1
                continue
            slot = slots[i]
            j = i
            # a link: the next verse slots of the same book point to the same text
            while (
                j + 1 < len(slots)
                and recs[j + 1] == rec
                and slots[j + 1].book == slot.book
                and slots[j + 1].verse > 0
                and slot.verse > 0
            ):
                j += 1
            yield i, j, (slot.testament, rec)
            i = j + 1

    def __iter__(self) -> Iterator[tuple[Slot, Slot, str, tuple]]:
        for i, j, key in self.runs:
            text, size = self._texts.get(key) or self._read(key)
            self.produced += size
            if self.produced > MAX_MODULE_TEXT_BYTES:
                raise ImportFormatError(
                    self.conf.path,
                    f"its entries give more than {megabytes(MAX_MODULE_TEXT_BYTES)} of text: not a module "
                    "Lâmpada can hold (the largest real ones give a few tens of MB)",
                )
            yield self.slots[i], self.slots[j], text, key

    def _read(self, key: tuple) -> tuple[str, int]:
        testament, rec = key
        raw = self.store.raw(testament, rec)
        text = _decode(raw, self.encoding, self.warnings, self.conf.name)
        self._check.add(testament, raw, text)
        if key in self.repeated:
            self._texts[key] = (text, len(raw))
        return text, len(raw)

    def books(self) -> list[str]:
        return list(dict.fromkeys(s.book for s in self.slots))


def read_bible(
    module: SwordModule, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> ParsedTranslation:
    """The module's verses: text without notes, notes, Psalm titles, Strong's numbers and morphology."""
    entries = Entries(module)
    collector = VerseCollector(module.conf.path)
    books = entries.books()
    done_books: set[str] = set()
    skipped: set[str] = set()
    made: dict[tuple, sword_markup.Entry] = {}  # entries several verses point to, read once
    for slot, last, markup, key in entries:
        if slot.chapter == 0:
            continue  # a book's heading: introductions are not verses
        if slot.book not in done_books:
            done_books.add(slot.book)
            check_cancelled(cancelled)
            progress(len(done_books), len(books), slot.book)
        if slot.book in skipped:
            continue
        try:
            book = book_from_osis(slot.book, module.conf.path)
        except SkipBook as skip:
            collector.skipped(skip)
            skipped.add(slot.book)
            continue
        entry = made.get(key) or sword_markup.read_entry(markup, entries.source_type)
        if key in entries.repeated:
            made[key] = entry
        if slot.verse == 0:
            for note in entry.notes:
                if note.kind == "title":  # a Psalm title kept in the chapter's heading
                    collector.add(book.osis, slot.chapter, 0, note.text)
            continue
        end = last.verse if last.chapter == slot.chapter and last.verse > slot.verse else None
        before = len(collector)
        collector.add(
            book.osis,
            slot.chapter,
            slot.verse,
            entry.text,
            list(entry.notes),
            end,
            f"{slot.book}.{slot.chapter}.{slot.verse}",
        )
        record = collector.get(book.osis, slot.chapter, slot.verse)
        if len(collector) > before and record is not None and entry.words:
            record.words = [list(w) for w in entry.words]
    collector.warnings.extend(entries.warnings)
    meta = module.meta()
    parsed = collector.build(meta)
    if entries.v11n.lower() not in ("kjv", "kjva", "nrsv", "nrsva"):
        parsed.warnings.append(
            f"{module.conf.name} is numbered after the {entries.v11n} versification: its verses keep the "
            "module's numbers"
        )
    return parsed


# ------------------------------------------------------------------------------------------- commentaries


@dataclass
class CommentaryEntry:
    """One entry of a commentary, on a verse or a range of verses of one book (verse 0: a chapter's
    introduction)."""

    book: str
    chapter: int
    verse: int
    end_chapter: int
    end_verse: int
    text: str  # paragraphs separated by a blank line


@dataclass
class ParsedCommentary:
    meta: TranslationMeta
    entries: list[CommentaryEntry]
    warnings: list[str] = field(default_factory=list)


# "Verses 9-21", "ver. 14", "ver. #(11-13)", an outline's "(1-21)": verses an entry says it discusses.
_VERSES_NAMED = re.compile(
    r"(?:\b(?:Verses?|ver\.|vv?\.)\s*#?\(?\s*(\d{1,3})(?:\s*[-–,]\s*(\d{1,3}))?)|\((\d{1,3})[-–](\d{1,3})\)",
    re.I,
)


def read_commentary(
    module: SwordModule, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> ParsedCommentary:
    """The commentary's entries by verse range (a linked entry covers every verse it is linked to)."""
    entries = Entries(module)
    books = entries.books()
    out: list[CommentaryEntry] = []
    done_books: set[str] = set()
    skipped: set[str] = set()
    made: dict[tuple, str] = {}  # entries several ranges point to, read once
    for slot, last, markup, key in entries:
        if slot.book not in done_books:
            done_books.add(slot.book)
            check_cancelled(cancelled)
            progress(len(done_books), len(books), slot.book)
        if slot.chapter == 0 or slot.book in skipped:
            continue
        try:
            book = book_from_osis(slot.book, module.conf.path)
        except SkipBook:
            skipped.add(slot.book)
            continue
        text = made.get(key)
        if text is None:
            text = strip_controls_keep_lines(sword_markup.commentary_text(markup, entries.source_type))
            if key in entries.repeated:
                made[key] = text
        if not text:
            continue
        if len(text) > MAX_ENTRY_CHARS:
            raise ImportFormatError(
                module.conf.path,
                f"the entry on {slot.book} {slot.chapter}:{slot.verse} is {len(text):,} characters long (at "
                f"most {MAX_ENTRY_CHARS:,}): the module is damaged",
            )
        if slot.chapter > MAX_NUMBER or last.chapter > MAX_NUMBER:
            continue
        out.append(CommentaryEntry(book.osis, slot.chapter, slot.verse, last.chapter, last.verse, text))
    if not out:
        raise ImportFormatError(module.conf.path, "the commentary has no entries")
    warnings = list(entries.warnings)
    widened = widen_to_named_verses(out, entries)
    if widened:
        warnings.append(
            f"{widened} entries name verses past the ones the module links them to, and those verses have no "
            "entry of their own: the entries are shown for them too"
        )
    skipped_extra = sorted(s for s in skipped)
    if skipped_extra:
        warnings.append("skipped books not in Lâmpada's canon: " + ", ".join(skipped_extra))
    return ParsedCommentary(module.meta(), out, warnings)


def widen_to_named_verses(entries: list[CommentaryEntry], walk: Entries) -> int:
    """An entry whose own text discusses verses after its range ("ver. 14-17", "Verses 9-21", an outline's
    "(1-21)") covers them when they have no entry of their own — some modules link a section to its first
    verses only (Matthew Henry's on John 3:1-21 is linked to 3:1-8). Never past the chapter, never over
    another entry."""
    counts: dict[tuple[str, int], int] = {}
    for slot in walk.slots:
        if slot.verse:
            counts[(slot.book, slot.chapter)] = slot.verse
    covered: dict[tuple[str, int], set[int]] = {}
    for e in entries:
        if e.chapter == e.end_chapter and e.verse:
            covered.setdefault((e.book, e.chapter), set()).update(range(e.verse, e.end_verse + 1))
    widened = 0
    for e in entries:
        if not e.verse or e.chapter != e.end_chapter:
            continue
        last = counts.get((e.book, e.chapter), 0)
        named = [int(b or a or d) for a, b, _c, d in _VERSES_NAMED.findall(e.text)]
        target = max((n for n in named if e.end_verse < n <= last), default=0)
        if not target:
            continue
        taken = covered[(e.book, e.chapter)]
        end = e.end_verse
        while end < target and end + 1 not in taken:
            end += 1
        if end > e.end_verse:
            taken.update(range(e.end_verse + 1, end + 1))
            e.end_verse = end
            widened += 1
    return widened


def strip_controls_keep_lines(text: str) -> str:
    return "\n\n".join(strip_controls(p) for p in text.split("\n\n"))


# ------------------------------------------------------------------------------------------------ discovery


@dataclass(frozen=True)
class InstalledModule:
    """A module found in a SWORD folder of this computer."""

    name: str
    description: str
    kind: str  # "bible" | "commentary" | "other"
    driver: str
    language: str
    root: Path  # the SWORD folder (holding mods.d/)
    conf: Path
    locked: bool


def sword_folders(
    env: Mapping[str, str] | None = None, home: Path | None = None, platform: str | None = None
) -> list[Path]:
    """The SWORD folders BibleTime, Xiphos and the SWORD tools use, those that exist, in the order SWORD
    reads them: SWORD_PATH, the DataPath/AugmentPath of sword.conf, the user's and the system's folders."""
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    platform = platform or sys.platform
    found: list[Path] = []
    for part in (env.get("SWORD_PATH") or "").split(os.pathsep):
        if part.strip():
            found.append(Path(part.strip()))
    confs = [Path("/etc/sword.conf"), Path("/usr/local/etc/sword.conf"), home / ".sword" / "sword.conf"]
    confs += [p / "sword.conf" for p in list(found)]
    for conf in confs:
        found.extend(_conf_paths(conf))
    if platform.startswith("win"):
        for var in ("APPDATA", "ALLUSERSPROFILE", "PROGRAMDATA"):
            if env.get(var):
                found.append(Path(env[var]) / "Sword")
    elif platform == "darwin":
        found.append(home / "Library" / "Application Support" / "Sword")
    found += [
        home / ".sword",
        home / ".var" / "app" / "info.bibletime.BibleTime" / ".sword",  # BibleTime as a Flatpak
        home / ".var" / "app" / "org.xiphos.Xiphos" / ".sword",  # Xiphos as a Flatpak
        Path("/usr/share/sword"),
        Path("/usr/local/share/sword"),
    ]
    out: list[Path] = []
    for p in found:
        try:
            key = p.resolve()
        except OSError:
            continue
        if key not in out and (p / "mods.d").is_dir():
            out.append(key)
    return out


def _conf_paths(conf: Path) -> list[Path]:
    try:
        if not conf.is_file():
            return []
        data = read_regular(conf, str(conf), MAX_CONF_BYTES)
    except (OSError, ImportFormatError):
        return []
    if len(data) > MAX_CONF_BYTES:
        return []
    text = data.decode("utf-8", errors="replace")
    out = []
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip().lower() in ("datapath", "augmentpath") and value.strip():
            out.append(Path(value.strip()))
    return out


def discover(folders: Sequence[Path] | None = None) -> list[InstalledModule]:
    """Every module in the SWORD folders (`sword_folders()` by default), the first of a name winning; a .conf
    that cannot be read is skipped (and logged)."""
    folders = sword_folders() if folders is None else folders
    found: dict[str, InstalledModule] = {}
    for root in folders:
        mods = Path(root) / "mods.d"
        try:
            confs = sorted(p for p in mods.iterdir() if p.suffix.lower() == ".conf")
        except OSError:
            continue
        for path in confs:
            try:
                conf = parse_conf(read_regular(path, str(path), MAX_CONF_BYTES), str(path))
            except ImportFormatError as e:
                log.info("SWORD: skipping %s: %s", clean_text(str(path)), e)
                continue
            if conf.name.lower() in found:
                continue
            found[conf.name.lower()] = InstalledModule(
                conf.name,
                conf.description,
                conf.kind,
                conf.get("ModDrv"),
                conf.language or "",
                Path(root),
                path,
                conf.locked,
            )
    return sorted(found.values(), key=lambda m: (m.kind != "bible", m.kind != "commentary", m.name.lower()))


def modules_in(path: str | Path) -> list[InstalledModule]:
    """The modules a chosen place holds: a SWORD folder's (as `discover`), a .zip's or a .conf's. A .conf
    that cannot be read refuses the place with its ImportFormatError when nothing else is there."""
    path = Path(path)
    if path.is_dir():
        if not (path / "mods.d").is_dir():
            raise ImportFormatError(str(path), "not a SWORD folder: it has no mods.d folder of .conf files")
        return discover([path])
    root = path.parent.parent if path.suffix.lower() == ".conf" else path
    with ModuleFiles(root) as files:
        names = [f"mods.d/{path.name}"] if path.suffix.lower() == ".conf" else files.confs()
        if not names:
            raise ImportFormatError(str(path), "no SWORD module here: no mods.d/*.conf")
        found, errors = [], []
        for name in names:
            try:
                conf = parse_conf(files.read(name), files.display(name))
            except ImportFormatError as e:
                errors.append(e)
                continue
            found.append(
                InstalledModule(
                    conf.name,
                    conf.description,
                    conf.kind,
                    conf.get("ModDrv"),
                    conf.language or "",
                    root,
                    path,
                    conf.locked,
                )
            )
    if not found and errors:
        raise errors[0]
    return found


def find_installed(name: str, folders: Sequence[Path] | None = None) -> InstalledModule:
    """The installed module called `name` (any case); ImportFormatError listing what is there otherwise."""
    modules = discover(folders)
    for m in modules:
        if m.name.lower() == name.lower():
            return m
    usable = ", ".join(m.name for m in modules if m.kind != "other") or "none"
    raise ImportFormatError(name, f"no SWORD module of that name on this computer (installed: {usable})")
