"""势备篇 from the command line: simulate and arena with --packs; a bad pack name is refused."""

import json

from sgs_desktop.cli import main

PACKS = ["hegemony_standard", "hegemony_strategic_advantage"]


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_simulate_with_the_strategic_deck_and_replay(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--mode", "hegemony", "--packs", *PACKS, "--players", "6", "--games", "3",
                       "--seed", "7", "--agent", "basic", "--json", "--save-records", str(tmp_path))
    assert code == 0
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] == 3 and summary["errors"] == 0
    record = json.loads((tmp_path / "game-7.json").read_text(encoding="utf-8"))
    assert record["config"]["packs"] == PACKS
    code, out, _ = run(capsys, "replay", str(tmp_path / "game-7.json"))
    assert code == 0 and "digests equal" in out


def test_an_unknown_pack_or_one_outside_hegemony_is_refused(capsys):
    code, _, err = run(capsys, "simulate", "--mode", "hegemony", "--packs", "hegemony_standard", "hegemony_nope",
                       "--games", "1")
    assert code == 2 and "unknown 国战 card or general package 'hegemony_nope'" in err
    assert "hegemony_strategic_advantage" in err
    code, _, err = run(capsys, "simulate", "--mode", "hegemony", "--packs", "hegemony_strategic_advantage",
                       "--games", "1")
    assert code == 2 and "hegemony_standard" in err
    code, _, err = run(capsys, "simulate", "--packs", *PACKS, "--games", "1")     # (identity's own packages)
    assert code == 2 and "unknown 身份 card or general package 'hegemony_standard'" in err
    code, _, err = run(capsys, "arena", "--mode", "hegemony", "--packs", "hegemony_standard", "x", "--deals", "1")
    assert code == 2 and "unknown 国战 card or general package 'x'" in err
    code, _, err = run(capsys, "arena", "--packs", *PACKS, "--deals", "1")
    assert code == 2 and "unknown 身份 card or general package 'hegemony_standard'" in err


def test_arena_with_the_strategic_deck(capsys):
    code, out, _ = run(capsys, "arena", "--mode", "hegemony", "--packs", *PACKS, "--players", "5", "--deals", "3",
                       "--seed", "2", "--json")
    rep = json.loads(out)
    assert code == 0 and rep["errors"] == 0 and rep["games"] == 6
