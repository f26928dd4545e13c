"""看破: a black hand card used as 无懈可击."""

from heg import HegTable

WL = ["wolong", "huangyueying"]
QUIET = ["sunquan", "ganning"]


def test_a_black_hand_card_nullifies():
    t = HegTable([{"generals": QUIET, "hand": ["过河拆桥 ♠3"]},
                  {"generals": WL, "hand": ["杀 ♣2", "闪 ♥2"], "equip": ["青釭剑 ♠6"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    req = t.expect(1, "respond")
    (opt,) = req.options
    assert (opt.skill, opt.name, opt.cards) == ("kanpo", "nullification", (t.id("杀 ♣2"),))   # not the sword
    t.respond(1, skill="kanpo", cards=["杀 ♣2"])
    t.end_play(0)
    t.finish()
    assert [(e["card"]["key"], e["target"]) for e in t.log("nullified")] == [("dismantlement", 1)]
    uses = [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert uses == [(0, "dismantlement", None), (1, "nullification", "kanpo")]
    assert t.hand(1) == {t.id("闪 ♥2")} and t.p(1).equips      # nothing was dismantled


def test_declined_and_not_in_the_play_phase():
    t = HegTable([{"generals": WL, "hand": ["杀 ♣2", "无中生有 ♥7"]}, {"generals": QUIET}],
                 top=["闪 ♥2", "桃 ♥4"])
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "kanpo"] == []      # 无懈可击 is never played alone
    t.play(0, "无中生有 ♥7")
    t.no(0)                                   # 集智
    t.respond(0)                              # 看破 against its own 无中生有: no
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 3 and t.log("nullified") == []


def test_only_black_hand_cards():
    t = HegTable([{"generals": QUIET, "hand": ["过河拆桥 ♠3"]},
                  {"generals": WL, "hand": ["闪 ♥2"], "equip": ["青釭剑 ♠6"]}])
    t.play(0, "过河拆桥 ♠3", [1])            # 卧龙 holds no black hand card: it is not asked
    t.pick(0, "青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert t.id("青釭剑 ♠6") in t.g.discard_pile


def test_a_face_down_wolong_shows_when_nullifying():
    t = HegTable([{"generals": QUIET, "hand": ["过河拆桥 ♠3"]},
                  {"generals": WL, "shown": [False, False], "hand": ["杀 ♣2"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    t.respond(1, skill="kanpo", cards=["杀 ♣2"])
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")] == [(1, "head", "kanpo")]
    assert t.p(1).kingdom == "shu" and len(t.log("nullified")) == 1
