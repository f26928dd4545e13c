"""仁德 (new rules, 刘备): give hand cards (each player once a phase); when the cards given reach
two, use a basic card as if you had one. No healing."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(**kw):
    me = {"generals": ["liubei", "pangtong"], "hp": 2, "hand": ["闪 ♦2", "闪 ♦3", "杀 ♠5", "桃 ♥4"]}
    me.update(kw.pop("me", {}))
    return HegTable([me, {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}],
                    rules="new", **kw)


def test_the_second_card_given_brings_a_slash_that_counts_for_the_limit():
    t = table()
    t.play(0, skill="rende_v2", cards=["闪 ♦2"], targets=[1])
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "rende_v2"]
    assert opt.targets.seats == (2,)                       # each player once a phase
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="rende_v2", cards=["闪 ♦3"], targets=[1])
    t.play(0, skill="rende_v2", cards=["闪 ♦3"], targets=[2])
    req = t.expect(0, "option")
    assert req.prompt.key == "rende_v2_basic"
    assert req.options == ("analeptic", "fire_slash", "peach", "slash", "thunder_slash", "no")
    t.choose(0, "slash")
    req = t.expect(0, "seats")
    assert req.prompt.key == "rende_v2_targets" and req.seats == (1, 2)
    t.seats(0, 1)
    t.respond(1)                               # (the 闪 it was given)
    assert not [o for o in t.expect(0, "play").options if o.name == "slash"]   # the 杀 limit is used
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(0).hp == 2 and t.log("recover") == []
    (use,) = t.log("use")
    assert use["card"]["skill"] == "rende_v2" and use["card"].get("id") is None


def test_a_peach_or_nothing():
    t = table()
    t.play(0, skill="rende_v2", cards=["闪 ♦2", "闪 ♦3"], targets=[2])
    t.choose(0, "peach")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and [e["target"] for e in t.log("recover")] == [0]
    t = table()
    t.play(0, skill="rende_v2", cards=["闪 ♦2", "闪 ♦3"], targets=[2])
    t.choose(0, "no")
    t.play(0, skill="rende_v2", cards=["杀 ♠5"], targets=[1])   # past two: nothing more to use
    t.end_play(0)
    t.finish()
    assert t.log("use") == [] and t.p(0).hp == 2
