"""SWORD dictionaries and lexicons (the drivers RawLD, RawLD4 and zLD): a key per entry, in key order.

The files, under the module's `DataPath` (its last part, "dict", names them):
- RawLD, RawLD4: `dict.idx` holds one record per key, (offset, size) as little-endian 32-bit offset and a
  16-bit (RawLD) or 32-bit (RawLD4) size; at that place of `dict.dat` stand the key, a line end, and the
  entry's markup;
- zLD: `dict.idx` holds (offset, size), 32 bits each, into `dict.dat`, where the key and a line end are
  followed by (block, entry), 32 bits each; `dict.zdx` holds (offset, size) of each compressed block of
  `dict.zdt`; a block once inflated starts with its entry count, then (offset, size) of each entry from the
  block's start, then the entries.

An entry whose markup is `@LINK other key` gives the other key's entry (one step; a link to a link or to a
missing key is dropped and counted in the report).

Bad input is refused with ImportFormatError naming the file, within the budgets of every SWORD import: files
as read (`ModuleFiles`), blocks as inflated (the same budget), and the entries given out: their distinct bytes
at most TEXT_PER_DATA_BYTE times the module's own text plus TEXT_SLACK_BYTES (overlapping index records cannot
multiply a small file), everything given out at most MAX_MODULE_TEXT_BYTES, at most MAX_ENTRIES keys, an entry
at most MAX_DICT_ENTRY_CHARS characters once read.
"""

from __future__ import annotations

import os
import re
import struct
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.core.errors import ImportFormatError
from app.core.formats import ld_markup
from app.core.formats.common import MAX_TOTAL_BYTES, TranslationMeta
from app.core.formats.sword import (
    DAMAGED_BLOCK_ERRORS,
    MAX_CONF_BYTES,
    MAX_MODULE_TEXT_BYTES,
    ModuleConf,
    ModuleFiles,
    cut_text,
    inflate_block,
    megabytes,
    module_id,
    parse_conf,
    printable_text,
    text_allowed,
)
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

LD_DRIVERS = {"rawld": 6, "rawld4": 8, "zld": 8}  # driver -> size of a dict.idx record
MAX_ENTRIES = 500_000  # the largest real dictionaries hold a few tens of thousands of keys
MAX_KEY_CHARS = 200
MAX_DICT_ENTRY_CHARS = 2_000_000  # the longest real entries (an encyclopaedia's article) are ~0.3 million
SOURCE_TYPES = ("osis", "thml", "gbf", "plain", "tei")
_LINK = b"@LINK"


@dataclass(frozen=True)
class DictionaryEntry:
    key: str
    text: str
    links: tuple[ld_markup.Link, ...] = ()


@dataclass
class ParsedDictionary:
    meta: TranslationMeta
    entries: list[DictionaryEntry]
    driver: str = ""
    feature: str = ""  # "greek" / "hebrew": a Strong's lexicon keyed by number (Feature=GreekDef/HebrewDef)
    warnings: list[str] = field(default_factory=list)


def is_dictionary(conf: ModuleConf) -> bool:
    return conf.driver in LD_DRIVERS


def feature(conf: ModuleConf) -> str:
    """Which numbers the dictionary's keys are: Strong's Greek or Hebrew (SWORD's Feature=GreekDef or
    HebrewDef), else ""."""
    features = {f.strip().lower() for f in conf.fields.get("feature", ())}
    if "greekdef" in features:
        return "greek"
    if "hebrewdef" in features:
        return "hebrew"
    return ""


class _Budget:
    """What the entries of one module may cost (see the module's docstring)."""

    def __init__(self, where: str):
        self.where = where
        self.source = 0  # the module's own text: dict.dat as read, blocks as inflated
        self.distinct = 0
        self.given = 0

    def give(self, size: int, first_time: bool) -> None:
        self.given += size
        if first_time:
            self.distinct += size
        allowed = text_allowed(self.source)
        if self.distinct > allowed:
            raise ImportFormatError(
                self.where,
                f"damaged: its index gives over {megabytes(allowed)} of text from {megabytes(self.source)} "
                "of data — entries that overlap one another (a dictionary's entries share no bytes)",
            )
        if self.given > MAX_MODULE_TEXT_BYTES:
            raise ImportFormatError(
                self.where,
                f"its entries give more than {megabytes(MAX_MODULE_TEXT_BYTES)} of text: not a dictionary "
                "Lâmpada can hold",
            )


