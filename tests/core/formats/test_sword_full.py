"""Opt-in (pytest -m full): Debian's SWORD modules (apt-get install sword-text-web sword-text-kjv
sword-text-sparv sword-comm-mhcc diatheke), read whole.

The World English Bible module (engWEB2015eb, the 2020 edition) is checked verse by verse against SWORD's own
rendering of it (`diatheke -f plain`, the reference implementation): every character but whitespace must be
the same in ≥ 99.5 % of its verses. SWORD's rendering glues the words a footnote stood between ("only
bornSon"); ours must not: where the two differ by spaces alone, ours must be the one with more words. The
built-in WEB is an older edition of the same translation (its wording differs in most verses): it is compared
for the record, not as the reference.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from app.core.formats import sword
from app.core.library import builtin, commentaries, sword_import
from app.core.library.reading import Library

pytestmark = pytest.mark.full

DEBIAN = Path("/usr/share/sword")


def installed(name: str) -> None:
    if not any(m.name == name for m in sword.discover([DEBIAN])):
        pytest.skip(f"the SWORD module {name} is not installed (Debian's sword-* packages)")


def diatheke_verses(module: str, text: str) -> dict[tuple[str, int, int], str]:
    """SWORD's plain rendering of a whole module, by (OSIS book, chapter, verse). diatheke prints a Psalm's
    title on a line of its own after every later verse until the next title: a line printed more than twice
    that is nowhere in the verses' `text` ("Selah." is) is such a heading and is left out."""
    if shutil.which("diatheke") is None:
        pytest.skip("diatheke (Debian's package diatheke) is not installed")
    with sword.open_module(DEBIAN, module) as m:
        _, table = sword.versification(m.conf)
    names = {name: osis for t in ("ot", "nt") for name, osis, _a, _c in table[t]}
    first, last = table["ot"][0][1], table["nt"][-1][1]
    out = subprocess.run(
        ["diatheke", "-b", module, "-f", "plain", "-k", f"{first}-{last}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    marker = re.compile(
        r"^\s*("
        + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        + r") (\d+):(\d+): ?(.*)$"
    )
    seen = Counter(line.strip() for line in out.splitlines())
    headings = {line for line, n in seen.items() if n > 2 and line not in text}
    found: dict[tuple[str, int, int], list[str]] = {}
    current: list[str] | None = None
    for line in out.splitlines():
        m = marker.match(line)
        if m:
            current = found.setdefault((names[m.group(1)], int(m.group(2)), int(m.group(3))), [m.group(4)])
        elif current is not None and line.strip() != f"({module})" and line.strip() not in headings:
            current.append(line)
    return {k: " ".join(" ".join(v).split()) for k, v in found.items()}


def test_the_web_module_matches_swords_own_rendering(tmp_path):
    installed("engWEB2015eb")
    parsed = sword.read_module(DEBIAN, "engWEB2015eb")
    reference = diatheke_verses("engWEB2015eb", "\n".join(v.text for v in parsed.verses))
    ours = {(v.book, v.chapter, v.verse): v for v in parsed.verses}
    order = [(v.book, v.chapter, v.verse) for v in parsed.verses]
    keys = [k for k in order if k in reference]
    same = same_but_spaces = 0
    unlike: list[tuple] = []
    spacing: list[tuple] = []  # verses that differ by spaces alone
    for key in keys:
        text, theirs = " ".join(ours[key].text.split()), reference[key]
        if text == theirs:
            same += 1
        elif text.replace(" ", "") == theirs.replace(" ", ""):
            same_but_spaces += 1
            spacing.append(key)
        else:
            unlike.append((key, theirs, text))
    share = (same + same_but_spaces) / len(keys)
    apart = sum(len(ours[k].text.split()) > len(reference[k].split()) for k in spacing)
    joined = sum(len(ours[k].text.split()) < len(reference[k].split()) for k in spacing)
    print(
        f"\nengWEB2015eb: {len(keys):,} verses; identical {same:,}, identical but for spaces "
        f"{same_but_spaces:,}, different {len(unlike):,} ({share:.3%} the same); of those that differ by "
        f"spaces, ours keeps words apart that SWORD glues in {apart:,}, the reverse in {joined:,}"
    )
    for item in unlike[:: max(1, len(unlike) // 12)]:
        print("  ", item)
    assert share >= 0.995
    assert (
        joined <= len(keys) // 1000 and apart > 100
    )  # SWORD's "bornSon", "Godcreated": ours keeps them apart
    assert "his only born Son" in ours[("John", 3, 16)].text
    builtin_web = {(v.book, v.chapter, v.verse): v.text for v in builtin.read_builtin("web").verses}
    common = [k for k in builtin_web if k in ours]
    identical = sum(" ".join(builtin_web[k].split()) == " ".join(ours[k].text.split()) for k in common)
    print(
        f"against the built-in WEB (an older edition): {identical / len(common):.1%} of {len(common):,} "
        "verses identical"
    )


def test_the_web_module_imports_and_searches(tmp_path):
    installed("engWEB2015eb")
    with Library(tmp_path / "lib.sqlite3") as lib:
        report = sword_import.import_module(lib, DEBIAN, "engWEB2015eb")
        assert report.verses > 35_000 and report.translation.language == "en"
        assert report.translation.licence == "Public Domain"
        verse = lib.verse("engweb2015eb", "John", 3, 16)
        assert verse.notes and "μονογενη" in verse.notes[0].text
        lib.check_integrity()


def test_reina_valera_1909_imports_whole(tmp_path):
    installed("spaRV1909eb")
    with Library(tmp_path / "lib.sqlite3") as lib:
        report = sword_import.import_module(lib, DEBIAN, "spaRV1909eb")
        assert report.books == 66 and report.verses >= 31_000
        assert report.translation.language == "es" and "Reina" in report.translation.name
        assert lib.verse("sparv1909eb", "John", 3, 16).text.startswith(
            "Porque de tal manera amó Dios al mundo"
        )
        assert not any("skipped book" in w for w in report.warnings)
        lib.check_integrity()


def test_the_kjv_module_keeps_strongs_numbers_beside_the_text(tmp_path):
    installed("engKJV2006eb")
    with Library(tmp_path / "lib.sqlite3") as lib:
        sword_import.import_module(lib, DEBIAN, "engKJV2006eb")
        verse = lib.verse("engkjv2006eb", "John", 3, 16)
        words = {verse.text[s:e]: strongs for s, e, strongs, _ in lib.words(verse)}
        assert words["God"] == "G2316" and "G2316" not in verse.text


def test_mhcc_has_an_entry_for_john_3_16(tmp_path):
    installed("MHCC")
    with Library(tmp_path / "lib.sqlite3") as lib:
        report = sword_import.import_module(lib, DEBIAN, "MHCC")
        assert report.entries > 4_000 and report.books == 66
        (entry,) = commentaries.entries(lib, "mhcc", "John", 3, 16)
        assert (entry.chapter, entry.verse, entry.end_verse) == (3, 1, 21)
        assert "Nicodemus" in entry.text and "love of God" in entry.text
        assert commentaries.find(lib, "MHCC").licence == "Public Domain"
