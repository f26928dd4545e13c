"""神 generals choose their kingdom (魏 蜀 吴 群) as they enter play, before the first turn; the
choice is the seat's kingdom for every rule (激将, 护驾, 救援 read it), said in the log, set by a
scenario, and replayed by a record."""

import json

import pytest
from refusals import refused
from table import Table

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.modes import identity as identity_mode
from sgs_desktop.modes.choosing import _become, _chosen
from sgs_desktop.modes.scenario_file import parse_scenario


def lord_liubei(**god):
    """刘备 (lord, 激将) with a 杀 to ask for; 神关羽 at seat 1 with a 杀 in hand."""
    return [{"role": "lord", "general": "liubei"},
            {"role": "loyalist", "general": "shenguanyu", "hand": ["杀 ♠8"], **god},
            {"role": "rebel"}, {"role": "renegade"}]


def test_a_god_general_chooses_before_the_first_turn_and_counts_as_that_kingdom():
    t = Table(lord_liubei())
    req = t.expect(1, "option")         # before anything else: the lord's turn has not begun
    assert req.options == ("wei", "shu", "wu", "qun")
    assert req.prompt.key == "god_kingdom" and req.prompt.args == ("shenguanyu",)
    assert t.p(1).kingdom == "god" and t.log("turn") == []
    t.choose(1, "shu")
    assert t.p(1).kingdom == "shu"
    (e,) = t.log("kingdom")
    assert (e["seat"], e["kingdom"], e["general_kingdom"]) == (1, "shu", "god")
    assert t.g.view(2).players[1].kingdom == "shu"          # public
    # 激将 now asks him: he is of 蜀
    t.play(0, skill="jijiang", targets=[3])
    req = t.expect(1, "respond")
    assert req.prompt.key == "jijiang"
    t.respond(1, "杀 ♠8")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)]


def test_the_chosen_kingdom_is_the_one_lord_skills_read_not_god():
    t = Table(lord_liubei())
    t.choose(1, "wei")
    assert t.p(1).kingdom == "wei"
    opt = next((o for o in t.expect(0, "play").options if o.skill == "jijiang"), None)
    assert opt is None                  # no other 蜀 player: 激将 has nobody to ask
    t.end_play(0)
    t.finish()


def test_an_answer_that_is_not_one_of_the_four_kingdoms_is_refused():
    t = Table(lord_liubei())
    for bad in ("god", "careerist", "shu ", "jin", ""):
        refused(t, Choose(bad), "not offered")
    assert t.p(1).kingdom == "god" and t.log("kingdom") == []
    t.choose(1, "qun")
    assert t.p(1).kingdom == "qun"


def test_several_god_generals_choose_in_seat_order_from_the_lord():
    t = Table([{"role": "rebel", "general": "shenzhouyu"}, {"role": "lord", "general": "caocao"},
               {"role": "loyalist", "general": "shenlvmeng"}, {"role": "renegade", "general": "shenguanyu"}],
              current=1)
    t.choose(2, "wei")
    t.choose(3, "wu")
    t.choose(0, "shu")
    assert [t.p(s).kingdom for s in range(4)] == ["shu", "wei", "wei", "wu"]
    assert [e["seat"] for e in t.log("kingdom")] == [2, 3, 0]
    t.end_play(1)
    t.finish()


def test_a_scenario_may_set_the_kingdom_and_then_nothing_is_asked():
    t = Table(lord_liubei(kingdom="shu"))
    assert t.p(1).kingdom == "shu"
    (e,) = t.log("kingdom")
    assert (e["seat"], e["kingdom"]) == (1, "shu")
    t.end_play(0)
    t.finish()


