"""Single-target tricks (docs/rulings.md 15-17, 21, 22): 决斗 过河拆桥 顺手牵羊 无中生有 借刀杀人 火攻 铁索连环."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Recast, Use

ROLES4 = ("lord", "loyalist", "rebel", "renegade")


def two(hand0=(), hand1=(), *, p0=None, p1=None, **kw):
    a = {"role": "lord", "hand": list(hand0), **(p0 or {})}
    b = {"role": "rebel", "hand": list(hand1), **(p1 or {})}
    return Table([a, b], **kw)


def four(hands, extra=None, **kw):
    extra = extra or {}
    return Table([{"role": ROLES4[i], "hand": list(h), **extra.get(i, {})} for i, h in enumerate(hands)], **kw)


def option(t, seat, ref):
    """The PlayRequest option of seat for the card `ref` (None when not offered)."""
    req = t.expect(seat, "play")
    found = [o for o in req.options if o.card == t.id(ref)]
    assert len(found) <= 1
    return found[0] if found else None


def plays(t):
    """(seat, card key) of every card played (打出)."""
    return [(e["seat"], e["card"]["key"]) for e in t.log("play")]


def moves(t, reason):
    return [e for e in t.log("move") if e["reason"] == reason]


# --------------------------------------------------------------------------- 决斗


def test_duel_target_without_slash_takes_damage_from_user():
    """决斗: the target cannot play 杀 → it takes 1 damage from the user; the user is never asked."""
    t = two(["决斗 ♠A", "杀 ♠7"], ["闪 ♥2"])
    t.play(0, "决斗 ♠A", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.p(1).hp == 3 and t.p(0).hp == 4
    assert plays(t) == []
    assert t.id("杀 ♠7") in t.hand(0)
    assert t.id("决斗 ♠A") in t.g.discard_pile
    (dmg,) = t.log("damage")
    assert dmg["card"]["key"] == "duel"


def test_duel_target_plays_slash_first_then_user_fails():
    """决斗: the target plays 杀 first; then the user must play one; the user has none → the user takes
    1 damage from the target."""
    t = two(["决斗 ♠A", "闪 ♥2"], ["杀 ♠7"])
    t.play(0, "决斗 ♠A", [1])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and req.mode == "play"
    t.respond(1, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
    assert t.p(0).hp == 3 and t.p(1).hp == 4
    assert plays(t) == [(1, "slash")]
    assert t.id("杀 ♠7") in t.g.discard_pile


def test_duel_alternates_until_one_side_runs_out():
    """决斗: target, user, target, user … each plays 杀 in turn; the target runs out first → the target
    takes 1 damage from the user."""
    t = two(["决斗 ♣A", "杀 ♠8", "火杀 ♥4"], ["杀 ♣2", "雷杀 ♠5"])
    t.play(0, "决斗 ♣A", [1])
    t.respond(1, "杀 ♣2")
    t.respond(0, "杀 ♠8")
    t.respond(1, "雷杀 ♠5")          # 雷杀/火杀 are 杀 too
    t.respond(0, "火杀 ♥4")
    t.end_play(0)                    # seat 1 has no 杀 left: it is not asked again
    t.finish()
    assert plays(t) == [(1, "slash"), (0, "slash"), (1, "thunder_slash"), (0, "fire_slash")]
    assert t.damage_log() == [(0, 1, 1, None)]      # the duel's damage has no nature
    assert t.p(1).hp == 3 and t.p(0).hp == 4
    assert not t.p(0).hand and not t.p(1).hand


def test_duel_user_may_decline_and_takes_the_damage():
    """决斗: the user holding 杀 may still not play it → the user takes 1 damage from the target."""
    t = two(["决斗 ♦A", "杀 ♠8"], ["杀 ♣2", "杀 ♣3"])
    t.play(0, "决斗 ♦A", [1])
    t.respond(1, "杀 ♣2")
    t.respond(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
    assert t.p(0).hp == 3 and t.p(1).hp == 4
    assert t.id("杀 ♠8") in t.hand(0) and t.id("杀 ♣3") in t.hand(1)
    assert plays(t) == [(1, "slash")]


def test_duel_target_may_decline_holding_slash():
    """决斗: the target holding 杀 may decline → it takes the damage and keeps its 杀."""
    t = two(["决斗 ♠A"], ["杀 ♣2"])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.id("杀 ♣2") in t.hand(1) and plays(t) == []


def test_duel_is_not_a_slash_and_ignores_distance():
    """决斗 may target any other player (no distance limit) and does not use up the 杀 action."""
    t = four([["决斗 ♠A", "杀 ♠7"], [], [], []])
    opt = option(t, 0, "决斗 ♠A")
    assert set(opt.targets.seats) == {1, 2, 3} and (opt.targets.min, opt.targets.max) == (1, 1)
    t.play(0, "决斗 ♠A", [2])
    assert option(t, 0, "杀 ♠7") is not None
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None)]


# --------------------------------------------------------------------------- 过河拆桥


def test_dismantlement_discards_a_face_down_hand_card_by_position():
    """过河拆桥: the user picks a hand card face down, by position; it goes to the discard pile."""
    t = two(["过河拆桥 ♠3"], ["闪 ♥2", "桃 ♥3", "杀 ♣2"])
    t.play(0, "过河拆桥 ♠3", [1])
    req = t.expect(0, "pick")
    assert req.owner == 1 and req.hand == 3 and req.cards == ()     # hand ids are not shown
    order = t.g.face_down                 # the positions (a fresh permutation: not the hand's order)
    assert sorted(order) == sorted(t.p(1).hand)
    t.pick(0, index=1)
    t.end_play(0)
    t.finish()
    gone = order[1]
    assert gone in t.g.discard_pile and gone not in t.hand(1)
    assert t.hand(1) == set(order) - {gone}
    assert t.id("过河拆桥 ♠3") in t.g.discard_pile
    (mv,) = moves(t, "dismantlement")
    assert mv["cards"] == [gone] and mv["src"] == "hand" and mv["src_owner"] == 1 and mv["dst"] == "discard"


def test_dismantlement_discards_an_equipment_card():
    """过河拆桥: an equipment card may be picked (by id); it leaves the slot for the discard pile."""
    t = two(["过河拆桥 ♠4"], ["闪 ♥2"], p1={"equip": ["八卦阵 ♠2", "绝影 ♠5"]})
    t.play(0, "过河拆桥 ♠4", [1])
    req = t.expect(0, "pick")
    assert req.hand == 1 and set(req.cards) == {t.id("八卦阵 ♠2"), t.id("绝影 ♠5")}
    t.pick(0, card="八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert "armor" not in t.p(1).equips and t.p(1).equips["defensive_horse"] == t.id("绝影 ♠5")
    assert t.id("八卦阵 ♠2") in t.g.discard_pile and t.id("闪 ♥2") in t.hand(1)
    (mv,) = moves(t, "dismantlement")
    assert mv["cards"] == [t.id("八卦阵 ♠2")] and mv["src"] == "equip"


def test_dismantlement_discards_a_judge_area_card():
    """过河拆桥: a delayed trick in the judge area may be picked; it goes to the discard pile."""
    t = two(["过河拆桥 ♣3"], ["闪 ♥2"], p1={"judge": ["乐不思蜀 ♠6"]})
    t.play(0, "过河拆桥 ♣3", [1])
    req = t.expect(0, "pick")
    assert req.hand == 1 and req.cards == (t.id("乐不思蜀 ♠6"),)
    t.pick(0, card="乐不思蜀 ♠6")
    t.end_play(0)
    t.finish()
    assert t.p(1).judge == [] and t.id("乐不思蜀 ♠6") in t.g.discard_pile
    (mv,) = moves(t, "dismantlement")
    assert mv["src"] == "judge" and mv["cards"] == [t.id("乐不思蜀 ♠6")]


def test_dismantlement_only_card_is_taken_without_asking():
    """过河拆桥 on a player with exactly one card: no choice to make, no request."""
    t = two(["过河拆桥 ♣4"], p1={"equip": ["赤兔 ♥5"]})
    t.play(0, "过河拆桥 ♣4", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.id("赤兔 ♥5") in t.g.discard_pile


def test_dismantlement_not_usable_on_a_player_with_no_cards_any_distance():
    """过河拆桥: any other player with a card in hand, equipment or judge area (no distance limit);
    a player with no card is not a legal target."""
    t = four([["过河拆桥 ♠12"], [], ["闪 ♥2"], []], {3: {"judge": ["兵粮寸断 ♠10"]}})
    opt = option(t, 0, "过河拆桥 ♠12")
    assert set(opt.targets.seats) == {2, 3}
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("过河拆桥 ♠12"), targets=(1,)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("过河拆桥 ♠12"), targets=(0,)))
    t.play(0, "过河拆桥 ♠12", [2])
    t.end_play(0)
    t.finish()
    assert t.id("闪 ♥2") in t.g.discard_pile


def test_dismantlement_not_offered_when_nobody_has_cards():
    """过河拆桥 with no legal target at all is not offered."""
    t = two(["过河拆桥 ♥12", "杀 ♠7"])
    assert option(t, 0, "过河拆桥 ♥12") is None
    t.end_play(0)
    t.finish()


# --------------------------------------------------------------------------- 顺手牵羊


def test_snatch_only_within_distance_one():
    """顺手牵羊 needs distance ≤ 1: at 4 players seat 2 (distance 2) is not offered."""
    t = four([["顺手牵羊 ♠3"], ["闪 ♥2"], ["闪 ♦2"], ["闪 ♦3"]])
    opt = option(t, 0, "顺手牵羊 ♠3")
    assert set(opt.targets.seats) == {1, 3}
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("顺手牵羊 ♠3"), targets=(2,)))
    t.end_play(0)
    t.finish()


def test_snatch_target_plus_one_horse_puts_it_out_of_reach():
    """顺手牵羊: the target's +1 horse makes the distance 2 → not offered."""
    t = four([["顺手牵羊 ♠4"], ["闪 ♥2"], ["闪 ♦2"], ["闪 ♦3"]], {1: {"equip": ["的卢 ♣5"]}})
    opt = option(t, 0, "顺手牵羊 ♠4")
    assert set(opt.targets.seats) == {3}
    t.end_play(0)
    t.finish()


