"""The command line: simulate, scenario, replay — output, exit status, bad input."""

import json
from pathlib import Path

import pytest

from sgs_desktop.cli import main

ROOT = Path(__file__).parent.parent
EXAMPLES = sorted((ROOT / "examples" / "scenarios").glob("*.toml"))


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_help(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0 and "simulate" in out and "scenario" in out and "replay" in out


def test_no_display_explains_and_prints_help(capsys, monkeypatch):
    """Without a display the window cannot open: a clear message, the help, exit status 2."""
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(var, raising=False)
    code, out, err = run(capsys)
    assert code == 2 and "no display" in err and "simulate" in out


def test_simulate_json_summary(capsys):
    code, out, _ = run(capsys, "simulate", "--mode", "identity", "--players", "5", "--games", "4", "--seed", "3",
                       "--json")
    assert code == 0
    lines = [json.loads(x) for x in out.strip().splitlines()]
    summary = lines[-1]
    for key in ("games", "finished", "errors", "decisions", "turns", "seconds", "decisions_per_second",
                "turns_per_second", "wins", "avg_rounds"):
        assert key in summary, key
    assert summary["games"] == 4 and summary["finished"] == 4 and summary["errors"] == 0
    assert summary["decisions"] == sum(x["decisions"] for x in lines[:-1])
    assert sum(summary["wins"].get(r, 0) for r in ("lord", "rebel", "renegade", "draw")) == 4


def test_simulate_rejects_bad_player_count(capsys):
    code, _, err = run(capsys, "simulate", "--players", "11", "--games", "1")
    assert code == 2 and "2-10" in err


def test_records_replay_and_divergence(capsys, tmp_path):
    code, _, _ = run(capsys, "simulate", "--players", "6", "--games", "2", "--seed", "40", "--json",
                     "--save-records", str(tmp_path))
    assert code == 0
    records = sorted(tmp_path.glob("*.json"))
    assert [r.name for r in records] == ["game-40.json", "game-41.json"]
    code, out, _ = run(capsys, "replay", str(records[0]), "--json")
    assert code == 0 and json.loads(out)["ok"] is True

    data = json.loads(records[1].read_text())
    i = next(i for i, (_, a) in enumerate(data["answers"]) if a["type"] == "end")
    data["answers"][i][1] = {"type": "pass"}          # an answer the request does not take
    bad = tmp_path / "diverged.json"
    bad.write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(bad), "--json")
    assert code == 1
    assert json.loads(out)["divergence"] == i and f"answer #{i}" in json.loads(out)["message"]

    data = json.loads(records[1].read_text())
    data["digests"][5] ^= 1                            # a record whose digests do not match
    bad.write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(bad))
    assert code == 1 and "answer #5" in out


@pytest.mark.parametrize("content,field", [
    ("not json", "not JSON"),
    ('{"format": "other"}', "format"),
    ('{"format": "sgs-desktop-record", "version": 2, "config": {}, "seed": 1, "answers": [[0]], '
     '"digests": [], "final": 0}', "answers[0]"),
    ('{"format": "sgs-desktop-record", "version": 2, "config": {}, "seed": 1, "answers": [], '
     '"digests": [1], "final": 0}', "digests"),
    ('{"format": "sgs-desktop-record", "version": 1, "config": {}, "seed": 1, "answers": [], '
     '"digests": [], "final": 0}', "recorded by an older sgs-desktop (record version 1)"),
])
def test_malformed_records_exit_2(capsys, tmp_path, content, field):
    path = tmp_path / "r.json"
    path.write_text(content)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and str(path) in err and field in err


