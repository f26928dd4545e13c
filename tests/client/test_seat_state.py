"""The applied seat state equals the engine's view after every event, for every seat, over whole
games of both modes (the AI, the window and a LAN client read it instead of `game.view`). Even
seats catch up from the log itself, odd ones apply the events their streams read; and the seat
states kept together (`SeatStates`: every seat's, as the runner keeps its computer seats, and a
table where only some seats are here, as at a LAN host) follow the log for all of them at once."""

from __future__ import annotations

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.seat_state import SeatState, SeatStates
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import HEG_PACKAGES, hegemony_config
from sgs_desktop.simulate import agent_seed


def play_checked(config: GameConfig, seed: int, agent=RandomAgent, seen: set[str] | None = None) -> int:
    """Play one game; after every event each seat's applied state must equal its view. Returns
    the number of events checked."""
    states: list[SeatState] = []
    streams = []
    together: list[SeatStates] = []     # every seat's, and the seats of a table where some are elsewhere
    checked = [0]

    def observe(g: Game, ev) -> None:
        if not states:
            return
        for group in together:
            group.follow(g.log)
        for seat, (state, stream) in enumerate(zip(states, streams, strict=True)):
            if seat % 2:        # (both ways a seat catches up: from the events read, or the log itself)
                state.apply_all(stream.read())
            else:
                state.catch_up(stream)
            view = g.view(seat)
            for got, how in [(state.view, "alone")] + [(grp.views[grp_seats.index(seat)], f"with {grp_seats}")
                                                       for grp, grp_seats in zip(together, local, strict=True)
                                                       if seat in grp_seats]:
                if got != view:
                    raise AssertionError(f"seed {seed}, event {len(g.log) - 1} {ev}: seat {seat} ({how}) "
                                         f"differs: {view_diff(got, view)}")
        checked[0] += 1
        if seen is not None:
            seen.add(ev.kind)

    game = Game.new(config, seed, observer=observe)
    local = [list(range(config.players)), list(range(0, config.players, 3))]
    for seat in range(config.players):
        states.append(SeatState(game.view(seat)))
        streams.append(game.log.stream(seat, len(game.log)))
    together.extend(SeatStates(game.views(seats), cursor=len(game.log)) for seats in local)
    agents = [agent(agent_seed(seed, s)) for s in range(config.players)]
    while game.pending is not None:
        req = game.pending
        game.answer(agents[req.seat].answer(req, game.view(req.seat)))
    return checked[0]


def view_diff(got, want) -> dict:
    diff = {f: (getattr(got, f), getattr(want, f)) for f in want.FIELDS if getattr(got, f) != getattr(want, f)}
    if "players" in diff:
        diff["players"] = [(a, b) for a, b in zip(*diff["players"], strict=True) if a != b]
    return diff


@pytest.mark.parametrize("players", [4, 5, 8])
def test_identity_states_follow_the_views(players):
    total = sum(play_checked(GameConfig(players=players), seed) for seed in range(3))
    assert total > 300


@pytest.mark.parametrize("players", [3, 6, 9])
def test_hegemony_states_follow_the_views(players):
    cfg = GameConfig(mode="hegemony", players=players, packs=HEG_PACKAGES)
    total = sum(play_checked(cfg, seed) for seed in range(3))
    assert total > 300


@pytest.mark.parametrize("players", [4, 6])
def test_new_rules_hegemony_states_follow_the_views(players):
    """新版国战: the marks (gained, spent, cleared at a death), 鏖战 and the profile, event by event."""
    cfg = hegemony_config(players, rules="new")
    kinds: set[str] = set()
    total = 0
    for seed in range(4):
        total += play_checked(cfg, seed, agent=BasicAgent, seen=kinds)
    assert total > 300
    assert {"mark_gained", "mark_spent"} <= kinds, kinds


@pytest.mark.soak
@pytest.mark.parametrize("mode", ["identity", "hegemony", "hegemony_new"])
def test_soak_states_follow_the_views(mode):
    """≥ 450 games across both modes and both 国战 rule books (150 each), every event, every seat."""
    for seed in range(150):
        players = 2 + seed % 9 if mode.startswith("hegemony") else 2 + seed % 9 if seed % 9 else 5
        cfg = (GameConfig(mode="hegemony", players=players, packs=HEG_PACKAGES) if mode == "hegemony"
               else hegemony_config(players, rules="new", deal=4) if mode == "hegemony_new"
               else GameConfig(players=max(players, 2)))
        play_checked(cfg, 1000 + seed, agent=BasicAgent if mode == "hegemony_new" and seed % 2 else RandomAgent)


@pytest.mark.parametrize("players", [5, 8])
def test_new_rules_skills_states_follow_the_views(players):
    """The new rules' skills (铁骑's lapse, 空城's 琴, …) keep every seat's state equal to its view."""
    from sgs_desktop.modes.hegemony import hegemony_config
    total = sum(play_checked(hegemony_config(players, rules="new"), seed) for seed in range(4))
    assert total > 300


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_catching_up_from_the_log_is_applying_what_was_read(mode):
    """`catch_up` reads the log's entries itself: the same state, and the same kept events, as
    applying the seat's stream (hidden cards moved between seats included)."""
    from sgs_desktop.ai.basic.knowledge import OBSERVED
    cfg = GameConfig(players=6) if mode == "identity" else GameConfig(mode="hegemony", players=6, packs=HEG_PACKAGES)
    for seed in range(4):
        game = Game.new(cfg, seed)
        pairs = [(SeatState(game.view(s)), game.log.stream(s, len(game.log)),
                  SeatState(game.view(s)), game.log.stream(s, len(game.log))) for s in range(6)]
        agents = [BasicAgent(agent_seed(seed, s)) for s in range(6)]
        kept = 0
        while game.pending is not None:
            req = game.pending
            a, sa, b, sb = pairs[req.seat]
            got = a.catch_up(sa, OBSERVED)
            want = b.apply_all(sb.read(), OBSERVED)
            assert got == want and a.view == b.view == game.view(req.seat)
            kept += len(got)
            game.answer(agents[req.seat].answer(req, a.view))
        assert game.finished and kept > 50
