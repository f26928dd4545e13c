"""天香 (小乔, 风): about to take damage, discard a ♥ hand card (红颜's ♠ counts) to pass it to another
player, who then draws as many cards as the HP it has lost."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Cards, Seats


def xiaoqiao_table(hand, others=({"role": "rebel"}, {"role": "loyalist"}), top=()):
    """Seat 0 (a rebel, current) uses 杀 ♠7 on seat 1, 小乔."""
    return Table([{"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "lord", "general": "xiaoqiao", "hand": hand},
                  *others], current=0, top=list(top))


def test_passes_the_damage_and_the_new_victim_draws_its_lost_hp():
    t = xiaoqiao_table(["桃 ♥3", "无中生有 ♥7", "杀 ♣2"], others=({"role": "loyalist", "hp": 3},),
                       top=["闪 ♦2", "闪 ♦3", "杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("tianxiang", 0, 1)
    t.yes(1)
    req = t.expect(1, "cards")
    assert req.cards == tuple(t.ids("桃 ♥3", "无中生有 ♥7")) and req.prompt.key == "tianxiang_heart"
    assert req.prompt.args == (0, 1)
    t.cards(1, "桃 ♥3")
    req = t.expect(1, "seats")
    assert req.seats == (2, 0) and req.prompt.key == "tianxiang_victim"
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(1).hp == 3 and t.p(2).hp == 2
    assert t.hand(2) == set(t.ids("闪 ♦2", "闪 ♦3"))             # lost 2 HP: draws 2
    assert [(e["source"], e["target"]) for e in t.log("transfer_damage")] == [(1, 2)]
    assert [(e["source"], e["target"]) for e in t.log("damage_prevented")] == [(0, 1)]
    assert t.id("桃 ♥3") in t.g.discard_pile
    (moved,) = [e["seq"] for e in t.log("transfer_damage")]
    (dealt,) = [e["seq"] for e in t.log("damage")]
    (drawn,) = [e["seq"] for e in t.log("move") if e["reason"] == "tianxiang" and e["dst"] == "hand"]
    assert moved < dealt < drawn                                    # the draw comes after the damage


def test_hongyan_spade_counts_as_heart():
    t = xiaoqiao_table(["杀 ♠8", "杀 ♣2", "桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    req = t.expect(1, "cards")
    assert req.cards == tuple(t.ids("杀 ♠8", "桃 ♥3"))     # the ♠ counts as ♥ for 小乔; the ♣ does not
    t.cards(1, "杀 ♠8")
    t.seats(1, 0)                                  # back to the attacker
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 0, 1, None)] and len(t.hand(0)) == 1
    assert t.hand(1) == set(t.ids("杀 ♣2", "桃 ♥3"))


def test_a_victim_that_dies_draws_nothing():
    t = xiaoqiao_table(["桃 ♥3"], others=({"role": "rebel", "hp": 1}, {"role": "loyalist"}, {"role": "renegade"}),
                       top=["闪 ♦2", "闪 ♦3", "杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [2]
    assert [m for m in t.log("move") if m["reason"] == "tianxiang" and m["dst"] == "hand"] == []


def test_declined_she_takes_it():
    t = xiaoqiao_table(["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("桃 ♥3")}


def test_no_heart_in_hand_not_offered():
    """A ♥ card in the equipment area does not count: a hand card only."""
    t = Table([{"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "lord", "general": "xiaoqiao", "hand": ["杀 ♣2"], "equip": ["赤兔 ♥5"]},
               {"role": "loyalist"}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_refused_answers_change_nothing():
    t = xiaoqiao_table(["桃 ♥3", "无中生有 ♥7", "杀 ♣2"], top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Cards((t.id("杀 ♣2"),)))          # a ♣ is no ♥
    t.cards(1, "桃 ♥3")
    req = t.expect(1, "seats")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Seats((1,)))                      # never herself
    assert t.g.pending == req and t.log("transfer_damage") == [] and len(t.hand(1)) == 3   # (nothing discarded yet)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
