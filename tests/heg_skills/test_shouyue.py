"""授钺 (刘备（君）): 五虎将大旗 changes the skills of every living 蜀 player while the lord lives and
keeps 授钺 — 武圣 any card, 咆哮 ignores armour, 龙胆 draws, 烈弓 +1 range, 铁骑 (old: not ♠; new:
every shown general). docs/rulings.md ## 君主 L9."""

import pytest
from heg import HegTable

from sgs_desktop.engine.distance import attack_range
from sgs_desktop.engine.errors import IllegalAnswer

F = ["hegemony_standard", "heg_formation"]
LORD = {"generals": ["lord_liubei", "zhaoyun"]}
NO_LORD = {"generals": ["liubei", "zhaoyun"]}
WU = {"generals": ["sunquan", "ganning"]}


def _wusheng_cards(t, seat):
    req = t.expect(seat, "play")
    (opt,) = [o for o in req.options if o.skill in ("wusheng", "wusheng_v2")]
    return set(opt.cards)


@pytest.mark.parametrize("rules", ["old", "new"])
def test_wusheng_under_the_banner_makes_any_card_a_slash(rules):
    t = HegTable([{"generals": ["guanyu", "zhangfei"], "hand": ["过河拆桥 ♠3", "闪 ♥2"]},
                  {"generals": ["xuchu", "dianwei"]}, LORD, WU], packs=F, rules=rules)
    assert _wusheng_cards(t, 0) == set(t.ids("过河拆桥 ♠3", "闪 ♥2"))
    t.play(0, skill="wusheng_v2" if rules == "new" else "wusheng", cards=["过河拆桥 ♠3"], targets=[1])
    assert t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()


@pytest.mark.parametrize("rules", ["old", "new"])
def test_wusheng_without_a_lord_or_not_of_shu_keeps_to_red_cards(rules):
    t = HegTable([{"generals": ["guanyu", "zhangfei"], "hand": ["过河拆桥 ♠3", "闪 ♥2"]},
                  {"generals": ["xuchu", "dianwei"]}, NO_LORD, WU], packs=F, rules=rules)
    assert _wusheng_cards(t, 0) == {t.id("闪 ♥2")}
    skill = "wusheng_v2" if rules == "new" else "wusheng"
    with pytest.raises(IllegalAnswer):
        t.play(0, skill=skill, cards=["过河拆桥 ♠3"], targets=[1])
    t.end_play(0)
    t.finish()
    # a face-down 关羽 is of no kingdom yet: the banner does not reach it
    t2 = HegTable([{"generals": ["guanyu", "zhangfei"], "shown": [False, False], "hand": ["过河拆桥 ♠3", "闪 ♥2"]},
                   {"generals": ["xuchu", "dianwei"]}, LORD, WU], packs=F, rules=rules)
    assert _wusheng_cards(t2, 0) == {t2.id("闪 ♥2")}


