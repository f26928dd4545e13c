"""A game started from a position (engine/position.py) goes on as the game it was taken from.

The position of a running game (`position_of`, omniscient) is started as a new game: its table
is the same, it asks the same question, and the same answers lead to the same tables — until a
face-down pick or a reshuffle, which draw from the new game's own seed."""

from __future__ import annotations

import pytest

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.base import SeatRunner, agent_seed
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.events import Phase, Reshuffle, Turn
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.history import dealt_damage, moved_this_phase, phase_action_count
from sgs_desktop.engine.position import position_of, start
from sgs_desktop.engine.protocol.requests import CardsRequest, PickRequest, PlayRequest
from sgs_desktop.engine.state import ALL_SEATS
from sgs_desktop.modes.hegemony import STRATEGIC, hegemony_config

CONFIGS = {
    "identity5": GameConfig(players=5),
    "identity8": GameConfig(players=8),
    "heg_old6": hegemony_config(6),
    "heg_new6": hegemony_config(6, rules="new"),
    "heg_sbp6": hegemony_config(6, rules="new", packs=("hegemony_standard", STRATEGIC, "heg_formation",
                                                        "heg_momentum")),
}


def _play_until(config: GameConfig, seed: int, stop) -> tuple[Game, SeatRunner]:
    game = Game.new(config, seed)
    runner = SeatRunner(game, [NormalAgent(agent_seed(seed, s)) for s in range(config.players)])
    while game.pending is not None and not stop(game):
        runner.step()
    return game, runner


def _third_use_in_play(game: Game) -> bool:
    """A play-phase request from round 3 on, after the turn has used a card."""
    return (isinstance(game.pending, PlayRequest) and game.round >= 3 and game.turn is not None
            and len(game.turn.uses) >= 1)


def _same_from_here(game: Game, runner: SeatRunner, copy: Game, steps: int = 60) -> int:
    """Answer both games alike (the first's agents decide) while nothing random parts them; the
    number of answers both took with equal tables."""
    done = 0
    while game.pending is not None and done < steps:
        req = game.pending
        if isinstance(req, PickRequest) and req.hand:
            break                           # (a face-down pick: its positions are each game's own)
        before = len(game.log)
        runner.step()
        copy.answer(game.answers[-1][1])
        if any(type(ev) is Reshuffle for ev in list(game.log)[before:]):
            break
        assert copy.view(ALL_SEATS) == game.view(ALL_SEATS), f"the tables parted after {done} answers"
        assert copy.pending == game.pending
        done += 1
    return done


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_a_position_plays_on_as_its_game(name):
    config = CONFIGS[name]
    went_on = 0
    for seed in range(4):
        game, runner = _play_until(config, seed, _third_use_in_play)
        if game.pending is None:
            continue
        copy = start(position_of(game), seed + 99)
        assert copy.view(ALL_SEATS) == game.view(ALL_SEATS)
        assert copy.pending == game.pending
        assert copy.round == game.round and copy.current == game.current and copy.turns == game.turns
        went_on += _same_from_here(game, runner, copy)
    assert went_on >= 20


def test_the_turns_history_counts_in_the_new_game():
    """One 杀 a play phase: a position after the 杀 was used offers no other 杀 (the history is
    the turn frame's, rebuilt from the log), and the log's queries see this phase's damage."""
    def after_a_slash(game: Game) -> bool:
        return (isinstance(game.pending, PlayRequest) and game.turn is not None
                and phase_action_count(game, game.current, "slash") == 1)
    found = 0
    for seed in range(12):
        game, _ = _play_until(GameConfig(players=5), seed, after_a_slash)
        if game.pending is None:
            continue
        copy = start(position_of(game), 7)
        assert phase_action_count(copy, copy.current, "slash") == 1
        assert copy.pending == game.pending
        kinds = [type(ev) for ev in copy.log]
        assert kinds[0] is Turn and Phase in kinds
        assert dealt_damage(copy, copy.current, phase=True) == dealt_damage(game, game.current, phase=True)
        assert moved_this_phase(copy, copy.current) == moved_this_phase(game, game.current)
        found += 1
    assert found >= 3


def test_a_position_between_phases_starts_that_phase():
    """Standing before a phase (not inside it), the new game begins the phase itself: the discard
    phase asks its discard."""
    def discarding(game: Game) -> bool:
        req = game.pending
        return isinstance(req, CardsRequest) and req.prompt.key == "discard_phase" and game.round >= 2
    for seed in range(8):
        game, _ = _play_until(GameConfig(players=5), seed, discarding)
        if game.pending is None:
            continue
        pos = position_of(game)
        assert pos.phase == "discard" and not pos.inside
        copy = start(pos, 3)
        assert copy.pending == game.pending
        return
    pytest.fail("no discard phase found")


def test_a_prelude_runs_before_the_turns_go_on():
    """`prelude`: engine procedures awaited first (a decision's consequence): here 1 damage to
    the current player, before its play phase goes on."""
    from sgs_desktop.engine.health import damage
    game, _ = _play_until(GameConfig(players=5), 1, _third_use_in_play)
    pos = position_of(game)
    me = pos.current
    hp = game.players[me].hp

    async def hurt(g: Game) -> None:
        await damage(g, None, me, 1)

    pos.prelude = hurt
    copy = start(pos, 5)
    assert copy.players[me].hp == hp - 1 or not copy.players[me].alive or copy.players[me].dying
