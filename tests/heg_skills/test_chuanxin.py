"""穿心 (张任): a play-phase 杀/决斗 about to damage a target of another kingdom with a deputy may be
prevented: the target discards all equipment and loses 1 HP, or removes the deputy."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

MOM = ["hegemony_standard", "heg_momentum"]
ZR = ["zhangren", "huatuo"]


def table(target, **kw):
    return HegTable([{"generals": ZR, "hand": ["杀 ♠7", "决斗 ♠A"]}, target,
                     {"generals": ["sunquan", "ganning"]}, {"generals": ["lvbu", "diaochan"]}],
                    packs=MOM, **kw)


def test_equipment_and_one_hp():
    t = table({"generals": ["caocao", "xuchu"], "equip": ["赤兔 ♥5", "青釭剑 ♠6"]})
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("chuanxin", 1)
    t.yes(0)
    req = t.expect(1, "option")
    assert req.prompt.key == "chuanxin_choice" and req.options == ("discard_equips_lose_hp", "remove_deputy")
    with pytest.raises(IllegalAnswer):
        t.choose(1, "take_the_damage")
    t.choose(1, "discard_equips_lose_hp")
    assert t.p(1).equips == {} and t.p(1).hp == t.p(1).max_hp - 1
    assert t.log("damage") == [] and t.log("lose_hp")[0]["target"] == 1
    t.end_play(0)


def test_remove_the_deputy():
    t = table({"generals": ["caocao", "xuchu"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                   # no equipment: the deputy goes, nothing to choose
    assert t.p(1).generals[1].removed and t.p(1).hp == t.p(1).max_hp and not t.p(1).has_skill("luoyi")
    t.play(0, "决斗 ♠A", [1])                   # no deputy now: 穿心 is not offered
    t.no(1)                                    # (奸雄)
    t.end_play(0)
    assert t.p(1).hp == t.p(1).max_hp - 1 and [e["skill"] for e in t.log("skill")].count("chuanxin") == 1


def test_declined_the_damage_stands():
    t = table({"generals": ["caocao", "xuchu"]})
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(1)                                    # 奸雄: not taken
    assert t.p(1).hp == t.p(1).max_hp - 1 and not t.p(1).generals[1].removed
    t.end_play(0)


def test_not_against_the_same_kingdom():
    t = HegTable([{"generals": ZR, "hand": ["杀 ♠7"]}, {"generals": ["lvbu", "diaochan"]},
                  {"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "zhangfei"]}], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    assert t.p(1).hp == t.p(1).max_hp - 1 and t.log("skill") == []


def test_a_face_down_deputy_is_shown_and_removed_and_guixiu_heals():
    t = table({"generals": ["liubei", "mifuren"], "shown": [True, False], "hp": 1})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                   # (no equipment: the deputy goes)
    req = t.expect(1, "option")                # 糜夫人's 闺秀, as she is removed
    assert req.prompt.key == "guixiu_recover"
    t.yes(1)
    assert [(e["slot"], e["general"]) for e in t.log("show_general") if e["seat"] == 1] == [("deputy", "mifuren")]
    assert t.p(1).generals[1].removed and t.p(1).hp == 2 and not t.p(1).has_skill("cunsi")
    assert t.log("companions") == [] and t.log("half_hp_reward") == []
    t.end_play(0)
