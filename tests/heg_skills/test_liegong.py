"""烈弓: in the play phase, a 杀 on a player with hand ≥ your HP or ≤ your attack range may not be dodged."""

from heg import HegTable

HZ = ["huangzhong", "weiyan"]       # 4 HP; 狂骨 stays quiet at full HP
QUIET = ["sunquan", "ganning"]


def test_a_big_hand_cannot_dodge():
    t = HegTable([{"generals": HZ, "hand": ["杀 ♠5"]},
                  {"generals": QUIET, "hand": ["闪 ♥2", "闪 ♦2", "桃 ♥4", "杀 ♣2"]}])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("liegong",)
    t.yes(0)
    # no 闪 is asked of seat 1
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and len(t.hand(1)) == 4
    assert [(e["seat"], e["skill"]) for e in t.log("no_jink")] == [(1, "liegong")]


def test_a_small_hand_within_attack_range_cannot_dodge():
    """One card, attack range 1 (no weapon): it applies at any HP."""
    t = HegTable([{"generals": HZ, "hp": 1, "hand": ["杀 ♠5"]}, {"generals": QUIET, "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("闪 ♥2")}


def test_a_weapon_widens_the_small_hand_rule():
    """麒麟弓 (range 5): three cards are ≤ 5, though fewer than 黄忠's 4 HP."""
    t = HegTable([{"generals": HZ, "hand": ["杀 ♠5"], "equip": ["麒麟弓 ♥5"]},
                  {"generals": QUIET, "hand": ["闪 ♥2", "闪 ♦2", "桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_in_between_it_does_not_apply():
    """Two cards: fewer than 4 HP and more than attack range 1: not asked; the 闪 works."""
    t = HegTable([{"generals": HZ, "hand": ["杀 ♠5"]}, {"generals": QUIET, "hand": ["闪 ♥2", "桃 ♥4"]}])
    t.play(0, "杀 ♠5", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == [] and t.log("no_jink") == []


def test_declined_the_target_may_dodge():
    t = HegTable([{"generals": HZ, "hand": ["杀 ♠5"]}, {"generals": QUIET, "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("no_jink") == []


def test_not_outside_the_play_phase():
    """A 杀 used in response (借刀杀人 in another's turn) is not in 黄忠's play phase."""
    t = HegTable([{"generals": QUIET, "hand": ["借刀杀人 ♣12"]},
                  {"generals": HZ, "hand": ["杀 ♠5"], "equip": ["麒麟弓 ♥5"]},
                  {"generals": ["zhangliao", "xuchu"], "hand": ["闪 ♥2"]}])
    t.play(0, "借刀杀人 ♣12", [1, 2])
    t.respond(1, "杀 ♠5")          # 黄忠 uses the 杀 on 张辽: no 烈弓 question
    t.respond(2, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.damage_log() == [] and t.id("麒麟弓 ♥5") in t.p(1).equip_ids()


def test_a_face_down_huangzhong_shows_to_use_it():
    t = HegTable([{"generals": HZ, "shown": [False, False], "hand": ["杀 ♠5"]},
                  {"generals": QUIET, "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "liegong")]
    assert t.p(0).kingdom == "shu" and t.damage_log() == [(0, 1, 1, None)]
