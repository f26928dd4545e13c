"""短兵 (丁奉): his 杀 may take one more target at distance 1."""

from heg import HegTable


def four(**kw):
    me = {"generals": ["dingfeng", "sunjian"], "hand": ["杀 ♠7"]}
    me.update(kw)
    return HegTable([me, {"generals": ["liubei", "zhangfei"]}, {"generals": ["caoren", "dianwei"]},
                     {"generals": ["machao", "huangzhong"]}])


def test_one_more_target_at_distance_one():
    t = four()
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                # 短兵
    assert t.expect(0, "seats").seats == (3,)           # seat 2 is 2 away; seat 1 is a target
    t.seats(0, 3)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 3, 1, None)]
    (extra,) = t.log("extra_target")
    assert (extra["user"], extra["target"], extra["skill"]) == (0, 3, "duanbing")


def test_with_a_long_weapon_the_extra_one_is_still_at_distance_one():
    t = four(equip=["寒冰剑 ♠2"])           # range 2
    t.play(0, "杀 ♠7", [2])
    t.yes(0)
    assert t.expect(0, "seats").seats == (1, 3)
    t.seats(0, 1)                           # (寒冰剑 is not offered: nobody has a card)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)]


def test_declined_or_nobody_left_at_distance_one():
    t = four()
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []
    t = HegTable([{"generals": ["dingfeng", "sunjian"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"]}])
    t.play(0, "杀 ♠7", [1])                 # the only other player is already its target
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_face_down_dingfeng_shows():
    t = four(shown=[False, True])
    t.play(0, "杀 ♠7", [3])
    t.yes(0)
    t.seats(0, 1)
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("dingfeng", "duanbing")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 3, 1, None)]
