"""狂斧 (潘凤, new rules): once per play phase, as his 杀 targets a player, take one of its
equipment cards; if the 杀 then dealt no damage, he discards two cards."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([{"generals": ["panfeng", "mateng"], "hand": ["杀 ♠7", "闪 ♦2", "桃 ♥4"]},
                          {"generals": ["xiahouyuan", "zhanghe"], "hand": ["闪 ♦3"],
                           "equip": ["赤兔 ♥5", "的卢 ♣5"]},
                          {"generals": ["sunquan", "ganning"]}, {"generals": ["lvbu", "diaochan"]}])


def test_panfeng_has_the_new_kuangfu():
    assert hegemony_generals(rules="new")["panfeng"].skills == ("kuangfu_v2",)


def test_an_equipment_card_taken_into_the_hand_and_the_slash_hits():
    t = table()
    t.play(0, "杀 ♠7", [1])
    assert t.expect(0, "option").prompt.args == ("kuangfu_v2", 1)
    t.yes(0)
    t.pick(0, "赤兔 ♥5")
    t.respond(1)                            # keeps its 闪
    assert t.p(1).hp == 3 and t.hand(0) == set(t.ids("闪 ♦2", "桃 ♥4", "赤兔 ♥5"))
    assert [e["skill"] for e in t.log("skill")] == ["kuangfu_v2"]


def test_no_damage_and_he_discards_two():
    t = table()
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.pick(0, "的卢 ♣5")
    t.respond(1, "闪 ♦3")
    req = t.expect(0, "cards")
    assert req.prompt.key == "kuangfuv2_pay" and (req.min, req.max) == (2, 2)
    t.cards(0, "闪 ♦2", "的卢 ♣5")
    assert t.hand(0) == {t.id("桃 ♥4")} and t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}


def test_declined_nothing_is_taken_or_paid():
    t = table()
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(1, "闪 ♦3")
    assert t.hand(0) == set(t.ids("闪 ♦2", "桃 ♥4")) and len(t.p(1).equips) == 2
