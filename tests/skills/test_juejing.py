"""绝境 (神赵云): 锁定技, draw lost HP + 2 in the draw phase; hand limit + 2."""

from table import Table


def test_draws_lost_hp_plus_two_and_keeps_hp_plus_two():
    t = Table([{"role": "lord", "general": "shenzhaoyun",
                "kingdom": "shu", "hp": 1, "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5"])
    assert t.hand(0) == {t.id("杀 ♠7"), t.id("闪 ♦2"), t.id("闪 ♦3"), t.id("闪 ♦4")}
    t.end_play(0)
    req = t.expect(0, "cards")               # 4 cards, limit 1 + 2: one to discard
    assert (req.min, req.max) == (1, 1)
    t.cards(0, "杀 ♠7")
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "juejing")]
    assert len(t.hand(0)) == 3


def test_at_full_hp_two_as_ever_and_the_limit_still_two_more():
    t = Table([{"role": "lord", "general": "shenzhaoyun",
                "kingdom": "shu", "hand": ["杀 ♠7", "杀 ♠8"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    assert len(t.hand(0)) == 4 and t.log("skill") == []
    t.end_play(0)                             # 4 cards, limit 2 + 2: nothing to discard
    t.finish()
    assert len(t.hand(0)) == 4
