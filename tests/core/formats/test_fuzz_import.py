"""Fuzz (opt-in: `pytest -m fuzz`): the importers fed 1,000 mutated copies of the fixture files, and the SWORD
importers 1,000 mutated copies of the fixture modules (`sword_fuzz`: Bibles and commentaries, raw and
compressed, their `.conf`, in a child process with a time and a memory budget per case).

Mutations: byte flips, truncations, deleted markers (`\\v`, `\\c`, `<verse`, tabs, `:`...), huge numbers
(2^63, 10^30, 5,000 digits), inserted control characters, bytes that are not UTF-8, and combinations; USFM
also as a .zip. Each copy goes through detection, its reader and `writing.add_translation`, as `lampada
import` does. Asserted: the import succeeds or raises a typed `LampadaError` (never another exception), an
error leaves the library exactly as it was, and nothing stored is over the verse limit or holds a control
character. `LAMPADA_FUZZ_CASES` and `LAMPADA_FUZZ_SEED` change the count and the seed; a failure names the
case, whose file is kept under the test's tmp folder.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from app.core.errors import LampadaError
from app.core.formats.common import MAX_VERSE_CHARS, TranslationMeta
from app.core.formats.detect import read_translation
from app.core.library.reading import Library
from app.core.library.writing import add_translation, remove_translation
from tests.core.formats import sword_fuzz
from tests.core.formats.sword_modules import REPO, limit_memory
from tests.fixtures.tiny_corpus import tiny_pt

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "formats"
CASES = int(os.environ.get("LAMPADA_FUZZ_CASES", "1000"))
SEED = int(os.environ.get("LAMPADA_FUZZ_SEED", "20261201"))
MARKERS = [b"\\v ", b"\\c ", b"\\id ", b"\\p", b"\\f*", b"\\f ", b"\\x", b"<verse", b"</verse>", b"<chapter",
           b"</chapter>", b"<VERS", b"</VERS>", b"<CHAPTER", b"<BIBLEBOOK", b"<v ", b"<c ", b"<book", b"\t",
           b":", b".", b"\n", b'"', b"<", b">", b"-"]  # fmt: skip
HUGE = [str(2**63).encode(), str(2**64 + 7).encode(), b"1" + b"0" * 30, b"9" * 5000, b"0", b"-5", b"1000"]
CONTROLS = [bytes([c]) for c in (*range(0, 9), 11, 12, *range(14, 32), 127)] + [
    "\u0085".encode(), "\u009b".encode(), b"\x1b[2J", b"\x1b]0;x\x07"
]


def _sources() -> list[tuple[str, list[Path]]]:
    """(kind, files): the files of one fixture, mutated together as one import."""
    usfm = sorted((FIXTURES / "usfm").glob("*.usfm"))
    return [
        ("osis", [FIXTURES / "sample.osis.xml"]),
        ("usfx", [FIXTURES / "sample.usfx.xml"]),
        ("zefania", [FIXTURES / "sample.zefania.xml"]),
        ("tsv", [FIXTURES / "sample.tsv"]),
        ("vref", [FIXTURES / "vref" / "fxb.txt", FIXTURES / "vref" / "vref.txt"]),
        ("usfm", usfm),
        ("usfm-zip", usfm),
    ]


def _mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    single = ["flip", "truncate", "marker", "huge", "control", "latin"]
    kind = rng.choice([*single, "combo"])
    kinds = rng.sample(single, 3) if kind == "combo" else [kind]
    for k in kinds:
        data = _one(data, k, rng)
    return data, "+".join(kinds)


def _one(data: bytes, kind: str, rng: random.Random) -> bytes:
    if not data:
        return data
    buf = bytearray(data)
    if kind == "flip":
        for _ in range(rng.randint(1, 20)):
            buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
        return bytes(buf)
    if kind == "truncate":
        return bytes(buf[: rng.randrange(len(buf))])
    if kind == "marker":
        marker = rng.choice(MARKERS)
        spots = [i for i in range(len(buf)) if buf.startswith(marker, i)]
        for at in sorted(rng.sample(spots, min(len(spots), rng.randint(1, 4))), reverse=True):
            del buf[at : at + len(marker)]
        return bytes(buf)
    if kind == "huge":
        digits = [i for i in range(len(buf)) if 48 <= buf[i] <= 57 and (i == 0 or not 48 <= buf[i - 1] <= 57)]
        if not digits:
            return bytes(buf)
        at = rng.choice(digits)
        end = at
        while end < len(buf) and 48 <= buf[end] <= 57:
            end += 1
        return bytes(buf[:at]) + rng.choice(HUGE) + bytes(buf[end:])
    if kind == "control":
        for _ in range(rng.randint(1, 10)):
            at = rng.randrange(len(buf) + 1)
            buf[at:at] = rng.choice(CONTROLS)
        return bytes(buf)
    # "latin": bytes that are not UTF-8 (Windows-1252 accents) dropped in
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(buf) + 1)
        buf[at:at] = bytes([rng.choice([0xE7, 0xE3, 0xE9, 0x81, 0x93, 0xFF])])
    return bytes(buf)


def _snapshot(library: Library) -> tuple:
    conn = library.conn
    return (
        tuple(conn.execute("SELECT id, verse_count, text_hash FROM translations ORDER BY id")),
        conn.execute("SELECT count(*), coalesce(sum(length(text)), 0) FROM verses").fetchone(),
        tuple(conn.execute("SELECT name FROM sqlite_master ORDER BY name")),
        tuple(conn.execute("SELECT key, value FROM meta ORDER BY key")),
    )


def _build_case(kind: str, files: list[Path], rng: random.Random, folder: Path) -> tuple[Path, str]:
    folder.mkdir(parents=True)
    target = rng.randrange(len(files))
    how = ""
    written = []
    for n, source in enumerate(files):
        data = source.read_bytes()
        if n == target or rng.random() < 0.15:
            data, how = _mutate(data, rng)
        path = folder / source.name
        path.write_bytes(data)
        written.append(path)
    if kind == "usfm-zip":
        archive = folder / "books.zip"
        with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for path in written:
                zf.write(path, path.name)
        return archive, how
    if kind == "usfm":
        return folder, how
    return written[0], how


@pytest.mark.fuzz
def test_importers_survive_mutated_files(tmp_path):
    rng = random.Random(SEED)
    sources = _sources()
    outcomes = {"imported": 0, "refused": 0}
    with Library(tmp_path / "library.sqlite3") as library:
        add_translation(library, tiny_pt())  # something an error must leave as it was
        for case in range(CASES):
            kind, files = sources[case % len(sources)]
            folder = tmp_path / f"case{case:04d}-{kind}"
            path, how = _build_case(kind, files, rng, folder)
            before = _snapshot(library)
            tid = f"fz{case}"
            try:
                parsed = read_translation(path)
                add_translation(library, parsed, overrides=TranslationMeta(id=tid, language="en"))
            except LampadaError:
                outcomes["refused"] += 1
                assert _snapshot(library) == before, f"case {case} ({kind}, {how}) changed the library"
            except Exception as exc:  # noqa: BLE001 - the failure this test exists to find
                pytest.fail(f"case {case} ({kind}, {how}, {folder}): untyped {type(exc).__name__}: {exc}")
            else:
                outcomes["imported"] += 1
                longest, controls = library.conn.execute(
                    "SELECT max(length(text)), sum(text GLOB ?) FROM verses WHERE translation = ?",
                    ("*[" + "".join(chr(c) for c in (*range(1, 32), *range(127, 160))) + "]*", tid),
                ).fetchone()
                assert longest <= MAX_VERSE_CHARS, f"case {case} ({kind}, {how}): a verse of {longest}"
                assert not controls, f"case {case} ({kind}, {how}): control characters stored"
                remove_translation(library, tid)
            shutil.rmtree(folder)
        assert library.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert [t.id for t in library.translations()] == ["tpt"]
    imported, refused = outcomes["imported"], outcomes["refused"]
    print(f"\nfuzz: {CASES} cases, seed {SEED}: {imported} imported, {refused} refused")
    assert outcomes["imported"] and outcomes["refused"]  # both paths were exercised


CASE_MB = 1024  # memory one SWORD case may allocate (tracemalloc's peak), and the child's peak RSS


@pytest.mark.fuzz
def test_sword_importers_survive_mutated_modules(tmp_path):
    """Each mutated module is refused with a typed error or imported, within CASE_SECONDS and CASE_MB, and a
    refusal leaves the library as it was (`sword_fuzz` says how the cases are made)."""
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tests.core.formats.sword_fuzz", str(CASES), str(SEED), str(tmp_path)],
            cwd=REPO, capture_output=True, text=True, timeout=120 + CASES * 3, preexec_fn=limit_memory,
        )  # fmt: skip
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"the SWORD fuzz did not end; last cases: {(e.stdout or b'')[-2000:]!r}")
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, done.stderr[-3000:]
    *cases, final = lines
    assert len(cases) == CASES
    wrong = [c for c in cases if c["outcome"] not in ("imported", "refused")]
    assert not wrong, "\n".join(f"case {c['case']} ({c['how']}, {c['place']}): {c['outcome']}" for c in wrong)
    slow = [c for c in cases if c["seconds"] > sword_fuzz.CASE_SECONDS or c["peak_mb"] > CASE_MB]
    assert not slow, slow
    assert final["integrity"] == "ok" and final["translations"] == ["tpt"], final
    assert final["rss_mb"] < CASE_MB, final
    imported = sum(c["outcome"] == "imported" for c in cases)
    worst = max(c["seconds"] for c in cases)
    heaviest = max(c["peak_mb"] for c in cases)
    print(
        f"\nSWORD fuzz: {CASES} cases, seed {SEED}: {imported} imported, {CASES - imported} refused; slowest "
        f"{worst:.2f} s, most memory {heaviest:.0f} MB, peak RSS {final['rss_mb']:.0f} MB"
    )
    assert imported and imported < CASES  # both paths were exercised


# ------------------------------------------------------------------------------------ SWORD dictionaries
DICTIONARY_CASES = int(os.environ.get("LAMPADA_FUZZ_DICTIONARY_CASES", "400"))
SWORD_DICTIONARIES = [
    (Path(__file__).resolve().parents[2] / "fixtures" / "sword", "LTDict"),  # zLD, ThML
    (Path(__file__).resolve().parents[2] / "fixtures" / "sword_dicts", "LTGreek"),  # zLD, TEI, 2 per block
    (Path(__file__).resolve().parents[2] / "fixtures" / "sword_dicts", "LTPalavras"),  # RawLD, OSIS
    (Path(__file__).resolve().parents[2] / "fixtures" / "sword_dicts", "LTPlain4"),  # RawLD4, plain
]


def _dictionary_case(root: Path, name: str, rng: random.Random, folder: Path) -> tuple[Path, str]:
    """A copy of the module (its .conf and its data files) with one or two files mutated."""
    conf = root / "mods.d" / f"{name.lower()}.conf"
    data = next(
        line.split("=", 1)[1] for line in conf.read_text().splitlines() if line.startswith("DataPath=")
    )
    files = [conf, *sorted((root / data.lstrip("./")).parent.iterdir())]
    chosen = set(rng.sample(range(len(files)), rng.choice((1, 1, 2))))
    how = []
    for n, source in enumerate(files):
        payload = source.read_bytes()
        if n in chosen:
            payload, kind = _mutate(payload, rng)
            how.append(f"{source.name}:{kind}")
        target = folder / source.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(payload)
    return folder, ",".join(how)


@pytest.mark.fuzz
def test_dictionary_importers_survive_mutated_modules(tmp_path):
    """SWORD dictionaries (zLD, RawLD, RawLD4) with their files mutated: each is imported or refused with a
    typed error in a few seconds, a refusal leaves the library as it was, and what is stored is plain text
    within the limits."""
    import time

    from app.core.dictionaries import dictionary_store
    from app.core.formats.sword_ld import MAX_DICT_ENTRY_CHARS
    from app.core.library import sword_import

    rng = random.Random(SEED + 23)
    outcomes = {"imported": 0, "refused": 0}
    controls = "*[" + "".join(chr(c) for c in (*range(1, 10), *range(11, 32), *range(127, 160))) + "]*"
    with Library(tmp_path / "library.sqlite3") as library:
        sword_import.import_module(library, *SWORD_DICTIONARIES[3])  # something an error must leave as it was
        for case in range(DICTIONARY_CASES):
            root, name = SWORD_DICTIONARIES[case % len(SWORD_DICTIONARIES)]
            folder, how = _dictionary_case(root, name, rng, tmp_path / f"dict{case:04d}")
            before = library.conn.execute("SELECT * FROM dictionary_entries ORDER BY 1, 2").fetchall()
            started = time.perf_counter()
            try:
                report = sword_import.import_module(
                    library, folder, overrides=TranslationMeta(id=f"fz{case}")
                )
            except LampadaError:
                outcomes["refused"] += 1
                after = library.conn.execute("SELECT * FROM dictionary_entries ORDER BY 1, 2").fetchall()
                assert after == before, f"case {case} ({name}, {how}) changed the library"
            except Exception as exc:  # noqa: BLE001 - the failure this test exists to find
                pytest.fail(f"case {case} ({name}, {how}, {folder}): untyped {type(exc).__name__}: {exc}")
            else:
                outcomes["imported"] += 1
                longest, bad = library.conn.execute(
                    "SELECT max(length(text)), sum(text GLOB ? OR key GLOB ?) FROM dictionary_entries "
                    "WHERE dictionary = ?",
                    (controls, controls, report.dictionary.id),
                ).fetchone()
                assert longest <= MAX_DICT_ENTRY_CHARS and not bad, f"case {case} ({name}, {how})"
                dictionary_store.remove(library, report.dictionary.id)
            assert time.perf_counter() - started < 10, f"case {case} ({name}, {how}) took too long"
            shutil.rmtree(folder)
        assert library.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert [d.id for d in dictionary_store.imported(library)] == ["ltplain4"]
    imported, refused = outcomes["imported"], outcomes["refused"]
    print(f"\nfuzz: {DICTIONARY_CASES} dictionary cases: {imported} imported, {refused} refused")
    assert outcomes["imported"] and outcomes["refused"]  # both paths were exercised
