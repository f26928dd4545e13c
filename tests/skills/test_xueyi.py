"""血裔 (lord skill): hand limit +2 for each other living 群 player."""

from table import Table

NINE = ["杀 ♠7", "杀 ♠8", "杀 ♠9", "杀 ♠10", "杀 ♣2", "杀 ♣3", "杀 ♣4", "杀 ♣5", "杀 ♣6"]


def discarded(t):
    return [len(m["cards"]) for m in t.log("move") if m["reason"] == "discard_phase"]


def test_two_other_qun_players_raise_the_limit_by_four():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": NINE},
               {"role": "loyalist", "general": "lvbu"},
               {"role": "rebel", "general": "huatuo"},
               {"role": "rebel", "general": "guanyu"}])
    t.end_play(0)
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (1, 1) and req.prompt.args == (1,)      # 9 cards, limit 4 + 2×2
    t.cards(0, "杀 ♠7")
    t.finish()
    assert discarded(t) == [1] and len(t.hand(0)) == 8


def test_dead_qun_players_do_not_count():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": NINE},
               {"role": "loyalist", "general": "lvbu"},
               {"role": "rebel", "general": "huatuo", "alive": False, "hp": 0},
               {"role": "rebel"}])
    t.end_play(0)
    req = t.expect(0, "cards")
    assert req.prompt.args == (3,)                                      # limit 4 + 2
    t.cards(0, "杀 ♠7", "杀 ♠8", "杀 ♠9")
    t.finish()
    assert discarded(t) == [3] and len(t.hand(0)) == 6


def test_within_the_raised_limit_nothing_is_discarded():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": NINE[:6]},
               {"role": "loyalist", "general": "diaochan"},
               {"role": "rebel"}])
    t.end_play(0)
    t.finish()
    assert discarded(t) == [] and len(t.hand(0)) == 6


def test_not_for_a_yuanshao_who_is_not_the_lord_nor_for_others():
    t = Table([{"role": "lord", "general": "lvbu"},
               {"role": "rebel", "general": "yuanshao", "hand": NINE[:6]},
               {"role": "rebel", "general": "huatuo"}], current=1)
    t.end_play(1)
    t.cards(1, "杀 ♠7", "杀 ♠8")                                        # plain limit: 4
    t.finish()
    assert discarded(t) == [2]
    t2 = Table([{"role": "lord", "general": "yuanshao"},
                {"role": "rebel", "general": "lvbu", "hand": NINE[:6]}], current=1)
    t2.end_play(1)
    t2.cards(1, "杀 ♠7", "杀 ♠8")                                       # the lord's 血裔 is his own
    t2.finish()
    assert discarded(t2) == [2]
