"""Soak with the 势备篇 deck: random and basic-AI 国战 games with every check on (invariants after
every event, JSON round-trips, the per-seat leak check, every offer accepted, replay; tests/soak.py),
and the basic AI using every new card and 连横."""

from collections import Counter

import pytest
from heg import SBP_PACKS
from soak import soak_heg_game

from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import AGENTS, agent_seed

ENDINGS = {"kingdom_wins", "careerist_wins", "round_limit", "draw_pile_exhausted", "all_dead"}
SIZES = [4, 5, 6, 7, 8, 9, 10]
GAMES = 96
CHUNK = 12
NEW_CARDS = {"breastplate", "iron_armor", "sa_blade", "sa_halberd", "jade_seal", "jingfan", "wooden_ox",
             "imperial_order", "alliance_feast", "fight_together", "lure_tiger", "threaten_emperor",
             "burning_camps", "drowning"}


def setup(seed: int) -> dict:
    players = SIZES[seed % len(SIZES)]
    return {"players": players, "deal": min(7, 50 // players) if seed % 5 == 0 else 4,
            "victory": "table" if seed % 3 == 0 else "online", "packs": tuple(SBP_PACKS)}


def test_a_few_strategic_games_keep_every_invariant():
    """(In the quick suite: three games, random and basic.)"""
    for seed, agent in ((40_000, "random"), (40_001, "random"), (40_002, "basic")):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent=agent, **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_strategic_games_keep_every_invariant_and_leak_nothing(chunk):
    for seed in range(41_000 + chunk * CHUNK, 41_000 + (chunk + 1) * CHUNK):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(4))
def test_basic_agent_strategic_games_keep_every_invariant_and_leak_nothing(chunk):
    for seed in range(42_000 + chunk * 6, 42_000 + (chunk + 1) * 6):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent="basic", **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


def test_the_basic_ai_uses_every_new_card_and_lianheng_without_a_fault():
    """Seeded basic-AI games with the 势备篇 deck: every new card is used, 连横 too, and no seat
    errs or answers illegally."""
    used: Counter = Counter()
    for seed in range(12):
        players = (5, 8)[seed % 2]
        game = Game.new(hegemony_config(players, round_limit=200, packs=tuple(SBP_PACKS)), 43_000 + seed)
        runner = SeatRunner(game, [AGENTS["basic"](agent_seed(seed, s)) for s in range(players)])
        while runner.step():
            pass
        assert not runner.faults.errors and not runner.faults.illegal, (runner.faults.errors + runner.faults.illegal)[0]
        for e in game.log_for(None):
            if e["kind"] == "use":
                used[e["card"]["key"]] += 1
            elif e["kind"] == "skill":
                used[e["skill"]] += 1
    missing = sorted(k for k in NEW_CARDS | {"lianheng", "wooden_ox"} if not used[k])
    assert not missing, (missing, used)
