"""Tricks on many targets: 南蛮入侵, 万箭齐发, 桃园结义, 五谷丰登 (docs/rulings.md 14, 18-20, 30)."""

from table import Table


def moves(t, reason):
    return [(e["cards"], e["dst"], e["dst_owner"]) for e in t.log("move") if e["reason"] == reason]


def targets_of(t, key):
    return [e["targets"] for e in t.log("use") if e["card"]["key"] == key]


# --------------------------------------------------------------------------- 南蛮入侵


def test_savage_assault_hits_every_other_player_in_seat_order():
    """南蛮入侵: every other player plays a 杀 or takes 1 damage from the user, in seat order
    after the user; only seats holding a 杀 are asked."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠7"]},
               {"role": "rebel", "hand": ["杀 ♠8"]},
               {"role": "loyalist", "hand": ["闪 ♥2"]},
               {"role": "renegade", "hand": ["杀 ♣2"]}])
    t.play(0, "南蛮入侵 ♠7")
    t.respond(1, "杀 ♠8", names=("slash",))
    # seat 2 holds no 杀: not asked
    t.respond(3)                        # holds a 杀 but declines
    t.end_play(0)
    t.finish()
    assert targets_of(t, "savage_assault") == [[1, 2, 3]]
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None)]
    assert [p.hp for p in t.g.players] == [4, 4, 3, 3]
    # a 杀 against 南蛮入侵 is played (打出), not used
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "slash")]
    assert [e["card"]["key"] for e in t.log("use")] == ["savage_assault"]
    assert t.id("杀 ♠8") in t.g.discard_pile and t.id("南蛮入侵 ♠7") in t.g.discard_pile
    assert t.id("杀 ♣2") in t.hand(3) and t.id("闪 ♥2") in t.hand(2)
    dmg = [e["card"]["key"] for e in t.log("damage")]
    assert dmg == ["savage_assault", "savage_assault"]


def test_savage_assault_order_starts_after_the_user():
    """南蛮入侵 used by seat 2 of 4: targets are 3, 0, 1 in that order (seat order after the user)."""
    t = Table([{"role": "lord", "hand": ["杀 ♠8"]},
               {"role": "loyalist", "hand": ["杀 ♠9"]},
               {"role": "rebel", "hand": ["南蛮入侵 ♣7"]},
               {"role": "renegade"}], current=2)
    t.play(2, "南蛮入侵 ♣7")
    # seat 3 has no 杀 → damaged first; then the lord is asked, then seat 1
    t.respond(0)
    t.respond(1)
    t.end_play(2)
    t.finish()
    assert targets_of(t, "savage_assault") == [[3, 0, 1]]
    assert t.damage_log() == [(2, 3, 1, None), (2, 0, 1, None), (2, 1, 1, None)]


def test_savage_assault_skips_dead_players():
    """Dead players are not targets of 南蛮入侵."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠K"]},
               {"role": "rebel"},
               {"role": "loyalist", "alive": False, "hp": 0},
               {"role": "rebel"}])
    t.play(0, "南蛮入侵 ♠K")
    t.end_play(0)
    t.finish()
    assert targets_of(t, "savage_assault") == [[1, 3]]
    assert t.damage_log() == [(0, 1, 1, None), (0, 3, 1, None)]


def test_savage_assault_nullified_for_one_target_only():
    """无懈可击 cancels 南蛮入侵 for one target only; the holder is asked before each target."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠7"]},
               {"role": "rebel"},
               {"role": "loyalist", "hand": ["杀 ♠8"]},
               {"role": "renegade", "hand": ["无懈可击 ♣12"]}])
    t.play(0, "南蛮入侵 ♠7")
    req = t.expect(3, "respond")
    assert req.names == ("nullification",) and list(req.prompt.args) == ["savage_assault", 0, 1]
    t.respond(3)                              # target 1: no 无懈可击
    assert list(t.expect(3, "respond").prompt.args) == ["savage_assault", 0, 2]
    t.respond(3, "无懈可击 ♣12")              # target 2: nullified → seat 2 is not asked for a 杀
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 3, 1, None)]
    assert [e["target"] for e in t.log("nullified")] == [2]
    assert t.id("杀 ♠8") in t.hand(2) and t.p(2).hp == 4


def test_savage_assault_continues_after_a_target_dies():
    """A target killed by 南蛮入侵 dies at once (the user, its killer, draws 3 for a 反贼);
    the remaining targets still resolve."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠7"]},
               {"role": "rebel", "hp": 1},
               {"role": "rebel"},
               {"role": "loyalist"}],
              top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(0, "南蛮入侵 ♠7")
    # nobody holds a 桃: the dying rebel is not asked and dies
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 3, 1, None)]
    assert not t.p(1).alive and [p.hp for p in t.g.players[2:]] == [3, 3]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, 0)]
    assert t.hand(0) == set(t.ids("闪 ♥2", "闪 ♦2", "闪 ♦3"))
    kinds = [k for k in t.kinds() if k in ("damage", "death")]
    assert kinds == ["damage", "death", "damage", "damage"]


