"""Chains (铁索连环): elemental damage spreads to every chained player (docs/rulings.md 22, 23)."""

from table import Table


def chain_events(t):
    return [(e["seat"], e["chained"]) for e in t.log("chain")]


def chained(t):
    return [p.seat for p in t.g.players if p.chained]


def flags(t):
    return [e["chain"] for e in t.log("damage")]


def test_fire_damage_spreads_in_seat_order_from_the_current_player():
    """火杀 on a chained player: it is unchained, then every other chained player, in seat order
    from the current player (here the user itself first, not the seat after the victim), takes
    the same damage with the same source and nature."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "chained": True},
               {"role": "rebel", "chained": True},
               {"role": "rebel"},
               {"role": "loyalist", "chained": True},
               {"role": "renegade", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 0, 1, "fire"), (0, 3, 1, "fire"), (0, 4, 1, "fire")]
    assert flags(t) == [False, True, True, True]
    assert chain_events(t) == [(1, False), (0, False), (3, False), (4, False)]
    assert chained(t) == []
    assert [p.hp for p in t.g.players] == [3, 3, 4, 3, 3]
    assert all(e["card"]["key"] == "fire_slash" for e in t.log("damage"))


def test_spread_order_is_from_the_current_player_not_the_source():
    """借刀杀人 makes seat 1 use a 雷杀 in seat 0's turn: the spread goes from the current player
    (seat 0) round the table, so seat 0 before seat 1; the source is still seat 1."""
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣12"], "chained": True},
               {"role": "rebel", "hand": ["雷杀 ♠4"], "equip": ["诸葛连弩 ♣A"], "chained": True},
               {"role": "rebel", "chained": True},
               {"role": "loyalist"}])
    t.play(0, "借刀杀人 ♣12", [1, 2])
    t.respond(1, "雷杀 ♠4")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, "thunder"), (1, 0, 1, "thunder"), (1, 1, 1, "thunder")]
    assert flags(t) == [False, True, True]
    assert chained(t) == []
    assert t.p(1).equips  # the weapon stays: seat 1 used the 杀


def test_transmitted_damage_does_not_spread_again():
    """Each chained player takes the damage exactly once: a transmitted damage unchains its victim
    but carries nothing further."""
    t = Table([{"role": "lord", "hand": ["雷杀 ♠5"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True},
               {"role": "loyalist", "chained": True}], current=0)
    t.play(0, "雷杀 ♠5", [3])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, "thunder"), (0, 1, 1, "thunder"), (0, 2, 1, "thunder")]
    assert chain_events(t) == [(3, False), (1, False), (2, False)]
    assert [p.hp for p in t.g.players] == [4, 3, 3, 3]


def test_spread_happens_even_when_the_first_victim_dies():
    """The chain carries the damage after the first victim's damage has fully resolved, even when
    it died (nobody holds a 桃, so nobody is asked)."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]},
               {"role": "renegade", "hp": 1, "chained": True},
               {"role": "rebel", "chained": True},
               {"role": "loyalist", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire"), (0, 3, 1, "fire")]
    seq = [(e["kind"], e.get("target", e.get("seat"))) for e in t.log()
           if e["kind"] in ("damage", "dying", "death")]
    assert seq == [("damage", 1), ("dying", 1), ("death", 1), ("damage", 2), ("damage", 3)]
    assert chained(t) == []


def test_transmitted_damage_can_kill_and_the_chain_goes_on():
    """A transmitted victim that dies does not stop the chain: the next chained player still takes it."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]},
               {"role": "loyalist", "chained": True},
               {"role": "renegade", "hp": 1, "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert not t.p(2).alive and [(e["seat"], e["killer"]) for e in t.log("death")] == [(2, 0)]
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire"), (0, 3, 1, "fire")]
    assert t.p(3).hp == 3


def test_normal_damage_does_not_spread_or_unchain():
    """A normal 杀 on a chained player: no spread, and it stays chained."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert chain_events(t) == []
    assert chained(t) == [1, 2]


def test_elemental_damage_to_an_unchained_player_does_not_spread():
    """Only damage to a chained player spreads; other chained players are untouched."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "chained": True},
               {"role": "rebel"},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    assert chain_events(t) == [] and chained(t) == [0, 2]


def test_dodged_fire_slash_does_not_unchain():
    """No damage, no chain: a 火杀 dodged by 闪 leaves everyone chained."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]},
               {"role": "rebel", "hand": ["闪 ♥2"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and chain_events(t) == [] and chained(t) == [1, 2]


def test_drunk_fire_slash_transmits_two():
    """酒 + 火杀: 2 fire damage to the first victim and 2 to each chained player (the source's change)."""
    t = Table([{"role": "lord", "hand": ["酒 ♣3", "火杀 ♥4"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "酒 ♣3")
    t.play(0, "火杀 ♥4", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 2, "fire"), (0, 1, 2, "fire")]
    assert [p.hp for p in t.g.players] == [4, 2, 2]


def test_vine_on_the_first_victim_adds_one_only_to_it():
    """藤甲 on the first victim: it takes 2 fire damage, the chain carries the amount the source
    caused (1)."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]},
               {"role": "rebel", "equip": ["藤甲 ♣2"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire"), (0, 2, 1, "fire")]
    assert [p.hp for p in t.g.players] == [4, 2, 3]


def test_vine_on_a_transmitted_victim_adds_one_to_it():
    """藤甲 on a chained player who is not the first victim: fire damage carried to it is +1."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "equip": ["藤甲 ♠2"], "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 2, "fire")]


def test_vine_does_not_add_to_thunder():
    t = Table([{"role": "lord", "hand": ["雷杀 ♠4"]},
               {"role": "rebel", "equip": ["藤甲 ♣2"], "chained": True},
               {"role": "rebel", "equip": ["藤甲 ♠2"], "chained": True}])
    t.play(0, "雷杀 ♠4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 1, "thunder")]


def test_silver_lion_caps_only_the_first_victim():
    """白银狮子 on the first victim caps its damage at 1; the chain carries the source's 2 (酒)."""
    t = Table([{"role": "lord", "hand": ["酒 ♠9", "雷杀 ♠4"]},
               {"role": "rebel", "equip": ["白银狮子 ♣A"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "酒 ♠9")
    t.play(0, "雷杀 ♠4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 2, "thunder")]


def test_guding_blade_bonus_is_carried_by_the_chain():
    """古锭刀 is the source's change: +1 on a first victim with no hand card is carried (2)."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["古锭刀 ♠A"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "hand": ["闪 ♦2"], "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire"), (0, 2, 2, "fire")]


def test_guding_blade_does_not_apply_to_transmitted_damage():
    """古锭刀 refers to the target of your 杀: a chained player with no hand card gets no +1."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["古锭刀 ♠A"]},
               {"role": "rebel", "hand": ["杀 ♠7"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]


def test_ice_sword_is_not_offered_on_transmitted_damage():
    """寒冰剑 refers to the target of your 杀: it is offered for the first victim only."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["寒冰剑 ♠2"]},
               {"role": "rebel", "hand": ["杀 ♠7"], "chained": True},
               {"role": "rebel", "hand": ["杀 ♠8"], "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.no(0)                               # do not use 寒冰剑 on seat 1
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]
    assert t.id("杀 ♠8") in t.hand(2)


def test_lightning_on_a_chained_player_spreads_with_no_source():
    """闪电 (3 thunder damage, no source) on a chained player spreads with no source either."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "judge": ["闪电 ♠A"], "chained": True},
               {"role": "rebel"},
               {"role": "loyalist", "chained": True}],
              current=1, phase="judge", top=["杀 ♠8", "杀 ♠7", "闪 ♥2"])
    t.end_play(1)
    t.cards(1, "杀 ♠7")                   # 2 cards, 1 HP: discard 1
    t.finish()
    assert t.damage_log() == [(None, 1, 3, "thunder"), (None, 3, 3, "thunder")]
    assert flags(t) == [False, True] and chained(t) == []


def test_iron_chain_then_fire_slash():
    """铁索连环 chains two players (toggle); a 火杀 on one of them then reaches the other."""
    t = Table([{"role": "lord", "hand": ["铁索连环 ♣10", "火杀 ♥4"]},
               {"role": "rebel"},
               {"role": "rebel"},
               {"role": "loyalist"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.card == t.id("铁索连环 ♣10")]
    assert opt.targets.seats == (0, 1, 2, 3) and (opt.targets.min, opt.targets.max) == (1, 2)
    t.play(0, "铁索连环 ♣10", [1, 3])
    assert chained(t) == [1, 3]
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert chain_events(t) == [(1, True), (3, True), (1, False), (3, False)]
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 3, 1, "fire")]
    assert chained(t) == []


def test_iron_chain_toggles_and_can_target_yourself():
    """铁索连环 on a chained player unchains it (重置); the user may target itself."""
    t = Table([{"role": "lord", "hand": ["铁索连环 ♣11", "雷杀 ♠4"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "铁索连环 ♣11", [0, 1])
    assert chained(t) == [0, 2]
    t.play(0, "雷杀 ♠4", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, "thunder"), (0, 0, 1, "thunder")]
    assert t.p(1).hp == 4 and chained(t) == []


def test_iron_chain_recast_is_not_a_use():
    """铁索连环 recast (重铸): discarded and one card drawn; no chain change, no 无懈可击 window."""
    t = Table([{"role": "lord", "hand": ["铁索连环 ♠12"]},
               {"role": "rebel", "hand": ["无懈可击 ♣12"]}], top=["杀 ♠7"])
    t.recast(0, "铁索连环 ♠12")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7")} and t.id("铁索连环 ♠12") in t.g.discard_pile
    assert t.log("use") == [] and chain_events(t) == []


def test_lightning_kills_a_chained_holder_and_still_spreads():
    """闪电 kills the chained current player: its turn ends, but the chain still carries the 3 thunder
    damage (no source) to the other chained player; nobody is rewarded."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "hp": 3, "judge": ["闪电 ♠A"], "chained": True},
               {"role": "rebel", "chained": True}],
              current=1, phase="judge", top=["杀 ♠8", "杀 ♠7", "闪 ♥2"])
    t.finish()
    assert t.damage_log() == [(None, 1, 3, "thunder"), (None, 2, 3, "thunder")]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, None)]
    assert t.p(2).hp == 1 and chained(t) == []
    assert t.hand(0) == set() and t.hand(2) == set()
    assert t.g.draw_pile[-1] == t.id("杀 ♠7")


def test_chain_after_the_source_died_has_no_source():
    """The source dies from its own chained damage: it is not rewarded for killing itself, and the
    damage carried after its death has no source (no reward for the 反贼 it kills)."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "hp": 1, "hand": ["火杀 ♥4"], "chained": True},
               {"role": "loyalist", "chained": True},
               {"role": "rebel", "hp": 1, "chained": True},
               {"role": "renegade"}], current=1)
    t.play(1, "火杀 ♥4", [2])
    # seat 1 (current, the source) dies from the chain: its turn ends at once
    t.finish()
    assert t.damage_log() == [(1, 2, 1, "fire"), (1, 1, 1, "fire"), (None, 3, 1, "fire")]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, 1), (3, None)]
    assert [e for e in t.log("move") if e["reason"] not in ("setup", "use", "used", "death")] == []
    assert t.hand(0) == set() and t.hand(4) == set() and t.p(2).hp == 3


def test_qinggang_sword_ignores_only_the_slash_targets_vine():
    """青釭剑 ignores the 杀 target's 藤甲 (1 fire damage), not a transmitted victim's (1 + 1)."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["青釭剑 ♠6"]},
               {"role": "rebel", "equip": ["藤甲 ♣2"], "chained": True},
               {"role": "rebel", "equip": ["藤甲 ♠2"], "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 2, "fire")]


def test_silver_lion_caps_a_transmitted_victim():
    """白银狮子 on a transmitted victim caps the carried 2 at 1; others take 2."""
    t = Table([{"role": "lord", "hand": ["酒 ♣9", "火杀 ♥4"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "equip": ["白银狮子 ♣A"], "chained": True},
               {"role": "loyalist", "chained": True}])
    t.play(0, "酒 ♣9")
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire"), (0, 2, 1, "fire"), (0, 3, 2, "fire")]


def test_spread_waits_until_the_first_victim_is_saved():
    """The chain carries the damage only after the first victim's dying has been resolved (saved by
    another player's 桃 here)."""
    t = Table([{"role": "lord", "hand": ["雷杀 ♠6"]},
               {"role": "rebel", "hp": 1, "chained": True},
               {"role": "rebel", "chained": True},
               {"role": "renegade", "hand": ["桃 ♥3"]}])
    t.play(0, "雷杀 ♠6", [1])
    t.respond(3, "桃 ♥3", names=("peach",))
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 1, "thunder")]
    seq = [e["kind"] for e in t.log() if e["kind"] in ("damage", "dying", "recover")]
    assert seq == ["damage", "dying", "recover", "damage"]
    assert t.p(1).alive and t.p(1).hp == 1 and chained(t) == []


def test_prevented_damage_does_not_unchain_or_spread():
    """寒冰剑 used instead of the damage: no damage, so the chained target stays chained and nothing spreads."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["寒冰剑 ♠2"]},
               {"role": "rebel", "hand": ["杀 ♠7"], "equip": ["绝影 ♠5"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.yes(0)
    t.pick(0, index=0)                    # the 杀 in hand; the horse, the only card left, goes at once
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and chain_events(t) == [] and chained(t) == [1, 2]
    assert t.hand(1) == set() and not t.p(1).equips


def test_kylin_bow_is_not_offered_on_transmitted_damage():
    """麒麟弓 refers to the target of your 杀: a transmitted victim's horse is not offered."""
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel", "chained": True},
               {"role": "rebel", "equip": ["赤兔 ♥5"], "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]
    assert t.p(2).equips and t.id("赤兔 ♥5") not in t.g.discard_pile
