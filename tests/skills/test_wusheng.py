"""武圣: any red card (hand or equipment) as 杀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol import Use


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
    """Using the equipped weapon itself as the 杀: the range is checked without it."""
    t = Table([{"role": "lord", "general": "guanyu", "equip": ["麒麟弓 ♥5"]}, {"role": "loyalist"},
               {"role": "rebel"}, {"role": "renegade"}, {"role": "rebel"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "wusheng"]
    assert 2 in opt.targets.seats     # the probe (no sub-card) keeps the bow's range
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(skill="wusheng", name="slash", cards=(t.id("麒麟弓 ♥5"),), targets=(2,)))
    t.play(0, skill="wusheng", cards=["麒麟弓 ♥5"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
