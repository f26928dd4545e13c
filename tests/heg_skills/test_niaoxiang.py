"""鸟翔 (蒋钦, 阵法技): a besieger's 杀 on the player it besieges (with the other besieger) needs
two 闪; not without a 围攻, not with fewer than four living players."""

from heg_formation import FormationTable

JIANGQIN = ["jiangqin", "lvmeng"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]
WEI = ["caocao", "xuchu"]


def table(third: list[str], **kw):
    return FormationTable([{"generals": JIANGQIN, "hand": ["杀 ♠7"]},
                           {"generals": SHU, "hand": ["闪 ♥2", "闪 ♦3"]},
                           {"generals": third, "hand": ["杀 ♠8"]},
                           {"generals": WEI}], current=0, **kw)


def test_the_besieged_needs_two_dodges():
    t = table(WU)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.respond(1, "闪 ♦3")                     # the second one
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == set()
    assert [e["skill"] for e in t.log("skill")] == ["niaoxiang"]


def test_one_dodge_is_not_enough():
    t = table(WU)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.respond(1)                               # no second 闪: hit
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_the_other_besieger_too():
    t = FormationTable([{"generals": JIANGQIN}, {"generals": SHU, "hand": ["闪 ♥2"]},
                        {"generals": WU, "hand": ["杀 ♠8"]}, {"generals": WEI}], current=2)
    t.play(2, "杀 ♠8", [1])
    t.respond(1, "闪 ♥2")                      # (no second 闪 in hand: nothing more is asked)
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)]


def test_no_siege_one_dodge():
    t = table(["xiahoudun", "zhangliao"])     # seat 2 is 魏: seat 1 is not besieged
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []


def test_a_face_down_besieger_besieges_nobody():
    t = FormationTable([{"generals": JIANGQIN, "hand": ["杀 ♠7"]}, {"generals": SHU, "hand": ["闪 ♥2"]},
                        {"generals": WU, "shown": [False, False]}, {"generals": WEI}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []


def test_three_players_no_formation_skill():
    t = FormationTable([{"generals": JIANGQIN, "hand": ["杀 ♠7"]}, {"generals": SHU, "hand": ["闪 ♥2"]},
                        {"generals": WU}, {"generals": WEI, "alive": False}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []


def test_a_face_down_target_needs_one_dodge():
    """The 杀's target shows no general: no kingdom, not besieged (ruling S3): one 闪 is enough."""
    t = FormationTable([{"generals": JIANGQIN, "hand": ["杀 ♠7"]},
                        {"generals": SHU, "hand": ["闪 ♥2", "闪 ♦3"], "shown": [False, False]},
                        {"generals": WU}, {"generals": WEI}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == [] and t.hand(1) == {t.id("闪 ♦3")}
