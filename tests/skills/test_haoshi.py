"""好施 (鲁肃): two more cards in the draw phase; then, holding more than five hand cards, half of
them (rounded down) go to the other player with the fewest hand cards."""

from refusing import refused
from table import Table

TOP = ["杀 ♠7", "闪 ♥2", "桃 ♥3", "杀 ♠8"]


def gives(t):
    return [(e["src_owner"], e["dst_owner"], sorted(e["cards"])) for e in t.log("move", seat=0)
            if e["reason"] == "haoshi"]


def test_four_cards_kept_when_five_or_fewer():
    t = Table([{"role": "lord", "general": "lusu", "hand": ["闪 ♦2"]}, {"role": "rebel"}],
              phase="draw", top=TOP)
    assert t.expect(0, "option").prompt.args == ("haoshi",)
    t.yes(0)
    assert t.hand(0) == {t.id("闪 ♦2"), *t.ids(*TOP)}      # five: nothing given
    t.end_play(0)
    t.cards(0, "闪 ♦2", "杀 ♠7")                         # (3 HP)
    t.finish()
    assert gives(t) == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "haoshi")]


def test_six_cards_half_to_the_only_other_player():
    t = Table([{"role": "lord", "general": "lusu", "hand": ["闪 ♦2", "闪 ♦3"]}, {"role": "rebel", "hand": ["杀 ♣2"]}],
              phase="draw", top=TOP)
    t.yes(0)
    req = t.expect(0, "cards")                          # the fewest: seat 1 alone, not asked
    assert req.prompt.key == "haoshi_cards" and req.prompt.args == (1, 3) and req.min == req.max == 3
    refused(t, 0, "cards", {"type": "cards", "cards": ["闪 ♦2", "闪 ♦3"]}, "choose 3..3")
    t.cards(0, "闪 ♦2", "闪 ♦3", "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert gives(t) == [(0, 1, sorted(t.ids("闪 ♦2", "闪 ♦3", "杀 ♠7")))]
    assert t.hand(0) == set(t.ids("闪 ♥2", "桃 ♥3", "杀 ♠8")) and len(t.hand(1)) == 4
    # announced twice: the two cards, then the giving
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "haoshi"), (0, "haoshi")]
    # a spectator sees that three cards went, not which
    (seen,) = [e for e in t.log("move", seat=None) if e["reason"] == "haoshi"]
    assert seen["count"] == 3 and not seen.get("cards")


def test_a_tie_for_the_fewest_is_his_choice():
    t = Table([{"role": "lord", "general": "lusu", "hand": ["闪 ♦2", "闪 ♦3", "闪 ♦4"]},
               {"role": "rebel", "hand": ["杀 ♣2", "杀 ♣3"]}, {"role": "rebel", "hand": ["杀 ♣4"]},
               {"role": "loyalist", "hand": ["杀 ♣5"]}, {"role": "renegade", "hand": ["杀 ♣6", "杀 ♣7"]}],
              phase="draw", top=TOP)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.prompt.key == "haoshi_to" and req.prompt.args == (3,) and req.seats == (2, 3)
    refused(t, 0, "seats", {"type": "seats", "seats": [1]}, "not a legal target")
    t.seats(0, 3)
    t.cards(0, "闪 ♦2", "闪 ♦3", "闪 ♦4")
    t.end_play(0)
    t.finish()
    assert gives(t) == [(0, 3, sorted(t.ids("闪 ♦2", "闪 ♦3", "闪 ♦4")))]
    assert len(t.hand(0)) == 4 and len(t.hand(3)) == 4


def test_declined_two_cards_as_usual():
    t = Table([{"role": "lord", "general": "lusu", "hand": ["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5"]}, {"role": "rebel"}],
              phase="draw", top=TOP)
    t.no(0)
    t.end_play(0)
    t.cards(0, "闪 ♦2", "闪 ♦3", "闪 ♦4")                 # 6 cards, 3 HP
    t.finish()
    assert gives(t) == [] and t.log("skill") == []


def test_not_when_the_draw_phase_is_skipped():
    t = Table([{"role": "lord", "general": "lusu", "judge": ["兵粮寸断 ♣4"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠9", *TOP])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []
