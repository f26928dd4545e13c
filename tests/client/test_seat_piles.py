"""The cards on a general (武将牌上) in every seat's view and applied seat state (issue 17, item 13):
a face-up pile (不屈's 创) shows its ids to everyone; a face-down one (木牛流马) only a count to the
others and its ids to its holder; the applied state equals the view after each scenario."""

from __future__ import annotations

import json

import pytest
from heg import SbpTable
from test_seat_state import play_checked

from sgs_desktop.client.seat_state import SeatState
from sgs_desktop.engine.events import Move
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.net.codec import view_from_json

WU = {"generals": ["sunquan", "huanggai"]}
SHU = {"generals": ["liubei", "zhangfei"]}
WEI = {"generals": ["zhangliao", "xuchu"]}


class Watched:
    """Every seat's applied state, started before the scenario is played."""

    def __init__(self, t) -> None:
        self.t = t
        n = len(t.g.players)
        self.states = [SeatState(t.g.view(s)) for s in range(n)]
        self.streams = [t.g.log.stream(s, len(t.g.log)) for s in range(n)]

    def check(self) -> None:
        for seat, (state, stream) in enumerate(zip(self.states, self.streams, strict=True)):
            state.apply_all(stream.read())
            assert state.view == self.t.g.view(seat), seat
            assert view_from_json(json.loads(json.dumps(state.view.to_json()))) == state.view   # LAN form


def seen(t, viewer: int, seat: int) -> tuple[dict, dict]:
    sv = t.g.view(viewer).players[seat]
    return sv.piles, sv.pile_cards


def test_buqu_cards_are_seen_by_everyone():
    t = SbpTable([{**SHU, "hand": ["杀 ♠7", "杀 ♠9"]}, {"generals": ["zhoutai", "sunquan"], "hp": 1}, WEI],
                 top=["闪 ♦2", "闪 ♦3"])
    w = Watched(t)
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                    # 不屈
    w.check()
    one = [t.id("闪 ♦2")]
    assert all(seen(t, v, 1) == ({"buqu": 1}, {"buqu": one}) for v in range(3))
    assert t.g.view(None).players[1].pile_cards == {"buqu": one}      # a spectator too
    t.play(0, "杀 ♠9", [1])
    t.yes(1)
    w.check()
    assert all(seen(t, v, 1) == ({"buqu": 2}, {"buqu": t.ids("闪 ♦2", "闪 ♦3")}) for v in range(3))
    assert seen(t, 0, 0) == ({}, {})                                   # nobody else has a pile


def test_the_wooden_ox_shows_a_count_to_the_others_and_its_cards_to_the_holder():
    t = SbpTable([{**WU, "hand": ["杀 ♠7", "闪 ♥4", "过河拆桥 ♠3"], "equip": ["木牛流马 ♦5"]}, SHU, WEI])
    w = Watched(t)
    t.play(0, skill="wooden_ox", cards=["杀 ♠7"])
    w.check()
    slash = t.id("杀 ♠7")
    assert seen(t, 0, 0) == ({"wooden_ox": 1}, {"wooden_ox": [slash]})
    assert seen(t, 1, 0) == ({"wooden_ox": 1}, {}) and seen(t, 2, 0) == ({"wooden_ox": 1}, {})
    assert t.g.view(None).players[0].pile_cards == {}
    t.play(0, skill="wooden_ox_cards", cards=["杀 ♠7"], targets=[1], name="slash")
    w.check()                                   # used from the pile: face up, gone for everyone
    assert all(seen(t, v, 0) == ({}, {}) for v in range(3))
    t.end_play(0)
    t.finish()
    w.check()


