"""The SWORD half of the fuzz (`pytest -m fuzz`): mutated copies of the fixture modules — a zText Bible, a
RawText Bible, a zCom and a RawCom4 commentary — imported as `lampada import` does, in a child process.

`python -m tests.core.formats.sword_fuzz CASES SEED FOLDER` builds each case in FOLDER, lists it
(`sword.modules_in`), imports it with `sword_import.import_module` into a library holding a translation and a
commentary already, and prints one JSON line per case: the outcome ("imported", "refused", "untyped: …",
"changed the library", "over time"), the seconds, and the peak of memory the case allocated (tracemalloc). An
imported module is checked (no control character nor surrogate stored, no verse over the limit, the name
capped) and removed again. A case runs under an alarm of CASE_SECONDS; the whole child under an address space
of `sword_modules.ADDRESS_SPACE`.

Mutations: of the `.conf` (a field set to a hostile value: DataPath out of the folder, another driver,
compression or versification, a key, a language that is none, a name of 300,000 characters, markup, RTF
surrogates, a continued line), of an index (entries pointing anywhere: overlapping, repeated, past the end,
huge), of a data file or block index, and the byte-level ones of the other importers (flips, truncation,
control characters, bytes that are not UTF-8, huge numbers); every entry overlapping one 1 MB text
(`amplify`); a data file replaced by a link out of the module; each case also zipped, one time in four.
"""

from __future__ import annotations

import json
import os
import random
import resource
import shutil
import signal
import struct
import sys
import time
import tracemalloc
import zipfile
import zlib
from pathlib import Path

from app.core.library.writing import add_translation, remove_translation

CASE_SECONDS = 20
SOURCES = [  # name, driver
    ("LTBible", "zText"),
    ("LTSynodal", "RawText"),
    ("LTComm", "zCom"),
    ("LTComm4", "RawCom4"),
]
HOSTILE_FIELDS = {
    "DataPath": ["/etc/", "../../../../etc/", "./", "./modules/../../x/", "C:\\Windows\\", ""],
    "ModDrv": [
        "zText",
        "zText4",
        "RawText",
        "RawText4",
        "zCom",
        "zCom4",
        "RawCom",
        "RawCom4",
        "zLD",
        "HREFCom",
    ],
    "CompressType": ["ZIP", "BZIP2", "XZ", "LZSS", "LZMA", ""],
    "BlockType": ["BOOK", "CHAPTER", "VERSE", "X"],
    "Versification": ["KJV", "Synodal", "Vulg", "NRSVA", "Klingon", "", "kjva"],
    "CipherKey": ["", "wrong-key", "x" * 300],
    "Encoding": ["UTF-8", "Latin-1", "UTF-16", ""],
    "SourceType": ["OSIS", "ThML", "GBF", "TEI", "Plain", "XXX"],
    "Lang": ["ÿþ../../etc", "", "en", "x" * 50, "pt-BR", "<b>en</b>"],
    "Description": ["<img src=/dev/zero>", "N" * 300_000, "\x1b[2J", "a\\u55357?b", ""],
    "About": [r"\u55357?\u56842? \u-10179? \par x", "long \\\nline", "x" * 200_000],
    "DistributionLicense": ["<script>x</script>", "L" * 50_000],
    "Copyright": [r"\u56842?", "(c) " * 10_000],
}
CONTROLS = [bytes([c]) for c in (*range(0, 9), 11, 12, *range(14, 32), 127)]


def module_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and "mods.d" not in p.parts)


def mutate_conf(conf: Path, rng: random.Random) -> str:
    lines = conf.read_text("utf-8").splitlines()
    changed = []
    for key in rng.sample(sorted(HOSTILE_FIELDS), rng.randint(1, 3)):
        value = rng.choice(HOSTILE_FIELDS[key])
        lines = [line for line in lines if not line.startswith(f"{key}=")] + [f"{key}={value}"]
        changed.append(key)
    if rng.random() < 0.2:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(["[Second]", "no equals sign", "=x", "#"]))
    conf.write_text("\n".join(lines) + "\n", "utf-8")
    return "conf:" + ",".join(changed)


