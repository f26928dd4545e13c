"""No phase can stall, whatever the seats choose (issue 34): seats that always take the first thing
offered, and seats that give their last choice again whenever they may, play identity and 国战
(old and new rules; the standard deck, 势备篇, 阵 and 势) to the end. A phase that takes 2,000
decisions fails; so does a game still going at 300 rounds, unless it is a standoff (stubborn.py:
nobody's health, life or allegiance changed in its last 100 rounds: seats that never act against
each other, which only a table draw rule could end)."""

from __future__ import annotations

from collections import Counter

import pytest
from stubborn import stubborn_game

from sgs_desktop.engine.config import GameConfig
from sgs_desktop.modes.hegemony import hegemony_config

#: 国战 card decks and general packages, by deal
HEG_PACKS = [("hegemony_standard",), ("hegemony_standard", "hegemony_strategic_advantage"),
             ("hegemony_standard", "heg_formation", "heg_momentum"),
             ("hegemony_standard", "hegemony_strategic_advantage", "heg_formation", "heg_momentum")]


def configs(seed: int) -> list[tuple[str, GameConfig]]:
    """The tables of deal `seed`: identity (2-10 players, the standard generals; now and then blank
    ones), 国战 old and new (4-10 players, the packages in turn)."""
    n = 2 + seed % 9
    out = [("identity", GameConfig(players=n, generals="standard"))]
    if seed % 4 == 0:
        out.append(("identity-blank", GameConfig(players=n, generals="none")))
    packs = HEG_PACKS[seed % len(HEG_PACKS)]
    for rules in ("old", "new"):
        out.append((f"hegemony-{rules}", hegemony_config(4 + seed % 7, rules=rules, packs=packs)))
    return out


def play(kind: str, seeds: range) -> Counter:
    ends: Counter = Counter()
    for seed in seeds:
        for name, config in configs(seed):
            out = stubborn_game(config, seed, kind)         # (Stalled fails the test, saying where)
            assert out["faults"] == 0, (name, seed, out)
            ends[out["reason"]] += 1
            ends["repeated"] += out["repeated"]
            ends["came_to_nothing"] += out["came_to_nothing"]
    return ends


@pytest.mark.parametrize("kind", ["first", "repeat"])
def test_stubborn_seats_end_every_game(kind):
    ends = play(kind, range(0, 40))
    games = sum(n for r, n in ends.items() if r not in ("repeated", "came_to_nothing"))
    assert games == 40 * 3 + 10
    assert ends["round_limit"] == 0
    assert ends["came_to_nothing"] > 0                      # (激将 asked and got nothing, and play went on)
    if kind == "repeat":
        assert ends["repeated"] > 100                       # (it did repeat itself)


#: the soak's deals (seed 99's 国战 tables are standoffs: 刘禅's 放权 and 享乐 against a 神速 夏侯渊)
SOAK_DEALS = range(40, 340)
CHUNK = 50


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(len(SOAK_DEALS) // CHUNK))
@pytest.mark.parametrize("kind", ["first", "repeat"])
def test_stubborn_seats_end_every_game_soak(kind, chunk):
    seeds = SOAK_DEALS[chunk * CHUNK:(chunk + 1) * CHUNK]
    ends = play(kind, seeds)
    assert ends["round_limit"] == 0
    assert sum(n for r, n in ends.items() if r not in ("repeated", "came_to_nothing")) == sum(
        len(configs(seed)) for seed in seeds)
