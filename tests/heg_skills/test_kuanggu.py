"""狂骨: damage to a player within distance 1 (as it is dealt) heals 1 per point (锁定技)."""

from heg import HegTable

WY = ["weiyan", "huangzhong"]       # 4 HP; 烈弓 is declined or not offered in these tests
QUIET = ["sunquan", "ganning"]
WEI = ["zhangliao", "xuchu"]


def recovers(t) -> list[tuple]:
    return [(e["target"], e["amount"]) for e in t.log("recover")]


def test_damage_to_an_adjacent_player_heals():
    t = HegTable([{"generals": WY, "hp": 2, "hand": ["杀 ♠5"]}, {"generals": QUIET, "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)                                   # 烈弓 (one card ≤ attack range): not used
    # seat 1 holds no 闪: nothing to answer
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and recovers(t) == [(0, 1)] and t.p(0).hp == 3
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "kuanggu")]
    kinds = t.kinds()
    assert kinds.index("damage") < kinds.index("skill") < kinds.index("recover")


def test_two_points_heal_two():
    t = HegTable([{"generals": WY, "hp": 1, "hand": ["酒 ♠9", "杀 ♠5"]}, {"generals": QUIET}])
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠5", [1])
    t.no(0)                                   # 烈弓: nothing to dodge with anyway
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and recovers(t) == [(0, 2)] and t.p(0).hp == 3


def test_not_at_distance_two():
    """绝影 (+1) puts the target at distance 2; 青釭剑 (range 2) still reaches it: no heal."""
    t = HegTable([{"generals": WY, "hp": 2, "hand": ["杀 ♠5"], "equip": ["青釭剑 ♠6"]},
                  {"generals": QUIET, "equip": ["绝影 ♠5"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and recovers(t) == [] and t.log("skill") == []


def test_at_full_hp_nothing_happens():
    t = HegTable([{"generals": WY, "hand": ["杀 ♠5"]}, {"generals": QUIET}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == [] and t.log("recover") == []


def test_the_distance_is_taken_when_the_damage_is_dealt():
    """The victim dies and its +1 horse is discarded (it would now be at distance 1): no heal."""
    t = HegTable([{"generals": WY, "hp": 2, "hand": ["杀 ♠5"], "equip": ["青釭剑 ♠6"]},
                  {"generals": WEI, "hp": 1, "equip": ["绝影 ♠5"]},
                  {"generals": QUIET}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    assert not t.p(1).alive and t.log("reward")[0]["count"] == 1
    t.finish()
    assert recovers(t) == [] and t.p(0).hp == 2


def test_an_adjacent_victim_that_dies_still_counts():
    t = HegTable([{"generals": WY, "hp": 2, "hand": ["杀 ♠5"]}, {"generals": WEI, "hp": 1},
                  {"generals": QUIET}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and recovers(t) == [(0, 1)] and t.p(0).hp == 3


def test_a_face_down_weiyan_is_asked_to_show():
    t = HegTable([{"generals": WY, "shown": [False, True], "hp": 2, "hand": ["杀 ♠5", "杀 ♣2"]},
                  {"generals": QUIET}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)                                   # 烈弓 (shown deputy)
    req = t.expect(0, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("kuanggu",)
    t.yes(0)
    t.choose(0, "none")                       # 魏延+黄忠 are 珠联璧合
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "kuanggu")]
    assert recovers(t) == [(0, 1)]


def test_a_face_down_weiyan_may_stay_hidden():
    t = HegTable([{"generals": WY, "shown": [False, True], "hp": 2, "hand": ["杀 ♠5"]}, {"generals": QUIET}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.no(0)                                   # do not show for 狂骨
    t.end_play(0)
    t.finish()
    assert recovers(t) == [] and not t.p(0).generals[0].shown
