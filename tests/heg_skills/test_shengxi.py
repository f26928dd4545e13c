"""生息 (蒋琬＆费祎): two cards at the end of a play phase without damage dealt; under the new
rules (shengxi_v2) at the finish phase, for a turn without damage."""

from heg_formation import FormationTable

JF = ["jiangwanfeiyi", "liubei"]
WU = ["sunquan", "zhouyu"]


def table(**kw):
    return FormationTable([{"generals": JF, "hand": ["杀 ♠7"]}, {"generals": WU}],
                          current=0, top=["闪 ♥2", "桃 ♥4", "酒 ♠9", "决斗 ♠A"], **kw)


def drawn(t, reason):
    return [e["count"] for e in t.log("move") if e["reason"] == reason]


def test_draws_two_after_a_play_phase_without_damage():
    t = table()
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.args == ("shengxi",)
    t.yes(0)
    t.finish()
    assert drawn(t, "shengxi") == [2]


def test_declined():
    t = table()
    t.end_play(0)
    t.no(0)
    t.finish()
    assert drawn(t, "shengxi") == []


def test_not_after_damage():
    t = table()
    t.play(0, "杀 ♠7", [1])                   # (no 闪 to answer with: hit)
    t.end_play(0)
    t.finish()                                 # not asked
    assert t.damage_log() == [(0, 1, 1, None)] and drawn(t, "shengxi") == []


def test_new_rules_at_the_finish_phase():
    t = table(rules="new")
    t.end_play(0)                              # (nothing at the play phase's end)
    req = t.expect(0, "option")
    assert req.prompt.args == ("shengxi_v2",)
    t.yes(0)
    t.finish()
    assert drawn(t, "shengxi_v2") == [2] and drawn(t, "shengxi") == []


def test_new_rules_not_after_damage_this_turn():
    t = table(rules="new")
    t.play(0, "杀 ♠7", [1])                   # (no 闪 to answer with: hit)
    t.end_play(0)
    t.finish()
    assert drawn(t, "shengxi_v2") == []
