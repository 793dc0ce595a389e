"""`lampada plan`: reading plans from the command line, over the same user database as the app.

    lampada plan list                      the built-in plans, and yours with where you stand today
    lampada plan start bible-year          begin a built-in plan today (--start DATE for another day)
    lampada plan start --file F --name N   your own plan: a line a day of passages (--days D: cut into D days)
    lampada plan today [PLAN]              today's reading (and what is behind)
    lampada plan done [PLAN]               mark today's reading read (--day N: that day; --unread: not read)
    lampada plan catch-up PLAN             spread the missed readings over the next days (--days D)
    lampada plan restart PLAN              move the plan so its first unread day is today
    lampada plan remove PLAN               forget a plan and its progress

PLAN is the number `plan list` shows, or the start of the plan's id; with one plan it may be left out. `--on
DATE` answers as if today were DATE. The words follow the interface's language (LAMPADA_LANG, --lang). The
core does the work (`app.core.plans`, `app.core.userdata.plan_progress`); this module only words it.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from app.core import plans
from app.core.errors import LampadaError
from app.core.scripture import refs
from app.core.userdata import UserData
from app.core.userdata.plan_progress import Plan, check_date

WORDS: dict[str, dict[str, str]] = {
    "pt": {
        "builtin": "Planos que você pode começar (lampada plan start ID):",
        "yours": "Seus planos:",
        "none": "Você ainda não começou nenhum plano.",
        "days": "{n} dias",
        "where": "dia {day} de {total}, {read} lidos",
        "behind": "{n} atrasado(s)",
        "finished": "concluído",
        "not_started": "começa em {date}",
        "over": "o prazo terminou em {date}",
        "today": "{title} — hoje ({date}), dia {day} de {total}:",
        "today_off": "{title} — hoje ({date}):",
        "day": "  dia {day}: {reading}",
        "caught": "  dia {day} (atrasado): {reading}",
        "done_today": "  A leitura de hoje está feita. Para adiantar: dia {day}: {reading}",
        "all_done": "  Plano concluído: todos os {total} dias lidos.",
        "behind_line": "  Atrasado: {n} leitura(s), desde {date}. `lampada plan catch-up {ref}` distribui as "
        "leituras atrasadas pelos próximos dias; `lampada plan restart {ref}` recomeça de hoje.",
        "spreading": "  Pondo em dia até {date}: {n} leitura(s) atrasada(s).",
        "started": "Começou «{title}»: {total} dias, de {first} a {last}.",
        "marked": "Marcado como lido em «{title}»: {days}.",
        "unmarked": "Marcado como não lido em «{title}»: {days}.",
        "nothing_due": "Nada a marcar hoje em «{title}»: a leitura de hoje já está feita.",
        "spread": "«{title}»: {n} leitura(s) atrasada(s) distribuída(s) até {date}.",
        "not_behind": "«{title}» não está atrasado: nada a distribuir.",
        "restarted": "«{title}» recomeça hoje ({date}) pelo dia {day}; o que foi lido continua lido.",
        "removed": "«{title}» e o seu progresso foram apagados.",
    },
    "en": {
        "builtin": "Plans you can start (lampada plan start ID):",
        "yours": "Your plans:",
        "none": "You have not started a plan yet.",
        "days": "{n} days",
        "where": "day {day} of {total}, {read} read",
        "behind": "{n} behind",
        "finished": "finished",
        "not_started": "starts on {date}",
        "over": "its time ended on {date}",
        "today": "{title} — today ({date}), day {day} of {total}:",
        "today_off": "{title} — today ({date}):",
        "day": "  day {day}: {reading}",
        "caught": "  day {day} (behind): {reading}",
        "done_today": "  Today's reading is done. To read ahead: day {day}: {reading}",
        "all_done": "  Plan finished: all {total} days read.",
        "behind_line": "  Behind: {n} reading(s), since {date}. `lampada plan catch-up {ref}` spreads them "
        "over the next days; `lampada plan restart {ref}` starts again from today.",
        "spreading": "  Catching up until {date}: {n} reading(s) behind.",
        "started": "Started “{title}”: {total} days, from {first} to {last}.",
        "marked": "Marked read in “{title}”: {days}.",
        "unmarked": "Marked not read in “{title}”: {days}.",
        "nothing_due": "Nothing to mark today in “{title}”: today's reading is done.",
        "spread": "“{title}”: {n} missed reading(s) spread until {date}.",
        "not_behind": "“{title}” is not behind: nothing to spread.",
        "restarted": "“{title}” starts again today ({date}) at day {day}; what was read stays read.",
        "removed": "“{title}” and its progress were removed.",
    },
}


def add_parser(sub: Any, language: Callable[[], str]) -> None:
    """`lampada plan …`; `language` is the interface's (pt unless the environment asks for English)."""
    s = sub.add_parser("plan", help="reading plans: list, start, today, done, catch-up, restart, remove")
    actions = s.add_subparsers(dest="plan_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--on", type=_date, metavar="DATE", help="answer as if today were DATE (YYYY-MM-DD)")
    common.add_argument("--lang", choices=["pt", "en"])
    p = actions.add_parser("list", parents=[common], help="the built-in plans, and yours")
    p.add_argument("--json", action="store_true")
    p = actions.add_parser("start", parents=[common], help="begin a built-in plan, or your own (--file)")
    p.add_argument("plan", nargs="?", help="a built-in plan's id (see `lampada plan list`)")
    p.add_argument("--file", type=Path, help="your own plan: a text file, a line a day of passages")
    p.add_argument("--name", help="your plan's name (default: the file's name)")
    p.add_argument("--days", type=_days, help="cut the passages of --file into this many days")
    p.add_argument("--start", type=_date, metavar="DATE", help="the first day (default: today)")
    p = actions.add_parser("today", parents=[common], help="today's reading, and what is behind")
    p.add_argument("plan", nargs="?", help="the number `plan list` shows, or the id's start (default: all)")
    p.add_argument("--json", action="store_true")
    p = actions.add_parser("done", parents=[common], help="mark today's reading (or --day N) read")
    p.add_argument("plan", nargs="?")
    p.add_argument("--day", type=_days, action="append", help="this day of the plan (may be repeated)")
    p.add_argument("--unread", action="store_true", help="mark the days not read instead")
    p = actions.add_parser("catch-up", parents=[common], help="spread the missed readings over the next days")
    p.add_argument("plan", nargs="?")
    p.add_argument("--days", type=_days, help="over how many days (default: one more reading a day)")
    for name, what in (("restart", "move the plan so its first unread day is today"),
                       ("remove", "forget a plan and its progress")):  # fmt: skip
        p = actions.add_parser(name, parents=[common], help=what)
        p.add_argument("plan", nargs="?")
    s.set_defaults(func=lambda args: cmd_plan(args, language))


