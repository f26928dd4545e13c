"""龙胆 (new rules, 赵云): 杀 as 闪 and 闪 as 杀; a 龙胆 杀 dodged lets him deal 1 damage to another
player, a 龙胆 闪 that dodges lets another player (not the 杀's user) recover 1 HP."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(**kw):
    me = {"generals": ["zhaoyun", "pangtong"], "hand": ["闪 ♦2", "杀 ♠7"]}
    me.update(kw.pop("me", {}))
    return HegTable([me, {"generals": ["sunquan", "huanggai"], "hand": ["闪 ♦3", "杀 ♠5"]},
                     {"generals": ["lvbu", "huatuo"], "hp": 2}], rules="new", **kw)


def test_a_dodged_longdan_slash_hurts_another_player():
    t = table()
    t.play(0, skill="longdan_v2", cards=["闪 ♦2"], targets=[1])
    t.respond(1, "闪 ♦3")
    req = t.expect(0, "seats")
    assert req.prompt.key == "longdan_v2_damage" and req.prompt.args == (1,)
    assert req.seats == (2,) and (req.min, req.max) == (0, 1)      # not the dodger, not himself
    with pytest.raises(IllegalAnswer):
        t.seats(0, 1)
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


def test_a_longdan_dodge_heals_another_player_or_nobody():
    t = table(current=1)
    t.play(1, "杀 ♠5", [0])
    t.respond(0, skill="longdan_v2", cards=["杀 ♠7"])
    req = t.expect(0, "seats")
    assert req.prompt.key == "longdan_v2_recover" and req.seats == (2,)    # wounded, not the 杀's user
    t.seats(0, 2)
    t.end_play(1)
    t.finish()
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(2, 1)] and t.damage_log() == []
    t = table(current=1)
    t.play(1, "杀 ♠5", [0])
    t.respond(0, skill="longdan_v2", cards=["杀 ♠7"])
    t.seats(0)                                 # nobody: declined
    t.end_play(1)
    t.finish()
    assert t.log("recover") == [] and t.log("skill") == []


def test_an_ordinary_dodge_gives_nothing():
    t = table(me={"hand": ["闪 ♦2"]}, current=1)
    t.play(1, "杀 ♠5", [0])
    t.respond(0, "闪 ♦2")
    t.end_play(1)
    t.finish()
    assert t.log("recover") == [] and t.log("skill") == []
