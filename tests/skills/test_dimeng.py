"""缔盟 (鲁肃): once per play phase, two other players swap hands; he discards X cards (hand or
equipment), X the difference of their hand counts."""

from refusing import refused
from table import Table


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "dimeng"), None)


def table(mine, one, two, three=None, equip=()):
    players = [{"role": "lord", "general": "lusu", "hand": list(mine), "equip": list(equip)},
               {"role": "rebel", "hand": list(one)}, {"role": "rebel", "hand": list(two)}]
    if three is not None:
        players.append({"role": "renegade", "hand": list(three)})
    return Table(players)


def test_pays_the_difference_and_they_swap_unseen():
    t = table(["杀 ♠7", "闪 ♦3", "桃 ♥3"], ["桃 ♥4", "桃 ♥6", "杀 ♣2"], ["闪 ♦2"])
    opt = option(t)
    assert opt.cards == () and (opt.targets.min, opt.targets.max) == (2, 2)
    assert dict(opt.targets.then) == {1: (2,), 2: (1,)}
    t.play(0, skill="dimeng", targets=[1, 2])
    req = t.expect(0, "cards")
    assert req.prompt.key == "dimeng_pay" and req.prompt.args == (1, 2, 2) and req.min == req.max == 2
    refused(t, 0, "cards", {"type": "cards", "cards": ["杀 ♠7"]}, "choose 2..2")
    t.cards(0, "杀 ♠7", "闪 ♦3")
    assert option(t) is None                                # once per play phase
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == set(t.ids("桃 ♥4", "桃 ♥6", "杀 ♣2"))
    assert t.hand(0) == {t.id("桃 ♥3")} and set(t.ids("杀 ♠7", "闪 ♦3")) <= set(t.g.discard_pile)
    assert [(e["seat"], e["first"], e["second"], e["skill"]) for e in t.log("swap_hands")] == [(0, 1, 2, "dimeng")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "dimeng")]
    swaps = [m for m in t.log("move", seat=0) if m["reason"] == "dimeng" and m["dst"] == "hand"]
    assert [(m["src_owner"], m["dst_owner"], m["count"], m["cards"]) for m in swaps] == [
        (1, 2, 3, None), (2, 1, 1, None)]                   # 鲁肃 does not see them
    seen = [m["cards"] for m in t.log("move", seat=1) if m["reason"] == "dimeng" and m["dst"] == "hand"]
    assert seen == [t.ids("桃 ♥4", "桃 ♥6", "杀 ♣2"), [t.id("闪 ♦2")]]


def test_equipment_pays_too():
    t = table(["闪 ♦3"], ["桃 ♥4", "桃 ♥6"], [], equip=["赤兔 ♥5", "八卦阵 ♠2"])
    t.play(0, skill="dimeng", targets=[2, 1])
    assert set(t.expect(0, "cards").cards) == set(t.ids("闪 ♦3", "赤兔 ♥5", "八卦阵 ♠2"))
    t.cards(0, "赤兔 ♥5", "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and t.hand(0) == {t.id("闪 ♦3")}
    assert t.hand(2) == set(t.ids("桃 ♥4", "桃 ♥6")) and t.hand(1) == set()


def test_equal_hands_cost_nothing_and_two_empty_hands_are_not_offered():
    t = table([], ["桃 ♥4"], ["闪 ♦2"], ["杀 ♣2", "杀 ♣3"])
    opt = option(t)
    assert dict(opt.targets.then) == {1: (2,), 2: (1,)}      # seat 3 differs by one: he has no card
    refused(t, 0, "play", {"type": "use", "skill": "dimeng", "targets": [1, 3]}, "not a legal second target")
    refused(t, 0, "play", {"type": "use", "skill": "dimeng", "targets": [0, 1]}, "not a legal first target")
    refused(t, 0, "play", {"type": "use", "skill": "dimeng", "targets": [1]}, "two targets")
    t.play(0, skill="dimeng", targets=[2, 1])
    t.end_play(0)
    t.finish()
    assert [(e["first"], e["second"]) for e in t.log("swap_hands")] == [(2, 1)]
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == {t.id("桃 ♥4")}
    t = table(["杀 ♠7"], [], [], ["闪 ♦3"])
    opt = option(t)
    assert dict(opt.targets.then) == {1: (3,), 2: (3,), 3: (1, 2)}   # never seats 1 and 2 together
    refused(t, 0, "play", {"type": "use", "skill": "dimeng", "targets": [1, 2]}, "not a legal second target")
    t.end_play(0)
    t.finish()


def test_not_offered_with_one_other_player():
    t = Table([{"role": "lord", "general": "lusu", "hand": ["杀 ♠7"]}, {"role": "rebel", "hand": ["闪 ♦2"]}])
    assert option(t) is None
    t.end_play(0)
    t.finish()
