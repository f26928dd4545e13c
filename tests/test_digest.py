"""The per-answer digest reads each seat's HP again only after an `emit`ted event (HP never changes
with a row event): over whole random games, the kept HP bytes are never stale."""

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import agent_seed

CONFIGS = {"identity 8p": GameConfig(players=8, round_limit=300, generals="standard"),
           "国战 6p": hegemony_config(6, round_limit=300)}


@pytest.mark.parametrize("name", list(CONFIGS))
def test_kept_hp_bytes_match_the_table_after_every_answer(name):
    config = CONFIGS[name]
    for seed in range(6):
        g = Game.new(config, seed)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(config.players)]
        hp_changes = 0
        while g.pending is not None:
            before = [p.hp for p in g.players]
            g.answer(agents[g.pending.seat].answer(g.pending))
            hp_changes += before != [p.hp for p in g.players]
            kept = g._hp_bytes
            assert kept is None or kept == bytes([p.hp & 255 for p in g.players]), (seed, g.decisions)
        assert g.result is not None and hp_changes > 0
