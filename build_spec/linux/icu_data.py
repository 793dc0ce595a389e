"""Rebuild Qt's ICU data library (`libicudata.so.<N>`) with only the parts this app's Qt can read.

    python build_spec/linux/icu_data.py SOURCE_LIB OUT_LIB

PySide6's Qt links ICU, and ICU's data library holds every locale of CLDR: 32 MB of the 39 MB ICU takes in
the bundle. Qt reads it only for collation (QCollator, the sorting of file dialogs), for the conversion of
text encodings it has no codec of its own for, and for time zone names; Qt formats numbers, dates and the
names of languages, countries and currencies from its own tables, and breaks text into lines and words with
its own code. The app sets Qt's default locale to pt_BR or en_US (app/gui/i18n.py), so:

- kept: the root, English and Portuguese locale data (collation, time zone names), the collation root
  (`ucadata.icu`), every file that is not a locale's (`pool.res`, `likelySubtags.res`, converter aliases,
  normalization...), and the converters of single-byte encodings (Windows, ISO-8859, Mac, IBM code pages);
- dropped: the other locales (their collation falls back to the root order, which is Unicode's default),
  the trees Qt never opens (`brkitr`, `curr`, `lang`, `region`, `unit`, `rbnf`, `translit`), the
  multi-byte East Asian converters, character names, StringPrep profiles and spoof-checking data.

The data is ICU's "common data" package (a table of contents, then the items, each 16-byte aligned), linked
into the library as the symbol `icudt<N>_dat`. The rebuilt package goes back into a library of the same
name and symbol, assembled and linked with binutils (`as`, `ld`), so nothing else changes: Qt and ICU load it
as before. Missing data is an error ICU reports and Qt handles (a collator falls back to the root order),
never a crash.
"""

from __future__ import annotations

import argparse
import re
import shutil
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

DROP_TREES = frozenset({"brkitr", "curr", "lang", "region", "unit", "rbnf", "translit"})
DROP_FILES = frozenset({"unames.icu", "confusables.cfu", "confusablesWholeScript.cfu"})
KEEP_LANGUAGES = frozenset({"en", "pt"})  # with root: the languages the app sets as Qt's default locale
LOCALE_FILE = re.compile(r"^[a-z]{2,3}(_\w*)*\.res$")  # pt.res, pt_BR.res, de__PHONEBOOK.res; not pool.res
ALIGN = 16


@dataclass(frozen=True)
class CommonData:
    """ICU's common data package: its header (kept as is) and its items, in table-of-contents order."""

    header: bytes
    prefix: str  # "icudt73l/": the package name each item's name starts with
    items: list[tuple[str, bytes]]  # (name without the prefix, bytes)


