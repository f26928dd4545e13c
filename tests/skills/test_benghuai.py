"""崩坏: at the start of your finish phase, unless your HP is the lowest, lose 1 HP or 1 max HP."""

from table import Table


def test_lose_one_hp():
    t = Table([{"role": "rebel", "general": "dongzhuo"}, {"role": "lord"}], phase="finish", current=0)
    req = t.expect(0, "option")
    assert req.options == ("lose_hp", "lose_max_hp") and req.prompt.key == "benghuai"
    t.choose(0, "lose_hp")
    t.finish()
    assert (t.p(0).hp, t.p(0).max_hp) == (7, 8)
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("lose_hp")] == [(0, 1, 7)]
    assert t.log("max_hp") == [] and [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "benghuai")]


def test_lose_one_max_hp_while_wounded_keeps_hp():
    t = Table([{"role": "rebel", "general": "dongzhuo", "hp": 6}, {"role": "lord"}], phase="finish", current=0)
    t.choose(0, "lose_max_hp")
    t.finish()
    assert (t.p(0).hp, t.p(0).max_hp) == (6, 7)
    assert [(e["seat"], e["max_hp"], e["delta"]) for e in t.log("max_hp")] == [(0, 7, -1)]
    assert t.log("lose_hp") == []


def test_lose_max_hp_at_full_hp_takes_hp_along():
    t = Table([{"role": "rebel", "general": "dongzhuo"}, {"role": "lord"}], phase="finish", current=0)
    t.choose(0, "lose_max_hp")
    t.finish()
    assert (t.p(0).hp, t.p(0).max_hp) == (7, 7)


def test_nothing_when_the_lowest_or_tied():
    t = Table([{"role": "rebel", "general": "dongzhuo", "hp": 4}, {"role": "lord"},
               {"role": "loyalist", "max_hp": 5}], phase="finish", current=0)
    t.finish()                                  # 4 ties the lord's 4: the lowest
    assert t.p(0).hp == 4 and t.log("skill") == []
    t2 = Table([{"role": "rebel", "general": "dongzhuo", "hp": 5}, {"role": "lord", "hp": 3}],
               phase="finish", current=0)
    t2.choose(0, "lose_hp")
    t2.finish()
    assert t2.p(0).hp == 4


def test_only_in_your_own_finish_phase():
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "dongzhuo"}], phase="finish")
    t.finish()
    assert t.log("skill") == [] and t.p(1).hp == 8


def test_max_hp_can_go_down_to_hp():
    t = Table([{"role": "rebel", "general": "dongzhuo", "hp": 2, "max_hp": 2, "hand": ["桃 ♥3"]},
               {"role": "lord", "hp": 1}], phase="finish", current=0)
    t.choose(0, "lose_max_hp")
    t.finish()
    assert (t.p(0).hp, t.p(0).max_hp) == (1, 1) and t.p(0).alive and t.hand(0) == {t.id("桃 ♥3")}
