"""不屈 (周泰, 风): at HP 0 or less, cards from the draw pile go face up on the general as 创 (1 − HP of
them); while their numbers all differ 周泰 does not die. A repeated number stays there and he is
dying as usual; recovering HP removes the 创 no longer needed, his choice — once those left differ,
the dying ends."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Cards


def zhoutai_table(hp=1, saviour=(), attacker=("杀 ♠7",), top=()):
    """Seat 0 (a rebel, current) attacks seat 1, 周泰 (the lord); seat 2 may hold 桃."""
    return Table([{"role": "rebel", "hand": list(attacker)},
                  {"role": "lord", "general": "zhoutai", "hp": hp},
                  {"role": "loyalist", "hand": list(saviour)}], current=0, top=list(top))


def wounds(t) -> list[int]:
    return list(t.p(1).piles.get("buqu", []))


def test_a_first_wound_keeps_him_alive_at_zero_and_nobody_is_asked_for_peach():
    t = zhoutai_table(saviour=["桃 ♥3"], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("buqu",)
    t.yes(1)
    t.end_play(0)                   # seat 2 was never asked for 桃
    t.finish()
    assert t.p(1).alive and t.p(1).hp == 0 and not t.p(1).dying and wounds(t) == [t.id("杀 ♣2")]
    assert [(e["seat"], e["hp"]) for e in t.log("dying_over")] == [(1, 0)] and t.hand(2) == {t.id("桃 ♥3")}
    (m,) = [m for m in t.log("move") if m["reason"] == "buqu"]
    assert (m["dst"], m["dst_owner"], m["pile"], m["cards"]) == ("pile", 1, "buqu", [t.id("杀 ♣2")])
    # everyone sees the 创: a face-up pile
    assert t.g.view(2).players[1].piles == {"buqu": 1}
    assert t.g.view(2).players[1].pile_cards == {"buqu": [t.id("杀 ♣2")]}


def test_two_points_below_one_take_two_wounds_at_once():
    t = zhoutai_table(attacker=("酒 ♠3", "杀 ♠7"), top=["杀 ♣2", "闪 ♦3"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == -1 and t.p(1).alive and wounds(t) == t.ids("杀 ♣2", "闪 ♦3")


def test_a_repeated_number_stays_and_a_peach_lets_him_drop_it():
    """HP −1 with two 7s: dying. A 桃 brings him to 0, where one 创 is kept: he drops a 7, the one
    left differs from nothing, so the dying ends — the second 桃 is not asked for."""
    t = zhoutai_table(attacker=("酒 ♠3", "杀 ♠8"), saviour=["桃 ♥3", "桃 ♥4"], top=["杀 ♠7", "闪 ♦7"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠8", [1])
    t.yes(1)
    assert wounds(t) == t.ids("杀 ♠7", "闪 ♦7")
    (fail,) = t.log("buqu_fail")
    assert fail["card"]["id"] == t.id("闪 ♦7")
    req = t.expect(2, "respond")
    assert req.prompt.key == "save" and req.prompt.args == (1, 2)
    t.respond(2, "桃 ♥3")
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("杀 ♠7", "闪 ♦7")) and (req.min, req.max) == (1, 1)
    assert req.prompt.key == "buqu_drop" and req.prompt.args == (1,)
    t.cards(1, "闪 ♦7")
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.p(1).hp == 0 and not t.p(1).dying and wounds(t) == [t.id("杀 ♠7")]
    assert t.hand(2) == {t.id("桃 ♥4")} and t.id("闪 ♦7") in t.g.discard_pile


def test_a_repeated_number_nobody_saves_he_dies():
    t = zhoutai_table(attacker=("酒 ♠3", "杀 ♠8"), top=["杀 ♠7", "闪 ♦7"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠8", [1])
    t.yes(1)
    t.finish("lord_dead")
    assert not t.p(1).alive and set(t.ids("杀 ♠7", "闪 ♦7")) <= set(t.g.discard_pile) and wounds(t) == []


def test_recovering_above_zero_removes_every_wound_without_asking():
    t = Table([{"role": "lord", "general": "zhoutai", "hp": 1, "hand": ["决斗 ♠A", "桃 ♥3"]},
               {"role": "rebel", "hand": ["杀 ♠7"]}], top=["杀 ♣2"])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♠7")
    t.yes(0)                        # 不屈: 杀 ♣2 on the general, HP 0
    t.play(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 1 and wounds_of(t, 0) == [] and t.id("杀 ♣2") in t.g.discard_pile


def wounds_of(t, seat):
    return list(t.p(seat).piles.get("buqu", []))


def test_declined_he_is_dying_as_usual():
    t = zhoutai_table(saviour=["桃 ♥3"], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.respond(2, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and wounds(t) == []


def test_refused_answers_change_nothing():
    t = zhoutai_table(attacker=("酒 ♠3", "杀 ♠8"), saviour=["桃 ♥3"], top=["杀 ♠7", "闪 ♦7"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠8", [1])
    t.yes(1)
    t.respond(2, "桃 ♥3")
    req = t.expect(1, "cards")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Cards(tuple(t.ids("杀 ♠7", "闪 ♦7"))))      # one only
    with pytest.raises(IllegalAnswer):
        t.g.answer(Cards((t.id("桃 ♥3"),)))                     # not a 创
    assert t.g.pending == req and len(wounds(t)) == 2 and t.p(1).dying
    t.cards(1, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert wounds(t) == [t.id("闪 ♦7")] and t.p(1).alive
