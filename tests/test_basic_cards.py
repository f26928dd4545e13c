"""Basic cards (基本牌): 【闪】, 【桃】, 【酒】 and the nature of 火杀/雷杀 (docs/rulings.md 6-8)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def two(hand0=(), hand1=(), *, hp0=None, hp1=None, equip0=(), **kw):
    lord = {"role": "lord", "hand": list(hand0), "equip": list(equip0)}
    rebel = {"role": "rebel", "hand": list(hand1)}
    if hp0 is not None:
        lord["hp"] = hp0
    if hp1 is not None:
        rebel["hp"] = hp1
    return Table([lord, rebel], **kw)


def offered(t, seat):
    """The card ids seat's pending PlayRequest offers."""
    return [o.card for o in t.expect(seat, "play").options]


def used_keys(t):
    return [(e["user"], e["card"]["key"]) for e in t.log("use")]


# --------------------------------------------------------------------------- 闪


def test_jink_dodges_slash_and_is_discarded():
    """【闪】: using a 闪 in response to a 杀 cancels it (抵消): no damage; the 闪 goes to the discard pile."""
    t = two(["杀 ♠7"], ["闪 ♦2", "桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.mode == "use" and req.names == ("jink",)
    assert [o.card for o in req.options] == [t.id("闪 ♦2")]      # only the 闪, not the 桃
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    assert t.hand(1) == {t.id("桃 ♥3")}
    assert t.id("闪 ♦2") in t.g.discard_pile and t.id("杀 ♠7") in t.g.discard_pile
    assert used_keys(t) == [(0, "slash"), (1, "jink")]
    (jink_use,) = [e for e in t.log("use") if e["card"]["key"] == "jink"]
    assert jink_use["targets"] == []


def test_jink_not_usable_in_play_phase():
    """【闪】 is only used in response: it is never a play-phase option (出牌阶段不能主动使用)."""
    t = two(["闪 ♥2", "杀 ♠7"], hp0=3)
    assert offered(t, 0) == [t.id("杀 ♠7")]
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("闪 ♥2"), targets=()))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("闪 ♥2"), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert t.id("闪 ♥2") in t.hand(0)
    assert t.log("use") == []


def test_jink_alone_gives_no_play_option():
    """A hand of only 闪 offers nothing to use in the play phase (only ending it)."""
    t = two(["闪 ♥2", "闪 ♦2"])
    assert t.expect(0, "play").options == ()
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 2 and t.log("use") == []


# --------------------------------------------------------------------------- 桃


def test_peach_not_offered_at_full_hp():
    """【桃】 in your play phase only when wounded (已受伤): at full HP it is not offered."""
    t = two(["桃 ♥3", "杀 ♠7"])
    assert offered(t, 0) == [t.id("杀 ♠7")]
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("桃 ♥3"), targets=()))
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 4 and t.id("桃 ♥3") in t.hand(0)
    assert t.log("recover") == []


def test_peach_recovers_one_on_yourself():
    """【桃】 in the play phase: on yourself (no target chosen), recover 1 HP."""
    t = two(["桃 ♥3"], hp0=2)
    req = t.expect(0, "play")
    (opt,) = req.options
    assert opt.card == t.id("桃 ♥3") and opt.targets is None      # the target is fixed: yourself
    t.play(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(1).hp == 4
    (use,) = t.log("use")
    assert use["user"] == 0 and use["targets"] == [0] and use["card"]["key"] == "peach"
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("recover")] == [(0, 1, 3)]
    assert t.id("桃 ♥3") in t.g.discard_pile


def test_peach_never_above_max_hp():
    """【桃】 recovers 1 each; once back at full HP the next 桃 is no longer offered (never above max)."""
    t = two(["桃 ♥3", "桃 ♥4", "桃 ♥6"], hp0=2)
    t.play(0, "桃 ♥3")
    assert t.p(0).hp == 3
    assert set(offered(t, 0)) == {t.id("桃 ♥4"), t.id("桃 ♥6")}
    t.play(0, "桃 ♥4")
    assert t.p(0).hp == 4
    assert offered(t, 0) == []
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("桃 ♥6"), targets=()))
    t.end_play(0)
    t.finish()
    assert (t.p(0).hp, t.p(0).max_hp) == (4, 4)
    assert [e["amount"] for e in t.log("recover")] == [1, 1]
    assert t.id("桃 ♥6") in t.hand(0)