def test_snatch_user_minus_one_horse_brings_players_in_reach():
    """顺手牵羊: the user's −1 horse makes seat 2 distance 1 (and cancels a target's +1 horse)."""
    t = four([["顺手牵羊 ♦3"], ["闪 ♥2"], ["闪 ♦2"], ["闪 ♦3"]],
             {0: {"equip": ["赤兔 ♥5"]}, 1: {"equip": ["的卢 ♣5"]}})
    opt = option(t, 0, "顺手牵羊 ♦3")
    assert set(opt.targets.seats) == {1, 2, 3}
    t.play(0, "顺手牵羊 ♦3", [2])
    t.end_play(0)
    t.finish()
    assert t.id("闪 ♦2") in t.hand(0) and not t.p(2).hand


def test_snatch_distance_counts_living_players_only():
    """顺手牵羊: a dead player between does not count, so seat 2 is at distance 1 when seat 1 is dead."""
    t = four([["顺手牵羊 ♠3"], [], ["闪 ♦2"], ["闪 ♦3"]], {1: {"alive": False}})
    opt = option(t, 0, "顺手牵羊 ♠3")
    assert set(opt.targets.seats) == {2, 3}
    t.play(0, "顺手牵羊 ♠3", [2])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦2")}


def test_snatch_takes_a_hand_card_into_the_users_hand():
    """顺手牵羊: the picked card (face down, by position) goes to the user's hand."""
    t = two(["顺手牵羊 ♠11"], ["闪 ♥2", "桃 ♥3"], p1={"equip": ["青釭剑 ♠6"]})
    t.play(0, "顺手牵羊 ♠11", [1])
    req = t.expect(0, "pick")
    assert req.hand == 2 and req.cards == (t.id("青釭剑 ♠6"),)
    t.pick_hidden(0, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.hand(1) == {t.id("桃 ♥3")}
    assert t.id("顺手牵羊 ♠11") in t.g.discard_pile
    (mv,) = moves(t, "snatch")
    assert mv["cards"] == [t.id("闪 ♥2")] and mv["dst"] == "hand" and mv["dst_owner"] == 0
    # the target and the user see which card; a spectator does not
    assert [e["cards"] for e in t.log("move", None) if e["reason"] == "snatch"] == [None]


def test_snatch_takes_an_equipment_card():
    """顺手牵羊: an equipment card goes to the user's hand (not into the user's equipment)."""
    t = two(["顺手牵羊 ♦4"], ["闪 ♥2"], p1={"equip": ["青釭剑 ♠6"]})
    t.play(0, "顺手牵羊 ♦4", [1])
    t.pick(0, card="青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert t.id("青釭剑 ♠6") in t.hand(0) and t.p(1).equips == {} and t.p(0).equips == {}


def test_snatch_takes_a_judge_area_card_into_hand():
    """顺手牵羊: a delayed trick in the judge area may be taken; it goes to the user's hand."""
    t = two(["顺手牵羊 ♠3"], ["闪 ♥2"], p1={"judge": ["乐不思蜀 ♥6"]})
    t.play(0, "顺手牵羊 ♠3", [1])
    t.pick(0, card="乐不思蜀 ♥6")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("乐不思蜀 ♥6")} and t.p(1).judge == [] and t.p(0).judge == []
    (mv,) = moves(t, "snatch")
    assert mv["src"] == "judge" and mv["dst"] == "hand" and mv["dst_owner"] == 0


# --------------------------------------------------------------------------- 无中生有


def test_ex_nihilo_draws_two_from_the_top():
    """无中生有: the user draws the top two cards of the draw pile."""
    t = two(["无中生有 ♥7"], top=["桃 ♥3", "闪 ♥2", "杀 ♠9"])
    opt = option(t, 0, "无中生有 ♥7")
    assert opt.targets is None          # the user is the only target; none is chosen
    t.play(0, "无中生有 ♥7")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥3"), t.id("闪 ♥2")}
    assert t.g.draw_pile[-1] == t.id("杀 ♠9")
    (mv,) = moves(t, "ex_nihilo")
    assert mv["cards"] == [t.id("桃 ♥3"), t.id("闪 ♥2")] and mv["dst_owner"] == 0
    (use,) = t.log("use")
    assert use["targets"] == [0] and use["card"]["key"] == "ex_nihilo"
    assert t.id("无中生有 ♥7") in t.g.discard_pile


def test_ex_nihilo_cards_may_be_used_at_once():
    """The cards drawn by 无中生有 are in hand and usable in the same play phase."""
    t = two(["无中生有 ♥8"], top=["决斗 ♠A", "闪 ♥2"])
    t.play(0, "无中生有 ♥8")
    t.play(0, "决斗 ♠A", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("闪 ♥2")}


# --------------------------------------------------------------------------- 借刀杀人


def collateral_table(a_hand=("杀 ♠7",), b_hand=(), a_weapon="青釭剑 ♠6"):
    return Table([{"role": "lord", "hand": ["借刀杀人 ♣Q"]},
                  {"role": "rebel", "hand": list(a_hand), "equip": [a_weapon]},
                  {"role": "renegade", "hand": list(b_hand)}])


def test_collateral_a_uses_slash_on_b():
    """借刀杀人: A uses 杀 on B → B takes the damage from A; A keeps the weapon."""
    t = collateral_table()
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and req.mode == "use"
    t.respond(1, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]
    assert t.p(2).hp == 3 and t.p(1).equips["weapon"] == t.id("青釭剑 ♠6")
    assert [(e["user"], e["card"]["key"], e["targets"]) for e in t.log("use")] == \
        [(0, "collateral", [1]), (1, "slash", [2])]
    assert t.log("use")[0]["second_targets"] == [[1, 2]]
    assert not t.p(0).hand


def test_collateral_slash_can_be_dodged():
    """借刀杀人: A's 杀 on B is a normal 杀: B may use 闪."""
    t = collateral_table(b_hand=["闪 ♥2"])
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.respond(1, "杀 ♠7")
    t.respond(2, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.p(1).equips["weapon"] == t.id("青釭剑 ♠6")


def test_collateral_a_refuses_gives_weapon_to_user():
    """借刀杀人: A does not use 杀 → A's weapon goes to the user's hand."""
    t = collateral_table()
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert t.hand(0) == {t.id("青釭剑 ♠6")} and t.p(1).equips == {}
    assert t.id("杀 ♠7") in t.hand(1)
    (mv,) = moves(t, "collateral")
    assert mv["cards"] == [t.id("青釭剑 ♠6")] and mv["src"] == "equip" and mv["dst_owner"] == 0


def test_collateral_a_without_slash_gives_weapon_without_asking():
    """借刀杀人: A holding no 杀 is not asked; the weapon goes to the user."""
    t = collateral_table(a_hand=["闪 ♥2"])
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("青釭剑 ♠6")} and t.p(1).equips == {}


def test_collateral_b_may_be_the_user():
    """借刀杀人: B may be the user itself (the user is in A's range)."""
    t = collateral_table()
    opt = option(t, 0, "借刀杀人 ♣Q")
    assert 0 in dict(opt.targets.then)[1]
    t.play(0, "借刀杀人 ♣Q", [1, 0])
    t.respond(1, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]


def test_collateral_targets_only_armed_players_with_someone_in_range():
    """借刀杀人: A is another player with a weapon and someone in its attack range; B is in A's range.
    The TargetSpec lists the (A, Bs) pairs."""
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣K"], "equip": ["绝影 ♠5"]},
               {"role": "loyalist", "equip": ["诸葛连弩 ♣A"]},      # range 1: seat 2 (seat 0 has +1)
               {"role": "rebel"},                                    # no weapon: never A
               {"role": "renegade", "equip": ["麒麟弓 ♥5", "的卢 ♣5"]},  # range 5: everyone
               {"role": "rebel", "equip": ["诸葛连弩 ♦A"]}])        # range 1, both neighbours +1: nobody
    opt = option(t, 0, "借刀杀人 ♣K")
    assert {a: set(bs) for a, bs in opt.targets.then} == {1: {2}, 3: {0, 1, 2, 4}}
    assert set(opt.targets.seats) == {1, 3}
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("借刀杀人 ♣K"), targets=(4, 0)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("借刀杀人 ♣K"), targets=(2, 1)))
    t.end_play(0)
    t.finish()