def record_format(path: Path, driver: str) -> str:
    if path.suffix in (".bzs", ".czs", ".vzs"):
        return "<III"
    if path.suffix in (".bzv", ".czv", ".vzv"):
        return "<III" if driver.endswith("4") else "<IIH"
    return "<II" if driver.endswith("4") else "<IH"


def mutate_records(index: Path, driver: str, rng: random.Random, data_size: int) -> str:
    """Entries pointing anywhere: overlapping, repeated, past the end, huge."""
    fmt = record_format(index, driver)
    size = struct.calcsize(fmt)
    raw = bytearray(index.read_bytes())
    count = len(raw) // size
    if not count:
        return "records:none"
    fields = len(fmt) - 1
    for _ in range(rng.randint(1, 40)):
        at = rng.randrange(count) * size
        kind = rng.choice(["overlap", "same", "past", "huge", "zero"])
        if kind == "overlap":
            start, length = rng.randrange(max(data_size, 1)), rng.randrange(max(data_size, 1))
        elif kind == "same":
            start, length = 0, data_size
        elif kind == "past":
            start, length = data_size + rng.randrange(1000), rng.randrange(1, 100)
        elif kind == "huge":
            start, length = rng.randrange(2**31), 2**15
        else:
            start, length = 0, 0
        if index.suffix == ".bzs":  # a compressed block: offset, size, uncompressed size
            values = [start, length, rng.choice([length, 0, 2**31])]
        elif fields == 3:  # a compressed entry: block, start, size
            values = [rng.choice([0, 0, 0, 1, 2**31]), start, length]
        else:  # a raw entry: start, size
            values = [start, length]
        limit = 0xFFFF if fmt.endswith("H") else 0xFFFFFFFF
        values = [min(v, 0xFFFFFFFF) for v in values[:-1]] + [min(values[-1], limit)]
        raw[at : at + size] = struct.pack(fmt, *values)
    index.write_bytes(bytes(raw))
    return f"records:{index.name}"


# Text for `amplify`: a commentary's paragraphs; for a Bible, markup that leaves a short verse (every entry
# starts on a tag), so that only the amount read, not a verse's length, can stop it.
_PARAGRAPH = b"<p>A commentary's words, again and again, to be read many times over.</p>\n"
AMPLIFY_TEXT = {"commentary": (_PARAGRAPH * 15_000)[:1_000_000], "bible": b"<lb/>" * 199_990 + b"A verse."}


def amplify(files: list[Path], driver: str, rng: random.Random) -> str:
    """Every index entry of one testament pointing at overlapping ranges of one 1 MB text: thousands of MB of
    text asked for from a small module (a raw data file grown, or a compressed block replaced)."""
    index = rng.choice([f for f in files if f.suffix in (".vss", ".bzv")])
    text = AMPLIFY_TEXT["commentary" if "com" in driver.lower() else "bible"]
    fmt = record_format(index, driver)
    count = len(index.read_bytes()) // struct.calcsize(fmt)
    base = index.with_suffix("")
    if index.suffix == ".vss":
        start = base.stat().st_size
        start += -start % 5  # entries start on a tag
        base.write_bytes(base.read_bytes().ljust(start, b" ") + text)
        size = min(len(text) - 1000, 0xFFFF if fmt.endswith("H") else 2**31)
        records = [(start + k * 5 % 1000, size) for k in range(count)]
    else:
        packed = zlib.compress(text)
        base.with_suffix(".bzz").write_bytes(packed)
        base.with_suffix(".bzs").write_bytes(struct.pack("<III", 0, len(packed), len(text)))
        size = 60_000 if fmt.endswith("H") else len(text) - 1000
        records = [(0, k * 5 % 1000, size) for k in range(count)]
    index.write_bytes(b"".join(struct.pack(fmt, *r) for r in records))
    return f"amplify:{index.name}"


