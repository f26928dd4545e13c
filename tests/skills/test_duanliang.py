"""断粮 (徐晃): a black basic or black equipment card as 兵粮寸断; every 兵粮寸断 徐晃 uses reaches
distance 2."""

from refusing import refused
from table import Table

ROLES = ["lord", "rebel", "rebel", "renegade", "loyalist", "rebel"]


def six(me: dict, **kw) -> Table:
    """徐晃 in seat 0 of six: seats 1 and 5 at distance 1, 2 and 4 at 2, seat 3 at 3."""
    players = [{"role": r} for r in ROLES]
    players[0] = {"role": "lord", "general": "xuhuang", **me}
    return Table(players, **kw)


def options(t, seat=0, skill="duanliang"):
    return [o for o in t.expect(seat, "play").options if o.skill == skill]


def test_a_black_basic_card_as_supply_shortage_at_distance_two():
    t = six({"hand": ["杀 ♠7", "闪 ♥2"]})
    (opt,) = options(t)
    assert opt.name == "supply_shortage" and opt.cards == (t.id("杀 ♠7"),)
    assert opt.targets.seats == (1, 2, 4, 5)                   # not seat 3, at distance 3
    t.play(0, skill="duanliang", cards=["杀 ♠7"], targets=[2])
    t.end_play(0)
    t.finish()
    (use,) = t.log("use")
    assert use["user"] == 0 and use["targets"] == [2]
    assert use["card"]["key"] == "supply_shortage" and use["card"]["skill"] == "duanliang"
    assert use["card"]["subcards"] == [t.id("杀 ♠7")]
    # placed, it is an ordinary 兵粮寸断 in seat 2's judge area
    assert t.p(2).judge == [t.id("杀 ♠7")] and t.p(2).judge_as == {t.id("杀 ♠7"): "supply_shortage"}


def test_black_equipment_from_hand_or_equipped():
    t = six({"hand": ["诸葛连弩 ♣A"], "equip": ["八卦阵 ♠2"]})
    (opt,) = options(t)
    assert set(opt.cards) == set(t.ids("诸葛连弩 ♣A", "八卦阵 ♠2"))
    t.play(0, skill="duanliang", cards=["八卦阵 ♠2"], targets=[4])
    (opt,) = options(t)                                         # not once per phase: again
    t.play(0, skill="duanliang", cards=["诸葛连弩 ♣A"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and t.p(4).judge == [t.id("八卦阵 ♠2")] and t.p(1).judge == [t.id("诸葛连弩 ♣A")]


def test_a_real_supply_shortage_reaches_two_as_well():
    """The card reads "你可以对距离为2的角色使用【兵粮寸断】": every one he uses, not only those he makes."""
    t = six({"hand": ["兵粮寸断 ♠10"]})
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("兵粮寸断 ♠10")]
    assert opt.targets.seats == (1, 2, 4, 5)
    refused(t, 0, "play", {"type": "use", "card": "兵粮寸断 ♠10", "targets": [3]}, "not a legal target")
    t.play(0, "兵粮寸断 ♠10", targets=[2])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("兵粮寸断 ♠10")] and t.log("skill") == []


def test_others_keep_the_printed_reach():
    t = Table([{"role": "lord", "hand": ["兵粮寸断 ♠10"]}, {"role": "rebel"}, {"role": "rebel"},
               {"role": "renegade"}, {"role": "loyalist", "general": "xuhuang"}, {"role": "rebel"}])
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("兵粮寸断 ♠10")]
    assert opt.targets.seats == (1, 5)
    t.end_play(0)
    t.finish()


def test_refused_cards_and_targets_change_nothing():
    t = six({"hand": ["桃 ♥3", "过河拆桥 ♠3", "杀 ♠7", "赤兔 ♥5"]})
    (opt,) = options(t)
    assert opt.cards == (t.id("杀 ♠7"),)                       # red and trick cards are not offered
    for card in ("桃 ♥3", "过河拆桥 ♠3", "赤兔 ♥5"):
        refused(t, 0, "play", {"type": "use", "skill": "duanliang", "cards": [card], "targets": [1]},
                "skill duanliang")
    refused(t, 0, "play", {"type": "use", "skill": "duanliang", "cards": ["杀 ♠7"], "targets": [3]},
            "not a legal target")
    refused(t, 0, "play", {"type": "use", "skill": "duanliang", "cards": ["杀 ♠7"], "targets": [0]},
            "not a legal target")
    t.end_play(0)
    t.finish()


def test_an_equipped_minus_horse_used_as_the_card_no_longer_shortens_the_reach():
    """With 大宛 equipped seat 3 is at distance 2; 大宛 itself made into the 兵粮寸断 leaves 3."""
    t = six({"hand": ["杀 ♠7"], "equip": ["大宛 ♠K"]})
    by_cards = {o.cards: o.targets.seats for o in options(t)}
    assert by_cards == {(t.id("杀 ♠7"),): (1, 2, 3, 4, 5), (t.id("大宛 ♠K"),): (1, 2, 4, 5)}
    refused(t, 0, "play", {"type": "use", "skill": "duanliang", "cards": ["大宛 ♠K"], "targets": [3]},
            "not a legal target")
    t.play(0, skill="duanliang", cards=["杀 ♠7"], targets=[3])
    t.end_play(0)
    t.finish()
    assert t.p(3).judge == [t.id("杀 ♠7")]


def test_a_judge_area_holding_one_already_is_not_a_target():
    t = Table([{"role": "lord", "general": "xuhuang", "hand": ["杀 ♠7"]}, {"role": "rebel", "judge": ["兵粮寸断 ♣4"]},
               {"role": "rebel"}, {"role": "renegade"}, {"role": "loyalist"}, {"role": "rebel"}])
    (opt,) = options(t)
    assert opt.targets.seats == (2, 4, 5)
    t.end_play(0)
    t.finish()