def test_collateral_armed_player_with_nobody_in_range_is_not_offered():
    """借刀杀人: a player with a weapon but nobody in its attack range is not a legal A;
    with no legal A the card is not offered."""
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣Q", "杀 ♠7"], "equip": ["绝影 ♠5"]},
               {"role": "rebel", "equip": ["诸葛连弩 ♣A"]},
               {"role": "renegade", "equip": ["的卢 ♣5"]}])
    assert option(t, 0, "借刀杀人 ♣Q") is None
    t.end_play(0)
    t.finish()


def test_collateral_b_must_be_in_as_attack_range():
    """借刀杀人: naming a B outside A's attack range is illegal."""
    t = four([["借刀杀人 ♣Q"], ["杀 ♠7"], [], []], {1: {"equip": ["诸葛连弩 ♣A"]}})
    opt = option(t, 0, "借刀杀人 ♣Q")
    assert {a: set(bs) for a, bs in opt.targets.then} == {1: {0, 2}}
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("借刀杀人 ♣Q"), targets=(1, 3)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("借刀杀人 ♣Q"), targets=(1,)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("借刀杀人 ♣Q"), targets=(1, 1)))
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.respond(1, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]


def test_collateral_slash_does_not_use_up_as_own_slash_or_the_users():
    """借刀杀人: A's 杀 is a response, not A's play-phase 杀; the user may still use its own 杀."""
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣Q", "杀 ♠8"]},
               {"role": "rebel", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "renegade"}])
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.respond(1, "杀 ♠7")
    t.play(0, "杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None), (0, 1, 1, None)]


# --------------------------------------------------------------------------- 火攻


def test_fire_attack_same_suit_discard_deals_fire_damage():
    """火攻: the target shows a hand card; the user discards a hand card of that suit → 1 fire damage."""
    t = two(["火攻 ♥2", "桃 ♥3", "杀 ♠7"], ["闪 ♥8", "杀 ♣2"])
    t.play(0, "火攻 ♥2", [1])
    req = t.expect(1, "cards")
    assert set(req.cards) == t.hand(1) and (req.min, req.max) == (1, 1)
    t.cards(1, "闪 ♥8")
    req = t.expect(0, "cards")
    assert req.cards == (t.id("桃 ♥3"),) and (req.min, req.max) == (0, 1)   # only hearts are offered
    t.cards(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    (show,) = t.log("show", None)       # everyone sees the shown card
    assert show["seat"] == 1 and show["cards"] == [t.id("闪 ♥8")] and show["suit"] == "heart"
    assert t.id("闪 ♥8") in t.hand(1)   # shown, not discarded
    assert t.id("桃 ♥3") in t.g.discard_pile and t.id("火攻 ♥2") in t.g.discard_pile
    (mv,) = moves(t, "fire_attack")
    assert mv["cards"] == [t.id("桃 ♥3")]


def test_fire_attack_user_declines_no_damage():
    """火攻: the user may decline to discard → no damage."""
    t = two(["火攻 ♥3", "桃 ♥4"], ["闪 ♥8"])
    t.play(0, "火攻 ♥3", [1])             # seat 1's only hand card is shown without a request
    t.cards(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.id("桃 ♥4") in t.hand(0)
    assert [e["cards"] for e in t.log("show")] == [[t.id("闪 ♥8")]]
    assert moves(t, "fire_attack") == []


def test_fire_attack_user_without_the_suit_is_not_asked():
    """火攻: the user has no hand card of the shown suit → no request, no damage."""
    t = two(["火攻 ♦12", "桃 ♥4"], ["杀 ♣2"])
    t.play(0, "火攻 ♦12", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.id("桃 ♥4") in t.hand(0)
    assert t.log("show")[0]["suit"] == "club"


def test_fire_attack_needs_a_target_with_hand_cards():
    """火攻: only players with a hand card; yourself only with a hand card besides the 火攻."""
    t = Table([{"role": "lord", "hand": ["火攻 ♥2"]}, {"role": "rebel", "hand": ["闪 ♥2"]},
               {"role": "renegade", "equip": ["赤兔 ♥5"]}])
    opt = option(t, 0, "火攻 ♥2")
    assert set(opt.targets.seats) == {1}
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("火攻 ♥2"), targets=(0,)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("火攻 ♥2"), targets=(2,)))
    t.end_play(0)
    t.finish()


def test_fire_attack_not_offered_with_no_hand_card_anywhere():
    """火攻 with only itself in hand and nobody else holding a card is not offered."""
    t = two(["火攻 ♥3"])
    assert option(t, 0, "火攻 ♥3") is None
    t.end_play(0)
    t.finish()


def test_fire_attack_on_yourself():
    """火攻 on yourself (another hand card): you show one and may discard a same-suit card → you take
    1 fire damage from yourself."""
    t = two(["火攻 ♦12", "闪 ♦2", "闪 ♦3"], ["杀 ♣2"])
    opt = option(t, 0, "火攻 ♦12")
    assert set(opt.targets.seats) == {0, 1}
    t.play(0, "火攻 ♦12", [0])
    req = t.expect(0, "cards")
    assert set(req.cards) == {t.id("闪 ♦2"), t.id("闪 ♦3")}
    t.cards(0, "闪 ♦2")
    t.cards(0, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 0, 1, "fire")]
    assert t.log("show")[0]["seat"] == 0
    assert t.hand(0) == {t.id("闪 ♦2")} and t.id("闪 ♦3") in t.g.discard_pile


def test_fire_attack_on_yourself_may_discard_the_shown_card():
    """火攻 on yourself with one other hand card: it is shown (no choice) and, being of the suit, may be
    the card discarded → 1 fire damage to yourself."""
    t = two(["火攻 ♥3", "桃 ♥4"], ["杀 ♣2"])
    t.play(0, "火攻 ♥3", [0])
    req = t.expect(0, "cards")
    assert req.cards == (t.id("桃 ♥4"),) and (req.min, req.max) == (0, 1)
    t.cards(0, "桃 ♥4")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 0, 1, "fire")] and not t.p(0).hand
    assert [e["cards"] for e in t.log("show")] == [[t.id("桃 ♥4")]]


