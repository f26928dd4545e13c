"""The table core both single-player and the LAN run (tables/table.py), without a socket: who answers,
the answer gate, 托管 and taking the chair back."""

from __future__ import annotations

import pytest

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Pass
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.table import Chair, Refused, Table


def table_with_player(seat: int = 0) -> Table:
    settings = HostSettings(players=4, seed=5, generals="none")
    game = Game.new(settings.config(), settings.seed)
    chairs = [Chair(s, name="p", token="t", connected=True) if s == seat else Chair(s) for s in range(4)]
    host = Host(game, {s: RandomAgent(s) for s in range(4) if s != seat})
    return Table(host, chairs, lambda s: RandomAgent(100 + s))


def to_the_player(t: Table) -> None:
    while t.play_ai():
        pass
    assert t.asked_player() is not None


def refused(code: str, fn, *args) -> None:
    with pytest.raises(Refused) as err:
        fn(*args)
    assert err.value.code == code, err.value.message


def test_the_gate_takes_only_the_asked_players_answer_to_the_open_request():
    t = table_with_player()
    to_the_player(t)
    game = t.host.game
    rid, before = t.request_id, len(game.log)
    refused("not_seated", t.answer, None, rid, Pass())
    refused("not_asked", t.answer, 0, rid + 1, Pass())
    refused("not_asked", t.answer, 1, rid, Pass())
    refused("illegal", t.answer, 0, rid, {"type": "use", "card": 9999})
    refused("illegal", t.answer, 0, rid, {"type": "nonsense"})
    assert (t.request_id, len(game.log)) == (rid, before)
    t.answer(0, rid, t.pending.default())
    refused("stale", t.answer, 0, rid, t.pending.default() if t.pending else Pass())
    assert t.request_id == rid + 1


def test_an_ai_stands_in_and_the_player_takes_the_chair_back_at_its_next_request():
    t = table_with_player()
    to_the_player(t)
    t.stand_in(0)
    assert t.asked_player() is None
    rid = t.request_id
    refused("not_asked", t.answer, 0, rid, t.pending.default())
    assert t.play_ai() and t.request_id == rid + 1            # the AI answered for seat 0
    while t.pending is not None and t.pending.seat != 0:
        t.play_ai()
    t.take_back(0)
    if t.pending is not None:
        assert t.asked_player() is t.chairs[0] and 0 not in t.host.agents
        assert not t.play_ai()
