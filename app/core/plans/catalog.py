"""What a reading plan reads each day: the three built-in plans, and plans a person writes as a list of
passages.

A plan is a tuple of days; a day is a tuple of `refs.Reference` (whole chapters, or verses). The built-in
plans are cut from the standard versification (`booknames.STANDARD`) in canonical order, each day about the
same number of verses (Psalm 119, 176 verses, is a day of its own), so a day takes about as long to read.
A plan is stored with its days written out (`days_text`), so a later change to how the built-in plans are cut
never moves the progress of a plan already started.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.core.errors import BadReference, PlanTextError, UnknownPlan
from app.core.scripture import booknames, canon, refs

Day = tuple[refs.Reference, ...]

MAX_PLAN_DAYS = 3650  # ten years: a plan longer than that is a mistake (or a pasted file)
DEFAULT_VERSES = 25  # a deuterocanonical chapter, whose verses the standard table does not count


@dataclass(frozen=True)
class BuiltinPlan:
    id: str
    name_pt: str
    name_en: str
    about_pt: str
    about_en: str
    books: tuple[str, ...]  # OSIS ids read straight through, in this order
    length: int  # days
    alongside: tuple[str, ...] = ()  # books read one chapter a day beside the others (Proverbs)

    def name(self, lang: str) -> str:
        return self.name_pt if lang.startswith("pt") else self.name_en

    def about(self, lang: str) -> str:
        return self.about_pt if lang.startswith("pt") else self.about_en

    def days(self) -> tuple[Day, ...]:
        return _builtin_days(self.id)


_PROTESTANT = tuple(b.osis for b in canon.BOOKS if b.testament in ("OT", "NT"))
_NEW_TESTAMENT = tuple(b.osis for b in canon.BOOKS if b.testament == "NT")

BUILTIN: tuple[BuiltinPlan, ...] = (
    BuiltinPlan(
        "bible-year",
        "Bíblia em um ano",
        "The Bible in a year",
        "De Gênesis a Apocalipse em 365 dias, cerca de 85 versículos por dia.",
        "Genesis to Revelation in 365 days, about 85 verses a day.",
        _PROTESTANT,
        365,
    ),
    BuiltinPlan(
        "nt-90",
        "Novo Testamento em 90 dias",
        "The New Testament in 90 days",
        "De Mateus a Apocalipse em 90 dias, cerca de 88 versículos por dia.",
        "Matthew to Revelation in 90 days, about 88 verses a day.",
        _NEW_TESTAMENT,
        90,
    ),
    BuiltinPlan(
        "psalms-proverbs-month",
        "Salmos e Provérbios em um mês",
        "Psalms and Proverbs in a month",
        "Os 150 salmos em 31 dias e um capítulo de Provérbios por dia.",
        "The 150 psalms in 31 days, and a chapter of Proverbs a day.",
        ("Ps",),
        31,
        ("Prov",),
    ),
)
BY_ID: dict[str, BuiltinPlan] = {p.id: p for p in BUILTIN}


def builtin(plan_id: str) -> BuiltinPlan:
    """The built-in plan with this id; `UnknownPlan` otherwise."""
    try:
        return BY_ID[plan_id]
    except KeyError:
        raise UnknownPlan(plan_id) from None


@functools.cache
def _builtin_days(plan_id: str) -> tuple[Day, ...]:
    plan = BY_ID[plan_id]
    chapters = [refs.Reference(b, c) for b in plan.books for c in range(1, _chapters(b) + 1)]
    days = [list(day) for day in split_balanced(chapters, plan.length)]
    for book in plan.alongside:  # one chapter a day, beside the others (Proverbs has 31 chapters)
        for i, day in enumerate(days):
            chapter = i + 1
            if chapter <= _chapters(book):
                day.append(refs.Reference(book, chapter))
    return tuple(tuple(join_chapters(day)) for day in days)


def _chapters(book: str) -> int:
    return booknames.chapter_count(book) or 0


# --- cutting passages into days -----------------------------------------------------------------------------


def verses_in(ref: refs.Reference) -> int:
    """How many verses a passage holds in the standard numbering: what a day's reading weighs."""
    if ref.verse is not None and ref.end_chapter is None:
        return (ref.end_verse or ref.verse) - ref.verse + 1
    total = 0
    for chapter in range(ref.chapter, ref.last_chapter + 1):
        count = booknames.verse_count(ref.book, chapter) or DEFAULT_VERSES
        first = ref.verse if (ref.verse is not None and chapter == ref.chapter) else 1
        last = ref.end_verse if (ref.end_verse is not None and chapter == ref.last_chapter) else count
        total += max(1, last - first + 1)
    return total


