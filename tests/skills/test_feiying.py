"""飞影 (神曹操): 锁定技, other players count their distance to him as 1 more."""

from refusing import refused
from table import Table

from sgs_desktop.engine.distance import distance


def test_others_are_one_further_from_him_he_is_not_further_from_them():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei", "hand": ["杀 ♠8"]},
               {"role": "rebel"}])
    assert distance(t.g, 0, 1) == 2 and distance(t.g, 2, 1) == 2
    assert distance(t.g, 1, 0) == 1 and distance(t.g, 1, 2) == 1
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7")]
    assert opt.targets.seats == (2,)
    refused(t, 0, "play", {"type": "use", "card": "杀 ♠7", "targets": [1]}, "not a legal target")
    t.end_play(0)
    t.finish()


def test_with_a_horse_of_his_own_and_a_horse_against_it():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei", "equip": ["的卢 ♣5"]},
               {"role": "rebel"}, {"role": "rebel"}])
    assert distance(t.g, 0, 1) == 2 and distance(t.g, 2, 1) == 3
    t.end_play(0)
    t.finish()
