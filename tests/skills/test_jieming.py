"""节命 (荀彧, 火): for each 1 damage taken, 荀彧 may let a player (himself too) draw up to its max HP
(at most five cards in hand)."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Seats


def duo(p0: dict | None = None, p1: dict | None = None, **kw):
    """荀彧 (seat 0, 3 HP, a rebel) and the lord (seat 1), whose play phase it is."""
    a = {"role": "rebel", "general": "xunyu"}
    b = {"role": "lord", "hand": ["酒 ♠9", "杀 ♠7"]}
    a.update(p0 or {})
    b.update(p1 or {})
    return Table([a, b], current=1, **kw)


def drawn(t):
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "jieming"]


def test_asked_for_each_point_of_damage():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠7", [0])                    # 2 damage
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("jieming",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1) and req.prompt.key == "jieming_target" and (req.min, req.max) == (1, 1)
    t.seats(0, 0)                              # 荀彧 (0 cards, max HP 3) draws 3
    t.yes(0)                                   # the second point: only seat 1 is short now
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 1 and drawn(t) == [(0, 3), (1, 4)]
    assert [e["skill"] for e in t.log("skill")] == ["jieming", "jieming"]


def test_declining_one_point_leaves_the_next():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠7", [0])
    t.no(0)
    t.yes(0)
    t.seats(0, 1)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)] and [e["skill"] for e in t.log("skill")] == ["jieming"]


def test_at_most_five_cards():
    t = duo(p1={"max_hp": 7, "hp": 7, "hand": ["杀 ♠7", "闪 ♥2"]})
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.seats(0, 1)                              # 1 card left, max HP 7: draws 4 (to 5)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)] and len(t.hand(1)) == 5


def test_a_full_hand_is_not_offered_and_refused():
    t = Table([{"role": "rebel", "general": "xunyu", "hand": ["闪 ♦3", "闪 ♦4"]},
               {"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "max_hp": 2, "hp": 2, "hand": ["闪 ♥2", "闪 ♥13"]}], current=1)
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1)                 # seat 2 holds 2 cards of 2: not offered
    refused(t, Seats((2,)), "not a legal target")
    refused(t, Seats((0, 1)), "choose 1..1")
    t.seats(0, 1)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)]


def test_the_only_player_short_of_cards_draws_without_a_question():
    t = duo({"hand": ["闪 ♦3", "闪 ♦4"]}, {"max_hp": 2, "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "闪 ♥13"]})
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.yes(0)                                   # seat 1 holds 2 of 2: 荀彧 (2 of 3) is the one
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(0, 1)]


def test_not_asked_when_nobody_is_short():
    t = duo({"hand": ["闪 ♦2", "闪 ♦3", "闪 ♦4"]}, {"max_hp": 2, "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "闪 ♥13"]})
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 2 and t.log("skill") == []


def test_not_after_dying():
    t = Table([{"role": "rebel", "general": "xunyu", "hp": 1}, {"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel"}], current=1)
    t.play(1, "杀 ♠7", [0])                    # no 闪 to ask for, no 桃 anywhere: 荀彧 dies
    t.end_play(1)
    t.finish()
    assert not t.p(0).alive and t.log("skill") == []
