"""帷幕 (贾诩, new rules): 锁定技, not a target of black ordinary tricks; a black delayed trick put
into his judge area is discarded instead (a red one stays)."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([{"generals": ["caocao", "dianwei"], "hand": ["过河拆桥 ♠3", "兵粮寸断 ♣10",
                                                                      "乐不思蜀 ♥6"]},
                          {"generals": ["jiaxu", "lvbu"], "hand": ["闪 ♦2"]},
                          {"generals": ["sunquan", "ganning"], "hand": ["闪 ♦3"]},
                          {"generals": ["mateng", "kongrong"], "hand": ["闪 ♦6"]}])


def targets(t, card):
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id(card)]
    return set(opt.targets.seats)


def test_jiaxu_has_the_new_skills():
    assert hegemony_generals(rules="new")["jiaxu"].skills == ("wansha_v2", "luanwu", "weimu_v2")


def test_black_ordinary_tricks_cannot_target_him_black_delayed_ones_are_discarded():
    t = table()
    assert 1 not in targets(t, "过河拆桥 ♠3") and 1 in targets(t, "兵粮寸断 ♣10")
    t.play(0, "兵粮寸断 ♣10", [1])
    assert t.p(1).judge == [] and t.id("兵粮寸断 ♣10") in t.g.discard_pile
    assert [e["skill"] for e in t.log("skill")] == ["weimu_v2"]
    t.play(0, "乐不思蜀 ♥6", [1])           # red: it stays
    assert t.p(1).judge == [t.id("乐不思蜀 ♥6")]
    assert [e["skill"] for e in t.log("skill")] == ["weimu_v2"]
