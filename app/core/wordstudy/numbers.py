"""Strong's numbers as people write them ("G26", "H2617", "strong:G0026") and as integer codes.

A code is the number for Greek (G1..G5624 → 1..5624) and HEBREW_BASE + the number for Hebrew, so one
int32 column holds either; the letter suffixes some modules add ("H1254a") are dropped: Strong's dictionary
has one entry for them.
"""

from __future__ import annotations

import re

HEBREW_BASE = 100_000
MAX_NUMBER = 99_999  # Strong's goes to G5624 and H8674; a longer number is not Strong's
NO_NUMBER = 0  # the code of "no number" (a word aligned to nothing)
_TYPED = re.compile(r"^\s*(?:(?:x-)?strongs?\s*:\s*)?([GH])\s*0*(\d{1,6})[a-z]?\s*$", re.IGNORECASE)


def parse(text: str) -> str | None:
    """ "G26", "g0026", "strong:G26", "H2617" → the canonical "G26" / "H2617"; None for anything else."""
    m = _TYPED.match(text)
    if m is None:
        return None
    n = int(m.group(2))
    if not 0 < n <= MAX_NUMBER:
        return None
    return f"{m.group(1).upper()}{n}"


def code(number: str) -> int:
    """ "G26" → 26, "H2617" → 102617; ValueError for text that is no number."""
    canonical = parse(number)
    if canonical is None:
        raise ValueError(f"not a Strong's number: {number!r}")
    n = int(canonical[1:])
    return n if canonical[0] == "G" else HEBREW_BASE + n


def text(code_: int) -> str:
    """102617 → "H2617", 26 → "G26"."""
    code_ = int(code_)
    if not 0 < code_ < 2 * HEBREW_BASE:
        raise ValueError(f"not a Strong's code: {code_}")
    return f"H{code_ - HEBREW_BASE}" if code_ > HEBREW_BASE else f"G{code_}"


def is_hebrew(code_: int) -> bool:
    return int(code_) > HEBREW_BASE


def from_tag(tag: str, testament: str) -> list[str]:
    """A module's word tag ("G2316", "H430", "430", "G1537 G3319") as canonical numbers; a number without
    its letter takes the testament's (Hebrew in the Old Testament, Greek in the New)."""
    out = []
    for part in tag.split():
        if part[:1].isdigit():
            part = ("H" if testament == "OT" else "G") + part
        found = parse(part)
        if found is not None:
            out.append(found)
    return out