def test_archery_attack_needs_jink():
    """万箭齐发: every other player plays a 闪 or takes 1 damage; seats without a 闪 are not asked."""
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "hand": ["闪 ♥2"]},
               {"role": "loyalist", "hand": ["杀 ♠7"]}])
    t.play(0, "万箭齐发 ♥A")
    t.respond(1, "闪 ♥2", names=("jink",))
    t.end_play(0)
    t.finish()
    assert targets_of(t, "archery_attack") == [[1, 2]]
    assert t.damage_log() == [(0, 2, 1, None)]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "jink")]
    assert t.id("闪 ♥2") in t.g.discard_pile and t.id("杀 ♠7") in t.hand(2)


def test_archery_attack_declined_jink_takes_damage():
    """万箭齐发: a target may keep its 闪 and take the damage; the next target is still asked."""
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "hand": ["闪 ♥2", "杀 ♠7"]},
               {"role": "loyalist", "hand": ["闪 ♦3"]}])
    t.play(0, "万箭齐发 ♥A")
    t.respond(1)
    t.respond(2, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(1) == set(t.ids("闪 ♥2", "杀 ♠7")) and t.hand(2) == set()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(2, "jink")]


def test_vine_makes_savage_assault_and_archery_attack_ineffective():
    """藤甲: 南蛮入侵 and 万箭齐发 have no effect on its wearer (not asked, no damage)."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠7", "万箭齐发 ♥A"]},
               {"role": "rebel", "hand": ["杀 ♠8", "闪 ♥2"], "equip": ["藤甲 ♣2"]},
               {"role": "loyalist"}])
    t.play(0, "南蛮入侵 ♠7")
    t.play(0, "万箭齐发 ♥A")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 2, 1, None)]
    assert [(e["card"]["key"], e["target"]) for e in t.log("no_effect")] == [("savage_assault", 1),
                                                                               ("archery_attack", 1)]
    assert t.hand(1) == set(t.ids("杀 ♠8", "闪 ♥2"))


# --------------------------------------------------------------------------- 桃园结义


def test_god_salvation_recovers_everyone_in_order_from_the_user():
    """桃园结义: each wounded player recovers 1 HP, in seat order starting with the user;
    a player at full HP is skipped; nobody goes above max HP."""
    t = Table([{"role": "lord", "hp": 3},
               {"role": "rebel", "hp": 2, "hand": ["桃园结义 ♥A"]},
               {"role": "loyalist"},
               {"role": "renegade", "hp": 1, "max_hp": 3}], current=1)
    t.play(1, "桃园结义 ♥A")
    t.end_play(1)
    t.finish()
    assert targets_of(t, "god_salvation") == [[1, 2, 3, 0]]
    assert [(e["target"], e["amount"], e["hp"], e["source"]) for e in t.log("recover")] == \
        [(1, 1, 3, 1), (3, 1, 2, 1), (0, 1, 4, 1)]
    assert [p.hp for p in t.g.players] == [4, 3, 4, 2]
    assert t.id("桃园结义 ♥A") in t.g.discard_pile


def test_god_salvation_full_hp_player_gets_no_nullification_window():
    """桃园结义: no 无懈可击 window for a player at full HP; a nullified player does not recover."""
    t = Table([{"role": "lord", "hp": 3, "hand": ["桃园结义 ♥A"]},
               {"role": "rebel", "hand": ["无懈可击 ♣12"]},
               {"role": "loyalist", "hp": 2}])
    t.play(0, "桃园结义 ♥A")
    req = t.expect(1, "respond")
    assert req.names == ("nullification",) and list(req.prompt.args) == ["god_salvation", 0, 0]
    t.respond(1)
    # seat 1 itself is at full HP: the next window is for seat 2
    assert list(t.expect(1, "respond").prompt.args) == ["god_salvation", 0, 2]
    t.respond(1, "无懈可击 ♣12")
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("recover")] == [0]
    assert [e["target"] for e in t.log("nullified")] == [2]
    assert [p.hp for p in t.g.players] == [4, 4, 2]


# --------------------------------------------------------------------------- 五谷丰登


def test_amazing_grace_each_player_picks_in_order_from_the_user():
    """五谷丰登: as many cards as living players are revealed; each picks one in seat order from
    the user; the last one takes the only card left."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "hand": ["五谷丰登 ♥3"]},
               {"role": "loyalist", "alive": False, "hp": 0},
               {"role": "renegade"}],
              top=["桃 ♥4", "闪 ♥2", "杀 ♠7", "杀 ♠8"], current=1)
    t.play(1, "五谷丰登 ♥3")
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("桃 ♥4", "闪 ♥2", "杀 ♠7"))
    assert (req.min, req.max) == (1, 1)
    t.cards(1, "闪 ♥2")
    assert set(t.expect(3, "cards").cards) == set(t.ids("桃 ♥4", "杀 ♠7"))
    t.cards(3, "桃 ♥4")
    # the lord gets 杀 ♠7 without being asked
    t.end_play(1)
    t.finish()
    assert targets_of(t, "amazing_grace") == [[1, 3, 0]]
    assert moves(t, "amazing_grace") == [
        (t.ids("桃 ♥4", "闪 ♥2", "杀 ♠7"), "processing", -1),
        ([t.id("闪 ♥2")], "hand", 1), ([t.id("桃 ♥4")], "hand", 3), ([t.id("杀 ♠7")], "hand", 0)]
    assert t.hand(1) == {t.id("闪 ♥2")} and t.hand(3) == {t.id("桃 ♥4")} and t.hand(0) == {t.id("杀 ♠7")}
    assert t.g.draw_pile[-1] == t.id("杀 ♠8")          # only three cards were revealed
    assert moves(t, "amazing_grace_left") == []


