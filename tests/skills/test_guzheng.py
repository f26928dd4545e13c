"""固政 (张昭张纮): at the end of another player's discard phase, give it back one card it discarded
in that phase; take the rest of them still in the discard pile."""

from refusing import refused
from table import Table

HAND = ["杀 ♠7", "杀 ♠9", "闪 ♦2", "闪 ♦3", "桃 ♥4", "桃 ♥6"]


def table(hand=HAND) -> Table:
    return Table([{"role": "lord", "general": "liubei", "hand": list(hand)},
                  {"role": "rebel", "general": "erzhang"}],
                 phase="discard", discard=["杀 ♣2"])


def test_returns_one_and_takes_the_rest():
    t = table([*HAND, "酒 ♠9"])
    t.cards(0, "杀 ♠7", "闪 ♦2", "酒 ♠9")      # seven cards, 4 HP
    req = t.expect(1, "option")
    assert req.prompt.args == ("guzheng", 0)
    t.yes(1)
    req = t.expect(1, "cards")
    assert req.prompt.key == "guzheng_back" and set(req.cards) == set(t.ids("杀 ♠7", "闪 ♦2", "酒 ♠9"))
    refused(t, 1, "cards", {"type": "cards", "cards": ["杀 ♣2"]}, "may not be chosen")      # not discarded this phase
    refused(t, 1, "cards", {"type": "cards", "cards": []}, "choose 1..1")
    t.cards(1, "闪 ♦2")
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠9", "闪 ♦3", "桃 ♥4", "桃 ♥6", "闪 ♦2"))
    assert t.hand(1) == set(t.ids("杀 ♠7", "酒 ♠9")) and t.g.discard_pile == [t.id("杀 ♣2")]
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
    assert t.hand(1) == set() and t.log("skill") == []
    t = table(HAND[:3])
    t.finish()
    assert t.log("skill") == []


def test_not_in_his_own_discard_phase():
    t = Table([{"role": "lord", "general": "erzhang", "hp": 1, "hand": ["杀 ♠7", "闪 ♦2"]}, {"role": "rebel"}],
              phase="discard")
    t.cards(0, "杀 ♠7")
    t.finish()
    assert t.log("skill") == []
