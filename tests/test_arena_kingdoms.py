"""The paired 国战 measure by kingdoms (arena --kingdoms): the same deals and pairs for A and B,
each kingdom played by each, the others fixed; an agent against itself measures exactly 0."""

from __future__ import annotations

from sgs_desktop.arena_kingdoms import kingdom_arena, kingdom_deal


def test_each_kingdom_is_played_by_both_on_the_same_pairs():
    games = kingdom_deal((6, 1, 0, "normal", "basic", "basic", 200, "new", None, 100))
    kingdoms = sorted({g.kingdom for g in games})
    assert len(games) == 2 * len(kingdoms)
    assert sum(g.size for g in games if g.agent == "a") == 6          # (every seat in one kingdom)
    for k in kingdoms:
        pair = [g for g in games if g.kingdom == k]
        assert sorted(g.agent for g in pair) == ["a", "b"] and pair[0].size == pair[1].size


def test_an_agent_against_itself_measures_nothing():
    rep = kingdom_arena("normal", "normal", deals=3, seed=5, players=6, rules="new").to_json()
    assert rep["paired_kingdom_difference"]["mean"] == 0.0
    assert rep["a_kingdom_win_rate"] == rep["b_kingdom_win_rate"]
    assert rep["errors"] == 0 and rep["kingdoms"] >= 6
    assert set(rep["by_size"]) <= {"1", "2", "3", "4", "5"}


def test_the_cli_measures_by_kingdoms(capsys):
    from sgs_desktop.cli import main
    assert main(["arena", "--mode", "hegemony", "--players", "6", "--kingdoms", "--a", "normal", "--b", "basic",
                 "--deals", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "paired difference (kingdom won, normal − basic)" in out and "kingdoms of" in out
    assert main(["arena", "--kingdoms", "--deals", "1"]) == 2          # (identity has no kingdoms)
