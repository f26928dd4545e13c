"""铁骑 (new rules, 马超): after a 杀 targets a player, judge; one shown general of the target
loses its non-锁定技 skills this turn; the target discards a card of the judged suit or cannot 闪."""

from heg import HegTable


def table(target=None, **kw):
    victim = {"generals": ["sunquan", "huanggai"], "hand": ["闪 ♦2", "闪 ♦6", "杀 ♣2"]}
    victim.update(target or {})
    return HegTable([{"generals": ["machao", "pangtong"], "hand": ["杀 ♠5"]}, victim],
                    top=["闪 ♦3"], rules="new", **kw)


def skill_ids(t, seat):
    return {sk.id for sk in t.p(seat).skills}


def test_a_general_lapses_and_a_card_of_the_suit_keeps_the_dodge():
    t = table()
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    req = t.expect(0, "option")
    assert req.prompt.key == "tieqi_v2_general" and req.options == ("head", "deputy")
    t.choose(0, "head")
    assert "zhiheng" not in skill_ids(t, 1) and "kurou_v2" in skill_ids(t, 1) and t.p(1).marks["tieqi_v2"] == 1
    req = t.expect(1, "cards")
    assert req.prompt.args == (0, "diamond") and set(req.cards) == set(t.ids("闪 ♦2", "闪 ♦6"))
    t.cards(1, "闪 ♦2")
    t.respond(1, "闪 ♦6")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and "zhiheng" in skill_ids(t, 1) and "tieqi_v2" not in t.p(1).marks
    assert "tieqi_v2_lapse" not in skill_ids(t, 1)
    assert [e["skill"] for e in t.log("lose_skill") if e["seat"] == 1] == ["zhiheng", "tieqi_v2_lapse"]


def test_no_card_of_the_suit_no_dodge():
    t = table()
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.choose(0, "deputy")
    t.cards(1)                                 # keeps its cards: may not 闪 this 杀
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and [e["seat"] for e in t.log("no_jink")] == [1]
    assert "kurou_v2" in skill_ids(t, 1)       # back after the turn


def test_a_face_down_target_keeps_its_skills_and_declining():
    t = table({"shown": [False, False], "hand": ["杀 ♣2"]})
    t.play(0, "杀 ♠5", [1])
    t.yes(0)                                   # no shown general; no ♦ card: no question, no 闪
    t.end_play(0)
    t.finish()
    assert t.log("lose_skill") == [] and t.damage_log() == [(0, 1, 1, None)]
    t = table()
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and t.damage_log() == [(0, 1, 1, None)]
