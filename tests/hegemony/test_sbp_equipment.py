"""势备篇 equipment: 护心镜, 明光铠, 青龙偃月刀 (势备), 方天画戟 (势备), 玉玺, 惊帆."""

import pytest
from heg import SbpTable

from sgs_desktop.engine.distance import distance
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.kingdoms import big_kingdoms
from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WU2 = {"generals": ["lvmeng", "zhoutai"]}
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["xiahouyuan", "caoren"]}     # 神速/据守: their own turn only
SHU = {"generals": ["liubei", "zhangfei"]}
SHU2 = {"generals": ["zhaoyun", "guanyu"]}
HIDDEN = [False, False]


def seat(base, **kw):
    return {**base, **kw}


def slash_option(t, s, ref):
    req = t.expect(s, "play")
    return next(o for o in req.options if o.card == t.id(ref))


# --------------------------------------------------------------------------- 护心镜


def test_breastplate_prevents_damage_at_least_the_hp_and_goes_to_the_discard_pile():
    t = SbpTable([seat(WU, hand=["杀 ♠7"]), seat(SHU, hp=1, equip=["护心镜 ♣2"])])
    t.play(0, "杀 ♠7", [1])                          # (no 闪 in hand: not asked)
    req = t.expect(1, "option")
    assert req.prompt == Prompt("invoke", ("breastplate",))
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.log("damage") == [] and t.p(1).hp == 1 and "armor" not in t.p(1).equips
    assert [(e["cards"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "breastplate"] == \
        [([t.id("护心镜 ♣2")], "equip", "discard")]


def test_breastplate_is_not_offered_for_damage_below_the_hp_and_may_be_declined():
    t = SbpTable([seat(WU, hand=["杀 ♠7", "杀 ♠8"]), seat(SHU, hp=2, equip=["护心镜 ♣2"])])
    t.play(0, "杀 ♠7", [1])                          # 1 damage < 2 HP: no question
    assert t.p(1).hp == 1
    t.end_play(0)
    t.finish()
    t = SbpTable([seat(WU, hand=["杀 ♠7"]), seat(SHU, hp=1, equip=["护心镜 ♣2"], hand=["桃 ♥8"])])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.respond(1, "桃 ♥8")                            # dying: saves itself
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).equips["armor"] == t.id("护心镜 ♣2")


# --------------------------------------------------------------------------- 明光铠


def test_iron_armor_cancels_a_fire_slash_but_not_a_plain_one():
    t = SbpTable([seat(WU, hand=["火杀 ♦8"]), seat(SHU, equip=["明光铠 ♠2"], hand=["闪 ♥4"])])
    t.play(0, "火杀 ♦8", [1])                        # cancelled: no 闪 asked, no damage
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("no_effect")] == [1] and t.damage_log() == []
    t = SbpTable([seat(WU, hand=["杀 ♠7"]), seat(SHU, equip=["明光铠 ♠2"])])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_iron_armor_and_big_kingdoms():
    """Seats: 吴 (user), 蜀 wearer, 魏, 魏: 魏 is the big kingdom; the 蜀 wearer is small and is not
    chained (no effect); a 魏 wearer would be."""
    t = SbpTable([seat(WU, hand=["铁索连环 ♣Q"]), seat(SHU, equip=["明光铠 ♠2"]), seat(WEI), seat(WEI2)])
    assert big_kingdoms(t.g) == ("wei",)
    t.play(0, "铁索连环 ♣Q", [1, 2])
    t.end_play(0)
    t.finish()
    assert not t.p(1).chained and t.p(2).chained
    assert [e["target"] for e in t.log("no_effect")] == [1]
    t = SbpTable([seat(WU, hand=["铁索连环 ♣Q"]), seat(WEI, equip=["明光铠 ♠2"]), seat(WEI2), seat(SHU)])
    t.play(0, "铁索连环 ♣Q", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).chained and t.log("no_effect") == []


# --------------------------------------------------------------------------- 青龙偃月刀 (势备)


def test_sa_blade_keeps_the_targets_from_showing_until_the_slash_is_resolved():
    """A face-down 甄姬 could show 倾国 to answer with a black card as 闪; under 青龙偃月刀 she may
    not show, so only her hand's 闪 is offered (none): she takes the hit. After the 杀 she may show
    again (the 准备阶段 of her turn is not reached here: checked through `may_show`)."""
    zhenji = {"generals": ["zhenji", "xuchu"], "shown": HIDDEN, "hand": ["杀 ♣7"]}
    t = SbpTable([seat(WU, hand=["杀 ♠7"], equip=["青龙偃月刀 ♠5"]), zhenji])
    t.play(0, "杀 ♠7", [1])
    assert t.pending is not None and t.pending.kind == "play"       # no 闪 question at all
    assert t.damage_log() == [(0, 1, 1, None)] and t.g.may_show(t.p(1))
    t.end_play(0)
    t.finish()
    t = SbpTable([seat(WU, hand=["杀 ♠7"]), zhenji])                 # without it: 倾国 is offered
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert [o.skill for o in req.options] == ["qingguo"]


