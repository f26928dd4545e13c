"""集智 (国战): draw one when you use a non-delayed trick that is the card itself, not a converted one."""

from heg import HegTable

HYY = ["huangyueying", "wolong"]        # 火计 and 看破 make converted tricks
QUIET = ["sunquan", "ganning"]


def draws(t) -> list[tuple[str, list[int]]]:
    return [(e["reason"], e["cards"]) for e in t.log("move")
            if e["src"] == "draw" and e["dst"] == "hand" and e["reason"] != "setup"]


def test_a_trick_used_as_itself_draws_before_it_resolves():
    t = HegTable([{"generals": HYY, "hand": ["无中生有 ♥7"]}, {"generals": QUIET}],
                 top=["杀 ♥10", "闪 ♥2", "桃 ♥4"])
    t.play(0, "无中生有 ♥7")
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("jizhi",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [("jizhi", [t.id("杀 ♥10")]), ("ex_nihilo", t.ids("闪 ♥2", "桃 ♥4"))]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jizhi")]


def test_declined():
    t = HegTable([{"generals": HYY, "hand": ["无中生有 ♥7"]}, {"generals": QUIET}], top=["杀 ♥10", "闪 ♥2"])
    t.play(0, "无中生有 ♥7")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♥10", "闪 ♥2")) and t.log("skill") == []


def test_a_converted_fire_attack_does_not_draw():
    """火计: a red card used as 火攻 is a converted trick: 集智 is not asked."""
    t = HegTable([{"generals": HYY, "hand": ["闪 ♥2", "桃 ♥4"]}, {"generals": QUIET, "hand": ["杀 ♣2"]}])
    t.play(0, skill="huoji", cards=["闪 ♥2"], targets=[1])
    # 孙权 shows its only card (♣); 黄月英 has no ♣ to discard: nothing more is asked
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []
    (use,) = t.log("use")
    assert (use["card"]["key"], use["card"]["skill"], use["card"]["subcards"]) == \
        ("fire_attack", "huoji", [t.id("闪 ♥2")])
    assert t.hand(0) == {t.id("桃 ♥4")} and t.damage_log() == []


def test_a_converted_nullification_does_not_draw_but_a_real_one_does():
    t = HegTable([{"generals": QUIET, "hand": ["过河拆桥 ♠3", "顺手牵羊 ♠4"]},
                  {"generals": HYY, "hand": ["杀 ♣2", "无懈可击 ♠J", "桃 ♥4"]}], top=["闪 ♥2"])
    t.play(0, "过河拆桥 ♠3", [1])
    t.respond(1, skill="kanpo", cards=["杀 ♣2"])       # 看破: a converted 无懈可击, no 集智
    t.respond(1)                                        # (not against its own 无懈可击)
    t.play(0, "顺手牵羊 ♠4", [1])
    t.respond(1, "无懈可击 ♠J")                          # the card itself: 集智
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "jizhi")]
    assert [u["card"].get("skill") for u in t.log("use") if u["card"]["key"] == "nullification"] == ["kanpo", None]
    assert draws(t) == [("jizhi", [t.id("闪 ♥2")])]
    assert t.hand(1) == set(t.ids("桃 ♥4", "闪 ♥2"))


def test_a_face_down_huangyueying_shows_when_drawing():
    t = HegTable([{"generals": HYY, "shown": [False, True], "hand": ["无中生有 ♥7"]}, {"generals": QUIET}],
                 top=["杀 ♥10", "闪 ♥2", "桃 ♥4"])
    t.play(0, "无中生有 ♥7")
    t.yes(0)                     # 集智 of the face-down head general
    t.choose(0, "none")          # both shown the first time: 黄月英+卧龙 are 珠联璧合
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "jizhi")]
    assert t.p(0).generals[0].shown and t.p(0).kingdom == "shu" and len(t.hand(0)) == 3