def mutate_bytes(path: Path, rng: random.Random) -> str:
    data = bytearray(path.read_bytes())
    kind = rng.choice(["flip", "truncate", "control", "latin", "huge", "append"])
    if not data:
        return f"{kind}:{path.name}(empty)"
    if kind == "flip":
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == "truncate":
        del data[rng.randrange(len(data)) :]
    elif kind == "control":
        for _ in range(rng.randint(1, 10)):
            at = rng.randrange(len(data) + 1)
            data[at:at] = rng.choice(CONTROLS)
    elif kind == "latin":
        for _ in range(rng.randint(1, 6)):
            data.insert(rng.randrange(len(data) + 1), rng.choice([0xE7, 0xE3, 0x81, 0xFF, 0xED, 0xA0]))
    elif kind == "huge":
        digits = [i for i in range(len(data)) if 48 <= data[i] <= 57]
        if digits:
            at = rng.choice(digits)
            data[at : at + 1] = rng.choice([b"9" * 5000, str(2**64).encode(), b"-5"])
    else:
        data += rng.randbytes(rng.randint(1, 5000))
    path.write_bytes(bytes(data))
    return f"{kind}:{path.name}"


def build_case(case: int, rng: random.Random, source: Path, folder: Path) -> tuple[Path, str]:
    """A mutated copy of one fixture module under `folder`: the place to import, and what was done."""
    name, driver = SOURCES[case % len(SOURCES)]
    root = folder / "sword"
    conf = source / "mods.d" / f"{name.lower()}.conf"
    (root / "mods.d").mkdir(parents=True)
    shutil.copy(conf, root / "mods.d" / conf.name)
    for line in conf.read_text("utf-8").splitlines():
        if line.startswith("DataPath="):
            datapath = line.split("=", 1)[1].strip("./")
            shutil.copytree(source / datapath, root / datapath)
    files = module_files(root)
    how = []
    if rng.random() < 0.06:
        how.append(amplify(files, driver, rng))
    for _ in range(0 if how else rng.choice([1, 1, 1, 2, 3])):
        target = rng.random()
        if target < 0.3:
            how.append(mutate_conf(root / "mods.d" / conf.name, rng))
        elif target < 0.6:
            index = rng.choice([f for f in files if f.suffix in (".vss", ".bzv", ".bzs")])
            data_size = max((f.stat().st_size for f in files if f.suffix in ("", ".bzz")), default=0)
            how.append(mutate_records(index, driver, rng, data_size))
        elif target < 0.95:
            how.append(mutate_bytes(rng.choice(files), rng))
        else:
            victim = rng.choice(files)
            outside = folder / "outside"
            outside.write_bytes(b"root:x:0:0:root:/root:/bin/bash\n" * 50)
            victim.unlink()
            victim.symlink_to(outside)
            how.append(f"symlink:{victim.name}")
    if rng.random() < 0.25:
        archive = folder / f"{name}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(root.rglob("*")):
                if path.is_file() and not path.is_symlink():
                    zf.write(path, path.relative_to(root).as_posix())
        return archive, f"{name} zipped " + " + ".join(how)
    return root, f"{name} " + " + ".join(how)


class _OverTime(BaseException):
    """Raised by the alarm: a case ran past CASE_SECONDS."""


def _alarm(_signum, _frame):
    raise _OverTime


def snapshot(library) -> tuple:
    conn = library.conn
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    comments = ()
    if "commentaries" in tables:
        comments = (
            tuple(conn.execute("SELECT id, name, entries FROM commentaries ORDER BY id")),
            conn.execute(
                "SELECT count(*), coalesce(sum(length(text)), 0) FROM commentary_entries"
            ).fetchone(),
        )
    return (
        tuple(conn.execute("SELECT id, verse_count, text_hash FROM translations ORDER BY id")),
        conn.execute("SELECT count(*), coalesce(sum(length(text)), 0) FROM verses").fetchone(),
        tuple(sorted(tables)),
        tuple(conn.execute("SELECT key, value FROM meta ORDER BY key")),
        comments,
    )


