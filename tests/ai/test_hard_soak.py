"""Games with 困难 seats keep every invariant, leak nothing and replay (tests/soak.py's checks):
the worlds its searches sample and play out share nothing with the game itself — the record of a
game with 困难 seats replays to the same digests without any search."""

from __future__ import annotations

import pytest
from soak import soak_game, soak_heg_game

from sgs_desktop.ai import agents
from sgs_desktop.ai.hard import HardAgent


def _quick_hard(seed: int) -> HardAgent:
    agent = HardAgent(seed, 60_000)
    agent.settings.max_worlds = 2           # (a count, not a clock: quick, and the same on any machine)
    return agent


@pytest.fixture
def quick_hard(monkeypatch):
    monkeypatch.setitem(agents.AGENTS, "hard", _quick_hard)


@pytest.mark.parametrize("seed", [3])
def test_identity_games_with_hard_seats(quick_hard, seed):
    out = soak_game(5, 90_000 + seed, agent="hard", generals="standard")
    assert out["decisions"] > 0 and out["offers_checked"] == out["decisions"]


def test_heg_game_with_hard_seats(quick_hard):
    out = soak_heg_game(6, 91_000, agent="hard", rules="new")
    assert out["decisions"] > 0