def test_amazing_grace_nullified_target_takes_none_and_leftover_is_discarded():
    """五谷丰登: a target whose share is nullified takes no card; the next picks from what is
    left; the card nobody took is discarded."""
    t = Table([{"role": "lord", "hand": ["五谷丰登 ♥4", "无懈可击 ♦Q"]},
               {"role": "rebel"},
               {"role": "loyalist"}],
              top=["桃 ♥3", "闪 ♥2", "杀 ♠7"])
    t.play(0, "五谷丰登 ♥4")
    t.respond(0)                                     # own window
    t.cards(0, "桃 ♥3")
    t.respond(0, "无懈可击 ♦Q")                      # seat 1's window: nullified
    req = t.expect(2, "cards")                       # no 无懈可击 left: seat 2 picks at once
    assert set(req.cards) == set(t.ids("闪 ♥2", "杀 ♠7"))
    t.cards(2, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("nullified")] == [1]
    assert t.hand(1) == set()
    assert t.hand(2) == {t.id("杀 ♠7")} and t.hand(0) == {t.id("桃 ♥3")}
    assert moves(t, "amazing_grace_left") == [([t.id("闪 ♥2")], "discard", -1)]
    assert t.id("闪 ♥2") in t.g.discard_pile
    # the leftover goes after the 五谷丰登's last pick and before the 五谷丰登 itself is discarded
    order = [(e["reason"], e["cards"]) for e in t.log("move") if e["dst"] == "discard"]
    assert order == [("used", [t.id("无懈可击 ♦Q")]), ("amazing_grace_left", [t.id("闪 ♥2")]),
                     ("used", [t.id("五谷丰登 ♥4")])]


def test_amazing_grace_user_picks_first():
    """五谷丰登 with two players: two cards revealed, the user picks first, the other gets the rest."""
    t = Table([{"role": "lord", "hand": ["五谷丰登 ♥3"]}, {"role": "rebel"}], top=["杀 ♠7", "闪 ♥2", "桃 ♥4"])
    t.play(0, "五谷丰登 ♥3")
    assert set(t.expect(0, "cards").cards) == set(t.ids("杀 ♠7", "闪 ♥2"))
    t.cards(0, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.hand(1) == {t.id("杀 ♠7")}
    assert t.g.draw_pile[-1] == t.id("桃 ♥4")


def test_archery_attack_eight_diagram_red_counts_as_jink():
    """八卦阵 against 万箭齐发: a red judgement counts as playing a 闪 (the hand 闪 is not asked)."""
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "hand": ["闪 ♥2"], "equip": ["八卦阵 ♠2"]},
               {"role": "loyalist", "hand": ["闪 ♦3"], "equip": ["八卦阵 ♣2"]}],
              top=["桃 ♥3", "杀 ♠7"])
    t.play(0, "万箭齐发 ♥A")
    t.yes(1)                                # 八卦阵: red, done
    t.yes(2)                                # 八卦阵: black, still asked for a 闪 from hand
    t.respond(2)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")] == \
        [(1, "eight_diagram", t.id("桃 ♥3")), (2, "eight_diagram", t.id("杀 ♠7"))]
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.id("闪 ♥2") in t.hand(1) and t.id("闪 ♦3") in t.hand(2)


def test_nullification_window_asks_from_the_current_player():
    """Each target's 无懈可击 window asks every holder in seat order from the current player (the user)."""
    t = Table([{"role": "lord", "hand": ["无懈可击 ♣12"]},
               {"role": "loyalist", "hand": ["无懈可击 ♣13"]},
               {"role": "rebel", "hand": ["万箭齐发 ♥A"]},
               {"role": "renegade", "hand": ["无懈可击 ♦Q"]}], current=2)
    t.play(2, "万箭齐发 ♥A")
    for target in (3, 0, 1):
        for seat in (3, 0, 1):
            assert list(t.expect(seat, "respond").prompt.args) == ["archery_attack", 2, target]
            t.respond(seat)
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 3, 1, None), (2, 0, 1, None), (2, 1, 1, None)]


def test_god_salvation_user_at_full_hp_is_skipped():
    """桃园结义 used by a player at full HP: the user is skipped, the others still recover."""
    t = Table([{"role": "lord", "hand": ["桃园结义 ♥A"]},
               {"role": "rebel", "hp": 1},
               {"role": "loyalist", "hp": 3}])
    t.play(0, "桃园结义 ♥A")
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["hp"]) for e in t.log("recover")] == [(1, 2), (2, 4)]