def test_sa_blade_may_slash_again_after_a_dodge():
    t = SbpTable([seat(WU, hand=["杀 ♠7", "杀 ♠8"], equip=["青龙偃月刀 ♠5"]), seat(SHU, hand=["闪 ♥4"])])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥4")
    req = t.expect(0, "respond")
    assert req.prompt == Prompt("blade", (1,))
    t.respond(0, "杀 ♠8")                            # (no second 闪: it hits)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


# --------------------------------------------------------------------------- 方天画戟 (势备)


def halberd_table(**kw):
    return SbpTable([seat(WU, hand=["杀 ♠7", "杀 ♠8"], equip=["方天画戟 ♦Q"]), seat(SHU, hand=["闪 ♥4"]),
                     seat(WEI), seat(SHU2), seat(WEI2, shown=HIDDEN)], **kw)


def test_sa_halberd_targets_any_number_of_players_of_different_kingdoms():
    t = halberd_table()
    spec = slash_option(t, 0, "杀 ♠7").targets
    assert spec.seats == (1, 2, 3, 4) and spec.max > 4
    assert [spec.group_of(s) for s in spec.seats][2] == spec.group_of(1)     # 蜀 and 蜀
    assert spec.group_of(4) == -1                   # face down: no kingdom, never in a group
    with pytest.raises(IllegalAnswer, match="of one kingdom"):
        t.play(0, "杀 ♠7", [1, 3])                   # two 蜀: refused, nothing changes
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8"))
    t.play(0, "杀 ♠7", [2, 3, 4])
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[2, 3, 4]]
    assert [d[1] for d in t.damage_log()] == [2, 3, 4]


def test_sa_halberd_one_dodge_ends_the_slash_for_the_targets_after_it():
    t = halberd_table()
    t.play(0, "杀 ♠7", [1, 2, 4])
    t.respond(1, "闪 ♥4")                            # the first target dodges: 2 and 4 are spared
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and [e["target"] for e in t.log("no_effect")] == [2, 4]


# --------------------------------------------------------------------------- 玉玺


def test_jade_seal_makes_its_kingdom_the_only_big_one_and_draws_and_looks():
    """Two 魏 would be the big kingdom; 玉玺 on the lone 吴 makes 吴 the only one. Its draw phase
    draws three; at the start of its play phase it uses 知己知彼 on a player it chooses."""
    players = [seat(WU, equip=["玉玺 ♣A"]), seat(WEI), seat(WEI2), seat(SHU, shown=HIDDEN, hand=["闪 ♥4"])]
    t = SbpTable(players, phase="draw", top=["闪 ♥5", "闪 ♥6", "闪 ♥7"])
    assert big_kingdoms(t.g) == ("wu",)
    req = t.expect(0, "seats")
    assert req.prompt == Prompt("jade_seal_target") and req.seats == (3,)   # (the only one to look at)
    assert t.hand(0) == set(t.ids("闪 ♥5", "闪 ♥6", "闪 ♥7"))
    t.seats(0, 3)
    t.choose(0, "head")                              # 知己知彼: its head general
    assert [(e["seat"], e["target"]) for e in t.log("look_general", 0)] == [(0, 3)]
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♥5", "闪 ♥6", "闪 ♥7"))


def test_jade_seal_does_nothing_for_a_face_down_holder():
    players = [seat(WU, equip=["玉玺 ♣A"], shown=HIDDEN), seat(WEI), seat(WEI2), seat(SHU)]
    t = SbpTable(players, phase="draw", top=["闪 ♥5", "闪 ♥6", "闪 ♥7"])
    assert big_kingdoms(t.g) == ("wei",)
    t.end_play(0)                                   # no 知己知彼 question, two cards drawn
    t.finish()
    assert len(t.hand(0)) == 2 and t.log("look_general") == [] and t.log("use") == []


# --------------------------------------------------------------------------- 惊帆


def test_jingfan_is_a_minus_one_horse():
    t = SbpTable([seat(WU, equip=["惊帆 ♥3"]), seat(SHU), seat(WEI), seat(SHU2), seat(WEI2)])
    assert [distance(t.g, 0, s) for s in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert [distance(t.g, 1, s) for s in (0, 2, 3)] == [1, 1, 2]