class _Blocks:
    """The compressed blocks of a zLD module, inflated one at a time (keys are in block order)."""

    def __init__(self, files: ModuleFiles, base: str, compress: str, budget: _Budget):
        self.files = files
        self.where = files.display(f"{base}.zdt")
        raw = files.read(f"{base}.zdx")
        if len(raw) % 8:
            raise ImportFormatError(
                files.display(f"{base}.zdx"),
                f"truncated or damaged: {len(raw):,} bytes is not a whole number of 8-byte entries",
            )
        self.blocks = list(struct.iter_unpack("<II", raw))
        self.data = files.read(f"{base}.zdt")
        for n, (offset, size) in enumerate(self.blocks):
            if offset + size > len(self.data):
                raise ImportFormatError(
                    self.where,
                    f"truncated: block {n} ends at byte {offset + size:,}, past the end of the file "
                    f"({len(self.data):,} bytes)",
                )
        self.compress = compress
        self.budget = budget
        self._number = -1
        self._entries: list[tuple[int, int]] = []
        self._text = b""

    def entry(self, block: int, entry: int) -> bytes:
        if block >= len(self.blocks):
            raise ImportFormatError(
                self.where, f"damaged: an entry points to block {block:,}, and there are {len(self.blocks):,}"
            )
        if block != self._number:
            self._load(block)
        if entry >= len(self._entries):
            raise ImportFormatError(
                self.where,
                f"damaged: an entry points to entry {entry:,} of block {block:,}, which has "
                f"{len(self._entries):,}",
            )
        start, size = self._entries[entry]
        return self._text[start : start + size]

    def _load(self, block: int) -> None:
        offset, size = self.blocks[block]
        data = self.data[offset : offset + size]
        limit = min(self.files.budget[0], MAX_TOTAL_BYTES)
        try:
            text = inflate_block(self.compress, data, limit)
        except DAMAGED_BLOCK_ERRORS as e:
            raise ImportFormatError(self.where, f"damaged: block {block} cannot be decompressed ({e})") from e
        if len(text) > limit:
            raise ImportFormatError(
                self.where, f"larger than {megabytes(MAX_TOTAL_BYTES)} once decompressed: not a dictionary"
            )
        self.files.budget[0] -= len(text)
        self.budget.source += len(text)
        if len(text) < 4:
            raise ImportFormatError(self.where, f"damaged: block {block} holds {len(text)} bytes")
        (count,) = struct.unpack_from("<I", text)
        if 4 + 8 * count > len(text):
            raise ImportFormatError(
                self.where, f"damaged: block {block} says it holds {count:,} entries and has room for fewer"
            )
        entries = list(struct.iter_unpack("<II", text[4 : 4 + 8 * count]))
        for n, (start, length) in enumerate(entries):
            if start + length > len(text):
                raise ImportFormatError(
                    self.where,
                    f"damaged: entry {n} of block {block} ends at byte {start + length:,}, past the block's "
                    f"end ({len(text):,} bytes)",
                )
        self._number, self._entries, self._text = block, entries, text


def data_base(conf: ModuleConf) -> str:
    """Where the module's files are, inside its folder, without their extension: DataPath
    ("./modules/lexdict/zld/strongsgreek/dict"); a DataPath ending in "/" names a folder, and its files are
    "dict.*". One that is absolute or climbs out with ".." is refused (SWORD reads it from its folder)."""
    value = conf.get("DataPath").replace("\\", "/")
    parts = [p for p in value.split("/") if p not in ("", ".")]
    if value.startswith("/") or re.match(r"^[A-Za-z]:", value) or ".." in parts or not parts:
        raise ImportFormatError(
            conf.path,
            f"DataPath={printable_text(conf.get('DataPath'))[:200]} points outside the module's folder: "
            "refused",
        )
    if value.endswith("/"):
        parts.append("dict")
    return "/".join(parts)


def _present(files: ModuleFiles, name: str) -> bool:
    """Whether the module has this file; something there that is no regular file (a FIFO, a device, a
    folder) is refused by reading it, which says why."""
    if files.exists(name):
        return True
    if files.path.is_dir() and os.path.lexists(files.path / name):
        files.read(name)
    return False