# --------------------------------------------------------------------------- 铁索连环


def test_iron_chain_one_target_is_chained():
    """铁索连环 on one player: it becomes chained (横置)."""
    t = two(["铁索连环 ♠11"])
    t.play(0, "铁索连环 ♠11", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).chained and not t.p(0).chained
    assert [(e["seat"], e["chained"]) for e in t.log("chain")] == [(1, True)]
    assert t.id("铁索连环 ♠11") in t.g.discard_pile


def test_iron_chain_two_targets_toggle_yourself_included():
    """铁索连环 on two players, yourself included: each toggles (a chained one is reset)."""
    t = Table([{"role": "lord", "hand": ["铁索连环 ♣10"]}, {"role": "rebel", "chained": True},
               {"role": "renegade"}])
    opt = option(t, 0, "铁索连环 ♣10")
    assert set(opt.targets.seats) == {0, 1, 2} and (opt.targets.min, opt.targets.max) == (1, 2)
    t.play(0, "铁索连环 ♣10", [1, 0])
    t.end_play(0)
    t.finish()
    assert t.p(0).chained and not t.p(1).chained and not t.p(2).chained
    assert [(e["seat"], e["chained"]) for e in t.log("chain")] == [(0, True), (1, False)]


def test_iron_chain_at_most_two_targets():
    """铁索连环: three targets (or none) is illegal."""
    t = Table([{"role": "lord", "hand": ["铁索连环 ♣11"]}, {"role": "rebel"}, {"role": "renegade"}])
    for bad in ((0, 1, 2), ()):
        with pytest.raises(IllegalAnswer):
            t.g.answer(Use(card=t.id("铁索连环 ♣11"), targets=bad))
    t.end_play(0)
    t.finish()


