"""`lampada plan`, driven in-process with a temporary data folder (LAMPADA_DATA_DIR, see conftest) and a
simulated calendar (--on)."""

from __future__ import annotations

import json

import pytest

from app.cli import command_line as cli
from app.core.userdata import UserData


@pytest.fixture(autouse=True)
def _portuguese(monkeypatch):
    monkeypatch.setenv("LAMPADA_LANG", "pt_BR.UTF-8")


def run(capsys, *argv):
    code = cli.main(["plan", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_list_names_the_three_built_in_plans_and_says_none_is_started(capsys):
    code, out, err = run(capsys, "list")
    assert code == 0, err
    for words in ("bible-year", "Bíblia em um ano", "nt-90", "psalms-proverbs-month", "Salmos e Provérbios"):
        assert words in out
    assert "Você ainda não começou nenhum plano." in out


def test_a_missed_day_said_caught_up_and_marked_through_the_command_line(capsys):
    code, out, err = run(capsys, "start", "nt-90", "--on", "2026-03-02")
    assert code == 0, err
    assert "Começou «Novo Testamento em 90 dias»: 90 dias, de 2026-03-02 a 2026-05-30." in out
    assert "dia 1: Mateus 1–4" in out
    code, out, _ = run(capsys, "done", "--on", "2026-03-02")
    assert "Marcado como lido em «Novo Testamento em 90 dias»: 1 (Mateus 1–4)." in out
    # 3 March goes by; on the 4th day 2 is behind
    code, out, _ = run(capsys, "today", "--on", "2026-03-04")
    assert "dia 3: Mateus 7–9" in out and "Atrasado: 1 leitura(s), desde 2026-03-03." in out
    assert "lampada plan catch-up 1" in out and "lampada plan restart 1" in out
    code, out, _ = run(capsys, "catch-up", "--on", "2026-03-04")
    assert "1 leitura(s) atrasada(s) distribuída(s) até 2026-03-04." in out
    code, out, _ = run(capsys, "today", "--on", "2026-03-04")
    assert "dia 2 (atrasado): Mateus 5–6" in out and "dia 3: Mateus 7–9" in out
    code, out, _ = run(capsys, "done", "--on", "2026-03-04")
    assert "2 (Mateus 5–6); 3 (Mateus 7–9)" in out
    code, out, _ = run(capsys, "today", "--on", "2026-03-04", "--json")
    [plan] = json.loads(out)
    assert plan["read"] == 3 and plan["due"] == [] and plan["behind"] == []
    with UserData.open() as ud:  # the app's database: the app shows the same progress
        assert ud.list_plans()[0].read == {1, 2, 3}


def test_restart_from_today_and_the_english_words(capsys, monkeypatch):
    run(capsys, "start", "psalms-proverbs-month", "--on", "2026-03-02")
    monkeypatch.setenv("LAMPADA_LANG", "en")
    code, out, _ = run(capsys, "today", "--on", "2026-03-12")
    assert "Psalms and Proverbs in a month — today (2026-03-12), day 11 of 31:" in out
    assert "Behind: 10 reading(s), since 2026-03-02." in out
    code, out, _ = run(capsys, "restart", "--on", "2026-03-12")
    assert "starts again today (2026-03-12) at day 1" in out
    code, out, _ = run(capsys, "today", "--on", "2026-03-12")
    assert "day 1: Psalms 1–8; Proverbs 1" in out and "Behind" not in out


def test_your_own_plan_from_a_file(capsys, tmp_path):
    plan = tmp_path / "advento.txt"
    plan.write_text("# Advento\nIs 9:1-7\nIs 11\nLc 1:26-38\n", encoding="utf-8")
    code, out, err = run(capsys, "start", "--file", str(plan), "--start", "2026-12-01", "--on", "2026-11-30")
    assert code == 0, err
    assert "Começou «advento»: 3 dias, de 2026-12-01 a 2026-12-03." in out
    code, out, _ = run(capsys, "list", "--on", "2026-12-02")
    assert "1  advento — dia 2 de 3, 0 lidos, 1 atrasado(s)" in out
    cut = tmp_path / "romanos.txt"
    cut.write_text("Romanos 1-16\n", encoding="utf-8")
    code, out, _ = run(
        capsys, "start", "--file", str(cut), "--name", "Romanos", "--days", "5", "--on", "2026-01-01"
    )
    assert "Começou «Romanos»: 5 dias" in out and "dia 1: Romanos 1–3" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["start", "alcorao"], "no reading plan 'alcorao'"),
        (["start"], "which plan?"),
        (["done"], "you have not started a plan yet"),
    ],
)
def test_what_cannot_be_done_is_said_in_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and words in err and "Traceback" not in err, err


def test_a_date_that_does_not_exist_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as caught:
        run(capsys, "start", "nt-90", "--start", "2026-02-30")
    assert caught.value.code == 2
    assert "'2026-02-30' is not a date (YYYY-MM-DD)" in capsys.readouterr().err


def test_a_plan_file_that_is_not_passages_names_its_line_and_starts_nothing(capsys, tmp_path):
    bad = tmp_path / "plano.txt"
    bad.write_text("Jo 3\npão com manteiga\n", encoding="utf-8")
    code, _, err = run(capsys, "start", "--file", str(bad))
    assert code == 2 and f"{bad}:2: not a passage: 'pão com manteiga'; no plan was started" in err
    bad.write_bytes(b"\xff\xfe\x00garbage")
    code, _, err = run(capsys, "start", "--file", str(bad))
    assert code == 2 and "cannot read" in err
    with UserData.open() as ud:
        assert ud.list_plans() == []


def test_with_two_plans_the_command_asks_which(capsys):
    run(capsys, "start", "nt-90", "--on", "2026-03-02")
    run(capsys, "start", "bible-year", "--on", "2026-03-02")
    code, _, err = run(capsys, "done", "--on", "2026-03-02")
    assert code == 2 and "you have 2 plans: say which" in err
    code, out, _ = run(capsys, "done", "2", "--day", "3", "--on", "2026-03-02")
    assert code == 0 and "Marcado como lido em «Bíblia em um ano»: 3 (Gênesis 7–9)." in out
    code, _, err = run(capsys, "done", "2", "--day", "366")
    assert code == 2 and "has 365 days, not 366" in err
    code, out, _ = run(capsys, "remove", "1")
    assert "«Novo Testamento em 90 dias» e o seu progresso foram apagados." in out