class _Reader:
    """The keys and raw markup of one module, checked as they are read."""

    def __init__(self, conf: ModuleConf, files: ModuleFiles):
        self.conf = conf
        self.files = files
        self.record_size = LD_DRIVERS[conf.driver]
        base = data_base(conf)
        self.base = base
        self.encoding = "utf-8" if conf.get("Encoding").lower().replace("_", "-") in ("utf-8", "utf8") else ""
        self.budget = _Budget(files.display(f"{base}.idx"))
        for suffix in (".idx", ".dat"):
            if not _present(files, base + suffix):
                raise ImportFormatError(
                    files.display(base + suffix),
                    f"missing: no {printable_text(conf.get('ModDrv'))[:40]} dictionary here (DataPath="
                    f"{printable_text(conf.get('DataPath'))[:200]}): the module is not installed or "
                    "incomplete",
                )
        index = files.read(base + ".idx")
        if len(index) % self.record_size:
            raise ImportFormatError(
                files.display(base + ".idx"),
                f"truncated or damaged: {len(index):,} bytes is not a whole number of "
                f"{self.record_size}-byte entries",
            )
        fmt = "<IH" if self.record_size == 6 else "<II"
        self.records = list(struct.iter_unpack(fmt, index))
        if len(self.records) > MAX_ENTRIES:
            raise ImportFormatError(
                files.display(base + ".idx"),
                f"{len(self.records):,} entries: more than {MAX_ENTRIES:,}, not a dictionary Lâmpada can "
                "hold",
            )
        self.dat = files.read(base + ".dat")
        self.budget.source += len(self.dat)
        for n, (offset, size) in enumerate(self.records):
            if offset + size > len(self.dat):
                raise ImportFormatError(
                    files.display(base + ".dat"),
                    f"truncated: entry {n:,} ends at byte {offset + size:,}, past the end of the file "
                    f"({len(self.dat):,} bytes)",
                )
        if conf.driver == "zld":
            compress = (conf.get("CompressType") or "ZIP").upper()
            if compress not in ("ZIP", "BZIP2", "XZ"):
                raise ImportFormatError(
                    conf.path,
                    f"compression {printable_text(compress)[:40]} is not supported (ZIP, BZIP2, XZ are)",
                )
            for suffix in (".zdx", ".zdt"):
                if not _present(files, base + suffix):
                    raise ImportFormatError(files.display(base + suffix), "missing: the module is incomplete")
            self.blocks: _Blocks | None = _Blocks(files, base, compress, self.budget)
        else:
            self.blocks = None
            # the raw index's records, before any is read: distinct ones within the budget of dict.dat
            for size in {r for r in self.records}:
                self.budget.give(size[1], True)
            self.budget.distinct = self.budget.given = 0
        self.seen: set[tuple] = set()

    def decode(self, data: bytes) -> str:
        if self.encoding:
            return data.decode("utf-8", errors="replace")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return data.decode("cp1252", errors="replace")

    def items(self) -> Iterator[tuple[str, bytes]]:
        """(key, markup) of each record, in the index's order."""
        where = self.files.display(self.base + ".dat")
        for offset, size in self.records:
            record = self.dat[offset : offset + size]
            cut = record.find(b"\n")
            if cut < 0:
                if self.blocks is not None or not record.strip(b"\0\r"):
                    continue  # an empty slot
                raise ImportFormatError(where, "damaged: an entry has no line end after its key")
            key = self.decode(record[:cut].rstrip(b"\r\0"))
            rest = record[cut + 1 :]
            if self.blocks is None:
                place: tuple = (offset + cut + 1, size - cut - 1)
                self.budget.give(len(rest), False)
                yield key, rest
                continue
            if len(rest) < 8:
                raise ImportFormatError(
                    where, f"damaged: the entry of {printable_text(key)[:60]!r} is cut short"
                )
            place = struct.unpack_from("<II", rest)
            markup = self.blocks.entry(*place)
            self.budget.give(len(markup), place not in self.seen)
            self.seen.add(place)
            yield key, markup


def _clean_key(key: str) -> str:
    return cut_text(" ".join(printable_text(key).split()), MAX_KEY_CHARS)


