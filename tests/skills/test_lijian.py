"""离间: discard a card, choose two males A and B: B is regarded as using a 决斗 on A that
无懈可击 cannot answer."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def lijian_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "lijian"]
    return opts[0] if opts else None


def test_second_male_duels_the_first_without_nullification():
    t = Table([{"role": "lord", "general": "diaochan", "hand": ["杀 ♠7"]},
               {"role": "rebel", "gender": "male", "hand": ["闪 ♦2"]},
               {"role": "rebel", "gender": "male"},
               {"role": "loyalist", "hand": ["无懈可击 ♠J", "无懈可击 ♣Q"]}])
    opt = lijian_option(t)
    assert opt.name == "" and opt.cards == (t.id("杀 ♠7"),) and (opt.min_cards, opt.max_cards) == (1, 1)
    assert opt.targets.seats == (1, 2) and dict(opt.targets.then) == {1: (2,), 2: (1,)}
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[1, 2])
    # seat 1 (A) has no 杀 to answer with, and seat 3 is never asked for 无懈可击
    t.end_play(0)
    t.no(0)             # 闭月
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)]
    (use,) = t.log("use")
    assert use["user"] == 2 and use["targets"] == [1]
    assert use["card"]["key"] == "duel" and use["card"]["skill"] == "lijian" and use["card"]["subcards"] == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lijian")]
    assert t.id("杀 ♠7") in t.g.discard_pile
    # the only card that moved is the discarded one (the 决斗 has no card of its own)
    assert [(m["cards"], m["reason"]) for m in t.log("move") if m["reason"] != "setup"] == [([t.id("杀 ♠7")], "lijian")]
    assert t.log("nullified") == [] and len(t.hand(3)) == 2


def test_the_duel_goes_back_and_forth():
    """A answers first; then B; the one who cannot takes the damage from the other."""
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "gender": "male", "hand": ["杀 ♠8"]},
               {"role": "rebel", "gender": "male", "hand": ["杀 ♠9"]},
               {"role": "loyalist", "hand": ["无懈可击 ♠J"]}])
    t.play(0, skill="lijian", cards=["赤兔 ♥5"], targets=[2, 1])    # seat 1 duels seat 2
    t.respond(2, "杀 ♠9")
    t.respond(1, "杀 ♠8")
    # seat 2 has nothing left: it takes 1 damage from seat 1
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("play")] == [2, 1]
    assert t.damage_log() == [(1, 2, 1, None)]
    assert t.p(0).equips == {} and t.id("赤兔 ♥5") in t.g.discard_pile


def test_needs_two_males():
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "hand": ["杀 ♠7"]},
               {"role": "rebel", "gender": "male"},
               {"role": "rebel", "gender": "female"},
               {"role": "loyalist"}])                  # blank general: no gender
    assert lijian_option(t) is None
    t.end_play(0)
    t.finish()


def test_females_are_not_offered_and_cannot_be_named():
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "hand": ["杀 ♠7"]},
               {"role": "rebel", "gender": "male"},
               {"role": "rebel", "gender": "female"},
               {"role": "loyalist", "gender": "male"}])
    opt = lijian_option(t)
    assert opt.targets.seats == (1, 3)
    with pytest.raises(IllegalAnswer, match="not a legal"):
        t.g.answer(Use(skill="lijian", cards=(t.id("杀 ♠7"),), targets=(1, 2)))
    with pytest.raises(IllegalAnswer, match="two targets"):
        t.g.answer(Use(skill="lijian", cards=(t.id("杀 ♠7"),), targets=(1,)))
    t.end_play(0)
    t.finish()


def test_needs_a_card_and_is_once_per_phase():
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "hand": ["杀 ♠7", "闪 ♦2"]},
               {"role": "rebel", "general": "lvbu"},
               {"role": "rebel", "gender": "male"}])
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[1, 2])
    assert lijian_option(t) is None
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)]
    t2 = Table([{"role": "lord", "skills": ["lijian"], "gender": "female"},
                {"role": "rebel", "gender": "male"}, {"role": "rebel", "gender": "male"}])
    assert lijian_option(t2) is None
    t2.end_play(0)
    t2.finish()


def test_kongcheng_player_cannot_be_dueled():
    """B must be able to use 决斗 on A: an empty-handed 诸葛亮 (空城) cannot be A, but can be B."""
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhugeliang"},
               {"role": "rebel", "gender": "male", "hand": ["杀 ♠8"]}])
    opt = lijian_option(t)
    assert opt.targets.seats == (2,) and dict(opt.targets.then) == {2: (1,)}
    with pytest.raises(IllegalAnswer, match="not a legal first target"):
        t.g.answer(Use(skill="lijian", cards=(t.id("杀 ♠7"),), targets=(1, 2)))
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[2, 1])
    t.respond(2, "杀 ♠8")
    # 诸葛亮 has no 杀: not asked, takes the damage
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)]


def test_lvbu_as_the_duel_user_wants_two_slashes():
    """无双 applies to the 决斗 that 离间 makes Lü Bu use."""
    t = Table([{"role": "lord", "skills": ["lijian"], "gender": "female", "hand": ["桃 ♥3"]},
               {"role": "rebel", "gender": "male", "hand": ["杀 ♠8"]},
               {"role": "rebel", "general": "lvbu", "hand": ["杀 ♠9"]}])
    t.play(0, skill="lijian", cards=["桃 ♥3"], targets=[1, 2])
    t.respond(1, "杀 ♠8")
    # one 杀 is not enough against 无双: seat 1 takes the damage from Lü Bu
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lijian"), (2, "wushuang")]
    assert t.damage_log() == [(2, 1, 1, None)]
    assert t.hand(2) == {t.id("杀 ♠9")}
