"""奋迅 (丁奉): once per play phase, discard a card: his distance to one player is 1 this turn."""

from heg import HegTable

from sgs_desktop.engine.distance import distance


def option(t, seat, skill="fenxun"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def slash_targets(t, seat, ref):
    cid = t.id(ref)
    opt = next((o for o in t.expect(seat, "play").options if o.card == cid), None)
    return None if opt is None else opt.targets.seats


def four(**kw):
    me = {"generals": ["dingfeng", "sunjian"], "hand": ["杀 ♠7", "闪 ♦2", "顺手牵羊 ♠3"]}
    me.update(kw)
    return HegTable([me, {"generals": ["liubei", "zhangfei"]},
                     {"generals": ["caoren", "dianwei"], "equip": ["绝影 ♠5"], "hand": ["桃 ♥4"]},
                     {"generals": ["machao", "huangzhong"]}])


def test_distance_one_to_the_chosen_player_this_turn():
    t = four()
    assert slash_targets(t, 0, "杀 ♠7") == (1, 3) and distance(t.g, 0, 2) == 3
    opt = option(t, 0)
    assert opt.targets.seats == (1, 2, 3) and set(opt.cards) == set(t.ids("杀 ♠7", "闪 ♦2", "顺手牵羊 ♠3"))
    t.play(0, skill="fenxun", cards=["闪 ♦2"], targets=[2])
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2     # his distance only
    assert option(t, 0) is None             # once per play phase
    t.play(0, "顺手牵羊 ♠3", [2])
    t.pick(0, "绝影 ♠5")
    t.play(0, "杀 ♠7", [2])
    t.no(0)                                 # 短兵: no extra target
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.id("绝影 ♠5") in t.hand(0)
    assert t.id("闪 ♦2") in t.g.discard_pile
    assert distance(t.g, 0, 2) == 2         # the turn is over
    assert [e["skill"] for e in t.log("skill")] == ["fenxun"]


def test_not_offered_without_a_card():
    t = HegTable([{"generals": ["dingfeng", "sunjian"]}, {"generals": ["liubei", "zhangfei"]}])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()


def test_face_down_dingfeng_shows_and_an_equipped_card_may_pay():
    t = four(shown=[False, True], hand=["杀 ♠7"], equip=["八卦阵 ♠2"])
    t.play(0, skill="fenxun", cards=["八卦阵 ♠2"], targets=[2])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("dingfeng", "fenxun")
    t.play(0, "杀 ♠7", [2])
    t.no(0)                                 # 短兵: no extra target
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(0).equips == {}
