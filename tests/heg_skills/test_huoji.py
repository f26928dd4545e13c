"""火计: a red hand card used as 火攻."""

from heg import HegTable

WL = ["wolong", "huangyueying"]      # 集智 does not answer a converted trick
QUIET = ["sunquan", "ganning"]


def test_a_red_hand_card_as_fire_attack():
    t = HegTable([{"generals": WL, "hand": ["闪 ♥2", "桃 ♥4"], "equip": ["赤兔 ♥5"]},
                  {"generals": QUIET, "hand": ["杀 ♥10"]}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "huoji"]
    assert opt.name == "fire_attack" and set(opt.cards) == set(t.ids("闪 ♥2", "桃 ♥4"))   # not the horse
    t.play(0, skill="huoji", cards=["闪 ♥2"], targets=[1])
    # 孙权 shows its only card, 杀 ♥10; 卧龙 discards a ♥ for the fire damage
    req = t.expect(0, "cards")
    assert req.cards == (t.id("桃 ♥4"),) and req.min == 0
    t.cards(0, "桃 ♥4")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    (use,) = t.log("use")
    assert (use["card"]["key"], use["card"]["skill"], use["card"]["subcards"]) == \
        ("fire_attack", "huoji", [t.id("闪 ♥2")])
    assert t.log("skill") == []


def test_black_cards_are_not_offered():
    t = HegTable([{"generals": WL, "hand": ["杀 ♠5"], "equip": ["赤兔 ♥5"]}, {"generals": QUIET, "hand": ["闪 ♥2"]}])
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "huoji"] == []
    t.end_play(0)
    t.finish()


def test_a_face_down_wolong_shows_when_using_it():
    t = HegTable([{"generals": WL, "shown": [False, True], "hand": ["闪 ♥2"]},
                  {"generals": QUIET, "hand": ["杀 ♣2"]}])
    t.play(0, skill="huoji", cards=["闪 ♥2"], targets=[1])
    t.choose(0, "none")                      # 卧龙+黄月英 are 珠联璧合
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "huoji")]
    assert t.damage_log() == [] and t.p(0).kingdom == "shu"
