"""无懈可击 (docs/rulings.md 14, 18, 19, 25): windows, counter-nullification, who is asked and in which order."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.prompts import Prompt
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.engine.state import Zone

ROLES = ("lord", "loyalist", "rebel", "renegade", "rebel")


def table(*hands, extra=None, **kw):
    extra = extra or {}
    return Table([{"role": ROLES[i], "hand": list(h), **extra.get(i, {})} for i, h in enumerate(hands)], **kw)


def window(t, seat, key, user, target):
    """Expect seat's 无懈可击 request for (card key, user, target); return it."""
    req = t.expect(seat, "respond")
    assert req.names == ("nullification",) and req.mode == "use", req.to_json()
    assert req.prompt == Prompt("nullify", (key, user, target)), req.to_json()
    return req


def uses(t):
    return [(e["user"], e["card"]["key"]) for e in t.log("use")]


def nullified(t):
    return [(e["card"]["key"], e["target"]) for e in t.log("nullified")]


def test_nullification_cancels_a_trick_for_its_target():
    """无懈可击: the first one used cancels the trick on that target (决斗: nobody plays 杀, no damage)."""
    t = table(["决斗 ♠A", "杀 ♠7"], ["无懈可击 ♠J", "杀 ♣2"])
    t.play(0, "决斗 ♠A", [1])
    window(t, 1, "duel", 0, 1)
    t.respond(1, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("play") == []
    assert uses(t) == [(0, "duel"), (1, "nullification")]
    assert nullified(t) == [("duel", 1)]
    assert {t.id("决斗 ♠A"), t.id("无懈可击 ♠J")} <= set(t.g.discard_pile)
    assert t.hand(1) == {t.id("杀 ♣2")}


def test_declined_window_lets_the_trick_take_effect():
    """无懈可击 may be declined: the trick takes effect; the 无懈可击 stays in hand."""
    t = table(["过河拆桥 ♠3"], ["无懈可击 ♠J"])
    t.play(0, "过河拆桥 ♠3", [1])
    window(t, 1, "dismantlement", 0, 1)
    t.respond(1)
    # the only card left to pick is the 无懈可击 itself (it stayed in hand): taken without a request
    t.end_play(0)
    t.finish()
    assert nullified(t) == [] and t.id("无懈可击 ♠J") in t.g.discard_pile and not t.p(1).hand


def test_nullification_of_a_nullification_lets_the_trick_stand():
    """A 无懈可击 cancels another 无懈可击: the trick then takes effect."""
    t = table(["过河拆桥 ♠4", "无懈可击 ♣Q"], ["无懈可击 ♠J", "闪 ♥2"])
    t.play(0, "过河拆桥 ♠4", [1])
    window(t, 0, "dismantlement", 0, 1)
    t.respond(0)
    window(t, 1, "dismantlement", 0, 1)
    t.respond(1, "无懈可击 ♠J")
    window(t, 0, "nullification", 1, -1)            # the subject is now seat 1's 无懈可击
    assert t.g.zone_of[t.id("无懈可击 ♠J")] == Zone.PROCESSING      # it resolves in the processing area
    assert t.g.zone_of[t.id("过河拆桥 ♠4")] == Zone.PROCESSING
    t.respond(0, "无懈可击 ♣Q")
    # seat 1 has no 无懈可击 left (not asked); nobody else: seat 1's is cancelled, the trick stands
    t.end_play(0)                                    # seat 1's only card 闪 ♥2 was discarded
    t.finish()
    assert uses(t) == [(0, "dismantlement"), (1, "nullification"), (0, "nullification")]
    assert nullified(t) == [("nullification", None)]
    assert not t.p(1).hand and t.id("闪 ♥2") in t.g.discard_pile
    assert [e["cards"] for e in t.log("move") if e["reason"] == "dismantlement"] == [[t.id("闪 ♥2")]]


def test_after_a_counter_everyone_may_answer_anew():
    """After a 无懈可击 is cancelled, the trick stands again and everyone is asked anew from the current
    player: here seat 2 passes in the inner race, then nullifies the trick in the new round."""
    t = table(["决斗 ♠A", "无懈可击 ♣Q", "闪 ♥2"], ["无懈可击 ♠J", "杀 ♣2"], ["无懈可击 ♣K", "闪 ♦2"])
    t.play(0, "决斗 ♠A", [1])
    window(t, 0, "duel", 0, 1)
    t.respond(0)
    window(t, 1, "duel", 0, 1)
    t.respond(1, "无懈可击 ♠J")
    # race on seat 1's 无懈可击, from the current player (seat 0)
    window(t, 0, "nullification", 1, -1)
    t.respond(0, "无懈可击 ♣Q")
    # race on seat 0's 无懈可击: seats 0 and 1 hold none now; seat 2 passes
    window(t, 2, "nullification", 0, -1)
    t.respond(2)
    # seat 1's 无懈可击 is cancelled; the duel's window opens anew: only seat 2 still holds one
    window(t, 2, "duel", 0, 1)
    t.respond(2, "无懈可击 ♣K")
    t.end_play(0)
    t.finish()
    assert uses(t) == [(0, "duel"), (1, "nullification"), (0, "nullification"), (2, "nullification")]
    assert nullified(t) == [("nullification", None), ("duel", 1)]
    assert t.damage_log() == [] and t.log("play") == []
    assert t.hand(1) == {t.id("杀 ♣2")}


def test_counter_of_a_counter_cancels_the_trick_again():
    """Three 无懈可击 in a chain: the third cancels the second, so the first stands and the trick is
    cancelled."""
    t = table(["无中生有 ♥7"], ["无懈可击 ♠J"], ["无懈可击 ♣Q", "无懈可击 ♣K"], top=["桃 ♥3", "闪 ♥2"])
    t.play(0, "无中生有 ♥7")
    window(t, 1, "ex_nihilo", 0, 0)
    t.respond(1, "无懈可击 ♠J")                      # 1: cancel the 无中生有
    window(t, 2, "nullification", 1, -1)
    t.respond(2, "无懈可击 ♣Q")                      # 2: cancel seat 1's
    window(t, 2, "nullification", 2, -1)
    t.respond(2, "无懈可击 ♣K")                      # 2 again: cancel its own — seat 1's stands
    # race on ♣K: nobody holds one; ♣Q is cancelled; race on ♠J anew: nobody holds one → ♠J stands
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("nullification", None), ("ex_nihilo", 0)]
    assert not t.p(0).hand and t.g.draw_pile[-1] == t.id("桃 ♥3")


