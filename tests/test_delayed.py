"""Delayed tricks: 乐不思蜀, 兵粮寸断, 闪电 (docs/rulings.md 24-26, 11)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.engine.state import Zone


def phases(t, seat=0):
    return [e["phase"] for e in t.log("phase") if e["seat"] == seat]


def skipped(t):
    return [(e["seat"], e["phase"]) for e in t.log("phase_skipped")]


def judges(t):
    return [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")]


def option(t, seat, ref):
    req = t.expect(seat, "play")
    return next((o for o in req.options if o.card == t.id(ref)), None)


# --------------------------------------------------------------------------- using a delayed trick


def test_delayed_trick_goes_straight_into_the_judge_area():
    """A delayed trick, when used, goes straight into the target's judge area: no 无懈可击 window
    then (it comes in the judge phase), no processing area."""
    t = Table([{"role": "lord", "hand": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "hand": ["无懈可击 ♣12"]}])
    t.play(0, "乐不思蜀 ♠6", [1])
    t.end_play(0)
    t.finish()
    card = t.id("乐不思蜀 ♠6")
    assert t.p(1).judge == [card]
    assert t.id("无懈可击 ♣12") in t.hand(1)
    assert [(e["user"], e["card"]["key"], e["targets"]) for e in t.log("use")] == [(0, "indulgence", [1])]
    assert [(e["src"], e["dst"], e["dst_owner"], e["reason"]) for e in t.log("move") if card in e["cards"]
            and e["reason"] != "setup"] == [("hand", "judge", 1, "place_delayed")]


def test_indulgence_targets_any_other_player_without_one():
    """乐不思蜀: any other player, but not one whose judge area already holds a 乐不思蜀."""
    t = Table([{"role": "lord", "hand": ["乐不思蜀 ♥6"]},
               {"role": "rebel", "judge": ["乐不思蜀 ♠6"]},
               {"role": "loyalist"},
               {"role": "renegade", "judge": ["兵粮寸断 ♣4"]}])
    assert option(t, 0, "乐不思蜀 ♥6").targets.seats == (2, 3)
    for bad in (1, 0):
        with pytest.raises(IllegalAnswer):
            t.g.answer(Use(card=t.id("乐不思蜀 ♥6"), targets=(bad,)))
    t.play(0, "乐不思蜀 ♥6", [3])
    t.end_play(0)
    t.finish()
    assert t.p(3).judge == t.ids("兵粮寸断 ♣4", "乐不思蜀 ♥6")
    assert t.p(1).judge == [t.id("乐不思蜀 ♠6")]


def test_indulgence_not_offered_when_every_other_player_has_one():
    t = Table([{"role": "lord", "hand": ["乐不思蜀 ♥6"]},
               {"role": "rebel", "judge": ["乐不思蜀 ♠6"]}])
    assert option(t, 0, "乐不思蜀 ♥6") is None
    t.end_play(0)
    t.finish()


def test_indulgence_non_heart_skips_the_play_phase():
    """乐不思蜀 judged not ♥: the play phase is skipped (not started at all); then discarded."""
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["闪 ♦2", "杀 ♠7", "桃 ♥3"])
    # judge phase: 闪 ♦2 → no play phase; draws 杀 ♠7, 桃 ♥3; 2 cards ≤ 4 HP: nothing to discard
    t.finish()
    assert judges(t) == [(0, "indulgence", t.id("闪 ♦2"))]
    assert skipped(t) == [(0, "play")]
    assert phases(t) == ["judge", "draw", "discard", "finish"]
    assert t.hand(0) == set(t.ids("杀 ♠7", "桃 ♥3"))
    assert t.p(0).judge == []
    assert t.id("乐不思蜀 ♠6") in t.g.discard_pile and t.id("闪 ♦2") in t.g.discard_pile


def test_indulgence_heart_does_not_skip():
    """乐不思蜀 judged ♥: nothing happens; the 乐不思蜀 is discarded and the play phase runs."""
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♣6"]}, {"role": "rebel"}],
              phase="judge", top=["闪 ♥2", "杀 ♠7", "桃 ♥3"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "indulgence", t.id("闪 ♥2"))]
    assert skipped(t) == []
    assert phases(t) == ["judge", "draw", "play", "discard", "finish"]
    assert t.p(0).judge == [] and t.id("乐不思蜀 ♣6") in t.g.discard_pile


def test_nullified_indulgence_is_discarded_without_a_judgement():
    """A nullified 乐不思蜀 is discarded: no judgement, no phase skipped."""
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "hand": ["无懈可击 ♣13"]}],
              phase="judge", top=["杀 ♠7", "桃 ♥3"])
    req = t.expect(1, "respond")
    assert req.names == ("nullification",) and list(req.prompt.args) == ["indulgence", 0, 0]
    assert t.g.zone_of[t.id("乐不思蜀 ♠6")] == Zone.PROCESSING and t.p(0).judge == []   # taken out first
    t.respond(1, "无懈可击 ♣13")
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and skipped(t) == []
    assert [e["target"] for e in t.log("nullified")] == [0]
    assert t.hand(0) == set(t.ids("杀 ♠7", "桃 ♥3"))     # the next top cards were drawn, not judged
    assert t.id("乐不思蜀 ♠6") in t.g.discard_pile and t.p(0).judge == []


# --------------------------------------------------------------------------- 兵粮寸断


def test_supply_shortage_needs_distance_one():
    """兵粮寸断: only a player at distance ≤ 1 (4 players: seats 1 and 3, not 2)."""
    t = Table([{"role": "lord", "hand": ["兵粮寸断 ♣4"]},
               {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}])
    assert option(t, 0, "兵粮寸断 ♣4").targets.seats == (1, 3)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("兵粮寸断 ♣4"), targets=(2,)))
    t.play(0, "兵粮寸断 ♣4", [3])
    t.end_play(0)
    t.finish()
    assert t.p(3).judge == [t.id("兵粮寸断 ♣4")]


def test_supply_shortage_distance_counts_horses():
    """兵粮寸断 with horses: a +1 horse puts seat 1 out of reach; a −1 horse brings seat 2 in."""
    t = Table([{"role": "lord", "hand": ["兵粮寸断 ♠10"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "equip": ["的卢 ♣5"]}, {"role": "loyalist"},
               {"role": "renegade", "equip": ["绝影 ♠5"]}, {"role": "rebel"}])
    # 5 players, steps 1, 2, 2, 1; +1 horses on seats 1 and 3; −1 horse on seat 0:
    # seat 1: 1 + 1 − 1 = 1; seat 2: 2 − 1 = 1; seat 3: 2 + 1 − 1 = 2; seat 4: 1 − 1 → 1
    assert option(t, 0, "兵粮寸断 ♠10").targets.seats == (1, 2, 4)
    t.play(0, "兵粮寸断 ♠10", [2])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("兵粮寸断 ♠10")]


def test_supply_shortage_not_on_player_who_has_one():
    t = Table([{"role": "lord", "hand": ["兵粮寸断 ♣4"]},
               {"role": "rebel", "judge": ["兵粮寸断 ♠10"]}, {"role": "loyalist"}])
    assert option(t, 0, "兵粮寸断 ♣4").targets.seats == (2,)
    t.end_play(0)
    t.finish()


def test_supply_shortage_non_club_skips_the_draw_phase():
    """兵粮寸断 judged not ♣: the draw phase is skipped; no card is drawn."""
    t = Table([{"role": "lord", "judge": ["兵粮寸断 ♣4"]}, {"role": "rebel"}],
              phase="judge", top=["桃 ♥3", "杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "supply_shortage", t.id("桃 ♥3"))]
    assert skipped(t) == [(0, "draw")]
    assert phases(t) == ["judge", "play", "discard", "finish"]
    assert t.hand(0) == set()
    assert t.g.draw_pile[-2:] == t.ids("闪 ♥2", "杀 ♠7")     # top = last
    assert t.id("兵粮寸断 ♣4") in t.g.discard_pile


def test_supply_shortage_club_draws_normally():
    t = Table([{"role": "lord", "judge": ["兵粮寸断 ♠10"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♣7", "杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "supply_shortage", t.id("杀 ♣7"))]
    assert skipped(t) == []
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))
    assert t.id("兵粮寸断 ♠10") in t.g.discard_pile


# --------------------------------------------------------------------------- 闪电


def test_lightning_is_used_on_yourself():
    """闪电: on yourself only (no target choice), straight into your judge area."""
    t = Table([{"role": "lord", "hand": ["闪电 ♠A"]}, {"role": "rebel"}])
    t.play(0, "闪电 ♠A")
    t.end_play(0)
    t.finish()
    assert t.p(0).judge == [t.id("闪电 ♠A")]
    assert [e["targets"] for e in t.log("use")] == [[0]]


def test_lightning_not_usable_while_you_hold_one():
    t = Table([{"role": "lord", "hand": ["闪电 ♥Q"], "judge": ["闪电 ♠A"]}, {"role": "rebel"}])
    assert option(t, 0, "闪电 ♥Q") is None
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("闪电 ♥Q"), targets=()))
    t.end_play(0)
    t.finish()


@pytest.mark.parametrize("judgement", ["雌雄双股剑 ♠2", "杀 ♠9", "酒 ♠9", "南蛮入侵 ♠7"])
def test_lightning_strikes_on_spade_2_to_9(judgement):
    """闪电 judged ♠2–9: 3 thunder damage with no source; the 闪电 is discarded after the damage."""
    t = Table([{"role": "lord", "hp": 5, "max_hp": 5, "judge": ["闪电 ♠A"]}, {"role": "rebel"}],
              phase="judge", top=[judgement, "杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "lightning", t.id(judgement))]
    assert t.damage_log() == [(None, 0, 3, "thunder")]
    assert t.p(0).hp == 2
    light = t.id("闪电 ♠A")
    assert light in t.g.discard_pile and t.p(0).judge == [] and t.p(1).judge == []
    seq = [e["kind"] if e["kind"] == "damage" else e["reason"] for e in t.log()
           if e["kind"] == "damage" or (e["kind"] == "move" and light in e["cards"] and e["reason"] != "setup")]
    assert seq == ["delayed_effect", "damage", "delayed_done"]
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))


@pytest.mark.parametrize("judgement", ["决斗 ♠A", "杀 ♠10", "南蛮入侵 ♠K", "闪 ♥2", "雷杀 ♣5", "火杀 ♦4"])
def test_lightning_moves_on_otherwise(judgement):
    """闪电 judged anything but ♠2–9: no damage; it moves to the next player's judge area."""
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"]}, {"role": "rebel"}, {"role": "loyalist"}],
              phase="judge", top=[judgement, "杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "lightning", t.id(judgement))]
    assert t.damage_log() == []
    assert t.p(0).judge == [] and t.p(1).judge == [t.id("闪电 ♠A")] and t.p(2).judge == []
    assert [(e["dst"], e["dst_owner"]) for e in t.log("move") if e["reason"] == "lightning_moves"] == [("judge", 1)]
    assert t.id("闪电 ♠A") not in t.g.discard_pile


def test_lightning_skips_a_player_who_holds_one_and_the_dead():
    """闪电 moves to the next player in seat order who can hold it: not a dead one, not one with a
    闪电 already."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "judge": ["闪电 ♥Q"]},
               {"role": "loyalist", "judge": ["闪电 ♠A"]},
               {"role": "rebel", "alive": False, "hp": 0},
               {"role": "renegade"}], current=2,
              phase="judge", top=["闪 ♥2", "杀 ♠7", "闪 ♦2"])
    t.end_play(2)
    t.finish()
    assert t.p(4).judge == [t.id("闪电 ♠A")]
    assert t.p(1).judge == [t.id("闪电 ♥Q")] and t.p(2).judge == [] and t.p(0).judge == []


def test_lightning_skips_the_next_player_with_a_lightning_and_wraps_round():
    t = Table([{"role": "lord"},
               {"role": "rebel", "judge": ["闪电 ♥Q"]},
               {"role": "loyalist", "judge": ["闪电 ♠A"]}], current=1,
              phase="judge", top=["杀 ♠10", "杀 ♠7", "闪 ♦2"])
    t.end_play(1)
    t.finish()
    # seat 2 has one: wraps round to the lord
    assert t.p(0).judge == [t.id("闪电 ♥Q")]
    assert t.p(1).judge == [] and t.p(2).judge == [t.id("闪电 ♠A")]


def test_lightning_stays_when_nobody_else_can_hold_it():
    """闪电 that cannot move anywhere stays with its holder (and is not judged again this turn)."""
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"]}, {"role": "rebel", "judge": ["闪电 ♥Q"]}],
              phase="judge", top=["杀 ♠10", "杀 ♠7", "闪 ♦2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "lightning", t.id("杀 ♠10"))]
    assert t.p(0).judge == [t.id("闪电 ♠A")] and t.p(1).judge == [t.id("闪电 ♥Q")]
    assert t.damage_log() == []
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2"))


def test_nullified_lightning_moves_on_instead_of_being_discarded():
    """A nullified 闪电 is not judged and not discarded: it moves on to the next player."""
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"], "hand": ["无懈可击 ♦Q"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠9", "杀 ♠7"])
    req = t.expect(0, "respond")
    assert list(req.prompt.args) == ["lightning", 0, 0]
    t.respond(0, "无懈可击 ♦Q")
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == []
    assert [e["target"] for e in t.log("nullified")] == [0]
    assert t.p(1).judge == [t.id("闪电 ♠A")] and t.id("闪电 ♠A") not in t.g.discard_pile
    assert t.hand(0) == set(t.ids("杀 ♠9", "杀 ♠7"))


def test_lightning_kill_has_no_killer_and_no_reward():
    """闪电 kills a 反贼: no source, so nobody draws 3; the turn ends at once (no draw phase)."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "hp": 3, "judge": ["闪电 ♠A", "乐不思蜀 ♠6"]},
               {"role": "rebel"}],
              current=1, phase="judge", top=["南蛮入侵 ♠7", "杀 ♠8", "闪 ♥2", "桃 ♥3"])
    # 乐不思蜀 was placed last: judged first
    t.finish()
    assert judges(t) == [(1, "indulgence", t.id("南蛮入侵 ♠7")), (1, "lightning", t.id("杀 ♠8"))]
    assert t.damage_log() == [(None, 1, 3, "thunder")]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, None)]
    assert not t.p(1).alive
    assert t.hand(0) == set() and t.hand(2) == set()
    assert phases(t, 1) == ["judge"]
    assert t.id("闪电 ♠A") in t.g.discard_pile and t.id("乐不思蜀 ♠6") in t.g.discard_pile
    assert t.g.draw_pile[-1] == t.id("闪 ♥2")