def test_peach_with_reduced_max_hp():
    """【桃】 respects a lowered max HP: at 3/3 it is not offered; at 2/3 it recovers to 3 only."""
    t = Table([{"role": "lord", "hand": ["桃 ♥3", "桃 ♥4"], "hp": 2, "max_hp": 3}, {"role": "rebel"}])
    t.play(0, "桃 ♥3")
    assert (t.p(0).hp, t.p(0).max_hp) == (3, 3)
    assert offered(t, 0) == []
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("recover")] == [(0, 1, 3)]
    assert t.id("桃 ♥4") in t.hand(0)


# --------------------------------------------------------------------------- 酒


def test_analeptic_adds_one_damage_to_next_slash():
    """【酒】: the drinker's next 杀 this turn deals +1 damage."""
    t = two(["酒 ♠3", "杀 ♠7"])
    opt = next(o for o in t.expect(0, "play").options if o.card == t.id("酒 ♠3"))
    assert opt.targets is None                                    # used on yourself
    t.play(0, "酒 ♠3")
    assert t.p(0).drunk == 1
    t.play(0, "杀 ♠7", [1])
    assert t.p(0).drunk == 0
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.damage_log() == [(0, 1, 2, None)]
    assert [e["seat"] for e in t.log("drunk")] == [0]
    assert [(e["seat"], e["extra"]) for e in t.log("drunk_slash")] == [(0, 1)]
    assert t.log("recover") == []


def test_analeptic_bonus_consumed_even_when_dodged():
    """【酒】: the bonus is consumed when the 杀 is used, even if it is then dodged (诸葛连弩 allows a second 杀)."""
    t = two(["酒 ♠3", "杀 ♠7", "杀 ♠8"], ["闪 ♥2"], equip0=["诸葛连弩 ♣A"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    assert t.p(0).drunk == 0
    t.respond(1, "闪 ♥2")
    assert t.damage_log() == []
    t.play(0, "杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.p(1).hp == 3
    assert len(t.log("drunk_slash")) == 1


def test_analeptic_once_per_turn():
    """【酒】 outside dying: once per turn — after one 酒 the second is not offered, even after the 杀."""
    t = two(["酒 ♠3", "酒 ♣3", "杀 ♠7"], hp0=3)
    t.play(0, "酒 ♠3")
    assert t.id("酒 ♣3") not in offered(t, 0)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("酒 ♣3"), targets=()))
    assert t.p(0).drunk == 1                                    # not stacked
    t.play(0, "杀 ♠7", [1])
    assert offered(t, 0) == []                                  # the bonus is gone, the limit is not
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)]
    assert used_keys(t) == [(0, "analeptic"), (0, "slash")]
    assert t.id("酒 ♣3") in t.hand(0)


def test_analeptic_lapses_at_end_of_turn():
    """【酒】: an unused bonus lapses at the end of the turn; the next turn's 杀 deals 1."""
    t = two(["酒 ♠3", "杀 ♠7"], stop="game_over", round_limit=2,
            top=["杀 ♣2", "杀 ♣3", "闪 ♦2", "闪 ♦3", "杀 ♣4", "杀 ♣5"])
    t.play(0, "酒 ♠3")
    assert t.p(0).drunk == 1
    t.end_play(0)
    # the rebel's turn: the lord's bonus is already gone
    t.expect(1, "play")
    assert t.p(0).drunk == 0
    assert t.g.view(1).players[0].drunk == 0
    t.end_play(1)
    # the lord's next turn
    t.play(0, "杀 ♠7", [1])                                      # the rebel holds no 闪: not asked
    t.end_play(0)
    t.end_play(1)
    t.cards(1, "杀 ♣2")                                          # 4 cards, 3 HP
    t.finish("round_limit")
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("drunk_slash") == []
    assert t.p(1).hp == 3