@pytest.mark.parametrize(("seat", "why"), [
    ({"general": "guanyu", "kingdom": "shu"}, "only a 神 general chooses its kingdom"),
    ({"kingdom": "shu"}, "only a 神 general chooses its kingdom"),
    ({"general": "shenguanyu", "kingdom": "god"}, "must be one of"),
    ({"general": "shenguanyu", "kingdom": "careerist"}, "must be one of"),
    ({"general": "shenguanyu", "kingdom": 3}, "must be a kingdom"),
])
def test_a_scenario_kingdom_that_is_not_allowed_is_refused_with_its_path(seat, why):
    players = [{"role": "lord"}, {"role": "rebel", **seat}]
    with pytest.raises(ConfigError, match=why) as err:
        parse_scenario({"players": players})
    assert "players[1].kingdom" in str(err.value)


def test_the_ai_loyalist_takes_the_lords_kingdom_and_a_rebel_keeps_out_of_it():
    from ai.aitable import AITable
    t = AITable([{"role": "lord", "general": "sunquan"}, {"role": "loyalist", "general": "shenlvmeng"},
                 {"role": "rebel", "general": "shenzhouyu"}, {"role": "renegade", "general": "guojia"}],
                ai_seats=(1, 2))
    assert t.ai_answer(1, "option") == Choose("wu")           # 救援 heals the lord more for his 桃
    assert t.ai_answer(2, "option") != Choose("wu")
    assert t.p(1).kingdom == "wu" and t.p(2).kingdom in ("wei", "shu", "qun")


def forced(ids):
    """A stand-in for the general choice: `ids` from the lord on (the rest classic)."""
    async def choose(g, lord):
        for seat, gid in zip(g.alive_seats(lord), ids, strict=False):
            _become(g, seat, gid, lord=seat == lord)
            g.emit(_chosen(g, seat))
    return choose


def play_out(g, seed=3):
    agents = {}
    while g.pending is not None and g.decisions < 20_000:
        req = g.pending
        agent = agents.setdefault(req.seat, BasicAgent(seed * 17 + req.seat))
        g.answer(agent.answer(req, g.view(req.seat)))


def test_in_a_dealt_game_the_choice_comes_after_every_general_is_shown_and_before_the_deal(monkeypatch):
    monkeypatch.setattr(identity_mode, "choose_generals", forced(["liubei", "shenguanyu", "shenzhugeliang",
                                                                  "zhangfei", "huatuo"]))
    g = Game.new(GameConfig(mode="identity", players=5, roles=("lord", "loyalist", "rebel", "rebel", "renegade"),
                            generals="standard"),
                 seed=11)
    kinds = [e["kind"] for e in g.log_for(-1)]
    req = g.pending
    assert (req.seat, req.prompt.key) == (1, "god_kingdom")
    assert kinds.count("general") == 5 and "move" not in kinds      # shown, not yet dealt
    play_out(g)
    log = g.log_for(-1)
    assert [(e["seat"], e["general_kingdom"]) for e in log if e["kind"] == "kingdom"] == [(1, "god"), (2, "god")]
    first_move = next(i for i, e in enumerate(log) if e["kind"] == "move")
    assert max(i for i, e in enumerate(log) if e["kind"] == "kingdom") < first_move
    assert g.players[1].kingdom == "shu"            # the basic AI's loyalist: the lord's kingdom
    # the record replays exactly, the kingdom choices among its answers
    rec = Record.from_json(json.loads(json.dumps(g.record.to_json())))
    assert sum(1 for _, a in rec.answers if isinstance(a, Choose) and a.option in ("wei", "shu", "wu", "qun")) >= 2
    result = replay(rec)
    assert result.ok, result.message


def test_a_position_of_the_game_keeps_the_chosen_kingdom_and_the_stars():
    from sgs_desktop.engine.position import position_of, start
    t = Table([{"role": "lord", "general": "liubei"},
               {"role": "rebel", "general": "shenzhugeliang", "kingdom": "wu", "piles": {"qixing": ["杀 ♠8"]}},
               {"role": "loyalist"}, {"role": "renegade"}])
    t.expect(0, "play")
    copy = start(position_of(t.g), 5)
    assert copy.players[1].kingdom == "wu" and copy.players[1].piles == {"qixing": [t.id("杀 ♠8")]}
