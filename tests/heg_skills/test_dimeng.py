"""缔盟 (鲁肃): once per play phase, two other players swap hands; he discards the difference."""

from heg import HegTable


def option(t, seat, skill="dimeng"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def table(mine, one, two, three=None, shown=(True, True)):
    players = [{"generals": ["lusu", "ganning"], "shown": list(shown), "hand": list(mine)},
               {"generals": ["liubei", "zhangfei"], "hand": list(one)},
               {"generals": ["caoren", "dianwei"], "hand": list(two)}]
    if three is not None:
        players.append({"generals": ["lvbu", "diaochan"], "hand": list(three)})
    return HegTable(players)


def test_pays_the_difference_and_they_swap_unseen():
    t = table(["杀 ♠7", "闪 ♦3"], ["桃 ♥4", "桃 ♥6", "杀 ♣2"], ["闪 ♦2"])
    opt = option(t, 0)
    assert opt.targets.min == opt.targets.max == 2 and opt.cards == ()
    t.play(0, skill="dimeng", targets=[1, 2])
                                            # 3 − 1 = 2 cards: his only two go at once
    assert option(t, 0) is None             # once per play phase
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == set(t.ids("桃 ♥4", "桃 ♥6", "杀 ♣2"))
    assert t.hand(0) == set() and set(t.ids("杀 ♠7", "闪 ♦3")) <= set(t.g.discard_pile)
    assert [(e["first"], e["second"]) for e in t.log("swap_hands")] == [(1, 2)]
    swaps = [m for m in t.log("move", seat=0) if m["reason"] == "dimeng" and m["dst"] == "hand"]
    assert [(m["src_owner"], m["dst_owner"], m["count"], m["cards"]) for m in swaps] == [
        (1, 2, 3, None), (2, 1, 1, None)]                # 鲁肃 does not see them
    seen = [m["cards"] for m in t.log("move", seat=1) if m["reason"] == "dimeng" and m["dst"] == "hand"]
    assert seen == [t.ids("桃 ♥4", "桃 ♥6", "杀 ♣2"), [t.id("闪 ♦2")]]


def test_equal_hands_cost_nothing_and_pairs_beyond_his_cards_are_not_offered():
    t = table([], ["桃 ♥4"], ["闪 ♦2"], ["杀 ♣2", "杀 ♣3"])
    opt = option(t, 0)
    assert dict(opt.targets.then) == {1: (2,), 2: (1,)}   # seat 3 differs by one: he has no card
    t.play(0, skill="dimeng", targets=[2, 1])
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == {t.id("桃 ♥4")}


def test_not_for_two_empty_hands_and_face_down_it_shows():
    t = table(["杀 ♠7"], [], [])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()
    t = table(["杀 ♠7"], ["桃 ♥4"], [], shown=(False, True))
    t.play(0, skill="dimeng", targets=[1, 2])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("lusu", "dimeng")
    t.no(0)                                 # the left-over half 阴阳鱼 (3 + 4): no card
    t.end_play(0)                           # his only card went: the difference is one
    t.finish()
    assert t.hand(0) == set() and t.hand(2) == {t.id("桃 ♥4")}


def test_the_swap_is_one_move_so_a_hand_is_never_empty_halfway():
    """死谏 (田丰) triggers on losing the last hand card: a swap for one card leaves him one, so
    nothing is asked; a swap with an empty hand leaves him none, and it is asked after both."""
    players = [{"generals": ["lusu", "ganning"], "shown": [True, True], "hand": []},
               {"generals": ["tianfeng", "yuanshao"], "shown": [True, True], "hand": ["桃 ♥4"]},
               {"generals": ["caoren", "dianwei"], "hand": ["闪 ♦2"]}]
    t = HegTable(players)
    t.play(0, skill="dimeng", targets=[1, 2])       # equal hands: nothing to pay, nothing asked
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == {t.id("桃 ♥4")}
    players[2]["hand"] = []
    players[0]["hand"] = ["杀 ♠7"]
    t = HegTable(players)
    t.play(0, skill="dimeng", targets=[1, 2])       # pays 1: his 杀 goes
    t.no(1)                                         # 死谏, once both moves are done: he declines
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.hand(2) == {t.id("桃 ♥4")}
