"""无双: a 杀 you use needs two 闪; in a 决斗 your opponent plays two 杀 each time."""

from table import Table


def jink_uses(t):
    return [(e["user"], e["card"]["key"]) for e in t.log("use") if e["card"]["key"] == "jink"]


def test_one_jink_is_not_enough():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♦2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 2, "slash")            # two 闪 needed
    t.respond(1, "闪 ♦2")
    # the only 闪 is gone: nothing left to answer with, so the 杀 hits without another request
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert jink_uses(t) == [(1, "jink")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "wushuang")]
    assert t.p(1).hp == 3


def test_second_request_can_be_declined():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 1, "slash")            # one more
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(1) == {t.id("闪 ♦3")}


def test_two_jinks_dodge():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.respond(1, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert jink_uses(t) == [(1, "jink"), (1, "jink")]
    assert t.p(1).hp == 4 and t.hand(1) == set()


def test_a_slash_on_lvbu_needs_one_jink():
    """无双 is about Lü Bu's own 杀 only."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "lvbu", "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []
    assert t.hand(1) == {t.id("闪 ♦3")}


def test_duel_used_by_lvbu_target_needs_two_slashes():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["决斗 ♠A", "杀 ♣2"]},
               {"role": "rebel", "hand": ["杀 ♠8", "杀 ♠9"]}])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♠8")
    req = t.expect(1, "respond")
    assert req.names == ("slash",)
    t.respond(1, "杀 ♠9")
    # Lü Bu answers with one 杀; the rebel has none left: it takes the damage
    t.respond(0, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "slash"), (1, "slash"), (0, "slash")]
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "wushuang")]


def test_duel_used_by_lvbu_one_slash_is_not_enough():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["决斗 ♠A"]},
               {"role": "rebel", "hand": ["杀 ♠8", "桃 ♥3"]}])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♠8")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "slash")]


def test_duel_on_lvbu_its_user_needs_two_slashes():
    t = Table([{"role": "lord", "hand": ["决斗 ♠A", "杀 ♠8", "杀 ♠9"]},
               {"role": "rebel", "general": "lvbu", "hand": ["杀 ♣2", "杀 ♣3"]}])
    t.play(0, "决斗 ♠A", [1])
    req = t.expect(1, "respond")
    assert req.names == ("slash",)
    t.respond(1, "杀 ♣2")                      # Lü Bu needs only one
    t.respond(0, "杀 ♠8")                      # the user needs two
    t.respond(0, "杀 ♠9")
    t.respond(1)                               # Lü Bu declines his second turn
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "slash"), (0, "slash"), (0, "slash")]
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "wushuang")]
    assert t.hand(1) == {t.id("杀 ♣3")}


def test_duel_on_lvbu_user_with_one_slash_loses():
    t = Table([{"role": "lord", "hand": ["决斗 ♠A", "杀 ♠8", "桃 ♥3"]},
               {"role": "rebel", "general": "lvbu", "hand": ["杀 ♣2"]}])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    t.respond(0, "杀 ♠8")
    # the user has no second 杀: not asked again, it takes the damage from Lü Bu
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
