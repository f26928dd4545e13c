"""激昂: using a 决斗 or a red 杀 (once per target), or becoming its target, you may draw one."""

from table import Table


def draws(t, seat=None):
    return [(e["dst_owner"], e["cards"]) for e in t.log("move") if e["reason"] == "jiang"
            and (seat is None or e["dst_owner"] == seat)]


def test_using_a_red_slash():
    t = Table([{"role": "lord", "general": "sunce", "hand": ["杀 ♥10"]}, {"role": "rebel"}], top=["闪 ♥2"])
    t.play(0, "杀 ♥10", [1])
    assert t.expect(0, "option").prompt.args == ("jiang",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [(0, [t.id("闪 ♥2")])] and t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jiang")]
    seq = {e["kind"] if e["kind"] != "move" else e["reason"]: e["seq"] for e in t.log()}
    assert seq["use"] < seq["jiang"] < seq["damage"]


def test_declined():
    t = Table([{"role": "lord", "general": "sunce", "hand": ["杀 ♥10"]}, {"role": "rebel"}])
    t.play(0, "杀 ♥10", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == []


def test_a_black_slash_does_nothing():
    t = Table([{"role": "lord", "general": "sunce", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "sunce"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == []


def test_becoming_the_target_of_a_duel_and_of_a_red_slash():
    t = Table([{"role": "lord", "hand": ["决斗 ♠1", "火杀 ♥4"], "equip": ["诸葛连弩 ♣1"]},
               {"role": "rebel", "general": "sunce"}], top=["闪 ♥2", "闪 ♦2"])
    t.play(0, "决斗 ♠1", [1])
    t.yes(1)                                   # the target of a 决斗 (it has no 杀 to play: not asked)
    t.play(0, "火杀 ♥4", [1])
    t.yes(1)                                   # the target of a red (fire) 杀
    t.respond(1)                               # it keeps its 闪
    t.end_play(0)
    t.finish()
    assert draws(t) == [(1, [t.id("闪 ♥2")]), (1, [t.id("闪 ♦2")])]
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, "fire")]


def test_once_per_target_as_the_user():
    """方天画戟: a red 杀 that is the last hand card, on two targets — two draws."""
    t = Table([{"role": "lord", "general": "sunce", "hand": ["杀 ♥10"], "equip": ["方天画戟 ♦12"]},
               {"role": "rebel"}, {"role": "loyalist"}], top=["闪 ♥2", "闪 ♦2"])
    t.play(0, "杀 ♥10", [1, 2])
    t.yes(0)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [(0, [t.id("闪 ♥2")]), (0, [t.id("闪 ♦2")])]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jiang"), (0, "jiang")]
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)]


def test_both_sides_draw():
    """A 激昂 user uses a 决斗 on a 激昂 target: both draw (the user first: seat order from the
    current player)."""
    t = Table([{"role": "lord", "general": "sunce", "hand": ["决斗 ♦1"]}, {"role": "rebel", "general": "sunce"}],
              top=["闪 ♥2", "闪 ♦2"])
    t.play(0, "决斗 ♦1", [1])
    t.yes(0)
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert draws(t) == [(0, [t.id("闪 ♥2")]), (1, [t.id("闪 ♦2")])]