@pytest.mark.parametrize("rules", ["old", "new"])
def test_paoxiao_under_the_banner_ignores_armour(rules):
    t = HegTable([{"generals": ["zhangfei", "guanyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["xuchu", "dianwei"], "equip": ["仁王盾 ♣2"]}, LORD, WU], packs=F, rules=rules)
    t.play(0, "杀 ♠7", [1])                      # (仁王盾 ignored: the 杀 hits)
    assert t.p(1).hp == t.p(1).max_hp - 1
    assert any(e["skill"] == "shouyue" and e["seat"] == 2 for e in t.log("skill"))
    t.end_play(0)
    t.finish()


@pytest.mark.parametrize("rules", ["old", "new"])
def test_paoxiao_without_the_banner_meets_the_shield(rules):
    t = HegTable([{"generals": ["zhangfei", "guanyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["xuchu", "dianwei"], "equip": ["仁王盾 ♣2"]}, NO_LORD, WU], packs=F, rules=rules)
    t.play(0, "杀 ♠7", [1])
    assert t.p(1).hp == t.p(1).max_hp            # (仁王盾: no effect, nothing asked)
    t.end_play(0)
    t.finish()


def test_longdan_under_the_banner_draws_for_each_card_it_makes():
    t = HegTable([{"generals": ["zhaoyun", "guanyu"], "hand": ["闪 ♥2"]}, {"generals": ["xuchu", "dianwei"]},
                  {"generals": ["lord_liubei", "zhangfei"]}, WU], packs=F, top=["桃 ♥4", "桃 ♥6"])
    t.play(0, skill="longdan", cards=["闪 ♥2"], targets=[1])
    assert t.hand(0) == {t.id("桃 ♥4")}             # drew one as it used the 杀
    assert [e["reason"] for e in t.log("move") if e["dst"] == "hand"][-1] == "shouyue_longdan"
    t.end_play(0)
    t.finish()


def test_longdan_without_the_banner_draws_nothing():
    t = HegTable([{"generals": ["zhaoyun", "guanyu"], "hand": ["闪 ♥2"]}, {"generals": ["xuchu", "dianwei"]},
                  {"generals": ["liubei", "zhangfei"]}, WU], packs=F, top=["桃 ♥4"])
    t.play(0, skill="longdan", cards=["闪 ♥2"], targets=[1])
    assert t.hand(0) == set()
    t.end_play(0)
    t.finish()


@pytest.mark.parametrize("rules", ["old", "new"])
def test_liegong_under_the_banner_reaches_one_further(rules):
    t = HegTable([{"generals": ["huangzhong", "guanyu"]}, {"generals": ["xuchu", "dianwei"]}, LORD, WU],
                 packs=F, rules=rules)
    assert attack_range(t.g, 0) == 2
    t2 = HegTable([{"generals": ["huangzhong", "guanyu"]}, {"generals": ["xuchu", "dianwei"]}, NO_LORD, WU],
                  packs=F, rules=rules)
    assert attack_range(t2.g, 0) == 1
    t3 = HegTable([{"generals": ["huangzhong", "guanyu"], "shown": [False, True]},
                  {"generals": ["xuchu", "dianwei"]}, LORD, WU], packs=F, rules=rules)
    assert attack_range(t3.g, 0) == 1           # (烈弓 face down: not yet working)


def _tieqi(lord, top):
    return HegTable([{"generals": ["machao", "guanyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["xuchu", "dianwei"], "hand": ["闪 ♥2"]}, lord, WU], packs=F, top=top)


def test_tieqi_old_rules_under_the_banner_succeeds_on_any_suit_but_spades():
    t = _tieqi(LORD, ["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                   # 铁骑: a ♣ judgement
    assert t.log("no_jink")                    # no 闪 asked: the 杀 hits
    assert t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()


def test_tieqi_old_rules_without_the_banner_needs_red_and_spades_fail_under_it():
    t = _tieqi(NO_LORD, ["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    assert not t.log("no_jink")
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    t2 = _tieqi(LORD, ["杀 ♠5"])
    t2.play(0, "杀 ♠7", [1])
    t2.yes(0)
    assert not t2.log("no_jink")
    t2.respond(1, "闪 ♥2")
    t2.end_play(0)
    t2.finish()


def test_tieqi_new_rules_under_the_banner_lapses_every_shown_general_unasked():
    t = HegTable([{"generals": ["machao", "guanyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["xuchu", "dianwei"], "hand": ["闪 ♥2", "杀 ♣4"]}, LORD, WU], packs=F, rules="new",
                 top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                   # (no general to choose: both lapse)
    req = t.expect(1, "cards")
    assert req.prompt.key == "tieqi_v2_discard"
    held = {sk.id for sk in t.p(1).skills}
    assert not held & {"luoyi", "luoyi_v2", "qiangxi"} and t.p(1).marks.get("tieqi_v2") == 1
    t.answer(1, "cards", {"type": "cards", "cards": []})
    t.end_play(0)
    t.finish()


def test_tieqi_new_rules_without_the_banner_asks_which_general():
    t = HegTable([{"generals": ["machao", "guanyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["xuchu", "dianwei"], "hand": ["闪 ♥2", "杀 ♣4"]}, NO_LORD, WU], packs=F, rules="new",
                 top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    req = t.expect(0, "option")
    assert req.prompt.key == "tieqi_v2_general" and req.options == ("head", "deputy")
    t.choose(0, "head")
    t.answer(1, "cards", {"type": "cards", "cards": []})
    t.end_play(0)
    t.finish()


def test_the_banner_ends_once_jizhao_trades_shouyue_for_rende():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠5"]},
                  {"generals": ["lord_liubei", "huangzhong"], "hp": 1},
                  {"generals": ["sunquan", "zhoutai"]}], packs=F,
                 top=["桃 ♥4", "杀 ♣3", "闪 ♦2", "杀 ♣4"])
    assert attack_range(t.g, 1) == 2
    t.play(0, "杀 ♠5", [1])
    t.yes(1)                                   # 激诏
    assert not t.p(1).has_skill("shouyue") and t.p(1).has_skill("rende")
    assert attack_range(t.g, 1) == 1
    t.end_play(0)
    t.finish()
