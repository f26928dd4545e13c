"""志继 (姜维, 觉醒技): at the start phase with no hand cards: recover 1 or draw two, −1 max HP, gain
观星 (which works in that same start phase); once per game."""

from refusing import refused
from table import Table


def test_wounded_he_recovers_then_stargazes_the_same_phase():
    t = Table([{"role": "rebel", "general": "jiangwei", "hp": 1}, {"role": "lord"}], current=0, phase="start",
              top=["杀 ♠7", "闪 ♦2", "桃 ♥3"])
    req = t.expect(0, "option")
    assert req.prompt.key == "zhiji_choice" and req.options == ("recover", "draw")
    refused(t, 0, "option", {"type": "option", "option": "yes"}, "not offered")
    t.choose(0, "recover")
    assert t.p(0).hp == 2 and t.p(0).max_hp == 3 and t.p(0).marks == {"zhiji": 1}
    assert t.p(0).has_skill("guanxing")
    assert t.expect(0, "option").prompt.args == ("guanxing",)       # 观星, just gained
    t.no(0)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("acquire_skill")] == [(0, "guanxing")]
    assert [(e["seat"], e["max_hp"], e["delta"]) for e in t.log("max_hp")] == [(0, 3, -1)]
    assert [e["target"] for e in t.log("recover")] == [0]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiji")]


def test_unhurt_he_draws_two_without_a_question():
    t = Table([{"role": "lord", "general": "jiangwei"}, {"role": "rebel"}], phase="start",
              top=["杀 ♠7", "闪 ♦2", "桃 ♥3", "桃 ♥4"])
    t.no(0)                                    # 观星 declined
    assert t.p(0).max_hp == 3 and t.p(0).hp == 3       # (no lord's extra HP at a table of two)
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2", "桃 ♥3", "桃 ♥4"))     # and the draw phase
    t.end_play(0)
    t.cards(0, "桃 ♥4")                        # four cards, 3 HP
    t.finish()
    draws = [e["cards"] for e in t.log("move") if e["reason"] == "zhiji"]
    assert draws == [t.ids("杀 ♠7", "闪 ♦2")] and t.log("recover") == []


def test_not_with_a_hand_card_and_only_once():
    t = Table([{"role": "rebel", "general": "jiangwei", "hand": ["闪 ♦3"]}, {"role": "lord"}], current=0,
              phase="start", top=["杀 ♠7", "闪 ♦2"])
    t.end_play(0)
    t.finish()
    assert "zhiji" not in t.p(0).marks and not t.p(0).has_skill("guanxing") and t.log("skill") == []
    # he wakes, wears all four cards he gets, and starts his next turn with no hand card again
    t = Table([{"role": "rebel", "general": "jiangwei"}, {"role": "lord"}], current=0, phase="start",
              stop="game_over", round_limit=2,
              top=["赤兔 ♥5", "八卦阵 ♠2",         # 志继's two
                   "绝影 ♠5", "诸葛连弩 ♣A",        # his draw phase
                   "杀 ♠7", "闪 ♦2"])              # the lord's draw
    t.no(0)                                    # 观星
    for card in ("赤兔 ♥5", "八卦阵 ♠2", "绝影 ♠5", "诸葛连弩 ♣A"):
        t.play(0, card)
    t.end_play(0)
    t.end_play(1)
    assert t.hand(0) == set() and t.expect(0, "option").prompt.args == ("guanxing",)   # no second waking
    assert t.p(0).max_hp == 3