def test_missing_record_exits_2(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read" in err


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_scenarios_run(capsys, path):
    code, out, err = run(capsys, "scenario", str(path), "--json")
    assert code == 0, err
    lines = [json.loads(x) for x in out.strip().splitlines()]
    final = lines[-1]
    assert final["kind"] == "final" and final["ok"] is True
    assert len(final["players"]) >= 2


def test_chain_fire_example_outcome(capsys):
    code, out, _ = run(capsys, "scenario", str(ROOT / "examples" / "scenarios" / "chain_fire.toml"), "--json")
    assert code == 0
    lines = [json.loads(x) for x in out.strip().splitlines()]
    damage = [(e["target"], e["amount"], e["chain"]) for e in lines if e["kind"] == "damage"]
    assert damage == [(1, 2, False), (2, 1, True)]     # 藤甲 +1 only for seat 1; the chain carries 1
    final = lines[-1]["players"]
    assert final[2]["alive"] is False and len(final[0]["hand"]) == 3   # killed a rebel: drew 3


def test_scenario_text_output(capsys):
    code, out, _ = run(capsys, "scenario", str(ROOT / "examples" / "scenarios" / "duel_nullify.toml"))
    assert code == 0
    assert "无懈可击♠J的效果被抵消" in out and "最终状态" in out


def write(tmp_path, text):
    p = tmp_path / "s.toml"
    p.write_text(text, encoding="utf-8")
    return p


BASE = """
[game]
strict = true
stop = "turn_end"
phase = "play"
[[players]]
role = "lord"
{lord}
[[players]]
role = "rebel"
{rebel}
"""


@pytest.mark.parametrize("lord,rebel,field", [
    ('hand = ["杀 ♠1"]', "", "players[0].hand[0]"),            # no such card
    ('hand = ["杀 ♠7", "杀 ♠7"]', "", "players[0].hand[1]"),   # only one copy of 杀 ♠7
    ('general = "caocoa"', "", "players[0].general"),
    ('skills = ["wushengg"]', "", "players[0].skills"),
    ('hp = 0', "", "players[0].hp"),
    ('equip = ["杀 ♠7"]', "", "players[0].equip"),
    ('judge = ["乐不思蜀 ♠6", "乐不思蜀 ♣6"]', "", "players[0].judge"),
    ('colour = "red"', "", "players[0]"),
    ("", 'role = "lord"', "role"),
    ("", "alive = false\nhand = [\"闪 ♥2\"]", "players[1]"),
])
def test_malformed_scenarios_exit_2(capsys, tmp_path, lord, rebel, field):
    text = BASE.format(lord=lord, rebel=rebel)
    if 'role = "lord"' in rebel:
        text = text.replace('role = "rebel"\nrole = "lord"', 'role = "lord"')
    code, out, err = run(capsys, "scenario", str(write(tmp_path, text)))
    assert code == 2, (out, err)
    assert "s.toml" in err and field in err


def test_unparsable_scenario_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "scenario", str(write(tmp_path, "[game\nseed=")))
    assert code == 2 and "not valid TOML" in err


def test_unscripted_request_fails_strict_scenario(capsys, tmp_path):
    path = write(tmp_path, BASE.format(lord='hand = ["杀 ♠7"]', rebel=""))
    code, _, err = run(capsys, "scenario", str(path))
    assert code == 1 and "unscripted request" in err


def test_illegal_scripted_answer_fails(capsys, tmp_path):
    lord = 'hand = ["杀 ♠7"]\nscript = [{type = "use", card = "杀 ♠7", targets = [0]}]'
    code, _, err = run(capsys, "scenario", str(write(tmp_path, BASE.format(lord=lord, rebel=""))))
    assert code == 1 and "illegal scripted answer" in err and "not a legal target" in err


def test_arena_json_and_jobs_are_deterministic(capsys):
    args = ("arena", "--mode", "identity", "--players", "5", "--deals", "4", "--seed", "9", "--a", "basic", "--b",
            "random", "--json")
    code, out, _ = run(capsys, *args)
    assert code == 0
    one = json.loads(out)
    for key in ("a_as_lord_side", "a_as_rebel_side", "b_as_lord_side", "paired_lord_side_difference",
                "avg_rounds", "latency_a", "latency_b", "illegal"):
        assert key in one
    assert one["games"] == 8 and one["deals"] == 4 and one["illegal"] == 0
    assert set(one["latency_a"]) == {"decisions", "p50_ms", "p99_ms", "max_ms"}
    assert 0 <= one["a_as_lord_side"]["ci95"][0] <= one["a_as_lord_side"]["rate"] <= one["a_as_lord_side"]["ci95"][1]
    code, out, _ = run(capsys, *args, "--jobs", "2")
    two = json.loads(out)
    for key in ("a_as_lord_side", "a_as_rebel_side", "b_as_lord_side", "avg_rounds", "avg_decisions"):
        assert one[key] == two[key]


def test_arena_text_and_bad_arguments(capsys):
    code, out, _ = run(capsys, "arena", "--deals", "2", "--seed", "1", "--a", "random", "--b", "basic")
    assert code == 0 and "random as the lord's side" in out and "p99" in out
    code, _, err = run(capsys, "arena", "--deals", "0")
    assert code == 2 and "deals" in err


def test_simulate_with_the_basic_agent(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "5", "--games", "3", "--agent", "basic", "--json")
    assert code == 0 and json.loads(out.strip().splitlines()[-1])["finished"] == 3


def test_simulate_hegemony_json_and_replay(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--mode", "hegemony", "--players", "6", "--games", "3", "--seed", "5",
                       "--agent", "basic", "--json", "--save-records", str(tmp_path))
    assert code == 0
    lines = [json.loads(x) for x in out.strip().splitlines()]
    summary = lines[-1]
    assert summary["finished"] == 3 and summary["errors"] == 0
    assert set(summary["wins"]) <= {"wei", "shu", "wu", "qun", "careerist", "draw"}
    code, out, _ = run(capsys, "replay", str(tmp_path / "game-5.json"))
    assert code == 0 and "digests equal" in out


