"""享乐: a 杀 on you has no effect unless its user discards a basic card."""

from table import Table


def test_user_discards_a_basic_card():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "决斗 ♠A"]},
               {"role": "rebel", "general": "liushan"}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "cards")
    assert req.cards == (t.id("桃 ♥3"),) and (req.min, req.max) == (0, 1) and req.prompt.args == (1,)
    t.cards(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("决斗 ♠A")}
    assert [e["reason"] for e in t.log("move") if e["cards"] == [t.id("桃 ♥3")]][-1] == "xiangle"
    skill = t.log("skill")[0]
    assert (skill["seat"], skill["skill"]) == (1, "xiangle")


def test_user_refuses_and_the_slash_has_no_effect():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel", "general": "liushan"}])
    t.play(0, "杀 ♠7", [1])
    t.cards(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(0) == {t.id("闪 ♥2")}
    (ne,) = t.log("no_effect")
    assert ne["target"] == 1 and ne["card"]["id"] == t.id("杀 ♠7")


def test_no_basic_card_no_choice():
    """A user with only non-basic cards is not even asked."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "决斗 ♠A"]},
               {"role": "rebel", "general": "liushan", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("闪 ♥2")} and len(t.log("no_effect")) == 1


def test_only_the_liushan_target_of_a_two_target_slash():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["方天画戟 ♦Q"]},
               {"role": "rebel", "skills": ["xiangle"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1, 2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


def test_duel_is_not_affected():
    t = Table([{"role": "lord", "hand": ["决斗 ♠A", "桃 ♥3"]},
               {"role": "rebel", "general": "liushan"}])
    t.play(0, "决斗 ♠A", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []
