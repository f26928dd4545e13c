"""守成 (蒋琬＆费祎): a player of its kingdom who loses its last hand card outside its turn may
draw one; not in its own turn, not for another kingdom."""

from heg_formation import FormationTable

JF = ["jiangwanfeiyi", "liubei"]
SHU = ["guanyu", "zhangfei"]
WU = ["sunquan", "zhouyu"]


def test_an_ally_emptied_outside_its_turn_draws():
    t = FormationTable([{"generals": JF}, {"generals": SHU, "hand": ["闪 ♥2"]},
                        {"generals": WU, "hand": ["杀 ♠7"]}, {"generals": ["caocao", "xuchu"]}], current=2,
                       top=["桃 ♥4"])
    t.play(2, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    req = t.expect(0, "option")
    assert req.prompt.args == ("shoucheng", 1)
    t.yes(0)
    t.end_play(2)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")}
    assert [e["skill"] for e in t.log("skill")] == ["shoucheng"]


def test_declined_and_not_for_another_kingdom():
    t = FormationTable([{"generals": JF}, {"generals": SHU, "hand": ["闪 ♥2"]},
                        {"generals": WU, "hand": ["杀 ♠7", "过河拆桥 ♠3"]},
                        {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦3"]}], current=2)
    t.play(2, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.no(0)
    t.play(2, "过河拆桥 ♠3", [3])               # 曹操 (魏) loses his last card: not asked
    t.end_play(2)
    t.finish()
    assert t.hand(1) == set() and t.log("skill") == []


def test_not_in_its_own_turn():
    t = FormationTable([{"generals": JF, "hand": ["无中生有 ♥7"]}, {"generals": WU}], current=0,
                       top=["闪 ♥2", "桃 ♥4"])
    t.play(0, "无中生有 ♥7")                     # its last card, in its own turn
    t.end_play(0)
    t.no(0)                                     # 生息
    t.finish()
    assert t.log("skill") == []
