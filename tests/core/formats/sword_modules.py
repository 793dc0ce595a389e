"""Writing SWORD modules for the tests: the fixtures copied to damage freely, and modules made from scratch
(a .conf, an index and a data file) to hold what osis2mod never writes — entries that overlap, a wrong key."""

from __future__ import annotations

import json
import resource
import shutil
import struct
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

from app.core.formats import sword

SWORD = Path(__file__).resolve().parents[2] / "fixtures" / "sword"
REPO = Path(__file__).resolve().parents[3]
ADDRESS_SPACE = 2 * 1024**3  # a child reading a hostile module gets no more (MemoryError past it)

_READ = """
import json, resource, sys, time
from app.core.errors import LampadaError
from app.core.formats import sword
started = time.perf_counter()
try:
    parsed = sword.read_module(sys.argv[1])
    out = {"read": type(parsed).__name__}
except LampadaError as e:
    out = {"error": type(e).__name__, "message": str(e)}
out["seconds"] = time.perf_counter() - started
out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(out))
"""


def limit_memory() -> None:
    """For a child process (preexec_fn): its address space capped at ADDRESS_SPACE."""
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def read_in_child(place: Path, timeout: float = 120) -> dict:
    """`sword.read_module(place)` in a child process with a bounded address space: what it gave ("read": the
    type, or "error" and "message"), its time in seconds and its peak RSS in MB. A hang or an untyped error
    fails the test that asked, without taking the machine with it."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", _READ, str(place)],
            cwd=REPO, capture_output=True, text=True, timeout=timeout, preexec_fn=limit_memory,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        raise AssertionError(f"reading {place} took over {timeout} s") from None
    if done.returncode != 0:
        raise AssertionError(f"reading {place} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def copy_module(tmp_path: Path, name: str, root: Path | None = None) -> Path:
    """A SWORD folder holding only `name` (its .conf and data), to damage freely."""
    root = root or tmp_path / "sword"
    conf = SWORD / "mods.d" / f"{name.lower()}.conf"
    (root / "mods.d").mkdir(parents=True)
    shutil.copy(conf, root / "mods.d" / conf.name)
    datapath = sword.parse_conf(conf.read_bytes(), str(conf)).get("DataPath").strip("./")
    shutil.copytree(SWORD / datapath, root / datapath)
    return root


def zip_folder(root: Path, target: Path) -> Path:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(root.rglob("*")):
            if path.is_file():
                zf.write(path, path.relative_to(root).as_posix())
    return target


def set_conf(root: Path, name: str, **fields: str) -> Path:
    """Change (or add) `.conf` lines of the module `name` in the SWORD folder `root`."""
    conf = root / "mods.d" / f"{name.lower()}.conf"
    lines = conf.read_text("utf-8").splitlines()
    for key, value in fields.items():
        lines = [line for line in lines if not line.startswith(f"{key}=")] + [f"{key}={value}"]
    conf.write_text("\n".join(lines) + "\n", "utf-8")
    return conf


def nt_slots() -> int:
    """Index entries of the New Testament in the KJV versification (a module's nt index, whole)."""
    return sword.index_sizes("KJV")["nt"]


def write_raw_module(
    root: Path, name: str, driver: str, records: list[tuple[int, int]], data: bytes, extra: str = ""
) -> Path:
    """A RawText/RawText4/RawCom/RawCom4 module with New Testament entries (start, size) into `data`."""
    kind = "comments" if "com" in driver.lower() else "texts"
    datapath = f"modules/{kind}/{driver.lower()}/{name.lower()}"
    folder = root / datapath
    folder.mkdir(parents=True)
    fmt = "<IH" if driver.lower() in ("rawtext", "rawcom") else "<II"
    (folder / "nt.vss").write_bytes(b"".join(struct.pack(fmt, *r) for r in records))
    (folder / "nt").write_bytes(data)
    return _write_conf(root, name, driver, datapath, extra)


def write_zcom_module(
    root: Path, name: str, records: list[tuple[int, int]], block: bytes, extra: str = ""
) -> Path:
    """A zCom module whose New Testament is one zlib block holding `block`, entries (start, size) into it."""
    datapath = f"modules/comments/zcom/{name.lower()}"
    folder = root / datapath
    folder.mkdir(parents=True)
    packed = zlib.compress(block)
    (folder / "nt.bzs").write_bytes(struct.pack("<III", 0, len(packed), len(block)))
    (folder / "nt.bzz").write_bytes(packed)
    (folder / "nt.bzv").write_bytes(b"".join(struct.pack("<IIH", 0, s, n) for s, n in records))
    return _write_conf(root, name, "zCom", datapath, "CompressType=ZIP\nBlockType=BOOK\n" + extra)


def _write_conf(root: Path, name: str, driver: str, datapath: str, extra: str) -> Path:
    (root / "mods.d").mkdir(parents=True, exist_ok=True)
    conf = root / "mods.d" / f"{name.lower()}.conf"
    conf.write_text(
        f"[{name}]\nDataPath=./{datapath}/\nDescription={name} test module\nModDrv={driver}\n"
        f"SourceType=OSIS\nEncoding=UTF-8\nLang=en\n{extra}",
        "utf-8",
    )
    return root
