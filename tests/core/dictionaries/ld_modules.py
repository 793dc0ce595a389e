"""SWORD dictionaries written by hand in the real formats (RawLD, RawLD4, zLD), for the hostile cases that
SWORD's own tools never write: overlapping entries, lying counts, huge entries, links outside the folder."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

DATA_PATH = "modules/lexdict/hand/dict"


def conf(folder: Path, name: str, driver: str, *extra: str, data_path: str = f"./{DATA_PATH}") -> Path:
    (folder / "mods.d").mkdir(parents=True, exist_ok=True)
    lines = [f"[{name}]", f"DataPath={data_path}", f"ModDrv={driver}", "Encoding=UTF-8", "Lang=en", *extra]
    path = folder / "mods.d" / f"{name.lower()}.conf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def raw(folder: Path, entries: list[tuple[str, bytes]], size4: bool = False, name: str = "Hand") -> Path:
    """A RawLD (or RawLD4) module of `entries` (key, markup) in this order."""
    conf(folder, name, "RawLD4" if size4 else "RawLD", "SourceType=ThML")
    base = folder / DATA_PATH
    base.parent.mkdir(parents=True, exist_ok=True)
    dat, idx = bytearray(), bytearray()
    for key, markup in entries:
        record = key.encode() + b"\r\n" + markup
        idx += struct.pack("<II" if size4 else "<IH", len(dat), len(record))
        dat += record
    base.with_suffix(".idx").write_bytes(bytes(idx))
    base.with_suffix(".dat").write_bytes(bytes(dat))
    return folder


def zld(folder: Path, entries: list[tuple[str, bytes]], per_block: int = 2, name: str = "Hand") -> Path:
    """A zLD module of `entries` (key, markup), `per_block` entries to a compressed block."""
    conf(folder, name, "zLD", "SourceType=ThML", "CompressType=ZIP")
    base = folder / DATA_PATH
    base.parent.mkdir(parents=True, exist_ok=True)
    dat, idx, zdx, zdt = bytearray(), bytearray(), bytearray(), bytearray()
    for start in range(0, len(entries), per_block):
        chunk = entries[start : start + per_block]
        head = struct.pack("<I", len(chunk))
        offset = 4 + 8 * len(chunk)
        places, body = b"", b""
        for _key, markup in chunk:
            places += struct.pack("<II", offset + len(body), len(markup))
            body += markup + b"\0"
        block = zlib.compress(head + places + body)
        zdx += struct.pack("<II", len(zdt), len(block))
        zdt += block
        for n, (key, _markup) in enumerate(chunk):
            record = key.encode() + b"\n" + struct.pack("<II", start // per_block, n)
            idx += struct.pack("<II", len(dat), len(record))
            dat += record
    for suffix, data in ((".idx", idx), (".dat", dat), (".zdx", zdx), (".zdt", zdt)):
        base.with_suffix(suffix).write_bytes(bytes(data))
    return folder


def files(folder: Path) -> dict[str, Path]:
    base = folder / DATA_PATH
    return {s: base.with_suffix(s) for s in (".idx", ".dat", ".zdx", ".zdt")}