def test_order_is_seat_order_from_the_current_player_and_only_holders_are_asked():
    """Windows ask every seat holding 无懈可击 in seat order starting with the current player (seat 2
    here), skipping seats without one (seat 3)."""
    t = table(["无懈可击 ♠J", "杀 ♠7"], ["无懈可击 ♣Q"], ["决斗 ♠A", "无懈可击 ♣K"], ["杀 ♣2"],
              current=2)
    t.play(2, "决斗 ♠A", [0])
    window(t, 2, "duel", 2, 0)
    t.respond(2)
    window(t, 0, "duel", 2, 0)
    t.respond(0)
    window(t, 1, "duel", 2, 0)
    t.respond(1)
    t.respond(0, "杀 ♠7")                            # the duel resolves: seat 0 plays 杀, seat 2 has none
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert nullified(t) == []


def test_counter_race_also_starts_from_the_current_player():
    """The race on a 无懈可击 starts with the current player too (seat 2), not after the seat that used
    the 无懈可击 (seat 3)."""
    t = table(["无懈可击 ♠J"], ["无懈可击 ♣Q"], ["决斗 ♠A", "无懈可击 ♥K"], ["无懈可击 ♣K"], current=2)
    t.play(2, "决斗 ♠A", [3])
    window(t, 2, "duel", 2, 3)
    t.respond(2)
    window(t, 3, "duel", 2, 3)
    t.respond(3, "无懈可击 ♣K")
    window(t, 2, "nullification", 3, -1)             # the current player first, then 0, then 1
    t.respond(2)
    window(t, 0, "nullification", 3, -1)
    t.respond(0)
    window(t, 1, "nullification", 3, -1)
    t.respond(1, "无懈可击 ♣Q")
    window(t, 2, "nullification", 1, -1)
    t.respond(2)
    window(t, 0, "nullification", 1, -1)
    t.respond(0)
    # ♣Q stands → ♣K cancelled; the duel's window anew (seat 3 holds nothing now)
    window(t, 2, "duel", 2, 3)
    t.respond(2)
    window(t, 0, "duel", 2, 3)
    t.respond(0)
    # seat 3 has no 杀: it takes the damage
    t.end_play(2)
    t.finish()
    assert nullified(t) == [("nullification", None)]
    assert uses(t) == [(2, "duel"), (3, "nullification"), (1, "nullification")]
    assert t.damage_log() == [(2, 3, 1, None)]


