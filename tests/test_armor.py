"""Armour (防具) and horses (坐骑): 八卦阵 仁王盾 藤甲 白银狮子, +1/−1 horses (docs/rulings.md 4, 5, 23, 27, 30)."""

import pytest
from table import Table

from sgs_desktop.engine.distance import distance, distances_from
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use

ROLES = ("lord", "rebel", "loyalist", "renegade", "rebel", "rebel")


def table(*players: dict, **kw) -> Table:
    """Seat i gets the i-th role of ROLES; seat 0 (the lord) takes the turn, starting in its play phase."""
    return Table([{"role": ROLES[i], **p} for i, p in enumerate(players)], **kw)


def option(t: Table, seat: int, card: str | None = None, skill: str | None = None):
    """The option of `card` (or of `skill`) in seat's pending PlayRequest, or None when not offered."""
    req = t.expect(seat, "play")
    for o in req.options:
        if (card is not None and o.card == t.id(card)) or (skill is not None and o.skill == skill):
            return o
    return None


def skills(t: Table) -> list[tuple[int, str]]:
    return [(e["seat"], e["skill"]) for e in t.log("skill")]


def no_effect(t: Table) -> list[tuple[str, int]]:
    return [(e["card"]["key"], e["target"]) for e in t.log("no_effect")]


def judged(t: Table) -> list[tuple[int, int, str]]:
    return [(e["seat"], e["card"]["id"], e["reason"]) for e in t.log("judge")]


# --------------------------------------------------------------------------- 八卦阵


def test_eight_diagram_red_counts_as_jink():
    """八卦阵: when a 闪 is needed the owner may judge; red counts as having used a 闪 with no sub-cards, and
    the owner is not asked for a real 闪 (ruling 30)."""
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2"]}, top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.options == ("yes", "no") and req.prompt.args == ("eight_diagram", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    assert t.hand(1) == {t.id("闪 ♦2")}                 # the real 闪 was not spent
    assert judged(t) == [(1, t.id("桃 ♥3"), "eight_diagram")]
    assert t.id("桃 ♥3") in t.g.discard_pile
    jink = [e for e in t.log("use") if e["card"]["key"] == "jink"]
    assert [(e["user"], e["card"]["subcards"], e["card"]["skill"]) for e in jink] == [(1, [], "eight_diagram")]
    assert skills(t) == [(1, "eight_diagram")]


def test_eight_diagram_black_then_asked_for_real_jink():
    """八卦阵: a black judgement gives nothing; the owner is then asked for a real 闪 (ruling 30)."""
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2"]}, top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.respond(1, "闪 ♦2", names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.hand(1) == set()
    assert judged(t) == [(1, t.id("杀 ♣3"), "eight_diagram")]
    jink = [e for e in t.log("use") if e["card"]["key"] == "jink"]
    assert [e["card"]["id"] for e in jink] == [t.id("闪 ♦2")]


def test_eight_diagram_black_without_jink_takes_damage():
    """八卦阵: black judgement and no 闪 in hand: nothing more is asked, the 杀 hits."""
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["桃 ♥4"], "equip": ["八卦阵 ♣2"]}, top=["杀 ♠10"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert judged(t) == [(1, t.id("杀 ♠10"), "eight_diagram")]


def test_eight_diagram_declined_no_judgement():
    """八卦阵 is optional: declined, nothing is judged and the owner is asked for a real 闪."""
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2"]}, top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("judge") == [] and t.g.draw_pile[-1] == t.id("桃 ♥3")


def test_eight_diagram_against_archery_attack():
    """八卦阵 works whenever a 闪 is needed, also played against 万箭齐发: each owner judges in turn
    (rulings 18, 30)."""
    t = table({"hand": ["万箭齐发 ♥A"]}, {"equip": ["八卦阵 ♠2"]}, {"equip": ["八卦阵 ♣2"]}, {},
              top=["桃 ♥3", "杀 ♣3"])
    t.play(0, "万箭齐发 ♥A")
    t.yes(1)                                                # ♥3: red
    t.yes(2)                                                # ♣3: black, no 闪
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None)]
    assert judged(t) == [(1, t.id("桃 ♥3"), "eight_diagram"), (2, t.id("杀 ♣3"), "eight_diagram")]
    played = t.log("play")                                  # 万箭齐发: the 闪 is played (打出), not used
    assert [(e["seat"], e["card"]["key"], e["card"]["subcards"]) for e in played] == [(1, "jink", [])]


