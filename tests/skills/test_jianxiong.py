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


def test_damage_without_a_card_no_question():
    """刚烈's damage has no card: nothing to take."""
    t = Table([{"role": "lord", "general": "caocao", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "general": "xiahoudun"}], top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # 刚烈; the lord holds one hand card: it takes the damage
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (1, 0, 1, None)]
    assert [e["skill"] for e in t.log("skill")] == ["ganglie"] and t.hand(0) == {t.id("桃 ♥3")}


def test_takes_the_lightning_that_struck():
    t = Table([{"role": "lord", "general": "caocao", "max_hp": 5, "judge": ["闪电 ♠A"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.yes(0)
    t.end_play(0)
    t.cards(0, "闪 ♦3")             # HP 2, three cards
    t.finish()
    assert t.damage_log() == [(None, 0, 3, "thunder")] and t.id("闪电 ♠A") in t.hand(0)
    assert t.p(1).judge == []
