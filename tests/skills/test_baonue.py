"""暴虐 (lord skill): after another 群 player deals damage, that player may judge; ♠ → the lord
recovers 1 HP. The other player decides."""

from table import Table


def test_spade_heals_the_lord():
    t = Table([{"role": "lord", "general": "dongzhuo", "hp": 5},
               {"role": "loyalist", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel"}], current=1, top=["杀 ♠8"])
    t.play(1, "杀 ♠7", [2])
    req = t.expect(1, "option")                 # the damage source is asked, not the lord
    assert req.prompt.key == "baonue" and req.prompt.args == (0,)
    t.yes(1)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]
    assert [(e["seat"], e["card"]["suit"], e["reason"]) for e in t.log("judge")] == [(1, "spade", "baonue")]
    assert t.p(0).hp == 6
    assert [(e["target"], e["amount"], e["source"]) for e in t.log("recover")] == [(0, 1, 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "wushuang"), (0, "baonue")]


def test_other_suits_do_nothing():
    t = Table([{"role": "lord", "general": "dongzhuo", "hp": 5},
               {"role": "loyalist", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel"}], current=1, top=["杀 ♣2"])
    t.play(1, "杀 ♠7", [2])
    t.yes(1)
    t.end_play(1)
    t.finish()
    assert [e["card"]["suit"] for e in t.log("judge")] == ["club"]
    assert t.p(0).hp == 5 and t.log("recover") == []
    assert t.id("杀 ♣2") in t.g.discard_pile


def test_the_damage_source_may_decline():
    t = Table([{"role": "lord", "general": "dongzhuo", "hp": 5},
               {"role": "rebel", "general": "huatuo", "hand": ["杀 ♠7"]}], current=1, top=["杀 ♠8"])
    t.play(1, "杀 ♠7", [0])
    t.no(1)                                      # a rebel does not want to heal the lord
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 4 and t.log("judge") == [] and t.log("skill") == []


def test_not_for_other_kingdoms_nor_for_the_lords_own_damage():
    t = Table([{"role": "lord", "general": "dongzhuo", "hp": 5, "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "guanyu", "hand": ["杀 ♠8"]},
               {"role": "rebel", "general": "lvbu"}], current=1)
    t.play(1, "杀 ♠8", [2])                     # 关羽 is 蜀: nothing asked
    t.end_play(1)
    t.finish()
    assert t.log("skill") == [] and t.damage_log() == [(1, 2, 1, None)]
    t2 = Table([{"role": "lord", "general": "dongzhuo", "hp": 5, "hand": ["杀 ♠7"]},
                {"role": "rebel", "general": "lvbu"}], top=["杀 ♣2"])
    t2.play(0, "杀 ♠7", [1])                    # the lord's own damage: nothing asked
    t2.end_play(0)
    t2.choose(0, "lose_hp")                      # 崩坏 (5 HP is not the lowest)
    t2.finish()
    assert [e["skill"] for e in t2.log("skill")] == ["benghuai"]


def test_dongzhuo_who_is_not_the_lord_has_no_baonue():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "dongzhuo", "hp": 5},
               {"role": "rebel", "general": "lvbu", "hand": ["杀 ♠8"]}], current=2)
    t.play(2, "杀 ♠8", [0])
    t.end_play(2)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["wushuang"]
