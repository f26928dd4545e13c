"""武圣: any red card (hand or equipment) as 杀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def test_red_hand_card_used_as_slash():
    t = Table([{"role": "lord", "general": "guanyu", "hand": ["桃 ♥3"]}, {"role": "rebel"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "wusheng"]
    assert opt.name == "slash" and opt.cards == (t.id("桃 ♥3"),) and opt.targets.seats == (1,)
    t.play(0, skill="wusheng", cards=["桃 ♥3"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["key"] == "slash" and use["card"]["skill"] == "wusheng" and use["card"]["color"] == "red"
    assert t.id("桃 ♥3") in t.g.discard_pile


def test_black_card_cannot_be_a_wusheng_slash():
    t = Table([{"role": "lord", "general": "guanyu", "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel"}])
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="wusheng", name="slash", cards=(t.id("杀 ♠7"),), targets=(1,)))
    t.end_play(0)
    t.finish()


def test_red_equipment_as_slash_in_response_to_duel():
    """打出: 武圣 answers a 决斗 with the red weapon from the equipment area."""
    t = Table([{"role": "lord", "hand": ["决斗 ♠A"]},
               {"role": "rebel", "general": "guanyu", "equip": ["麒麟弓 ♥5"]}])
    t.play(0, "决斗 ♠A", [1])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and [o.skill for o in req.options] == ["wusheng"]
    t.respond(1, skill="wusheng", cards=["麒麟弓 ♥5"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
    assert t.p(1).equips == {} and t.log("play")[0]["card"]["skill"] == "wusheng"


def test_the_weapon_used_as_slash_no_longer_gives_range():
    """Using the equipped weapon itself as the 杀: the range is checked without it, and the request
    offers the weapon as an option of its own with exactly the targets it leaves."""
    t = Table([{"role": "lord", "general": "guanyu", "equip": ["麒麟弓 ♥5"]}, {"role": "loyalist"},
               {"role": "rebel"}, {"role": "renegade"}, {"role": "rebel"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "wusheng"]
    assert opt.cards == (t.id("麒麟弓 ♥5"),) and opt.targets.seats == (1, 4)   # range 1 without the bow
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(skill="wusheng", name="slash", cards=(t.id("麒麟弓 ♥5"),), targets=(2,)))
    t.play(0, skill="wusheng", cards=["麒麟弓 ♥5"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_hand_cards_and_the_weapon_are_separate_options():
    t = Table([{"role": "lord", "general": "guanyu", "hand": ["桃 ♥3"], "equip": ["麒麟弓 ♥5", "赤兔 ♥5"]},
               {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}, {"role": "rebel"},
               {"role": "rebel"}, {"role": "loyalist"}])
    req = t.expect(0, "play")
    opts = {o.cards: o.targets.seats for o in req.options if o.skill == "wusheng"}
    assert opts == {(t.id("桃 ♥3"),): (1, 2, 3, 4, 5, 6),           # bow 5, horse −1: everyone
                    (t.id("麒麟弓 ♥5"),): (1, 2, 5, 6),             # no bow: range 1, horse −1
                    (t.id("赤兔 ♥5"),): (1, 2, 3, 4, 5, 6)}         # bow still reaches all
    t.play(0, skill="wusheng", cards=["赤兔 ♥5"], targets=[3])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)] and "offensive_horse" not in t.p(0).equips
