"""祸首 (锁定技): 南蛮入侵 has no effect on 孟获, and another's 南蛮入侵 deals its damage from him."""

from heg import HegTable

MH = ["menghuo", "zhaoyun"]          # 孟获 without 巨象
QUIET = ["sunquan", "ganning"]
WEI = ["zhangliao", "xuchu"]


def test_immune_and_the_source_of_the_damage():
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]}, {"generals": MH}, {"generals": WEI}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]                   # from 孟获, not from 孙权
    assert [(e["card"]["key"], e["target"]) for e in t.log("no_effect")] == [("savage_assault", 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "huoshou"), (1, "huoshou")]
    assert t.p(1).hp == t.p(1).max_hp


def test_a_kill_rewards_menghuo():
    """The killing damage is 孟获's: he draws the 国战 reward for a player of another kingdom."""
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]}, {"generals": MH}, {"generals": WEI, "hp": 1}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert not t.p(2).alive
    assert [(e["seat"], e["count"]) for e in t.log("reward")] == [(1, 1)] and len(t.hand(1)) == 1
    assert [e["killer"] for e in t.log("death")] == [1]


def test_his_own_savage_assault_is_as_usual():
    t = HegTable([{"generals": MH, "hand": ["南蛮入侵 ♣7"]}, {"generals": QUIET}, {"generals": WEI}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)] and t.log("skill") == []


def test_a_face_down_menghuo_may_show_late():
    """Not shown as the card is used (孙权 stays the source for now); shown as it reaches 孟获:
    it has no effect on him, and he is the source for the targets after him."""
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]},
                  {"generals": WEI, "hand": ["杀 ♠5"]},
                  {"generals": MH, "shown": [False, False]},
                  {"generals": ["lvbu", "diaochan"]}])
    t.play(0, "南蛮入侵 ♣7")
    req = t.expect(2, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("huoshou",)
    t.no(2)                                  # not as it is used
    t.respond(1, "杀 ♠5")                   # 张辽 plays a 杀
    t.yes(2)                                 # as it reaches 孟获: show
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")] == [(2, "head", "huoshou")]
    assert t.damage_log() == [(2, 3, 1, None)]


def test_a_face_down_menghuo_that_stays_hidden_is_hit():
    t = HegTable([{"generals": QUIET, "hand": ["南蛮入侵 ♣7"]}, {"generals": MH, "shown": [False, False]}])
    t.play(0, "南蛮入侵 ♣7")
    t.no(1)
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("show_general") == []