def test_user_may_answer_first_in_its_own_turn():
    """The user is the current player: it is asked first and may nullify its own trick."""
    t = table(["铁索连环 ♠11", "无懈可击 ♠J"], ["无懈可击 ♣Q"])
    t.play(0, "铁索连环 ♠11", [1])
    window(t, 0, "iron_chain", 0, 1)
    t.respond(0, "无懈可击 ♠J")
    window(t, 1, "nullification", 0, -1)             # seat 1 may counter seat 0's 无懈可击
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert not t.p(1).chained and t.log("chain") == []
    assert nullified(t) == [("iron_chain", 1)]
    assert t.id("无懈可击 ♣Q") in t.hand(1)


def test_multi_target_trick_has_a_window_per_target():
    """南蛮入侵: each target (seat order after the user) has its own window just before it takes effect
    there; a 无懈可击 for one target leaves the others hit."""
    t = table(["南蛮入侵 ♠7", "无懈可击 ♠J"], [], ["无懈可击 ♣Q"], ["杀 ♣2"])
    t.play(0, "南蛮入侵 ♠7")
    window(t, 0, "savage_assault", 0, 1)
    t.respond(0)
    window(t, 2, "savage_assault", 0, 1)
    t.respond(2)
    # seat 1 has no 杀: damaged before the next window opens
    assert t.damage_log() == [(0, 1, 1, None)]
    window(t, 0, "savage_assault", 0, 2)
    t.respond(0)
    window(t, 2, "savage_assault", 0, 2)
    t.respond(2, "无懈可击 ♣Q")
    window(t, 0, "nullification", 2, -1)
    t.respond(0)
    # seat 2 is spared; seat 3's window: only seat 0 still holds one
    window(t, 0, "savage_assault", 0, 3)
    t.respond(0)
    t.respond(3, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert nullified(t) == [("savage_assault", 2)]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(3, "slash")]
    assert t.p(1).hp == 3 and t.p(2).hp == 4 and t.p(3).hp == 4


def test_chosen_targets_each_get_a_window():
    """铁索连环 on two players: a window per target, in resolution order; nullified for one only."""
    t = table(["铁索连环 ♣10"], ["无懈可击 ♠J"], [])
    t.play(0, "铁索连环 ♣10", [1, 0])
    window(t, 1, "iron_chain", 0, 0)
    t.respond(1)
    assert t.p(0).chained
    window(t, 1, "iron_chain", 0, 1)
    t.respond(1, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert t.p(0).chained and not t.p(1).chained
    assert [(e["seat"], e["chained"]) for e in t.log("chain")] == [(0, True)]
    assert nullified(t) == [("iron_chain", 1)]


def test_player_may_nullify_a_trick_aimed_at_someone_else():
    """Any seat may nullify a trick on another target (seat 2 protects seat 1 from 顺手牵羊)."""
    t = table(["顺手牵羊 ♠3"], ["闪 ♥2"], ["无懈可击 ♣Q"])
    t.play(0, "顺手牵羊 ♠3", [1])
    window(t, 2, "snatch", 0, 1)
    t.respond(2, "无懈可击 ♣Q")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♥2")} and not t.p(0).hand
    assert uses(t) == [(0, "snatch"), (2, "nullification")]
    assert nullified(t) == [("snatch", 1)]


def test_nullified_collateral_keeps_the_weapon():
    """A nullified 借刀杀人: A is not asked for 杀 and keeps its weapon."""
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣Q", "无懈可击 ♠J"]},
               {"role": "rebel", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]}, {"role": "renegade"}])
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    window(t, 0, "collateral", 0, 1)
    t.respond(0, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips["weapon"] == t.id("青釭剑 ♠6") and t.id("杀 ♠7") in t.hand(1)
    assert t.damage_log() == [] and not t.p(0).hand


def test_nullification_is_never_a_play_phase_action():
    """无懈可击 is not offered in the play phase, and using it there is illegal."""
    t = table(["无懈可击 ♠J", "杀 ♠7"], [])
    req = t.expect(0, "play")
    assert [o.name for o in req.options] == ["slash"]
    assert t.id("无懈可击 ♠J") not in req.recast
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("无懈可击 ♠J")))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("无懈可击 ♠J"), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert t.id("无懈可击 ♠J") in t.hand(0)