def test_analeptic_bonus_not_used_by_slash_played_in_duel():
    """【酒】 boosts the next 杀 *used*: a 杀 played (打出) in a 决斗 neither gains nor consumes it."""
    t = two(["酒 ♠3", "决斗 ♠A", "杀 ♠7", "杀 ♠8"], ["杀 ♣2"], equip0=["诸葛连弩 ♣A"])
    t.play(0, "酒 ♠3")
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    t.respond(0, "杀 ♠7")
    assert t.damage_log() == [(0, 1, 1, None)]                  # 决斗 damage is not boosted
    assert t.p(0).drunk == 1
    t.play(0, "杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 2, None)]
    assert t.p(1).hp == 1
    assert [e["seat"] for e in t.log("play")] == [1, 0]


def test_analeptic_saves_yourself_when_dying_several_times():
    """【酒】 when dying (濒死): on yourself it recovers 1 HP, any number of times; it gives no 杀 bonus."""
    t = two(["酒 ♠3", "杀 ♠7"], ["酒 ♣3", "酒 ♠9", "酒 ♦9"], hp1=1)
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])                                      # 2 damage: hp 1 → -1
    assert t.p(1).hp == -1 and t.p(1).dying
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach") and req.mode == "use"
    t.respond(1, "酒 ♣3")
    assert t.p(1).hp == 0
    t.respond(1, "酒 ♠9")
    assert t.p(1).hp == 1 and not t.p(1).dying
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.id("酒 ♦9") in t.hand(1)
    assert t.p(1).drunk == 0
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(1, 1), (1, 1)]
    saves = [e for e in t.log("use") if e["user"] == 1]
    assert [e["targets"] for e in saves] == [[1], [1]]
    assert [e["seat"] for e in t.log("drunk")] == [0]
    assert t.log("death") == []


def test_analeptic_used_when_dying_does_not_count_for_the_turn_limit():
    """【酒】 used to save yourself in your own turn is not the once-per-turn 酒: another is offered."""
    t = two(["决斗 ♠A", "酒 ♠3", "酒 ♣3", "杀 ♠7"], ["杀 ♣2"], hp0=1)
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    req = t.expect(0, "respond")
    assert req.names == ("slash",) and req.mode == "play"
    t.respond(0)                                                 # keeps the 杀: takes 1 damage
    assert t.p(0).hp == 0 and t.p(0).dying
    t.respond(0, "酒 ♠3")
    assert t.p(0).hp == 1 and t.p(0).drunk == 0
    assert t.id("酒 ♣3") in offered(t, 0)
    t.play(0, "酒 ♣3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None), (0, 1, 2, None)]
    assert [e["target"] for e in t.log("recover")] == [0]


# --------------------------------------------------------------------------- 火杀 / 雷杀


def test_thunder_slash_deals_thunder_damage():
    """雷【杀】 deals thunder (雷电) damage; it is a 杀 for 闪 and for the once-per-phase limit."""
    t = two(["雷杀 ♠4", "杀 ♠7"])
    t.play(0, "雷杀 ♠4", [1])
    assert offered(t, 0) == []                                  # the 杀 limit is used up
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder")]
    (dmg,) = t.log("damage")
    assert dmg["card"]["key"] == "thunder_slash"


def test_fire_slash_with_analeptic_deals_two_fire_damage():
    """火【杀】 deals fire (火焰) damage; 酒 adds 1 and keeps the nature."""
    t = two(["酒 ♠9", "火杀 ♥7"])
    t.play(0, "酒 ♠9")
    t.play(0, "火杀 ♥7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire")]
    assert t.p(1).hp == 2


def test_natured_slash_dodged_by_jink():
    """A 雷杀 is a 杀: a 闪 cancels it, no damage of any nature."""
    t = two(["雷杀 ♣5"], ["闪 ♥8"])
    t.play(0, "雷杀 ♣5", [1])
    t.respond(1, "闪 ♥8", names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.p(1).hp == 4


def test_analeptic_bonus_consumed_by_slash_without_effect():
    """【酒】: consumed by the next 杀 used even when it has no effect (black 杀 on 仁王盾)."""
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7", "杀 ♥10"], "equip": ["诸葛连弩 ♣A"]},
               {"role": "rebel", "equip": ["仁王盾 ♣2"]}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    assert t.p(0).drunk == 0 and t.damage_log() == []
    t.play(0, "杀 ♥10", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [e["target"] for e in t.log("no_effect")] == [1]


def test_analeptic_save_allowed_after_drinking_and_keeps_the_bonus():
    """【酒】 when dying is allowed even after this turn's 酒; the save recovers 1 and leaves the pending
    +1 of the first 酒 in place for the next 杀."""
    t = two(["酒 ♠3", "决斗 ♠A", "酒 ♣3", "杀 ♠7"], ["杀 ♣2"], hp0=1)
    t.play(0, "酒 ♠3")
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    t.respond(0)
    req = t.expect(0, "respond")
    assert req.prompt.key == "save" and [o.card for o in req.options] == [t.id("酒 ♣3")]
    t.respond(0, "酒 ♣3")
    assert (t.p(0).hp, t.p(0).drunk) == (1, 1)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None), (0, 1, 2, None)]
    assert [e["seat"] for e in t.log("drunk")] == [0]
