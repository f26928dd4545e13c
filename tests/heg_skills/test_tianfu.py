"""天覆 (姜维, 主将技, 阵法技): 看破 while the current player is in 姜维's 队列; not as the deputy,
not for a current player outside the 队列."""

from heg_formation import FormationTable

JIANGWEI = ["jiangwei", "jiangwanfeiyi"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]
WEI = ["caocao", "xuchu"]


def table(first: list[str], current: int, second: list[str] = SHU, **kw):
    return FormationTable([{"generals": first, "hand": ["杀 ♣2"]},
                           {"generals": second, "hand": ["过河拆桥 ♠3"]},
                           {"generals": WU, "hand": ["闪 ♥2"]},
                           {"generals": WEI, "hand": ["过河拆桥 ♠4"]}], current=current, **kw)


def test_kanpo_while_the_current_player_is_in_the_formation():
    t = table(JIANGWEI, 1)
    t.play(1, "过河拆桥 ♠3", [2])
    req = t.expect(0, "respond")
    (opt,) = req.options
    assert (opt.skill, opt.name, opt.cards) == ("tianfu", "nullification", (t.id("杀 ♣2"),))
    t.respond(0, skill="tianfu", cards=["杀 ♣2"])
    req = t.expect(0, "option")                # 守成: 姜维 lost his last hand card outside his turn
    assert req.prompt.args == ("shoucheng", 0)
    t.no(0)
    t.end_play(1)
    t.finish()
    assert [(e["card"]["key"], e["target"]) for e in t.log("nullified")] == [("dismantlement", 2)]
    assert t.hand(2) == {t.id("闪 ♥2")}
    uses = [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert uses == [(1, "dismantlement", None), (0, "nullification", "tianfu")]


def test_its_own_turn_counts():
    t = FormationTable([{"generals": JIANGWEI, "hand": ["杀 ♣2", "过河拆桥 ♠3"]}, {"generals": SHU},
                        {"generals": WU, "hand": ["过河拆桥 ♠4"]}, {"generals": WEI}], current=0)
    t.play(0, "过河拆桥 ♠3", [2])
    req = t.expect(0, "respond")                # (its own trick: it may still nullify it)
    assert [o.skill for o in req.options] == ["tianfu"]
    t.respond(0)                                # (the only card: taken without a pick)
    t.end_play(0)
    t.no(0)                                     # 生息
    t.finish()


def test_not_for_a_current_player_outside_the_formation():
    t = table(JIANGWEI, 3)
    t.play(3, "过河拆桥 ♠4", [2])               # nobody is asked for 无懈可击
    t.end_play(3)
    t.finish()
    assert t.log("nullified") == []


def test_not_when_jiangwei_is_the_deputy():
    t = table(["jiangwanfeiyi", "jiangwei"], 1)
    t.play(1, "过河拆桥 ♠3", [2])
    t.end_play(1)
    t.finish()
    assert t.log("nullified") == []


def test_a_face_down_neighbour_makes_no_formation():
    t = FormationTable([{"generals": JIANGWEI, "hand": ["杀 ♣2"]},
                        {"generals": SHU, "hand": ["过河拆桥 ♠3"], "shown": [False, False]},
                        {"generals": WU, "hand": ["闪 ♥2"]}, {"generals": WEI}], current=1)
    t.play(1, "过河拆桥 ♠3", [2])
    t.end_play(1)
    t.finish()
    assert t.log("nullified") == []
