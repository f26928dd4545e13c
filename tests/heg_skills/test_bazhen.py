"""八阵: with no armour, 卧龙 counts as wearing 八卦阵 (a red judge is a 闪); 青釭剑 ignores it."""

from heg import HegTable

WL = ["wolong", "huangyueying"]
QUIET = ["sunquan", "ganning"]


def judges(t) -> list[tuple]:
    return [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")]


def test_a_red_judge_dodges_the_slash():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL, "hand": ["闪 ♥2"]}], top=["桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(1, "option")
    assert req.prompt.key == "eight_diagram_judge" and req.prompt.args == ("bazhen", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("桃 ♥4"))] and t.damage_log() == []
    assert t.hand(1) == {t.id("闪 ♥2")}              # its own 闪 was not needed


def test_a_black_judge_leaves_the_hand_to_answer():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL, "hand": ["闪 ♥2"]}], top=["杀 ♣2"])
    t.play(0, "杀 ♠5", [1])
    t.yes(1)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("杀 ♣2"))] and t.damage_log() == []


def test_declined():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL}])
    t.play(0, "杀 ♠5", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_it_works_against_archery_attack():
    t = HegTable([{"generals": QUIET, "hand": ["万箭齐发 ♥A"]}, {"generals": WL}], top=["闪 ♦2"])
    t.play(0, "万箭齐发 ♥A")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("闪 ♦2"))] and t.damage_log() == []


def test_an_equipped_armour_replaces_it():
    """With 八卦阵 itself equipped, the armour answers (八阵 is silent); with 白银狮子, nothing judges."""
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL, "equip": ["八卦阵 ♠2"]}],
                 top=["桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("eight_diagram", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "eight_diagram", t.id("桃 ♥4"))]

    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL, "equip": ["白银狮子 ♣A"]}])
    t.play(0, "杀 ♠5", [1])
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_qinggang_sword_ignores_it():
    """八阵 counts as the armour, and 青釭剑's 杀 ignores armour."""
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"], "equip": ["青釭剑 ♠6"]}, {"generals": WL}])
    t.play(0, "杀 ♠5", [1])
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_a_face_down_wolong_shows_when_it_judges():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": WL, "shown": [False, False]}],
                 top=["桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")] == [(1, "head", "bazhen")]
    assert t.p(1).kingdom == "shu" and t.damage_log() == []