def read_dictionary(
    conf: ModuleConf,
    files: ModuleFiles,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> ParsedDictionary:
    """Every entry of the module as plain text with its links (`ld_markup`), in key order."""
    source_type = (conf.get("SourceType") or "Plain").lower()
    if source_type not in SOURCE_TYPES:
        raise ImportFormatError(
            conf.path, f"markup SourceType={printable_text(source_type)[:40]} is not supported"
        )
    warnings = list(conf.notes())
    entries: list[DictionaryEntry] = []
    for key, markup in raw_entries(conf, files, warnings, progress, cancelled):
        plain, links = ld_markup.convert(markup, source_type, conf.name)
        if plain.strip():
            entries.append(DictionaryEntry(key, plain, links))
    if not entries:
        raise ImportFormatError(conf.path, "the dictionary has no entries")
    return ParsedDictionary(meta(conf, files), entries, conf.driver, feature(conf), warnings)


def raw_entries(
    conf: ModuleConf,
    files: ModuleFiles,
    warnings: list[str] | None = None,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> Iterator[tuple[str, str]]:
    """(key, markup) of every entry, in the index's order: keys as one line of plain text (a key repeated
    keeps its first entry), `@LINK`s resolved, each entry checked against MAX_DICT_ENTRY_CHARS. What is left
    out is said in `warnings`."""
    warnings = [] if warnings is None else warnings
    reader = _Reader(conf, files)
    raw: dict[str, bytes] = {}
    repeated = 0
    for n, (key, markup) in enumerate(reader.items()):
        if n % 2000 == 0:
            check_cancelled(cancelled)
            progress(n, len(reader.records), "reading")
        key = _clean_key(key)
        if not key:
            continue
        if key in raw:
            repeated += 1
            continue
        raw[key] = markup.rstrip(b"\0")
    if repeated:
        warnings.append(f"{repeated:,} keys stood twice in the index: the first entry of each is kept")
    folded = {k.casefold(): k for k in reversed(raw)}
    dropped = 0
    for n, (key, markup) in enumerate(raw.items()):
        if n % 2000 == 0:
            check_cancelled(cancelled)
            progress(n, len(raw), "converting")
        if markup.startswith(_LINK):
            target = folded.get(_clean_key(reader.decode(markup[len(_LINK) :])).casefold())
            markup = raw.get(target, b"") if target else b""
            if markup.startswith(_LINK) or not markup.strip():
                dropped += 1
                continue
        text = reader.decode(markup)
        if len(text) > MAX_DICT_ENTRY_CHARS:
            raise ImportFormatError(
                conf.path,
                f"the entry {printable_text(key)[:60]!r} is {len(text):,} characters long (at most "
                f"{MAX_DICT_ENTRY_CHARS:,}): the module is damaged",
            )
        yield key, text
    if dropped:
        warnings.append(f"{dropped:,} entries link to a key the dictionary lacks: left out")


def meta(conf: ModuleConf, files: ModuleFiles) -> TranslationMeta:
    return TranslationMeta(
        id=module_id(conf.name),
        name=conf.description,
        language=conf.language,
        licence=conf.licence or None,
        attribution=conf.attribution() or None,
        source=printable_text(f"SWORD module {conf.name} ({files.path.name})"),
    )


def open_dictionary(path: str | Path, name: str | None = None) -> tuple[ModuleConf, ModuleFiles]:
    """The .conf and the files of the dictionary in a CrossWire .zip, a SWORD folder or named by its .conf
    (`name` picks one when several are there). Close the files when done."""
    path = Path(path)
    if not path.exists():
        raise ImportFormatError(str(path), "file or folder does not exist")
    root, conf_name = path, None
    if path.suffix.lower() == ".conf" and path.is_file():
        root, conf_name = path.parent.parent, f"mods.d/{path.name}"
    elif path.is_dir() and not (path / "mods.d").is_dir():
        raise ImportFormatError(str(path), "not a SWORD folder: it has no mods.d folder of .conf files")
    files = ModuleFiles(root)
    try:
        found: list[ModuleConf] = []
        for c in [conf_name] if conf_name else files.confs():
            try:
                conf = parse_conf(files.read(c)[: MAX_CONF_BYTES + 1], files.display(c))
            except ImportFormatError:
                continue
            if is_dictionary(conf) and (name is None or conf.name.lower() == name.lower()):
                found.append(conf)
        if not found:
            what = f"no dictionary named {name!r}" if name else "no SWORD dictionary"
            raise ImportFormatError(str(path), f"{what} here")
        if len(found) > 1:
            names = ", ".join(c.name for c in found)
            raise ImportFormatError(
                str(path), f"holds several dictionaries ({names}): choose one by its name"
            )
        if found[0].locked:
            raise ImportFormatError(
                found[0].path,
                f"{found[0].name} is locked: it is encrypted and its .conf has no key. Ask its publisher for "
                "the key and write it in the .conf as CipherKey=…, then import it again",
            )
        if found[0].get("CipherKey"):
            raise ImportFormatError(
                found[0].path, f"{found[0].name} is encrypted: Lâmpada does not read encrypted dictionaries"
            )
        return found[0], files
    except BaseException:
        files.close()
        raise


def read_module(
    path: str | Path, name: str | None = None, progress: ProgressFn = no_progress, cancelled: CancelFn = never
) -> ParsedDictionary:
    conf, files = open_dictionary(path, name)
    try:
        return read_dictionary(conf, files, progress, cancelled)
    finally:
        files.close()