def test_simulate_hegemony_settings_are_checked(capsys):
    code, _, err = run(capsys, "simulate", "--mode", "hegemony", "--deal", "1", "--games", "1")
    assert code == 2 and "deal" in err
    code, _, err = run(capsys, "simulate", "--deal", "5", "--games", "1")
    assert code == 2 and "国战" in err
    code, out, _ = run(capsys, "simulate", "--mode", "hegemony", "--players", "4", "--games", "1",
                       "--victory", "table", "--seed", "2")
    assert code == 0 and "1/1 games finished" in out


def test_arena_hegemony_seats_swap(capsys):
    code, out, _ = run(capsys, "arena", "--mode", "hegemony", "--players", "5", "--deals", "3", "--seed", "4",
                       "--a", "basic", "--b", "random", "--json")
    assert code == 0
    rep = json.loads(out)
    assert rep["mode"] == "hegemony" and rep["games"] == 6 and rep["errors"] == 0 and rep["illegal"] == 0
    # A plays 3 seats of 5 in one game and 2 in the other: 15 seats each over three deals
    assert rep["a_seat_win_rate"]["seats"] == 15 and rep["b_seat_win_rate"]["seats"] == 15
    d = rep["paired_seat_win_difference"]
    assert d["ci95"][0] <= d["mean"] <= d["ci95"][1]
    code, out, _ = run(capsys, "arena", "--mode", "hegemony", "--players", "4", "--deals", "1")
    assert code == 0 and "seats won" in out


def test_hegemony_scenario_shows_the_dead_and_rewards_the_killer(capsys):
    code, out, _ = run(capsys, "scenario", str(ROOT / "examples" / "scenarios" / "heg_hidden_kill.toml"), "--json")
    assert code == 0
    events = [json.loads(x) for x in out.strip().splitlines()]
    final = events[-1]
    assert final["ok"] and [p["kingdom"] for p in final["players"]] == ["wei", "shu", "shu", None]
    assert [(e["seat"], e["general"]) for e in events if e["kind"] == "show_general"] == [(1, "liubei"),
                                                                                        (1, "guanyu")]
    assert len(final["players"][0]["hand"]) == 2
    code, out, _ = run(capsys, "scenario", str(ROOT / "examples" / "scenarios" / "heg_hidden_kill.toml"))
    assert code == 0 and "(孙权)/(周泰) 未明" in out


@pytest.mark.parametrize("lang,words", [("en", ("Final state", "Seat 0", "is nullified")),
                                        ("zh_TW", ("最終狀態", "0號位", "的效果被抵消"))])
def test_scenario_text_in_another_language(capsys, lang, words):
    from sgs_desktop.packs.i18n import set_language
    try:
        code, out, _ = run(capsys, "scenario", str(ROOT / "examples" / "scenarios" / "duel_nullify.toml"),
                           "--lang", lang)
    finally:
        set_language("zh_CN")
    assert code == 0 and all(w in out for w in words), out
    assert "最终状态" not in out


def test_an_unknown_language_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["scenario", "x.toml", "--lang", "fr"])


@pytest.mark.parametrize("argv,words", [
    (("simulate", "--round-limit", "-1"), "--round-limit must be 0.."),
    (("simulate", "--victory", "table"), "--victory is a 国战 setting"),
    (("simulate", "--mode", "hegemony", "--generals", "none"), "--generals is a 身份局 setting"),
    (("simulate", "--seed", str(2**63 - 1), "--games", "2"), "within 64 bits"),
    (("simulate", "--games", "-1"), "--games must be >= 0"),
    (("arena", "--jobs", "1000"), "--jobs must be 1.."),
    (("arena", "--jobs", "0"), "--jobs must be 1.."),
    (("arena", "--mode", "hegemony", "--generals", "none"), "--generals is a 身份局 setting"),
])
def test_bad_arguments_are_refused_before_anything_runs(capsys, tmp_path, argv, words):
    code, out, err = run(capsys, *argv, "--save-records", str(tmp_path / "r")) if argv[0] == "simulate" \
        else run(capsys, *argv)
    assert code == 2 and words in err and out == "", err
    assert not (tmp_path / "r").exists()


def test_jobs_are_capped_at_the_cpus(capsys, monkeypatch):
    import sgs_desktop.cli as cli
    monkeypatch.setattr(cli, "cpu_count", lambda: 3)
    code, _, err = run(capsys, "arena", "--jobs", "4", "--deals", "1")
    assert code == 2 and "--jobs must be 1..3" in err


def test_save_records_is_checked_before_the_run(capsys, tmp_path):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    for target, words in [(a_file, "is not a directory"), (a_file / "sub", "cannot make the directory")]:
        code, out, err = run(capsys, "simulate", "--games", "1", "--save-records", str(target))
        assert code == 2 and words in err and out == "", err
    code, _, _ = run(capsys, "simulate", "--games", "1", "--players", "4", "--save-records", str(tmp_path / "a" / "b"))
    assert code == 0 and (tmp_path / "a" / "b" / "game-0.json").exists()


def test_simulate_help_says_the_deal_default(capsys):
    from sgs_desktop.modes.heg_deal import DEAL
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert f"(4-7, default {DEAL})" in help_text and "default 5" not in help_text