def test_non_tricks_get_no_window():
    """Only tricks get 无懈可击 windows: a 杀 (and the 闪 answering it) is not offered to the holder."""
    t = table(["杀 ♠7"], ["无懈可击 ♠J"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.id("无懈可击 ♠J") in t.hand(1)


def test_full_hp_players_get_no_window_for_god_salvation():
    """桃园结义: a player at full HP is skipped — no 无懈可击 window for it (ruling 19)."""
    t = table(["桃园结义 ♥A"], ["无懈可击 ♠J"], [], extra={0: {"hp": 3}, 2: {"hp": 2}})
    t.play(0, "桃园结义 ♥A")
    window(t, 1, "god_salvation", 0, 0)
    t.respond(1)
    window(t, 1, "god_salvation", 0, 2)              # no window for seat 1 itself (full HP)
    t.respond(1, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert (t.p(0).hp, t.p(1).hp, t.p(2).hp) == (4, 4, 2)
    assert nullified(t) == [("god_salvation", 2)]


def test_delayed_trick_window_in_the_judge_phase():
    """乐不思蜀 in the judge phase gets a window; nullified, it is discarded without a judgement and the
    play phase is not skipped."""
    t = table(["无懈可击 ♠J"], [], extra={0: {"judge": ["乐不思蜀 ♠6"]}}, phase="judge",
              top=["杀 ♠7", "闪 ♥2"])
    window(t, 0, "indulgence", 0, 0)
    t.respond(0, "无懈可击 ♠J")
    t.end_play(0)                                     # the play phase happens; it drew 杀 ♠7 and 闪 ♥2
    t.finish()
    assert t.log("judge") == [] and t.p(0).judge == []
    assert t.id("乐不思蜀 ♠6") in t.g.discard_pile
    assert nullified(t) == [("indulgence", 0)]
    assert t.hand(0) == {t.id("杀 ♠7"), t.id("闪 ♥2")}


def test_a_delayed_trick_window_names_the_player_who_used_it():
    """乐不思蜀 used by seat 0 on seat 1: in seat 1's judge phase the 无懈可击 question names seat 0 as
    its user (not seat 1, whose judge area held it)."""
    t = Table([{"role": "lord", "hand": ["乐不思蜀 ♠6"]}, {"role": "rebel"},
               {"role": "loyalist", "hand": ["无懈可击 ♠J"]}],
              stop="game_over", round_limit=1, top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "闪 ♦2", "闪 ♦3"])
    t.play(0, "乐不思蜀 ♠6", [1])
    t.end_play(0)
    window(t, 2, "indulgence", 0, 1)
    t.respond(2)
    t.end_play(2)                                     # seat 1's play phase was skipped (♠)
    t.finish("round_limit")
    assert [(e["seat"], e["reason"]) for e in t.log("judge")] == [(1, "indulgence")]
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(1, "play")]


def test_lightning_moved_on_keeps_its_user():
    """闪电 used by seat 0, nullified in its judge phase, moves to seat 1: judged there, its 无懈可击
    question still names seat 0 as its user."""
    t = Table([{"role": "lord", "hand": ["闪电 ♠A"]},
               {"role": "rebel", "hp": 5, "max_hp": 5, "hand": ["无懈可击 ♠J", "无懈可击 ♣Q"]}],
              stop="game_over", round_limit=2,
              top=["闪 ♥2", "桃 ♥3",                 # seat 1 draws
                   "闪 ♦2", "闪 ♦3",                 # seat 0 draws (its 闪电 was nullified: no judgement)
                   "杀 ♥10", "桃 ♦Q", "闪 ♥K"])     # seat 1: the 闪电's judgement (moves on), draws
    t.play(0, "闪电 ♠A")
    t.end_play(0)
    t.end_play(1)
    window(t, 1, "lightning", 0, 0)                   # seat 0's judge phase: its own 闪电
    t.respond(1, "无懈可击 ♠J")
    window(t, 1, "nullification", 1, -1)              # anyone to cancel that 无懈可击?
    t.respond(1)
    t.end_play(0)
    window(t, 1, "lightning", 0, 1)                   # moved to seat 1: still seat 0's 闪电
    t.respond(1)
    t.end_play(1)
    t.finish("round_limit")
    assert [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")] == [(1, "lightning", t.id("杀 ♥10"))]
    assert [e["dst_owner"] for e in t.log("move") if e["reason"] == "lightning_moves"] == [1, 0]
    assert t.p(0).judge == [t.id("闪电 ♠A")] and t.damage_log() == []
