"""Strip the symbol tables of the bundle's shared libraries, keeping only the ones that load the same bytes.

    python build_spec/linux/strip_bundle.py FOLDER

A shared library's `.symtab`, `.strtab` and debug sections serve debuggers only; the dynamic loader maps the
file's loadable segments (PT_LOAD) and nothing else. Some libraries carry several megabytes of them (the
tokenizers library 3.4 MB, ICU 1.4 MB, libpython 0.7 MB). `strip` is safe on a library built by a linker,
but not on one rewritten by patchelf, as auditwheel does for numpy and its OpenBLAS: strip moves the
segments patchelf added and the library no longer loads ("ELF load command address/offset not page-aligned").
So each library is stripped into a temporary file and kept only when every loadable segment has the same
address, size, flags and bytes as before (the ELF header's section-table fields aside, which the loader does
not read); otherwise the original stays. What the loader maps is then identical, byte for byte.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

PT_LOAD = 1
# e_shoff (8 bytes at 0x28), e_shnum and e_shstrndx (2 bytes each at 0x3c): strip rewrites them, loaders
# never read them
SECTION_FIELDS = ((0x28, 8), (0x3C, 4))


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def loaded_image(elf: bytes) -> list[tuple[int, int, int, int, int, bytes]]:
    """The loadable segments of an ELF64 little-endian file: (flags, address, file size, memory size,
    alignment, bytes), the ELF header's section-table fields zeroed."""
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    masked = bytearray(elf)
    for offset, size in SECTION_FIELDS:
        masked[offset : offset + size] = bytes(size)
    (phoff,) = struct.unpack_from("<Q", elf, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", elf, 0x36)
    segments = []
    for i in range(phnum):
        kind, flags, offset, vaddr, _paddr, filesz, memsz, align = struct.unpack_from(
            "<IIQQQQQQ", elf, phoff + i * phentsize
        )
        if kind != PT_LOAD:
            continue
        if align > 1 and (offset - vaddr) % align:
            raise ValueError(f"segment at {vaddr:#x}: its file offset {offset:#x} is not aligned with it")
        segments.append((flags, vaddr, filesz, memsz, align, bytes(masked[offset : offset + filesz])))
    return segments


def same_image(before: bytes, after: bytes) -> bool:
    try:
        return loaded_image(before) == loaded_image(after)
    except ValueError:
        return False


@dataclass(frozen=True)
class StripReport:
    saved: int  # bytes
    stripped: list[str]
    kept: list[str]  # stripping would have changed what the loader maps


def strip_file(path: Path) -> int | None:
    """Strips `path` in place when that leaves its loaded image unchanged. Returns the bytes saved (0: nothing
    to strip), None when the original is kept because stripping would change what the loader maps."""
    before = path.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / path.name
        subprocess.run(["strip", "--strip-all", "-o", str(out), str(path)], check=True, capture_output=True)
        after = out.read_bytes()
        if len(after) >= len(before):
            return 0
        if not same_image(before, after):
            return None
        mode = path.stat().st_mode
        shutil.copyfile(out, path)
        os.chmod(path, mode)
    return len(before) - len(after)


def strip_tree(folder: Path) -> StripReport:
    if shutil.which("strip") is None:
        raise SystemExit("strip_bundle: `strip` not found (Debian: apt-get install binutils)")
    saved, stripped, kept = 0, [], []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        gained = strip_file(path)
        name = str(path.relative_to(folder))
        if gained is None:
            kept.append(name)
        elif gained:
            saved += gained
            stripped.append(name)
    return StripReport(saved, stripped, kept)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    report = strip_tree(args.folder)
    print(
        f"strip_bundle: {report.saved / 1e6:.1f} MB of symbols removed from {len(report.stripped)} files; "
        f"kept as they are (strip would move what the loader maps): {' '.join(report.kept) or 'none'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
