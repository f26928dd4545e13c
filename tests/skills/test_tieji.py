"""铁骑: after your 杀 targets a player, judge; red: no 闪 against it."""

from table import Table


def test_red_judgement_forbids_jink():
    t = Table([{"role": "lord", "general": "machao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}], top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("tieji",)
    t.yes(0)
    # no 闪 is asked for
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("闪 ♥2")}
    (j,) = t.log("judge")
    assert j["seat"] == 0 and j["reason"] == "tieji" and j["card"]["id"] == t.id("桃 ♥3")
    assert t.log("no_jink")[0]["seat"] == 1
    assert t.id("桃 ♥3") in t.g.discard_pile


def test_black_judgement_leaves_the_jink():
    t = Table([{"role": "lord", "general": "machao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("no_jink") == []


def test_declined_no_judgement():
    t = Table([{"role": "lord", "skills": ["tieji"], "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}], top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and t.damage_log() == [] and t.g.draw_pile[-1] == t.id("桃 ♥3")


def test_red_also_stops_the_eight_diagram():
    """No 闪 may be used at all: the armour is never asked to judge."""
    t = Table([{"role": "lord", "skills": ["tieji"], "hand": ["杀 ♠7"]},
               {"role": "rebel", "equip": ["八卦阵 ♠2"], "hand": ["闪 ♥2"]}], top=["闪 ♦2", "桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [j["reason"] for j in t.log("judge")] == ["tieji"]
    assert t.damage_log() == [(0, 1, 1, None)] and t.g.draw_pile[-1] == t.id("桃 ♥3")


def test_each_target_judges_separately():
    """方天画戟 with the last hand card: two targets, two judgements (red, then black)."""
    t = Table([{"role": "lord", "skills": ["tieji"], "hand": ["杀 ♠7"], "equip": ["方天画戟 ♦Q"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}, {"role": "rebel", "hand": ["闪 ♦2"]}],
              top=["桃 ♥3", "杀 ♣2"])
    t.play(0, "杀 ♠7", [1, 2])
    t.yes(0)                 # target 1: red
    t.yes(0)                 # target 2: black
    t.respond(2, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [e["seat"] for e in t.log("no_jink")] == [1] and t.hand(1) == {t.id("闪 ♥2")}
