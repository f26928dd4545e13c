"""救援 (主公技): 锁定技, while the lord is dying, a 桃 another Wu player uses on him heals one more."""

from table import Table


def recovers(t):
    return [(e["target"], e["amount"], e["hp"], e["source"]) for e in t.log("recover")]


def table(lord="sunquan", **lord_extra):
    """Seat 1 (a rebel, current) attacks the lord at 1 HP; seat 2 is Wu (甘宁), seat 3 is not (刘备)."""
    lord_seat = {"role": "lord", "general": lord, "hp": 1, **lord_extra}
    return Table([lord_seat, {"role": "rebel", "hand": ["杀 ♠7"]},
                  {"role": "loyalist", "general": "ganning", "hand": ["桃 ♥3"]},
                  {"role": "loyalist", "general": "liubei", "hand": ["桃 ♥4"]}], current=1)


def test_a_wu_peach_heals_two():
    t = table()
    t.play(1, "杀 ♠7", [0])
    t.respond(2, "桃 ♥3")               # asked from the current player: seat 1 has none, then seat 2
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 2 and not t.p(0).dying
    assert recovers(t) == [(0, 2, 2, 2)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jiuyuan")]
    assert t.hand(3) == {t.id("桃 ♥4")}


def test_a_non_wu_peach_heals_one():
    t = table()
    t.play(1, "杀 ♠7", [0])
    t.respond(2)                        # 甘宁 passes
    t.respond(3, "桃 ♥4")               # 刘备 is Shu
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 1 and recovers(t) == [(0, 1, 1, 3)] and t.log("skill") == []


def test_his_own_peach_heals_one():
    t = table(hand=["桃 ♥6"])
    t.play(1, "杀 ♠7", [0])
    t.respond(2)                        # he has no 闪: not asked; dying, the others pass first
    t.respond(3)
    t.respond(0, "桃 ♥6")
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 1 and recovers(t) == [(0, 1, 1, 0)] and t.log("skill") == []


def test_other_recoveries_from_a_wu_player_are_plain():
    """Recovering while not dying, from a Wu player's card, gets nothing extra (桃园结义)."""
    t = Table([{"role": "lord", "general": "sunquan", "hp": 1},
               {"role": "rebel", "general": "ganning", "hand": ["桃园结义 ♥1"], "hp": 3}], current=1)
    t.play(1, "桃园结义 ♥1")
    t.end_play(1)
    t.finish()
    assert recovers(t) == [(1, 1, 4, 1), (0, 1, 2, 1)] and t.log("skill") == []


def test_only_the_lord_has_it():
    """孙权 as a loyalist has no 救援."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "loyalist", "general": "sunquan", "hp": 1},
               {"role": "rebel", "general": "ganning", "hand": ["桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(2, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and recovers(t) == [(1, 1, 1, 2)]
    assert not t.p(1).has_skill("jiuyuan")