def test_the_wooden_ox_handed_on_its_new_holder_sees_the_cards():
    t = SbpTable([{**WU, "hand": ["杀 ♠7", "过河拆桥 ♠3"], "equip": ["木牛流马 ♦5"]}, {**SHU, "hand": ["闪 ♥4"]}, WEI])
    w = Watched(t)
    t.play(0, skill="wooden_ox", cards=["杀 ♠7"], targets=[1])
    w.check()
    slash = t.id("杀 ♠7")
    assert seen(t, 1, 1) == ({"wooden_ox": 1}, {"wooden_ox": [slash]})
    assert seen(t, 0, 1) == ({"wooden_ox": 1}, {"wooden_ox": [slash]})   # the giver saw it go
    assert seen(t, 2, 1) == ({"wooden_ox": 1}, {})
    assert all(seen(t, v, 0) == ({}, {}) for v in range(3))
    t.play(0, "过河拆桥 ♠3", [1])
    t.pick(0, "木牛流马 ♦5")                     # the treasure goes, its cards with it
    w.check()
    assert all(seen(t, v, 1) == ({}, {}) for v in range(3))
    t.end_play(0)
    t.finish()


def test_a_move_between_two_piles_of_different_names_is_refused_and_changes_nothing():
    from sgs_desktop.engine.moves import move_cards
    from sgs_desktop.engine.state import Zone
    t = SbpTable([{**SHU, "hand": ["杀 ♠7", "杀 ♠9"]}, {"generals": ["zhoutai", "sunquan"], "hp": 1}, WEI],
                 top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    cid = t.id("闪 ♦2")
    before = len(t.g.log)
    coro = move_cards(t.g, [cid], Zone.PILE, 1, reason="test", pile="other")
    with pytest.raises(ValueError, match="'buqu' into the pile 'other'"):
        coro.send(None)
    assert t.p(1).piles == {"buqu": [cid]} and len(t.g.log) == before


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_strategic_games_keep_every_seat_equal_with_piles(seed):
    """势备篇 games (木牛流马, and 国战's piles: 不屈, 屯田, 千幻): states equal views at every event."""
    cfg = hegemony_config(6, packs=("hegemony_standard", "hegemony_strategic_advantage"))
    assert play_checked(cfg, seed) > 100


def test_random_games_do_put_cards_on_generals():
    """(the games above are not vacuous: some of these seeds move cards into and out of piles)"""
    from sgs_desktop.ai.random_agent import RandomAgent
    from sgs_desktop.simulate import agent_seed
    cfg = hegemony_config(6, packs=("hegemony_standard", "hegemony_strategic_advantage"))
    piles = 0
    for seed in (1, 2, 3):
        g = Game.new(cfg, seed)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(6)]
        while g.pending is not None:
            req = g.pending
            g.answer(agents[req.seat].answer(req, g.view(req.seat)))
        piles += sum(1 for ev in g.log if isinstance(ev, Move) and "pile" in (ev.src, ev.dst))
    assert piles > 0


def test_the_lan_form_refuses_a_malformed_pile_naming_the_field():
    from sgs_desktop.tables.table import Refused
    t = SbpTable([SHU, WEI])
    wire = json.loads(json.dumps(t.g.view(0).to_json()))
    wire["players"][1]["pile_cards"] = {"buqu": [3, "x"]}
    with pytest.raises(Refused, match=r"players\[1\]\.pile_cards\.buqu\[1\]"):
        view_from_json(wire)
    wire["players"][1]["pile_cards"], wire["players"][1]["piles"] = {}, []
    with pytest.raises(Refused, match="piles and pile_cards must be objects"):
        view_from_json(wire)


def test_a_move_names_its_pile_on_the_wire_and_a_bad_one_is_refused():
    from sgs_desktop.engine import wire
    from sgs_desktop.engine.errors import EventError
    mv = Move((4,), 1, "draw", -1, "pile", 1, "buqu", None, "buqu")
    assert wire.event_from_json(json.loads(json.dumps(wire.event_to_json(mv)))) == mv
    with pytest.raises(EventError, match="pile"):
        wire.event_from_json(wire.event_to_json(mv) | {"pile": 5})