# --------------------------------------------------------------------------- judge order


def test_judged_last_placed_first():
    """The judge area is judged last-placed first: 闪电, then 兵粮寸断, then 乐不思蜀."""
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6", "兵粮寸断 ♣4", "闪电 ♠A"]}, {"role": "rebel"}],
              phase="judge", top=["闪 ♥2", "杀 ♠7", "桃 ♦2", "杀 ♣7", "闪 ♦2"])
    # 闪电 ♥ no strike → moves to seat 1; 兵粮寸断 ♠ → skip draw; 乐不思蜀 ♦ → skip play
    t.finish()
    assert judges(t) == [(0, "lightning", t.id("闪 ♥2")), (0, "supply_shortage", t.id("杀 ♠7")),
                         (0, "indulgence", t.id("桃 ♦2"))]
    assert skipped(t) == [(0, "draw"), (0, "play")]
    assert phases(t) == ["judge", "discard", "finish"]
    assert t.p(1).judge == [t.id("闪电 ♠A")] and t.p(0).judge == []
    assert t.hand(0) == set()
    assert [e["card"]["key"] for e in t.log("delayed_effect")] == ["lightning", "supply_shortage", "indulgence"]


def test_each_delayed_trick_takes_its_own_effect():
    """Two delayed tricks, judged last-placed first, each with its own judgement: 乐不思蜀 ♥ does
    nothing, 兵粮寸断 ♠ skips the draw phase."""
    t = Table([{"role": "lord", "judge": ["兵粮寸断 ♣4", "乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["桃 ♥3", "杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "indulgence", t.id("桃 ♥3")), (0, "supply_shortage", t.id("杀 ♠7"))]
    assert skipped(t) == [(0, "draw")]
    assert phases(t) == ["judge", "play", "discard", "finish"]
    assert t.hand(0) == set() and t.g.draw_pile[-1] == t.id("闪 ♥2")


def test_supply_shortage_distance_counts_living_players_only():
    """兵粮寸断: a dead player between does not count, so seat 2 is at distance 1 when seat 1 is dead."""
    t = Table([{"role": "lord", "hand": ["兵粮寸断 ♣4"]},
               {"role": "rebel", "alive": False, "hp": 0}, {"role": "loyalist"},
               {"role": "renegade"}, {"role": "rebel"}])
    assert option(t, 0, "兵粮寸断 ♣4").targets.seats == (2, 4)
    t.play(0, "兵粮寸断 ♣4", [2])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("兵粮寸断 ♣4")]


def test_delayed_trick_nullification_asked_from_the_current_player():
    """The judge-phase 无懈可击 window asks holders in seat order from the current player (the holder)."""
    t = Table([{"role": "lord", "hand": ["无懈可击 ♣12"]},
               {"role": "rebel", "hand": ["无懈可击 ♣13"], "judge": ["乐不思蜀 ♠6"]},
               {"role": "loyalist", "hand": ["无懈可击 ♦Q"]}],
              current=1, phase="judge", top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    t.respond(1)
    t.respond(2)
    t.respond(0)
    t.finish()
    assert judges(t) == [(1, "indulgence", t.id("杀 ♠7"))]
    assert skipped(t) == [(1, "play")]


def test_countered_nullification_lets_the_delayed_trick_take_effect():
    """无懈可击 on 无懈可击: the 乐不思蜀 stands again (everyone may answer anew), then is judged."""
    t = Table([{"role": "lord", "hand": ["无懈可击 ♣12"]},
               {"role": "rebel", "hand": ["无懈可击 ♣13", "无懈可击 ♥K"], "judge": ["乐不思蜀 ♠6"]}],
              current=1, phase="judge", top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    t.respond(1, "无懈可击 ♣13")               # on the 乐不思蜀
    req = t.expect(1, "respond")              # asked first again (the current player): on its own 无懈可击
    assert list(req.prompt.args) == ["nullification", 1, -1]
    t.respond(1)
    t.respond(0, "无懈可击 ♣12")               # the lord counters
    t.respond(1)                              # nobody counters the lord's
    # the 乐不思蜀 stands again: the rebel may answer anew
    assert list(t.expect(1, "respond").prompt.args) == ["indulgence", 1, 1]
    t.respond(1)
    t.finish()
    assert judges(t) == [(1, "indulgence", t.id("杀 ♠7"))]
    assert skipped(t) == [(1, "play")]
    assert [e["card"]["key"] for e in t.log("nullified")] == ["nullification"]
    assert t.hand(1) == set(t.ids("无懈可击 ♥K", "闪 ♥2", "桃 ♥3"))


def test_lightning_that_moved_on_is_judged_first_in_the_next_turn():
    """闪电 moves to the next player, whose judge area already holds a 乐不思蜀: placed last, the
    闪电 is judged first in that player's turn, then moves on again."""
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"]},
               {"role": "rebel", "judge": ["乐不思蜀 ♠6"]}],
              phase="judge", stop="game_over", round_limit=1,
              top=["闪 ♥2", "杀 ♠7", "杀 ♠8",              # seat 0: judgement, draw 2
                   "杀 ♠10", "桃 ♥3", "闪 ♦2", "闪 ♦3"])   # seat 1: 闪电, 乐不思蜀, draw 2
    t.end_play(0)
    t.end_play(1)                                          # ♥: the play phase is not skipped
    t.finish("round_limit")
    assert judges(t) == [(0, "lightning", t.id("闪 ♥2")), (1, "lightning", t.id("杀 ♠10")),
                         (1, "indulgence", t.id("桃 ♥3"))]
    assert [(e["dst_owner"]) for e in t.log("move") if e["reason"] == "lightning_moves"] == [1, 0]
    assert t.p(0).judge == [t.id("闪电 ♠A")] and t.p(1).judge == []
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8")) and t.hand(1) == set(t.ids("闪 ♦2", "闪 ♦3"))
    assert skipped(t) == [] and t.damage_log() == []
