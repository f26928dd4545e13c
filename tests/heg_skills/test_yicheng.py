"""疑城 (徐盛): a player of his kingdom made a 杀's target may draw one, then discards one; not for
another kingdom. New rules (yicheng_v2): also the user of a 杀 when it is him or in his 队列."""

from heg_formation import FormationTable

XS = ["xusheng", "lvmeng"]
WU = ["sunquan", "zhouyu"]
SHU = ["liubei", "guanyu"]
WEI = ["zhangliao", "xuchu"]


def test_an_ally_targeted_draws_then_discards():
    t = FormationTable([{"generals": XS}, {"generals": WU, "hand": ["闪 ♥2"]},
                        {"generals": SHU, "hand": ["杀 ♠7"]}, {"generals": WEI}], current=2, top=["桃 ♥4"])
    t.play(2, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("yicheng", 1)
    t.yes(0)
    req = t.expect(1, "cards")
    assert req.prompt.key == "yicheng_discard" and set(req.cards) == set(t.ids("闪 ♥2", "桃 ♥4"))
    t.cards(1, "桃 ♥4")
    t.respond(1, "闪 ♥2")
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == set()


def test_declined_and_not_for_another_kingdom():
    t = FormationTable([{"generals": XS}, {"generals": WU}, {"generals": SHU, "hand": ["杀 ♠7"]},
                        {"generals": WEI}], current=2)
    t.play(2, "杀 ♠7", [1])
    t.no(0)
    t.end_play(2)
    t.finish()
    t = FormationTable([{"generals": XS}, {"generals": WU}, {"generals": SHU, "hand": ["杀 ♠7"]},
                        {"generals": WEI}], current=2)
    t.play(2, "杀 ♠7", [3])                      # 张辽 is 魏: not asked
    t.end_play(2)
    t.finish()
    assert t.log("skill") == [] and t.damage_log() == [(2, 3, 1, None)]


def test_old_rules_not_for_the_user():
    t = FormationTable([{"generals": XS}, {"generals": WU, "hand": ["杀 ♠7"]}, {"generals": SHU},
                        {"generals": WEI}], current=1)
    t.play(1, "杀 ♠7", [2])
    t.end_play(1)
    t.finish()
    assert t.log("skill") == []


def test_new_rules_the_formations_slash():
    t = FormationTable([{"generals": XS}, {"generals": WU, "hand": ["杀 ♠7"]}, {"generals": SHU},
                        {"generals": WEI}], current=1, rules="new", top=["桃 ♥4"])
    t.play(1, "杀 ♠7", [2])
    req = t.expect(0, "option")
    assert req.prompt.args == ("yicheng_v2", 1)
    t.yes(0)
    # (its one card, the 桃 drawn, is discarded without a question)
    t.end_play(1)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["yicheng_v2"]


def test_new_rules_not_outside_the_formation():
    # 孙权 (吴) at seat 2 is not next to 徐盛: his 杀 is not the 队列's
    t = FormationTable([{"generals": XS}, {"generals": SHU}, {"generals": WU, "hand": ["杀 ♠7"]},
                        {"generals": WEI}], current=2, rules="new")
    t.play(2, "杀 ♠7", [3])
    t.end_play(2)
    t.finish()
    assert t.log("skill") == []
