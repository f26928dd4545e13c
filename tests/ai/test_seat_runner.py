"""SeatRunner: a seat answered elsewhere (the human's at a local table) is never answered by it."""

import copy

import pytest

from sgs_desktop.tables.local import LocalTable, TableSettings


def test_the_runner_never_answers_a_seat_answered_elsewhere():
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=3))
    for _ in range(1000):
        if table.pending is not None:
            break
        assert table.step()
    assert table.pending is not None and not table.step()       # the human is asked: the host waits
    host = table.host
    asked, decisions = table.pending, host.game.decisions
    with pytest.raises(LookupError, match="seat 0 is answered elsewhere"):
        host.runner.step()          # (it gave the human's request its default answer, as a seat fault)
    assert table.pending is asked and host.game.decisions == decisions
    assert host.runner.faults.errors == [] and host.runner.faults.illegal == []


# ---------------------------------------------------------------- the seats' inputs
import sgs_desktop.modes  # noqa: E402, F401
from sgs_desktop.ai.base import SeatRunner  # noqa: E402
from sgs_desktop.ai.basic import BasicAgent  # noqa: E402
from sgs_desktop.ai.normal import NormalAgent  # noqa: E402
from sgs_desktop.ai.random_agent import RandomAgent  # noqa: E402
from sgs_desktop.engine.config import GameConfig  # noqa: E402
from sgs_desktop.engine.game import Game  # noqa: E402
from sgs_desktop.engine.view import SeatView  # noqa: E402
from sgs_desktop.modes.hegemony import hegemony_config  # noqa: E402
from sgs_desktop.simulate import agent_seed  # noqa: E402


class Watching(BasicAgent):
    """A basic seat that keeps what the runner handed it (its view, and the events it observed)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.got: list = []

    def observe(self, events) -> None:
        self.got.extend(events)
        super().observe(events)


@pytest.mark.parametrize("config", [GameConfig(players=5), GameConfig(players=8), hegemony_config(6),
                                    hegemony_config(7, rules="new")],
                         ids=["identity-5", "identity-8", "hegemony-6", "hegemony-new-7"])
def test_the_runner_hands_each_seat_its_own_view_and_events(config):
    """The seat states the runner keeps together (one per seat, sharing what the seats see alike)
    equal `game.view` for every seat after every decision — so no seat's reading changed another's
    — and each seat observes exactly the events of its kinds its own stream shows it."""
    for seed in range(3):
        game = Game.new(config, seed)
        n = config.players
        seats = [Watching(agent_seed(seed, s)) if s % 3 else NormalAgent(agent_seed(seed, s)) for s in range(n)]
        seats[n - 1] = RandomAgent(agent_seed(seed, n - 1))     # (reads no view: not among the states)
        runner = SeatRunner(game, seats)
        streams = [game.log.stream(s) for s in range(n)]
        while runner.step():
            table = runner.table
            if table is None:               # (only a seat that reads no view has been asked yet)
                continue
            table.follow(game.log)          # (the runner catches up when it next asks)
            for view in table.views:
                assert view == game.view(view.seat), f"seed {seed}: seat {view.seat} after {game.decisions}"
        assert game.finished and not runner.faults.errors and not runner.faults.illegal
        for s, seat in enumerate(seats):
            if isinstance(seat, Watching):
                rest = runner.inputs(s)[1]      # (what it would be handed at its next request)
                want = [e for e in streams[s].read() if type(e) in seat.observes]
                assert seat.got + rest == want and len(want) > 10
        objects = {id(p) for v in runner.table.views for p in v.players}
        assert len(objects) < len(runner.table.views) * n      # (shared: mostly two objects a player)
        assert all(isinstance(p, SeatView) for v in runner.table.views for p in v.players)


class Keeping(Watching):
    """A stand-in that also keeps (a copy of) each view it was handed."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.views: list = []

    def answer(self, request, view):
        self.views.append(copy.deepcopy(view))
        return super().answer(request, view)


@pytest.mark.parametrize("config", [GameConfig(players=5), hegemony_config(6)], ids=["identity-5", "hegemony-6"])
def test_a_stand_in_reads_its_own_seat_from_the_start(config):
    """托管 / a LAN player who left: an agent given a seat after the shared seat states were made
    (the player's chair had none) is handed that seat's own view — never another seat's — and, at
    its first request, every event of its kinds the seat saw from the game's start; a second
    stand-in (after the player came back) reads from the start again."""
    seed = 4
    game = Game.new(config, seed)
    n = config.players
    runner = SeatRunner(game, [None] + [BasicAgent(agent_seed(seed, s)) for s in range(1, n)])
    player = RandomAgent(7)                                 # (the player at seat 0, in person)
    standins: list[Keeping] = []
    answered = 0
    while game.pending is not None and len(standins) < 2:
        req = game.pending
        if req.seat != 0:
            runner.step()
        elif answered < 3 or runner.table is None:
            game.answer(player.answer(req))                 # (the player answers, for a while)
            answered += 1
        else:
            answered = 0
            agent = Keeping(agent_seed(seed, 100 + len(standins)))
            runner.seats[0] = agent
            standins.append(agent)
            want_view = game.view(0)
            want_events = [e for e in game.log.stream(0).read() if type(e) in agent.observes]
            runner.step()
            assert agent.views == [want_view]               # seat 0's own, as the engine has it
            assert agent.got == want_events and len(want_events) > 5
            runner.seats[0] = None                          # (the player is back)
    assert len(standins) == 2
    assert not runner.faults.errors and not runner.faults.illegal
