"""托管 at a single-player table (tables/local.py): `set_auto` asks the host to stand in for the
player's seat — the same path (tables/table.py) a LAN seat takes when its player leaves —, the open
request included; off hands the seat back. Issue 34's finding: with 托管 on as 刘备 lord (seed
366590) the seat used 激将 294 times in one play phase; the game now ends."""

from __future__ import annotations

import copy
from typing import ClassVar

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.tables.local import LocalTable, TableSettings


class Recording(BasicAgent):
    """The stand-in, keeping what it was asked and the view it was handed."""

    made: ClassVar[list[Recording]] = []

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked: list = []
        Recording.made.append(self)

    def answer(self, request, view):
        self.asked.append((request, copy.deepcopy(view)))
        return super().answer(request, view)


def table_asking_the_player(seed: int = 3) -> LocalTable:
    Recording.made = []
    start = LocalTable.start(TableSettings(players=5, seat=0, seed=seed))
    table = LocalTable(start.host, 0, standin=Recording)
    for _ in range(2000):
        table.events()
        if table.pending is not None:
            return table
        assert table.step()
    raise AssertionError("the player was never asked")


def test_auto_at_an_open_request_is_answered_by_the_hosts_stand_in():
    table = table_asking_the_player()
    game = table.host.game
    req, rid, view = table.pending, game.decisions, game.view(0)
    table.set_auto(True)
    assert table.auto and table.pending is None
    assert table.step()                                 # the stand-in answers the open request
    (agent,) = Recording.made
    assert agent.asked[0] == (req, view)                # that very request, from seat 0's own view
    assert game.answers[rid][0] == 0 and table.host.agents[0] is agent
    for _ in range(30):                                 # it plays the seat on; the player is never asked
        table.events()
        assert table.pending is None
        if not table.step():
            break
    assert len(agent.asked) > 1 and table.ai_errors == []


def test_auto_off_hands_the_seat_back_at_its_next_request():
    table = table_asking_the_player()
    table.set_auto(True)
    assert table.step()
    table.set_auto(False)
    assert not table.auto
    game = table.host.game
    while game.pending is not None and game.pending.seat != 0:
        assert table.step()
    if game.pending is not None:
        assert table.pending is not None and table.table.pending is game.pending    # the player's again
        assert 0 not in table.host.agents
        assert not table.step()                         # (the host waits for the player)
        rid = game.decisions
        table.answer(table.pending.default())
        assert game.decisions == rid + 1
    assert len(Recording.made) == 1
    table.set_auto(True)                                # a new stand-in, reading from the start again
    while game.pending is not None and game.pending.seat != 0:
        assert table.step()
    if game.pending is not None:
        assert table.step()
        assert len(Recording.made) == 2


def test_auto_off_during_the_stand_ins_turn_hands_the_open_request_back():
    table = table_asking_the_player()
    req = table.pending
    table.set_auto(True)
    assert table.pending is None
    table.set_auto(False)                               # changed its mind before the stand-in acted
    assert table.pending is req and Recording.made == []


def test_no_auto_for_a_spectator_or_after_giving_up():
    watcher = LocalTable.start(TableSettings(players=3, seat=-1, seed=1, generals="none"))
    with pytest.raises(IllegalAnswer, match="spectator"):
        watcher.set_auto(True)
    table = table_asking_the_player()
    table.concede()
    with pytest.raises(IllegalAnswer, match="gave up"):
        table.set_auto(False)
    assert not table.auto


def test_liubei_lord_under_auto_finishes_the_game_asking_once_a_phase():
    """Issue 34, finding 1: 刘备 lord (identity, seed 366590) under 托管 from the first request."""
    table = LocalTable.start(TableSettings(players=5, seat=0, role="lord", seed=366590))
    game = table.host.game
    table.events()
    req = table.pending
    assert req is not None and req.prompt.key == "choose_general" and "liubei" in req.options
    table.answer(Choose("liubei"))
    table.set_auto(True)
    steps = 0
    while table.step():
        steps += 1
        assert steps < 5000, "the table did not finish"
    assert game.finished and table.ai_errors == []
    per_phase: dict[int, int] = {}
    phase = 0
    for ev, _, _ in game.log.entries:
        if ev.kind == "phase":
            phase += 1
        elif ev.kind == "came_to_nothing" and ev.skill == "jijiang":
            per_phase[phase] = per_phase.get(phase, 0) + 1
    assert per_phase and all(n == 1 for n in per_phase.values()), per_phase    # (three phases: once each)
    assert isinstance(table.host.agents[0], BasicAgent)
