"""固政 (张昭张纮): at the end of another player's discard phase, give it back one card it discarded
in that phase; take the rest of them still in the discard pile."""

from heg import HegTable

HAND = ["杀 ♠7", "杀 ♠9", "闪 ♦2", "闪 ♦3", "桃 ♥4", "桃 ♥6"]


def table(hand=HAND, shown=(True, True)):
    return HegTable([{"generals": ["liubei", "zhangfei"], "hand": list(hand)},
                     {"generals": ["erzhang", "ganning"], "shown": list(shown)}],
                    phase="discard", discard=["杀 ♣2"])


def test_returns_one_and_takes_the_rest():
    t = table([*HAND, "酒 ♠9"])
    t.cards(0, "杀 ♠7", "闪 ♦2", "酒 ♠9")  # 7 cards, 4 HP
    t.yes(1)                                # 固政
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("杀 ♠7", "闪 ♦2", "酒 ♠9"))   # not the older 杀 ♣2
    t.cards(1, "闪 ♦2")
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠9", "闪 ♦3", "桃 ♥4", "桃 ♥6", "闪 ♦2"))
    assert t.hand(1) == set(t.ids("杀 ♠7", "酒 ♠9"))
    assert t.g.discard_pile == [t.id("杀 ♣2")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "guzheng")]


def test_a_single_discard_goes_straight_back():
    t = table(HAND[:5])
    t.cards(0, "杀 ♠7")
    t.yes(1)
    t.finish()
    assert t.hand(0) == set(t.ids(*HAND[:5])) and t.hand(1) == set()


def test_declined_or_nothing_discarded():
    t = table()
    t.cards(0, "杀 ♠7", "闪 ♦2")
    t.no(1)
    t.finish()
    assert t.hand(1) == set() and set(t.ids("杀 ♠7", "闪 ♦2")) <= set(t.g.discard_pile)
    t = table(HAND[:4])
    t.finish()                              # nothing discarded: not offered
    assert t.log("skill") == []


def test_not_in_his_own_discard_phase():
    t = HegTable([{"generals": ["erzhang", "ganning"], "hand": HAND[:5]},
                  {"generals": ["liubei", "zhangfei"]}], phase="discard")
    t.cards(0, "杀 ♠7", "杀 ♠9")             # 3 HP
    t.finish()
    assert t.log("skill") == []


def test_face_down_erzhang_shows():
    t = table(shown=(False, True))
    t.cards(0, "杀 ♠7", "闪 ♦2")
    t.yes(1)
    t.cards(1, "杀 ♠7")
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("erzhang", "guzheng")
    t.no(1)                                 # the left-over half 阴阳鱼 (3 + 4): no card
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.p(1).kingdom == "wu"
