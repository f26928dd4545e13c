"""裸衣 (许褚): draw one card fewer; this turn your 杀 and 决斗 deal +1 damage."""

from table import Table


def test_draws_one_fewer_and_slash_deals_two():
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("luoyi",)
    t.yes(0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.g.draw_pile[-1] == t.id("闪 ♦4")
    assert t.damage_log() == [(0, 1, 2, None)] and t.p(1).hp == 2
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "luoyi"), (0, "luoyi")]
    (drawn,) = [e for e in t.log("move") if e["reason"] == "draw_phase"]
    assert drawn["count"] == 1


def test_declined_draws_two_and_no_bonus():
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.no(0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.damage_log() == [(0, 1, 1, None)]
    assert t.log("skill") == []


def test_duel_deals_two_other_damage_does_not():
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["决斗 ♠A", "南蛮入侵 ♠7"]},
               {"role": "rebel", "hp": 4}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.yes(0)
    t.play(0, "决斗 ♠A", [1])       # the rebel has no 杀
    t.play(0, "南蛮入侵 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None), (0, 1, 1, None)] and t.p(1).hp == 1


def test_losing_his_own_duel_he_takes_the_normal_damage():
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["决斗 ♠A"]}, {"role": "rebel", "hand": ["杀 ♠7"]}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.yes(0)
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♠7")            # xuchu holds no 杀: not asked
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]


def test_with_wine_the_slash_deals_three():
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦3"])
    t.yes(0)
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 3, None)] and t.p(1).hp == 1


def test_chained_damage_carries_the_bonus_once():
    """A fire 杀 on a chained player: 2 damage, carried as 2 (not 3) to the other chained player."""
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["火杀 ♥4"]}, {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True}],
              phase="draw", top=["闪 ♦3"])
    t.yes(0)
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire"), (0, 2, 2, "fire")]


def test_the_bonus_lasts_only_for_his_own_turn():
    """Next turn, a 决斗 he wins deals the normal 1 damage."""
    t = Table([{"role": "lord", "general": "xuchu", "hand": ["杀 ♠7", "杀 ♠8"]},
               {"role": "rebel", "hand": ["决斗 ♠A"]}],
              phase="draw", stop="game_over", round_limit=1, top=["闪 ♦3", "闪 ♦4", "闪 ♦5"])
    t.yes(0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.play(1, "决斗 ♠A", [0])
    t.respond(0, "杀 ♠8")
    t.end_play(1)
    t.cards(1, "闪 ♦4")             # HP 1
    t.finish("round_limit")
    assert t.damage_log() == [(0, 1, 2, None), (0, 1, 1, None)]
