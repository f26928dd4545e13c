"""`simulate`, `arena`, `scenario` and `replay` with 国战's new rules from the command line."""

from __future__ import annotations

import json
from pathlib import Path

from sgs_desktop.cli import main
from sgs_desktop.engine.record import Record

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_plays_the_new_rules_and_its_records_replay(capsys, tmp_path):
    code = main(["simulate", "--mode", "hegemony", "--rules", "new", "--players", "5", "--games", "3", "--agent",
                 "basic", "--seed", "4", "--json", "--save-records", str(tmp_path)])
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert code == 0 and summary["games"] == summary["finished"] == 3 and summary["errors"] == 0
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3 and Record.load(records[0]).config.option("rules") == "new"
    assert main(["replay", str(records[0])]) == 0


def test_arena_takes_the_new_rules(capsys):
    assert main(["arena", "--mode", "hegemony", "--rules", "new", "--players", "4", "--deals", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == 4


def test_the_new_rules_example_scenario_runs(capsys):
    assert main(["scenario", str(ROOT / "examples" / "scenarios" / "heg_new_aozhan.toml")]) == 0
    out = capsys.readouterr().out
    assert "鏖战开始" in out and "弃置【先驱】标记" in out and "使用杀（鏖战）" in out


def test_an_unknown_rules_profile_is_refused(capsys):
    try:
        code = main(["simulate", "--mode", "hegemony", "--rules", "newest"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and "--rules" in capsys.readouterr().err