def test_iron_chain_recast_discards_and_draws_one():
    """铁索连环 recast (重铸): it goes to the discard pile and the player draws one; nobody is
    chained, and a recast is not a use: no 无懈可击 window (seat 1 holds one and is not asked)."""
    t = two(["铁索连环 ♣12"], ["无懈可击 ♠J"], top=["闪 ♥2", "桃 ♥3"])
    req = t.expect(0, "play")
    assert req.recast == (t.id("铁索连环 ♣12"),)
    t.recast(0, "铁索连环 ♣12")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.g.draw_pile[-1] == t.id("桃 ♥3")
    assert t.id("铁索连环 ♣12") in t.g.discard_pile
    assert not t.p(0).chained and not t.p(1).chained
    assert t.log("use") == [] and t.log("chain") == []
    (rc,) = t.log("recast")
    assert rc["seat"] == 0 and rc["card"]["id"] == t.id("铁索连环 ♣12")
    assert [(m["reason"], m["dst"]) for m in t.log("move") if m["reason"] != "setup"] == \
        [("recast", "discard"), ("recast", "hand")]
    assert t.id("无懈可击 ♠J") in t.hand(1)


def test_iron_chain_use_gets_a_nullification_window():
    """Contrast with the recast: a used 铁索连环 gives seat 1 (holding 无懈可击) a window."""
    t = two(["铁索连环 ♠12"], ["无懈可击 ♠J"])
    t.play(0, "铁索连环 ♠12", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).chained


def test_only_iron_chain_is_recastable():
    """Only 铁索连环 is offered for recasting; recasting another card is illegal."""
    t = two(["铁索连环 ♣13", "决斗 ♠A"])
    assert t.expect(0, "play").recast == (t.id("铁索连环 ♣13"),)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Recast(card=t.id("决斗 ♠A")))
    t.end_play(0)
    t.finish()
