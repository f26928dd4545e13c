"""烈刃: after your 杀 damages its target, 拼点 with it; win: take one of its cards."""

from heg import HegTable

ZR = ["zhurong", "huangyueying"]     # 3 HP
QUIET = ["sunquan", "ganning"]


def test_win_the_pindian_and_take_a_card():
    t = HegTable([{"generals": ZR, "hand": ["杀 ♠5", "闪 ♥K"]},
                  {"generals": QUIET, "hand": ["桃 ♥4", "杀 ♣2"], "equip": ["赤兔 ♥5"]}])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("lieren",)
    t.yes(0)
    # 祝融's only hand card goes into the 拼点 by itself; 孙权 chooses one of two
    t.cards(1, "杀 ♣2")
    req = t.expect(0, "pick")
    assert (req.owner, req.hand, req.cards) == (1, 1, (t.id("赤兔 ♥5"),))
    t.pick(0, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    (pd,) = t.log("pindian")
    assert (pd["source"], pd["target"], pd["source_wins"], pd["reason"]) == (0, 1, True, "lieren")
    assert t.hand(0) == {t.id("赤兔 ♥5")} and t.hand(1) == {t.id("桃 ♥4")}
    assert set(t.ids("闪 ♥K", "杀 ♣2")) <= set(t.g.discard_pile)
    assert t.damage_log() == [(0, 1, 1, None)]


def test_lose_the_pindian_take_nothing():
    t = HegTable([{"generals": ZR, "hand": ["杀 ♠5", "闪 ♥2"]}, {"generals": QUIET, "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.log("pindian")[0]["source_wins"] is False
    assert t.hand(0) == set() and t.hand(1) == set() and len(t.g.discard_pile) == 3


def test_declined():
    t = HegTable([{"generals": ZR, "hand": ["杀 ♠5", "闪 ♥K"]}, {"generals": QUIET, "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.log("pindian") == [] and t.hand(1) == {t.id("桃 ♥4")}


def test_not_without_hand_cards_nor_for_other_damage():
    """The target has no hand card after the 杀: not asked. A 决斗's damage is not a 杀's."""
    t = HegTable([{"generals": ZR, "hand": ["杀 ♠5", "决斗 ♠A", "闪 ♥K"]}, {"generals": QUIET, "hand": ["桃 ♥4"]},
                  {"generals": ["zhangliao", "xuchu"]}])
    t.play(0, "杀 ♠5", [2])
    t.play(0, "决斗 ♠A", [1])
    t.no(0)                                  # 集智 (黄月英)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None)] and t.log("pindian") == []
    assert [e["skill"] for e in t.log("skill")] == []


def test_a_face_down_zhurong_shows_when_invoking():
    t = HegTable([{"generals": ZR, "shown": [False, False], "hand": ["杀 ♠5", "闪 ♥K"]},
                  {"generals": QUIET, "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "lieren")]
    assert t.log("pindian")[0]["source_wins"] and t.hand(0) == set()      # a win, but nothing left to take
