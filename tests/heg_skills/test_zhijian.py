"""直谏 (张昭张纮): in the play phase, put an equipment card from hand into another player's empty
slot, then draw one — as often as he likes."""

from heg import HegTable


def option(t, seat, skill="zhijian"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def table(hand, shown=(True, True), top=("闪 ♦2", "闪 ♦3")):
    return HegTable([{"generals": ["erzhang", "ganning"], "shown": list(shown), "hand": list(hand),
                      "equip": ["大宛 ♠K"]},
                     {"generals": ["liubei", "zhangfei"], "equip": ["仁王盾 ♣2"]},
                     {"generals": ["caoren", "dianwei"]}], top=list(top))


def test_into_an_empty_slot_then_draw_again_and_again():
    t = table(["八卦阵 ♠2", "赤兔 ♥5", "杀 ♠7"])
    opt = option(t, 0)
    assert set(opt.cards) == set(t.ids("八卦阵 ♠2", "赤兔 ♥5")) and opt.targets is None
    t.play(0, skill="zhijian", cards=["八卦阵 ♠2"])
    assert t.expect(0, "seats").seats == (2,)        # seat 1 already wears armour
    t.seats(0, 2)
    t.play(0, skill="zhijian", cards=["赤兔 ♥5"])
    assert t.expect(0, "seats").seats == (1, 2)
    t.seats(0, 1)
    assert option(t, 0) is None                       # no equipment card left in hand
    t.end_play(0)
    t.finish()
    assert t.p(2).equips == {"armor": t.id("八卦阵 ♠2")}
    assert t.p(1).equips == {"armor": t.id("仁王盾 ♣2"), "offensive_horse": t.id("赤兔 ♥5")}
    assert t.p(0).equips == {"offensive_horse": t.id("大宛 ♠K")}
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2", "闪 ♦3"))
    assert [e["skill"] for e in t.log("skill")] == ["zhijian", "zhijian"]


def test_not_offered_when_no_slot_is_free_or_without_equipment():
    t = table(["杀 ♠7"])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()
    t = HegTable([{"generals": ["erzhang", "ganning"], "hand": ["藤甲 ♣2", "杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"], "equip": ["仁王盾 ♣2"]}])
    assert option(t, 0) is None                       # the only other player's armour slot is taken
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_face_down_erzhang_shows():
    t = table(["赤兔 ♥5"], shown=(False, True))
    t.play(0, skill="zhijian", cards=["赤兔 ♥5"])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("erzhang", "zhijian")
    t.no(0)                                 # the left-over half 阴阳鱼 (3 + 4): no card
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    assert t.p(2).equips == {"offensive_horse": t.id("赤兔 ♥5")} and t.hand(0) == {t.id("闪 ♦2")}