def split_balanced(units: Sequence[refs.Reference], days: int) -> list[list[refs.Reference]]:
    """`units` in order, cut into `days` non-empty days of about the same number of verses: each day ends
    where its count of verses comes closest to an equal share of what is left (so a long chapter, Psalm 119,
    is a day of its own and the days after it are not left short)."""
    if not 1 <= days <= len(units):
        raise ValueError(f"{len(units)} passages cannot be read in {days} days")
    weights = [verses_in(u) for u in units]
    total = sum(weights)
    out: list[list[refs.Reference]] = []
    start, running = 0, 0
    for day in range(days - 1):
        target = running + (total - running) / (days - day)
        end = start + 1
        running += weights[start]
        last_end = len(units) - (days - day - 1)  # leave a unit for each day still to come
        while end < last_end and abs(running + weights[end] - target) < abs(running - target):
            running += weights[end]
            end += 1
        out.append(list(units[start:end]))
        start = end
    out.append(list(units[start:]))
    return out


def join_chapters(day: Iterable[refs.Reference]) -> list[refs.Reference]:
    """Whole chapters that follow each other in one book become one passage (Gênesis 1–3)."""
    out: list[refs.Reference] = []
    for ref in day:
        last = out[-1] if out else None
        if (
            last is not None
            and ref.verse is None
            and last.verse is None
            and ref.book == last.book
            and ref.chapter == last.last_chapter + 1
        ):
            out[-1] = refs.Reference(ref.book, last.chapter, None, ref.last_chapter)
        else:
            out.append(ref)
    return out


def _one_chapter_each(ref: refs.Reference) -> list[refs.Reference]:
    """Whole chapters as one unit each (so they can go to different days); a range of verses stays whole."""
    if ref.verse is not None:
        return [ref]
    return [refs.Reference(ref.book, c) for c in range(ref.chapter, ref.last_chapter + 1)]


# --- plans a person writes ----------------------------------------------------------------------------------


def read_plan_text(text: str, lang: str = "pt", days: int | None = None) -> tuple[Day, ...]:
    """The days of a plan written as passages, one line a day ("Jo 1-3", "Sl 23; Rm 8:28-39"); a line
    starting with # is a comment. With `days`, every passage of the text is cut into that many days of about
    the same length instead (whole chapters may go to different days; a range of verses stays together).
    `PlanTextError` names the first line that is not a passage, or a passage that cannot exist."""
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1)]
    lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
    if not lines:
        raise PlanTextError(0, "the plan has no passages", kind="empty")
    read = [(n, _read_line(n, line, lang)) for n, line in lines]
    if days is None:
        if len(read) > MAX_PLAN_DAYS:
            raise PlanTextError(
                0, f"a plan has at most {MAX_PLAN_DAYS:,} days; this one has {len(read):,}", kind="length",
                count=len(read),
            )  # fmt: skip
        return tuple(tuple(day) for _, day in read)
    if not 1 <= days <= MAX_PLAN_DAYS:
        raise PlanTextError(
            0, f"a plan lasts from 1 to {MAX_PLAN_DAYS:,} days, not {days:,}", kind="days", days=days
        )
    units = [unit for _, day in read for ref in day for unit in _one_chapter_each(ref)]
    if len(units) < days:
        raise PlanTextError(
            0, f"these passages make {len(units):,} readings: they cannot fill {days:,} days", text,
            kind="too_few", count=len(units), days=days,
        )  # fmt: skip
    return tuple(tuple(join_chapters(day)) for day in split_balanced(units, days))


def _read_line(number: int, line: str, lang: str) -> list[refs.Reference]:
    try:
        found = refs.parse_reference_list(line, lang)
    except BadReference as e:
        raise PlanTextError(number, str(e), line, kind="reference", reference=e) from None
    if found is None:
        raise PlanTextError(number, f"not a passage: {line[:60]!r}", line, kind="not_passage")
    if found.impossible:
        first = found.impossible[0]
        raise PlanTextError(number, str(first), line, kind="reference", reference=first)
    if found.left_out:
        raise PlanTextError(
            number, f"a day holds at most {refs.MAX_PARTS} passages", line, kind="parts", count=refs.MAX_PARTS
        )
    return list(found.found)


# --- stored form --------------------------------------------------------------------------------------------


def days_text(days: Sequence[Day]) -> str:
    """How a plan's days are stored: a line a day, its passages in OSIS form separated by spaces."""
    return "\n".join(" ".join(refs.to_osis(r) for r in day) for day in days)


def days_from_text(text: str) -> tuple[Day, ...]:
    """The days of `days_text`; `BadReference` for anything else."""
    if not isinstance(text, str) or not text.strip():
        raise BadReference("a plan needs at least one day")
    days = []
    for line in text.split("\n"):
        parts = line.split()
        if not parts:
            raise BadReference("a day of a plan has no passage")
        try:
            days.append(tuple(refs.from_osis(p) for p in parts))
        except ValueError as e:  # a number of thousands of digits
            raise BadReference(f"not a passage: {str(e)[:60]}") from None
    if len(days) > MAX_PLAN_DAYS:
        raise BadReference(f"a plan has at most {MAX_PLAN_DAYS:,} days")
    return tuple(days)


def describe_day(day: Day, lang: str = "pt") -> str:
    """A day's reading for people: "Gênesis 1–3; Salmo 23"."""
    return refs.format_references(day, lang)
