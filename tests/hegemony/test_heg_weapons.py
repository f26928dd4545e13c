"""The 国战 weapons: 三尖两刃刀 (range 3) and 吴六剑 (range 2)."""

from heg import HegTable

from sgs_desktop.engine.distance import attack_range
from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["caocao", "simayi"]}
SHU = {"generals": ["liubei", "zhangfei"]}
SHU2 = {"generals": ["zhaoyun", "guanyu"]}
SHU3 = {"generals": ["huangyueying", "liushan"]}
QUN = {"generals": ["lvbu", "diaochan"]}
HIDDEN = [False, False]


def seat(base, **kw):
    return {**base, **kw}


def slash_targets(t, s, ref="杀 ♠7"):
    req = t.expect(s, "play")
    return next(o for o in req.options if o.card == t.id(ref)).targets.seats


# --------------------------------------------------------------------------- 三尖两刃刀


def triblade_table(**kw):
    """6 players; seat 0 (三尖两刃刀) slashes seat 2. From seat 2 (赤兔): seats 1 and 4 are at 1,
    seat 3 at 1 too (its 绝影 is offset by the 赤兔), seat 5 at 2, and the wielder at 1."""
    hand = kw.pop("hand", ["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    return HegTable([seat(WU, equip=["三尖两刃刀 ♦Q"], hand=hand), seat(QUN),
                     seat(SHU, equip=["赤兔 ♥5"], **kw.pop("target", {})), seat(WEI, equip=["绝影 ♠5"]),
                     seat(WEI2), seat(SHU2)], **kw)


def test_triblade_discards_a_hand_card_to_hurt_a_neighbour_of_the_target():
    t = triblade_table()
    assert attack_range(t.g, 0) == 3
    t.play(0, "杀 ♠7", [2])
    req = t.expect(0, "option")
    assert req.prompt == Prompt("invoke", ("triblade",))
    t.yes(0)
    req = t.expect(0, "cards")
    assert set(req.cards) == set(t.ids("闪 ♥2", "闪 ♦2")) and (req.min, req.max) == (1, 1)
    assert req.prompt == Prompt("triblade_discard", (2,))
    t.cards(0, "闪 ♥2")
    req = t.expect(0, "seats")
    assert req.seats == (1, 3, 4) and (req.min, req.max) == (1, 1) and req.prompt == Prompt("triblade_target", (2,))
    t.seats(0, 1)
    t.end_play(0)
    t.finish()
    assert [(e["source"], e["target"], e["amount"], e["card"] and e["card"]["key"]) for e in t.log("damage")] == \
        [(0, 2, 1, "slash"), (0, 1, 1, None)]
    assert [(e["cards"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "triblade"] == \
        [([t.id("闪 ♥2")], "hand", "discard")]
    assert t.hand(0) == {t.id("闪 ♦2")}
    assert [p.hp for p in t.g.players] == [4, 3, 3, 4, 3, 4]


def test_triblade_may_be_declined():
    t = triblade_table()
    t.play(0, "杀 ♠7", [2])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.hand(0) == set(t.ids("闪 ♥2", "闪 ♦2"))


def test_triblade_needs_a_hit_and_a_hand_card():
    """A 杀 dodged with 闪 does not ask; a hit with no hand card left does not ask either."""
    t = triblade_table(target={"hand": ["闪 ♦3"]})
    t.play(0, "杀 ♠7", [2])
    t.respond(2, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    t2 = triblade_table(hand=["杀 ♠7"])
    t2.play(0, "杀 ♠7", [2])
    t2.end_play(0)
    t2.finish()
    assert t2.damage_log() == [(0, 2, 1, None)] and t2.log("skill") == []


def test_triblade_needs_another_player_at_distance_one_from_the_target():
    """3 players: seat 1's neighbours are the wielder (never a choice) and seat 2, whose 绝影 puts
    it at distance 2: nothing to ask."""
    t = HegTable([seat(WU, equip=["三尖两刃刀 ♦Q"], hand=["杀 ♠7", "闪 ♥2"]), seat(SHU),
                  seat(WEI, equip=["绝影 ♠5"])])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("闪 ♥2")}


def test_triblade_not_after_the_target_died():
    """The 杀 kills seat 2 (no 桃 anywhere): a dead player has no distance, nothing is asked. The
    kill of another kingdom's player is rewarded (2 cards: 蜀 had seats 2 and 5)."""
    t = triblade_table(target={"hp": 1}, top=["闪 ♦3", "闪 ♦6"])
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and not t.p(2).alive
    assert [(e["seat"], e["count"]) for e in t.log("reward")] == [(0, 2)]
    assert [e for e in t.log("move") if e["reason"] == "triblade"] == []
    assert t.hand(0) == set(t.ids("闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"))


# --------------------------------------------------------------------------- 吴六剑


def six_table(**over):
    """6 players; seat 2 (蜀) holds 吴六剑. From seat 0: seats 1, 5 at 1; 2, 4 at 2; 3 at 3."""
    players = [seat(SHU, hand=["杀 ♠7"]), seat(WEI), seat(SHU2, equip=["吴六剑 ♦6"]), seat(WU), seat(QUN), seat(WEI2)]
    for i, extra in over.items():
        players[int(i[1:])] = seat(players[int(i[1:])], **extra)
    return players


def test_six_swords_gives_the_other_players_of_its_kingdom_one_more_range():
    t = HegTable(six_table())
    assert attack_range(t.g, 0) == 2 and attack_range(t.g, 2) == 2      # the wielder: not itself
    assert attack_range(t.g, 1) == 1 and attack_range(t.g, 3) == 1
    assert slash_targets(t, 0) == (1, 2, 4, 5)
    t.play(0, "杀 ♠7", [4])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 4, 1, None)]


def test_six_swords_does_not_reach_players_without_a_kingdom():
    """A face-down 蜀 pair has no kingdom: range 1."""
    t = HegTable(six_table(s0={"shown": HIDDEN}))
    assert attack_range(t.g, 0) == 1
    assert slash_targets(t, 0) == (1, 5)
    t.end_play(0)
    t.finish()


def test_six_swords_of_a_face_down_wielder_helps_nobody():
    t = HegTable(six_table(s2={"shown": HIDDEN}))
    assert attack_range(t.g, 0) == 1 and attack_range(t.g, 2) == 2
    assert slash_targets(t, 0) == (1, 5)
    t.end_play(0)
    t.finish()


def test_six_swords_does_not_help_a_careerist():
    """野心家 seat 0 (a 蜀 pair, 蜀 already holds half): range 1; 蜀 seat 3 gets the +1."""
    players = [seat(SHU, careerist=True, hand=["杀 ♠7"]), seat(WEI), seat(SHU2, equip=["吴六剑 ♦6"]), seat(SHU3)]
    t = HegTable(players)
    assert t.p(0).kingdom == "careerist"
    assert attack_range(t.g, 0) == 1 and attack_range(t.g, 3) == 2
    assert slash_targets(t, 0) == (1, 3)
    t.end_play(0)
    t.finish()


def test_six_swords_stops_when_it_leaves():
    """Seat 0 dismantles the 吴六剑: its range drops back to 1."""
    t = HegTable(six_table(s0={"hand": ["过河拆桥 ♠3", "杀 ♠7"]}))
    assert slash_targets(t, 0) == (1, 2, 4, 5)
    t.play(0, "过河拆桥 ♠3", [2])
    assert slash_targets(t, 0) == (1, 5)
    t.end_play(0)
    t.finish()
    assert t.id("吴六剑 ♦6") in t.g.discard_pile and attack_range(t.g, 0) == 1
