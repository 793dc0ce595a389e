"""Reading plans: the built-in plans read every chapter once, a plan written as passages, where a person
stands across missed days (a simulated calendar), catching up and restarting, and the progress kept like the
notes — through a restore from a backup, an export and an import, an emptied database."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from datetime import date, timedelta
from pathlib import Path

import pytest

from app.core.plans import BUILTIN, PlanTextError, UnknownPlan, builtin, describe_day, read_plan_text
from app.core.plans.catalog import verses_in
from app.core.scripture import booknames, canon
from app.core.scripture.refs import Reference
from app.core.userdata import UserData, UserDataMissing, restore_backup

MONDAY = date(2026, 3, 2)
OTHER_PLAN = "00000000-0000-4000-8000-000000000002"  # no plan of the file has this id


@pytest.fixture
def ud(tmp_path: Path):
    data = UserData.open(tmp_path / "u" / "userdata.sqlite3")
    yield data
    data.close()


def _chapters(days) -> list[tuple[str, int]]:
    out = []
    for day in days:
        for ref in day:
            assert ref.verse is None, ref  # the built-in plans read whole chapters
            out += [(ref.book, c) for c in range(ref.chapter, ref.last_chapter + 1)]
    return out


# --- the built-in plans -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("plan_id", "length", "testaments"),
    [("bible-year", 365, ("OT", "NT")), ("nt-90", 90, ("NT",))],
)
def test_a_straight_through_plan_reads_every_chapter_once_in_order(plan_id, length, testaments):
    days = builtin(plan_id).days()
    assert len(days) == length and all(days)
    expected = [
        (b.osis, c)
        for b in canon.BOOKS
        if b.testament in testaments
        for c in range(1, booknames.chapter_count(b.osis) + 1)
    ]
    assert _chapters(days) == expected
    weights = [sum(verses_in(r) for r in day) for day in days]
    average = sum(weights) / len(weights)
    # about the same each day: no day over twice the average but the one holding Psalm 119 (176 verses)
    assert [w for w in weights if w > 2 * average] in ([], [176])
    assert min(weights) > average / 2  # 46 verses at the least in a year, 67 in the New Testament plan


def test_psalms_and_proverbs_in_a_month():
    days = builtin("psalms-proverbs-month").days()
    assert len(days) == 31
    chapters = _chapters(days)
    assert [c for b, c in chapters if b == "Ps"] == list(range(1, 151))
    assert [[r.chapter for r in day if r.book == "Prov"] for day in days] == [[n] for n in range(1, 32)]
    assert describe_day(days[0], "pt") == "Salmos 1–8; Provérbios 1"


def test_three_built_in_plans_with_names_in_both_languages():
    assert [p.id for p in BUILTIN] == ["bible-year", "nt-90", "psalms-proverbs-month"]
    assert builtin("bible-year").name("pt") == "Bíblia em um ano"
    assert builtin("nt-90").name("en") == "The New Testament in 90 days"
    with pytest.raises(UnknownPlan):
        builtin("koran-in-a-week")


# --- a plan written as passages -----------------------------------------------------------------------------


def test_a_plan_written_one_line_a_day():
    days = read_plan_text("# Advento\nJo 1:1-18\n\nSl 23; Rm 8:28-39\nIs 9\n", "pt")
    assert days == (
        (Reference("John", 1, 1, None, 18),),
        (Reference("Ps", 23), Reference("Rom", 8, 28, None, 39)),
        (Reference("Isa", 9),),
    )


def test_a_plan_cut_into_a_number_of_days():
    days = read_plan_text("Romanos 1-16", "pt", days=5)
    assert [describe_day(d) for d in days] == [
        "Romanos 1–3", "Romanos 4–7", "Romanos 8–9", "Romanos 10–13", "Romanos 14–16",
    ]  # fmt: skip
    assert read_plan_text("John 1:1-18; Ps 23", "en", days=2) == (
        (Reference("John", 1, 1, None, 18),),
        (Reference("Ps", 23),),
    )


@pytest.mark.parametrize(
    ("text", "days", "line", "kind", "words"),
    [
        ("Jo 3\npão com manteiga\n", None, 2, "not_passage", "not a passage"),
        ("Jo 3\nJo 99\n", None, 2, "reference", "21 chapters"),
        ("", None, 0, "empty", "no passages"),
        ("Jo 3:16", 2, 0, "too_few", "cannot fill 2 days"),
        ("Jo 3", 0, 0, "days", "from 1 to"),
        ("Jo 3\n" * 3651, None, 0, "length", "at most 3,650 days"),
        ("; ".join(f"Sl {n}" for n in range(1, 60)), None, 1, "parts", "at most 50 passages"),
    ],
)
def test_a_plan_that_cannot_be_read_says_which_line_and_why(text, days, line, kind, words):
    with pytest.raises(PlanTextError) as caught:
        read_plan_text(text, "pt", days=days)
    assert (caught.value.line, caught.value.kind) == (line, kind) and words in str(caught.value), caught.value


# --- a simulated calendar -----------------------------------------------------------------------------------


def test_a_missed_day_is_behind_and_catching_up_spreads_it(ud):
    plan = ud.start_plan("nt-90", start=MONDAY)
    status = plan.status(MONDAY)
    assert status.due == (1,) and status.behind == () and status.today == 1
    plan = ud.mark_due_read(plan.id, MONDAY)
    assert plan.read == {1} and plan.status(MONDAY).done_today
    # Tuesday goes by unread; on Wednesday day 2 is behind
    wednesday = MONDAY + timedelta(days=2)
    status = plan.status(wednesday)
    assert status.behind == (2,) and status.due == (3,) and not status.catching_up
    plan = ud.catch_up(plan.id, wednesday)
    assert plan.catch_up_until == wednesday  # one day missed: caught up in one day
    assert plan.status(wednesday).due == (2, 3) and plan.status(wednesday).catching_up
    plan = ud.mark_due_read(plan.id, wednesday)
    assert plan.read == {1, 2, 3}
    thursday = wednesday + timedelta(days=1)
    assert plan.status(thursday).due == (4,) and plan.status(thursday).behind == ()


def test_a_missed_week_is_spread_over_the_next_days_and_survives_reopening(tmp_path):
    path = tmp_path / "userdata.sqlite3"
    with UserData.open(path) as ud:
        plan = ud.start_plan("bible-year", start=MONDAY)
        later = MONDAY + timedelta(days=10)  # nothing read: days 1-10 behind
        assert plan.status(later).behind == tuple(range(1, 11))
        plan = ud.catch_up(plan.id, later, days=4)
    with UserData.open(path) as ud:  # the spread is kept
        plan = ud.get_plan(plan.id)
        assert plan.catch_up_until == later + timedelta(days=3)
        assert plan.status(later).due == (1, 2, 3, 11)  # 10 over 4 days: 3, 3, 2, 2, beside the day's own
        plan = ud.mark_due_read(plan.id, later)
        assert plan.status(later).due == ()  # the day's share is read: nothing more comes forward that day
        # the next day is missed too: the 7 still behind (and day 12) share the 2 days left
        two_days_later = later + timedelta(days=2)
        status = ud.get_plan(plan.id).status(two_days_later)
        assert status.behind == (4, 5, 6, 7, 8, 9, 10, 12)
        assert status.due == (4, 5, 6, 7, 13)


def test_catching_up_adds_one_reading_a_day_and_ends_by_the_plan_s_last_day(ud):
    plan = ud.start_plan("psalms-proverbs-month", start=MONDAY)
    on = MONDAY + timedelta(days=4)  # day 5: four days missed
    plan = ud.catch_up(plan.id, on)
    assert plan.catch_up_until == on + timedelta(days=3)  # one more reading on each of four days
    assert plan.status(on).due == (1, 5)
    later = MONDAY + timedelta(days=27)  # day 28 of 31, nothing read: 27 behind, 4 days left
    plan = ud.catch_up(plan.id, later)
    assert plan.catch_up_until == plan.date_of(31)  # not after the plan's last day
    assert plan.status(later).due == (1, 2, 3, 4, 5, 6, 7, 28)  # 27 over 4 days: 7 today


def test_restarting_from_today_moves_the_first_unread_day_to_today(ud):
    plan = ud.start_plan("psalms-proverbs-month", start=MONDAY)
    plan = ud.mark_read(plan.id, [1, 2, 5])
    later = MONDAY + timedelta(days=9)
    assert plan.status(later).behind == (3, 4, 6, 7, 8, 9)
    plan = ud.restart_plan(plan.id, later)
    assert plan.start == later - timedelta(days=2) and plan.read == {1, 2, 5}
    status = plan.status(later)
    assert status.due == (3,) and status.behind == ()
    assert plan.status(later + timedelta(days=2)).due == ()  # day 5 was read ahead


def test_a_plan_before_its_start_and_after_its_end(ud):
    plan = ud.add_plan("Advento", read_plan_text("Is 9\nIs 11\nLc 1\n"), start=MONDAY)
    before = plan.status(MONDAY - timedelta(days=1))
    assert not before.started and before.due == () and before.next_unread == 1
    plan = ud.mark_read(plan.id, [1, 3])
    after = plan.status(MONDAY + timedelta(days=30))
    assert after.behind == (2,) and after.due == (2,)  # the plan's time is over: what is left, one a day
    plan = ud.mark_read(plan.id, [2])
    assert plan.status(MONDAY + timedelta(days=30)).finished
    assert plan.title("en") == "Advento" and ud.get_plan(plan.id).days[2] == (Reference("Luke", 1),)


def test_a_day_outside_the_plan_is_refused_and_nothing_is_written(ud):
    plan = ud.add_plan("p", read_plan_text("Jo 1\nJo 2\n"), start=MONDAY)
    for wrong in (0, 3, True, "1"):
        with pytest.raises(ValueError):
            ud.mark_read(plan.id, [1, wrong])
    assert ud.get_plan(plan.id).read == frozenset()
    plan = ud.mark_read(plan.id, [1, 2])
    assert ud.mark_read(plan.id, [2], read=False).read == {1}


def test_deleting_a_plan_deletes_its_progress(ud):
    plan = ud.start_plan("nt-90", start=MONDAY)
    ud.mark_read(plan.id, [1, 2])
    other = ud.start_plan("nt-90", start=MONDAY + timedelta(days=1))  # the same plan may run twice
    ud.delete_plan(plan.id)
    assert [p.id for p in ud.list_plans()] == [other.id]
    with closing(sqlite3.connect(ud.path)) as conn:
        assert conn.execute("SELECT count(*) FROM plan_days").fetchone()[0] == 0


# --- kept like the notes ------------------------------------------------------------------------------------


def test_progress_comes_back_from_a_backup(ud):
    plan = ud.start_plan("bible-year", start=MONDAY)
    ud.mark_read(plan.id, [1, 2, 3])
    backup = ud.backup_now()
    ud.mark_read(plan.id, [1, 2, 3], read=False)
    ud.restart_plan(plan.id, MONDAY + timedelta(days=40))
    ud.delete_plan(ud.start_plan("nt-90", start=MONDAY).id)
    ud.restore_backup(backup)
    [restored] = ud.list_plans()
    assert restored.id == plan.id and restored.read == {1, 2, 3} and restored.start == MONDAY


def test_an_emptied_database_is_not_started_anew_while_a_backup_holds_a_plan(tmp_path):
    path = tmp_path / "userdata.sqlite3"
    with UserData.open(path) as ud:
        plan = ud.start_plan("nt-90", start=MONDAY)
        ud.mark_read(plan.id, [1])
        ud.backup_now()
    path.write_bytes(b"")
    with pytest.raises(UserDataMissing) as caught:
        UserData.open(path)
    assert caught.value.records == 2  # the plan and its day read
    restore_backup(caught.value.backup, path)
    with UserData.open(path) as ud:
        assert ud.get_plan(plan.id).read == {1}


def test_plans_export_and_import_back_in_both_modes(ud, tmp_path):
    mine = ud.add_plan("Advento", read_plan_text("Is 9\nIs 11\nLc 1:26-38\n"), start=MONDAY)
    year = ud.start_plan("bible-year", start=MONDAY)
    ud.mark_read(mine.id, [1, 3])
    ud.mark_read(year.id, [1])
    ud.catch_up(year.id, MONDAY + timedelta(days=5))
    exported = ud.export_json(tmp_path / "all.json")
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["format_version"] == 2 and len(document["plans"]) == 2 and len(document["plan_days"]) == 3
    for mode in ("replace", "merge"):
        with UserData.open(tmp_path / mode / "userdata.sqlite3") as other:
            report = other.import_json(exported, mode=mode)
            assert report.skipped == [] and (report.added["plans"], report.added["plan_days"]) == (2, 3)
            assert other.list_plans() == ud.list_plans()
            assert other.export_json(tmp_path / f"{mode}.json").read_bytes() == exported.read_bytes()


def test_a_merge_keeps_the_days_read_on_both_sides_and_the_newer_schedule(ud, tmp_path):
    plan = ud.start_plan("nt-90", start=MONDAY)
    ud.mark_read(plan.id, [1, 2])
    exported = ud.export_json(tmp_path / "laptop.json")
    ud.mark_read(plan.id, [3])
    ud.mark_read(plan.id, [1], read=False)
    ud.restart_plan(plan.id, MONDAY + timedelta(days=20))  # newer than the file's schedule
    report = ud.import_json(exported, mode="merge")
    merged = ud.get_plan(plan.id)
    assert merged.read == {1, 2, 3}  # a day read on either side stays read
    assert merged.start == MONDAY + timedelta(days=20)
    assert report.unchanged == {"plans": 1, "plan_days": 1} and report.added == {"plan_days": 1}


def test_an_export_from_before_plans_still_imports(ud, tmp_path):
    plan = ud.start_plan("nt-90", start=MONDAY)
    ud.add_note("John", 3, 16, "amor")
    document = json.loads(ud.export_json(tmp_path / "now.json").read_text(encoding="utf-8"))
    old = {k: v for k, v in document.items() if k not in ("plans", "plan_days")} | {"format_version": 1}
    (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    report = ud.import_json(tmp_path / "old.json", mode="merge")
    assert report.skipped == [] and ud.get_plan(plan.id)  # merge deletes nothing
    (tmp_path / "new.json").write_text(json.dumps({**old, "format_version": 2}), encoding="utf-8")
    with pytest.raises(Exception, match="missing table 'plans'"):
        ud.import_json(tmp_path / "new.json")


def test_a_day_read_that_does_not_fit_its_plan_is_left_out_and_named(ud, tmp_path):
    plan = ud.add_plan("curto", read_plan_text("Jo 1\nJo 2\n"), start=MONDAY)
    ud.mark_read(plan.id, [1, 2])
    document = json.loads(ud.export_json(tmp_path / "a.json").read_text(encoding="utf-8"))
    first, second = document["plan_days"]
    document["plan_days"] = [
        first,
        {**second, "day": 9},
        {**second, "id": "00000000-0000-4000-8000-000000000001", "plan_id": OTHER_PLAN},
        {**first, "id": "00000000-0000-4000-8000-000000000003"},
    ]
    document["plans"].append({**document["plans"][0], "id": "00000000-0000-4000-8000-000000000004",
                              "readings": "John.1\n\nJohn.3"})  # fmt: skip
    (tmp_path / "b.json").write_text(json.dumps(document), encoding="utf-8")
    with UserData.open(tmp_path / "other" / "userdata.sqlite3") as other:
        report = other.import_json(tmp_path / "b.json", mode="replace")
        assert len(report.skipped) == 4, report.skipped
        assert any("plan_days[1].day: the plan has 2 days, not 9" in s for s in report.skipped)
        assert any("plan_days[2].plan_id: no plan with id" in s for s in report.skipped)
        assert any("plan_days[3]: day 1 of plan" in s for s in report.skipped)
        assert any(s.startswith("plans[1].readings:") for s in report.skipped)
        [kept] = other.list_plans()
        assert kept.read == {1}
