"""好施 (鲁肃): two more cards in the draw phase; then, holding more than five, give half (rounded
down) to the other player with the fewest hand cards."""

from heg import HegTable

TOP = ["杀 ♣2", "杀 ♣3", "杀 ♣4", "杀 ♣5"]


def table(hand, others=(["闪 ♦2"], []), shown=(True, True)):
    return HegTable([{"generals": ["lusu", "ganning"], "shown": list(shown), "hand": list(hand)},
                     {"generals": ["liubei", "zhangfei"], "hand": list(others[0])},
                     {"generals": ["caoren", "dianwei"], "hand": list(others[1])}],
                    phase="draw", top=TOP)


def test_draws_two_more_then_gives_half_to_the_fewest():
    t = table(["桃 ♥4", "闪 ♦3", "杀 ♠7", "杀 ♠9"])
    t.yes(0)                                # 好施: draws 4; 8 cards in hand
    t.cards(0, "桃 ♥4", "杀 ♣2", "杀 ♣3", "杀 ♠9")    # half of 8 to seat 2 (no card: the fewest)
    t.end_play(0)
    t.cards(0, "杀 ♣4")                     # discard phase: 4 cards, 3 HP
    t.finish()
    assert t.hand(2) == set(t.ids("桃 ♥4", "杀 ♣2", "杀 ♣3", "杀 ♠9"))
    assert t.hand(0) == set(t.ids("闪 ♦3", "杀 ♠7", "杀 ♣5"))
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "haoshi"), (0, "haoshi")]
    (gift,) = [m for m in t.log("move") if m["reason"] == "haoshi"]
    assert (gift["src_owner"], gift["dst_owner"], gift["count"]) == (0, 2, 4)
    (seen,) = [m for m in t.log("move", seat=1) if m["reason"] == "haoshi"]
    assert seen["cards"] is None and seen["count"] == 4     # a third player sees only the count


def test_ties_for_fewest_are_his_choice_and_odd_counts_round_down():
    t = table(["桃 ♥4", "闪 ♦3", "杀 ♠7"], others=([], []))
    t.yes(0)                                # 7 cards: gives 3
    req = t.expect(0, "seats")
    assert req.seats == (1, 2)
    t.seats(0, 1)
    t.cards(0, "杀 ♣2", "杀 ♣3", "杀 ♣4")
    t.end_play(0)
    t.cards(0, "杀 ♣5")
    t.finish()
    assert t.hand(1) == set(t.ids("杀 ♣2", "杀 ♣3", "杀 ♣4")) and len(t.hand(0)) == 3


def test_five_cards_are_kept_and_declining_draws_two():
    t = table(["桃 ♥4"])
    t.yes(0)                                # 1 + 4 = 5: not more than five
    t.end_play(0)
    t.cards(0, "杀 ♣2", "杀 ♣3")
    t.finish()
    assert len(t.hand(0)) == 3 and [e["skill"] for e in t.log("skill")] == ["haoshi"]
    t = table(["桃 ♥4", "闪 ♦3", "杀 ♠7", "杀 ♠9"])
    t.no(0)                                 # 6 cards but no 好施: nothing given
    t.end_play(0)
    t.cards(0, "杀 ♠7", "杀 ♠9", "杀 ♣2")
    t.finish()
    assert t.hand(2) == set() and t.log("skill") == []


def test_face_down_lusu_shows_when_invoked():
    t = table(["桃 ♥4"], shown=(False, True))
    t.yes(0)
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("lusu", "haoshi")
    t.no(0)                                 # the left-over half 阴阳鱼 (3 + 4): no card
    t.end_play(0)
    t.cards(0, "杀 ♣2", "杀 ♣3")
    t.finish()
    assert len(t.hand(0)) == 3
