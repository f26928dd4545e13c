"""The runner hands a basic AI only the events its beliefs read (`observes`, derived from its
readers' tables): a seat given every event must decide exactly the same, in both modes."""

from __future__ import annotations

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.base import run_game
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.basic.knowledge import _READERS, OBSERVED
from sgs_desktop.engine import events as E
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import agent_seed


class EveryEvent(BasicAgent):
    observes = None         # type: ignore[assignment]  # (the runner's default: every event)


def _play(config: GameConfig, seed: int, agent: type[BasicAgent]) -> Game:
    g = Game.new(config, seed)
    return run_game(g, [agent(agent_seed(seed, s)) for s in range(config.players)])


@pytest.mark.parametrize("config", [GameConfig(players=5), GameConfig(players=8), hegemony_config(6)],
                         ids=["identity-5", "identity-8", "hegemony-6"])
def test_a_basic_ai_given_every_event_decides_the_same(config):
    for seed in range(3):
        told, all_told = _play(config, seed, BasicAgent), _play(config, seed, EveryEvent)
        assert told.answers == all_told.answers and told.result == all_told.result


def test_what_it_observes_is_what_its_readers_read():
    assert set(_READERS) <= OBSERVED
    assert E.Move not in OBSERVED and E.Phase not in OBSERVED     # (apply_all never keeps those)
    assert E.GameStart in OBSERVED                                 # (how it learns the mode)
