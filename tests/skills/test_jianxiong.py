"""奸雄: after taking damage, take the card that caused it."""

from table import Table


def test_takes_the_slash_that_hurt():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caocao"}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("jianxiong",)
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and t.hand(1) == {t.id("杀 ♠7")}
    assert t.log("skill")[0] == {"seq": t.log("skill")[0]["seq"], "kind": "skill", "seat": 1, "skill": "jianxiong"}
    assert t.log("move")[-1]["reason"] == "jianxiong"


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caocao"}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.id("杀 ♠7") in t.g.discard_pile


def test_takes_both_cards_of_a_spear_slash():
    """A 杀 made of two cards (丈八蛇矛): both are taken."""
    t = Table([{"role": "lord", "hand": ["闪 ♥2", "桃 ♥3"], "equip": ["丈八蛇矛 ♠Q"]},
               {"role": "rebel", "general": "caocao"}])
    t.play(0, skill="spear", cards=["闪 ♥2", "桃 ♥3"], targets=[1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♥2"), t.id("桃 ♥3")}


def test_takes_a_fire_attack():
    """A trick that deals damage is taken too (it is still in the processing area)."""
    t = Table([{"role": "lord", "hand": ["火攻 ♥2", "火杀 ♦4"]}, {"role": "rebel", "general": "caocao",
                                                               "hand": ["闪 ♦2"]}])
    t.play(0, "火攻 ♥2", [1])            # the rebel shows its only card without being asked
    t.cards(0, "火杀 ♦4")
    t.yes(1)            # the 火攻 is still in the processing area
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2"), t.id("火攻 ♥2")}