def test_eight_diagram_not_asked_for_other_cards():
    """八卦阵 only provides 闪: against 南蛮入侵 (a 杀 is needed) nothing is asked."""
    t = table({"hand": ["南蛮入侵 ♠7"]}, {"equip": ["八卦阵 ♠2"]}, top=["桃 ♥3"])
    t.play(0, "南蛮入侵 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("judge") == []


# --------------------------------------------------------------------------- 仁王盾


@pytest.mark.parametrize("slash", ["杀 ♠7", "杀 ♣3", "雷杀 ♠4"])
def test_renwang_shield_black_slash_has_no_effect(slash):
    """仁王盾: a black 杀 has no effect — the owner is not even asked for 闪 (ruling 30)."""
    t = table({"hand": [slash]}, {"hand": ["闪 ♦2"], "equip": ["仁王盾 ♣2"]})
    t.play(0, slash, [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    assert t.hand(1) == {t.id("闪 ♦2")}
    key = "thunder_slash" if slash.startswith("雷") else "slash"
    assert no_effect(t) == [(key, 1)]
    assert skills(t) == [(1, "renwang_shield")]


@pytest.mark.parametrize(("slash", "nature"), [("杀 ♥10", None), ("杀 ♦6", None), ("火杀 ♥4", "fire")])
def test_renwang_shield_red_slash_works(slash, nature):
    """仁王盾 does nothing against a red 杀: the owner must 闪 or take the damage."""
    t = table({"hand": [slash]}, {"hand": ["闪 ♦2"], "equip": ["仁王盾 ♣2"]})
    t.play(0, slash, [1])
    t.respond(1, names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, nature)]
    assert t.log("no_effect") == [] and skills(t) == []


def test_renwang_shield_colourless_slash_works():
    """仁王盾: a colourless 杀 (丈八蛇矛 with a red and a black card) is not black (ruling 30)."""
    t = table({"hand": ["桃 ♥3", "杀 ♣3"], "equip": ["丈八蛇矛 ♠Q"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, skill="spear", cards=["桃 ♥3", "杀 ♣3"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("no_effect") == []


def test_renwang_shield_does_not_stop_black_tricks():
    """仁王盾 is about 杀 only: a black 南蛮入侵 or 决斗 still works."""
    t = table({"hand": ["南蛮入侵 ♠7", "决斗 ♠A"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, "南蛮入侵 ♠7")
    t.play(0, "决斗 ♠A", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]
    assert t.log("no_effect") == []


# --------------------------------------------------------------------------- 藤甲


def test_vine_normal_slash_has_no_effect():
    """藤甲: a normal 杀 has no effect; the owner is not asked for 闪 (ruling 30)."""
    t = table({"hand": ["杀 ♥10"]}, {"hand": ["闪 ♦2"], "equip": ["藤甲 ♠2"]})
    t.play(0, "杀 ♥10", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    assert no_effect(t) == [("slash", 1)] and t.hand(1) == {t.id("闪 ♦2")}
    assert skills(t) == [(1, "vine")]


def test_vine_savage_assault_has_no_effect():
    """藤甲: 南蛮入侵 has no effect on the owner (not asked for 杀); the others resolve as usual (ruling 30)."""
    t = table({"hand": ["南蛮入侵 ♣7"]}, {"hand": ["杀 ♠7"], "equip": ["藤甲 ♣2"]}, {})
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert no_effect(t) == [("savage_assault", 1)] and t.hand(1) == {t.id("杀 ♠7")}


def test_vine_archery_attack_has_no_effect():
    """藤甲: 万箭齐发 has no effect on the owner (ruling 30)."""
    t = table({"hand": ["万箭齐发 ♥A"]}, {"hand": ["闪 ♦2"], "equip": ["藤甲 ♠2"]}, {})
    t.play(0, "万箭齐发 ♥A")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert no_effect(t) == [("archery_attack", 1)] and t.hand(1) == {t.id("闪 ♦2")}


def test_vine_fire_slash_deals_one_more():
    """藤甲: a 火杀 works and its fire damage is +1 (ruling 30)."""
    t = table({"hand": ["火杀 ♦4"]}, {"hand": ["闪 ♦2"], "equip": ["藤甲 ♠2"]})
    t.play(0, "火杀 ♦4", [1])
    t.respond(1, names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.damage_log() == [(0, 1, 2, "fire")]
    assert t.log("no_effect") == [] and skills(t) == [(1, "vine")]


def test_vine_thunder_slash_works_normally():
    """藤甲: a 雷杀 is not a normal 杀: it works and deals the usual 1 thunder damage (ruling 30)."""
    t = table({"hand": ["雷杀 ♣5"]}, {"equip": ["藤甲 ♠2"]})
    t.play(0, "雷杀 ♣5", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder")]
    assert t.log("no_effect") == [] and skills(t) == []


def test_vine_fire_attack_deals_one_more():
    """藤甲: any fire damage is +1, e.g. 火攻's (rulings 21, 30)."""
    t = table({"hand": ["火攻 ♥2", "桃 ♥4"]}, {"hand": ["桃 ♥3"], "equip": ["藤甲 ♠2"]})
    t.play(0, "火攻 ♥2", [1])
    t.cards(0, "桃 ♥4")                                     # 1's only card is shown without a choice
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire")]


def test_vine_fire_bonus_applies_to_each_chained_victim_itself():
    """藤甲 + 铁索连环: the chain carries the damage as the source caused it (1), before the first victim's
    藤甲 +1; a chained 藤甲 wearer adds its own +1 (rulings 23, 30)."""
    t = table({"hand": ["火杀 ♥7"]}, {"equip": ["藤甲 ♠2"], "chained": True}, {"chained": True},
              {"equip": ["藤甲 ♣2"], "chained": True})
    t.play(0, "火杀 ♥7", [1])
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["amount"], e["chain"]) for e in t.log("damage")] == [(1, 2, False), (2, 1, True),
                                                                                (3, 2, True)]
    assert [t.p(s).hp for s in range(4)] == [4, 2, 3, 2]


# --------------------------------------------------------------------------- 白银狮子


def test_silver_lion_caps_damage_at_one():
    """白银狮子: damage above 1 becomes 1 — a 酒-boosted 杀 deals 1 (ruling 30)."""
    t = table({"hand": ["酒 ♣3", "杀 ♠7"]}, {"equip": ["白银狮子 ♣A"]})
    t.play(0, "酒 ♣3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    assert skills(t) == [(1, "silver_lion")]
    assert [e["kind"] for e in t.log() if e["kind"] in ("drunk_slash", "skill", "damage")] == \
        ["drunk_slash", "skill", "damage"]


def test_silver_lion_caps_guding_blade_bonus():
    """白银狮子 applies after the source's changes: 古锭刀's 1+1 on a handless wearer becomes 1 (ruling 30)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["古锭刀 ♠A"]}, {"equip": ["白银狮子 ♣A"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert skills(t) == [(0, "guding_blade"), (1, "silver_lion")]


def test_silver_lion_one_damage_unchanged():
    """白银狮子: a damage of 1 stays 1 and the armour does not act."""
    t = table({"hand": ["杀 ♠7"]}, {"equip": ["白银狮子 ♣A"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and skills(t) == []


def test_silver_lion_caps_chain_victim_but_not_what_the_chain_carries():
    """白银狮子 + 铁索连环: the first victim's cap does not reduce what the chain carries (ruling 23)."""
    t = table({"hand": ["酒 ♣3", "雷杀 ♠5"]}, {"equip": ["白银狮子 ♣A"], "chained": True}, {"chained": True})
    t.play(0, "酒 ♣3")
    t.play(0, "雷杀 ♠5", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 2, "thunder")]


def test_silver_lion_replaced_by_another_armour_recovers():
    """白银狮子 leaving the equipment area (replaced by another armour) recovers 1 HP; the old armour
    goes to the discard pile first (rulings 27, 30)."""
    t = table({"hand": ["藤甲 ♠2"], "equip": ["白银狮子 ♣A"], "hp": 2}, {})
    t.play(0, "藤甲 ♠2")
    t.end_play(0)
    t.finish()
    lion, vine = t.id("白银狮子 ♣A"), t.id("藤甲 ♠2")
    assert t.p(0).hp == 3 and t.p(0).equips == {"armor": vine}
    assert lion in t.g.discard_pile
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("recover")] == [(0, 1, 3)]
    order = [(e["kind"], e.get("reason")) for e in t.log() if e["kind"] in ("move", "recover")][-3:]
    assert order == [("move", "replace_equip"), ("recover", None), ("move", "equip")]
    assert skills(t) == [(0, "silver_lion")]


def test_silver_lion_dismantled_recovers():
    """白银狮子 discarded by 过河拆桥: its owner recovers 1 HP (ruling 30)."""
    t = table({"hand": ["过河拆桥 ♠3"]}, {"equip": ["白银狮子 ♣A"], "hp": 2})
    t.play(0, "过河拆桥 ♠3", [1])                          # the only card: no pick
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and t.p(1).equips == {}
    assert t.id("白银狮子 ♣A") in t.g.discard_pile
    assert [(e["target"], e["amount"], e["source"]) for e in t.log("recover")] == [(1, 1, 1)]


def test_silver_lion_picked_among_other_cards_by_dismantlement():
    """过河拆桥 picks 白银狮子 among a hand card and a horse: its owner recovers 1 HP."""
    t = table({"hand": ["过河拆桥 ♣4"]}, {"hand": ["桃 ♥3"], "equip": ["白银狮子 ♣A", "绝影 ♠5"], "hp": 3})
    t.play(0, "过河拆桥 ♣4", [1])
    req = t.expect(0, "pick")
    assert req.hand == 1 and set(req.cards) == set(t.ids("白银狮子 ♣A", "绝影 ♠5"))
    t.pick(0, card="白银狮子 ♣A")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.p(1).equips == {"defensive_horse": t.id("绝影 ♠5")}


def test_silver_lion_snatched_recovers():
    """白银狮子 leaving for any reason — taken by 顺手牵羊 — recovers 1 HP; the taker gets the card."""
    t = table({"hand": ["顺手牵羊 ♠4"]}, {"equip": ["白银狮子 ♣A"], "hp": 1})
    t.play(0, "顺手牵羊 ♠4", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.hand(0) == {t.id("白银狮子 ♣A")}


def test_silver_lion_discarded_by_its_owner_for_axe_recovers():
    """白银狮子 leaving for any reason — its owner discards it for 贯石斧 — recovers 1 HP."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3"], "equip": ["贯石斧 ♦5", "白银狮子 ♣A"], "hp": 2},
              {"hand": ["闪 ♦2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.yes(0)                                               # exactly two cards besides the axe
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(0).equips == {"weapon": t.id("贯石斧 ♦5")}
    assert t.damage_log() == [(0, 1, 1, None)]


def test_silver_lion_caps_lightning():
    """白银狮子 caps sourceless damage too: 闪电's 3 thunder damage becomes 1 (rulings 25, 30)."""
    t = table({"judge": ["闪电 ♠A"], "equip": ["白银狮子 ♣A"]}, {}, phase="judge", top=["杀 ♠7"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(None, 0, 1, "thunder")]
    assert t.p(0).hp == 3 and skills(t) == [(0, "silver_lion")]


def test_silver_lion_discarded_by_ice_sword_recovers():
    """白银狮子 discarded by the attacker's 寒冰剑: the damage is prevented and the owner recovers 1 HP."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["桃 ♥3"], "equip": ["白银狮子 ♣A"], "hp": 3})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.pick(0, card="白银狮子 ♣A")                           # then the hand card goes without a pick
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.p(1).hp == 4
    assert t.hand(1) == set() and t.p(1).equips == {}
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(1, 1)]


def test_silver_lion_no_recovery_at_full_hp():
    """白银狮子 leaving while its owner is at full HP: nothing to recover, no event."""
    t = table({"hand": ["八卦阵 ♠2"], "equip": ["白银狮子 ♣A"]}, {})
    t.play(0, "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 4 and t.log("recover") == [] and skills(t) == []
    assert t.id("白银狮子 ♣A") in t.g.discard_pile


# --------------------------------------------------------------------------- horses


def test_minus_one_horse_reaches_distance_two():
    """−1 马: the owner's distance to others is 1 less, so a player at distance 2 is in range 1 (ruling 4)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["赤兔 ♥5"]}, {}, {}, {})
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 2, 3)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


def test_without_horse_distance_two_is_out_of_range():
    """Control: no horse, four players: the seat opposite is at distance 2, out of range 1 (rulings 4, 5)."""
    t = table({"hand": ["杀 ♠7"]}, {}, {}, {})
    assert distance(t.g, 0, 2) == 2
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 3)
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(2,)))
    t.end_play(0)
    t.finish()


def test_plus_one_horse_puts_owner_out_of_range():
    """+1 马: others count their distance to the owner as 1 more; a neighbour at 2 is out of range 1 —
    but the owner's own distances do not change (ruling 4)."""
    t = table({"hand": ["杀 ♠7"]}, {"equip": ["的卢 ♣5"]}, {}, {})
    assert distance(t.g, 0, 1) == 2 and distance(t.g, 1, 0) == 1 and distance(t.g, 1, 2) == 1
    assert option(t, 0, "杀 ♠7").targets.seats == (3,)
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(1,)))
    t.play(0, "杀 ♠7", [3])
    t.end_play(0)
    t.finish()


def test_plus_one_horse_owner_still_reaches_neighbours():
    """+1 马 does not change the owner's own range: on its turn it reaches both neighbours."""
    t = table({}, {"hand": ["杀 ♠7"], "equip": ["爪黄飞电 ♥K"]}, {}, {}, current=1)
    assert option(t, 1, "杀 ♠7").targets.seats == (2, 0)
    t.play(1, "杀 ♠7", [0])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]


def test_horses_cancel_out():
    """A −1 马 of the source and a +1 马 of the target cancel: distance 2 stays 2 (ruling 4)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["大宛 ♠K"]}, {}, {"equip": ["骅骝 ♦K"]}, {})
    assert distance(t.g, 0, 2) == 2
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 3)
    t.end_play(0)
    t.finish()


def test_distance_never_below_one():
    """Distance is never less than 1: two players, a −1 马 gives 1, not 0; with the target's +1 马 too it is
    1 + 1 − 1 = 1 (the floor applies to the total, not after the −1), so the 杀 reaches (ruling 4)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["紫骍 ♦K"]}, {"equip": ["绝影 ♠5"]})
    assert distance(t.g, 0, 1) == 1 and distance(t.g, 1, 0) == 1
    assert option(t, 0, "杀 ♠7").targets.seats == (1,)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_minus_one_horse_alone_two_players_distance_one():
    """Two players, a −1 马: 1 − 1 = 0 is floored to 1 (ruling 4)."""
    t = table({"equip": ["赤兔 ♥5"]}, {})
    assert distance(t.g, 0, 1) == 1 and distances_from(t.g, 0) == {1: 1}
    t.end_play(0)
    t.finish()


def test_equipping_a_horse_changes_range_at_once_and_replaces_the_old_horse():
    """Equipping a −1 马 from hand puts the far seat in range at once; a second −1 马 replaces the first,
    which goes to the discard pile (rulings 4, 27)."""
    t = table({"hand": ["赤兔 ♥5", "紫骍 ♦K", "杀 ♠7"]}, {}, {}, {}, {})
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 4)
    t.play(0, "赤兔 ♥5")
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 2, 3, 4)
    t.play(0, "紫骍 ♦K")
    assert t.p(0).equips == {"offensive_horse": t.id("紫骍 ♦K")}
    assert t.id("赤兔 ♥5") in t.g.discard_pile
    ev = [(e["cards"], e["reason"]) for e in t.log("move") if e["reason"] in ("replace_equip", "equip")]
    assert ev == [([t.id("赤兔 ♥5")], "equip"), ([t.id("赤兔 ♥5")], "replace_equip"), ([t.id("紫骍 ♦K")], "equip")]
    t.play(0, "杀 ♠7", [3])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)]


def test_plus_one_horse_blocks_snatch():
    """顺手牵羊 needs distance ≤ 1: a neighbour with a +1 马 is out of reach; a −1 马 brings it back
    (rulings 4, 16)."""
    t = table({"hand": ["顺手牵羊 ♠3", "赤兔 ♥5"]}, {"hand": ["桃 ♥3"], "equip": ["绝影 ♠5"]}, {"hand": ["桃 ♥4"]})
    assert option(t, 0, "顺手牵羊 ♠3").targets.seats == (2,)
    t.play(0, "赤兔 ♥5")
    assert option(t, 0, "顺手牵羊 ♠3").targets.seats == (1, 2)
    t.play(0, "顺手牵羊 ♠3", [1])
    t.pick(0, card="绝影 ♠5")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("绝影 ♠5")} and t.p(1).equips == {}


def test_dead_players_are_not_counted():
    """Distance counts living players only: with seat 1 dead, seat 2 is seat 0's neighbour (ruling 4)."""
    t = table({"hand": ["杀 ♠7"]}, {"alive": False}, {}, {})
    assert distance(t.g, 0, 2) == 1
    assert option(t, 0, "杀 ♠7").targets.seats == (2, 3)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
