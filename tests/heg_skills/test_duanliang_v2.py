"""断粮 (new rules, 徐晃): a black basic or equipment card as 兵粮寸断 at any distance; used on a
player farther than 2, 断粮 lapses for the rest of the phase."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(**kw):
    return HegTable([{"generals": ["xuhuang", "dianwei"], "hand": ["杀 ♣2", "酒 ♠9", "杀 ♠5"]},
                     {"generals": ["sunquan", "huanggai"]}, {"generals": ["liubei", "pangtong"]},
                     {"generals": ["lvbu", "huatuo"]}, {"generals": ["zhouyu", "luxun"]},
                     {"generals": ["guanyu", "zhurong"]}], rules="new", **kw)


def skill_options(t):
    return [o for o in t.expect(0, "play").options if o.skill == "duanliang_v2"]


def test_any_distance_then_it_lapses_for_the_phase():
    t = table()
    (opt,) = skill_options(t)
    assert opt.targets.seats == (1, 2, 3, 4, 5)           # no distance limit
    t.play(0, skill="duanliang_v2", cards=["杀 ♣2"], targets=[2])   # distance 2: goes on
    (opt,) = skill_options(t)
    t.play(0, skill="duanliang_v2", cards=["酒 ♠9"], targets=[3])   # distance 3: lapses
    assert skill_options(t) == []
    with pytest.raises(IllegalAnswer, match="cannot be used now"):
        t.play(0, skill="duanliang_v2", cards=["杀 ♠5"], targets=[4])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("杀 ♣2")] and t.p(3).judge == [t.id("酒 ♠9")]
    assert [e["skill"] for e in t.log("skill")] == ["duanliang_v2"]           # the lapse
    assert t.p(2).judge_as == {t.id("杀 ♣2"): "supply_shortage"}


def test_a_red_card_or_no_skill_under_the_old_rules():
    t = table()
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="duanliang_v2", cards=["闪 ♦2"], targets=[3])
    old = HegTable([{"generals": ["xuhuang", "dianwei"], "hand": ["杀 ♣2"]},
                    {"generals": ["sunquan", "huanggai"]}, {"generals": ["liubei", "pangtong"]},
                    {"generals": ["lvbu", "huatuo"]}, {"generals": ["zhouyu", "luxun"]},
                    {"generals": ["guanyu", "zhurong"]}])
    (opt,) = [o for o in old.expect(0, "play").options if o.skill == "duanliang"]
    assert opt.targets.seats == (1, 2, 4, 5)               # the old one: distance 2 at most
