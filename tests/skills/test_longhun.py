"""龙魂 (神赵云): X cards of one suit (X = his HP, at least 1) as ♥ 桃, ♦ 火【杀】, ♣ 闪, ♠ 无懈可击."""

from refusing import refused
from table import Table


def options(t, seat=0, kind="play"):
    return [o for o in t.expect(seat, kind).options if o.skill == "longhun"]


def test_two_diamonds_as_a_fire_slash_at_two_hp():
    t = Table([{"role": "lord", "general": "shenzhaoyun",
                "kingdom": "shu", "hand": ["闪 ♦2", "闪 ♦3", "杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "equip": ["藤甲 ♠2"]}])
    (fire,) = options(t)                       # at full HP: no 桃; 闪 and 无懈可击 are not played now
    assert (fire.name, fire.cards, fire.min_cards, fire.max_cards) == \
        ("fire_slash", tuple(t.ids("闪 ♦2", "闪 ♦3")), 2, 2)
    assert fire.targets.seats == (1,)
    refused(t, 0, "play", {"type": "use", "skill": "longhun", "cards": ["闪 ♦2"], "targets": [1]},
            "choose 2..2")
    refused(t, 0, "play", {"type": "use", "skill": "longhun", "cards": ["闪 ♦2", "桃 ♥3"], "targets": [1]},
            "may not be chosen")
    t.play(0, skill="longhun", cards=["闪 ♦2", "闪 ♦3"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire")]         # 藤甲: fire +1
    (use,) = t.log("use")
    assert use["card"]["key"] == "fire_slash" and use["card"]["skill"] == "longhun"


def test_one_club_as_dodge_at_one_hp():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "shenzhaoyun", "kingdom": "shu", "hp": 1, "hand": ["杀 ♣5", "闪 ♦2"]}])
    t.play(0, "杀 ♠7", [1])
    (dodge,) = options(t, 1, "respond")
    assert (dodge.name, dodge.cards, dodge.min_cards) == ("jink", (t.id("杀 ♣5"),), 1)
    refused(t, 1, "respond", {"type": "use", "skill": "longhun", "cards": ["闪 ♦2"]}, "may not be chosen")
    t.respond(1, skill="longhun", cards=["杀 ♣5"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("闪 ♦2")}


def test_dying_one_heart_is_a_peach():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "shenzhaoyun", "kingdom": "shu", "hp": 1, "hand": ["杀 ♥10", "杀 ♥11"]}])
    t.play(0, "杀 ♠7", [1])                               # (no 闪: hearts make none; the lord has no 桃)
    req = t.expect(1, "respond")
    assert set(req.names) == {"peach", "analeptic"}
    (peach,) = options(t, 1, "respond")
    assert (peach.name, peach.min_cards) == ("peach", 1)
    t.respond(1, skill="longhun", cards=["杀 ♥10"])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and t.hand(1) == {t.id("杀 ♥11")}


def test_spades_as_nullification():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "shenzhaoyun", "kingdom": "shu", "hand": ["杀 ♠7", "杀 ♠8", "闪 ♦2"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    (null,) = options(t, 1, "respond")
    assert (null.name, null.min_cards, null.max_cards) == ("nullification", 2, 2)
    t.respond(1, skill="longhun", cards=["杀 ♠7", "杀 ♠8"])
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")}
    assert [e["card"]["key"] for e in t.log("use")] == ["dismantlement", "nullification"]


def test_an_equipped_weapon_among_the_cards_takes_its_reach_along():
    """贯石斧 (range 3) is a ♦. With two other ♦ it is left out (the 杀 keeps the axe's reach); with
    one, it must be among the cards, and the 杀 made with it reaches only distance 1."""
    t = Table([{"role": "lord", "general": "shenzhaoyun",
                "kingdom": "shu", "hand": ["闪 ♦2", "闪 ♦3"], "equip": ["贯石斧 ♦5"]},
               {"role": "rebel"}, {"role": "rebel"}, {"role": "loyalist"}])
    (plain,) = options(t)
    assert plain.cards == tuple(t.ids("闪 ♦2", "闪 ♦3")) and plain.targets.seats == (1, 2, 3)
    refused(t, 0, "play", {"type": "use", "skill": "longhun", "cards": ["闪 ♦2", "贯石斧 ♦5"], "targets": [1]},
            "may not be chosen")
    t.end_play(0)
    t.finish()
    t = Table([{"role": "lord", "general": "shenzhaoyun",
                "kingdom": "shu", "hand": ["闪 ♦2", "杀 ♠7"], "equip": ["贯石斧 ♦5"]},
               {"role": "rebel"}, {"role": "rebel"}, {"role": "loyalist"}])
    (with_axe,) = options(t)
    assert set(with_axe.cards) == set(t.ids("闪 ♦2", "贯石斧 ♦5")) and with_axe.targets.seats == (1, 3)
    refused(t, 0, "play", {"type": "use", "skill": "longhun", "cards": ["闪 ♦2", "贯石斧 ♦5"], "targets": [2]},
            "not a legal target")
    t.play(0, skill="longhun", cards=["闪 ♦2", "贯石斧 ♦5"], targets=[3])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, "fire")] and t.p(0).equips == {}