def read_common_data(blob: bytes) -> CommonData:
    header_size = struct.unpack_from("<H", blob, 0)[0]
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package (little-endian CmnD)")
    toc = blob[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    prefix = ""
    for i, (name_offset, data_offset) in enumerate(entries):
        name = toc[name_offset : toc.index(b"\0", name_offset)].decode("ascii")
        prefix, _, name = name.partition("/")
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        items.append((name, toc[data_offset:end]))
    return CommonData(blob[:header_size], prefix + "/", items)


def write_common_data(data: CommonData) -> bytes:
    """The package with its table of contents rebuilt; the item order (sorted by name, ICU's binary search)
    is kept."""
    names = b"".join((data.prefix + name).encode("ascii") + b"\0" for name, _ in data.items)
    toc_size = 4 + 8 * len(data.items)
    offset = _aligned(len(data.header) + toc_size + len(names)) - len(data.header)
    entries, name_offset, body = [], toc_size, bytearray()
    for name, item in data.items:
        entries.append(struct.pack("<II", name_offset, offset + len(body)))
        name_offset += len(data.prefix + name) + 1
        body += item + b"\xaa" * (_aligned(len(item)) - len(item))
    head = data.header + struct.pack("<I", len(data.items)) + b"".join(entries) + names
    return head + b"\xaa" * (_aligned(len(head)) - len(head)) + bytes(body)


def _aligned(n: int) -> int:
    return (n + ALIGN - 1) // ALIGN * ALIGN


def keep_item(name: str, item: bytes) -> bool:
    tree, _, leaf = name.rpartition("/")
    if tree in DROP_TREES or leaf in DROP_FILES or leaf.endswith(".spp"):
        return False
    if leaf.endswith(".cnv"):
        return max_bytes_per_char(item) <= 1
    if leaf == "root.res" or not LOCALE_FILE.match(leaf):
        return True
    return leaf.split("_", 1)[0].removesuffix(".res") in KEEP_LANGUAGES


def max_bytes_per_char(cnv: bytes) -> int:
    """A converter's UConverterStaticData.maxBytesPerChar: after its data header, structSize (4), name (60),
    codepage (4), platform, conversionType and minBytesPerChar (1 each)."""
    header_size = struct.unpack_from("<H", cnv, 0)[0]
    return cnv[header_size + 71]


def elf_symbol(path: Path, symbol: str) -> bytes:
    """The bytes of a data symbol of an ELF64 little-endian shared library (its dynamic symbol table)."""
    elf = path.read_bytes()
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError(f"{path}: not a 64-bit little-endian ELF file")
    phoff, shoff = struct.unpack_from("<QQ", elf, 0x20)
    phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", elf, 0x36)
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link]
        for at in range(offset, offset + size, entsize):
            st_name, _info, _other, _shndx, value, sym_size = struct.unpack_from("<IBBHQQ", elf, at)
            end = elf.index(b"\0", strtab[4] + st_name)
            if elf[strtab[4] + st_name : end].decode("ascii") == symbol:
                return elf[_file_offset(elf, phoff, phentsize, phnum, value) :][:sym_size]
    raise ValueError(f"{path}: no symbol {symbol}")


def _file_offset(elf: bytes, phoff: int, phentsize: int, phnum: int, address: int) -> int:
    for i in range(phnum):
        header = struct.unpack_from("<IIQQQQ", elf, phoff + i * phentsize)
        kind, _flags, offset, vaddr, _paddr, filesz = header
        if kind == 1 and vaddr <= address < vaddr + filesz:  # PT_LOAD
            return offset + address - vaddr
    raise ValueError(f"address {address:#x} is in no loaded segment")


def link_data_library(blob: bytes, symbol: str, soname: str, out: Path) -> None:
    """A shared library holding `blob` as the read-only, 16-byte aligned symbol `symbol` (binutils only)."""
    for tool in ("as", "ld"):
        if shutil.which(tool) is None:
            raise SystemExit(f"icu_data: `{tool}` not found (Debian: apt-get install binutils)")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "data.bin").write_bytes(blob)
        (work / "data.s").write_text(
            f"\t.section .rodata\n\t.balign {ALIGN}\n\t.globl {symbol}\n\t.type {symbol}, @object\n"
            f'\t.size {symbol}, {len(blob)}\n{symbol}:\n\t.incbin "data.bin"\n'
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(["as", "-o", "data.o", "data.s"], cwd=work, check=True)
        link = ["ld", "-shared", "-soname", soname, "-o", str(out.resolve()), "data.o"]
        subprocess.run(link, cwd=work, check=True)


@dataclass(frozen=True)
class TrimReport:
    kept: int  # items
    dropped: int
    size_before: int  # bytes of the data package
    size_after: int


def trim(source: Path, out: Path) -> TrimReport:
    """Writes `out`: `source` (libicudata.so.N) with only the items `keep_item` accepts."""
    version = re.match(r"libicudata\.so\.(\d+)", source.name)
    if version is None:
        raise ValueError(f"{source}: not an ICU data library (libicudata.so.N)")
    symbol = f"icudt{version.group(1)}_dat"
    blob = elf_symbol(source, symbol)
    data = read_common_data(blob)
    kept = [(name, item) for name, item in data.items if keep_item(name, item)]
    new = write_common_data(CommonData(data.header, data.prefix, kept))
    out.parent.mkdir(parents=True, exist_ok=True)
    link_data_library(new, symbol, source.name, out)
    return TrimReport(len(kept), len(data.items) - len(kept), len(blob), len(new))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    report = trim(args.source, args.out)
    print(
        f"{args.out}: ICU data {report.size_before / 1e6:.1f} MB -> {report.size_after / 1e6:.1f} MB "
        f"({report.kept} items kept, {report.dropped} dropped)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
