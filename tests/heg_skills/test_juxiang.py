"""巨象 (锁定技): 南蛮入侵 has no effect on 祝融, who takes another's 南蛮入侵 once it has resolved."""

from heg import HegTable

ZR = ["zhurong", "huangyueying"]     # 祝融 without 祸首
QUIET = ["sunquan", "ganning"]
WEI = ["zhangliao", "xuchu"]


def test_immune_and_takes_the_card():
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]}, {"generals": ZR}, {"generals": WEI}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert [(e["card"]["key"], e["target"]) for e in t.log("no_effect")] == [("savage_assault", 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "juxiang"), (1, "juxiang")]
    assert t.hand(1) == {t.id("南蛮入侵 ♣7")}
    taken = [e for e in t.log("move") if e["reason"] == "juxiang"]
    assert [(e["src"], e["dst"], e["dst_owner"]) for e in taken] == [("processing", "hand", 1)]
    # it is taken after the last target was resolved
    evs = t.log()
    hit = next(i for i, e in enumerate(evs) if e["kind"] == "damage")
    take = next(i for i, e in enumerate(evs) if e["kind"] == "move" and e["reason"] == "juxiang")
    assert hit < take


def test_her_own_savage_assault_goes_to_the_discard_pile():
    t = HegTable([{"generals": ZR, "hand": ["南蛮入侵 ♣7"]}, {"generals": QUIET}, {"generals": WEI}])
    t.play(0, "南蛮入侵 ♣7")
    t.no(0)                                  # 集智 (黄月英)
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.id("南蛮入侵 ♣7") in t.g.discard_pile and t.hand(0) == set()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)]


def test_with_huoshou_on_the_same_player():
    """孟获+祝融: 祸首 makes the damage his and cancels the effect (巨象 does not ask to go first);
    巨象 takes the card."""
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♠K"]}, {"generals": ["menghuo", "zhurong"]},
                  {"generals": WEI}])
    t.play(0, "南蛮入侵 ♠K")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "huoshou"), (1, "huoshou"), (1, "juxiang")]
    assert t.damage_log() == [(1, 2, 1, None)] and t.hand(1) == {t.id("南蛮入侵 ♠K")}


def test_a_face_down_zhurong_may_show_only_to_take_the_card():
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]},
                  {"generals": ZR, "shown": [False, False], "hand": ["杀 ♠5"]}, {"generals": WEI}])
    t.play(0, "南蛮入侵 ♣7")
    req = t.expect(1, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("juxiang",)
    t.no(1)                                  # stays hidden: it must play a 杀
    t.respond(1, "杀 ♠5")
    t.yes(1)                                 # shows to take the 南蛮入侵
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")] == [(1, "head", "juxiang")]
    assert t.hand(1) == {t.id("南蛮入侵 ♣7")} and t.damage_log() == [(0, 2, 1, None)]