def check_stored(library, report) -> str | None:
    """What is wrong with what an import stored, if anything; the import is then removed again."""
    from app.core.formats.common import MAX_VERSE_CHARS
    from app.core.formats.sword import MAX_NAME_CHARS
    from app.core.library import commentaries

    controls = (
        "*[" + "".join(chr(c) for c in (*range(1, 10), 11, 12, *range(14, 32), *range(127, 160))) + "]*"
    )
    if isinstance(report, commentaries.CommentaryReport):
        found = report.commentary
        bad = library.conn.execute(
            "SELECT count(*) FROM commentary_entries WHERE commentary = ? AND text GLOB ?",
            (found.id, controls),
        ).fetchone()[0]
        problem = "control characters stored" if bad else None
        if len(found.name) > MAX_NAME_CHARS:
            problem = f"a name of {len(found.name)} characters"
        commentaries.remove(library, found.id)
        return problem
    t = report.translation
    longest, bad = library.conn.execute(
        "SELECT max(length(text)), sum(text GLOB ?) FROM verses WHERE translation = ?", (controls, t.id)
    ).fetchone()
    problem = None
    if longest > MAX_VERSE_CHARS:
        problem = f"a verse of {longest} characters"
    elif bad:
        problem = "control characters stored"
    elif len(t.name) > MAX_NAME_CHARS or any(
        0xD800 <= ord(c) <= 0xDFFF for c in t.name + (t.attribution or "")
    ):
        problem = "a name too long or holding a surrogate"
    remove_translation(library, t.id)
    return problem


def run_case(library, case: int, rng: random.Random, source: Path, folder: Path) -> dict:
    from app.core.errors import LampadaError
    from app.core.formats import sword
    from app.core.library import sword_import

    place, how = build_case(case, rng, source, folder)
    before = snapshot(library)
    tracemalloc.reset_peak()
    started = time.perf_counter()
    detail = ""
    signal.alarm(CASE_SECONDS)
    try:
        sword.modules_in(place)
        report = sword_import.import_module(library, place)
    except LampadaError as exc:
        outcome = "refused" if snapshot(library) == before else "changed the library"
        detail = str(exc)[-300:]
    except _OverTime:
        outcome = "over time"
    except Exception as exc:  # noqa: BLE001 - the failure the fuzz exists to find
        outcome = f"untyped: {type(exc).__name__}: {exc}"[:500]
    else:
        outcome = check_stored(library, report) or "imported"
    finally:
        signal.alarm(0)
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    if outcome in ("refused", "imported"):
        shutil.rmtree(folder)
    return {
        "case": case, "how": how, "outcome": outcome, "seconds": round(seconds, 3),
        "peak_mb": round(peak, 1), "place": str(place), "detail": detail,
    }  # fmt: skip


def main(cases: int, seed: int, workdir: Path) -> None:
    from app.core.formats.common import TranslationMeta
    from app.core.library import sword_import
    from app.core.library.reading import Library
    from tests.core.formats.sword_modules import SWORD
    from tests.fixtures.tiny_corpus import tiny_pt

    signal.signal(signal.SIGALRM, _alarm)
    rng = random.Random(seed)
    tracemalloc.start()
    with Library(workdir / "library.sqlite3") as library:
        add_translation(library, tiny_pt())  # what a refused import must leave as it was
        sword_import.import_module(library, SWORD, "LTComm", overrides=TranslationMeta(id="keep"))
        for case in range(cases):
            result = run_case(library, case, rng, SWORD, workdir / f"case{case:04d}")
            print(json.dumps(result, ensure_ascii=True), flush=True)
        integrity = library.conn.execute("PRAGMA integrity_check").fetchone()[0]
        kept = sorted(t.id for t in library.translations())
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"integrity": integrity, "translations": kept, "rss_mb": round(rss, 1)}), flush=True)


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    main(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]))
