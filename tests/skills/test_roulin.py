"""肉林: 杀 between 董卓 and a female player (either way) need two 闪."""

from table import Table


def test_your_slash_on_a_female_needs_two_jinks():
    t = Table([{"role": "lord", "general": "dongzhuo", "hand": ["杀 ♠7"]},
               {"role": "rebel", "gender": "female", "hand": ["闪 ♦2", "桃 ♥3"]}], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 2, "slash")
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    t.choose(0, "lose_hp")                  # 崩坏 at the finish phase (8 HP is not the lowest)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "roulin"), (0, "benghuai")]


def test_a_females_slash_on_you_needs_two_jinks():
    t = Table([{"role": "lord", "gender": "female", "hand": ["杀 ♠7"]},
               {"role": "rebel", "skills": ["roulin"], "gender": "male", "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 2, "slash")
    t.respond(1, "闪 ♦2")
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 1, "slash")
    t.respond(1, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "roulin")]
    assert [e["user"] for e in t.log("use") if e["card"]["key"] == "jink"] == [1, 1]


def test_a_females_slash_dodged_by_one_jink_hits():
    t = Table([{"role": "lord", "gender": "female", "hand": ["杀 ♠7"]},
               {"role": "rebel", "skills": ["roulin"], "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_males_and_others_are_not_affected():
    t = Table([{"role": "lord", "skills": ["roulin"], "hand": ["杀 ♠7"]},
               {"role": "rebel", "gender": "male", "hand": ["闪 ♦2", "闪 ♦3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")                   # one is enough against a male
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []
    t2 = Table([{"role": "lord", "gender": "female", "hand": ["杀 ♠7"]},
                {"role": "rebel", "gender": "female", "hand": ["闪 ♦2", "闪 ♦3"]},
                {"role": "rebel", "skills": ["roulin"]}])
    t2.play(0, "杀 ♠7", [1])
    t2.respond(1, "闪 ♦2")                  # 肉林 is only about its owner's 杀
    t2.end_play(0)
    t2.finish()
    assert t2.damage_log() == [] and t2.log("skill") == []
