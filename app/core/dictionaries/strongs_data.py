"""The built-in Strong's Greek and Hebrew dictionaries: for each number ("G26", "H2617") the original word,
its transliteration and pronunciation, Strong's definition and the KJV's renderings as Strong's lists them.

James Strong's dictionaries (1890) are in the public domain; the file `resources/strongs/strongs.tsv.xz` is
made from CrossWire's SWORD modules StrongsGreek and StrongsHebrew by `scripts/convert_strongs.py`
(docs/wordstudy.md says where they come from and how to refresh it). It is loaded into the library at set-up,
like OpenBible.info's data: `meta` row `knowledge:strongs` records `data_version()` (this loader's format and
the file's checksum), and a library holding another version is reloaded in one transaction. A damaged file is
`StrongsDataDamaged`, never a half-loaded table.

Table `strongs`: number ("G26"), letter ("G"/"H"), n (26), lemma, translit, pronunciation, definition,
kjv_usage, and the lemma and transliteration folded (`fold`: no accents or points, lower case, Greek final
sigma as σ) so that "agape", "ἀγάπη" and "חסד" find their number.
"""

from __future__ import annotations

import logging
import lzma
import re
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from app.core import paths
from app.core.errors import StrongsDataDamaged
from app.core.files import sha256_file
from app.core.library.database import execute_script, meta_value
from app.core.library.reading import Library
from app.core.progress import CancelFn, ProgressFn, check_cancelled, never, no_progress

log = logging.getLogger(__name__)

FILE_NAME = "strongs.tsv.xz"
COLUMNS = ("number", "lemma", "translit", "pronunciation", "definition", "kjv_usage")
FORMAT_VERSION = 1
META_KEY = "knowledge:strongs"
CREDIT = "Strong's Greek and Hebrew dictionaries (James Strong, 1890), public domain"
SOURCE = "CrossWire SWORD modules StrongsGreek and StrongsHebrew (Debian sword-dict-strongs-greek, -hebrew)"
MAX_BYTES = 32 << 20  # uncompressed; the shipped file is about 4 MB
MAX_FIELD_CHARS = 10_000
MAX_NUMBER = 99_999
_NUMBER = re.compile(r"^\s*(?:strongs?:\s*)?([GH])\s*0*(\d{1,5})[a-z]?\s*$", re.I)
_SCHEMA = """
CREATE TABLE strongs (
    number TEXT PRIMARY KEY, letter TEXT NOT NULL, n INTEGER NOT NULL, lemma TEXT NOT NULL,
    translit TEXT NOT NULL, pronunciation TEXT NOT NULL, definition TEXT NOT NULL, kjv_usage TEXT NOT NULL,
    lemma_fold TEXT NOT NULL, translit_fold TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX strongs_order ON strongs (letter, n);
CREATE INDEX strongs_lemma ON strongs (lemma_fold);
CREATE INDEX strongs_translit ON strongs (translit_fold)
"""


@dataclass(frozen=True)
class StrongsEntry:
    number: str  # "G26"
    lemma: str  # the word in Greek or Hebrew script
    translit: str
    pronunciation: str
    definition: str  # Strong's definition, its derivation first ("from G25; love, i.e. …")
    kjv_usage: str  # how the KJV renders it, as Strong's lists it ("(feast of) charity(-ably), dear, love")

    @property
    def language(self) -> str:
        return "grc" if self.number.startswith("G") else "hbo"


@dataclass(frozen=True)
class LoadReport:
    entries: int
    seconds: float
    problem: StrongsDataDamaged | None = None  # the file could not be read: nothing was loaded


def normal_number(text: str) -> str | None:
    """ "G26" for "G26", "g0026", "strong:G26", "G26a"; None when `text` is no Strong's number."""
    m = _NUMBER.match(text or "")
    if m is None or int(m.group(2)) == 0:
        return None
    return f"{m.group(1).upper()}{int(m.group(2))}"


def fold(text: str) -> str:
    """Lower case without accents, breathings or vowel points, Greek final sigma as σ: what a lemma or a
    transliteration is found by."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().replace("ς", "σ").split())


def resources() -> Path:
    return paths.resources_dir() / "strongs"


def available(directory: Path | None = None) -> bool:
    return ((directory or resources()) / FILE_NAME).is_file()


def data_version(directory: Path | None = None) -> str:
    path = (directory or resources()) / FILE_NAME
    return f"{FORMAT_VERSION}:{sha256_file(path)[:16]}"


def loaded_version(library: Library) -> str | None:
    return meta_value(library.conn, META_KEY)


def stale(library: Library, directory: Path | None = None) -> bool:
    """True when the library lacks this app's Strong's data or holds another version of it."""
    directory = directory or resources()
    if not available(directory):
        return False  # a broken install: everything else works without it
    try:
        return loaded_version(library) != data_version(directory)
    except OSError:
        return True  # unreadable: `load` says why


def read(path: Path) -> list[StrongsEntry]:
    """The file's entries; StrongsDataDamaged when it is not whole (not xz, cut short, not our columns)."""
    try:
        with lzma.open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except (OSError, lzma.LZMAError, EOFError) as exc:
        raise StrongsDataDamaged(str(path), f"cannot be read: {exc}") from exc
    if len(data) > MAX_BYTES:
        raise StrongsDataDamaged(str(path), f"larger than {MAX_BYTES >> 20} MB once decompressed: not ours")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StrongsDataDamaged(str(path), "not UTF-8 text") from exc
    lines = text.split("\n")
    if lines[0].rstrip("\r").split("\t") != list(COLUMNS):
        raise StrongsDataDamaged(str(path), "its first line is not the header of Strong's dictionaries")
    out: list[StrongsEntry] = []
    seen: set[str] = set()
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        parts = line.rstrip("\r").split("\t")
        number = normal_number(parts[0]) if len(parts) == len(COLUMNS) else None
        if number is None or number != parts[0] or number in seen:
            raise StrongsDataDamaged(str(path), f"line {n} is not an entry of Strong's dictionaries")
        if any(len(p) > MAX_FIELD_CHARS for p in parts):
            raise StrongsDataDamaged(str(path), f"line {n} is longer than an entry can be")
        seen.add(number)
        out.append(StrongsEntry(*parts))
    if not out:
        raise StrongsDataDamaged(str(path), "it holds no entry")
    return out