def _date(text: str) -> date:
    try:
        return check_date(date.fromisoformat(text.strip()), "a date")
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a date (YYYY-MM-DD): {e}") from None


def _days(text: str) -> int:
    if not text.strip().isdigit() or not 1 <= int(text[:6]) <= plans.MAX_PLAN_DAYS or len(text) > 6:
        raise argparse.ArgumentTypeError(
            f"{text[:30]!r} is not a whole number from 1 to {plans.MAX_PLAN_DAYS}"
        )
    return int(text)


def cmd_plan(args: argparse.Namespace, language: Callable[[], str]) -> int:
    lang = args.lang or language()
    on = args.on or date.today()
    command = {
        "list": _list,
        "start": _start,
        "today": _today,
        "done": _done,
        "catch-up": _catch_up,
        "restart": _restart,
        "remove": _remove,
    }[args.plan_command]
    with UserData.open() as ud:
        return command(ud, args, on, WORDS[lang], lang)


# --- reading ------------------------------------------------------------------------------------------------


def _list(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    mine = ud.list_plans()
    if args.json:
        data = {
            "builtin": [
                {"id": p.id, "name": p.name(lang), "days": p.length, "about": p.about(lang)}
                for p in plans.BUILTIN
            ],
            "plans": [_plan_json(p, n, on, lang) for n, p in enumerate(mine, 1)],
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    print(w["builtin"])
    for p in plans.BUILTIN:
        print(f"  {p.id:<23} {p.name(lang)} — {w['days'].format(n=p.length)}. {p.about(lang)}")
    print()
    if not mine:
        print(w["none"])
        return 0
    print(w["yours"])
    for n, plan in enumerate(mine, 1):
        print(f"  {n}  {plan.title(lang)} — {_standing(plan, on, w)}  [{plan.id[:8]}]")
    return 0


def _standing(plan: Plan, on: date, w: dict[str, str]) -> str:
    status = plan.status(on)
    if status.finished:
        return w["finished"]
    if not status.started:
        return w["not_started"].format(date=plan.start.isoformat())
    text = w["where"].format(day=min(status.day, plan.total), total=plan.total, read=status.read)
    if status.day > plan.total:
        text += "; " + w["over"].format(date=plan.date_of(plan.total).isoformat())
    if status.behind:
        text += ", " + w["behind"].format(n=len(status.behind))
    return text


def _today(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    mine = ud.list_plans()
    chosen = [_find(mine, args.plan)] if args.plan else mine
    if args.json:
        numbers = {p.id: n for n, p in enumerate(mine, 1)}
        print(
            json.dumps([_plan_json(p, numbers[p.id], on, lang) for p in chosen], ensure_ascii=False, indent=2)
        )
        return 0
    if not chosen:
        print(w["none"])
        return 0
    for plan in chosen:
        _print_today(plan, str(mine.index(plan) + 1), on, w, lang)
    return 0


def _print_today(plan: Plan, ref: str, on: date, w: dict[str, str], lang: str) -> None:
    status = plan.status(on)
    values = {"title": plan.title(lang), "date": on.isoformat(), "day": status.day, "total": plan.total}
    print(w["today" if status.today else "today_off"].format(**values))
    for day in status.due:
        key = "day" if day == status.today else "caught"
        print(w[key].format(day=day, reading=plans.describe_day(plan.days[day - 1], lang)))
    if status.finished:
        print(w["all_done"].format(total=plan.total))
    elif not status.due and status.next_unread is not None:
        nxt = status.next_unread
        print(w["done_today"].format(day=nxt, reading=plans.describe_day(plan.days[nxt - 1], lang)))
    if status.catching_up:
        print(w["spreading"].format(date=plan.catch_up_until.isoformat(), n=len(status.behind)))
    elif status.behind:
        since = plan.date_of(status.behind[0]).isoformat()
        print(w["behind_line"].format(n=len(status.behind), date=since, ref=ref))
    print()


def _plan_json(plan: Plan, number: int, on: date, lang: str) -> dict[str, Any]:
    status = plan.status(on)

    def day(d: int) -> dict[str, Any]:
        days = plan.days[d - 1]
        return {"day": d, "reading": plans.describe_day(days, lang), "osis": [refs.to_osis(r) for r in days]}

    return {
        "number": number,
        "id": plan.id,
        "source": plan.source,
        "name": plan.title(lang),
        "days": plan.total,
        "start": plan.start.isoformat(),
        "read": status.read,
        "today": status.today,
        "due": [day(d) for d in status.due],
        "behind": list(status.behind),
        "catch_up_until": plan.catch_up_until.isoformat() if plan.catch_up_until else None,
        "finished": status.finished,
    }


# --- writing ------------------------------------------------------------------------------------------------


def _start(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    start = args.start or on
    if args.file is not None:
        if args.plan:
            raise LampadaError("give a built-in plan's id or --file, not both")
        try:
            text = args.file.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as e:
            raise LampadaError(f"cannot read {args.file}: {getattr(e, 'strerror', None) or e}") from None
        try:
            days = plans.read_plan_text(text, lang, args.days)
        except plans.PlanTextError as e:
            where = f"{args.file}:{e.line}" if e.line else str(args.file)
            raise LampadaError(f"{where}: {e.problem}; no plan was started") from None
        plan = ud.add_plan(args.name or args.file.stem, days, start=start)
    elif args.plan:
        try:
            plan = ud.start_plan(args.plan, start=start, lang=lang)
        except plans.UnknownPlan as e:
            raise LampadaError(f"{e} (`lampada plan list` names them)") from None
    else:
        raise LampadaError("which plan? give a built-in plan's id (see `lampada plan list`) or --file")
    last = plan.date_of(plan.total).isoformat()
    print(w["started"].format(title=plan.title(lang), total=plan.total, first=start.isoformat(), last=last))
    _print_today(plan, str(len(ud.list_plans())), on, w, lang)
    return 0


def _done(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    plan = _find(ud.list_plans(), args.plan)
    days = sorted(set(args.day)) if args.day else list(plan.status(on).due)
    if not days:
        print(w["nothing_due"].format(title=plan.title(lang)))
        return 0
    outside = [d for d in days if d > plan.total]
    if outside:
        raise LampadaError(f"“{plan.title(lang)}” has {plan.total} days, not {outside[0]}")
    plan = ud.mark_read(plan.id, days, read=not args.unread, on=on)
    named = "; ".join(f"{d} ({plans.describe_day(plan.days[d - 1], lang)})" for d in days)
    print(w["unmarked" if args.unread else "marked"].format(title=plan.title(lang), days=named))
    return 0


def _catch_up(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    plan = _find(ud.list_plans(), args.plan)
    behind = len(plan.status(on).behind)
    if not behind:
        print(w["not_behind"].format(title=plan.title(lang)))
        return 0
    plan = ud.catch_up(plan.id, on, args.days)
    print(w["spread"].format(title=plan.title(lang), n=behind, date=plan.catch_up_until.isoformat()))
    return 0


def _restart(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    plan = ud.restart_plan(_find(ud.list_plans(), args.plan).id, on)
    day = plan.status(on).day
    print(w["restarted"].format(title=plan.title(lang), date=on.isoformat(), day=day))
    return 0


def _remove(ud: UserData, args: argparse.Namespace, on: date, w: dict[str, str], lang: str) -> int:
    plan = _find(ud.list_plans(), args.plan)
    ud.delete_plan(plan.id)
    print(w["removed"].format(title=plan.title(lang)))
    return 0


def _find(mine: list[Plan], wanted: str | None) -> Plan:
    """The plan `wanted` names: its number in `plan list`, or the start of its id; the only one when None."""
    if not mine:
        raise LampadaError("you have not started a plan yet (see `lampada plan list`)")
    if wanted is None:
        if len(mine) == 1:
            return mine[0]
        raise LampadaError(f"you have {len(mine)} plans: say which (the number `lampada plan list` shows)")
    text = wanted.strip()
    if text.isdigit() and len(text) < 6 and 1 <= int(text) <= len(mine):
        return mine[int(text) - 1]
    found = [p for p in mine if len(text) >= 4 and p.id.startswith(text.lower())]
    if len(found) == 1:
        return found[0]
    raise LampadaError(f"no plan {text[:40]!r}: give the number `lampada plan list` shows (1 to {len(mine)})")
