"""武魂 (神关羽, 神): 锁定技, each 1 damage he takes gives its source a 梦魇 mark; when he dies, another
player with the most 梦魇 judges and dies unless the judge card is 【桃】 or 【桃园结义】."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Seats


def table(p0: dict, *others: dict, **kw):
    """神关羽 (seat 0, a rebel) beside the lord (seat 1, its turn), a loyalist and a renegade."""
    base = [{"role": "rebel", "general": "shenguanyu", "kingdom": "shu"}, {"role": "lord"}, {"role": "loyalist"},
            {"role": "renegade"}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, **{"current": 1, **kw})


def marks(t):
    return [t.p(s).marks.get("mengyan", 0) for s in range(4)]


def test_each_point_of_damage_marks_its_source():
    t = table({"hand": ["闪 ♦2"]}, {"hand": ["杀 ♠7", "酒 ♠3", "决斗 ♠1"]})
    t.play(1, "酒 ♠3")
    t.play(1, "杀 ♠7", targets=[0])
    t.respond(0)                                # takes 2 (酒)
    assert marks(t) == [0, 2, 0, 0]
    t.play(1, "决斗 ♠1", targets=[0])          # he has no 杀 for the 决斗: 1 more
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 2 and marks(t) == [0, 3, 0, 0]
    assert [(m["seat"], m["value"]) for m in t.log("mark") if m["mark"] == "mengyan"] == [(1, 2), (1, 3)]
    assert [s["skill"] for s in t.log("skill")] == ["wuhun", "wuhun"]


def test_when_he_dies_the_one_with_most_marks_judges_and_dies_with_no_killer():
    t = table({"hp": 1}, {"hand": ["杀 ♠7"]}, {"marks": {"mengyan": 2}}, top=["闪 ♦2"])
    t.play(1, "杀 ♠7", targets=[0])             # the killing blow gives the lord 1: the loyalist has most
    t.end_play(1)
    t.finish()
    assert not t.p(0).alive and not t.p(2).alive and t.p(1).alive
    (judge,) = t.log("judge")
    assert (judge["seat"], judge["reason"], judge["card"]["key"]) == (2, "wuhun", "jink")
    deaths = [(d["seat"], d["killer"]) for d in t.log("death")]
    assert deaths == [(0, 1), (2, None)]        # no killer: the lord is not punished for his loyalist
    assert [r["reason"] for r in t.log("reward")] == ["killed_rebel"] and t.log("penalty") == []
    assert marks(t) == [0, 0, 0, 0]             # taken off once his death is resolved
    assert [(m["seat"], m["value"]) for m in t.log("mark") if m["mark"] == "mengyan"] == \
        [(1, 1), (1, None), (2, None)]


def test_a_peach_or_peach_garden_judgement_saves():
    for card in ("桃 ♥3", "桃园结义 ♥1"):
        t = table({"hp": 1}, {"hand": ["杀 ♠7"]}, {"marks": {"mengyan": 2}}, top=[card])
        t.play(1, "杀 ♠7", targets=[0])
        t.end_play(1)
        t.finish()
        assert t.p(2).alive and [d["seat"] for d in t.log("death")] == [0]
        assert [j["seat"] for j in t.log("judge")] == [2] and marks(t) == [0, 0, 0, 0]


def test_a_tie_is_his_choice_and_only_among_the_most():
    t = table({"hp": 1}, {"hand": ["杀 ♠7"]}, {"marks": {"mengyan": 2}}, {"marks": {"mengyan": 2}},
              top=["闪 ♦2"])
    t.play(1, "杀 ♠7", targets=[0])
    req = t.expect(0, "seats")                  # the dead 神关羽 chooses
    assert req.seats == (2, 3) and (req.min, req.max) == (1, 1) and req.prompt.key == "wuhun_victim"
    refused(t, Seats((1,)), "not")              # the lord has 1
    refused(t, Seats((2, 3)), "choose")
    refused(t, Seats(()), "choose")
    t.seats(0, 3)
    t.finish("rebels_dead")                     # (the renegade was the last against the lord)
    assert [d["seat"] for d in t.log("death")] == [0, 3] and t.p(2).alive
    assert [j["seat"] for j in t.log("judge")] == [3]


def test_no_marked_player_no_judgement():
    t = table({"hp": 3, "judge": ["闪电 ♠1"]}, top=["杀 ♠8"], current=0, phase="judge")
    t.finish()                                  # 闪电 (no source) kills him in his judge phase
    assert t.damage_log() == [(None, 0, 3, "thunder")] and [d["seat"] for d in t.log("death")] == [0]
    assert [j["reason"] for j in t.log("judge")] == ["lightning"] and marks(t) == [0, 0, 0, 0]
    assert t.log("skill") == []