def load(
    library: Library,
    directory: Path | None = None,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> LoadReport:
    """(Re)load the file into the library in one transaction; a damaged file changes nothing."""
    started = time.perf_counter()
    directory = directory or resources()
    path = directory / FILE_NAME
    try:
        version = data_version(directory)
    except OSError as exc:
        raise StrongsDataDamaged(str(path), f"cannot be read: {exc.strerror or exc}") from exc
    progress(0, 2, "reading")
    entries = read(path)
    check_cancelled(cancelled)
    progress(1, 2, "storing")
    with library.transaction() as conn:
        conn.execute("DROP TABLE IF EXISTS strongs")
        execute_script(conn, _SCHEMA)
        conn.executemany(
            "INSERT INTO strongs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                (e.number, e.number[0], int(e.number[1:]), e.lemma, e.translit, e.pronunciation,
                 e.definition, e.kjv_usage, fold(e.lemma), fold(e.translit))
                for e in entries
            ),
        )  # fmt: skip
        check_cancelled(cancelled)
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (META_KEY, version))
    progress(2, 2, "storing")
    return LoadReport(len(entries), time.perf_counter() - started)


def load_or_report(
    library: Library,
    directory: Path | None = None,
    *,
    progress: ProgressFn = no_progress,
    cancelled: CancelFn = never,
) -> LoadReport:
    """`load`, a damaged file said in the report instead of raised: set-up goes on without definitions (and
    tries again at the next start)."""
    try:
        return load(library, directory, progress=progress, cancelled=cancelled)
    except StrongsDataDamaged as exc:
        log.warning("Strong's dictionaries not loaded: %s", exc)
        return LoadReport(0, 0.0, exc)


def is_loaded(library: Library) -> bool:
    return (
        library.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'strongs'"
        ).fetchone()
        is not None
    )


def strongs(library: Library, number: str) -> StrongsEntry | None:
    """The built-in entry of a Strong's number ("G26", "g0026", "strong:H2617"); None when the number has
    none, is no number, or the library has no Strong's data (a set-up not yet run)."""
    found = normal_number(number)
    if found is None or not is_loaded(library):
        return None
    row = library.conn.execute(
        "SELECT number, lemma, translit, pronunciation, definition, kjv_usage FROM strongs WHERE number = ?",
        (found,),
    ).fetchone()
    return StrongsEntry(*row) if row else None


def numbers(library: Library, prefix: str = "", limit: int = 200) -> list[str]:
    """Numbers in order (G1, G2 … then H1 …), those starting with `prefix` ("G2" gives G2, G20…G29, G200…)."""
    if not is_loaded(library):
        return []
    prefix = prefix.strip().upper()
    m = re.match(r"^([GH])0*(\d*)$", prefix)
    if prefix and m is None:
        return []
    if not prefix:
        rows = library.conn.execute("SELECT number FROM strongs ORDER BY letter, n LIMIT ?", (limit,))
    elif not m.group(2):
        rows = library.conn.execute(
            "SELECT number FROM strongs WHERE letter = ? ORDER BY n LIMIT ?", (m.group(1), limit)
        )
    else:
        rows = library.conn.execute(
            "SELECT number FROM strongs WHERE letter = ? AND (n = ? OR CAST(n AS TEXT) LIKE ?) "
            "ORDER BY length(CAST(n AS TEXT)), n LIMIT ?",
            (m.group(1), int(m.group(2)), f"{int(m.group(2))}%", limit),
        )
    return [r[0] for r in rows]


def find_lemma(library: Library, text: str, limit: int = 20) -> list[str]:
    """Numbers whose lemma or transliteration is `text`, accents and points aside ("agape", "ἀγάπη",
    "חֶסֶד"), in order."""
    wanted = fold(text)
    if not wanted or not is_loaded(library):
        return []
    rows = library.conn.execute(
        "SELECT number FROM strongs WHERE lemma_fold = ? OR translit_fold = ? ORDER BY letter, n LIMIT ?",
        (wanted, wanted, limit),
    )
    return [r[0] for r in rows]
