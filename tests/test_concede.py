"""投降 (giving up): counted as the player's death at the next phase boundary, with no killer; the
request it was given at stays open; a record with a concession replays; a table seat gives up
through its channel (tables/table.py) and its chair then answers only the default answers."""

from __future__ import annotations

import json

import pytest
from heg import HegTable
from table import Table

from sgs_desktop.engine.concede import concede
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Concede
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.engine.wire import answer_from_json
from sgs_desktop.tables.local import LocalTable, TableSettings


def test_the_lord_gives_up_in_his_play_phase_and_the_rebels_win():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}, {"role": "renegade"}])
    req = t.expect(0, "play")
    concede(t.g)
    assert t.g.pending is req                   # (the same request stays open)
    assert [e["seat"] for e in t.log("concede")] == [0]
    assert t.p(0).alive                         # not dead yet: in the middle of the play phase
    t.end_play(0)                               # (his chair answers the default)
    assert not t.p(0).alive
    death = t.log("death")
    assert [(e["seat"], e["killer"]) for e in death] == [(0, None)]
    assert t.g.result is not None and t.g.result.reason == "lord_dead" and t.g.result.winners == (1,)
    assert t.g.pending is None


def test_a_rebel_gives_up_while_asked_for_a_dodge_and_nobody_is_rewarded():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hand": ["闪 ♥2"]},
               {"role": "rebel"}, {"role": "loyalist"}])
    t.play(0, "杀 ♠7", [1])
    t.expect(1, "respond")
    concede(t.g)
    t.respond(1)                                # the default: no 闪
    assert t.p(1).hp == 3 and t.p(1).alive
    t.end_play(0)
    assert not t.p(1).alive
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, None)]
    assert t.log("reward") == []                # no killer: no 奖惩
    assert t.id("闪 ♥2") in t.g.discard_pile    # the dead discard everything
    t.finish()


def test_giving_up_twice_or_when_dead_is_refused_and_changes_nothing():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}, {"role": "rebel"}, {"role": "loyalist"}])
    t.expect(0, "play")
    concede(t.g)
    before = (t.g.decisions, len(t.g.log))
    with pytest.raises(IllegalAnswer, match="already given up"):
        concede(t.g)
    with pytest.raises(IllegalAnswer, match="takes"):
        t.g.answer(Concede())                   # not an answer to the request: concede() takes it
    assert (t.g.decisions, len(t.g.log)) == before
    with pytest.raises(IllegalAnswer, match="unknown field"):
        answer_from_json({"type": "concede", "seat": 2})


def test_a_hegemony_player_gives_up_and_his_generals_are_shown():
    h = HegTable([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]},
                  {"generals": ["sunquan", "zhouyu"]}])
    h.expect(0, "play")
    concede(h.g)
    h.end_play(0)
    assert not h.p(0).alive
    assert [(e["seat"], e["killer"]) for e in h.log("death")] == [(0, None)]
    h.finish()


def test_a_record_with_a_concession_replays():
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=11, generals="none"))
    for _ in range(50):
        if table.pending is not None:
            break
        table.events()
        table.step()
    assert table.pending is not None
    table.concede()
    assert table.pending is None                # the chair is the computer's now
    for _ in range(20000):
        if table.finished:
            break
        assert table.step()
    game = table.host.game
    assert not game.players[0].alive
    assert any(isinstance(a, Concede) and s == 0 for s, a in game.answers)
    record = Record.from_json(json.loads(json.dumps(game.record.to_json())))
    assert replay(record).ok


def test_a_seat_gives_up_while_another_acts_and_it_is_told_at_its_next_request():
    table = LocalTable.start(TableSettings(players=5, seat=2, seed=5, generals="none"))
    table.events()
    assert table.pending is None                # (the lord, seat 0, acts first)
    table.concede()
    game = table.host.game
    for _ in range(20000):
        if table.finished or not game.players[2].alive:
            break
        assert table.pending is None
        assert table.step()
    assert not game.players[2].alive
    # every answer of seat 2 after its concession was the default
    index = next(i for i, (s, a) in enumerate(game.answers) if isinstance(a, Concede))
    assert game.answers[index][0] == 2
    table.table.take_back(2)                    # taking the chair back after giving up does nothing
    assert table.table.played_by_ai(2)


def test_one_who_gives_up_while_a_surrender_is_settled_dies_at_the_next_boundary():
    """Seat 4 gives up; as it dies, 行殇 asks seat 1 (seated before it), who gives up too: seat 1 is
    not forgotten: it dies at the next phase boundary of the same turn."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi"},
               {"role": "loyalist"}, {"role": "renegade"}, {"role": "rebel", "hand": ["闪 ♥2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [4])
    t.expect(4, "respond")
    concede(t.g)
    t.respond(4, "闪 ♥2")
    t.end_play(0)                               # the boundary: seat 4 dies, 行殇 asks seat 1
    req = t.expect(1, "option")
    assert req.prompt.args == ("xingshang",) and not t.p(4).alive
    concede(t.g)
    t.no(1)
    t.finish()
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(4, None), (1, None)]
    # both in the lord's turn: seat 1 dies at a boundary of it, never gets a turn of its own
    kinds = [e["kind"] for e in t.log() if e["kind"] in ("turn", "death")]
    assert kinds[:3] == ["turn", "death", "death"]
    assert t.g.concessions == 0
